//! Holedox as a playable board: frames, status with hints, judge input and edits (partners: `mod.rs` rules, `solve.rs` solver, `generate.rs` random lairs, `session/`, `frame.rs`, `tests/holedox/play.rs`).
//!
//! The [`Game`] is a [`HoledoxGame`] itself and its state is the body, head first
//! (0-based cells). Piece `i` of a frame is block `i` of the body (0 = head), so on a
//! move piece `i` slides into the old cell of piece `i - 1`: the page draws a slither.
//! The session keeps one [`Solver`] per game (its buffers reused) and remembers
//! every body on the optimal path it found, so following the hints (and undoing
//! them) costs no new search.

use std::fmt::Write as _;

use super::{
    block_text, step, Holedox, HoledoxEdit, HoledoxGame, Solver, EXIT, MAX_LEN, MAX_SIDE, MIN_LEN,
};
use crate::frame::{Cell, Frame, Piece};
use crate::grid::{one_based_list, show_cell as show, Dir};
use crate::info::{Texts, Tool, Views, ARROWS};
use crate::input::{self, Action, Refusal, UserInput};
use crate::look::{self, Look, Paint, PieceLook, Ring, FLOOR, MOVER_RING, WALL};
use crate::session::{Game, Insight};
use crate::text::Text;
use crate::xray::Trace;
use crate::Playable;

pub use super::generate::LEVELS;

/// A 0-based `(row, column)` cell.
type Pos = (usize, usize);

/// The snake's blue (Okabe-Ito), its body's and its tail's fill.
const SNAKE: Paint = Paint::both("#0072b2");

/// The snake's head: vermilion, round, ringed on big boards.
const HEAD: PieceLook = PieceLook {
    ink: Paint::both("#ffffff"),
    radius: 40,
    joined: true,
    ring: Some(Ring {
        legend: "holedox-ring",
        colour: MOVER_RING,
        colour_name: "colour-orange",
    }),
    ..PieceLook::plain("head", "the snake's head", Paint::both("#d55e00"))
};

/// A segment between head and tail: narrower than a cell, so the spine shows between segments.
const BODY: PieceLook = PieceLook {
    ink: Paint::both("#ffffff"),
    label_size: 36,
    inset: 14,
    joined: true,
    ..PieceLook::plain("body", "a segment of the snake's body", SNAKE)
};

/// The tail: a body segment with a dashed outline.
const TAIL: PieceLook = PieceLook {
    dashed: true,
    ..PieceLook {
        about: "the snake's tail",
        id: "tail",
        ..BODY
    }
};

impl Playable for Holedox {
    type Game = HoledoxGame;

    const TEXTS: Texts = Texts {
        title: Text::new("holedox-title"),
        source: Text::new("holedox-source"),
        statement: &[
            Text::new("holedox-statement-1"),
            Text::new("holedox-statement-2"),
        ],
        case_noun: "Case",
        case_plural: "cases",
        help: Text::new("holedox-help"),
        goal: Text::new("holedox-goal"),
        mover: Text::new("holedox-mover"),
        keys: ARROWS,
        buttons: &[],
        tools: &[
            Tool {
                id: "wall",
                label: Text::new("holedox-tool-wall"),
                path: false,
            },
            Tool {
                id: "snake",
                label: Text::new("holedox-tool-snake"),
                path: true,
            },
        ],
        resize: Some((MAX_SIDE, MAX_SIDE)),
        views: Views {
            heat: true,
            gallery: false,
        },
        gallery_filters: &[],
    };

    /// Every case, in input order, with duplicate stones dropped.
    const LOOK: Look = Look {
        pieces: &[HEAD, BODY, TAIL],
        cells: &[FLOOR, WALL, look::EXIT],
        spine: Some(Paint::both("#0072b28c")),
    };

    fn games(input: &Vec<HoledoxGame>) -> Vec<HoledoxGame> {
        input
            .iter()
            .map(|case| HoledoxGame {
                stones: unique(&case.stones),
                ..case.clone()
            })
            .collect()
    }
}

/// The state as text (the page's `data-state`): the body cells head first,
/// 1-based, `r1 c1 r2 c2 ...` separated by single spaces.
pub fn state_text(body: &[Pos]) -> String {
    let numbers: Vec<usize> = body.iter().flat_map(|&(row, col)| [row, col]).collect();
    one_based_list(&numbers)
}

/// `stones` without repeats, in first-seen order.
fn unique(stones: &[Pos]) -> Vec<Pos> {
    let mut out: Vec<Pos> = Vec::with_capacity(stones.len());
    for &stone in stones {
        if !out.contains(&stone) {
            out.push(stone);
        }
    }
    out
}

impl Game for HoledoxGame {
    type State = Vec<Pos>;
    type Move = Dir;
    type Edit = HoledoxEdit;
    type Solver = Solver;

    const LEVELS: &'static [Text] = LEVELS;
    const UNSOLVABLE: &'static [usize] = &[3];

    const GOAL: bool = true;
    const XRAY_GOAL_LEAF: bool = true;

    fn start(&self) -> Vec<Pos> {
        self.body.clone()
    }

    fn moves(&self, _: &Self::State) -> Vec<Dir> {
        Dir::ALL.to_vec()
    }

    fn gesture(&self, &dir: &Dir) -> Option<Dir> {
        Some(dir)
    }

    fn hint_cell(&self, state: &Self::State, &dir: &Dir) -> Option<crate::input::Cell> {
        crate::session::mover_step(self, state, dir)
    }

    /// "move the head up": keys, swipes and clicks move the head the way they point.
    fn say(&self, _: &Vec<Pos>, &dir: &Dir) -> Text {
        Text::new("holedox-move-head").arg("dir", dir.text())
    }

    fn play(&self, body: &Vec<Pos>, &dir: &Dir) -> Option<Vec<Pos>> {
        step(self, body, dir)
    }

    fn frame(&self, body: &Vec<Pos>) -> Frame {
        let (rows, cols) = (self.rows, self.cols);
        let mut cells = vec![Cell::Floor; rows * cols];
        for &(row, col) in &self.stones {
            if row < rows && col < cols {
                cells[row * cols + col] = Cell::Wall;
            }
        }
        if let Some(exit) = cells.first_mut() {
            *exit = Cell::Exit;
        }
        let last = body.len().saturating_sub(1);
        let pieces = body
            .iter()
            .enumerate()
            .map(|(i, &(row, col))| Piece {
                id: i as u32,
                label: (i + 1).to_string(),
                kind: match i {
                    0 => HEAD.id,
                    i if i == last => TAIL.id,
                    _ => BODY.id,
                },
                row,
                col,
                height: 1,
                width: 1,
                cells: Vec::new(),
            })
            .collect();
        Frame {
            rows,
            cols,
            cells,
            pieces,
            goal: Vec::new(),
            state: state_text(body),
        }
    }

    fn is_goal(&self, body: &Vec<Pos>) -> bool {
        body.first() == Some(&EXIT)
    }

    fn blocked(&self, body: &Vec<Pos>, &dir: &Dir) -> Text {
        let Some(&head) = body.first() else {
            return Text::new("holedox-no-snake");
        };
        let why = match dir.step(head, self.rows, self.cols) {
            None => Text::new("holedox-at-edge"),
            Some(cell) if self.is_stone(cell) => {
                Text::new("holedox-stone-at").arg("cell", show(cell))
            }
            Some(cell) => Text::new("holedox-body-at").arg("cell", show(cell)),
        };
        Text::new("holedox-blocked")
            .arg("dir", dir.text())
            .arg("why", why)
    }

    fn interpret(
        &self,
        body: &Vec<Pos>,
        input: &UserInput,
    ) -> Result<Action<Dir, HoledoxEdit>, Refusal> {
        if let Some(action) = input::common(input, input::arrow, |dir| dir) {
            return action;
        }
        let edit = match input {
            // A click on a cell next to the head moves the head there.
            &UserInput::Click { cell } => {
                let head = body.first().copied().unwrap_or(EXIT);
                return match input::towards(head, cell) {
                    Some(dir) => Ok(Action::Move(dir)),
                    None => Err(Refusal::Nothing(
                        Text::new("holedox-tap-not-beside")
                            .arg("cell", show(cell))
                            .arg("head", show(head)),
                    )),
                };
            }
            UserInput::Tool { tool, cells } => match (tool.as_str(), cells.first()) {
                ("wall", Some(&(row, col))) => HoledoxEdit::Wall { row, col },
                ("snake", Some(_)) => HoledoxEdit::Snake {
                    cells: input::trace(cells),
                },
                _ => return Err(input::unused(input)),
            },
            UserInput::Resize { rows, cols } => {
                let (rows, cols) = input::size(rows, cols)?;
                HoledoxEdit::Resize { rows, cols }
            }
            UserInput::Drag { .. } => return Err(Refusal::Edit(Text::new("holedox-edit-drag"))),
            _ => return Err(input::unused(input)),
        };
        Ok(Action::Edit(edit))
    }

    fn mover(&self, body: &Vec<Pos>) -> Option<Pos> {
        body.first().copied()
    }

    fn solver(&self) -> Solver {
        Solver::new()
    }

    fn solve(&self, solver: &mut Solver, body: &Vec<Pos>) -> Option<Vec<Dir>> {
        let probe = HoledoxGame {
            body: body.clone(),
            ..self.clone()
        };
        solver.solve(&probe).moves
    }

    fn judge_input(&self, body: &Vec<Pos>) -> String {
        let stones = unique(&self.stones);
        let mut out = format!("{} {} {}\n", self.rows, self.cols, body.len());
        for &(row, col) in body {
            let _ = writeln!(out, "{}", one_based_list(&[row, col]));
        }
        let _ = writeln!(out, "{}", stones.len());
        for &(row, col) in &stones {
            let _ = writeln!(out, "{}", one_based_list(&[row, col]));
        }
        out + "\n0 0 0\n"
    }

    fn edit(&self, body: &Vec<Pos>, edit: &HoledoxEdit) -> Result<Self, Text> {
        let edited = || -> Result<Self, Text> {
            let mut case = HoledoxGame {
                rows: self.rows,
                cols: self.cols,
                body: body.clone(),
                stones: unique(&self.stones),
            };
            match edit {
                &HoledoxEdit::Wall { row, col } => case.toggle_stone((row, col))?,
                HoledoxEdit::Snake { cells } => case.set_body(cells)?,
                &HoledoxEdit::Resize { rows, cols } => case.resize(rows, cols)?,
            }
            Ok(case)
        };
        edited()
    }

    fn generate(seed: u64, level: usize) -> Self {
        super::generate::generate(seed, level)
    }

    /// A plain breadth-first search from `body` (see [`super::insight`]).
    fn insight(&self, body: &Vec<Pos>) -> Insight {
        super::insight::insight(self, body)
    }

    fn xray_plain(&self, state: &Vec<Pos>, budget: u64) -> Trace<Vec<Pos>> {
        crate::xray::bfs(self, state, budget)
    }

    /// The solver's own guided search, traced (see [`super::xray`]).
    fn xray_solver(&self, solver: &mut Solver, body: &Vec<Pos>) -> Option<Trace<Vec<Pos>>> {
        super::xray::guided(self, solver, body)
    }
}

impl HoledoxGame {
    /// The error for a cell off the board, `what` naming it (the wall, block 2).
    fn check_on_board(&self, (row, col): Pos, what: Text) -> Result<(), Text> {
        if row < self.rows && col < self.cols {
            return Ok(());
        }
        Err(Text::new("edit-off-board")
            .arg("what", what)
            .arg("rows", self.rows)
            .arg("cols", self.cols)
            .arg("cell", show((row, col))))
    }

    /// Puts a stone on `cell`, or takes it away; never on the exit or the body.
    fn toggle_stone(&mut self, cell: Pos) -> Result<(), Text> {
        self.check_on_board(cell, Text::new("edit-the-wall"))?;
        if cell == EXIT {
            return Err(Text::new("holedox-edit-wall-on-exit").arg("cell", show(cell)));
        }
        if let Some(i) = self.body.iter().position(|&b| b == cell) {
            return Err(Text::new("holedox-edit-wall-on-body")
                .arg("cell", show(cell))
                .arg("block", i + 1));
        }
        if self.stones.contains(&cell) {
            self.stones.retain(|&s| s != cell);
        } else {
            self.stones.push(cell);
        }
        Ok(())
    }

    /// Replaces the body: `2..=8` distinct adjacent cells on the board, off the stones.
    fn set_body(&mut self, cells: &[Pos]) -> Result<(), Text> {
        if !(MIN_LEN..=MAX_LEN).contains(&cells.len()) {
            return Err(Text::new("holedox-edit-length")
                .arg("min", MIN_LEN)
                .arg("max", MAX_LEN)
                .arg("found", cells.len()));
        }
        for (i, &cell) in cells.iter().enumerate() {
            let block = i + 1;
            self.check_on_board(cell, Text::new("holedox-edit-block").arg("block", block))?;
            if self.stones.contains(&cell) {
                return Err(Text::new("holedox-edit-block-on-stone")
                    .arg("block", block)
                    .arg("cell", show(cell)));
            }
            if let Some(why) = block_text(&cells[..i], cell) {
                return Err(why);
            }
        }
        self.body = cells.to_vec();
        Ok(())
    }

    /// A new size within `1..=20` that still holds the body; stones outside are dropped.
    fn resize(&mut self, rows: usize, cols: usize) -> Result<(), Text> {
        crate::input::sides_within(rows, cols, 1, MAX_SIDE)?;
        if let Some(i) = self.body.iter().position(|&(r, c)| r >= rows || c >= cols) {
            return Err(Text::new("holedox-edit-resize-body")
                .arg("rows", rows)
                .arg("cols", cols)
                .arg("block", i + 1)
                .arg("cell", show(self.body[i])));
        }
        self.rows = rows;
        self.cols = cols;
        self.stones.retain(|&(r, c)| r < rows && c < cols);
        Ok(())
    }
}
