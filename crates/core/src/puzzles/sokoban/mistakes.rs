//! Sokoban's known mistakes (one box, POJ 1475's mazes), each a search over (you, the box) with one thing bent, its
//! path printed as the judge prints one (partners: `crate::catalogue` the interface, `mod.rs` the maze and the moves,
//! `board.rs` the board a judge input reads as, `en.ftl`/`zh.ftl` the explanations, `crate::mistakes`).

use std::collections::BinaryHeap;

use rustc_hash::FxHashMap as HashMap;

use super::board::SokobanBoard;
use super::{Pos, Sokoban, SokobanGame, SokobanMove};
use crate::catalogue::{choose, shapes, Mistake, Mistaken, GAVE_UP, STATE_CAP};
use crate::grid::Dir;
use crate::notation::Notation;
use crate::Puzzle;

/// How a wrong solver bends the search.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bend {
    /// The fewest moves, pushes not counted first.
    FewestMoves,
    /// The fewest pushes, the walks between them not the shortest in all (the first way found is kept).
    FirstWalk,
    /// You may walk through the box's cell without pushing it.
    WalkThroughBox,
    /// The state is the box's cell alone: the first side you reach it from is the only one kept.
    BoxOnly,
}

type State = (Pos, Pos);

/// The moves from `state` as (next state, move), under `bend`.
fn moves(maze: &SokobanGame, (you, boxed): State, bend: Bend) -> Vec<(State, SokobanMove)> {
    let mut out = Vec::new();
    for dir in Dir::ALL {
        let Some(to) = dir.step(you, maze.rows, maze.cols) else {
            continue;
        };
        if !maze.is_free(to) {
            continue;
        }
        if to == boxed {
            if let Some(beyond) = dir.step(boxed, maze.rows, maze.cols) {
                if maze.is_free(beyond) {
                    out.push(((to, beyond), SokobanMove { dir, push: true }));
                }
            }
            if bend == Bend::WalkThroughBox {
                out.push(((to, boxed), SokobanMove { dir, push: false }));
            }
        } else {
            out.push(((to, boxed), SokobanMove { dir, push: false }));
        }
    }
    out
}

/// The path to the first goal state the search settles, from its parents.
fn path(
    parents: &HashMap<State, (State, SokobanMove)>,
    start: State,
    mut at: State,
) -> Vec<SokobanMove> {
    let mut out = Vec::new();
    while at != start {
        let Some(&(from, mv)) = parents.get(&at) else {
            break;
        };
        out.push(mv);
        at = from;
    }
    out.reverse();
    out
}

/// The path found under `bend`; `Err(())` when the search gave up.
fn search(maze: &SokobanGame, bend: Bend) -> Result<Option<Vec<SokobanMove>>, ()> {
    let start = (maze.player, maze.boxed);
    if maze.boxed == maze.target {
        return Ok(Some(Vec::new()));
    }
    let mut parents: HashMap<State, (State, SokobanMove)> = HashMap::default();
    let mut best: HashMap<State, (usize, usize)> = [(start, (0, 0))].into_iter().collect();
    let mut boxes_done: HashMap<Pos, ()> = HashMap::default();
    // The order: (pushes, moves) for the right count, moves alone or pushes alone for the bent ones; a sequence number
    // keeps ties in the order found.
    let mut heap = BinaryHeap::from([std::cmp::Reverse(((0usize, 0usize), 0usize, start))]);
    let mut number = 0;
    while let Some(std::cmp::Reverse((key, _, state))) = heap.pop() {
        let (pushes, total) = best[&state];
        if key != order(bend, pushes, total) {
            continue;
        }
        if state.1 == maze.target {
            return Ok(Some(path(&parents, start, state)));
        }
        for (next, mv) in moves(maze, state, bend) {
            if bend == Bend::BoxOnly && mv.push && boxes_done.insert(next.1, ()).is_some() {
                continue;
            }
            let cost = (pushes + usize::from(mv.push), total + 1);
            let better = match best.get(&next) {
                None => true,
                Some(&(p, t)) => {
                    bend != Bend::FirstWalk && order(bend, cost.0, cost.1) < order(bend, p, t)
                }
            };
            if better {
                best.insert(next, cost);
                parents.insert(next, (state, mv));
                if best.len() > STATE_CAP {
                    return Err(());
                }
                number += 1;
                heap.push(std::cmp::Reverse((
                    order(bend, cost.0, cost.1),
                    number,
                    next,
                )));
            }
        }
    }
    Ok(None)
}

/// The key a bent search settles states by.
fn order(bend: Bend, pushes: usize, moves: usize) -> (usize, usize) {
    match bend {
        Bend::FewestMoves => (moves, 0),
        Bend::FirstWalk => (pushes, 0),
        _ => (pushes, moves),
    }
}

/// The printed answer of case `index` under `bend`.
fn solve(input: &[SokobanBoard], index: usize, bend: Bend) -> String {
    let Some((maze, _)) = input.get(index).and_then(|b| b.maze(&b.start_state())) else {
        return GAVE_UP.to_string();
    };
    match search(&maze, bend) {
        Err(()) => GAVE_UP.to_string(),
        Ok(None) => Sokoban::IMPOSSIBLE.to_string(),
        Ok(Some(moves)) => SokobanMove::write_path(&moves),
    }
}

/// The judge input of one maze, `grid` in rows of `cols`.
fn text(cols: usize, grid: &[u8]) -> String {
    let rows_text: String = grid
        .chunks(cols)
        .map(|row| String::from_utf8_lossy(row).into_owned() + "\n")
        .collect();
    format!("{} {cols}\n{rows_text}0 0\n", grid.len() / cols)
}

/// The cells of you, the box and the target (in [`Mistaken::small_inputs`]' order) that the search for smallest
/// failing cases tries on the rocks of `grid` (`rows` x `cols`, `#` or `.`). Let the region be the cells you can
/// reach from yours walking through any cell but rocks (the box's too): every search, right or bent, keeps you in it,
/// and so the box (you step to free cells only; the box is pushed from a cell of the region to a free cell next to
/// it). The search passes over a maze when:
///
/// - the box starts on the target: every search stops at once with the empty path, right (no push, no move);
/// - the box cannot reach the target even with you anywhere in the region (pushed from a cell of the region to a
///   free cell, again and again): no search takes it there, and every search prints `Impossible.`, right;
/// - a rock touches no cell of the region: the maze with that rock a free cell has the same region and the same free
///   cells next to it, so every search, right or bent, makes the same moves and the same answer on both, and that
///   maze has a rock fewer (earlier in the order);
/// - the first or last row or column holds no cell of the region (only rocks and free cells cut off from it): the
///   maze without it makes the same moves, shifted, and has fewer cells (earlier in the order).
///
/// So no maze passed over is any mistake's smallest failing case: for each, a mistake fails on none, or on an earlier
/// maze exactly when on it.
fn tried(rows: usize, cols: usize, grid: &[u8]) -> Vec<(usize, usize, usize)> {
    let near = |i: usize| {
        Dir::ALL
            .into_iter()
            .filter_map(move |d| d.step((i / cols, i % cols), rows, cols))
            .map(move |(r, c)| r * cols + c)
    };
    let free = |i: usize| grid[i] != b'#';
    let mut out = Vec::new();
    for you in (0..grid.len()).filter(|&i| free(i)) {
        let mut region = vec![false; grid.len()];
        let mut stack = vec![you];
        region[you] = true;
        while let Some(i) = stack.pop() {
            for j in near(i) {
                if !region[j] && free(j) {
                    region[j] = true;
                    stack.push(j);
                }
            }
        }
        let rocks_touch = (0..grid.len()).all(|i| free(i) || near(i).any(|j| region[j]));
        let row = |r: usize| (0..cols).any(|c| region[r * cols + c]);
        let col = |c: usize| (0..rows).any(|r| region[r * cols + c]);
        if !(rocks_touch && row(0) && row(rows - 1) && col(0) && col(cols - 1)) {
            continue;
        }
        // The cells the box can be pushed to, you anywhere in the region: a superset of where any search takes it.
        let pushed_to = |boxed: usize| {
            let mut seen = vec![false; grid.len()];
            let mut stack = vec![boxed];
            seen[boxed] = true;
            while let Some(at) = stack.pop() {
                for d in Dir::ALL {
                    let cell = (at / cols, at % cols);
                    let (Some(from), Some(to)) = (
                        d.opposite().step(cell, rows, cols),
                        d.step(cell, rows, cols),
                    ) else {
                        continue;
                    };
                    let (from, to) = (from.0 * cols + from.1, to.0 * cols + to.1);
                    if region[from] && free(to) && !seen[to] {
                        seen[to] = true;
                        stack.push(to);
                    }
                }
            }
            seen
        };
        for boxed in (0..grid.len()).filter(|&i| region[i] && i != you) {
            let reached = pushed_to(boxed);
            for target in (0..grid.len()).filter(|&i| reached[i] && i != you && i != boxed) {
                out.push((you, boxed, target));
            }
        }
    }
    out
}

impl Mistaken for Sokoban {
    type Bend = Bend;
    const MISTAKES: &'static [Mistake<Bend>] = &[
        Mistake::new(
            "fewest-moves",
            "sokoban-mistake-fewest-moves",
            Bend::FewestMoves,
        ),
        Mistake::new("first-walk", "sokoban-mistake-first-walk", Bend::FirstWalk),
        Mistake::new(
            "walk-through-box",
            "sokoban-mistake-walk-through-box",
            Bend::WalkThroughBox,
        ),
        Mistake::new(
            "box-state-only",
            "sokoban-mistake-box-state-only",
            Bend::BoxOnly,
        ),
    ];
    const HACK_CELLS: usize = 12;

    fn answer(input: &Vec<SokobanBoard>, index: usize, bend: Bend) -> String {
        solve(input, index, bend)
    }

    fn small_inputs(cells: usize) -> Vec<String> {
        let mut out = Vec::new();
        if cells < 3 {
            return out;
        }
        for (_, cols) in shapes(cells, 1, cells) {
            for s in 0..cells {
                for b in (0..cells).filter(|&b| b != s) {
                    for t in (0..cells).filter(|&t| t != s) {
                        let rest: Vec<usize> =
                            (0..cells).filter(|&i| i != s && i != b && i != t).collect();
                        for k in 0..=rest.len() {
                            for pick in choose(rest.len(), k) {
                                let mut grid = vec![b'.'; cells];
                                for &i in &pick {
                                    grid[rest[i]] = b'#';
                                }
                                grid[s] = b'S';
                                grid[t] = b'T';
                                grid[b] = b'B';
                                out.push(text(cols, &grid));
                            }
                        }
                    }
                }
            }
        }
        out
    }

    /// The mazes of `rocks` rocks but those `tried` passes over, found rocks first and put in the listed order.
    fn hack_inputs(cells: usize, rocks: usize, _: Bend) -> Option<Vec<String>> {
        let mut found = Vec::new();
        for (shape, (rows, cols)) in shapes(cells, 1, cells).into_iter().enumerate() {
            for pick in choose(cells, rocks) {
                let mut grid = vec![b'.'; cells];
                for &i in &pick {
                    grid[i] = b'#';
                }
                for (you, boxed, target) in tried(rows, cols, &grid) {
                    let mut grid = grid.clone();
                    (grid[you], grid[target], grid[boxed]) = (b'S', b'T', b'B');
                    found.push(((shape, you, boxed, target, pick.clone()), text(cols, &grid)));
                }
            }
        }
        found.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        Some(found.into_iter().map(|(_, text)| text).collect())
    }

    fn cells(input: &Vec<SokobanBoard>) -> usize {
        input
            .first()
            .and_then(|b| b.maze(&b.start_state()))
            .map_or(0, |(m, _)| m.rows * m.cols)
    }

    /// The rocks.
    fn pieces(input: &Vec<SokobanBoard>) -> usize {
        input
            .first()
            .and_then(|b| b.maze(&b.start_state()))
            .map_or(0, |(m, _)| m.rock.iter().filter(|&&r| r).count())
    }
}

#[cfg(test)]
mod tests {
    /// The cases the search found when it tried every listed maze (before [`super::tried`] left any out).
    #[test]
    fn the_search_finds_the_cases_of_the_whole_listing() {
        for (id, case) in [
            ("fewest-moves", "4 3\n.S#\nTB.\n...\n...\n0 0\n"),
            ("first-walk", "3 4\n...T\nSB..\n....\n0 0\n"),
            ("walk-through-box", "1 4\nSTB.\n0 0\n"),
            ("box-state-only", "2 5\nS#...\nTB...\n0 0\n"),
        ] {
            let hack = crate::mistakes::hack("sokoban", id).unwrap().unwrap();
            assert_eq!(hack.input, case, "{id}");
        }
    }
}
