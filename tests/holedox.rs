//! Holedox tests: brute-force BFS, proptest differential with path replay, parse errors, edge boards (partners: crates/core/src/puzzles/holedox.rs).

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;
use puzzle_core::puzzles::holedox::{self, Holedox, HoledoxCase, HoledoxSolution, Solver};
use puzzle_core::{CaseSummary, Dir, Puzzle};

type Cell = (usize, usize);

// ---------------------------------------------------------------- brute force

/// The naive rule: the head steps onto a free cell (not off the board, not a stone,
/// not any block of the current body), every other block follows the one ahead.
fn brute_step(case: &HoledoxCase, body: &[Cell], dir: Dir) -> Option<Vec<Cell>> {
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
fn brute(case: &HoledoxCase) -> Option<usize> {
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
fn replay(case: &HoledoxCase, moves: &[Dir]) {
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
fn check(case: &HoledoxCase, solution: &HoledoxSolution) {
    let expected = brute(case);
    assert_eq!(solution.moves.as_ref().map(Vec::len), expected, "{case:?}");
    if let Some(moves) = &solution.moves {
        replay(case, moves);
    }
}

/// The judge text of `cases`, 1-based, ended by `0 0 0`.
fn render(cases: &[HoledoxCase], duplicate_stone: bool) -> String {
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

fn case(rows: usize, cols: usize, body: &[Cell], stones: &[Cell]) -> HoledoxCase {
    HoledoxCase {
        rows,
        cols,
        body: body.to_vec(),
        stones: stones.to_vec(),
    }
}

// ------------------------------------------------------- random lairs (proptest)

/// A random lair as structured choices, built into a valid case by [`Spec::build`].
#[derive(Debug, Clone)]
struct Spec {
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

fn spec() -> impl Strategy<Value = Spec> {
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
    fn build(&self) -> HoledoxCase {
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
        let cases: Vec<HoledoxCase> = specs.iter().map(Spec::build).collect();
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
        let cases: Vec<HoledoxCase> = specs.iter().map(Spec::build).collect();
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
                prop_assert!(e.message.starts_with("expected "), "{e}");
            }
        }
    }
}

// ------------------------------------------------------------ judge and summary

#[test]
fn sample_answers_9_and_minus_1_with_a_replayable_path() {
    let text =
        std::fs::read_to_string(puzzle_tests::cases_dir("holedox").join("sample.in")).unwrap();
    assert_eq!(
        puzzle_core::judge("holedox", &text).unwrap(),
        "Case 1: 9\nCase 2: -1\n"
    );
    let cases = Holedox::parse(&text).unwrap();
    let solutions = Holedox::solve(&cases);
    check(&cases[0], &solutions[0]);
    let lines = puzzle_core::solve_lines("holedox", &text).unwrap();
    assert!(
        lines.starts_with("9 ") && lines.ends_with("\n-1\n"),
        "{lines}"
    );
}

#[test]
fn summary_gives_letters_empty_for_zero_and_none_for_minus_1() {
    let solved = HoledoxSolution {
        moves: Some(vec![Dir::Left, Dir::Up]),
    };
    let expected = CaseSummary {
        answer: 2,
        moves: Some("LU".to_string()),
    };
    assert_eq!(Holedox::summarize(&solved), expected);
    let at_exit = HoledoxSolution {
        moves: Some(Vec::new()),
    };
    assert_eq!(Holedox::summarize(&at_exit).answer, 0);
    assert_eq!(Holedox::summarize(&at_exit).moves.as_deref(), Some(""));
    assert_eq!(Holedox::summarize(&at_exit).solve_line(), "0");
    let stuck = HoledoxSolution { moves: None };
    let summary = Holedox::summarize(&stuck);
    assert_eq!((summary.answer, summary.moves), (-1, None));
}

#[test]
fn accepts_crlf_tabs_blank_lines_and_duplicate_stones() {
    let text = "\r\n3\t3 2\r\n3 3\r\n3 2\r\n\r\n2\r\n2 2\r\n2 2\r\n\r\n0  0\t0\r\n\r\n";
    assert_eq!(puzzle_core::judge("holedox", text).unwrap(), "Case 1: 4\n");
    let cases = Holedox::parse(text).unwrap();
    assert_eq!(cases[0].stones, [(1, 1), (1, 1)]);
    assert!(Holedox::parse("0 0 0").unwrap().is_empty());
}

// --------------------------------------------------------------- edge boards

fn answer(case: &HoledoxCase) -> Option<usize> {
    let solution = holedox::solve_case(case);
    check(case, &solution);
    solution.moves.map(|m| m.len())
}

#[test]
fn head_on_the_exit_answers_zero_even_when_boxed_in() {
    let boxed = case(2, 2, &[(0, 0), (0, 1), (1, 1), (1, 0)], &[]);
    assert_eq!(holedox::solve_case(&boxed).moves, Some(Vec::new()));
}

#[test]
fn one_row_boards_move_only_head_first() {
    assert_eq!(answer(&case(1, 2, &[(0, 1), (0, 0)], &[])), None);
    assert_eq!(answer(&case(1, 5, &[(0, 2), (0, 3), (0, 4)], &[])), Some(2));
    assert_eq!(answer(&case(1, 5, &[(0, 2), (0, 1)], &[])), None);
    assert_eq!(answer(&case(5, 1, &[(3, 0), (4, 0)], &[])), Some(3));
    let moves = holedox::solve_case(&case(1, 4, &[(0, 3), (0, 2)], &[(0, 1)])).moves;
    assert_eq!(moves, None);
}

#[test]
fn the_head_may_not_enter_the_tail_cell() {
    // The body fills the 2x2 board: the head touches the tail on the exit but may not move.
    assert_eq!(
        answer(&case(2, 2, &[(0, 1), (1, 1), (1, 0), (0, 0)], &[])),
        None
    );
    // One block shorter, the exit is free.
    let short = case(2, 2, &[(0, 1), (1, 1), (1, 0)], &[]);
    assert_eq!(holedox::solve_case(&short).moves, Some(vec![Dir::Left]));
}

#[test]
fn a_walled_exit_answers_minus_1_and_a_boxed_head_too() {
    let walled = case(4, 4, &[(3, 3), (3, 2)], &[(0, 1), (1, 0)]);
    assert_eq!(answer(&walled), None);
    // Sample 2: the exit is open, but the snake is stuck in its corner.
    let stuck = case(
        4,
        4,
        &[(1, 2), (0, 2), (0, 3), (1, 3)],
        &[(1, 0), (1, 1), (2, 3), (3, 1)],
    );
    assert_eq!(answer(&stuck), None);
}

#[test]
fn turning_around_needs_room() {
    // Facing away from the exit in a 2-wide corridor: the snake loops round.
    let corridor = case(2, 6, &[(0, 2), (0, 1), (0, 0)], &[]);
    assert_eq!(answer(&corridor), Some(4));
}

#[test]
fn a_reused_solver_forgets_the_previous_case() {
    let big = case(
        6,
        6,
        &[(5, 5), (5, 4), (5, 3), (4, 3), (3, 3), (3, 4), (3, 5)],
        &[(0, 1)],
    );
    let small = case(2, 3, &[(1, 2), (1, 1)], &[]);
    let walled = case(3, 3, &[(2, 2), (2, 1)], &[(0, 1), (1, 0)]);
    let mut solver = Solver::new();
    for (first, second) in [
        (&big, &small),
        (&small, &big),
        (&big, &big),
        (&walled, &big),
    ] {
        let fresh = holedox::solve_case(second);
        solver.solve(first);
        assert_eq!(solver.solve(second), fresh);
        check(second, &fresh);
    }
}

#[test]
fn the_solver_answers_minus_1_for_cases_outside_the_rules() {
    let scattered = case(3, 3, &[(2, 2), (0, 2)], &[]);
    let off_board = case(3, 3, &[(3, 2), (2, 2)], &[]);
    let too_long = case(1, 12, &(0..9).map(|c| (0, c + 1)).collect::<Vec<_>>(), &[]);
    let too_big = case(21, 2, &[(20, 1), (20, 0)], &[]);
    for bad in [
        scattered,
        off_board,
        too_long,
        too_big,
        case(3, 3, &[], &[]),
    ] {
        assert_eq!(holedox::solve_case(&bad).moves, None, "{bad:?}");
    }
}

#[test]
fn step_rule_blocks_walls_stones_and_the_body() {
    let lair = case(3, 3, &[(1, 1), (1, 2), (2, 2), (2, 1)], &[(0, 1)]);
    let body = &lair.body;
    assert_eq!(holedox::step(&lair, body, Dir::Up), None, "stone");
    assert_eq!(holedox::step(&lair, body, Dir::Right), None, "block 2");
    assert_eq!(holedox::step(&lair, body, Dir::Down), None, "tail");
    let moved = holedox::step(&lair, body, Dir::Left).unwrap();
    assert_eq!(moved, [(1, 0), (1, 1), (1, 2), (2, 2)]);
    assert_eq!(
        holedox::step(&lair, &[(0, 0), (1, 0)], Dir::Up),
        None,
        "off the board"
    );
    assert_eq!(holedox::step(&lair, &[], Dir::Up), None, "no body");
}

// ---------------------------------------------------------------- parse errors

/// Asserts that parsing `text` fails at `line`, `column` with `message`.
fn assert_error(text: &str, line: usize, column: usize, message: &str) {
    puzzle_tests::assert_parse_error::<Holedox>(text, line, column, message);
}

#[test]
fn rejects_n_m_and_l_out_of_range() {
    assert_error("21 5 2", 1, 1, "expected n between 1 and 20, found \"21\"");
    assert_error("5 0 2", 1, 3, "expected m between 1 and 20, found \"0\"");
    assert_error("5 5 9", 1, 5, "expected L between 2 and 8, found \"9\"");
    assert_error("5 5 1", 1, 5, "expected L between 2 and 8, found \"1\"");
    assert_error("5 x 2", 1, 3, "expected m (an integer), found \"x\"");
}

#[test]
fn rejects_a_body_off_the_board() {
    let row = "3 4 2\n1 1\n4 1\n0\n0 0 0";
    assert_error(
        row,
        3,
        1,
        "expected row of block 2 between 1 and 3, found \"4\"",
    );
    let col = "3 4 2\n1 1\n1 5\n0\n0 0 0";
    assert_error(
        col,
        3,
        3,
        "expected column of block 2 between 1 and 4, found \"5\"",
    );
}

#[test]
fn rejects_a_body_that_is_not_contiguous() {
    let text = "3 4 3\n1 1\n1 2\n2 3\n0\n0 0 0";
    assert_error(
        text,
        4,
        1,
        "expected block 3 next to block 2 at (1, 2), found (2, 3)",
    );
}

#[test]
fn rejects_a_body_that_overlaps_itself() {
    let text = "3 4 3\n2 2\n2 3\n2 2\n0\n0 0 0";
    let message =
        "expected block 3 on a cell not already on the body, found (2, 2), which is block 1";
    assert_error(text, 4, 1, message);
}

#[test]
fn rejects_k_out_of_range() {
    let text = "2 3 2\n1 1\n1 2\n7\n0 0 0";
    assert_error(
        text,
        4,
        1,
        "expected stone count K between 0 and 6, found \"7\"",
    );
}

#[test]
fn rejects_a_stone_off_the_board() {
    let text = "2 3 2\n1 1\n1 2\n1\n2 4\n0 0 0";
    assert_error(
        text,
        5,
        3,
        "expected column of stone 1 between 1 and 3, found \"4\"",
    );
}

#[test]
fn rejects_a_stone_on_the_body() {
    let text = "2 3 2\n1 2\n1 3\n2\n2 1\n1 3\n0 0 0";
    let message = "expected stone 2 on a cell off the body, found (1, 3), which is block 2";
    assert_error(text, 6, 1, message);
}

#[test]
fn rejects_a_stone_on_the_exit() {
    let text = "2 3 2\n1 2\n1 3\n1\n  1 1\n0 0 0";
    let message = "expected stone 1 on a cell other than the exit, found (1, 1)";
    assert_error(text, 5, 3, message);
}

#[test]
fn rejects_truncated_input() {
    let text = "2 3 2\n1 2\n1 3\n2\n2 1\n";
    assert_error(text, 5, 4, "expected row of stone 2, found end of input");
    assert_error(
        "2 3 2\n1 2\n1",
        3,
        2,
        "expected column of block 2, found end of input",
    );
}

#[test]
fn rejects_a_missing_or_broken_end_marker() {
    let missing = "2 3 2\n1 2\n1 3\n0\n";
    let message = "expected n or the end marker \"0 0 0\", found end of input";
    assert_error(missing, 4, 2, message);
    assert_error("", 1, 1, message);
    let broken = "2 3 2\n1 2\n1 3\n0\n0 0 5\n";
    let message = "expected \"0 0 0\" to end the input, found \"5\"";
    assert_error(broken, 5, 5, message);
    let cut = "0 0";
    let message = "expected \"0 0 0\" to end the input, found end of input";
    assert_error(cut, 1, 4, message);
}

#[test]
fn rejects_tokens_after_the_end_marker() {
    let text = "2 3 2\n1 2\n1 3\n0\n0 0 0\n1 1 1\n";
    assert_error(text, 6, 1, "expected end of input, found \"1\"");
}

#[path = "holedox_play.rs"]
mod play;

#[path = "holedox_insight.rs"]
mod insight;
