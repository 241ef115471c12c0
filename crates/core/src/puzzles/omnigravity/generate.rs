//! OmniGravity generator: random boards for each difficulty level (partners: `play.rs` `Game::generate`, `solve.rs` counts each board, `crate::generate` the seeded driver, `tests/omnigravity/play.rs`).

use super::{solve, Board, OmniGravityGame, State, SIDE};
use crate::generate::{self, Closest};
use crate::text::Text;

/// The generator's difficulty levels, easiest first (an index of [`crate::Game::generate`]).
pub const LEVELS: &[Text] = &[
    Text::new("omnigravity-level-1"),
    Text::new("omnigravity-level-2"),
    Text::new("omnigravity-level-3"),
    Text::new("omnigravity-level-4"),
];

/// Reachable-state counts of each level in [`OmniGravityGame::LEVELS`], inclusive.
pub(super) const BOUNDS: [(usize, usize); 4] =
    [(2, 30), (31, 300), (301, 3000), (3001, usize::MAX)];

/// Obstacle density range (percent) of the random boards tried for each level.
///
/// Measured on 1000 random boards per density: at 35-60% about 85% of the
/// boards are calm; at 15-35% about a third are lively; at 5-20% about 60%
/// are wild; at 8-20% about 6% are chaotic (at most 6,525 states seen), so
/// [`MAX_TRIES`] boards miss a level with a chance below one in a million.
/// Each board takes at most about 0.1 ms to solve natively.
const DENSITY: [(u32, u32); 4] = [(35, 60), (15, 35), (5, 20), (8, 20)];

/// At most this many random boards are tried by [`generate`].
const MAX_TRIES: usize = 256;

/// Random boards are solved this many at a time (one shared visited set per batch).
const BATCH: usize = 8;

/// A random board: the pieces on random free spots, then each free cell an
/// obstacle with probability `density` percent.
fn random_board(rng: &mut fastrand::Rng, density: u32) -> Board {
    let mut tops = [0u8; 4];
    let mut occupied = 0u64;
    for top in &mut tops {
        // Three pieces block at most 27 of the 49 spots: a free one always exists.
        let free = (0..49u8)
            .map(|i| i / 7 * 8 + i % 7)
            .filter(|&t| occupied & 0x303 << t == 0)
            .collect::<Vec<u8>>();
        *top = rng.choice(free).unwrap_or(0);
        occupied |= 0x303 << *top;
    }
    let mut obstacles = 0u64;
    for i in 0..SIDE * SIDE {
        if occupied >> i & 1 == 0 && rng.u32(..100) < density {
            obstacles |= 1 << i;
        }
    }
    Board {
        obstacles,
        start: State { tops },
    }
}

/// How far `count` is from the range of `level` (0 inside it).
fn distance(count: usize, level: usize) -> usize {
    let (low, high) = BOUNDS[level];
    low.saturating_sub(count) + count.saturating_sub(high)
}

/// The generator: random boards, solved a batch at a time, until one falls in
/// `level`; after [`MAX_TRIES`] boards, the closest one.
pub(super) fn generate(seed: u64, level: usize) -> OmniGravityGame {
    let level = level.min(BOUNDS.len() - 1);
    let mut rng = generate::rng(seed, level);
    let (low, high) = DENSITY[level];
    let mut best = Closest::new();
    for _ in 0..MAX_TRIES / BATCH {
        let boards: Vec<Board> = (0..BATCH)
            .map(|_| {
                let density = rng.u32(low..=high);
                random_board(&mut rng, density)
            })
            .collect();
        for (board, solution) in boards.iter().zip(solve::solve_all(&boards)) {
            best.offer(distance(solution.count(), level) as u64, || *board);
        }
        if best.found() {
            break;
        }
    }
    match best.into_best() {
        Some((_, board)) => OmniGravityGame::new(board),
        None => OmniGravityGame::new(random_board(&mut rng, 0)),
    }
}
