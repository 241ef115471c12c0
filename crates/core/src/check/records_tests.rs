//! Tests of the record reading and the special judge (partners: `check.rs`, `check/read.rs`), on a puzzle of the
//! tests' own: answers are records under the header `Maze #`, and any arrangement of the judge's letters is right.

use std::cell::Cell;

use super::read::heading;
use super::*;
use crate::{CaseSummary, ParseError};

thread_local! {
    /// How many times this thread's [`Mazes`] solved an input, and asked its special judge.
    static SOLVED: Cell<usize> = const { Cell::new(0) };
    static ASKED: Cell<usize> = const { Cell::new(0) };
}

/// A puzzle of records: each input line is a case, its judge answer (a path of letters, `-` for impossible).
struct Mazes;

impl Puzzle for Mazes {
    const NAME: &'static str = "mazes";
    const NUMBERED: bool = false;
    const PATHS: bool = false;
    const IMPOSSIBLE: &'static str = "Impossible.";
    const SAMPLE: &'static str = "EEN\n-\n";
    const HEADER: Option<&'static str> = Some("Maze #");
    type Input = Vec<String>;
    type Solution = Option<String>;
    type Solver = ();

    fn parse(text: &str) -> Result<Vec<String>, ParseError> {
        Ok(text.lines().map(str::to_string).collect())
    }

    fn cases(input: &Vec<String>) -> usize {
        input.len()
    }

    /// Counts the solves: one per input.
    fn solver(_: &Vec<String>) {
        SOLVED.with(|n| n.set(n.get() + 1));
    }

    fn solve_case(_: &mut (), input: &Vec<String>, index: usize) -> (Option<String>, u64) {
        let line = &input[index];
        ((line != "-").then(|| line.clone()), 0)
    }

    fn summarize(solution: &Option<String>) -> CaseSummary {
        CaseSummary {
            answer: solution.as_ref().map_or(-1, |p| p.len() as i64),
            moves: solution.clone(),
        }
    }

    fn printed(solution: &Option<String>) -> String {
        solution
            .clone()
            .unwrap_or_else(|| Self::IMPOSSIBLE.to_string())
    }

    /// Any arrangement of the judge's letters; else the first letter too many (its step), or too few letters.
    fn judge_found(
        input: &Vec<String>,
        index: usize,
        solution: &Option<String>,
        found: &str,
    ) -> Option<Result<(), Rejection>> {
        ASKED.with(|n| n.set(n.get() + 1));
        assert_eq!(input[index].len(), solution.as_ref().map_or(1, String::len));
        let path = solution.as_ref()?;
        let refuse = |why: String, step| {
            Some(Err(Rejection {
                why: Text::plain(why),
                step,
                played: None,
            }))
        };
        if found == Self::IMPOSSIBLE {
            return refuse("a path exists".into(), None);
        }
        let mut left: Vec<char> = path.chars().collect();
        for (i, c) in found.chars().enumerate() {
            match left.iter().position(|&d| d == c) {
                Some(at) => drop(left.remove(at)),
                None => return refuse(format!("move {} is {c}", i + 1), Some(i + 1)),
            }
        }
        if left.is_empty() {
            Some(Ok(()))
        } else {
            refuse(format!("{} moves short", left.len()), None)
        }
    }
}

/// Two cases: a path `EEN`, and none.
const TWO: &str = "EEN\n-\n";

/// The check of `output` against [`Mazes`]' judge for `input`, with how many solves and special judgements it took.
fn checked(input: &str, output: &str) -> (Verdict, usize, usize) {
    SOLVED.with(|n| n.set(0));
    ASKED.with(|n| n.set(0));
    let v = verdict::<Mazes>(input, output, false, 1).unwrap();
    (v, SOLVED.with(Cell::get), ASKED.with(Cell::get))
}

fn mazes(input: &str) -> String {
    Mazes::judge_output(&Mazes::solve(&Mazes::parse(input).unwrap()))
}

fn kinds(v: &Verdict) -> Vec<(usize, FaultKind)> {
    v.faults.iter().map(|f| (f.case, f.kind)).collect()
}

fn detail(f: &CaseFault) -> String {
    f.detail.as_ref().map(Text::to_string).unwrap_or_default()
}

#[test]
fn a_header_reads_by_its_letters_and_number() {
    let h = "Maze #";
    assert_eq!(heading("Maze #3", h), Some((Some(3), true)));
    for written in [
        "maze #3", "Maze  #3", "Maze 3", "Maze#3", "MAZE # 3", "Maze #03",
    ] {
        assert_eq!(heading(written, h), Some((Some(3), false)), "{written}");
    }
    assert_eq!(heading("Maze #", h), Some((None, false)));
    assert_eq!(
        heading("Maze #99999999999999999999999", h),
        Some((None, false))
    );
    for other in [
        "EEN",
        "Impossible.",
        "Maze #x",
        "Mazes #3",
        "Maze #3 EEN",
        "Maz",
        "迷宫 #3",
    ] {
        assert_eq!(heading(other, h), None, "{other}");
    }
}

#[test]
fn the_judge_writes_a_header_an_answer_and_a_blank_line_per_case() {
    assert_eq!(mazes(TWO), "Maze #1\nEEN\n\nMaze #2\nImpossible.\n\n");
    let input = crate::parse::<Mazes>(TWO).unwrap();
    let (_, report) = crate::solved::<Mazes>(&input, 1, &mut || {});
    assert_eq!(report.printed, ["EEN", "Impossible."]);
    assert_eq!(report.output, mazes(TWO));
}

#[test]
fn the_judges_own_output_passes_solved_once_without_the_special_judge() {
    let (v, solved, asked) = checked(TWO, &mazes(TWO));
    assert!(v.passed && v.faults.is_empty(), "{v:?}");
    assert_eq!((v.accepted, v.total, solved, asked), (2, 2, 1, 0));
}

#[test]
fn the_special_judge_accepts_a_tied_answer_and_says_where_a_wrong_one_goes_wrong() {
    let (v, solved, asked) = checked(TWO, "Maze #1\nNEE\n\nMaze #2\nImpossible.\n\n");
    assert!(v.passed && v.faults.is_empty(), "{v:?}");
    assert_eq!((solved, asked), (1, 1));
    let (v, _, _) = checked(TWO, "Maze #1\nEWN\n\nMaze #2\nImpossible.\n\n");
    assert_eq!(kinds(&v), [(1, FaultKind::WrongAnswer)]);
    let f = &v.faults[0];
    assert_eq!((detail(f), f.step), ("move 2 is W".to_string(), Some(2)));
    assert_eq!(
        f.line().to_string(),
        "Maze #1: expected EEN, found EWN (wrong answer: move 2 is W)"
    );
    let (v, _, _) = checked(TWO, "Maze #1\nEE\n\nMaze #2\nImpossible.\n\n");
    assert_eq!(
        (detail(&v.faults[0]), v.faults[0].step),
        ("1 moves short".into(), None)
    );
    let (v, _, _) = checked(TWO, "Maze #1\nImpossible.\n\nMaze #2\nImpossible.\n\n");
    assert_eq!(detail(&v.faults[0]), "a path exists");
    assert_eq!(v.faults[0].found_answer, Some(-1));
    // Where the special judge says nothing (no path), the text is compared, as for every puzzle.
    let (v, _, asked) = checked(TWO, "Maze #1\nEEN\n\nMaze #2\nimpossible.\n\n");
    assert_eq!((kinds(&v), asked), (vec![(2, FaultKind::WrongAnswer)], 1));
    assert_eq!(detail(&v.faults[0]), "the judge writes it \"Impossible.\"");
    // The step serialises beside the other fields; None for every other fault.
    let json = serde_json::to_value(&v.faults[0]).unwrap();
    assert_eq!(json["step"], serde_json::Value::Null);
}

#[test]
fn headers_and_blank_lines_laid_out_differently_are_presentation_faults() {
    let output = "\nmaze #1\r\nEEN \r\nMaze  #2\n\nImpossible.";
    let (v, _, _) = checked(TWO, output);
    assert!(v.passed, "{v:?}");
    assert_eq!(
        kinds(&v),
        [(1, FaultKind::Presentation), (2, FaultKind::Presentation)]
    );
    assert_eq!(
        detail(&v.faults[0]),
        "1 blank line before it, CRLF line end, header written \"maze #1\", trailing spaces, no blank line after it"
    );
    assert_eq!(
        detail(&v.faults[1]),
        "header written \"Maze  #2\", 1 blank line after the header, no newline at the end, no blank line after it"
    );
    let (v, _, _) = checked(TWO, "Maze 1\nEEN\n\n\n\nMaze #2\nImpossible.\n");
    assert!(v.passed);
    assert_eq!(
        detail(&v.faults[0]),
        "header written \"Maze 1\", 3 blank lines after it"
    );
    assert_eq!(detail(&v.faults[1]), "no blank line after it");
    assert_eq!(v.faults[0].found.as_deref(), Some("EEN"));
    assert_eq!(v.faults[0].label.to_string(), "Maze #1");
    assert!(v.headline.to_string().contains("every answer is right"));
}

#[test]
fn a_missing_or_wrong_header_is_a_wrong_answer_and_a_missing_answer_a_missing_line() {
    let (v, _, asked) = checked(TWO, "EEN\n\nMaze #2\nImpossible.\n\n");
    assert_eq!((kinds(&v), asked), (vec![(1, FaultKind::WrongAnswer)], 0));
    assert_eq!(
        detail(&v.faults[0]),
        "no header: expected \"Maze #1\" on the line before the answer"
    );
    assert_eq!(v.accepted, 1);
    let (v, _, _) = checked(TWO, "Maze #2\nEEN\n\nMaze #1\nImpossible.\n\n");
    assert_eq!(
        kinds(&v),
        [(1, FaultKind::WrongAnswer), (2, FaultKind::WrongAnswer)]
    );
    assert_eq!(
        detail(&v.faults[0]),
        "expected the header Maze #1, found \"Maze #2\""
    );
    let (v, _, _) = checked(TWO, "Maze #\nEEN\n\nMaze #2\nImpossible.\n\n");
    assert_eq!(kinds(&v), [(1, FaultKind::WrongAnswer)]);
    // A header followed by the next header: that case's answer is missing, the next one is read in step.
    let (v, _, _) = checked(TWO, "Maze #1\n\nMaze #2\nImpossible.\n\n");
    assert_eq!(kinds(&v), [(1, FaultKind::MissingLine)]);
    assert_eq!(detail(&v.faults[0]), "no answer line after the header");
    assert_eq!(
        v.faults[0].line().to_string(),
        "Maze #1: expected EEN, found nothing (missing line: no answer line after the header)"
    );
    let (v, _, _) = checked(TWO, "Maze #1\nEEN\n\n");
    assert_eq!(kinds(&v), [(2, FaultKind::MissingLine)]);
    assert_eq!((v.faults[0].detail.as_ref(), v.accepted), (None, 1));
    let (v, _, _) = checked(TWO, "Maze #1\nEEN\n\nMaze #2\n");
    assert_eq!(kinds(&v), [(2, FaultKind::MissingLine)]);
}

#[test]
fn records_after_the_last_case_are_extra_output() {
    let (v, _, _) = checked(TWO, &(mazes(TWO) + "Maze #3\nEE\n\n"));
    assert_eq!((v.accepted, v.passed), (2, false));
    assert_eq!(kinds(&v), [(3, FaultKind::ExtraOutput)]);
    assert_eq!(
        v.faults[0].line().to_string(),
        "Maze #3: found \"Maze #3\" (extra output: 2 lines after the last case)"
    );
}

/// Ten cases of different answers, and the judge's records of them.
fn ten() -> (String, Vec<String>) {
    let input: String = (1..=10).map(|n| format!("{}\n", "N".repeat(n))).collect();
    let records = (1..=10)
        .map(|k| format!("Maze #{k}\n{}\n\n", "N".repeat(k)))
        .collect();
    (input, records)
}

#[test]
fn an_empty_short_or_shifted_output_is_told_in_records() {
    let (input, records) = ten();
    let (v, _, _) = checked(&input, "");
    assert_eq!(
        v.diagnosis.as_ref().map(Text::to_string).as_deref(),
        Some("Your output is empty: all 10 records are missing.")
    );
    assert_eq!(v.groups.len(), 1);
    assert_eq!(v.groups[0].text.to_string(), "Maze #1-10: 10 missing lines");
    let (v, _, _) = checked(&input, &records[..6].concat());
    assert_eq!(
        v.diagnosis.as_ref().map(Text::to_string).as_deref(),
        Some("Your output ends after record 6: the last 4 records are missing.")
    );
    // Case 4's record left out, the later ones numbered on: each answer one record early.
    let answers: Vec<String> = (1..=10)
        .filter(|&k| k != 4)
        .map(|k| "N".repeat(k))
        .collect();
    let early: String = (1..)
        .zip(&answers)
        .map(|(k, a)| format!("Maze #{k}\n{a}\n\n"))
        .collect();
    let (v, _, _) = checked(&input, &early);
    let said = v
        .diagnosis
        .as_ref()
        .map(Text::to_string)
        .unwrap_or_default();
    assert_eq!(said, "Your output looks shifted by one record from Maze #4 on: record 4 holds Maze #5's answer, as if Maze #4's record were missing.");
    // A record too many before case 4.
    let mut late: Vec<String> = (1..=10).map(|k| "N".repeat(k)).collect();
    late.insert(3, "S".into());
    let late: String = (1..)
        .zip(&late)
        .map(|(k, a)| format!("Maze #{k}\n{a}\n\n"))
        .collect();
    let (v, _, _) = checked(&input, &late);
    let said = v
        .diagnosis
        .as_ref()
        .map(Text::to_string)
        .unwrap_or_default();
    assert!(
        said.starts_with("Your output looks shifted by one record from Maze #4 on: record 5 holds Maze #4's answer"),
        "{said}"
    );
    assert!(v.groups.len() < 6, "{:?}", v.groups);
}

#[test]
fn record_faults_speak_chinese() {
    use crate::l10n::{Lang, Messages};
    let zh = Messages::new(Lang::Zh);
    let (input, records) = ten();
    let outputs = [
        String::new(),
        records[..6].concat(),
        records
            .concat()
            .replace("Maze #2\n", "maze 2\n")
            .replace("Maze #3\n", "Maze #9\n"),
        records
            .concat()
            .replacen("Maze #1\n", "", 1)
            .replace("\n\n", "\n"),
        records.concat() + "Maze #11\nN\n",
    ];
    for output in &outputs {
        let (v, _, _) = checked(&input, output);
        let texts = v.diagnosis.iter().chain(v.groups.iter().map(|g| &g.text));
        let lines: Vec<Text> = v.faults.iter().map(CaseFault::line).collect();
        for text in texts.chain(&lines).chain([&v.headline]) {
            let said = zh.format(text);
            assert!(
                said.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
                    && !said.contains("{$"),
                "{output:?}: {said}"
            );
            let unquoted: String = said.split('"').step_by(2).collect();
            // Paths are the output's or the judge's own letters.
            let path = |w: &str| w.chars().all(|c| "NSEW".contains(c));
            for word in unquoted.split(|c: char| !c.is_ascii_alphabetic()) {
                assert!(
                    word.len() < 3 || word == "Maze" || path(word),
                    "{output:?}: {word:?} in {said}"
                );
            }
        }
    }
    let (v, _, _) = checked(TWO, "Maze #2\nEEN\n\nMaze #2\nImpossible.\n\n");
    assert_eq!(
        zh.format(&v.faults[0].line()),
        "Maze #1：应为 EEN，实际为 EEN（答案错误：应为标题 Maze #1，实际为 \"Maze #2\"）"
    );
}
