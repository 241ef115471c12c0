//! Sokoban's solver, X-rayed: `solve.rs`'s own layered loop (`Solver::search`) watched by a [`Tracer`], its keys
//! drawn as states (partners: `solve.rs` the loop and its keys, `play.rs` `Game::xray_solver`, `xray/` the trace).
//!
//! A layer of the trace is one number of pushes; `g` is the fewest moves in all that reach a state in its layer.

use super::solve::Found;
use super::{SokobanGame, SokobanState, Solver};
use crate::text::Text;
use crate::xray::{Trace, Tracer};

/// The method's name ("Breadth-first search by pushes: ...").
const NAME: Text = Text::new("sokoban-xray-name");

/// The search's pseudocode (the line numbers `Solver::search` gives its watch).
const CODE: &[Text] = &[
    Text::new("sokoban-xray-code-0"),
    Text::new("sokoban-xray-code-1"),
    Text::new("sokoban-xray-code-2"),
    Text::new("sokoban-xray-code-3"),
    Text::new("sokoban-xray-code-4"),
    Text::new("sokoban-xray-code-5"),
    Text::new("sokoban-xray-code-6"),
    Text::new("sokoban-xray-code-7"),
    Text::new("sokoban-xray-code-8"),
];

/// The solver's search from `state`, traced; its answer is the judge's (the moves in all, -1 when impossible).
pub fn layered(
    maze: &SokobanGame,
    solver: &mut Solver,
    state: &SokobanState,
) -> Trace<SokobanState> {
    let mut tracer = Tracer::default();
    let found = solver.search(maze, state, &mut tracer);
    let (answer, note) = match found {
        None => (-1, "sokoban-xray-impossible"),
        Some(Found::There) => (0, "sokoban-xray-there"),
        Some(Found::Goal(goal)) => (
            solver.path(maze, state, goal).len() as i64,
            "sokoban-xray-found",
        ),
    };
    let trace = tracer.finish(NAME, CODE, Some(answer), Text::new(note));
    trace.map(|&key| Solver::decode(maze, state, key))
}
