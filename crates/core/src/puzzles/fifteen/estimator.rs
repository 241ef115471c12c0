//! The admissible estimates Fifteen's bounded searches order their boards by (partners: `bounded.rs` the weighted A*
//! and `beam.rs` the beam search that use them, `lower.rs` the deepened bound, `conflict.rs` the Manhattan and
//! linear-conflict estimate, `pdb.rs` and `pdb_large.rs` the pattern databases).

use super::conflict::Estimate;
use super::pdb_large::Additive;
use super::{Board, Solver};

/// The admissible estimate a bounded search orders its nodes by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heuristic {
    /// The Manhattan distance plus linear conflicts (`conflict.rs`), on every size.
    Conflict,
    /// The judge's pattern databases (`pdb.rs`, with the diagonal mirror on square boards), up to 4x4; their tables are
    /// built (or loaded) once per size. Past 4x4 the larger of `pdb_large.rs`'s additive pattern databases (built once
    /// per size) and [`Heuristic::Conflict`], or the latter alone where there are none.
    Tables,
}

/// The estimate one search computes, move by move from what each board keeps of it (its `part`): the conflicts, and
/// past 4x4 the additive tables' two sums; the judge's tables up to 4x4 from scratch per node.
pub(super) enum Estimator {
    Conflict(Estimate),
    Tables(Solver),
    Additive(&'static Additive, Estimate),
}

impl Estimator {
    /// The estimate `heuristic` names for `board`'s size.
    pub(super) fn for_board(board: &Board, heuristic: Heuristic) -> Estimator {
        let (rows, cols) = (board.rows(), board.cols());
        let additive = || Additive::get(rows, cols).filter(|_| heuristic == Heuristic::Tables);
        if heuristic == Heuristic::Tables && board.judge_sized() {
            Estimator::Tables(Solver::new(rows, cols))
        } else if let Some(tables) = additive() {
            Estimator::Additive(tables, Estimate::new(rows, cols))
        } else {
            Estimator::Conflict(Estimate::new(rows, cols))
        }
    }

    /// The estimate of `tiles` and its part to keep (the conflicts' estimate, with the additive tables' sums packed in,
    /// or 0).
    pub(super) fn of(&mut self, tiles: &[u8], rows: usize, cols: usize) -> (u32, u32) {
        match self {
            Estimator::Conflict(e) => {
                let h = e.of(tiles);
                (h, h)
            }
            Estimator::Tables(solver) => (
                Board::new(rows, cols, tiles.to_vec()).map_or(0, |b| solver.estimate(&b)),
                0,
            ),
            Estimator::Additive(tables, e) => {
                let conflicts = e.of(tiles);
                pack(conflicts, tables.sums(tiles))
            }
        }
    }

    /// Plays the blank on `blank` onto `to` in `tiles`; the estimate after it and its part (`part` before it).
    pub(super) fn play(
        &mut self,
        tiles: &mut [u8],
        (rows, cols): (usize, usize),
        (blank, to): (usize, usize),
        part: u32,
    ) -> (u32, u32) {
        match self {
            Estimator::Conflict(e) => {
                let h = e.play(tiles, blank, to, part);
                (h, h)
            }
            Estimator::Tables(..) => {
                tiles.swap(blank, to);
                self.of(tiles, rows, cols)
            }
            Estimator::Additive(tables, e) => {
                let conflicts = e.play(tiles, blank, to, part & PART);
                let before = (part >> 10 & PART, part >> 20 & PART);
                pack(conflicts, tables.play(tiles, (blank, to), before))
            }
        }
    }
}

/// One of the three estimates a part packs: 10 bits.
const PART: u32 = (1 << 10) - 1;

/// The additive estimate, the largest of the conflicts' estimate and the tables' two sums (`pdb_large.rs`
/// `Additive::sums`), and the part it keeps per board: the three, 10 bits each. Each is below 1024 where there are
/// tables (at most 42 cells: 41 tiles at most 11 cells from home, 451, plus at most 2 per tile for a conflict in its
/// row and 2 for one in its column: 615).
fn pack(conflicts: u32, (direct, mirror): (u32, u32)) -> (u32, u32) {
    let h = conflicts.max(direct).max(mirror);
    debug_assert!(h <= PART);
    (h, conflicts | direct << 10 | mirror << 20)
}
