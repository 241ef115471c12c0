//! Klotski's seeded generators: a solvable box by difficulty (fewest piece moves) and the hardest 6 x 6 box with
//! four empty cells and small pieces found within a fixed budget (partners: `solve.rs` [`Solver::explore`] grades
//! every target of a box in one search, `crate::generate` the seeded source and the closest candidate, `mod.rs` the
//! case's text; the test maker and `crates/bench/benches/solvers.rs` use them).
//!
//! Draws use only `fastrand`'s `u32` (never `usize`, whose draws differ between 32-bit wasm and 64-bit machines).

use super::solve::{Exploration, Solver};
use super::{Cell, Klotski, KlotskiCase, Metric, EMPTY, LEADER};
use crate::generate::{self, Closest};
use crate::text::Text;
use crate::Puzzle;

/// The difficulty levels of [`random_case`], easiest first.
pub const LEVELS: &[Text] = &[
    Text::new("klotski-level-1"),
    Text::new("klotski-level-2"),
    Text::new("klotski-level-3"),
];

/// The fewest and most piece moves of each level of [`LEVELS`], inclusive.
pub const BANDS: [(u32, u32); 3] = [(1, 12), (13, 35), (36, u32::MAX)];

/// How many random boxes [`random_case`] tries before keeping the closest.
const ATTEMPTS: usize = 40;

/// The states one graded box may have: [`random_case`]'s boxes have far fewer (a 4 x 5 box about 65,000 at most).
const RANDOM_BUDGET: usize = 400_000;

/// How many random 6 x 6 boxes [`worst_case`] grades, and the most states each may have (as its doc says).
const WORST_CANDIDATES: usize = 8;
const WORST_BUDGET: usize = 500_000;

/// A shape as `(row, column)` offsets from its anchor, which comes first.
type Shape = &'static [(i32, i32)];

const SQUARE: Shape = &[(0, 0), (0, 1), (1, 0), (1, 1)];
const ONE: Shape = &[(0, 0)];
const WIDE: Shape = &[(0, 0), (0, 1)];
const TALL: Shape = &[(0, 0), (1, 0)];

/// What a level's boxes are made of.
struct Recipe {
    rows: (u32, u32),
    cols: (u32, u32),
    empty: (u32, u32),
    leaders: &'static [Shape],
    /// The other pieces' shapes, each with its weight.
    pieces: &'static [(Shape, u32)],
}

const CLASSIC: &[(Shape, u32)] = &[(ONE, 3), (WIDE, 1), (TALL, 2)];
const SMALL: &[(Shape, u32)] = &[
    (ONE, 3),
    (WIDE, 3),
    (TALL, 3),
    (&[(0, 0), (0, 1), (0, 2)], 1),
    (&[(0, 0), (1, 0), (2, 0)], 1),
    (&[(0, 0), (0, 1), (1, 0)], 1),
    (&[(0, 0), (0, 1), (1, 1)], 1),
    (&[(0, 0), (1, 0), (1, 1)], 1),
    (&[(0, 0), (1, -1), (1, 0)], 1),
    (SQUARE, 1),
];

fn recipe(level: usize) -> Recipe {
    match level {
        0 => Recipe {
            rows: (3, 5),
            cols: (3, 4),
            empty: (2, 3),
            leaders: &[SQUARE, WIDE, TALL, ONE],
            pieces: CLASSIC,
        },
        1 => Recipe {
            rows: (4, 5),
            cols: (4, 5),
            empty: (2, 2),
            leaders: &[SQUARE, WIDE],
            pieces: CLASSIC,
        },
        _ => Recipe {
            rows: (5, 5),
            cols: (4, 4),
            empty: (2, 2),
            leaders: &[SQUARE],
            pieces: CLASSIC,
        },
    }
}

/// A solvable box of difficulty `level` (an index in [`LEVELS`], clamped), as a one-case judge input; the same for
/// the same seed.
pub fn random_case(seed: u64, level: usize) -> String {
    format!("1\n{}", random_board(seed, level).text())
}

/// The box of [`random_case`].
///
/// Tries up to 40 random boxes of the level's recipe, grades every target of each with one search from its start,
/// and keeps the first target whose fewest piece moves fall in the level's band, else the closest one.
pub fn random_board(seed: u64, level: usize) -> KlotskiCase {
    let level = level.min(LEVELS.len() - 1);
    let mut rng = generate::rng(seed, level);
    let recipe = recipe(level);
    let (lo, hi) = BANDS[level];
    let mut solver = Solver::new();
    let mut best = Closest::new();
    for _ in 0..ATTEMPTS {
        let Some(start) = tile(&mut rng, &recipe) else {
            continue;
        };
        let seen = solver.explore(&start, Metric::Moves, RANDOM_BUDGET);
        let inside: Vec<usize> = (0..seen.leader.len())
            .filter(|&i| seen.leader[i].is_some_and(|d| (lo..=hi).contains(&d)))
            .collect();
        if let Some(&i) = pick(&mut rng, &inside) {
            best.offer(0, || with_target(&start, i));
            break;
        }
        if let Some((miss, i)) = closest(&seen, lo, hi) {
            best.offer(miss, || with_target(&start, i));
        }
    }
    match best.into_best() {
        Some((_, case)) => case,
        None => fallback(),
    }
}

/// The hardest box found: 8 random 6 x 6 boxes of four empty cells, a 1 x 1 A and pieces of at
/// most four cells, each searched from its start by piece moves (up to 500,000 states). A box's hardest
/// target is the cell A reaches last within those layers that were searched whole; the box and target that make the
/// search expand the most states before it reaches the target win. A one-case judge input, the same for the same
/// seed. (A 6 x 6 box of small pieces and four empty cells commonly has tens of millions of states: the budget keeps
/// the case to about as many states per count as it allows.)
pub fn worst_case(seed: u64) -> String {
    format!("1\n{}", worst_board(seed).text())
}

/// The box of [`worst_case`].
pub fn worst_board(seed: u64) -> KlotskiCase {
    let mut rng = generate::rng(seed, LEVELS.len());
    let recipe = Recipe {
        rows: (6, 6),
        cols: (6, 6),
        empty: (4, 4),
        leaders: &[ONE],
        pieces: SMALL,
    };
    let mut solver = Solver::new();
    let mut best: Option<(usize, KlotskiCase)> = None;
    for _ in 0..WORST_CANDIDATES {
        let Some(start) = tile(&mut rng, &recipe) else {
            continue;
        };
        let seen = solver.explore(&start, Metric::Moves, WORST_BUDGET);
        let whole = seen.layers.len() as u32;
        let before = |d: u32| seen.layers[..d as usize].iter().sum::<usize>();
        let hardest = (0..seen.leader.len())
            .filter_map(|i| Some((seen.leader[i].filter(|&d| d > 0 && d < whole)?, i)))
            .max_by_key(|&(d, i)| (d, usize::MAX - i));
        let Some((d, i)) = hardest else {
            continue;
        };
        if best.as_ref().is_none_or(|(states, _)| before(d) > *states) {
            best = Some((before(d), with_target(&start, i)));
        }
    }
    best.map_or_else(fallback, |(_, case)| case)
}

/// One of `items` at random, `None` when there is none.
fn pick<'a, T>(rng: &mut fastrand::Rng, items: &'a [T]) -> Option<&'a T> {
    if items.is_empty() {
        return None;
    }
    items.get(rng.u32(0..items.len() as u32) as usize)
}

/// The reachable target whose fewest piece moves are nearest the band `lo..=hi`, and how far from it.
fn closest(seen: &Exploration, lo: u32, hi: u32) -> Option<(u64, usize)> {
    (0..seen.leader.len())
        .filter_map(|i| {
            let d = seen.leader[i]?;
            let miss = if d < lo { lo - d } else { d.saturating_sub(hi) };
            Some((u64::from(miss), i))
        })
        .min()
}

/// `start` with its target on the cell of index `i` (a cell A's anchor reaches).
fn with_target(start: &KlotskiCase, i: usize) -> KlotskiCase {
    let mut case = start.clone();
    case.target = (i / case.cols, i % case.cols);
    case
}

/// A box that always has a one-move answer, for a level no random box met.
fn fallback() -> KlotskiCase {
    let text = "1\n2 2\nA.\nBB\n1 2\n";
    match Klotski::parse(text) {
        Ok(mut cases) if !cases.is_empty() => cases.swap_remove(0),
        _ => KlotskiCase {
            rows: 1,
            cols: 1,
            cells: vec![LEADER],
            target: (0, 0),
        },
    }
}

/// A random box of `recipe`: A placed first, then the empty cells, then the other pieces laid in reading order at
/// each cell left, lettered B, C, ... by their anchors. `None` when it would need more than 26 letters.
fn tile(rng: &mut fastrand::Rng, recipe: &Recipe) -> Option<KlotskiCase> {
    let rows = rng.u32(recipe.rows.0..=recipe.rows.1) as usize;
    let cols = rng.u32(recipe.cols.0..=recipe.cols.1) as usize;
    let mut cells = vec![0u8; rows * cols];
    let leader = recipe.leaders[rng.u32(0..recipe.leaders.len() as u32) as usize];
    let spots: Vec<Cell> = (0..rows * cols)
        .map(|i| (i / cols, i % cols))
        .filter(|&at| fits(&cells, rows, cols, leader, at))
        .collect();
    let &at = pick(rng, &spots)?;
    put(&mut cells, cols, leader, at, LEADER);
    let empty = rng.u32(recipe.empty.0..=recipe.empty.1);
    for _ in 0..empty {
        let open: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] == 0).collect();
        let &i = pick(rng, &open)?;
        cells[i] = EMPTY;
    }
    let mut letter = b'B';
    for i in 0..cells.len() {
        if cells[i] != 0 {
            continue;
        }
        if letter > b'Z' {
            return None;
        }
        let at = (i / cols, i % cols);
        let shape = weighted(rng, recipe.pieces, |s| fits(&cells, rows, cols, s, at));
        put(&mut cells, cols, shape, at, letter);
        letter += 1;
    }
    Some(KlotskiCase {
        rows,
        cols,
        cells,
        target: (0, 0),
    })
}

/// A shape of `pieces` that `fits`, drawn by weight; the single cell when none fits.
fn weighted(
    rng: &mut fastrand::Rng,
    pieces: &[(Shape, u32)],
    fits: impl Fn(Shape) -> bool,
) -> Shape {
    let open: Vec<(Shape, u32)> = pieces.iter().copied().filter(|&(s, _)| fits(s)).collect();
    let total: u32 = open.iter().map(|&(_, w)| w).sum();
    if total == 0 {
        return ONE;
    }
    let mut draw = rng.u32(0..total);
    for (shape, weight) in open {
        if draw < weight {
            return shape;
        }
        draw -= weight;
    }
    ONE
}

/// The cells of `shape` anchored at `at`, when all are on the box.
fn cells_of(rows: usize, cols: usize, shape: Shape, (r, c): Cell) -> Option<Vec<usize>> {
    shape
        .iter()
        .map(|&(dr, dc)| {
            let (r, c) = (r as i32 + dr, c as i32 + dc);
            let on = r >= 0 && c >= 0 && (r as usize) < rows && (c as usize) < cols;
            on.then(|| r as usize * cols + c as usize)
        })
        .collect()
}

/// Whether `shape` anchored at `at` lies on cells not yet filled.
fn fits(cells: &[u8], rows: usize, cols: usize, shape: Shape, at: Cell) -> bool {
    cells_of(rows, cols, shape, at).is_some_and(|v| v.iter().all(|&i| cells[i] == 0))
}

fn put(cells: &mut [u8], cols: usize, shape: Shape, at: Cell, letter: u8) {
    let rows = cells.len() / cols.max(1);
    for i in cells_of(rows, cols, shape, at).unwrap_or_default() {
        cells[i] = letter;
    }
}
