//! OmniGravity search: bit-board tilts and the BFS over reachable states; partners `mod.rs` (types), `parse.rs`, `generate.rs` and `insight.rs` (its callers), `tests/omnigravity/judge.rs`.
//!
//! A piece is its top-left cell `8 * row + col`; its four cells are
//! `0x303 << cell`. A tilt sorts the four pieces by their distance to the far
//! wall and slides each one in O(1): the cells it would sweep on the way to the
//! wall (a precomputed band) are intersected with the occupied cells, and the
//! nearest hit gives where it stops. Visited states live in a flat bit-set
//! indexed by `State::index` (49^4 bits, 720 KB), cleared state by state after
//! each case, and kept by the thread for its next solver.

use std::cell::Cell;

use super::{Board, OmniGravitySolution, Reached, State};
use crate::Dir;

/// Number of top-left spots of a piece (a 7x7 grid).
const SPOTS: usize = 49;

/// Number of distinct piece placements, the size of the visited bit-set.
const INDICES: usize = SPOTS * SPOTS * SPOTS * SPOTS;

/// The four cells of a piece whose top-left is `cell`.
#[inline(always)]
const fn piece_mask(cell: u8) -> u64 {
    0x303 << cell
}

/// Per direction (in `Dir::ALL` order) and top-left cell: every cell the piece
/// sweeps sliding from there to the wall, its own cells excluded.
const BANDS: [[u64; 64]; 4] = {
    let mut bands = [[0; 64]; 4];
    let mut top = 0;
    while top < 64 {
        let (row, col) = (top / 8, top % 8);
        let mut cell = 0;
        while row < 7 && col < 7 && cell < 64 {
            let (r, c) = (cell / 8, cell % 8);
            let in_cols = c == col || c == col + 1;
            let in_rows = r == row || r == row + 1;
            let bit = 1u64 << cell;
            if in_cols && r < row {
                bands[0][top] |= bit;
            }
            if in_cols && r > row + 1 {
                bands[1][top] |= bit;
            }
            if in_rows && c < col {
                bands[2][top] |= bit;
            }
            if in_rows && c > col + 1 {
                bands[3][top] |= bit;
            }
            cell += 1;
        }
        top += 1;
    }
    bands
};

/// Where a piece with top-left `cell` stops sliding towards `Dir::ALL[D]`,
/// given the occupied cells (its own cells may be among them: they are not in its band).
#[inline(always)]
fn slide<const D: usize>(cell: u32, occupied: u64) -> u32 {
    let hit = occupied & BANDS[D][(cell & 63) as usize];
    let (row_start, col) = (cell & !7, cell & 7);
    match D {
        // Up: the nearest hit is the highest set bit; stop one row below it.
        0 => ((64 - hit.leading_zeros() + 7) & !7) | col,
        // Down: the nearest hit is the lowest set bit (none: 64 - 16 = row 6).
        1 => ((hit.trailing_zeros() & !7) - 16) | col,
        // Left and right: the same within the piece's two rows folded into one byte.
        2 => row_start | (64 - fold_rows(hit, row_start).leading_zeros()),
        _ => row_start | ((fold_rows(hit, row_start) | 0x100).trailing_zeros() - 2),
    }
}

/// The cells of the two rows starting at bit `row_start` of `bits`, merged into one byte.
#[inline(always)]
fn fold_rows(bits: u64, row_start: u32) -> u64 {
    (bits >> row_start | bits >> (row_start + 8)) & 0xFF
}

/// The piece's distance to the wall of `Dir::ALL[D]`, plus a constant.
#[inline(always)]
fn distance<const D: usize>(cell: u32) -> u32 {
    match D {
        0 => cell >> 3,
        1 => (cell >> 3) ^ 7,
        2 => cell & 7,
        _ => (cell & 7) ^ 7,
    }
}

/// Sorts four numbers ascending: a five-comparator network of branch-free min/max.
#[inline(always)]
fn sort4([a, b, c, d]: [u32; 4]) -> [u32; 4] {
    let (a, b) = (a.min(b), a.max(b));
    let (c, d) = (c.min(d), c.max(d));
    let (a, c) = (a.min(c), a.max(c));
    let (b, d) = (b.min(d), b.max(d));
    let (b, c) = (b.min(c), b.max(c));
    [a, b, c, d]
}

/// The top-left cells after tilting `tops` towards `Dir::ALL[D]` among `obstacles`.
#[inline(always)]
fn tilt_towards<const D: usize>(obstacles: u64, tops: [u8; 4]) -> [u8; 4] {
    let mut occupied = obstacles;
    // Each piece as `distance << 10 | piece << 8 | cell`, so sorting orders the moves.
    let mut order = [0u32; 4];
    for (i, &top) in tops.iter().enumerate() {
        occupied |= piece_mask(top);
        order[i] = distance::<D>(u32::from(top)) << 10 | (i as u32) << 8 | u32::from(top);
    }
    // The result is built in one register: byte-wise stores to an array would
    // stall the next whole-state read. Only `occupied` chains from piece to piece.
    let mut packed = 0u32;
    for key in sort4(order) {
        let from = key & 0xFF;
        let to = slide::<D>(from, occupied);
        occupied = occupied & !(0x303 << from) | 0x303 << to;
        packed |= to << ((key & 0x300) >> 5);
    }
    packed.to_le_bytes()
}

/// The top-left cells after tilting `tops` towards `dir` among `obstacles`.
pub(super) fn tilt(obstacles: u64, tops: [u8; 4], dir: Dir) -> [u8; 4] {
    match dir {
        Dir::Up => tilt_towards::<0>(obstacles, tops),
        Dir::Down => tilt_towards::<1>(obstacles, tops),
        Dir::Left => tilt_towards::<2>(obstacles, tops),
        Dir::Right => tilt_towards::<3>(obstacles, tops),
    }
}

/// The words of the visited bit-set.
const WORDS: usize = INDICES.div_ceil(64);

thread_local! {
    /// The visited bits of the last solver dropped on this thread, every bit clear, for the next one made: a judge input
    /// of one small board would otherwise zero 720 KB to mark a few states (the known mistakes' tests judge 1.4 million
    /// of them: 49 s of their 68 s went so).
    static SPARE: Cell<Vec<u64>> = const { Cell::new(Vec::new()) };
}

/// A fixed-size bit-set over state indices.
struct Visited {
    words: Vec<u64>,
}

impl Visited {
    /// An empty set: the thread's spare one, or a new one.
    fn new() -> Self {
        let spare = SPARE.take();
        Visited {
            words: if spare.len() == WORDS {
                spare
            } else {
                vec![0; WORDS]
            },
        }
    }

    /// Marks `index`; true when it was not marked before.
    #[inline(always)]
    fn insert(&mut self, index: usize) -> bool {
        let (word, bit) = (index / 64, 1u64 << (index % 64));
        let fresh = self.words[word] & bit == 0;
        self.words[word] |= bit;
        fresh
    }

    fn remove(&mut self, index: usize) {
        self.words[index / 64] &= !(1u64 << (index % 64));
    }
}

/// The BFS with its buffers (one visited bit-set over every state index and one
/// queue), reused from board to board: only the states a board reached are cleared.
pub struct Solver {
    visited: Visited,
    queue: Vec<Reached>,
    /// Whether every bit of `visited` is clear (false while a search runs): only then is it the thread's spare.
    clear: bool,
}

impl Drop for Solver {
    fn drop(&mut self) {
        if self.clear {
            SPARE.set(std::mem::take(&mut self.visited.words));
        }
    }
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

impl Solver {
    /// A solver with an empty visited set (about 720 KB) and an empty queue.
    pub fn new() -> Self {
        Solver {
            visited: Visited::new(),
            queue: Vec::new(),
            clear: true,
        }
    }

    /// The start and every state reachable from it on `board`, in BFS order.
    pub fn solve(&mut self, board: &Board) -> OmniGravitySolution {
        self.clear = false;
        let count = explore(board, &mut self.visited, &mut self.queue);
        let states = &self.queue[..count];
        for reached in states {
            self.visited.remove(reached.state.index());
        }
        self.clear = true;
        OmniGravitySolution {
            board: *board,
            // `to_vec` allocates exactly `count`: the peak memory stays small.
            states: states.to_vec(),
        }
    }
}

/// Solves every board with one [`Solver`] (one visited bit-set and one queue).
pub(super) fn solve_all(boards: &[Board]) -> Vec<OmniGravitySolution> {
    let mut solver = Solver::new();
    boards.iter().map(|board| solver.solve(board)).collect()
}

/// A filler for queue slots not yet written.
const UNSET: Reached = Reached {
    state: State { tops: [0; 4] },
    link: 0,
};

/// BFS from the start. Returns how many states are reached by at least one
/// tilt, after leaving them at the front of `queue` in BFS order. `visited`
/// must be empty; it holds those states after.
fn explore(board: &Board, visited: &mut Visited, queue: &mut Vec<Reached>) -> usize {
    // Every tilted state is written at `queue[count]` and kept by bumping
    // `count` only when new: no branch to mispredict.
    let mut count = 0;
    let walls = board.obstacles;
    // The start is expanded first but not marked: it counts only if a tilt returns to it.
    let mut from = board.start.tops;
    let mut link = 0u32;
    let mut next = 0;
    // A state reached by a tilt is settled in that direction: tilting again
    // gives itself, already visited, so that tilt is skipped. The start has no
    // such direction (4 matches none).
    let mut settled = 4;
    loop {
        if queue.len() < count + 4 {
            queue.resize(2 * queue.len() + 64, UNSET);
        }
        let mut expand = |tops: [u8; 4], d: u32| {
            let state = State { tops };
            let fresh = visited.insert(state.index());
            queue[count] = Reached {
                state,
                link: link | d,
            };
            count += usize::from(fresh);
        };
        if settled != 0 {
            expand(tilt_towards::<0>(walls, from), 0);
        }
        if settled != 1 {
            expand(tilt_towards::<1>(walls, from), 1);
        }
        if settled != 2 {
            expand(tilt_towards::<2>(walls, from), 2);
        }
        if settled != 3 {
            expand(tilt_towards::<3>(walls, from), 3);
        }
        if next == count {
            return count;
        }
        from = queue[next].state.tops;
        settled = queue[next].link & 3;
        next += 1;
        // Fewer than 49^4 states fit in 30 bits, so `next << 2` never overflows.
        link = (next as u32) << 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spot(row: usize, col: usize) -> u8 {
        (8 * row + col) as u8
    }

    #[test]
    fn a_solver_made_after_another_is_dropped_counts_as_the_first_did() {
        let open = Board {
            obstacles: 0,
            start: State {
                tops: [spot(3, 3), spot(0, 0), spot(0, 5), spot(5, 0)],
            },
        };
        let walled = Board {
            obstacles: 0xff00_0000_0000_00ff,
            start: State {
                tops: [spot(1, 0), spot(1, 2), spot(4, 4), spot(5, 6)],
            },
        };
        let counts = |boards: &[Board]| {
            solve_all(boards)
                .iter()
                .map(|s| s.count())
                .collect::<Vec<_>>()
        };
        let first = counts(&[open, walled]);
        assert!(first.iter().all(|&n| n > 1), "{first:?}");
        // The second solver takes the first's visited bits, every one cleared.
        assert_eq!(counts(&[walled, open]), [first[1], first[0]]);
        // A solver dropped in the middle of a search keeps its bits to itself.
        let mut solver = Solver::new();
        solver.clear = false;
        explore(&open, &mut solver.visited, &mut solver.queue);
        drop(solver);
        assert_eq!(counts(&[open]), [first[0]]);
    }

    #[test]
    fn a_lone_piece_slides_to_each_wall() {
        // A in the middle; B, C, D in corners, out of A's way.
        let tops = [spot(3, 3), spot(0, 0), spot(0, 5), spot(5, 0)];
        let up = [spot(0, 3), spot(0, 0), spot(0, 5), spot(2, 0)];
        assert_eq!(tilt(0, tops, Dir::Up), up, "D stacks under B");
        let down = [spot(6, 3), spot(4, 0), spot(6, 5), spot(6, 0)];
        assert_eq!(tilt(0, tops, Dir::Down), down);
        assert_eq!(tilt(0, tops, Dir::Left)[0], spot(3, 0));
        assert_eq!(tilt(0, tops, Dir::Right)[0], spot(3, 6));
    }

    #[test]
    fn obstacles_stop_a_piece_next_to_them() {
        // Obstacle at (0, 4) above column 4; A at (5, 3) slides up to row 1.
        let obstacles = 1u64 << 4;
        let tops = [spot(5, 3), spot(0, 0), spot(6, 0), spot(0, 6)];
        assert_eq!(tilt(obstacles, tops, Dir::Up)[0], spot(1, 3));
        // Obstacle at (6, 7) right of rows 5-6; A at (5, 1) stops at column 5.
        let obstacles = 1u64 << (8 * 6 + 7);
        let tops = [spot(5, 1), spot(0, 0), spot(0, 2), spot(0, 4)];
        assert_eq!(tilt(obstacles, tops, Dir::Right)[0], spot(5, 5));
        // Obstacle at (4, 0) left of rows 3-4; A at (3, 5) stops at column 1.
        let obstacles = 1u64 << (8 * 4);
        let tops = [spot(3, 5), spot(0, 0), spot(0, 2), spot(0, 4)];
        assert_eq!(tilt(obstacles, tops, Dir::Left)[0], spot(3, 1));
        // Obstacle at (7, 2) below column 2; A at (0, 1) stops at row 5.
        let obstacles = 1u64 << (8 * 7 + 2);
        let tops = [spot(0, 1), spot(6, 4), spot(3, 4), spot(0, 4)];
        assert_eq!(tilt(obstacles, tops, Dir::Down)[0], spot(5, 1));
    }

    #[test]
    fn pieces_nearest_the_far_wall_move_first_and_stack() {
        // A above B, C above D: tilting down stacks A on B and C on D.
        let tops = [spot(0, 2), spot(3, 2), spot(0, 5), spot(4, 5)];
        let down = [spot(4, 2), spot(6, 2), spot(4, 5), spot(6, 5)];
        assert_eq!(tilt(0, tops, Dir::Down), down);
        let up = [spot(0, 2), spot(2, 2), spot(0, 5), spot(2, 5)];
        assert_eq!(tilt(0, tops, Dir::Up), up);
        // B left of A in one row band: left moves B first, A stacks beside it.
        let tops = [spot(2, 5), spot(2, 3), spot(0, 0), spot(5, 0)];
        let left = [spot(2, 2), spot(2, 0), spot(0, 0), spot(5, 0)];
        assert_eq!(tilt(0, tops, Dir::Left), left);
        let right = [spot(2, 6), spot(2, 4), spot(0, 6), spot(5, 6)];
        assert_eq!(tilt(0, tops, Dir::Right), right);
    }

    #[test]
    fn index_is_unique_and_in_range() {
        let max = State { tops: [54; 4] }.index();
        assert_eq!(max, INDICES - 1);
        let a = State { tops: [1, 0, 0, 0] }.index();
        let b = State {
            tops: [0, 0, 0, 54],
        }
        .index();
        assert_ne!(a, b);
    }
}
