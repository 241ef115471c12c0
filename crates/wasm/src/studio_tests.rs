//! The worker's judge studio requests (`service.rs`): `Check` and `MakeTests`, natively.

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
