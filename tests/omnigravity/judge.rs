//! OmniGravity judge tests: the sample, solver properties (the start's count, stuck boards, tilt order, state reset between boards), free-form whitespace, parse errors (partners: `mod.rs`, `oracle.rs`, crates/core/src/puzzles/omnigravity/, `tests/cases/omnigravity/`).

use puzzle_core::puzzles::omnigravity::{Board, OmniGravitySolution, State};
use puzzle_core::{Dir, OmniGravity, Puzzle};

use super::oracle::check_against_brute;

/// Judge text for `boards` (each 8 row strings), with the customary blank lines.
pub fn render(boards: &[Vec<String>]) -> String {
    let mut text = format!("{}\n", boards.len());
    for rows in boards {
        text.push('\n');
        for row in rows {
            text.push_str(row);
            text.push('\n');
        }
    }
    text
}

/// Parses and solves judge text that must be valid.
pub fn solve_text(text: &str) -> Vec<OmniGravitySolution> {
    let input = OmniGravity::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    OmniGravity::solve(&input)
}

/// A state's rows joined by `/`, as the page shows it.
pub fn board_key(board: &Board, state: State) -> String {
    board.rows(state).join("/")
}

pub fn rows(lines: [&str; 8]) -> Vec<String> {
    lines.map(String::from).to_vec()
}

pub fn sample() -> [Vec<String>; 2] {
    [
        rows([
            "....AA..", "....AA#.", "...#....", ".CCBB...", ".CCBB#..", "#...##..", ".#DD#...",
            "..DD.##.",
        ]),
        rows([
            "AABBCCDD", "AABBCCDD", "........", "........", "........", "........", "........",
            "........",
        ]),
    ]
}

#[test]
fn the_start_counts_only_when_a_tilt_returns_to_it() {
    // Sample 2: tilting up, left or right moves nothing, so the start is reached
    // at once; down gives the only other state.
    let [_, packed] = sample();
    let solution = &solve_text(&render(std::slice::from_ref(&packed)))[0];
    let start = solution.start();
    let first = solution.states()[0];
    assert_eq!(
        (first.state(), first.parent(), first.tilt()),
        (start, None, Dir::Up)
    );
    let down = solution.states()[1];
    assert_eq!((down.parent(), down.tilt()), (None, Dir::Down));
    assert_eq!(solution.path(1), [Dir::Down]);
    // A board whose start no tilt sequence returns to: pieces float in the middle.
    let floating = rows([
        "........", "........", "..AABB..", "..AABB..", "..CCDD..", "..CCDD..", "........",
        "........",
    ]);
    let solution = &solve_text(&render(std::slice::from_ref(&floating)))[0];
    assert!(solution
        .states()
        .iter()
        .all(|r| r.state() != solution.start()));
    check_against_brute(&floating, solution, true);
}

#[test]
fn a_stuck_board_has_exactly_one_state() {
    let stuck = rows([
        "AA######", "AA######", "##BB####", "##BB####", "####CC##", "####CC##", "######DD",
        "######DD",
    ]);
    let solution = &solve_text(&render(&[stuck]))[0];
    assert_eq!(solution.count(), 1);
    assert_eq!(solution.states()[0].state(), solution.start());
    assert_eq!(solution.path(0), [Dir::Up]);
    assert_eq!(OmniGravity::summarize(solution).answer, 1);
    assert_eq!(OmniGravity::summarize(solution).moves, None);
}

#[test]
fn tilt_and_rows_play_moves_for_the_page() {
    let [_, packed] = sample();
    let solution = &solve_text(&render(&[packed]))[0];
    let board = solution.board();
    let start = board.start();
    assert_eq!(board.tilt(start, Dir::Right), start, "nothing moves");
    let down = board.tilt(start, Dir::Down);
    assert_eq!(
        board_key(board, down),
        "......../......../......../......../......../......../AABBCCDD/AABBCCDD"
    );
    assert_eq!(down.pieces(), [(6, 0), (6, 2), (6, 4), (6, 6)]);
    assert_eq!(board.obstacles(), 0);
    assert_eq!(board.tilt(down, Dir::Up), start);
    assert!(solution.path(99).is_empty(), "out of range");
}

#[test]
fn pieces_nearest_the_far_wall_fall_first() {
    // A column of three pieces and one beside: every tilt must stack, not block.
    let tower = rows([
        "AA......", "AA......", "BB......", "BB......", "CC......", "CC....DD", "......DD",
        "........",
    ]);
    let solution = &solve_text(&render(std::slice::from_ref(&tower)))[0];
    let board = solution.board();
    let down = board.tilt(board.start(), Dir::Down);
    assert_eq!(
        board.rows(down).to_vec(),
        rows([
            "........", "........", "AA......", "AA......", "BB......", "BB......", "CC....DD",
            "CC....DD",
        ])
    );
    let right = board.tilt(board.start(), Dir::Right);
    assert_eq!(right.pieces(), [(0, 6), (2, 6), (4, 4), (5, 6)]);
    check_against_brute(&tower, solution, true);
}

#[test]
fn boards_in_one_input_do_not_share_state() {
    let [hard, packed] = sample();
    let alone: Vec<usize> = sample()
        .iter()
        .map(|b| solve_text(&render(std::slice::from_ref(b)))[0].count())
        .collect();
    let mixed = vec![hard.clone(), packed.clone(), hard.clone(), packed, hard];
    let counts: Vec<usize> = solve_text(&render(&mixed))
        .iter()
        .map(OmniGravitySolution::count)
        .collect();
    assert_eq!(counts, [alone[0], alone[1], alone[0], alone[1], alone[0]]);
}

#[test]
fn whitespace_is_free_form() {
    let expected = "Case 1: 110\nCase 2: 2\n";
    let plain = render(&sample());
    let variants = [
        plain.replace('\n', "\r\n"),
        plain.replace("\n\n", "\n"),
        plain.replace('\n', " \t\n"),
        plain.replace('\n', " "),
    ];
    for text in variants {
        let output = puzzle_core::judge("omnigravity", &text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(output, expected, "{text:?}");
    }
    assert_eq!(puzzle_core::judge("omnigravity", "0\n").unwrap(), "");
}

// ---- Parse errors: one test per kind, with line, column and message. ----

/// The valid one-case board the error tests break: row k is on line k + 2.
fn base() -> [&'static str; 8] {
    [
        "AA......", "AA..BB..", "....BB..", "CC......", "CC....DD", "......DD", "...#....",
        "........",
    ]
}

/// `base()` with `row` (1-based) replaced, as judge text with T = 1.
fn with_row(row: usize, text: &str) -> String {
    let mut lines = base();
    lines[row - 1] = text;
    format!("1\n\n{}\n", lines.join("\n"))
}

fn assert_error(text: &str, line: usize, column: usize, message: &str) {
    puzzle_tests::assert_parse_error::<OmniGravity>(text, line, column, message);
}

#[test]
fn base_board_is_valid() {
    assert!(OmniGravity::parse(&with_row(8, "........")).is_ok());
}

#[test]
fn error_t_not_an_integer() {
    let message = "expected the number of cases T (an integer), found \"two\"";
    assert_error("two\n", 1, 1, message);
    assert_error(
        "",
        1,
        1,
        "expected the number of cases T, found end of input",
    );
}

#[test]
fn error_t_out_of_range() {
    let message = "expected the number of cases T between 0 and 100, found \"101\"";
    assert_error("101\n", 1, 1, message);
    let message = "expected the number of cases T between 0 and 100, found \"-1\"";
    assert_error("  -1\n", 1, 3, message);
}

#[test]
fn error_row_of_the_wrong_length() {
    let message = "expected a row of 8 cells, found 9 (\"CC.......\")";
    assert_error(&with_row(4, "CC......."), 6, 1, message);
    let message = "expected a row of 8 cells, found 7 (\"CC.....\")";
    assert_error(&with_row(4, "CC....."), 6, 1, message);
    // A row split by a space is two short tokens.
    let message = "expected a row of 8 cells, found 4 (\"....\")";
    assert_error(&with_row(8, ".... ...."), 10, 1, message);
}

#[test]
fn error_unknown_character() {
    let message = "expected one of A B C D . #, found \"x\"";
    assert_error(&with_row(3, "..x.BB.."), 5, 3, message);
    let message = "expected one of A B C D . #, found \"a\"";
    assert_error(&with_row(8, "a......."), 10, 1, message);
    // Columns count characters, not bytes.
    let message = "expected one of A B C D . #, found \"é\"";
    assert_error(&with_row(8, "......é."), 10, 7, message);
}

#[test]
fn error_letter_used_more_than_four_times() {
    let message = "expected 4 cells of A in case 1, found a 5th at (3, 1)";
    assert_error(&with_row(3, "A...BB.."), 5, 1, message);
}

#[test]
fn error_letter_used_fewer_than_four_times() {
    // Three D: at the last D of the case.
    let message = "expected 4 cells of D in case 1, found 3";
    assert_error(&with_row(6, "......D."), 8, 7, message);
    // No C at all: at the case's first row.
    let text = with_row(4, "........").replace("CC....DD", "......DD");
    assert_error(&text, 3, 1, "expected 4 cells of C in case 1, found 0");
}

#[test]
fn error_letter_not_a_square() {
    let message = "expected the 4 cells of A in case 1 to form a 2x2 square with top-left (1, 1), \
                   found A at (2, 2)";
    assert_error(&with_row(2, ".AA.BB.."), 4, 2, message);
    // Four in a row on the last line.
    let text = format!(
        "1\n{}\nAAAA....\n",
        ["BB......", "BB......", "CC......", "CC......", "DD......", "DD......", "........"]
            .join("\n")
    );
    let message = "expected the 4 cells of A in case 1 to form a 2x2 square with top-left (8, 1), \
                   found A at (8, 3)";
    assert_error(&text, 9, 3, message);
}

#[test]
fn error_missing_rows_at_end_of_input() {
    assert_error(
        "1\n\nAA......\nAA..BB..\n",
        4,
        9,
        "expected row 3 of case 1, found end of input",
    );
    let text = format!("2{}", &with_row(8, "........")[1..]);
    assert_error(&text, 10, 9, "expected row 1 of case 2, found end of input");
}

#[test]
fn error_extra_tokens_after_the_last_case() {
    let text = with_row(8, "........") + "\nextra\n";
    assert_error(&text, 12, 1, "expected end of input, found \"extra\"");
    // T says one case but two follow.
    let text = render(&sample()).replacen('2', "1", 1);
    assert_error(&text, 12, 1, "expected end of input, found \"AABBCCDD\"");
}

#[test]
fn a_fixture_without_blank_lines_between_boards_exists() {
    // Moved from tests/robustness.rs: the statement's boards need no blank line between them.
    let dir = puzzle_tests::cases_dir("omnigravity");
    assert!(dir.join("no-blank-lines.in").exists() && dir.join("no-blank-lines.out").exists());
}
