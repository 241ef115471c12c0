//! What a puzzle's test data is made of: the [`TestData`] each `puzzles/<name>/testgen.rs` implements, the kinds of
//! test and the seeded draws ([`Gen`]). Below the puzzles; `testgen.rs` (over the registry) seeds the draws and
//! dispatches by name.
//!
//! Draws use only `fastrand`'s `u32` and `bool` (never `usize`, whose draws differ between 32-bit wasm and 64-bit
//! machines), no floats and no hash-map order.

use serde::Serialize;

use crate::text::Text;
use crate::Puzzle;

/// What kind of test to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Random boards of every shape, small by default.
    Random,
    /// Smallest boards, answers 0 and -1 (or unsolvable), a piece already on its target, full boards.
    Edge,
    /// The largest inputs the statement allows, for timing.
    Worst,
}

impl Kind {
    /// Every kind, as typed: `random`, `edge`, `worst`.
    pub const NAMES: &'static [&'static str] = &["random", "edge", "worst"];

    /// The kind named `text` (as typed; surrounding spaces and letter case do not matter).
    pub fn parse(text: &str) -> Result<Kind, Text> {
        match text.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Kind::Random),
            "edge" => Ok(Kind::Edge),
            "worst" => Ok(Kind::Worst),
            _ => Err(Text::new("testgen-kind-expected").arg("found", crate::scan::quote(text))),
        }
    }
}

/// A puzzle's test data for contestants: valid judge inputs of each [`Kind`], drawn only from the [`Gen`] it is given
/// (the same draws, the same bytes). Every registered puzzle implements it in `puzzles/<name>/testgen.rs`.
pub trait TestData: Puzzle {
    /// What `size` caps (a message: `size-board-side`), and its range: 1 to 30, or OmniGravity's `size-boards`, 1
    /// to 100.
    const SIZE: (crate::Text, usize, usize);
    /// Answers that the edge kind always holds (at the smallest sizes too): 0 and -1 by default; OmniGravity, which
    /// counts states, its 1.
    const EDGE_ANSWERS: &'static [i64] = &[0, -1];
    /// Random boards of every shape, small by default; `size` (in [`TestData::SIZE`]) caps them.
    fn random(gen: &mut Gen, size: Option<usize>) -> String;
    /// Smallest boards, answers 0 and -1 (or unsolvable), a piece already on its target, full boards.
    fn edge(gen: &mut Gen, size: Option<usize>) -> String;
    /// The largest inputs the statement allows, for timing.
    fn worst(gen: &mut Gen, size: Option<usize>) -> String;
}

/// The seeded draws a puzzle's [`TestData`] makes its inputs from.
pub struct Gen {
    rng: fastrand::Rng,
}

/// The four directions as row and column steps, in the order up, down, left, right.
pub const STEPS: [(i64, i64); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

impl Gen {
    /// The draws of `seed`.
    pub(crate) fn new(seed: u64) -> Gen {
        Gen {
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    /// A number from `lo` to `hi`, inclusive.
    pub fn int(&mut self, lo: usize, hi: usize) -> usize {
        self.rng.u32(lo as u32..=hi as u32) as usize
    }

    /// One of `items` (at least one).
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.int(0, items.len() - 1)]
    }
}
