//! Fifteen's solver, X-rayed: `solve.rs`'s own IDA* loops (the quick Manhattan one, then the pattern databases)
//! followed by a [`Tracer`], in depth-first order, the "queue" being the path from the start (partners: `solve.rs` the
//! loops, `solve_watch.rs` what they tell a watch, `play.rs` `Game::xray_solver`, `xray/` the trace).

use super::solve::solve_watched;
use super::Board;
use crate::text::Text;
use crate::xray::{Trace, Tracer};

/// The solver's name in the X-ray ("IDA*: depth-first under a growing bound on f = g + h").
const IDA: Text = Text::new("fifteen-xray-name");

/// The solver's pseudocode (the line numbers `solve.rs` gives its watch index it), "bound ← h(start) ..." first.
const CODE: &[Text] = &[
    Text::new("fifteen-xray-code-0"),
    Text::new("fifteen-xray-code-1"),
    Text::new("fifteen-xray-code-2"),
    Text::new("fifteen-xray-code-3"),
    Text::new("fifteen-xray-code-4"),
    Text::new("fifteen-xray-code-5"),
];

/// The solver's search from `board`, traced: the Manhattan IDA* when it finishes quickly, else the one over the
/// pattern databases, as `solve::solve` does.
pub fn ida(board: &Board) -> Trace<Board> {
    let (mut quick, mut full) = (Tracer::default(), Tracer::default());
    let search = solve_watched(board, &mut quick, &mut full);
    let answer = search.moves.as_ref().map_or(-1, |m| m.len() as i64);
    let (tracer, note) = if !board.is_solvable() {
        (full, "fifteen-xray-unsolvable")
    } else if search.tables && board.rows * board.cols == 16 {
        (full, "fifteen-xray-tables")
    } else if search.tables {
        (full, "fifteen-xray-table-small")
    } else {
        (quick, "fifteen-xray-manhattan")
    };
    let mut trace = tracer.finish(IDA, CODE, Some(answer), Text::new(note));
    trace.open = Text::new("fifteen-xray-path");
    trace.unit = Text::new("xray-unit-round");
    trace.next_rule = Text::new("fifteen-xray-next");
    let (rows, cols) = (board.rows, board.cols);
    trace.map(|tiles| Board {
        rows,
        cols,
        tiles: tiles[..rows * cols].to_vec(),
    })
}
