//! Fifteen as a playable board: frames with one piece per tile (id = tile number), status with the optimum and a hint, judge input and edits (partners: `mod.rs` board and move rule, `solve.rs` solver, `generate.rs` generator, `insight.rs`, `session/`, `frame.rs`, `tests/fifteen/`).
//!
//! The state is the board itself. The session keeps the optimum of every board it met (the solver's pattern
//! databases are built once per board size and shared).

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
}

impl Game for FifteenGame {
    type State = Board;
    type Move = Dir;
    type Edit = FifteenEdit;
    /// The pattern databases live in the solver's process-wide tables; nothing is kept per board.
    type Solver = ();

    const LEVELS: &'static [Text] = super::generate::LEVELS;
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

    fn solver(&self) {}

    fn solve(&self, _: &mut (), state: &Board) -> Option<Vec<Dir>> {
        super::solve::solve(state).moves
    }

    fn xray_plain(&self, state: &Board, budget: u64) -> Trace<Board> {
        crate::xray::bfs(self, state, budget)
    }

    /// The solver's own IDA*, traced (see [`super::xray`]).
    fn xray_solver(&self, _: &mut (), state: &Board) -> Option<Trace<Board>> {
        Some(super::xray::ida(state))
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
