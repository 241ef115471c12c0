//! Huarong brute force for `huarong.rs`: naive move rules and a BFS over (blank, piece) pairs, independent of `crates/core/src/puzzles/huarong/`.

use std::collections::{HashMap, VecDeque};

/// A board as rows of `0` (fixed) and `1` (movable) bytes.
pub type Grid = Vec<Vec<u8>>;

/// A cell as signed `(row, col)`, 0-based, so stepping off the board is easy to see.
pub type Pos = (i32, i32);

/// Row and column change for the move letters `U D L R`.
pub fn delta(letter: char) -> Pos {
    match letter {
        'U' => (-1, 0),
        'D' => (1, 0),
        'L' => (0, -1),
        'R' => (0, 1),
        other => panic!("not a move letter: {other:?}"),
    }
}

/// Whether `pos` is on the board and movable.
pub fn open(grid: &Grid, (row, col): Pos) -> bool {
    row >= 0
        && col >= 0
        && (row as usize) < grid.len()
        && (col as usize) < grid[0].len()
        && grid[row as usize][col as usize] == 1
}

/// The blank moves one step by `letter`; the piece swaps places with it if
/// it is there. `None` if the blank would leave the board or enter a fixed cell.
pub fn apply(grid: &Grid, blank: Pos, piece: Pos, letter: char) -> Option<(Pos, Pos)> {
    let (dr, dc) = delta(letter);
    let to = (blank.0 + dr, blank.1 + dc);
    if !open(grid, to) {
        return None;
    }
    if to == piece {
        Some((to, blank))
    } else {
        Some((to, piece))
    }
}

/// Fewest moves bringing the piece from `piece` to `target`, by BFS over every
/// (blank, piece) pair reachable from the start.
pub fn distance(grid: &Grid, blank: Pos, piece: Pos, target: Pos) -> Option<usize> {
    if piece == target {
        return Some(0);
    }
    let mut depth: HashMap<(Pos, Pos), usize> = HashMap::new();
    let mut queue = VecDeque::new();
    depth.insert((blank, piece), 0);
    queue.push_back((blank, piece));
    while let Some((b, p)) = queue.pop_front() {
        let d = depth[&(b, p)];
        for letter in ['U', 'D', 'L', 'R'] {
            if let Some(next) = apply(grid, b, p, letter) {
                if depth.contains_key(&next) {
                    continue;
                }
                if next.1 == target {
                    return Some(d + 1);
                }
                depth.insert(next, d + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// Replays `moves` from the start with [`apply`]; panics on an illegal move
/// and returns where the blank and the piece end.
pub fn replay(grid: &Grid, blank: Pos, piece: Pos, moves: &str) -> (Pos, Pos) {
    let (mut b, mut p) = (blank, piece);
    for (i, letter) in moves.chars().enumerate() {
        (b, p) = apply(grid, b, p, letter)
            .unwrap_or_else(|| panic!("move {i} ({letter}) of {moves} is illegal from {b:?}"));
    }
    (b, p)
}
