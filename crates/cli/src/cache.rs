//! The core's set-ups kept between runs of `puzzles` (Fifteen's 4x4 tables, seconds to build): files in the user's
//! cache folder, as the page keeps them in IndexedDB (partners: main.rs installs these hooks, the core's `setup.rs`
//! and `puzzles/fifteen/keep.rs`, which validates the bytes and builds again when they are not right).
//!
//! The folder: `$PUZZLES_CACHE_DIR`, else `$XDG_CACHE_HOME/puzzle-playground`, else `~/.cache/puzzle-playground`;
//! `PUZZLES_CACHE_DIR=off` keeps nothing. A folder that cannot be written only means building again next time.

use std::path::PathBuf;

use puzzle_core::setup::{install, Hooks};

/// The cache folder from the environment, `None` when caching is off or there is no home.
fn folder() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var("PUZZLES_CACHE_DIR") {
        return (dir != "off").then(|| PathBuf::from(dir));
    }
    let base = var("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
    Some(base.join("puzzle-playground"))
}

/// The file of `key` (the core's keys are letters, digits and dashes).
fn file(key: &str) -> Option<PathBuf> {
    let safe = key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    folder()
        .filter(|_| safe)
        .map(|dir| dir.join(format!("{key}.bin")))
}

fn load(key: &str) -> Option<Vec<u8>> {
    std::fs::read(file(key)?).ok()
}

/// Written to a file of this process's own, then renamed: two runs at once never read half a file.
fn keep(key: &str, bytes: &[u8]) {
    let Some(path) = file(key) else { return };
    let temp = path.with_extension(format!("{}.tmp", std::process::id()));
    let written = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::write(&temp, bytes))
        .and_then(|()| std::fs::rename(&temp, &path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
}

/// Installs the hooks, once, before anything is solved.
pub fn install_hooks() {
    install(Hooks {
        load,
        keep,
        // No progress on the command line: the tables are built side by side.
        progress: None,
    });
}
