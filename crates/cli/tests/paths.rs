//! `puzzles check --paths` (crates/cli/src/main.rs over `puzzle_core::check_paths`): every puzzle's `puzzles solve`
//! output accepted with exit 0, a changed move named with exit 1, a garbled path a located error with exit 1, a
//! puzzle without paths refused. Partners: common/mod.rs, cli.rs (the plain check).

mod common;

use common::{cases, puzzles, text};
use puzzle_core::{has_paths, PUZZLES};

fn temp(name: &str, text: &[u8]) -> String {
    common::temp_in("cli-paths", name, text)
}

#[test]
fn check_paths_accepts_every_solve_output_and_names_a_changed_move() {
    for puzzle in PUZZLES.iter().filter(|p| has_paths(p)) {
        let input = cases(puzzle).join("sample.in");
        let input = input.to_str().unwrap();
        let solved = puzzles(&["solve", puzzle, input], "");
        let output = temp(&format!("{puzzle}.out"), &solved.stdout);
        let out = puzzles(&["check", puzzle, input, &output, "--paths"], "");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{puzzle}: {}",
            text(&out.stdout)
        );
        assert!(text(&out.stdout).starts_with("Accepted "), "{puzzle}");
    }
    let input = cases("huarong").join("sample.in");
    let input = input.to_str().unwrap();
    let changed = temp("huarong-changed.out", b"2 UD\n-1\n");
    let out = puzzles(&["check", "huarong", input, &changed, "--paths"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        "Query 1: move 2 (D): not optimal: the best continuation from here needs 1 move, after this move it needs 2 moves\nAccepted 1/2\n"
    );
    let out = puzzles(
        &[
            "--lang", "zh", "check", "huarong", input, &changed, "--paths",
        ],
        "",
    );
    assert!(
        text(&out.stdout).contains("第 2 步（D）"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn check_paths_locates_garbage_and_refuses_counts() {
    let input = cases("fifteen").join("sample.in");
    let input = input.to_str().unwrap();
    let garbled = temp("fifteen-garbled.out", b"2 RR\n4 LU?D\n");
    let out = puzzles(&["check", "fifteen", input, &garbled, "--paths"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "error: the output, line 2, column 5: expected a move such as U, found \"?\"\n"
    );
    let omni = cases("omnigravity").join("sample.in");
    let out = puzzles(
        &[
            "check",
            "omnigravity",
            omni.to_str().unwrap(),
            &garbled,
            "--paths",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("answers are counts, not paths"));
}
