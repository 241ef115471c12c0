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
//! home), is solved exactly by `solve.rs`. Moves that undo the one before are then cancelled.

use std::collections::VecDeque;

use super::{solve, Board};
use crate::grid::Dir;

/// The blank's moves that bring `board` to its goal (empty on the goal), line by line; `None` when it is unsolvable.
pub fn by_rows(board: &Board) -> Option<Vec<Dir>> {
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
    while rows - top > 3 || cols - left > 3 {
        let line: Vec<usize> = if rows - top >= cols - left {
            top += 1;
            (left..cols).map(|c| (top - 1) * cols + c).collect()
        } else {
            left += 1;
            (top..rows).map(|r| r * cols + left - 1).collect()
        };
        let (single, pair) = line.split_at(line.len() - 2);
        for &cell in single {
            work.place(&[cell])?;
        }
        work.place(pair)?;
    }
    work.finish(top, left)?;
    Some(cancelled(work.moves))
}

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
    /// The cells next to `cell` the blank may move to (none whose tile is home), with the blank's move.
    fn next_to(&self, cell: usize) -> impl Iterator<Item = (usize, Dir)> + '_ {
        let (r, c) = (cell / self.cols, cell % self.cols);
        [
            (r > 0, Dir::Up, cell.wrapping_sub(self.cols)),
            (r + 1 < self.rows, Dir::Down, cell + self.cols),
            (c > 0, Dir::Left, cell.wrapping_sub(1)),
            (c + 1 < self.cols, Dir::Right, cell + 1),
        ]
        .into_iter()
        .filter(move |&(inside, _, to)| inside && !self.home[to])
        .map(|(_, dir, to)| (to, dir))
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
            let blank = state[k];
            for (to, dir) in self.next_to(blank) {
                let mut next = state;
                next[k] = to;
                for place in &mut next[..k] {
                    if *place == to {
                        *place = blank;
                    }
                }
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
            let blank = state[k];
            let before = self.step_back(blank, dir);
            for place in &mut state[..k] {
                if *place == before {
                    *place = blank;
                }
            }
            state[k] = before;
            path.push(dir);
        }
        for &dir in path.iter().rev() {
            self.play(dir);
        }
        for &cell in cells {
            self.home[cell] = true;
        }
        Some(())
    }

    /// The cell the blank came from to reach `cell` by `dir`.
    fn step_back(&self, cell: usize, dir: Dir) -> usize {
        match dir {
            Dir::Up => cell + self.cols,
            Dir::Down => cell - self.cols,
            Dir::Left => cell + 1,
            Dir::Right => cell - 1,
        }
    }

    /// Moves the blank by `dir`.
    fn play(&mut self, dir: Dir) {
        let to = match dir {
            Dir::Up => self.blank - self.cols,
            Dir::Down => self.blank + self.cols,
            Dir::Left => self.blank - 1,
            Dir::Right => self.blank + 1,
        };
        self.tiles.swap(self.blank, to);
        self.blank = to;
        self.moves.push(dir);
    }

    /// Solves the region from row `top` and column `left` on (at most 3x3) exactly, as a board of its own.
    fn finish(&mut self, top: usize, left: usize) -> Option<()> {
        let (rows, cols, width) = (self.rows - top, self.cols - left, self.cols);
        let cells: Vec<usize> = (top..self.rows)
            .flat_map(|r| (left..width).map(move |c| r * width + c))
            .collect();
        // Each tile renamed after its home's place in the region; the blank stays 0.
        let mut region = Vec::with_capacity(cells.len());
        for &cell in &cells {
            let tile = usize::from(self.tiles[cell]);
            let name = match tile {
                0 => 0,
                t => cells.iter().position(|&home| home == t - 1)? + 1,
            };
            region.push(u8::try_from(name).ok()?);
        }
        let board = Board::new(rows, cols, region)?;
        for dir in solve::solve(&board).moves? {
            self.play(dir);
        }
        Some(())
    }
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
