//! Fifteen tests, one binary: `judge.rs` (judge and solve output, the parser), `oracle.rs` (plain BFS, Manhattan IDA*, random walks and the differential checks), `play.rs`, `insight.rs` (partners: crates/core/src/puzzles/fifteen/, `tests/cases/fifteen/`, `tests/robustness.rs`).

mod bounded;
mod insight;
mod judge;
mod oracle;
mod play;
