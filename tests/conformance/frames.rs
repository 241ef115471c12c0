//! Frames: every board of every puzzle draws a grid of `rows x cols` cells with pieces inside it, each id once, the
//! same ids in every frame of a walk; `Board::frames` draws what playing the walk shows, and undo and redo give the
//! frames back (partners: main.rs `boards`, path.rs, crates/core/src/frame.rs).

use std::collections::BTreeSet;

use puzzle_core::frame::Frame;
use puzzle_tests::Rand;

use super::path::{frames_along, random_walk, replay_frames};
use super::{boards, each_puzzle};

/// The ids of `frame`'s pieces, after checking that they are unique and every piece lies inside the grid.
fn checked(frame: &Frame, what: &str) -> BTreeSet<u32> {
    assert!(frame.rows > 0 && frame.cols > 0, "{what}: an empty grid");
    assert_eq!(frame.cells.len(), frame.rows * frame.cols, "{what}: cells");
    let mut ids = BTreeSet::new();
    for piece in frame.pieces.iter().chain(&frame.goal) {
        assert!(
            piece.height > 0
                && piece.width > 0
                && piece.row + piece.height <= frame.rows
                && piece.col + piece.width <= frame.cols,
            "{what}: {piece:?} outside the {}x{} grid",
            frame.rows,
            frame.cols
        );
    }
    for piece in &frame.pieces {
        assert!(ids.insert(piece.id), "{what}: id {} twice", piece.id);
    }
    assert!(!frame.state.is_empty(), "{what}: the state as text");
    ids
}

#[test]
fn frames_keep_their_pieces_and_ids_along_a_walk_and_back() {
    each_puzzle(|puzzle| {
        let mut rand = Rand(22);
        for (what, mut board) in boards(puzzle) {
            board.set_search(false);
            let start = board.frame();
            let ids = checked(&start, &what);
            let separator = puzzle_core::move_separator(puzzle);
            let walk = random_walk(board.as_mut(), &mut rand, 30, separator);
            board.restart();
            assert_eq!(board.frame(), start, "{what}: restart");
            let played = replay_frames(board.as_mut(), &walk).expect("the walk plays again");
            for (i, frame) in played.iter().enumerate() {
                assert_eq!(
                    checked(frame, &what),
                    ids,
                    "{what}: ids after {i} moves of {walk}"
                );
            }
            let drawn = frames_along(board.as_ref(), &walk).expect("the walk draws");
            assert_eq!(
                drawn, played,
                "{what}: Board::frames draws what playing shows"
            );
            for frame in played.iter().rev().skip(1) {
                assert!(board.undo(), "{what}: undo");
                assert_eq!(&board.frame(), frame, "{what}: undo");
            }
            assert!(!board.undo(), "{what}: nothing left to undo");
            if played.len() > 1 {
                assert!(board.redo(), "{what}: redo");
                assert_eq!(board.frame(), played[1], "{what}: redo");
            }
        }
    });
}
