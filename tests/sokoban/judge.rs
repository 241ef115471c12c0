//! Sokoban judge tests: the statement's sample, summaries, free-form whitespace, edge mazes, solver reuse and determinism, fixture paths replayed, parse errors one per kind; the many-box game's XSB levels: collections and titles, the classic levels' fixture lines, export, located errors (partners: `mod.rs`, `oracle.rs`, crates/core/src/puzzles/sokoban/{mod,parse,solve,xsb,boxes}.rs, `tests/cases/sokoban/` and its `levels/`).

use puzzle_core::puzzles::sokoban::parse_mazes;
use puzzle_core::puzzles::sokoban::{boxes, xsb};
use puzzle_core::puzzles::sokoban::{solve_case, Sokoban, SokobanBoard, SokobanSolution, Solver};
use puzzle_core::{Notation, Puzzle};

use super::boxes::{many_brute, many_check, many_replay, Many};
use super::oracle::{answers, check, fewest_moves, replay, Maze};

const SAMPLE: &str = include_str!("../cases/sokoban/sample.in");

/// The judge output of `text`.
fn judge(text: &str) -> String {
    puzzle_core::judge("sokoban", text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The judge's one answer to the maze of `rows` (`None`: `Impossible.`), checked against the brute force.
fn answer(rows: &[&str]) -> Option<String> {
    let maze = Maze::from_rows(rows);
    let output = judge(&super::oracle::render(std::slice::from_ref(&maze), "\n"));
    let answer = answers(&output, 1).remove(0);
    check(&maze, maze.start(), answer.as_deref());
    answer
}

// ------------------------------------------------------------ judge and summary

#[test]
fn the_sample_gives_the_statement_output_exactly() {
    let expected =
        "Maze #1\nEEEEE\n\nMaze #2\nImpossible.\n\nMaze #3\neennwwWWWWeeeeeesswwwwwwwnNN\n\n\
                    Maze #4\nswwwnnnnnneeesssSSS\n\n";
    assert_eq!(judge(SAMPLE), expected);
    assert_eq!(
        std::fs::read_to_string(puzzle_tests::cases_dir("sokoban").join("sample.out")).unwrap(),
        expected
    );
    assert_eq!(puzzle_core::sample("sokoban"), Some(SAMPLE));
    let mazes = parse_mazes(SAMPLE).unwrap();
    assert_eq!(mazes.len(), 4);
    for (game, answer) in mazes.iter().zip(answers(&judge(SAMPLE), 4)) {
        let maze = Maze::of(game);
        check(&maze, maze.start(), answer.as_deref());
    }
}

#[test]
fn summaries_count_every_move_and_minus_1_for_impossible() {
    let solutions = Sokoban::solve(&Sokoban::parse(SAMPLE).unwrap());
    let summary = Sokoban::summarize(&solutions[2]);
    assert_eq!(summary.answer, 28);
    assert_eq!(
        summary.moves.as_deref(),
        Some("eennwwWWWWeeeeeesswwwwwwwnNN")
    );
    let stuck = Sokoban::summarize(&solutions[1]);
    assert_eq!((stuck.answer, stuck.moves), (-1, None));
    let there = Sokoban::summarize(&SokobanSolution {
        gave_up: None,
        moves: Some(Vec::new()),
    });
    assert_eq!((there.answer, there.moves.as_deref()), (0, Some("")));
    assert_eq!(Sokoban::judge_output(&solutions), judge(SAMPLE));
}

#[test]
fn the_report_counts_the_states_the_solver_expanded() {
    let report = puzzle_core::report("sokoban", SAMPLE).unwrap();
    let mazes = parse_mazes(SAMPLE).unwrap();
    assert_eq!(report.explored.len(), 4);
    for (maze, &explored) in mazes.iter().zip(&report.explored) {
        let mut solver = Solver::new();
        solver.solve(maze, &maze.start_state());
        assert_eq!(solver.expanded(), explored);
        assert!(explored >= 1, "the start is expanded");
    }
    // SB....T: the start and one state per push before the box lands.
    assert_eq!(report.explored[0], 5);
}

#[test]
fn whitespace_is_free_between_tokens() {
    let plain = "2 4\nS.B.\n...T\n0 0\n";
    let want = judge(plain);
    for text in [
        "2 4 S.B. ...T 0 0",
        "\n\n2\n4\n\nS.B.\n\n...T\n\n0\n0\n\n",
        "2\t4\r\nS.B.\t...T\r\n0\t\t0",
        "\u{feff}2 4\r\nS.B.\r\n...T\r\n0 0\r\n",
        "   2   4   \n   S.B.   \n   ...T   \n  0   0   ",
    ] {
        assert_eq!(judge(text), want, "{text:?}");
    }
    // The end line's zeros read as integers: 00 and -0 end the input too.
    assert_eq!(judge("1 3 SBT 00 -0"), "Maze #1\nE\n\n");
    assert_eq!(judge("0 0"), "");
    assert!(parse_mazes("0 0\n").unwrap().is_empty());
}

// --------------------------------------------------------------- edge mazes

#[test]
fn the_smallest_mazes_one_push_or_none() {
    assert_eq!(answer(&["SBT"]).as_deref(), Some("E"));
    assert_eq!(answer(&["TBS"]).as_deref(), Some("W"));
    assert_eq!(answer(&["S", "B", "T"]).as_deref(), Some("S"));
    assert_eq!(answer(&["T", "B", "S"]).as_deref(), Some("N"));
    // You on the wrong side of a one-row corridor cannot get round.
    assert_eq!(answer(&["BST"]), None);
    assert_eq!(answer(&["STB"]), None);
    assert_eq!(answer(&["S#BT"]), None);
}

#[test]
fn a_box_in_a_corner_or_stuck_on_a_border_is_impossible() {
    assert_eq!(answer(&["B..", ".S.", "..T"]), None);
    assert_eq!(answer(&["#B#", ".S.", "..T"]), None);
    // A box on the top border stays on it: a target below is out of reach, one along it is not.
    assert_eq!(answer(&[".B..", "S...", "...T"]), None);
    assert_eq!(answer(&[".B.T", "S..."]).as_deref(), Some("nEE"));
    // You walled away from the box.
    assert_eq!(answer(&["S#...", "##B..", "...T."]), None);
}

#[test]
fn fewer_pushes_come_before_fewer_moves() {
    // A plain search by moves gets the box there in 10 moves, with 4 pushes; the judge wants 2 pushes, in 12 moves.
    let rows = ["....#S", "...B..", "....T."];
    let maze = Maze::from_rows(&rows);
    assert_eq!(fewest_moves(&maze, maze.start()), Some(10));
    let path = answer(&rows).expect("solvable");
    assert_eq!(replay(&maze, maze.start(), &path), Ok((2, 12)));
}

#[test]
fn a_full_20x20_maze_is_solved_and_replays() {
    let mut rows = vec![".".repeat(20); 20];
    rows[0].replace_range(0..1, "S");
    rows[10].replace_range(10..11, "B");
    rows[19].replace_range(19..20, "T");
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let path = answer(&rows).expect("solvable");
    assert_eq!(path.chars().filter(char::is_ascii_uppercase).count(), 18);
}

// ------------------------------------------------------------ solver properties

#[test]
fn a_reused_solver_gives_the_fresh_solvers_paths() {
    let mut mazes = parse_mazes(SAMPLE).unwrap();
    for name in ["edge.in", "worst.in", "gen-seed-42.in"] {
        let text = std::fs::read_to_string(puzzle_tests::cases_dir("sokoban").join(name)).unwrap();
        mazes.extend(parse_mazes(&text).unwrap());
    }
    let fresh: Vec<SokobanSolution> = mazes.iter().map(solve_case).collect();
    let mut solver = Solver::new();
    for order in [false, true] {
        let indices: Vec<usize> = if order {
            (0..mazes.len()).rev().collect()
        } else {
            (0..mazes.len()).collect()
        };
        for i in indices {
            let moves = solver.solve(&mazes[i], &mazes[i].start_state());
            assert_eq!(moves, fresh[i].moves, "maze {i}, reversed {order}");
        }
    }
    // The judge's own run is the same again.
    let boards = mazes.iter().map(SokobanBoard::from_maze).collect();
    let all = Sokoban::solve(&boards);
    assert_eq!(all, fresh);
}

#[test]
fn the_judge_is_deterministic() {
    let text =
        std::fs::read_to_string(puzzle_tests::cases_dir("sokoban").join("worst.in")).unwrap();
    let first = judge(&text);
    for _ in 0..3 {
        assert_eq!(judge(&text), first);
    }
    let moves = solve_case(&parse_mazes(SAMPLE).unwrap()[3]).moves.unwrap();
    assert_eq!(
        moves.iter().map(Notation::write).collect::<String>(),
        "swwwnnnnnneeesssSSS"
    );
}

#[test]
fn every_fixture_path_replays_in_the_brute_forces_counts() {
    for (input, output) in puzzle_tests::fixtures("sokoban") {
        let text = std::fs::read_to_string(&input).unwrap();
        let want = std::fs::read_to_string(&output).unwrap();
        assert_eq!(judge(&text), want, "{}", input.display());
        let boards = Sokoban::parse(puzzle_core::scan::strip_bom(&text)).unwrap();
        for (board, answer) in boards.iter().zip(answers(&want, boards.len())) {
            if let Some((game, _)) = board.maze(&board.start_state()) {
                let maze = Maze::of(&game);
                check(&maze, maze.start(), answer.as_deref());
                continue;
            }
            // Many boxes (an XSB fixture): the brute force's counts, the path replayed in LURD.
            let many = Many::of(&board.level);
            let best = many_brute(&many, many.player, &many.boxes);
            match answer.as_deref() {
                None => assert_eq!(best, None, "{}", input.display()),
                Some(path) => {
                    let lurd: String = path
                        .chars()
                        .map(|c| match c {
                            'N' => 'U',
                            'S' => 'D',
                            'W' => 'L',
                            'E' => 'R',
                            'n' => 'u',
                            's' => 'd',
                            'w' => 'l',
                            'e' => 'r',
                            other => other,
                        })
                        .collect();
                    let replayed = many_replay(&many, many.player, &many.boxes, &lurd);
                    assert_eq!(replayed.ok(), best, "{path} in {}", input.display());
                }
            }
        }
    }
}

// ---------------------------------------------------------------- parse errors

/// Asserts that parsing `text` fails at `line`, `column` with `message`.
fn assert_error(text: &str, line: usize, column: usize, message: &str) {
    puzzle_tests::assert_parse_error::<Sokoban>(text, line, column, message);
}

#[test]
fn rejects_empty_input_and_a_missing_end_line() {
    let message = "expected r, or the end line 0 0, found end of input";
    assert_error("", 1, 1, message);
    assert_error("  \n\n", 1, 1, message);
    assert_error("1 3\nSBT\n", 2, 4, message);
    assert_error("1 3\r\nSBT\r\n", 2, 4, message);
}

#[test]
fn rejects_r_and_c_out_of_range_or_not_integers() {
    assert_error("21 5", 1, 1, "expected r between 1 and 20, found \"21\"");
    assert_error("-1 5", 1, 1, "expected r between 1 and 20, found \"-1\"");
    assert_error("3 0", 1, 3, "expected c between 1 and 20, found \"0\"");
    assert_error("3 21", 1, 3, "expected c between 1 and 20, found \"21\"");
    assert_error("x 3", 1, 1, "expected r (an integer), found \"x\"");
    assert_error("3 five", 1, 3, "expected c (an integer), found \"five\"");
    assert_error("3", 1, 2, "expected c, found end of input");
}

#[test]
fn a_zero_r_is_read_as_the_end_line() {
    let message = "expected the second 0 of the end line 0 0, found \"5\"";
    assert_error("0 5\n", 1, 3, message);
    assert_error(
        "1 3\nSBT\n0 7",
        3,
        3,
        "expected the second 0 of the end line 0 0, found \"7\"",
    );
    assert_error(
        "1 3\nSBT\n0",
        3,
        2,
        "expected the second 0 of the end line 0 0, found end of input",
    );
}

#[test]
fn rejects_rows_of_the_wrong_length() {
    let short = "2 3\nS.B\n.T\n0 0\n";
    assert_error(short, 3, 1, "expected a row of 3 cells, found 2 (\".T\")");
    let long = "2 3\nS.B\n..T.\n0 0\n";
    assert_error(long, 3, 1, "expected a row of 3 cells, found 4 (\"..T.\")");
    // A space inside a row splits it into two tokens.
    let split = "2 3\nS.B\n. T\n0 0\n";
    assert_error(split, 3, 1, "expected a row of 3 cells, found 1 (\".\")");
}

#[test]
fn rejects_unknown_characters_at_their_column() {
    let text = "2 3\nS.B\n.xT\n0 0\n";
    assert_error(
        text,
        3,
        2,
        "expected one of # . S B T (or + * for you or the box on the target), found \"x\"",
    );
    let lower = "2 3\ns.B\n..T\n0 0\n";
    assert_error(
        lower,
        2,
        1,
        "expected one of # . S B T (or + * for you or the box on the target), found \"s\"",
    );
    // Columns count characters, not bytes.
    let wide = "2 3\nS.B\n\u{e9}\u{e9}\u{25a0}\n0 0\n";
    assert_error(
        wide,
        3,
        1,
        "expected one of # . S B T (or + * for you or the box on the target), found \"\u{e9}\"",
    );
    let after = "2 3\nS.B\n.T\u{25a0}\n0 0\n";
    assert_error(
        after,
        3,
        3,
        "expected one of # . S B T (or + * for you or the box on the target), found \"\u{25a0}\"",
    );
    let digit = "1 4\nSB0T\n0 0\n";
    assert_error(
        digit,
        2,
        3,
        "expected one of # . S B T (or + * for you or the box on the target), found \"0\"",
    );
}

#[test]
fn rejects_a_second_you_box_or_target() {
    assert_error(
        "2 3\nS.B\nS.T\n0 0\n",
        3,
        1,
        "expected one S in maze 1, found a second at (2, 1) (the first is at (1, 1))",
    );
    assert_error(
        "2 3\nSBB\n..T\n0 0\n",
        2,
        3,
        "expected one B in maze 1, found a second at (1, 3) (the first is at (1, 2))",
    );
    assert_error(
        "1 3\nSBT\n2 3\nSTB\n..T\n0 0\n",
        5,
        3,
        "expected one T in maze 2, found a second at (2, 3) (the first is at (1, 2))",
    );
}

#[test]
fn rejects_a_missing_you_box_or_target_at_the_mazes_first_row() {
    assert_error(
        "2 3\n..B\n..T\n0 0\n",
        2,
        1,
        "expected S in maze 1, found none",
    );
    assert_error(
        "2 3\nS..\n..T\n0 0\n",
        2,
        1,
        "expected B in maze 1, found none",
    );
    assert_error(
        "1 3\nSBT\n2 3\n  S.B\n...\n0 0\n",
        4,
        3,
        "expected T in maze 2, found none",
    );
    // S is missed first, then B.
    assert_error("1 3\n..T\n0 0\n", 2, 1, "expected S in maze 1, found none");
    assert_error("1 1\nS\n0 0\n", 2, 1, "expected B in maze 1, found none");
}

#[test]
fn rejects_a_truncated_maze() {
    assert_error(
        "3 3\nSBT\n...\n",
        3,
        4,
        "expected row 3 of maze 1, found end of input",
    );
    assert_error(
        "1 3\nSBT\n2 2",
        3,
        4,
        "expected row 1 of maze 2, found end of input",
    );
}

#[test]
fn rejects_tokens_after_the_end_line() {
    let text = "1 3\nSBT\n0 0\n1 3\nSBT\n";
    assert_error(text, 4, 1, "expected end of input, found \"1\"");
    assert_error("0 0 0", 1, 5, "expected end of input, found \"0\"");
}

// ------------------------------------------------------- the many-box game: XSB levels (xsb.rs, boxes.rs)

/// The levels folder of the classic game: each `*.xsb` beside the `*.out` of `puzzles solve sokoban --xsb`.
fn levels_dir() -> std::path::PathBuf {
    puzzle_tests::cases_dir("sokoban").join("levels")
}

/// The XSB reader's error for `text`, checked to lie inside it, as English text.
fn xsb_error(text: &str) -> String {
    let e = xsb::read(text).expect_err("an error");
    puzzle_tests::located(text, &e).unwrap_or_else(|why| panic!("{why}"));
    e.to_string()
}

#[test]
fn a_collection_reads_level_by_level_with_its_titles() {
    let text = std::fs::read_to_string(levels_dir().join("microban-1-5.xsb")).unwrap();
    let levels = xsb::read(&text).unwrap();
    let shape: Vec<_> = levels
        .iter()
        .map(|l| (l.title.as_deref(), l.line, l.rows, l.cols, l.boxes.len()))
        .collect();
    assert_eq!(
        shape,
        [
            (Some("1"), 6, 7, 6, 2),
            (Some("2"), 16, 7, 6, 3),
            (Some("3"), 26, 6, 9, 2),
            (Some("4"), 35, 6, 8, 3),
            (Some("5"), 44, 7, 8, 4),
        ]
    );
    // Level 1: the box on a goal at (4, 2), the player beside it, a row shorter than the others padded with floor.
    let first = &levels[0];
    assert_eq!(first.player, (3, 2));
    assert_eq!(first.boxes, [(3, 1), (4, 3)]);
    assert_eq!(first.goals(), [(1, 2), (3, 1)]);
    assert!(
        !first.wall[first.index((0, 5))],
        "past the short first row: floor"
    );
    let ours = std::fs::read_to_string(levels_dir().join("ours.xsb")).unwrap();
    let titles: Vec<_> = xsb::read(&ours)
        .unwrap()
        .into_iter()
        .map(|l| l.title)
        .collect();
    let want = [
        "Solved already",
        "Round the wall",
        "Two in a row",
        "Three boxes, the player on a goal",
        "Corner trap",
    ];
    assert_eq!(titles, want.map(|t| Some(t.to_string())));
}

#[test]
fn the_classic_levels_give_their_fixture_lines_and_every_path_replays() {
    let mut seen = 0;
    for entry in std::fs::read_dir(levels_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "xsb") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let want = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let got = boxes::solve_lines(&text, boxes::DEFAULT_BUDGET).unwrap();
        assert_eq!(got, want, "{}", path.display());
        for (level, line) in xsb::read(&text).unwrap().iter().zip(want.lines()) {
            let many = Many {
                rows: level.rows,
                cols: level.cols,
                wall: level.wall.clone(),
                goal: level.goal.clone(),
                boxes: level.boxes.clone(),
                player: level.player,
            };
            assert!(level.rows * level.cols <= 64, "the brute force's limit");
            let solvable = many_check(&many, level, level.player, &level.boxes);
            assert_eq!(solvable, !line.ends_with("unsolvable"), "{line}");
            seen += 1;
        }
    }
    assert_eq!(seen, 10);
}

#[test]
fn floor_may_be_written_three_ways_and_crlf_or_a_bom_change_nothing() {
    let plain = "#####\n#@$.#\n#   #\n#####\n";
    let levels = xsb::read(plain).unwrap();
    for variant in [
        "#####\n#@$.#\n#---#\n#####\n",
        "#####\n#@$.#\n#___#\n#####\n",
        "#####   \n#@$.#-\n#   #__\n#####\n",
        "#####\r\n#@$.#\r\n#   #\r\n#####\r\n",
        "\u{feff}#####\n#@$.#\n#   #\n#####",
    ] {
        assert_eq!(xsb::read(variant).unwrap(), levels, "{variant:?}");
    }
    // A row of floor only is a row inside a level, and no level at its ends.
    let inside = xsb::read("----\n#####\n#@$.#\n-\n#####\n----\n").unwrap();
    assert_eq!(inside[0].rows, 4);
    assert_eq!(inside[0].line, 2);
    assert!(!inside[0].wall[inside[0].index((2, 0))]);
}

#[test]
fn levels_are_split_by_blank_lines_comments_and_words() {
    let text =
        "#####\n#@$.#\n#####\n; between\n#####\n#.$@#\n#####\nLevel three\n####\n#@*#\n####\n";
    let levels = xsb::read(text).unwrap();
    assert_eq!(levels.len(), 3);
    let titles: Vec<_> = levels.iter().map(|l| l.title.as_deref()).collect();
    assert_eq!(titles, [None, Some("between"), Some("Level three")]);
    assert_eq!(
        boxes::solve_lines(text, 1000).unwrap(),
        "Level 1: 1 1 R\nLevel 2: 1 1 L\nLevel 3: 0 0\n"
    );
}

#[test]
fn an_exported_level_reads_back() {
    for name in ["microban-1-5.xsb", "ours.xsb"] {
        let text = std::fs::read_to_string(levels_dir().join(name)).unwrap();
        let levels = xsb::read(&text).unwrap();
        let exported: String = levels.iter().map(|l| l.xsb() + "\n").collect();
        let again = xsb::read(&exported).unwrap();
        assert_eq!(again.len(), levels.len());
        for (a, b) in again.iter().zip(&levels) {
            assert_eq!(
                (&a.title, a.rows, a.cols, &a.wall, &a.goal),
                (&b.title, b.rows, b.cols, &b.wall, &b.goal)
            );
            assert_eq!((&a.boxes, a.player), (&b.boxes, b.player));
        }
    }
    // A board played to somewhere: the player on a goal and a box moved.
    let level = xsb::read("#####\n#@$.#\n#. $#\n#####\n").unwrap().remove(0);
    let at = level.xsb_at(&[(1, 3), (2, 3)], (2, 1));
    assert_eq!(at, "#####\n#  *#\n#+ $#\n#####\n");
}

#[test]
fn xsb_errors_are_located_one_per_rule() {
    assert_eq!(
        xsb_error("#####\n#@$.#\n# x #\n#####\n"),
        "line 3, column 3: expected one of # @ + $ * . - _ or a space, found \"x\""
    );
    assert_eq!(
        xsb_error("#####\n#@$.#\n#\t  #\n"),
        "line 3, column 2: expected one of # @ + $ * . - _ or a space, found \"\\u{9}\""
    );
    assert_eq!(
        xsb_error("; just words\n\nno level here"),
        "line 3, column 14: expected a level: rows of # $ . @ (XSB), found none"
    );
    assert_eq!(
        xsb_error(""),
        "line 1, column 1: expected a level: rows of # $ . @ (XSB), found none"
    );
    assert_eq!(
        xsb_error("#####\n#@$.#\n#####\n\n  ####\n  #$.#\n  ####\n"),
        "line 5, column 3: expected a player (@ or +) in level 2, found none"
    );
    assert_eq!(
        xsb_error("######\n#@$.@#\n######\n"),
        "line 2, column 5: expected one player (@ or +) in level 1, found a second; the first is at line 2, column 2"
    );
    assert_eq!(
        xsb_error("#####\n#@ .#\n#####\n"),
        "line 1, column 1: expected at least one box ($ or *) in level 1, found none"
    );
    assert_eq!(
        xsb_error("######\n#@$..#\n######\n"),
        "line 1, column 1: expected as many goals as boxes in level 1 (1), found 2"
    );
    let wide = format!("{}\n#@$.#\n", "#".repeat(52));
    assert_eq!(
        xsb_error(&wide),
        "line 1, column 51: expected at most 50 columns in level 1, found 52"
    );
    let tall = format!("#@$.#\n{}", "#   #\n".repeat(50));
    assert_eq!(
        xsb_error(&tall),
        "line 51, column 1: expected at most 50 rows in level 1, found 51"
    );
    // 50 by 50 is allowed.
    let most = format!(
        "{}\n#@$.{}\n{}",
        "#".repeat(50),
        " ".repeat(45) + "#",
        "#\n".repeat(48)
    );
    assert_eq!(xsb::read(&most).unwrap()[0].rows, 50);
    let big = "#".repeat(puzzle_core::scan::MAX_INPUT + 1);
    assert!(xsb_error(&big).contains("expected at most 1 MiB of input"));
}

#[test]
fn xsb_errors_are_said_in_chinese_too() {
    let zh = puzzle_core::l10n::Messages::new(puzzle_core::l10n::Lang::Zh);
    let e = xsb::read("######\n#@$..#\n######\n").unwrap_err();
    assert_eq!(
        zh.format(&e.text()),
        "第 1 行第 1 列：第 1 关的目标数应与箱子数（1）相同，实际为 2"
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]

    /// 400 texts of XSB characters, comments and words: the reader never panics, an error lies inside the text and
    /// reads "expected ..., found ...", and every level read keeps the rules (one player off the boxes, as many goals
    /// as boxes, at most 50 by 50) and is solved or refused within a small budget without a panic.
    #[test]
    fn any_text_reads_or_is_refused_in_place(text in "([#@+$*. _\\-]{0,12}(\n|\r\n)|; [a-z1]{0,4}\n|Title: x\n|\t#\n|x\n){0,30}") {
        match xsb::read(&text) {
            Err(e) => proptest::prop_assert!(puzzle_tests::located(&text, &e).is_ok(), "{:?}: {}", text, e),
            Ok(levels) => {
                for level in &levels {
                    proptest::prop_assert!(level.rows <= 50 && level.cols <= 50);
                    proptest::prop_assert_eq!(level.boxes.len(), level.goals().len());
                    proptest::prop_assert!(!level.boxes.is_empty() && !level.boxes.contains(&level.player));
                    let answer = boxes::solve(level, 200);
                    proptest::prop_assert!(answer.expanded <= 200);
                }
            }
        }
    }
}
