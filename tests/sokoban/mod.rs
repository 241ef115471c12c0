//! Sokoban (POJ 1475) tests, one module of the tests binary (tests/main.rs): `board.rs` (many-box play), `judge.rs` (sample, parse errors, edge mazes, solver properties), `oracle.rs` (the brute-force search and the differential proptests), `boxes.rs` (the same for many boxes and XSB levels), `play.rs`, `edits.rs` (the edit tools), `insight.rs` (partners: crates/core/src/puzzles/sokoban/, `tests/cases/sokoban/`).

mod board;
mod boxes;
mod edits;
mod insight;
mod judge;
mod oracle;
mod play;
