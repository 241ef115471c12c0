//! Fifteen tests, one module of the tests binary (tests/main.rs): `judge.rs` (judge and solve output, the parser), `oracle.rs` (plain BFS, Manhattan IDA*, random walks and the differential checks), `play.rs`, `insight.rs`, `bounded.rs` and `estimate.rs` (the weighted A* and the estimate past 4x4) (partners: crates/core/src/puzzles/fifteen/, `tests/cases/fifteen/`, `tests/robustness.rs`).

mod bounded;
mod estimate;
mod insight;
mod judge;
mod oracle;
mod play;
