//! Robustness: input-size limits, the same on every puzzle and with each puzzle's own counts (partners:
//! crates/core/src/scan.rs `check_size`, crates/core/src/lib.rs `judge`, crates/cli/tests/cli.rs). The bad-input
//! catalogue and the no-panic harness run over the registry in tests/conformance/ (`catalogue.rs`, `nopanic.rs`).

use std::time::{Duration, Instant};

use puzzle_core::Error;
use puzzle_tests::{judge_located, located};

// ------------------------------------------------------------- size limits

/// 10 MiB: ten times the limit.
const HUGE: usize = 10 << 20;

/// Judges `text`, expecting an error at `(line, column)` with `message`, in well
/// under a second (the judge call alone is timed, not the location check after it).
fn assert_quick_error(puzzle: &str, text: &str, at: (usize, usize), message: &str) {
    let start = Instant::now();
    let result = puzzle_core::judge(puzzle, text);
    let took = start.elapsed();
    let e = match result {
        Err(Error::Parse(e)) => e,
        Err(other) => panic!("{puzzle}: not a parse error: {other}"),
        Ok(_) => panic!("{puzzle}: accepted {} bytes", text.len()),
    };
    located(text, &e).unwrap_or_else(|why| panic!("{puzzle}: {why}"));
    assert_eq!(
        (e.line, e.column, e.message.to_string().as_str()),
        (at.0, at.1, message)
    );
    eprintln!("{puzzle}: {} bytes refused in {took:?}: {e}", text.len());
    assert!(took < Duration::from_secs(1), "{puzzle}: {took:?}");
}

const TOO_BIG: &str = "expected at most 1 MiB of input, found 10.0 MiB";

#[test]
fn ten_mebibytes_of_anything_are_refused_at_the_first_character_past_one_mebibyte() {
    for puzzle in puzzle_core::PUZZLES {
        let digits = "7".repeat(HUGE);
        assert_quick_error(puzzle, &digits, (1, (1 << 20) + 1), TOO_BIG);
        let blank = " \n".repeat(HUGE / 2);
        assert_quick_error(puzzle, &blank, ((1 << 19) + 1, 1), TOO_BIG);
        let sample = puzzle_core::sample(puzzle).expect("a sample");
        let repeated = sample.repeat(HUGE / sample.len() + 1)[..HUGE].to_string();
        let before = &repeated[..1 << 20];
        let line = before.matches('\n').count() + 1;
        let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
        assert_quick_error(puzzle, &repeated, (line, column), TOO_BIG);
    }
}

#[test]
fn a_valid_holedox_case_repeated_to_ten_mebibytes_is_refused_quickly() {
    let case = "5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n\n";
    let text = case.repeat(HUGE / case.len()) + &"\n".repeat(HUGE % case.len());
    assert_eq!(text.len(), HUGE);
    let lines_per_case = 10;
    let whole_cases = (1 << 20) / case.len();
    let rest = &case[..(1 << 20) % case.len()];
    let line = whole_cases * lines_per_case + rest.matches('\n').count() + 1;
    let column = rest.len() - rest.rfind('\n').map_or(0, |i| i + 1) + 1;
    assert_quick_error("holedox", &text, (line, column), TOO_BIG);
}

#[test]
fn just_under_one_mebibyte_of_valid_holedox_cases_is_solved() {
    let case = "5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n\n";
    let count = ((1 << 20) - 6) / case.len();
    let text = case.repeat(count) + "0 0 0\n";
    assert!(text.len() <= 1 << 20);
    let start = Instant::now();
    let output = puzzle_core::judge("holedox", &text).expect("accepted");
    assert_eq!(output.lines().count(), count);
    assert_eq!(
        output.lines().last(),
        Some(format!("Case {count}: 9").as_str())
    );
    eprintln!(
        "{count} Holedox cases ({} bytes) judged in {:?}",
        text.len(),
        start.elapsed()
    );
}

#[test]
fn a_valid_omnigravity_input_padded_to_one_mebibyte_is_accepted() {
    let sample = puzzle_core::sample("omnigravity").expect("sample");
    let text = format!("{sample}{}", " ".repeat((1 << 20) - sample.len()));
    assert_eq!(
        puzzle_core::judge("omnigravity", &text).ok(),
        Some("Case 1: 110\nCase 2: 2\n".into())
    );
    let text = text + "\n";
    let message = "expected at most 1 MiB of input, found 1.1 MiB";
    let last = text.lines().last().expect("a line").len();
    assert_quick_error(
        "omnigravity",
        &text,
        (sample.lines().count() + 1, last + 1),
        message,
    );
}

#[test]
fn counts_far_beyond_the_statement_are_refused_before_any_allocation() {
    let board = "\n........".repeat(8);
    let millions = format!("1000000\n{}", board.repeat(1000));
    let message = "expected the number of cases T between 0 and 100, found \"1000000\"";
    assert_quick_error("omnigravity", &millions, (1, 1), message);
    let message = "expected q between 0 and 500, found \"1000000\"";
    let queries = "3 2 1 2 2 2\n".repeat(1000);
    let text = format!("3 4 1000000\n0 1 1 1\n0 1 1 0\n0 1 0 0\n{queries}");
    assert_quick_error("huarong", &text, (1, 5), message);
    let message = "expected n between 1 and 30, found \"1000000000\"";
    assert_quick_error("huarong", "1000000000 1000000000 500\n", (1, 1), message);
    let message = "expected n between 1 and 20, found \"1000000000\"";
    assert_quick_error("holedox", "1000000000 1000000000 8\n", (1, 1), message);
    let k = "2 2 2\n1 1\n1 2\n1000000000\n";
    let message = "expected stone count K between 0 and 4, found \"1000000000\"";
    assert_quick_error("holedox", k, (4, 1), message);
    let k = "2 2 2\n1 1\n1 2\n99999999999999999999999999999999\n";
    let message = "expected stone count K between 0 and 4, found \"999999999999999999999999...\"";
    assert_quick_error("holedox", k, (4, 1), message);
}

#[test]
fn a_ten_mebibyte_token_is_refused_quickly_and_an_almost_one_mebibyte_token_quoted_short() {
    for puzzle in puzzle_core::PUZZLES {
        let token = "9".repeat(HUGE);
        assert_quick_error(puzzle, &token, (1, (1 << 20) + 1), TOO_BIG);
        let start = Instant::now();
        let e = judge_located(puzzle, &"x".repeat((1 << 20) - 1))
            .unwrap_or_else(|why| panic!("{puzzle}: {why}"))
            .expect("refused");
        assert!(
            e.message
                .to_string()
                .ends_with("\"xxxxxxxxxxxxxxxxxxxxxxxx...\""),
            "{e}"
        );
        assert!(start.elapsed() < Duration::from_secs(1));
    }
}
