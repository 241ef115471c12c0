//! The "midend" between rules and page: a [`Game`] (one board of a `puzzles/<name>/play.rs`), its move history, undo and
//! redo, the memoised optimum, the last X-ray traced. Its parts: view.rs (the [`View`] and the other replies the page
//! draws), outcome.rs (a win against the optimum), tests.rs. Above it: `review.rs` (ratings, review), `xray/` and `board.rs` (the object-safe `Board`
//! crates/wasm holds); below it only the plumbing, `input.rs`, `search.rs` and `trace.rs`.

use rustc_hash::FxHashMap as HashMap;
use std::hash::Hash;

use crate::frame::Frame;
use crate::grid::Dir;
use crate::input::{Action, Cell, Refusal, UserInput};
use crate::notation::Notation;
use crate::search::BFS_BUDGET;
use crate::text::Text;
use crate::trace::{Method, Trace};

mod outcome;
mod view;

pub use outcome::{grade, Mark, Outcome};
pub use view::{GalleryItem, IllegalMove, Insight, LayersKind, Status, View};

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
    /// puzzle's own call compiles the search in the core, at its opt-level, while the generic [`Session`] that asks
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

/// The optimum from each state met so far: fewest moves left (-1 when impossible) and a first move.
type Known<S, M> = HashMap<S, (i64, Option<M>)>;

/// Per state, a bounded path's first move and the status line of what is proved of it ([`Game::bounded`]).
type Bounds<S, M> = HashMap<S, Option<(Option<M>, Text)>>;

/// States whose optimum a session remembers before it starts over.
const MEMO_LIMIT: usize = 50_000;

/// A game with its history (the states played so far and a cursor for undo and redo), its solver and the optimum
/// of every state it has met, so that following the hints, and undoing them, costs no new search.
pub struct Session<G: Game> {
    game: G,
    states: Vec<G::State>,
    moves: Vec<G::Move>,
    cursor: usize,
    solver: Option<G::Solver>,
    known: Known<G::State, G::Move>,
    /// The optima of [`Game::optima`] of every state whose status was shown.
    counted: HashMap<G::State, Vec<i64>>,
    /// Per state whose search gave up, the bounded path's first move and what is proved of it ([`Game::bounded`]).
    /// Only the state searched: a later state on that path is searched again, as the factor is not proved for it.
    bounded: Bounds<G::State, G::Move>,
    /// The last X-ray traced, with the state it started from, so that stepping through it costs no new search.
    traces: Vec<(Method, G::State, Trace<G::State>)>,
    /// Whether the view searches the optimum; off after the page stopped a search that took too long.
    search: bool,
    /// The review's optimum of `states[i]` for each `i` below its length: filled a bounded stretch per review
    /// request (see `review.rs`), cut back where the history changes.
    pub(crate) optima: Vec<i64>,
}

impl<G: Game + std::fmt::Debug> std::fmt::Debug for Session<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("game", &self.game)
            .field("moves", &G::Move::write_path(&self.moves))
            .field("cursor", &self.cursor)
            .finish_non_exhaustive()
    }
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
            solver: None,
            known: HashMap::default(),
            counted: HashMap::default(),
            bounded: HashMap::default(),
            traces: Vec::new(),
            search: true,
            optima: Vec::new(),
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

    /// The state the board starts in (the judge input's, before any move).
    pub fn start(&self) -> &G::State {
        &self.states[0]
    }

    /// The current frame.
    pub fn frame(&self) -> Frame {
        self.game.frame(self.state())
    }

    /// Plays `mv`; a new move drops whatever could have been redone.
    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        let Some(next) = self.game.play(self.state(), &mv) else {
            let reason = self.game.blocked(self.state(), &mv);
            return Err(IllegalMove::new(&mv, reason));
        };
        self.states.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.optima.truncate(self.cursor + 1);
        self.states.push(next);
        self.moves.push(mv);
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

    /// The states from the start to the current one (the start first).
    pub fn played_states(&self) -> &[G::State] {
        &self.states[..=self.cursor]
    }

    /// The moves that lead to the current state.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves[..self.cursor]
    }

    /// Every move recorded, including those undone and not yet redone.
    pub fn history(&self) -> &[G::Move] {
        &self.moves
    }

    /// Whether the current state solves the puzzle.
    pub fn is_goal(&self) -> bool {
        self.game.is_goal(self.state())
    }

    /// Replays `history` from the start and moves the cursor to `cursor` (for permalinks).
    ///
    /// Fails at the first illegal move, with its index.
    pub fn restore(
        game: G,
        history: &[G::Move],
        cursor: usize,
    ) -> Result<Self, (usize, IllegalMove)> {
        let mut session = Session::new(game);
        session.restore_moves(history, cursor)?;
        Ok(session)
    }

    /// Replays `history` from this board's start and puts the cursor at `at`; on failure nothing changes.
    pub(crate) fn restore_moves(
        &mut self,
        history: &[G::Move],
        at: usize,
    ) -> Result<(), (usize, IllegalMove)> {
        let states = self.replay(history)?;
        // The review's optima stay valid where the new history repeats the old one.
        let same = self
            .moves
            .iter()
            .zip(history)
            .take_while(|(a, b)| a == b)
            .count();
        self.optima.truncate(same + 1);
        self.states = states;
        self.moves = history.to_vec();
        self.cursor = at.min(history.len());
        Ok(())
    }

    /// Walks `moves` from the start, calling `visit(step, state)` on every state (the start is step 0) and keeping only
    /// the current one; fails at the first move the rules refuse, with its index. The one replay behind
    /// [`Session::restore`], [`Board::restore`], [`Board::frames`] and [`Board::check_path`].
    pub(crate) fn walk(
        &self,
        moves: &[G::Move],
        mut visit: impl FnMut(usize, &G::State),
    ) -> Result<(), (usize, IllegalMove)> {
        let mut state = self.states[0].clone();
        visit(0, &state);
        for (i, mv) in moves.iter().enumerate() {
            let Some(next) = self.game.play(&state, mv) else {
                let reason = self.game.blocked(&state, mv);
                return Err((i, IllegalMove::new(mv, reason)));
            };
            state = next;
            visit(i + 1, &state);
        }
        Ok(())
    }

    /// Every state along `moves` from the start, the start first (see [`Session::walk`]).
    fn replay(&self, moves: &[G::Move]) -> Result<Vec<G::State>, (usize, IllegalMove)> {
        let mut states = Vec::with_capacity(moves.len() + 1);
        self.walk(moves, |_, state| states.push(state.clone()))?;
        Ok(states)
    }

    /// The fewest moves from `state` to the goal (-1 when impossible) and a first move, remembered for every state on
    /// the optimal path found.
    pub fn optimal(&mut self, state: &G::State) -> (i64, Option<G::Move>) {
        if self.game.is_goal(state) {
            return (0, None);
        }
        if let Some(known) = self.known.get(state) {
            return known.clone();
        }
        if self.known.len() > MEMO_LIMIT {
            self.known.clear();
        }
        let game = &self.game;
        let solver = self.solver.get_or_insert_with(|| game.solver());
        let Some(path) = game.solve(solver, state) else {
            self.known.insert(state.clone(), (-1, None));
            return (-1, None);
        };
        // Every state on an optimal path is as far from the goal as the moves left.
        let mut at = state.clone();
        for (i, mv) in path.iter().enumerate() {
            let next = game.play(&at, mv);
            self.known
                .insert(at, ((path.len() - i) as i64, Some(mv.clone())));
            match next {
                Some(next) => at = next,
                None => break,
            }
        }
        (path.len() as i64, path.first().cloned())
    }

    /// Whether the optimum from `state` is remembered (asking [`Session::optimal`] costs no search).
    pub(crate) fn knows(&self, state: &G::State) -> bool {
        self.known.contains_key(state)
    }

    /// What the page shows beside the board now.
    pub fn status(&mut self) -> Status {
        let mut status = if G::GOAL && !self.search {
            self.unsearched()
        } else if G::GOAL {
            self.goal_status()
        } else {
            let (visited, reachable) = self.visited();
            let line = match reachable {
                Some(n) => Text::new("status-visited-of")
                    .arg("visited", visited)
                    .arg("reachable", n),
                None => Text::new("status-visited").arg("visited", visited),
            };
            Status {
                visited: Some(visited),
                reachable,
                line,
                ..Status::default()
            }
        };
        status.counter = self.counter();
        if self.cursor > 0 {
            let (before, mv) = (&self.states[self.cursor - 1], &self.moves[self.cursor - 1]);
            status.moved = Some(self.game.say(before, mv));
            if *before == self.states[self.cursor] {
                status.note = Some(self.game.still(before, mv));
            }
        }
        status
    }

    /// Distinct states reached by moves so far (the start counts when a move returns to it), and how many the judge
    /// counts from the start, for puzzles that count them ([`Game::reachable`]).
    fn visited(&mut self) -> (usize, Option<usize>) {
        let game = &self.game;
        let solver = self.solver.get_or_insert_with(|| game.solver());
        let reachable = game.reachable(solver);
        if G::GOAL && reachable.is_none() {
            return (0, None);
        }
        let visited: rustc_hash::FxHashSet<&G::State> =
            self.states[1..=self.cursor].iter().collect();
        (visited.len(), reachable)
    }

    /// The status of a puzzle with a goal: the optimum, the hint in the player's words, the win.
    fn goal_status(&mut self) -> Status {
        let state = self.state().clone();
        let goal = self.game.is_goal(&state);
        if let Some(why) = self.game.lost(&state).filter(|_| !goal) {
            return Status {
                optimal: Some(-1),
                line: Text::new("status-lost").arg("why", why),
                ..Status::default()
            };
        }
        let (optimal, hint) = self.optimal(&state);
        if let Some(searched) = self.no_proof(&state, optimal) {
            if let Some((hint, line)) = self.bounded_hint(&state) {
                return Status {
                    goal,
                    hint_dir: hint
                        .as_ref()
                        .and_then(|mv| self.game.gesture(mv))
                        .map(Dir::letter),
                    hint_text: hint.as_ref().map(|mv| self.game.say(&state, mv)),
                    hint_cell: hint.as_ref().and_then(|mv| self.game.hint_cell(&state, mv)),
                    hint: hint.as_ref().map(Notation::write),
                    line,
                    ..Status::default()
                };
            }
            return Status {
                goal,
                line: Text::new("status-no-proof").arg("states", searched),
                solved: goal.then(|| self.solved_unproved()),
                ..Status::default()
            };
        }
        let hint_cell = hint.as_ref().and_then(|mv| self.game.hint_cell(&state, mv));
        let mut line = match optimal {
            -1 => Text::new("status-no-solution"),
            n => Text::new("status-optimal").arg("n", n),
        };
        let (visited, reachable) = self.visited();
        if let Some(n) = reachable {
            line = Text::new("status-and-visited")
                .arg("line", line)
                .arg("visited", visited)
                .arg("reachable", n);
        }
        let start = self.states[0].clone();
        // The optimum from the start only for the win's words: it may be a long search of its own.
        let best = if goal { self.optimal(&start).0 } else { 0 };
        if goal && G::COUNTS.is_empty() && self.no_proof(&start, best).is_some() {
            let solved = Some(self.solved_unproved());
            return Status {
                goal,
                optimal: Some(0),
                line,
                solved,
                ..Status::default()
            };
        }
        let solved = goal.then(|| {
            let n = self.cursor;
            let (one, many) = G::MOVE_WORD;
            Text::new("status-solved")
                .arg("count", count(n, plural(n, &one, &many)))
                .arg("best", best)
        });
        let (line, solved) = if G::COUNTS.is_empty() {
            (line, solved)
        } else {
            self.counted_lines(&state, goal)
        };
        Status {
            goal,
            optimal: Some(optimal),
            hint_dir: hint
                .as_ref()
                .and_then(|mv| self.game.gesture(mv))
                .map(Dir::letter),
            hint_text: hint.as_ref().map(|mv| self.game.say(&state, mv)),
            hint: hint.as_ref().map(Notation::write),
            hint_cell,
            visited: reachable.map(|_| visited),
            reachable,
            line,
            solved,
            ..Status::default()
        }
    }

    /// The states searched when `optimal` (the answer of [`Session::optimal`] from `state`) is not a proof but the
    /// search giving up ([`Game::gave_up`]).
    pub(crate) fn no_proof(&mut self, state: &G::State, optimal: i64) -> Option<u64> {
        if optimal >= 0 {
            return None;
        }
        let game = &self.game;
        let solver = self.solver.get_or_insert_with(|| game.solver());
        game.gave_up(solver, state)
    }

    /// The bounded path's first move from `state` and its status line ([`Game::bounded`]), searched once per state.
    fn bounded_hint(&mut self, state: &G::State) -> Option<(Option<G::Move>, Text)> {
        if let Some(known) = self.bounded.get(state) {
            return known.clone();
        }
        if self.bounded.len() > MEMO_LIMIT {
            self.bounded.clear();
        }
        let game = &self.game;
        let solver = self.solver.get_or_insert_with(|| game.solver());
        let found = game
            .bounded(solver, state)
            .map(|(path, line)| (path.first().cloned(), line));
        self.bounded.insert(state.clone(), found.clone());
        found
    }

    /// The win when the optimum from the start is not proved: the moves played, each way counted.
    fn solved_unproved(&mut self) -> Text {
        let played = match self.counter() {
            Some(counts) => counts,
            None => {
                let (one, many) = G::MOVE_WORD;
                count(self.cursor, plural(self.cursor, &one, &many))
            }
        };
        Text::new("status-solved-unproved").arg("counts", played)
    }

    /// The optima of [`Game::optima`] from `state`, searched once per state.
    fn counted(&mut self, state: &G::State) -> Vec<i64> {
        if let Some(known) = self.counted.get(state) {
            return known.clone();
        }
        if self.counted.len() > MEMO_LIMIT {
            self.counted.clear();
        }
        let game = &self.game;
        let solver = self.solver.get_or_insert_with(|| game.solver());
        let optima = game.optima(solver, state);
        self.counted.insert(state.clone(), optima.clone());
        optima
    }

    /// The status line and the win of a puzzle that counts a path several ways ([`Game::COUNTS`]): "Optimal from
    /// here: 116 steps, 90 slides, 81 moves", "Solved in 120 steps (optimal: 116), ...!".
    fn counted_lines(&mut self, state: &G::State, goal: bool) -> (Text, Option<Text>) {
        let here = self.counted(state);
        let line = if here.first().is_some_and(|&n| n < 0) {
            Text::new("status-no-solution")
        } else {
            Text::new("status-optimal").arg("n", list(counted_words::<G>(&here)))
        };
        if !goal {
            return (line, None);
        }
        // The optima from the start only for the win's words: they may be a long search of their own.
        let start = self.states[0].clone();
        let best = self.counted(&start);
        if self
            .no_proof(&start, best.first().copied().unwrap_or(0))
            .is_some()
        {
            return (line, Some(self.solved_unproved()));
        }
        let solved = goal.then(|| {
            let played: Vec<i64> = self
                .game
                .tally(self.moves())
                .into_iter()
                .map(|n| n as i64)
                .collect();
            let words = counted_words::<G>(&played);
            let mut each: Vec<(bool, Text)> = (G::COUNTS.iter().zip(words).zip(&best))
                .map(|((pair, played), &b)| {
                    let text = Text::new("count-optimal")
                        .arg("count", played)
                        .arg("best", b);
                    (*pair != G::MOVE_WORD, text)
                })
                .collect();
            // The moves first, as for every puzzle: "Solved in 81 moves (optimal: 81), 116 steps (optimal: 116), ...".
            each.sort_by_key(|(other, _)| *other);
            let each: Vec<Text> = each.into_iter().map(|(_, text)| text).collect();
            Text::new("status-solved-counts").arg("counts", list(each))
        });
        (line, solved)
    }

    /// The counter's words when the puzzle counts a path several ways: "3 steps, 2 slides, 1 move".
    fn counter(&self) -> Option<Text> {
        if G::COUNTS.is_empty() {
            return None;
        }
        let played: Vec<i64> = self
            .game
            .tally(self.moves())
            .into_iter()
            .map(|n| n as i64)
            .collect();
        Some(list(counted_words::<G>(&played)))
    }

    /// The status of a board whose optimum is not searched (see [`Session::set_search`]): the goal, but no optimum.
    fn unsearched(&self) -> Status {
        let goal = self.is_goal();
        let n = self.cursor;
        let (one, many) = G::MOVE_WORD;
        Status {
            goal,
            line: Text::new("status-unsearched"),
            solved: goal.then(|| {
                Text::new("status-solved-unsearched").arg("count", count(n, plural(n, &one, &many)))
            }),
            unsearched: true,
            ..Status::default()
        }
    }

    /// Whether the view searches the optimum (on by default). The page turns it off when the person stops a search
    /// that takes too long, so that the board stays playable; turning it on searches again at the next view.
    pub fn set_search(&mut self, on: bool) {
        self.search = on;
    }

    /// The trace of `method` from the current state, traced once and kept until the state changes.
    pub fn trace(&mut self, method: Method) -> &Trace<G::State> {
        let state = self.state().clone();
        let at = self
            .traces
            .iter()
            .position(|(m, s, _)| *m == method && *s == state);
        let at = match at {
            Some(at) => at,
            None => {
                let trace = match method {
                    Method::Bfs => self.game.xray_plain(&state, BFS_BUDGET),
                    Method::Solver | Method::Taught => {
                        let game = &self.game;
                        let solver = self.solver.get_or_insert_with(|| game.solver());
                        let traced = match method {
                            Method::Taught => game.xray_taught(solver, &state),
                            _ => game.xray_solver(solver, &state),
                        };
                        traced.unwrap_or_else(|| {
                            Trace::figures(
                                Text::new("xray-solver-name"),
                                &[],
                                0,
                                Text::new("xray-solver-not-traced"),
                            )
                        })
                    }
                };
                self.traces.retain(|(m, s, _)| *m != method && *s == state);
                self.traces.push((method, state, trace));
                self.traces.len() - 1
            }
        };
        &self.traces[at].2
    }

    /// The trace of `method` kept from the last [`Session::trace`], with the game that draws its states.
    pub fn traced(&self, method: Method) -> Option<(&G, &Trace<G::State>)> {
        let kept = self.traces.iter().find(|(m, _, _)| *m == method)?;
        Some((&self.game, &kept.2))
    }

    /// Edits the board as it stands now; on success the session starts afresh from the edited board (whether it
    /// searches the optimum kept), on failure nothing changes.
    pub fn edit(&mut self, edit: &G::Edit) -> Result<(), Text> {
        let game = self.game.edit(self.state(), edit)?;
        let search = self.search;
        *self = Session::new(game);
        self.search = search;
        Ok(())
    }

    /// What the page draws now.
    pub fn view(&mut self) -> View {
        View {
            status: self.status(),
            frame: self.frame(),
            move_count: self.cursor,
            history: G::Move::write_path(&self.moves),
            board: self.game.judge_input(&self.states[0]),
        }
    }
}

/// For puzzles whose moves are the directions of one mover (the blank, the head): the cell it steps onto, which the
/// hint marks (see [`Game::hint_cell`]).
pub fn mover_step<G: Game>(game: &G, state: &G::State, dir: Dir) -> Option<Cell> {
    let frame = game.frame(state);
    dir.step(game.mover(state)?, frame.rows, frame.cols)
}

/// `values` in the words of [`Game::COUNTS`], in its order: `["116 steps", "90 slides", "81 moves"]`.
fn counted_words<G: Game>(values: &[i64]) -> Vec<Text> {
    let each = G::COUNTS.iter().zip(values);
    each.map(|((one, many), &n)| count(n, if n == 1 { one } else { many }).clone())
        .collect()
}

/// `n` and the word for it (`plural` picked it): "3 moves", "1 tilt".
fn count(n: impl Into<crate::text::Arg>, word: &Text) -> Text {
    Text::new("count").arg("n", n).arg("word", word.clone())
}

/// `items` as one list, "a, b, c" (`list-pair` of `list-pair`s): a language joins them its own way.
fn list(items: Vec<Text>) -> Text {
    let mut items = items.into_iter();
    let first = items.next().unwrap_or(Text::new("list-empty"));
    items.fold(first, |a, b| Text::new("list-pair").arg("a", a).arg("b", b))
}

/// `one` when `n` is 1, else `many`.
pub fn plural<T>(n: usize, one: T, many: T) -> T {
    if n == 1 {
        one
    } else {
        many
    }
}

#[cfg(test)]
mod tests;
