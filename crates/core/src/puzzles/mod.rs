//! One folder per puzzle, each implementing [`crate::Puzzle`]; registered by name in `lib.rs`,
//! each built with its cargo feature (named as the puzzle).
//!
//! Every folder has the same files: `mod.rs` (types, the `Puzzle` impl, the move
//! rule), `parse.rs`, `solve.rs` (a `Solver`), `play.rs` (the `<Name>Game` the
//! session plays), `generate.rs` and `insight.rs`. Each exports `<Name>Game`,
//! `<Name>Solution` and `Solver`; `play` and `insight` are public, the rest private.

#[cfg(feature = "fifteen")]
pub mod fifteen;
#[cfg(feature = "holedox")]
pub mod holedox;
#[cfg(feature = "huarong")]
pub mod huarong;
#[cfg(feature = "klotski")]
pub mod klotski;
#[cfg(feature = "omnigravity")]
pub mod omnigravity;
#[cfg(feature = "sokoban")]
pub mod sokoban;
