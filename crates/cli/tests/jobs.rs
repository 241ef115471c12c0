//! `--jobs N` of `puzzles judge`, `solve` and `check` (crates/cli/src/main.rs, the core's jobs.rs): for every puzzle
//! of the registry, the output with several jobs and with the default (every core) is byte for byte the one-job
//! output; a bad count is a usage error. Partners: common/mod.rs (the runner).

mod common;

use common::{puzzles, temp_in, text};
use puzzle_core::PUZZLES;

/// `puzzles <args> --jobs <jobs>` on `input`: its standard output, after checking that it succeeded.
fn run(args: &[&str], jobs: Option<&str>, input: &str) -> String {
    let mut all = args.to_vec();
    if let Some(jobs) = jobs {
        all.extend(["--jobs", jobs]);
    }
    let out = puzzles(&all, input);
    assert!(
        out.status.success(),
        "{all:?}: {}\n{input}",
        text(&out.stderr)
    );
    text(&out.stdout)
}

#[test]
fn several_jobs_print_the_one_job_output_for_every_puzzle() {
    for puzzle in PUZZLES {
        for (seed, kind) in [("3", "random"), ("4", "edge")] {
            let input = run(&["gen", puzzle, "--seed", seed, "--kind", kind], None, "");
            let one = run(&["judge", puzzle], Some("1"), &input);
            for jobs in [Some("2"), Some("5"), None] {
                assert_eq!(
                    run(&["judge", puzzle], jobs, &input),
                    one,
                    "{puzzle} {kind} {jobs:?}"
                );
            }
            if puzzle_core::has_paths(puzzle) {
                let lines = run(&["solve", puzzle], Some("1"), &input);
                assert_eq!(
                    run(&["solve", puzzle], Some("3"), &input),
                    lines,
                    "{puzzle} {kind}"
                );
                assert_eq!(
                    run(&["solve", puzzle], None, &input),
                    lines,
                    "{puzzle} {kind}"
                );
            }
            let given = temp_in("cli-jobs", &format!("{puzzle}-{kind}.in"), input.as_bytes());
            let output = temp_in("cli-jobs", &format!("{puzzle}-{kind}.out"), one.as_bytes());
            let checked = run(&["check", puzzle, &given, &output], Some("1"), "");
            assert_eq!(
                run(&["check", puzzle, &given, &output], Some("4"), ""),
                checked,
                "{puzzle}"
            );
        }
    }
}

#[test]
fn xsb_levels_spread_over_jobs_print_the_same_lines() {
    let levels = include_str!("../../../tests/cases/sokoban/levels/microban-1-5.xsb");
    let one = run(&["solve", "sokoban", "--xsb"], Some("1"), levels);
    assert_eq!(one.lines().count(), 5, "{one}");
    assert_eq!(run(&["solve", "sokoban", "--xsb"], Some("3"), levels), one);
}

#[test]
fn a_count_of_jobs_under_one_or_not_a_number_is_a_usage_error() {
    for bad in ["0", "-2", "many", ""] {
        let out = puzzles(&["judge", "fifteen", &format!("--jobs={bad}")], "");
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        let said = text(&out.stderr);
        assert!(
            said.contains("expected a number of jobs, at least 1"),
            "{said}"
        );
    }
    let zh = puzzles(
        &["--lang", "zh", "check", "fifteen", "a", "b", "--jobs", "0"],
        "",
    );
    assert!(
        text(&zh.stderr).contains("应为至少为 1 的任务数"),
        "{}",
        text(&zh.stderr)
    );
}
