//! Fifteen (the sliding-tile puzzle, 2x2 to 10x10; the judge's 2x2 to 4x4): board, move rule, parity test and the `Puzzle` impl (partners: `parse.rs` judge parser, `pdb.rs` pattern databases, `pdb_large.rs` additive pattern databases past 4x4, `solve.rs` IDA*, `conflict.rs` the Manhattan and linear-conflict estimate and its IDA* on any size, `bounded.rs` weighted A* within a proved factor, `play.rs` playable board, `generate.rs` generator, `insight.rs` search figures, `lib.rs` registry, `tests/fifteen/`).
//!
//! An `n` x `m` board (2 <= n, m <= 10; the judge reads 2 <= n, m <= 4) holds the tiles `1 .. n*m-1` and one
//! blank (`0`). A move slides a tile next to the blank into it; paths are written
//! as the directions the *blank* moves, as in Huarong. The goal is `1 2 ... n*m-1`
//! row by row with the blank last. Half the boards cannot reach it; the parity
//! test [`Board::is_solvable`] tells them apart without a search.

pub mod beam;
pub mod bounded;
pub mod conflict;
mod estimator;
pub mod generate;
pub mod insight;
mod keep;
pub mod lower;
#[cfg(feature = "mistakes")]
mod mistakes;
mod parse;
pub mod pdb;
pub mod pdb_large;
pub mod play;
pub mod prune;
pub mod reduce;
pub mod shorten;
pub mod solve;
mod testgen;
pub mod xray;

pub use parse::parse_within;
pub use play::FifteenGame;
pub use solve::{Search, Solver};

use crate::grid::{letters, Dir};
use crate::{CaseSummary, ParseError, Puzzle};

/// The smallest board side.
pub const MIN_SIDE: usize = 2;

/// The largest board side (the page's boards and `puzzles solve fifteen --weight`).
pub const MAX_SIDE: usize = 10;

/// The largest board side the judge reads (its statement's limit; the exact pattern-database search's boards).
pub const JUDGE_MAX_SIDE: usize = 4;

/// The most boards one input may hold.
pub const MAX_CASES: usize = 100;

/// One board: its size and the tile on every cell, row by row (`0` is the blank).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    cols: usize,
    tiles: Vec<u8>,
}

impl Board {
    /// A `rows` x `cols` board from its cells row by row; `None` unless both sides are
    /// in `2..=10` and `tiles` is a permutation of `0 .. rows*cols`.
    pub fn new(rows: usize, cols: usize, tiles: Vec<u8>) -> Option<Board> {
        let sides = MIN_SIDE..=MAX_SIDE;
        if !sides.contains(&rows) || !sides.contains(&cols) || tiles.len() != rows * cols {
            return None;
        }
        let mut seen = [false; MAX_SIDE * MAX_SIDE];
        for &t in &tiles {
            let t = usize::from(t);
            if t >= tiles.len() || seen[t] {
                return None;
            }
            seen[t] = true;
        }
        Some(Board { rows, cols, tiles })
    }

    /// Whether the exact pattern-database search (`solve.rs`) takes this board: at most 16 cells, sides up to 4.
    pub fn judge_sized(&self) -> bool {
        self.rows <= JUDGE_MAX_SIDE && self.cols <= JUDGE_MAX_SIDE
    }

    /// The solved `rows` x `cols` board; `None` when a side is outside `2..=10`.
    pub fn goal(rows: usize, cols: usize) -> Option<Board> {
        let cells = rows.checked_mul(cols)?;
        let tiles = (1..cells).chain([0]).map(|t| t as u8).collect();
        Board::new(rows, cols, tiles)
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The tiles row by row, `0` for the blank.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The blank's cell as a flat index `row * cols + col`.
    pub fn blank(&self) -> usize {
        self.tiles.iter().position(|&t| t == 0).unwrap_or(0)
    }

    /// Whether every tile is home and the blank is last.
    pub fn is_goal(&self) -> bool {
        in_order(&self.tiles)
    }

    /// Whether the goal can be reached, by parity: with an odd width the number
    /// of inversions (pairs of tiles out of order, the blank left out) must be
    /// even; with an even width the inversions plus the blank's row counted from
    /// the bottom (1-based) must be odd.
    pub fn is_solvable(&self) -> bool {
        let tiles: Vec<u8> = self.tiles.iter().copied().filter(|&t| t != 0).collect();
        let inversions: usize = (0..tiles.len())
            .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
            .sum();
        if self.cols % 2 == 1 {
            inversions % 2 == 0
        } else {
            let from_bottom = self.rows - self.blank() / self.cols;
            (inversions + from_bottom) % 2 == 1
        }
    }

    /// The board after the blank moves one step towards `dir` (the tile there
    /// slides into the old blank cell); `None` when the blank would leave the board.
    pub fn play(&self, dir: Dir) -> Option<Board> {
        let blank = self.blank();
        let (row, col) = dir.step((blank / self.cols, blank % self.cols), self.rows, self.cols)?;
        let mut next = self.clone();
        next.tiles.swap(blank, row * self.cols + col);
        Some(next)
    }

    /// The rows as text: numbers separated by single spaces, rows joined by `/`
    /// (the page's `data-state`, e.g. `1 2 3/4 5 6/7 8 0`).
    pub fn state_text(&self) -> String {
        let rows: Vec<String> = self
            .tiles
            .chunks(self.cols)
            .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
            .collect();
        rows.join("/")
    }

    /// This board as the lines of a judge case: `n m`, then the rows.
    pub fn judge_lines(&self) -> String {
        let mut out = format!("{} {}\n", self.rows, self.cols);
        for row in self.tiles.chunks(self.cols) {
            let row: Vec<String> = row.iter().map(u8::to_string).collect();
            out.push_str(&row.join(" "));
            out.push('\n');
        }
        out
    }
}

/// One edit of a board in the page's edit mode (see [`FifteenGame`]'s `edit`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FifteenEdit {
    /// Swap the blank with the tile on this cell.
    Blank {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// The solved board of a new size within the statement's limits.
    Resize {
        /// New number of rows.
        rows: usize,
        /// New number of columns.
        cols: usize,
    },
}

/// The answer to one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// An optimal sequence of blank moves (empty when already solved), or
    /// `None` when the board is unsolvable.
    pub moves: Option<Vec<Dir>>,
    /// Nodes the search expanded (0 for an unsolvable board).
    pub nodes: u64,
}

impl Solution {
    /// The fewest moves, or -1 when unsolvable.
    pub fn answer(&self) -> i64 {
        self.moves.as_ref().map_or(-1, |m| m.len() as i64)
    }
}

/// The Fifteen puzzle: `Case k: N`, or `Case k: unsolvable`.
pub struct Fifteen;

impl Puzzle for Fifteen {
    const NAME: &'static str = "fifteen";
    const NUMBERED: bool = true;
    const PATHS: bool = true;
    const IMPOSSIBLE: &'static str = "unsolvable";
    const SAMPLE: &'static str = include_str!("../../../../../tests/cases/fifteen/sample.in");
    type Input = Vec<Board>;
    type Solution = Solution;
    type Solver = ();

    fn parse(text: &str) -> Result<Vec<Board>, ParseError> {
        parse::parse(text)
    }

    fn cases(boards: &Vec<Board>) -> usize {
        boards.len()
    }

    /// None: the search's tables are built once per process and shared ([`pdb::Tables`]).
    fn solver(_: &Vec<Board>) {}

    fn prepare(boards: &Vec<Board>) {
        solve::prepare(boards);
    }

    fn shared(boards: &Vec<Board>, kept: &[String]) -> Vec<(String, Vec<u8>)> {
        keep::shared(boards, kept)
    }

    /// The tables of every size built for these boards, as the search holds them (4x4: 43 MiB).
    fn held(boards: &Vec<Board>) -> usize {
        let mut sizes: Vec<(usize, usize)> = Vec::new();
        for board in boards {
            let size = (board.rows, board.cols);
            if !sizes.contains(&size) && pdb::Tables::built(size.0, size.1) {
                sizes.push(size);
            }
        }
        sizes
            .iter()
            .map(|&(r, c)| pdb::Tables::get(r, c).held())
            .sum()
    }

    fn solve_case(_: &mut (), boards: &Vec<Board>, index: usize) -> (Solution, u64) {
        let search = solve::solve(&boards[index]);
        let solution = Solution {
            moves: search.moves,
            nodes: search.nodes,
        };
        (solution, search.nodes)
    }

    fn summarize(solution: &Solution) -> CaseSummary {
        CaseSummary {
            answer: solution.answer(),
            moves: solution.moves.as_deref().map(letters),
        }
    }
}

/// The Manhattan distance between cells `a` and `b` of a board `cols` wide: the moves a tile on `a` takes to `b` at
/// least (the estimates of `conflict.rs`, `solve_manhattan.rs`, `shorten.rs` and `beam.rs`, the heat of `insight.rs`).
#[inline]
pub(crate) fn apart(a: usize, b: usize, cols: usize) -> u32 {
    ((a / cols).abs_diff(b / cols) + (a % cols).abs_diff(b % cols)) as u32
}

/// Whether `tiles` (row by row, `0` the blank) is the goal: `1 2 ...` with the blank last.
pub(crate) fn in_order(tiles: &[u8]) -> bool {
    let last = tiles.len() - 1;
    tiles[last] == 0
        && tiles[..last]
            .iter()
            .enumerate()
            .all(|(i, &t)| usize::from(t) == i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_permutations_of_legal_sizes() {
        assert!(Board::new(2, 2, vec![1, 2, 3, 0]).is_some());
        assert!(Board::new(2, 2, vec![1, 1, 3, 0]).is_none());
        assert!(Board::new(2, 2, vec![1, 2, 4, 0]).is_none());
        assert!(Board::new(1, 4, vec![1, 2, 3, 0]).is_none());
        assert!(Board::new(5, 2, (0..10).collect()).is_some());
        assert!(Board::new(11, 2, (0..22).collect()).is_none());
        assert!(Board::new(10, 10, (0..100).collect()).is_some());
        assert!(Board::new(10, 10, (1..101).collect()).is_none());
        assert!(Board::goal(4, 4).unwrap().is_goal());
        assert!(Board::goal(usize::MAX, 2).is_none());
    }

    #[test]
    fn the_blank_moves_and_the_state_reads_row_by_row() {
        let goal = Board::goal(3, 3).unwrap();
        assert_eq!(goal.state_text(), "1 2 3/4 5 6/7 8 0");
        assert_eq!(goal.play(Dir::Down), None);
        let up = goal.play(Dir::Up).unwrap();
        assert_eq!(up.state_text(), "1 2 3/4 5 0/7 8 6");
        assert_eq!(up.blank(), 5);
        assert_eq!(goal.judge_lines(), "3 3\n1 2 3\n4 5 6\n7 8 0\n");
    }

    #[test]
    fn parity_tells_the_swapped_boards() {
        for (rows, cols) in [(2, 2), (3, 3), (4, 4), (3, 4), (4, 3)] {
            let goal = Board::goal(rows, cols).unwrap();
            assert!(goal.is_solvable());
            let mut swapped = goal.clone();
            swapped.tiles.swap(0, 1);
            assert!(!swapped.is_solvable());
            assert!(goal.play(Dir::Up).unwrap().is_solvable());
        }
    }
}
