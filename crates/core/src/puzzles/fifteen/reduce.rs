//! Fifteen solved on any board as people solve it, row by row and column by column, with no budget: the page's last
//! resort where the weighted searches give up, its factor proved against the lower bound (partners: `bounded.rs`
//! [`super::bounded::by_rows`] which states the guarantee, `solve.rs` the exact search that ends it, `play.rs` the
//! page's hints, `tests/fifteen/bounded.rs`).
//!
//! While the unsolved region (the bottom-right part of the board) is larger than 3x3, its longer side loses a line:
//! the top row when it has at least as many rows as columns, else the left column. A line's tiles are brought home
//! one at a time, each by a breadth-first search over its place and the blank's that moves no tile already home; its
//! last two tiles together, by a search over both places and the blank's (one of them alone could not be placed
//! without moving the other). The other tiles are alike to those searches, so that each is small: at most 100 x 100
//! x 100 states on a 10x10 board. What is left, at most 3x3 and solvable (the board was, and every tile outside it is
//! home), is solved exactly by `solve.rs`. Moves that undo the one before are then cancelled. `to_region_by_beam`
//! places each line at once by a beam over its tiles (`beam.rs` `line`), for `bounded.rs` `by_beam`.

use std::collections::VecDeque;

use super::{solve, Board};
use crate::grid::Dir;

/// The blank's moves that bring `board` to its goal (empty on the goal), line by line; `None` when it is unsolvable.
pub fn by_rows(board: &Board) -> Option<Vec<Dir>> {
    let (mut work, top, left) = lines(board, |rows, cols| rows > 3 || cols > 3, 0)?;
    work.finish(top, left)?;
    Some(cancelled(work.moves))
}

/// The lines placed as [`by_rows`] places them while the unsolved region holds more than `cells` cells (none where
/// the board holds at most that many), their moves, and the region left as a board of its own (each tile named after
/// its home's place in the region): solving it solves `board`, with the same moves. `None` when `board` is unsolvable.
pub fn to_region(board: &Board, cells: usize) -> Option<(Vec<Dir>, Board)> {
    to_region_by_beam(board, cells, 0)
}

/// [`to_region`], each line placed at once by a beam of `width` boards a layer over its tiles (`beam.rs` `line`: far
/// fewer moves than one tile at a time), or one tile at a time where that beam fails or `width` is 0.
pub fn to_region_by_beam(board: &Board, cells: usize, width: usize) -> Option<(Vec<Dir>, Board)> {
    let (work, top, left) = lines(board, |rows, cols| rows * cols > cells, width)?;
    let region = work.region(top, left)?;
    Some((cancelled(work.moves), region))
}

/// The lines of `board` placed while `larger(rows, cols)` holds of the unsolved region: the top row when it has at
/// least as many rows as columns, else the left column, each by a beam of `width` boards (none where 0) or else one
/// tile at a time; the work and the region's top row and left column.
fn lines(
    board: &Board,
    larger: impl Fn(usize, usize) -> bool,
    width: usize,
) -> Option<(Work, usize, usize)> {
    if !board.is_solvable() {
        return None;
    }
    let (rows, cols) = (board.rows(), board.cols());
    let mut work = Work {
        rows,
        cols,
        tiles: board.tiles().to_vec(),
        blank: board.blank(),
        home: vec![false; rows * cols],
        moves: Vec::new(),
    };
    let (mut top, mut left) = (0, 0);
    let mut order: Vec<Vec<usize>> = Vec::new();
    while larger(rows - top, cols - left) && (rows - top > 2 || cols - left > 2) {
        order.push(if rows - top >= cols - left {
            top += 1;
            (left..cols).map(|c| (top - 1) * cols + c).collect()
        } else {
            left += 1;
            (top..rows).map(|r| r * cols + left - 1).collect()
        });
    }
    for (i, line) in order.iter().enumerate() {
        let next = order.get(i + 1).map_or(&[][..], Vec::as_slice);
        if width > 0 && work.place_line(line, next, width).is_some() {
            continue;
        }
        let (single, pair) = line.split_at(line.len() - 2);
        for &cell in single {
            work.place(&[cell])?;
        }
        work.place(pair)?;
    }
    Some((work, top, left))
}

/// A line's beam may take this many moves per tile of the line and per row and column of the board.
const LINE_LAYERS: usize = 2;

/// The board being solved: its tiles, the blank's cell, the cells whose tile is home for good, the moves so far.
struct Work {
    rows: usize,
    cols: usize,
    tiles: Vec<u8>,
    blank: usize,
    home: Vec<bool>,
    moves: Vec<Dir>,
}

impl Work {
    /// The cell one move of the blank by `dir` from `cell`, if on the board.
    fn moved(&self, cell: usize, dir: Dir) -> Option<usize> {
        let (row, col) = dir.step((cell / self.cols, cell % self.cols), self.rows, self.cols)?;
        Some(row * self.cols + col)
    }

    /// The cells next to `cell` the blank may move to (none whose tile is home), with the blank's move.
    fn next_to(&self, cell: usize) -> impl Iterator<Item = (usize, Dir)> + '_ {
        Dir::ALL
            .into_iter()
            .filter_map(move |dir| Some((self.moved(cell, dir)?, dir)))
            .filter(|&(to, _)| !self.home[to])
    }

    /// Brings the tiles of `cells` (one or two) home together, moving no tile already home, and keeps them there.
    fn place(&mut self, cells: &[usize]) -> Option<()> {
        let (n, k) = (self.tiles.len(), cells.len());
        // A state: the tiles' cells, then the blank's (the rest unused), coded as digits base n.
        let mut start = [0usize; 3];
        for (place, &cell) in start.iter_mut().zip(cells) {
            *place = self
                .tiles
                .iter()
                .position(|&t| usize::from(t) == cell + 1)?;
        }
        start[k] = self.blank;
        let code = |state: &[usize; 3]| state[..=k].iter().fold(0, |code, &p| code * n + p);
        // Per state, the blank's move that first reached it.
        let mut reached: Vec<Option<Dir>> = vec![None; n.pow(k as u32 + 1)];
        let mut queue = VecDeque::from([start]);
        let first = code(&start);
        let mut goal = None;
        while let Some(state) = queue.pop_front() {
            if state[..k] == *cells {
                goal = Some(state);
                break;
            }
            for (to, dir) in self.next_to(state[k]) {
                let next = slid(state, k, to);
                let c = code(&next);
                if c != first && reached[c].is_none() {
                    reached[c] = Some(dir);
                    queue.push_back(next);
                }
            }
        }
        // Back from the goal: each state's move, undone, gives the state before it.
        let mut state = goal?;
        let mut path = Vec::new();
        while code(&state) != first {
            let dir = reached[code(&state)]?;
            state = slid(state, k, self.moved(state[k], dir.opposite())?);
            path.push(dir);
        }
        for &dir in path.iter().rev() {
            self.play(dir)?;
        }
        for &cell in cells {
            self.home[cell] = true;
        }
        Some(())
    }

    /// Brings the tiles of `line` home at once by a beam of `width` boards a layer (`beam.rs` `line`) and keeps them
    /// there; `None` (nothing played) where the beam does not get there.
    fn place_line(&mut self, line: &[usize], next: &[usize], width: usize) -> Option<()> {
        let layers = LINE_LAYERS * line.len() * (self.rows + self.cols);
        let moves = super::beam::line(
            (&self.tiles, self.blank),
            (self.rows, self.cols),
            &self.home,
            (line, next),
            (width, layers),
        )?;
        for dir in moves {
            self.play(dir)?;
        }
        for &cell in line {
            self.home[cell] = true;
        }
        Some(())
    }

    /// Moves the blank by `dir`; `None` off the board.
    fn play(&mut self, dir: Dir) -> Option<()> {
        let to = self.moved(self.blank, dir)?;
        self.tiles.swap(self.blank, to);
        self.blank = to;
        self.moves.push(dir);
        Some(())
    }

    /// Solves the region from row `top` and column `left` on (at most 3x3) exactly, as a board of its own.
    fn finish(&mut self, top: usize, left: usize) -> Option<()> {
        for dir in solve::solve(&self.region(top, left)?).moves? {
            self.play(dir)?;
        }
        Some(())
    }

    /// The region from row `top` and column `left` on as a board of its own: each tile renamed after its home's place
    /// in the region (every tile outside it is home); the blank stays 0.
    fn region(&self, top: usize, left: usize) -> Option<Board> {
        let (rows, cols, width) = (self.rows - top, self.cols - left, self.cols);
        let cells: Vec<usize> = (top..self.rows)
            .flat_map(|r| (left..width).map(move |c| r * width + c))
            .collect();
        let mut region = Vec::with_capacity(cells.len());
        for &cell in &cells {
            let tile = usize::from(self.tiles[cell]);
            let name = match tile {
                0 => 0,
                t => cells.iter().position(|&home| home == t - 1)? + 1,
            };
            region.push(u8::try_from(name).ok()?);
        }
        Board::new(rows, cols, region)
    }
}

/// A search state (`k` tiles' cells, then the blank's) after the blank slides onto `to`: a tile there takes the blank's
/// cell. Undoing a move is the same slide back.
fn slid(mut state: [usize; 3], k: usize, to: usize) -> [usize; 3] {
    let blank = state[k];
    for place in &mut state[..k] {
        if *place == to {
            *place = blank;
        }
    }
    state[k] = to;
    state
}

/// `moves` with every move that undoes the one before it cancelled, both dropped.
fn cancelled(moves: Vec<Dir>) -> Vec<Dir> {
    let mut kept: Vec<Dir> = Vec::with_capacity(moves.len());
    for dir in moves {
        if kept.last() == Some(&dir.opposite()) {
            kept.pop();
        } else {
            kept.push(dir);
        }
    }
    kept
}
