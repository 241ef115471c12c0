//! Holedox (POJ 1324) tests, one module of the tests binary (tests/main.rs): `judge.rs` (sample, parse errors, edge boards, solver properties), `oracle.rs` (brute-force BFS and the differential proptests), `play.rs`, `insight.rs` (partners: crates/core/src/puzzles/holedox/, `tests/cases/holedox/`).

mod insight;
mod judge;
mod oracle;
mod play;
