//! Klotski oracle: a naive move rule, a replayer and a plain BFS over lettered boxes (no piece interchanged), written
//! from the statement and independent of `crates/core/src/puzzles/klotski/`, random small boxes, and the
//! differential proptests of the solver against it (partners: `mod.rs`, `judge.rs`).

use std::collections::{HashMap, VecDeque};

use proptest::prelude::*;
use proptest::test_runner::Config;
use puzzle_core::puzzles::klotski::{Klotski, KlotskiCase, Metric, Solver};
use puzzle_core::{Notation, Puzzle};
use puzzle_tests::Rand;

// ------------------------------------------------------------ the brute force

/// A box as the oracle sees it: rows, columns, cells in reading order (`.`, `#`, letters) and A's target anchor.
#[derive(Debug, Clone)]
pub struct Boxed {
    pub rows: i32,
    pub cols: i32,
    pub cells: Vec<u8>,
    pub target: (i32, i32),
}

/// Row and column change of a step letter.
fn delta(step: char) -> Option<(i32, i32)> {
    match step {
        'U' => Some((-1, 0)),
        'D' => Some((1, 0)),
        'L' => Some((0, -1)),
        'R' => Some((0, 1)),
        _ => None,
    }
}

impl Boxed {
    /// The box of a one-case judge text (the format read by hand, not by the core).
    pub fn from_text(text: &str) -> Boxed {
        let words: Vec<&str> = text.split_whitespace().collect();
        let rows: i32 = words[1].parse().unwrap();
        let cols: i32 = words[2].parse().unwrap();
        let cells: Vec<u8> = words[3..3 + rows as usize].concat().into_bytes();
        let tr: i32 = words[3 + rows as usize].parse().unwrap();
        let tc: i32 = words[4 + rows as usize].parse().unwrap();
        Boxed {
            rows,
            cols,
            cells,
            target: (tr - 1, tc - 1),
        }
    }

    /// Whether A's first cell in reading order is on the target.
    pub fn solved(&self, cells: &[u8]) -> bool {
        let first = cells.iter().position(|&b| b == b'A').unwrap();
        (first as i32 / self.cols, first as i32 % self.cols) == self.target
    }

    /// The box after `letter` moves one cell by `(dr, dc)`, if every cell it enters is on the box and empty or its own.
    pub fn step(&self, cells: &[u8], letter: u8, (dr, dc): (i32, i32)) -> Option<Vec<u8>> {
        let mut out = cells.to_vec();
        let mine: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] == letter).collect();
        if mine.is_empty() {
            return None;
        }
        for &i in &mine {
            out[i] = b'.';
        }
        for &i in &mine {
            let (r, c) = (i as i32 / self.cols + dr, i as i32 % self.cols + dc);
            if r < 0 || c < 0 || r >= self.rows || c >= self.cols {
                return None;
            }
            let j = (r * self.cols + c) as usize;
            if cells[j] != b'.' && cells[j] != letter {
                return None;
            }
            out[j] = letter;
        }
        Some(out)
    }

    /// Every box one move away under `metric`.
    pub fn next(&self, cells: &[u8], metric: Metric) -> Vec<Vec<u8>> {
        let mut letters: Vec<u8> = cells
            .iter()
            .copied()
            .filter(u8::is_ascii_uppercase)
            .collect();
        letters.sort();
        letters.dedup();
        let dirs = [(-1, 0), (1, 0), (0, -1), (0, 1)];
        let mut out = Vec::new();
        for letter in letters {
            match metric {
                Metric::Steps => {
                    out.extend(dirs.iter().filter_map(|&d| self.step(cells, letter, d)));
                }
                Metric::Slides => {
                    for d in dirs {
                        let mut now = cells.to_vec();
                        while let Some(moved) = self.step(&now, letter, d) {
                            out.push(moved.clone());
                            now = moved;
                        }
                    }
                }
                Metric::Moves => {
                    // Every box this piece alone reaches by unit steps, but the start.
                    let mut seen = vec![cells.to_vec()];
                    let mut at = 0;
                    while at < seen.len() {
                        let here = seen[at].clone();
                        for d in dirs {
                            if let Some(moved) = self.step(&here, letter, d) {
                                if !seen.contains(&moved) {
                                    seen.push(moved);
                                }
                            }
                        }
                        at += 1;
                    }
                    out.extend(seen.into_iter().skip(1));
                }
            }
        }
        out
    }

    /// Fewest moves under `metric` to a box with A on the target, by BFS over lettered boxes.
    pub fn distance(&self, metric: Metric) -> Option<usize> {
        let mut depth: HashMap<Vec<u8>, usize> = HashMap::new();
        let mut queue = VecDeque::new();
        depth.insert(self.cells.clone(), 0);
        queue.push_back(self.cells.clone());
        while let Some(cells) = queue.pop_front() {
            let d = depth[&cells];
            if self.solved(&cells) {
                return Some(d);
            }
            for next in self.next(&cells, metric) {
                if !depth.contains_key(&next) {
                    depth.insert(next.clone(), d + 1);
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// Replays a path's text from the start, each move checked under `metric`: its piece, its unit steps (one for
    /// a cell step, one direction for a slide). The box at the end, or why the path fails.
    pub fn replay(&self, path: &str, metric: Metric) -> Result<Vec<u8>, String> {
        let mut cells = self.cells.clone();
        for word in path.split_whitespace() {
            let mut chars = word.chars();
            let letter = chars.next().ok_or("an empty move")? as u8;
            let steps: Vec<(i32, i32)> = chars
                .map(|c| delta(c).ok_or(format!("{word}: not a step")))
                .collect::<Result<_, _>>()?;
            let ok = match metric {
                Metric::Steps => steps.len() == 1,
                Metric::Slides => !steps.is_empty() && steps.iter().all(|&s| s == steps[0]),
                Metric::Moves => !steps.is_empty(),
            };
            if !ok {
                return Err(format!("{word}: not one move under {}", metric.name()));
            }
            for s in steps {
                cells = self
                    .step(&cells, letter, s)
                    .ok_or(format!("{word}: illegal"))?;
            }
        }
        Ok(cells)
    }
}

// ------------------------------------------------------------ random boxes

/// A random box of at most 4 x 4: 1 to 4 empty cells, A and up to four more pieces of random 4-connected shapes of
/// 1 to 4 cells, walls elsewhere, and a target where A fits (sometimes where it is). As judge input, with one case.
pub fn random_box(seed: u64) -> String {
    let mut rand = Rand(seed);
    // Mostly 3 or 4 a side: smaller boxes have few answers beyond 0 and -1.
    let side = |rand: &mut Rand| [1, 2, 3, 3, 4, 4, 4][rand.below(7)];
    let rows = side(&mut rand);
    let cols = side(&mut rand);
    let n = rows * cols;
    let mut cells = vec![0u8; n];
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rand.below(i + 1));
    }
    let blanks = (1 + rand.below(4)).min(n - 1);
    for &i in &order[..blanks] {
        cells[i] = b'.';
    }
    // A and up to four more pieces, from seed cells, grown a cell at a time in turn to their drawn sizes.
    let pieces = (if rand.below(8) == 0 {
        1
    } else {
        2 + rand.below(4)
    })
    .min(n - blanks);
    let mut grown: Vec<(u8, usize, Vec<usize>)> = order[blanks..blanks + pieces]
        .iter()
        .enumerate()
        .map(|(k, &at)| (b'A' + k as u8, 1 + rand.below(4), vec![at]))
        .collect();
    for (letter, _, mine) in &grown {
        cells[mine[0]] = *letter;
    }
    let mut growing = true;
    while growing {
        growing = false;
        for (letter, size, mine) in &mut grown {
            if mine.len() >= *size {
                continue;
            }
            let open: Vec<usize> = mine
                .iter()
                .flat_map(|&at| {
                    let (r, c) = (at / cols, at % cols);
                    [
                        (r > 0).then(|| at - cols),
                        (r + 1 < rows).then(|| at + cols),
                        (c > 0).then(|| at - 1),
                        (c + 1 < cols).then(|| at + 1),
                    ]
                })
                .flatten()
                .filter(|&j| cells[j] == 0)
                .collect();
            if !open.is_empty() {
                let j = open[rand.below(open.len())];
                cells[j] = *letter;
                mine.push(j);
                growing = true;
            }
        }
    }
    for cell in &mut cells {
        if *cell == 0 {
            *cell = b'#';
        }
    }
    let target = random_target(&mut rand, rows, cols, &cells);
    let mut text = format!("1\n{rows} {cols}\n");
    for row in cells.chunks(cols) {
        text.push_str(std::str::from_utf8(row).unwrap());
        text.push('\n');
    }
    text.push_str(&format!("{} {}\n", target.0 + 1, target.1 + 1));
    text
}

/// A cell where A's anchor fits (its cells on the box, off the walls): one at random, not A's own but in one draw of six.
fn random_target(rand: &mut Rand, rows: usize, cols: usize, cells: &[u8]) -> (usize, usize) {
    let a: Vec<(i32, i32)> = (0..cells.len())
        .filter(|&i| cells[i] == b'A')
        .map(|i| ((i / cols) as i32, (i % cols) as i32))
        .collect();
    let anchor = a[0];
    let fits = |(tr, tc): (i32, i32)| {
        a.iter().all(|&(r, c)| {
            let (r, c) = (r - anchor.0 + tr, c - anchor.1 + tc);
            r >= 0
                && c >= 0
                && (r as usize) < rows
                && (c as usize) < cols
                && cells[r as usize * cols + c as usize] != b'#'
        })
    };
    let spots: Vec<(i32, i32)> = (0..rows * cols)
        .map(|i| ((i / cols) as i32, (i % cols) as i32))
        .filter(|&t| fits(t))
        .collect();
    let away: Vec<(i32, i32)> = spots.iter().copied().filter(|&t| t != anchor).collect();
    let pick = if rand.below(6) == 0 || away.is_empty() {
        anchor
    } else {
        away[rand.below(away.len())]
    };
    (pick.0 as usize, pick.1 as usize)
}

/// The case of a judge text, through the core's parser (which must accept every random box).
pub fn parse_one(text: &str) -> KlotskiCase {
    let mut cases = Klotski::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    cases.swap_remove(0)
}

/// Checks the solver's three counts and paths on the box of `text` against the oracle; the counts, for statistics.
pub fn check_against_oracle(text: &str, solver: &mut Solver) -> [Option<usize>; 3] {
    let case = parse_one(text);
    let boxed = Boxed::from_text(text);
    let solution = solver.solve(&case);
    let mut counts = [None; 3];
    for metric in Metric::ALL {
        let expected = boxed.distance(metric);
        counts[metric.index()] = expected;
        let summary = Klotski::summarize_metric(&solution, metric.index());
        assert_eq!(
            summary.answer,
            expected.map_or(-1, |d| d as i64),
            "{} on\n{text}",
            metric.name()
        );
        if let Some(d) = expected {
            let path = summary.moves.expect("a path");
            assert_eq!(path.split_whitespace().count(), d, "{path} on\n{text}");
            let end = boxed
                .replay(&path, metric)
                .unwrap_or_else(|e| panic!("{e}: {path} on\n{text}"));
            assert!(boxed.solved(&end), "{path} ends off the target on\n{text}");
            // The core reads its own path back and replays it with its move rule to the same box.
            let moves = puzzle_core::puzzles::klotski::KlotskiMove::read_path(&path).unwrap();
            let mut cells = case.cells().to_vec();
            for mv in &moves {
                cells = case.apply(&cells, mv).unwrap();
            }
            assert_eq!(cells, end);
        }
    }
    counts
}

// ------------------------------------------------------------ the differential tests

proptest! {
    #![proptest_config(Config { cases: 3000, ..Config::default() })]

    /// Thousands of random small boxes: all three counts equal the oracle's, every path replays to the target in
    /// exactly its count, one move of its metric at a time.
    #[test]
    fn the_three_counts_and_paths_match_a_plain_bfs_over_lettered_boxes(seed in any::<u64>()) {
        let text = random_box(seed);
        let mut solver = Solver::new();
        check_against_oracle(&text, &mut solver);
    }
}

#[test]
fn random_boxes_cover_every_kind_of_answer() {
    let mut solver = Solver::new();
    let (mut zero, mut impossible, mut differ, mut long) = (0, 0, 0, 0);
    for seed in 0..400 {
        let counts = check_against_oracle(&random_box(seed), &mut solver);
        match counts {
            [None, ..] => impossible += 1,
            [Some(0), ..] => zero += 1,
            [Some(s), Some(l), Some(p)] => {
                differ += usize::from(s > l || l > p);
                long += usize::from(s >= 6);
            }
            _ => unreachable!("the three metrics agree on reachability"),
        }
    }
    assert!(zero > 10 && impossible > 10 && differ > 10 && long > 5,
        "{zero} zero, {impossible} impossible, {differ} with counts apart, {long} of 6 steps or more");
}

#[test]
fn one_solver_reused_answers_as_fresh_ones() {
    let mut reused = Solver::new();
    for seed in 1000..1100 {
        let case = parse_one(&random_box(seed));
        assert_eq!(
            reused.solve(&case),
            Solver::new().solve(&case),
            "seed {seed}"
        );
    }
}

/// Klotski-like soup: digits, cells, letters either case, separators and odd characters.
fn soup() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            4 => "[0-9]{1,2}",
            4 => "[.#A-F]{1,6}",
            1 => "[a-z+-]{1,3}",
            1 => "\\PC{1,2}",
            3 => prop::sample::select(&[" ", "\n", "\r\n", "\t", "\n\n"][..]).prop_map(str::to_string),
        ],
        0..60,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(Config { cases: 2000, ..Config::default() })]

    /// Random text never panics the parser, and an error is placed inside the text and says what was expected.
    #[test]
    fn parse_never_panics_on_random_text(text in soup()) {
        check_no_panic(&text);
    }

    /// Nor does a valid input with one character changed, dropped or doubled.
    #[test]
    fn parse_never_panics_on_a_mutated_box(seed in any::<u64>(), at in any::<usize>(), c in any::<char>(), how in 0..3u8) {
        let mut chars: Vec<char> = random_box(seed).chars().collect();
        let i = at % chars.len();
        match how {
            0 => chars[i] = c,
            1 => { chars.remove(i); }
            _ => chars.insert(i, chars[i]),
        }
        let text: String = chars.into_iter().collect();
        check_no_panic(&text);
        if let Ok(cases) = Klotski::parse(&text) {
            let _ = Klotski::judge_output(&Klotski::solve(&cases));
        }
    }
}

fn check_no_panic(text: &str) {
    match std::panic::catch_unwind(|| Klotski::parse(text)) {
        Err(_) => panic!("parse panicked on {text:?}"),
        Ok(Ok(_)) => {}
        Ok(Err(e)) => {
            let lines: Vec<&str> = text.split('\n').collect();
            assert!(e.line >= 1 && e.line <= lines.len(), "{e} in {text:?}");
            let width = lines[e.line - 1].chars().count();
            assert!(e.column >= 1 && e.column <= width + 1, "{e} in {text:?}");
            assert!(
                e.message.to_string().starts_with("expected ")
                    && e.message.to_string().contains(", found "),
                "{e}"
            );
        }
    }
}
