//! Tests of issue 27's verdict (partners: `check.rs`, `shown.rs`, `groups.rs`): a missing label is a wrong answer,
//! invisible and bidirectional characters are escaped, long lines cut, large or non-UTF-8 outputs refused before they
//! are read, CRs of a file kept, and the headline, diagnosis and groups of an empty, short or shifted output; and
//! Sokoban's records and special judge (its paths replayed: ties pass, an illegal move is named with its step).

use super::*;
use crate::scan::MAX_INPUT;
use crate::testgen::Kind;
use crate::Text;

/// Huarong, a 1x2 board and two queries.
const HUARONG: &str = "1 2 2\n1 1\n1 1 1 2 1 2\n1 2 1 1 1 2\n";

fn kinds(v: &Verdict) -> Vec<(usize, FaultKind)> {
    v.faults.iter().map(|f| (f.case, f.kind)).collect()
}

/// A generated input of `puzzle` and its judge output's lines.
fn made(puzzle: &str, seed: u64, kind: Kind) -> (String, Vec<String>) {
    let input = crate::make_tests(puzzle, seed, kind, None).unwrap();
    let output = crate::judge(puzzle, &input).unwrap();
    (input, output.lines().map(str::to_string).collect())
}

fn joined(lines: &[String]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

#[test]
fn an_output_without_case_labels_is_a_wrong_answer_and_a_misspelt_label_is_not() {
    let input = crate::sample("omnigravity").unwrap();
    let output = crate::judge("omnigravity", input).unwrap();
    let bare: String = output
        .lines()
        .map(|l| format!("{}\n", l.split_once(": ").unwrap().1))
        .collect();
    let v = check("omnigravity", input, &bare).unwrap();
    assert_eq!((v.accepted, v.passed), (0, false), "{v:?}");
    assert!(v.faults.iter().all(|f| f.kind == FaultKind::WrongAnswer));
    let detail = v.faults[0].detail.as_ref().unwrap().to_string();
    assert_eq!(
        detail,
        "no case label: expected \"Case 1: \" before the answer"
    );
    assert_eq!(v.faults[0].found_answer, Some(v.faults[0].expected_answer));
    let misspelt = output.replace("Case ", "case ");
    let v = check("omnigravity", input, &misspelt).unwrap();
    assert!(v.passed && v.faults.iter().all(|f| f.kind == FaultKind::Presentation));
}

#[test]
fn invisible_and_bidirectional_characters_are_escaped_in_what_is_found() {
    let expected = crate::judge("huarong", HUARONG).unwrap();
    let (first, second) = expected.trim_end().split_once('\n').unwrap();
    for (hidden, escaped) in [
        ("\u{feff}", r"\u{feff}"),
        ("\u{a0}", r"\u{a0}"),
        ("\u{202e}", r"\u{202e}"),
        ("\u{200b}", r"\u{200b}"),
    ] {
        let output = format!("{first}\n{hidden}{second}\n");
        let v = check("huarong", HUARONG, &output).unwrap();
        assert_eq!(kinds(&v), [(2, FaultKind::WrongAnswer)], "{hidden:?}");
        let found = format!("{escaped}{second}");
        assert_eq!(v.faults[0].found.as_deref(), Some(found.as_str()));
        assert_eq!(v.faults[0].found_line.as_deref(), Some(found.as_str()));
        assert!(
            !v.faults[0].line().to_string().contains(hidden),
            "{}",
            v.faults[0].line().to_string()
        );
    }
    assert_eq!(
        shown::shown("a\u{2066}b\u{3000}c é华"),
        r"a\u{2066}b\u{3000}c é华"
    );
}

#[test]
fn a_long_line_is_cut_with_its_length() {
    let output = "\0".repeat(MAX_INPUT - 1) + "\n";
    let v = check("huarong", HUARONG, &output).unwrap();
    let found = v.faults[0].found.as_deref().unwrap();
    assert!(found.chars().count() <= shown::SHOWN + 30, "{found}");
    assert!(
        found.starts_with(r"\u{0}\u{0}") && found.ends_with("… (1,048,575 characters)"),
        "{found}"
    );
    assert!(v.faults[0].found_line.as_deref().unwrap().len() < 100);
    let line = v.faults[0].line().to_string();
    assert!(line.len() < 120, "{line}");
    assert_eq!(shown::thousands(1_048_576), "1,048,576");
    assert_eq!(shown::thousands(999), "999");
}

#[test]
fn an_output_over_the_limit_or_not_utf8_is_refused_located_in_the_output() {
    let big = "1\n".repeat(MAX_INPUT / 2 + 1);
    let Err(Error::Output(e)) = check("huarong", HUARONG, &big) else {
        panic!("an output over 1 MiB is refused");
    };
    assert_eq!(
        e.message.to_string(),
        "expected at most 1 MiB of output, found 1.1 MiB"
    );
    assert_eq!((e.line, e.column), (MAX_INPUT / 2 + 1, 1));
    // A byte-order mark is not counted, as for the input.
    let exact = format!("\u{feff}{}", "1\n".repeat(MAX_INPUT / 2));
    assert!(check("huarong", HUARONG, &exact).is_ok());
    // Bytes: the size first, before reading (a bad byte past the limit is never looked at), then UTF-8.
    let mut bytes = vec![b'7'; MAX_INPUT + 1];
    bytes.push(0xFF);
    let Err(Error::Output(e)) = check_bytes("huarong", HUARONG, &bytes) else {
        panic!("too large");
    };
    assert_eq!(
        e.message.to_string(),
        "expected at most 1 MiB of output, found 1.1 MiB"
    );
    let head = &bytes[..MAX_INPUT + 2];
    assert!(
        matches!(read_output(head, 200 << 20), Err(Error::Output(e)) if e.message.to_string().ends_with("found 200.0 MiB"))
    );
    let Err(Error::Output(e)) = check_bytes("huarong", HUARONG, b"\xEF\xBB\xBF1\n-\xFF1\n") else {
        panic!("not UTF-8");
    };
    assert_eq!(
        (e.line, e.column, e.message.to_string().as_str()),
        (2, 2, "expected UTF-8 text, found byte 0xFF")
    );
    let error = check_bytes("huarong", HUARONG, b"\xFF")
        .unwrap_err()
        .to_string();
    assert_eq!(
        error,
        "the output, line 1, column 1: expected UTF-8 text, found byte 0xFF"
    );
}

#[test]
fn the_bytes_of_a_file_keep_their_crs() {
    let expected = crate::judge("huarong", HUARONG).unwrap();
    let crlf = expected.replace('\n', "\r\n");
    let v = check_bytes("huarong", HUARONG, crlf.as_bytes()).unwrap();
    assert!(v.passed);
    assert_eq!(v.faults.len(), 2);
    assert!(v
        .faults
        .iter()
        .all(|f| f.detail.as_ref().map(Text::to_string).as_deref() == Some("CRLF line end")));
    assert_eq!(
        v.headline.to_string(),
        "Accepted 2/2: every answer is right; 2 presentation faults, counted as accepted."
    );
}

#[test]
fn an_empty_output_is_told_as_such_in_one_row() {
    let (input, expected) = made("huarong", 7, Kind::Worst);
    let n = expected.len();
    let v = check("huarong", &input, "").unwrap();
    assert_eq!(v.faults.len(), n);
    assert_eq!(
        v.diagnosis.as_ref().map(Text::to_string).as_deref(),
        Some(format!("Your output is empty: all {n} lines are missing.").as_str())
    );
    assert_eq!(
        v.headline.to_string(),
        format!("Accepted 0/{n}: {n} missing lines.")
    );
    assert_eq!(v.groups.len(), 1);
    assert_eq!((v.groups[0].first, v.groups[0].count), (0, n));
    assert_eq!(
        v.groups[0].text.to_string(),
        format!("Queries 1-{n}: {n} missing lines")
    );
    // An output that stops early says where.
    let v = check("huarong", &input, &joined(&expected[..10])).unwrap();
    let text = format!(
        "Your output ends after line 10: the last {} lines are missing.",
        n - 10
    );
    assert_eq!(
        v.diagnosis.as_ref().map(Text::to_string).as_deref(),
        Some(text.as_str())
    );
    assert_eq!(v.groups.len(), 1);
}

#[test]
fn an_output_shifted_by_a_line_is_told_as_such() {
    for (puzzle, kind) in [
        ("omnigravity", Kind::Worst),
        ("huarong", Kind::Random),
        ("fifteen", Kind::Random),
    ] {
        let (input, expected) = made(puzzle, 3, kind);
        let noun = if puzzle == "huarong" { "Query" } else { "Case" };
        // A line too many before case 4: each later answer one line late.
        let mut late = expected.clone();
        late.insert(3, "0".to_string());
        let v = check(puzzle, &input, &joined(&late)).unwrap();
        let said = v
            .diagnosis
            .as_ref()
            .map(Text::to_string)
            .unwrap_or_default();
        let text = format!("Your output looks shifted by one line from {noun} 4 on: line 5 holds {noun} 4's answer");
        assert!(said.starts_with(&text), "{puzzle}: {said:?}");
        assert!(v.groups.len() < 6, "{puzzle}: {:?}", v.groups);
        // Case 4's line missing: each later answer one line early.
        let mut early = expected.clone();
        early.remove(3);
        let v = check(puzzle, &input, &joined(&early)).unwrap();
        let said = v
            .diagnosis
            .as_ref()
            .map(Text::to_string)
            .unwrap_or_default();
        let text = format!("line 4 holds {noun} 5's answer, as if {noun} 4's line were missing.");
        assert!(said.ends_with(&text), "{puzzle}: {said:?}");
    }
    // One wrong answer is not a shift.
    let (input, mut expected) = made("omnigravity", 3, Kind::Worst);
    expected[5] = "Case 6: 1".to_string();
    let v = check("omnigravity", &input, &joined(&expected)).unwrap();
    assert_eq!(v.diagnosis, None);
}

#[test]
fn the_headline_counts_every_row_it_heads() {
    let input = crate::sample("fifteen").unwrap();
    let expected = crate::judge("fifteen", input).unwrap();
    let mut lines: Vec<String> = expected.lines().map(str::to_string).collect();
    let n = lines.len();
    assert!(n >= 2, "{expected}");
    lines[0] = format!("{}  ", lines[0]);
    lines[1] = "Case 2: 99".to_string();
    let v = check("fifteen", input, &joined(&lines)).unwrap();
    assert_eq!(v.groups.len(), v.faults.len());
    assert_eq!(
        v.headline.to_string(),
        format!(
            "Accepted {}/{n}: 1 wrong answer; 1 presentation fault, counted as accepted.",
            n - 1
        )
    );
    let v = check("fifteen", input, &(expected.clone() + "x\ny\n")).unwrap();
    assert_eq!(
        v.headline.to_string(),
        format!("Accepted {n}/{n}: 1 extra output.")
    );
    assert_eq!(v.groups[0].text.to_string(), v.faults[0].line().to_string());
}

#[test]
fn a_run_of_presentation_faults_says_what_they_are() {
    let (input, expected) = made("huarong", 3, Kind::Random);
    let n = expected.len();
    let v = check("huarong", &input, &joined(&expected).replace('\n', " \r\n")).unwrap();
    assert!(v.passed);
    assert_eq!(v.groups.len(), 1);
    let text = format!("Queries 1-{n}: presentation: CRLF line end, trailing spaces ({n} lines, counted as accepted)");
    assert_eq!(v.groups[0].text.to_string(), text);
}

/// The words of a verdict in Chinese: every one of its sentences (headline, diagnosis, rows, lines, note) is Chinese,
/// with no English left but names, `Case k` (the judge's own bytes) and what is quoted from the output.
#[test]
fn a_verdict_speaks_chinese() {
    use crate::l10n::{Lang, Messages};
    let zh = Messages::new(Lang::Zh);
    let allowed = ["Case", "Codeforces", "AtCoder", "ICPC", "POJ", "UVa"];
    let check_zh = |text: &Text, context: &str| {
        let said = zh.format(text);
        assert!(
            said.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{context}: {said}"
        );
        assert!(!said.contains("{$"), "{context}: {said}");
        // Quoted text is the output's own bytes.
        let unquoted: String = said.split('"').step_by(2).collect();
        for word in unquoted.split(|c: char| !c.is_ascii_alphabetic()) {
            assert!(
                word.len() < 3 || allowed.contains(&word),
                "{context}: {word:?} in {said}"
            );
        }
    };
    let mut seen = std::collections::BTreeSet::new();
    for (puzzle, kind) in [
        ("huarong", Kind::Random),
        ("omnigravity", Kind::Worst),
        ("fifteen", Kind::Random),
    ] {
        let (input, expected) = made(puzzle, 3, kind);
        let mut late = expected.clone();
        late.insert(3, "0".to_string());
        let mut early = expected.clone();
        early.remove(3);
        let mut wrong = expected.clone();
        wrong[0] = "Case 1: 99".to_string();
        wrong[1] = wrong[1].replace("Case 2:", "Case 7:");
        wrong[2] = wrong[2].rsplit(": ").next().unwrap().to_string();
        let outputs = [
            String::new(),
            joined(&expected[..2]),
            joined(&late),
            joined(&early),
            joined(&expected).replace('\n', " \r\n"),
            format!(
                "\n\n  {}\nx\ny",
                joined(&expected).replace("Case ", "case ").trim_end()
            ),
            joined(&wrong),
        ];
        for output in &outputs {
            let v = check(puzzle, &input, output).unwrap();
            let context = format!("{puzzle} {output:?}");
            check_zh(&v.headline, &context);
            check_zh(&v.note, &context);
            let texts = v.diagnosis.iter().chain(v.groups.iter().map(|g| &g.text));
            let lines: Vec<Text> = v.faults.iter().map(CaseFault::line).collect();
            for text in texts.chain(&lines) {
                seen.extend(text.ids());
                check_zh(text, &context);
            }
        }
    }
    // The outputs reach most of the check's messages.
    assert!(seen.len() >= 25, "{seen:?}");
    let v = check("fifteen", crate::sample("fifteen").unwrap(), "Case 1: 5\n").unwrap();
    assert_eq!(
        zh.format(&v.faults[0].line()),
        "Case 1：应为 2，实际为 5（答案错误）"
    );
    assert!(
        zh.format(&v.headline).starts_with("通过 0/"),
        "{}",
        zh.format(&v.headline)
    );
}

/// Sokoban (POJ 1475): two corridors (one path only, and none), and an open 3x3 maze where two paths tie.
const SOKOBAN: &str = "2 5\nSB..T\n.....\n1 7\nSB..#.T\n3 3\nS..\n.B.\n..T\n0 0\n";

/// The Sokoban output of the paths `answers` (`Impossible.` for none), one record each, as the judge lays it out.
fn mazes(answers: &[&str]) -> String {
    (1..)
        .zip(answers)
        .map(|(k, a)| format!("Maze #{k}\n{a}\n\n"))
        .collect()
}

/// The verdict's one fault on [`SOKOBAN`] when maze 1 is answered `path`: its kind, the ids of its detail, its step.
fn sokoban_fault(path: &str) -> (FaultKind, Vec<&'static str>, Option<usize>) {
    let v = check("sokoban", SOKOBAN, &mazes(&[path, "Impossible.", "sEneS"])).unwrap();
    assert_eq!((v.accepted, v.faults.len()), (2, 1), "{path}: {v:?}");
    let f = &v.faults[0];
    assert_eq!((f.case, f.label.to_string().as_str()), (1, "Maze #1"));
    let ids = f.detail.as_ref().map(Text::ids).unwrap_or_default();
    (f.kind, ids, f.step)
}

#[test]
fn sokoban_is_judged_by_replaying_the_path() {
    let judged = crate::judge("sokoban", SOKOBAN).unwrap();
    assert!(
        judged.starts_with("Maze #1\nEEE\n\nMaze #2\nImpossible.\n\nMaze #3\n"),
        "{judged}"
    );
    let v = check("sokoban", SOKOBAN, &judged).unwrap();
    assert!(v.passed && v.faults.is_empty(), "{v:?}");
    // Both paths of two pushes and five moves pass, whichever the judge prints.
    for tied in ["sEneS", "eSwsE"] {
        let v = check("sokoban", SOKOBAN, &mazes(&["EEE", "Impossible.", tied])).unwrap();
        assert!(v.passed && v.faults.is_empty(), "{tied}: {v:?}");
    }
    // A header spelt differently and blank lines left out are presentation faults.
    let loose = mazes(&["EEE", "Impossible.", "eSwsE"])
        .replace("Maze #", "maze ")
        .replace("\n\n", "\n");
    let v = check("sokoban", SOKOBAN, &loose).unwrap();
    assert!(v.passed, "{v:?}");
    assert!(v.faults.iter().all(|f| f.kind == FaultKind::Presentation));
    let wrong = FaultKind::WrongAnswer;
    // An illegal move: a push where no box is ahead, a walk into the box; the step is the move's.
    let (kind, ids, step) = sokoban_fault("EW");
    assert_eq!((kind, step), (wrong, Some(2)), "{ids:?}");
    assert!(
        ids.contains(&"sokoban-bad-step") && ids.contains(&"sokoban-no-box-ahead"),
        "{ids:?}"
    );
    let (kind, ids, step) = sokoban_fault("eEE");
    assert_eq!((kind, step), (wrong, Some(1)), "{ids:?}");
    assert!(ids.contains(&"sokoban-walk-into-box"), "{ids:?}");
    // More pushes, or the same pushes and more moves: the counts against the optimum, no one move at fault.
    for longer in ["EseenWswwnEEE", "snEEE"] {
        let (kind, ids, step) = sokoban_fault(longer);
        assert_eq!(
            (kind, step, ids.first()),
            (wrong, None, Some(&"sokoban-counts")),
            "{longer}"
        );
    }
    // A legal path that leaves the box short of the target.
    let (kind, ids, step) = sokoban_fault("EE");
    assert_eq!(
        (kind, step, ids.first()),
        (wrong, None, Some(&"sokoban-not-on-target"))
    );
    // `Impossible.` where a path exists.
    let (kind, ids, step) = sokoban_fault("Impossible.");
    assert_eq!(
        (kind, step, ids.first()),
        (wrong, None, Some(&"sokoban-path-found"))
    );
    // A letter that is no move.
    let (kind, ids, _) = sokoban_fault("EEX");
    assert!(
        kind == wrong && ids.contains(&"sokoban-bad-letter"),
        "{ids:?}"
    );
    // The special judge's words read in the CLI's line.
    let v = check("sokoban", SOKOBAN, &mazes(&["EW", "Impossible.", "sEneS"])).unwrap();
    let line = v.faults[0].line().to_string();
    assert!(
        line.starts_with("Maze #1: expected EEE, found EW (wrong answer: move 2"),
        "{line}"
    );
    // The moves before the bad one, for the page to play up to it; none where no one move is wrong.
    assert_eq!(v.faults[0].played.as_deref(), Some("E"));
    let v = check("sokoban", SOKOBAN, &mazes(&["EE", "Impossible.", "sEneS"])).unwrap();
    assert_eq!(v.faults[0].played, None);
}

#[test]
fn an_empty_path_under_its_header_is_read_as_that_answer() {
    // The box on its target from the start (`*`, a board played to its end): the judge's answer line is empty.
    let input = "1 4\n..S*\n1 3\nSBT\n0 0\n";
    let judged = crate::judge("sokoban", input).unwrap();
    assert_eq!(judged, "Maze #1\n\n\nMaze #2\nE\n\n");
    let v = check("sokoban", input, &judged).unwrap();
    assert!(v.passed && v.faults.is_empty(), "{v:?}");
    // A header right before the next is still a missing answer.
    let v = check("sokoban", input, "Maze #1\nMaze #2\nE\n\n").unwrap();
    assert_eq!(v.faults[0].kind, FaultKind::MissingLine);
}
