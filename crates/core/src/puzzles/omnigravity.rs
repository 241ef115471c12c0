//! OmniGravity: placeholder until the solver lands (partners: `lib.rs` registry, `tests/omnigravity.rs`).

use crate::{CaseSummary, ParseError, Puzzle};

/// The OmniGravity puzzle.
pub struct OmniGravity;

impl Puzzle for OmniGravity {
    const NAME: &'static str = "omnigravity";
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
