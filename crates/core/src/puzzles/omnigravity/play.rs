//! OmniGravity play layer: [`OmniGravityGame`], one board the page draws, tilts and edits; partners `mod.rs` (board, tilt, rows, the game's type), `solve.rs` (the reachable count), `generate.rs` (random boards), `crate::session`, `tests/omnigravity/play.rs`.
//!
//! The state is the solver's [`State`] (where the four pieces are); a move is a
//! tilt. The judge only counts states; the player gets a goal to reach: the
//! reachable state farthest from the start in tilts (the last one the judge's
//! breadth-first search reaches, the gallery's last), drawn as outlines
//! ([`Frame::goal`]). The status also says how many distinct states the player
//! has reached and how many the board has (the judge answer).

use super::generate::BOUNDS;
use super::{
    insight, pieces, solve, Board, OmniGravity, OmniGravityEdit, OmniGravityGame, State, BLOCK,
    LETTERS, SIDE,
};
use crate::frame::{Cell, Frame};
use crate::grid::show_cell;
use crate::info::{Button, Texts, Tool, Views};
use crate::input::{self, Action, Refusal, UserInput};
use crate::look::{Look, FLOOR, WALL};
use crate::session::{GalleryItem, Game, Insight};
use crate::text::Text;
use crate::xray::Trace;
use crate::{Dir, Playable};

pub use super::generate::LEVELS;

/// The cells of a 2x2 piece relative to its top-left cell.
const SQUARE: [(usize, usize); 4] = [(0, 0), (0, 1), (1, 0), (1, 1)];

/// The play layer's solver: the judge's count from the start, and one breadth-first search's buffers (about
/// 720 KB) for the tilts from any state to the goal.
pub struct PlaySolver {
    count: usize,
    search: solve::Solver,
}

impl OmniGravityGame {
    /// The index in [`OmniGravityGame::LEVELS`] whose range holds `count` reachable
    /// states, `None` for boards where nothing can move (`count` below 2).
    pub fn level_of(count: usize) -> Option<usize> {
        BOUNDS
            .iter()
            .position(|&(low, high)| (low..=high).contains(&count))
    }
}

impl Playable for OmniGravity {
    type Game = OmniGravityGame;

    const TEXTS: Texts = Texts {
        title: Text::new("omnigravity-title"),
        source: Text::new("omnigravity-source"),
        statement: &[
            Text::new("omnigravity-statement-1"),
            Text::new("omnigravity-statement-2"),
        ],
        case_noun: "Case",
        case_plural: "cases",
        help: Text::new("omnigravity-help"),
        goal: Text::new("omnigravity-goal"),
        mover: Text::new("omnigravity-mover"),
        keys: &[
            "ArrowUp",
            "ArrowDown",
            "ArrowLeft",
            "ArrowRight",
            "w",
            "a",
            "s",
            "d",
            "W",
            "A",
            "S",
            "D",
        ],
        buttons: &[
            Button {
                dir: 'U',
                label: "↑",
                name: Text::new("omnigravity-button-u"),
            },
            Button {
                dir: 'L',
                label: "←",
                name: Text::new("omnigravity-button-l"),
            },
            Button {
                dir: 'D',
                label: "↓",
                name: Text::new("omnigravity-button-d"),
            },
            Button {
                dir: 'R',
                label: "→",
                name: Text::new("omnigravity-button-r"),
            },
        ],
        tools: &[
            Tool {
                id: "wall",
                label: Text::new("omnigravity-tool-wall"),
                path: false,
            },
            Tool {
                id: "A",
                label: Text::new("omnigravity-tool-a"),
                path: false,
            },
            Tool {
                id: "B",
                label: Text::new("omnigravity-tool-b"),
                path: false,
            },
            Tool {
                id: "C",
                label: Text::new("omnigravity-tool-c"),
                path: false,
            },
            Tool {
                id: "D",
                label: Text::new("omnigravity-tool-d"),
                path: false,
            },
        ],
        resize: None,
        views: Views {
            heat: false,
            gallery: true,
        },
        gallery_filters: &[
            ("A", Text::new("omnigravity-filter-a")),
            ("B", Text::new("omnigravity-filter-b")),
            ("C", Text::new("omnigravity-filter-c")),
            ("D", Text::new("omnigravity-filter-d")),
        ],
    };

    const LOOK: Look = Look {
        pieces: &[BLOCK],
        cells: &[FLOOR, WALL],
        spine: None,
    };

    fn games(input: &Vec<Board>) -> Vec<OmniGravityGame> {
        input.iter().copied().map(OmniGravityGame::new).collect()
    }
}

/// The piece (index in [`LETTERS`]) covering the on-board cell `(row, col)` in `state`.
fn piece_at(state: &State, row: usize, col: usize) -> Option<usize> {
    state
        .pieces()
        .iter()
        .position(|&(r, c)| (r..r + 2).contains(&row) && (c..c + 2).contains(&col))
}

/// The bit of the on-board cell `(row, col)`.
fn bit(row: usize, col: usize) -> u64 {
    1 << (SIDE * row + col)
}

impl OmniGravityGame {
    /// Toggles the obstacle at `(row, col)`; refuses cells off the board or under a piece.
    fn toggle_wall(&self, state: &State, row: usize, col: usize) -> Result<OmniGravityGame, Text> {
        if row >= SIDE || col >= SIDE {
            return Err(Text::new("omnigravity-edit-off")
                .arg("side", SIDE)
                .arg("cell", show_cell((row, col))));
        }
        if let Some(piece) = piece_at(state, row, col) {
            return Err(Text::new("omnigravity-edit-wall-on-piece")
                .arg("piece", LETTERS[piece].to_string())
                .arg("cell", show_cell((row, col))));
        }
        Ok(OmniGravityGame::new(Board {
            obstacles: self.board.obstacles ^ bit(row, col),
            start: *state,
        }))
    }

    /// Moves piece `letter` so its top-left cell is `(row, col)`; refuses a
    /// letter other than `A`-`D`, a piece off the board and one that would
    /// cover an obstacle or another piece.
    fn move_piece(
        &self,
        state: &State,
        letter: char,
        row: usize,
        col: usize,
    ) -> Result<OmniGravityGame, Text> {
        let Some(piece) = LETTERS.iter().position(|&l| l == letter) else {
            return Err(Text::new("omnigravity-edit-letter").arg("found", format!("{letter:?}")));
        };
        if row >= SIDE - 1 || col >= SIDE - 1 {
            return Err(Text::new("omnigravity-edit-corner")
                .arg("side", SIDE - 1)
                .arg("cell", show_cell((row, col))));
        }
        for (dr, dc) in SQUARE {
            let (r, c) = (row + dr, col + dc);
            let found = if self.board.obstacles & bit(r, c) != 0 {
                Some(Text::new("omnigravity-edit-an-obstacle"))
            } else {
                piece_at(state, r, c)
                    .filter(|&other| other != piece)
                    .map(|other| {
                        Text::new("omnigravity-edit-piece").arg("piece", LETTERS[other].to_string())
                    })
            };
            if let Some(found) = found {
                return Err(Text::new("omnigravity-edit-covered")
                    .arg("piece", letter.to_string())
                    .arg("at", show_cell((row, col)))
                    .arg("found", found)
                    .arg("cell", show_cell((r, c))));
            }
        }
        let mut start = *state;
        start.tops[piece] = (SIDE * row + col) as u8;
        Ok(OmniGravityGame::new(Board {
            obstacles: self.board.obstacles,
            start,
        }))
    }
}

/// The tilt of a key: the arrows, and WASD either case.
fn key_dir(key: &str) -> Option<Dir> {
    input::arrow(key).or(match key {
        "w" | "W" => Some(Dir::Up),
        "s" | "S" => Some(Dir::Down),
        "a" | "A" => Some(Dir::Left),
        "d" | "D" => Some(Dir::Right),
        _ => None,
    })
}

impl Game for OmniGravityGame {
    type State = State;
    type Move = Dir;
    type Edit = OmniGravityEdit;
    type Solver = PlaySolver;

    const LEVELS: &'static [Text] = LEVELS;
    const GOAL: bool = true;
    const XRAY_START_AGAIN: bool = true;
    const MOVE_WORD: (Text, Text) = (
        Text::new("omnigravity-tilt"),
        Text::new("omnigravity-tilts"),
    );

    fn start(&self) -> State {
        self.board.start
    }

    fn moves(&self, _: &Self::State) -> Vec<Dir> {
        Dir::ALL.to_vec()
    }

    fn gesture(&self, &dir: &Dir) -> Option<Dir> {
        Some(dir)
    }

    /// Every tilt is legal: one that moves nothing reaches the same state again, which the judge counts.
    fn play(&self, state: &State, &dir: &Dir) -> Option<State> {
        Some(self.board.tilt(*state, dir))
    }

    fn blocked(&self, _: &State, &dir: &Dir) -> Text {
        Text::new("omnigravity-blocked").arg("dir", dir.text())
    }

    fn say(&self, _: &State, &dir: &Dir) -> Text {
        Text::new("omnigravity-say-tilt").arg("dir", dir.text())
    }

    /// The judge counts a tilt that moves nothing, so the page does too, and says so.
    fn still(&self, _: &State, &dir: &Dir) -> Text {
        Text::new("omnigravity-still").arg("dir", dir.text())
    }

    fn interpret(
        &self,
        state: &State,
        input: &UserInput,
    ) -> Result<Action<Dir, OmniGravityEdit>, Refusal> {
        if let Some(action) = input::common(input, key_dir, |dir| dir) {
            return action;
        }
        let edit = match input {
            UserInput::Click { .. } => {
                return Err(Refusal::Nothing(Text::new("omnigravity-click")))
            }
            // Dragging a piece moves it by the same offset.
            &UserInput::Drag { from, to } => {
                let Some(piece) = piece_at(state, from.0, from.1) else {
                    return Err(Refusal::Edit(
                        Text::new("omnigravity-edit-drag").arg("cell", show_cell(from)),
                    ));
                };
                let (row, col) = state.pieces()[piece];
                OmniGravityEdit::Piece {
                    piece: LETTERS[piece],
                    row: (row + to.0).saturating_sub(from.0),
                    col: (col + to.1).saturating_sub(from.1),
                }
            }
            UserInput::Tool { tool, cells } => {
                let Some(&(row, col)) = cells.first() else {
                    return Err(input::unused(input));
                };
                match tool.as_str() {
                    "wall" => OmniGravityEdit::Wall { row, col },
                    letter => match LETTERS.iter().find(|l| l.to_string() == letter) {
                        // A piece put near the right or bottom edge is pushed onto the board.
                        Some(&piece) => OmniGravityEdit::Piece {
                            piece,
                            row: row.min(SIDE - 2),
                            col: col.min(SIDE - 2),
                        },
                        None => return Err(input::unused(input)),
                    },
                }
            }
            _ => return Err(input::unused(input)),
        };
        Ok(Action::Edit(edit))
    }

    fn solver(&self) -> PlaySolver {
        let mut search = solve::Solver::new();
        let count = search.solve(&self.board).count();
        PlaySolver { count, search }
    }

    /// The fewest tilts from `state` to the goal: the judge's breadth-first search from `state`, until the goal.
    fn solve(&self, solver: &mut PlaySolver, state: &State) -> Option<Vec<Dir>> {
        let from = Board {
            obstacles: self.board.obstacles,
            start: *state,
        };
        let solution = solver.search.solve(&from);
        let goal = self.goal();
        let at = solution.states().iter().position(|r| r.state() == goal)?;
        Some(solution.path(at))
    }

    fn reachable(&self, solver: &mut PlaySolver) -> Option<usize> {
        Some(solver.count)
    }

    fn xray_plain(&self, state: &State, budget: u64) -> Trace<State> {
        crate::xray::bfs(self, state, budget)
    }

    /// The solver is a breadth-first search over whole boards: the plain search's trace is its trace (the judge's
    /// bit-board loop counts the same states, faster), named as the solver, with the judge's count as its answer.
    fn xray_solver(&self, _: &mut PlaySolver, state: &State) -> Option<Trace<State>> {
        let board = Board {
            obstacles: self.board.obstacles,
            start: *state,
        };
        let count = solve::solve_all(std::slice::from_ref(&board))
            .first()
            .map_or(0, |s| s.count());
        let mut trace = crate::xray::bfs(self, state, crate::search::BFS_BUDGET);
        trace.method = Text::new("omnigravity-xray-solver");
        trace.note = Text::new("omnigravity-xray-solver-note");
        trace.answer = Some(count as i64);
        Some(trace)
    }

    fn frame(&self, state: &State) -> Frame {
        let cells = (0..SIDE * SIDE)
            .map(|i| {
                if self.board.obstacles >> i & 1 == 1 {
                    Cell::Wall
                } else {
                    Cell::Floor
                }
            })
            .collect();
        Frame {
            rows: SIDE,
            cols: SIDE,
            cells,
            pieces: pieces(*state),
            goal: pieces(self.goal()),
            state: self.board.rows(*state).join("/"),
        }
    }

    fn is_goal(&self, state: &State) -> bool {
        *state == self.goal()
    }

    fn judge_input(&self, state: &State) -> String {
        let mut text = String::from("1\n\n");
        for row in self.board.rows(*state) {
            text.push_str(&row);
            text.push('\n');
        }
        text
    }

    fn edit(&self, state: &State, edit: &OmniGravityEdit) -> Result<OmniGravityGame, Text> {
        match *edit {
            OmniGravityEdit::Wall { row, col } => self.toggle_wall(state, row, col),
            OmniGravityEdit::Piece { piece, row, col } => self.move_piece(state, piece, row, col),
        }
    }

    fn generate(seed: u64, level: usize) -> OmniGravityGame {
        super::generate::generate(seed, level)
    }

    /// A plain BFS over tilts from `state`: the start is the seed at depth 0
    /// (`layers[0] == 1`) and counts again only when tilts return to it, so
    /// `explored == sum(layers) == 1 + the judge answer`; no heat, no `why_not`.
    fn insight(&self, state: &State) -> Insight {
        insight::insight(&self.board, *state)
    }

    /// Every state the judge counts from `state`, in BFS order, with one
    /// shortest tilt sequence each (from the solver's parents).
    fn gallery(&self, state: &State) -> Vec<GalleryItem> {
        insight::gallery(&self.board, *state)
    }
}
