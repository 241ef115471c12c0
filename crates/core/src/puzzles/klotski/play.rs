//! Klotski as a playable board: frames of shaped pieces, moves by drag, by a picked piece and the arrow keys, the
//! three counts, edits (partners: `mod.rs` the case, the move rule and [`KlotskiGame`], `solve.rs` the searches and
//! `piece_reach`, `edit.rs`, `generate.rs`, `insight.rs`, `session/`, `tests/klotski/play.rs`).
//!
//! The state is the box's cells as they stand, each piece by its letter; a piece's id is its letter's place in the
//! alphabet, so the page tweens it from frame to frame. One move is one piece moved along a path of empty cells (a
//! piece move, the classic count); the counter also counts the cell steps and the straight slides of the moves
//! played, as the judge counts them (two moves of one piece in a row are one piece move).

use super::insight::{canonical, successors};
use super::solve::{piece_reach, Solver};
use super::{
    anchor, Klotski, KlotskiEdit, KlotskiGame, KlotskiMove, Metric, EMPTY, LEADER, MAX_SIDE, WALL,
};
use crate::frame::{self, Frame, Piece};
use crate::grid::{show_cell as show, Dir};
use crate::info::{Texts, Tool, Views, ARROWS};
use crate::input::{self, Action, Cell, Refusal, UserInput};
use crate::look::{self, Look, Paint, PieceLook, Ring, FLOOR, MOVER_RING, TARGET};
use crate::notation::Notation;
use crate::session::{Game, Insight};
use crate::text::Text;
use crate::xray::Trace;
use crate::Playable;

pub use super::generate::LEVELS;

/// The edit tools, in the order the page lists them.
const TOOLS: &[Tool] = &[
    Tool {
        id: "piece",
        label: Text::new("klotski-tool-piece"),
        path: true,
    },
    Tool {
        id: "leader",
        label: Text::new("klotski-tool-leader"),
        path: true,
    },
    Tool {
        id: "erase",
        label: Text::new("klotski-tool-erase"),
        path: true,
    },
    Tool {
        id: "wall",
        label: Text::new("klotski-tool-wall"),
        path: false,
    },
    Tool {
        id: "target",
        label: Text::new("klotski-tool-target"),
        path: false,
    },
];

/// Piece A, the one to bring to the target: vermilion with a dark outline.
const LEADING: PieceLook = PieceLook {
    ink: Paint::both("#ffffff"),
    outline: Paint::both("#5c2200"),
    outline_width: 8,
    ring: Some(Ring {
        legend: "klotski-ring",
        colour: MOVER_RING,
        colour_name: "colour-orange",
    }),
    ..PieceLook::plain(
        "leader",
        "piece A, to bring to the target",
        Paint::both("#d55e00"),
    )
};

/// Every other piece, of any shape, named by its letter.
const OTHER: PieceLook = PieceLook::plain(
    "piece",
    "a piece, named by its letter",
    Paint::themed("#c9b48a", "#8c7a55"),
);

impl Playable for Klotski {
    type Game = KlotskiGame;

    const TEXTS: Texts = Texts {
        title: Text::new("klotski-title"),
        source: Text::new("klotski-source"),
        statement: &[
            Text::new("klotski-statement-1"),
            Text::new("klotski-statement-2"),
        ],
        case_noun: "Case",
        case_plural: "cases",
        help: Text::new("klotski-help"),
        goal: Text::new("klotski-goal"),
        mover: Text::new("klotski-mover"),
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
        pieces: &[LEADING, OTHER],
        cells: &[FLOOR, look::WALL, TARGET],
        spine: None,
    };

    fn games(input: &Vec<super::KlotskiCase>) -> Vec<KlotskiGame> {
        input.iter().cloned().map(KlotskiGame::new).collect()
    }

    /// The named classic layouts, with the optima our solver finds (tests/klotski/judge.rs checks each against it
    /// and the piece moves against the published tables).
    fn layouts() -> Vec<crate::info::Layout> {
        super::layouts::LAYOUTS
            .iter()
            .map(|layout| crate::info::Layout {
                name: layout.name,
                gloss: layout.english,
                input: format!("1\n{}", layout.text()),
                answer: match (layout.published, layout.steps_slides) {
                    (Some(p), Some((s, l))) => Text::new("klotski-layout-optima")
                        .arg("moves", p)
                        .arg("slides", l)
                        .arg("steps", s),
                    _ => Text::new("klotski-layout-no-solution"),
                },
            })
            .collect()
    }
}

impl KlotskiGame {
    /// The letter of the piece on `cell` in `state`, or why there is none.
    fn piece_at(&self, state: &[u8], cell: Cell) -> Result<char, Refusal> {
        let (rows, cols) = (self.case.rows(), self.case.cols());
        let b = (cell.0 < rows && cell.1 < cols).then(|| state[cell.0 * cols + cell.1]);
        match b {
            Some(b) if b.is_ascii_uppercase() => Ok(char::from(b)),
            Some(WALL) => Err(Refusal::Nothing(
                Text::new("klotski-pick-wall").arg("cell", show(cell)),
            )),
            Some(_) => Err(Refusal::Nothing(
                Text::new("klotski-pick-empty").arg("cell", show(cell)),
            )),
            None => Err(Refusal::Nothing(
                Text::new("klotski-pick-off").arg("cell", show(cell)),
            )),
        }
    }

    /// The move that brings the piece on `from` to `to`: the piece shifted by `to - from` if it can get there, else
    /// the nearest place it can reach that covers `to` (a tap on an empty cell), by the fewest steps.
    fn pull(&self, state: &[u8], from: Cell, to: Cell) -> Result<KlotskiMove, Refusal> {
        let piece = self.piece_at(state, from)?;
        let cols = self.case.cols();
        let at = anchor(state, cols, piece as u8).unwrap_or(from);
        let shifted = (
            (at.0 + to.0).checked_sub(from.0),
            (at.1 + to.1).checked_sub(from.1),
        );
        let reach = piece_reach(&self.case, state, piece);
        let exact = reach
            .iter()
            .find(|(a, _)| Some(a.0) == shifted.0 && Some(a.1) == shifted.1);
        let offsets: Vec<(i64, i64)> = (0..state.len())
            .filter(|&i| state[i] == piece as u8)
            .map(|i| {
                (
                    (i / cols) as i64 - at.0 as i64,
                    (i % cols) as i64 - at.1 as i64,
                )
            })
            .collect();
        let covers = |a: &Cell| {
            let d = (to.0 as i64 - a.0 as i64, to.1 as i64 - a.1 as i64);
            offsets.contains(&d)
        };
        let found = exact.or_else(|| {
            let cover = reach.iter().filter(|(a, _)| covers(a));
            cover.min_by_key(|(_, steps)| steps.len())
        });
        match found {
            Some((_, steps)) => Ok(KlotskiMove {
                piece,
                steps: steps.clone(),
            }),
            None if to == from => Err(Refusal::Nothing(
                Text::new("klotski-picked").arg("piece", piece.to_string()),
            )),
            None => Err(Refusal::Nothing(
                Text::new("klotski-no-path")
                    .arg("piece", piece.to_string())
                    .arg("cell", show(to)),
            )),
        }
    }
}

/// The judge's three counts of `moves`: cell steps, straight slides (runs of one piece in one direction) and piece
/// moves (runs of one piece), as `Metric::ALL` orders them.
pub fn tally(moves: &[KlotskiMove]) -> [usize; 3] {
    let mut counts = [0; 3];
    let mut last: Option<(char, Dir)> = None;
    for mv in moves {
        if last.map(|(piece, _)| piece) != Some(mv.piece) {
            counts[Metric::Moves.index()] += 1;
        }
        for &dir in &mv.steps {
            counts[Metric::Steps.index()] += 1;
            if last != Some((mv.piece, dir)) {
                counts[Metric::Slides.index()] += 1;
            }
            last = Some((mv.piece, dir));
        }
    }
    counts
}

impl Game for KlotskiGame {
    type State = Vec<u8>;
    type Move = KlotskiMove;
    type Edit = KlotskiEdit;
    type Solver = Solver;

    const LEVELS: &'static [Text] = LEVELS;
    const GOAL: bool = true;
    const PICK: bool = true;
    const COUNTS: &'static [(Text, Text)] = &[
        (Text::new("klotski-step"), Text::new("klotski-steps")),
        (Text::new("klotski-slide"), Text::new("klotski-slides")),
        (Text::new("move-one"), Text::new("move-many")),
    ];
    const JUDGED: &'static [usize] = &[2];

    fn start(&self) -> Vec<u8> {
        self.case.cells().to_vec()
    }

    /// Every place each piece can reach alone, by one shortest path of steps.
    fn moves(&self, state: &Vec<u8>) -> Vec<KlotskiMove> {
        let mut letters: Vec<u8> = state
            .iter()
            .copied()
            .filter(u8::is_ascii_uppercase)
            .collect();
        letters.sort_unstable();
        letters.dedup();
        letters
            .into_iter()
            .flat_map(|letter| {
                let piece = char::from(letter);
                let reach = piece_reach(&self.case, state, piece);
                reach
                    .into_iter()
                    .map(move |(_, steps)| KlotskiMove { piece, steps })
            })
            .collect()
    }

    fn play(&self, state: &Vec<u8>, mv: &KlotskiMove) -> Option<Vec<u8>> {
        self.case.apply(state, mv).ok()
    }

    fn blocked(&self, state: &Vec<u8>, mv: &KlotskiMove) -> Text {
        self.case
            .apply(state, mv)
            .err()
            .unwrap_or(Text::new("nothing"))
    }

    fn frame(&self, state: &Vec<u8>) -> Frame {
        let (rows, cols) = (self.case.rows(), self.case.cols());
        let mut cells: Vec<frame::Cell> = self
            .case
            .cells()
            .iter()
            .map(|&b| {
                if b == WALL {
                    frame::Cell::Wall
                } else {
                    frame::Cell::Floor
                }
            })
            .collect();
        for cell in self.exit() {
            cells[cell.0 * cols + cell.1] = frame::Cell::Target;
        }
        let mut pieces = Vec::new();
        for letter in b'A'..=b'Z' {
            let mine: Vec<Cell> = (0..state.len())
                .filter(|&i| state[i] == letter)
                .map(|i| (i / cols, i % cols))
                .collect();
            let Some(&first) = mine.first() else { continue };
            let top = first.0;
            let left = mine.iter().map(|c| c.1).min().unwrap_or(first.1);
            let bottom = mine.iter().map(|c| c.0).max().unwrap_or(top);
            let right = mine.iter().map(|c| c.1).max().unwrap_or(left);
            let (height, width) = (bottom - top + 1, right - left + 1);
            let whole = mine.len() == height * width;
            pieces.push(Piece {
                id: u32::from(letter - b'A'),
                label: char::from(letter).to_string(),
                kind: if letter == LEADER {
                    LEADING.id
                } else {
                    OTHER.id
                },
                row: top,
                col: left,
                height,
                width,
                cells: if whole {
                    Vec::new()
                } else {
                    mine.iter().map(|&(r, c)| (r - top, c - left)).collect()
                },
            });
        }
        Frame {
            rows,
            cols,
            cells,
            pieces,
            goal: Vec::new(),
            state: state_text(state, cols),
        }
    }

    fn is_goal(&self, state: &Vec<u8>) -> bool {
        self.case.is_goal(state)
    }

    fn interpret(
        &self,
        state: &Vec<u8>,
        input: &UserInput,
    ) -> Result<Action<KlotskiMove, KlotskiEdit>, Refusal> {
        match input {
            UserInput::KeyAt { key, at } => {
                let dir = input::arrow(key).ok_or_else(|| input::unused(input))?;
                let piece = self.piece_at(state, *at)?;
                Ok(Action::Move(KlotskiMove {
                    piece,
                    steps: vec![dir],
                }))
            }
            UserInput::Key { key } if input::arrow(key).is_some() => {
                Err(Refusal::Nothing(Text::new("klotski-pick-first")))
            }
            UserInput::Move { letter } => {
                KlotskiMove::read(letter).map(Action::Move).ok_or_else(|| {
                    Refusal::Nothing(
                        Text::new("parse-expected")
                            .arg(
                                "expected",
                                Text::new("a-move-such-as").arg("example", KlotskiMove::EXAMPLE),
                            )
                            .arg("found", crate::scan::quote(letter)),
                    )
                })
            }
            &UserInput::Pull { from, to } => self.pull(state, from, to).map(Action::Move),
            UserInput::Swipe { .. } | UserInput::Click { .. } => {
                Err(Refusal::Nothing(Text::new("klotski-drag")))
            }
            UserInput::Resize { rows, cols } => {
                let (rows, cols) = input::size(rows, cols)?;
                Ok(Action::Edit(KlotskiEdit::Resize { rows, cols }))
            }
            UserInput::Tool { tool, cells } => {
                let Some(&first) = cells.first() else {
                    return Err(input::unused(input));
                };
                let traced = input::trace(cells);
                let edit = match tool.as_str() {
                    "piece" => KlotskiEdit::Piece {
                        cells: traced,
                        leader: false,
                    },
                    "leader" => KlotskiEdit::Piece {
                        cells: traced,
                        leader: true,
                    },
                    "erase" => KlotskiEdit::Erase(cells.clone()),
                    "wall" => KlotskiEdit::Wall(first),
                    "target" => KlotskiEdit::Target(first),
                    _ => return Err(input::unused(input)),
                };
                Ok(Action::Edit(edit))
            }
            &UserInput::Drag { from, to } => {
                if self.exit().first() == Some(&from) || self.case.target() == from {
                    Ok(Action::Edit(KlotskiEdit::Target(to)))
                } else {
                    Err(Refusal::Edit(
                        Text::new("klotski-edit-drag").arg("cell", show(from)),
                    ))
                }
            }
            _ => Err(input::unused(input)),
        }
    }

    /// A move along one straight line is the way it goes; a path that turns has no one direction.
    fn gesture(&self, mv: &KlotskiMove) -> Option<Dir> {
        let first = *mv.steps.first()?;
        mv.steps.iter().all(|&d| d == first).then_some(first)
    }

    /// Where the piece's anchor lands.
    fn hint_cell(&self, state: &Vec<u8>, mv: &KlotskiMove) -> Option<Cell> {
        let after = self.case.apply(state, mv).ok()?;
        anchor(&after, self.case.cols(), u8::try_from(mv.piece).ok()?)
    }

    /// "move G down", "move G down 2", "move G down, then right".
    fn say(&self, _: &Vec<u8>, mv: &KlotskiMove) -> Text {
        let mut runs: Vec<(Dir, usize)> = Vec::new();
        for &dir in &mv.steps {
            match runs.last_mut() {
                Some((d, n)) if *d == dir => *n += 1,
                _ => runs.push((dir, 1)),
            }
        }
        // "up, then left 2": the runs joined from the last, each one "first, then rest".
        let run =
            |&(d, n): &(Dir, usize)| Text::new("klotski-run").arg("dir", d.text()).arg("n", n);
        let mut said = runs.last().map_or(Text::new("nothing"), run);
        for earlier in runs.iter().rev().skip(1) {
            said = Text::new("klotski-then")
                .arg("first", run(earlier))
                .arg("rest", said);
        }
        Text::new("klotski-move")
            .arg("piece", mv.piece.to_string())
            .arg("runs", said)
    }

    fn judge_input(&self, state: &Vec<u8>) -> String {
        format!("1\n{}", self.case.with_cells(state.clone()).text())
    }

    fn edit(&self, state: &Vec<u8>, edit: &KlotskiEdit) -> Result<KlotskiGame, Text> {
        super::edit::edit(&self.case, state, edit).map(KlotskiGame::new)
    }

    fn generate(seed: u64, level: usize) -> KlotskiGame {
        KlotskiGame::new(super::generate::random_board(seed, level))
    }

    fn solver(&self) -> Solver {
        Solver::new()
    }

    fn solve(&self, solver: &mut Solver, state: &Vec<u8>) -> Option<Vec<KlotskiMove>> {
        solver.solve_metric(&self.case.with_cells(state.clone()), Metric::Moves)
    }

    fn tally(&self, moves: &[KlotskiMove]) -> Vec<usize> {
        tally(moves).to_vec()
    }

    fn optima(&self, solver: &mut Solver, state: &Vec<u8>) -> Vec<i64> {
        let solution = solver.solve(&self.case.with_cells(state.clone()));
        Metric::ALL.iter().map(|&m| solution.answer(m)).collect()
    }

    fn insight(&self, state: &Vec<u8>) -> Insight {
        super::insight::insight(self, state)
    }

    /// The plain search over boxes whose pieces of one shape are alike, as the insight counts them.
    fn xray_plain(&self, state: &Vec<u8>, budget: u64) -> Trace<Vec<u8>> {
        let rules = crate::xray::Rules {
            play: |key: &Vec<u8>| successors(self, key),
            goal: |key: &Vec<u8>| self.case.is_goal(key),
            show: |key: &Vec<u8>| key.clone(),
            leaf: false,
            start_again: false,
        };
        let mut trace = crate::xray::bfs_over(canonical(state), budget, rules);
        trace.method = Text::new("klotski-xray-plain");
        trace
    }

    /// The judge's three searches from `state`, as figures: the states they expanded together.
    fn xray_solver(&self, solver: &mut Solver, state: &Vec<u8>) -> Option<Trace<Vec<u8>>> {
        let solution = solver.solve(&self.case.with_cells(state.clone()));
        let mut trace = Trace::figures(
            Text::new("klotski-xray-solver"),
            &[],
            solver.expanded(),
            Text::new("klotski-xray-solver-note"),
        );
        trace.answer = Some(solution.answer(Metric::Moves));
        Some(trace)
    }
}

impl KlotskiGame {
    /// The cells A covers when its anchor is on the target: the exit drawn on the box.
    pub fn exit(&self) -> Vec<Cell> {
        let (cols, cells, target) = (self.case.cols(), self.case.cells(), self.case.target());
        let Some(at) = anchor(cells, cols, LEADER) else {
            return Vec::new();
        };
        (0..cells.len())
            .filter(|&i| cells[i] == LEADER)
            .map(|i| {
                (
                    i / cols + target.0 - at.0,
                    (i % cols + target.1).wrapping_sub(at.1),
                )
            })
            .collect()
    }
}

/// The state as text (the page's `data-state`): the rows of the box, `/` between them, `.` for an empty cell.
pub fn state_text(state: &[u8], cols: usize) -> String {
    let rows: Vec<String> = state
        .chunks(cols.max(1))
        .map(|row| {
            row.iter()
                .map(|&b| if b == EMPTY { '.' } else { char::from(b) })
                .collect()
        })
        .collect();
    rows.join("/")
}
