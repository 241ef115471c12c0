//! Fifteen's beam search: a path with no proof of its own, short enough that a proved lower bound can prove it within a weight (partners: `bounded.rs` `by_beam` and `within`, which prove its paths against a bound, `estimator.rs` the estimate, `reduce.rs` the path by rows that ends a lost beam, `shorten.rs` which shortens its paths, `play.rs` the page's hints, `tests/fifteen/beam.rs`).
//!
//! Breadth-first by layers, keeping per layer the `width` boards of least estimate (ties in a fixed pseudo-random
//! order), never undoing the move before, never keeping a board twice in a layer nor one kept in the last few dozen
//! layers (`Recent`). It stops on the goal, or when a layer is empty or the layers run out ([`toward`] then gives the
//! path to the board of least estimate it kept). Nothing about the path's length is proved here: `bounded.rs` replays
//! it and proves it against a lower bound it has proved itself; the beam only makes paths far shorter than the path by
//! rows in time linear in `width` and the path's length. [`line()`] is the same beam over one line's tiles alone, which
//! `reduce.rs` uses to place a large board's lines at once.

use super::conflict::neighbours;
use super::estimator::{Estimator, Heuristic};
use super::{apart, Board};
use crate::grid::Dir;

/// The boards of a layer: per board its cells, the blank's cell, the blank's cell before the last move (not to be
/// undone), the estimate's kept part and its key.
struct Layer {
    cells: usize,
    tiles: Vec<u8>,
    blank: Vec<u8>,
    came: Vec<u8>,
    part: Vec<u32>,
    key: Vec<u64>,
}

impl Layer {
    fn new(cells: usize) -> Layer {
        Layer {
            cells,
            tiles: Vec::new(),
            blank: Vec::new(),
            came: Vec::new(),
            part: Vec::new(),
            key: Vec::new(),
        }
    }

    /// The layer of one board: its cells and blank, the estimate's part and its key.
    fn first((tiles, blank): (&[u8], usize), part: u32, key: u64) -> Layer {
        let mut layer = Layer::new(tiles.len());
        layer.tiles.extend_from_slice(tiles);
        layer.blank.push(blank as u8);
        layer.came.push(u8::MAX);
        layer.part.push(part);
        layer.key.push(key);
        layer
    }

    fn len(&self) -> usize {
        self.blank.len()
    }

    fn board(&self, i: usize) -> &[u8] {
        &self.tiles[i * self.cells..(i + 1) * self.cells]
    }

    /// The index of the goal among the layer's boards, if it is there.
    fn goal(&self) -> Option<usize> {
        (0..self.len()).find(|&i| super::in_order(self.board(i)))
    }

    fn clear(&mut self) {
        self.tiles.clear();
        self.blank.clear();
        self.came.clear();
        self.part.clear();
        self.key.clear();
    }
}

/// A child met while a layer is expanded: its estimate, key, parent and the cell the blank moves to, and the part.
#[derive(Clone, Copy)]
struct Child {
    h: u32,
    key: u64,
    parent: u32,
    to: u8,
    part: u32,
}

/// The most slots of [`Recent`]: 32 MB.
const RECENT_SLOTS: usize = 1 << 22;

/// The keys of the boards kept lately: a table of `64 · width` slots (rounded up to a power of two, at most
/// [`RECENT_SLOTS`]), each holding the last key that fell on it. A board is skipped when its key is found, so the beam
/// does not walk back to a board it kept in the last few dozen layers (an older key may be overwritten, and a board is
/// then kept again: no harm, the path is only longer).
struct Recent {
    slots: Vec<u64>,
}

impl Recent {
    fn new(width: usize) -> Recent {
        Recent {
            slots: vec![0; (width.max(1) * 64).next_power_of_two().min(RECENT_SLOTS)],
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key >> 7) as usize & (self.slots.len() - 1)
    }

    fn contains(&self, key: u64) -> bool {
        self.slots[self.slot(key)] == key
    }

    fn insert(&mut self, key: u64) {
        let slot = self.slot(key);
        self.slots[slot] = key;
    }
}

/// The keys of tile `t` on cell `c`: `key[c * cells + t]`, their XOR over the board is a board's key.
fn keys(cells: usize) -> Vec<u64> {
    let mut rng = fastrand::Rng::with_seed(0x5eed_f1f7);
    (0..cells * cells).map(|_| rng.u64(..)).collect()
}

/// The widest beam: a board's parent is kept in 24 bits.
pub const MAX_WIDTH: usize = 1 << 24;

/// A path from `board` to the goal found by a beam of `width` boards a layer (at most [`MAX_WIDTH`]) over the weighted
/// searches' estimate (`estimator.rs`: the pattern databases and the conflicts), of at most `layers` moves; `None`
/// for an unsolvable board, or where the beam loses every board or runs out of layers.
pub fn beam(board: &Board, width: usize, layers: usize) -> Option<Vec<Dir>> {
    toward(board, width, layers).and_then(|(moves, goal)| goal.then_some(moves))
}

/// [`beam`], and where the beam loses every board or runs out of layers, the path to the board of least estimate it
/// kept (the first of them): the moves and whether they reach the goal; `None` for an unsolvable board.
pub fn toward(board: &Board, width: usize, layers: usize) -> Option<(Vec<Dir>, bool)> {
    if !board.is_solvable() {
        return None;
    }
    let (rows, cols) = (board.rows(), board.cols());
    let mut estimator = Estimator::for_board(board, Heuristic::Tables);
    let cells = rows * cols;
    let moves = neighbours(rows, cols);
    let key_of = keys(cells);
    let (start, part) = estimator.of(board.tiles(), rows, cols);
    let key = (0..cells)
        .map(|c| key_of[c * cells + usize::from(board.tiles()[c])])
        .fold(0, |a, b| a ^ b);
    let mut tiles = vec![0u8; cells];
    let children = |now: &Layer, i: usize, children: &mut Vec<Child>| {
        tiles.copy_from_slice(now.board(i));
        let from = usize::from(now.blank[i]);
        for &(_, to) in &moves[from] {
            if to == now.came[i] {
                continue;
            }
            let to = usize::from(to);
            let tile = usize::from(tiles[to]);
            let key = now.key[i]
                ^ key_of[from * cells]
                ^ key_of[to * cells + tile]
                ^ key_of[from * cells + tile]
                ^ key_of[to * cells];
            let (h, part) = estimator.play(&mut tiles, (rows, cols), (from, to), now.part[i]);
            tiles.swap(from, to);
            children.push(Child {
                h,
                key,
                parent: i as u32,
                to: to as u8,
                part,
            });
        }
    };
    let first = Layer::first((board.tiles(), board.blank()), part, key);
    let (trail, at, goal) = walk(first, (start, width, layers), children, Layer::goal);
    Some((read_back(&trail, at, board.blank(), cols), goal))
}

/// The blank's moves that bring the tiles of `line` home (a line's cells; each tile is named after its home cell plus
/// one), the blank never moving onto a cell of `home` (tiles home for good), found by a beam of `width` boards a layer
/// within `layers` moves over the line's tiles' Manhattan distance, each move of theirs weighing [`LINE_WEIGHT`] times
/// one of the `next` line's tiles (which the beam so also brings nearer; the other tiles are alike to it); `None` where
/// it does not bring them home (`reduce.rs` then places them one at a time).
pub fn line(
    (tiles, blank): (&[u8], usize),
    (rows, cols): (usize, usize),
    home: &[bool],
    (line, next): (&[usize], &[usize]),
    (width, layers): (usize, usize),
) -> Option<Vec<Dir>> {
    let cells = rows * cols;
    // Per tile, 1 in the line, 2 in the next line, else 0; a board's part packs the line's distance over the next's.
    let mut role = vec![0u8; cells + 1];
    line.iter().for_each(|&c| role[c + 1] = 1);
    next.iter().for_each(|&c| role[c + 1] = 2);
    let share = |t: usize, d: u32| if role[t] == 1 { d << 16 } else { d };
    let start: u32 = (0..cells)
        .filter(|&c| role[usize::from(tiles[c])] > 0)
        .map(|c| {
            share(
                usize::from(tiles[c]),
                apart(c, usize::from(tiles[c]) - 1, cols),
            )
        })
        .sum();
    let estimate = |part: u32| (part >> 16) * LINE_WEIGHT + (part & 0xffff);
    let moves = neighbours(rows, cols);
    let key_of = keys(cells);
    let key = (0..cells)
        .filter(|&c| tiles[c] == 0 || role[usize::from(tiles[c])] == 1)
        .map(|c| key_of[c * cells + usize::from(tiles[c])])
        .fold(0, |a, b| a ^ b);
    let children = |now: &Layer, i: usize, children: &mut Vec<Child>| {
        let board = now.board(i);
        let from = usize::from(now.blank[i]);
        for &(_, to) in &moves[from] {
            let to = usize::from(to);
            if to == usize::from(now.came[i]) || home[to] {
                continue;
            }
            let mut key = now.key[i] ^ key_of[from * cells] ^ key_of[to * cells];
            let mut part = now.part[i];
            let t = usize::from(board[to]);
            if role[t] > 0 {
                part = part + share(t, apart(from, t - 1, cols)) - share(t, apart(to, t - 1, cols));
            }
            if role[t] == 1 {
                key ^= key_of[to * cells + t] ^ key_of[from * cells + t];
            }
            children.push(Child {
                h: estimate(part),
                key,
                parent: i as u32,
                to: to as u8,
                part,
            });
        }
    };
    let first = Layer::first((tiles, blank), start, key);
    let home_now = |layer: &Layer| layer.part.iter().position(|&part| part >> 16 == 0);
    let (trail, at, goal) = walk(first, (estimate(start), width, layers), children, home_now);
    goal.then(|| read_back(&trail, at, blank, cols))
}

/// How many times a move of the next line's tiles a move of [`line()`]'s own tiles weighs (2, 3, 4, 6 and 10 gave paths
/// within about 5 % of each other on two 10x10 boards; without the next line's tiles, up to 3 % longer).
pub const LINE_WEIGHT: u32 = 4;

/// The beam itself from the layer `now` (one board, of estimate `start`): layer by layer the `width` (at most
/// [`MAX_WIDTH`]) children of least estimate that `children_of` finds, never one whose key was kept lately, until
/// `goal` finds the goal in a layer, a layer is empty or `layers` run out. Returns per layer after the first, per
/// board, its parent's index in the layer before (shifted by 8) and the blank's cell, up to the layer of the goal or
/// else of the board of least estimate kept; that board's index in it; whether it is the goal.
fn walk(
    mut now: Layer,
    (start, width, layers): (u32, usize, usize),
    mut children_of: impl FnMut(&Layer, usize, &mut Vec<Child>),
    goal: impl Fn(&Layer) -> Option<usize>,
) -> (Vec<Vec<u32>>, usize, bool) {
    let width = width.clamp(1, MAX_WIDTH);
    let mut next = Layer::new(now.cells);
    let mut trail: Vec<Vec<u32>> = Vec::new();
    let mut children: Vec<Child> = Vec::new();
    let mut seen = Recent::new(width);
    seen.insert(now.key[0]);
    // The board of least estimate kept so far: its estimate and layer (the boards of a layer are kept in order of
    // their estimates, so it is its layer's first).
    let mut best = (start, 0);
    for _ in 0..layers {
        if let Some(i) = goal(&now) {
            return (trail, i, true);
        }
        children.clear();
        for i in 0..now.len() {
            children_of(&now, i, &mut children);
        }
        let order = |c: &Child| (c.h, c.key);
        children.retain(|c| !seen.contains(c.key));
        if children.len() > width {
            children.select_nth_unstable_by_key(width, order);
            children.truncate(width);
        }
        children.sort_unstable_by_key(order);
        children.dedup_by_key(|c| c.key);
        children.iter().for_each(|c| seen.insert(c.key));
        next.clear();
        let mut step = Vec::with_capacity(children.len());
        for c in &children {
            let p = c.parent as usize;
            next.tiles.extend_from_slice(now.board(p));
            let at = next.tiles.len() - now.cells;
            next.tiles
                .swap(at + usize::from(now.blank[p]), at + usize::from(c.to));
            next.blank.push(c.to);
            next.part.push(c.part);
            next.key.push(c.key);
            step.push(c.parent << 8 | u32::from(c.to));
            next.came.push(now.blank[p]);
        }
        if step.is_empty() {
            break;
        }
        trail.push(step);
        if children[0].h < best.0 {
            best = (children[0].h, trail.len());
        }
        std::mem::swap(&mut now, &mut next);
    }
    if let Some(i) = goal(&now) {
        return (trail, i, true);
    }
    trail.truncate(best.1);
    (trail, 0, false)
}

/// The blank's moves to board `at` of the trail's last layer (the start where the trail is empty), read back along it.
fn read_back(trail: &[Vec<u32>], mut at: usize, start_blank: usize, cols: usize) -> Vec<Dir> {
    let mut cells = Vec::with_capacity(trail.len() + 1);
    for layer in trail.iter().rev() {
        cells.push((layer[at] & 0xff) as usize);
        at = (layer[at] >> 8) as usize;
    }
    cells.push(start_blank);
    cells.reverse();
    cells
        .windows(2)
        .map(|w| super::shorten::direction(w[0], w[1], cols))
        .collect()
}
