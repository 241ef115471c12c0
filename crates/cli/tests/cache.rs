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
    judge_on(cache, BOARD, "1")
}

/// The judge's output for `input` with `PUZZLES_CACHE_DIR` set to `cache` and `--jobs jobs`; the run is killed, and
/// the test fails, after two minutes (a run that hangs).
fn judge_on(cache: &Path, input: &str, jobs: &str) -> String {
    let mut child = Command::new(common::bin())
        .args(["judge", "fifteen", "--jobs", jobs])
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
        .write_all(input.as_bytes())
        .expect("input");
    let began = std::time::Instant::now();
    while child.try_wait().expect("puzzles runs").is_none() {
        if began.elapsed().as_secs() > 120 {
            child.kill().ok();
            panic!("`judge fifteen --jobs {jobs}` still runs after two minutes");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
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

/// Two jobs on boards that need the tables, first building them, then reading them back: the second run hung (its
/// first thread laid the tables read out over the pool's thread, which was waiting for those very tables).
#[test]
fn two_jobs_build_the_tables_and_read_them_back() {
    let dir = folder("jobs");
    // Korf's instance 16 (42 moves) for the first thread; for the other, a 3x3 board (its own tables, so that it
    // comes second to the 4x4 ones), then Korf's instance 1 (57 moves, as bench/korf100.in writes it).
    let input = "3\n4 4\n0 9 12 4\n5 3 2 8\n10 1 7 6\n11 14 13 15\n\
                 3 3\n8 6 7\n2 5 4\n3 0 1\n\
                 4 4\n13 6 8 12\n15 14 0 10\n11 7 4 5\n9 1 3 2\n";
    let expected = "Case 1: 42\nCase 2: 31\nCase 3: 57\n";
    assert_eq!(judge_on(&dir, input, "2"), expected, "built");
    assert!(dir.join("fifteen-tables-4x4-v1.bin").exists());
    assert_eq!(judge_on(&dir, input, "2"), expected, "read back");
}
