//! The "midend" between rules and page: a [`Game`] (one board of a `puzzles/*.rs`), its move history, undo and redo; wrapped for the page by crates/wasm.

use crate::frame::Frame;
use crate::grid::Dir;

/// One playable board: the rules of a puzzle applied to one case.
pub trait Game {
    /// Exactly what undo restores.
    type State: Clone + PartialEq;

    /// The state the case starts in.
    fn start(&self) -> Self::State;
    /// The state after one move, or `None` when the move is illegal or changes nothing.
    fn play(&self, state: &Self::State, dir: Dir) -> Option<Self::State>;
    /// What to draw.
    fn frame(&self, state: &Self::State) -> Frame;
    /// Whether the puzzle is solved in `state` (never, for puzzles without a goal).
    fn is_goal(&self, state: &Self::State) -> bool;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::{Cell, Frame};

    /// A token on a 1x4 strip that moves left and right.
    #[derive(Debug)]
    struct Strip;

    impl Game for Strip {
        type State = usize;
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
    fn restore_replays_history_and_reports_the_first_illegal_move() {
        let s = Session::restore(Strip, &[Dir::Right, Dir::Right, Dir::Left], 2).unwrap();
        assert_eq!((*s.state(), s.history().len()), (2, 3));
        let err = Session::restore(Strip, &[Dir::Right, Dir::Right, Dir::Right, Dir::Right], 4)
            .unwrap_err();
        assert_eq!(err, (3, IllegalMove(Dir::Right)));
    }
}
