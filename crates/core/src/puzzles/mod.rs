//! One module per puzzle, each implementing [`crate::Puzzle`]; registered by name in `lib.rs`.

pub mod fifteen;
pub mod holedox;
pub mod huarong;
pub mod omnigravity;
