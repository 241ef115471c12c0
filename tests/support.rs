//! Shared test helpers for `judge.rs` and the per-puzzle tests beside it: fixture discovery.

use std::path::{Path, PathBuf};

/// The folder of judge fixtures for `puzzle`: `tests/cases/<puzzle>/`.
pub fn cases_dir(puzzle: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("cases")
        .join(puzzle)
}

/// Every `(name.in, name.out)` pair under `tests/cases/<puzzle>/`, sorted by name.
pub fn fixtures(puzzle: &str) -> Vec<(PathBuf, PathBuf)> {
    let mut pairs: Vec<_> = std::fs::read_dir(cases_dir(puzzle))
        .unwrap_or_else(|e| panic!("no fixtures for {puzzle}: {e}"))
        .map(|entry| entry.expect("readable fixture folder").path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|input| {
            let output = input.with_extension("out");
            (input, output)
        })
        .filter(|(_, output)| output.exists())
        .collect();
    pairs.sort();
    pairs
}
