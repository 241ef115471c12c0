//! `puzzles` keeps Fifteen's 4x4 tables between runs in its cache folder (crates/cli/src/cache.rs): a first run
//! writes them, a damaged file is built again and written anew, `PUZZLES_CACHE_DIR=off` keeps nothing, and the
//! answers never change. Partners: common/mod.rs (the runner), the core's puzzles/fifteen/keep.rs (the bytes).

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Korf's instance 16 (42 moves): past the short Manhattan search, so its tables are needed.
const BOARD: &str = "1\n4 4\n0 9 12 4\n5 3 2 8\n10 1 7 6\n11 14 13 15\n";

/// The judge's output for [`BOARD`] with `PUZZLES_CACHE_DIR` set to `cache`.
fn judge(cache: &Path) -> String {
    let mut child = Command::new(common::bin())
        .args(["judge", "fifteen"])
        .env("PUZZLES_CACHE_DIR", cache)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("puzzles runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(BOARD.as_bytes())
        .expect("input");
    let out = child.wait_with_output().expect("puzzles ends");
    assert!(out.status.success() && out.stderr.is_empty(), "{out:?}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// A fresh folder of this test's own.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("cli-cache")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn the_tables_are_kept_read_back_and_built_again_when_damaged() {
    let dir = folder("kept");
    let file = dir.join("fifteen-tables-4x4-v1.bin");
    assert_eq!(judge(&dir), "Case 1: 42\n");
    let kept = std::fs::read(&file).expect("the tables are kept");
    assert!(kept.len() > 11_000_000, "{} bytes", kept.len());
    assert_eq!(judge(&dir), "Case 1: 42\n", "read back");
    // A file cut short (a full disk, a killed run) is refused by its checksum, built again and written whole.
    std::fs::write(&file, &kept[..kept.len() / 2]).expect("damage");
    assert_eq!(judge(&dir), "Case 1: 42\n");
    assert_eq!(std::fs::read(&file).expect("written anew"), kept);
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(leftovers.len(), 1, "no temporary file left: {leftovers:?}");
}

#[test]
fn off_keeps_nothing_and_an_unwritable_folder_only_builds_again() {
    let dir = folder("off");
    std::fs::create_dir_all(&dir).unwrap();
    assert_eq!(judge(Path::new("off")), "Case 1: 42\n");
    assert!(!Path::new("off").exists(), "`off` is no folder name");
    // A plain file where the folder should be: nothing can be kept there, and the answer is the same.
    let blocked = dir.join("not-a-folder");
    std::fs::write(&blocked, b"x").unwrap();
    assert_eq!(judge(&blocked.join("cache")), "Case 1: 42\n");
    assert_eq!(std::fs::read(&blocked).unwrap(), b"x");
}
