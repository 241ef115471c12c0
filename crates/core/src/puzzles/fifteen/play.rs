//! Fifteen as a playable board: frames with one piece per tile (id = tile number), status with the optimum and a hint, judge input and edits (partners: `mod.rs` board and move rule, `solve.rs` solver, `generate.rs` generator, `insight.rs`, `session/`, `frame.rs`, `tests/fifteen/`).
//!
//! The state is the board itself. The session keeps the optimum of every board it met (the solver's pattern
//! databases are built once per board size and shared). Past 4x4 the optimum is searched by `conflict.rs`'s IDA*
//! within [`EXACT_NODES`], and where it gives up the hint follows `bounded.rs`'s weighted A* over the larger of the
//! conflicts and `pdb_large.rs`'s additive tables (built on the first such hint of a size, about a second on 5x5, and
//! kept by the worker for the session), whose status line says what is proved of its path (the factor and the lower
//! bound).

use super::shorten::PAGE;
use super::{Board, Fifteen, FifteenEdit, MAX_SIDE, MIN_SIDE};
use crate::frame::{self, Frame, Piece};
use crate::grid::Dir;
use crate::info::{Texts, Tool, Views, ARROWS, SLIDE_HELP};
use crate::input::{self, Action, Cell, Refusal, UserInput};
use crate::look::{Look, Paint, PieceLook, FLOOR};
use crate::session::{Game, Insight};
use crate::xray::Trace;

use crate::text::Text;
use crate::Playable;
use rustc_hash::FxHashMap as HashMap;

/// Nodes the exact IDA* may expand on a board past 4x4 before the page's hint turns to the bounded search.
pub const EXACT_NODES: u64 = 2_000_000;

/// The factors the page's bounded search tries in turn past 4x4, each within [`BOUNDED_STATES`] stored states.
pub const PAGE_WEIGHTS: [f64; 4] = [1.5, 2.0, 3.0, 5.0];

/// States one bounded search of the page may store.
pub const BOUNDED_STATES: u64 = 300_000;

/// The width of the page's beams past 4x4 (`bounded.rs` `by_beam`): about a tenth of a second natively on 6x6, half a
/// second on 10x10.
pub const PAGE_BEAM_WIDTH: usize = 1_000;

/// The page's solver state: the boards past 4x4 whose exact search gave up, with the nodes it expanded.
#[derive(Debug, Default)]
pub struct FifteenSolver {
    gave_up: HashMap<Board, u64>,
}

/// One playable Fifteen board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FifteenGame {
    start: Board,
}

impl FifteenGame {
    /// A game starting on `board`.
    pub fn new(board: Board) -> FifteenGame {
        FifteenGame { start: board }
    }

    /// The starting board.
    pub fn board(&self) -> &Board {
        &self.start
    }
}

/// The blank's cell.
fn blank_cell(board: &Board) -> Cell {
    (board.blank() / board.cols(), board.blank() % board.cols())
}

/// A tile, whose number is the point of the puzzle (always shown).
const NUMBERED: PieceLook = PieceLook::plain(
    "numbered",
    "a numbered tile",
    Paint::themed("#c9b48a", "#8c7a55"),
);

impl Playable for Fifteen {
    type Game = FifteenGame;

    const TEXTS: Texts = Texts {
        title: Text::new("fifteen-title"),
        source: Text::new("fifteen-source"),
        statement: &[
            Text::new("fifteen-statement-1"),
            Text::new("fifteen-statement-2"),
        ],
        case_noun: "Case",
        case_plural: "cases",
        help: SLIDE_HELP,
        goal: Text::new("fifteen-goal"),
        mover: Text::new("fifteen-mover"),
        keys: ARROWS,
        buttons: &[],
        tools: &[Tool {
            id: "blank",
            label: Text::new("fifteen-tool-blank"),
            path: false,
        }],
        resize: Some((MAX_SIDE, MAX_SIDE)),
        views: Views {
            heat: false,
            gallery: false,
        },
        gallery_filters: &[],
    };

    const LOOK: Look = Look {
        pieces: &[NUMBERED],
        cells: &[FLOOR],
        spine: None,
    };

    fn games(boards: &Vec<Board>) -> Vec<FifteenGame> {
        boards.iter().cloned().map(FifteenGame::new).collect()
    }

    /// Boards up to 10x10 (the judge reads up to 4x4): a board the page resized and saved loads again.
    fn boards(text: &str) -> Result<Vec<FifteenGame>, crate::ParseError> {
        Ok(Self::games(&super::parse_within(text, MAX_SIDE)?))
    }
}

impl Game for FifteenGame {
    type State = Board;
    type Move = Dir;
    type Edit = FifteenEdit;
    /// The pattern databases (and past 4x4 the additive tables) live in process-wide tables; kept per board: where the
    /// exact search past 4x4 gave up.
    type Solver = FifteenSolver;

    const LEVELS: &'static [Text] = super::generate::LEVELS;
    const UNSOLVABLE: &'static [usize] = &[3];

    const GOAL: bool = true;

    fn start(&self) -> Board {
        self.start.clone()
    }

    fn moves(&self, _: &Self::State) -> Vec<Dir> {
        Dir::ALL.to_vec()
    }

    fn hint_cell(&self, state: &Self::State, &dir: &Dir) -> Option<crate::input::Cell> {
        crate::session::mover_step(self, state, dir)
    }

    fn play(&self, state: &Board, &dir: &Dir) -> Option<Board> {
        state.play(dir)
    }

    fn frame(&self, state: &Board) -> Frame {
        let (rows, cols) = (state.rows, state.cols);
        let mut pieces: Vec<Piece> = state
            .tiles
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t != 0)
            .map(|(i, &t)| Piece {
                id: u32::from(t),
                label: t.to_string(),
                kind: NUMBERED.id,
                row: i / cols,
                col: i % cols,
                height: 1,
                width: 1,
                cells: Vec::new(),
            })
            .collect();
        frame::sort_by_id(&mut pieces);
        Frame {
            rows,
            cols,
            cells: vec![frame::Cell::Floor; rows * cols],
            pieces,
            goal: Vec::new(),
            state: state.state_text(),
        }
    }

    fn is_goal(&self, state: &Board) -> bool {
        state.is_goal()
    }

    fn blocked(&self, _: &Board, &dir: &Dir) -> Text {
        input::blank_at_edge(dir)
    }

    /// A key or a swipe slides a tile the way it points, so the blank moves the other way.
    fn gesture(&self, &dir: &Dir) -> Option<Dir> {
        Some(dir.opposite())
    }

    /// "slide 7 left": the tile the blank swaps with, and the way it goes.
    fn say(&self, state: &Board, &dir: &Dir) -> Text {
        let (rows, cols) = (state.rows, state.cols);
        match dir.step(blank_cell(state), rows, cols) {
            Some((row, col)) => Text::new("fifteen-slide")
                .arg("tile", i64::from(state.tiles[row * cols + col]))
                .arg("way", dir.opposite().text()),
            None => Text::new("move-blank").arg("dir", dir.text()),
        }
    }

    fn interpret(
        &self,
        state: &Board,
        input: &UserInput,
    ) -> Result<Action<Dir, FifteenEdit>, Refusal> {
        // A key or a swipe slides a tile the way it points, so the blank moves the other way.
        if let Some(action) = input::common(input, input::arrow_slides, Dir::opposite) {
            return action;
        }
        let blank = blank_cell(state);
        match input {
            &UserInput::Click { cell } => input::slide_into_blank(blank, cell),
            &UserInput::Drag { from, to } if from == blank => {
                Ok(Action::Edit(FifteenEdit::Blank {
                    row: to.0,
                    col: to.1,
                }))
            }
            UserInput::Tool { tool, cells } if tool == "blank" && !cells.is_empty() => {
                let (row, col) = cells[0];
                Ok(Action::Edit(FifteenEdit::Blank { row, col }))
            }
            UserInput::Resize { rows, cols } => {
                let (rows, cols) = input::size(rows, cols)?;
                Ok(Action::Edit(FifteenEdit::Resize { rows, cols }))
            }
            _ => Err(input::unused(input)),
        }
    }

    fn mover(&self, state: &Board) -> Option<Cell> {
        Some(blank_cell(state))
    }

    fn solver(&self) -> FifteenSolver {
        FifteenSolver::default()
    }

    fn solve(&self, solver: &mut FifteenSolver, state: &Board) -> Option<Vec<Dir>> {
        if state.judge_sized() {
            return super::solve::solve(state).moves;
        }
        match super::solve::beyond_tables(state, EXACT_NODES) {
            Some(found) => found.moves,
            None => {
                if solver.gave_up.len() > 10_000 {
                    solver.gave_up.clear();
                }
                solver.gave_up.insert(state.clone(), EXACT_NODES);
                None
            }
        }
    }

    fn gave_up(&self, solver: &mut FifteenSolver, state: &Board) -> Option<u64> {
        solver.gave_up.get(state).copied()
    }

    /// The path by rows and columns, which needs no budget, and the factor it proves (`bounded.rs` `by_rows`), or a
    /// beam's path where it proves a smaller one (`bounded.rs` `by_beam`: [`PAGE_BEAM_WIDTH`] boards a layer); then
    /// weighted A* at 1.5, else at 2, 3 or 5 where that is below the factor proved so far, within [`BOUNDED_STATES`]
    /// states: the first it finds proves a lower bound of its own, against which both paths are proved, and the one
    /// with the smaller factor is the hint.
    fn bounded(&self, _: &mut FifteenSolver, state: &Board) -> Option<(Vec<Dir>, Text)> {
        use super::bounded::{by_beam, by_rows, search, weight_thousandths, Outcome};
        let by_rows = by_rows(state)?.shortened(state, PAGE);
        let beam = by_beam(state, PAGE_BEAM_WIDTH, by_rows.moves.len())
            .map(|found| found.shortened(state, PAGE));
        let mut best = match beam {
            Some(beam) if beam.factor < by_rows.factor => beam,
            _ => by_rows,
        };
        for (i, &weight) in PAGE_WEIGHTS.iter().enumerate() {
            if best.exact() || (i > 0 && weight_thousandths(weight) >= best.factor) {
                break;
            }
            if let Outcome::Found(found) = search(state, weight, BOUNDED_STATES) {
                let found = found.shortened(state, PAGE);
                let before = best.against(found.lower);
                best = if found.factor < before.factor {
                    found
                } else {
                    before
                };
                break;
            }
        }
        let line = guarantee(&best);
        Some((best.moves, line))
    }

    fn xray_plain(&self, state: &Board, budget: u64) -> Trace<Board> {
        crate::xray::bfs(self, state, budget)
    }

    /// The solver's own IDA*, traced (see [`super::xray`]); not past 4x4, where it may not finish.
    fn xray_solver(&self, _: &mut FifteenSolver, state: &Board) -> Option<Trace<Board>> {
        state.judge_sized().then(|| super::xray::ida(state))
    }

    fn judge_input(&self, state: &Board) -> String {
        format!("1\n{}", state.judge_lines())
    }

    fn edit(&self, state: &Board, edit: &FifteenEdit) -> Result<FifteenGame, Text> {
        let edited = || -> Result<FifteenGame, Text> {
            match *edit {
                FifteenEdit::Resize { rows, cols } => {
                    crate::input::sides_within(rows, cols, MIN_SIDE, MAX_SIDE)?;
                    let goal = Board::goal(rows, cols).ok_or_else(|| {
                        Text::new("fifteen-edit-size")
                            .arg("max", MAX_SIDE)
                            .arg("rows", rows)
                            .arg("cols", cols)
                    })?;
                    Ok(FifteenGame::new(goal))
                }
                FifteenEdit::Blank { row, col } => {
                    if row >= state.rows || col >= state.cols {
                        return Err(Text::new("edit-off-board")
                            .arg("what", Text::new("edit-the-blank"))
                            .arg("rows", state.rows)
                            .arg("cols", state.cols)
                            .arg(
                                "cell",
                                format!("({}, {})", row as u128 + 1, col as u128 + 1),
                            ));
                    }
                    let mut board = state.clone();
                    let blank = board.blank();
                    board.tiles.swap(blank, row * state.cols + col);
                    Ok(FifteenGame::new(board))
                }
            }
        };
        edited()
    }

    fn generate(seed: u64, level: usize) -> FifteenGame {
        FifteenGame::new(super::generate::generate(seed, level))
    }

    /// The IDA* search's figures from `state` (see [`super::insight`]).
    fn insight(&self, state: &Board) -> Insight {
        super::insight::insight(state)
    }
}

/// What is proved of a bounded path, as the status line says it: "Optimal from here: 7" when it meets its lower bound,
/// else "A path of 120 moves from here, at most 1.5× optimal; at least 96 moves are needed".
pub fn guarantee(found: &super::bounded::Bounded) -> Text {
    if found.exact() {
        return Text::new("status-optimal").arg("n", found.len());
    }
    Text::new("fifteen-bounded")
        .arg("n", found.len())
        .arg("factor", found.factor_text())
        .arg("lower", found.lower)
}
