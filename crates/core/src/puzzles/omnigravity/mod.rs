//! OmniGravity (UVALive 4856): board, state and solution types, the playable game's type and the `Puzzle` impl; partners `parse.rs`, `solve.rs`, `generate.rs` (random boards), `play.rs` (the playable board), `insight.rs` (the search insight and gallery), `tests/omnigravity/`.
//!
//! An 8x8 board holds obstacles and four 2x2 pieces `A`-`D`. Enabling gravity
//! in a direction (a *tilt*) slides every piece until it hits the edge, an
//! obstacle or another piece; the judge counts the distinct static states
//! reachable by at least one tilt. The start counts only when some tilt
//! sequence returns to it.
//!
//! Cells are bits of a `u64` (bit `8 * row + col`, 0-based). A piece is
//! stored as the cell number of its top-left cell (row and column below 7).

mod generate;
pub mod insight;
#[cfg(feature = "mistakes")]
mod mistakes;
mod parse;
pub mod play;
mod solve;
mod testgen;

pub use solve::Solver;

use std::cell::OnceCell;

use crate::frame::Piece;
use crate::look::{LabelFill, Paint, PieceLook};
use crate::{CaseSummary, Dir, ParseError, Puzzle};

/// Board side, in cells.
const SIDE: usize = 8;

/// The piece letters, in [`State`] order: piece `i` has id `i` and label `LETTERS[i]`.
const LETTERS: [char; 4] = ['A', 'B', 'C', 'D'];

/// One playable OmniGravity board: the obstacles and the start of the pieces.
#[derive(Debug, Clone)]
pub struct OmniGravityGame {
    board: Board,
    /// The goal state, found when first asked (see [`OmniGravityGame::goal`]).
    goal: OnceCell<State>,
}

/// Two games are the same board: the goal follows from it.
impl PartialEq for OmniGravityGame {
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
    }
}

impl Eq for OmniGravityGame {}

impl OmniGravityGame {
    /// A playable board.
    pub fn new(board: Board) -> Self {
        OmniGravityGame {
            board,
            goal: OnceCell::new(),
        }
    }

    /// The player's goal: the state farthest from the start in tilts, the last one the judge's breadth-first search
    /// reaches (the gallery's last state); the start itself when no tilt moves anything.
    pub fn goal(&self) -> State {
        *self.goal.get_or_init(|| {
            let solved = solve::solve_all(std::slice::from_ref(&self.board));
            let last = solved.first().and_then(|s| s.states().last());
            last.map_or(self.board.start, |reached| reached.state())
        })
    }

    /// The obstacles and the start.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The judge answer for the board's start: how many states tilts reach.
    pub fn reachable(&self) -> usize {
        match solve::solve_all(std::slice::from_ref(&self.board)).first() {
            Some(solution) => solution.count(),
            None => 0,
        }
    }
}

/// The four pieces' kind (play.rs's look lists it): each letter its own colour, the letter large.
pub const BLOCK: PieceLook = PieceLook {
    label_fills: &[
        LabelFill {
            label: "A",
            fill: Paint::both("#e69f00"),
        },
        LabelFill {
            label: "B",
            fill: Paint::both("#56b4e9"),
        },
        LabelFill {
            label: "C",
            fill: Paint::both("#009e73"),
        },
        LabelFill {
            label: "D",
            fill: Paint::both("#cc79a7"),
        },
    ],
    label_size: 90,
    ..PieceLook::plain(
        "block",
        "a 2x2 piece, told apart by its letter and colour",
        Paint::both("#c9b48a"),
    )
};

/// The four pieces of `state` as drawn: id `i` and letter `LETTERS[i]` for piece `i`.
fn pieces(state: State) -> Vec<Piece> {
    state
        .pieces()
        .iter()
        .zip(LETTERS)
        .enumerate()
        .map(|(id, (&(row, col), letter))| Piece {
            id: id as u32,
            label: letter.to_string(),
            kind: BLOCK.id,
            row,
            col,
            height: 2,
            width: 2,
            cells: Vec::new(),
        })
        .collect()
}

/// One edit of a board in the page's edit mode (see [`OmniGravityGame`]'s `edit`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OmniGravityEdit {
    /// Toggle the obstacle on this cell (0-based).
    Wall {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// Put piece `piece` (`A`-`D`) with its top-left cell here.
    Piece {
        /// The letter `A`-`D`.
        piece: char,
        /// 0-based row of the top-left cell.
        row: usize,
        /// 0-based column of the top-left cell.
        col: usize,
    },
}

/// The OmniGravity puzzle: `Case k: N` where N counts the reachable states.
pub struct OmniGravity;

/// One case: the fixed obstacles and where the four pieces start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    obstacles: u64,
    start: State,
}

/// Where the four pieces `A`, `B`, `C`, `D` are (the obstacles live in [`Board`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct State {
    /// Top-left cell of each piece as `8 * row + col`, row and column below 7.
    tops: [u8; 4],
}

/// One state of the search: the state, and how it was first reached.
///
/// Packed into 8 bytes, as a worst input keeps about 1.5 million of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reached {
    state: State,
    /// `(parent + 1) << 2 | tilt index`, parent + 1 being 0 for the start.
    link: u32,
}

/// The answer of one case: the start and every reachable state in BFS order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OmniGravitySolution {
    board: Board,
    states: Vec<Reached>,
}

impl State {
    /// The 0-based `(row, col)` of the top-left cell of `A`, `B`, `C` and `D`, in that order.
    pub fn pieces(&self) -> [(usize, usize); 4] {
        self.tops.map(|t| (usize::from(t >> 3), usize::from(t & 7)))
    }

    /// A unique number below `49^4` for the state: the index in the visited bit-set.
    #[inline(always)]
    fn index(&self) -> usize {
        // `t - row` is `7 * row + col`, a number below 49.
        self.tops
            .iter()
            .fold(0, |acc, &t| acc * 49 + usize::from(t - (t >> 3)))
    }
}

impl Board {
    /// The obstacle cells as bits `8 * row + col` (0-based row and column).
    pub fn obstacles(&self) -> u64 {
        self.obstacles
    }

    /// Where the pieces start.
    pub fn start(&self) -> State {
        self.start
    }

    /// The state after enabling gravity towards `dir` in `state` (the move a player makes).
    ///
    /// Pieces nearest the far wall move first, so pieces stack. A tilt that
    /// moves nothing returns `state` itself.
    pub fn tilt(&self, state: State, dir: Dir) -> State {
        State {
            tops: solve::tilt(self.obstacles, state.tops, dir),
        }
    }

    /// The 8 rows of `state` as text of `A B C D . #`, top row first.
    ///
    /// The page's `data-state` is `board.rows(state).join("/")`:
    ///
    /// ```
    /// use puzzle_core::{Dir, OmniGravity, Puzzle};
    /// let text = "1\n\nAABBCCDD\nAABBCCDD\n........\n........\n........\n........\n........\n........\n";
    /// let board = OmniGravity::parse(text).unwrap()[0];
    /// let down = board.tilt(board.start(), Dir::Down);
    /// assert_eq!(down.pieces()[0], (6, 0));
    /// assert_eq!(
    ///     board.rows(down).join("/"),
    ///     "......../......../......../......../......../......../AABBCCDD/AABBCCDD"
    /// );
    /// ```
    pub fn rows(&self, state: State) -> [String; 8] {
        let mut cells = [[b'.'; 8]; 8];
        for (r, row) in cells.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                if self.obstacles >> (8 * r + c) & 1 == 1 {
                    *cell = b'#';
                }
            }
        }
        for ((r, c), letter) in state.pieces().into_iter().zip(*b"ABCD") {
            for (dr, dc) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                cells[r + dr][c + dc] = letter;
            }
        }
        cells.map(|row| row.iter().map(|&b| char::from(b)).collect())
    }
}

impl Reached {
    /// The state.
    pub fn state(&self) -> State {
        self.state
    }

    /// The index in [`OmniGravitySolution::states`] of the state this one was first reached
    /// from, or `None` when it was reached from the start.
    pub fn parent(&self) -> Option<usize> {
        (self.link >> 2).checked_sub(1).map(|p| p as usize)
    }

    /// The tilt that first reached this state from its parent (or the start).
    pub fn tilt(&self) -> Dir {
        Dir::ALL[(self.link & 3) as usize]
    }
}

impl OmniGravitySolution {
    /// The board (obstacles and start) of this case.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The starting state (it is also in [`OmniGravitySolution::states`] only when a tilt returns to it).
    pub fn start(&self) -> State {
        self.board.start
    }

    /// Every state reachable by at least one tilt, in BFS order (shallowest first).
    pub fn states(&self) -> &[Reached] {
        &self.states
    }

    /// The judge's answer: how many states are reachable.
    pub fn count(&self) -> usize {
        self.states.len()
    }

    /// A shortest tilt sequence from the start to `states()[i]` (empty when `i` is out of range).
    ///
    /// ```
    /// use puzzle_core::{Dir, OmniGravity, Puzzle};
    /// let text = "1\n\nAABBCCDD\nAABBCCDD\n........\n........\n........\n........\n........\n........\n";
    /// let solution = &OmniGravity::solve(&OmniGravity::parse(text).unwrap())[0];
    /// // Up moves nothing: the start itself is reached first; down gives the other state.
    /// assert_eq!(solution.count(), 2);
    /// assert_eq!(solution.states()[0].state(), solution.start());
    /// assert_eq!(solution.path(1), [Dir::Down]);
    /// ```
    pub fn path(&self, i: usize) -> Vec<Dir> {
        let mut path = Vec::new();
        let mut at = self.states.get(i);
        while let Some(reached) = at {
            path.push(reached.tilt());
            // Parents always come earlier in BFS order, so this ends.
            at = reached.parent().and_then(|p| self.states.get(p));
        }
        path.reverse();
        path
    }
}

impl Puzzle for OmniGravity {
    const NAME: &'static str = "omnigravity";
    const NUMBERED: bool = true;
    const PATHS: bool = false;
    const SAMPLE: &'static str = include_str!("../../../../../tests/cases/omnigravity/sample.in");
    type Input = Vec<Board>;
    type Solution = OmniGravitySolution;
    type Solver = solve::Solver;

    fn parse(text: &str) -> Result<Vec<Board>, ParseError> {
        parse::parse(text)
    }

    /// One [`solve::Solver`] (one visited bit-set and one queue) for every board.
    fn cases(input: &Vec<Board>) -> usize {
        input.len()
    }

    fn solver(_: &Vec<Board>) -> solve::Solver {
        solve::Solver::new()
    }

    fn solve_case(
        solver: &mut solve::Solver,
        input: &Vec<Board>,
        index: usize,
    ) -> (OmniGravitySolution, u64) {
        let solution = solver.solve(&input[index]);
        // The breadth-first search expands the start as its seed, then each counted state once (the start again when a
        // tilt returns to it): the count plus one, as its X-ray counts them.
        let states = solution.count() as u64 + 1;
        (solution, states)
    }

    fn summarize(solution: &OmniGravitySolution) -> CaseSummary {
        CaseSummary {
            answer: solution.count() as i64,
            moves: None,
        }
    }
}
