//! Holedox's known mistakes, each a plain BFS over a deliberately altered rule (partners: `crate::catalogue` the
//! interface and the search, `mod.rs` the real move rule [`super::step`], `en.ftl`/`zh.ftl` the explanations,
//! `crate::mistakes` over the registry).

use super::{Holedox, HoledoxGame, EXIT, MAX_LEN, MIN_LEN};
use crate::catalogue::{bfs, choose, printed, shapes, Mistake, Mistaken};
use crate::grid::Dir;
use crate::Puzzle;

type Body = Vec<(usize, usize)>;

/// How a wrong solver bends the rule.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bend {
    /// The head may enter the tail's cell (the tail leaves it in the same move).
    HeadEntersTail,
    /// The head may not enter the cell the tail left at the move before (a body one block too long).
    TailLeftForbidden,
    /// The visited set keeps the head's cell only, not the body.
    HeadOnly,
    /// The exit is checked only after a move, so a head starting on it is never counted as 0.
    StartOnExit,
}

/// The answer to case `index` under `bend`.
fn solve(input: &[HoledoxGame], index: usize, bend: Bend) -> String {
    let Some(case) = input.get(index) else {
        return printed(None, Holedox::IMPOSSIBLE);
    };
    let start = case.body.clone();
    if bend == Bend::StartOnExit && start[0] == EXIT {
        // The first move leaves the exit; the answer is the way back, if any.
        let moves = bfs(
            (start, false),
            |(b, moved)| *moved && b[0] == EXIT,
            |(b, _), out| {
                for dir in Dir::ALL {
                    if let Some(next) = super::step(case, b, dir) {
                        out.push((next, true));
                    }
                }
            },
        );
        return printed(moves, Holedox::IMPOSSIBLE);
    }
    let answer = match bend {
        Bend::HeadOnly => head_only(case),
        Bend::TailLeftForbidden => bfs(
            (start, None::<(usize, usize)>),
            |(b, _)| b[0] == EXIT,
            |(b, left), out| {
                for dir in Dir::ALL {
                    if let Some(next) = super::step(case, b, dir) {
                        if Some(next[0]) != *left {
                            out.push((next, b.last().copied()));
                        }
                    }
                }
            },
        ),
        _ => bfs(
            start,
            |b| b[0] == EXIT,
            |b, out| {
                for dir in Dir::ALL {
                    if let Some(next) = loose_step(case, b, dir) {
                        out.push(next);
                    }
                }
            },
        ),
    };
    printed(answer, Holedox::IMPOSSIBLE)
}

/// The head steps towards `dir`, allowed onto the tail's cell.
fn loose_step(case: &HoledoxGame, body: &Body, dir: Dir) -> Option<Body> {
    let head = dir.step(*body.first()?, case.rows, case.cols)?;
    if case.is_stone(head) || body[..body.len() - 1].contains(&head) {
        return None;
    }
    let mut moved = vec![head];
    moved.extend_from_slice(&body[..body.len() - 1]);
    Some(moved)
}

/// A BFS whose visited set holds head cells only: the first body to reach a cell is the only one kept.
fn head_only(case: &HoledoxGame) -> Option<i64> {
    if case.body[0] == EXIT {
        return Some(0);
    }
    let mut seen = vec![false; case.rows * case.cols];
    let at = |(r, c): (usize, usize)| r * case.cols + c;
    seen[at(case.body[0])] = true;
    let mut layer = vec![case.body.clone()];
    let mut depth = 0;
    while !layer.is_empty() {
        depth += 1;
        let mut next_layer = Vec::new();
        for body in &layer {
            for dir in Dir::ALL {
                if let Some(next) = super::step(case, body, dir) {
                    if next[0] == EXIT {
                        return Some(depth);
                    }
                    if !std::mem::replace(&mut seen[at(next[0])], true) {
                        next_layer.push(next);
                    }
                }
            }
        }
        layer = next_layer;
    }
    Some(-1)
}

/// Every snake of `len` blocks on a `rows` x `cols` board, head first.
fn snakes(rows: usize, cols: usize, len: usize) -> Vec<Body> {
    fn grow(rows: usize, cols: usize, len: usize, body: &mut Body, out: &mut Vec<Body>) {
        if body.len() == len {
            out.push(body.clone());
            return;
        }
        for dir in Dir::ALL {
            if let Some(next) = dir.step(*body.last().unwrap_or(&(0, 0)), rows, cols) {
                if !body.contains(&next) {
                    body.push(next);
                    grow(rows, cols, len, body, out);
                    body.pop();
                }
            }
        }
    }
    let mut out = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            grow(rows, cols, len, &mut vec![(r, c)], &mut out);
        }
    }
    out
}

/// One case as judge input.
fn text(rows: usize, cols: usize, body: &Body, stones: &[(usize, usize)]) -> String {
    let mut out = format!("{rows} {cols} {}\n", body.len());
    for (r, c) in body {
        out.push_str(&format!("{} {}\n", r + 1, c + 1));
    }
    out.push_str(&format!("{}\n", stones.len()));
    for (r, c) in stones {
        out.push_str(&format!("{} {}\n", r + 1, c + 1));
    }
    out.push_str("\n0 0 0\n");
    out
}

impl Mistaken for Holedox {
    type Bend = Bend;
    const MISTAKES: &'static [Mistake<Bend>] = &[
        Mistake::new(
            "head-enters-tail",
            "holedox-mistake-head-enters-tail",
            Bend::HeadEntersTail,
        ),
        Mistake::new(
            "tail-left-forbidden",
            "holedox-mistake-tail-left-forbidden",
            Bend::TailLeftForbidden,
        ),
        Mistake::new(
            "head-only-state",
            "holedox-mistake-head-only-state",
            Bend::HeadOnly,
        ),
        Mistake::new(
            "start-on-exit",
            "holedox-mistake-start-on-exit",
            Bend::StartOnExit,
        ),
    ];
    const HACK_CELLS: usize = 12;

    fn answer(input: &Vec<HoledoxGame>, index: usize, bend: Bend) -> String {
        solve(input, index, bend)
    }

    fn small_inputs(cells: usize) -> Vec<String> {
        let mut out = Vec::new();
        for (rows, cols) in shapes(cells, 1, cells) {
            for len in MIN_LEN..=MAX_LEN.min(cells) {
                for body in snakes(rows, cols, len) {
                    let free: Vec<(usize, usize)> = (0..rows * cols)
                        .map(|i| (i / cols, i % cols))
                        .filter(|cell| !body.contains(cell) && *cell != EXIT)
                        .collect();
                    for k in 0..=free.len() {
                        for pick in choose(free.len(), k) {
                            let stones: Vec<_> = pick.iter().map(|&i| free[i]).collect();
                            out.push(text(rows, cols, &body, &stones));
                        }
                    }
                }
            }
        }
        out
    }

    fn cells(input: &Vec<HoledoxGame>) -> usize {
        input.first().map_or(0, |c| c.rows * c.cols)
    }

    fn pieces(input: &Vec<HoledoxGame>) -> usize {
        input.first().map_or(0, |c| c.body.len() + c.stones.len())
    }
}
