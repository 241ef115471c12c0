//! Fifteen's searches without tables (a child module of `solve.rs`): one IDA* over an estimate kept up to date move by
//! move, with the plain Manhattan distance (which a shallow 4x4 board takes before the pattern databases are built) or
//! with linear conflicts added (`conflict.rs`: boards past 4x4, and the page's exact hints there) (partners: `solve.rs`
//! tries them first, `solve_watch.rs` tells the X-ray of their nodes).

use super::watch::{children, stack, Tiles};
use super::{Search, GAVE_UP};
use crate::grid::Dir;
use crate::puzzles::fifteen::conflict::{neighbours, Estimate};
use crate::puzzles::fifteen::{apart, Board};
use crate::watch::Watch;

/// An admissible estimate that IDA* keeps up to date move by move.
trait Estimator {
    /// The estimate of the board `tiles` (row by row, `0` the blank): 0 exactly on the goal.
    fn of(&self, tiles: &[u8]) -> u32;
    /// Plays the blank on `blank` onto `to` (a neighbour) in `tiles`; the estimate after, `h` being the one before.
    fn play(&self, tiles: &mut [u8], blank: usize, to: usize, h: u32) -> u32;
}

/// The plain Manhattan distance on a board `cols` wide.
struct Manhattan {
    cols: usize,
}

impl Manhattan {
    /// Tile `tile`'s distance from its home when it stands on `cell`.
    #[inline]
    fn distance(&self, tile: u8, cell: usize) -> u32 {
        apart(cell, usize::from(tile) - 1, self.cols)
    }
}

impl Estimator for Manhattan {
    fn of(&self, tiles: &[u8]) -> u32 {
        (tiles.iter().enumerate())
            .filter(|&(_, &t)| t != 0)
            .map(|(i, &t)| self.distance(t, i))
            .sum()
    }

    #[inline]
    fn play(&self, tiles: &mut [u8], blank: usize, to: usize, h: u32) -> u32 {
        let tile = tiles[to];
        tiles.swap(blank, to);
        h + self.distance(tile, blank) - self.distance(tile, to)
    }
}

impl Estimator for Estimate {
    fn of(&self, tiles: &[u8]) -> u32 {
        Estimate::of(self, tiles)
    }

    #[inline]
    fn play(&self, tiles: &mut [u8], blank: usize, to: usize, h: u32) -> u32 {
        Estimate::play(self, tiles, blank, to, h)
    }
}

/// IDA* with the plain Manhattan distance, at most `limit` nodes; `None` past them.
pub fn manhattan(board: &Board, limit: u64) -> Option<Search> {
    manhattan_watched(board, limit, &mut ())
}

/// [`manhattan`] with its loop watched by `watch` (the X-ray).
pub(super) fn manhattan_watched<W: Watch<Tiles>>(
    board: &Board,
    limit: u64,
    watch: &mut W,
) -> Option<Search> {
    ida(board, &Manhattan { cols: board.cols }, limit, watch)
}

/// A board of any size, with no tables: IDA* over the Manhattan distance and linear conflicts, at most `limit` nodes;
/// `None` past them.
pub fn beyond_tables(board: &Board, limit: u64) -> Option<Search> {
    ida(
        board,
        &Estimate::new(board.rows, board.cols),
        limit,
        &mut (),
    )
}

/// One IDA* run: the board as it stands, the path to it, the nodes expanded.
struct Run<'a, E, W> {
    estimate: &'a E,
    /// Per cell, the blank's moves: (direction index, cell it moves to).
    moves: Vec<Vec<(u8, u8)>>,
    dims: (usize, usize),
    tiles: Vec<u8>,
    path: Vec<Dir>,
    nodes: u64,
    limit: u64,
    watch: &'a mut W,
}

impl<E: Estimator, W: Watch<Tiles>> Run<'_, E, W> {
    /// Depth-first below the blank on `blank` with estimate `h`, `g` moves in (`last`: the move that led here): 0 when
    /// the goal is found (its path in `self.path`), else the least `f` over `bound` ([`GAVE_UP`] past the budget).
    fn dfs(&mut self, blank: usize, (g, h, bound): (u32, u32, u32), last: Option<Dir>) -> u32 {
        if h == 0 {
            return 0;
        }
        if self.nodes >= self.limit {
            return GAVE_UP;
        }
        self.nodes += 1;
        if W::ON && self.tiles.len() <= 16 {
            self.watched(blank, (g, h, bound), last);
        }
        let mut least = GAVE_UP - 1;
        for k in 0..self.moves[blank].len() {
            let (index, to) = self.moves[blank][k];
            let dir = Dir::ALL[usize::from(index)];
            if last == Some(dir.opposite()) {
                continue;
            }
            let to = usize::from(to);
            let next = self.estimate.play(&mut self.tiles, blank, to, h);
            let f = g + 1 + next;
            let result = if f > bound {
                f
            } else {
                self.path.push(dir);
                let result = self.dfs(to, (g + 1, next, bound), Some(dir));
                if result == 0 {
                    return 0;
                }
                self.path.pop();
                result
            };
            self.tiles.swap(blank, to);
            if result == GAVE_UP {
                return GAVE_UP;
            }
            least = least.min(result);
        }
        least
    }

    /// Tells the watch of this node's expansion: its children, and the path back to the start when it keeps the step.
    #[inline(never)]
    fn watched(&mut self, blank: usize, (g, h, bound): (u32, u32, u32), last: Option<Dir>) {
        let n = self.tiles.len();
        let mut node = [0; 16];
        node[..n].copy_from_slice(&self.tiles);
        let estimate = self.estimate;
        let moved = |_: u8, blank: usize, to: usize| {
            let mut child = node;
            estimate.play(&mut child[..n], blank, to, h)
        };
        let skip = |dir: Dir| last == Some(dir.opposite());
        let goal = children(
            self.watch,
            &node,
            self.dims,
            (blank, g, h, bound),
            skip,
            moved,
        );
        if self
            .watch
            .end(self.path.len() as u64 + 1, if goal { 3 } else { 4 }, goal)
        {
            let h_of = |t: &Tiles| estimate.of(&t[..n]);
            let back = self.path.iter().rev().copied();
            stack(self.watch, node, self.dims, (blank, g), back, h_of);
        }
    }
}

/// IDA* from `board` over `estimate`, at most `limit` nodes, its loop watched by `watch`; an unsolvable board by
/// parity, with no search.
fn ida<E: Estimator, W: Watch<Tiles>>(
    board: &Board,
    estimate: &E,
    limit: u64,
    watch: &mut W,
) -> Option<Search> {
    if !board.is_solvable() {
        return Some(Search::default());
    }
    let h = estimate.of(&board.tiles);
    let mut run = Run {
        estimate,
        moves: neighbours(board.rows, board.cols),
        dims: (board.rows, board.cols),
        tiles: board.tiles.clone(),
        path: Vec::new(),
        nodes: 0,
        limit,
        watch,
    };
    let mut search = Search {
        estimate: h,
        ..Search::default()
    };
    let (mut bound, mut round) = (h, 0);
    loop {
        run.watch.round(round, bound);
        round += 1;
        let before = run.nodes;
        let next = run.dfs(board.blank(), (0, h, bound), None);
        search.iterations.push((bound, run.nodes - before));
        search.nodes = run.nodes;
        match next {
            0 => {
                search.moves = Some(run.path);
                return Some(search);
            }
            GAVE_UP => return None,
            _ => bound = next,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beyond_tables_solves_a_5x5_walk_exactly_and_gives_up_past_its_budget() {
        let mut b = Board::goal(5, 5).unwrap();
        for d in [
            Dir::Up,
            Dir::Up,
            Dir::Left,
            Dir::Left,
            Dir::Down,
            Dir::Right,
        ] {
            b = b.play(d).unwrap();
        }
        let found = beyond_tables(&b, u64::MAX).unwrap();
        assert_eq!(found.moves.as_ref().map(Vec::len), Some(6));
        let far = Board::new(5, 5, (0..25).rev().collect()).unwrap();
        assert!(!far.is_solvable() || beyond_tables(&far, 10).is_none());
    }

    #[test]
    fn both_estimates_find_paths_of_the_same_length() {
        let (mut plain_nodes, mut conflict_nodes) = (0, 0);
        for seed in 0..20 {
            let mut rng = fastrand::Rng::with_seed(seed);
            let board = crate::puzzles::fifteen::generate::walk(&mut rng, (3, 4), 30);
            let plain = manhattan(&board, u64::MAX).unwrap();
            let conflicts = beyond_tables(&board, u64::MAX).unwrap();
            assert_eq!(
                plain.moves.map(|m| m.len()),
                conflicts.moves.map(|m| m.len()),
                "seed {seed}"
            );
            (plain_nodes, conflict_nodes) =
                (plain_nodes + plain.nodes, conflict_nodes + conflicts.nodes);
        }
        assert!(
            conflict_nodes < plain_nodes,
            "{conflict_nodes} against {plain_nodes}: conflicts prune"
        );
    }
}
