//! OmniGravity's test data for `crate::make_tests` (partners: `crate::testgen` the seeded draws and the [`TestData`]
//! trait, `parse.rs` the format every input here passes): random 8x8 boards of four 2x2 pieces and obstacles.

use crate::testdata::{Gen, TestData};
use crate::text::Text;

use super::OmniGravity;

impl TestData for OmniGravity {
    const SIZE: (Text, usize, usize) = (Text::new("size-boards"), 1, 100);
    // OmniGravity counts the start again when a tilt moves nothing: its smallest answer is 1, never 0 or -1.
    const EDGE_ANSWERS: &'static [i64] = &[1];

    fn random(g: &mut Gen, size: Option<usize>) -> String {
        let count = size.unwrap_or_else(|| g.int(3, 10));
        let boards = (0..count)
            .map(|_| {
                let walls = g.pick(&[0, 3, 8, 16, 30]);
                board(g, walls)
            })
            .collect();
        input(boards)
    }

    fn edge(_: &mut Gen, size: Option<usize>) -> String {
        let mut boards: Vec<String> = EDGE.iter().map(|b| b.to_string()).collect();
        boards.truncate(size.unwrap_or(boards.len()));
        input(boards)
    }

    fn worst(g: &mut Gen, size: Option<usize>) -> String {
        let count = size.unwrap_or(100);
        let boards = (0..count)
            .map(|_| {
                let walls = g.int(0, 4);
                board(g, walls)
            })
            .collect();
        input(boards)
    }
}

/// The judge input of `boards`: their count, then each after a blank line.
fn input(boards: Vec<String>) -> String {
    let mut out = format!("{}\n", boards.len());
    for board in boards {
        out.push('\n');
        out.push_str(&board);
    }
    out
}

/// A random board: four 2x2 pieces, then `walls` obstacles on free cells.
fn board(g: &mut Gen, walls: usize) -> String {
    let mut cells = [['.'; 8]; 8];
    for letter in ['A', 'B', 'C', 'D'] {
        loop {
            let (r, c) = (g.int(0, 6), g.int(0, 6));
            let square = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)];
            if square.iter().all(|&(r, c)| cells[r][c] == '.') {
                square.iter().for_each(|&(r, c)| cells[r][c] = letter);
                break;
            }
        }
    }
    for _ in 0..walls {
        let (r, c) = (g.int(0, 7), g.int(0, 7));
        if cells[r][c] == '.' {
            cells[r][c] = '#';
        }
    }
    cells
        .iter()
        .map(|row| row.iter().collect::<String>() + "\n")
        .collect()
}

/// Edge boards: nothing can move (answer 1: the start, again), pieces packed in a corner, in the four corners, in a
/// corridor.
const EDGE: [&str; 5] = [
    "AABB####\nAABB####\nCCDD####\nCCDD####\n########\n########\n########\n########\n",
    "AABBCCDD\nAABBCCDD\n........\n........\n........\n........\n........\n........\n",
    "AA....BB\nAA....BB\n........\n........\n........\n........\nCC....DD\nCC....DD\n",
    "########\nAABBCCDD\nAABBCCDD\n########\n########\n########\n########\n########\n",
    "#......#\n.AA..BB.\n.AA..BB.\n...##...\n...##...\n.CC..DD.\n.CC..DD.\n#......#\n",
];

#[cfg(test)]
mod tests {
    use crate::make_tests;
    use crate::testdata::Kind;

    #[test]
    fn worst_inputs_are_the_largest_allowed() {
        let omni = make_tests("omnigravity", 5, Kind::Worst, None).unwrap();
        assert!(omni.starts_with("100\n"));
    }
}
