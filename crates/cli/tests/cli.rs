//! The `puzzles` command (crates/cli/src/main.rs) against the judge fixtures in tests/cases, for every puzzle of the
//! core's registry (`puzzle_core::PUZZLES`): stdout, stderr and exit codes. Partners: common/mod.rs (the runner),
//! tests/conformance/ (the same fixtures and bad-input catalogue through the core).

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use common::{bin, cases, puzzles, puzzles_bytes, text};
use puzzle_core::PUZZLES;

#[test]
fn judge_prints_every_fixture_exactly_from_a_file_and_from_stdin() {
    for puzzle in PUZZLES {
        let dir = cases(puzzle);
        let mut seen = 0;
        for entry in std::fs::read_dir(&dir).expect("fixtures") {
            let input = entry.expect("entry").path();
            if input.extension().is_none_or(|e| e != "in") || !input.with_extension("out").exists()
            {
                continue;
            }
            let expected = std::fs::read_to_string(input.with_extension("out")).expect("out");
            let path = input.to_str().expect("utf-8 path");
            let from_file = puzzles(&["judge", puzzle, path], "");
            assert!(
                from_file.status.success(),
                "{path}: {}",
                text(&from_file.stderr)
            );
            assert_eq!(text(&from_file.stdout), expected, "{path}");
            let from_stdin = puzzles(
                &["judge", puzzle],
                &std::fs::read_to_string(&input).expect("in"),
            );
            assert_eq!(text(&from_stdin.stdout), expected, "{path} via stdin");
            seen += 1;
        }
        assert!(seen > 0, "no fixtures for {puzzle}");
    }
}

#[test]
fn invalid_utf8_is_located_too() {
    let mut child = Command::new(bin())
        .args(["judge", "huarong"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"3 4\n1 \xff")
        .expect("write");
    let out = child.wait_with_output().expect("exits");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "error: line 2, column 3: expected UTF-8 text, found byte 0xFF\n"
    );
}

#[test]
fn solve_prints_answer_then_moves_and_bare_minus_one() {
    let huarong = std::fs::read_to_string(cases("huarong").join("sample.in")).expect("sample");
    let out = puzzles(&["solve", "huarong"], &huarong);
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    let (answer, moves) = lines[0].split_once(' ').expect("answer and moves");
    assert_eq!(answer, "2");
    assert_eq!(moves.len(), 2);
    assert!(moves.chars().all(|c| "UDLR".contains(c)), "{moves}");
    assert_eq!(lines[1], "-1");

    let holedox = std::fs::read_to_string(cases("holedox").join("sample.in")).expect("sample");
    let stdout = text(&puzzles(&["solve", "holedox"], &holedox).stdout);
    let first = stdout.lines().next().expect("a line");
    assert!(first.starts_with("9 ") && first.len() == 11, "{first}");
    assert_eq!(stdout.lines().nth(1), Some("-1"));

    let at_exit = "2 2 2\n1 1\n1 2\n0\n0 0 0\n";
    assert_eq!(text(&puzzles(&["solve", "holedox"], at_exit).stdout), "0\n");
}

#[test]
fn solve_fifteen_prints_paths_zero_and_unsolvable() {
    let sample = std::fs::read_to_string(cases("fifteen").join("sample.in")).expect("sample");
    let out = puzzles(&["solve", "fifteen"], &sample);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "2 RR\n4 LURD\n9 UUURRRDDD\nunsolvable\n");
    let solved = "1\n2 2\n1 2\n3 0\n";
    assert_eq!(text(&puzzles(&["solve", "fifteen"], solved).stdout), "0\n");
    let judged = puzzles(&["judge", "fifteen"], &sample);
    assert_eq!(
        text(&judged.stdout),
        "Case 1: 2\nCase 2: 4\nCase 3: 9\nCase 4: unsolvable\n"
    );
}

#[test]
fn solve_klotski_prints_each_metrics_count_and_words_that_replay_and_refuses_an_unknown_metric() {
    let classic = "1\n5 4\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n4 2\n";
    assert_eq!(
        text(&puzzles(&["judge", "klotski"], classic).stdout),
        "Case 1: 116 90 81\n"
    );
    for (metric, count) in [
        (None, 81),
        (Some("moves"), 81),
        (Some("slides"), 90),
        (Some("steps"), 116),
    ] {
        let mut args = vec!["solve", "klotski"];
        args.extend(metric.iter().flat_map(|m| ["--metric", m]));
        let out = puzzles(&args, classic);
        assert!(out.status.success(), "{metric:?}: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        let (answer, moves) = stdout.trim_end().split_once(' ').expect("answer and moves");
        assert_eq!(answer, count.to_string(), "{metric:?}");
        let words: Vec<&str> = moves.split(' ').collect();
        assert_eq!(words.len(), count, "{metric:?}");
        for word in &words {
            let (piece, steps) = word.split_at(1);
            assert!(
                piece.chars().all(|c| c.is_ascii_uppercase()) && !steps.is_empty(),
                "{word}"
            );
            assert!(steps.chars().all(|c| "UDLR".contains(c)), "{word}");
            if metric == Some("steps") {
                assert_eq!(steps.len(), 1, "a cell step is one letter: {word}");
            }
            if metric == Some("slides") {
                assert!(
                    steps.chars().all(|c| steps.starts_with(c)),
                    "a slide is straight: {word}"
                );
            }
        }
        let mut board = puzzle_core::load_board("klotski", classic, 0).expect("a board");
        assert_eq!(
            board.check_path(moves),
            Ok(count),
            "{metric:?}: the path replays to the goal"
        );
        assert!(board.restore(moves, count).is_ok());
        assert!(board.status().goal);
    }
    let out = puzzles(&["solve", "klotski", "--metric", "hops"], classic);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "error: expected a metric of klotski: steps, slides, moves, found \"hops\"\n"
    );
    let out = puzzles(
        &["solve", "fifteen", "--metric", "moves"],
        "1\n2 2\n1 2\n3 0\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("expected no --metric"),
        "{}",
        text(&out.stderr)
    );
    let there = "1\n1 1\nA\n1 1\n";
    assert_eq!(
        text(&puzzles(&["solve", "klotski", "--metric", "slides"], there).stdout),
        "0\n"
    );
    let never = "1\n2 3\nA#.\n..#\n1 3\n";
    assert_eq!(text(&puzzles(&["solve", "klotski"], never).stdout), "-1\n");
}

#[test]
fn solve_refuses_omnigravity_and_unknown_puzzles_as_usage_errors() {
    for args in [["solve", "omnigravity"], ["judge", "no-such-puzzle"]] {
        let out = puzzles(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(text(&out.stdout), "");
        assert!(text(&out.stderr).contains("possible values"), "{args:?}");
    }
}

/// Every `bad-*.in` of the catalogue (tests/conformance/catalogue.rs checks the same through
/// `puzzle_core::judge`): stdout empty, stderr one line, `error: ` and the `.err` line, exit 1.
#[test]
fn judge_reports_every_catalogued_bad_input_exactly() {
    for puzzle in PUZZLES {
        let mut seen = 0;
        for entry in std::fs::read_dir(cases(puzzle)).expect("fixtures") {
            let input = entry.expect("entry").path();
            let name = input.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if !name.starts_with("bad-") || !name.ends_with(".in") {
                continue;
            }
            let expected = std::fs::read_to_string(input.with_extension("err")).expect("a .err");
            let path = input.to_str().expect("utf-8 path");
            let out = puzzles(&["judge", puzzle, path], "");
            assert_eq!(out.status.code(), Some(1), "{path}");
            assert_eq!(text(&out.stdout), "", "{path}");
            let err = text(&out.stderr);
            assert_eq!(err, format!("error: {expected}"), "{path}");
            assert!(
                err.starts_with("error: line ") && err.contains(", found "),
                "{path}: {err}"
            );
            assert_eq!(err.lines().count(), 1, "{path}: one line: {err}");
            seen += 1;
        }
        assert!(seen >= 8, "{puzzle}: {seen} catalogued bad inputs");
    }
}

#[test]
fn ten_mebibytes_on_a_stdin_pipe_are_refused_with_the_size_limit() {
    let start = std::time::Instant::now();
    let out = puzzles(&["judge", "holedox"], &"1 ".repeat(5 << 20));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "error: line 1, column 1048577: expected at most 1 MiB of input, found more than 1 MiB\n"
    );
    assert!(start.elapsed() < std::time::Duration::from_secs(2));
}

/// Runs `puzzles args` under `ulimit -v` (256 MiB of address space, so an unbounded read aborts), with `stdin`
/// endlessly fed `1 ` when `endless_stdin`; polls the child's peak resident memory (VmHWM) while it runs and kills
/// it after 10 s. Returns its output, how long it ran and the largest VmHWM seen, in KiB.
fn bounded(args: &[&str], endless_stdin: bool) -> (Output, std::time::Duration, u64) {
    let start = std::time::Instant::now();
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 262144 && exec \"$0\" \"$@\"")
        .arg(bin())
        .args(args)
        .stdin(if endless_stdin {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    let feeder = child.stdin.take().map(|mut stdin| {
        std::thread::spawn(move || {
            let chunk = "1 ".repeat(1 << 15);
            // Until the child stops reading (a broken pipe).
            while stdin.write_all(chunk.as_bytes()).is_ok() {}
        })
    });
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    loop {
        if let Ok(text) = std::fs::read_to_string(&status) {
            if let Some(kib) = text
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            {
                peak = peak.max(kib);
            }
        }
        if child.try_wait().expect("wait").is_some() {
            break;
        }
        if start.elapsed() > std::time::Duration::from_secs(10) {
            child.kill().expect("kill");
            panic!("puzzles {args:?} still running after 10 s (peak {peak} KiB)");
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    let elapsed = start.elapsed();
    let out = child.wait_with_output().expect("exits");
    if let Some(feeder) = feeder {
        feeder.join().expect("feeder");
    }
    (out, elapsed, peak)
}

#[test]
fn endless_input_is_refused_at_once_after_reading_one_mebibyte() {
    let expected =
        "error: line 1, column 1048577: expected at most 1 MiB of input, found more than 1 MiB\n";
    for (args, endless) in [
        (&["judge", "holedox", "/dev/zero"][..], false),
        (&["solve", "huarong", "/dev/zero"][..], false),
        (&["judge", "omnigravity"][..], true),
    ] {
        let (out, elapsed, peak) = bounded(args, endless);
        eprintln!("puzzles {args:?}: refused in {elapsed:?}, peak resident {peak} KiB seen");
        assert_eq!(text(&out.stderr), expected, "{args:?}");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(text(&out.stdout), "", "{args:?}");
        assert!(
            elapsed < std::time::Duration::from_secs(3),
            "{args:?}: {elapsed:?}"
        );
        assert!(peak < 32 << 10, "{args:?}: peak {peak} KiB");
    }
}

#[test]
fn a_file_over_the_limit_gets_the_cores_message_with_its_size() {
    let dir = std::env::temp_dir().join(format!("puzzles-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (len, found) in [(MIB + 1, "1.1 MiB"), (3 * MIB, "3.0 MiB")] {
        let path = dir.join(format!("big-{len}.in"));
        std::fs::write(&path, "7".repeat(len)).expect("write");
        let (out, _, _) = bounded(&["judge", "huarong", path.to_str().expect("utf-8")], false);
        assert_eq!(
            text(&out.stderr),
            format!(
                "error: line 1, column 1048577: expected at most 1 MiB of input, found {found}\n"
            )
        );
        assert_eq!(out.status.code(), Some(1));
        // The core gives the same message.
        assert_eq!(
            format!(
                "error: {}\n",
                puzzle_core::judge("huarong", &"7".repeat(len)).unwrap_err()
            ),
            text(&out.stderr)
        );
    }
    std::fs::remove_dir_all(&dir).expect("clean up");
}

const MIB: usize = 1 << 20;

#[test]
fn control_characters_of_the_input_are_escaped_in_error_messages() {
    for (puzzle, input, shown) in [
        (
            "holedox",
            &b"5 \x1b]0;pwned\x07\x00x 4\n"[..],
            "line 1, column 3: expected m (an integer), found \"\\u{1b}]0;pwned\\u{7}\\u{0}x\"",
        ),
        (
            "huarong",
            b"3 \x1b[2J\x1bc\x7f 1\n",
            "found \"\\u{1b}[2J\\u{1b}c\\u{7f}\"",
        ),
        (
            "huarong",
            "3 \u{9b}31m 1\n".as_bytes(),
            "found \"\\u{9b}31m\"",
        ),
        (
            "omnigravity",
            b"1\n\n..\x1b.....\n",
            "line 3, column 3: expected one of A B C D . #, found \"\\u{1b}\"",
        ),
    ] {
        let out = puzzles_bytes(&["judge", puzzle], input);
        assert_eq!(out.status.code(), Some(1), "{puzzle}");
        let err = text(&out.stderr);
        assert!(err.contains(shown), "{puzzle}: {err:?}");
        let body = err.strip_suffix('\n').expect("one line");
        assert!(!body.chars().any(char::is_control), "{puzzle}: {err:?}");
    }
}

#[test]
fn a_leading_byte_order_mark_is_ignored_and_columns_count_without_it() {
    for puzzle in PUZZLES {
        let sample = std::fs::read_to_string(cases(puzzle).join("sample.in")).expect("sample");
        let expected = std::fs::read_to_string(cases(puzzle).join("sample.out")).expect("out");
        let out = puzzles(&["judge", puzzle], &format!("\u{feff}{sample}"));
        assert_eq!(text(&out.stderr), "", "{puzzle}");
        assert_eq!(text(&out.stdout), expected, "{puzzle}");
        // Only at the very start: a second one, or one further on, is a token like any other.
        for bad in [
            format!("\u{feff}\u{feff}{sample}"),
            format!("{sample}\u{feff}"),
        ] {
            let out = puzzles(&["judge", puzzle], &bad);
            assert_eq!(out.status.code(), Some(1), "{puzzle}: {bad:?}");
        }
    }
    let out = puzzles(&["judge", "holedox"], "\u{feff}5 6 44\n");
    assert_eq!(
        text(&out.stderr),
        "error: line 1, column 5: expected L between 2 and 8, found \"44\"\n"
    );
    let out = puzzles_bytes(&["judge", "huarong"], b"\xef\xbb\xbf3 \xff");
    assert_eq!(
        text(&out.stderr),
        "error: line 1, column 3: expected UTF-8 text, found byte 0xFF\n"
    );
}

/// Writes `text` to a fresh file under the target directory and returns its path.
fn temp(name: &str, text: &[u8]) -> String {
    common::temp_in("cli-check", name, text)
}

#[test]
fn check_lists_a_wrong_case_and_exits_1_and_a_right_output_exits_0() {
    let input = std::fs::read_to_string(cases("fifteen").join("sample.in")).expect("in");
    let input = temp("fifteen.in", input.as_bytes());
    let wrong = temp(
        "fifteen-wrong.out",
        b"Case 1: 2\nCase 2: 4\nCase 3: 7\nCase 4: unsolvable\n",
    );
    let out = puzzles(&["check", "fifteen", &input, &wrong], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        "Case 3: expected 9, found 7 (wrong answer)\n\
         Known mistake: none of the catalogue reproduces these wrong answers\nAccepted 3/4\n"
    );
    for puzzle in PUZZLES {
        let input = cases(puzzle).join("sample.in");
        let output = cases(puzzle).join("sample.out");
        let args = [
            "check",
            puzzle,
            input.to_str().unwrap(),
            output.to_str().unwrap(),
        ];
        let out = puzzles(&args, "");
        assert_eq!(out.status.code(), Some(0), "{puzzle}");
        assert!(text(&out.stdout).starts_with("Accepted "), "{puzzle}");
    }
}

#[test]
fn check_tells_missing_lines_extra_output_and_presentation() {
    let input = temp("huarong.in", b"1 2 2\n1 1\n1 1 1 2 1 2\n1 2 1 1 1 2\n");
    let missing = temp("huarong-missing.out", b"0\n");
    let out = puzzles(&["check", "huarong", &input, &missing], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        "Query 2: expected 1, found nothing (missing line)\nAccepted 1/2\n"
    );
    let extra = temp("huarong-extra.out", b"0\n1\n5\n");
    let out = puzzles(&["check", "huarong", &input, &extra], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        "Query 3: found \"5\" (extra output: 1 line after the last query)\nAccepted 2/2\n"
    );
    let crlf = temp("huarong-crlf.out", b"0 \r\n1\r\n");
    let out = puzzles(&["check", "huarong", &input, &crlf], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "Query 1: expected 0, found 0 (presentation: CRLF line end, trailing spaces)\n\
         Query 2: expected 1, found 1 (presentation: CRLF line end)\nAccepted 2/2\n"
    );
}

#[test]
fn check_ignores_a_bom_in_both_files_and_fails_on_bad_input_as_judge_does() {
    let input = temp("holedox-bom.in", b"\xef\xbb\xbf1 2 2\n1 1\n1 2\n0\n0 0 0\n");
    let output = temp("holedox-bom.out", b"\xef\xbb\xbfCase 1: 0\n");
    let out = puzzles(&["check", "holedox", &input, &output], "");
    assert_eq!(text(&out.stdout), "Accepted 1/1\n");
    assert_eq!(out.status.code(), Some(0));
    let bad = temp("holedox-bad.in", b"1 2 2\n1 1\n1 2\n0\n");
    let out = puzzles(&["check", "holedox", &bad, &output], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    let err = text(&out.stderr);
    let judged = text(&puzzles(&["judge", "holedox", &bad], "").stderr);
    assert!(err.starts_with("error: line "), "{err}");
    assert_eq!(err, judged);
}

/// The same arguments print the same bytes on every machine and in the page: `gen <puzzle> --seed 42` equals the
/// committed `tests/cases/<puzzle>/gen-seed-42.in`, which the page's Make tests must also give (tests/e2e/studio.test.mjs),
/// and whose judge output is a fixture like any other.
#[test]
fn gen_seed_42_prints_the_committed_bytes() {
    for puzzle in PUZZLES {
        let made = puzzles(&["gen", puzzle, "--seed", "42"], "");
        assert_eq!(made.status.code(), Some(0), "{puzzle}");
        let golden =
            std::fs::read_to_string(cases(puzzle).join("gen-seed-42.in")).expect("golden input");
        assert_eq!(text(&made.stdout), golden, "{puzzle}");
    }
}

#[test]
fn gen_is_deterministic_and_its_inputs_judge_for_every_puzzle_and_kind() {
    for puzzle in PUZZLES {
        // The worst kind at a middle size: the largest boards take long to solve unoptimised (ten 4x4 Fifteens).
        let (_, lo, hi) = puzzle_core::testgen::size_range(puzzle).expect("a size range");
        let middle = ((lo + hi) / 2).to_string();
        for kind in ["random", "edge", "worst"] {
            let size = if kind == "worst" { middle.as_str() } else { "" };
            let mut args = vec!["gen", puzzle, "--seed", "11", "--kind", kind];
            if !size.is_empty() {
                args.extend(["--size", size]);
            }
            let first = puzzles(&args, "");
            assert_eq!(
                first.status.code(),
                Some(0),
                "{puzzle} {kind}: {}",
                text(&first.stderr)
            );
            assert_eq!(first.stdout, puzzles(&args, "").stdout, "{puzzle} {kind}");
            args[3] = "12";
            if kind != "edge" {
                assert_ne!(first.stdout, puzzles(&args, "").stdout, "{puzzle} {kind}");
            }
            let judged = puzzles(&["judge", puzzle], &text(&first.stdout));
            assert_eq!(
                judged.status.code(),
                Some(0),
                "{puzzle} {kind}: {}",
                text(&judged.stderr)
            );
        }
    }
    let bad = puzzles(&["gen", "huarong", "--seed", "1", "--kind", "hard"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("found \"hard\""));
}

#[test]
fn solve_sokoban_xsb_prints_a_line_per_level_from_a_file_stdin_or_dash() {
    let levels = cases("sokoban").join("levels");
    for name in ["microban-1-5", "ours"] {
        let xsb = levels.join(format!("{name}.xsb"));
        let want = std::fs::read_to_string(levels.join(format!("{name}.out"))).expect("out");
        let path = xsb.to_str().expect("utf-8 path");
        let out = puzzles(&["solve", "sokoban", "--xsb", path], "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), want, "{name}");
        let input = std::fs::read_to_string(&xsb).expect("xsb");
        for args in [
            &["solve", "sokoban", "--xsb"][..],
            &["solve", "sokoban", "--xsb", "-"],
        ] {
            assert_eq!(text(&puzzles(args, &input).stdout), want, "{name} {args:?}");
        }
    }
    let first = "Level 1: 8 33 dlUrrrdLullddrUluRuulDrddrruLdlUU\n";
    let microban = std::fs::read_to_string(levels.join("microban-1-5.xsb")).expect("xsb");
    let out = puzzles(&["solve", "sokoban", "--xsb", "--budget", "5"], &microban);
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("Level 1: gave up after 5 states\n"),
        "{stdout}"
    );
    assert!(stdout.contains("Level 2: 3 16 "), "{stdout}");
    assert!(!stdout.contains(first));
}

#[test]
fn solve_xsb_refuses_other_puzzles_a_metric_a_bad_budget_and_bad_levels() {
    let level = "#####\n#@$.#\n#####\n";
    let refused = |args: &[&str], input: &str, code: i32| {
        let out = puzzles(args, input);
        assert_eq!(out.status.code(), Some(code), "{args:?}");
        assert_eq!(text(&out.stdout), "", "{args:?}");
        text(&out.stderr)
    };
    assert_eq!(
        refused(&["solve", "huarong", "--xsb"], level, 1),
        "error: --xsb reads the levels of sokoban only: expected the puzzle sokoban, found huarong\n"
    );
    assert_eq!(
        refused(
            &["solve", "sokoban", "--xsb", "--metric", "moves"],
            level,
            1
        ),
        "error: --xsb counts pushes, then moves: expected no --metric, found \"moves\"\n"
    );
    assert_eq!(
        refused(&["solve", "sokoban", "--budget", "10"], level, 1),
        "error: expected --budget with --xsb only (the many-box levels' search), found it without\n"
    );
    for bad in ["0", "-3", "many"] {
        let budget = format!("--budget={bad}");
        let stderr = refused(&["solve", "sokoban", "--xsb", &budget], level, 2);
        assert!(
            stderr.contains(&format!(
                "expected a number of states, at least 1, found \"{bad}\""
            )),
            "{stderr}"
        );
    }
    assert_eq!(
        refused(&["solve", "sokoban", "--xsb"], "#####\n#@$x.#\n#####\n", 1),
        "error: line 2, column 4: expected one of # @ + $ * . - _ or a space, found \"x\"\n"
    );
    assert_eq!(
        refused(
            &["solve", "sokoban", "--xsb"],
            "######\n#@$..#\n######\n",
            1
        ),
        "error: line 1, column 1: expected as many goals as boxes in level 1 (1), found 2\n"
    );
    let missing = refused(&["solve", "sokoban", "--xsb", "no/such/levels.xsb"], "", 1);
    assert!(
        missing.starts_with("error: cannot read no/such/levels.xsb: "),
        "{missing}"
    );
    // Without --xsb, `solve sokoban` reads the judge's mazes as before.
    let out = puzzles(&["solve", "sokoban"], "1 3\nSBT\n0 0\n");
    assert_eq!(text(&out.stdout), "1 E\n");
}
