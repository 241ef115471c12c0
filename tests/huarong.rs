//! huarong tests: placeholder (partners: crates/core/src/puzzles/huarong.rs).
