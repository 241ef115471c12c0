//! Fifteen's estimate on boards of every size, the Manhattan distance plus linear conflicts (partners: `mod.rs` board and parity, `bounded.rs` weighted A* over it, `solve_manhattan.rs` the exact IDA* over it, which `play.rs` hints past 4x4 with, `solve.rs` the pattern databases up to 4x4, `tests/fifteen/bounded.rs`).
//!
//! The estimate is admissible: every move slides one tile one cell, so the sum of the tiles' Manhattan distances
//! counts one move per unit it falls. Besides, take a row and the tiles in it whose home is in that row: those that
//! never leave the row cannot pass each other (a tile only passes another through the blank, in another row), so
//! they keep their order, and they are an increasing run of the row's home columns. At least `k - LIS` of the `k`
//! tiles (LIS: the longest increasing subsequence of their home columns) leave the row and come back: two vertical
//! moves each that the Manhattan distance does not count (it counts none for them). Rows give vertical moves,
//! columns horizontal ones, so the rows' and the columns' conflicts add up. A move changes the estimate by an odd
//! number (the Manhattan distance by one, the conflicts by an even number), so it has the parity of every path.

use super::apart;
use crate::grid::Dir;

/// The estimate for one board size: each tile's home row and column.
#[derive(Debug, Clone)]
pub struct Estimate {
    rows: usize,
    cols: usize,
    /// Per tile (index = tile number, 0 the blank's unused slot), its home row and column.
    home: Vec<(u8, u8)>,
}

impl Estimate {
    /// The estimate of `rows` x `cols` boards.
    pub fn new(rows: usize, cols: usize) -> Estimate {
        let cells = rows * cols;
        let mut home = vec![(0, 0); cells];
        for (tile, slot) in home.iter_mut().enumerate().skip(1) {
            let i = tile - 1;
            *slot = ((i / cols) as u8, (i % cols) as u8);
        }
        Estimate { rows, cols, home }
    }

    /// Tile `tile`'s Manhattan distance from its home when it stands on `cell`.
    #[inline]
    fn distance(&self, tile: u8, cell: usize) -> u32 {
        apart(cell, usize::from(tile) - 1, self.cols)
    }

    /// Twice the tiles of row `row` (home in that row) that must leave it: `2 * (k - LIS)`.
    fn row_conflict(&self, tiles: &[u8], row: usize) -> u32 {
        let mut line = [0u8; 16];
        let mut k = 0;
        for &t in &tiles[row * self.cols..(row + 1) * self.cols] {
            if t != 0 && usize::from(self.home[usize::from(t)].0) == row {
                line[k] = self.home[usize::from(t)].1;
                k += 1;
            }
        }
        2 * (k - longest_increasing(&line[..k])) as u32
    }

    /// Twice the tiles of column `col` (home in that column) that must leave it.
    fn col_conflict(&self, tiles: &[u8], col: usize) -> u32 {
        let mut line = [0u8; 16];
        let mut k = 0;
        for row in 0..self.rows {
            let t = tiles[row * self.cols + col];
            if t != 0 && usize::from(self.home[usize::from(t)].1) == col {
                line[k] = self.home[usize::from(t)].0;
                k += 1;
            }
        }
        2 * (k - longest_increasing(&line[..k])) as u32
    }

    /// The estimate of the board `tiles` (row by row, `0` the blank): 0 exactly on the goal.
    pub fn of(&self, tiles: &[u8]) -> u32 {
        let manhattan: u32 = tiles
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t != 0)
            .map(|(i, &t)| self.distance(t, i))
            .sum();
        let rows: u32 = (0..self.rows).map(|r| self.row_conflict(tiles, r)).sum();
        let cols: u32 = (0..self.cols).map(|c| self.col_conflict(tiles, c)).sum();
        manhattan + rows + cols
    }

    /// Plays the blank on `blank` onto `to` (a neighbour) in `tiles` and returns the estimate after it, `h` being the
    /// estimate before: only the moved tile's distance and the two lines across its move change.
    #[inline]
    pub fn play(&self, tiles: &mut [u8], blank: usize, to: usize, h: u32) -> u32 {
        let tile = tiles[to];
        let vertical = blank % self.cols == to % self.cols;
        let conflicts = |tiles: &[u8]| {
            if vertical {
                self.row_conflict(tiles, blank / self.cols)
                    + self.row_conflict(tiles, to / self.cols)
            } else {
                self.col_conflict(tiles, blank % self.cols)
                    + self.col_conflict(tiles, to % self.cols)
            }
        };
        let before = conflicts(tiles) + self.distance(tile, to);
        tiles.swap(blank, to);
        let after = conflicts(tiles) + self.distance(tile, blank);
        h + after - before
    }
}

/// The length of the longest strictly increasing subsequence of `line` (at most 16 items).
fn longest_increasing(line: &[u8]) -> usize {
    let mut best = [0u8; 16];
    let mut longest = 0;
    for i in 0..line.len() {
        let mut here = 1;
        for j in 0..i {
            if line[j] < line[i] {
                here = here.max(best[j] + 1);
            }
        }
        best[i] = here;
        longest = longest.max(usize::from(here));
    }
    longest
}

/// Per cell of a `rows` x `cols` board, the blank's moves from it: (direction index, cell it moves to).
pub(super) fn neighbours(rows: usize, cols: usize) -> Vec<Vec<(u8, u8)>> {
    (0..rows * cols)
        .map(|i| {
            Dir::ALL
                .iter()
                .filter_map(|&d| {
                    let (r, c) = d.step((i / cols, i % cols), rows, cols)?;
                    Some((d.index() as u8, (r * cols + c) as u8))
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::Board;
    use super::*;

    #[test]
    fn the_estimate_counts_conflicts_and_follows_moves() {
        let e = Estimate::new(3, 3);
        assert_eq!(e.of(Board::goal(3, 3).unwrap().tiles()), 0);
        // 2 1 in the top row: each one step from home, and one must leave the row.
        assert_eq!(e.of(&[2, 1, 3, 4, 5, 6, 7, 8, 0]), 2 + 2);
        assert_eq!(longest_increasing(&[3, 1, 2, 0, 4]), 3);
        let mut tiles = vec![1, 2, 3, 4, 5, 6, 7, 0, 8];
        let h = e.of(&tiles);
        let after = e.play(&mut tiles, 7, 8, h);
        assert_eq!(
            (after, tiles.as_slice()),
            (0, &[1, 2, 3, 4, 5, 6, 7, 8, 0][..])
        );
    }
}
