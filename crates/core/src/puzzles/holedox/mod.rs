//! Holedox (POJ 1324): the lair and solution types, the limits, the move rule and the `Puzzle` impl (partners: `parse.rs` judge parser, `solve.rs` A* solver, `generate.rs` random lairs, `play.rs` playable board, `insight.rs` plain-BFS insight, `lib.rs` registry, `tests/holedox/`).
//!
//! A lair is `rows` x `cols` cells with stones; the snake's body is a chain of
//! adjacent cells, head first. The head must reach the exit at `(1, 1)`.

mod generate;
pub mod insight;
#[cfg(feature = "mistakes")]
mod mistakes;
mod parse;
pub mod play;
mod solve;
mod testgen;
pub mod xray;

pub use solve::Solver;

use crate::grid::{letters, show_cell, Dir};
use crate::{CaseSummary, ParseError, Puzzle};

/// Largest number of rows or columns of a lair.
pub const MAX_SIDE: usize = 20;
/// Shortest body.
pub const MIN_LEN: usize = 2;
/// Longest body.
pub const MAX_LEN: usize = 8;
/// The exit, 0-based: the cell the input calls `(1, 1)`.
pub const EXIT: (usize, usize) = (0, 0);

/// A 0-based `(row, column)` cell.
type Pos = (usize, usize);

/// Whether `n` rows or columns are within the statement's `1..=MAX_SIDE`.
fn side_ok(n: usize) -> bool {
    (1..=MAX_SIDE).contains(&n)
}

/// Whether a `rows` x `cols` lair and a snake `body` keep the statement's
/// limits: both sides `1..=MAX_SIDE`, `MIN_LEN..=MAX_LEN` blocks, every block on
/// the board. (Whether the blocks form a chain is [`block_text`]'s business.)
fn within_limits(rows: usize, cols: usize, body: &[Pos]) -> bool {
    side_ok(rows)
        && side_ok(cols)
        && (MIN_LEN..=MAX_LEN).contains(&body.len())
        && body.iter().all(|&(r, c)| r < rows && c < cols)
}

/// Why `cell` cannot be the next block of a snake whose blocks so far are `before` (head first): it is on one of them
/// (`holedox-block-twice`), or not next to the last one (`holedox-block-apart`); for the parser and the snake tool,
/// which name the block 1-based.
fn block_text(before: &[Pos], cell: Pos) -> Option<crate::text::Text> {
    use crate::text::Text;
    let block = before.len() + 1;
    if let Some(j) = before.iter().position(|&b| b == cell) {
        return Some(
            Text::new("holedox-block-twice")
                .arg("block", block)
                .arg("cell", show_cell(cell))
                .arg("other", j + 1),
        );
    }
    let &prev = before.last()?;
    (prev.0.abs_diff(cell.0) + prev.1.abs_diff(cell.1) != 1).then(|| {
        Text::new("holedox-block-apart")
            .arg("block", block)
            .arg("previous", block - 1)
            .arg("at", show_cell(prev))
            .arg("cell", show_cell(cell))
    })
}

/// One edit of a lair in the page's edit mode (see [`HoledoxGame`]'s `edit`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HoledoxEdit {
    /// Toggle a stone.
    Wall {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// The snake as a path of adjacent cells, head first (0-based `(row, col)` pairs).
    Snake {
        /// The body, head first.
        cells: Vec<(usize, usize)>,
    },
    /// A new lair size within the statement's limits.
    Resize {
        /// New number of rows.
        rows: usize,
        /// New number of columns.
        cols: usize,
    },
}

/// The Holedox puzzle.
pub struct Holedox;

/// One lair: its size, the snake and the stones, all 0-based `(row, column)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HoledoxGame {
    /// Number of rows, `1..=20`.
    pub rows: usize,
    /// Number of columns, `1..=20`.
    pub cols: usize,
    /// The body, head first: `2..=8` distinct cells, each next to the one before.
    pub body: Vec<(usize, usize)>,
    /// The stones in input order (duplicates allowed; never on the body or the exit).
    pub stones: Vec<(usize, usize)>,
}

impl HoledoxGame {
    /// Whether `cell` holds a stone.
    pub fn is_stone(&self, cell: (usize, usize)) -> bool {
        self.stones.contains(&cell)
    }
}

/// The move rule: the body after the head steps towards `dir`, or `None` when the
/// target cell is off the board, a stone, or any cell of the current body (the
/// tail's cell included). Every other block moves into the cell of the block ahead.
pub fn step(case: &HoledoxGame, body: &[(usize, usize)], dir: Dir) -> Option<Vec<(usize, usize)>> {
    let head = dir.step(*body.first()?, case.rows, case.cols)?;
    if case.is_stone(head) || body.contains(&head) {
        return None;
    }
    let mut moved = Vec::with_capacity(body.len());
    moved.push(head);
    moved.extend_from_slice(&body[..body.len() - 1]);
    Some(moved)
}

/// The answer to one case: the fewest head moves that bring the head to the exit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HoledoxSolution {
    /// One optimal move sequence (empty when the head starts on the exit), or
    /// `None` when the exit cannot be reached (the judge prints -1).
    pub moves: Option<Vec<Dir>>,
}

impl HoledoxSolution {
    /// The judge's number: the move count, or -1 when impossible.
    pub fn answer(&self) -> i64 {
        self.moves.as_ref().map_or(-1, |m| m.len() as i64)
    }
}

impl Puzzle for Holedox {
    const NAME: &'static str = "holedox";
    const NUMBERED: bool = true;
    const PATHS: bool = true;
    const SAMPLE: &'static str = include_str!("../../../../../tests/cases/holedox/sample.in");
    type Input = Vec<HoledoxGame>;
    type Solution = HoledoxSolution;
    type Solver = Solver;

    fn parse(text: &str) -> Result<Vec<HoledoxGame>, ParseError> {
        parse::parse(text)
    }

    fn cases(input: &Vec<HoledoxGame>) -> usize {
        input.len()
    }

    fn solver(_: &Vec<HoledoxGame>) -> Solver {
        Solver::new()
    }

    fn solve_case(
        solver: &mut Solver,
        input: &Vec<HoledoxGame>,
        index: usize,
    ) -> (HoledoxSolution, u64) {
        let solution = solver.solve(&input[index]);
        (solution, solver.expanded())
    }

    fn summarize(solution: &HoledoxSolution) -> CaseSummary {
        CaseSummary {
            answer: solution.answer(),
            moves: solution.moves.as_deref().map(letters),
        }
    }
}

/// Solves one case with a fresh [`Solver`].
pub fn solve_case(case: &HoledoxGame) -> HoledoxSolution {
    Solver::new().solve(case)
}
