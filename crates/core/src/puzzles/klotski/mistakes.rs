//! Klotski's known mistakes, each three plain BFS (steps, slides, moves) over the cells with one thing bent (partners:
//! `crate::catalogue` the interface and the search, `mod.rs` the case and the anchor, `en.ftl`/`zh.ftl` the
//! explanations, `crate::mistakes` over the registry).

use super::{anchor, Klotski, KlotskiCase, EMPTY, LEADER, WALL};
use crate::catalogue::{bfs, shapes, Mistake, Mistaken, GAVE_UP};
use crate::grid::Dir;

/// How a wrong solver bends the searches.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bend {
    /// Pieces of one shape are told apart: the same answers, many more states.
    Distinct,
    /// A slide moves a piece one cell only (slides counted as steps).
    OneCellSlides,
    /// A piece move goes in one straight line only (moves counted as slides).
    StraightMoves,
    /// The goal is A covering the target cell, not A's anchor on it.
    Covers,
}

/// `cells` after piece `letter` steps towards `dir`, if every cell it enters is empty or its own.
fn step(case: &KlotskiCase, cells: &[u8], letter: u8, dir: Dir) -> Option<Vec<u8>> {
    let (rows, cols) = (case.rows(), case.cols());
    let to = |i: usize| {
        dir.step((i / cols, i % cols), rows, cols)
            .map(|(r, c)| r * cols + c)
    };
    let mine = || (0..cells.len()).filter(move |&i| cells[i] == letter);
    for i in mine() {
        let at = to(i)?;
        if cells[at] != EMPTY && cells[at] != letter {
            return None;
        }
    }
    let mut out = cells.to_vec();
    for i in mine() {
        out[i] = EMPTY;
    }
    for i in mine() {
        out[to(i)?] = letter;
    }
    Some(out)
}

/// A shape (each cell's place from the piece's first cell) and its pieces as (first cell, letter), in letter order.
type ShapeGroup = (Vec<usize>, Vec<(usize, u8)>);

/// The same state with pieces of one shape (all but A) renamed in the order of their anchors.
fn canonical(cols: usize, cells: &[u8]) -> Vec<u8> {
    let mut by_shape: Vec<ShapeGroup> = Vec::new();
    for letter in letters(cells) {
        if letter == LEADER {
            continue;
        }
        let mut mine = (0..cells.len()).filter(|&i| cells[i] == letter);
        let Some(first) = mine.next() else { continue };
        let shape: Vec<usize> = std::iter::once(first)
            .chain(mine)
            .map(|i| (i / cols - first / cols) * 64 + (i % cols + 32 - first % cols))
            .collect();
        match by_shape.iter_mut().find(|(s, _)| *s == shape) {
            Some((_, pieces)) => pieces.push((first, letter)),
            None => by_shape.push((shape, vec![(first, letter)])),
        }
    }
    // Each shape's letters, in order, given to its pieces in the order of their first cells.
    let mut renamed: [u8; 256] = std::array::from_fn(|b| b as u8);
    for (_, pieces) in &mut by_shape {
        let names: Vec<u8> = pieces.iter().map(|p| p.1).collect();
        pieces.sort_unstable();
        for (&(_, old), new) in pieces.iter().zip(names) {
            renamed[usize::from(old)] = new;
        }
    }
    cells.iter().map(|&b| renamed[usize::from(b)]).collect()
}

/// The pieces' letters on `cells`, each once, in order.
fn letters(cells: &[u8]) -> Vec<u8> {
    let mut letters: Vec<u8> = cells
        .iter()
        .copied()
        .filter(|&b| b != EMPTY && b != WALL)
        .collect();
    letters.sort_unstable();
    letters.dedup();
    letters
}

/// The successors of `cells` under metric `m` (0 steps, 1 slides, 2 moves).
fn successors(case: &KlotskiCase, cells: &[u8], m: usize, bend: Bend, out: &mut Vec<Vec<u8>>) {
    let letters = letters(cells);
    let slides = (m == 1 && bend != Bend::OneCellSlides) || (m == 2 && bend == Bend::StraightMoves);
    for letter in letters {
        if m == 2 && !slides {
            // Every other place the piece reaches by steps, the rest standing still.
            let mut seen = vec![cells.to_vec()];
            let mut at = 0;
            while at < seen.len() {
                for dir in Dir::ALL {
                    if let Some(next) = step(case, &seen[at], letter, dir) {
                        if !seen.contains(&next) {
                            seen.push(next);
                        }
                    }
                }
                at += 1;
            }
            out.extend(seen.into_iter().skip(1));
            continue;
        }
        for dir in Dir::ALL {
            let mut now = cells.to_vec();
            while let Some(next) = step(case, &now, letter, dir) {
                out.push(next.clone());
                now = next;
                if !slides {
                    break;
                }
            }
        }
    }
    if bend != Bend::Distinct {
        for cells in out.iter_mut() {
            *cells = canonical(case.cols(), cells);
        }
    }
}

/// The three counts of case `index` under `bend`.
fn solve(input: &[KlotskiCase], index: usize, bend: Bend) -> String {
    let Some(case) = input.get(index) else {
        return GAVE_UP.to_string();
    };
    let (cols, target) = (case.cols(), case.target());
    let goal = |cells: &Vec<u8>| match bend {
        Bend::Covers => cells[target.0 * cols + target.1] == LEADER,
        _ => anchor(cells, cols, LEADER) == Some(target),
    };
    let mut counts = Vec::new();
    for m in 0..3 {
        let start = case.cells().to_vec();
        let found = bfs(start, goal, |cells, out| {
            successors(case, cells, m, bend, out)
        });
        match found {
            None => return GAVE_UP.to_string(),
            Some(-1) => return "-1".to_string(),
            Some(n) => counts.push(n.to_string()),
        }
    }
    counts.join(" ")
}

impl Mistaken for Klotski {
    type Bend = Bend;
    const MISTAKES: &'static [Mistake<Bend>] = &[
        Mistake::time_trap(
            "same-shape-distinct",
            "klotski-mistake-same-shape-distinct",
            Bend::Distinct,
        ),
        Mistake::new(
            "one-cell-slides",
            "klotski-mistake-one-cell-slides",
            Bend::OneCellSlides,
        ),
        Mistake::new(
            "straight-moves",
            "klotski-mistake-straight-moves",
            Bend::StraightMoves,
        ),
        Mistake::new(
            "goal-covers-target",
            "klotski-mistake-goal-covers-target",
            Bend::Covers,
        ),
    ];
    const HACK_CELLS: usize = 6;

    fn answer(input: &Vec<KlotskiCase>, index: usize, bend: Bend) -> String {
        solve(input, index, bend)
    }

    fn small_inputs(cells: usize) -> Vec<String> {
        let mut out = Vec::new();
        let alphabet = [b'.', b'#', b'A', b'B'];
        for (rows, cols) in shapes(cells, 1, super::MAX_SIDE) {
            for code in 0..alphabet.len().pow(cells as u32) {
                let grid: Vec<u8> = (0..cells)
                    .map(|i| alphabet[code / alphabet.len().pow(i as u32) % alphabet.len()])
                    .collect();
                let rows_text: String = grid
                    .chunks(cols)
                    .map(|row| String::from_utf8_lossy(row).into_owned() + "\n")
                    .collect();
                for t in 0..cells {
                    out.push(format!(
                        "1\n\n{rows} {cols}\n{rows_text}{} {}\n",
                        t / cols + 1,
                        t % cols + 1
                    ));
                }
            }
        }
        out
    }

    fn cells(input: &Vec<KlotskiCase>) -> usize {
        input.first().map_or(0, |c| c.rows() * c.cols())
    }

    fn pieces(input: &Vec<KlotskiCase>) -> usize {
        input.first().map_or(0, |c| letters(c.cells()).len())
    }
}
