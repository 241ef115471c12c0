//! Huarong's solver, X-rayed: `solve.rs`'s own A* loop (`Solver::watched`) followed by a [`Tracer`], its search
//! states drawn as positions (partners: `solve.rs` the loop, `play.rs` `Game::xray_solver`, `xray/` the trace).

use super::{HuarongGame, Position, Query, Solver};
use crate::xray::{Trace, Tracer};

/// The solver's pseudocode in the X-ray (the line numbers `Solver::search` gives its watch index it).
const CODE: &[&str] = &[
    "turn[cell][side→side] ← the blank's walk round each piece cell (precomputed)",
    "open ← {(blank walking, cost 0)}, keyed by f = cost + estimate",
    "while open is not empty: s ← the least key (skip it if a shorter way won)",
    "  blank walking: step the blank (1), or arrive beside the piece (0)",
    "  piece with the blank on a side: if on the target: return cost",
    "  turn the blank to another side (its walk's cost), or swap piece and blank (1)",
];

/// The method's name.
const NAME: &str = "A* over (piece cell, blank side), the blank's travel priced";

/// The solver's search from `state`, traced, and the number of search states it reached.
pub fn traced(game: &HuarongGame, solver: &mut Solver, state: &Position) -> (Trace<Position>, u64) {
    let query = Query::new(state.blank, state.piece, game.target());
    let mut tracer = Tracer::default();
    let (distance, cells) = solver.watched(&query, &mut tracer);
    let answer = distance.map_or(-1, |d| d as i64);
    let words = distance.map_or("no solution".to_string(), |d| format!("{d} moves"));
    let reached = tracer.reached + u64::from(tracer.expanded > 0);
    let note = format!(
        "A search state is the piece's cell and the side the blank stands on, or, before the blank first reaches \
         the piece, the blank's cell ({reached} reached): {words}."
    );
    let trace = tracer.finish(NAME, CODE, Some(answer), &note);
    let trace = trace.map(|&code| {
        let (blank, piece) = cells(code);
        game.shown(state, blank, piece)
    });
    (trace, reached)
}
