//! Holedox judge tests: the sample, summaries, free-form whitespace, edge boards, solver reuse, the step rule, parse errors (partners: `mod.rs`, `oracle.rs`, crates/core/src/puzzles/holedox/{mod,parse,solve}.rs, `tests/cases/holedox/`).

use puzzle_core::puzzles::holedox::{self, Holedox, HoledoxGame, HoledoxSolution, Solver};
use puzzle_core::{CaseSummary, Dir, Puzzle};

use super::oracle::{case, check};

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

fn answer(case: &HoledoxGame) -> Option<usize> {
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
