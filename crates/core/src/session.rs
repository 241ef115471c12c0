//! The "midend" between rules and page: a [`Game`] (one board of a `puzzles/*.rs`), its move history, undo and redo, and the
//! object-safe [`Board`] that crates/wasm hands to the page.

use serde::{Deserialize, Serialize};

use crate::frame::Frame;
use crate::grid::Dir;

/// One playable board: the rules of a puzzle applied to one case.
pub trait Game: Sized {
    /// Exactly what undo restores.
    type State: Clone + PartialEq;

    /// Names of the generator's difficulty levels, easiest first (see [`Game::generate`]).
    const LEVELS: &'static [&'static str];

    /// The state the case starts in.
    fn start(&self) -> Self::State;
    /// The state after one move, or `None` when the move is illegal or changes nothing.
    fn play(&self, state: &Self::State, dir: Dir) -> Option<Self::State>;
    /// What to draw, with the state as text in [`Frame::state`].
    fn frame(&self, state: &Self::State) -> Frame;
    /// Whether the puzzle is solved in `state` (never, for puzzles without a goal).
    fn is_goal(&self, state: &Self::State) -> bool;
    /// What the page shows beside the board; `visited` holds the states played so far,
    /// from the start to the current state (the last one).
    fn status(&self, visited: &[Self::State]) -> Status;
    /// This board as a one-case judge input that starts in `state`.
    fn judge_input(&self, state: &Self::State) -> String;
    /// The board after an edit of the board as it stands in `state` (the result starts there,
    /// edited); the error says what was expected and what was found.
    fn edit(&self, state: &Self::State, edit: &Edit) -> Result<Self, String>;
    /// A valid random board of difficulty `level` (an index in [`Game::LEVELS`]), the same for the same seed.
    fn generate(seed: u64, level: usize) -> Self;
    /// What a plain breadth-first search from `state` sees, for the page's insight view.
    fn insight(&self, _state: &Self::State) -> Insight {
        Insight::default()
    }
    /// Every state reachable from `state` by at least one move, each with one shortest move
    /// sequence, in breadth-first order (OmniGravity's gallery; empty for the other puzzles).
    fn gallery(&self, _state: &Self::State) -> Vec<GalleryItem> {
        Vec::new()
    }
}

/// What one plain breadth-first search saw: the page's "search insight".
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Insight {
    /// States taken off the queue.
    pub explored: u64,
    /// How many states the visited table can index (its size), and what it is.
    pub table: u64,
    /// A few words on the table or graph, e.g. "bit-set over 49^4 piece positions".
    pub table_kind: String,
    /// States first reached at each depth, from depth 0 (the start).
    pub layers: Vec<u64>,
    /// Per cell (row by row), the fewest moves after which the search first had the tracked thing
    /// (Huarong: the piece; Holedox: the head) on that cell; `None` where it never got.
    pub heat: Vec<Option<u32>>,
    /// What the heat map shows, e.g. "moves to bring the piece here".
    pub heat_kind: String,
    /// Why the answer is -1, when it is: which cells the search could reach, in words.
    pub why_not: Option<String>,
}

/// One reachable state with one shortest move sequence from the start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GalleryItem {
    /// The state as text (the page's `data-state`).
    pub state: String,
    /// One shortest move sequence from the start, as letters.
    pub moves: String,
}

/// What the page shows beside a board.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Status {
    /// The puzzle is solved.
    pub goal: bool,
    /// Fewest moves from here to the goal, -1 when impossible; `None` for puzzles without a goal.
    pub optimal: Option<i64>,
    /// The first move of one optimal path from here, as a letter `U D L R`.
    pub hint: Option<char>,
    /// OmniGravity: distinct states visited by tilts so far.
    pub visited: Option<usize>,
    /// OmniGravity: the number of states reachable by tilts (the judge answer).
    pub reachable: Option<usize>,
}

/// One edit of a board in the page's edit mode. Each puzzle accepts the edits that make sense for it
/// and refuses the others with a message.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum Edit {
    /// Toggle an obstacle, a stone or a fixed cell (0-based cell).
    Wall {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// OmniGravity: put piece `piece` (`A`-`D`) with its top-left cell here.
    Piece {
        /// The letter `A`-`D`.
        piece: char,
        /// 0-based row of the top-left cell.
        row: usize,
        /// 0-based column of the top-left cell.
        col: usize,
    },
    /// Huarong: put the blank here.
    Blank {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// Huarong: put the chosen piece here.
    Chosen {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// Huarong: put the target here.
    Target {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// Holedox: the snake as a path of adjacent cells, head first (0-based `[row, col]` pairs).
    Snake {
        /// The body, head first.
        cells: Vec<(usize, usize)>,
    },
    /// Huarong and Holedox: a new board size within the statement's limits.
    Resize {
        /// New number of rows.
        rows: usize,
        /// New number of columns.
        cols: usize,
    },
}

/// A move that the rules refuse; the session does not change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("illegal move {}", .0.letter())]
pub struct IllegalMove(pub Dir);

/// A game with its history: the states played so far and a cursor for undo and redo.
#[derive(Debug, Clone)]
pub struct Session<G: Game> {
    game: G,
    states: Vec<G::State>,
    moves: Vec<Dir>,
    cursor: usize,
}

impl<G: Game> Session<G> {
    /// A session at the game's start.
    pub fn new(game: G) -> Self {
        let start = game.start();
        Session {
            game,
            states: vec![start],
            moves: Vec::new(),
            cursor: 0,
        }
    }

    /// The rules and the case.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The current state.
    pub fn state(&self) -> &G::State {
        &self.states[self.cursor]
    }

    /// The current frame.
    pub fn frame(&self) -> Frame {
        self.game.frame(self.state())
    }

    /// Plays `dir`; a new move drops whatever could have been redone.
    pub fn play(&mut self, dir: Dir) -> Result<(), IllegalMove> {
        let next = self.game.play(self.state(), dir).ok_or(IllegalMove(dir))?;
        self.states.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.states.push(next);
        self.moves.push(dir);
        self.cursor += 1;
        Ok(())
    }

    /// Steps back one move; false at the start.
    pub fn undo(&mut self) -> bool {
        let can = self.cursor > 0;
        self.cursor -= usize::from(can);
        can
    }

    /// Steps forward one undone move; false when there is none.
    pub fn redo(&mut self) -> bool {
        let can = self.cursor < self.moves.len();
        self.cursor += usize::from(can);
        can
    }

    /// Back to the start; the moves stay available to redo.
    pub fn restart(&mut self) {
        self.cursor = 0;
    }

    /// How many moves lead to the current state.
    pub fn move_count(&self) -> usize {
        self.cursor
    }

    /// The moves that lead to the current state.
    pub fn moves(&self) -> &[Dir] {
        &self.moves[..self.cursor]
    }

    /// Every move recorded, including those undone and not yet redone.
    pub fn history(&self) -> &[Dir] {
        &self.moves
    }

    /// Whether the current state solves the puzzle.
    pub fn is_goal(&self) -> bool {
        self.game.is_goal(self.state())
    }

    /// Replays `history` from the start and moves the cursor to `cursor` (for permalinks).
    ///
    /// Fails at the first illegal move, with its index.
    pub fn restore(game: G, history: &[Dir], cursor: usize) -> Result<Self, (usize, IllegalMove)> {
        let mut session = Session::new(game);
        for (i, &dir) in history.iter().enumerate() {
            session.play(dir).map_err(|e| (i, e))?;
        }
        session.cursor = cursor.min(history.len());
        Ok(session)
    }
}

/// A playable board as the page holds it: a [`Session`] of any puzzle behind one interface.
pub trait Board {
    /// What to draw now.
    fn frame(&self) -> Frame;
    /// What to show beside the board now.
    fn status(&self) -> Status;
    /// Plays one move; an illegal move changes nothing.
    fn play(&mut self, dir: Dir) -> Result<(), IllegalMove>;
    /// Steps back one move; false at the start.
    fn undo(&mut self) -> bool;
    /// Steps forward one undone move; false when there is none.
    fn redo(&mut self) -> bool;
    /// Back to the start, keeping the moves to redo.
    fn restart(&mut self);
    /// Moves that lead to the current state.
    fn move_count(&self) -> usize;
    /// Every move recorded (including undone ones) as letters `U D L R`.
    fn history(&self) -> String;
    /// The board as a one-case judge input, starting at the start (`current` false) or here.
    fn judge_input(&self, current: bool) -> String;
    /// Edits the board as it stands now; on success the session restarts from the edited board.
    fn edit(&mut self, edit: &Edit) -> Result<(), String>;
    /// What a plain search from the board's start sees.
    fn insight(&self) -> Insight;
    /// Every state reachable from the start with a shortest move sequence (OmniGravity).
    fn gallery(&self) -> Vec<GalleryItem>;
}

impl<G: Game> Board for Session<G> {
    fn frame(&self) -> Frame {
        Session::frame(self)
    }

    fn status(&self) -> Status {
        self.game.status(&self.states[..=self.cursor])
    }

    fn play(&mut self, dir: Dir) -> Result<(), IllegalMove> {
        Session::play(self, dir)
    }

    fn undo(&mut self) -> bool {
        Session::undo(self)
    }

    fn redo(&mut self) -> bool {
        Session::redo(self)
    }

    fn restart(&mut self) {
        Session::restart(self)
    }

    fn move_count(&self) -> usize {
        Session::move_count(self)
    }

    fn history(&self) -> String {
        crate::grid::letters(&self.moves)
    }

    fn judge_input(&self, current: bool) -> String {
        let state = if current {
            self.state()
        } else {
            &self.states[0]
        };
        self.game.judge_input(state)
    }

    fn edit(&mut self, edit: &Edit) -> Result<(), String> {
        let game = self.game.edit(self.state(), edit)?;
        *self = Session::new(game);
        Ok(())
    }

    fn insight(&self) -> Insight {
        self.game.insight(&self.states[0])
    }

    fn gallery(&self) -> Vec<GalleryItem> {
        self.game.gallery(&self.states[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::{Cell, Frame};

    /// A token on a 1x4 strip that moves left and right.
    #[derive(Debug)]
    struct Strip;

    impl Game for Strip {
        type State = usize;
        const LEVELS: &'static [&'static str] = &["any"];
        fn start(&self) -> usize {
            0
        }
        fn play(&self, &at: &usize, dir: Dir) -> Option<usize> {
            match dir {
                Dir::Left if at > 0 => Some(at - 1),
                Dir::Right if at < 3 => Some(at + 1),
                _ => None,
            }
        }
        fn frame(&self, at: &usize) -> Frame {
            Frame {
                rows: 1,
                cols: 4,
                cells: vec![Cell::Floor; 4],
                pieces: Vec::new(),
                state: at.to_string(),
            }
        }
        fn is_goal(&self, &at: &usize) -> bool {
            at == 3
        }
        fn status(&self, visited: &[usize]) -> Status {
            let at = visited[visited.len() - 1];
            Status {
                goal: at == 3,
                optimal: Some(3 - at as i64),
                hint: (at < 3).then_some('R'),
                ..Status::default()
            }
        }
        fn judge_input(&self, &at: &usize) -> String {
            format!("{at}\n")
        }
        fn edit(&self, _: &usize, edit: &Edit) -> Result<Self, String> {
            Err(format!("expected no edit, found {edit:?}"))
        }
        fn generate(_: u64, _: usize) -> Self {
            Strip
        }
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let mut s = Session::new(Strip);
        assert_eq!(s.play(Dir::Left), Err(IllegalMove(Dir::Left)));
        assert_eq!((s.move_count(), *s.state()), (0, 0));
    }

    #[test]
    fn undo_redo_round_trip_and_new_moves_drop_the_redo_tail() {
        let mut s = Session::new(Strip);
        for _ in 0..3 {
            s.play(Dir::Right).unwrap();
        }
        assert!(s.is_goal());
        assert!(s.undo() && s.undo());
        assert_eq!((*s.state(), s.move_count()), (1, 1));
        assert!(s.redo());
        assert_eq!(s.frame().state, "2");
        s.play(Dir::Left).unwrap();
        assert!(!s.redo());
        assert_eq!(s.moves(), [Dir::Right, Dir::Right, Dir::Left]);
        s.restart();
        assert!(!s.undo());
        assert_eq!(s.history().len(), 3);
    }

    #[test]
    fn a_board_reports_status_history_and_judge_input_and_refuses_bad_edits() {
        let mut board: Box<dyn Board> = Box::new(Session::new(Strip));
        board.play(Dir::Right).unwrap();
        board.play(Dir::Right).unwrap();
        board.undo();
        let status = board.status();
        assert_eq!((status.optimal, status.hint), (Some(2), Some('R')));
        assert_eq!(board.history(), "RR");
        assert_eq!(
            (board.judge_input(false), board.judge_input(true)),
            ("0\n".into(), "1\n".into())
        );
        assert!(board.edit(&Edit::Wall { row: 0, col: 0 }).is_err());
        assert_eq!(board.move_count(), 1, "a refused edit changes nothing");
    }

    #[test]
    fn restore_replays_history_and_reports_the_first_illegal_move() {
        let s = Session::restore(Strip, &[Dir::Right, Dir::Right, Dir::Left], 2).unwrap();
        assert_eq!((*s.state(), s.history().len()), (2, 3));
        let err = Session::restore(Strip, &[Dir::Right, Dir::Right, Dir::Right, Dir::Right], 4)
            .unwrap_err();
        assert_eq!(err, (3, IllegalMove(Dir::Right)));
    }
}
