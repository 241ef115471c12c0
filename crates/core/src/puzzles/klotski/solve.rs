//! Klotski's solver: one breadth-first search over canonical states per [`Metric`], each with its own visited set,
//! and the optimal path it found written with the input's letters (partners: `pack.rs` positions, keys and the
//! one-piece `Reach`, `mod.rs` the types and the move rule that tests replay with, `generate.rs`, which explores
//! whole state spaces through [`Solver::explore`]).

use rustc_hash::FxHashSet;

use super::pack::{bit, cell, Key, Packed, Position, Reach, DELTA};
use super::{Cell, KlotskiCase, KlotskiMove, KlotskiSolution, Metric, EMPTY, WALL};
use crate::grid::Dir;

/// The searches' buffers, kept from case to case.
#[derive(Debug, Default)]
pub struct Solver {
    /// Every state found, in the order found (the queue is its tail).
    keys: Vec<Key>,
    /// Per state, the index of the state it was found from (`u32::MAX` for the start).
    parents: Vec<u32>,
    /// Per state, the anchors the moving piece left and reached.
    moves: Vec<[u8; 2]>,
    /// The visited set of the current search.
    seen: FxHashSet<Key>,
    /// States expanded by the searches of the last case.
    expanded: u64,
    reach: Reach,
}

/// What a whole search from a case's start saw (see [`Solver::explore`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exploration {
    /// Every state reached, the start included (all of them when `complete`).
    pub states: usize,
    /// Whether the search took every reachable state within its budget.
    pub complete: bool,
    /// The states of each layer whose states were all found: the start's layer 0, then those one move away, ...
    pub layers: Vec<usize>,
    /// Per 0-based cell in reading order, the fewest moves that bring A's anchor there (`None`: never, or not
    /// within the budget; a count past the last of `layers` is exact but others of its layer may be missing).
    pub leader: Vec<Option<u32>>,
}

impl Solver {
    /// A solver with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// States expanded by the three searches of the last case (0 when A started on the target).
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// The three counts and their paths, from three searches (one when A can never reach the target).
    pub fn solve(&mut self, case: &KlotskiCase) -> KlotskiSolution {
        self.expanded = 0;
        let packed = Packed::new(case);
        let mut paths: [Vec<KlotskiMove>; 3] = Default::default();
        for metric in Metric::ALL {
            match self.search(&packed, metric) {
                Some(anchors) => paths[metric.index()] = self.label(case, &anchors),
                None => return KlotskiSolution { paths: None },
            }
        }
        KlotskiSolution { paths: Some(paths) }
    }

    /// One optimal path under `metric`, or `None` when A can never reach the target.
    pub fn solve_metric(&mut self, case: &KlotskiCase, metric: Metric) -> Option<Vec<KlotskiMove>> {
        self.expanded = 0;
        let packed = Packed::new(case);
        let anchors = self.search(&packed, metric)?;
        Some(self.label(case, &anchors))
    }

    /// The breadth-first search under `metric`: the anchors each move of an optimal path leaves and reaches.
    fn search(&mut self, packed: &Packed, metric: Metric) -> Option<Vec<[u8; 2]>> {
        self.restart(packed.start);
        let mut position = Position::default();
        packed.decode(packed.start, &mut position);
        if position.leader() == packed.target {
            return Some(Vec::new());
        }
        let mut head = 0;
        let mut goal = None;
        while head < self.keys.len() && goal.is_none() {
            packed.decode(self.keys[head], &mut position);
            self.expanded += 1;
            let (keys, parents, moves, seen) = (
                &mut self.keys,
                &mut self.parents,
                &mut self.moves,
                &mut self.seen,
            );
            expand(
                packed,
                &mut position,
                metric,
                &mut self.reach,
                |class, from, to, key| {
                    if !seen.insert(key) {
                        return false;
                    }
                    keys.push(key);
                    parents.push(head as u32);
                    moves.push([from, to]);
                    let done = class == 0 && to == packed.target;
                    if done {
                        goal = Some(keys.len() - 1);
                    }
                    done
                },
            );
            head += 1;
        }
        let mut at = goal?;
        let mut path = Vec::new();
        while self.parents[at] != u32::MAX {
            path.push(self.moves[at]);
            at = self.parents[at] as usize;
        }
        path.reverse();
        Some(path)
    }

    /// Every state reachable from the start under `metric`, up to about `budget` states (a layer is cut short when
    /// they run out), the states in each layer and the fewest moves that bring A to each cell: what the generator
    /// grades targets by.
    pub fn explore(&mut self, case: &KlotskiCase, metric: Metric, budget: usize) -> Exploration {
        let packed = Packed::new(case);
        self.restart(packed.start);
        let mut first = [u32::MAX; 64];
        let mut position = Position::default();
        let mut layers = vec![1];
        let (mut head, mut layer_end) = (0, 1);
        while head < self.keys.len() && self.keys.len() <= budget {
            if head == layer_end {
                layers.push(self.keys.len() - layer_end);
                layer_end = self.keys.len();
            }
            packed.decode(self.keys[head], &mut position);
            let leader = usize::from(position.leader());
            first[leader] = first[leader].min(layers.len() as u32 - 1);
            let (keys, seen) = (&mut self.keys, &mut self.seen);
            expand(
                &packed,
                &mut position,
                metric,
                &mut self.reach,
                |_, _, _, key| {
                    if seen.insert(key) {
                        keys.push(key);
                    }
                    false
                },
            );
            head += 1;
        }
        let complete = head == self.keys.len();
        // States found but not expanded (the budget ran out): the rest of this layer, then some of the next.
        for (j, &key) in self.keys.iter().enumerate().skip(head) {
            packed.decode(key, &mut position);
            let leader = usize::from(position.leader());
            let depth = layers.len() - usize::from(j < layer_end);
            first[leader] = first[leader].min(depth as u32);
        }
        let leader = (0..case.cells().len())
            .map(|i| first[usize::from(bit((i / case.cols(), i % case.cols())))])
            .map(|d| (d != u32::MAX).then_some(d))
            .collect();
        Exploration {
            states: self.keys.len(),
            complete,
            layers,
            leader,
        }
    }

    fn restart(&mut self, start: Key) {
        self.keys.clear();
        self.parents.clear();
        self.moves.clear();
        self.seen.clear();
        self.keys.push(start);
        self.parents.push(u32::MAX);
        self.moves.push([0, 0]);
        self.seen.insert(start);
    }

    /// The canonical moves of a path as moves of the input's lettered pieces, replayed from the case's start: the
    /// piece on each move's first anchor, along its shortest unit steps to the second.
    fn label(&mut self, case: &KlotskiCase, anchors: &[[u8; 2]]) -> Vec<KlotskiMove> {
        let mut letter_at = [0u8; 64];
        let mut free = 0u64;
        for (i, &b) in case.cells().iter().enumerate() {
            let at = bit((i / case.cols(), i % case.cols()));
            match b {
                EMPTY => free |= 1 << at,
                WALL => {}
                letter => letter_at[usize::from(at)] = letter,
            }
        }
        let mut path = Vec::with_capacity(anchors.len());
        for &[from, to] in anchors {
            let letter = letter_at[usize::from(from)];
            let was = (0..64u8)
                .filter(|&b| letter != 0 && letter_at[usize::from(b)] == letter)
                .fold(0u64, |m, b| m | 1 << b);
            let shape = was >> from;
            self.reach.search(shape, from, free | was);
            let steps = self.reach.path(to);
            let now = shape << to;
            free = (free | was) & !now;
            for (b, slot) in letter_at.iter_mut().enumerate() {
                if now >> b & 1 == 1 {
                    *slot = letter;
                } else if was >> b & 1 == 1 {
                    *slot = 0;
                }
            }
            path.push(KlotskiMove {
                piece: char::from(letter),
                steps: dirs(&steps),
            });
        }
        path
    }
}

/// Offers every move of `position` under `metric` to `emit` (the moving piece's class, its anchor before and
/// after, the key after), until `emit` answers true. Only pieces next to an empty cell are tried.
fn expand(
    packed: &Packed,
    position: &mut Position,
    metric: Metric,
    reach: &mut Reach,
    mut emit: impl FnMut(u8, u8, u8, Key) -> bool,
) {
    let free = position.free;
    let near = free << 8 | free >> 8 | free << 1 | free >> 1;
    let mut rest = position.anchors;
    while rest != 0 {
        let from = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        let class = position.class_at[usize::from(from)].wrapping_sub(1);
        let Some(&shape) = packed.shapes.get(usize::from(class)) else {
            continue;
        };
        let was = shape << from;
        if was & near == 0 {
            continue;
        }
        let allowed = free | was;
        match metric {
            Metric::Steps | Metric::Slides => {
                for delta in DELTA {
                    let mut to = from;
                    loop {
                        to = to.wrapping_add_signed(delta);
                        let now = shape << to;
                        if to >= 64 || now & !allowed != 0 {
                            break;
                        }
                        let key = position.key_after(class, from, to, was, now);
                        if emit(class, from, to, key) {
                            return;
                        }
                        if metric == Metric::Steps {
                            break;
                        }
                    }
                }
            }
            Metric::Moves => {
                reach.search(shape, from, allowed);
                for i in 1..reach.len {
                    let to = reach.order[i];
                    let key = position.key_after(class, from, to, was, shape << to);
                    if emit(class, from, to, key) {
                        return;
                    }
                }
            }
        }
    }
}

/// Every cell where the piece `letter` of `cells` (a state of `case`) can be anchored after moving alone along
/// empty cells, each with a shortest path of unit steps there: what a drag on the page can reach.
pub fn piece_reach(case: &KlotskiCase, cells: &[u8], letter: char) -> Vec<(Cell, Vec<Dir>)> {
    let Ok(letter) = u8::try_from(letter) else {
        return Vec::new();
    };
    if cells.len() != case.cells().len() || !letter.is_ascii_uppercase() {
        return Vec::new();
    }
    let (mut free, mut was) = (0u64, 0u64);
    for (i, &b) in cells.iter().enumerate() {
        let at = bit((i / case.cols(), i % case.cols()));
        if b == EMPTY {
            free |= 1 << at;
        } else if b == letter {
            was |= 1 << at;
        }
    }
    if was == 0 {
        return Vec::new();
    }
    let from = was.trailing_zeros() as u8;
    let mut reach = Reach::default();
    reach.search(was >> from, from, free | was);
    reach.order[1..reach.len]
        .iter()
        .map(|&to| (cell(to), dirs(&reach.path(to))))
        .collect()
}

/// Step indices of [`Reach::path`] as directions.
fn dirs(steps: &[u8]) -> Vec<Dir> {
    steps
        .iter()
        .map(|&d| Dir::ALL[usize::from(d) & 3])
        .collect()
}
