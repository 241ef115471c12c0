//! Fifteen's known mistakes: a wrong solvability rule in front of the real search, or the real search towards the
//! wrong goal (partners: `crate::catalogue` the interface, `mod.rs` the board and its right rule
//! [`Board::is_solvable`], `solve.rs` the search, `en.ftl`/`zh.ftl` the explanations, `crate::mistakes`).
// Each wrong rule is a `fn(&Input, usize)` over the judge input, a `Vec`.
#![allow(clippy::ptr_arg)]

use super::{Board, Fifteen, JUDGE_MAX_SIDE, MIN_SIDE};
use crate::catalogue::{shapes, Mistake, Mistaken};
use crate::Puzzle;

/// Which parity rule a wrong solver uses.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bend {
    /// The odd-width rule (inversions even) on every width.
    OddWidthRule,
    /// The blank's row counted from the top.
    RowFromTop,
    /// The blank counted in the inversions.
    BlankInInversions,
    /// The goal with the blank first.
    GoalBlankFirst,
}

/// The inversions of `tiles`, the blank (0) left out unless `blank`.
fn inversions(tiles: &[u8], blank: bool) -> usize {
    let tiles: Vec<u8> = tiles.iter().copied().filter(|&t| blank || t != 0).collect();
    (0..tiles.len())
        .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
        .sum()
}

/// The real search's printed answer for `board`.
fn real(board: &Board) -> String {
    let search = super::solve::solve(board);
    let solution = super::Solution {
        moves: search.moves,
        nodes: search.nodes,
    };
    Fifteen::printed(&solution)
}

/// The real search behind a wrong test of solvability: `unsolvable` whenever `rule` says so.
fn ruled(input: &Vec<Board>, index: usize, rule: fn(&Board) -> bool) -> String {
    match input.get(index) {
        Some(board) if rule(board) => real(board),
        _ => Fifteen::IMPOSSIBLE.to_string(),
    }
}

fn odd_width_rule(input: &Vec<Board>, index: usize) -> String {
    ruled(input, index, |b| inversions(b.tiles(), false) % 2 == 0)
}

fn row_from_top(input: &Vec<Board>, index: usize) -> String {
    ruled(input, index, |b| {
        let inv = inversions(b.tiles(), false);
        if b.cols() % 2 == 1 {
            inv % 2 == 0
        } else {
            (inv + b.blank() / b.cols() + 1) % 2 == 1
        }
    })
}

fn blank_in_inversions(input: &Vec<Board>, index: usize) -> String {
    ruled(input, index, |b| {
        let inv = inversions(b.tiles(), true);
        if b.cols() % 2 == 1 {
            inv % 2 == 0
        } else {
            (inv + b.rows() - b.blank() / b.cols()) % 2 == 1
        }
    })
}

/// Searches towards `0 1 2 ...` (the blank first): the real search on the board turned half round, each tile `t`
/// renamed `n - t`, whose goal is the usual one.
fn goal_blank_first(input: &Vec<Board>, index: usize) -> String {
    let Some(board) = input.get(index) else {
        return Fifteen::IMPOSSIBLE.to_string();
    };
    let n = board.tiles().len();
    let turned: Vec<u8> = (0..n)
        .map(|j| match board.tiles()[n - 1 - j] {
            0 => 0,
            t => (n - usize::from(t)) as u8,
        })
        .collect();
    match Board::new(board.rows(), board.cols(), turned) {
        Some(turned) if turned.is_solvable() => real(&turned),
        _ => Fifteen::IMPOSSIBLE.to_string(),
    }
}

/// Every permutation of `0..n`, in lexicographic order.
fn permutations(n: usize) -> Vec<Vec<u8>> {
    let mut now: Vec<u8> = (0..n as u8).collect();
    let mut out = vec![now.clone()];
    loop {
        let Some(i) = (1..n).rev().find(|&i| now[i - 1] < now[i]) else {
            return out;
        };
        let j = (i..n).rev().find(|&j| now[j] > now[i - 1]).unwrap_or(i);
        now.swap(i - 1, j);
        now[i..].reverse();
        out.push(now.clone());
    }
}

impl Mistaken for Fifteen {
    type Bend = Bend;
    const MISTAKES: &'static [Mistake<Bend>] = &[
        Mistake::new(
            "odd-width-rule",
            "fifteen-mistake-odd-width-rule",
            Bend::OddWidthRule,
        ),
        Mistake::new(
            "row-from-top",
            "fifteen-mistake-row-from-top",
            Bend::RowFromTop,
        ),
        Mistake::new(
            "blank-in-inversions",
            "fifteen-mistake-blank-in-inversions",
            Bend::BlankInInversions,
        ),
        Mistake::new(
            "goal-blank-first",
            "fifteen-mistake-goal-blank-first",
            Bend::GoalBlankFirst,
        ),
    ];
    const HACK_CELLS: usize = 8;

    fn answer(input: &Vec<Board>, index: usize, bend: Bend) -> String {
        let answer = match bend {
            Bend::OddWidthRule => odd_width_rule,
            Bend::RowFromTop => row_from_top,
            Bend::BlankInInversions => blank_in_inversions,
            Bend::GoalBlankFirst => goal_blank_first,
        };
        answer(input, index)
    }

    fn small_inputs(cells: usize) -> Vec<String> {
        let mut out = Vec::new();
        for (rows, cols) in shapes(cells, MIN_SIDE, JUDGE_MAX_SIDE) {
            for tiles in permutations(cells) {
                let mut text = format!("1\n{rows} {cols}\n");
                for row in tiles.chunks(cols) {
                    let row: Vec<String> = row.iter().map(u8::to_string).collect();
                    text.push_str(&(row.join(" ") + "\n"));
                }
                out.push(text);
            }
        }
        out
    }

    fn cells(input: &Vec<Board>) -> usize {
        input.first().map_or(0, |b| b.tiles().len())
    }

    fn pieces(input: &Vec<Board>) -> usize {
        input.first().map_or(0, |b| b.tiles().len() - 1)
    }
}
