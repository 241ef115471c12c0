//! The object-safe [`Board`]: a [`Session`] of any puzzle behind one interface, as crates/wasm/src/service.rs holds it,
//! with everything a board does: play and edit (`session/`), ratings and review (`review.rs`), the X-ray (`xray/`). The
//! top of the core's layers, below only the registry (`lib.rs`).

use crate::frame::Frame;
use crate::input::{Action, Refusal, UserInput};
use crate::notation::Notation;
use crate::review::{Rating, Review};
use crate::session::{GalleryItem, Game, IllegalMove, Insight, Outcome, Session, Status, View};
use crate::text::Text;
#[cfg(feature = "xray")]
use crate::xray::{self, Method, StepView, Summary};

/// What an input did to a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Applied {
    /// It played this move (in the puzzle's notation).
    Moved(String),
    /// It edited the board (the session starts afresh from the edited board).
    Edited,
}

/// A refused input, as the page reports it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    /// A move the rules refuse; the text says what blocks it.
    #[error("{0}")]
    Illegal(IllegalMove),
    /// An input that means nothing here (a click far from the blank).
    #[error("{0}")]
    Nothing(Text),
    /// An edit that cannot be made: what was expected and what was found.
    #[error("{0}")]
    Edit(Text),
}

/// A playable board as the page holds it: a [`Session`] of any puzzle behind one interface.
pub trait Board {
    /// What to draw now, and what to show beside it.
    fn view(&mut self) -> View;
    /// What to draw now.
    fn frame(&self) -> Frame;
    /// What to show beside the board now.
    fn status(&mut self) -> Status;
    /// Applies an input from the page: a move or an edit; a refused one changes nothing.
    fn input(&mut self, input: &UserInput) -> Result<Applied, Refused>;
    /// Plays one move, written in the puzzle's notation; an illegal move (or text that is no move) changes nothing.
    fn play(&mut self, mv: &str) -> Result<(), IllegalMove>;
    /// Every legal move from here, each in the puzzle's notation, in the order of [`Game::moves`].
    fn legal_moves(&self) -> Vec<String>;
    /// The moves of a path's text, each as its own text (read as [`crate::Notation::read_path`] reads them); the error
    /// names the first move that does not read.
    fn path_moves(&self, path: &str) -> Result<Vec<String>, crate::PathError>;
    /// Steps back one move; false at the start.
    fn undo(&mut self) -> bool;
    /// Steps forward one undone move; false when there is none.
    fn redo(&mut self) -> bool;
    /// Back to the start, keeping the moves to redo.
    fn restart(&mut self);
    /// Replays `history` (a path in the puzzle's notation) from the board's start and puts the cursor at `at`; on
    /// failure the board is unchanged and the error names the first illegal (or unreadable) move's index.
    fn restore(&mut self, history: &str, at: usize) -> Result<(), (usize, IllegalMove)>;
    /// Moves that lead to the current state.
    fn move_count(&self) -> usize;
    /// Every move recorded (including undone ones), in the puzzle's notation.
    fn history(&self) -> String;
    /// The board as a one-case judge input, starting at the start (`current` false) or here.
    fn judge_input(&self, current: bool) -> String;
    /// Frames along `moves` (a path in the puzzle's notation) from the board's start: every step's, or `most` (at
    /// least 2) evenly spread from the start to the end, each with its step (0: the start), so a long path is drawn
    /// without a frame for every step; fails at the first illegal or unreadable move.
    fn frames(&self, moves: &str, most: usize)
        -> Result<Vec<(usize, Frame)>, (usize, IllegalMove)>;
    /// The board's start with `moves` (a path in the puzzle's notation, checked as [`Board::check_path`] does) as a
    /// file of the puzzle's own level format ([`crate::Puzzle::LEVEL_FORMAT`]: Sokoban's XSB, the moves in LURD);
    /// `None` for a puzzle without one.
    fn level_file(&self, moves: &str) -> Result<Option<String>, (usize, IllegalMove)>;
    /// Replays `moves` (a path in the puzzle's notation) from the board's start without keeping them (a link's path,
    /// before the stepper shows it): its number of moves, or the first move refused, with its index and why.
    fn check_path(&self, moves: &str) -> Result<usize, (usize, IllegalMove)>;
    /// What a plain search from the board's start sees.
    fn insight(&self) -> Insight;
    /// Every state reachable from the start with a shortest move sequence (OmniGravity).
    fn gallery(&self) -> Vec<GalleryItem>;
    /// Each legal move from here, rated (see [`crate::review`]).
    fn ratings(&mut self) -> Vec<Rating>;
    /// The moves played so far against the optimum (see [`crate::review`]): a bounded stretch more of them reviewed
    /// on each call, and the reviewed moves `from .. from + count` listed.
    fn review(&mut self, from: usize, count: usize) -> Review;
    /// Whether the view searches the optimum (see [`Session::set_search`]).
    fn set_search(&mut self, on: bool);
    /// The result of the board as played, when it is won (see [`Session::outcome`]): the level list's mark.
    fn outcome(&mut self) -> Option<Outcome>;
    /// The X-ray of `method` from the current state: its figures (the trace is kept for [`Board::xray_step`]).
    #[cfg(feature = "xray")]
    fn xray(&mut self, method: Method) -> Summary;
    /// Kept step `index` of the X-ray of `method` from the current state, drawn; `None` past the last.
    #[cfg(feature = "xray")]
    fn xray_step(&mut self, method: Method, index: usize) -> Option<StepView>;
}

impl<G: Game> Board for Session<G> {
    fn view(&mut self) -> View {
        Session::view(self)
    }

    fn frame(&self) -> Frame {
        Session::frame(self)
    }

    fn status(&mut self) -> Status {
        Session::status(self)
    }

    fn outcome(&mut self) -> Option<Outcome> {
        Session::outcome(self)
    }

    fn input(&mut self, input: &UserInput) -> Result<Applied, Refused> {
        match self.game().interpret(self.state(), input) {
            Ok(Action::Move(mv)) => {
                let text = mv.write();
                Session::play(self, mv)
                    .map(|()| Applied::Moved(text))
                    .map_err(Refused::Illegal)
            }
            Ok(Action::Moves(moves)) => {
                let text = G::Move::write_path(&moves);
                for mv in moves {
                    Session::play(self, mv).map_err(Refused::Illegal)?;
                }
                Ok(Applied::Moved(text))
            }
            Ok(Action::Edit(edit)) => Session::edit(self, &edit)
                .map(|()| Applied::Edited)
                .map_err(Refused::Edit),
            Err(Refusal::Nothing(why)) => Err(Refused::Nothing(why)),
            Err(Refusal::Edit(why)) => Err(Refused::Edit(why)),
        }
    }

    fn play(&mut self, mv: &str) -> Result<(), IllegalMove> {
        let read = read_path::<G::Move>(mv).map_err(|(_, refused)| refused)?;
        match <[G::Move; 1]>::try_from(read) {
            Ok([mv]) => Session::play(self, mv),
            Err(_) => Err(IllegalMove {
                mv: mv.to_string(),
                reason: Text::new("parse-expected")
                    .arg(
                        "expected",
                        Text::new("one-move-such-as").arg("example", G::Move::EXAMPLE),
                    )
                    .arg("found", crate::scan::quote(mv)),
            }),
        }
    }

    fn legal_moves(&self) -> Vec<String> {
        let state = self.state();
        let moves = self.game().moves(state).into_iter();
        moves
            .filter(|mv| self.game().play(state, mv).is_some())
            .map(|mv| mv.write())
            .collect()
    }

    fn path_moves(&self, path: &str) -> Result<Vec<String>, crate::PathError> {
        G::Move::read_path(path).map(|moves| G::Move::tokens(&moves))
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

    fn restore(&mut self, history: &str, at: usize) -> Result<(), (usize, IllegalMove)> {
        self.restore_moves(&read_path::<G::Move>(history)?, at)
    }

    fn move_count(&self) -> usize {
        Session::move_count(self)
    }

    fn history(&self) -> String {
        G::Move::write_path(self.history())
    }

    fn judge_input(&self, current: bool) -> String {
        let state = if current { self.state() } else { self.start() };
        self.game().judge_input(state)
    }

    fn frames(
        &self,
        moves: &str,
        most: usize,
    ) -> Result<Vec<(usize, Frame)>, (usize, IllegalMove)> {
        let moves = read_path::<G::Move>(moves)?;
        let steps = spread(moves.len(), most);
        // Only the sampled states are drawn, and only the current one is kept: a 100,000-move path on a 30x30 board
        // would otherwise hold every state.
        let mut frames = Vec::with_capacity(steps.len());
        let mut wanted = steps.iter().peekable();
        self.walk(&moves, |step, state| {
            while wanted.next_if_eq(&&step).is_some() {
                frames.push((step, self.game().frame(state)));
            }
        })?;
        Ok(frames)
    }

    fn check_path(&self, moves: &str) -> Result<usize, (usize, IllegalMove)> {
        let moves = read_path::<G::Move>(moves)?;
        self.walk(&moves, |_, _| {})?;
        Ok(moves.len())
    }

    fn level_file(&self, moves: &str) -> Result<Option<String>, (usize, IllegalMove)> {
        let moves = read_path::<G::Move>(moves)?;
        let mut solves = false;
        self.walk(&moves, |i, state| {
            solves = i == moves.len() && self.game().is_goal(state);
        })?;
        Ok(self.game().level_file(self.start(), &moves, solves))
    }

    fn insight(&self) -> Insight {
        self.game().insight(self.start())
    }

    fn gallery(&self) -> Vec<GalleryItem> {
        self.game().gallery(self.start())
    }

    fn ratings(&mut self) -> Vec<Rating> {
        Session::ratings(self)
    }

    fn review(&mut self, from: usize, count: usize) -> Review {
        Session::review_window(self, from, count)
    }

    fn set_search(&mut self, on: bool) {
        Session::set_search(self, on)
    }

    #[cfg(feature = "xray")]
    fn xray(&mut self, method: Method) -> Summary {
        xray::summary(method, self.trace(method))
    }

    #[cfg(feature = "xray")]
    fn xray_step(&mut self, method: Method, index: usize) -> Option<StepView> {
        self.trace(method);
        let (game, trace) = self.traced(method)?;
        xray::step_view(game, trace, index)
    }
}

/// A path's text as moves; a move that does not read is refused like an illegal one, with its index.
fn read_path<M: Notation>(text: &str) -> Result<Vec<M>, (usize, IllegalMove)> {
    M::read_path(text).map_err(|e| {
        let refused = IllegalMove {
            reason: Text::new("parse-expected")
                .arg(
                    "expected",
                    Text::new("a-move-such-as").arg("example", M::EXAMPLE),
                )
                .arg("found", crate::scan::quote(&e.found)),
            mv: e.found,
        };
        (e.index, refused)
    })
}

/// The steps of a `moves`-move path that its frames show: every one, or `most` (at least 2) evenly spread from the
/// start to the end.
fn spread(moves: usize, most: usize) -> Vec<usize> {
    let most = most.max(2);
    if moves < most {
        return (0..=moves).collect();
    }
    (0..most).map(|i| i * moves / (most - 1)).collect()
}
