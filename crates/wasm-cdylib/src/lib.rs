//! The wasm module `make build` ships and the page loads first: crates/wasm (the worker: `start`, `Worker`) linked as
//! one cdylib, without the lab (crates/wasm-lab). This crate is the link step only, so that the link-time optimisation
//! runs at its own opt-level (the root Cargo.toml's profile) while the core's solvers keep theirs.

pub use puzzle_wasm::*;
