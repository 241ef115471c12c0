//! Sokoban's solvers, X-rayed: `solve.rs`'s own layered loop (`Solver::search`) for one box and `boxes.rs`'s A* for
//! many, each watched by a [`Tracer`], their keys drawn as states (partners: `solve.rs` and `boxes.rs` the loops and
//! their keys, `play.rs` `Game::xray_solver`, `board.rs` the board states, `xray/` the trace).
//!
//! One box: a layer of the trace is one number of pushes; `g` is the fewest moves in all that reach a state in its
//! layer. Many boxes: a round is one value of pushes + h (the matching bound); `g` is a state's pushes.

use super::board::{BoardState, SokobanBoard};
use super::boxes::{self, Outcome};
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
    let mut trace = tracer.finish(NAME, CODE, Some(answer), Text::new(note));
    trace.unit = Text::new("xray-unit-pushes");
    trace.next_rule = Text::new("sokoban-xray-next");
    trace.map(|&key| Solver::decode(maze, state, key))
}

/// The many-box method's name ("A* by pushes: ...").
const MANY_NAME: Text = Text::new("sokoban-boxes-xray-name");

/// The many-box search's pseudocode (the line numbers `boxes.rs` gives its watch).
const MANY_CODE: &[Text] = &[
    Text::new("sokoban-boxes-xray-code-0"),
    Text::new("sokoban-boxes-xray-code-1"),
    Text::new("sokoban-boxes-xray-code-2"),
    Text::new("sokoban-boxes-xray-code-3"),
    Text::new("sokoban-boxes-xray-code-4"),
    Text::new("sokoban-boxes-xray-code-5"),
    Text::new("sokoban-boxes-xray-code-6"),
    Text::new("sokoban-boxes-xray-code-7"),
    Text::new("sokoban-boxes-xray-code-8"),
];

/// The many-box search from `state` within `budget` states, traced; its answer is the judge's (the moves in all, -1
/// when unsolvable, none when it gave up). Its states are drawn with the boxes sorted.
pub fn many(board: &SokobanBoard, state: &BoardState, budget: u64) -> Trace<BoardState> {
    let mut tracer = Tracer::default();
    let level = &board.level;
    let traced = boxes::traced(level, &state.boxes, state.player, budget, &mut tracer);
    let (answer, note) = match traced.answer.outcome {
        Outcome::Solved { moves, .. } => (Some(moves as i64), "sokoban-boxes-xray-found"),
        Outcome::Unsolvable => (Some(-1), "sokoban-boxes-xray-unsolvable"),
        Outcome::GaveUp => (None, "sokoban-boxes-xray-gave-up"),
    };
    let mut trace = tracer.finish(MANY_NAME, MANY_CODE, answer, Text::new(note));
    trace.unit = Text::new("xray-unit-round");
    trace.map(|&key| {
        let (player, boxes) = traced.state(key);
        BoardState { player, boxes }
    })
}
