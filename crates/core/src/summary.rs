//! What a judge run reports, per case and in all: [`CaseSummary`] and [`Report`] (partners: `lib.rs`, which makes them
//! from each puzzle's solutions, the CLI's `solve` lines, crates/wasm `service.rs`, which carries them to the page).

use serde::Serialize;

/// What the page and the CLI show of one case or query.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CaseSummary {
    /// The judge's number: a count, a move count, or -1 when impossible.
    pub answer: i64,
    /// The optimal moves in the puzzle's notation (`Notation::write_path`: `U D L R` letters, or Klotski's
    /// `GD GDR` words), for puzzles whose answer is a path (`None` for counts and for impossible cases).
    pub moves: Option<String>,
}

impl CaseSummary {
    /// The `puzzles solve` line: `-1`, `0`, or the answer, a space and the moves.
    pub fn solve_line(&self) -> String {
        self.solve_line_or("-1")
    }

    /// The `puzzles solve` line with `impossible` in place of `-1` (see [`Puzzle::IMPOSSIBLE`](crate::Puzzle::IMPOSSIBLE)).
    pub fn solve_line_or(&self, impossible: &str) -> String {
        match &self.moves {
            Some(moves) if self.answer > 0 => format!("{} {moves}", self.answer),
            _ => self.answer_text(impossible),
        }
    }

    /// The `puzzles solve` line of a case the judge prints as `printed`: without an answer, what the judge prints
    /// (Sokoban's "Gave up after N states."); else [`CaseSummary::solve_line_or`].
    pub fn solve_line_printed(&self, printed: &str, impossible: &str) -> String {
        match self.answer {
            answer if answer < 0 => printed.to_string(),
            _ => self.solve_line_or(impossible),
        }
    }

    /// The answer as the judge prints it: the number, or `impossible` for -1.
    pub fn answer_text(&self, impossible: &str) -> String {
        if self.answer < 0 {
            impossible.to_string()
        } else {
            self.answer.to_string()
        }
    }
}

/// Everything one judge run produced, for the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The registry name of the puzzle.
    pub puzzle: &'static str,
    /// The exact judge output.
    pub output: String,
    /// One summary per case or query.
    pub cases: Vec<CaseSummary>,
    /// Each case's answer as the judge printed it, less its label ([`Puzzle::printed`](crate::Puzzle::printed)): `5`, `unsolvable`, Klotski's
    /// `116 90 81` (all its counts, where [`CaseSummary::answer`] holds the default one), Sokoban's path.
    pub printed: Vec<String>,
    /// For a puzzle that counts several ways ([`Puzzle::METRICS`](crate::Puzzle::METRICS)): per metric, in its order, one summary per case
    /// counted that way (its optimal path for the stepper); empty for the others.
    #[serde(rename = "byMetric")]
    pub by_metric: Vec<Vec<CaseSummary>>,
    /// Per case or query: the search states its solver took (see [`Puzzle::solve_each`](crate::Puzzle::solve_each)).
    pub explored: Vec<u64>,
    /// What the judge prints for a case without a solution (see [`Puzzle::IMPOSSIBLE`](crate::Puzzle::IMPOSSIBLE)).
    pub impossible: &'static str,
}
