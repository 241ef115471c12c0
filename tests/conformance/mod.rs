//! One conformance suite over the registry (`puzzle_core::PUZZLES`): every listed puzzle is checked the same way, so
//! that a puzzle is tested by being listed (partners: tests/support/lib.rs, tests/cases/<puzzle>/, the CLI's
//! crates/cli/tests/cli.rs, which loops over the same list; each puzzle's own tests are in tests/<puzzle>/).

mod catalogue;
mod edits;
mod fixtures;
mod frames;
mod generator;
mod info;
mod look;
mod nopanic;
mod path;
mod paths_check;
mod xray;

use puzzle_core::{generate_board, levels, load_board, sample, Board, PUZZLES};

/// Runs `check` on every registered puzzle, each on its own thread, and fails naming every puzzle that failed (their
/// panics are printed above the failure).
pub fn each_puzzle(check: impl Fn(&'static str) + Sync) {
    let check = &check;
    let failed: Vec<&str> = std::thread::scope(|scope| {
        let running: Vec<_> = PUZZLES
            .iter()
            .map(|&puzzle| (puzzle, scope.spawn(move || check(puzzle))))
            .collect();
        running
            .into_iter()
            .filter_map(|(puzzle, thread)| thread.join().is_err().then_some(puzzle))
            .collect()
    });
    assert!(failed.is_empty(), "failed on {failed:?}");
}

/// The boards a puzzle is checked on, each with a name: every case of its sample, then a board of every level of its
/// generator (seed 1).
pub fn boards(puzzle: &str) -> Vec<(String, Box<dyn Board>)> {
    let sample = sample(puzzle).expect("a sample");
    let mut boards: Vec<(String, Box<dyn Board>)> = (0..)
        .map_while(|i| {
            load_board(puzzle, sample, i)
                .ok()
                .map(|b| (format!("{puzzle} sample case {}", i + 1), b))
        })
        .collect();
    assert!(!boards.is_empty(), "{puzzle}: its sample has a case");
    for level in 0..levels(puzzle).expect("levels").len() {
        let board = generate_board(puzzle, 1, level).expect("generated");
        boards.push((format!("{puzzle} level {level}, seed 1"), board));
    }
    boards
}

#[test]
fn the_registry_lists_every_puzzle_folder_once() {
    let folders: std::collections::BTreeSet<String> = std::fs::read_dir(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/core/src/puzzles"
    ))
    .expect("the puzzles folder")
    .filter_map(|entry| {
        let entry = entry.ok()?;
        entry
            .file_type()
            .ok()?
            .is_dir()
            .then(|| entry.file_name().into_string().ok())?
    })
    .collect();
    let listed: std::collections::BTreeSet<String> =
        PUZZLES.iter().map(|p| p.to_string()).collect();
    assert_eq!(listed.len(), PUZZLES.len(), "each name once: {PUZZLES:?}");
    assert_eq!(
        listed, folders,
        "every folder under crates/core/src/puzzles/ is listed, by its name"
    );
}
