//! OmniGravity tests: brute-force differential, path replay, parse errors, edge boards (partners: crates/core/src/puzzles/omnigravity/, omnigravity_brute.rs).

#[path = "omnigravity_brute.rs"]
mod brute;
#[path = "omnigravity_insight.rs"]
mod insight;
#[path = "omnigravity_play.rs"]
mod play;

use proptest::prelude::*;
use puzzle_core::puzzles::omnigravity::{Board, Reachable, State};
use puzzle_core::{Dir, OmniGravity, Puzzle};

/// Judge text for `boards` (each 8 row strings), with the customary blank lines.
fn render(boards: &[Vec<String>]) -> String {
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
fn solve_text(text: &str) -> Vec<Reachable> {
    let input = OmniGravity::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    OmniGravity::solve(&input)
}

/// A state's rows joined by `/`, as the page shows it.
fn key(board: &Board, state: State) -> String {
    board.rows(state).join("/")
}

fn rows(lines: [&str; 8]) -> Vec<String> {
    lines.map(String::from).to_vec()
}

/// Asserts that `solution` holds exactly the brute-force states of `start`, in
/// BFS order, and (when `replay`) that every path replayed with the brute
/// rules from the start reaches its state in exactly the brute-force depth.
fn check_against_brute(start: &[String], solution: &Reachable, replay: bool) {
    let start_grid = brute::grid(start);
    let expected = brute::reachable(&start_grid);
    let board = solution.board();
    assert_eq!(key(board, solution.start()), brute::key(&start_grid));
    assert_eq!(solution.count(), expected.len(), "count for {start:?}");
    let mut last_depth = 0;
    for (i, reached) in solution.states().iter().enumerate() {
        let k = key(board, reached.state());
        let depth = *expected
            .get(&k)
            .unwrap_or_else(|| panic!("state {k} of {start:?} is not reachable"));
        assert!(depth >= last_depth, "BFS order broken at {i} for {start:?}");
        last_depth = depth;
        if let Some(parent) = reached.parent() {
            assert!(parent < i, "parent {parent} after child {i}");
        }
        if replay {
            let path = solution.path(i);
            assert_eq!(path.len(), depth, "path length of {k} from {start:?}");
            assert_eq!(path.last(), Some(&reached.tilt()));
            let mut grid = start_grid.clone();
            for dir in &path {
                grid = brute::tilt(&grid, dir.letter());
            }
            assert_eq!(brute::key(&grid), k, "replaying {path:?} from {start:?}");
        }
    }
}

/// How a generated board places its pieces.
#[derive(Debug, Clone, Copy)]
enum Layout {
    /// Anywhere free, then random obstacles.
    Random,
    /// A 2x8 strip of pieces across the board.
    Strip,
    /// A 4x4 block of pieces.
    Block,
    /// Random pieces, every other cell an obstacle: nothing can move.
    Stuck,
}

/// Builds a board from generated parts: `dice[i] < density` puts an obstacle on free cell `i`.
fn build_board(
    layout: Layout,
    density: u32,
    dice: &[u32],
    spots: [(usize, usize); 4],
    letters: &[char],
) -> Vec<String> {
    let mut grid = vec![vec!['.'; 8]; 8];
    let put = |grid: &mut Vec<Vec<char>>, (r, c): (usize, usize), letter: char| {
        for (dr, dc) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
            grid[r + dr][c + dc] = letter;
        }
    };
    match layout {
        Layout::Random | Layout::Stuck => {
            for (&(r, c), &letter) in spots.iter().zip(letters) {
                // From the drawn spot, the first one (in reading order, wrapping) that is free.
                let free = (0..49)
                    .map(|k| ((7 * r + c + k) / 7 % 7, (7 * r + c + k) % 7))
                    .find(|&(r, c)| {
                        [(0, 0), (0, 1), (1, 0), (1, 1)]
                            .iter()
                            .all(|&(dr, dc)| grid[r + dr][c + dc] == '.')
                    })
                    .expect("4 pieces always fit");
                put(&mut grid, free, letter);
            }
        }
        Layout::Strip => {
            let r = spots[0].0;
            for (i, &letter) in letters.iter().enumerate() {
                put(&mut grid, (r, 2 * i), letter);
            }
        }
        Layout::Block => {
            let (r, c) = (spots[0].0.min(4), spots[0].1.min(4));
            for (i, &letter) in letters.iter().enumerate() {
                put(&mut grid, (r + 2 * (i / 2), c + 2 * (i % 2)), letter);
            }
        }
    }
    for (i, cell) in grid.iter_mut().flatten().enumerate() {
        let stuck = matches!(layout, Layout::Stuck);
        if *cell == '.' && (stuck || dice[i] < density) {
            *cell = '#';
        }
    }
    grid.into_iter()
        .map(|row| row.into_iter().collect())
        .collect()
}

/// Random boards: obstacle density 0..=50%, random, packed and stuck layouts.
fn board_strategy() -> impl Strategy<Value = Vec<String>> {
    let layout = prop_oneof![
        4 => Just(Layout::Random),
        1 => Just(Layout::Strip),
        1 => Just(Layout::Block),
        1 => Just(Layout::Stuck),
    ];
    let density = prop_oneof![1 => Just(0u32), 4 => 0u32..=50];
    (
        layout,
        density,
        prop::collection::vec(0u32..100, 64),
        prop::array::uniform4((0usize..7, 0usize..7)),
        Just(vec!['A', 'B', 'C', 'D']).prop_shuffle(),
    )
        .prop_map(|(layout, density, dice, spots, letters)| {
            build_board(layout, density, &dice, spots, &letters)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// 1000 inputs of 1-3 boards (about 2000 boards): counts and state sets
    /// equal brute force, and per-case state is reset between cases.
    #[test]
    fn counts_and_states_match_brute_force(boards in prop::collection::vec(board_strategy(), 1..=3)) {
        let solutions = solve_text(&render(&boards));
        prop_assert_eq!(solutions.len(), boards.len());
        for (rows, solution) in boards.iter().zip(&solutions) {
            check_against_brute(rows, solution, false);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// 300 boards: every state's path, replayed with the brute rules, reaches it
    /// in exactly its brute-force BFS depth.
    #[test]
    fn every_path_replays_to_its_state_in_the_fewest_tilts(rows in board_strategy()) {
        let solutions = solve_text(&render(std::slice::from_ref(&rows)));
        check_against_brute(&rows, &solutions[0], true);
    }
}

fn sample() -> [Vec<String>; 2] {
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
fn sample_matches_brute_force_with_replayed_paths() {
    let boards = sample();
    let solutions = solve_text(&render(&boards));
    assert_eq!(solutions[0].count(), 110);
    assert_eq!(solutions[1].count(), 2);
    for (rows, solution) in boards.iter().zip(&solutions) {
        check_against_brute(rows, solution, true);
    }
    assert_eq!(
        OmniGravity::judge_output(&solutions),
        "Case 1: 110\nCase 2: 2\n"
    );
}

#[test]
fn worst_fixture_boards_match_brute_force() {
    let dir = puzzle_tests::cases_dir("omnigravity");
    let text = std::fs::read_to_string(dir.join("worst.in")).expect("worst.in fixture");
    let solutions = solve_text(&text);
    let boards: Vec<Vec<String>> = solutions
        .iter()
        .take(2)
        .map(|s| s.board().rows(s.start()).to_vec())
        .collect();
    for (rows, solution) in boards.iter().zip(&solutions) {
        assert!(
            solution.count() > 15_000,
            "a worst board: {}",
            solution.count()
        );
        check_against_brute(rows, solution, true);
    }
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
        key(board, down),
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
        .map(Reachable::count)
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
