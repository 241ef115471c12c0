//! The wasm module `make build` ships: crates/wasm (the worker: `start`, `Worker`) linked as one cdylib. This crate
//! is the link step only, so that the worker's own code can be compiled for size while the link-time optimisation
//! runs at opt-level 3 for the core's solvers (the root Cargo.toml's `[profile.release.package.puzzle-wasm]`).

pub use puzzle_wasm::*;
