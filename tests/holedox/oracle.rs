//! Holedox oracle: the naive move rule and a plain BFS over whole bodies, random lairs, and the differential proptests against it with path replay (partners: `mod.rs`, `judge.rs`, `insight.rs`, crates/core/src/puzzles/holedox/{mod,solve}.rs).

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;
use puzzle_core::puzzles::holedox::{Holedox, HoledoxGame, HoledoxSolution};
use puzzle_core::{Dir, Puzzle};

pub type Cell = (usize, usize);

// ---------------------------------------------------------------- brute force

/// The naive rule: the head steps onto a free cell (not off the board, not a stone,
/// not any block of the current body), every other block follows the one ahead.
pub fn brute_step(case: &HoledoxGame, body: &[Cell], dir: Dir) -> Option<Vec<Cell>> {
    let (dr, dc) = dir.delta();
    let row = body[0].0 as i64 + dr as i64;
    let col = body[0].1 as i64 + dc as i64;
    if row < 0 || col < 0 || row >= case.rows as i64 || col >= case.cols as i64 {
        return None;
    }
    let head = (row as usize, col as usize);
    if case.stones.contains(&head) || body.contains(&head) {
        return None;
    }
    let mut next = vec![head];
    next.extend_from_slice(&body[..body.len() - 1]);
    Some(next)
}

/// Plain BFS over whole bodies: the fewest moves until the head is on (0, 0).
pub fn brute(case: &HoledoxGame) -> Option<usize> {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(case.body.clone());
    queue.push_back((case.body.clone(), 0));
    while let Some((body, moves)) = queue.pop_front() {
        if body[0] == (0, 0) {
            return Some(moves);
        }
        for dir in Dir::ALL {
            if let Some(next) = brute_step(case, &body, dir) {
                if seen.insert(next.clone()) {
                    queue.push_back((next, moves + 1));
                }
            }
        }
    }
    None
}

/// Replays `moves` with the brute rule; panics on an illegal move or a missed exit.
fn replay(case: &HoledoxGame, moves: &[Dir]) {
    let mut body = case.body.clone();
    for (i, &dir) in moves.iter().enumerate() {
        body = brute_step(case, &body, dir)
            .unwrap_or_else(|| panic!("move {i} ({dir:?}) is illegal in {case:?}"));
    }
    assert_eq!(
        body[0],
        (0, 0),
        "path {moves:?} misses the exit in {case:?}"
    );
}

/// Checks one solution against the brute force and replays its path.
pub fn check(case: &HoledoxGame, solution: &HoledoxSolution) {
    let expected = brute(case);
    assert_eq!(solution.moves.as_ref().map(Vec::len), expected, "{case:?}");
    if let Some(moves) = &solution.moves {
        replay(case, moves);
    }
}

/// The judge text of `cases`, 1-based, ended by `0 0 0`.
fn render(cases: &[HoledoxGame], duplicate_stone: bool) -> String {
    let mut out = String::new();
    for case in cases {
        let mut stones = case.stones.clone();
        if duplicate_stone {
            stones.extend(case.stones.first().copied());
        }
        out += &format!("{} {} {}\n", case.rows, case.cols, case.body.len());
        for &(r, c) in &case.body {
            out += &format!("{} {}\n", r + 1, c + 1);
        }
        out += &format!("{}\n", stones.len());
        for &(r, c) in &stones {
            out += &format!("{} {}\n", r + 1, c + 1);
        }
        out += "\n";
    }
    out + "0 0 0\n"
}

pub fn case(rows: usize, cols: usize, body: &[Cell], stones: &[Cell]) -> HoledoxGame {
    HoledoxGame {
        rows,
        cols,
        body: body.to_vec(),
        stones: stones.to_vec(),
    }
}

// ------------------------------------------------------- random lairs (proptest)

/// A random lair as structured choices, built into a valid case by [`Spec::build`].
#[derive(Debug, Clone)]
pub struct Spec {
    rows: usize,
    cols: usize,
    len: usize,
    /// 0: head on the exit; 1 or 2: exit walled in by stones; otherwise plain.
    mode: u8,
    head: usize,
    walk: Vec<usize>,
    density: u8,
    rolls: Vec<u8>,
}

/// A side of 1 to 6, with 1 (the 1xN boards) one time in nine.
fn side() -> impl Strategy<Value = usize> {
    prop_oneof![1 => Just(1usize), 8 => 2..=6usize]
}

pub fn spec() -> impl Strategy<Value = Spec> {
    (
        side(),
        side(),
        2..=8usize,
        0..16u8,
        any::<usize>(),
        prop::collection::vec(any::<usize>(), 7),
        prop::sample::select(vec![0u8, 0, 0, 20, 40, 70, 110]),
        prop::collection::vec(any::<u8>(), 36),
    )
        .prop_map(|(rows, cols, len, mode, head, walk, density, rolls)| Spec {
            rows,
            cols: if rows * cols < 2 { 2 } else { cols },
            len,
            mode,
            head,
            walk,
            density,
            rolls,
        })
}

impl Spec {
    pub fn build(&self) -> HoledoxGame {
        let (rows, cols) = (self.rows, self.cols);
        let cells = rows * cols;
        let len = self.len.clamp(2, (cells - 1).clamp(2, 8));
        let walled =
            (self.mode == 1 || self.mode == 2) && rows >= 2 && cols >= 2 && cells >= len + 3;
        let reserved: Vec<Cell> = if walled {
            vec![(0, 0), (0, 1), (1, 0)]
        } else {
            Vec::new()
        };
        let body = self
            .walk_body(len, &reserved)
            .or_else(|| self.walk_body(len, &[]))
            .expect("every cell of a connected board of 2+ cells has a neighbour");
        let mut stones = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let cell = (r, c);
                let wall = walled && (cell == (0, 1) || cell == (1, 0)) && !body.contains(&cell);
                let roll = self.rolls[r * 6 + c] < self.density;
                if cell != (0, 0) && !body.contains(&cell) && (wall || roll) {
                    stones.push(cell);
                }
            }
        }
        case(rows, cols, &body, &stones)
    }

    /// A self-avoiding body of up to `len` blocks away from `avoid`, or `None` when
    /// not even 2 blocks fit.
    fn walk_body(&self, len: usize, avoid: &[Cell]) -> Option<Vec<Cell>> {
        let free: Vec<Cell> = (0..self.rows)
            .flat_map(|r| (0..self.cols).map(move |c| (r, c)))
            .filter(|cell| !avoid.contains(cell))
            .collect();
        let head = if self.mode == 0 {
            (0, 0)
        } else {
            free[self.head % free.len()]
        };
        let mut body = vec![head];
        for &choice in &self.walk[..len - 1] {
            let last = *body.last().expect("non-empty");
            let options: Vec<Cell> = Dir::ALL
                .iter()
                .filter_map(|d| d.step(last, self.rows, self.cols))
                .filter(|cell| !body.contains(cell) && !avoid.contains(cell))
                .collect();
            if options.is_empty() {
                break;
            }
            body.push(options[choice % options.len()]);
        }
        (body.len() >= 2).then_some(body)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// 3000 judge texts of 1 to 3 lairs each (about 6000 lairs): parse round trip,
    /// answers equal to the brute force, every path replayed with the brute rule.
    #[test]
    fn matches_brute_force_and_paths_replay(
        specs in prop::collection::vec(spec(), 1..=3),
        duplicate_stone in any::<bool>(),
    ) {
        let cases: Vec<HoledoxGame> = specs.iter().map(Spec::build).collect();
        let parsed = Holedox::parse(&render(&cases, duplicate_stone)).expect("valid input");
        prop_assert_eq!(parsed.len(), cases.len());
        for (got, want) in parsed.iter().zip(&cases) {
            prop_assert_eq!((got.rows, got.cols, &got.body), (want.rows, want.cols, &want.body));
            if !duplicate_stone {
                prop_assert_eq!(&got.stones, &want.stones);
            }
        }
        let solutions = Holedox::solve(&parsed);
        for (case, solution) in cases.iter().zip(&solutions) {
            check(case, solution);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// 1000 valid inputs with one token replaced by a random integer or word, or
    /// cut short: parsing and solving never panic, and an error points inside the text.
    #[test]
    fn corrupted_input_never_panics(
        specs in prop::collection::vec(spec(), 1..=2),
        at in any::<usize>(),
        replacement in prop_oneof![(-3i64..30).prop_map(|v| v.to_string()), "[a-z+-]{1,3}"],
        cut in any::<bool>(),
    ) {
        let cases: Vec<HoledoxGame> = specs.iter().map(Spec::build).collect();
        let text = render(&cases, false);
        let mut tokens: Vec<String> = text.split_whitespace().map(str::to_string).collect();
        let at = at % tokens.len();
        if cut {
            tokens.truncate(at);
        } else {
            tokens[at] = replacement;
        }
        let corrupted = tokens.join("\n");
        match Holedox::parse(&corrupted) {
            Ok(parsed) => {
                for (case, solution) in parsed.iter().zip(Holedox::solve(&parsed)) {
                    check(case, &solution);
                }
            }
            Err(e) => {
                prop_assert!(e.line >= 1 && e.line <= tokens.len().max(1), "{e}");
                prop_assert!(e.message.to_string().starts_with("expected "), "{e}");
            }
        }
    }
}
