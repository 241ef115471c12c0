//! Sokoban generator: random mazes for each difficulty level, graded by the judge's solver (partners: `play.rs`
//! `Game::generate`, `solve.rs` grades each maze, `crate::generate` the seeded driver, `tests/sokoban/play.rs`).

use super::{counts, solve_case, Pos, SokobanGame};
use crate::generate::{self, Closest};
use crate::text::Text;

/// The generator's difficulty levels, easiest first (an index of [`crate::Game::generate`]).
pub const LEVELS: &[Text] = &[
    Text::new("sokoban-level-1"),
    Text::new("sokoban-level-2"),
    Text::new("sokoban-level-3"),
    Text::new("sokoban-level-4"),
];

/// The index of "impossible" in [`LEVELS`].
const IMPOSSIBLE: usize = 3;

/// How many random mazes [`generate`] tries before keeping the closest one.
const ATTEMPTS: usize = 120;

/// A random maze of difficulty `level` (see [`LEVELS`]); the same for the same seed.
///
/// Tries up to 120 random mazes shaped for the level and keeps the first whose fewest pushes fall in it, else the
/// closest one. An impossible maze prefers one where you can walk to the box and the target; when none is found
/// the box sits in a corner, so that level is always met.
pub(super) fn generate(seed: u64, level: usize) -> SokobanGame {
    let level = level.min(LEVELS.len() - 1);
    let mut rng = generate::rng(seed, level);
    let mut best = Closest::new();
    for _ in 0..ATTEMPTS {
        let Some(maze) = random_maze(&mut rng, level) else {
            continue;
        };
        if best.offer(miss(level, &maze), || maze) {
            break;
        }
    }
    let maze = best.into_best().map_or_else(cornered, |(_, maze)| maze);
    if level == IMPOSSIBLE && solve_case(&maze).moves.is_some() {
        return cornered();
    }
    maze
}

/// A maze whose box sits in a corner away from the target: always impossible.
fn cornered() -> SokobanGame {
    let rows = 4;
    let cols = 5;
    SokobanGame {
        rows,
        cols,
        rock: vec![false; rows * cols],
        player: (2, 2),
        boxed: (0, 0),
        target: (3, 4),
    }
}

/// How far `maze`'s fewest pushes are from `level`: 0 inside it.
fn miss(level: usize, maze: &SokobanGame) -> u64 {
    let pushes = solve_case(maze).moves.map(|m| counts(&m).0 as u64);
    let (lo, hi) = match level {
        0 => (1, 4),
        1 => (5, 12),
        2 => (13, u64::MAX),
        _ => {
            return match pushes {
                None if walkable(maze) => 0,
                None => 1,
                Some(_) => 2,
            }
        }
    };
    match pushes {
        None => u64::MAX,
        Some(p) if p < lo => lo - p,
        Some(p) if p > hi => p - hi,
        Some(_) => 0,
    }
}

/// Whether you can walk to the box's and the target's neighbours, the box taken as a rock.
fn walkable(maze: &SokobanGame) -> bool {
    let mut seen = vec![false; maze.rows * maze.cols];
    let mut stack = vec![maze.player];
    seen[maze.index(maze.player)] = true;
    let mut near_box = false;
    while let Some(cell) = stack.pop() {
        for dir in crate::grid::Dir::ALL {
            let Some(next) = dir.step(cell, maze.rows, maze.cols) else {
                continue;
            };
            if next == maze.boxed {
                near_box = true;
            }
            let i = maze.index(next);
            if maze.is_free(next) && next != maze.boxed && !seen[i] {
                seen[i] = true;
                stack.push(next);
            }
        }
    }
    near_box && seen[maze.index(maze.target)]
}

/// One random maze shaped for `level`: its sides, rock density and where you, the box and the target start; `None`
/// when it has too few free cells.
fn random_maze(rng: &mut fastrand::Rng, level: usize) -> Option<SokobanGame> {
    let (sides, density) = match level {
        0 => (4..=7, 0..=15),
        1 => (6..=11, 10..=25),
        2 => (9..=16, 15..=30),
        _ => (4..=9, 20..=40),
    };
    let rows = rng.usize(sides.clone());
    let cols = rng.usize(sides);
    let density = rng.u32(density);
    let rock: Vec<bool> = (0..rows * cols).map(|_| rng.u32(..100) < density).collect();
    let free: Vec<Pos> = (0..rows * cols)
        .filter(|&i| !rock[i])
        .map(|i| (i / cols, i % cols))
        .collect();
    if free.len() < 3 {
        return None;
    }
    let mut pick = |taken: &[Pos]| loop {
        let cell = free[rng.usize(..free.len())];
        if !taken.contains(&cell) {
            break cell;
        }
    };
    let player = pick(&[]);
    let boxed = pick(&[player]);
    let target = pick(&[player, boxed]);
    Some(SokobanGame {
        rows,
        cols,
        rock,
        player,
        boxed,
        target,
    })
}
