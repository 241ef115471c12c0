//! `puzzles check --paths`: a path output (`puzzles solve`'s lines, or a puzzle's judge records of paths) judged as a
//! special judge would, every path replayed on its case's board (partners: `check.rs`, whose verdict and words this
//! fills; `check/replay.rs`, the replay and its reasons; `session/` for the [`Game`] it plays; the CLI's `check
//! --paths` and the worker's `Check` request with `paths`).

use super::{groups, read, shown, CaseFault, FaultKind, Verdict, Words};
use crate::notation::Notation;
use crate::scan::{quote, strip_bom};
use crate::session::Game;
use crate::{Error, ParseError, Playable, Rejection, Text};

use super::replay::{best, judge_path, judged_cost};

/// What the page shows under a path check's verdict (`paths-note`): what is judged, and how.
pub const PATHS_NOTE: Text = Text::new("paths-note");

/// What one answer of the output claims: no path, or a path (with the count printed before it, if any).
pub(super) enum Claim<M> {
    /// The puzzle's word for impossible (`-1`, `unsolvable`, `Impossible.`).
    Impossible,
    /// A path, its moves read.
    Path(Vec<M>),
}

/// One answer of the output: where it is, its text, its claim.
struct Answer<'a, M> {
    /// The answer's text as found (its line less the label and surrounding whitespace).
    text: &'a str,
    /// The line as found.
    raw: &'a str,
    claim: Claim<M>,
}

/// `text` with the 1-based column (in characters) where each of its words starts.
fn words(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (column, (byte, c)) in text.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((column + 1, byte)),
            (true, Some((col, from))) => {
                out.push((col, &text[from..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((col, from)) = start {
        out.push((col, &text[from..]));
    }
    out
}

/// Reads one answer's text (at `line`, from `column` of its raw line, 1-based) as a claim: the impossible word, or an
/// optional count then a path whose count must be that count; a move that does not read is a located error.
fn claim<G: Game>(
    text: &str,
    line: usize,
    column: usize,
    impossible: &str,
    game: Option<&G>,
) -> Result<Claim<G::Move>, ParseError> {
    if text.eq_ignore_ascii_case(impossible) || text == "-1" {
        return Ok(Claim::Impossible);
    }
    let at = |col: usize| column + col - 1;
    let mut words = words(text);
    let count = match words.first() {
        Some((_, first)) if first.starts_with(|c: char| c == '-' || c.is_ascii_digit()) => {
            let (col, first) = words.remove(0);
            match first.parse::<usize>() {
                Ok(n) => Some(n),
                Err(_) => {
                    let what = Text::new("parse-expected")
                        .arg("expected", Text::new("paths-expected-count"))
                        .arg("found", quote(first));
                    return Err(ParseError::new(line, at(col), what));
                }
            }
        }
        _ => None,
    };
    let mut moves = Vec::new();
    for (col, word) in &words {
        let tokens: Vec<(usize, &str)> = if G::Move::SEPARATOR.is_empty() {
            let mut tokens = Vec::new();
            for (i, (byte, c)) in word.char_indices().enumerate() {
                tokens.push((col + i, &word[byte..byte + c.len_utf8()]));
            }
            tokens
        } else {
            vec![(*col, *word)]
        };
        for (col, token) in tokens {
            let Some(mv) = G::Move::read(token) else {
                let what = Text::new("parse-expected")
                    .arg(
                        "expected",
                        Text::new("paths-expected-move").arg("example", G::Move::EXAMPLE),
                    )
                    .arg("found", quote(token));
                return Err(ParseError::new(line, at(col), what));
            };
            moves.push(mv);
        }
    }
    if let (Some(count), Some(game)) = (count, game) {
        let cost = judged_cost(game, &moves);
        let printed = cost.last().copied().unwrap_or(moves.len());
        if printed != count {
            let end = at(text.chars().count() + 1);
            let what = Text::new("parse-expected")
                .arg(
                    "expected",
                    Text::new("paths-expected-moves").arg("n", count),
                )
                .arg("found", Text::new("paths-found-moves").arg("n", printed));
            return Err(ParseError::new(line, end, what));
        }
    }
    Ok(Claim::Path(moves))
}

/// The answers of `output`, one per non-blank line (less a `Case k:` label), or, for a puzzle whose answers are records
/// under a header, one after each header line (an empty path when another header or the end comes next).
fn answers<'a, P: Playable>(
    output: &'a str,
    games: &[P::Game],
) -> Result<Vec<Answer<'a, <P::Game as Game>::Move>>, Error> {
    let lines: Vec<(usize, &str)> = output
        .split('\n')
        .enumerate()
        .map(|(i, raw)| (i + 1, raw.strip_suffix('\r').unwrap_or(raw)))
        .filter(|(_, raw)| !raw.trim().is_empty())
        .collect();
    let header = |raw: &str| P::HEADER.and_then(|h| read::heading(raw.trim(), h));
    let records = lines.iter().any(|(_, raw)| header(raw).is_some());
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (number, raw) = lines[i];
        i += 1;
        if records {
            if header(raw).is_none() {
                let what = Text::new("parse-expected")
                    .arg("expected", Text::new("paths-expected-header"))
                    .arg("found", quote(raw.trim()));
                return Err(Error::Output(ParseError::new(number, 1, what)));
            }
            match lines.get(i) {
                Some(&(next, answer)) if header(answer).is_none() => {
                    i += 1;
                    found.push(read_answer::<P>(next, answer, games.get(found.len()))?);
                }
                _ => found.push(Answer {
                    text: "",
                    raw: "",
                    claim: Claim::Path(Vec::new()),
                }),
            }
        } else {
            found.push(read_answer::<P>(number, raw, games.get(found.len()))?);
        }
    }
    Ok(found)
}

/// One answer line, `raw` at line `number`: its label (`Case k:`) taken off, its claim read.
fn read_answer<'a, P: Playable>(
    number: usize,
    raw: &'a str,
    game: Option<&P::Game>,
) -> Result<Answer<'a, <P::Game as Game>::Move>, Error> {
    let mut text = raw.trim();
    if let Some((_, answer, _)) = read::label(text) {
        text = answer.trim();
    }
    // `text` is a slice of `raw`: its column is the characters before it, plus one.
    let before = (text.as_ptr() as usize).saturating_sub(raw.as_ptr() as usize);
    let column = raw.get(..before).map_or(0, |b| b.chars().count()) + 1;
    let claim =
        claim::<P::Game>(text, number, column, P::IMPOSSIBLE, game).map_err(Error::Output)?;
    Ok(Answer { text, raw, claim })
}

/// The check of a path output for any puzzle with paths: the output read (a move that does not read, or a count that
/// is not its path's, is an error located in the output), then each path judged on its case's board.
pub(super) fn verdict<P: Playable>(input: &str, output: &str) -> Result<Verdict, Error> {
    if !P::PATHS {
        return Err(Error::Unsupported(
            Text::new("error-counts-not-paths").arg("puzzle", P::NAME),
        ));
    }
    shown::limit(output)?;
    let parsed = crate::parse::<P>(input)?;
    let games = P::games(&parsed);
    let found = answers::<P>(strip_bom(output), &games)?;
    let words = Words {
        queries: P::TEXTS.case_noun == "Query",
        impossible: P::IMPOSSIBLE,
        numbered: P::NUMBERED,
        header: P::HEADER,
    };
    let total = games.len();
    let mut faults = Vec::new();
    let mut accepted = 0;
    for (i, game) in games.iter().enumerate() {
        let k = i + 1;
        // The judge's answer: the fewest moves, as its answer prints them (the last count judged), or impossible.
        let mut solver = game.solver();
        let optimum = best(game, &mut solver, &game.start());
        let answer = optimum
            .as_ref()
            .and_then(|cost| cost.last())
            .map_or(-1, |&n| i64::try_from(n).unwrap_or(i64::MAX));
        let fault = |kind, found: Option<&Answer<_>>, rejection: Option<Rejection>| CaseFault {
            case: k,
            label: words.label(k),
            kind,
            expected: match answer {
                -1 => P::IMPOSSIBLE.to_string(),
                n => n.to_string(),
            },
            found: found.map(|a| shown::shown(a.text)),
            found_line: found.map(|a| shown::shown(a.raw)),
            detail: rejection.as_ref().map(|r| r.why.clone()),
            step: rejection.as_ref().and_then(|r| r.step),
            rejected: rejection.is_some(),
            played: rejection.and_then(|r| r.played),
            expected_answer: answer,
            found_answer: found.and_then(|a| match &a.claim {
                Claim::Impossible => Some(-1),
                Claim::Path(_) => None,
            }),
        };
        let Some(given) = found.get(i) else {
            faults.push(fault(FaultKind::MissingLine, None, None));
            continue;
        };
        match judge_path(game, &mut solver, optimum, &given.claim) {
            Ok(()) => accepted += 1,
            Err(rejection) => {
                faults.push(fault(FaultKind::WrongAnswer, Some(given), Some(rejection)))
            }
        }
    }
    let extra = found.len().saturating_sub(total);
    if let Some(first) = found.get(total) {
        faults.push(super::extra_output(
            total,
            &words,
            (first.text, first.raw),
            extra,
        ));
    }
    Ok(Verdict {
        accepted,
        total,
        passed: accepted == total && extra == 0,
        headline: groups::headline(accepted, total, &faults),
        diagnosis: None,
        groups: groups::groups(&faults, &|from, to| words.run(from, to)),
        faults,
        note: PATHS_NOTE,
    })
}

/// The line the CLI prints for a fault of a path check: `Case 3: move 4 (U): illegal: ...`, the label and its detail
/// (a missing line or extra output as the check says it).
pub fn path_line(fault: &CaseFault) -> Text {
    match (&fault.detail, fault.kind) {
        (Some(detail), FaultKind::WrongAnswer) => Text::new("paths-fault")
            .arg("label", fault.label.clone())
            .arg("detail", detail.clone()),
        _ => fault.line(),
    }
}
