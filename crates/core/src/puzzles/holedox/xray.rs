//! Holedox's solver, X-rayed: a copy of `solve.rs`'s guided search (`Solver::run`) that records its steps, so that the
//! judge's loop pays nothing for it (partners: `solve.rs` tables and state encoding, `play.rs` `Game::xray_solver`,
//! `xray.rs` the trace).
//!
//! The search is A* with the head's distance to the exit ignoring the body: on a grid every move changes `g + h` by
//! 0 or 2, so a stack `now` holds the states at the bound and `later` those at the bound plus 2. A layer of the trace
//! is one value of the bound.

use super::solve::{encode, EXIT_CELL, NONE};
use super::{HoledoxGame, Solver, EXIT};
use crate::grid::Dir;
use crate::xray::{Fate, Recorder, Step, Successor, Trace};

/// A 0-based `(row, column)` cell.
type Pos = (usize, usize);

/// The method's name.
const NAME: &str = "Guided search (A*): the head's distance to the exit, ignoring the body";

/// The guided search's pseudocode ([`Step::line`] indexes it).
const CODE: &[&str] = &[
    "h(s) ← the head's moves to the exit, ignoring the body",
    "now ← [start]; later ← []   (f = g + h: the bound in now, bound + 2 in later)",
    "loop: while now is not empty:",
    "  s ← now.pop()   (last in, first out)",
    "  for each free neighbour of the head, not under the body:",
    "    t ← s moved; if t in seen: skip it; seen.add(t)",
    "    if t's head is on the exit: return g(t)   (optimal)",
    "    if h(t) < h(s): now.push(t)   (f stays)",
    "    else: later.push(t)   (f grows by 2)",
    "  if later is empty: return -1; now ← later; later ← []",
];

/// The guided search from `body`, traced; `None` when the snake or board breaks the statement's limits.
pub fn guided(case: &HoledoxGame, body: &[Pos]) -> Option<Trace<Vec<Pos>>> {
    let (start, len) = encode(case, body)?;
    let figures = |note: &str| Some(Trace::figures(NAME, CODE, 0, note));
    if body[0] == EXIT {
        return figures("The head is on the exit: nothing to search.");
    }
    let mut tables = Solver::new();
    tables.build_board(case);
    let shift = 2 * (len as u32 - 1);
    if tables.dist[(start >> shift) as usize] == NONE {
        return figures(
            "Stones wall the exit off from the head: the solver answers -1 without searching.",
        );
    }
    tables.build_blocked(len);
    Some(run(case, &tables, start, len))
}

/// What one expansion did: its successors as codes, and whether one was the exit.
type Expansion = Vec<(usize, u32, Fate)>;

/// The loop of `Solver::run`, recording each expansion.
fn run(case: &HoledoxGame, tables: &Solver, start: u32, len: usize) -> Trace<Vec<Pos>> {
    let (neighbors, dist, blocked) = (&tables.neighbors, &tables.dist, &tables.blocked[len]);
    let shift = 2 * (len as u32 - 1);
    let mask = (1u32 << shift) - 1;
    let mut visited = vec![0u64; ((case.rows * case.cols) << shift).div_ceil(64)];
    visited[start as usize >> 6] |= 1 << (start & 63);
    let (mut now, mut later) = (vec![start], Vec::new());
    let mut recorder = Recorder::default();
    let (mut expanded, mut generated, mut round) = (0u64, 0u64, 0u32);
    let mut found = false;
    while !found {
        while let Some(state) = now.pop() {
            let head = (state >> shift) as usize;
            let shape = state & mask;
            let mut successors: Expansion = Vec::new();
            let mut line = 4;
            for (d, &nb) in neighbors[head].iter().enumerate() {
                if nb == NONE || blocked[shape as usize] >> d & 1 != 0 {
                    continue;
                }
                generated += 1;
                let id = (u32::from(nb) << shift) | (((shape << 2) | (d as u32 ^ 1)) & mask);
                let word = &mut visited[id as usize >> 6];
                let bit = 1u64 << (id & 63);
                if *word & bit != 0 {
                    successors.push((d, id, Fate::Seen));
                    line = line.max(5);
                    continue;
                }
                *word |= bit;
                if nb == EXIT_CELL {
                    successors.push((d, id, Fate::Goal));
                    (found, line) = (true, 6);
                    break;
                }
                if dist[nb as usize] < dist[head] {
                    now.push(id);
                    line = line.max(7);
                } else {
                    later.push(id);
                    line = line.max(8);
                }
                successors.push((d, id, Fate::New));
            }
            let number = expanded;
            expanded += 1;
            let last = found || (now.is_empty() && later.is_empty());
            if recorder.wants(number, last) {
                let decode = |code| decode(case, code, shift, len);
                recorder.keep(Step {
                    number,
                    expanded: decode(state),
                    successors: successors
                        .into_iter()
                        .map(|(d, id, fate)| Successor {
                            dir: Dir::ALL[d],
                            state: decode(id),
                            fate,
                        })
                        .collect(),
                    frontier: (now.len() + later.len()) as u64,
                    expanded_count: expanded,
                    generated_count: generated,
                    layer: round,
                    line: if last && !found { 9 } else { line },
                });
            }
            if found {
                break;
            }
        }
        if found || later.is_empty() {
            break;
        }
        std::mem::swap(&mut now, &mut later);
        round += 1;
    }
    let note = if found {
        "Stops at the first exit reached: with this guidance it is the nearest (f never falls)."
    } else {
        "The exit cannot be reached: every state the guidance could reach was expanded."
    };
    Trace {
        method: NAME.to_string(),
        pseudocode: CODE,
        steps: recorder.finish(),
        expanded,
        generated,
        layers: round + 1,
        capped: false,
        note: note.to_string(),
    }
}

/// The body, head first, of the state `code` (`head * 4^(L-1) + shape`, see `solve.rs`).
fn decode(case: &HoledoxGame, code: u32, shift: u32, len: usize) -> Vec<Pos> {
    let head = (code >> shift) as usize;
    let mut at = (head / case.cols, head % case.cols);
    let mut body = Vec::with_capacity(len);
    body.push(at);
    for i in 0..len - 1 {
        let d = (code >> (2 * i) & 3) as usize;
        at = Dir::ALL[d].step(at, case.rows, case.cols).unwrap_or(at);
        body.push(at);
    }
    body
}
