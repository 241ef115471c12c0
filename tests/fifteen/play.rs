//! Fifteen play tests: frames, hints followed to the goal, judge-input round trips, edits, generator levels (partners: `mod.rs`, `oracle.rs` (walks, Manhattan IDA*), crates/core/src/puzzles/fifteen/play.rs, crates/core/src/session/).

use puzzle_core::puzzles::fifteen::FifteenEdit;
use puzzle_core::puzzles::fifteen::{Board, FifteenGame};
use puzzle_core::session::{Game, Session};
use puzzle_core::{Dir, Fifteen, Puzzle};
use puzzle_tests::{follow_hints, Rand};

use super::oracle::{manhattan_ida, walk};

pub fn game(rows: usize, cols: usize, tiles: &[u8]) -> FifteenGame {
    FifteenGame::new(Board::new(rows, cols, tiles.to_vec()).expect("legal"))
}

#[test]
fn frames_draw_one_tile_per_number_with_stable_ids() {
    let g = game(2, 3, &[1, 2, 3, 4, 0, 5]);
    let frame = g.frame(&g.start());
    assert_eq!(frame.state, "1 2 3/4 0 5");
    assert_eq!(frame.pieces.len(), 5);
    assert!(frame.pieces.iter().all(|p| p.label == p.id.to_string()));
    let moved = g.play(&g.start(), &Dir::Right).expect("legal");
    let after = g.frame(&moved);
    assert_eq!(after.state, "1 2 3/4 5 0");
    let five = after.pieces.iter().find(|p| p.id == 5).expect("tile 5");
    assert_eq!((five.row, five.col), (1, 1));
    assert!(g.is_goal(&moved));
    assert_eq!(g.play(&moved, &Dir::Right), None);
}

#[test]
fn status_hints_lead_to_the_goal_and_unsolvable_reads_minus_one() {
    let mut rand = Rand(3);
    for (rows, cols, steps) in [(3, 3, 40), (4, 4, 30), (2, 4, 30)] {
        let board = walk(rows, cols, steps, &mut rand);
        let mut session = Session::new(FifteenGame::new(board.clone()));
        let played = follow_hints(&mut session, 100, &board);
        assert!(session.is_goal());
        assert_eq!(played, manhattan_ida(&board).min(played));
    }
    let g = game(2, 2, &[2, 1, 3, 0]);
    let status = Session::new(g).status();
    assert_eq!(
        (status.optimal, status.hint, status.goal),
        (Some(-1), None, false)
    );
}

#[test]
fn judge_input_round_trips_and_edits_resize_or_move_the_blank() {
    let g = game(3, 3, &[1, 2, 3, 4, 5, 6, 7, 0, 8]);
    let text = g.judge_input(&g.start());
    assert_eq!(text, "1\n3 3\n1 2 3\n4 5 6\n7 0 8\n");
    assert_eq!(Fifteen::parse(&text).unwrap()[0], *g.board());
    let resized = g
        .edit(&g.start(), &FifteenEdit::Resize { rows: 2, cols: 4 })
        .unwrap();
    assert_eq!(resized.frame(&resized.start()).state, "1 2 3 4/5 6 7 0");
    let e = g
        .edit(&g.start(), &FifteenEdit::Resize { rows: 11, cols: 4 })
        .unwrap_err();
    assert_eq!(
        puzzle_tests::english(&e),
        "expected rows from 2 to 10, found 11"
    );
    let big = g
        .edit(&g.start(), &FifteenEdit::Resize { rows: 10, cols: 7 })
        .unwrap();
    assert!(big
        .frame(&big.start())
        .state
        .ends_with("/64 65 66 67 68 69 0"));
    let swapped = g
        .edit(&g.start(), &FifteenEdit::Blank { row: 0, col: 0 })
        .unwrap();
    assert_eq!(swapped.frame(&swapped.start()).state, "0 2 3/4 5 6/7 1 8");
    let e = g
        .edit(&g.start(), &FifteenEdit::Blank { row: 3, col: 0 })
        .unwrap_err();
    assert!(puzzle_tests::english(&e).starts_with("expected the blank on the 3x3 board"));
}

#[test]
fn generated_boards_are_deterministic_and_meet_their_levels() {
    assert_eq!(FifteenGame::LEVELS.len(), 5);
    for seed in 0..6 {
        let large = FifteenGame::generate(seed, 4);
        assert_eq!(large, FifteenGame::generate(seed, 4));
        assert!(large.board().rows() >= 5 && large.board().cols() >= 5);
        let status = Session::new(large).status();
        assert!(status.hint.is_some(), "{:?}", status.line);
        for level in 0..4 {
            let g = FifteenGame::generate(seed, level);
            assert_eq!(g, FifteenGame::generate(seed, level));
            let board = g.board().clone();
            let optimal = Session::new(g.clone())
                .status()
                .optimal
                .expect("a goal puzzle");
            match level {
                0 => assert!((1..=10).contains(&optimal), "{board:?}: {optimal}"),
                1 => assert!((11..=30).contains(&optimal), "{board:?}: {optimal}"),
                2 => assert!(optimal >= 31, "{board:?}: {optimal}"),
                _ => assert_eq!(optimal, -1),
            }
        }
    }
}
