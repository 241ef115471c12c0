//! The "midend" between rules and page: a [`Game`] (one board of a `puzzles/<name>/play.rs`), its move history, undo and
//! redo, the memoised optimum, and the object-safe [`Board`] whose [`View`] crates/wasm sends to the page.

use std::collections::HashMap;
use std::hash::Hash;

use serde::{Deserialize, Serialize};

use crate::frame::{Frame, Piece};
use crate::grid::{letters, Dir};
use crate::input::{Action, Cell, Refusal, UserInput};
use crate::review::{Rating, Review};
use crate::xray::{self, Method, StepView, Summary, Trace};

/// One playable board: the rules of a puzzle applied to one case. The page never decides a rule: it sends neutral
/// input, which [`Game::interpret`] turns into a move or an edit, and draws the [`Frame`] it gets back.
pub trait Game: Sized {
    /// Exactly what undo restores.
    type State: Clone + Eq + Hash;
    /// Search tables and buffers kept for the board's life, built when first needed ([`Game::solver`]).
    type Solver;

    /// Names of the generator's difficulty levels, easiest first (see [`Game::generate`]).
    const LEVELS: &'static [&'static str];
    /// Whether the puzzle has a goal (a fewest-moves question); without one the status counts states visited.
    const GOAL: bool;
    /// Whether the X-ray's plain search ([`crate::xray::bfs`]) counts a return to the start as a new state, as the
    /// insight view does for a judge that counts the states reached by at least one move (OmniGravity).
    const XRAY_START_AGAIN: bool = false;
    /// Whether the X-ray's plain search counts a goal state without expanding it (Holedox is out of the lair).
    const XRAY_GOAL_LEAF: bool = false;

    /// The state the case starts in.
    fn start(&self) -> Self::State;
    /// The state after one move, or `None` when the rules refuse it.
    fn play(&self, state: &Self::State, dir: Dir) -> Option<Self::State>;
    /// Why the rules refuse `dir` in `state`, in the page's words ("the blank cannot move up: ...").
    fn blocked(&self, state: &Self::State, dir: Dir) -> String;
    /// What to draw, with the state as text in [`Frame::state`].
    fn frame(&self, state: &Self::State) -> Frame;
    /// Whether the puzzle is solved in `state` (never, for puzzles without a goal).
    fn is_goal(&self, state: &Self::State) -> bool;
    /// What an input from the page means in `state`: a move, an edit, or nothing (with the reason).
    fn interpret(&self, state: &Self::State, input: &UserInput) -> Result<Action, Refusal>;
    /// The cell the moves move from (the blank, the head), where a hint is drawn; `None` when moves have no one cell.
    fn mover(&self, _state: &Self::State) -> Option<Cell> {
        None
    }
    /// This board as a one-case judge input that starts in `state`.
    fn judge_input(&self, state: &Self::State) -> String;
    /// The board after an edit of the board as it stands in `state` (the result starts there,
    /// edited); the error says what was expected and what was found.
    fn edit(&self, state: &Self::State, edit: &Edit) -> Result<Self, String>;
    /// A valid random board of difficulty `level` (an index in [`Game::LEVELS`]), the same for the same seed.
    fn generate(seed: u64, level: usize) -> Self;
    /// The solver for this board (its tables built once); asked for the first time a status needs it.
    fn solver(&self) -> Self::Solver;
    /// One optimal move sequence from `state` to the goal, `None` when there is none. Never asked of a puzzle without
    /// a goal.
    fn solve(&self, solver: &mut Self::Solver, state: &Self::State) -> Option<Vec<Dir>>;
    /// Puzzles without a goal: how many states the judge counts from the start (the "of M" in "visited N of M").
    fn reachable(&self, _solver: &mut Self::Solver) -> Option<usize> {
        None
    }
    /// What a plain breadth-first search from `state` sees, for the page's insight view.
    fn insight(&self, _state: &Self::State) -> Insight {
        Insight::default()
    }
    /// The X-ray's plain search from `state` when the puzzle searches compact keys rather than whole states (Huarong:
    /// the other tiles are all alike, as in the insight view); `None` for [`crate::xray::bfs`] over whole states.
    fn xray_plain(&self, _state: &Self::State, _budget: u64) -> Option<Trace<Self::State>> {
        None
    }
    /// The X-ray of the puzzle's own solver from `state`: a step trace, or only its figures, or `None` when the
    /// solver cannot be traced (the page then says so). Never in the solver's hot loop (see `xray.rs`).
    fn xray_solver(
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

/// What one plain breadth-first search saw: the page's "search insight".
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Insight {
    /// States taken off the queue.
    pub explored: u64,
    /// How many states the visited table can index (its size), and what it is.
    pub table: u64,
    /// A few words on the table or graph, e.g. "bit-set over 49^4 piece positions".
    pub table_kind: String,
    /// What [`Insight::layers`] counts: states per depth of a breadth-first search, or nodes per round of an iterative
    /// deepening search (Fifteen's IDA*), so the page captions the chart and knows whether a layer is a depth.
    pub layers_kind: LayersKind,
    /// States first reached at each depth, from depth 0 (the start); see [`Insight::layers_kind`].
    pub layers: Vec<u64>,
    /// Per cell (row by row), the fewest moves after which the search first had the tracked thing
    /// (Huarong: the piece; Holedox: the head) on that cell; `None` where it never got.
    pub heat: Vec<Option<u32>>,
    /// What the heat map shows, e.g. "moves to bring the piece here".
    pub heat_kind: String,
    /// Why the answer is -1, when it is: which cells the search could reach, in words.
    pub why_not: Option<String>,
}

/// What the layers of an [`Insight`] count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LayersKind {
    /// `layers[d]`: the states first reached at depth `d` of a plain breadth-first search.
    #[default]
    Depths,
    /// `layers[i]`: the nodes expanded in round `i` of an iterative deepening search (not depths).
    Rounds,
}

/// One reachable state with one shortest move sequence from the start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GalleryItem {
    /// The state as text (the page's `data-state`).
    pub state: String,
    /// One shortest move sequence from the start, as letters.
    pub moves: String,
    /// The pieces as drawn in this state (the board's cells are those of the board shown).
    pub pieces: Vec<Piece>,
    /// Ids of the puzzle's gallery filters ([`crate::Info::gallery_filters`]) this state matches.
    pub tags: Vec<&'static str>,
}

/// What the page shows beside a board.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Status {
    /// The puzzle is solved.
    pub goal: bool,
    /// Fewest moves from here to the goal, -1 when impossible; `None` for puzzles without a goal.
    pub optimal: Option<i64>,
    /// The first move of one optimal path from here, as a letter `U D L R`.
    pub hint: Option<char>,
    /// Where the hint's move goes: the cell the mover steps onto.
    pub hint_cell: Option<Cell>,
    /// Puzzles without a goal: distinct states reached by moves so far (the start counts when a move returns to it).
    pub visited: Option<usize>,
    /// Puzzles without a goal: the number of states reachable by moves (the judge answer).
    pub reachable: Option<usize>,
    /// The status line: "Optimal from here: 4", "No solution from here", "Visited 3 of 110 reachable states".
    pub line: String,
    /// Said when the goal is reached: "Solved in 5 moves (optimal: 5)!".
    pub solved: Option<String>,
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
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct IllegalMove {
    /// The move refused.
    pub dir: Dir,
    /// What blocks it, in the page's words.
    pub reason: String,
}

/// What the page draws after any change of a board: the one reply to every board request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The board now.
    pub frame: Frame,
    /// What to show beside it.
    pub status: Status,
    /// Moves that lead to the current state.
    pub move_count: usize,
    /// Every move recorded, undone ones included, as letters.
    pub history: String,
    /// The board as a one-case judge input from its start (with `history`, a permalink).
    pub board: String,
}

/// The optimum from each state met so far: fewest moves left (-1 when impossible) and a first move.
type Known<S> = HashMap<S, (i64, Option<Dir>)>;

/// States whose optimum a session remembers before it starts over.
const MEMO_LIMIT: usize = 50_000;

/// A game with its history (the states played so far and a cursor for undo and redo), its solver and the optimum
/// of every state it has met, so that following the hints, and undoing them, costs no new search.
pub struct Session<G: Game> {
    game: G,
    states: Vec<G::State>,
    moves: Vec<Dir>,
    cursor: usize,
    solver: Option<G::Solver>,
    known: Known<G::State>,
    /// The last X-ray traced, with the state it started from, so that stepping through it costs no new search.
    traces: Vec<(Method, G::State, Trace<G::State>)>,
}

impl<G: Game + std::fmt::Debug> std::fmt::Debug for Session<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("game", &self.game)
            .field("moves", &letters(&self.moves))
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
            known: HashMap::new(),
            traces: Vec::new(),
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
        let Some(next) = self.game.play(self.state(), dir) else {
            let reason = self.game.blocked(self.state(), dir);
            return Err(IllegalMove { dir, reason });
        };
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

    /// The states from the start to the current one (the start first).
    pub fn played_states(&self) -> &[G::State] {
        &self.states[..=self.cursor]
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
        Board::restore(&mut session, history, cursor)?;
        Ok(session)
    }

    /// Every state along `moves` from the start, the start first; fails at the first move the rules refuse, with its
    /// index. The one replay behind [`Session::restore`], [`Board::restore`] and [`Board::frames`].
    fn replay(&self, moves: &[Dir]) -> Result<Vec<G::State>, (usize, IllegalMove)> {
        let mut states = Vec::with_capacity(moves.len() + 1);
        states.push(self.states[0].clone());
        for (i, &dir) in moves.iter().enumerate() {
            let last = &states[states.len() - 1];
            let Some(next) = self.game.play(last, dir) else {
                let reason = self.game.blocked(last, dir);
                return Err((i, IllegalMove { dir, reason }));
            };
            states.push(next);
        }
        Ok(states)
    }

    /// The fewest moves from `state` to the goal (-1 when impossible) and a first move, remembered for every state on
    /// the optimal path found.
    pub fn optimal(&mut self, state: &G::State) -> (i64, Option<Dir>) {
        if self.game.is_goal(state) {
            return (0, None);
        }
        if let Some(&known) = self.known.get(state) {
            return known;
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
        for (i, &dir) in path.iter().enumerate() {
            let next = game.play(&at, dir);
            self.known.insert(at, ((path.len() - i) as i64, Some(dir)));
            match next {
                Some(next) => at = next,
                None => break,
            }
        }
        (path.len() as i64, path.first().copied())
    }

    /// What the page shows beside the board now.
    pub fn status(&mut self) -> Status {
        if !G::GOAL {
            let visited: std::collections::HashSet<&G::State> =
                self.states[1..=self.cursor].iter().collect();
            let visited = visited.len();
            let game = &self.game;
            let solver = self.solver.get_or_insert_with(|| game.solver());
            let reachable = game.reachable(solver);
            let of = reachable.map_or(String::new(), |n| format!(" of {n}"));
            return Status {
                visited: Some(visited),
                reachable,
                line: format!(
                    "Visited {visited}{of} reachable {}",
                    plural(reachable.unwrap_or(visited), "state", "states")
                ),
                ..Status::default()
            };
        }
        let state = self.state().clone();
        let (optimal, hint) = self.optimal(&state);
        let goal = self.game.is_goal(&state);
        let hint_cell = hint.and_then(|dir| {
            let frame = self.game.frame(&state);
            dir.step(self.game.mover(&state)?, frame.rows, frame.cols)
        });
        let line = match optimal {
            -1 => "No solution from here".to_string(),
            n => format!("Optimal from here: {n}"),
        };
        let solved = goal.then(|| {
            let start = self.states[0].clone();
            let best = self.optimal(&start).0;
            let n = self.cursor;
            format!(
                "Solved in {n} {} (optimal: {best})!",
                plural(n, "move", "moves")
            )
        });
        Status {
            goal,
            optimal: Some(optimal),
            hint: hint.map(Dir::letter),
            hint_cell,
            line,
            solved,
            ..Status::default()
        }
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
                    Method::Bfs => self
                        .game
                        .xray_plain(&state, xray::BFS_BUDGET)
                        .unwrap_or_else(|| xray::bfs(&self.game, &state, xray::BFS_BUDGET)),
                    Method::Solver => {
                        let game = &self.game;
                        let solver = self.solver.get_or_insert_with(|| game.solver());
                        game.xray_solver(solver, &state).unwrap_or_else(|| {
                            Trace::figures(
                                "The solver",
                                &[],
                                0,
                                "This puzzle's solver is not traced: see the plain search.",
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

    /// What the page draws now.
    pub fn view(&mut self) -> View {
        View {
            status: self.status(),
            frame: self.frame(),
            move_count: self.cursor,
            history: letters(&self.moves),
            board: self.game.judge_input(&self.states[0]),
        }
    }
}

/// `one` when `n` is 1, else `many`.
pub fn plural(n: usize, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// What an input did to a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applied {
    /// It played this move.
    Moved(Dir),
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
    Nothing(String),
    /// An edit that cannot be made.
    #[error("{0}")]
    Edit(String),
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
    /// Plays one move; an illegal move changes nothing.
    fn play(&mut self, dir: Dir) -> Result<(), IllegalMove>;
    /// Steps back one move; false at the start.
    fn undo(&mut self) -> bool;
    /// Steps forward one undone move; false when there is none.
    fn redo(&mut self) -> bool;
    /// Back to the start, keeping the moves to redo.
    fn restart(&mut self);
    /// Replays `history` from the board's start and puts the cursor at `at`; on failure the board is unchanged and the
    /// error names the first illegal move's index.
    fn restore(&mut self, history: &[Dir], at: usize) -> Result<(), (usize, IllegalMove)>;
    /// Moves that lead to the current state.
    fn move_count(&self) -> usize;
    /// Every move recorded (including undone ones) as letters `U D L R`.
    fn history(&self) -> String;
    /// The board as a one-case judge input, starting at the start (`current` false) or here.
    fn judge_input(&self, current: bool) -> String;
    /// Edits the board as it stands now; on success the session restarts from the edited board.
    fn edit(&mut self, edit: &Edit) -> Result<(), String>;
    /// Every frame along `moves` from the board's start; fails at the first illegal move.
    fn frames(&self, moves: &[Dir]) -> Result<Vec<Frame>, (usize, IllegalMove)>;
    /// What a plain search from the board's start sees.
    fn insight(&self) -> Insight;
    /// Every state reachable from the start with a shortest move sequence (OmniGravity).
    fn gallery(&self) -> Vec<GalleryItem>;
    /// Each legal move from here, rated (see [`crate::review`]).
    fn ratings(&mut self) -> Vec<Rating>;
    /// The moves played so far against the optimum (see [`crate::review`]).
    fn review(&mut self) -> Review;
    /// The X-ray of `method` from the current state: its figures (the trace is kept for [`Board::xray_step`]).
    fn xray(&mut self, method: Method) -> Summary;
    /// Kept step `index` of the X-ray of `method` from the current state, drawn; `None` past the last.
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

    fn input(&mut self, input: &UserInput) -> Result<Applied, Refused> {
        match self.game.interpret(self.state(), input) {
            Ok(Action::Move(dir)) => Session::play(self, dir)
                .map(|()| Applied::Moved(dir))
                .map_err(Refused::Illegal),
            Ok(Action::Edit(edit)) => Board::edit(self, &edit)
                .map(|()| Applied::Edited)
                .map_err(Refused::Edit),
            Err(Refusal::Nothing(why)) => Err(Refused::Nothing(why)),
            Err(Refusal::Edit(why)) => Err(Refused::Edit(why)),
        }
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

    fn restore(&mut self, history: &[Dir], at: usize) -> Result<(), (usize, IllegalMove)> {
        let states = self.replay(history)?;
        self.states = states;
        self.moves = history.to_vec();
        self.cursor = at.min(history.len());
        Ok(())
    }

    fn move_count(&self) -> usize {
        Session::move_count(self)
    }

    fn history(&self) -> String {
        letters(&self.moves)
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

    fn frames(&self, moves: &[Dir]) -> Result<Vec<Frame>, (usize, IllegalMove)> {
        let states = self.replay(moves)?;
        Ok(states.iter().map(|state| self.game.frame(state)).collect())
    }

    fn insight(&self) -> Insight {
        self.game.insight(&self.states[0])
    }

    fn gallery(&self) -> Vec<GalleryItem> {
        self.game.gallery(&self.states[0])
    }

    fn ratings(&mut self) -> Vec<Rating> {
        Session::ratings(self)
    }

    fn review(&mut self) -> Review {
        Session::review(self)
    }

    fn xray(&mut self, method: Method) -> Summary {
        xray::summary(method, self.trace(method))
    }

    fn xray_step(&mut self, method: Method, index: usize) -> Option<StepView> {
        self.trace(method);
        let trace = &self.traces.iter().find(|(m, _, _)| *m == method)?.2;
        xray::step_view(&self.game, trace, index)
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::{Cell as FrameCell, Frame};
    use crate::input;

    /// A token on a 1x4 strip that moves left and right; the goal is the right end.
    #[derive(Debug)]
    struct Strip;

    impl Game for Strip {
        type State = usize;
        type Solver = usize;
        const LEVELS: &'static [&'static str] = &["any"];
        const GOAL: bool = true;
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
        fn blocked(&self, _: &usize, dir: Dir) -> String {
            format!("the token cannot move {dir:?}")
        }
        fn frame(&self, at: &usize) -> Frame {
            Frame {
                rows: 1,
                cols: 4,
                cells: vec![FrameCell::Floor; 4],
                pieces: Vec::new(),
                state: at.to_string(),
            }
        }
        fn is_goal(&self, &at: &usize) -> bool {
            at == 3
        }
        fn interpret(&self, _: &usize, input: &UserInput) -> Result<Action, Refusal> {
            input::common(input, input::arrow, |d| d).unwrap_or_else(|| Err(input::unused(input)))
        }
        fn mover(&self, &at: &usize) -> Option<Cell> {
            Some((0, at))
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
        fn solver(&self) -> usize {
            0
        }
        /// Counts its searches in the solver, so the tests see what the memo saves.
        fn solve(&self, searches: &mut usize, &at: &usize) -> Option<Vec<Dir>> {
            *searches += 1;
            Some(vec![Dir::Right; 3 - at])
        }
    }

    #[test]
    fn illegal_moves_change_nothing_and_say_why() {
        let mut s = Session::new(Strip);
        let err = s.play(Dir::Left).unwrap_err();
        assert_eq!(
            (err.dir, err.to_string()),
            (Dir::Left, "the token cannot move Left".into())
        );
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
        assert_eq!(
            status.hint_cell,
            Some((0, 2)),
            "the hint goes where the token steps"
        );
        assert_eq!(status.line, "Optimal from here: 2");
        assert_eq!(board.history(), "RR");
        assert_eq!(
            (board.judge_input(false), board.judge_input(true)),
            ("0\n".into(), "1\n".into())
        );
        assert!(board.edit(&Edit::Wall { row: 0, col: 0 }).is_err());
        assert_eq!(board.move_count(), 1, "a refused edit changes nothing");
    }

    #[test]
    fn the_optimum_is_searched_once_per_path_and_solved_says_how_well() {
        let mut s = Session::new(Strip);
        assert_eq!(s.status().optimal, Some(3));
        for _ in 0..3 {
            s.play(Dir::Right).unwrap();
            s.status();
        }
        assert_eq!(
            s.solver,
            Some(1),
            "every state on the first path was remembered"
        );
        let status = s.status();
        assert_eq!(
            status.solved.as_deref(),
            Some("Solved in 3 moves (optimal: 3)!")
        );
        s.undo();
        s.play(Dir::Left).unwrap();
        s.status();
        assert_eq!(s.solver, Some(1), "states met before cost no new search");
    }

    #[test]
    fn restore_replays_history_and_reports_the_first_illegal_move() {
        let s = Session::restore(Strip, &[Dir::Right, Dir::Right, Dir::Left], 2).unwrap();
        assert_eq!((*s.state(), s.history().len()), (2, 3));
        let err = Session::restore(Strip, &[Dir::Right, Dir::Right, Dir::Right, Dir::Right], 4)
            .unwrap_err();
        assert_eq!((err.0, err.1.dir), (3, Dir::Right));
        let mut board = Session::new(Strip);
        Board::play(&mut board, Dir::Right).unwrap();
        assert!(Board::restore(&mut board, &[Dir::Left], 1).is_err());
        assert_eq!(board.move_count(), 1, "a failed restore changes nothing");
        Board::restore(&mut board, &[Dir::Right, Dir::Right], 1).unwrap();
        assert_eq!(
            (board.move_count(), Board::history(&board)),
            (1, "RR".into())
        );
    }

    #[test]
    fn inputs_become_moves_or_refusals() {
        let mut board = Session::new(Strip);
        let key = |key: &str| UserInput::Key { key: key.into() };
        assert_eq!(
            board.input(&key("ArrowRight")),
            Ok(Applied::Moved(Dir::Right))
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
        let frames = Board::frames(&board, &[Dir::Right, Dir::Right]).unwrap();
        assert_eq!(frames.len(), 3);
    }
}
