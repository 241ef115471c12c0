//! `puzzles hack`, `judge --mistake` and the `Known mistake:` line of `check` (crates/cli/src/hack.rs over
//! `puzzle_core::mistakes`): ids listed, unknown ids refused as usage errors, a mistake's output named in both
//! languages, the smallest failing case printed. Partners: common/mod.rs, pack.rs (`--hacks`).

mod common;

use common::{cases, puzzles, text};
use puzzle_core::PUZZLES;

fn temp(name: &str, text: &[u8]) -> String {
    common::temp_in("cli-mistakes", name, text)
}

#[test]
fn hack_list_prints_at_least_four_ids_one_per_line() {
    for puzzle in PUZZLES {
        let out = puzzles(&["hack", puzzle, "--list"], "");
        assert_eq!(out.status.code(), Some(0), "{puzzle}");
        let ids: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
        assert!(ids.len() >= 4, "{puzzle}: {ids:?}");
        assert_eq!(ids, puzzle_core::mistakes::ids(puzzle).unwrap());
    }
    let out = puzzles(&["hack", "holedox"], "");
    assert_eq!(
        out.status.code(),
        Some(2),
        "--list or --mistake is required"
    );
}

#[test]
fn an_unknown_mistake_is_a_usage_error_naming_the_ids() {
    let sample = cases("holedox").join("sample.in");
    for args in [
        vec![
            "judge",
            "holedox",
            "--mistake",
            "nope",
            sample.to_str().unwrap(),
        ],
        vec!["hack", "holedox", "--mistake", "nope"],
    ] {
        let out = puzzles(&args, "");
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(
            text(&out.stderr),
            "error: expected a known mistake of holedox: head-enters-tail, tail-left-forbidden, head-only-state, \
             start-on-exit, found \"nope\"\n"
        );
    }
}

#[test]
fn judge_with_a_mistake_prints_what_that_solver_prints() {
    let sample = cases("holedox").join("sample.in");
    let out = puzzles(
        &[
            "judge",
            "holedox",
            "--mistake",
            "head-enters-tail",
            sample.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "Case 1: 3\nCase 2: 5\n");
}

#[test]
fn check_names_the_mistake_whose_output_it_is_in_either_language() {
    let input = temp(
        "holedox.in",
        std::fs::read(cases("holedox").join("sample.in"))
            .unwrap()
            .as_slice(),
    );
    let out = puzzles(
        &["judge", "holedox", "--mistake", "head-enters-tail", &input],
        "",
    );
    let output = temp("holedox-head.out", &out.stdout);
    let out = puzzles(&["check", "holedox", &input, &output], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        "Case 1: expected 9, found 3 (wrong answer)\nCase 2: expected -1, found 5 (wrong answer)\n\
         Known mistake: head-enters-tail: Lets the head enter the cell of the tail, which leaves it in the same move; \
         the head may not enter any cell of the body.\nAccepted 0/2\n"
    );
    let out = puzzles(&["check", "holedox", &input, &output, "--lang", "zh"], "");
    assert!(
        text(&out.stdout).contains("已知错误：head-enters-tail：允许蛇头进入蛇尾所在的格子"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn hack_prints_the_smallest_failing_input_or_says_there_is_none() {
    let out = puzzles(&["hack", "holedox", "--mistake", "head-enters-tail"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "1 2 2\n1 2\n1 1\n0\n\n0 0 0\n");
    let out = puzzles(&["hack", "fifteen", "--mistake", "odd-width-rule"], "");
    assert_eq!(text(&out.stdout), "1\n2 2\n1 0\n3 2\n");
    let out = puzzles(&["hack", "klotski", "--mistake", "same-shape-distinct"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "error: same-shape-distinct answers every case right (a trap for time, not for correctness): it has no \
         failing case\n"
    );
}
