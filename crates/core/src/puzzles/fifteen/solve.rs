//! Fifteen's optimal solver: IDA* over the additive pattern databases of `pdb.rs`, with the diagonal reflection on square boards, an incremental heuristic and the move pruning of `prune.rs` (partners: `mod.rs` board and parity, `play.rs` hints, `insight.rs` figures, `solve_manhattan.rs` the searches without tables, `solve_watch.rs` what they tell a watch, `xray.rs` traces both searches, `tests/fifteen/`).
//!
//! The heuristic is the sum of the pattern tables; on a square board it is the
//! larger of that sum and the same sum on the board reflected about the main
//! diagonal (tile `t` whose home is `(r, c)` becomes the tile whose home is
//! `(c, r)`), which is as far from the goal. A move changes one tile, so only its
//! pattern's entry (and its mirror's) is looked up again. Boards of up to nine
//! cells have one exact table, so the search walks straight down an optimal path.

use super::pdb::{direct_index, rank_of, Tables};
use super::prune::FORBIDDEN;
use super::Board;
use crate::grid::Dir;
use crate::watch::Watch;
pub use watch::Tiles;
use watch::{children, stack};

/// What one search found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Search {
    /// An optimal path of blank moves, `None` when the board is unsolvable.
    pub moves: Option<Vec<Dir>>,
    /// Nodes expanded (their successors generated), over every iteration.
    pub nodes: u64,
    /// The heuristic's estimate of the start.
    pub estimate: u32,
    /// Per IDA* iteration: its cost threshold and the nodes it expanded.
    pub iterations: Vec<(u32, u64)>,
    /// Whether the estimate came from the pattern databases (else the Manhattan distance).
    pub tables: bool,
}

/// The IDA* search of one board size, with the shared tables of that size.
#[derive(Debug, Clone)]
pub struct Solver {
    tables: &'static Tables,
    cells: usize,
    /// Square boards use the diagonal reflection as a second estimate.
    reflect: bool,
    /// Per cell, the blank's moves: `(direction index, cell it moves to)`.
    moves: Vec<Vec<(u8, u8)>>,
    /// Per cell, its mirror about the main diagonal (square boards).
    mirror_cell: [u8; 16],
    /// Per tile, the tile whose home mirrors its home.
    mirror_tile: [u8; 16],
}

/// The mutable state of one search.
struct Run<'a> {
    solver: &'a Solver,
    /// Tile on each cell (0 = blank).
    board: [u8; 16],
    /// Cell of each tile, and of each tile on the mirrored board.
    at: [u8; 16],
    mirror_at: [u8; 16],
    /// Each pattern's direct index ([`direct_index`]) for the board and for its mirror.
    index: [u32; 4],
    mirror_index: [u32; 4],
    /// Each pattern's entry for the board and for its mirror, and their sums.
    part: [u8; 4],
    mirror_part: [u8; 4],
    sum: u32,
    mirror_sum: u32,
    path: Vec<u8>,
    nodes: u64,
}

/// The search ran out of `limit` nodes.
const GAVE_UP: u32 = u32::MAX;

/// Nodes a 4x4 board may take under the plain Manhattan distance before the
/// pattern databases are built: shallow boards (the fixtures, the page's easy
/// levels) never wait for the tables.
const QUICK_NODES: u64 = 50_000;

/// An optimal solution of any legal board: an unsolvable board by parity alone (no search, no tables); a short
/// Manhattan-distance search first on 4x4 boards, then (or straight away on smaller boards, whose tables are cheap)
/// IDA* over the pattern databases.
pub fn solve(board: &Board) -> Search {
    solve_watched(board, &mut (), &mut ())
}

/// [`solve`] with its searches watched: `quick` follows the Manhattan search, `full` the pattern-database one.
pub(super) fn solve_watched<Q: Watch<Tiles>, W: Watch<Tiles>>(
    board: &Board,
    quick: &mut Q,
    full: &mut W,
) -> Search {
    // Before anything is built: the tables of a 4x4 board take seconds and 47 MB, parity a few comparisons.
    if !board.is_solvable() {
        return Search::default();
    }
    if !board.judge_sized() {
        return beyond_tables(board, u64::MAX).unwrap_or_default();
    }
    if board.rows * board.cols == 16 {
        if let Some(found) = manhattan_watched(board, QUICK_NODES, quick) {
            return found;
        }
    }
    let solver = Solver::new(board.rows, board.cols);
    solver
        .solve_within(board, u64::MAX, full)
        .unwrap_or_default()
}

/// Builds the tables that solving `boards` will need, before their cases are handed out (`crate::share`): those of
/// every size with a solvable board, less the 4x4 ones when each 4x4 board is solved by the short Manhattan search
/// that [`solve`] tries first (the sample's boards never wait for them).
pub fn prepare(boards: &[Board]) {
    let mut sizes: Vec<(usize, usize)> = Vec::new();
    for board in boards.iter().filter(|b| b.is_solvable()) {
        let size = (board.rows, board.cols);
        if sizes.contains(&size) || Tables::built(size.0, size.1) {
            continue;
        }
        if size.0 * size.1 == 16 && manhattan(board, QUICK_NODES).is_some() {
            continue;
        }
        sizes.push(size);
    }
    for (rows, cols) in sizes {
        Tables::get(rows, cols);
    }
}

#[path = "solve_manhattan.rs"]
mod manhattan;
use manhattan::manhattan_watched;
pub use manhattan::{beyond_tables, manhattan};

impl Solver {
    /// A solver for `rows` x `cols` boards (sides in `2..=4`); builds the tables on first use.
    pub fn new(rows: usize, cols: usize) -> Solver {
        let tables = Tables::get(rows, cols);
        let (rows, cols) = (tables.geometry.rows, tables.geometry.cols);
        let cells = rows * cols;
        let moves = super::conflict::neighbours(rows, cols);
        let mut mirror_cell = [0u8; 16];
        let mut mirror_tile = [0u8; 16];
        if rows == cols {
            for i in 0..cells {
                let m = (i % cols) * cols + i / cols;
                mirror_cell[i] = m as u8;
                if i + 1 < cells {
                    mirror_tile[i + 1] = (m + 1) as u8;
                }
            }
        }
        Solver {
            tables,
            cells,
            reflect: rows == cols,
            moves,
            mirror_cell,
            mirror_tile,
        }
    }

    /// The tables this solver searches with.
    pub fn tables(&self) -> &'static Tables {
        self.tables
    }

    /// An optimal solution of `board` (of this solver's size), or `None` moves when unsolvable.
    pub fn solve(&self, board: &Board) -> Search {
        self.solve_within(board, u64::MAX, &mut ())
            .unwrap_or_default()
    }

    /// Like [`Solver::solve`], but `None` once the search has expanded `limit` nodes; its loop watched by `watch`.
    pub fn solve_within<W: Watch<Tiles>>(
        &self,
        board: &Board,
        limit: u64,
        watch: &mut W,
    ) -> Option<Search> {
        if !board.is_solvable() {
            return Some(Search::default());
        }
        if !board.judge_sized() {
            return beyond_tables(board, limit);
        }
        let geometry = &self.tables.geometry;
        if (board.rows, board.cols) != (geometry.rows, geometry.cols) {
            return Solver::new(board.rows, board.cols).solve_within(board, limit, watch);
        }
        let mut run = Run::new(self, board);
        let estimate = run.estimate();
        let mut search = Search {
            estimate,
            tables: true,
            ..Search::default()
        };
        let mut bound = estimate;
        loop {
            watch.round(search.iterations.len() as u32, bound);
            let before = run.nodes;
            let blank = board.blank() as u8;
            let state = self.tables.pruning.start(blank);
            let next = run.dfs(blank, (0, bound), state, limit, watch);
            search.iterations.push((bound, run.nodes - before));
            search.nodes = run.nodes;
            if next == 0 {
                let path = run.path.iter().map(|&d| Dir::ALL[usize::from(d)]).collect();
                search.moves = Some(path);
                return Some(search);
            }
            if next == GAVE_UP {
                return None;
            }
            bound = next;
        }
    }

    /// The pattern-database estimate of `board` (a lower bound on its distance); past 4x4, which has no tables, the
    /// Manhattan distance plus linear conflicts.
    pub fn estimate(&self, board: &Board) -> u32 {
        if !board.judge_sized() {
            let estimate = super::conflict::Estimate::new(board.rows, board.cols);
            return estimate.of(&board.tiles);
        }
        Run::new(self, board).estimate()
    }
}

impl<'a> Run<'a> {
    fn new(solver: &'a Solver, start: &Board) -> Run<'a> {
        let mut run = Run {
            solver,
            board: [0; 16],
            at: [0; 16],
            mirror_at: [0; 16],
            index: [0; 4],
            mirror_index: [0; 4],
            part: [0; 4],
            mirror_part: [0; 4],
            sum: 0,
            mirror_sum: 0,
            path: Vec::new(),
            nodes: 0,
        };
        for (i, &t) in start.tiles.iter().enumerate().take(solver.cells) {
            run.board[i] = t;
            run.at[usize::from(t)] = i as u8;
            if solver.reflect && t != 0 {
                run.mirror_at[usize::from(solver.mirror_tile[usize::from(t)])] =
                    solver.mirror_cell[i];
            }
        }
        let patterns = solver.tables.patterns.len();
        for (p, pdb) in solver.tables.patterns.iter().enumerate() {
            let cells = |at: &[u8; 16]| {
                pdb.tiles
                    .iter()
                    .map(|&t| at[usize::from(t)])
                    .collect::<Vec<u8>>()
            };
            run.index[p] = direct_index(&cells(&run.at)) as u32;
            run.mirror_index[p] = direct_index(&cells(&run.mirror_at)) as u32;
        }
        for p in 0..patterns {
            run.part[p] = run.lookup(p, false);
            run.sum += u32::from(run.part[p]);
            if solver.reflect {
                run.mirror_part[p] = run.lookup(p, true);
                run.mirror_sum += u32::from(run.mirror_part[p]);
            }
        }
        run
    }

    fn estimate(&self) -> u32 {
        self.sum.max(self.mirror_sum)
    }

    /// Pattern `p`'s table entry for the board, or for its mirror.
    #[inline(always)]
    fn lookup(&self, p: usize, mirrored: bool) -> u8 {
        let pdb = &self.solver.tables.patterns[p];
        let at = if mirrored { &self.mirror_at } else { &self.at };
        let mut cells = [0u8; 16];
        for (cell, &t) in cells.iter_mut().zip(&pdb.tiles) {
            *cell = at[usize::from(t)];
        }
        let r = rank_of(self.solver.cells, &cells, pdb.tiles.len());
        pdb.table[r]
    }

    /// Pattern `p`'s table entry for the board, or for its mirror, read by its direct index where the tables have
    /// one (no ranking), else looked up.
    #[inline(always)]
    fn entry(&self, p: usize, mirrored: bool) -> u8 {
        match self.solver.tables.direct.get(p) {
            Some(direct) => {
                let index = if mirrored {
                    self.mirror_index[p]
                } else {
                    self.index[p]
                };
                direct[index as usize]
            }
            None => self.lookup(p, mirrored),
        }
    }

    /// Moves tile `tile` to `cell`, updating the estimates.
    #[inline(always)]
    fn place(&mut self, tile: u8, cell: u8) {
        let solver = self.solver;
        self.at[usize::from(tile)] = cell;
        let p = usize::from(solver.tables.pattern_of[usize::from(tile)]);
        let old = self.part[p];
        self.part[p] = self.lookup(p, false);
        self.sum = self.sum + u32::from(self.part[p]) - u32::from(old);
        if solver.reflect {
            let mirror = solver.mirror_tile[usize::from(tile)];
            self.mirror_at[usize::from(mirror)] = solver.mirror_cell[usize::from(cell)];
            let p = usize::from(solver.tables.pattern_of[usize::from(mirror)]);
            let old = self.mirror_part[p];
            self.mirror_part[p] = self.lookup(p, true);
            self.mirror_sum = self.mirror_sum + u32::from(self.mirror_part[p]) - u32::from(old);
        }
    }

    /// [`Run::place`] in one copy, for the X-ray.
    #[inline(never)]
    fn place_once(&mut self, tile: u8, cell: u8) {
        self.place(tile, cell);
    }

    /// Depth-first search below the node with the blank on `blank`, `g` moves
    /// from the start, the move pruning's automaton in `state` ([`super::prune::Pruning`]). Returns 0 when the goal was
    /// found (the path is in `self.path`), else the least cost over `bound` seen
    /// ([`GAVE_UP`] past `limit` nodes).
    fn dfs<W: Watch<Tiles>>(
        &mut self,
        blank: u8,
        (g, bound): (u32, u32),
        state: u32,
        limit: u64,
        watch: &mut W,
    ) -> u32 {
        if self.sum == 0 {
            return 0;
        }
        if self.nodes >= limit {
            return GAVE_UP;
        }
        self.nodes += 1;
        if W::ON {
            self.report(blank, (g, bound), state, watch);
        }
        let mut least = GAVE_UP - 1;
        let solver = self.solver;
        let pruning = &solver.tables.pruning;
        for &(dir, to) in &solver.moves[usize::from(blank)] {
            // Never a move that ends a forbidden sequence (the undoing of the previous move among them).
            let next = pruning.step(state, dir);
            if next == FORBIDDEN {
                continue;
            }
            let tile = self.board[usize::from(to)];
            self.board[usize::from(blank)] = tile;
            self.board[usize::from(to)] = 0;
            // The tile's pattern looked up again; its old entry and sum kept to put back (no lookup to undo).
            let tables = solver.tables;
            let p = usize::from(tables.pattern_of[usize::from(tile)]);
            let (part, sum, index) = (self.part[p], self.sum, self.index[p]);
            self.at[usize::from(tile)] = blank;
            let shift = tables.shift_of[usize::from(tile)];
            self.index[p] = index - (u32::from(to) << shift) + (u32::from(blank) << shift);
            self.part[p] = self.entry(p, false);
            self.sum = sum + u32::from(self.part[p]) - u32::from(part);
            let mut f = g + 1 + self.sum;
            // The mirror's entry only when the board's own sum does not prune the move already: a lower f than the
            // mirror's may set the next bound, which stays a lower bound of every pruned move's cost.
            let mirror = solver.mirror_tile[usize::from(tile)];
            let q = if solver.reflect {
                usize::from(solver.tables.pattern_of[usize::from(mirror)])
            } else {
                0
            };
            let (mirror_part, mirror_sum, mirror_index) =
                (self.mirror_part[q], self.mirror_sum, self.mirror_index[q]);
            if solver.reflect {
                let (from, into) = (
                    solver.mirror_cell[usize::from(to)],
                    solver.mirror_cell[usize::from(blank)],
                );
                self.mirror_at[usize::from(mirror)] = into;
                let shift = tables.shift_of[usize::from(mirror)];
                self.mirror_index[q] =
                    mirror_index - (u32::from(from) << shift) + (u32::from(into) << shift);
                if f <= bound {
                    self.mirror_part[q] = self.entry(q, true);
                    self.mirror_sum =
                        mirror_sum + u32::from(self.mirror_part[q]) - u32::from(mirror_part);
                    f = f.max(g + 1 + self.mirror_sum);
                }
            }
            let result = if f > bound {
                f
            } else {
                self.path.push(dir);
                let r = self.dfs(to, (g + 1, bound), next, limit, watch);
                if r != 0 {
                    self.path.pop();
                }
                r
            };
            if result == 0 {
                return 0;
            }
            self.at[usize::from(tile)] = to;
            (self.part[p], self.sum, self.index[p]) = (part, sum, index);
            if solver.reflect {
                self.mirror_at[usize::from(mirror)] = solver.mirror_cell[usize::from(to)];
                (self.mirror_part[q], self.mirror_sum) = (mirror_part, mirror_sum);
                self.mirror_index[q] = mirror_index;
            }
            self.board[usize::from(to)] = tile;
            self.board[usize::from(blank)] = 0;
            if result == GAVE_UP {
                return GAVE_UP;
            }
            least = least.min(result);
        }
        least
    }

    /// Tells `watch` of the node with the blank on `blank`: its children, then (when the step is kept) its path.
    #[inline(never)]
    fn report<W: Watch<Tiles>>(
        &mut self,
        blank: u8,
        (g, bound): (u32, u32),
        state: u32,
        watch: &mut W,
    ) {
        let node = self.board;
        let tables = self.solver.tables;
        let geometry = &tables.geometry;
        let dims = (geometry.rows, geometry.cols);
        let skip = |dir: Dir| tables.pruning.step(state, dir.index() as u8) == FORBIDDEN;
        let (blank, h) = (usize::from(blank), self.estimate());
        let moved = |tile: u8, from: usize, to: usize| {
            self.place_once(tile, from as u8);
            let h = self.estimate();
            self.place_once(tile, to as u8);
            h
        };
        let goal = children(watch, &node, dims, (blank, g, h, bound), skip, moved);
        if watch.end(self.path.len() as u64 + 1, if goal { 3 } else { 4 }, goal) {
            let h_of = |tiles: &Tiles| {
                let (rows, cols) = dims;
                let board = Board {
                    rows,
                    cols,
                    tiles: tiles[..rows * cols].to_vec(),
                };
                Run::new(self.solver, &board).estimate()
            };
            let path = self.path.iter().rev().map(|&d| Dir::ALL[usize::from(d)]);
            stack(watch, node, dims, (blank, g), path, h_of);
        }
    }
}

#[path = "solve_watch.rs"]
mod watch;

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: usize, cols: usize, tiles: &[u8]) -> Board {
        Board::new(rows, cols, tiles.to_vec()).unwrap()
    }

    /// Replays `moves` from `start`; true when they end on the goal.
    fn reaches_goal(start: &Board, moves: &[Dir]) -> bool {
        let mut b = start.clone();
        for &d in moves {
            b = b.play(d).expect("a legal move");
        }
        b.is_goal()
    }

    #[test]
    fn solves_small_boards_optimally() {
        let b = board(3, 3, &[1, 2, 3, 4, 5, 6, 7, 0, 8]);
        let s = Solver::new(3, 3).solve(&b);
        assert_eq!(s.moves, Some(vec![Dir::Right]));
        let b = board(2, 2, &[0, 3, 1, 2]);
        assert_eq!(Solver::new(2, 2).solve(&b).moves, None);
        let goal = Board::goal(2, 3).unwrap();
        assert_eq!(Solver::new(2, 3).solve(&goal).moves, Some(vec![]));
    }

    #[test]
    fn a_4x4_board_of_known_depth() {
        let b = board(
            4,
            4,
            &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15],
        );
        let s = Solver::new(4, 4).solve(&b);
        assert_eq!(s.moves.as_deref(), Some(&[Dir::Right][..]));
        // The goal after the blank went up three times and left three times: six tiles one step away.
        let b = board(
            4,
            4,
            &[0, 1, 2, 3, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12],
        );
        let s = Solver::new(4, 4).solve(&b);
        let moves = s.moves.expect("solvable");
        assert_eq!(crate::grid::letters(&moves), "RRRDDD");
        assert!(reaches_goal(&b, &moves));
    }

    #[test]
    fn gives_up_past_the_node_limit() {
        let b = board(
            4,
            4,
            &[0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1],
        );
        assert_eq!(Solver::new(4, 4).solve_within(&b, 10, &mut ()), None);
    }
}
