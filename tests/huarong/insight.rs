//! Huarong insight tests: layers, heat and explored against a brute-force BFS over (blank, piece) pairs, answers and why_not against the judge, messages, broken starts, worst boards (partners: `mod.rs`, `oracle.rs` brute rules and random inputs, crates/core/src/puzzles/huarong/insight.rs).

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use puzzle_core::puzzles::huarong::insight::{insight, HEAT_KIND};
use puzzle_core::puzzles::huarong::play::Position;
use puzzle_core::puzzles::huarong::{Board, Cell, HuarongGame, Query, Solver};
use puzzle_core::session::{Game, Insight, Session};
use puzzle_core::Dir;

use super::oracle::{self, cases, render, Case, Grid, Pos};

/// What the brute force sees: layers, per-cell heat and the number of states.
#[derive(Debug, PartialEq)]
struct Seen {
    layers: Vec<u64>,
    heat: Vec<Option<u32>>,
    explored: u64,
}

/// Plain BFS over every (blank, piece) pair reachable from the start, with the
/// brute rules; the piece's cell is on the heat map from the first dequeue.
fn brute_insight(grid: &Grid, blank: Pos, piece: Pos) -> Seen {
    let cols = grid[0].len();
    let mut depth: HashMap<(Pos, Pos), u32> = HashMap::new();
    let mut queue = VecDeque::new();
    let mut layers: Vec<u64> = Vec::new();
    let mut heat = vec![None; grid.len() * cols];
    depth.insert((blank, piece), 0);
    queue.push_back((blank, piece));
    while let Some((b, p)) = queue.pop_front() {
        let d = depth[&(b, p)];
        if layers.len() <= d as usize {
            layers.push(0);
        }
        layers[d as usize] += 1;
        heat[p.0 as usize * cols + p.1 as usize].get_or_insert(d);
        for letter in ['U', 'D', 'L', 'R'] {
            if let Some(next) = oracle::apply(grid, b, p, letter) {
                if let std::collections::hash_map::Entry::Vacant(e) = depth.entry(next) {
                    e.insert(d + 1);
                    queue.push_back(next);
                }
            }
        }
    }
    Seen {
        explored: layers.iter().sum(),
        layers,
        heat,
    }
}

/// The board of `grid` for the core crate.
fn board_of(grid: &Grid) -> Board {
    let cells = grid.iter().flatten().map(|&v| v == 1).collect();
    Board::new(grid.len(), grid[0].len(), cells).expect("a board within the limits")
}

fn cell((row, col): Pos) -> Cell {
    (row as usize, col as usize)
}

fn pos((row, col): Cell) -> Pos {
    (row as i32, col as i32)
}

/// Every invariant of one insight from `blank` and `piece` (0-based) towards
/// `target` on `grid`, whose judge answer is `answer`.
fn check(grid: &Grid, blank: Cell, piece: Cell, target: Cell, answer: i64, got: &Insight) {
    let (rows, cols) = (grid.len(), grid[0].len());
    let seen = brute_insight(grid, pos(blank), pos(piece));
    let context = format!("{grid:?} blank {blank:?} piece {piece:?} target {target:?}");
    assert_eq!(got.layers, seen.layers, "{context}");
    assert_eq!(got.heat, seen.heat, "{context}");
    assert_eq!(got.explored, seen.explored, "{context}");
    assert_eq!(got.layers.iter().sum::<u64>(), got.explored, "{context}");
    assert_eq!(got.layers.first(), Some(&1), "{context}");
    assert!(got.layers.iter().all(|&n| n > 0), "{context}");
    assert_eq!(got.table, ((rows * cols) * (rows * cols)) as u64);
    assert_eq!(
        got.table_kind.to_string(),
        format!("bit-set over {rows}x{cols} blanks x {rows}x{cols} pieces")
    );
    assert_eq!(got.heat_kind, Some(HEAT_KIND));
    assert_eq!(got.heat[piece.0 * cols + piece.1], Some(0), "{context}");
    for (i, h) in got.heat.iter().enumerate() {
        if grid[i / cols][i % cols] == 0 {
            assert_eq!(*h, None, "a fixed cell has no heat: {context}");
        }
    }
    // The first layer with the piece on the target is the judge's answer.
    let reached = got.heat[target.0 * cols + target.1];
    assert_eq!(reached.map_or(-1, i64::from), answer, "{context}");
    assert_eq!(got.why_not.is_some(), answer == -1, "{context}");
    if let Some(why) = got.why_not.as_ref().map(ToString::to_string) {
        let fixed = grid[target.0][target.1] == 0;
        assert_eq!(why.ends_with("is a fixed cell."), fixed, "{why}");
        assert_eq!(why.contains("is not among them."), !fixed, "{why}");
    }
}

/// Each query of `case` as a game, with its judge answer.
fn games(case: &Case) -> Vec<(HuarongGame, i64)> {
    let text = render(case);
    let judged = puzzle_core::judge("huarong", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let answers = judged
        .lines()
        .map(|line| line.parse::<i64>().expect("a number"));
    let board = board_of(&case.grid);
    case.queries
        .iter()
        .zip(answers)
        .map(|(&(blank, piece, target), answer)| {
            let query = Query::new(cell(blank), cell(piece), cell(target));
            let game = HuarongGame::new(board.clone(), query).expect("a valid query");
            (game, answer)
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    /// Boards from 1x1 to 6x6: the insight from each query's start matches the
    /// brute force, and its target heat and why_not match the judge.
    #[test]
    fn small_boards_match_brute_force_and_the_judge(case in cases(6, 3)) {
        for (game, answer) in games(&case) {
            let q = game.query();
            check(&case.grid, q.blank, q.piece, q.target, answer, &game.insight(&game.start()));
        }
    }

    /// From a state some moves into the game (tile ids shuffled), the search
    /// starts at that state's blank and piece and still matches.
    #[test]
    fn mid_game_states_match_brute_force(case in cases(5, 1), walk in prop::collection::vec(0usize..4, 0..12)) {
        for (game, _) in games(&case) {
            let mut state = game.start();
            for &d in &walk {
                if let Some(next) = game.play(&state, &Dir::ALL[d]) {
                    state = next;
                }
            }
            let q = game.query();
            let here = HuarongGame::new(game.board().clone(), Query::new(state.blank, state.piece, q.target))
                .expect("a reachable state is valid");
            let answer = puzzle_tests::optimal(&here, &here.start()).0;
            check(&case.grid, state.blank, state.piece, q.target, answer, &game.insight(&state));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Boards up to 10x10, where the brute force is still quick.
    #[test]
    fn larger_boards_match_brute_force_and_the_judge(case in cases(10, 2)) {
        for (game, answer) in games(&case) {
            let q = game.query();
            check(&case.grid, q.blank, q.piece, q.target, answer, &game.insight(&game.start()));
        }
    }
}

/// A grid from rows of `0`/`1`.
fn grid(rows: &[&str]) -> Grid {
    rows.iter()
        .map(|r| r.bytes().map(|b| u8::from(b == b'1')).collect())
        .collect()
}

/// The insight of the game on `rows` with 0-based blank, piece and target.
fn insight_of(rows: &[&str], blank: Cell, piece: Cell, target: Cell) -> Insight {
    let query = Query::new(blank, piece, target);
    let game = HuarongGame::new(board_of(&grid(rows)), query).expect("a valid query");
    game.insight(&game.start())
}

#[test]
fn the_sample_queries() {
    let sample = ["0111", "0110", "0100"];
    // Blank (3,2), piece (1,2), target (2,2): two moves.
    let got = insight_of(&sample, (2, 1), (0, 1), (1, 1));
    assert_eq!(got.heat[4 + 1], Some(2));
    assert_eq!(got.why_not, None);
    check(&grid(&sample), (2, 1), (0, 1), (1, 1), 2, &got);
    // Blank (1,2), piece (2,2), target (3,2): the blank cannot get below the piece.
    let got = insight_of(&sample, (0, 1), (1, 1), (2, 1));
    let reached = got.heat.iter().flatten().count();
    assert_eq!(
        got.why_not.as_ref().map(ToString::to_string).as_deref(),
        Some(
            format!(
                "The piece can reach {reached} of 6 movable cells; the target (3, 2) is not among them."
            )
            .as_str()
        )
    );
    check(&grid(&sample), (0, 1), (1, 1), (2, 1), -1, &got);
}

#[test]
fn a_fixed_target_and_a_strip() {
    let got = insight_of(&["110"], (0, 0), (0, 1), (0, 2));
    assert_eq!(
        got.why_not.as_ref().map(ToString::to_string).as_deref(),
        Some("The target (1, 3) is a fixed cell.")
    );
    assert_eq!(got.layers, [1, 1]);
    // 1x3: the blank never gets past the piece.
    let got = insight_of(&["111"], (0, 0), (0, 1), (0, 2));
    assert_eq!(
        got.why_not.as_ref().map(ToString::to_string).as_deref(),
        Some("The piece can reach 2 of 3 movable cells; the target (1, 3) is not among them.")
    );
    assert_eq!(got.heat, [Some(1), Some(0), None]);
    assert_eq!((got.layers, got.explored), (vec![1, 1, 1], 3));
    // The piece on its target: answer 0, no why_not.
    let got = insight_of(&["11", "11"], (0, 0), (1, 1), (1, 1));
    assert_eq!((got.heat[3], got.why_not), (Some(0), None));
    assert_eq!(got.explored, 12, "every (blank, piece) pair of a 2x2 ring");
}

#[test]
fn the_page_board_searches_from_the_start() {
    let query = Query::new((0, 0), (0, 1), (1, 1));
    let game = HuarongGame::new(board_of(&grid(&["11", "11"])), query).expect("valid");
    let expected = game.insight(&game.start());
    let mut session = Session::new(game);
    session.play(Dir::Down).expect("legal");
    let board: &dyn puzzle_core::Board = &session;
    assert_eq!(board.insight(), expected);
    assert!(board.gallery().is_empty());
    assert_eq!(expected.heat[3], Some(3));
}

#[test]
fn a_broken_start_searches_nothing_and_never_panics() {
    let board = board_of(&grid(&["110", "111"]));
    let broken = [
        ((0, 0), (0, 0), (1, 1)),
        ((0, 2), (0, 0), (1, 1)),
        ((0, 0), (0, 2), (1, 1)),
        ((9, 0), (0, 0), (1, 1)),
        ((0, 0), (usize::MAX, usize::MAX), (1, 1)),
    ];
    for (blank, piece, target) in broken {
        let got = insight(&board, blank, piece, target);
        assert_eq!((got.explored, got.table), (0, 0), "{blank:?} {piece:?}");
        assert!(got.layers.is_empty() && got.heat.iter().all(Option::is_none));
        assert_eq!(got.heat.len(), 6);
        assert!(got
            .why_not
            .is_some_and(|w| w.to_string().contains("there is nothing to search")));
    }
    // A target off the board (the page never makes one) is explained, not indexed.
    let got = insight(&board, (0, 0), (0, 1), (7, 7));
    assert_eq!(
        got.why_not.as_ref().map(ToString::to_string).as_deref(),
        Some("The target (8, 8) is off the board.")
    );
    let cells = grid(&["110", "111"]);
    assert_eq!(got.explored, brute_insight(&cells, (0, 0), (0, 1)).explored);
    // A state whose tile list does not fit the board is searched by its blank and piece alone.
    let game = HuarongGame::new(board, Query::new((0, 0), (0, 1), (1, 2))).expect("valid");
    let odd = Position {
        tiles: Vec::new(),
        ..game.start()
    };
    assert_eq!(game.insight(&odd), game.insight(&game.start()));
}

/// Checks one 30x30 insight against the solver and returns how long it took.
fn worst(board: &Board, blank: Cell, piece: Cell, target: Cell) -> (Insight, Duration) {
    let clock = Instant::now();
    let got = insight(board, blank, piece, target);
    let spent = clock.elapsed();
    let query = Query::new(blank, piece, target);
    let answer = Solver::new(board).distance(&query).map(|d| d as u32);
    assert_eq!(got.heat[target.0 * 30 + target.1], answer, "{query:?}");
    assert_eq!(got.why_not.is_some(), answer.is_none(), "{query:?}");
    assert_eq!(got.layers.iter().sum::<u64>(), got.explored);
    assert_eq!(got.table, 810_000);
    assert_eq!(
        got.table_kind.to_string(),
        "bit-set over 30x30 blanks x 30x30 pieces"
    );
    (got, spent)
}

#[test]
fn the_worst_boards_run_to_exhaustion() {
    let open = Board::new(30, 30, vec![true; 900]).expect("30x30");
    let mut slowest = Duration::ZERO;
    for (blank, piece, target) in [
        ((0, 0), (0, 1), (29, 29)),
        ((29, 29), (0, 0), (29, 28)),
        ((15, 15), (14, 15), (0, 0)),
    ] {
        let (got, spent) = worst(&open, blank, piece, target);
        slowest = slowest.max(spent);
        assert_eq!(got.explored, 900 * 899, "every (blank, piece) pair");
        assert!(got.heat.iter().all(Option::is_some));
    }
    // A fixed cell at every fourth row and column: long detours round pillars.
    let pillar = |i: usize| i / 30 % 4 == 2 && i % 30 % 4 == 2;
    let pillars = Board::new(30, 30, (0..900).map(|i| !pillar(i)).collect()).expect("30x30");
    let (got, spent) = worst(&pillars, (0, 0), (0, 1), (29, 29));
    slowest = slowest.max(spent);
    assert_eq!(got.explored, 851 * 850);
    // Every other column fixed but the bottom row: the piece is stuck in its corridor.
    let comb = Board::new(
        30,
        30,
        (0..900).map(|i| i % 2 == 0 || i / 30 == 29).collect(),
    );
    let (got, spent) = worst(&comb.expect("30x30"), (0, 0), (1, 0), (0, 28));
    slowest = slowest.max(spent);
    assert_eq!(
        got.why_not.as_ref().map(ToString::to_string).as_deref(),
        Some("The piece can reach 2 of 465 movable cells; the target (1, 29) is not among them.")
    );
    eprintln!("huarong insight: slowest 30x30 board took {slowest:?}");
    assert!(slowest < Duration::from_secs(5), "{slowest:?}");
}
