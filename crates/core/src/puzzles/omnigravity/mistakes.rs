//! OmniGravity's known mistakes, each a plain BFS over tilts with one thing bent (partners: `crate::catalogue` the
//! interface and the search, `mod.rs` the board, `solve.rs` the real tilt, `en.ftl`/`zh.ftl` the explanations,
//! `crate::mistakes` over the registry).

use super::{Board, OmniGravity, SIDE};
use crate::catalogue::{printed, reached, shapes, Mistake, Mistaken};
use crate::grid::Dir;
use crate::Puzzle;

/// The pieces' top-left cells, A to D.
type Tops = [(usize, usize); 4];

/// How a wrong solver bends the count.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bend {
    /// The start is counted whether or not a tilt returns to it.
    CountsStart,
    /// A tilt moves the pieces in letter order (A, B, C, D), not the one nearest the far wall first.
    LetterOrder,
    /// States are told apart by the cells the pieces cover, not by their colours.
    ColoursIgnored,
    /// A tilt that moves nothing does not count as reaching its state.
    MovingTiltsOnly,
}

/// Whether the 2x2 piece at `top` covers `cell`.
fn covers((r, c): (usize, usize), cell: (usize, usize)) -> bool {
    (r..r + 2).contains(&cell.0) && (c..c + 2).contains(&cell.1)
}

/// `tops` after gravity towards `dir`, the pieces moved far wall first (or in letter order).
fn tilt(obstacles: u64, tops: Tops, dir: Dir, letter_order: bool) -> Tops {
    let mut order = [0, 1, 2, 3];
    if !letter_order {
        let (dr, dc) = dir.delta();
        order.sort_by_key(|&i| {
            let (r, c) = tops[i];
            -(dr * r as i32 + dc * c as i32)
        });
    }
    let mut tops = tops;
    for i in order {
        while let Some(next) = dir.step(tops[i], SIDE - 1, SIDE - 1) {
            let free = (0..2).all(|a| {
                (0..2).all(|b| {
                    let cell = (next.0 + a, next.1 + b);
                    obstacles >> (cell.0 * SIDE + cell.1) & 1 == 0
                        && (0..4).all(|j| j == i || !covers(tops[j], cell))
                })
            });
            if !free {
                break;
            }
            tops[i] = next;
        }
    }
    tops
}

/// The count of case `index` under `bend` (`None`: the right rule).
fn count(input: &[Board], index: usize, bend: Option<Bend>) -> String {
    let Some(board) = input.get(index) else {
        return printed(None, OmniGravity::IMPOSSIBLE);
    };
    let (obstacles, start) = (board.obstacles(), board.start().pieces());
    let letter_order = bend == Some(Bend::LetterOrder);
    let moving_only = bend == Some(Bend::MovingTiltsOnly);
    let next = |tops: &Tops, out: &mut Vec<Tops>| {
        for dir in Dir::ALL {
            let after = tilt(obstacles, *tops, dir, letter_order);
            if !moving_only || after != *tops {
                out.push(after);
            }
        }
    };
    let answer = match bend {
        Some(Bend::ColoursIgnored) => reached(start, next).map(|_| {
            // Count the covered shapes of every reached state, colours forgotten.
            let mut shapes = std::collections::BTreeSet::new();
            let mut all = Vec::new();
            collect(start, &next, &mut all);
            for tops in all {
                let mut sorted = tops;
                sorted.sort_unstable();
                shapes.insert(sorted);
            }
            shapes.len()
        }),
        Some(Bend::CountsStart) => {
            let mut all = Vec::new();
            collect(start, &next, &mut all);
            Some(all.len() + usize::from(!all.contains(&start)))
        }
        _ => reached(start, next),
    };
    printed(answer.map(|n| n as i64), OmniGravity::IMPOSSIBLE)
}

/// Every state reached by at least one tilt (the caller has checked with [`reached`] that they are few).
fn collect(start: Tops, next: &dyn Fn(&Tops, &mut Vec<Tops>), all: &mut Vec<Tops>) {
    let mut seen = std::collections::HashSet::new();
    let mut queue = std::collections::VecDeque::from([start]);
    let mut out = Vec::new();
    while let Some(state) = queue.pop_front() {
        out.clear();
        next(&state, &mut out);
        for child in out.drain(..) {
            if seen.insert(child) {
                all.push(child);
                queue.push_back(child);
            }
        }
    }
}

/// The right count by this file's own tilt, for its tests.
#[cfg(test)]
pub(super) fn right(input: &[Board], index: usize) -> String {
    count(input, index, None)
}

/// One case: a room of `rows` x `cols` at the top left (the rest obstacles), the pieces at `tops`.
fn text(rows: usize, cols: usize, tops: &Tops) -> String {
    let mut out = String::from("1\n\n");
    for r in 0..SIDE {
        for c in 0..SIDE {
            let piece = (0..4).find(|&i| covers(tops[i], (r, c)));
            out.push(match piece {
                Some(i) => super::LETTERS[i],
                None if r < rows && c < cols => '.',
                None => '#',
            });
        }
        out.push('\n');
    }
    out
}

impl Mistaken for OmniGravity {
    type Bend = Bend;
    const MISTAKES: &'static [Mistake<Bend>] = &[
        Mistake::new(
            "counts-start",
            "omnigravity-mistake-counts-start",
            Bend::CountsStart,
        ),
        Mistake::new(
            "letter-order",
            "omnigravity-mistake-letter-order",
            Bend::LetterOrder,
        ),
        Mistake::new(
            "colours-ignored",
            "omnigravity-mistake-colours-ignored",
            Bend::ColoursIgnored,
        ),
        Mistake::new(
            "moving-tilts-only",
            "omnigravity-mistake-moving-tilts-only",
            Bend::MovingTiltsOnly,
        ),
    ];
    /// The boards searched are rooms: the open cells one rectangle at the top left, the rest obstacles.
    const HACK_CELLS: usize = 30;

    fn answer(input: &Vec<Board>, index: usize, bend: Bend) -> String {
        count(input, index, Some(bend))
    }

    fn small_inputs(cells: usize) -> Vec<String> {
        let mut out = Vec::new();
        for (rows, cols) in shapes(cells, 2, SIDE) {
            let spots: Vec<(usize, usize)> = (0..rows - 1)
                .flat_map(|r| (0..cols - 1).map(move |c| (r, c)))
                .collect();
            let apart = |a: (usize, usize), b: (usize, usize)| {
                a.0.abs_diff(b.0) >= 2 || a.1.abs_diff(b.1) >= 2
            };
            for &a in &spots {
                for &b in spots.iter().filter(|&&b| apart(a, b)) {
                    for &c in spots.iter().filter(|&&c| apart(a, c) && apart(b, c)) {
                        for &d in spots
                            .iter()
                            .filter(|&&d| apart(a, d) && apart(b, d) && apart(c, d))
                        {
                            out.push(text(rows, cols, &[a, b, c, d]));
                        }
                    }
                }
            }
        }
        out
    }

    /// The open cells (not obstacles).
    fn cells(input: &Vec<Board>) -> usize {
        input
            .first()
            .map_or(0, |b| SIDE * SIDE - b.obstacles().count_ones() as usize)
    }

    fn pieces(_: &Vec<Board>) -> usize {
        4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wrong solvers' own tilt, unbent, counts as the real solver does.
    #[test]
    fn the_unbent_tilt_counts_as_the_judge() {
        let input = OmniGravity::parse(OmniGravity::SAMPLE).unwrap();
        let judge = OmniGravity::solve(&input);
        for (i, solution) in judge.iter().enumerate() {
            assert_eq!(right(&input, i), OmniGravity::printed(solution));
        }
    }
}
