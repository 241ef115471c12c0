//! Holedox's solver, X-rayed: `solve.rs`'s own A* loop (`Solver::search`) watched by a [`Tracer`], its codes drawn as
//! bodies (partners: `solve.rs` the loop and state encoding, `play.rs` `Game::xray_solver`, `xray/` the trace).
//!
//! The search is A* with the head's distance to the exit ignoring the body: on a grid every move changes `g + h` by
//! 0 or 2, so a stack `now` holds the states at the bound and `later` those at the bound plus 2. A layer of the trace
//! is one value of the bound.

use super::solve::encode;
use super::{HoledoxGame, Solver};
use crate::grid::Dir;
use crate::text::Text;
use crate::xray::{Trace, Tracer};

/// A 0-based `(row, column)` cell.
type Pos = (usize, usize);

/// The method's name ("Guided search (A*): the head's distance to the exit, ignoring the body").
const NAME: Text = Text::new("holedox-xray-name");

/// The guided search's pseudocode (the line numbers `Solver::run` gives its watch index it), "h(s) ← the head's
/// moves to the exit, ignoring the body" first.
const CODE: &[Text] = &[
    Text::new("holedox-xray-code-0"),
    Text::new("holedox-xray-code-1"),
    Text::new("holedox-xray-code-2"),
    Text::new("holedox-xray-code-3"),
    Text::new("holedox-xray-code-4"),
    Text::new("holedox-xray-code-5"),
    Text::new("holedox-xray-code-6"),
    Text::new("holedox-xray-code-7"),
    Text::new("holedox-xray-code-8"),
    Text::new("holedox-xray-code-9"),
];

/// The solver's search from `body`, traced; `None` when the snake or board breaks the statement's limits.
pub fn guided(case: &HoledoxGame, solver: &mut Solver, body: &[Pos]) -> Option<Trace<Vec<Pos>>> {
    let (_, len) = encode(case, body)?;
    let case = HoledoxGame {
        body: body.to_vec(),
        ..case.clone()
    };
    let mut tracer = Tracer::default();
    let moves = solver.search(&case, &mut tracer);
    let answer = moves.as_ref().map_or(-1, |m| m.len() as i64);
    let note = if body[0] == super::EXIT {
        "holedox-xray-on-exit"
    } else if tracer.expanded == 0 {
        "holedox-xray-walled"
    } else if moves.is_some() {
        "holedox-xray-found"
    } else {
        "holedox-xray-unreachable"
    };
    let mut trace = tracer.finish(NAME, CODE, Some(answer), Text::new(note));
    trace.unit = Text::new("xray-unit-round");
    trace.next_rule = Text::new("holedox-xray-next");
    let shift = 2 * (len as u32 - 1);
    Some(trace.map(|&code| decode(&case, code, shift, len)))
}

/// The body, head first, of the state `code` (`head * 4^(L-1) + shape`, see `solve.rs`).
fn decode(case: &HoledoxGame, code: u32, shift: u32, len: usize) -> Vec<Pos> {
    let head = (code >> shift) as usize;
    let mut at = (head / case.cols, head % case.cols);
    let mut body = Vec::with_capacity(len);
    body.push(at);
    for i in 0..len - 1 {
        let d = (code >> (2 * i) & 3) as usize;
        at = Dir::ALL[d].step(at, case.rows, case.cols).unwrap_or(at);
        body.push(at);
    }
    body
}
