//! One folder per puzzle, each implementing [`crate::Puzzle`]; registered by name in `lib.rs`.
//!
//! Every folder has the same files: `mod.rs` (types, the `Puzzle` impl, the move
//! rule), `parse.rs`, `solve.rs` (a `Solver`), `play.rs` (the `<Name>Game` the
//! session plays), `generate.rs` and `insight.rs`. Each exports `<Name>Game`,
//! `<Name>Solution` and `Solver`; `play` and `insight` are public, the rest private.

pub mod fifteen;
pub mod holedox;
pub mod huarong;
pub mod klotski;
pub mod omnigravity;
