//! The [`Game`] trait: one board of a puzzle, its rules, what it draws and what its solver answers, which every
//! `puzzles/<name>/play.rs` implements (partners: `mod.rs` the `Session` that plays one, `view.rs` its replies, `board.rs`).

use std::hash::Hash;

use super::{GalleryItem, Insight};
use crate::frame::Frame;
use crate::grid::Dir;
use crate::input::{Action, Cell, Refusal, UserInput};
use crate::notation::Notation;
use crate::text::Text;
use crate::trace::Trace;

/// One playable board: the rules of a puzzle applied to one case. The page never decides a rule: it sends neutral
/// input, which [`Game::interpret`] turns into a move or an edit, and draws the [`Frame`] it gets back.
pub trait Game: Sized {
    /// Exactly what undo restores.
    type State: Clone + Eq + Hash;
    /// One move, in the puzzle's own notation: a direction (`Dir`), or a piece and its steps. The session, review,
    /// X-ray and page hold moves only through [`Notation`].
    type Move: Notation;
    /// One edit of the board in the page's edit mode, the puzzle's own (its tools' meanings): [`Game::interpret`]
    /// makes it of a [`UserInput::Tool`], a drag or a resize, and [`Game::edit`] applies it.
    type Edit: std::fmt::Debug;
    /// Search tables and buffers kept for the board's life, built when first needed ([`Game::solver`]).
    type Solver;

    /// Names of the generator's difficulty levels, easiest first (see [`Game::generate`]).
    const LEVELS: &'static [Text];
    /// Whether the puzzle has a goal (a fewest-moves question); without one the status counts states visited.
    const GOAL: bool;
    /// The generator's difficulties (indexes of [`Game::LEVELS`]) whose boards have no solution: the page's level list
    /// leaves them out (`levels.rs`).
    const UNSOLVABLE: &'static [usize] = &[];
    /// Whether the X-ray's plain search ([`crate::xray::bfs`]) counts a return to the start as a new state, as the
    /// insight view does for a judge that counts the states reached by at least one move (OmniGravity).
    const XRAY_START_AGAIN: bool = false;
    /// Whether the X-ray's plain search counts a goal state without expanding it (Holedox is out of the lair).
    const XRAY_GOAL_LEAF: bool = false;
    /// The short name of the method contestants are taught, which the X-ray steps beside the solver
    /// ([`Game::xray_taught`]; Huarong: NOIP's standard solution); `None` for none.
    const XRAY_TAUGHT: Option<Text> = None;
    /// What one move is called in counts, one and many: `move-one`/`move-many` ("move", "moves"), or OmniGravity's
    /// "tilt", "tilts".
    const MOVE_WORD: (Text, Text) = (Text::new("move-one"), Text::new("move-many"));
    /// Whether a move names a piece the player picks first (Klotski): the page lets a click or Tab pick a piece and
    /// sends [`UserInput::KeyAt`] and [`UserInput::Pull`] with a cell of it.
    const PICK: bool = false;
    /// Whether a press on a piece let go on another cell is a [`UserInput::Pull`] of it there (Sokoban: a box dragged
    /// is pushed there, you dragged walk there); a press elsewhere still swipes and a tap still clicks.
    const DRAG: bool = false;
    /// The ways the judge counts a path, in its order, each as its word pair (Klotski: cell steps, straight slides,
    /// piece moves); empty when it counts only the moves played ([`Game::MOVE_WORD`]).
    const COUNTS: &'static [(Text, Text)] = &[];
    /// Which of [`Game::COUNTS`] (indexes) the judge minimises, the first first (Sokoban: pushes, then moves); the
    /// last is the count its answer prints. Empty (the default): it counts the moves played. A count's merges of moves
    /// (Klotski's piece moves) depend on neighbouring moves only: `check --paths` cuts paths where they add up.
    const JUDGED: &'static [usize] = &[];

    /// The state the case starts in.
    fn start(&self) -> Self::State;
    /// Every move worth trying from `state`, each once (the legal ones at least): what ratings, the review and the
    /// plain searches expand.
    fn moves(&self, state: &Self::State) -> Vec<Self::Move>;
    /// The state after one move, or `None` when the rules refuse it.
    fn play(&self, state: &Self::State, mv: &Self::Move) -> Option<Self::State>;
    /// Why the rules refuse `mv` in `state`, in the page's words ("the blank cannot move up: ...").
    fn blocked(&self, state: &Self::State, mv: &Self::Move) -> Text;
    /// What to draw, with the state as text in [`Frame::state`].
    fn frame(&self, state: &Self::State) -> Frame;
    /// Whether the puzzle is solved in `state` (never, for puzzles without a goal).
    fn is_goal(&self, state: &Self::State) -> bool;
    /// What an input from the page means in `state`: a move, an edit, or nothing (with the reason).
    fn interpret(
        &self,
        state: &Self::State,
        input: &UserInput,
    ) -> Result<Action<Self::Move, Self::Edit>, Refusal>;
    /// The cell the moves move from (the blank, the head), where a hint is drawn; `None` when moves have no one cell.
    fn mover(&self, _state: &Self::State) -> Option<Cell> {
        None
    }
    /// The direction the player points (an arrow key, a swipe) to play `mv`, when one direction plays it: for
    /// sliding tiles the opposite of the blank's move (the tile slid into it goes the other way). The hint's arrow
    /// and the ratings' arrows are drawn this way; `None` (the default) when no one direction plays the move.
    fn gesture(&self, _mv: &Self::Move) -> Option<Dir> {
        None
    }
    /// The cell the hint marks for `mv` from `state` (the cell the blank or the head steps onto, where a piece
    /// lands), or `None`.
    fn hint_cell(&self, _state: &Self::State, _mv: &Self::Move) -> Option<Cell> {
        None
    }
    /// The move `mv` from `state` in the player's words, as an order: "slide 7 left", "move the head up",
    /// "tilt down" (the hint, the ratings' labels, the review).
    fn say(&self, state: &Self::State, mv: &Self::Move) -> Text;
    /// What the page says after the move `mv` from `state` left everything as it was (a tilt towards where every
    /// piece already rests): the move counts, as the judge counts it, and nothing moved.
    fn still(&self, state: &Self::State, mv: &Self::Move) -> Text {
        Text::new("move-still").arg("move", self.say(state, mv))
    }
    /// This board as a one-case judge input that starts in `state`.
    fn judge_input(&self, state: &Self::State) -> String;
    /// The board from `start` with `moves` played (legal: checked before; `solves` when they end on the goal) as a file
    /// of the puzzle's own level format ([`crate::Puzzle::LEVEL_FORMAT`]), `None` (the default) when it has none.
    fn level_file(
        &self,
        _start: &Self::State,
        _moves: &[Self::Move],
        _solves: bool,
    ) -> Option<String> {
        None
    }
    /// The board after an edit of the board as it stands in `state` (the result starts there,
    /// edited); the error says what was expected and what was found.
    fn edit(&self, state: &Self::State, edit: &Self::Edit) -> Result<Self, Text>;
    /// A valid random board of difficulty `level` (an index in [`Game::LEVELS`]), the same for the same seed.
    fn generate(seed: u64, level: usize) -> Self;
    /// The solver for this board (its tables built once); asked for the first time a status needs it.
    fn solver(&self) -> Self::Solver;
    /// One optimal move sequence from `state` to the goal, `None` when there is none. Never asked of a puzzle without
    /// a goal.
    fn solve(&self, solver: &mut Self::Solver, state: &Self::State) -> Option<Vec<Self::Move>>;
    /// Why `state` is lost without a search, when the puzzle sees it at once (Sokoban: a box frozen off a goal, or on
    /// a dead square); the status says so, with no search and no hint.
    fn lost(&self, _state: &Self::State) -> Option<Text> {
        None
    }
    /// The states searched when the last [`Game::solve`] from `state` gave up within its budget rather than prove
    /// there is no way (its `None` then means "no proof", not "no solution").
    fn gave_up(&self, _solver: &mut Self::Solver, _state: &Self::State) -> Option<u64> {
        None
    }
    /// A path from `state` to the goal, not proved the shortest but within a proved factor of it, with the status line
    /// that says what is proved ("A path of 120 moves from here, at most 1.5× optimal; at least 96 moves are needed"):
    /// asked only where [`Game::solve`] gave up ([`Game::gave_up`]), so that the hint still leads somewhere; `None`
    /// (the default) when the puzzle has no such search, or it gave up too.
    fn bounded(
        &self,
        _solver: &mut Self::Solver,
        _state: &Self::State,
    ) -> Option<(Vec<Self::Move>, Text)> {
        None
    }
    /// The moves `moves` counted each way of [`Game::COUNTS`], in its order (empty when it has none).
    fn tally(&self, _moves: &[Self::Move]) -> Vec<usize> {
        Vec::new()
    }
    /// The fewest from `state` to the goal each way of [`Game::COUNTS`], in its order, -1 when there is no way
    /// (empty when it has none).
    fn optima(&self, _solver: &mut Self::Solver, _state: &Self::State) -> Vec<i64> {
        Vec::new()
    }
    /// Puzzles without a goal: how many states the judge counts from the start (the "of M" in "visited N of M").
    fn reachable(&self, _solver: &mut Self::Solver) -> Option<usize> {
        None
    }
    /// What a plain breadth-first search from `state` sees, for the page's insight view.
    fn insight(&self, _state: &Self::State) -> Insight {
        Insight::default()
    }
    /// The X-ray's plain search from `state`, at most `budget` expansions: [`crate::xray::bfs`] over whole states, or
    /// a search over compact keys (Huarong: the other tiles are all alike, as in the insight view). No default: each
    /// puzzle's own call compiles the search in the core, at its opt-level, while the generic [`Session`](super::Session) that asks
    /// for it is compiled in the crate that loads boards (see `load_case`; crates/wasm: for size).
    fn xray_plain(&self, state: &Self::State, budget: u64) -> Trace<Self::State>;
    /// The X-ray of the puzzle's own solver from `state`: a step trace, or only its figures, or `None` when the
    /// solver cannot be traced (the page then says so). Traced in the solver's own loop through a `Watch` (see
    /// `watch.rs`).
    fn xray_solver(
        &self,
        _solver: &mut Self::Solver,
        _state: &Self::State,
    ) -> Option<Trace<Self::State>> {
        None
    }
    /// The X-ray of the method contestants are taught ([`Game::XRAY_TAUGHT`]) from `state`, `None` for none.
    fn xray_taught(
        &self,
        _solver: &mut Self::Solver,
        _state: &Self::State,
    ) -> Option<Trace<Self::State>> {
        None
    }
    /// Every state reachable from `state` by at least one move, each with one shortest move
    /// sequence, in breadth-first order (OmniGravity's gallery; empty for the other puzzles).
    fn gallery(&self, _state: &Self::State) -> Vec<GalleryItem> {
        Vec::new()
    }
}
