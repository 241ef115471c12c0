//! The worker's judge studio requests (`service.rs`): `Check` and `MakeTests`, a judge run's per-case time and states,
//! and the input limit in the puzzles reply, natively.

use crate::protocol::{Fault, FaultKind, Reply, Request};
use crate::service::Service;
use puzzle_core::check::FaultKind as CaseKind;

fn tests(puzzle: &str, seed: &str, kind: &str, size: Option<&str>) -> Result<Reply, Fault> {
    Service::new().handle(Request::MakeTests {
        puzzle: puzzle.into(),
        seed: seed.into(),
        kind: kind.into(),
        size: size.map(Into::into),
    })
}

#[test]
fn make_tests_names_the_files_and_its_output_checks_clean() {
    for puzzle in puzzle_core::PUZZLES {
        let Reply::Tests {
            input,
            output,
            name,
        } = tests(puzzle, " 12", "edge", Some("3")).unwrap()
        else {
            panic!("expected tests");
        };
        assert_eq!(name, format!("{puzzle}-12"));
        assert_eq!(output, puzzle_core::judge(puzzle, &input).unwrap());
        let reply = Service::new()
            .handle(Request::Check {
                puzzle: puzzle.to_string(),
                input,
                output,
            })
            .unwrap();
        let Reply::Verdict(verdict) = reply else {
            panic!("expected a verdict");
        };
        assert!(verdict.passed && verdict.faults.is_empty(), "{puzzle}");
    }
}

#[test]
fn bad_seed_kind_or_size_is_an_edit_fault_naming_what_was_typed() {
    for (seed, kind, size, typed) in [
        ("x1", "random", None, "found \"x1\""),
        ("1", "hard", None, "found \"hard\""),
        ("1", "worst", Some("99"), "found \"99\""),
        ("1", "worst", Some("two"), "found \"two\""),
    ] {
        let fault = tests("huarong", seed, kind, size).unwrap_err();
        assert_eq!(fault.kind, FaultKind::Edit, "{typed}");
        assert!(fault.text.ends_with(typed), "{}", fault.text);
    }
    assert_eq!(
        tests("nope", "1", "random", None).unwrap_err().kind,
        FaultKind::Request
    );
}

#[test]
fn check_lists_the_wrong_case_and_bad_input_is_a_parse_fault() {
    let mut service = Service::new();
    let input = puzzle_core::sample("huarong").unwrap().to_string();
    let Reply::Verdict(v) = service
        .handle(Request::Check {
            puzzle: "huarong".into(),
            input: input.clone(),
            output: "2\n3\n".into(),
        })
        .unwrap()
    else {
        panic!("expected a verdict");
    };
    assert_eq!((v.accepted, v.total, v.passed), (1, 2, false));
    let fault = &v.faults[0];
    assert_eq!(
        (fault.label.as_str(), fault.kind),
        ("Query 2", CaseKind::WrongAnswer)
    );
    assert_eq!((fault.expected_answer, fault.found_answer), (-1, Some(3)));
    let bad = service
        .handle(Request::Check {
            puzzle: "huarong".into(),
            input: "3 4\n1 x".into(),
            output: String::new(),
        })
        .unwrap_err();
    assert_eq!((bad.kind, bad.line, bad.column), (FaultKind::Parse, 2, 3));
}

#[test]
fn a_judge_run_times_each_case_on_the_workers_clock_and_counts_its_states() {
    let sample = puzzle_core::sample("holedox").unwrap();
    let mut now = 0.0;
    // The clock advances 1.5 ms, then 2.5 ms, ... between readings.
    let mut clock = || {
        now += 1.0;
        now * now / 2.0
    };
    let reply = Service::new()
        .handle_with(
            Request::Judge {
                puzzle: "holedox".into(),
                input: sample.into(),
            },
            &mut clock,
        )
        .unwrap();
    let Reply::Judged { output, cases } = reply else {
        panic!("expected a judge reply");
    };
    assert_eq!(output, puzzle_core::judge("holedox", sample).unwrap());
    let core = puzzle_core::report("holedox", sample).unwrap();
    let ms: Vec<f64> = cases.iter().map(|c| c.ms).collect();
    assert_eq!(ms, [1.5, 2.5]);
    let explored: Vec<u64> = cases.iter().map(|c| c.explored).collect();
    assert_eq!(explored, core.explored);
}

#[test]
fn the_puzzles_reply_carries_the_cores_input_limit() {
    let Reply::Puzzles(entries) = Service::new().handle(Request::Puzzles {}).unwrap() else {
        panic!("expected the puzzles");
    };
    assert!(!entries.is_empty());
    for entry in entries {
        assert_eq!(
            entry.max_input,
            puzzle_core::scan::MAX_INPUT,
            "{}",
            entry.info.name
        );
    }
}
