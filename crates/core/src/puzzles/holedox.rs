//! Holedox: placeholder until the solver lands (partners: `lib.rs` registry, `tests/holedox.rs`).

use crate::{CaseSummary, ParseError, Puzzle};

/// The Holedox puzzle.
pub struct Holedox;

impl Puzzle for Holedox {
    const NAME: &'static str = "holedox";
    const NUMBERED: bool = true;
    type Input = ();
    type Solution = ();

    fn parse(_text: &str) -> Result<(), ParseError> {
        Err(ParseError::new(1, 1, "not implemented"))
    }

    fn solve(_input: &()) -> Vec<()> {
        Vec::new()
    }

    fn summarize(_solution: &()) -> CaseSummary {
        CaseSummary {
            answer: 0,
            moves: None,
        }
    }
}
