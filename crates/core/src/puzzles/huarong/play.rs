//! Huarong as a playable board: frames with tile ids, status with hints, judge input, and edits (partners: `mod.rs` board, query, move rule and the game's types, `solve.rs` solver, `generate.rs` random games, `session/`, `frame.rs`, `tests/huarong/play.rs`).
//!
//! A [`HuarongGame`] is the board plus one query. Its state, a [`Position`], holds
//! the blank and piece cells and the id of the tile on every cell. Ids are given
//! once, at the start: a tile's id is `row * cols + col` of its starting cell. When
//! the blank moves, the tile it swaps with keeps its id, so the page tweens that
//! tile into the old blank cell. The chosen piece is the tile that starts on S.
//! The target cell is drawn as [`frame::Cell::Target`] even when it is fixed
//! (a legal query, answered -1); a resize clamps the target onto the new board.
//!
//! The session ([`crate::session::Session`]) keeps one [`Solver`] per game and remembers every position on each
//! optimal path it found, so following the hints (and undoing them) costs no new search.

use super::{move_blank, Board, Cell as Pos, Huarong, HuarongEdit, Query, Solver, MAX_SIDE};
use crate::frame::{self, Frame, Piece};
use crate::grid::{one_based_list, show_cell as show, Dir};
use crate::info::{Texts, Tool, Views, ARROWS, SLIDE_HELP};
use crate::input::{self, Action, Refusal, UserInput};
use crate::look::{Look, Paint, PieceLook, Ring, FLOOR, MOVER_RING, TARGET, WALL};
use crate::session::{Game, Insight};
use crate::xray::Trace;

use crate::text::Text;
use crate::Playable;

pub use super::generate::LEVELS;
pub use super::{HuarongGame, Position, NO_TILE};

/// A movable tile: its number only tells tiles apart, so it is not drawn.
const TILE: PieceLook = PieceLook {
    label: false,
    ..PieceLook::plain(
        "tile",
        "a movable tile",
        Paint::themed("#c9b48a", "#8c7a55"),
    )
};

/// The piece to bring to the target: vermilion with a dark outline, ringed on big boards.
const CHOSEN: PieceLook = PieceLook {
    ink: Paint::both("#ffffff"),
    outline: Paint::both("#5c2200"),
    outline_width: 8,
    ring: Some(Ring {
        legend: "huarong-ring",
        colour: MOVER_RING,
        colour_name: "colour-orange",
    }),
    ..PieceLook::plain(
        "chosen",
        "the piece S to bring to the target",
        Paint::both("#d55e00"),
    )
};

impl Playable for Huarong {
    type Game = HuarongGame;

    const TEXTS: Texts = Texts {
        title: Text::new("huarong-title"),
        source: Text::new("huarong-source"),
        statement: &[
            Text::new("huarong-statement-1"),
            Text::new("huarong-statement-2"),
        ],
        case_noun: "Query",
        case_plural: "queries",
        help: SLIDE_HELP,
        goal: Text::new("huarong-goal"),
        mover: Text::new("huarong-mover"),
        keys: ARROWS,
        buttons: &[],
        tools: &[
            Tool {
                id: "wall",
                label: Text::new("huarong-tool-wall"),
                path: false,
            },
            Tool {
                id: "blank",
                label: Text::new("huarong-tool-blank"),
                path: false,
            },
            Tool {
                id: "chosen",
                label: Text::new("huarong-tool-chosen"),
                path: false,
            },
            Tool {
                id: "target",
                label: Text::new("huarong-tool-target"),
                path: false,
            },
        ],
        resize: Some((MAX_SIDE, MAX_SIDE)),
        views: Views {
            heat: true,
            gallery: false,
        },
        gallery_filters: &[],
    };

    /// One game per query, in input order, all on the input's board.
    const LOOK: Look = Look {
        pieces: &[TILE, CHOSEN],
        cells: &[FLOOR, WALL, TARGET],
        spine: None,
    };

    fn games(input: &super::HuarongInput) -> Vec<HuarongGame> {
        input
            .queries
            .iter()
            .map(|&query| HuarongGame::unchecked(input.board.clone(), query))
            .collect()
    }
}

/// The state as text (the page's `data-state`): `EX EY SX SY`, the blank and
/// piece cells 1-based, separated by single spaces.
pub fn state_text(position: &Position) -> String {
    let ((er, ec), (sr, sc)) = (position.blank, position.piece);
    one_based_list(&[er, ec, sr, sc])
}

impl Game for HuarongGame {
    type State = Position;
    type Move = Dir;
    type Edit = HuarongEdit;
    type Solver = Solver;

    const LEVELS: &'static [Text] = LEVELS;
    const UNSOLVABLE: &'static [usize] = &[3];

    const GOAL: bool = true;
    const XRAY_TAUGHT: Option<Text> = Some(Text::new("huarong-taught"));

    fn start(&self) -> Position {
        let blank = self.index(self.query.blank);
        let tiles = self.board.movable.iter().enumerate();
        let tiles = tiles.map(|(i, &m)| if m && i != blank { i as u16 } else { NO_TILE });
        Position {
            blank: self.query.blank,
            piece: self.query.piece,
            tiles: tiles.collect(),
        }
    }

    fn moves(&self, _: &Self::State) -> Vec<Dir> {
        Dir::ALL.to_vec()
    }

    fn hint_cell(&self, state: &Self::State, &dir: &Dir) -> Option<crate::input::Cell> {
        crate::session::mover_step(self, state, dir)
    }

    fn play(&self, state: &Position, &dir: &Dir) -> Option<Position> {
        let (blank, piece) = move_blank(&self.board, state.blank, state.piece, dir)?;
        let (from, to) = (self.index(state.blank), self.index(blank));
        let mut tiles = state.tiles.clone();
        if tiles.len() != self.board.movable.len() {
            return None;
        }
        tiles.swap(from, to);
        Some(Position {
            blank,
            piece,
            tiles,
        })
    }

    fn frame(&self, state: &Position) -> Frame {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let cells = (0..rows * cols)
            .map(|i| {
                match (
                    (i / cols, i % cols) == self.query.target,
                    self.board.movable[i],
                ) {
                    (true, _) => frame::Cell::Target,
                    (false, true) => frame::Cell::Floor,
                    (false, false) => frame::Cell::Wall,
                }
            })
            .collect();
        let mut pieces: Vec<Piece> = state
            .tiles
            .iter()
            .take(rows * cols)
            .enumerate()
            .filter(|&(_, &id)| id != NO_TILE)
            .map(|(i, &id)| {
                let (row, col) = (i / cols, i % cols);
                let (label, kind) = if (row, col) == state.piece {
                    ("S".to_string(), CHOSEN.id)
                } else {
                    ((u32::from(id) + 1).to_string(), TILE.id)
                };
                Piece {
                    id: u32::from(id),
                    label,
                    kind,
                    row,
                    col,
                    height: 1,
                    width: 1,
                    cells: Vec::new(),
                }
            })
            .collect();
        crate::frame::sort_by_id(&mut pieces);
        Frame {
            rows,
            cols,
            cells,
            pieces,
            goal: Vec::new(),
            state: state_text(state),
        }
    }

    fn is_goal(&self, state: &Position) -> bool {
        state.piece == self.query.target
    }

    fn blocked(&self, state: &Position, &dir: &Dir) -> Text {
        match dir.step(state.blank, self.board.rows, self.board.cols) {
            None => input::blank_at_edge(dir),
            Some(cell) => Text::new("huarong-blocked-fixed")
                .arg("way", dir.opposite().text())
                .arg("cell", show(cell))
                .arg("beside", input::beside(dir)),
        }
    }

    /// A key or a swipe slides a tile the way it points, so the blank moves the other way.
    fn gesture(&self, &dir: &Dir) -> Option<Dir> {
        Some(dir.opposite())
    }

    /// "slide S left" for the chosen piece, else "slide the tile above the blank down" (tiles carry no number).
    fn say(&self, state: &Position, &dir: &Dir) -> Text {
        let way = dir.opposite().text();
        match dir.step(state.blank, self.board.rows, self.board.cols) {
            Some(cell) if cell == state.piece => Text::new("huarong-slide-piece").arg("way", way),
            Some(_) => Text::new("huarong-slide-tile")
                .arg("beside", input::beside(dir))
                .arg("way", way),
            None => Text::new("move-blank").arg("dir", dir.text()),
        }
    }

    fn interpret(
        &self,
        state: &Position,
        input: &UserInput,
    ) -> Result<Action<Dir, HuarongEdit>, Refusal> {
        // A key or a swipe slides a tile the way it points, so the blank moves the other way.
        if let Some(action) = input::common(input, input::arrow_slides, Dir::opposite) {
            return action;
        }
        let edit = match input {
            // A click on a tile next to the blank slides it in: the blank moves towards the click.
            &UserInput::Click { cell } => return input::slide_into_blank(state.blank, cell),
            // Dragging the blank, the piece or the target moves it.
            &UserInput::Drag { from, to } => {
                let (row, col) = to;
                if from == state.blank {
                    HuarongEdit::Blank { row, col }
                } else if from == state.piece {
                    HuarongEdit::Chosen { row, col }
                } else if from == self.query.target {
                    HuarongEdit::Target { row, col }
                } else {
                    return Err(Refusal::Edit(
                        Text::new("huarong-edit-drag").arg("cell", show(from)),
                    ));
                }
            }
            UserInput::Resize { rows, cols } => {
                let (rows, cols) = input::size(rows, cols)?;
                HuarongEdit::Resize { rows, cols }
            }
            UserInput::Tool { tool, cells } => {
                let (Some(&(row, col)), Some(edit)) = (
                    cells.first(),
                    ["wall", "blank", "chosen", "target"]
                        .iter()
                        .position(|t| t == tool),
                ) else {
                    return Err(input::unused(input));
                };
                match edit {
                    0 => HuarongEdit::Wall { row, col },
                    1 => HuarongEdit::Blank { row, col },
                    2 => HuarongEdit::Chosen { row, col },
                    _ => HuarongEdit::Target { row, col },
                }
            }
            _ => return Err(input::unused(input)),
        };
        Ok(Action::Edit(edit))
    }

    fn mover(&self, state: &Position) -> Option<Pos> {
        Some(state.blank)
    }

    fn solver(&self) -> Solver {
        Solver::new(&self.board)
    }

    fn solve(&self, solver: &mut Solver, state: &Position) -> Option<Vec<Dir>> {
        solver.path(&Query::new(state.blank, state.piece, self.query.target))
    }

    /// The plain search over (blank, piece) pairs, the other tiles all alike (as the insight counts): tile ids are
    /// only drawn, for kept steps, as the start's tiles with the blank moved.
    fn xray_plain(&self, state: &Position, budget: u64) -> Trace<Position> {
        let target = self.query.target;
        let rules = crate::xray::Rules {
            play: |&(blank, piece): &(Pos, Pos)| {
                let moves = Dir::ALL.into_iter();
                moves
                    .filter_map(|dir| Some((move_blank(&self.board, blank, piece, dir)?, dir)))
                    .collect()
            },
            goal: |&(_, piece): &(Pos, Pos)| piece == target,
            show: |&(blank, piece): &(Pos, Pos)| self.shown(state, blank, piece),
            leaf: false,
            start_again: false,
        };
        let mut trace = crate::xray::bfs_over((state.blank, state.piece), budget, rules);
        trace.method = Text::new("huarong-xray-plain");
        trace
    }

    /// The solver's own A* loop, traced (see [`super::xray`]).
    fn xray_solver(&self, solver: &mut Solver, state: &Position) -> Option<Trace<Position>> {
        Some(super::xray::traced(self, solver, state).0)
    }

    fn xray_taught(&self, solver: &mut Solver, state: &Position) -> Option<Trace<Position>> {
        Some(super::xray::taught(self, solver, state))
    }

    fn judge_input(&self, state: &Position) -> String {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let mut out = format!("{rows} {cols} 1\n");
        for row in self.board.movable.chunks(cols.max(1)) {
            let cells: Vec<&str> = row.iter().map(|&m| if m { "1" } else { "0" }).collect();
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        let (e, s, t) = (state.blank, state.piece, self.query.target);
        out + &one_based_list(&[e.0, e.1, s.0, s.1, t.0, t.1]) + "\n"
    }

    fn edit(&self, state: &Position, edit: &HuarongEdit) -> Result<HuarongGame, Text> {
        let edited = || -> Result<HuarongGame, Text> {
            let mut board = self.board.clone();
            let mut query = Query::new(state.blank, state.piece, self.query.target);
            match *edit {
                HuarongEdit::Wall { row, col } => toggle_fixed(&mut board, &query, (row, col))?,
                HuarongEdit::Blank { row, col } => {
                    place(&board, (row, col), THE_BLANK, query.piece, THE_PIECE)?;
                    query.blank = (row, col);
                }
                HuarongEdit::Chosen { row, col } => {
                    place(&board, (row, col), THE_PIECE, query.blank, THE_BLANK)?;
                    query.piece = (row, col);
                }
                HuarongEdit::Target { row, col } => {
                    on_board(&board, (row, col), Text::new("edit-the-target"))?;
                    query.target = (row, col);
                }
                HuarongEdit::Resize { rows, cols } => resize(&mut board, &mut query, rows, cols)?,
            }
            HuarongGame::new(board, query).ok_or_else(|| {
                Text::new("huarong-edit-distinct")
                    .arg("blank", show(query.blank))
                    .arg("piece", show(query.piece))
            })
        };
        edited()
    }

    fn generate(seed: u64, level: usize) -> HuarongGame {
        super::generate::generate(seed, level)
    }

    /// A plain breadth-first search from `state`'s blank and piece (see [`super::insight`]).
    fn insight(&self, state: &Position) -> Insight {
        super::insight::insight(&self.board, state.blank, state.piece, self.query.target)
    }
}

/// The blank and the piece, as edit refusals name them.
const THE_BLANK: Text = Text::new("edit-the-blank");
const THE_PIECE: Text = Text::new("edit-the-piece");

/// The error for a cell off the board, `what` naming it (`edit-the-target`).
fn on_board(board: &Board, cell: Pos, what: Text) -> Result<(), Text> {
    if board.contains(cell) {
        return Ok(());
    }
    Err(Text::new("edit-off-board")
        .arg("what", what)
        .arg("rows", board.rows)
        .arg("cols", board.cols)
        .arg("cell", show(cell)))
}

/// Checks that `what` (the blank or the piece) may stand on `cell`: on the
/// board, movable, and not where `other` (named `other_name`) stands.
fn place(board: &Board, cell: Pos, what: Text, other: Pos, other_name: Text) -> Result<(), Text> {
    on_board(board, cell, what.clone())?;
    if !board.is_movable(cell) {
        return Err(Text::new("huarong-edit-on-fixed")
            .arg("what", what)
            .arg("cell", show(cell)));
    }
    if cell == other {
        return Err(Text::new("huarong-edit-on-other")
            .arg("what", what)
            .arg("other", other_name)
            .arg("cell", show(cell)));
    }
    Ok(())
}

/// Makes `cell` fixed or movable; never under the blank or the piece (the target may be fixed).
fn toggle_fixed(board: &mut Board, query: &Query, cell: Pos) -> Result<(), Text> {
    on_board(board, cell, Text::new("edit-the-wall"))?;
    for (what, at) in [(THE_BLANK, query.blank), (THE_PIECE, query.piece)] {
        if cell == at {
            return Err(Text::new("huarong-edit-wall-under")
                .arg("what", what)
                .arg("cell", show(cell)));
        }
    }
    let i = cell.0 * board.cols + cell.1;
    board.movable[i] = !board.movable[i];
    Ok(())
}

/// A new size within `1..=30` (at least two cells) that still holds the blank
/// and the piece. New cells are movable; a target outside moves to the
/// nearest cell of the new board (its row and column clamped).
fn resize(board: &mut Board, query: &mut Query, rows: usize, cols: usize) -> Result<(), Text> {
    crate::input::sides_within(rows, cols, 1, MAX_SIDE)?;
    if rows * cols < 2 {
        return Err(Text::new("huarong-edit-too-small")
            .arg("rows", rows)
            .arg("cols", cols));
    }
    for (what, (row, col)) in [(THE_BLANK, query.blank), (THE_PIECE, query.piece)] {
        if row >= rows || col >= cols {
            return Err(Text::new("huarong-edit-resize-holds")
                .arg("rows", rows)
                .arg("cols", cols)
                .arg("what", what)
                .arg("cell", show((row, col))));
        }
    }
    let movable = (0..rows * cols)
        .map(|i| {
            let cell = (i / cols, i % cols);
            !board.contains(cell) || board.is_movable(cell)
        })
        .collect();
    *board = Board {
        rows,
        cols,
        movable,
    };
    let (row, col) = query.target;
    query.target = (row.min(rows - 1), col.min(cols - 1));
    Ok(())
}
