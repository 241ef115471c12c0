//! Sokoban as a playable board: frames, counts, hints, judge input and edits (partners: `mod.rs` rules, `solve.rs`
//! solver, `generate.rs` random mazes, `insight.rs`, `xray.rs`, `session/`, `frame.rs`, `tests/sokoban/play.rs`).
//!
//! The [`Game`] is a [`SokobanGame`] itself and its state is where you and the box stand. Piece 0 of a frame is the
//! box, piece 1 is you. Keys, swipes and a click beside you step you that way: a push when the box is there.

use super::{
    counts, Pos, Sokoban, SokobanEdit, SokobanGame, SokobanMove, SokobanState, Solver, MAX_SIDE,
};
use crate::frame::{Cell, Frame, Piece};
use crate::grid::{one_based_list, show_cell as show, Dir};
use crate::info::{Texts, Tool, Views, ARROWS};
use crate::input::{self, Action, Refusal, UserInput};
use crate::look::{Look, Paint, PieceLook, Ring, FLOOR, MOVER_RING, TARGET, WALL};
use crate::notation::Notation;
use crate::session::{Game, Insight};
use crate::text::Text;
use crate::xray::Trace;
use crate::Playable;

pub use super::generate::LEVELS;

/// The box: a wooden square, labelled `B`.
const BOX: PieceLook = PieceLook {
    ink: Paint::both("#ffffff"),
    radius: 12,
    inset: 8,
    ..PieceLook::plain("box", "the box", Paint::both("#8c510a"))
};

/// You: a blue disc, labelled `S`, ringed on big boards.
const PLAYER: PieceLook = PieceLook {
    ink: Paint::both("#ffffff"),
    radius: 50,
    inset: 12,
    ring: Some(Ring {
        legend: "you",
        colour: MOVER_RING,
        colour_name: "orange",
    }),
    ..PieceLook::plain("keeper", "you", Paint::both("#0072b2"))
};

/// The edit tools, in the order the page lists them.
const TOOLS: &[Tool] = &[
    Tool {
        id: "wall",
        label: Text::new("sokoban-tool-wall"),
        path: false,
    },
    Tool {
        id: "box",
        label: Text::new("sokoban-tool-box"),
        path: false,
    },
    Tool {
        id: "target",
        label: Text::new("sokoban-tool-target"),
        path: false,
    },
    Tool {
        id: "player",
        label: Text::new("sokoban-tool-player"),
        path: false,
    },
];

impl Playable for Sokoban {
    type Game = SokobanGame;

    const TEXTS: Texts = Texts {
        title: Text::new("sokoban-title"),
        source: Text::new("sokoban-source"),
        statement: &[
            Text::new("sokoban-statement-1"),
            Text::new("sokoban-statement-2"),
        ],
        case_noun: "Maze",
        case_plural: "mazes",
        help: Text::new("sokoban-help"),
        goal: Text::new("sokoban-goal"),
        mover: Text::new("sokoban-mover"),
        keys: ARROWS,
        buttons: &[],
        tools: TOOLS,
        resize: Some((MAX_SIDE, MAX_SIDE)),
        views: Views {
            heat: true,
            gallery: false,
        },
        gallery_filters: &[],
    };

    const LOOK: Look = Look {
        pieces: &[BOX, PLAYER],
        cells: &[FLOOR, WALL, TARGET],
        spine: None,
    };

    fn games(input: &Vec<SokobanGame>) -> Vec<SokobanGame> {
        input.clone()
    }
}

/// The state as text (the page's `data-state`): your cell then the box's, 1-based, `r c r c`.
pub fn state_text(state: &SokobanState) -> String {
    let (p, b) = (state.player, state.boxed);
    one_based_list(&[p.0, p.1, b.0, b.1])
}

impl Game for SokobanGame {
    type State = SokobanState;
    type Move = SokobanMove;
    type Edit = SokobanEdit;
    type Solver = Solver;

    const LEVELS: &'static [Text] = LEVELS;
    const GOAL: bool = true;
    const XRAY_GOAL_LEAF: bool = true;
    const COUNTS: &'static [(Text, Text)] = &[
        (Text::new("sokoban-push"), Text::new("sokoban-pushes")),
        (Text::new("move-one"), Text::new("move-many")),
    ];

    fn start(&self) -> SokobanState {
        self.start_state()
    }

    fn moves(&self, state: &SokobanState) -> Vec<SokobanMove> {
        Dir::ALL
            .iter()
            .map(|&dir| self.step_towards(state, dir))
            .collect()
    }

    fn play(&self, state: &SokobanState, mv: &SokobanMove) -> Option<SokobanState> {
        self.apply(state, mv).ok()
    }

    fn blocked(&self, state: &SokobanState, mv: &SokobanMove) -> Text {
        self.apply(state, mv)
            .err()
            .unwrap_or_else(|| Text::new("sokoban-walk").arg("dir", mv.dir.text()))
    }

    fn frame(&self, state: &SokobanState) -> Frame {
        let cells = (0..self.rows * self.cols)
            .map(|i| {
                if self.rock[i] {
                    Cell::Wall
                } else if i == self.index(self.target) {
                    Cell::Target
                } else {
                    Cell::Floor
                }
            })
            .collect();
        let piece = |id: u32, label: &str, kind: &'static str, (row, col): Pos| Piece {
            id,
            label: label.to_string(),
            kind,
            row,
            col,
            height: 1,
            width: 1,
            cells: Vec::new(),
        };
        Frame {
            rows: self.rows,
            cols: self.cols,
            cells,
            pieces: vec![
                piece(0, "B", BOX.id, state.boxed),
                piece(1, "S", PLAYER.id, state.player),
            ],
            goal: Vec::new(),
            state: state_text(state),
        }
    }

    fn is_goal(&self, state: &SokobanState) -> bool {
        state.boxed == self.target
    }

    fn interpret(
        &self,
        state: &SokobanState,
        input: &UserInput,
    ) -> Result<Action<SokobanMove, SokobanEdit>, Refusal> {
        let towards = |dir: Option<Dir>| {
            dir.map(|dir| Action::Move(self.step_towards(state, dir)))
                .ok_or_else(|| input::unused(input))
        };
        let edit = match input {
            UserInput::Key { key } => return towards(input::arrow(key)),
            UserInput::Swipe { dir } => return towards(Dir::read(dir)),
            UserInput::Move { letter } => {
                return match SokobanMove::read(letter) {
                    Some(mv) => Ok(Action::Move(mv)),
                    None => towards(Dir::read(letter)),
                }
            }
            &UserInput::Click { cell } => {
                return input::towards(state.player, cell)
                    .map(|dir| Action::Move(self.step_towards(state, dir)))
                    .ok_or_else(|| {
                        Refusal::Nothing(
                            Text::new("sokoban-tap-not-beside")
                                .arg("cell", show(cell))
                                .arg("player", show(state.player)),
                        )
                    })
            }
            UserInput::Tool { tool, cells } => match (tool.as_str(), cells.first()) {
                ("wall", Some(&cell)) => SokobanEdit::Rock(cell),
                ("box", Some(&cell)) => SokobanEdit::Box(cell),
                ("target", Some(&cell)) => SokobanEdit::Target(cell),
                ("player", Some(&cell)) => SokobanEdit::Player(cell),
                _ => return Err(input::unused(input)),
            },
            UserInput::Resize { rows, cols } => {
                let (rows, cols) = input::size(rows, cols)?;
                SokobanEdit::Resize { rows, cols }
            }
            UserInput::Drag { .. } => return Err(Refusal::Edit(Text::new("sokoban-edit-drag"))),
            _ => return Err(input::unused(input)),
        };
        Ok(Action::Edit(edit))
    }

    fn mover(&self, state: &SokobanState) -> Option<Pos> {
        Some(state.player)
    }

    fn gesture(&self, mv: &SokobanMove) -> Option<Dir> {
        Some(mv.dir)
    }

    fn hint_cell(&self, state: &SokobanState, mv: &SokobanMove) -> Option<Pos> {
        mv.dir.step(state.player, self.rows, self.cols)
    }

    /// "walk up", "push the box up".
    fn say(&self, _: &SokobanState, mv: &SokobanMove) -> Text {
        let id = if mv.push {
            "sokoban-push-box"
        } else {
            "sokoban-walk"
        };
        Text::new(id).arg("dir", mv.dir.text())
    }

    fn judge_input(&self, state: &SokobanState) -> String {
        self.text(state) + "0 0\n"
    }

    fn edit(&self, state: &SokobanState, edit: &SokobanEdit) -> Result<Self, Text> {
        let mut maze = SokobanGame {
            player: state.player,
            boxed: state.boxed,
            ..self.clone()
        };
        maze.apply_edit(edit)?;
        Ok(maze)
    }

    fn generate(seed: u64, level: usize) -> Self {
        super::generate::generate(seed, level)
    }

    fn solver(&self) -> Solver {
        Solver::new()
    }

    fn solve(&self, solver: &mut Solver, state: &SokobanState) -> Option<Vec<SokobanMove>> {
        solver.solve(self, state)
    }

    fn tally(&self, moves: &[SokobanMove]) -> Vec<usize> {
        let (pushes, all) = counts(moves);
        vec![pushes, all]
    }

    fn optima(&self, solver: &mut Solver, state: &SokobanState) -> Vec<i64> {
        match solver.solve(self, state) {
            Some(path) => {
                let (pushes, all) = counts(&path);
                vec![pushes as i64, all as i64]
            }
            None => vec![-1, -1],
        }
    }

    /// A plain breadth-first search over (you, box) from `state` (see [`super::insight`]).
    fn insight(&self, state: &SokobanState) -> Insight {
        super::insight::insight(self, state)
    }

    fn xray_plain(&self, state: &SokobanState, budget: u64) -> Trace<SokobanState> {
        crate::xray::bfs(self, state, budget)
    }

    /// The search by pushes, traced (see [`super::xray`]).
    fn xray_solver(
        &self,
        solver: &mut Solver,
        state: &SokobanState,
    ) -> Option<Trace<SokobanState>> {
        Some(super::xray::layered(self, solver, state))
    }
}

impl SokobanGame {
    /// You, the box and the target: each one's cell and its words.
    fn things(&self) -> [(Pos, Text); 3] {
        [
            (self.player, Text::new("sokoban-the-player")),
            (self.boxed, Text::new("sokoban-the-box")),
            (self.target, Text::new("sokoban-the-target")),
        ]
    }

    /// Applies one edit, or says why it cannot be made (nothing changes then).
    fn apply_edit(&mut self, edit: &SokobanEdit) -> Result<(), Text> {
        let (cell, which) = match *edit {
            SokobanEdit::Resize { rows, cols } => return self.resize(rows, cols),
            SokobanEdit::Rock(cell) => (cell, None),
            SokobanEdit::Player(cell) => (cell, Some(0)),
            SokobanEdit::Box(cell) => (cell, Some(1)),
            SokobanEdit::Target(cell) => (cell, Some(2)),
        };
        let things = self.things();
        let what = which.map_or(Text::new("sokoban-the-rock"), |w| things[w].1.clone());
        if cell.0 >= self.rows || cell.1 >= self.cols {
            return Err(Text::new("edit-off-board")
                .arg("what", what)
                .arg("rows", self.rows)
                .arg("cols", self.cols)
                .arg("cell", show(cell)));
        }
        let other = (0..3).find(|&o| Some(o) != which && things[o].0 == cell);
        let i = self.index(cell);
        match (which, other) {
            (None, Some(o)) => Err(Text::new("sokoban-edit-rock-taken")
                .arg("other", things[o].1.clone())
                .arg("cell", show(cell))),
            (None, None) => {
                self.rock[i] = !self.rock[i];
                Ok(())
            }
            (Some(_), _) if self.rock[i] => Err(Text::new("sokoban-edit-on-rock")
                .arg("what", what)
                .arg("cell", show(cell))),
            (Some(_), Some(o)) => Err(Text::new("sokoban-edit-taken")
                .arg("what", what)
                .arg("other", things[o].1.clone())
                .arg("cell", show(cell))),
            (Some(w), None) => {
                *[&mut self.player, &mut self.boxed, &mut self.target][w] = cell;
                Ok(())
            }
        }
    }

    /// A new size within `1..=20` that still holds you, the box and the target; rocks outside are dropped.
    fn resize(&mut self, rows: usize, cols: usize) -> Result<(), Text> {
        input::sides_within(rows, cols, 1, MAX_SIDE)?;
        for (cell, what) in self.things() {
            if cell.0 >= rows || cell.1 >= cols {
                return Err(Text::new("sokoban-edit-resize")
                    .arg("rows", rows)
                    .arg("cols", cols)
                    .arg("what", what)
                    .arg("cell", show(cell)));
            }
        }
        let mut rock = vec![false; rows * cols];
        for r in 0..rows.min(self.rows) {
            for c in 0..cols.min(self.cols) {
                rock[r * cols + c] = self.rock[r * self.cols + c];
            }
        }
        (self.rows, self.cols, self.rock) = (rows, cols, rock);
        Ok(())
    }
}
