//! Huarong: placeholder until the solver lands (partners: `lib.rs` registry, `tests/huarong.rs`).

use crate::{CaseSummary, ParseError, Puzzle};

/// The Huarong puzzle.
pub struct Huarong;

impl Puzzle for Huarong {
    const NAME: &'static str = "huarong";
    const NUMBERED: bool = false;
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
