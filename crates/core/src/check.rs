//! Checks a contestant's output against the judge's, case by case: the verdict `puzzles check` prints and the page
//! lists (partners: `lib.rs` parses and solves the input and holds each puzzle's special judge,
//! [`Puzzle::judge_found`]; `check/read.rs` reads the output case by case; `scan.rs` strips the byte-order mark; the
//! CLI's `check` command and the worker's `Check` request in `crates/wasm/src/service.rs` show it).
//!
//! # Which faults count
//!
//! Most judges compare outputs token by token or ignore trailing whitespace: Codeforces (testlib's
//! checkers), AtCoder and most ICPC judges (Kattis, DOMjudge's default validator) accept trailing spaces,
//! a missing final newline, CRLF line ends and blank lines. Strict judges in the style of POJ and UVa
//! compare bytes and answer "Presentation Error" for them. A [`FaultKind::Presentation`] fault is
//! therefore reported but counted as accepted. A case label spelt differently (`case 3:`, `Case 3 :`)
//! is a presentation fault here too, but judges that compare tokens reject it: fix it anyway. A line without its
//! label (`5` for `Case 3: 5`) is a wrong answer: every judge rejects it.
//!
//! A puzzle whose answers are records under a header ([`Puzzle::HEADER`]: `Maze #3`, the answer's line, a blank
//! line) is read record by record: a header spelt differently (`maze #3`, `Maze 3`), blank lines missing or too
//! many are presentation faults; an answer without its header, or under a header numbering another case, is a wrong
//! answer. Where several answers are right (paths that tie), the puzzle's special judge says whether an answer that
//! differs from the judge's is right, and if not why, and at which of its moves.
//!
//! What the verdict quotes of the output is escaped and cut (`check/shown.rs`); its headline, diagnosis and grouped
//! rows are made in `check/groups.rs`.

mod groups;
mod paths;
#[cfg(test)]
mod paths_tests;
mod read;
#[cfg(test)]
mod records_tests;
mod replay;
mod shown;
#[cfg(test)]
mod studio_tests;

use serde::Serialize;

use crate::scan::strip_bom;
use crate::{puzzles, Error, Playable, Puzzle, Rejection, Text};
pub use groups::FaultGroup;
pub use paths::{path_line, PATHS_NOTE};
use read::{Found, Slot};
pub(crate) use shown::shown;
pub use shown::{oversized as oversized_output, read_output};

/// What the page shows under the verdict about presentation faults (`check-note`: counted as accepted, as
/// Codeforces, AtCoder and most ICPC judges do; strict judges such as POJ and UVa answer Presentation Error).
pub const NOTE: Text = Text::new("check-note");

/// The result of comparing one output with the judge's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    /// Cases (or queries) whose answer is right, presentation faults included.
    pub accepted: usize,
    /// Cases (or queries) in the judge input.
    pub total: usize,
    /// Whether the output passes: every case accepted and nothing extra after the last one.
    pub passed: bool,
    /// Every fault, in the order of the cases; an extra output comes last.
    pub faults: Vec<CaseFault>,
    /// `Accepted A/N: 3 wrong answers and 1 missing line; 1 presentation fault, counted as accepted.`
    pub headline: Text,
    /// What explains many faults at once: an empty output, one shifted by a line from some case on, one that ends
    /// early; `None` otherwise.
    pub diagnosis: Option<Text>,
    /// The faults as the page lists them: runs of one kind on consecutive cases grouped, the rest one row each.
    pub groups: Vec<FaultGroup>,
    /// How presentation faults are counted, and by which judges (see [`NOTE`]).
    pub note: Text,
}

/// One fault of one case or query.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CaseFault {
    /// The case or query number, 1-based (for extra output: the number the next case would have).
    pub case: usize,
    /// The case as the judge calls it: `Case 3` or the header `Maze #3` (the judge's own bytes in every language), or
    /// `Query 3`.
    pub label: Text,
    /// What kind of fault.
    pub kind: FaultKind,
    /// The judge's answer as printed (`5`, `-1`, `unsolvable`); empty for extra output.
    pub expected: String,
    /// The answer found in the output (without its label), invisible, bidirectional and control characters escaped
    /// and a long one cut (`check/shown.rs`); `None` for a missing line.
    pub found: Option<String>,
    /// The whole line found (for a record: its answer's line), shown the same way (a CR shows as `\u{d}`).
    pub found_line: Option<String>,
    /// What is wrong, in words: the presentation faults, or why the answer does not read as the judge's (for an answer
    /// refused by the puzzle's special judge: its [`Rejection::why`]).
    pub detail: Option<Text>,
    /// The move of the found answer (1-based) where it goes wrong, as the special judge says ([`Rejection::step`]):
    /// for the page to show on the board; `None` for every other fault.
    pub step: Option<usize>,
    /// With a `step`: the found answer's moves before it ([`Rejection::played`]), to play on the board up to there.
    pub played: Option<String>,
    /// Whether the puzzle's special judge refused the answer ([`Puzzle::judge_found`]; `detail` says why).
    pub rejected: bool,
    /// The judge's answer as a number: -1 when impossible.
    pub expected_answer: i64,
    /// The answer found, when it reads as a number (the impossible word, e.g. `unsolvable`, reads as -1).
    pub found_answer: Option<i64>,
}

/// What kind of fault a case has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum FaultKind {
    /// The answer differs from the judge's.
    WrongAnswer,
    /// The output ends before this case.
    MissingLine,
    /// Lines after the last case.
    ExtraOutput,
    /// The right answer, written differently (see `detail`): counted as accepted.
    Presentation,
}

impl FaultKind {
    /// The kind in words, as the CLI prints it: `wrong answer`, `missing line`, `extra output`, `presentation`.
    pub fn words(self) -> Text {
        Text::new(match self {
            FaultKind::WrongAnswer => "check-kind-wrong-answer",
            FaultKind::MissingLine => "check-kind-missing-line",
            FaultKind::ExtraOutput => "check-kind-extra-output",
            FaultKind::Presentation => "check-kind-presentation",
        })
    }
}

impl CaseFault {
    /// The CLI's line: `Case 3: expected 5, found 7 (wrong answer)`, with the detail after the kind.
    pub fn line(&self) -> Text {
        let kind = match &self.detail {
            Some(detail) => Text::new("check-kind-detail")
                .arg("kind", self.kind.words())
                .arg("detail", detail.clone()),
            None => self.kind.words(),
        };
        let text = match &self.found {
            Some(found) if self.kind == FaultKind::ExtraOutput => {
                Text::new("check-fault-extra").arg("found", crate::scan::quote(found))
            }
            Some(found) => Text::new("check-fault")
                .arg("expected", self.expected.clone())
                .arg("found", bare_or_quoted(found)),
            None => Text::new("check-fault")
                .arg("expected", self.expected.clone())
                .arg("found", Text::new("check-nothing")),
        };
        text.arg("label", self.label.clone()).arg("kind", kind)
    }
}

/// A found answer as the CLI shows it: bare when it is one plain token, quoted otherwise.
fn bare_or_quoted(found: &str) -> String {
    if !found.is_empty() && found.chars().all(|c| c.is_ascii_graphic()) {
        found.to_string()
    } else {
        crate::scan::quote(found)
    }
}

/// The answer `text` as a number: an integer, or the word for impossible as -1.
fn number(text: &str, impossible: &str) -> Option<i64> {
    if text.eq_ignore_ascii_case(impossible) {
        return Some(-1);
    }
    text.parse().ok()
}

/// The found answer as a number to compare with the judge's `answer`: for a puzzle that prints several counts
/// (Klotski's `S L P`), the found count in the place where the judge's line `expected` prints `answer`.
fn found_number(found: &str, expected: &str, answer: i64, impossible: &str) -> Option<i64> {
    let places: Vec<&str> = expected.split_whitespace().collect();
    let counts: Vec<&str> = found.split_whitespace().collect();
    if places.len() < 2 || counts.len() != places.len() {
        return number(found, impossible);
    }
    let at = places.iter().rposition(|p| p.parse() == Ok(answer))?;
    counts[at].parse().ok()
}

fn run<P: Playable>(input: &str, output: &str, jobs: usize) -> Result<Verdict, Error> {
    verdict::<P>(input, output, P::TEXTS.case_noun == "Query", jobs)
}

/// The check of any [`Puzzle`] (`queries`: it calls its cases queries): the input parsed and solved once, the
/// solutions kept for its special judge ([`Puzzle::judge_found`]).
fn verdict<P: Puzzle>(
    input: &str,
    output: &str,
    queries: bool,
    jobs: usize,
) -> Result<Verdict, Error> {
    shown::limit(output)?;
    let parsed = crate::parse::<P>(input)?;
    let (solutions, report) = crate::solved::<P>(&parsed, jobs, &mut || {});
    let words = Words {
        queries,
        impossible: P::IMPOSSIBLE,
        numbered: P::NUMBERED,
        header: P::HEADER,
    };
    let judge = |index: usize, found: &str| {
        let solution = solutions.get(index)?;
        P::judge_found(&parsed, index, solution, found)
    };
    Ok(compare(&report, &words, output, &judge))
}

/// What the comparison needs of a puzzle: whether it calls its cases queries (Huarong: `Query 3`) or cases, its word
/// for impossible, whether lines are numbered, the header of its records.
struct Words {
    queries: bool,
    impossible: &'static str,
    numbered: bool,
    header: Option<&'static str>,
}

impl Words {
    /// Case `k` as the judge calls it: `Case 3` or the header `Maze #3` (the judge's bytes, the same in every
    /// language), or `Query 3`.
    fn label(&self, k: usize) -> Text {
        if let Some(header) = self.header {
            return Text::new("check-header").arg("header", header).arg("k", k);
        }
        let id = if self.queries {
            "check-query"
        } else {
            "check-case"
        };
        Text::new(id).arg("k", k)
    }

    /// Cases `from` to `to`, heading a run of faults: `Cases 3-500`, `Queries 3-500` or `Maze #3-500`.
    fn run(&self, from: usize, to: usize) -> Text {
        if let Some(header) = self.header {
            return Text::new("check-header-run")
                .arg("header", header)
                .arg("from", from)
                .arg("to", to);
        }
        let id = if self.queries {
            "check-queries"
        } else {
            "check-cases"
        };
        Text::new(id).arg("from", from).arg("to", to)
    }
}

/// The details of a fault joined in a list: `CRLF line end, trailing spaces`; `None` when there are none.
fn joined(details: Vec<Text>) -> Option<Text> {
    details.into_iter().rev().reduce(|rest, first| {
        Text::new("check-list")
            .arg("first", first)
            .arg("rest", rest)
    })
}

/// The parts of a detail [`joined`] from several: `CRLF line end` and `trailing spaces`.
fn parts(detail: &Text) -> Vec<&Text> {
    match (detail.id, detail.args.as_slice()) {
        ("check-list", [(_, crate::text::Arg::Text(first)), (_, crate::text::Arg::Text(rest))]) => {
            let mut all = vec![first];
            all.extend(parts(rest));
            all
        }
        _ => vec![detail],
    }
}

/// A special judge: for case `index` (0-based), whether an answer that differs from the judge's text is right
/// (`None`: compare the text).
type Judge<'a> = dyn Fn(usize, &str) -> Option<Result<(), Rejection>> + 'a;

/// The fault of case `k` (1-based) whose judge answer is `case`, printed `expected`, found as `slot`; `None` when it
/// is accepted without a word. The bool says whether it is accepted.
fn judge_slot(
    k: usize,
    case: &crate::CaseSummary,
    expected: &str,
    slot: &Slot,
    words: &Words,
    judge: &Judge,
) -> (bool, Option<CaseFault>) {
    let fault =
        |kind, found: Option<&Found>, detail: Option<Text>, judged: Option<Rejection>| CaseFault {
            case: k,
            label: words.label(k),
            kind,
            expected: expected.to_string(),
            found: found.map(|f| shown(f.answer)),
            found_line: found.map(|f| shown(f.raw)),
            step: judged.as_ref().and_then(|r| r.step),
            rejected: judged.is_some(),
            played: judged.and_then(|r| r.played),
            detail,
            expected_answer: case.answer,
            found_answer: found
                .and_then(|f| found_number(f.answer, expected, case.answer, words.impossible)),
        };
    let found = match slot {
        Slot::Missing(detail) => {
            return (
                false,
                Some(fault(FaultKind::MissingLine, None, detail.clone(), None)),
            )
        }
        Slot::Found(found) => found,
    };
    if let Some(why) = &found.wrong {
        let wrong = fault(FaultKind::WrongAnswer, Some(found), Some(why.clone()), None);
        return (false, Some(wrong));
    }
    if found.answer != expected {
        let rejected = match judge(k - 1, found.answer) {
            Some(Ok(())) => None,
            Some(Err(rejection)) => Some((Some(rejection.why.clone()), Some(rejection))),
            None => Some(match number(found.answer, words.impossible) {
                Some(n) if n == case.answer => {
                    let written = crate::scan::quote(expected);
                    (
                        Some(Text::new("check-judge-writes").arg("written", written)),
                        None,
                    )
                }
                _ => (None, None),
            }),
        };
        if let Some((detail, judged)) = rejected {
            let wrong = fault(FaultKind::WrongAnswer, Some(found), detail, judged);
            return (false, Some(wrong));
        }
    }
    let note = joined(found.details.clone())
        .map(|detail| fault(FaultKind::Presentation, Some(found), Some(detail), None));
    (true, note)
}

/// The comparison itself, one copy for every puzzle: the judge's `report` against `output`, with the puzzle's
/// special `judge` for answers whose text differs.
fn compare(report: &crate::Report, words: &Words, output: &str, judge: &Judge) -> Verdict {
    let found = read::lines(strip_bom(output));
    let total = report.cases.len();
    let label = |k| words.label(k);
    let reading = match words.header {
        Some(header) => {
            let empty = |k: usize| report.printed.get(k - 1).is_some_and(String::is_empty);
            read::by_records(&found, total, header, &label, &empty)
        }
        None => read::by_lines(&found, total, words.numbered),
    };
    let mut faults = Vec::new();
    let mut accepted = 0;
    for (i, (case, slot)) in report.cases.iter().zip(&reading.slots).enumerate() {
        // The judge's own answer as it prints it (Klotski's `116 90 81`, not only its default count).
        let expected = report
            .printed
            .get(i)
            .cloned()
            .unwrap_or_else(|| case.answer_text(words.impossible));
        let (ok, fault) = judge_slot(i + 1, case, &expected, slot, words, judge);
        accepted += usize::from(ok);
        faults.extend(fault);
    }
    if let Some((first, extra)) = reading.extra {
        faults.push(extra_output(total, words, (first.text, first.raw), extra));
    }
    let first = faults
        .iter()
        .find(|f| matches!(f.kind, FaultKind::WrongAnswer | FaultKind::MissingLine))
        .map(|f| f.case - 1);
    let records = words.header.is_some();
    Verdict {
        accepted,
        total,
        passed: accepted == total && reading.extra.is_none(),
        headline: groups::headline(accepted, total, &faults),
        diagnosis: groups::diagnosis(&reading.answers, &report.printed, first, &label, records),
        groups: groups::groups(&faults, &|from, to| words.run(from, to)),
        faults,
        note: NOTE,
    }
}

/// Compares `output`, a contestant's output for the judge input `input`, with the judge's output for it, case by
/// case: line by line, or record by record for a puzzle whose answers have a header ([`Puzzle::HEADER`]), each
/// answer compared as text or, where the puzzle has one, by its special judge ([`Puzzle::judge_found`]). The input is
/// parsed and solved as [`crate::judge`] does (a bad input is the same located error); a leading byte-order mark in
/// either text is ignored. An output over the input's limit ([`crate::scan::MAX_INPUT`]) is refused first, with
/// [`Error::Output`].
pub fn check(puzzle: &str, input: &str, output: &str) -> Result<Verdict, Error> {
    check_jobs(puzzle, input, output, 1)
}

/// [`check`] with the judge's cases spread over `jobs` threads: the same verdict ([`crate::jobs::solve`]).
pub fn check_jobs(puzzle: &str, input: &str, output: &str, jobs: usize) -> Result<Verdict, Error> {
    with_puzzle!(
        puzzle,
        |P| run::<P>(input, output, jobs),
        crate::unknown(puzzle)
    )
}

/// Checks `output`, a path output for the judge input `input` (`puzzles solve`'s lines, `N` then the moves or the word
/// for impossible, or the judge's records of paths under their headers), as a special judge: a case is accepted when its
/// path replays legally and reaches the goal in the fewest moves the judge counts (or it is impossible and says so);
/// otherwise its fault names the first illegal or non-optimal move (`CaseFault::step`, the moves before it in
/// `played`) and why. A move that does not read, or a count that is not its path's, is an error located in the output
/// ([`Error::Output`]); a puzzle without paths is [`Error::Unsupported`].
pub fn check_paths(puzzle: &str, input: &str, output: &str) -> Result<Verdict, Error> {
    with_puzzle!(
        puzzle,
        |P| paths::verdict::<P>(input, output),
        crate::unknown(puzzle)
    )
}

/// [`check_paths`] of an output file's bytes (see [`check_bytes`]).
pub fn check_paths_bytes(puzzle: &str, input: &str, output: &[u8]) -> Result<Verdict, Error> {
    check_paths(puzzle, input, shown::decode(output)?)
}

/// [`check`] of an output file's bytes, as they are: refused over the limit before they are read, then where they
/// are not UTF-8 ([`Error::Output`], located in the output); a CR before each line end is kept and reported.
pub fn check_bytes(puzzle: &str, input: &str, output: &[u8]) -> Result<Verdict, Error> {
    check(puzzle, input, shown::decode(output)?)
}

/// The fault of output past the last case: its first line (`text` as read, `raw` as written) and how many lines.
fn extra_output(total: usize, words: &Words, (text, raw): (&str, &str), extra: usize) -> CaseFault {
    CaseFault {
        case: total + 1,
        label: words.label(total + 1),
        kind: FaultKind::ExtraOutput,
        expected: String::new(),
        found: Some(shown(text)),
        found_line: Some(shown(raw)),
        detail: Some(
            Text::new(if words.queries {
                "check-after-last-query"
            } else {
                "check-after-last-case"
            })
            .arg("n", extra),
        ),
        step: None,
        played: None,
        rejected: false,
        expected_answer: 0,
        found_answer: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIFTEEN: &str = "2\n2 2\n1 2\n3 0\n\n2 2\n1 2\n0 3\n";
    const HUARONG: &str = "1 2 2\n1 1\n1 1 1 2 1 2\n1 2 1 1 1 2\n";

    fn kinds(v: &Verdict) -> Vec<(usize, FaultKind)> {
        v.faults.iter().map(|f| (f.case, f.kind)).collect()
    }

    #[test]
    fn the_judge_output_itself_passes() {
        for puzzle in crate::PUZZLES {
            let input = crate::sample(puzzle).unwrap();
            let output = crate::judge(puzzle, input).unwrap();
            let v = check(puzzle, input, &output).unwrap();
            assert!(v.passed && v.faults.is_empty(), "{puzzle}: {v:?}");
            assert_eq!(v.accepted, v.total);
        }
    }

    #[test]
    fn a_puzzle_that_prints_several_counts_compares_its_default_count_in_its_place() {
        let classic = "1\n5 4\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n4 2\n";
        let found = |output: &str| {
            let v = check("klotski", classic, output).unwrap();
            let f = &v.faults[0];
            (f.expected_answer, f.found_answer)
        };
        assert_eq!(found("Case 1: 116 90 82\n"), (81, Some(82)));
        assert_eq!(
            found("Case 1: 117 90 81\n"),
            (81, Some(81)),
            "another count is wrong"
        );
        assert_eq!(found("Case 1: -1\n"), (81, Some(-1)));
        assert_eq!(
            found("Case 1: 81\n"),
            (81, Some(81)),
            "one count alone reads as that count"
        );
    }

    #[test]
    fn wrong_missing_and_extra_lines_are_told_apart() {
        let v = check("fifteen", FIFTEEN, "Case 1: 1\n").unwrap();
        assert_eq!((v.accepted, v.total, v.passed), (0, 2, false));
        assert_eq!(
            kinds(&v),
            [(1, FaultKind::WrongAnswer), (2, FaultKind::MissingLine)]
        );
        let wrong = &v.faults[0];
        assert_eq!((wrong.expected_answer, wrong.found_answer), (0, Some(1)));
        assert_eq!(
            wrong.line().to_string(),
            "Case 1: expected 0, found 1 (wrong answer)"
        );
        assert_eq!(
            v.faults[1].line().to_string(),
            "Case 2: expected 1, found nothing (missing line)"
        );
        let v = check("huarong", HUARONG, "0\n1\n7\n").unwrap();
        assert_eq!((v.accepted, v.passed), (2, false));
        assert_eq!(kinds(&v), [(3, FaultKind::ExtraOutput)]);
        assert_eq!(v.faults[0].label.to_string(), "Query 3");
    }

    #[test]
    fn presentation_faults_count_as_accepted_with_their_detail() {
        let bom = "\u{feff}";
        let input = format!("{bom}{FIFTEEN}");
        let v = check("fifteen", &input, &format!("{bom}Case 1: 0 \r\ncase 2:1")).unwrap();
        assert!(v.passed, "{v:?}");
        assert_eq!(
            kinds(&v),
            [(1, FaultKind::Presentation), (2, FaultKind::Presentation)]
        );
        assert_eq!(
            v.faults[0].detail.as_ref().map(Text::to_string).as_deref(),
            Some("CRLF line end, trailing spaces")
        );
        let second = v.faults[1].detail.as_ref().unwrap().to_string();
        assert!(second.contains("no newline at the end"), "{second}");
        assert!(
            second.contains("case label written \"case 2:\""),
            "{second}"
        );
        assert!(v.note.to_string().contains("Codeforces") && v.note.to_string().contains("POJ"));
    }

    #[test]
    fn a_wrong_label_or_spelling_of_impossible_is_a_wrong_answer() {
        let input = "1\n2 2\n2 1\n3 0\n";
        let v = check("fifteen", input, "Case 1: -1\n").unwrap();
        assert_eq!(kinds(&v), [(1, FaultKind::WrongAnswer)]);
        assert_eq!(
            (v.faults[0].expected_answer, v.faults[0].found_answer),
            (-1, Some(-1))
        );
        let v = check("fifteen", FIFTEEN, "Case 2: 0\nCase 1: 1\n").unwrap();
        assert_eq!(v.accepted, 0);
        assert!(v.faults[0]
            .detail
            .as_ref()
            .unwrap()
            .to_string()
            .contains("label Case 1, found 2"));
        let v = check("fifteen", FIFTEEN, "Case 1: unsolvable\nCase 2: x\n").unwrap();
        assert_eq!(v.faults[0].found_answer, Some(-1));
        assert_eq!(v.faults[1].found_answer, None);
    }

    #[test]
    fn bad_input_is_the_judges_located_error() {
        let bad = "1\n2 2\n1 2\n3 3\n";
        assert_eq!(
            check("fifteen", bad, "").unwrap_err(),
            crate::judge("fifteen", bad).unwrap_err()
        );
        assert!(matches!(
            check("nope", bad, ""),
            Err(Error::UnknownPuzzle(_))
        ));
    }

    #[test]
    fn a_missing_line_has_no_found_text() {
        let v = check("huarong", HUARONG, "0\n").unwrap();
        let f = &v.faults[0];
        assert_eq!(
            (f.kind, f.found.as_deref(), f.found_line.as_deref()),
            (FaultKind::MissingLine, None, None)
        );
        assert_eq!((f.expected_answer, f.found_answer), (1, None));
    }
}
