//! Huarong search insight: a plain breadth-first search over (blank, piece) pairs for the page's insight view (partners: `mod.rs` board and move rule, `play.rs` `Game::insight`, `session/view.rs` `Insight`, `tests/huarong/insight.rs`).
//!
//! The search ignores the solver's turn costs and A* guidance: a state is just
//! where the blank and the chosen piece stand (the other tiles are all alike),
//! numbered `blank * cells + piece` in one visited bit-set of `cells^2` bits, and
//! one FIFO queue takes the states layer by layer. Bringing the piece onto the
//! target does not end anything (the pieces can keep sliding), so the search runs
//! the whole reachable space to exhaustion and the heat map is complete: at most
//! `900 * 899 = 809,100` states on an open 30x30 board, so no budget is needed.
//! The target's heat is the judge's answer whenever it is not -1.

use super::{Board, Cell, Query, Solver};
use crate::grid::{show_cell as show, Dir};
use crate::search::breadth_first;
use crate::session::Insight;
use crate::text::Text;

/// What the heat map shows: "moves to bring the piece here".
pub const HEAT_KIND: Text = Text::new("huarong-insight-heat");

/// What [`Insight::solver`] counts: "A* states expanded (a state: the piece's cell and the blank's side)".
pub const SOLVER_KIND: Text = Text::new("huarong-insight-solver");

/// No cell (off the board or fixed) in the neighbour table; no heat yet.
const NONE: u32 = u32::MAX;

/// Bits of a cell index in a queued state `(blank << SHIFT) | piece` (30 x 30 < 2^10).
const SHIFT: u32 = 10;

/// What a plain breadth-first search from the blank on `blank` and the piece on
/// `piece` sees on `board`, with the piece to be brought to `target`.
///
/// `explored` counts the states taken off the queue (every reachable one; never
/// capped), `solver` the states the judge's A* expanded for the same query,
/// `layers[d]` those `d` moves from the start (so they add up to `explored`),
/// `table` is `(rows * cols)^2`, `heat` holds the fewest moves after which the
/// piece first stood on each cell (0 on its start), and `why_not` is set exactly
/// when the judge answers -1: the target is fixed, or the piece never gets there,
/// or the start breaks the rules (the blank or the piece off a movable cell, or
/// both on one cell), in which case nothing is searched (`explored` and `table`
/// are 0, `layers` empty).
pub fn insight(board: &Board, blank: Cell, piece: Cell, target: Cell) -> Insight {
    let (rows, cols) = (board.rows, board.cols);
    let cells = rows * cols;
    let mut found = Insight {
        table_kind: Text::new("huarong-insight-table")
            .arg("rows", rows)
            .arg("cols", cols),
        heat: vec![None; cells],
        heat_kind: Some(HEAT_KIND),
        solver_kind: SOLVER_KIND,
        ..Insight::default()
    };
    let fits = cells == board.movable.len() && cells < 1 << SHIFT;
    if !(fits && board.is_movable(blank) && board.is_movable(piece) && blank != piece) {
        found.why_not = Some(
            Text::new("huarong-insight-why-start")
                .arg("blank", show(blank))
                .arg("piece", show(piece)),
        );
        return found;
    }
    found.table = (cells * cells) as u64;
    let next = neighbours(board);
    let flat = |(row, col): Cell| (row * cols + col) as u32;
    let heat = search(&next, flat(blank), flat(piece), &mut found.layers);
    found.explored = found.layers.iter().sum();
    // The judge's own A* on the same query, for what it expanded (its X-ray's and the judge's figure).
    let mut solver = Solver::new(board);
    solver.distance(&Query::new(blank, piece, target));
    found.solver = solver.expanded();
    found.why_not = why_not(board, &heat, target);
    found.heat = heat.into_iter().map(|h| (h != NONE).then_some(h)).collect();
    found
}

/// `next[cell * 4 + d]`: the movable cell one step from `cell` in direction
/// `Dir::ALL[d]`, or `NONE`.
fn neighbours(board: &Board) -> Vec<u32> {
    let (rows, cols) = (board.rows, board.cols);
    let mut next = vec![NONE; rows * cols * 4];
    for (at, slots) in next.chunks_exact_mut(4).enumerate() {
        for (slot, dir) in slots.iter_mut().zip(Dir::ALL) {
            if let Some(to) = dir.step((at / cols, at % cols), rows, cols) {
                if board.is_movable(to) {
                    *slot = (to.0 * cols + to.1) as u32;
                }
            }
        }
    }
    next
}

/// The breadth-first search itself, from the distinct movable cells `blank` and
/// `piece` (flat indices): pushes the size of each layer onto `layers` and returns
/// the heat of each cell (`NONE` where the piece never stood).
fn search(next: &[u32], blank: u32, piece: u32, layers: &mut Vec<u64>) -> Vec<u32> {
    let cells = next.len() / 4;
    let mut seen = vec![0u64; (cells * cells).div_ceil(64)];
    let mut mark = move |state: u32| -> bool {
        let id = (state >> SHIFT) as usize * cells + (state & ((1 << SHIFT) - 1)) as usize;
        let (word, bit) = (id >> 6, 1u64 << (id & 63));
        let fresh = seen[word] & bit == 0;
        seen[word] |= bit;
        fresh
    };
    let start = blank << SHIFT | piece;
    mark(start);
    let mut heat = vec![NONE; cells];
    let found = breadth_first(
        start,
        u64::MAX,
        |&s| mark(s),
        &mut (),
        |&state, depth, frontier| {
            let (blank, piece) = (state >> SHIFT, state & ((1 << SHIFT) - 1));
            if heat[piece as usize] == NONE {
                heat[piece as usize] = depth;
            }
            let at = blank as usize * 4;
            for &to in &next[at..at + 4] {
                if to == NONE {
                    continue;
                }
                let piece = if to == piece { blank } else { piece };
                frontier.offer((), to << SHIFT | piece);
            }
        },
    );
    layers.extend(found.layers);
    heat
}

/// Why the piece cannot be brought to `target`, given the search's `heat`;
/// `None` when it can.
fn why_not(board: &Board, heat: &[u32], target: Cell) -> Option<Text> {
    if !board.contains(target) {
        return Some(Text::new("huarong-insight-why-off").arg("target", show(target)));
    }
    if !board.is_movable(target) {
        return Some(Text::new("huarong-insight-why-fixed").arg("target", show(target)));
    }
    if heat[target.0 * board.cols + target.1] != NONE {
        return None;
    }
    let reached = heat.iter().filter(|&&h| h != NONE).count();
    let movable = board.movable.iter().filter(|&&m| m).count();
    Some(
        Text::new("huarong-insight-why-unreached")
            .arg("reached", reached)
            .arg("movable", movable)
            .arg("target", show(target)),
    )
}
