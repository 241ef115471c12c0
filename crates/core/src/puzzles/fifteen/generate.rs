//! Fifteen's seeded generator: boards by optimal length (easy, medium, hard) or unsolvable, on 3x3 and 4x4, and large boards from 5x5 to 10x10 (partners: `mod.rs` board and parity, `solve.rs` solver, `play.rs` `Game::generate`, `tests/fifteen/`).

use super::{Board, Solver};
use crate::grid::Dir;
use crate::text::Text;

/// The generator's difficulty levels, easiest first (an index of [`generate`]).
pub const LEVELS: &[Text] = &[
    Text::new("fifteen-level-1"),
    Text::new("fifteen-level-2"),
    Text::new("fifteen-level-3"),
    Text::new("fifteen-level-4"),
    Text::new("fifteen-level-5"),
];

/// The level of [`LEVELS`] with boards past 4x4, whose hints may come from the bounded search.
pub const LARGE: usize = 4;

/// The fewest and most moves of each solvable level in [`LEVELS`], inclusive.
const BOUNDS: [(usize, usize); 3] = [(1, 10), (11, 30), (31, usize::MAX)];

/// Random walks tried before keeping the closest board.
const ATTEMPTS: usize = 30;

/// Nodes one attempt may search on a 4x4 board before it is skipped (the page waits for this).
const NODE_LIMIT: u64 = 2_000_000;

/// A random board of difficulty `level` (see [`LEVELS`]); the same for the same seed.
///
/// Easy and medium boards are 3x3 or 4x4 (by the seed), hard ones 4x4 (a 3x3
/// board is never more than 31 moves away), unsolvable ones either size with
/// two tiles swapped. Solvable boards are random walks of the blank that never
/// step straight back, solved exactly; the first in the level is kept, else the
/// closest one. Large boards ([`LARGE`]) have 5 to 10 rows and columns and are
/// 40 to 80 random moves from the goal, not solved (no exact search is sure to end there).
pub fn generate(seed: u64, level: usize) -> Board {
    let level = level.min(LEVELS.len() - 1);
    let mut rng =
        fastrand::Rng::with_seed(seed ^ (level as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    if level == LARGE {
        let (rows, cols) = (rng.usize(5..=10), rng.usize(5..=10));
        let steps = rng.usize(40..=80);
        return walk(&mut rng, (rows, cols), steps);
    }
    let side = if level == 2 || rng.bool() { 4 } else { 3 };
    if level == 3 {
        return unsolvable(&mut rng, side);
    }
    let (lo, hi) = BOUNDS[level];
    let steps = match (level, side) {
        (0, _) => lo..=hi + 2,
        (1, 3) => 14..=40,
        (1, _) => 12..=36,
        _ => 40..=70,
    };
    let solver = Solver::new(side, side);
    let mut best: Option<(usize, Board)> = None;
    for _ in 0..ATTEMPTS {
        let length = rng.usize(steps.clone());
        let board = walk(&mut rng, (side, side), length);
        let Some(found) = solver.solve_within(&board, NODE_LIMIT, &mut ()) else {
            continue;
        };
        let length = found.moves.map_or(0, |m| m.len());
        let miss = if length < lo {
            lo - length
        } else {
            length.saturating_sub(hi)
        };
        if best.as_ref().is_none_or(|(m, _)| miss < *m) {
            best = Some((miss, board));
        }
        if miss == 0 {
            break;
        }
    }
    best.map_or_else(|| walk(&mut rng, (side, side), 1), |(_, board)| board)
}

/// The goal of a `rows` x `cols` board (3x3 for a size past the limits) after `steps` random blank moves that never
/// undo the last one (the generator's levels, and the benchmark's boards of `examples/fifteen_sizes.rs`).
pub fn walk(rng: &mut fastrand::Rng, (rows, cols): (usize, usize), steps: usize) -> Board {
    let mut board = Board::goal(rows, cols).unwrap_or_else(|| Board::goal(3, 3).expect("3x3"));
    let mut last: Option<Dir> = None;
    for _ in 0..steps {
        let legal: Vec<Dir> = Dir::ALL
            .into_iter()
            .filter(|&d| Some(d.opposite()) != last && board.play(d).is_some())
            .collect();
        let dir = legal[rng.usize(..legal.len())];
        board = board.play(dir).unwrap_or(board);
        last = Some(dir);
    }
    board
}

/// A uniform random solvable board of `side` x `side`: a shuffle, its first two tiles swapped when it is unsolvable
/// (the benchmark's boards of `examples/fifteen_sizes.rs` and `fifteen_within.rs`).
pub fn uniform(rng: &mut fastrand::Rng, side: usize) -> Board {
    let mut tiles: Vec<u8> = (0..(side * side) as u8).collect();
    rng.shuffle(&mut tiles);
    if let Some(board) = Board::new(side, side, tiles.clone()).filter(Board::is_solvable) {
        return board;
    }
    let (a, b) = match tiles.iter().position(|&t| t == 0) {
        Some(0) | Some(1) => (2, 3),
        _ => (0, 1),
    };
    tiles.swap(a, b);
    Board::new(side, side, tiles).unwrap_or_else(|| Board::goal(3, 3).expect("3x3"))
}

/// A random board of `side` x `side` that cannot be solved: a shuffle with two tiles swapped when needed.
fn unsolvable(rng: &mut fastrand::Rng, side: usize) -> Board {
    let cells = side * side;
    let mut tiles: Vec<u8> = (0..cells as u8).collect();
    rng.shuffle(&mut tiles);
    let mut board =
        Board::new(side, side, tiles).unwrap_or_else(|| Board::goal(3, 3).expect("3x3"));
    if board.is_solvable() {
        let (a, b) = match board.tiles.iter().position(|&t| t == 0) {
            Some(0) | Some(1) => (2, 3),
            _ => (0, 1),
        };
        board.tiles.swap(a, b);
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_board_and_unsolvable_is_unsolvable() {
        assert_eq!(generate(7, 0), generate(7, 0));
        for seed in 0..20 {
            assert!(!generate(seed, 3).is_solvable());
            let large = generate(seed, LARGE);
            assert!(large.rows() >= 5 && large.cols() >= 5 && large.is_solvable());
        }
    }
}
