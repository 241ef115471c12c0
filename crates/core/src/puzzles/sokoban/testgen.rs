//! Sokoban's test data for `crate::make_tests` (partners: `crate::testdata` the seeded draws and the [`TestData`]
//! trait, `parse.rs` the format every input here passes): random small mazes, the edge cases and 20 x 20 mazes.

use crate::testdata::{Gen, TestData};
use crate::text::Text;

use super::{Sokoban, MAX_SIDE};

impl TestData for Sokoban {
    const SIZE: (Text, usize, usize) = (Text::new("size-board-side"), 2, MAX_SIDE);
    /// The box never starts on its target: the fewest answer is one push.
    const EDGE_ANSWERS: &'static [i64] = &[1, -1];

    fn random(g: &mut Gen, size: Option<usize>) -> String {
        let cap = size.unwrap_or(8);
        let mut out = String::new();
        for _ in 0..g.int(2, 6) {
            let (rows, cols) = (g.int(2, cap), g.int(2, cap));
            let density = g.pick(&[0, 10, 20, 35]);
            out += &random_maze(g, rows, cols, density);
        }
        out + "0 0\n"
    }

    fn edge(_: &mut Gen, size: Option<usize>) -> String {
        let side = size.unwrap_or(MAX_SIDE);
        let mut out: String = EDGE.concat();
        // The box in the middle of an empty square, the target in a far corner.
        let mut rows = vec![vec!['.'; side]; side];
        rows[0][0] = 'S';
        rows[side - 1][side - 1] = 'T';
        rows[side / 2][(side - 1) / 2] = 'B';
        out += &maze_text(&rows);
        out + "0 0\n"
    }

    fn worst(g: &mut Gen, size: Option<usize>) -> String {
        let side = size.unwrap_or(MAX_SIDE);
        let mut out = String::new();
        for density in [0, 10, 25] {
            out += &random_maze(g, side, side, density);
        }
        out += &snake(side);
        out += &walled_off(side);
        out + "0 0\n"
    }
}

/// A random maze of `rows` x `cols` with about `density`% rocks, you, the box and the target on free cells.
fn random_maze(g: &mut Gen, rows: usize, cols: usize, density: usize) -> String {
    let mut cells: Vec<Vec<char>> = (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| if g.int(0, 99) < density { '#' } else { '.' })
                .collect()
        })
        .collect();
    let mut free: Vec<(usize, usize)> = (0..rows * cols).map(|i| (i / cols, i % cols)).collect();
    free.retain(|&(r, c)| cells[r][c] == '.');
    if free.len() < 3 {
        // Too many rocks (a board has at least 4 cells): none.
        cells.iter_mut().flatten().for_each(|c| *c = '.');
        free = (0..rows * cols).map(|i| (i / cols, i % cols)).collect();
    }
    // The box off the border where it can be: a box on the border never leaves it.
    let inner: Vec<usize> = (0..free.len())
        .filter(|&i| (1..rows - 1).contains(&free[i].0) && (1..cols - 1).contains(&free[i].1))
        .collect();
    let at = if inner.is_empty() {
        g.int(0, free.len() - 1)
    } else {
        inner[g.int(0, inner.len() - 1)]
    };
    let (r, c) = free.swap_remove(at);
    cells[r][c] = 'B';
    for letter in ['S', 'T'] {
        let at = g.int(0, free.len() - 1);
        let (r, c) = free.swap_remove(at);
        cells[r][c] = letter;
    }
    maze_text(&cells)
}

/// A maze of walls across the square with a gap at alternate ends: the box goes the long way round.
fn snake(side: usize) -> String {
    let mut cells = vec![vec!['.'; side]; side];
    for (k, r) in (2..side.saturating_sub(1)).step_by(3).enumerate() {
        for (c, cell) in cells[r].iter_mut().enumerate() {
            let gap = if k % 2 == 0 { c >= side - 3 } else { c < 3 };
            if !gap {
                *cell = '#';
            }
        }
    }
    cells[0][0] = 'S';
    cells[side - 1][(side - 1) / 2] = 'T';
    cells[1][side / 2] = 'B';
    maze_text(&cells)
}

/// An open square whose target is walled in: the search tries every push before it answers Impossible.
fn walled_off(side: usize) -> String {
    let mut cells = vec![vec!['.'; side]; side];
    cells[side - 1][side - 2] = '#';
    cells[side - 2][side - 1] = '#';
    cells[side - 2][side - 2] = '#';
    cells[side - 1][side - 1] = 'T';
    cells[0][0] = 'S';
    cells[side / 2][side / 2 - 1] = 'B';
    maze_text(&cells)
}

/// One maze as the judge reads it.
fn maze_text(cells: &[Vec<char>]) -> String {
    let mut out = format!("{} {}\n", cells.len(), cells.first().map_or(0, Vec::len));
    for row in cells {
        out.extend(row.iter());
        out.push('\n');
    }
    out
}

/// Edge mazes: one push (1), the smallest board, a box in a corner (Impossible.), a box against a wall, you walled
/// away from the box.
const EDGE: [&str; 5] = [
    "1 3\nSBT\n",
    "1 3\nBST\n",
    "3 3\nB..\n.S.\n..T\n",
    "2 4\nSB.T\n####\n",
    "3 5\nS#...\n##B..\n...T.\n",
];
