//! omnigravity tests: placeholder (partners: crates/core/src/puzzles/omnigravity.rs).
