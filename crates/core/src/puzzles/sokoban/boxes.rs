//! The many-box solver: the fewest pushes and, among those, the fewest moves in all, by A* over pushes, its path in
//! LURD (partners: `xsb.rs` the levels, `deadlock.rs` dead squares and frozen boxes, `bound.rs` the matching bound,
//! the CLI's `puzzles solve sokoban --xsb`, `tests/sokoban/oracle.rs` checks it against a plain search).
//!
//! A state is the boxes' cells (sorted) and the player's cell: after a push, the cell the pushed box left; at the
//! start, wherever the player stands. Its successors are the pushes the player can walk to: a breadth-first walk
//! around the boxes to a side of a box, then one push, costing (1 push, the walk's moves + 1). Costs compare as
//! (pushes, moves), lexicographically. The open list is ordered by (pushes + h, moves), h the matching bound of
//! `bound.rs`: h falls by at most one per push, so that key never falls along a path and rises at every push (the
//! moves do), and the first time a state is taken from the list it has its fewest pushes and then moves; the first
//! state taken with every box on a goal is the answer. Ties go to more pushes done, then to the state met first:
//! the same path on every run. A push onto a dead square, or one that freezes a box off a goal, is never made.
//!
//! The budget counts the states expanded: past it the answer is "gave up"; an open list emptied within it is a
//! proof that the level cannot be solved. The states are kept in flat arrays (about 50 bytes and two per box each,
//! with the hash table and the open list); past [`MEMORY`] bytes of them the search gives up too.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::bound::Matcher;
use super::deadlock::{Tables, NONE};
use super::xsb::{read, Level};
use super::{Pos, SokobanMove, LURD};
use crate::grid::Dir;
use crate::watch::{Fate, Watch, QUEUE_SHOWN};
use crate::ParseError;

/// The states a search expands at most unless told otherwise (`--budget`): 5 to 15 seconds natively (150,000 to
/// 400,000 states a second were measured, from 7 boxes down to 2) and some 100 to 500 MB.
pub const DEFAULT_BUDGET: u64 = 2_000_000;

/// The bytes of states a search keeps at most before it gives up, whatever its budget: 1 GiB.
pub const MEMORY: usize = 1 << 30;

/// No state.
const NO_STATE: u32 = u32::MAX;
/// An empty slot of the hash table.
const EMPTY: u64 = u64::MAX;

/// How a search ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Every box on a goal.
    Solved {
        /// The fewest pushes.
        pushes: usize,
        /// The fewest moves in all (walks and pushes) with those pushes.
        moves: usize,
        /// The moves in LURD: `l u r d` a walk, `L U R D` a push.
        path: String,
    },
    /// Proved: every state reachable without a deadlock was expanded, within the budget.
    Unsolvable,
    /// The budget (or [`MEMORY`]) ran out first: no answer either way.
    GaveUp,
}

/// A search's outcome and what it cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// How it ended.
    pub outcome: Outcome,
    /// The states it expanded (their pushes generated).
    pub expanded: u64,
    /// The states it kept (expanded or waiting).
    pub stored: u64,
}

impl Answer {
    /// The CLI's line for level `number`: `Level i: P M LURD`, `Level i: unsolvable` or
    /// `Level i: gave up after N states` (N the states expanded).
    pub fn line(&self, number: usize) -> String {
        match &self.outcome {
            Outcome::Solved {
                pushes,
                moves,
                path,
            } => format!("Level {number}: {pushes} {moves} {path}")
                .trim_end()
                .to_string(),
            Outcome::Unsolvable => format!("Level {number}: unsolvable"),
            Outcome::GaveUp => format!("Level {number}: gave up after {} states", self.expanded),
        }
    }
}

/// Solves `level` from its start within `budget` expanded states.
pub fn solve(level: &Level, budget: u64) -> Answer {
    solve_from(level, &level.boxes, level.player, budget)
}

/// Solves `level` from the boxes at `boxes` and the player at `player` (a board as it stands) within `budget`
/// expanded states. A position the rules cannot reach (a box or the player off the grid or on a wall, two boxes on
/// one cell, the player on a box, not as many boxes as goals), or a level not [`Level::consistent`], is unsolvable.
pub fn solve_from(level: &Level, boxes: &[Pos], player: Pos, budget: u64) -> Answer {
    traced(level, boxes, player, budget, &mut ()).answer
}

/// A search told to a watch, and what the watch's keys mean: key `id` is the state [`Traced::state`] decodes.
pub struct Traced {
    /// How the search ended and what it cost.
    pub answer: Answer,
    /// Per state, `1 + k` cells: you, then the boxes sorted.
    cells: Vec<u16>,
    /// The boxes.
    k: usize,
    /// The level's columns.
    cols: usize,
}

impl Traced {
    /// The state of key `id`: your cell and the boxes' (sorted).
    pub fn state(&self, id: u32) -> (Pos, Vec<Pos>) {
        let at = id as usize * (self.k + 1);
        let cell = |c: &u16| (*c as usize / self.cols, *c as usize % self.cols);
        let cells = self.cells.get(at..at + self.k + 1).unwrap_or(&[]);
        match cells.split_first() {
            Some((you, boxes)) => (cell(you), boxes.iter().map(cell).collect()),
            None => ((0, 0), Vec::new()),
        }
    }
}

/// [`solve_from`] with the search's loop told to `watch` (the X-ray's pseudocode lines are `xray.rs`'s
/// `sokoban-boxes-xray-code-`), its keys the states' numbers.
pub fn traced<W: Watch<u32>>(
    level: &Level,
    boxes: &[Pos],
    player: Pos,
    budget: u64,
    watch: &mut W,
) -> Traced {
    let mut traced = Traced {
        answer: Answer {
            outcome: Outcome::Unsolvable,
            expanded: 0,
            stored: 0,
        },
        cells: Vec::new(),
        k: boxes.len(),
        cols: level.cols,
    };
    let free = |&(r, c): &Pos| r < level.rows && c < level.cols && !level.wall[level.index((r, c))];
    if !level.consistent() || !free(&player) || !boxes.iter().all(free) {
        return traced;
    }
    let mut cells: Vec<u16> = boxes.iter().map(|&b| level.index(b) as u16).collect();
    cells.sort_unstable();
    cells.dedup();
    let player = level.index(player) as u16;
    if cells.len() != boxes.len() || cells.contains(&player) {
        return traced;
    }
    let tables = Tables::new(level);
    if cells.len() != tables.goals.len() {
        return traced;
    }
    let mut search = Search::new(&tables, cells.len());
    traced.answer = search.run(player, &cells, budget, watch);
    traced.cells = search.cells;
    traced
}

/// Every level of the XSB `text` solved within `budget` states each: one [`Answer::line`] per level, each ended by a
/// newline; or the text's first error.
pub fn solve_lines(text: &str, budget: u64) -> Result<String, ParseError> {
    solve_lines_jobs(text, budget, 1)
}

/// [`solve_lines`] with the levels spread over `jobs` threads: the same lines ([`crate::jobs::map`]).
pub fn solve_lines_jobs(text: &str, budget: u64, jobs: usize) -> Result<String, ParseError> {
    let levels = read(text)?;
    let lines = crate::jobs::map(
        levels.len(),
        jobs,
        || (),
        |(), i| solve(&levels[i], budget).line(i + 1) + "\n",
    );
    Ok(lines.concat())
}

/// One search: the level's tables, the states found and the buffers of an expansion.
struct Search<'a> {
    tables: &'a Tables,
    /// Boxes per state.
    k: usize,
    /// Per state, `1 + k` cells: the player, then the boxes sorted.
    cells: Vec<u16>,
    /// Per state: its fewest pushes found so far.
    pushes: Vec<u32>,
    /// Per state: its fewest moves found so far with those pushes.
    moves: Vec<u32>,
    /// Per state: the state it was pushed from, or [`NO_STATE`] for the start.
    parent: Vec<u32>,
    /// Per state: the bound on the pushes left.
    h: Vec<u32>,
    /// Per state: taken from the open list (its costs final).
    closed: Vec<bool>,
    /// The hash table of states: per slot the high half of a state's hash (to compare first) and the state, or
    /// [`EMPTY`]; its length a power of two.
    table: Vec<u64>,
    /// Random keys per cell, for a box and for the player (Zobrist hashing).
    zobrist_box: Vec<u64>,
    zobrist_player: Vec<u64>,
    /// The open list: (pushes + h, moves, fewer pushes first reversed, state), least first.
    open: BinaryHeap<Reverse<(u32, u32, u32, u32)>>,
    /// Per cell: a box stands there (the state being expanded).
    occ: Vec<bool>,
    /// The freeze test's marks, all false between tests.
    marked: Vec<bool>,
    /// Per cell: the walk's distance, valid where `stamp` is `walk`.
    dist: Vec<u32>,
    /// Per cell: the direction of the walk's last step into it.
    came: Vec<u8>,
    stamp: Vec<u32>,
    walk: u32,
    queue: Vec<u16>,
    /// The state being expanded: player, then boxes.
    here: Vec<u16>,
    /// A successor being built: player, then boxes.
    next: Vec<u16>,
    matcher: Matcher,
}

impl<'a> Search<'a> {
    fn new(tables: &'a Tables, k: usize) -> Search<'a> {
        let cells = tables.cells;
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut random = move || {
            // splitmix64: the same keys on every run.
            seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = seed;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        let zobrist_box = (0..cells).map(|_| random()).collect();
        let zobrist_player = (0..cells).map(|_| random()).collect();
        Search {
            tables,
            k,
            cells: Vec::new(),
            pushes: Vec::new(),
            moves: Vec::new(),
            parent: Vec::new(),
            h: Vec::new(),
            closed: Vec::new(),
            table: vec![EMPTY; 1 << 12],
            zobrist_box,
            zobrist_player,
            open: BinaryHeap::new(),
            occ: vec![false; cells],
            marked: vec![false; cells],
            dist: vec![0; cells],
            came: vec![0; cells],
            stamp: vec![0; cells],
            walk: 0,
            queue: Vec::with_capacity(cells),
            here: Vec::with_capacity(k + 1),
            next: Vec::with_capacity(k + 1),
            matcher: Matcher::default(),
        }
    }

    /// The search from the player at `player` and the boxes at `boxes` (sorted).
    fn run<W: Watch<u32>>(
        &mut self,
        player: u16,
        boxes: &[u16],
        budget: u64,
        watch: &mut W,
    ) -> Answer {
        let mut answer = Answer {
            outcome: Outcome::Unsolvable,
            expanded: 0,
            stored: 0,
        };
        for &b in boxes {
            self.occ[b as usize] = true;
        }
        let frozen = boxes.iter().any(|&b| {
            self.tables.dead[b as usize]
                || self
                    .tables
                    .deadlocked(&self.occ, &mut self.marked, b as usize)
        });
        self.occ.fill(false);
        let Some(h) = self.matcher.bound(self.tables, boxes) else {
            return answer;
        };
        if frozen {
            return answer;
        }
        self.next.clear();
        self.next.push(player);
        self.next.extend_from_slice(boxes);
        let hash = self.hash(&self.next);
        let slot = self.slot(&self.next, hash).0;
        let start = self.insert(slot, h, 0, 0, NO_STATE);
        self.open.push(Reverse((h, 0, u32::MAX, start)));
        // The X-ray's rounds: the least pushes + h taken so far.
        let mut round = (0, h);
        watch.round(round.0, round.1);
        // Per state: its cells, costs, parent, bound and mark; two table slots at most; an entry or so of the open list.
        let per_state = 2 * (self.k + 1) + 17 + 16 + 16;
        while let Some(Reverse((f, _, _, id))) = self.open.pop() {
            if self.closed[id as usize] {
                continue;
            }
            self.closed[id as usize] = true;
            if self.h[id as usize] == 0 {
                answer.outcome = self.solution(id);
                break;
            }
            if answer.expanded >= budget || self.pushes.len() * per_state > MEMORY {
                answer.outcome = Outcome::GaveUp;
                break;
            }
            if W::ON && f > round.1 {
                round = (round.0 + 1, f);
                watch.round(round.0, round.1);
            }
            answer.expanded += 1;
            watch.expand(id, self.pushes[id as usize], self.h[id as usize]);
            let pushed = self.expand(id, watch);
            if W::ON {
                let last = self.open.is_empty();
                let line = if last {
                    3
                } else if pushed {
                    8
                } else {
                    7
                };
                if watch.end(self.open.len() as u64, line, last) {
                    self.open_list(watch);
                }
            }
        }
        answer.stored = self.pushes.len() as u64;
        answer
    }

    /// Tells `watch` the first states of the open list, least (pushes + h, moves) first, those taken already left out.
    #[inline(never)]
    fn open_list<W: Watch<u32>>(&self, watch: &mut W) {
        let mut open: Vec<_> = self.open.iter().map(|Reverse(entry)| *entry).collect();
        open.sort_unstable();
        let waiting = open.into_iter().filter(|e| !self.closed[e.3 as usize]);
        for (_, _, _, id) in waiting.take(QUEUE_SHOWN) {
            watch.queued(id, self.pushes[id as usize], self.h[id as usize]);
        }
    }

    /// The cells of state `id`: the player, then the boxes.
    fn state(&self, id: u32) -> &[u16] {
        let at = id as usize * (self.k + 1);
        &self.cells[at..at + self.k + 1]
    }

    /// The hash of a state's cells (player first).
    fn hash(&self, cells: &[u16]) -> u64 {
        let boxes = cells[1..]
            .iter()
            .fold(0, |h, &b| h ^ self.zobrist_box[b as usize]);
        boxes ^ self.zobrist_player[cells[0] as usize]
    }

    /// The slot of the state `cells` (of hash `hash`) in the table and the state there, or the empty slot where it
    /// would go and [`NO_STATE`].
    fn slot(&self, cells: &[u16], hash: u64) -> (usize, u32) {
        let mask = self.table.len() - 1;
        let high = hash >> 32;
        let mut slot = hash as usize & mask;
        loop {
            let entry = self.table[slot];
            if entry == EMPTY {
                return (slot, NO_STATE);
            }
            let id = entry as u32;
            if entry >> 32 == high && self.state(id) == cells {
                return (slot, id);
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Adds the state [`Search::next`] at `slot` of the table with its bound and costs; its number. The table grows
    /// first when it is half full (and `slot` is found again).
    fn insert(&mut self, mut slot: usize, h: u32, pushes: u32, moves: u32, parent: u32) -> u32 {
        if (self.pushes.len() + 1) * 2 > self.table.len() {
            let mut table = vec![EMPTY; self.table.len() * 2];
            let mask = table.len() - 1;
            for id in 0..self.pushes.len() as u32 {
                let hash = self.hash(self.state(id));
                let mut at = hash as usize & mask;
                while table[at] != EMPTY {
                    at = (at + 1) & mask;
                }
                table[at] = (hash >> 32) << 32 | u64::from(id);
            }
            self.table = table;
            slot = self.slot(&self.next, self.hash(&self.next)).0;
        }
        let id = self.pushes.len() as u32;
        let hash = self.hash(&self.next);
        self.table[slot] = (hash >> 32) << 32 | u64::from(id);
        self.cells.extend_from_slice(&self.next);
        self.pushes.push(pushes);
        self.moves.push(moves);
        self.parent.push(parent);
        self.h.push(h);
        self.closed.push(false);
        id
    }

    /// A breadth-first walk from `from` around the boxes of `occ`: `dist` and `came` where `stamp` is this walk's.
    fn walk_from(&mut self, from: u16) {
        self.walk += 1;
        let walk = self.walk;
        self.queue.clear();
        self.queue.push(from);
        self.stamp[from as usize] = walk;
        self.dist[from as usize] = 0;
        let mut head = 0;
        while head < self.queue.len() {
            let at = self.queue[head] as usize;
            head += 1;
            for d in 0..4 {
                let to = self.tables.next[at * 4 + d];
                if to == NONE || self.occ[to as usize] || self.stamp[to as usize] == walk {
                    continue;
                }
                self.stamp[to as usize] = walk;
                self.dist[to as usize] = self.dist[at] + 1;
                self.came[to as usize] = d as u8;
                self.queue.push(to);
            }
        }
    }

    /// Generates every push of state `id`; whether one of them was kept (new, or met more cheaply).
    fn expand<W: Watch<u32>>(&mut self, id: u32, watch: &mut W) -> bool {
        let mut kept = false;
        let k = self.k;
        let mut here = std::mem::take(&mut self.here);
        here.clear();
        here.extend_from_slice(self.state(id));
        let (pushes, moves) = (self.pushes[id as usize], self.moves[id as usize]);
        for &b in &here[1..] {
            self.occ[b as usize] = true;
        }
        self.walk_from(here[0]);
        let hash = self.hash(&here);
        let tables: &Tables = self.tables;
        let next = &tables.next;
        for i in 0..k {
            let b = here[1 + i];
            for d in 0..4 {
                let stand = next[b as usize * 4 + (d ^ 1)];
                let to = next[b as usize * 4 + d];
                if stand == NONE
                    || to == NONE
                    || self.stamp[stand as usize] != self.walk
                    || self.occ[to as usize]
                    || self.tables.dead[to as usize]
                {
                    continue;
                }
                self.occ[b as usize] = false;
                self.occ[to as usize] = true;
                let stuck = self
                    .tables
                    .deadlocked(&self.occ, &mut self.marked, to as usize);
                self.occ[to as usize] = false;
                self.occ[b as usize] = true;
                if stuck {
                    continue;
                }
                // The successor: the player where the box was, the box moved, the boxes sorted again.
                self.next.clear();
                self.next.extend_from_slice(&here);
                self.next[0] = b;
                let mut j = 1 + i;
                self.next[j] = to;
                while j > 1 && self.next[j - 1] > self.next[j] {
                    self.next.swap(j - 1, j);
                    j -= 1;
                }
                while j < k && self.next[j + 1] < self.next[j] {
                    self.next.swap(j, j + 1);
                    j += 1;
                }
                let cost = (
                    pushes + 1,
                    moves.saturating_add(self.dist[stand as usize] + 1),
                );
                let moved = hash
                    ^ self.zobrist_box[b as usize]
                    ^ self.zobrist_box[to as usize]
                    ^ self.zobrist_player[here[0] as usize]
                    ^ self.zobrist_player[b as usize];
                let mv = SokobanMove {
                    dir: Dir::ALL[d],
                    push: true,
                };
                kept |= self.offer(cost, id, moved, mv, watch);
            }
        }
        for &b in &here[1..] {
            self.occ[b as usize] = false;
        }
        self.here = here;
        kept
    }

    /// Meets the state [`Search::next`] by `(pushes, moves)` from `parent`: a new state is added to the open list, one
    /// still open and met more cheaply is updated and queued again, a closed one is final.
    fn offer<W: Watch<u32>>(
        &mut self,
        (pushes, moves): (u32, u32),
        parent: u32,
        hash: u64,
        mv: SokobanMove,
        watch: &mut W,
    ) -> bool {
        let (slot, id) = self.slot(&self.next, hash);
        if id == NO_STATE {
            let Some(h) = self.matcher.bound(self.tables, &self.next[1..]) else {
                return false;
            };
            let id = self.insert(slot, h, pushes, moves, parent);
            let fate = if h == 0 { Fate::Goal } else { Fate::New };
            watch.child(mv, "", id, pushes, h, fate);
            self.open
                .push(Reverse((pushes + h, moves, u32::MAX - pushes, id)));
            return true;
        }
        let s = id as usize;
        if self.closed[s] || (pushes, moves) >= (self.pushes[s], self.moves[s]) {
            watch.child(mv, "", id, pushes, self.h[s], Fate::Seen);
            return false;
        }
        self.pushes[s] = pushes;
        self.moves[s] = moves;
        self.parent[s] = parent;
        let h = self.h[s];
        watch.child(mv, "", id, pushes, h, Fate::Better);
        self.open
            .push(Reverse((pushes + h, moves, u32::MAX - pushes, id)));
        true
    }

    /// The answer that ends at the state `goal`: per push, the walk to the side it is made from, then the push.
    fn solution(&mut self, goal: u32) -> Outcome {
        let mut chain = vec![goal];
        while let Some(&s) = chain.last() {
            match self.parent[s as usize] {
                NO_STATE => break,
                p => chain.push(p),
            }
        }
        chain.reverse();
        let mut path = Vec::new();
        for pair in chain.windows(2) {
            let (from, to) = (self.state(pair[0]).to_vec(), self.state(pair[1]).to_vec());
            // The box that moved: on `to`'s player cell before, one cell on after.
            let left = to[0];
            let Some(d) = (0..4).find(|&d| {
                let beyond = self.tables.next[left as usize * 4 + d];
                beyond != NONE && to[1..].contains(&beyond) && !from[1..].contains(&beyond)
            }) else {
                break;
            };
            let stand = self.tables.next[left as usize * 4 + (d ^ 1)];
            for &b in &from[1..] {
                self.occ[b as usize] = true;
            }
            self.walk_from(from[0]);
            let mut walk = Vec::new();
            let mut at = stand;
            while at != from[0] && self.stamp[at as usize] == self.walk {
                let came = self.came[at as usize] as usize;
                walk.push(LURD[came]);
                at = self.tables.next[at as usize * 4 + (came ^ 1)];
            }
            for &b in &from[1..] {
                self.occ[b as usize] = false;
            }
            path.extend(walk.iter().rev());
            path.push(LURD[d].to_ascii_uppercase());
        }
        let g = goal as usize;
        Outcome::Solved {
            pushes: self.pushes[g] as usize,
            moves: self.moves[g] as usize,
            path: String::from_utf8(path).unwrap_or_default(),
        }
    }
}
