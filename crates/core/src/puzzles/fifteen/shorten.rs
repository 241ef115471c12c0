//! Fifteen's paths made shorter stretch by stretch, keeping their start and their end (partners: `bounded.rs`, whose paths past 4x4 it shortens before their factor is proved, `play.rs` hints past 4x4, `tests/fifteen/shorten.rs`).
//!
//! A path `s0 .. sN` (boards, `N` moves) is shortened in two ways, each of which leaves a path from `s0` to `sN`:
//! - **Loops**: a board met twice, `si = sk` with `i < k`; the moves between are dropped.
//! - **Stretches**: for a window `si .. sj` (`j - i <= window`), IDA* from `si` towards `sj` over the Manhattan distance
//!   *to `sj`* (each move slides one tile one cell, so it is admissible towards any board, and a move changes it by
//!   one, so every bound keeps the parity of `j - i`) looks for a path of at most `j - i - 2` moves within a budget of
//!   nodes; the first it finds is a shortest one, and replaces the stretch.
//!
//! The path never grows and always ends on `sN`, so a path to the goal stays one, and a lower bound on the optimum
//! proved for `s0` holds for the shorter path too.

use super::conflict::neighbours;
use super::{apart, Board};
use crate::grid::Dir;
use rustc_hash::FxHashMap as HashMap;

/// How a path is shortened: the windows tried in turn (each over the path the one before left), the step from one
/// stretch's start to the next, the nodes one stretch's search may visit and the nodes of the whole shortening.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shortening {
    /// The most moves of one stretch, window after window: short ones first, which are cheap and leave less to the
    /// longer ones.
    pub windows: &'static [usize],
    /// Moves from one stretch's start to the next (at least 1).
    pub step: usize,
    /// Nodes one stretch's IDA* may visit, all its iterations together.
    pub nodes: u64,
    /// Nodes the whole shortening may visit: past them it ends with the path it has.
    pub total: u64,
}

/// The shortening of `puzzles solve fifteen --weight`'s paths (a few seconds at most).
pub const CLI: Shortening = Shortening {
    windows: &[16, 24, 32, 40, 48],
    step: 4,
    nodes: 2_000_000,
    total: 100_000_000,
};

/// The shortening of the page's hints past 4x4 (a tenth of a second or so).
pub const PAGE: Shortening = Shortening {
    windows: &[16, 24, 32],
    step: 4,
    nodes: 1_000_000,
    total: 4_000_000,
};

/// `moves` from `board` (which they must keep on the board) shortened as the module's header says: a path from
/// `board` to the same end, never longer. Moves that leave the board end the path there (none of ours do).
pub fn shorten(board: &Board, moves: &[Dir], how: Shortening) -> Vec<Dir> {
    let mut states = vec![board.tiles().to_vec()];
    let mut path = Vec::with_capacity(moves.len());
    let mut at = board.clone();
    for &dir in moves {
        let Some(next) = at.play(dir) else {
            break;
        };
        states.push(next.tiles().to_vec());
        path.push(dir);
        at = next;
    }
    let (rows, cols) = (board.rows(), board.cols());
    let mut search = Stretch::new(rows * cols, cols, neighbours(rows, cols));
    let mut left = how.total;
    cut_loops(&mut states, &mut path);
    for &window in how.windows {
        loop {
            let before = path.len();
            let mut i = 0;
            while i + 2 <= path.len() {
                let j = (i + window).min(path.len());
                let nodes = how.nodes.min(left);
                let found = search.shortest(&states[i], &states[j], j - i, nodes);
                left = left.saturating_sub(search.nodes);
                if let Some(swaps) = found {
                    let mut tiles = states[i].clone();
                    let mut between = Vec::with_capacity(swaps.len());
                    for &(blank, to) in &swaps {
                        tiles.swap(blank, to);
                        between.push(tiles.clone());
                    }
                    between.pop();
                    states.splice(i + 1..j, between);
                    path.splice(i..j, swaps.iter().map(|&(b, t)| direction(b, t, cols)));
                }
                if left == 0 {
                    return path;
                }
                i += how.step.max(1);
            }
            cut_loops(&mut states, &mut path);
            if path.len() == before {
                break;
            }
        }
    }
    path
}

/// Drops the moves between two visits of one board, keeping `states` (the boards along `path`, one more) in step.
fn cut_loops(states: &mut Vec<Vec<u8>>, path: &mut Vec<Dir>) {
    let mut last: HashMap<&[u8], usize> =
        HashMap::with_capacity_and_hasher(states.len(), Default::default());
    for (k, s) in states.iter().enumerate() {
        last.insert(s, k);
    }
    let mut keep = Vec::with_capacity(states.len());
    let mut i = 0;
    while i < states.len() {
        keep.push(i);
        i = last[states[i].as_slice()] + 1;
    }
    if keep.len() == states.len() {
        return;
    }
    let kept_path = keep.windows(2).map(|w| path[w[1] - 1]).collect();
    let kept_states = keep.iter().map(|&k| states[k].clone()).collect();
    *path = kept_path;
    *states = kept_states;
}

/// IDA* between two boards of one size, its buffers kept from stretch to stretch.
struct Stretch {
    cols: usize,
    next: Vec<Vec<(u8, u8)>>,
    /// Per tile, its cell on the board searched towards.
    home: Vec<usize>,
    tiles: Vec<u8>,
    /// The path so far, per move the cells it swaps: the blank's, then the tile's.
    cells: Vec<(usize, usize)>,
    nodes: u64,
    budget: u64,
}

impl Stretch {
    fn new(cells: usize, cols: usize, next: Vec<Vec<(u8, u8)>>) -> Stretch {
        Stretch {
            cols,
            next,
            home: vec![0; cells],
            tiles: Vec::new(),
            cells: Vec::new(),
            nodes: 0,
            budget: 0,
        }
    }

    /// Tile `tile`'s Manhattan distance from its cell on the target when it stands on `cell`.
    #[inline]
    fn distance(&self, tile: u8, cell: usize) -> u32 {
        apart(cell, self.home[usize::from(tile)], self.cols)
    }

    /// A shortest path from `from` to `to` when one of at most `moves - 2` moves is found within `budget` nodes: per
    /// move the cells it swaps, the blank's, then the tile's.
    fn shortest(
        &mut self,
        from: &[u8],
        to: &[u8],
        moves: usize,
        budget: u64,
    ) -> Option<Vec<(usize, usize)>> {
        self.nodes = 0;
        self.budget = budget;
        for (cell, &tile) in to.iter().enumerate() {
            self.home[usize::from(tile)] = cell;
        }
        self.tiles.clear();
        self.tiles.extend_from_slice(from);
        let h: u32 = (self.tiles.iter().enumerate())
            .filter(|&(_, &t)| t != 0)
            .map(|(i, &t)| self.distance(t, i))
            .sum();
        let limit = u32::try_from(moves).ok()?.checked_sub(2)?;
        let blank = from.iter().position(|&t| t == 0)?;
        let mut bound = h;
        while bound <= limit {
            self.cells.clear();
            match self.visit(blank, 0, h, bound, usize::MAX) {
                Some(true) => return Some(std::mem::take(&mut self.cells)),
                Some(false) => bound += 2,
                None => return None,
            }
        }
        None
    }

    /// Depth-first within `bound`: `Some(true)` on the target (the path in `cells`), `Some(false)` when the iteration
    /// is spent, `None` past the budget.
    fn visit(&mut self, blank: usize, g: u32, h: u32, bound: u32, came: usize) -> Option<bool> {
        if self.nodes >= self.budget {
            return None;
        }
        self.nodes += 1;
        if h == 0 {
            return Some(true);
        }
        if g + h > bound {
            return Some(false);
        }
        for k in 0..self.next[blank].len() {
            let to = usize::from(self.next[blank][k].1);
            if to == came {
                continue;
            }
            let tile = self.tiles[to];
            let after = h + self.distance(tile, blank) - self.distance(tile, to);
            self.tiles.swap(blank, to);
            self.cells.push((blank, to));
            let ended = self.visit(to, g + 1, after, bound, blank);
            if ended == Some(true) {
                return ended;
            }
            self.cells.pop();
            self.tiles.swap(blank, to);
            ended?;
        }
        Some(false)
    }
}

/// The blank's move from cell `blank` to its neighbour `to` on a board `cols` wide (`bounded.rs` reads its paths so).
pub(super) fn direction(blank: usize, to: usize, cols: usize) -> Dir {
    if to + cols == blank {
        Dir::Up
    } else if blank + cols == to {
        Dir::Down
    } else if to + 1 == blank {
        Dir::Left
    } else {
        Dir::Right
    }
}
