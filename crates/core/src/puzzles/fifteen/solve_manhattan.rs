//! Fifteen's searches without tables (a child module of `solve.rs`): IDA* with the plain Manhattan distance, which a
//! shallow 4x4 board takes before the pattern databases are built, and boards past 4x4 through `conflict.rs` (partners:
//! `solve.rs` tries them first, `solve_watch.rs` tells the X-ray of their nodes).

use super::watch::{children, stack, Tiles};
use super::{Search, GAVE_UP};
use crate::grid::Dir;
use crate::puzzles::fifteen::Board;
use crate::watch::Watch;

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
    if !board.is_solvable() {
        return Some(Search::default());
    }
    let (rows, cols) = (board.rows, board.cols);
    let distance = |tile: u8, cell: usize| -> u32 {
        let home = usize::from(tile) - 1;
        ((cell / cols).abs_diff(home / cols) + (cell % cols).abs_diff(home % cols)) as u32
    };
    let mut tiles = board.tiles.clone();
    let h: u32 = tiles
        .iter()
        .enumerate()
        .filter(|&(_, &t)| t != 0)
        .map(|(i, &t)| distance(t, i))
        .sum();
    let mut search = Search {
        estimate: h,
        ..Search::default()
    };
    let mut path = Vec::new();
    let mut bound = h;
    // Depth-first below the blank on `blank` with estimate `h`, `g` moves in; as in `Run::dfs`.
    #[allow(clippy::too_many_arguments)]
    fn dfs<W: Watch<Tiles>>(
        tiles: &mut [u8],
        dims: (usize, usize),
        distance: &dyn Fn(u8, usize) -> u32,
        blank: usize,
        (g, h, bound): (u32, u32, u32),
        last: Option<Dir>,
        path: &mut Vec<Dir>,
        nodes: &mut u64,
        limit: u64,
        watch: &mut W,
    ) -> u32 {
        if h == 0 {
            return 0;
        }
        if *nodes >= limit {
            return GAVE_UP;
        }
        *nodes += 1;
        if W::ON {
            let mut node = [0; 16];
            node[..tiles.len()].copy_from_slice(tiles);
            let moved = |tile: u8, from, to| h + distance(tile, from) - distance(tile, to);
            let skip = |dir: Dir| last == Some(dir.opposite());
            let goal = children(watch, &node, dims, (blank, g, h, bound), skip, moved);
            if watch.end(path.len() as u64 + 1, if goal { 3 } else { 4 }, goal) {
                let h_of = |t: &Tiles| {
                    (0..dims.0 * dims.1)
                        .filter(|&i| t[i] != 0)
                        .map(|i| distance(t[i], i))
                        .sum()
                };
                stack(
                    watch,
                    node,
                    dims,
                    (blank, g),
                    path.iter().rev().copied(),
                    h_of,
                );
            }
        }
        let mut least = GAVE_UP - 1;
        for dir in Dir::ALL {
            if last == Some(dir.opposite()) {
                continue;
            }
            let Some((r, c)) = dir.step((blank / dims.1, blank % dims.1), dims.0, dims.1) else {
                continue;
            };
            let to = r * dims.1 + c;
            let tile = tiles[to];
            let h = h + distance(tile, blank) - distance(tile, to);
            let f = g + 1 + h;
            if f > bound {
                least = least.min(f);
                continue;
            }
            tiles.swap(blank, to);
            path.push(dir);
            let result = dfs(
                tiles,
                dims,
                distance,
                to,
                (g + 1, h, bound),
                Some(dir),
                path,
                nodes,
                limit,
                watch,
            );
            if result == 0 {
                return 0;
            }
            path.pop();
            tiles.swap(blank, to);
            if result == GAVE_UP {
                return GAVE_UP;
            }
            least = least.min(result);
        }
        least
    }
    let mut round = 0;
    loop {
        watch.round(round, bound);
        round += 1;
        let before = search.nodes;
        let next = dfs(
            &mut tiles,
            (rows, cols),
            &distance,
            board.blank(),
            (0, h, bound),
            None,
            &mut path,
            &mut search.nodes,
            limit,
            watch,
        );
        search.iterations.push((bound, search.nodes - before));
        match next {
            0 => {
                search.moves = Some(path);
                return Some(search);
            }
            GAVE_UP => return None,
            _ => bound = next,
        }
    }
}

/// A board past 4x4, which has no tables: `conflict.rs`'s IDA* over the Manhattan distance and linear conflicts, at
/// most `limit` nodes.
pub(super) fn beyond_tables(board: &Board, limit: u64) -> Option<Search> {
    let found = crate::puzzles::fifteen::conflict::ida(board, limit)?;
    Some(Search {
        moves: found.moves,
        nodes: found.nodes,
        estimate: found.estimate,
        iterations: Vec::new(),
        tables: false,
    })
}
