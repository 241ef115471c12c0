//! The lab module `make build` ships beside the first one: crates/wasm with its `lab` feature (the X-ray, the studio's
//! `Check` and `MakeTests`) linked as one cdylib, at the same opt-levels as crates/wasm-cdylib.

pub use puzzle_wasm::*;
