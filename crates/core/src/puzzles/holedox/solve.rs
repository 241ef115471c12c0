//! Holedox solver: an A* search over compact snake states (partners: `mod.rs` types and limits, `insight.rs` reuses its tables, `play.rs` the session's solver, `xray.rs` watches its loop, `tests/holedox/judge.rs`).
//!
//! A state is the head cell plus the body's shape: `L - 1` two-bit directions, the
//! first one (lowest bits) from the head to block 2, the last one to the tail.
//! State `head * 4^(L-1) + shape` indexes a flat visited bit-set. The search is A*
//! with the head's distance to the exit ignoring the body (admissible and
//! consistent) and, on a grid, every move changes `g + h` by 0 or 2, so two
//! buckets replace the priority queue.

use super::{within_limits, HoledoxGame, HoledoxSolution, EXIT, MAX_LEN, MAX_SIDE};
use crate::grid::{self, Dir};
use crate::watch::{Fate, Watch, QUEUE_SHOWN};

/// No cell: off the board or a stone.
pub(super) const NONE: u16 = u16::MAX;
/// The exit's cell number (`row * cols + col`).
pub(super) const EXIT_CELL: u16 = 0;

/// The A* search with its buffers, reused from case to case (only the part of the
/// visited bit-set a case can touch is cleared).
#[derive(Debug, Default, Clone)]
pub struct Solver {
    /// One bit per state.
    visited: Vec<u64>,
    /// Two bits per visited state: the tail direction its parent dropped.
    tails: Vec<u64>,
    /// Per body length, per shape: bit `d` set when the head's neighbour towards
    /// `Dir::ALL[d]` is on the body (built on first use).
    pub(super) blocked: [Vec<u8>; MAX_LEN + 1],
    /// Per cell: its four neighbours (`NONE` when off the board or a stone).
    pub(super) neighbors: Vec<[u16; 4]>,
    /// Per cell: moves from the exit ignoring the body (`NONE` when unreachable).
    pub(super) dist: Vec<u16>,
    /// States whose `g + h` is the current bound, last in first out.
    current: Vec<u32>,
    /// States whose `g + h` is the current bound plus 2.
    next: Vec<u32>,
    /// States the last case's search expanded (0 when it needed none).
    expanded: u64,
}

/// The state index of the snake `body` on `case`'s board (`head * 4^(L-1) + shape`)
/// and the body length `L`, or `None` when the board or the snake is outside the
/// statement's limits or the body is not a chain (the solver answers -1 for those).
pub(super) fn encode(case: &HoledoxGame, body: &[(usize, usize)]) -> Option<(u32, usize)> {
    let (cols, len) = (case.cols, body.len());
    if !within_limits(case.rows, cols, body) {
        return None;
    }
    let mut shape = 0u32;
    for (i, pair) in body.windows(2).enumerate() {
        shape |= dir_between(pair[0], pair[1])? << (2 * i);
    }
    let head = (body[0].0 * cols + body[0].1) as u32;
    Some(((head << (2 * (len as u32 - 1))) | shape, len))
}

/// The direction index (in `Dir::ALL`) from cell `a` to the adjacent cell `b`.
pub(super) fn dir_between(a: (usize, usize), b: (usize, usize)) -> Option<u32> {
    (0..4u32).find(|&d| Dir::ALL[d as usize].step(a, MAX_SIDE, MAX_SIDE) == Some(b))
}

impl Solver {
    /// A solver with empty buffers; they grow to the largest case solved.
    pub fn new() -> Self {
        Self::default()
    }

    /// Solves one case. A case outside the statement's limits (board size, body
    /// length, a body that is not a chain of adjacent cells on the board) answers -1.
    pub fn solve(&mut self, case: &HoledoxGame) -> HoledoxSolution {
        HoledoxSolution {
            moves: self.search(case, &mut ()),
        }
    }

    /// How many states the last case's search expanded, as its X-ray counts them; 0 when it needed no search.
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// The search, its loop watched by `watch` (the X-ray's tracer, or `()` for the judge).
    pub(super) fn search<W: Watch<u32>>(
        &mut self,
        case: &HoledoxGame,
        watch: &mut W,
    ) -> Option<Vec<Dir>> {
        self.expanded = 0;
        let (start, len) = encode(case, &case.body)?;
        if case.body[0] == EXIT {
            return Some(Vec::new());
        }
        self.build_board(case);
        let shift = 2 * (len as u32 - 1);
        if self.dist[(start >> shift) as usize] == NONE {
            return None;
        }
        self.build_blocked(len);
        let states = (case.rows * case.cols) << shift;
        let words = states.div_ceil(64);
        if self.visited.len() < words {
            self.visited.resize(words, 0);
        }
        self.visited[..words].fill(0);
        if self.tails.len() < states.div_ceil(32) {
            self.tails.resize(states.div_ceil(32), 0);
        }
        self.visited[start as usize >> 6] |= 1 << (start & 63);
        let goal = self.run(start, len, watch)?;
        Some(self.path(case, start, goal, shift))
    }

    /// Stone grid, neighbour table and distances from the exit ignoring the body.
    pub(super) fn build_board(&mut self, case: &HoledoxGame) {
        let (rows, cols) = (case.rows, case.cols);
        let mut stone = vec![false; rows * cols];
        for &(r, c) in &case.stones {
            if r < rows && c < cols {
                stone[r * cols + c] = true;
            }
        }
        self.neighbors.clear();
        self.neighbors.extend(
            grid::neighbours(rows, cols, |n| !stone[n])
                .map(|around| around.map(|n| n.map_or(NONE, |n| n as u16))),
        );
        self.dist.clear();
        self.dist.resize(rows * cols, NONE);
        if stone[EXIT_CELL as usize] {
            return;
        }
        self.dist[EXIT_CELL as usize] = 0;
        let mut queue = vec![EXIT_CELL];
        let mut i = 0;
        while let Some(&cell) = queue.get(i) {
            i += 1;
            let next = self.dist[cell as usize] + 1;
            for nb in self.neighbors[cell as usize] {
                if nb != NONE && self.dist[nb as usize] == NONE {
                    self.dist[nb as usize] = next;
                    queue.push(nb);
                }
            }
        }
    }

    /// For every shape of a body of `len` blocks, which head neighbours the body covers.
    pub(super) fn build_blocked(&mut self, len: usize) {
        if !self.blocked[len].is_empty() {
            return;
        }
        let segments = len - 1;
        self.blocked[len] = (0..1u32 << (2 * segments))
            .map(|shape| {
                let (mut r, mut c) = (0i32, 0i32);
                let mut mask = 0u8;
                for i in 0..segments {
                    let (dr, dc) = Dir::ALL[(shape >> (2 * i) & 3) as usize].delta();
                    r += dr;
                    c += dc;
                    for (d, dir) in Dir::ALL.iter().enumerate() {
                        if dir.delta() == (r, c) {
                            mask |= 1 << d;
                        }
                    }
                }
                mask
            })
            .collect();
    }

    /// The A* loop; returns the first goal state generated (optimal, see the module docs). The X-ray's pseudocode
    /// lines (`xray.rs`) are the numbers given to `watch`.
    fn run<W: Watch<u32>>(&mut self, start: u32, len: usize, watch: &mut W) -> Option<u32> {
        let Solver {
            visited,
            tails,
            blocked,
            neighbors,
            dist,
            current,
            next,
            expanded,
        } = self;
        let blocked = &blocked[len];
        let shift = 2 * (len as u32 - 1);
        let mask = (1u32 << shift) - 1;
        current.clear();
        next.clear();
        current.push(start);
        // The X-ray's figures: the bound on g + h of the states in `current` and its round.
        let (mut bound, mut round) = (u32::from(dist[(start >> shift) as usize]), 0);
        watch.round(round, bound);
        loop {
            while let Some(state) = current.pop() {
                *expanded += 1;
                let head = (state >> shift) as usize;
                let shape = state & mask;
                let covered = blocked[shape as usize];
                let here = dist[head];
                let tail = (shape >> (shift - 2)) as u64;
                let (g, mut line) = (bound - u32::from(here), 4);
                watch.expand(state, g, here.into());
                for (d, &nb) in neighbors[head].iter().enumerate() {
                    if nb == NONE || covered >> d & 1 != 0 {
                        continue;
                    }
                    let moved = ((shape << 2) | (d as u32 ^ 1)) & mask;
                    let id = ((nb as u32) << shift) | moved;
                    let word = &mut visited[id as usize >> 6];
                    let bit = 1u64 << (id & 63);
                    let seen = *word & bit != 0;
                    let fate = if seen { Fate::Seen } else { Fate::New };
                    let fate = if nb == EXIT_CELL { Fate::Goal } else { fate };
                    if W::ON {
                        let h = u32::from(dist[nb as usize]);
                        watch.child(Dir::ALL[d], "", id, g + 1, h, fate);
                        let at = if seen {
                            5
                        } else if h < u32::from(here) {
                            7
                        } else {
                            8
                        };
                        line = line.max(at);
                    }
                    if seen {
                        continue;
                    }
                    *word |= bit;
                    let slot = &mut tails[id as usize >> 5];
                    let at = 2 * (id & 31);
                    *slot = (*slot & !(3 << at)) | (tail << at);
                    if nb == EXIT_CELL {
                        if watch.end((current.len() + next.len()) as u64, 6, true) {
                            open_list(watch, (current, next), dist, shift, bound);
                        }
                        return Some(id);
                    }
                    if dist[nb as usize] < here {
                        current.push(id);
                    } else {
                        next.push(id);
                    }
                }
                if W::ON {
                    let last = current.is_empty() && next.is_empty();
                    let line = if last { 9 } else { line };
                    if watch.end((current.len() + next.len()) as u64, line, last) {
                        open_list(watch, (current, next), dist, shift, bound);
                    }
                }
            }
            if next.is_empty() {
                return None;
            }
            std::mem::swap(current, next);
            (bound, round) = (bound + 2, round + 1);
            watch.round(round, bound);
        }
    }

    /// Walks parent links back from `goal` to `start`: the move into a state is the
    /// opposite of its first shape direction, and its parent's tail is stored.
    fn path(&self, case: &HoledoxGame, start: u32, goal: u32, shift: u32) -> Vec<Dir> {
        let mask = (1u32 << shift) - 1;
        let mut moves = Vec::new();
        let mut state = goal;
        let limit = (case.rows * case.cols) << shift;
        while state != start && moves.len() < limit {
            let head = (state >> shift) as usize;
            let shape = state & mask;
            let back = shape & 3;
            moves.push(Dir::ALL[(back ^ 1) as usize]);
            let Some((r, c)) = Dir::ALL[back as usize].step(
                (head / case.cols, head % case.cols),
                case.rows,
                case.cols,
            ) else {
                break;
            };
            let tail = (self.tails[state as usize >> 5] >> (2 * (state & 31)) & 3) as u32;
            state = (((r * case.cols + c) as u32) << shift) | (shape >> 2) | (tail << (shift - 2));
        }
        moves.reverse();
        moves
    }
}

/// Tells `watch` the first states of the open list, `now` (last in, first out, at `g + h = bound`) then `later`.
#[inline(never)]
fn open_list<W: Watch<u32>>(
    watch: &mut W,
    (now, later): (&[u32], &[u32]),
    dist: &[u16],
    shift: u32,
    bound: u32,
) {
    let now = now.iter().rev().map(|&id| (id, bound));
    let later = later.iter().rev().map(|&id| (id, bound + 2));
    for (id, f) in now.chain(later).take(QUEUE_SHOWN) {
        let h = u32::from(dist[(id >> shift) as usize]);
        watch.queued(id, f - h, h);
    }
}
