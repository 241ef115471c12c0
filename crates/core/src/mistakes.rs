//! Known mistakes over the registry (feature `mistakes`): their ids and explanations, what a mistaken solver prints
//! for a judge input, which mistake a contestant's wrong output reproduces, and each mistake's smallest failing case
//! (partners: `catalogue.rs` the interface, each `puzzles/<name>/mistakes.rs` its catalogue, `check.rs` the verdict
//! compared with, the CLI's `check`, `judge --mistake` and `hack` commands, the lab worker's `Check` request).
//!
//! A mistake is named when, case by case, the contestant's answer equals the mistake's exactly where the mistake is
//! wrong, and is right exactly where the mistake is right (answers compared as the verdict shows them: escaped and cut
//! at 60 characters). A mistake whose answers are always right (`same_answers`) is never named and has no failing case.
//!
//! The smallest failing case: among the judge inputs of one case that the puzzle's [`Mistaken::small_inputs`] lists,
//! the first in the order (cells, pieces, the right answer with -1 first, then the order listed) on which the mistake's
//! answer is wrong (its text differs from the judge's and the puzzle's special judge, if any, refuses it).

use serde::Serialize;

use crate::catalogue::{Mistake, Mistaken};
use crate::check::{shown, FaultKind, Verdict};
use crate::{laid_out, puzzles, unknown, Error, Puzzle, Text};

/// A mistake named for a wrong output: its id and explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Named {
    /// The mistake's id: `head-enters-tail`.
    pub id: &'static str,
    /// What the mistake is, in words.
    pub explanation: Text,
}

/// A mistake's smallest failing case: a judge input of one case, the right output and the mistake's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hack {
    /// The mistake's id.
    pub id: &'static str,
    /// The judge input, one case.
    pub input: String,
    /// The judge's output for it.
    pub expected: String,
    /// What the mistaken solver prints for it.
    pub found: String,
    /// Its cells, pieces and right answer: the order's keys.
    pub size: (usize, usize, i64),
}

fn unknown_mistake<T>(puzzle: &str, id: &str) -> Result<T, Error> {
    Err(Error::Unsupported(
        Text::new("error-unknown-mistake")
            .arg("puzzle", puzzle.to_string())
            .arg("found", crate::scan::quote(id))
            .arg("ids", ids(puzzle).unwrap_or_default().join(", ")),
    ))
}

/// The ids of `puzzle`'s known mistakes, in catalogue order.
pub fn ids(puzzle: &str) -> Result<Vec<&'static str>, Error> {
    with_puzzle!(
        puzzle,
        |P| Ok(P::MISTAKES.iter().map(|m| m.id).collect()),
        unknown(puzzle)
    )
}

/// The explanation of `puzzle`'s mistake `id`, if there is one.
pub fn explanation(puzzle: &str, id: &str) -> Option<Text> {
    with_puzzle!(
        puzzle,
        |P| find::<P>(id).map(|m| Text::new(m.explain)),
        None
    )
}

fn find<P: Mistaken>(id: &str) -> Option<&'static Mistake<P::Bend>>
where
    P::Input: 'static,
{
    P::MISTAKES.iter().find(|m| m.id == id.trim())
}

/// What mistake `id` of `puzzle` prints for `input`, laid out as the judge's output.
pub fn judge_with(puzzle: &str, id: &str, input: &str) -> Result<String, Error> {
    with_puzzle!(
        puzzle,
        |P| {
            let Some(mistake) = find::<P>(id) else {
                return unknown_mistake(puzzle, id);
            };
            let parsed = crate::parse::<P>(input)?;
            Ok((0..P::cases(&parsed))
                .map(|i| laid_out::<P>(i, &P::answer(&parsed, i, mistake.bend)))
                .collect())
        },
        unknown(puzzle)
    )
}

/// Which known mistake reproduces the wrong answers of `verdict` (the check of an output for `input`): `None` when the
/// output has no wrong answer; `Some(None)` when it has and no mistake reproduces them (nor its missing lines or extra
/// output, if any).
pub fn name(puzzle: &str, input: &str, verdict: &Verdict) -> Result<Option<Option<Named>>, Error> {
    let faults: Vec<(usize, Option<String>)> = verdict
        .faults
        .iter()
        .filter(|f| f.kind != FaultKind::Presentation)
        .map(|f| (f.case, f.found.clone()))
        .collect();
    if !verdict
        .faults
        .iter()
        .any(|f| f.kind == FaultKind::WrongAnswer)
    {
        return Ok(None);
    }
    let wrong_only = verdict
        .faults
        .iter()
        .all(|f| matches!(f.kind, FaultKind::Presentation | FaultKind::WrongAnswer));
    if !wrong_only {
        return Ok(Some(None));
    }
    with_puzzle!(
        puzzle,
        |P| named::<P>(input, &faults).map(Some),
        unknown(puzzle)
    )
}

/// The answers of every mistake that can be named, against the contestant's wrong `faults` (case, shown answer).
fn named<P: Mistaken>(
    input: &str,
    faults: &[(usize, Option<String>)],
) -> Result<Option<Named>, Error>
where
    P::Input: 'static,
{
    let parsed = crate::parse::<P>(input)?;
    let (solutions, report) = crate::solved::<P>(&parsed, 1, &mut || {});
    // The cases the output has wrong first, the rest after: an output that is not a mistake's is told at its first
    // wrong case, so that a large input costs one case per mistake, not a whole run of each.
    let wrong_cases: Vec<usize> = faults.iter().map(|(case, _)| case - 1).collect();
    let order = wrong_cases
        .iter()
        .copied()
        .chain((0..solutions.len()).filter(|i| !wrong_cases.contains(i)));
    'mistakes: for mistake in P::MISTAKES.iter().filter(|m| !m.same_answers) {
        for i in order.clone() {
            let Some(solution) = solutions.get(i) else {
                continue 'mistakes;
            };
            let answer = P::answer(&parsed, i, mistake.bend);
            let fails = wrong::<P>(&parsed, i, solution, &report.printed[i], &answer);
            let found = faults.iter().find(|(case, _)| *case == i + 1);
            let same = match found {
                Some((_, shown_answer)) => fails && *shown_answer == Some(shown(&answer)),
                None => !fails,
            };
            if !same {
                continue 'mistakes;
            }
        }
        return Ok(Some(Named {
            id: mistake.id,
            explanation: Text::new(mistake.explain),
        }));
    }
    Ok(None)
}

/// Whether `answer` to case `index` is wrong: another text than the judge's `printed`, refused by any special judge.
fn wrong<P: Puzzle>(
    parsed: &P::Input,
    index: usize,
    solution: &P::Solution,
    printed: &str,
    answer: &str,
) -> bool {
    answer != printed
        && !matches!(
            P::judge_found(parsed, index, solution, answer),
            Some(Ok(()))
        )
}

/// Mistake `id`'s smallest failing case (see the module's notes); `None` for a mistake whose answers are always right
/// or that fails on none of the small inputs.
pub fn hack(puzzle: &str, id: &str) -> Result<Option<Hack>, Error> {
    with_puzzle!(
        puzzle,
        |P| {
            let Some(mistake) = find::<P>(id) else {
                return unknown_mistake(puzzle, id);
            };
            Ok(smallest::<P>(mistake, P::HACK_CELLS))
        },
        unknown(puzzle)
    )
}

/// The hack pack's tests: each mistake's smallest failing case ([`hack`]) with the judge's output, in catalogue
/// order (a mistake without one adds none).
#[cfg(feature = "pack")]
pub fn hack_tests(puzzle: &str) -> Result<Vec<crate::pack::Test>, Error> {
    let mut tests = Vec::new();
    for id in ids(puzzle)? {
        if let Some(hack) = hack(puzzle, id)? {
            tests.push(crate::pack::Test {
                input: hack.input,
                output: hack.expected,
            });
        }
    }
    Ok(tests)
}

/// Make tests' package ([`crate::pack::pack`]), with `hacks` the hack pack after its tests: one smallest failing case
/// per known mistake ([`hack_tests`]), zipped in `format`.
#[cfg(feature = "pack")]
pub fn package(
    puzzle: &str,
    (seed, count): (u64, usize),
    kind: crate::testgen::Kind,
    size: Option<usize>,
    format: crate::pack::Format,
    hacks: bool,
) -> Result<Vec<u8>, Error> {
    let mut tests = crate::pack::tests(puzzle, seed, count, kind, size)?;
    if hacks {
        tests.extend(hack_tests(puzzle)?);
    }
    crate::pack::zip(&crate::pack::files(puzzle, format, &tests))
}

/// Every small input of exactly `cells` cells, read, with its pieces and place in the listing.
fn listed<P: Mistaken>(cells: usize) -> Vec<(usize, usize, String, P::Input)>
where
    P::Input: 'static,
{
    read::<P>(P::small_inputs(cells), cells).collect()
}

/// The small input `text` as a hack of `mistake`, with its keys (pieces, answer, place), if the mistake fails on it.
fn fails<P: Mistaken>(
    mistake: &Mistake<P::Bend>,
    (pieces, place, text, parsed): (usize, usize, String, P::Input),
) -> Option<((usize, i64, usize), Hack)>
where
    P::Input: 'static,
{
    let answer = P::answer(&parsed, 0, mistake.bend);
    let (solutions, report) = crate::solved::<P>(&parsed, 1, &mut || {});
    if !wrong::<P>(&parsed, 0, &solutions[0], &report.printed[0], &answer) {
        return None;
    }
    let right = report.cases[0].answer;
    let cells = P::cells(&parsed);
    Some((
        (pieces, right, place),
        Hack {
            id: mistake.id,
            input: text,
            expected: report.output,
            found: laid_out::<P>(0, &answer),
            size: (cells, pieces, right),
        },
    ))
}

/// The first failing input by cells, then [`fails`]'s keys (pieces, the right answer, the place listed), up to `most`
/// cells: the inputs of each count of cells tried by pieces, fewest first, up to the first count of pieces on which the
/// mistake fails (those of [`Mistaken::hack_inputs`] when the puzzle names them, else every listed input, read and
/// sorted by pieces).
///
/// Searched once per process and mistake (the answer never changes; OmniGravity's take seconds): the studio's hack pack
/// and a second request on the page get it at once.
fn smallest<P: Mistaken>(mistake: &Mistake<P::Bend>, most: usize) -> Option<Hack>
where
    P::Input: 'static,
{
    type Found = ((&'static str, &'static str, usize), Option<Hack>);
    static FOUND: std::sync::Mutex<Vec<Found>> = std::sync::Mutex::new(Vec::new());
    let key = (P::NAME, mistake.id, most);
    let found = |all: &Vec<Found>| {
        all.iter()
            .find(|(k, _)| *k == key)
            .map(|(_, hack)| hack.clone())
    };
    let lock = || {
        FOUND
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    };
    if let Some(hack) = found(&lock()) {
        return hack;
    }
    let hack = search_smallest::<P>(mistake, most);
    lock().push((key, hack.clone()));
    hack
}

/// [`smallest`], searched.
fn search_smallest<P: Mistaken>(mistake: &Mistake<P::Bend>, most: usize) -> Option<Hack>
where
    P::Input: 'static,
{
    if mistake.same_answers {
        return None;
    }
    (1..=most).find_map(|cells| {
        let first = |inputs: &mut dyn Iterator<Item = (usize, usize, String, P::Input)>| {
            let mut best: Option<((usize, i64, usize), Hack)> = None;
            for one in inputs {
                if best.as_ref().is_some_and(|(key, _)| key.0 < one.0) {
                    break;
                }
                if let Some(found) = fails::<P>(mistake, one) {
                    if best.as_ref().is_none_or(|(key, _)| found.0 < *key) {
                        best = Some(found);
                    }
                }
            }
            best.map(|(_, hack)| hack)
        };
        let mut named = (0..=cells)
            .map_while(|pieces| Some((pieces, P::hack_inputs(cells, pieces, mistake.bend)?)))
            .peekable();
        if named.peek().is_none() {
            let mut inputs = listed::<P>(cells);
            inputs.sort_by_key(|(pieces, place, ..)| (*pieces, *place));
            return first(&mut inputs.into_iter());
        }
        named.find_map(|(pieces, texts)| {
            first(&mut read::<P>(texts, cells).filter(|one| one.0 == pieces))
        })
    })
}

/// The inputs of `texts` of one case and exactly `cells` cells, read, with their pieces and place in `texts`.
fn read<P: Mistaken>(
    texts: Vec<String>,
    cells: usize,
) -> impl Iterator<Item = (usize, usize, String, P::Input)>
where
    P::Input: 'static,
{
    (texts.into_iter().enumerate()).filter_map(move |(place, text)| {
        let parsed = P::parse(&text).ok()?;
        (P::cases(&parsed) == 1 && P::cells(&parsed) == cells)
            .then(|| (P::pieces(&parsed), place, text, parsed))
    })
}

#[cfg(test)]
#[path = "mistakes_tests.rs"]
mod tests;
