//! Huarong judge tests: the sample, parse errors, edge boards, solver reuse, fixture paths replayed with the brute rules, no panic on any text (partners: `mod.rs`, `oracle.rs`, crates/core/src/puzzles/huarong/, `tests/cases/huarong/`).

use proptest::prelude::*;
use puzzle_core::puzzles::huarong::{Board, Cell, Huarong, Query, Solver};
use puzzle_core::Puzzle;
use puzzle_tests::cases_dir;

use super::oracle::{self, cases, render, Grid};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1_000))]

    #[test]
    fn parse_never_panics(text in "[0-9 \n\t-]{0,60}", case in cases(4, 3), cut in any::<u16>(), patch in "[0-9x-]{1,3}") {
        if let Ok(game) = Huarong::parse(&text) {
            Huarong::solve(&game);
        }
        let valid = render(&case);
        let tokens: Vec<&str> = valid.split_whitespace().collect();
        let at = cut as usize % tokens.len();
        let mut mutated: Vec<&str> = tokens.clone();
        mutated[at] = &patch;
        let mutated = mutated.join(" ");
        if let Ok(game) = Huarong::parse(&mutated) {
            Huarong::solve(&game);
        }
        let truncated = tokens[..at].join(" ");
        prop_assert!(Huarong::parse(&truncated).is_err());
    }
}

/// The sample as in the statement.
const SAMPLE: &str = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";

/// A one-query input on the sample board with the given query line.
fn with_query(line: &str) -> String {
    format!("3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n{line}\n")
}

fn assert_error(text: &str, line: usize, column: usize, message: &str) {
    puzzle_tests::assert_parse_error::<Huarong>(text, line, column, message);
}

#[test]
fn sample_answers_and_paths() {
    assert_eq!(puzzle_core::judge("huarong", SAMPLE).unwrap(), "2\n-1\n");
    assert_eq!(
        puzzle_core::solve_lines("huarong", SAMPLE).unwrap(),
        "2 UU\n-1\n"
    );
}

#[test]
fn error_board_size_out_of_range() {
    assert_error(
        "31 4 0\n",
        1,
        1,
        "expected n between 1 and 30, found \"31\"",
    );
    assert_error("3 0 0\n", 1, 3, "expected m between 1 and 30, found \"0\"");
}

#[test]
fn error_query_count_out_of_range() {
    assert_error(
        "3 4 501\n",
        1,
        5,
        "expected q between 0 and 500, found \"501\"",
    );
    assert_error(
        "3 4 -1\n",
        1,
        5,
        "expected q between 0 and 500, found \"-1\"",
    );
}

#[test]
fn error_not_an_integer() {
    assert_error("3 x 1\n", 1, 3, "expected m (an integer), found \"x\"");
    assert_error(
        &with_query("3 2 1 2.0 2 2"),
        5,
        7,
        "expected SY (an integer), found \"2.0\"",
    );
}

#[test]
fn error_cell_not_zero_or_one() {
    assert_error(
        "3 4 0\n0 1 1 1\n0 1 2 0\n0 1 0 0\n",
        3,
        5,
        "expected 0 or 1, found \"2\"",
    );
    assert_error("1 1 0\n-1\n", 2, 1, "expected 0 or 1, found \"-1\"");
}

#[test]
fn error_coordinate_off_the_board() {
    assert_error(
        &with_query("4 2 1 2 2 2"),
        5,
        1,
        "expected EX between 1 and 3, found \"4\"",
    );
    assert_error(
        &with_query("3 2 1 2 2 5"),
        5,
        11,
        "expected TY between 1 and 4, found \"5\"",
    );
    assert_error(
        &with_query("3 2 0 2 2 2"),
        5,
        5,
        "expected SX between 1 and 3, found \"0\"",
    );
}

#[test]
fn error_blank_on_a_fixed_cell() {
    assert_error(
        &with_query("1 1 1 2 2 2"),
        5,
        1,
        "expected a blank on a movable cell (1), found a fixed cell at (1, 1)",
    );
}

#[test]
fn error_piece_on_a_fixed_cell() {
    assert_error(
        &with_query("3 2 2 4 2 2"),
        5,
        5,
        "expected a piece on a movable cell (1), found a fixed cell at (2, 4)",
    );
}

#[test]
fn error_blank_on_the_piece() {
    assert_error(
        &with_query("2 2 2 2 1 2"),
        5,
        5,
        "expected the piece and the blank on different cells, found both at (2, 2)",
    );
}

#[test]
fn error_truncated_input() {
    assert_error("", 1, 1, "expected n, found end of input");
    assert_error("3 4\n", 1, 4, "expected q, found end of input");
    assert_error(
        "3 4 1\n0 1 1 1\n0 1\n",
        3,
        4,
        "expected 0 or 1, found end of input",
    );
    assert_error(
        &with_query("3 2 1 2 2"),
        5,
        10,
        "expected TY, found end of input",
    );
    assert_error(
        "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n",
        5,
        12,
        "expected EX, found end of input",
    );
}

#[test]
fn error_extra_tokens() {
    assert_error(
        &(with_query("3 2 1 2 2 2") + "1 2 2 2 3 2\n"),
        6,
        1,
        "expected end of input, found \"1\"",
    );
    assert_error("1 2 0\n1 1 1\n", 2, 5, "expected end of input, found \"1\"");
}

#[test]
fn whitespace_is_free_form() {
    let messy = "  3\t4 2\r\n\r\n0 1 1 1   \r\n0 1 1 0\n0 1 0 0\n\n3 2 1 2\n2 2 1 2 2 2 3 2";
    assert_eq!(puzzle_core::judge("huarong", messy).unwrap(), "2\n-1\n");
}

/// Judge output of one board with the given 1-based query lines.
fn answers(rows: &[&str], queries: &[&str]) -> String {
    let cols = rows[0].split_whitespace().count();
    let text = format!(
        "{} {cols} {}\n{}\n{}\n",
        rows.len(),
        queries.len(),
        rows.join("\n"),
        queries.join("\n")
    );
    puzzle_core::judge("huarong", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn one_by_one_boards_take_no_queries() {
    assert_eq!(answers(&["1"], &[]), "");
    assert_eq!(answers(&["0"], &[]), "");
    assert_error(
        "1 1 1\n1\n1 1 1 1 1 1\n",
        3,
        5,
        "expected the piece and the blank on different cells, found both at (1, 1)",
    );
}

#[test]
fn strips_cannot_pass_the_piece() {
    // 1x3: the blank can never get past the piece.
    let row = ["1 1 1"];
    assert_eq!(answers(&row, &["1 1 1 2 1 3"]), "-1\n");
    assert_eq!(answers(&row, &["1 1 1 2 1 1"]), "1\n");
    assert_eq!(answers(&row, &["1 3 1 2 1 1"]), "-1\n");
    assert_eq!(answers(&row, &["1 3 1 2 1 3"]), "1\n");
    assert_eq!(answers(&row, &["1 1 1 3 1 2"]), "2\n");
    // 3x1, the same standing up.
    let column = ["1", "1", "1"];
    assert_eq!(answers(&column, &["1 1 2 1 3 1"]), "-1\n");
    assert_eq!(answers(&column, &["3 1 1 1 2 1"]), "2\n");
    // 1x2: just one swap either way.
    assert_eq!(answers(&["1 1"], &["1 1 1 2 1 1", "1 2 1 1 1 2"]), "1\n1\n");
}

#[test]
fn piece_on_target_is_zero_and_fixed_target_is_impossible() {
    let text = with_query("3 2 1 2 1 2");
    let solution = &Huarong::solve(&Huarong::parse(&text).unwrap())[0];
    assert_eq!(solution.moves, Some(vec![]));
    assert_eq!(puzzle_core::solve_lines("huarong", &text).unwrap(), "0\n");
    assert_eq!(answers(&["1 1 0"], &["1 1 1 2 1 3"]), "-1\n");
    let report = puzzle_core::report("huarong", &with_query("3 2 1 2 1 1")).unwrap();
    assert_eq!(
        (report.cases[0].answer, report.cases[0].moves.clone()),
        (-1, None)
    );
}

#[test]
fn separated_parts_are_impossible() {
    // The target lies beyond a fixed wall, or past a one-wide neck the blank
    // cannot get round.
    assert_eq!(answers(&["1 1 0 1 1"], &["1 1 1 2 1 5"]), "-1\n");
    let neck = ["1 1 0 0", "1 1 1 1", "1 1 0 0"];
    assert_eq!(
        answers(&neck, &["1 1 2 2 2 4", "2 4 2 3 2 1", "1 1 2 3 2 2"]),
        "-1\n-1\n3\n"
    );
}

#[test]
fn open_two_by_two_rotates_the_piece() {
    // The piece goes round the ring of four cells, the blank round behind it.
    let open = ["1 1", "1 1"];
    assert_eq!(answers(&open, &["1 1 1 2 2 2"]), "3\n");
    assert_eq!(answers(&open, &["1 1 1 2 2 1"]), "4\n");
    assert_eq!(answers(&open, &["2 2 1 2 1 1"]), "3\n");
}

#[test]
fn solver_is_reusable_and_deterministic() {
    let rows = ["11111", "10101", "11111", "11011"];
    let cells = rows
        .iter()
        .flat_map(|r| r.bytes().map(|b| b == b'1'))
        .collect();
    let board = Board::new(4, 5, cells).unwrap();
    let queries = [
        Query::new((0, 0), (2, 2), (0, 4)),
        Query::new((3, 4), (0, 0), (3, 0)),
        Query::new((2, 0), (0, 2), (2, 4)),
        Query::new((0, 1), (0, 0), (0, 0)),
        Query::new((1, 1), (0, 0), (0, 4)), // blank on a fixed cell: no answer
        Query::new((7, 7), (0, 0), (0, 4)), // off the board: no answer
    ];
    let mut solver = Solver::new(&board);
    let forward: Vec<_> = queries.iter().map(|q| solver.path(q)).collect();
    let backward: Vec<_> = queries.iter().rev().map(|q| solver.path(q)).collect();
    let fresh: Vec<_> = queries
        .iter()
        .map(|q| Solver::new(&board).path(q))
        .collect();
    assert_eq!(forward, backward.into_iter().rev().collect::<Vec<_>>());
    assert_eq!(forward, fresh);
    for (q, path) in queries.iter().zip(&forward) {
        assert_eq!(solver.distance(q), path.as_ref().map(Vec::len));
    }
    assert!(forward[..4].iter().all(Option::is_some));
    assert_eq!(forward[4], None);
    assert_eq!(forward[5], None);
}

/// Every path of every fixture replays legally onto its target with the brute
/// rules, in exactly the number of moves the judge output says.
#[test]
fn fixture_paths_replay() {
    for (input, output) in puzzle_tests::fixtures("huarong") {
        let text = std::fs::read_to_string(&input).unwrap();
        let expected = std::fs::read_to_string(&output).unwrap();
        let game = Huarong::parse(&text).unwrap();
        let grid: Grid = (0..game.board.rows())
            .map(|r| {
                (0..game.board.cols())
                    .map(|c| u8::from(game.board.is_movable((r, c))))
                    .collect()
            })
            .collect();
        let pos = |(r, c): Cell| (r as i32, c as i32);
        let solutions = Huarong::solve(&game);
        for ((q, solution), want) in game.queries.iter().zip(&solutions).zip(expected.lines()) {
            let summary = Huarong::summarize(solution);
            assert_eq!(summary.answer.to_string(), want, "{}", input.display());
            if let Some(moves) = summary.moves {
                let (_, end) = oracle::replay(&grid, pos(q.blank), pos(q.piece), &moves);
                assert_eq!(end, pos(q.target), "{}", input.display());
            }
        }
    }
    assert!(cases_dir("huarong").join("sample.in").exists());
}
