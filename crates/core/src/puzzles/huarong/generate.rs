//! Huarong generator: random boards and queries for each difficulty level (partners: `play.rs` `Game::generate`, `solve.rs` grades each query, `crate::generate` the seeded driver, `tests/huarong/play.rs`).

use crate::text::Text;
use std::ops::RangeInclusive;

use super::{Board, Cell as Pos, HuarongGame, Query, Solver};
use crate::generate::{self, Closest};
use crate::grid::Dir;

/// The generator's difficulty levels, easiest first (an index of [`crate::Game::generate`]).
pub const LEVELS: &[Text] = &[
    Text::new("huarong-level-1"),
    Text::new("huarong-level-2"),
    Text::new("huarong-level-3"),
    Text::new("huarong-level-4"),
];

/// The fewest and most moves of each solvable level in [`LEVELS`], inclusive.
const BOUNDS: [(i64, i64); 3] = [(1, 10), (11, 40), (41, i64::MAX)];

/// The index of `"impossible"` in [`LEVELS`].
const IMPOSSIBLE: usize = 3;

/// How many random boards [`generate`] tries before keeping the closest query.
const ATTEMPTS: usize = 40;

/// How many random queries it asks on each of those boards (one solver per board).
const QUERIES: usize = 12;

/// The shape of a level's random boards: the range of their sides and of the
/// percentage of fixed cells.
fn shape(level: usize) -> (RangeInclusive<usize>, RangeInclusive<u32>) {
    match level {
        0 => (3..=6, 0..=25),
        1 => (5..=10, 5..=25),
        2 => (8..=14, 5..=20),
        _ => (3..=8, 25..=45),
    }
}

/// A random valid game of difficulty `level` (see [`LEVELS`]); the same for the same seed.
///
/// Tries up to 40 random boards shaped for the level, 12 random queries on each
/// (one solver per board), and keeps the first query that falls in the level,
/// else the closest one. An `"impossible"` game prefers a movable target that
/// the blank and the piece share a region with (the piece just cannot get
/// there); when none is found it falls back to a 1x3 strip whose piece blocks
/// the blank, so that level is always met.
pub(super) fn generate(seed: u64, level: usize) -> HuarongGame {
    let level = level.min(LEVELS.len() - 1);
    let mut rng = generate::rng(seed, level);
    let mut best = Closest::new();
    'boards: for _ in 0..ATTEMPTS {
        let board = random_board(&mut rng, level);
        let open: Vec<Pos> = (0..board.movable.len())
            .filter(|&i| board.movable[i])
            .map(|i| (i / board.cols, i % board.cols))
            .collect();
        if open.len() < 3 {
            continue;
        }
        let regions = regions(&board);
        let mut solver = Solver::new(&board);
        for _ in 0..QUERIES {
            let Some(query) = random_query(&mut rng, &open) else {
                continue;
            };
            let answer = solver.distance(&query).map_or(-1, |d| d as i64);
            let region = |(r, c): Pos| regions[r * board.cols + c];
            let shared = region(query.blank) == region(query.piece)
                && region(query.piece) == region(query.target);
            let miss = miss(level, answer, shared);
            if best.offer(miss, || (board.clone(), query)) {
                break 'boards;
            }
        }
    }
    match best.into_best() {
        Some((miss, (board, query))) if level != IMPOSSIBLE || miss < 2 => {
            HuarongGame::unchecked(board, query)
        }
        _ => strip(),
    }
}

/// A 1x3 strip whose piece stands between the blank and the target: always impossible.
fn strip() -> HuarongGame {
    let board = Board {
        rows: 1,
        cols: 3,
        movable: vec![true; 3],
    };
    HuarongGame::unchecked(board, Query::new((0, 0), (0, 1), (0, 2)))
}

/// How far `answer` is from `level`: 0 inside it. For `"impossible"`: 0 for
/// -1 with blank, piece and target in one region (`shared`), 1 for another -1.
fn miss(level: usize, answer: i64, shared: bool) -> u64 {
    let Some(&(lo, hi)) = BOUNDS.get(level) else {
        return match answer {
            -1 if shared => 0,
            -1 => 1,
            _ => 2,
        };
    };
    match answer {
        a if a < 0 => u64::MAX,
        a if a < lo => (lo - a) as u64,
        a if a > hi => (a - hi) as u64,
        _ => 0,
    }
}

/// A random board shaped for `level`: each cell fixed with the same chance.
fn random_board(rng: &mut fastrand::Rng, level: usize) -> Board {
    let (sides, density) = shape(level);
    let (rows, cols) = (rng.usize(sides.clone()), rng.usize(sides));
    let density = rng.u32(density);
    let movable = (0..rows * cols)
        .map(|_| rng.u32(..100) >= density)
        .collect();
    Board {
        rows,
        cols,
        movable,
    }
}

/// A random query on movable cells of `open`: the blank and the piece apart, the target off the piece.
fn random_query(rng: &mut fastrand::Rng, open: &[Pos]) -> Option<Query> {
    let n = open.len();
    if n < 2 {
        return None;
    }
    let blank = rng.usize(..n);
    let piece = (blank + 1 + rng.usize(..n - 1)) % n;
    let target = (0..8).map(|_| rng.usize(..n)).find(|&t| t != piece)?;
    Some(Query::new(open[blank], open[piece], open[target]))
}

/// The 4-connected region of movable cells holding each cell (`usize::MAX` for fixed ones).
fn regions(board: &Board) -> Vec<usize> {
    let mut region = vec![usize::MAX; board.movable.len()];
    let mut stack = Vec::new();
    for first in 0..region.len() {
        if !board.movable[first] || region[first] != usize::MAX {
            continue;
        }
        region[first] = first;
        stack.push(first);
        while let Some(i) = stack.pop() {
            let (rows, cols) = (board.rows, board.cols);
            for (r, c) in Dir::ALL
                .iter()
                .filter_map(|d| d.step((i / cols, i % cols), rows, cols))
            {
                let j = r * cols + c;
                if board.movable[j] && region[j] == usize::MAX {
                    region[j] = first;
                    stack.push(j);
                }
            }
        }
    }
    region
}
