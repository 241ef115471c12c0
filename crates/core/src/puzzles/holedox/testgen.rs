//! Holedox's test data for `crate::make_tests` (partners: `crate::testgen` the seeded draws and the [`TestData`]
//! trait, `parse.rs` the format every input here passes): random lairs with a snake, the exit walled off for -1.

use crate::text::Text;
use std::fmt::Write as _;

use crate::testdata::{Gen, TestData, STEPS};

use super::Holedox;

impl TestData for Holedox {
    const SIZE: (Text, usize, usize) = (Text::new("size-board-side"), 2, 20);

    fn random(g: &mut Gen, size: Option<usize>) -> String {
        let mut out = String::new();
        let cap = size.unwrap_or(8);
        for _ in 0..g.int(1, 5) {
            let (rows, cols) = (g.int(2, cap), g.int(2, cap));
            let len = g.int(2, 8.min(rows * cols - 1));
            let stones = g.pick(&[0, 5, 15, 30]);
            out += &lair(g, rows, cols, len, stones, false);
            out.push('\n');
        }
        out + "0 0 0\n"
    }

    fn edge(_: &mut Gen, size: Option<usize>) -> String {
        let mut out = String::new();
        let side = size.unwrap_or(20);
        for lair in EDGE {
            out.push_str(lair);
            out.push('\n');
        }
        // The exit in the far corner of an empty board.
        let body: Vec<(usize, usize)> =
            (0..side.min(8)).map(|c| (side - 1, side - 1 - c)).collect();
        out += &lair_text(side, side, &body, &[]);
        out.push('\n');
        out + "0 0 0\n"
    }

    fn worst(g: &mut Gen, size: Option<usize>) -> String {
        let mut out = String::new();
        let side = size.unwrap_or(20);
        let len = 8.min(side * side - 1);
        // The last lair's exit is walled off: a plain search answers its -1 only after every state.
        for (stones, walled) in [(0, false), (2, false), (5, false), (0, true)] {
            out += &lair(g, side, side, len, stones, walled);
            out.push('\n');
        }
        out + "0 0 0\n"
    }
}

/// A random lair of `rows` x `cols` with a snake of up to `len` and about `stones_in_100`% stones; `walled`: stones on
/// both cells next to the exit, the snake away from them (-1).
fn lair(
    g: &mut Gen,
    rows: usize,
    cols: usize,
    len: usize,
    stones_in_100: usize,
    walled: bool,
) -> String {
    let mut body: Vec<(usize, usize)> = Vec::new();
    for _ in 0..20 {
        body = vec![(g.int(0, rows - 1), g.int(0, cols - 1))];
        while body.len() < len {
            let (r, c) = body[body.len() - 1];
            let next: Vec<(usize, usize)> = STEPS
                .iter()
                .map(|&(dr, dc)| (r as i64 + dr, c as i64 + dc))
                .filter(|&(r, c)| r >= 0 && c >= 0 && r < rows as i64 && c < cols as i64)
                .map(|(r, c)| (r as usize, c as usize))
                .filter(|cell| !body.contains(cell))
                .collect();
            if next.is_empty() {
                break;
            }
            body.push(g.pick(&next));
        }
        if body.len() == len && !(walled && body.iter().any(|&(r, c)| r + c <= 1)) {
            break;
        }
    }
    if body.len() < 2 {
        // Every lair has two cells side by side (the side is at least 2).
        body = vec![(0, 0), (0, 1)];
    }
    let mut stones = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let wall = walled && r + c == 1;
            if (r, c) != (0, 0) && !body.contains(&(r, c)) && (wall || g.int(0, 99) < stones_in_100)
            {
                stones.push((r, c));
            }
        }
    }
    lair_text(rows, cols, &body, &stones)
}

/// One case as the judge reads it (1-based cells).
fn lair_text(
    rows: usize,
    cols: usize,
    body: &[(usize, usize)],
    stones: &[(usize, usize)],
) -> String {
    let mut out = format!("{rows} {cols} {}\n", body.len());
    for &(r, c) in body {
        let _ = writeln!(out, "{} {}", r + 1, c + 1);
    }
    let _ = writeln!(out, "{}", stones.len());
    for &(r, c) in stones {
        let _ = writeln!(out, "{} {}", r + 1, c + 1);
    }
    out
}

/// Edge lairs: the head already on the exit (0), the exit walled off (-1), a board the snake fills.
const EDGE: [&str; 4] = [
    "1 2 2\n1 1\n1 2\n0\n",
    "3 3 2\n3 3\n3 2\n3\n1 2\n2 1\n2 2\n",
    "2 4 8\n2 1\n2 2\n2 3\n2 4\n1 4\n1 3\n1 2\n1 1\n0\n",
    "2 2 2\n2 2\n2 1\n0\n",
];

#[cfg(test)]
mod tests {
    use crate::make_tests;
    use crate::testdata::Kind;

    #[test]
    fn worst_inputs_are_the_largest_allowed() {
        let holedox = make_tests("holedox", 5, Kind::Worst, None).unwrap();
        assert!(holedox.starts_with("20 20 8\n"), "{holedox}");
        assert!(holedox.ends_with("\n0 0 0\n"));
    }
}
