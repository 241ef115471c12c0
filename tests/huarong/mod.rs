//! Huarong (NOIP 2013) tests, one module of the tests binary (tests/main.rs): `judge.rs` (sample, parse errors, solver properties), `oracle.rs` (brute-force BFS and the differential proptests), `play.rs`, `insight.rs` (partners: crates/core/src/puzzles/huarong/, `tests/cases/huarong/`).

mod insight;
mod judge;
mod oracle;
mod play;
