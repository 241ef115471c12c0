//! Klotski's test data for `crate::make_tests` (partners: `crate::testdata` the seeded draws and the [`TestData`]
//! trait, `parse.rs` the format every input here passes, `generate.rs` the worst box): random small boxes, the edge
//! cases and the hardest 6 x 6 boxes.

use crate::testdata::{Gen, TestData};
use crate::text::Text;
use crate::Puzzle;

use super::{Klotski, MAX_EMPTY, MAX_SIDE};

impl TestData for Klotski {
    const SIZE: (Text, usize, usize) = (Text::new("size-box-side"), 1, MAX_SIDE);

    fn random(g: &mut Gen, size: Option<usize>) -> String {
        let cap = size.unwrap_or(5);
        let cases: Vec<String> = (0..g.int(3, 8)).map(|_| random_box(g, cap)).collect();
        input(&cases)
    }

    fn edge(_: &mut Gen, size: Option<usize>) -> String {
        let side = size.unwrap_or(MAX_SIDE);
        let cases: Vec<String> = EDGE
            .iter()
            .filter(|(fits, _)| *fits <= side)
            .map(|(_, case)| case.to_string())
            .collect();
        input(&cases)
    }

    fn worst(g: &mut Gen, size: Option<usize>) -> String {
        if size.is_some_and(|s| s < MAX_SIDE) {
            let cap = size.unwrap_or(MAX_SIDE);
            let cases: Vec<String> = (0..4).map(|_| random_box(g, cap)).collect();
            return input(&cases);
        }
        let seed = g.int(0, u32::MAX as usize) as u64;
        let case = super::generate::worst_case(seed);
        case.split_once('\n')
            .map_or(case.clone(), |(_, rest)| format!("1\n\n{rest}"))
    }
}

/// Edge cases, each with the side of the smallest box it needs: A already there, never there, the smallest boxes,
/// walls only, and the classic 横刀立马.
const EDGE: &[(usize, &str)] = &[
    (1, "1 1\nA\n1 1\n"),
    (2, "1 2\nA.\n1 2\n"),
    (2, "2 2\nAB\n.B\n2 1\n"),
    (3, "2 3\nA#.\n##.\n1 1\n"),
    (3, "3 3\nAB#\nCD#\n.#.\n3 3\n"),
    (4, "3 4\nAAB.\nAAC.\nDDEE\n2 3\n"),
    (5, "5 4\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n4 2\n"),
    (
        6,
        "6 6\nAA##..\nAA##..\n######\n######\n######\n######\n1 5\n",
    ),
];

/// A judge input of `cases`: their count, then each after a blank line.
fn input(cases: &[String]) -> String {
    let mut out = format!("{}\n", cases.len());
    for case in cases {
        out.push('\n');
        out.push_str(case);
    }
    out
}

/// A random box of at most `cap` rows and columns: one to four empty cells, the rest pieces of one to four cells
/// (1 x 1, 1 x 2, 2 x 1, 2 x 2) and a few walls, A the piece on the first cell filled, its target a cell where it
/// fits; drawn again until the judge's parser takes it.
fn random_box(g: &mut Gen, cap: usize) -> String {
    let cap = cap.clamp(1, MAX_SIDE);
    loop {
        let (rows, cols) = (g.int(1, cap), g.int(1, cap));
        let cells = rows * cols;
        let empty = g.int(usize::from(cells > 1), MAX_EMPTY.min(cells - 1));
        let mut grid = vec![b'?'; cells];
        let mut free: Vec<usize> = (0..cells).collect();
        for _ in 0..empty {
            let at = g.int(0, free.len() - 1);
            grid[free.swap_remove(at)] = b'.';
        }
        let mut letter = b'A';
        for i in 0..cells {
            if grid[i] != b'?' {
                continue;
            }
            if letter > b'A' && g.int(0, 9) == 0 {
                grid[i] = b'#';
                continue;
            }
            let (r, c) = (i / cols, i % cols);
            let open = |j: usize| j < cells && grid[j] == b'?';
            let right = c + 1 < cols && open(i + 1);
            let down = r + 1 < rows && open(i + cols);
            let shapes: Vec<Vec<usize>> = [
                Some(vec![i]),
                right.then(|| vec![i, i + 1]),
                down.then(|| vec![i, i + cols]),
                (right && down && open(i + cols + 1))
                    .then(|| vec![i, i + 1, i + cols, i + cols + 1]),
            ]
            .into_iter()
            .flatten()
            .collect();
            let shape = &shapes[g.int(0, shapes.len() - 1)];
            let piece = if letter <= b'Z' { letter } else { b'#' };
            shape.iter().for_each(|&j| grid[j] = piece);
            letter = letter.saturating_add(1);
        }
        let mut text = format!("{rows} {cols}\n");
        for row in grid.chunks(cols) {
            text.extend(row.iter().map(|&b| char::from(b)));
            text.push('\n');
        }
        let (tr, tc) = (g.int(1, rows), g.int(1, cols));
        let case = format!("{text}{tr} {tc}\n");
        if Klotski::parse(&format!("1\n{case}")).is_ok() {
            return case;
        }
    }
}
