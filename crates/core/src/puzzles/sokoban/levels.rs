//! Sokoban's many-box generator: seeded XSB levels by difficulty, each proved by the many-box solver (partners:
//! `play.rs` `Game::generate` and the page's levels, `generate.rs` the one-box mazes, `boxes.rs` proves each level,
//! `crate::generate` the seeded driver, `tests/sokoban/board.rs`).
//!
//! A level is a walled room with a few inner walls, its goals placed at random and the boxes put on them; then you
//! walk and pull boxes backwards at random (each pull the reverse of a push), so that the level is solvable by
//! construction. The many-box solver then proves its fewest pushes (and moves): a level whose proof is in the
//! difficulty's range is kept, else the closest of the tries.

use super::boxes::{self, Outcome};
use super::xsb::Level;
use super::Pos;
use crate::generate::{self, Closest};
use crate::grid::Dir;
use crate::text::Text;

/// The many-box difficulties, after the one-box mazes' (their index in the game's levels less those).
pub const LEVELS: &[Text] = &[
    Text::new("sokoban-level-boxes-2"),
    Text::new("sokoban-level-boxes-3"),
    Text::new("sokoban-level-boxes-4"),
];

/// Per difficulty: the boxes, the room's inner side, and the fewest pushes wanted.
const SHAPES: [(usize, usize, (usize, usize)); 3] =
    [(2, 5, (5, 12)), (3, 6, (8, 20)), (4, 7, (12, 30))];

/// How many random rooms a level tries before keeping the closest.
const ATTEMPTS: usize = 40;

/// The states a try's proof may expand: a fraction of a second natively, well within the page's budget.
const PROOF_BUDGET: u64 = 60_000;

/// A random level of many-box difficulty `level` (see [`LEVELS`]), proved solvable; the same for the same seed.
pub fn generate(seed: u64, level: usize) -> Level {
    let level = level.min(LEVELS.len() - 1);
    let (boxes, side, (lo, hi)) = SHAPES[level];
    let mut rng = generate::rng(seed, 100 + level);
    // A number of pushes to aim at within the lower half of the range, so that levels of one difficulty vary.
    let aim = rng.usize(lo..=(lo + hi) / 2);
    let mut best = Closest::new();
    for _ in 0..ATTEMPTS {
        let room = random_room(&mut rng, boxes, side);
        let answer = boxes::solve(&room, PROOF_BUDGET);
        let Outcome::Solved { pushes, moves, .. } = answer.outcome else {
            continue;
        };
        let miss = if (lo..=hi).contains(&pushes) {
            pushes.abs_diff(aim)
        } else {
            100 + pushes.abs_diff(aim)
        };
        if best.offer(miss as u64, || (room, pushes, moves)) {
            break;
        }
    }
    let (mut kept, pushes, moves) = match best.into_best() {
        Some((_, proved)) => proved,
        None => fallback(boxes),
    };
    kept.title = Some(proven_title(seed, boxes, pushes, moves));
    kept
}

/// A generated level's title: its seed, boxes and proven optimum (`seed 7, 3 boxes: 12 pushes, 40 moves, proven
/// optimal`), kept with the level when it is exported as XSB.
pub fn proven_title(seed: u64, boxes: usize, pushes: usize, moves: usize) -> String {
    format!("seed {seed}, {boxes} boxes: {pushes} pushes, {moves} moves, proven optimal")
}

/// A random room of `side` x `side` cells inside with `boxes` boxes pulled off their goals, for `seed`: unproved,
/// solvable by construction (the benchmark's levels of growing size).
pub fn room(seed: u64, side: usize, boxes: usize) -> Level {
    random_room(&mut fastrand::Rng::with_seed(seed), boxes, side.max(2))
}

/// The benchmarks' rooms of growing size (`crates/bench/benches/solvers.rs`, `examples/sokoban.rs`, `bench/sokoban-wasm.mjs`):
/// from 6x6 with 3 boxes to 14x14 with 7, three seeds each, named `rooms-6x6-3-boxes` and so on.
pub fn growing_rooms() -> Vec<(String, Vec<Level>)> {
    [(6, 3), (8, 4), (10, 5), (12, 6), (14, 7)]
        .into_iter()
        .map(|(side, count)| {
            let rooms = [1, 2, 3].map(|seed| room(seed, side, count)).to_vec();
            (format!("rooms-{side}x{side}-{count}-boxes"), rooms)
        })
        .collect()
}

/// A level that is always solved, with its optimum: the boxes in a row, each one push from its goal (the far ones
/// first, you walking round below).
fn fallback(boxes: usize) -> (Level, usize, usize) {
    let cols = boxes * 2 + 3;
    let text = format!(
        "{wall}\n#@{row}#\n#{floor}#\n{wall}\n",
        wall = "#".repeat(cols),
        row = "$.".repeat(boxes),
        floor = " ".repeat(cols - 2),
    );
    let mut levels = super::xsb::read(&text).unwrap_or_default();
    let level = levels.pop().expect("the fallback level reads");
    match boxes::solve(&level, PROOF_BUDGET).outcome {
        Outcome::Solved { pushes, moves, .. } => (level, pushes, moves),
        _ => unreachable!("the fallback level is solved in {boxes} pushes"),
    }
}

/// A walled room of `side` x `side` cells inside, with some inner walls, `boxes` goals and the boxes pulled off them.
fn random_room(rng: &mut fastrand::Rng, boxes: usize, side: usize) -> Level {
    let (rows, cols) = (side + 2, side + 2);
    let inner = |(r, c): Pos| r > 0 && c > 0 && r < rows - 1 && c < cols - 1;
    let mut wall: Vec<bool> = (0..rows * cols)
        .map(|i| !inner((i / cols, i % cols)) || rng.u32(..100) < 12)
        .collect();
    // Keep the largest open region only (the rest walled), so that every floor cell can be reached.
    let region = largest_region(&wall, rows, cols);
    for (i, w) in wall.iter_mut().enumerate() {
        *w = !region.contains(&i);
    }
    let free: Vec<Pos> = region.iter().map(|&i| (i / cols, i % cols)).collect();
    let mut level = Level {
        title: None,
        line: 0,
        rows,
        cols,
        goal: vec![false; rows * cols],
        wall,
        boxes: Vec::new(),
        player: (0, 0),
    };
    if free.len() < boxes + 2 {
        return fallback(boxes).0;
    }
    let mut cells = free.clone();
    rng.shuffle(&mut cells);
    for &cell in &cells[..boxes] {
        level.goal[cell.0 * cols + cell.1] = true;
        level.boxes.push(cell);
    }
    level.player = cells[boxes];
    pull_away(rng, &mut level, side * side * 6);
    level.boxes.sort_unstable();
    level
}

/// `steps` random reverse moves of you on `level`: a step onto a free cell, pulling the box behind you along (the
/// reverse of a push); a pull is taken four times in five when one can be made.
fn pull_away(rng: &mut fastrand::Rng, level: &mut Level, steps: usize) {
    let (rows, cols) = (level.rows, level.cols);
    let open = |level: &Level, cell: Pos| {
        !level.wall[cell.0 * cols + cell.1] && !level.boxes.contains(&cell)
    };
    for _ in 0..steps {
        let here = level.player;
        let can = |dir: Dir| dir.step(here, rows, cols).filter(|&c| open(level, c));
        let behind = |dir: Dir| {
            let b = dir.opposite().step(here, rows, cols)?;
            level.boxes.iter().position(|&x| x == b)
        };
        let moves: Vec<Dir> = Dir::ALL.into_iter().filter(|&d| can(d).is_some()).collect();
        let pulls: Vec<Dir> = (moves.iter().copied())
            .filter(|&d| behind(d).is_some())
            .collect();
        let dir = if !pulls.is_empty() && rng.u32(..5) < 4 {
            pulls[rng.usize(..pulls.len())]
        } else if let Some(&dir) = moves.get(rng.usize(..moves.len().max(1))) {
            dir
        } else {
            return;
        };
        let (pulled, to) = (behind(dir).filter(|_| pulls.contains(&dir)), can(dir));
        if let Some(i) = pulled {
            level.boxes[i] = here;
        }
        level.player = to.unwrap_or(here);
    }
}

/// The cells of the largest 4-connected open region of `wall`.
fn largest_region(wall: &[bool], rows: usize, cols: usize) -> Vec<usize> {
    let mut seen = vec![false; wall.len()];
    let mut best = Vec::new();
    for start in 0..wall.len() {
        if wall[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        let mut region = vec![start];
        let mut at = 0;
        while at < region.len() {
            let cell = (region[at] / cols, region[at] % cols);
            at += 1;
            for dir in Dir::ALL {
                if let Some((r, c)) = dir.step(cell, rows, cols) {
                    let i = r * cols + c;
                    if !wall[i] && !seen[i] {
                        seen[i] = true;
                        region.push(i);
                    }
                }
            }
        }
        if region.len() > best.len() {
            best = region;
        }
    }
    best.sort_unstable();
    best
}
