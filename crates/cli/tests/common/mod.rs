//! The runner shared by the `puzzles` command's tests (cli.rs, output.rs, studio.rs): this build's command, or the one
//! named by `PUZZLES_BIN` (tools/fail-before.sh runs some tests against an older build), its input and output.
// Each test binary uses some of these.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The command under test: this build's, or the one named by `PUZZLES_BIN`.
pub fn bin() -> PathBuf {
    std::env::var_os("PUZZLES_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_puzzles")))
}

/// The judge fixtures of `puzzle`: `tests/cases/<puzzle>/`.
pub fn cases(puzzle: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/cases")
        .join(puzzle)
}

/// Runs `puzzles args` with `stdin` as its standard input.
pub fn puzzles(args: &[&str], stdin: &str) -> Output {
    puzzles_bytes(args, stdin.as_bytes())
}

/// Runs `puzzles args` on raw bytes (which need not be UTF-8) as stdin.
pub fn puzzles_bytes(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(bin())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("puzzles runs");
    let written = child.stdin.take().expect("stdin").write_all(stdin);
    // The command may refuse an oversized input before reading all of it.
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "write stdin: {e}");
    }
    child.wait_with_output().expect("puzzles exits")
}

/// The command's output as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8 output")
}

/// Writes `bytes` to a fresh file `name` in the folder `dir` under the target directory and returns its path.
pub fn temp_in(dir: &str, name: &str, bytes: &[u8]) -> String {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(dir);
    std::fs::create_dir_all(&dir).expect("tmp dir");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("write");
    path.to_str().expect("utf-8 path").to_string()
}
