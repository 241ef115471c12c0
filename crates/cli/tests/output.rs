//! Issue 27, points 18 and 23: how `puzzles` (crates/cli/src/main.rs) writes its output and names the files it cannot
//! read. A reader that goes away ends the command quietly, a full disk is an error (never a panic), and `check` says
//! which file is too large or not text, and that it is the output. Partners: cli.rs (the rest of the command), common/mod.rs (the runner).

mod common;

use std::io::Read;
use std::process::{Command, Output, Stdio};

use common::{bin, text};

/// Writes `bytes` to a fresh file under the target directory and returns its path.
fn temp(name: &str, bytes: &[u8]) -> String {
    common::temp_in("cli-output", name, bytes)
}

/// A Holedox input whose output is far larger than a pipe's buffer: 20,000 lairs of 20x20, each a 2-block snake
/// in the far corner (38 moves to the exit): 440 KB of input, 290 KB judged, 840 KB solved.
fn big_holedox() -> String {
    let lair = "20 20 2\n20 20\n20 19\n0\n";
    lair.repeat(20_000) + "0 0 0\n"
}

#[test]
fn a_reader_that_goes_away_ends_the_command_quietly() {
    let input = temp("holedox-big.in", big_holedox().as_bytes());
    for command in ["solve", "judge"] {
        let mut child = Command::new(bin())
            .args([command, "holedox", &input])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("puzzles runs");
        // As `| head -c 10`: read ten bytes, then close the pipe while the command still has most of its output to
        // write (it cannot finish before: its output is larger than the pipe holds).
        let mut stdout = child.stdout.take().expect("stdout");
        let mut head = [0u8; 10];
        stdout.read_exact(&mut head).expect("ten bytes");
        drop(stdout);
        let out = child.wait_with_output().expect("puzzles exits");
        let expected = if command == "solve" {
            "38 ULLLLLL"
        } else {
            "Case 1: 38"
        };
        assert_eq!(text(&head), expected, "{command}");
        assert_eq!(text(&out.stderr), "", "{command}");
        assert_eq!(out.status.code(), Some(0), "{command}");
    }
}

#[test]
fn a_full_disk_is_an_error_with_exit_status_1_never_a_panic() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // Not Linux: no /dev/full to write to.
    };
    let input = temp("holedox-full.in", big_holedox().as_bytes());
    let out = Command::new(bin())
        .args(["solve", "holedox", &input])
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .expect("puzzles runs");
    assert_eq!(
        text(&out.stderr),
        "error: cannot write the output: No space left on device (os error 28)\n"
    );
    assert_eq!(out.status.code(), Some(1));
    // The help too (written by clap).
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full");
    let out = Command::new(bin())
        .arg("--help")
        .stdout(full.expect("/dev/full"))
        .stderr(Stdio::piped())
        .output()
        .expect("puzzles runs");
    assert_eq!(
        (text(&out.stderr).as_str(), out.status.code()),
        (
            "error: cannot write the output: No space left on device (os error 28)\n",
            Some(1)
        )
    );
}

/// Runs `puzzles check huarong <input> <output>`.
fn check(input: &str, output: &str) -> Output {
    Command::new(bin())
        .args(["check", "huarong", input, output])
        .stdin(Stdio::null())
        .output()
        .expect("puzzles runs")
}

#[test]
fn check_names_the_output_file_that_is_too_large_or_not_text() {
    let input = temp("huarong.in", b"1 2 2\n1 1\n1 1 1 2 1 2\n1 2 1 1 1 2\n");
    let mib = 1 << 20;
    let huge = temp("huarong-huge.out", "0\n".repeat(mib / 2 + 1).as_bytes());
    let out = check(&input, &huge);
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        format!(
            "error: the output file {huge}: line 524289, column 1: expected at most 1 MiB of output, found 1.1 MiB\n"
        )
    );
    assert_eq!(out.status.code(), Some(1));
    let binary = temp("huarong-binary.out", b"0\n1\xff\n");
    let out = check(&input, &binary);
    assert_eq!(
        text(&out.stderr),
        format!("error: the output file {binary}: line 2, column 2: expected UTF-8 text, found byte 0xFF\n")
    );
    assert_eq!(out.status.code(), Some(1));
    // The input is named too, as the input; a file that is not there is named as what it should have been.
    let big_input = temp("huarong-huge.in", "1 ".repeat(mib / 2 + 1).as_bytes());
    let out = check(&big_input, &binary);
    assert_eq!(
        text(&out.stderr),
        format!(
            "error: the input file {big_input}: line 1, column 1048577: expected at most 1 MiB of input, found 1.1 MiB\n"
        )
    );
    let missing = format!("{input}.nowhere");
    let out = check(&input, &missing);
    let err = text(&out.stderr);
    assert!(
        err.starts_with(&format!("error: cannot read the output file {missing}: ")),
        "{err}"
    );
    assert_eq!(out.status.code(), Some(1));
}
