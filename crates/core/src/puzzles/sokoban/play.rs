//! Sokoban as a playable board: frames, counts, hints, judge input and edits (partners: `board.rs` the board with
//! its boxes and solver, `mod.rs` rules, `generate.rs` random mazes, `insight.rs`, `xray.rs`, `session/`,
//! `frame.rs`, `tests/sokoban/play.rs`).
//!
//! The [`Game`] is a [`SokobanBoard`] (a judge maze or an XSB level) and its state is where you and the boxes stand.
//! Pieces `0..k` of a frame are the boxes, piece `k` is you. Keys, swipes and a click beside you step you that way: a
//! push when a box is there. A click further off walks you there by the shortest way; a box dragged (or tapped, then
//! its cell) is pushed there with the fewest pushes, the other boxes still. Dead squares are marked, and a box frozen
//! off a goal is drawn so and named in the status.

use super::board::{BoardSolver, BoardState, SokobanBoard, PAGE_BUDGET};
use super::xsb::MAX_LEVEL_SIDE;
use super::{counts, Pos, Sokoban, SokobanEdit, SokobanGame, SokobanMove, MAX_SIDE};
use crate::frame::{Cell, Frame, Piece};
use crate::grid::{one_based_list, show_cell as show, Dir};
use crate::info::{Texts, Tool, Views, ARROWS};
use crate::input::{self, Action, Refusal, UserInput};
use crate::look::{CellLook, Look, Paint, PieceLook, Ring, FLOOR, MOVER_RING, TARGET, WALL};
use crate::notation::Notation;
use crate::session::{Game, Insight};
use crate::text::Text;
use crate::xray::Trace;
use crate::Playable;

/// The generator's levels, easiest first: the one-box mazes' (`generate.rs`), then the many-box levels'
/// (`levels.rs`).
pub const LEVELS: &[Text] = &[
    Text::new("sokoban-level-1"),
    Text::new("sokoban-level-2"),
    Text::new("sokoban-level-3"),
    Text::new("sokoban-level-4"),
    Text::new("sokoban-level-boxes-2"),
    Text::new("sokoban-level-boxes-3"),
    Text::new("sokoban-level-boxes-4"),
];

/// The box: a wooden square, labelled `B`.
const BOX: PieceLook = PieceLook {
    ink: Paint::both("#ffffff"),
    radius: 12,
    inset: 8,
    ..PieceLook::plain("box", "the box", Paint::both("#8c510a"))
};

/// A box frozen off a goal: the box in red, dashed.
const FROZEN: PieceLook = PieceLook {
    ink: Paint::both("#ffffff"),
    radius: 12,
    inset: 8,
    dashed: true,
    ..PieceLook::plain("frozen", "a box frozen off a goal", Paint::both("#c0392b"))
};

/// A dead square: floor crossed out, where no box can be brought home from.
const DEAD: CellLook = CellLook {
    id: "dead",
    fill: Paint::themed("#e4ded3", "#3a3530"),
    mark: Some("×"),
    ink: Paint::themed("#6e6455", "#b3a898"),
    ..FLOOR
};

/// One goal of several: the target's look without its locator ring (rings on every goal of a big level hide it).
const GOAL: CellLook = CellLook {
    id: "dock",
    ring: None,
    ..TARGET
};

/// You: a blue disc, labelled `S`, ringed on big boards.
const PLAYER: PieceLook = PieceLook {
    ink: Paint::both("#ffffff"),
    radius: 50,
    inset: 12,
    ring: Some(Ring {
        legend: "sokoban-ring",
        colour: MOVER_RING,
        colour_name: "colour-orange",
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
    type Game = SokobanBoard;

    const TEXTS: Texts = Texts {
        title: Text::new("sokoban-title"),
        source: Text::new("sokoban-source"),
        statement: &[
            Text::new("sokoban-statement-1"),
            Text::new("sokoban-statement-2"),
            Text::new("sokoban-statement-3"),
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
        pieces: &[BOX, FROZEN, PLAYER],
        cells: &[FLOOR, WALL, TARGET, GOAL, DEAD],
        spine: None,
    };

    fn games(input: &Vec<SokobanBoard>) -> Vec<SokobanBoard> {
        input.clone()
    }

    /// XSB levels with any number of boxes and goals, as the editor may leave them (the board says why one is lost).
    fn boards(text: &str) -> Result<Vec<SokobanBoard>, crate::ParseError> {
        super::board::read_as_edited(text)
    }
}

/// The state as text (the page's `data-state`): your cell then each box's, 1-based, `r c r c ...`.
pub fn state_text(state: &BoardState) -> String {
    let mut cells = vec![state.player.0, state.player.1];
    for b in &state.boxes {
        cells.extend([b.0, b.1]);
    }
    one_based_list(&cells)
}

impl Game for SokobanBoard {
    type State = BoardState;
    type Move = SokobanMove;
    type Edit = SokobanEdit;
    type Solver = BoardSolver;

    const LEVELS: &'static [Text] = LEVELS;
    const UNSOLVABLE: &'static [usize] = &[3];

    const GOAL: bool = true;
    const XRAY_GOAL_LEAF: bool = true;
    const DRAG: bool = true;
    const COUNTS: &'static [(Text, Text)] = &[
        (Text::new("sokoban-push"), Text::new("sokoban-pushes")),
        (Text::new("move-one"), Text::new("move-many")),
    ];
    const JUDGED: &'static [usize] = &[0, 1];

    fn start(&self) -> BoardState {
        self.start_state()
    }

    fn moves(&self, state: &BoardState) -> Vec<SokobanMove> {
        Dir::ALL
            .iter()
            .map(|&dir| self.step_towards(state, dir))
            .collect()
    }

    fn play(&self, state: &BoardState, mv: &SokobanMove) -> Option<BoardState> {
        self.apply(state, mv).ok()
    }

    fn blocked(&self, state: &BoardState, mv: &SokobanMove) -> Text {
        self.apply(state, mv)
            .err()
            .unwrap_or_else(|| Text::new("sokoban-walk").arg("dir", mv.dir.text()))
    }

    fn frame(&self, state: &BoardState) -> Frame {
        let level = &self.level;
        let dead = self.dead();
        let goal = match level.goal.iter().filter(|&&g| g).count() {
            1 => Cell::Target,
            _ => Cell::Dock,
        };
        let cells = (0..level.rows * level.cols)
            .map(|i| {
                if level.wall[i] {
                    Cell::Wall
                } else if level.goal[i] {
                    goal
                } else if dead.get(i) == Some(&true) {
                    Cell::Dead
                } else {
                    Cell::Floor
                }
            })
            .collect();
        let piece = |id: usize, label: &str, kind: &'static str, (row, col): Pos| Piece {
            id: id as u32,
            label: label.to_string(),
            kind,
            row,
            col,
            height: 1,
            width: 1,
            cells: Vec::new(),
        };
        let frozen = self.frozen(state);
        let mut pieces: Vec<Piece> = (state.boxes.iter().enumerate())
            .map(|(i, &b)| {
                let kind = if frozen.contains(&b) {
                    FROZEN.id
                } else {
                    BOX.id
                };
                piece(i, "B", kind, b)
            })
            .collect();
        pieces.push(piece(state.boxes.len(), "S", PLAYER.id, state.player));
        Frame {
            rows: level.rows,
            cols: level.cols,
            cells,
            pieces,
            goal: Vec::new(),
            state: state_text(state),
        }
    }

    fn is_goal(&self, state: &BoardState) -> bool {
        self.is_solved(state)
    }

    fn interpret(
        &self,
        state: &BoardState,
        input: &UserInput,
    ) -> Result<Action<SokobanMove, SokobanEdit>, Refusal> {
        let towards = |dir: Option<Dir>| {
            dir.map(|dir| Action::Move(self.step_towards(state, dir)))
                .ok_or_else(|| input::unused(input))
        };
        let walk = |cell: Pos| {
            if let Some(dir) = input::towards(state.player, cell) {
                return Ok(Action::Move(self.step_towards(state, dir)));
            }
            if state.boxes.contains(&cell) {
                return Err(Refusal::Nothing(
                    Text::new("sokoban-tap-box").arg("cell", show(cell)),
                ));
            }
            self.walk_to(state, cell).map(Action::Moves).ok_or_else(|| {
                Refusal::Nothing(
                    Text::new("sokoban-tap-unreachable")
                        .arg("cell", show(cell))
                        .arg("player", show(state.player)),
                )
            })
        };
        let edit = match input {
            UserInput::Key { key } | UserInput::KeyAt { key, .. } => {
                return towards(input::arrow(key))
            }
            UserInput::Swipe { dir } => return towards(Dir::read(dir)),
            UserInput::Move { letter } => {
                return match SokobanMove::read(letter) {
                    Some(mv) => Ok(Action::Move(mv)),
                    None => towards(Dir::read(letter)),
                }
            }
            &UserInput::Click { cell } => return walk(cell),
            &UserInput::Pull { from, to } if state.boxes.contains(&from) => {
                return self
                    .push_to(state, from, to)
                    .map(Action::Moves)
                    .map_err(Refusal::Nothing)
            }
            &UserInput::Pull { to, .. } => return walk(to),
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
        };
        Ok(Action::Edit(edit))
    }

    fn mover(&self, state: &BoardState) -> Option<Pos> {
        Some(state.player)
    }

    fn gesture(&self, mv: &SokobanMove) -> Option<Dir> {
        Some(mv.dir)
    }

    fn hint_cell(&self, state: &BoardState, mv: &SokobanMove) -> Option<Pos> {
        mv.dir.step(state.player, self.level.rows, self.level.cols)
    }

    /// "walk up", "push the box up".
    fn say(&self, _: &BoardState, mv: &SokobanMove) -> Text {
        let id = if mv.push {
            "sokoban-push-box"
        } else {
            "sokoban-walk"
        };
        Text::new(id).arg("dir", mv.dir.text())
    }

    fn judge_input(&self, state: &BoardState) -> String {
        self.text(state)
    }

    /// The level in XSB as it starts, then the moves in LURD as `;` notes that readers skip: `; Pushes: P, moves: M`,
    /// then `; Solution: LURD` when they put every box on a goal, else `; Moves: LURD` (no note for no moves). A judge maze gets a wall all
    /// round: its grid's edge stops you, where XSB's open floor would not.
    fn level_file(
        &self,
        start: &BoardState,
        moves: &[SokobanMove],
        solves: bool,
    ) -> Option<String> {
        let mut out = if self.xsb {
            self.level.xsb_at(&start.boxes, start.player)
        } else {
            let walled = self.level.walled();
            let shift = |(row, col): Pos| (row + 1, col + 1);
            let boxes: Vec<Pos> = start.boxes.iter().map(|&b| shift(b)).collect();
            walled.xsb_at(&boxes, shift(start.player))
        };
        if moves.is_empty() {
            return Some(out);
        }
        let pushes = moves.iter().filter(|mv| mv.push).count();
        out += &format!("; Pushes: {pushes}, moves: {}\n", moves.len());
        let lurd: String = moves.iter().map(|mv| mv.lurd()).collect();
        let key = if solves { "Solution" } else { "Moves" };
        out += &format!("; {key}: {lurd}\n");
        Some(out)
    }

    fn edit(&self, state: &BoardState, edit: &SokobanEdit) -> Result<Self, Text> {
        if let Some((maze, at)) = self.maze(state).filter(|_| !self.xsb) {
            let mut maze = SokobanGame {
                player: at.player,
                boxed: at.boxed,
                ..maze
            };
            maze.apply_edit(edit)?;
            return Ok(SokobanBoard::from_maze(&maze));
        }
        let mut board = self.at(state);
        board.apply_edit(edit)?;
        Ok(board)
    }

    fn generate(seed: u64, level: usize) -> Self {
        let mazes = super::generate::LEVELS.len();
        match level.checked_sub(mazes) {
            None => SokobanBoard::from_maze(&super::generate::generate(seed, level)),
            Some(many) => SokobanBoard::from_level(super::levels::generate(seed, many)),
        }
    }

    fn solver(&self) -> BoardSolver {
        BoardSolver::default()
    }

    fn solve(&self, solver: &mut BoardSolver, state: &BoardState) -> Option<Vec<SokobanMove>> {
        solver.solve(self, state)
    }

    fn lost(&self, state: &BoardState) -> Option<Text> {
        SokobanBoard::lost(self, state)
    }

    fn gave_up(&self, solver: &mut BoardSolver, state: &BoardState) -> Option<u64> {
        solver.gave_up(self, state)
    }

    fn tally(&self, moves: &[SokobanMove]) -> Vec<usize> {
        let (pushes, all) = counts(moves);
        vec![pushes, all]
    }

    fn optima(&self, solver: &mut BoardSolver, state: &BoardState) -> Vec<i64> {
        match solver.solve(self, state) {
            Some(path) => {
                let (pushes, all) = counts(&path);
                vec![pushes as i64, all as i64]
            }
            None => vec![-1, -1],
        }
    }

    /// One box: a plain breadth-first search over (you, box) from `state` (see [`super::insight`]).
    fn insight(&self, state: &BoardState) -> Insight {
        match self.maze(state) {
            Some((maze, at)) => super::insight::insight(&maze, &at),
            None => super::insight::many(self, state),
        }
    }

    fn xray_plain(&self, state: &BoardState, budget: u64) -> Trace<BoardState> {
        crate::xray::bfs(self, state, budget)
    }

    /// The search by pushes (one box) or the many-box A*, traced (see [`super::xray`]).
    fn xray_solver(
        &self,
        solver: &mut BoardSolver,
        state: &BoardState,
    ) -> Option<Trace<BoardState>> {
        let Some((maze, at)) = self.maze(state) else {
            return Some(super::xray::many(self, state, PAGE_BUDGET));
        };
        let trace = super::xray::layered(&maze, solver.single(), &at);
        Some(trace.map(|s| BoardState::from(s)))
    }
}

impl SokobanBoard {
    /// Applies one edit of an XSB level as it stands: walls, boxes and goals toggle, you move; or says why not.
    fn apply_edit(&mut self, edit: &SokobanEdit) -> Result<(), Text> {
        let level = &mut self.level;
        let (cell, what) = match *edit {
            SokobanEdit::Resize { rows, cols } => return self.resize(rows, cols),
            SokobanEdit::Rock(cell) => (cell, "sokoban-the-rock"),
            SokobanEdit::Box(cell) => (cell, "sokoban-the-box"),
            SokobanEdit::Target(cell) => (cell, "sokoban-the-target"),
            SokobanEdit::Player(cell) => (cell, "sokoban-the-player"),
        };
        if cell.0 >= level.rows || cell.1 >= level.cols {
            return Err(Text::new("edit-off-board")
                .arg("what", Text::new(what))
                .arg("rows", level.rows)
                .arg("cols", level.cols)
                .arg("cell", show(cell)));
        }
        let i = level.index(cell);
        let taken = |other: &'static str| {
            Err(Text::new("sokoban-edit-taken")
                .arg("what", Text::new(what))
                .arg("other", Text::new(other))
                .arg("cell", show(cell)))
        };
        let has_box = level.boxes.contains(&cell);
        if !matches!(edit, SokobanEdit::Rock(_)) && level.wall[i] {
            return Err(Text::new("sokoban-edit-on-rock")
                .arg("what", Text::new(what))
                .arg("cell", show(cell)));
        }
        match edit {
            SokobanEdit::Rock(_) if cell == level.player || has_box || level.goal[i] => {
                let other = if cell == level.player {
                    "sokoban-the-player"
                } else if has_box {
                    "sokoban-the-box"
                } else {
                    "sokoban-the-target"
                };
                Err(Text::new("sokoban-edit-rock-taken")
                    .arg("other", Text::new(other))
                    .arg("cell", show(cell)))
            }
            SokobanEdit::Rock(_) => {
                level.wall[i] = !level.wall[i];
                Ok(())
            }
            SokobanEdit::Box(_) | SokobanEdit::Player(_) if cell == level.player => {
                taken("sokoban-the-player")
            }
            SokobanEdit::Player(_) if has_box => taken("sokoban-the-box"),
            SokobanEdit::Player(_) => {
                level.player = cell;
                Ok(())
            }
            SokobanEdit::Box(_) if has_box => {
                level.boxes.retain(|&b| b != cell);
                Ok(())
            }
            SokobanEdit::Box(_) => {
                level.boxes.push(cell);
                Ok(())
            }
            _ => {
                level.goal[i] = !level.goal[i];
                Ok(())
            }
        }
    }

    /// A new size within `1..=50` that still holds you and every box; walls and goals outside are dropped.
    fn resize(&mut self, rows: usize, cols: usize) -> Result<(), Text> {
        input::sides_within(rows, cols, 1, MAX_LEVEL_SIDE)?;
        let level = &mut self.level;
        let things = std::iter::once((level.player, "sokoban-the-player"))
            .chain(level.boxes.iter().map(|&b| (b, "sokoban-the-box")));
        for (cell, what) in things {
            if cell.0 >= rows || cell.1 >= cols {
                return Err(Text::new("sokoban-edit-resize")
                    .arg("rows", rows)
                    .arg("cols", cols)
                    .arg("what", Text::new(what))
                    .arg("cell", show(cell)));
            }
        }
        let mut wall = vec![false; rows * cols];
        let mut goal = vec![false; rows * cols];
        for r in 0..rows.min(level.rows) {
            for c in 0..cols.min(level.cols) {
                wall[r * cols + c] = level.wall[r * level.cols + c];
                goal[r * cols + c] = level.goal[r * level.cols + c];
            }
        }
        (level.rows, level.cols, level.wall, level.goal) = (rows, cols, wall, goal);
        Ok(())
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
