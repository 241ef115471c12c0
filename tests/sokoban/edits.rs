//! Sokoban's edit tools through `Session` and `Board`: rocks, the box, the target and you moved or toggled, resizes, drags and unknown tools refused with their reasons (partners: `mod.rs`, `play.rs` the mazes and moves these start from, crates/core/src/puzzles/sokoban/play.rs).

use puzzle_core::puzzles::sokoban::board::SokobanBoard;
use puzzle_core::puzzles::sokoban::SokobanEdit;
use puzzle_core::session::{Game, Session};
use puzzle_core::{Applied, Board, Refused, UserInput};
use puzzle_tests::english;

use super::play::{base, mv};

/// Applies `input` through a [`Board`] on `game` and gives the edited board's judge input.
fn edited(game: &SokobanBoard, input: UserInput) -> String {
    let mut board: Box<dyn Board> = Box::new(Session::new(game.clone()));
    assert_eq!(board.input(&input), Ok(Applied::Edited), "{input:?}");
    assert_eq!(board.move_count(), 0);
    board.judge_input(false)
}

/// Checks that `edit` is refused with exactly `message`, changing nothing.
fn refused(game: &SokobanBoard, edit: SokobanEdit, message: &str) {
    let mut session = Session::new(game.clone());
    let before = (session.frame(), Board::history(&session));
    let error = english(&session.edit(&edit).expect_err("refused"));
    assert_eq!(error, message, "{edit:?}");
    assert_eq!((session.frame(), Board::history(&session)), before);
}

fn tool(tool: &str, cell: (usize, usize)) -> UserInput {
    UserInput::Tool {
        tool: tool.into(),
        cells: vec![cell],
    }
}

/// Each `(tool, cell, judge input)`: that tool used on that cell of `game` gives that judge input.
fn assert_edited(game: &SokobanBoard, edits: &[(&str, (usize, usize), &str)]) {
    for &(name, cell, expected) in edits {
        assert_eq!(
            edited(game, tool(name, cell)),
            expected,
            "{name} at {cell:?}"
        );
    }
}

#[test]
fn the_rock_tool_toggles_rocks_and_refuses_you_the_box_the_target_and_off_board() {
    let game = base();
    assert_edited(
        &game,
        &[
            ("wall", (1, 0), "2 5\nS.B.#\n#...T\n0 0\n"),
            ("wall", (0, 4), "2 5\nS.B..\n....T\n0 0\n"),
        ],
    );
    let taken = "expected the rock off you, the box and the target, found";
    for (edit, message) in [
        (
            SokobanEdit::Rock((0, 2)),
            format!("{taken} the box at (1, 3)"),
        ),
        (SokobanEdit::Rock((0, 0)), format!("{taken} you at (1, 1)")),
        (
            SokobanEdit::Rock((1, 4)),
            format!("{taken} the target at (2, 5)"),
        ),
        (
            SokobanEdit::Rock((2, 0)),
            "expected the rock on the 2x5 board, found (3, 1)".into(),
        ),
        (
            SokobanEdit::Rock((usize::MAX, 0)),
            "expected the rock on the 2x5 board, found (18446744073709551616, 1)".into(),
        ),
    ] {
        refused(&game, edit, &message);
    }
}

#[test]
fn the_box_target_and_you_tools_move_them_to_free_cells_of_their_own() {
    let game = base();
    assert_edited(
        &game,
        &[
            ("box", (1, 1), "2 5\nS...#\n.B..T\n0 0\n"),
            ("target", (0, 3), "2 5\nS.BT#\n.....\n0 0\n"),
            ("player", (1, 2), "2 5\n..B.#\n..S.T\n0 0\n"),
        ],
    );
    assert_eq!(
        edited(&game, tool("box", (0, 2))),
        game.judge_input(&game.start())
    );
    for (edit, message) in [
        (
            SokobanEdit::Box((0, 4)),
            "expected the box on a free cell, found a rock at (1, 5)",
        ),
        (
            SokobanEdit::Box((1, 4)),
            "expected the box on a free cell, found the target at (2, 5)",
        ),
        (
            SokobanEdit::Target((0, 0)),
            "expected the target on a free cell, found you at (1, 1)",
        ),
        (
            SokobanEdit::Player((0, 2)),
            "expected you on a free cell, found the box at (1, 3)",
        ),
        (
            SokobanEdit::Player((0, 5)),
            "expected you on the 2x5 board, found (1, 6)",
        ),
        (
            SokobanEdit::Target((9, 9)),
            "expected the target on the 2x5 board, found (10, 10)",
        ),
    ] {
        refused(&game, edit, message);
    }
    // An edit starts from where you and the box stand now.
    let mut session = Session::new(game.clone());
    session.play(mv("e")).unwrap();
    session.play(mv("E")).unwrap();
    let rock = SokobanEdit::Rock((0, 0));
    session.edit(&rock).expect("the start cell is free now");
    assert_eq!(
        Board::judge_input(&session, false),
        "2 5\n#.SB#\n....T\n0 0\n"
    );
}

#[test]
fn resizes_keep_what_fits_and_refuse_what_would_not() {
    let game = base();
    let resize = |rows: &str, cols: &str| UserInput::Resize {
        rows: rows.into(),
        cols: cols.into(),
    };
    let bigger = edited(&game, resize("3", "6"));
    assert_eq!(bigger, "3 6\nS.B.#.\n....T.\n......\n0 0\n");
    let small = game_after(&game, SokobanEdit::Target((0, 3)));
    assert_eq!(edited(&small, resize("1", "4")), "1 4\nS.BT\n0 0\n");
    assert_eq!(edited(&game, resize(" 20 ", "20")).lines().count(), 22);
    let size = |rows, cols| SokobanEdit::Resize { rows, cols };
    for (edit, message) in [
        (size(0, 5), "expected rows from 1 to 20, found 0"),
        (size(2, 21), "expected columns from 1 to 20, found 21"),
        (
            size(1, 5),
            "expected a 1x5 maze that holds the target, found it at (2, 5)",
        ),
        (
            size(2, 2),
            "expected a 2x2 maze that holds the box, found it at (1, 3)",
        ),
    ] {
        refused(&game, edit, message);
    }
    let mut board: Box<dyn Board> = Box::new(Session::new(game.clone()));
    let typed = board.input(&resize("3", "x")).unwrap_err().to_string();
    assert_eq!(typed, "expected a whole number of columns, found \"x\"");
}

/// `game` after `edit`.
fn game_after(game: &SokobanBoard, edit: SokobanEdit) -> SokobanBoard {
    game.edit(&game.start(), &edit).expect("an edit")
}

#[test]
fn drags_unknown_tools_and_empty_tools_are_refused() {
    let mut board: Box<dyn Board> = Box::new(Session::new(base()));
    let drag = board.input(&UserInput::Drag {
        from: (0, 0),
        to: (1, 1),
    });
    assert_eq!(
        drag.map_err(|e| e.to_string()),
        Err("expected a click with a tool, found a drag".to_string())
    );
    let erase = board.input(&tool("erase", (0, 0))).unwrap_err();
    assert_eq!(
        erase.to_string(),
        "the tool \"erase\" does not edit this board"
    );
    let empty = UserInput::Tool {
        tool: "wall".into(),
        cells: Vec::new(),
    };
    assert!(matches!(board.input(&empty), Err(Refused::Edit(_))));
    assert_eq!(
        board.judge_input(false),
        base().judge_input(&base().start())
    );
}
