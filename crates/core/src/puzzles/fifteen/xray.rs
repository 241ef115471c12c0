//! Fifteen's solver, X-rayed: `solve.rs`'s own IDA* loops (the quick Manhattan one, then the pattern databases)
//! followed by a [`Tracer`], in depth-first order, the "queue" being the path from the start (partners: `solve.rs` the
//! loops, `play.rs` `Game::xray_solver`, `xray/` the trace).

use super::solve::solve_watched;
use super::Board;
use crate::grid::Dir;
use crate::xray::{Fate, Trace, Tracer, Watch, QUEUE_SHOWN};

/// A board as the searches keep it: the tile on each cell (0 = blank), 16 cells whatever the size.
pub type Tiles = [u8; 16];

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

/// Tells `watch` the children of the node `tiles` (blank on `blank`, `g` moves in, estimate `h`) under `bound`, all
/// but the move undoing `last`; `moved(tile, to, from)` is the estimate once `tile` moved from `from` to `to` (the
/// blank's cell). True when a child is the goal (this is then the last expansion).
#[inline(never)]
pub(super) fn children<W: Watch<Tiles>>(
    watch: &mut W,
    tiles: &Tiles,
    (rows, cols): (usize, usize),
    (blank, g, h, bound): (usize, u32, u32, u32),
    last: Option<Dir>,
    mut moved: impl FnMut(u8, usize, usize) -> u32,
) -> bool {
    watch.expand(*tiles, g, h);
    let mut goal = false;
    for dir in Dir::ALL {
        let Some((r, c)) = dir.step((blank / cols, blank % cols), rows, cols) else {
            continue;
        };
        if last == Some(dir.opposite()) {
            continue;
        }
        let to = r * cols + c;
        let h = moved(tiles[to], blank, to);
        let mut child = *tiles;
        child.swap(blank, to);
        let fate = if g + 1 + h > bound {
            Fate::Over
        } else if h == 0 {
            goal = true;
            Fate::Goal
        } else {
            Fate::New
        };
        watch.child(dir, "", child, g + 1, h, fate);
    }
    goal
}

/// Tells `watch` the depth-first stack from the node `tiles` (blank on `blank`, `g` moves in) back towards the start,
/// `back` being the path's moves from the last; `h_of` estimates each.
#[inline(never)]
pub(super) fn stack<W: Watch<Tiles>>(
    watch: &mut W,
    mut tiles: Tiles,
    (rows, cols): (usize, usize),
    (mut blank, g): (usize, u32),
    back: impl Iterator<Item = Dir>,
    h_of: impl Fn(&Tiles) -> u32,
) {
    watch.queued(tiles, g, h_of(&tiles));
    for (i, dir) in back.take(QUEUE_SHOWN - 1).enumerate() {
        let Some((r, c)) = dir
            .opposite()
            .step((blank / cols, blank % cols), rows, cols)
        else {
            return;
        };
        tiles.swap(blank, r * cols + c);
        blank = r * cols + c;
        watch.queued(tiles, g - 1 - i as u32, h_of(&tiles));
    }
}

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
