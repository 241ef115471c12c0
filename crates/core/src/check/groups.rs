//! What a verdict says as a whole (partners: `check.rs` builds the faults, the page's `web/js/views/studio.js` draws
//! these): the headline counting each kind of fault, a diagnosis of an empty, short or shifted output, and the faults
//! grouped in runs, so that 500 missing lines read as one row rather than 500.

use serde::Serialize;

use super::{plural, CaseFault, FaultKind};

/// Runs of at least this many faults of one kind on consecutive cases are one group.
pub const RUN: usize = 3;

/// The most lines an output may be shifted by and be told so.
const MOST_SHIFT: usize = 3;

/// One row of the verdict: a single fault, or a run of faults of one kind on consecutive cases.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FaultGroup {
    /// The kind of every fault of the group.
    pub kind: FaultKind,
    /// The index of its first fault in [`super::Verdict::faults`].
    pub first: usize,
    /// How many faults, at least 1.
    pub count: usize,
    /// The row in words: the fault's line for one fault (`Query 3: expected 5, found 7 (wrong answer)`), else the
    /// run's (`Queries 3-500: 498 missing lines`).
    pub text: String,
}

/// The fault kind counted in words: `3 wrong answers`, `1 missing line`, `1 extra output`, `2 presentation faults`.
fn counted(kind: FaultKind, n: usize) -> String {
    let s = plural(n);
    match kind {
        FaultKind::WrongAnswer => format!("{n} wrong answer{s}"),
        FaultKind::MissingLine => format!("{n} missing line{s}"),
        FaultKind::ExtraOutput => format!("{n} extra output"),
        FaultKind::Presentation => format!("{n} presentation fault{s}"),
    }
}

/// The faults as rows: runs of [`RUN`] or more of one kind on consecutive cases grouped, the rest one row each.
pub fn groups(faults: &[CaseFault], plural_noun: &str) -> Vec<FaultGroup> {
    let mut rows = Vec::new();
    let mut start = 0;
    while start < faults.len() {
        let kind = faults[start].kind;
        let mut end = start + 1;
        while end < faults.len()
            && faults[end].kind == kind
            && faults[end].case == faults[end - 1].case + 1
        {
            end += 1;
        }
        if end - start >= RUN {
            let (from, to) = (faults[start].case, faults[end - 1].case);
            let mut nouns = plural_noun.to_string();
            nouns[..1].make_ascii_uppercase();
            rows.push(FaultGroup {
                kind,
                first: start,
                count: end - start,
                text: run_text(&faults[start..end], &format!("{nouns} {from}-{to}")),
            });
        } else {
            rows.extend((start..end).map(|i| FaultGroup {
                kind,
                first: i,
                count: 1,
                text: faults[i].line(),
            }));
        }
        start = end;
    }
    rows
}

/// A run's row: `Queries 3-500: 498 missing lines`; presentation faults say what they are (`Cases 1-4:
/// presentation: CRLF line end, trailing spaces (4 lines, counted as accepted)`).
fn run_text(run: &[CaseFault], head: &str) -> String {
    let kind = run[0].kind;
    if kind != FaultKind::Presentation {
        return format!("{head}: {}", counted(kind, run.len()));
    }
    let mut what: Vec<&str> = Vec::new();
    for part in run
        .iter()
        .filter_map(|f| f.detail.as_deref())
        .flat_map(|d| d.split(", "))
    {
        if !what.contains(&part) {
            what.push(part);
        }
    }
    let more = if what.len() > 4 { ", ..." } else { "" };
    what.truncate(4);
    format!(
        "{head}: presentation: {}{more} ({} lines, counted as accepted)",
        what.join(", "),
        run.len()
    )
}

/// `Accepted A/N: ...`: the verdict's first line, each kind of fault counted, presentation faults apart.
pub fn headline(accepted: usize, total: usize, faults: &[CaseFault]) -> String {
    let count = |kind| faults.iter().filter(|f| f.kind == kind).count();
    let wrong: Vec<String> = [
        FaultKind::WrongAnswer,
        FaultKind::MissingLine,
        FaultKind::ExtraOutput,
    ]
    .into_iter()
    .filter(|&kind| count(kind) > 0)
    .map(|kind| counted(kind, count(kind)))
    .collect();
    let shown = count(FaultKind::Presentation);
    let presentation = match shown {
        0 => String::new(),
        1 => "1 presentation fault, counted as accepted".to_string(),
        n => format!("{n} presentation faults, counted as accepted"),
    };
    let head = format!("Accepted {accepted}/{total}");
    match (wrong.is_empty(), shown) {
        (true, 0) => format!("{head}: every answer is right."),
        (true, _) => format!("{head}: every answer is right; {presentation}."),
        (false, 0) => format!("{head}: {}.", and(&wrong)),
        (false, _) => format!("{head}: {}; {presentation}.", and(&wrong)),
    }
}

/// `a`, `a and b`, `a, b and c`.
fn and(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What the contestant's output looks like as a whole, when a reason explains many faults at once: empty, shifted
/// by a few lines from some case on, or ending early. `answers` are its lines' answers (labels taken off), `expected`
/// the judge's; `first` is the first case (0-based) with a wrong answer or a missing line.
pub fn diagnosis(
    answers: &[&str],
    expected: &[String],
    first: Option<usize>,
    noun: &str,
) -> Option<String> {
    let total = expected.len();
    if answers.is_empty() && total > 0 {
        return Some(if total == 1 {
            "Your output is empty: its one line is missing.".to_string()
        } else {
            format!("Your output is empty: all {total} lines are missing.")
        });
    }
    let first = first?;
    if let Some(text) = shifted(answers, expected, first, noun) {
        return Some(text);
    }
    (answers.len() < total && first >= answers.len()).then(|| {
        let last = match total - answers.len() {
            1 => "the last line is".to_string(),
            n => format!("the last {n} lines are"),
        };
        format!(
            "Your output ends after line {}: {last} missing.",
            answers.len()
        )
    })
}

/// How many of the `(line, case)` pairs match, and how many there are.
fn matches(
    answers: &[&str],
    expected: &[String],
    pairs: impl Iterator<Item = (usize, usize)>,
) -> (usize, usize) {
    pairs
        .filter(|&(line, case)| line < answers.len() && case < expected.len())
        .fold((0, 0), |(m, n), (line, case)| {
            (m + usize::from(answers[line] == expected[case]), n + 1)
        })
}

/// The shift explaining the faults from case `first` on: lines late (extra lines before it) or early (lines
/// missing), when nine in ten of them then match and fewer than half do as they stand.
fn shifted(answers: &[&str], expected: &[String], first: usize, noun: &str) -> Option<String> {
    let total = expected.len();
    let (kept, compared) = matches(answers, expected, (first..total).map(|k| (k, k)));
    if compared > 0 && kept * 2 >= compared {
        return None;
    }
    let mut best: Option<(usize, bool, usize)> = None;
    for s in 1..=MOST_SHIFT {
        for late in [true, false] {
            let pairs = (first..total).map(|k| if late { (k + s, k) } else { (k, k + s) });
            let (m, n) = matches(answers, expected, pairs);
            if n >= 3 && m * 10 >= n * 9 && best.is_none_or(|(_, _, b)| m > b) {
                best = Some((s, late, m));
            }
        }
    }
    let (s, late, _) = best?;
    let lines = if s == 1 {
        "one line".to_string()
    } else {
        format!("{s} lines")
    };
    let case = |k: usize| format!("{noun} {}", k + 1);
    let at = case(first);
    Some(if late {
        let many = if s == 1 {
            "a line".to_string()
        } else {
            format!("{s} lines")
        };
        format!(
            "Your output looks shifted by {lines} from {at} on: line {} holds {at}'s answer, as if {many} too many came before it.",
            first + 1 + s
        )
    } else {
        let gone = if s == 1 {
            format!("{at}'s line were")
        } else {
            format!("the lines of {at} to {} were", case(first + s - 1))
        };
        format!(
            "Your output looks shifted by {lines} from {at} on: line {} holds {}'s answer, as if {gone} missing.",
            first + 1,
            case(first + s)
        )
    })
}
