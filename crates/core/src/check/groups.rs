//! What a verdict says as a whole (partners: `check.rs` builds the faults from what `check/read.rs` reads, the page's
//! `web/js/views/studio.js` draws these): the headline counting each kind of fault, a diagnosis of an empty, short or shifted output, and the faults
//! grouped in runs, so that 500 missing lines read as one row rather than 500.

use serde::Serialize;

use super::{parts, CaseFault, FaultKind};
use crate::Text;

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
    pub text: Text,
}

/// The fault kind counted in words: `3 wrong answers`, `1 missing line`, `1 extra output`, `2 presentation faults`.
fn counted(kind: FaultKind, n: usize) -> Text {
    let id = match kind {
        FaultKind::WrongAnswer => "check-count-wrong-answer",
        FaultKind::MissingLine => "check-count-missing-line",
        FaultKind::ExtraOutput => "check-count-extra-output",
        FaultKind::Presentation => "check-count-presentation",
    };
    Text::new(id).arg("n", n)
}

/// The faults as rows: runs of [`RUN`] or more of one kind on consecutive cases grouped (headed by `run`'s `Cases
/// 3-500`), the rest one row each.
pub fn groups(faults: &[CaseFault], run: &dyn Fn(usize, usize) -> Text) -> Vec<FaultGroup> {
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
            rows.push(FaultGroup {
                kind,
                first: start,
                count: end - start,
                text: run_text(&faults[start..end], run(from, to)),
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
fn run_text(run: &[CaseFault], head: Text) -> Text {
    let kind = run[0].kind;
    if kind != FaultKind::Presentation {
        return Text::new("check-run")
            .arg("head", head)
            .arg("what", counted(kind, run.len()));
    }
    let mut what: Vec<Text> = Vec::new();
    for part in run.iter().filter_map(|f| f.detail.as_ref()).flat_map(parts) {
        if !what.contains(part) {
            what.push(part.clone());
        }
    }
    let more = if what.len() > 4 { "more" } else { "none" };
    what.truncate(4);
    Text::new("check-run-presentation")
        .arg("head", head)
        .arg("what", super::joined(what).unwrap_or_default())
        .arg("more", more)
        .arg("n", run.len())
}

/// `Accepted A/N: ...`: the verdict's first line, each kind of fault counted, presentation faults apart.
pub fn headline(accepted: usize, total: usize, faults: &[CaseFault]) -> Text {
    let count = |kind| faults.iter().filter(|f| f.kind == kind).count();
    let wrong: Vec<Text> = [
        FaultKind::WrongAnswer,
        FaultKind::MissingLine,
        FaultKind::ExtraOutput,
    ]
    .into_iter()
    .filter(|&kind| count(kind) > 0)
    .map(|kind| counted(kind, count(kind)))
    .collect();
    let shown = count(FaultKind::Presentation);
    let id = match (wrong.is_empty(), shown) {
        (true, 0) => "check-headline-right",
        (true, _) => "check-headline-right-presentation",
        (false, 0) => "check-headline-wrong",
        (false, _) => "check-headline-wrong-presentation",
    };
    let mut text = Text::new(id).arg("accepted", accepted).arg("total", total);
    if let Some(wrong) = and(wrong) {
        text = text.arg("wrong", wrong);
    }
    if shown > 0 {
        text = text.arg("presentation", shown);
    }
    text
}

/// `a`, `a and b`, `a, b and c`; `None` for no parts.
fn and(mut parts: Vec<Text>) -> Option<Text> {
    let last = parts.pop()?;
    let Some(before) = parts.pop() else {
        return Some(last);
    };
    let tail = Text::new("check-and")
        .arg("first", before)
        .arg("last", last);
    Some(parts.into_iter().rev().fold(tail, |rest, first| {
        Text::new("check-list")
            .arg("first", first)
            .arg("rest", rest)
    }))
}

/// What the contestant's output looks like as a whole, when a reason explains many faults at once: empty, shifted
/// by a few lines (or `records`) from some case on, or ending early. `answers` are its lines' (or records') answers
/// (labels taken off), `expected` the judge's; `first` is the first case (0-based) with a wrong answer or a missing
/// line; `label` names case `k` (1-based) as the judge does.
pub fn diagnosis(
    answers: &[&str],
    expected: &[String],
    first: Option<usize>,
    label: &dyn Fn(usize) -> Text,
    records: bool,
) -> Option<Text> {
    let total = expected.len();
    let id = |lines: &'static str, units: &'static str| if records { units } else { lines };
    if answers.is_empty() && total > 0 {
        return Some(Text::new(id("check-empty", "check-empty-records")).arg("total", total));
    }
    let first = first?;
    if let Some(text) = shifted(answers, expected, first, label, records) {
        return Some(text);
    }
    (answers.len() < total && first >= answers.len()).then(|| {
        Text::new(id("check-ends-early", "check-ends-early-records"))
            .arg("line", answers.len())
            .arg("missing", total - answers.len())
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

/// The shift explaining the faults from case `first` on: lines (or `records`) late (extra ones before it) or early
/// (some missing), when nine in ten of them then match and fewer than half do as they stand.
fn shifted(
    answers: &[&str],
    expected: &[String],
    first: usize,
    label: &dyn Fn(usize) -> Text,
    records: bool,
) -> Option<Text> {
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
    let at = label(first + 1);
    Some(if late {
        Text::new(if records {
            "check-shifted-late-records"
        } else {
            "check-shifted-late"
        })
        .arg("shift", s)
        .arg("at", at)
        .arg("line", first + 1 + s)
    } else {
        Text::new(if records {
            "check-shifted-early-records"
        } else {
            "check-shifted-early"
        })
        .arg("shift", s)
        .arg("at", at)
        .arg("line", first + 1)
        .arg("holds", label(first + s + 1))
        .arg("to", label(first + s))
    })
}
