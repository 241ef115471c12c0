//! Unit tests of the session: history, undo and redo, the memoised optimum, restore. Partner: session/mod.rs.

use super::*;
use crate::board::{Applied, Board, Refused};
use crate::frame::{Cell as FrameCell, Frame};
use crate::input::{self, Action, Refusal, UserInput};
use crate::l10n::english;

/// A token on a 1x4 strip that moves left and right; the goal is the right end. Its moves are words, not letters,
/// so these tests also show that nothing in the session assumes a move is one letter `U D L R`.
#[derive(Debug)]
struct Strip;

/// The strip's move: written `left` and `right`, separated by spaces in a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Step {
    Left,
    Right,
}

impl Notation for Step {
    const SEPARATOR: &'static str = " ";
    const EXAMPLE: &'static str = "right";
    const TOKEN: &'static str = "word";
    const MEANING: &'static str = "notation-udlr";
    fn write(&self) -> String {
        format!("{self:?}").to_lowercase()
    }
    fn read(text: &str) -> Option<Step> {
        match text {
            "left" => Some(Step::Left),
            "right" => Some(Step::Right),
            _ => None,
        }
    }
}

use Step::{Left, Right};

impl Game for Strip {
    type State = usize;
    type Move = Step;
    /// The strip has no edit mode.
    type Edit = std::convert::Infallible;
    type Solver = usize;
    const LEVELS: &'static [Text] = &[Text::new("any")];
    const GOAL: bool = true;
    fn start(&self) -> usize {
        0
    }
    fn moves(&self, _: &usize) -> Vec<Step> {
        vec![Left, Right]
    }
    fn play(&self, &at: &usize, step: &Step) -> Option<usize> {
        match step {
            Left if at > 0 => Some(at - 1),
            Right if at < 3 => Some(at + 1),
            _ => None,
        }
    }
    fn blocked(&self, _: &usize, step: &Step) -> Text {
        Text::plain(format!("the token cannot move {step:?}"))
    }
    fn say(&self, _: &usize, step: &Step) -> Text {
        Text::plain(format!("move {}", step.write()))
    }
    fn hint_cell(&self, &at: &usize, step: &Step) -> Option<Cell> {
        Some((0, if *step == Left { at - 1 } else { at + 1 }))
    }
    fn frame(&self, at: &usize) -> Frame {
        Frame {
            rows: 1,
            cols: 4,
            cells: vec![FrameCell::Floor; 4],
            pieces: Vec::new(),
            goal: Vec::new(),
            state: at.to_string(),
        }
    }
    fn is_goal(&self, &at: &usize) -> bool {
        at == 3
    }
    fn interpret(&self, _: &usize, input: &UserInput) -> Result<Action<Step, Self::Edit>, Refusal> {
        match input {
            UserInput::Key { key } if key == "ArrowLeft" => Ok(Action::Move(Left)),
            UserInput::Key { key } if key == "ArrowRight" => Ok(Action::Move(Right)),
            _ => Err(input::unused(input)),
        }
    }
    fn mover(&self, &at: &usize) -> Option<Cell> {
        Some((0, at))
    }
    fn judge_input(&self, &at: &usize) -> String {
        format!("{at}\n")
    }
    fn edit(&self, _: &usize, edit: &Self::Edit) -> Result<Self, Text> {
        match *edit {}
    }
    fn generate(_: u64, _: usize) -> Self {
        Strip
    }
    fn solver(&self) -> usize {
        0
    }
    fn xray_plain(&self, &at: &usize, budget: u64) -> Trace<usize> {
        crate::xray::bfs(self, &at, budget)
    }
    /// Counts its searches in the solver, so the tests see what the memo saves.
    fn solve(&self, searches: &mut usize, &at: &usize) -> Option<Vec<Step>> {
        *searches += 1;
        Some(vec![Right; 3 - at])
    }
}

#[test]
fn illegal_moves_change_nothing_and_say_why() {
    let mut s = Session::new(Strip);
    let err = s.play(Left).unwrap_err();
    assert_eq!(
        (err.mv.as_str(), err.to_string()),
        ("left", "the token cannot move Left".into())
    );
    assert_eq!((s.move_count(), *s.state()), (0, 0));
}

#[test]
fn undo_redo_round_trip_and_new_moves_drop_the_redo_tail() {
    let mut s = Session::new(Strip);
    for _ in 0..3 {
        s.play(Right).unwrap();
    }
    assert!(s.is_goal());
    assert!(s.undo() && s.undo());
    assert_eq!((*s.state(), s.move_count()), (1, 1));
    assert!(s.redo());
    assert_eq!(s.frame().state, "2");
    s.play(Left).unwrap();
    assert!(!s.redo());
    assert_eq!(s.moves(), [Right, Right, Left]);
    s.restart();
    assert!(!s.undo());
    assert_eq!(s.history().len(), 3);
}

#[test]
fn a_board_reports_status_history_and_judge_input_and_refuses_bad_edits() {
    let mut board: Box<dyn Board> = Box::new(Session::new(Strip));
    board.play("right").unwrap();
    board.play("right").unwrap();
    board.undo();
    let status = board.status();
    assert_eq!(
        (status.optimal, status.hint),
        (Some(2), Some("right".to_string()))
    );
    assert_eq!(
        status.hint_cell,
        Some((0, 2)),
        "the hint goes where the token steps"
    );
    assert_eq!(english(&status.line), "Optimal from here: 2");
    assert_eq!(board.history(), "right right");
    assert_eq!(
        (board.judge_input(false), board.judge_input(true)),
        ("0\n".into(), "1\n".into())
    );
    let wall = UserInput::Tool {
        tool: "wall".into(),
        cells: vec![(0, 0)],
    };
    assert!(matches!(board.input(&wall), Err(Refused::Edit(_))));
    assert_eq!(board.move_count(), 1, "a refused edit changes nothing");
}

#[test]
fn the_optimum_is_searched_once_per_path_and_solved_says_how_well() {
    let mut s = Session::new(Strip);
    assert_eq!(s.status().optimal, Some(3));
    for _ in 0..3 {
        s.play(Right).unwrap();
        s.status();
    }
    assert_eq!(
        s.solver,
        Some(1),
        "every state on the first path was remembered"
    );
    let status = s.status();
    assert_eq!(
        status.solved.as_ref().map(english).as_deref(),
        Some("Solved in 3 moves (optimal: 3)!")
    );
    s.undo();
    s.play(Left).unwrap();
    s.status();
    assert_eq!(s.solver, Some(1), "states met before cost no new search");
}

#[test]
fn a_status_short_of_the_goal_never_searches_from_the_start() {
    // A bug met: the win's optimum from the start was searched on every status, a long search of its own (Fifteen's
    // hard boards) that the page waited behind.
    let mut s = Session::new(Strip);
    s.play(Right).unwrap();
    assert_eq!(s.status().optimal, Some(2));
    assert_eq!(s.solver, Some(1), "one search, from where the token stands");
    assert!(!s.knows(&0), "nothing searched from the start");
}

#[test]
fn restore_replays_history_and_reports_the_first_illegal_move() {
    let s = Session::restore(Strip, &[Right, Right, Left], 2).unwrap();
    assert_eq!((*s.state(), s.history().len()), (2, 3));
    let err = Session::restore(Strip, &[Right, Right, Right, Right], 4).unwrap_err();
    assert_eq!((err.0, err.1.mv.as_str()), (3, "right"));
    let mut board = Session::new(Strip);
    Board::play(&mut board, "right").unwrap();
    assert!(Board::restore(&mut board, "left", 1).is_err());
    let unread = Board::restore(&mut board, "right up", 2).unwrap_err();
    assert_eq!((unread.0, unread.1.mv.as_str()), (1, "up"));
    assert_eq!(
        crate::l10n::english(&unread.1.reason),
        "expected a move such as right, found \"up\""
    );
    assert_eq!(board.move_count(), 1, "a failed restore changes nothing");
    Board::restore(&mut board, "right  right", 1).unwrap();
    assert_eq!(
        (board.move_count(), Board::history(&board)),
        (1, "right right".into())
    );
}

#[test]
fn inputs_become_moves_or_refusals() {
    let mut board = Session::new(Strip);
    let key = |key: &str| UserInput::Key { key: key.into() };
    assert_eq!(
        board.input(&key("ArrowRight")),
        Ok(Applied::Moved("right".into()))
    );
    assert!(matches!(board.input(&key("x")), Err(Refused::Nothing(_))));
    assert!(matches!(
        board.input(&UserInput::Click { cell: (0, 0) }),
        Err(Refused::Nothing(_))
    ));
    assert!(matches!(
        board.input(&UserInput::Resize {
            rows: "2".into(),
            cols: "2".into()
        }),
        Err(Refused::Edit(_))
    ));
    assert_eq!(board.move_count(), 1);
    let frames = Board::frames(&board, "right right", 10).unwrap();
    assert_eq!(frames.len(), 3);
    assert_eq!(Board::check_path(&board, "right right"), Ok(2));
}
