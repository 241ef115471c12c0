//! Huarong (NOIP 2013): board, query, solution, move rule, the playable game and its state, and the `Puzzle` impl (partners: `parse.rs` judge parser, `solve.rs` search (with `bound.rs`), `generate.rs` random games, `play.rs` playable board, `insight.rs` plain-BFS insight, `lib.rs` registry, `tests/huarong/`).
//!
//! An `n` x `m` board holds fixed cells (`0`, never move) and movable cells
//! (`1`), one of which is the blank. A move slides a movable piece next to the
//! blank into it; equivalently the blank steps onto a neighbouring movable
//! cell. Each query asks for the fewest moves that bring the piece on S to T,
//! or -1. Paths are written as the directions the *blank* moves.

mod bound;
mod generate;
pub mod insight;
#[cfg(feature = "mistakes")]
mod mistakes;
mod parse;
pub mod play;
mod solve;
mod testgen;
mod together;
pub mod xray;

pub use solve::Solver;

use crate::grid::{letters, Dir};
use crate::{CaseSummary, ParseError, Puzzle};

/// A cell as `(row, column)`, 0-based.
pub type Cell = (usize, usize);

/// The largest board side the statement allows.
pub const MAX_SIDE: usize = 30;

/// The most queries one input may ask.
pub const MAX_QUERIES: usize = 500;

/// The board: its size and which cells are movable (or blank) rather than fixed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    rows: usize,
    cols: usize,
    movable: Vec<bool>,
}

impl Board {
    /// A `rows` x `cols` board from its cells in row-major order (`true` = movable).
    ///
    /// `None` when a side is outside `1..=MAX_SIDE` or `movable` does not hold
    /// `rows * cols` cells.
    pub fn new(rows: usize, cols: usize, movable: Vec<bool>) -> Option<Board> {
        let sides = 1..=MAX_SIDE;
        let ok = sides.contains(&rows) && sides.contains(&cols) && rows * cols == movable.len();
        ok.then_some(Board {
            rows,
            cols,
            movable,
        })
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether `cell` is on the board.
    pub fn contains(&self, (row, col): Cell) -> bool {
        row < self.rows && col < self.cols
    }

    /// Whether `cell` is on the board and movable (`false` for fixed cells and off the board).
    pub fn is_movable(&self, cell: Cell) -> bool {
        self.contains(cell) && self.movable[cell.0 * self.cols + cell.1]
    }

    /// Whether `query` keeps the statement's rules: every cell on the board,
    /// the blank and the piece on distinct movable cells (the target may be fixed).
    pub fn is_valid(&self, query: &Query) -> bool {
        self.is_movable(query.blank)
            && self.is_movable(query.piece)
            && query.blank != query.piece
            && self.contains(query.target)
    }
}

/// One game on the board: where the blank and the piece start and where the piece must go (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Query {
    /// The blank cell (`EX EY`).
    pub blank: Cell,
    /// The piece to bring to the target (`SX SY`).
    pub piece: Cell,
    /// Where the piece must end (`TX TY`).
    pub target: Cell,
}

impl Query {
    /// The query that brings the piece at `piece` to `target`, the blank starting at `blank`.
    pub fn new(blank: Cell, piece: Cell, target: Cell) -> Self {
        Query {
            blank,
            piece,
            target,
        }
    }
}

/// A whole judge input: one board and its queries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuarongInput {
    /// The board every query plays on.
    pub board: Board,
    /// The queries, in input order.
    pub queries: Vec<Query>,
}

/// The answer to one query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuarongSolution {
    /// An optimal sequence of blank moves (empty when the piece starts on the
    /// target), or `None` when the piece can never reach the target (-1).
    pub moves: Option<Vec<Dir>>,
}

impl HuarongSolution {
    /// The judge's number: the number of moves, or -1.
    pub fn answer(&self) -> i64 {
        self.moves.as_ref().map_or(-1, |moves| moves.len() as i64)
    }
}

/// The move rule: the blank at `blank` steps in direction `dir`, swapping with
/// whatever piece is there; returns the new `(blank, piece)`.
///
/// `None` when the move is illegal: the blank would leave the board or enter a
/// fixed cell (or the blank is not on a movable cell to begin with). When the
/// blank steps onto `piece`, the piece slides to the blank's old cell.
pub fn move_blank(board: &Board, blank: Cell, piece: Cell, dir: Dir) -> Option<(Cell, Cell)> {
    if !board.is_movable(blank) {
        return None;
    }
    let to = dir.step(blank, board.rows, board.cols)?;
    if !board.is_movable(to) {
        return None;
    }
    let piece = if to == piece { blank } else { piece };
    Some((to, piece))
}

/// No tile on a cell (it is fixed, or the blank), in [`Position::tiles`].
pub const NO_TILE: u16 = u16::MAX;

/// Where everything stands: the blank, the chosen piece and the id of each tile.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// The blank cell, 0-based.
    pub blank: Cell,
    /// The chosen piece's cell, 0-based.
    pub piece: Cell,
    /// Row by row, the id of the tile on each cell ([`NO_TILE`] on fixed cells and the blank).
    pub tiles: Vec<u16>,
}

/// One playable Huarong board: the board and one query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuarongGame {
    board: Board,
    query: Query,
}

impl HuarongGame {
    /// A playable board for `query`; `None` when the query breaks the rules (see [`Board::is_valid`]).
    pub fn new(board: Board, query: Query) -> Option<HuarongGame> {
        board
            .is_valid(&query)
            .then(|| HuarongGame::unchecked(board, query))
    }

    /// A game for a query known to be valid.
    fn unchecked(board: Board, query: Query) -> HuarongGame {
        HuarongGame { board, query }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The query: where the blank and the piece start and the target.
    pub fn query(&self) -> Query {
        self.query
    }

    /// The flat index of an on-board cell.
    fn index(&self, (row, col): Cell) -> usize {
        row * self.board.cols + col
    }

    /// The piece's target.
    pub fn target(&self) -> Cell {
        self.query.target
    }

    /// The X-ray's drawing of a searched `(blank, piece)` from `from`: the tiles as they stand, the blank moved.
    fn shown(&self, from: &Position, blank: Cell, piece: Cell) -> Position {
        let mut tiles = from.tiles.clone();
        let (was, to) = (self.index(from.blank), self.index(blank));
        if was < tiles.len() && to < tiles.len() {
            tiles.swap(was, to);
        }
        Position {
            blank,
            piece,
            tiles,
        }
    }
}

/// One edit of a board in the page's edit mode (see [`HuarongGame`]'s `edit`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HuarongEdit {
    /// Toggle a fixed cell.
    Wall {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// Put the blank here.
    Blank {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// Put the piece to bring to the target here.
    Chosen {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// Put the target here.
    Target {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// A new board size within the statement's limits.
    Resize {
        /// New number of rows.
        rows: usize,
        /// New number of columns.
        cols: usize,
    },
}

/// The Huarong puzzle.
pub struct Huarong;

impl Puzzle for Huarong {
    const NAME: &'static str = "huarong";
    const NUMBERED: bool = false;
    const PATHS: bool = true;
    const SAMPLE: &'static str = include_str!("../../../../../tests/cases/huarong/sample.in");
    type Input = HuarongInput;
    type Solution = HuarongSolution;
    type Solver = Solver;

    fn parse(text: &str) -> Result<HuarongInput, ParseError> {
        parse::parse(text)
    }

    fn cases(game: &HuarongInput) -> usize {
        game.queries.len()
    }

    /// The board's solver, shared by its queries.
    fn solver(game: &HuarongInput) -> Solver {
        Solver::new(&game.board)
    }

    /// The threads price the board's turns together, each a share (`together.rs`).
    fn solver_source(game: &HuarongInput) -> Box<dyn Fn() -> Solver + Sync + '_> {
        let together = together::Together::new(&game.board);
        Box::new(move || together.solver())
    }

    fn solve_case(
        solver: &mut Solver,
        game: &HuarongInput,
        index: usize,
    ) -> (HuarongSolution, u64) {
        let moves = solver.path(&game.queries[index]);
        (HuarongSolution { moves }, solver.expanded())
    }

    /// One answer per line; the default would spell out every path first.
    fn judge_output(solutions: &[HuarongSolution]) -> String {
        solutions
            .iter()
            .map(|solution| format!("{}\n", solution.answer()))
            .collect()
    }

    fn summarize(solution: &HuarongSolution) -> CaseSummary {
        CaseSummary {
            answer: solution.answer(),
            moves: solution.moves.as_deref().map(letters),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board from rows of `0` and `1` (shared with the unit tests of `solve.rs`).
    pub(super) fn board(rows: &[&str]) -> Board {
        let cols = rows[0].len();
        let cells = rows
            .iter()
            .flat_map(|r| r.bytes().map(|b| b == b'1'))
            .collect();
        Board::new(rows.len(), cols, cells).unwrap()
    }

    #[test]
    fn board_rejects_bad_shapes() {
        assert!(Board::new(0, 3, vec![]).is_none());
        assert!(Board::new(2, 2, vec![true; 3]).is_none());
        assert!(Board::new(usize::MAX, 2, vec![]).is_none());
        assert!(Board::new(31, 1, vec![true; 31]).is_none());
        assert!(Board::new(30, 30, vec![true; 900]).is_some());
    }

    #[test]
    fn move_blank_swaps_with_the_piece_and_stops_at_fixed_cells_and_edges() {
        let b = board(&["110", "111"]);
        assert_eq!(
            move_blank(&b, (0, 0), (0, 1), Dir::Right),
            Some(((0, 1), (0, 0)))
        );
        assert_eq!(
            move_blank(&b, (0, 0), (1, 1), Dir::Down),
            Some(((1, 0), (1, 1)))
        );
        assert_eq!(move_blank(&b, (0, 1), (1, 1), Dir::Right), None);
        assert_eq!(move_blank(&b, (0, 0), (1, 1), Dir::Up), None);
        assert_eq!(move_blank(&b, (0, 2), (1, 1), Dir::Down), None);
        assert_eq!(move_blank(&b, (2, 0), (1, 1), Dir::Up), None);
    }

    #[test]
    fn parses_the_sample_to_zero_based_cells() {
        let game =
            Huarong::parse("3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n").unwrap();
        assert_eq!((game.board.rows(), game.board.cols()), (3, 4));
        assert!(!game.board.is_movable((0, 0)) && game.board.is_movable((0, 1)));
        assert_eq!(game.queries[0], Query::new((2, 1), (0, 1), (1, 1)));
    }

    #[test]
    fn summary_lists_moves_only_when_solvable() {
        let solved = HuarongSolution {
            moves: Some(vec![Dir::Up, Dir::Left]),
        };
        let none = HuarongSolution { moves: None };
        let zero = HuarongSolution {
            moves: Some(vec![]),
        };
        assert_eq!(
            Huarong::summarize(&solved),
            CaseSummary {
                answer: 2,
                moves: Some("UL".into())
            }
        );
        assert_eq!(
            Huarong::summarize(&none),
            CaseSummary {
                answer: -1,
                moves: None
            }
        );
        assert_eq!(Huarong::summarize(&zero).moves.as_deref(), Some(""));
    }
}
