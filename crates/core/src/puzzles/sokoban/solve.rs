//! The single-box solver: a breadth-first search over pushes, layer by layer, each state the box's cell and the side
//! you pushed it from, with the fewest moves in all kept per state within its layer; your walks between pushes are
//! breadth-first searches around the box (partners: `mod.rs` the maze, state and move types, `play.rs` and
//! `insight.rs` call it, `tests/sokoban/oracle.rs` checks it against a plain search over (box, you) states).
//!
//! Every push adds exactly one to the pushes, so the states first met after `k` pushes are those whose fewest pushes
//! is `k`; among the ways to meet one in its layer only the fewest moves matter (what follows is the same), so the
//! first layer that puts the box on the target, at its fewest moves, is the judge's answer: fewest pushes, then
//! fewest moves. Ties are broken by the order of `Dir::ALL` and of the layer, the same on every run.

use super::{Pos, SokobanGame, SokobanMove, SokobanState};
use crate::grid::Dir;
use crate::watch::{Fate, Watch, QUEUE_SHOWN};

/// How a search ended, when the box can reach the target.
pub(super) enum Found {
    /// The box is on the target already.
    There,
    /// The state, box on the target, first met with the fewest pushes and then moves.
    Goal(u32),
}

/// No cell: off the board.
const NONE: u32 = u32::MAX;
/// A state not met yet.
const UNSEEN: u32 = u32::MAX;
/// The parent of a state reached by the first push.
const START: u32 = u32::MAX;

/// Buffers kept from maze to maze.
#[derive(Debug, Default)]
pub struct Solver {
    /// Per cell and direction (`Dir::ALL` order): the neighbouring free cell, or [`NONE`].
    next: Vec<u32>,
    /// Per cell: the walk's distance, valid where `stamp` is the current walk's.
    dist: Vec<u32>,
    /// Per cell: the direction of the walk's last step into it.
    came: Vec<u8>,
    /// Per cell: which walk wrote `dist` and `came`.
    stamp: Vec<u32>,
    /// The current walk's number.
    walk: u32,
    /// The walk's queue.
    queue: Vec<u32>,
    /// Per state (box cell * 4 + the push's direction): the pushes of its layer, or [`UNSEEN`].
    layer: Vec<u32>,
    /// Per state: the fewest moves in all that reach it in its layer.
    cost: Vec<u32>,
    /// Per state: the state it was pushed from, or [`START`].
    parent: Vec<u32>,
    /// States expanded by the last search.
    expanded: u64,
}

impl Solver {
    /// A solver with empty buffers.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// States (box, side) the last [`Solver::solve`] expanded.
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// The moves with the fewest pushes and then the fewest moves from `state` to the box on the target, or `None`.
    pub fn solve(&mut self, maze: &SokobanGame, state: &SokobanState) -> Option<Vec<SokobanMove>> {
        match self.search(maze, state, &mut ())? {
            Found::There => Some(Vec::new()),
            Found::Goal(goal) => Some(self.path(maze, state, goal)),
        }
    }

    /// The key the X-ray draws the start as: you anywhere, the box where it starts (see [`Solver::decode`]).
    pub fn start_key(maze: &SokobanGame, state: &SokobanState) -> u32 {
        (maze.rows * maze.cols * 4 + maze.index(state.player)) as u32
    }

    /// The state of a search key: a push's state (the box's cell * 4 + the push's direction: you stand behind the
    /// box), or [`Solver::start_key`]'s.
    pub fn decode(maze: &SokobanGame, start: &SokobanState, key: u32) -> SokobanState {
        let n = (maze.rows * maze.cols * 4) as u32;
        if key >= n {
            return SokobanState {
                player: cell_of((key - n) as usize, maze.cols),
                boxed: start.boxed,
            };
        }
        let boxed = cell_of((key / 4) as usize, maze.cols);
        let back = Dir::ALL[opposite((key % 4) as usize)];
        SokobanState {
            player: back.step(boxed, maze.rows, maze.cols).unwrap_or(boxed),
            boxed,
        }
    }

    /// The layered search, told to `watch` (the X-ray's pseudocode lines are `xray.rs`'s); `None` when the box can
    /// never reach the target.
    pub(super) fn search<W: Watch<u32>>(
        &mut self,
        maze: &SokobanGame,
        state: &SokobanState,
        watch: &mut W,
    ) -> Option<Found> {
        self.expanded = 0;
        if !maze.is_free(state.player) || !maze.is_free(state.boxed) || state.player == state.boxed
        {
            return None;
        }
        if state.boxed == maze.target {
            return Some(Found::There);
        }
        self.build(maze);
        let n = maze.rows * maze.cols;
        self.layer.clear();
        self.layer.resize(n * 4, UNSEEN);
        self.cost.clear();
        self.cost.resize(n * 4, 0);
        self.parent.clear();
        self.parent.resize(n * 4, START);
        let target = maze.index(maze.target) as u32;
        let mut now = Vec::new();
        let mut later = Vec::new();
        let start_box = maze.index(state.boxed) as u32;
        watch.round(0, 0);
        self.expanded += 1;
        watch.expand(Self::start_key(maze, state), 0, 0);
        let player = maze.index(state.player) as u32;
        self.expand(player, start_box, 0, START, 1, target, &mut now, watch);
        if watch.end(now.len() as u64, 8, now.is_empty()) {
            self.open_list(watch, &now, &[]);
        }
        let mut pushes = 1;
        while !now.is_empty() {
            let best = now
                .iter()
                .copied()
                .filter(|&s| s / 4 == target)
                .min_by_key(|&s| self.cost[s as usize]);
            if let Some(goal) = best {
                return Some(Found::Goal(goal));
            }
            watch.round(pushes, pushes);
            pushes += 1;
            for (i, &s) in now.iter().enumerate() {
                self.expanded += 1;
                let (boxed, d) = (s / 4, (s % 4) as usize);
                let player = self.next[boxed as usize * 4 + opposite(d)];
                let cost = self.cost[s as usize];
                watch.expand(s, cost, 0);
                self.expand(player, boxed, cost, s, pushes, target, &mut later, watch);
                if W::ON {
                    let waiting = (now.len() - i - 1 + later.len()) as u64;
                    let last = i + 1 == now.len() && later.is_empty();
                    if watch.end(waiting, if last { 3 } else { 8 }, last) {
                        self.open_list(watch, &now[i + 1..], &later);
                    }
                }
            }
            std::mem::swap(&mut now, &mut later);
            later.clear();
        }
        None
    }

    /// Tells `watch` the first states waiting: the rest of this layer, then the next layer's, each with its moves.
    #[inline(never)]
    fn open_list<W: Watch<u32>>(&self, watch: &mut W, now: &[u32], later: &[u32]) {
        for &s in now.iter().chain(later).take(QUEUE_SHOWN) {
            watch.queued(s, self.cost[s as usize], 0);
        }
    }

    /// The neighbour tables of `maze`.
    fn build(&mut self, maze: &SokobanGame) {
        let n = maze.rows * maze.cols;
        self.next.clear();
        for i in 0..n {
            let cell = (i / maze.cols, i % maze.cols);
            for dir in Dir::ALL {
                let to = dir.step(cell, maze.rows, maze.cols);
                let to = to.filter(|&c| maze.is_free(c));
                self.next.push(to.map_or(NONE, |c| maze.index(c) as u32));
            }
        }
        self.dist.resize(n, 0);
        self.came.resize(n, 0);
        self.stamp.clear();
        self.stamp.resize(n, 0);
        self.walk = 0;
    }

    /// Walks from `player` around the box at `boxed`, then tries the four pushes: each new state of layer `pushes`
    /// (or one met again in it by fewer moves) gets `cost` plus the walk plus one and the parent `from`.
    #[allow(clippy::too_many_arguments)]
    fn expand<W: Watch<u32>>(
        &mut self,
        player: u32,
        boxed: u32,
        cost: u32,
        from: u32,
        pushes: u32,
        target: u32,
        out: &mut Vec<u32>,
        watch: &mut W,
    ) {
        self.walk_from(player, boxed);
        for d in 0..4 {
            let stand = self.next[boxed as usize * 4 + opposite(d)];
            let to = self.next[boxed as usize * 4 + d];
            if stand == NONE || to == NONE || self.stamp[stand as usize] != self.walk {
                continue;
            }
            let s = (to * 4 + d as u32) as usize;
            let c = cost + self.dist[stand as usize] + 1;
            if W::ON {
                let fate = match self.layer[s] {
                    UNSEEN if to == target => Fate::Goal,
                    UNSEEN => Fate::New,
                    layer if layer == pushes && c < self.cost[s] => Fate::Better,
                    _ => Fate::Seen,
                };
                let mv = SokobanMove {
                    dir: Dir::ALL[d],
                    push: true,
                };
                watch.child(mv, "", s as u32, c, 0, fate);
            }
            if self.layer[s] == UNSEEN {
                self.layer[s] = pushes;
                self.cost[s] = c;
                self.parent[s] = from;
                out.push(s as u32);
            } else if self.layer[s] == pushes && c < self.cost[s] {
                self.cost[s] = c;
                self.parent[s] = from;
            }
        }
    }

    /// A breadth-first walk from `player` that never enters `boxed`: `dist` and `came` where `stamp` is this walk's.
    fn walk_from(&mut self, player: u32, boxed: u32) {
        self.walk += 1;
        let walk = self.walk;
        self.queue.clear();
        self.queue.push(player);
        self.stamp[player as usize] = walk;
        self.dist[player as usize] = 0;
        let mut head = 0;
        while head < self.queue.len() {
            let at = self.queue[head] as usize;
            head += 1;
            for d in 0..4 {
                let to = self.next[at * 4 + d];
                if to == NONE || to == boxed || self.stamp[to as usize] == walk {
                    continue;
                }
                self.stamp[to as usize] = walk;
                self.dist[to as usize] = self.dist[at] + 1;
                self.came[to as usize] = d as u8;
                self.queue.push(to);
            }
        }
    }

    /// The moves from `state` to the state `goal`: per push, the walk to the side it is pushed from, then the push.
    pub(super) fn path(
        &mut self,
        maze: &SokobanGame,
        state: &SokobanState,
        goal: u32,
    ) -> Vec<SokobanMove> {
        let mut chain = vec![goal];
        while let Some(&s) = chain.last() {
            match self.parent[s as usize] {
                START => break,
                p => chain.push(p),
            }
        }
        chain.reverse();
        let mut moves = Vec::new();
        let mut player = maze.index(state.player) as u32;
        let mut boxed = maze.index(state.boxed) as u32;
        for s in chain {
            let d = (s % 4) as usize;
            let stand = self.next[boxed as usize * 4 + opposite(d)];
            self.walk_from(player, boxed);
            let mut walk = Vec::new();
            let mut at = stand;
            while at != player {
                let came = self.came[at as usize] as usize;
                walk.push(Dir::ALL[came]);
                at = self.next[at as usize * 4 + opposite(came)];
            }
            moves.extend(
                walk.iter()
                    .rev()
                    .map(|&dir| SokobanMove { dir, push: false }),
            );
            moves.push(SokobanMove {
                dir: Dir::ALL[d],
                push: true,
            });
            player = boxed;
            boxed = s / 4;
        }
        moves
    }
}

/// The index in `Dir::ALL` of the direction opposite the one at index `d`.
fn opposite(d: usize) -> usize {
    d ^ 1
}

/// The cell of index `i` in a maze `cols` wide.
pub fn cell_of(i: usize, cols: usize) -> Pos {
    (i / cols, i % cols)
}
