//! The "midend" between rules and page: a [`Game`] (one board of a `puzzles/<name>/play.rs`), its move history, undo and
//! redo, the memoised optimum, the last X-ray traced. Its parts: game.rs (the [`Game`] trait), status.rs (the status
//! line), view.rs (the [`View`] and the other replies the page draws), outcome.rs (a win against the optimum), tests.rs. Above it: `review.rs` (ratings, review), `xray/` and `board.rs` (the object-safe `Board`
//! crates/wasm holds); below it only the plumbing, `input.rs`, `search.rs` and `trace.rs`.

use rustc_hash::FxHashMap as HashMap;

use crate::frame::Frame;
use crate::grid::Dir;
use crate::input::Cell;
use crate::notation::Notation;
use crate::search::BFS_BUDGET;
use crate::text::Text;
use crate::trace::{Method, Trace};

mod game;
mod outcome;
mod status;
mod view;

pub use game::Game;
pub use outcome::{grade, Mark, Outcome};
use status::count;
pub use view::{GalleryItem, IllegalMove, Insight, LayersKind, Status, View};

/// The optimum from each state met so far: fewest moves left (-1 when impossible) and a first move.
type Known<S, M> = HashMap<S, (i64, Option<M>)>;

/// Per state, a bounded path's first move and the status line of what is proved of it ([`Game::bounded`]).
type Bounds<S, M> = HashMap<S, Option<(Option<M>, Text)>>;

/// States whose optimum a session remembers before it starts over.
const MEMO_LIMIT: usize = 50_000;

/// What `memo` remembers for `state`; when nothing, the memo starts over once it holds [`MEMO_LIMIT`] states, so that
/// what the caller searches next has room.
fn recall<S: Clone + Eq + std::hash::Hash, V: Clone>(
    memo: &mut HashMap<S, V>,
    state: &S,
) -> Option<V> {
    let known = memo.get(state).cloned();
    if known.is_none() && memo.len() > MEMO_LIMIT {
        memo.clear();
    }
    known
}

/// What `memo` remembers for `state`, else what `search` finds, then remembered ([`recall`]).
fn remembered<S: Clone + Eq + std::hash::Hash, V: Clone>(
    memo: &mut HashMap<S, V>,
    state: &S,
    search: impl FnOnce() -> V,
) -> V {
    recall(memo, state).unwrap_or_else(|| {
        let found = search();
        memo.insert(state.clone(), found.clone());
        found
    })
}

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
        if let Some(known) = recall(&mut self.known, state) {
            return known;
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
