//! Huarong's known mistakes, each the textbook search (the blank walks beside the piece, then they swap) with one
//! thing bent (partners: `crate::catalogue` the interface and the search, `mod.rs` the board, `en.ftl`/`zh.ftl` the
//! explanations, `crate::mistakes` over the registry).

use std::collections::VecDeque;

use super::{Board, Huarong, HuarongInput};
use crate::catalogue::{cheapest, printed, shapes, Mistake, Mistaken, STATE_CAP};
use crate::grid::Dir;

type Cell = (usize, usize);
use crate::Puzzle;

/// How a wrong solver bends the search.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct Bend {
    /// The state keeps the piece's cell only, not the side the blank stands on: the first way to a cell wins.
    piece_only: bool,
    /// The blank's walk to the piece's side may pass through the piece.
    through_piece: bool,
    /// The target is checked only after the piece moved, so S == T is not 0.
    goal_after_move: bool,
    /// Only the piece's moves are counted, not the blank's walk.
    swaps_only: bool,
}

/// The right rules, which each mistake bends one way.
const NO_BEND: Bend = Bend {
    piece_only: false,
    through_piece: false,
    goal_after_move: false,
    swaps_only: false,
};

/// The blank's fewest steps from `from` to `to` over movable cells, avoiding `piece` unless `through`.
fn walk(board: &Board, from: Cell, to: Cell, piece: Cell, through: bool) -> Option<i64> {
    let (rows, cols) = (board.rows(), board.cols());
    let mut dist = vec![-1i64; rows * cols];
    dist[from.0 * cols + from.1] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        let d = dist[cell.0 * cols + cell.1];
        if cell == to {
            return Some(d);
        }
        for dir in Dir::ALL {
            let Some(next) = dir.step(cell, rows, cols) else {
                continue;
            };
            let at = next.0 * cols + next.1;
            if board.is_movable(next) && (through || next != piece) && dist[at] < 0 {
                dist[at] = d + 1;
                queue.push_back(next);
            }
        }
    }
    None
}

/// The answer to query `index` under `bend`.
fn solve(input: &HuarongInput, index: usize, bend: Bend) -> String {
    let Some(query) = input.queries.get(index) else {
        return printed(None, Huarong::IMPOSSIBLE);
    };
    let board = &input.board;
    if !bend.goal_after_move && query.piece == query.target {
        return "0".to_string();
    }
    if !board.is_valid(query) {
        return printed(Some(-1), Huarong::IMPOSSIBLE);
    }
    if bend.piece_only {
        return printed(
            piece_only(board, query.blank, query.piece, query.target),
            "-1",
        );
    }
    // A state: the piece's cell, the blank's cell, whether the piece has moved.
    let answer = cheapest(
        (query.piece, query.blank, false),
        |&(piece, _, moved)| moved && piece == query.target,
        |&(piece, blank, _), out| {
            for dir in Dir::ALL {
                let Some(side) = dir.step(piece, board.rows(), board.cols()) else {
                    continue;
                };
                if !board.is_movable(side) {
                    continue;
                }
                if let Some(w) = walk(board, blank, side, piece, bend.through_piece) {
                    let cost = if bend.swaps_only { 1 } else { w + 1 };
                    out.push(((side, piece, true), cost));
                }
            }
        },
    );
    printed(answer, Huarong::IMPOSSIBLE)
}

/// The search keyed by the piece's cell alone: each cell keeps the blank of the first (cheapest) way to it.
fn piece_only(board: &Board, blank: Cell, piece: Cell, target: Cell) -> Option<i64> {
    let mut settled = vec![false; board.rows() * board.cols()];
    let mut heap = std::collections::BinaryHeap::from([std::cmp::Reverse((0i64, piece, blank))]);
    let mut popped = 0;
    while let Some(std::cmp::Reverse((cost, piece, blank))) = heap.pop() {
        let at = piece.0 * board.cols() + piece.1;
        if settled[at] {
            continue;
        }
        settled[at] = true;
        if piece == target {
            return Some(cost);
        }
        popped += 1;
        if popped > STATE_CAP {
            return None;
        }
        for dir in Dir::ALL {
            let Some(side) = dir.step(piece, board.rows(), board.cols()) else {
                continue;
            };
            if board.is_movable(side) && !settled[side.0 * board.cols() + side.1] {
                if let Some(w) = walk(board, blank, side, piece, false) {
                    heap.push(std::cmp::Reverse((cost + w + 1, side, piece)));
                }
            }
        }
    }
    Some(-1)
}

impl Mistaken for Huarong {
    type Bend = Bend;
    const MISTAKES: &'static [Mistake<Bend>] = &[
        Mistake::new(
            "piece-cell-only",
            "huarong-mistake-piece-cell-only",
            Bend {
                piece_only: true,
                ..NO_BEND
            },
        ),
        Mistake::new(
            "blank-through-piece",
            "huarong-mistake-blank-through-piece",
            Bend {
                through_piece: true,
                ..NO_BEND
            },
        ),
        Mistake::new(
            "start-on-target",
            "huarong-mistake-start-on-target",
            Bend {
                goal_after_move: true,
                ..NO_BEND
            },
        ),
        Mistake::new(
            "swaps-only",
            "huarong-mistake-swaps-only",
            Bend {
                swaps_only: true,
                ..NO_BEND
            },
        ),
    ];
    const HACK_CELLS: usize = 12;

    fn answer(input: &HuarongInput, index: usize, bend: Bend) -> String {
        solve(input, index, bend)
    }

    fn small_inputs(cells: usize) -> Vec<String> {
        let mut out = Vec::new();
        for (rows, cols) in shapes(cells, 1, cells) {
            for mask in 0u32..1 << cells {
                let movable = |i: usize| mask >> i & 1 == 1;
                let grid: String = (0..rows)
                    .map(|r| {
                        let row: Vec<&str> = (0..cols)
                            .map(|c| if movable(r * cols + c) { "1" } else { "0" })
                            .collect();
                        row.join(" ") + "\n"
                    })
                    .collect();
                let at = |i: usize| format!("{} {}", i / cols + 1, i % cols + 1);
                for e in (0..cells).filter(|&i| movable(i)) {
                    for s in (0..cells).filter(|&i| movable(i) && i != e) {
                        for t in 0..cells {
                            out.push(format!(
                                "{rows} {cols} 1\n{grid}{} {} {}\n",
                                at(e),
                                at(s),
                                at(t)
                            ));
                        }
                    }
                }
            }
        }
        out
    }

    fn cells(input: &HuarongInput) -> usize {
        input.board.rows() * input.board.cols()
    }

    fn pieces(input: &HuarongInput) -> usize {
        let board = &input.board;
        (0..board.rows() * board.cols())
            .filter(|i| board.is_movable((i / board.cols(), i % board.cols())))
            .count()
    }
}
