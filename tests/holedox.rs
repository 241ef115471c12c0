//! holedox tests: placeholder (partners: crates/core/src/puzzles/holedox.rs).
