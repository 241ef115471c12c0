//! The watch's side of `solve.rs` (a child module): what the IDA* loops tell a [`Watch`] of a node, its children and
//! the depth-first stack, out of the loops and only when something listens (partners: `solve.rs` the loops, `xray.rs`
//! the X-ray that listens).

use crate::grid::Dir;
use crate::watch::{Fate, Watch, QUEUE_SHOWN};

/// A board as the searches keep it: the tile on each cell (0 = blank), 16 cells whatever the size.
pub type Tiles = [u8; 16];

/// Tells `watch` the children of the node `tiles` (blank on `blank`, `g` moves in, estimate `h`) under `bound`, all
/// but the moves `skip` refuses (the search's pruning); `moved(tile, to, from)` is the estimate once `tile` moved from `from` to `to` (the
/// blank's cell). True when a child is the goal (this is then the last expansion).
#[inline(never)]
pub(in crate::puzzles::fifteen) fn children<W: Watch<Tiles>>(
    watch: &mut W,
    tiles: &Tiles,
    (rows, cols): (usize, usize),
    (blank, g, h, bound): (usize, u32, u32, u32),
    skip: impl Fn(Dir) -> bool,
    mut moved: impl FnMut(u8, usize, usize) -> u32,
) -> bool {
    watch.expand(*tiles, g, h);
    let mut goal = false;
    for dir in Dir::ALL {
        let Some((r, c)) = dir.step((blank / cols, blank % cols), rows, cols) else {
            continue;
        };
        if skip(dir) {
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
pub(in crate::puzzles::fifteen) fn stack<W: Watch<Tiles>>(
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
