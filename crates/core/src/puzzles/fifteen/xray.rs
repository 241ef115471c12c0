//! Fifteen's solver, X-rayed: `solve.rs`'s own IDA* loops (the quick Manhattan one, then the pattern databases)
//! followed by a [`Tracer`], in depth-first order, the "queue" being the path from the start (partners: `solve.rs` the
//! loops, `solve_watch.rs` what they tell a watch, `play.rs` `Game::xray_solver`, `xray/` the trace).

use super::solve::solve_watched;
use super::Board;
use crate::xray::{Trace, Tracer};

/// The solver's name in the X-ray.
const IDA: &str = "IDA*: depth-first under a growing bound on f = g + h";

/// The solver's pseudocode (the line numbers `solve.rs` gives its watch index it).
const CODE: &[&str] = &[
    "bound ← h(start)   (h: the Manhattan distance, or the pattern databases when that is slow)",
    "loop: t ← dfs(start, g = 0, bound); if found: return g",
    "  dfs(s, g): if g + h(s) > bound: return g + h(s)   (cut off)",
    "  dfs(s, g): if s is the goal: found",
    "  dfs(s, g): for each move but the one undoing the last: dfs(next, g + 1)",
    "  bound ← the least f that went over it",
];

/// The solver's search from `board`, traced: the Manhattan IDA* when it finishes quickly, else the one over the
/// pattern databases, as `solve::solve` does.
pub fn ida(board: &Board) -> Trace<Board> {
    let (mut quick, mut full) = (Tracer::default(), Tracer::default());
    let search = solve_watched(board, &mut quick, &mut full);
    let answer = search.moves.as_ref().map_or(-1, |m| m.len() as i64);
    let (tracer, note) = if !board.is_solvable() {
        (full, "Unsolvable (the parity argument): nothing to search.")
    } else if search.tables && board.rows * board.cols == 16 {
        (full, "h: the pattern databases, as the quick Manhattan search gave up. IDA* keeps no queue but its path.")
    } else if search.tables {
        (
            full,
            "h: the pattern database, exact on this small board. IDA* keeps no queue but its path.",
        )
    } else {
        (quick, "h: the Manhattan distance (the quick search finished). IDA* keeps no queue but its path.")
    };
    let mut trace = tracer.finish(IDA, CODE, Some(answer), note);
    trace.open = "On the path (the depth-first stack), deepest first";
    let (rows, cols) = (board.rows, board.cols);
    trace.map(|tiles| Board {
        rows,
        cols,
        tiles: tiles[..rows * cols].to_vec(),
    })
}
