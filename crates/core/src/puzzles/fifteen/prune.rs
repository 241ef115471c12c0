//! Fifteen's move pruning: a finite-state machine of forbidden blank-move sequences (Taylor and Korf), which cuts the
//! duplicate paths that IDA* would otherwise walk (partners: `solve.rs` steps it on every move, `pdb.rs` keeps one per
//! board size in its tables, `tests/fifteen/`).
//!
//! Two sequences of blank moves from the same cell with the same effect on every board (the same permutation of the
//! cells' contents) are duplicates: for each such pair found up to [`DEPTH`] moves, the longer one, or of two as long
//! the later in the order `U D L R`, is forbidden. Replacing a forbidden stretch of a path by its twin gives a path to
//! the same board that is shorter, or as long and earlier in that order; so the earliest of the shortest paths to any
//! board holds no forbidden stretch, and a depth-first search in the order `U D L R` that never takes one still finds
//! exactly the path it found before, at the same depth, through fewer nodes. The shortest such pairs are a move and
//! its undoing (two moves against none); the next, around a 2x2 block, are six moves each way.
//!
//! The sequences are matched by an Aho-Corasick automaton whose letters are moves from a given cell, so a stretch is
//! forbidden only where it starts on the cell it was found from (near an edge, fewer twins exist).

use std::collections::VecDeque;

use rustc_hash::FxHashSet;

use crate::grid::Dir;

/// How long the sequences compared are: twins around a 2x2 block (6 moves each) and longer ones up to 12 moves.
/// Korf's 100 expanded 304,147 nodes per instance with the undoing of a move alone forbidden, 207,247 with twins up to
/// 10 moves, 190,918 up to 12 and 181,437 up to 14; building the automaton then takes about 0.02, 0.07 and 0.3 s.
pub const DEPTH: usize = 12;

/// A move that completes a forbidden sequence.
pub const FORBIDDEN: u32 = u32::MAX;

/// The automaton: from a state and the blank's move, the next state (or [`FORBIDDEN`]).
#[derive(Debug, Clone)]
pub struct Pruning {
    /// `next[4 * state + dir]`: the state after the blank moves `dir` (indices as in [`Dir::ALL`]); [`FORBIDDEN`]
    /// when that move ends a forbidden sequence or leaves the board.
    next: Vec<u32>,
}

/// One node of the automaton under construction: the cell the blank is on after its string of moves.
struct Node {
    cell: u8,
    child: [u32; 4],
    fail: u32,
    forbidden: bool,
}

impl Pruning {
    /// The automaton of a `rows` x `cols` board, for sequences of up to `depth` moves.
    pub fn new(rows: usize, cols: usize, depth: usize) -> Pruning {
        let cells = rows * cols;
        let step = |cell: usize, dir: usize| -> Option<usize> {
            let (r, c) = Dir::ALL[dir].step((cell / cols, cell % cols), rows, cols)?;
            Some(r * cols + c)
        };
        let patterns = forbidden_sequences(cells, depth, &step);
        // A trie per start cell; node `c` is the root of cell `c`.
        let mut nodes: Vec<Node> = (0..cells)
            .map(|c| Node {
                cell: c as u8,
                child: [FORBIDDEN; 4],
                fail: c as u32,
                forbidden: false,
            })
            .collect();
        for (start, moves) in &patterns {
            let mut at = usize::from(*start);
            for &dir in moves {
                let node = &nodes[at];
                let child = node.child[usize::from(dir)];
                at = if child == FORBIDDEN {
                    let cell = step(usize::from(node.cell), usize::from(dir)).unwrap_or(0);
                    nodes.push(Node {
                        cell: cell as u8,
                        child: [FORBIDDEN; 4],
                        fail: 0,
                        forbidden: false,
                    });
                    let new = nodes.len() - 1;
                    nodes[at].child[usize::from(dir)] = new as u32;
                    new
                } else {
                    child as usize
                };
            }
            nodes[at].forbidden = true;
        }
        // Failure links breadth first: a node's is the longest proper suffix of its string that is a trie node.
        let mut next = vec![FORBIDDEN; 4 * nodes.len()];
        let mut queue: VecDeque<usize> = (0..cells).collect();
        while let Some(at) = queue.pop_front() {
            let cell = usize::from(nodes[at].cell);
            for dir in 0..4 {
                let Some(to) = step(cell, dir) else { continue };
                let child = nodes[at].child[dir];
                let target = if child != FORBIDDEN {
                    let child = child as usize;
                    nodes[child].fail = if at < cells {
                        to as u32
                    } else {
                        next[4 * nodes[at].fail as usize + dir]
                    };
                    let fail = nodes[child].fail as usize;
                    nodes[child].forbidden |= nodes[fail].forbidden;
                    queue.push_back(child);
                    child as u32
                } else if at < cells {
                    to as u32
                } else {
                    next[4 * nodes[at].fail as usize + dir]
                };
                next[4 * at + dir] = target;
            }
        }
        // A move into a forbidden node is refused; the nodes' own entries stay (nothing steps out of them).
        for entry in next.iter_mut() {
            if *entry != FORBIDDEN && nodes[*entry as usize].forbidden {
                *entry = FORBIDDEN;
            }
        }
        Pruning { next }
    }

    /// The state of a search whose blank starts on `cell`: that cell's root, state `cell`.
    #[inline(always)]
    pub fn start(&self, cell: u8) -> u32 {
        u32::from(cell)
    }

    /// The state after the blank moves `dir` (its index in [`Dir::ALL`]) from `state`, or [`FORBIDDEN`].
    #[inline(always)]
    pub fn step(&self, state: u32, dir: u8) -> u32 {
        self.next[4 * state as usize + usize::from(dir)]
    }

    /// Number of states.
    pub fn states(&self) -> usize {
        self.next.len() / 4
    }

    /// The memory its tables take.
    pub fn bytes(&self) -> usize {
        4 * self.next.len()
    }
}

/// Every minimal forbidden sequence of up to `depth` moves, as (start cell, move indices): sequences are listed
/// breadth first, each length in the order `U D L R`, and each extends only sequences not forbidden; one whose effect
/// an earlier one has is forbidden, unless a proper suffix of it already is.
fn forbidden_sequences(
    cells: usize,
    depth: usize,
    step: &dyn Fn(usize, usize) -> Option<usize>,
) -> Vec<(u8, Vec<u8>)> {
    // An effect: where each cell's content came from, four bits a cell (at most 16 cells). A sequence: its moves two
    // bits each, the first lowest (at most 32 moves).
    let swap = |effect: u64, a: usize, b: usize| {
        let (x, y) = ((effect >> (4 * a)) & 15, (effect >> (4 * b)) & 15);
        effect & !(15 << (4 * a)) & !(15 << (4 * b)) | y << (4 * a) | x << (4 * b)
    };
    let identity = (0..cells as u64).fold(0, |e, i| e | i << (4 * i));
    let mut seen: Vec<FxHashSet<u64>> = (0..cells)
        .map(|_| FxHashSet::from_iter([identity]))
        .collect();
    // Found so far, by (start cell, length, moves), for the suffix test.
    let mut index: FxHashSet<(u8, u8, u64)> = FxHashSet::default();
    let mut found = Vec::new();
    let mut layer: Vec<(u8, u8, u64, u64)> =
        (0..cells as u8).map(|c| (c, c, identity, 0)).collect();
    for length in 1..=depth.min(32) {
        let mut following = Vec::new();
        for &(start, cell, effect, moves) in &layer {
            for dir in 0..4u8 {
                let Some(to) = step(usize::from(cell), usize::from(dir)) else {
                    continue;
                };
                let after = swap(effect, usize::from(cell), to);
                let longer = moves | u64::from(dir) << (2 * (length - 1));
                if seen[usize::from(start)].insert(after) {
                    following.push((start, to as u8, after, longer));
                    continue;
                }
                // A duplicate: forbidden, unless a proper suffix (from the cell it starts on) already is.
                let mut from = usize::from(start);
                let redundant = (1..length).any(|i| {
                    from = step(from, (longer >> (2 * (i - 1)) & 3) as usize).unwrap_or(from);
                    index.contains(&(from as u8, (length - i) as u8, longer >> (2 * i)))
                });
                if !redundant {
                    index.insert((start, length as u8, longer));
                    let dirs = (0..length).map(|i| (longer >> (2 * i) & 3) as u8).collect();
                    found.push((start, dirs));
                }
            }
        }
        layer = following;
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undoing_a_move_is_forbidden_and_the_2x2_twins_are_caught() {
        let pruning = Pruning::new(4, 4, DEPTH);
        let (up, down, left, right) = (0, 1, 2, 3);
        // From the last cell: up, then down again is refused.
        let s = pruning.step(pruning.start(15), up);
        assert_ne!(s, FORBIDDEN);
        assert_eq!(pruning.step(s, down), FORBIDDEN);
        // Around the 2x2 block above and left of the last cell: U L D R U L equals L U R D L U (same six moves the
        // other way round); the later one in the order U D L R is refused at its sixth move, the earlier allowed.
        let walk = |moves: &[u8]| {
            moves.iter().try_fold(pruning.start(15), |s, &d| {
                let n = pruning.step(s, d);
                (n != FORBIDDEN).then_some(n)
            })
        };
        assert!(walk(&[up, left, down, right, up, left]).is_some());
        assert!(walk(&[left, up, right, down, left, up]).is_none());
        assert!(walk(&[left, up, right, down, left]).is_some());
    }

    /// Every board within `depth` moves of a start is reached, at its distance, by a walk the automaton allows: the
    /// pruning cuts duplicate paths only. Checked against a breadth-first search on 3x3 and 2x4 boards from every
    /// cell, with fewer walks than without the pruning.
    #[test]
    fn every_board_keeps_a_shortest_walk() {
        use std::collections::HashMap;
        for (rows, cols) in [(3, 3), (2, 4)] {
            let cells = rows * cols;
            let pruning = Pruning::new(rows, cols, DEPTH);
            let step = |cell: usize, dir: usize| -> Option<usize> {
                let (r, c) = Dir::ALL[dir].step((cell / cols, cell % cols), rows, cols)?;
                Some(r * cols + c)
            };
            let depth = 9;
            for start in 0..cells {
                let first: Vec<u8> = (0..cells as u8).collect();
                // Breadth first: each board's distance.
                let mut distance = HashMap::from([(first.clone(), 0usize)]);
                let mut layer = vec![(first.clone(), start)];
                for d in 1..=depth {
                    let mut next = Vec::new();
                    for (board, blank) in &layer {
                        for dir in 0..4 {
                            let Some(to) = step(*blank, dir) else {
                                continue;
                            };
                            let mut b = board.clone();
                            b.swap(*blank, to);
                            if !distance.contains_key(&b) {
                                distance.insert(b.clone(), d);
                                next.push((b, to));
                            }
                        }
                    }
                    layer = next;
                }
                // Depth first with the pruning: the least depth each board is reached at.
                let mut reached: HashMap<Vec<u8>, usize> = HashMap::new();
                let mut walks = 0u64;
                let mut stack = vec![(first, start, pruning.start(start as u8), 0usize)];
                while let Some((board, blank, state, d)) = stack.pop() {
                    walks += 1;
                    let least = reached.entry(board.clone()).or_insert(d);
                    *least = (*least).min(d);
                    if d == depth {
                        continue;
                    }
                    for dir in 0..4 {
                        let Some(to) = step(blank, dir) else { continue };
                        let next = pruning.step(state, dir as u8);
                        if next == FORBIDDEN {
                            continue;
                        }
                        let mut b = board.clone();
                        b.swap(blank, to);
                        stack.push((b, to, next, d + 1));
                    }
                }
                assert_eq!(reached, distance, "{rows}x{cols} from cell {start}");
                let unpruned: u64 = (0..=depth as u32).map(|d| 3u64.pow(d)).sum();
                assert!(walks < unpruned, "{walks} walks");
            }
        }
    }
}
