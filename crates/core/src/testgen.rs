//! Test data for contestants: random, edge-case and worst-case judge inputs of every puzzle, the same bytes for the
//! same arguments on every machine (partners: `lib.rs` registry and [`crate::judge`], which every input here must
//! pass; the CLI's `gen` command and the worker's `MakeTests` request).
//!
//! Draws use only `fastrand`'s `u32` and `bool` (never `usize`, whose draws differ between 32-bit wasm and 64-bit
//! machines), no floats and no hash-map order.

use std::fmt::Write as _;

use serde::Serialize;

use crate::Error;

mod huarong;

/// What kind of test to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Random boards of every shape, small by default.
    Random,
    /// Smallest boards, answers 0 and -1 (or unsolvable), a piece already on its target, full boards.
    Edge,
    /// The largest inputs the statement allows, for timing.
    Worst,
}

impl Kind {
    /// Every kind, as typed: `random`, `edge`, `worst`.
    pub const NAMES: &'static [&'static str] = &["random", "edge", "worst"];

    /// The kind named `text` (as typed; surrounding spaces and letter case do not matter).
    pub fn parse(text: &str) -> Result<Kind, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Kind::Random),
            "edge" => Ok(Kind::Edge),
            "worst" => Ok(Kind::Worst),
            _ => Err(format!(
                "expected a kind of test: random, edge or worst, found {}",
                crate::scan::quote(text)
            )),
        }
    }
}

/// What `size` caps for `puzzle`, and its range: the board side (Huarong 1-30, Holedox 2-20, Fifteen 2-4) or, for
/// OmniGravity's fixed 8x8 boards, the number of boards (1-100).
pub fn size_range(puzzle: &str) -> Result<(&'static str, usize, usize), Error> {
    match puzzle {
        "omnigravity" => Ok(("number of boards", 1, 100)),
        "huarong" => Ok(("board side", 1, 30)),
        "holedox" => Ok(("board side", 2, 20)),
        "fifteen" => Ok(("board side", 2, 4)),
        _ => crate::unknown(puzzle),
    }
}

/// Reads a size as typed (see [`size_range`]): empty text is no size.
pub fn parse_size(puzzle: &str, text: &str) -> Result<Option<usize>, String> {
    let (what, lo, hi) = size_range(puzzle).map_err(|e| e.to_string())?;
    if text.trim().is_empty() {
        return Ok(None);
    }
    match text.trim().parse::<usize>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(Some(n)),
        _ => Err(format!(
            "expected a size ({what}) from {lo} to {hi}, found {}",
            crate::scan::quote(text)
        )),
    }
}

/// A valid judge input of `puzzle`: `kind` of test, the same text for the same `seed`, `kind` and `size`.
///
/// `size` caps the board side or, for OmniGravity, the number of boards (see [`size_range`]); by default random
/// boards are small (side 8 at most), worst ones the largest allowed: Huarong 30x30 with 500 queries, Holedox 20x20
/// with a snake of 8, 100 OmniGravity boards with few obstacles, ten 4x4 Fifteen boards far from the goal.
pub fn make_tests(
    puzzle: &str,
    seed: u64,
    kind: Kind,
    size: Option<usize>,
) -> Result<String, Error> {
    let (what, lo, hi) = size_range(puzzle)?;
    if let Some(n) = size.filter(|n| !(lo..=hi).contains(n)) {
        return Err(Error::Unsupported(format!(
            "expected a size ({what}) from {lo} to {hi}, found {n}"
        )));
    }
    let salt = match kind {
        Kind::Random => 0x5241_4e44,
        Kind::Edge => 0x4544_4745,
        Kind::Worst => 0x574f_5253,
    };
    let name = puzzle
        .bytes()
        .fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    let mut rng = fastrand::Rng::with_seed(seed ^ salt ^ name << 32);
    let mut g = Gen { rng: &mut rng };
    Ok(match puzzle {
        "omnigravity" => g.omnigravity(kind, size),
        "huarong" => g.huarong(kind, size),
        "holedox" => g.holedox(kind, size),
        _ => g.fifteen(kind, size),
    })
}

/// The seeded draws.
struct Gen<'a> {
    rng: &'a mut fastrand::Rng,
}

/// The four directions as row and column steps.
const STEPS: [(i64, i64); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

impl Gen<'_> {
    /// A number from `lo` to `hi`, inclusive.
    fn int(&mut self, lo: usize, hi: usize) -> usize {
        self.rng.u32(lo as u32..=hi as u32) as usize
    }

    /// One of `items`.
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.int(0, items.len() - 1)]
    }

    /// A random OmniGravity board: four 2x2 pieces, then `walls` obstacles on free cells.
    fn omni_board(&mut self, walls: usize) -> String {
        let mut cells = [['.'; 8]; 8];
        for letter in ['A', 'B', 'C', 'D'] {
            loop {
                let (r, c) = (self.int(0, 6), self.int(0, 6));
                let square = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)];
                if square.iter().all(|&(r, c)| cells[r][c] == '.') {
                    square.iter().for_each(|&(r, c)| cells[r][c] = letter);
                    break;
                }
            }
        }
        for _ in 0..walls {
            let (r, c) = (self.int(0, 7), self.int(0, 7));
            if cells[r][c] == '.' {
                cells[r][c] = '#';
            }
        }
        cells
            .iter()
            .map(|row| row.iter().collect::<String>() + "\n")
            .collect()
    }

    fn omnigravity(&mut self, kind: Kind, size: Option<usize>) -> String {
        let boards: Vec<String> = match kind {
            Kind::Random => {
                let count = size.unwrap_or_else(|| self.int(3, 10));
                (0..count)
                    .map(|_| {
                        let walls = self.pick(&[0, 3, 8, 16, 30]);
                        self.omni_board(walls)
                    })
                    .collect()
            }
            Kind::Edge => {
                let mut boards: Vec<String> = OMNI_EDGE.iter().map(|b| b.to_string()).collect();
                boards.truncate(size.unwrap_or(boards.len()));
                boards
            }
            Kind::Worst => {
                let count = size.unwrap_or(100);
                (0..count)
                    .map(|_| {
                        let walls = self.int(0, 4);
                        self.omni_board(walls)
                    })
                    .collect()
            }
        };
        let mut out = format!("{}\n", boards.len());
        for board in boards {
            out.push('\n');
            out.push_str(&board);
        }
        out
    }

    /// A random Holedox lair of `rows` x `cols` with a snake of up to `len` and about `stones_in_100`% stones; `walled`:
    /// stones on both cells next to the exit, the snake away from them (-1).
    fn lair(
        &mut self,
        rows: usize,
        cols: usize,
        len: usize,
        stones_in_100: usize,
        walled: bool,
    ) -> String {
        let mut body: Vec<(usize, usize)> = Vec::new();
        for _ in 0..20 {
            body = vec![(self.int(0, rows - 1), self.int(0, cols - 1))];
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
                body.push(self.pick(&next));
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
                if (r, c) != (0, 0)
                    && !body.contains(&(r, c))
                    && (wall || self.int(0, 99) < stones_in_100)
                {
                    stones.push((r, c));
                }
            }
        }
        lair_text(rows, cols, &body, &stones)
    }

    fn holedox(&mut self, kind: Kind, size: Option<usize>) -> String {
        let mut out = String::new();
        match kind {
            Kind::Random => {
                let cap = size.unwrap_or(8);
                for _ in 0..self.int(1, 5) {
                    let (rows, cols) = (self.int(2, cap), self.int(2, cap));
                    let len = self.int(2, 8.min(rows * cols - 1));
                    let stones = self.pick(&[0, 5, 15, 30]);
                    out += &self.lair(rows, cols, len, stones, false);
                    out.push('\n');
                }
            }
            Kind::Edge => {
                let side = size.unwrap_or(20);
                for lair in HOLEDOX_EDGE {
                    out.push_str(lair);
                    out.push('\n');
                }
                // The exit in the far corner of an empty board.
                let body: Vec<(usize, usize)> =
                    (0..side.min(8)).map(|c| (side - 1, side - 1 - c)).collect();
                out += &lair_text(side, side, &body, &[]);
                out.push('\n');
            }
            Kind::Worst => {
                let side = size.unwrap_or(20);
                let len = 8.min(side * side - 1);
                // The last lair's exit is walled off: a plain search answers its -1 only after every state.
                for (stones, walled) in [(0, false), (2, false), (5, false), (0, true)] {
                    out += &self.lair(side, side, len, stones, walled);
                    out.push('\n');
                }
            }
        }
        out + "0 0 0\n"
    }

    /// A solvable Fifteen board of `rows` x `cols`: a walk of `steps` moves of the blank from the goal that never
    /// steps straight back.
    fn walk(&mut self, rows: usize, cols: usize, steps: usize) -> Vec<usize> {
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
            let d = self.pick(&moves);
            let (dr, dc) = STEPS[d];
            let to = ((blank / cols) as i64 + dr) as usize * cols
                + ((blank % cols) as i64 + dc) as usize;
            tiles.swap(blank, to);
            blank = to;
            back = Some(d ^ 1);
        }
        tiles
    }

    fn fifteen(&mut self, kind: Kind, size: Option<usize>) -> String {
        let cap = size.unwrap_or(4);
        let mut boards: Vec<(usize, usize, Vec<usize>)> = Vec::new();
        match kind {
            Kind::Random => {
                for _ in 0..self.int(1, 8) {
                    let (rows, cols) = (self.int(2, cap), self.int(2, cap));
                    let steps = self.int(0, if rows * cols == 16 { 60 } else { 40 });
                    let mut tiles = self.walk(rows, cols, steps);
                    if self.int(0, 3) == 0 {
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
            }
            Kind::Edge => {
                for (rows, cols, tiles) in FIFTEEN_EDGE {
                    if rows.max(cols) <= cap {
                        boards.push((rows, cols, tiles.to_vec()));
                    }
                }
            }
            Kind::Worst => {
                for _ in 0..10 {
                    let steps = self.int(80, 160);
                    boards.push((cap, cap, self.walk(cap, cap, steps)));
                }
            }
        }
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
}

/// One Holedox case as the judge reads it (1-based cells).
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

/// OmniGravity edge boards: nothing can move (answer 1: the start, again), pieces packed in a corner, in the four corners, in a
/// corridor.
const OMNI_EDGE: [&str; 5] = [
    "AABB####\nAABB####\nCCDD####\nCCDD####\n########\n########\n########\n########\n",
    "AABBCCDD\nAABBCCDD\n........\n........\n........\n........\n........\n........\n",
    "AA....BB\nAA....BB\n........\n........\n........\n........\nCC....DD\nCC....DD\n",
    "########\nAABBCCDD\nAABBCCDD\n########\n########\n########\n########\n########\n",
    "#......#\n.AA..BB.\n.AA..BB.\n...##...\n...##...\n.CC..DD.\n.CC..DD.\n#......#\n",
];

/// Holedox edge lairs: the head already on the exit (0), the exit walled off (-1), a board the snake fills.
const HOLEDOX_EDGE: [&str; 4] = [
    "1 2 2\n1 1\n1 2\n0\n",
    "3 3 2\n3 3\n3 2\n3\n1 2\n2 1\n2 2\n",
    "2 4 8\n2 1\n2 2\n2 3\n2 4\n1 4\n1 3\n1 2\n1 1\n0\n",
    "2 2 2\n2 2\n2 1\n0\n",
];

/// Fifteen edge boards: solved (0), one move, unsolvable, on the smallest and the largest sizes.
const FIFTEEN_EDGE: [(usize, usize, &[usize]); 6] = [
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
    use super::*;

    const KINDS: [Kind; 3] = [Kind::Random, Kind::Edge, Kind::Worst];

    #[test]
    fn every_input_parses_for_many_seeds_kinds_and_sizes() {
        for puzzle in crate::PUZZLES {
            let (_, lo, hi) = size_range(puzzle).unwrap();
            for kind in KINDS {
                for seed in 0..40u64 {
                    let size = [None, Some(lo), Some(hi), Some((lo + hi) / 2)][seed as usize % 4];
                    let input = make_tests(puzzle, seed, kind, size).unwrap();
                    // Parsing without solving: load_board parses the whole input.
                    match crate::load_board(puzzle, &input, 0) {
                        Ok(_) | Err(Error::NoCase { .. }) => {}
                        Err(e) => {
                            panic!("{puzzle} {kind:?} seed {seed} size {size:?}: {e}\n{input}")
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn small_inputs_solve_and_cover_zero_and_impossible() {
        for puzzle in crate::PUZZLES {
            let (_, lo, _) = size_range(puzzle).unwrap();
            let small = if *puzzle == "omnigravity" {
                5
            } else {
                lo.max(3)
            };
            for seed in 0..5 {
                crate::judge(
                    puzzle,
                    &make_tests(puzzle, seed, Kind::Random, Some(small)).unwrap(),
                )
                .unwrap();
            }
            let edge = crate::report(
                puzzle,
                &make_tests(puzzle, 1, Kind::Edge, Some(small)).unwrap(),
            )
            .unwrap();
            let answers: Vec<i64> = edge.cases.iter().map(|c| c.answer).collect();
            // OmniGravity counts the start again when a tilt moves nothing: its smallest answer is 1.
            if *puzzle == "omnigravity" {
                assert!(answers.contains(&1), "{puzzle} edge: {answers:?}");
            } else {
                assert!(
                    answers.contains(&0) && answers.contains(&-1),
                    "{puzzle} edge: {answers:?}"
                );
            }
        }
    }

    #[test]
    fn the_same_arguments_give_the_same_bytes_and_seeds_differ() {
        for puzzle in crate::PUZZLES {
            for kind in [Kind::Random, Kind::Worst] {
                let a = make_tests(puzzle, 42, kind, None).unwrap();
                assert_eq!(a, make_tests(puzzle, 42, kind, None).unwrap());
                assert_ne!(
                    a,
                    make_tests(puzzle, 43, kind, None).unwrap(),
                    "{puzzle} {kind:?}"
                );
            }
        }
        // Pinned bytes: a change of the draws would change every seed's tests.
        assert_eq!(
            make_tests("huarong", 0, Kind::Random, Some(2))
                .unwrap()
                .lines()
                .next(),
            Some("2 1 16")
        );
    }

    #[test]
    fn worst_inputs_are_the_largest_allowed() {
        let huarong = make_tests("huarong", 5, Kind::Worst, None).unwrap();
        assert!(huarong.starts_with("30 30 500\n"));
        let omni = make_tests("omnigravity", 5, Kind::Worst, None).unwrap();
        assert!(omni.starts_with("100\n"));
        let holedox = make_tests("holedox", 5, Kind::Worst, None).unwrap();
        assert!(holedox.starts_with("20 20 8\n"), "{holedox}");
        assert!(holedox.ends_with("\n0 0 0\n"));
    }

    #[test]
    fn kinds_and_sizes_as_typed() {
        assert_eq!(Kind::parse(" Edge "), Ok(Kind::Edge));
        assert!(Kind::parse("hard").unwrap_err().ends_with("found \"hard\""));
        assert_eq!(parse_size("fifteen", " 3"), Ok(Some(3)));
        assert_eq!(parse_size("fifteen", ""), Ok(None));
        let e = parse_size("fifteen", "5").unwrap_err();
        assert_eq!(e, "expected a size (board side) from 2 to 4, found \"5\"");
        assert!(make_tests("huarong", 1, Kind::Random, Some(31)).is_err());
        assert!(matches!(
            make_tests("nope", 1, Kind::Edge, None),
            Err(Error::UnknownPuzzle(_))
        ));
    }
}
