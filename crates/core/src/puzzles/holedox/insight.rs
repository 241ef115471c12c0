//! Holedox search insight: a plain breadth-first search over (head, body shape) states for the page's insight view (partners: `solve.rs` board tables and state encoding, `play.rs` `Game::insight`, `session/view.rs` `Insight`, `tests/holedox/insight.rs`).
//!
//! The search uses the solver's state encoding (`head * 4^(L-1) + shape`, see
//! `solve.rs`) and its board tables, but none of its guidance: one FIFO queue,
//! one visited bit-set over every index, layer by layer. Holedox is out of the lair
//! as soon as its head is on the exit, so a state with the head on the exit is
//! counted (dequeued, in its layer and on the heat map) but never expanded; every
//! other reachable state is explored, so the heat map is complete. Within the
//! statement's limits the reachable states stay far below [`BUDGET`] (a body of 8
//! blocks has at most 2,172 shapes per head cell, so a 20x20 lair holds under
//! 870,000 states); a search that hits the budget stops there and says so in
//! `table_kind`.

use super::solve::{encode, EXIT_CELL, NONE};
use super::{side_ok, HoledoxGame, Solver, MAX_LEN, MAX_SIDE, MIN_LEN};
use crate::search::breadth_first;
use crate::session::Insight;
use crate::text::Text;

/// A 0-based `(row, column)` cell.
type Pos = (usize, usize);

/// States the search takes off its queue at most before it stops.
pub const BUDGET: u64 = 3_000_000;

/// What the heat map shows: "moves to bring the head here".
const HEAT_KIND: Text = Text::new("holedox-insight-heat");

/// What [`Insight::solver`] counts: "A* states expanded (h: the head's distance to the exit, ignoring the body)".
const SOLVER_KIND: Text = Text::new("holedox-insight-solver");

/// What a plain breadth-first search from `body` on `case`'s board sees, with the
/// default [`BUDGET`] (see the module docs).
pub fn insight(case: &HoledoxGame, body: &[Pos]) -> Insight {
    insight_with_budget(case, body, BUDGET)
}

/// [`insight`] that stops after `budget` states taken off the queue.
///
/// `explored` counts the states taken off the queue (`capped` when the budget
/// stopped it), `solver` the states the judge's A* expanded, `layers[d]` those of them `d`
/// moves from `body` (so the layers add up to `explored`), `heat` the fewest moves
/// after which the head stood on each cell, and `why_not` is set exactly when the
/// exit cannot be reached (the judge's -1), including for a snake or board outside
/// the statement's limits. The exit's heat is the judge's answer when reachable.
pub fn insight_with_budget(case: &HoledoxGame, body: &[Pos], budget: u64) -> Insight {
    let Some((start, len)) = encode(case, body) else {
        return outside_the_rules(case);
    };
    let (rows, cols) = (case.rows, case.cols);
    let mut tables = Solver::new();
    tables.build_board(case);
    tables.build_blocked(len);
    let (neighbors, blocked) = (&tables.neighbors, &tables.blocked[len]);
    let shift = 2 * (len as u32 - 1);
    let mask = (1u32 << shift) - 1;
    let states = (rows * cols) << shift;
    let mut visited = vec![0u64; states.div_ceil(64)];
    visited[start as usize >> 6] |= 1 << (start & 63);
    let mark = move |&id: &u32| {
        let word = &mut visited[id as usize >> 6];
        let bit = 1u64 << (id & 63);
        let fresh = *word & bit == 0;
        *word |= bit;
        fresh
    };
    let mut heat = vec![u32::MAX; rows * cols];
    let mut reached_exit = false;
    let found = breadth_first(start, budget, mark, &mut (), |&state, depth, frontier| {
        let head = (state >> shift) as usize;
        if heat[head] == u32::MAX {
            heat[head] = depth;
        }
        if head == usize::from(EXIT_CELL) {
            reached_exit = true;
            return;
        }
        let shape = state & mask;
        let covered = blocked[shape as usize];
        for (d, &nb) in neighbors[head].iter().enumerate() {
            if nb == NONE || covered >> d & 1 != 0 {
                continue;
            }
            frontier.offer(
                (),
                (u32::from(nb) << shift) | (((shape << 2) | (d as u32 ^ 1)) & mask),
            );
        }
    });
    let (layers, capped) = (found.layers, found.capped);
    let explored: u64 = layers.iter().sum();
    let mut table_kind = Text::new("holedox-insight-table")
        .arg("rows", rows)
        .arg("cols", cols)
        .arg("links", len - 1);
    if capped {
        table_kind = Text::new("insight-capped")
            .arg("table", table_kind)
            .arg("budget", budget);
    }
    // The judge's own search from the same body: what it expanded (its X-ray's and the judge's figure), and whether
    // the exit is reachable where the capped plain search did not get there.
    let mut solver = Solver::new();
    let solved = solver.solve(&probe(case, body)).moves.is_some();
    let why_not = if reached_exit || (capped && solved) {
        None
    } else {
        let head = body[0].0 * cols + body[0].1;
        let reached = heat.iter().filter(|&&h| h != u32::MAX).count();
        let free = free_cells(case);
        let reason = if tables.dist[head] == NONE {
            "stones"
        } else {
            "body"
        };
        Some(
            Text::new("holedox-insight-why-not")
                .arg("reached", reached)
                .arg("free", free)
                .arg("reason", reason),
        )
    };
    Insight {
        layers_kind: crate::session::LayersKind::Depths,
        explored,
        capped,
        solver: solver.expanded(),
        solver_kind: SOLVER_KIND,
        table: states as u64,
        table_kind,
        layers,
        heat: heat
            .into_iter()
            .map(|h| (h != u32::MAX).then_some(h))
            .collect(),
        heat_kind: Some(HEAT_KIND),
        why_not,
        ..Insight::default()
    }
}

/// `case` with the snake at `body`.
fn probe(case: &HoledoxGame, body: &[Pos]) -> HoledoxGame {
    HoledoxGame {
        body: body.to_vec(),
        ..case.clone()
    }
}

/// Cells of the board without a stone.
fn free_cells(case: &HoledoxGame) -> usize {
    let mut stone = vec![false; case.rows * case.cols];
    for &(r, c) in &case.stones {
        if r < case.rows && c < case.cols {
            stone[r * case.cols + c] = true;
        }
    }
    stone.iter().filter(|&&s| !s).count()
}

/// The insight of a snake or board the search cannot start from.
fn outside_the_rules(case: &HoledoxGame) -> Insight {
    let on_board = side_ok(case.rows) && side_ok(case.cols);
    let cells = if on_board { case.rows * case.cols } else { 0 };
    Insight {
        layers_kind: crate::session::LayersKind::Depths,
        table_kind: Text::new("holedox-insight-no-table"),
        solver_kind: SOLVER_KIND,
        heat: vec![None; cells],
        heat_kind: Some(HEAT_KIND),
        why_not: Some(
            Text::new("holedox-insight-why-rules")
                .arg("min", MIN_LEN)
                .arg("max", MAX_LEN)
                .arg("side", MAX_SIDE),
        ),
        ..Insight::default()
    }
}
