//! Fifteen's test data for `crate::make_tests` (partners: `crate::testgen` the seeded draws and the [`TestData`]
//! trait, `parse.rs` the format every input here passes): walks of the blank from the goal, some boards made
//! unsolvable by a swap, the worst kind's ten deep 4x4 walks.

use crate::text::Text;
use std::fmt::Write as _;

use crate::testdata::{Gen, TestData, STEPS};

use super::Fifteen;

/// A board: rows, columns and the tiles row by row (`0` the blank).
type Tiles = (usize, usize, Vec<usize>);

impl TestData for Fifteen {
    const SIZE: (Text, usize, usize) = (Text::new("size-board-side"), 2, 4);

    fn random(g: &mut Gen, size: Option<usize>) -> String {
        let cap = size.unwrap_or(4);
        let mut boards: Vec<Tiles> = Vec::new();
        for _ in 0..g.int(1, 8) {
            let (rows, cols) = (g.int(2, cap), g.int(2, cap));
            let steps = g.int(0, if rows * cols == 16 { 60 } else { 40 });
            let mut tiles = walk(g, rows, cols, steps);
            if g.int(0, 3) == 0 {
                // Two tiles swapped: unsolvable.
                let (a, b) = if tiles[0] == 0 || tiles[1] == 0 {
                    (2, 3)
                } else {
                    (0, 1)
                };
                tiles.swap(a, b);
            }
            boards.push((rows, cols, tiles));
        }
        input(boards)
    }

    fn edge(_: &mut Gen, size: Option<usize>) -> String {
        let cap = size.unwrap_or(4);
        let boards = EDGE
            .iter()
            .filter(|(rows, cols, _)| *rows.max(cols) <= cap)
            .map(|&(rows, cols, tiles)| (rows, cols, tiles.to_vec()))
            .collect();
        input(boards)
    }

    fn worst(g: &mut Gen, size: Option<usize>) -> String {
        let cap = size.unwrap_or(4);
        let boards = (0..10)
            .map(|_| {
                let steps = g.int(80, 160);
                (cap, cap, walk(g, cap, cap, steps))
            })
            .collect();
        input(boards)
    }
}

/// The judge input of `boards`: their count, then each after a blank line.
fn input(boards: Vec<Tiles>) -> String {
    let mut out = format!("{}\n", boards.len());
    for (rows, cols, tiles) in boards {
        let _ = writeln!(out, "\n{rows} {cols}");
        for row in tiles.chunks(cols) {
            let row: Vec<String> = row.iter().map(usize::to_string).collect();
            out.push_str(&row.join(" "));
            out.push('\n');
        }
    }
    out
}

/// A solvable board of `rows` x `cols`: a walk of `steps` moves of the blank from the goal that never steps straight
/// back.
fn walk(g: &mut Gen, rows: usize, cols: usize, steps: usize) -> Vec<usize> {
    let n = rows * cols;
    let mut tiles: Vec<usize> = (1..n).chain([0]).collect();
    let mut blank = n - 1;
    let mut back = None;
    for _ in 0..steps {
        let moves: Vec<usize> = STEPS
            .iter()
            .enumerate()
            .filter(|&(d, _)| Some(d) != back)
            .filter_map(|(d, &(dr, dc))| {
                let (r, c) = ((blank / cols) as i64 + dr, (blank % cols) as i64 + dc);
                (r >= 0 && c >= 0 && r < rows as i64 && c < cols as i64).then_some(d)
            })
            .collect();
        let d = g.pick(&moves);
        let (dr, dc) = STEPS[d];
        let to =
            ((blank / cols) as i64 + dr) as usize * cols + ((blank % cols) as i64 + dc) as usize;
        tiles.swap(blank, to);
        blank = to;
        back = Some(d ^ 1);
    }
    tiles
}

/// Edge boards: solved (0), one move, unsolvable, on the smallest and the largest sizes.
const EDGE: [(usize, usize, &[usize]); 6] = [
    (2, 2, &[1, 2, 3, 0]),
    (2, 2, &[2, 1, 3, 0]),
    (2, 3, &[1, 2, 3, 4, 0, 5]),
    (4, 2, &[1, 2, 3, 4, 5, 6, 0, 7]),
    (
        4,
        4,
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0],
    ),
    (
        4,
        4,
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0],
    ),
];

#[cfg(test)]
mod tests {
    use crate::testgen::parse_size;

    #[test]
    fn sizes_as_typed() {
        assert_eq!(parse_size("fifteen", " 3"), Ok(Some(3)));
        assert_eq!(parse_size("fifteen", ""), Ok(None));
        let e = parse_size("fifteen", "5").unwrap_err();
        assert_eq!(
            e.to_string(),
            "expected a size (board side) from 2 to 4, found \"5\""
        );
    }
}
