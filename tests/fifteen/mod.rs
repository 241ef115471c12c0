//! Fifteen tests, one module of the tests binary (tests/main.rs): `judge.rs` (judge and solve output, the parser), `oracle.rs` (plain BFS, Manhattan IDA*, random walks and the differential checks), `play.rs`, `insight.rs`, `bounded.rs`, `beam.rs`, `estimate.rs` and `shorten.rs` (the weighted A*, the beam search, the estimate and the shortened paths past 4x4) (partners: crates/core/src/puzzles/fifteen/, `tests/cases/fifteen/`, `tests/robustness.rs`).

mod beam;
mod bounded;
mod estimate;
mod insight;
mod judge;
mod oracle;
mod play;
mod shorten;
