//! Deliberately naive OmniGravity rules and BFS for `tests/omnigravity.rs` (independent of `crates/core/src/puzzles/omnigravity/`).
//!
//! A board is a `Vec<Vec<char>>`. A tilt repeatedly moves any piece that can
//! step one cell in the direction (every cell it would enter is empty or its
//! own) until nothing moves. States are compared as their rows joined by `/`.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};

/// A board as rows of cells `A B C D . #`.
pub type Grid = Vec<Vec<char>>;

/// The grid of 8 row strings.
pub fn grid(rows: &[String]) -> Grid {
    rows.iter().map(|row| row.chars().collect()).collect()
}

/// The rows of `grid` joined by `/`.
pub fn key(grid: &Grid) -> String {
    grid.iter()
        .map(|row| row.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("/")
}

/// Row and column change of the move letter `U D L R`.
fn delta(letter: char) -> (isize, isize) {
    match letter {
        'U' => (-1, 0),
        'D' => (1, 0),
        'L' => (0, -1),
        'R' => (0, 1),
        other => panic!("not a move letter: {other}"),
    }
}

/// The board after gravity towards `letter` (`U D L R`) has settled.
pub fn tilt(start: &Grid, letter: char) -> Grid {
    let (dr, dc) = delta(letter);
    let mut grid = start.clone();
    let size = grid.len() as isize;
    // Each piece's cells, found once: only moving a piece changes its cells.
    let mut pieces: Vec<(char, Vec<(isize, isize)>)> = ['A', 'B', 'C', 'D']
        .into_iter()
        .map(|piece| {
            let mut cells = Vec::new();
            for (r, row) in grid.iter().enumerate() {
                for (c, &cell) in row.iter().enumerate() {
                    if cell == piece {
                        cells.push((r as isize, c as isize));
                    }
                }
            }
            (piece, cells)
        })
        .collect();
    loop {
        let mut moved = false;
        for (piece, cells) in &mut pieces {
            let piece = *piece;
            let free = |&(r, c): &(isize, isize)| {
                let (r, c) = (r + dr, c + dc);
                let on_board = r >= 0 && c >= 0 && r < size && c < size;
                on_board && {
                    let cell = grid[r as usize][c as usize];
                    cell == '.' || cell == piece
                }
            };
            if !cells.is_empty() && cells.iter().all(free) {
                for &(r, c) in cells.iter() {
                    grid[r as usize][c as usize] = '.';
                }
                for (r, c) in cells.iter_mut() {
                    *r += dr;
                    *c += dc;
                    grid[*r as usize][*c as usize] = piece;
                }
                moved = true;
            }
        }
        if !moved {
            return grid;
        }
    }
}

/// Every state reachable by at least one tilt, keyed by its rows, with the
/// fewest tilts that reach it. The start is included only if a tilt returns to it.
pub fn reachable(start: &Grid) -> HashMap<String, usize> {
    let mut depth = HashMap::new();
    let mut queue = VecDeque::from([(start.clone(), 0)]);
    while let Some((grid, d)) = queue.pop_front() {
        for letter in ['U', 'D', 'L', 'R'] {
            let next = tilt(&grid, letter);
            if let Entry::Vacant(slot) = depth.entry(key(&next)) {
                slot.insert(d + 1);
                queue.push_back((next, d + 1));
            }
        }
    }
    depth
}
