//! Klotski's playable board through the core's `Board`: drags, a picked piece and the arrow keys, the three counts
//! and the win against each optimum, hints to the goal, frames of shaped pieces, edits (partners: `mod.rs`,
//! crates/core/src/puzzles/klotski/play.rs and edit.rs).

use puzzle_core::input::UserInput;
use puzzle_core::puzzles::klotski::play::tally;
use puzzle_core::puzzles::klotski::KlotskiMove;
use puzzle_core::{load_board, Applied, Board, Notation, Refused};
use puzzle_tests::english;

const CLASSIC: &str = "1\n5 4\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n4 2\n";

fn board(text: &str) -> Box<dyn Board> {
    load_board("klotski", text, 0).expect("a board")
}

fn pull(
    board: &mut dyn Board,
    from: (usize, usize),
    to: (usize, usize),
) -> Result<Applied, Refused> {
    board.input(&UserInput::Pull { from, to })
}

#[test]
fn a_drag_moves_the_piece_along_empty_cells_to_where_it_was_let_go() {
    let mut b = board(CLASSIC);
    // G (row 4, column 2) dragged from its cell to the empty cell below it, then I right along the bottom row.
    pull(b.as_mut(), (3, 1), (4, 1)).expect("G moves down");
    assert_eq!(b.history(), "GD");
    pull(b.as_mut(), (3, 2), (3, 1)).expect("H moves left");
    pull(b.as_mut(), (4, 1), (3, 2)).expect("G moves right, then up");
    assert_eq!(b.history(), "GD HL GRU");
    let refused = pull(b.as_mut(), (0, 1), (4, 3)).unwrap_err();
    assert!(
        matches!(&refused, Refused::Nothing(m) if english(m).contains("piece A cannot get to (5, 4)")),
        "{refused:?}"
    );
    let wall = pull(b.as_mut(), (4, 2), (4, 3)).unwrap_err();
    assert!(
        matches!(&wall, Refused::Nothing(m) if english(m).contains("empty")),
        "{wall:?}"
    );
}

#[test]
fn a_picked_piece_moves_with_the_arrow_keys_and_plain_arrows_ask_for_a_pick() {
    let mut b = board(CLASSIC);
    let key = |key: &str| UserInput::Key { key: key.into() };
    let at = |key: &str, at| UserInput::KeyAt {
        key: key.into(),
        at,
    };
    let refused = b.input(&key("ArrowDown")).unwrap_err();
    assert!(
        matches!(&refused, Refused::Nothing(m) if english(m).starts_with("pick a piece first")),
        "{refused:?}"
    );
    b.input(&at("ArrowDown", (3, 2))).expect("H moves down");
    b.input(&at("ArrowLeft", (4, 2))).expect("H moves left");
    assert_eq!(b.history(), "HD HL");
    let status = b.status();
    assert_eq!(
        status
            .counter
            .as_ref()
            .map(puzzle_tests::english)
            .as_deref(),
        Some("2 steps, 2 slides, 1 move")
    );
    let blocked = b.input(&at("ArrowUp", (0, 0))).unwrap_err();
    assert!(
        matches!(&blocked, Refused::Illegal(m) if english(&m.reason).contains("the edge")),
        "{blocked:?}"
    );
}

#[test]
fn the_counts_follow_the_judge_two_moves_of_one_piece_are_one_move() {
    let mv = |text: &str| KlotskiMove::read_path(text).unwrap();
    assert_eq!(tally(&mv("GD GR")), [2, 2, 1]);
    assert_eq!(tally(&mv("GD GD HR")), [3, 2, 2]);
    assert_eq!(tally(&mv("GDR HL GU")), [4, 4, 3]);
    assert_eq!(tally(&[]), [0, 0, 0]);
}

#[test]
fn the_hints_solve_the_classic_in_81_moves_and_the_win_names_each_optimum() {
    let mut b = board(CLASSIC);
    let status = b.status();
    assert_eq!(status.optimal, Some(81));
    assert_eq!(
        puzzle_tests::english(&status.line),
        "Optimal from here: 116 steps, 90 slides, 81 moves"
    );
    let mut played = 0;
    while let Some(hint) = b.status().hint {
        b.play(&hint).expect("the hint plays");
        played += 1;
        assert!(played <= 81);
    }
    assert_eq!(played, 81);
    let solved = puzzle_tests::english(&b.status().solved.expect("solved"));
    assert!(
        solved.starts_with("Solved in 81 moves (optimal: 81), "),
        "{solved}"
    );
    assert!(
        solved.contains("steps (optimal: 116)") && solved.contains("slides (optimal: 90)"),
        "{solved}"
    );
    assert_eq!(b.check_path(&b.history()), Ok(81));
}

#[test]
fn frames_draw_shaped_pieces_by_their_cells_and_the_exit_under_a() {
    let b = board("1\n3 3\n.A.\nAA.\nBB#\n1 2\n");
    let frame = b.frame();
    let a = frame.pieces.iter().find(|p| p.label == "A").expect("A");
    assert_eq!((a.row, a.col, a.height, a.width), (0, 0, 2, 2));
    assert_eq!(a.cells, vec![(0, 1), (1, 0), (1, 1)]);
    let bb = frame.pieces.iter().find(|p| p.label == "B").expect("B");
    assert!(bb.cells.is_empty(), "a whole rectangle has no cells listed");
    assert_eq!(frame.state, ".A./AA./BB#");
    // A already on its target: the exit is drawn under A's own cells.
    let targets: Vec<usize> = (0..frame.cells.len())
        .filter(|&i| frame.cells[i] == puzzle_core::frame::Cell::Target)
        .collect();
    assert_eq!(targets, vec![1, 3, 4]);
}

#[test]
fn edits_draw_pieces_walls_and_the_target_through_the_tools() {
    let mut b = board("1\n2 3\nAB.\n.#.\n1 3\n");
    let tool = |tool: &str, cells: Vec<(usize, usize)>| UserInput::Tool {
        tool: tool.into(),
        cells,
    };
    b.input(&tool("piece", vec![(0, 2), (1, 2)]))
        .expect("a new piece");
    assert_eq!(b.judge_input(false), "1\n2 3\nABC\n.#C\n1 3\n");
    b.input(&tool("wall", vec![(1, 0)])).expect("a wall");
    assert_eq!(b.judge_input(false), "1\n2 3\nABC\n##C\n1 3\n");
    let refused = b.input(&tool("wall", vec![(0, 1)])).unwrap_err();
    assert!(
        matches!(&refused, Refused::Edit(m) if puzzle_tests::english(m).contains("found piece B")),
        "{refused:?}"
    );
    b.input(&tool("erase", vec![(0, 1)])).expect("B erased");
    b.input(&tool("target", vec![(0, 1)]))
        .expect("the target moved");
    assert_eq!(b.judge_input(false), "1\n2 3\nA.C\n##C\n1 2\n");
    assert_eq!(b.status().optimal, Some(1));
}
