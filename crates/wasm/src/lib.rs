//! wasm glue
