//! A puzzle's wasm module, which `make build` ships once per puzzle (`web/pkg/puzzle_<name>*`) and the page loads for the
//! puzzle it shows: crates/wasm (the worker: `start`, `Worker`) linked as one cdylib with the core of that puzzle
//! (`--features puzzle-core/<name>`), without the lab (crates/wasm-lab). This crate is the link step only, so that the
//! link-time optimisation runs at its own opt-level (the root Cargo.toml's profile) while the core's solvers keep theirs.

pub use puzzle_wasm::*;
