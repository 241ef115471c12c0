//! Holedox generator: random lairs for each difficulty level (partners: `play.rs` `Game::generate`, `solve.rs` grades each lair, `crate::generate` the seeded driver, `tests/holedox/play.rs`).

use super::{solve_case as solve, HoledoxGame, EXIT};
use crate::generate::{self, Closest};
use crate::grid::Dir;
use crate::text::Text;

/// A 0-based `(row, column)` cell.
type Pos = (usize, usize);

/// The generator's difficulty levels, easiest first (an index of [`crate::Game::generate`]).
pub const LEVELS: &[Text] = &[
    Text::new("holedox-level-1"),
    Text::new("holedox-level-2"),
    Text::new("holedox-level-3"),
    Text::new("holedox-level-4"),
];

/// The index of `"impossible"` in [`LEVELS`].
const IMPOSSIBLE: usize = 3;

/// How many random boards [`Game::generate`] tries before keeping the closest one.
const ATTEMPTS: usize = 80;

/// A random board of difficulty `level` (see [`LEVELS`]); the same for the same seed.
///
/// Tries up to 80 random boards shaped for the level and keeps the first that
/// falls in it, else the closest one. An `"impossible"` board prefers a head that
/// could reach the exit ignoring its body (the snake itself is the obstacle); when
/// none is found its exit is walled in, so that level is always met.
pub(super) fn generate(seed: u64, level: usize) -> HoledoxGame {
    let level = level.min(LEVELS.len() - 1);
    let mut rng = generate::rng(seed, level);
    let mut best = Closest::new();
    for _ in 0..ATTEMPTS {
        let Some(case) = random_case(&mut rng, level) else {
            continue;
        };
        let miss = miss(level, &case, solve(&case).answer());
        if best.offer(miss, || case) {
            break;
        }
    }
    let mut case = best.into_best().map_or_else(walled, |(_, case)| case);
    if level == IMPOSSIBLE && solve(&case).answer() != -1 {
        case = walled();
    }
    case
}

/// A small board whose exit is walled in: always impossible.
fn walled() -> HoledoxGame {
    HoledoxGame {
        rows: 3,
        cols: 3,
        body: vec![(2, 1), (2, 2)],
        stones: vec![(0, 1), (1, 0)],
    }
}

/// How far `answer` is from `level`: 0 inside it.
fn miss(level: usize, case: &HoledoxGame, answer: i64) -> u64 {
    let (lo, hi) = match level {
        0 => (1, 8),
        1 => (9, 25),
        2 => (26, i64::MAX),
        _ => {
            return match answer {
                -1 if exit_reachable(case) => 0,
                -1 => 1,
                _ => 2,
            }
        }
    };
    match answer {
        -1 => u64::MAX,
        a if a < lo => (lo - a) as u64,
        a if a > hi => (a - hi) as u64,
        _ => 0,
    }
}

/// Whether the head could reach the exit if the body were not in the way.
fn exit_reachable(case: &HoledoxGame) -> bool {
    let Some(&head) = case.body.first() else {
        return false;
    };
    let mut seen = vec![false; case.rows * case.cols];
    let mut queue = vec![head];
    while let Some(cell) = queue.pop() {
        if cell == EXIT {
            return true;
        }
        for dir in Dir::ALL {
            if let Some(next) = dir.step(cell, case.rows, case.cols) {
                let i = next.0 * case.cols + next.1;
                if !seen[i] && !case.is_stone(next) {
                    seen[i] = true;
                    queue.push(next);
                }
            }
        }
    }
    false
}

/// Shape of a level's random boards.
struct Shape {
    sides: std::ops::RangeInclusive<usize>,
    lens: std::ops::RangeInclusive<usize>,
    /// Head distance from the exit (row + column).
    reach: std::ops::RangeInclusive<usize>,
    /// Percent of free cells that get a stone.
    density: std::ops::RangeInclusive<u32>,
}

fn shape(level: usize) -> Shape {
    match level {
        0 => Shape {
            sides: 3..=7,
            lens: 2..=5,
            reach: 2..=7,
            density: 0..=15,
        },
        1 => Shape {
            sides: 6..=12,
            lens: 3..=8,
            reach: 8..=18,
            density: 10..=30,
        },
        2 => Shape {
            sides: 14..=20,
            lens: 4..=8,
            reach: 24..=38,
            density: 20..=35,
        },
        _ => Shape {
            sides: 4..=9,
            lens: 4..=8,
            reach: 2..=14,
            density: 30..=50,
        },
    }
}

/// One random board shaped for `level`, or `None` when the body walk got stuck.
fn random_case(rng: &mut fastrand::Rng, level: usize) -> Option<HoledoxGame> {
    let shape = shape(level);
    let rows = rng.usize(shape.sides.clone());
    let cols = rng.usize(shape.sides.clone());
    let len = rng.usize(shape.lens);
    let head = (0..50)
        .map(|_| (rng.usize(..rows), rng.usize(..cols)))
        .find(|&(r, c)| shape.reach.contains(&(r + c)))?;
    let mut body = vec![head];
    while body.len() < len {
        let last = body[body.len() - 1];
        let free: Vec<Pos> = Dir::ALL
            .iter()
            .filter_map(|d| d.step(last, rows, cols))
            .filter(|cell| !body.contains(cell))
            .collect();
        if free.is_empty() {
            return None;
        }
        body.push(free[rng.usize(..free.len())]);
    }
    let density = rng.u32(shape.density);
    let stones = (0..rows * cols)
        .map(|i| (i / cols, i % cols))
        .filter(|&cell| cell != EXIT && !body.contains(&cell) && rng.u32(..100) < density)
        .collect();
    Some(HoledoxGame {
        rows,
        cols,
        body,
        stones,
    })
}
