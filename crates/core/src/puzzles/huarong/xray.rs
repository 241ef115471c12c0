//! Huarong's solver, X-rayed: `solve.rs`'s own A* loop (`Solver::watched`) followed by a [`Tracer`], its search
//! states drawn as positions; and the method contestants are taught (NOIP 2013's standard solution: the blank's
//! breadth-first search, then shortest paths over (piece cell, blank side)), the same loop without its estimate
//! (partners: `solve.rs` the loop, `play.rs` `Game::xray_solver` and `Game::xray_taught`, `xray/` the trace).

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

/// The taught method's pseudocode: the same lines of the same loop, with distances for keys.
const TAUGHT_CODE: &[Text] = &[
    Text::new("huarong-taught-code-0"),
    Text::new("huarong-taught-code-1"),
    Text::new("huarong-taught-code-2"),
    Text::new("huarong-taught-code-3"),
    Text::new("huarong-taught-code-4"),
    Text::new("huarong-taught-code-5"),
];

/// The taught method's name ("NOIP's standard solution: ...").
pub const TAUGHT: Text = Text::new("huarong-taught-name");

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
    search(game, solver, state, false)
}

/// NOIP 2013's standard solution from `state`, traced: the blank's breadth-first search to the piece's sides, then
/// shortest paths over (piece cell, blank side) with the turns' costs precomputed. It is the solver's loop without its
/// estimate: Dijkstra's search (the contestants' SPFA finds the same distances in another order).
pub fn taught(game: &HuarongGame, solver: &mut Solver, state: &Position) -> Trace<Position> {
    let mut trace = search(game, solver, state, true).0;
    trace.method = TAUGHT;
    trace.pseudocode = TAUGHT_CODE;
    trace.open = Text::new("huarong-taught-open");
    trace.unit = Text::new("huarong-taught-unit");
    trace.next_rule = Text::new("huarong-taught-next");
    trace
}

/// The solver's search from `state` (`blind`: without its estimate), traced, and the search states it reached.
fn search(
    game: &HuarongGame,
    solver: &mut Solver,
    state: &Position,
    blind: bool,
) -> (Trace<Position>, u64) {
    let query = Query::new(state.blank, state.piece, game.target());
    let mut tracer = Tracer::default();
    let (distance, cells) = solver.watched(&query, blind, &mut tracer);
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
