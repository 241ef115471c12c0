//! Huarong per-board solver: side-to-side turn costs, A* over a bucket queue and path rebuild (partners: `mod.rs` types, `xray.rs` watches the A* loop, `tests/huarong/judge.rs`).
//!
//! The piece only moves when the blank is beside it, so a search state is
//! `(piece cell, side of the piece holding the blank)`, numbered `cell * 4 + side`
//! with sides in [`Dir::ALL`] order. From such a state the blank may walk round
//! to another side without crossing the piece (a *turn*, whose cost is
//! precomputed once per board by breadth-first search), or swap with the piece
//! (cost 1). Before the blank first reaches the piece, the search walks it
//! cell by cell (states `4 * cells + cell`, the piece still on its start), which
//! is the per-query breadth-first search of the blank done lazily. A* with an
//! exact-on-open-boards lower bound and a circular bucket queue of small
//! integer keys finds the first state with the piece on the target. Turns and
//! swaps undo themselves, so the connected parts of the state graph are
//! labelled once per board: the search never enters a part without a target
//! state, and skips queries whose piece has none.

use super::bound::open_board_bound;
use super::{Board, Cell, Query};
use crate::grid::{self, Dir};
use crate::watch::Watch;

/// No cell or state (an off-board or fixed neighbour, a missing predecessor).
const NONE: u32 = u32::MAX;
/// An unreachable distance.
const INF: u32 = u32::MAX;

/// Answers many queries on one board; build it once per board.
///
/// [`Solver::new`] builds the turn-cost graph (at most 30 x 30 x 4 states);
/// each query then runs one A* search, with every buffer reused between
/// queries. The same query on the same board always gets the same path.
#[derive(Debug, Clone)]
pub struct Solver {
    board: Board,
    /// `(row, col)` of each cell.
    spots: Vec<Cell>,
    /// `next[cell * 4 + side]`: the movable cell one step that way, or `NONE`.
    next: Vec<u32>,
    /// `turn[state * 4 + side]`: fewest blank moves from the state's side of
    /// its piece to `side` without crossing the piece, or `INF`.
    pub(super) turn: Vec<u32>,
    /// `group[state]`: the connected part of the state graph holding `state`
    /// (turns and swaps both undo themselves), `NONE` for a state that cannot occur.
    group: Vec<u32>,
    /// Breadth-first scratch: `mark[cell] == stamp` when visited by the current walk.
    mark: Vec<u32>,
    stamp: u32,
    /// Distance of each visited cell and the direction the blank came in by.
    steps: Vec<u32>,
    came: Vec<u8>,
    queue: Vec<u32>,
    /// A* scratch: `seen[state] == round` when `dist`, `pred` and `bound`
    /// hold this query's distance, predecessor and estimate for `state`.
    seen: Vec<u32>,
    round: u32,
    /// States the last query's search expanded (taken off the buckets, not superseded), as its X-ray counts them.
    expanded: u64,
    dist: Vec<u32>,
    pred: Vec<u32>,
    bound: Vec<u32>,
    /// Circular bucket queue (a power of two long): `buckets[key % len]` holds
    /// the states whose distance plus estimate is `key`.
    buckets: Vec<Vec<u32>>,
    /// The state chain of the last path rebuild.
    chain: Vec<u32>,
    /// Whether the current query searches without an estimate (Dijkstra's search, as NOIP's standard solution does:
    /// the X-ray of the taught method, `xray.rs`); false for the judge.
    blind: bool,
}

/// The outcome of checking a query before any search.
enum Plan {
    /// The query breaks the rules or its target is fixed: no path.
    Impossible,
    /// The piece already stands on the target.
    Done,
    /// Search from the blank and piece cells to the target cell (cell indices).
    Search { blank: u32, piece: u32, target: u32 },
}

/// What one query's search aims at, for the estimates.
struct Aim {
    /// The target's `(row, col)`.
    goal: Cell,
    /// For each side of the start: its `(row, col)` and the estimate from
    /// there with the blank on that side (`INF` for a missing side).
    lures: [(Cell, u32); 4],
}

impl Solver {
    /// Builds the turn-cost graph of `board`.
    pub fn new(board: &Board) -> Solver {
        let mut solver = Solver::unpriced(board);
        solver.price(0..board.rows * board.cols);
        solver.find_groups();
        solver
    }

    /// The solver of `board` before its turns are priced.
    pub(super) fn unpriced(board: &Board) -> Solver {
        let cells = board.rows * board.cols;
        let spots: Vec<Cell> = (0..cells)
            .map(|at| (at / board.cols, at % board.cols))
            .collect();
        let next = grid::neighbours(board.rows, board.cols, |n| board.movable[n])
            .flatten()
            .map(|n| n.map_or(NONE, |n| n as u32))
            .collect();
        // Keys of pending states never run more than `cells + 6 * (rows + cols)`
        // ahead of the current one (a walk is shorter than `cells`, an estimate
        // is at most `6 * (rows + cols)`), so this many buckets never collide.
        let window = (cells + 6 * (board.rows + board.cols) + 8).next_power_of_two();
        Solver {
            board: board.clone(),
            spots,
            next,
            turn: vec![INF; cells * 16],
            group: vec![NONE; cells * 4],
            mark: vec![0; cells],
            stamp: 0,
            steps: vec![0; cells],
            came: vec![0; cells],
            queue: Vec::with_capacity(cells),
            seen: vec![0; cells * 5],
            round: 0,
            expanded: 0,
            dist: vec![INF; cells * 5],
            pred: vec![NONE; cells * 5],
            bound: vec![0; cells * 5],
            buckets: vec![Vec::new(); window],
            chain: Vec::new(),
            blind: false,
        }
    }

    /// Prices the turns round every piece on the cells `cells`.
    pub(super) fn price(&mut self, cells: std::ops::Range<usize>) {
        for piece in cells {
            if self.board.movable[piece] {
                self.price_turns(piece as u32);
            }
        }
    }

    /// The board this solver plays on.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The fewest moves that bring the query's piece to its target, or `None`
    /// when impossible (also for a query that breaks the rules, see [`Board::is_valid`]).
    pub fn distance(&mut self, query: &Query) -> Option<usize> {
        Some(match self.goal(query, false, &mut ())? {
            None => 0,
            Some(last) => self.dist[last as usize] as usize,
        })
    }

    /// An optimal sequence of blank moves for `query` (empty when the piece
    /// starts on the target), or `None` as for [`Solver::distance`].
    pub fn path(&mut self, query: &Query) -> Option<Vec<Dir>> {
        Some(match self.goal(query, false, &mut ())? {
            None => Vec::new(),
            Some(last) => self.rebuild(last),
        })
    }

    /// How many search states the last query's A* expanded (as its X-ray counts them); 0 when it needed no search.
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Searches for `query` (`blind`: without an estimate): `None` when impossible, `Some(None)` when the piece
    /// already stands on the target, else the search state that reached it.
    fn goal<W: Watch<u32>>(
        &mut self,
        query: &Query,
        blind: bool,
        watch: &mut W,
    ) -> Option<Option<u32>> {
        self.expanded = 0;
        self.blind = blind;
        match self.plan(query) {
            Plan::Impossible => None,
            Plan::Done => Some(None),
            Plan::Search {
                blank,
                piece,
                target,
            } => self.search((blank, piece, target), watch).map(Some),
        }
    }

    fn plan(&self, query: &Query) -> Plan {
        if !self.board.is_valid(query) {
            Plan::Impossible
        } else if query.piece == query.target {
            Plan::Done
        } else if !self.board.is_movable(query.target) {
            Plan::Impossible
        } else {
            Plan::Search {
                blank: index(&self.board, query.blank),
                piece: index(&self.board, query.piece),
                target: index(&self.board, query.target),
            }
        }
    }

    /// The four neighbours of `cell` (`NONE` where off the board or fixed).
    fn sides(&self, cell: u32) -> [u32; 4] {
        let at = cell as usize * 4;
        [
            self.next[at],
            self.next[at + 1],
            self.next[at + 2],
            self.next[at + 3],
        ]
    }

    /// Fills the turn costs round a piece on `piece`: by [`Solver::price_round`] where the cells round it allow,
    /// else one walk per side (costs are symmetric, so each side only looks for the later ones).
    fn price_turns(&mut self, piece: u32) {
        if self.price_round(piece) {
            return;
        }
        self.price_by_walks(piece);
    }

    /// Prices the turns round a piece on `piece` without a walk where each is the least it can be: 2 between two
    /// sides whose corner cell is movable (their distance), 4 between opposite sides with a movable column or row
    /// beside the piece (the piece stands between them, so no shorter way exists; `turn_moves` takes these same
    /// ways). Returns false, writing nothing, when some pair of the piece's sides has neither.
    fn price_round(&mut self, piece: u32) -> bool {
        let around = self.sides(piece);
        // The pairs of sides priced: at most six.
        let (mut priced, mut count) = ([(0, 0, 0); 6], 0);
        for side in 0..4 {
            if around[side] == NONE {
                continue;
            }
            for other in side + 1..4 {
                if around[other] == NONE {
                    continue;
                }
                let short = if other == side ^ 1 {
                    self.way_round(piece as usize, side).is_some()
                } else {
                    self.next[around[side] as usize * 4 + other] != NONE
                };
                if !short {
                    return false;
                }
                priced[count] = (side, other, if other == side ^ 1 { 4 } else { 2 });
                count += 1;
            }
        }
        let state = piece as usize * 4;
        for &(side, other, cost) in &priced[..count] {
            self.turn[(state + side) * 4 + other] = cost;
            self.turn[(state + other) * 4 + side] = cost;
        }
        true
    }

    /// The first side of the piece on `piece` (in [`Dir::ALL`] order) across from neither `side` nor its opposite whose
    /// column or row beside the three cells from `side` to its opposite is movable: the blank goes round that way from
    /// one of those sides to the other in 4 moves. `None` when neither way is clear.
    fn way_round(&self, piece: usize, side: usize) -> Option<usize> {
        let ends = [
            self.next[piece * 4 + side],
            self.next[piece * 4 + (side ^ 1)],
        ];
        (0..4).filter(|&e| e / 2 != side / 2).find(|&e| {
            [ends[0] as usize, piece, ends[1] as usize]
                .iter()
                .all(|&cell| self.next[cell * 4 + e] != NONE)
        })
    }

    /// Prices the turns round a piece on `piece` by breadth-first walks of the blank, one per side.
    pub(super) fn price_by_walks(&mut self, piece: u32) {
        let around = self.sides(piece);
        for side in 0..4 {
            if around[side] == NONE {
                continue;
            }
            let mut targets = [NONE; 4];
            targets[side + 1..].copy_from_slice(&around[side + 1..]);
            if targets.iter().all(|&t| t == NONE) {
                continue;
            }
            let found = self.walk(around[side], piece, targets);
            let state = piece as usize * 4;
            for other in side + 1..4 {
                if targets[other] != NONE {
                    self.turn[(state + side) * 4 + other] = found[other];
                    self.turn[(state + other) * 4 + side] = found[other];
                }
            }
        }
    }

    /// Labels the connected parts of the state graph (depth first, in `queue`).
    pub(super) fn find_groups(&mut self) {
        for first in 0..self.group.len() {
            if self.group[first] != NONE || self.next[first] == NONE {
                continue;
            }
            if !self.board.movable[first / 4] {
                continue;
            }
            let label = first as u32;
            self.group[first] = label;
            self.queue.clear();
            self.queue.push(first as u32);
            while let Some(state) = self.queue.pop() {
                let at = state as usize;
                let (cell, side) = (at / 4, at % 4);
                let mut linked = [NONE as usize; 4];
                for (other, link) in linked.iter_mut().enumerate() {
                    if other == side {
                        *link = self.next[at] as usize * 4 + (side ^ 1); // swap
                    } else if self.turn[at * 4 + other] != INF {
                        *link = cell * 4 + other;
                    }
                }
                for to in linked {
                    if to != NONE as usize && self.group[to] == NONE {
                        self.group[to] = label;
                        self.queue.push(to as u32);
                    }
                }
            }
        }
    }

    /// Breadth-first search of the blank from `from`, never entering `avoid`,
    /// until every cell of `targets` (`NONE` = no target) is reached or nothing
    /// is left; returns their distances (`INF` when unreachable). Afterwards
    /// `came` leads back from any visited cell to `from`.
    fn walk(&mut self, from: u32, avoid: u32, targets: [u32; 4]) -> [u32; 4] {
        if self.stamp == u32::MAX {
            self.mark.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
        let stamp = self.stamp;
        let mut found = [INF; 4];
        let mut left = 0;
        for (slot, &target) in found.iter_mut().zip(&targets) {
            if target == from {
                *slot = 0;
            } else if target != NONE {
                left += 1;
            }
        }
        self.queue.clear();
        self.queue.push(from);
        self.mark[from as usize] = stamp;
        self.steps[from as usize] = 0;
        let mut head = 0;
        while left > 0 && head < self.queue.len() {
            let cell = self.queue[head] as usize;
            head += 1;
            let step = self.steps[cell] + 1;
            for dir in 0..4 {
                let to = self.next[cell * 4 + dir];
                if to == NONE || to == avoid || self.mark[to as usize] == stamp {
                    continue;
                }
                let to_at = to as usize;
                self.mark[to_at] = stamp;
                self.steps[to_at] = step;
                self.came[to_at] = dir as u8;
                self.queue.push(to);
                for (slot, &target) in found.iter_mut().zip(&targets) {
                    if target == to {
                        *slot = step;
                        left -= 1;
                    }
                }
            }
        }
        found
    }

    /// Shortest path from the blank on `blank` and the piece on `piece` to any
    /// state with the piece on `target`; returns that state.
    ///
    /// A* keyed by distance plus [`Solver::estimate`]: the estimate is
    /// consistent, so keys pop in order and the first target state is optimal. The X-ray's pseudocode lines
    /// (`xray.rs`) are the numbers given to `watch`.
    fn search<W: Watch<u32>>(
        &mut self,
        (blank, piece, target): (u32, u32, u32),
        watch: &mut W,
    ) -> Option<u32> {
        // Only the parts of the state graph that hold a target state matter.
        let at = target as usize * 4;
        let wanted: [u32; 4] = std::array::from_fn(|side| self.group[at + side]);
        let useful = |group: u32| group != NONE && wanted.contains(&group);
        let around = self.sides(piece);
        if !(0..4).any(|side| useful(self.group[piece as usize * 4 + side])) {
            return None;
        }
        let goal = self.spots[target as usize];
        let mut lures = [(goal, INF); 4];
        for (side, lure) in lures.iter_mut().enumerate() {
            if around[side] != NONE {
                let bound = self.piece_estimate(piece as usize * 4 + side, goal);
                *lure = (self.spots[around[side] as usize], bound);
            }
        }
        let aim = Aim { goal, lures };
        if self.round == u32::MAX {
            self.seen.fill(0);
            self.round = 0;
        }
        self.round += 1;
        let base = self.spots.len() * 4;
        let mut pending = self.offer(base + blank as usize, 0, NONE, &aim) as usize;
        let mask = self.buckets.len() - 1;
        let mut now = 0u32;
        let mut found = None;
        let (mut layer, mut last_key) = (0, u32::MAX); // the X-ray's rounds: one per key expanded
        while pending > 0 {
            let Some(state) = self.buckets[now as usize & mask].pop() else {
                now += 1;
                continue;
            };
            pending -= 1;
            let at = state as usize;
            let done = self.dist[at];
            if done + self.bound[at] != now {
                continue; // superseded by a shorter entry, already expanded
            }
            self.expanded += 1;
            if W::ON {
                if now != last_key {
                    watch.round(layer, now);
                    (layer, last_key) = (layer + 1, now);
                }
                watch.expand(state, done, self.bound[at]);
            }
            if at >= base {
                // The blank walks towards the piece, which has not moved yet.
                let cell = at - base;
                for dir in 0..4 {
                    let to = self.next[cell * 4 + dir];
                    if to != NONE && to != piece {
                        let how = (Dir::ALL[dir], "walk", state);
                        pending += self.visit(base + to as usize, done + 1, how, &aim, watch);
                    }
                }
                // Beside the piece: the blank has arrived (no move).
                if let Some(side) = around.iter().position(|&side| side == cell as u32) {
                    let to = piece as usize * 4 + side;
                    if useful(self.group[to]) {
                        let how = (Dir::ALL[side], "arrive", state);
                        pending += self.visit(to, done, how, &aim, watch);
                    }
                }
                self.ended(watch, (pending, 3, pending == 0), now);
                continue;
            }
            let (cell, side) = (at / 4, at % 4);
            if cell == target as usize {
                self.ended(watch, (pending, 4, true), now);
                found = Some(state);
                break;
            }
            for other in 0..4 {
                let cost = self.turn[at * 4 + other];
                if other != side && cost != INF {
                    let how = (Dir::ALL[other], "turn", state);
                    pending += self.visit(cell * 4 + other, done + cost, how, &aim, watch);
                }
            }
            // Swap: the blank (always on a movable cell) steps onto the piece,
            // which lands on the blank's cell with the blank behind it.
            let beside = self.next[at] as usize;
            let how = (Dir::ALL[side].opposite(), "swap", state);
            pending += self.visit(beside * 4 + (side ^ 1), done + 1, how, &aim, watch);
            self.ended(watch, (pending, 5, pending == 0), now);
        }
        // Leftovers all have keys from `now` on, within one window.
        while pending > 0 {
            let bucket = &mut self.buckets[now as usize & mask];
            pending -= bucket.len();
            bucket.clear();
            now += 1;
        }
        found
    }

    /// Records `state` at distance `dist` via `from` if that is shorter than
    /// known, and queues it; returns whether it was queued.
    fn offer(&mut self, state: usize, dist: u32, from: u32, aim: &Aim) -> bool {
        if self.seen[state] == self.round {
            if self.dist[state] <= dist {
                return false;
            }
        } else {
            self.seen[state] = self.round;
            self.bound[state] = self.estimate(state, aim);
        }
        self.dist[state] = dist;
        self.pred[state] = from;
        let key = dist + self.bound[state];
        let mask = self.buckets.len() - 1;
        self.buckets[key as usize & mask].push(state as u32);
        true
    }

    /// A lower bound on the moves left from `state` to the target.
    ///
    /// For a walking state (blank on `cell`, piece on its start): the fewest
    /// steps to some side of the piece, ignoring obstacles, plus the bound from
    /// that side. Both parts are consistent, so the minimum is too.
    fn estimate(&self, state: usize, aim: &Aim) -> u32 {
        if self.blind {
            return 0;
        }
        let base = self.spots.len() * 4;
        if state < base {
            return self.piece_estimate(state, aim.goal);
        }
        let (row, col) = self.spots[state - base];
        aim.lures
            .iter()
            .filter(|&&(_, bound)| bound != INF)
            .map(|&((r, c), bound)| (row.abs_diff(r) + col.abs_diff(c)) as u32 + bound)
            .min()
            .unwrap_or(0)
    }

    /// A lower bound on the moves left from a piece state to any state with
    /// the piece on `goal`: the exact answer on an open endless board, where
    /// turns cost only 2 or 4 (see `bound.rs`), hence consistent on any board.
    fn piece_estimate(&self, state: usize, goal: Cell) -> u32 {
        let ((row, col), side) = (self.spots[state / 4], state % 4);
        let (rows, cols) = (row.abs_diff(goal.0) as u32, col.abs_diff(goal.1) as u32);
        open_board_bound(rows, cols, side, row > goal.0, col > goal.1)
    }

    /// The blank moves along the last search's path, ending in state `last`.
    fn rebuild(&mut self, last: u32) -> Vec<Dir> {
        let mut chain = std::mem::take(&mut self.chain);
        chain.clear();
        let mut state = last;
        while state != NONE {
            chain.push(state);
            state = self.pred[state as usize];
        }
        chain.reverse();
        let base = self.spots.len() * 4;
        let mut moves = Vec::with_capacity(self.dist[last as usize] as usize);
        for pair in chain.windows(2) {
            let (from, to) = (pair[0] as usize, pair[1] as usize);
            if from >= base {
                // A walking step, or the arrival beside the piece (no move).
                if to >= base {
                    let cell = from - base;
                    let dir = (0..4).find(|&dir| self.next[cell * 4 + dir] as usize == to - base);
                    moves.extend(dir.map(|dir| Dir::ALL[dir]));
                }
            } else if from / 4 == to / 4 {
                self.turn_moves(from, to % 4, &mut moves);
            } else {
                moves.push(Dir::ALL[from % 4].opposite());
            }
        }
        self.chain = chain;
        debug_assert_eq!(moves.len(), self.dist[last as usize] as usize);
        moves
    }

    /// Appends the blank moves of the turn from state `from` to side `side` of the same piece.
    ///
    /// The usual turns need no search: a turn of 2 goes round the corner
    /// between the two sides, a turn of 4 to the opposite side round one of
    /// the piece's other sides. Anything else is walked again.
    fn turn_moves(&mut self, from: usize, side: usize, moves: &mut Vec<Dir>) {
        let (piece, start, end) = (from / 4, self.next[from], self.next[from / 4 * 4 + side]);
        let (first, last) = (Dir::ALL[from % 4], Dir::ALL[side]);
        match self.turn[from * 4 + side] {
            2 => {
                moves.extend([last, first.opposite()]);
                return;
            }
            4 if first.opposite() == last => {
                if let Some(e) = self.way_round(piece, side) {
                    let round = Dir::ALL[e];
                    moves.extend([round, last, last, round.opposite()]);
                    return;
                }
            }
            _ => {}
        }
        self.walk(start, piece as u32, [end, NONE, NONE, NONE]);
        self.trail(start, end, moves);
    }

    /// Appends the moves of the last [`Solver::walk`] from `from` to `to`.
    fn trail(&self, from: u32, to: u32, moves: &mut Vec<Dir>) {
        let start = moves.len();
        let mut cell = to;
        while cell != from {
            let dir = Dir::ALL[self.came[cell as usize] as usize];
            moves.push(dir);
            cell = self.next[cell as usize * 4 + dir.opposite().index()];
        }
        moves[start..].reverse();
    }
}

/// The flat index of an on-board cell.
fn index(board: &Board, (row, col): Cell) -> u32 {
    (row * board.cols + col) as u32
}

#[path = "solve_watch.rs"]
mod watch;

#[cfg(test)]
#[path = "solve_tests.rs"]
mod tests;
