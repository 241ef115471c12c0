//! Holedox play-layer tests: frames, state text, history and judge-input round trips, edits, generator levels, hints (partners: `mod.rs`, crates/core/src/puzzles/holedox/play.rs).

use puzzle_core::frame::Cell;
use puzzle_core::puzzles::holedox::play::{state_text, LEVELS};
use puzzle_core::puzzles::holedox::HoledoxEdit;
use puzzle_core::puzzles::holedox::{solve_case, Holedox, HoledoxGame};
use puzzle_core::session::{Game, Session};
use puzzle_core::{Board, Dir, Playable, Puzzle};
use puzzle_tests::{check_first_move, follow_hints, optimal, random_walk, Rand};

type Pos = (usize, usize);

const SAMPLE: &str = include_str!("../cases/holedox/sample.in");

/// The statement's two lairs as games.
fn sample_games() -> Vec<HoledoxGame> {
    Holedox::games(&Holedox::parse(SAMPLE).expect("the sample parses"))
}

/// A lair from its parts.
fn lair(rows: usize, cols: usize, body: &[Pos], stones: &[Pos]) -> HoledoxGame {
    HoledoxGame {
        rows,
        cols,
        body: body.to_vec(),
        stones: stones.to_vec(),
    }
}

/// A tiny deterministic generator (SplitMix64) for random moves.
/// The single game of a one-case judge input.
fn reparse(text: &str) -> HoledoxGame {
    let games = Holedox::games(&Holedox::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}")));
    assert_eq!(games.len(), 1, "{text}");
    games.into_iter().next().expect("one game")
}

/// Boards to play on: the sample and generated boards of every level for `seeds`.
fn boards(seeds: std::ops::Range<u64>) -> Vec<HoledoxGame> {
    let mut boards = sample_games();
    for seed in seeds {
        for level in 0..LEVELS.len() {
            boards.push(HoledoxGame::generate(seed, level));
        }
    }
    boards
}

// ------------------------------------------------------------------- frames

#[test]
fn the_sample_frame_has_its_cells_pieces_labels_and_state() {
    let game = &sample_games()[0];
    let frame = game.frame(&game.start());
    assert_eq!((frame.rows, frame.cols, frame.cells.len()), (5, 6, 30));
    assert_eq!(frame.cells[0], Cell::Exit);
    for (i, &cell) in frame.cells.iter().enumerate() {
        let stone = [(1, 2), (2, 2), (2, 3)].contains(&(i / 6, i % 6));
        match cell {
            Cell::Wall => assert!(stone, "cell {i}"),
            Cell::Floor => assert!(!stone && i != 0, "cell {i}"),
            Cell::Exit => assert_eq!(i, 0),
            Cell::Target | Cell::Dead | Cell::Dock => {
                panic!("no target, goal or dead square in Holedox")
            }
        }
    }
    let pieces: Vec<_> = frame
        .pieces
        .iter()
        .map(|p| {
            (
                p.id,
                p.label.as_str(),
                p.kind,
                p.row,
                p.col,
                p.height * p.width,
            )
        })
        .collect();
    assert_eq!(
        pieces,
        [
            (0, "1", "head", 3, 0, 1),
            (1, "2", "body", 3, 1, 1),
            (2, "3", "body", 2, 1, 1),
            (3, "4", "tail", 2, 0, 1),
        ]
    );
    assert_eq!(frame.state, "4 1 4 2 3 2 3 1");
}

#[test]
fn state_text_is_the_body_head_first_one_based_and_two_blocks_are_head_and_tail() {
    let game = lair(1, 2, &[(0, 1), (0, 0)], &[]);
    let frame = game.frame(&game.body);
    let kinds: Vec<_> = frame.pieces.iter().map(|p| p.kind).collect();
    assert_eq!(kinds, ["head", "tail"]);
    assert_eq!(frame.state, "1 2 1 1");
    assert_eq!(state_text(&[(0, 0), (0, 1), (1, 1)]), "1 1 1 2 2 2");
    assert_eq!(state_text(&[(19, 19), (19, 18)]), "20 20 20 19");
    assert_eq!(state_text(&[]), "");
}

#[test]
fn piece_ids_are_stable_across_a_move_and_its_undo() {
    for game in boards(0..6) {
        let (rows, cols) = (game.rows, game.cols);
        check_first_move(game, |dir, before, after| {
            let head = dir.step((before.pieces[0].row, before.pieces[0].col), rows, cols);
            assert_eq!(
                Some((after.pieces[0].row, after.pieces[0].col)),
                head,
                "{dir:?}"
            );
            for i in 1..after.pieces.len() {
                let (now, was) = (&after.pieces[i], &before.pieces[i - 1]);
                assert_eq!((now.id, now.label.clone()), (i as u32, (i + 1).to_string()));
                assert_eq!((now.row, now.col), (was.row, was.col), "piece {i} slides");
            }
            assert_eq!(after.cells, before.cells);
        });
    }
}

// ------------------------------------------------------------- round trips

#[test]
fn games_are_the_cases_in_input_order_without_duplicate_stones() {
    let text = "3 3 2\n3 3\n3 2\n3\n1 2\n1 2\n2 1\n\n2 2 2\n1 1\n1 2\n0\n\n0 0 0\n";
    let games = Holedox::games(&Holedox::parse(text).expect("parses"));
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].stones, [(0, 1), (1, 0)]);
    assert_eq!(games[1].body, [(0, 0), (0, 1)]);
    assert_eq!(sample_games().len(), 2);
}

#[test]
fn a_random_history_replays_to_the_same_state() {
    let mut rand = Rand(7);
    for game in boards(0..6) {
        let moves = random_walk(&game, &mut rand, 40);
        let mut session = Session::new(game.clone());
        for &dir in &moves {
            session.play(dir).expect("legal");
        }
        let undone = rand.below(moves.len() + 1);
        for _ in 0..undone {
            assert!(session.undo());
        }
        let history = Board::history(&session);
        assert_eq!(history.len(), moves.len());
        let dirs: Vec<Dir> = history.chars().filter_map(Dir::from_letter).collect();
        let restored = Session::restore(game.clone(), &dirs, session.move_count())
            .unwrap_or_else(|(i, e)| panic!("move {i}: {e}"));
        assert_eq!(restored.state(), session.state());
        assert_eq!(restored.frame(), session.frame());
        assert_eq!(Board::history(&restored), history);
    }
}

#[test]
fn judge_input_round_trips_at_the_start_and_midway() {
    let mut rand = Rand(11);
    for game in boards(0..6) {
        let start = reparse(&game.judge_input(&game.start()));
        assert_eq!(start, game);
        let moves = random_walk(&game, &mut rand, 25);
        let mut session = Session::new(game.clone());
        for &dir in &moves {
            session.play(dir).expect("legal");
        }
        let text = Board::judge_input(&session, true);
        let here = reparse(&text);
        assert_eq!((here.rows, here.cols), (game.rows, game.cols));
        assert_eq!(here.stones, game.stones);
        assert_eq!(&here.start(), session.state());
        assert_eq!(
            Board::judge_input(&session, false),
            game.judge_input(&game.body)
        );
        let judged = puzzle_core::judge("holedox", &text).expect("judges");
        let optimal = Board::status(&mut session).optimal.expect("a goal puzzle");
        assert_eq!(judged, format!("Case 1: {optimal}\n"));
    }
}

// ------------------------------------------------------------------- status

#[test]
fn status_at_the_goal_when_impossible_and_on_the_sample() {
    let games = sample_games();
    let status = Session::new(games[0].clone()).status();
    assert_eq!((status.goal, status.optimal), (false, Some(9)));
    assert!(status.hint.is_some());
    assert_eq!((status.visited, status.reachable), (None, None));
    let status = Session::new(games[1].clone()).status();
    assert_eq!(
        (status.goal, status.optimal, status.hint),
        (false, Some(-1), None)
    );
    let home = lair(2, 2, &[(0, 1), (1, 1)], &[]);
    let mut session = Session::new(home.clone());
    assert_eq!(session.status().hint.as_deref(), Some("L"));
    session.play(Dir::Left).expect("legal");
    let status = session.status();
    assert_eq!(
        (status.goal, status.optimal, status.hint),
        (true, Some(0), None)
    );
    assert!(session.is_goal());
    assert_eq!(
        Session::new(home.clone()).status().optimal,
        Some(1),
        "no visited states: the start"
    );
}

#[test]
fn following_the_hint_reduces_optimal_by_exactly_one() {
    let mut rand = Rand(3);
    for game in boards(100..130) {
        // Start somewhere off the optimal path too, so the memo meets new bodies.
        let moves = random_walk(&game, &mut rand, 6);
        let mut session = Session::new(game.clone());
        for &dir in &moves {
            session.play(dir).expect("legal");
        }
        let status = session.status();
        let fresh = solve_case(&HoledoxGame {
            body: session.state().clone(),
            ..game.clone()
        });
        assert_eq!(status.optimal, Some(fresh.answer()), "{game:?}");
        let steps = follow_hints(&mut session, 1000, &game);
        // Undo back through the path: the answers are still exact.
        for _ in 0..steps {
            session.undo();
            let here = (
                session.status().optimal,
                optimal(&game, &session.state().clone()).0,
            );
            let fresh = solve_case(&HoledoxGame {
                body: session.state().clone(),
                ..game.clone()
            });
            assert_eq!(here, (Some(fresh.answer()), fresh.answer()));
        }
    }
}

// -------------------------------------------------------------------- edits

fn sample() -> HoledoxGame {
    sample_games().swap_remove(0)
}

/// Applies `edit` through a [`Board`] and checks the result is a valid judge input.
fn edited(game: &HoledoxGame, edit: HoledoxEdit) -> HoledoxGame {
    let mut session = Session::new(game.clone());
    session
        .edit(&edit)
        .unwrap_or_else(|e| panic!("{edit:?}: {e}"));
    assert_eq!(Board::move_count(&session), 0);
    reparse(&Board::judge_input(&session, false))
}

/// Checks that `edit` is refused with a message containing `message`, changing nothing.
fn refused(game: &HoledoxGame, edit: HoledoxEdit, message: &str) {
    let mut session = Session::new(game.clone());
    session
        .play(Dir::Down)
        .expect("the sample head can go down");
    let before = (session.frame(), Board::history(&session));
    let error = puzzle_tests::english(&session.edit(&edit).expect_err("refused"));
    assert!(
        error.starts_with("expected ") && error.contains(", found "),
        "{error}"
    );
    assert!(error.contains(message), "{error:?} lacks {message:?}");
    assert_eq!((session.frame(), Board::history(&session)), before);
}

#[test]
fn wall_edits_toggle_stones_from_the_current_body() {
    let game = sample();
    let added = edited(&game, HoledoxEdit::Wall { row: 0, col: 5 });
    assert_eq!(added.stones, [(1, 2), (2, 2), (2, 3), (0, 5)]);
    let removed = edited(&added, HoledoxEdit::Wall { row: 2, col: 2 });
    assert_eq!(removed.stones, [(1, 2), (2, 3), (0, 5)]);
    // The edited board starts where the snake stood.
    let mut session = Session::new(game.clone());
    session.play(Dir::Down).expect("legal");
    session
        .edit(&HoledoxEdit::Wall { row: 2, col: 0 })
        .expect("the old tail cell is free");
    assert_eq!(session.game().body, [(4, 0), (3, 0), (3, 1), (2, 1)]);
    assert!(session.game().stones.contains(&(2, 0)));
    assert_eq!(session.frame().state, "5 1 4 1 4 2 3 2");
}

#[test]
fn wall_edits_refuse_the_exit_the_body_and_cells_off_the_board() {
    let game = sample();
    refused(
        &game,
        HoledoxEdit::Wall { row: 0, col: 0 },
        "other than the exit, found (1, 1)",
    );
    refused(
        &game,
        HoledoxEdit::Wall { row: 3, col: 0 },
        "off the body, found (4, 1), which is block 2",
    );
    refused(
        &game,
        HoledoxEdit::Wall { row: 5, col: 0 },
        "on the 5x6 board, found (6, 1)",
    );
    let huge = HoledoxEdit::Wall {
        row: usize::MAX,
        col: usize::MAX,
    };
    refused(
        &game,
        huge,
        "found (18446744073709551616, 18446744073709551616)",
    );
}

#[test]
fn snake_edits_replace_the_body() {
    let game = sample();
    let cells = vec![
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (0, 5),
        (1, 5),
        (2, 5),
    ];
    let long = edited(
        &game,
        HoledoxEdit::Snake {
            cells: cells.clone(),
        },
    );
    assert_eq!((long.body, long.stones), (cells, game.stones.clone()));
    let short = edited(
        &game,
        HoledoxEdit::Snake {
            cells: vec![(4, 5), (4, 4)],
        },
    );
    assert_eq!(short.body, [(4, 5), (4, 4)]);
    assert_eq!(Session::new(short).status().optimal, Some(9));
}

#[test]
fn snake_edits_refuse_bad_bodies() {
    let game = sample();
    let snake = |cells: &[Pos]| HoledoxEdit::Snake {
        cells: cells.to_vec(),
    };
    refused(&game, snake(&[]), "2 to 8 blocks, found 0");
    refused(&game, snake(&[(4, 4)]), "found 1");
    refused(&game, snake(&[(4, 0); 9]), "found 9");
    let huge = HoledoxEdit::Snake {
        cells: vec![(0, 0); 100_000],
    };
    refused(&game, huge, "found 100000");
    refused(
        &game,
        snake(&[(4, 4), (4, 6)]),
        "block 2 on the 5x6 board, found (5, 7)",
    );
    refused(
        &game,
        snake(&[(usize::MAX, 0), (4, 4)]),
        "block 1 on the 5x6 board",
    );
    refused(
        &game,
        snake(&[(1, 1), (1, 2)]),
        "block 2 off the stones, found (2, 3)",
    );
    refused(
        &game,
        snake(&[(4, 4), (4, 5), (4, 4)]),
        "block 3 on a cell not already on the body, found (5, 5), which is block 1",
    );
    refused(
        &game,
        snake(&[(4, 4), (3, 5)]),
        "block 2 next to block 1 at (5, 5), found (4, 6)",
    );
}

#[test]
fn resize_edits_drop_stones_outside_and_keep_the_snake() {
    let game = sample();
    let small = edited(&game, HoledoxEdit::Resize { rows: 4, cols: 3 });
    assert_eq!(
        (small.rows, small.cols, small.stones.clone()),
        (4, 3, vec![(1, 2), (2, 2)])
    );
    assert_eq!(small.body, game.body);
    let big = edited(&small, HoledoxEdit::Resize { rows: 20, cols: 20 });
    assert_eq!((big.rows, big.cols, big.stones), (20, 20, small.stones));
    let wide = edited(
        &lair(2, 2, &[(0, 0), (0, 1)], &[(1, 1)]),
        HoledoxEdit::Resize { rows: 1, cols: 2 },
    );
    assert_eq!((wide.rows, wide.cols, wide.stones), (1, 2, vec![]));
}

#[test]
fn resize_edits_refuse_sizes_out_of_range_and_a_snake_that_would_not_fit() {
    let game = sample();
    let resize = |rows, cols| HoledoxEdit::Resize { rows, cols };
    refused(&game, resize(0, 5), "rows from 1 to 20, found 0");
    refused(&game, resize(21, 5), "rows from 1 to 20, found 21");
    refused(
        &game,
        resize(5, usize::MAX),
        "columns from 1 to 20, found 18446744073709551615",
    );
    refused(
        &game,
        resize(3, 6),
        "a 3x6 board that holds the snake, found block 1 at (5, 1)",
    );
    refused(&game, resize(5, 1), "found block 3 at (4, 2)");
}

// ---------------------------------------------------------------- generator

#[test]
fn levels_are_named_easiest_first() {
    assert_eq!(<HoledoxGame as Game>::LEVELS, LEVELS);
    assert_eq!(
        LEVELS.iter().map(puzzle_tests::english).collect::<Vec<_>>(),
        [
            "short (1-8 moves)",
            "medium (9-25 moves)",
            "long (26+ moves)",
            "impossible"
        ]
    );
}

/// Whether the head could reach the exit if its body were not in the way.
fn exit_in_reach(case: &HoledoxGame) -> bool {
    let mut seen = vec![case.body[0]];
    let mut i = 0;
    while let Some(&cell) = seen.get(i) {
        i += 1;
        for dir in Dir::ALL {
            if let Some(next) = dir.step(cell, case.rows, case.cols) {
                if !case.stones.contains(&next) && !seen.contains(&next) {
                    seen.push(next);
                }
            }
        }
    }
    seen.contains(&(0, 0))
}

#[test]
fn generated_boards_fall_in_their_level_and_repeat_for_a_seed() {
    let ranges = [(1, 8), (9, 25), (26, i64::MAX), (-1, -1)];
    for (level, &(lo, hi)) in ranges.iter().enumerate() {
        for seed in 0..12 {
            let game = HoledoxGame::generate(seed, level);
            assert_eq!(reparse(&game.judge_input(&game.body)), game);
            let answer = solve_case(&game).answer();
            assert!(
                (lo..=hi).contains(&answer),
                "level {level} seed {seed}: {answer}"
            );
            assert_eq!(HoledoxGame::generate(seed, level), game, "deterministic");
            if level == 3 {
                assert!(
                    exit_in_reach(&game),
                    "seed {seed}: the snake is its own obstacle"
                );
            }
        }
    }
    assert_ne!(HoledoxGame::generate(1, 1), HoledoxGame::generate(2, 1));
    let clamped = HoledoxGame::generate(5, usize::MAX);
    assert_eq!(
        solve_case(&clamped).answer(),
        -1,
        "levels past the last are the last"
    );
}

// ---------------------------------------------------------------- no panics

#[test]
fn odd_states_and_boards_never_panic() {
    let game = sample();
    let empty: Vec<Pos> = Vec::new();
    assert_eq!(game.play(&empty, &Dir::Up), None);
    assert!(!game.is_goal(&empty));
    assert!(game.frame(&empty).pieces.is_empty());
    assert_eq!(Some(optimal(&game, &empty).0), Some(-1));
    let off = vec![(usize::MAX, 0), (0, 0)];
    assert_eq!(game.play(&off, &Dir::Down), None);
    assert_eq!(game.frame(&off).state, "18446744073709551616 1 1 1");
    assert_eq!(Some(optimal(&game, &off).0), Some(-1));
    let nothing = lair(0, 0, &[], &[(3, 3)]);
    assert!(nothing.frame(&nothing.body).cells.is_empty());
    assert_eq!(Some(optimal(&nothing, &nothing.body).0), Some(-1));
    assert!(nothing
        .edit(&vec![], &HoledoxEdit::Wall { row: 0, col: 0 })
        .is_err());
    assert!(nothing
        .edit(&vec![], &HoledoxEdit::Resize { rows: 2, cols: 2 })
        .is_ok());
}
