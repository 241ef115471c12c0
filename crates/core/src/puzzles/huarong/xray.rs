//! Huarong's solver, X-rayed: `solve.rs`'s own A* loop (`Solver::watched`) followed by a [`Tracer`], its search
//! states drawn as positions (partners: `solve.rs` the loop, `play.rs` `Game::xray_solver`, `xray/` the trace).

use super::{HuarongGame, Position, Query, Solver};
use crate::text::Text;
use crate::xray::{Trace, Tracer};

/// The solver's pseudocode in the X-ray (the line numbers `Solver::search` gives its watch index it),
/// `turn[cell][side→side] ← the blank's walk round each piece cell (precomputed)` first.
const CODE: &[Text] = &[
    Text::new("huarong-xray-code-0"),
    Text::new("huarong-xray-code-1"),
    Text::new("huarong-xray-code-2"),
    Text::new("huarong-xray-code-3"),
    Text::new("huarong-xray-code-4"),
    Text::new("huarong-xray-code-5"),
];

/// The method's name ("A* over (piece cell, blank side), the blank's travel priced").
const NAME: Text = Text::new("huarong-xray-name");

/// The message id of the solver's word for a move (`solve.rs` says "walk", "arrive", "turn" or "swap").
fn how_id(how: &'static str) -> &'static str {
    match how {
        "walk" => "huarong-xray-walk",
        "arrive" => "huarong-xray-arrive",
        "turn" => "huarong-xray-turn",
        "swap" => "huarong-xray-swap",
        other => other,
    }
}

/// The solver's search from `state`, traced, and the number of search states it reached.
pub fn traced(game: &HuarongGame, solver: &mut Solver, state: &Position) -> (Trace<Position>, u64) {
    let query = Query::new(state.blank, state.piece, game.target());
    let mut tracer = Tracer::default();
    let (distance, cells) = solver.watched(&query, &mut tracer);
    let answer = distance.map_or(-1, |d| d as i64);
    let words = distance.map_or(Text::new("huarong-xray-no-solution"), |d| {
        Text::new("huarong-xray-moves").arg("n", d)
    });
    let reached = tracer.reached + u64::from(tracer.expanded > 0);
    let note = Text::new("huarong-xray-note")
        .arg("reached", reached)
        .arg("words", words);
    let mut trace = tracer.finish(NAME, CODE, Some(answer), note);
    for successor in trace.steps.iter_mut().flat_map(|s| &mut s.successors) {
        successor.how = how_id(successor.how);
    }
    let trace = trace.map(|&code| {
        let (blank, piece) = cells(code);
        game.shown(state, blank, piece)
    });
    (trace, reached)
}
