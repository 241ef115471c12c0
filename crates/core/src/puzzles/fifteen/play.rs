//! Fifteen as a playable board: frames with one piece per tile (id = tile number), status with the optimum and a hint, judge input and edits (partners: `mod.rs` board and move rule, `solve.rs` solver, `generate.rs` generator, `insight.rs`, `session.rs`, `frame.rs`, `tests/fifteen.rs`).
//!
//! The state is the board itself. Status asks the IDA* solver and remembers
//! every board on each optimal path it found, so following the hints (and
//! undoing them) costs no new search.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

use super::{Board, Fifteen, MAX_SIDE, MIN_SIDE};
use crate::frame::{self, Frame, Piece, PieceKind};
use crate::grid::Dir;
use crate::session::{Edit, Game, Insight, Status};
use crate::Playable;

/// Boards remembered by one game before its memo starts over.
const MEMO_LIMIT: usize = 50_000;

/// One playable Fifteen board, with the optimal answers it already knows.
#[derive(Clone)]
pub struct FifteenGame {
    start: Board,
    /// Board to the fewest moves left (-1 when unsolvable) and a first move.
    known: RefCell<HashMap<Board, (i64, Option<Dir>)>>,
}

impl fmt::Debug for FifteenGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FifteenGame")
            .field("start", &self.start)
            .finish_non_exhaustive()
    }
}

/// Two games are equal when they start on the same board.
impl PartialEq for FifteenGame {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start
    }
}

impl FifteenGame {
    /// A game starting on `board`.
    pub fn new(board: Board) -> FifteenGame {
        FifteenGame {
            start: board,
            known: RefCell::new(HashMap::new()),
        }
    }

    /// The starting board.
    pub fn board(&self) -> &Board {
        &self.start
    }

    /// The fewest moves from `board` to the goal (-1 when unsolvable, 0 on it)
    /// and the first blank move of one optimal path.
    pub fn optimal(&self, board: &Board) -> (i64, Option<Dir>) {
        if board.is_goal() {
            return (0, None);
        }
        if !board.is_solvable() {
            return (-1, None);
        }
        if let Some(&known) = self.known.borrow().get(board) {
            return known;
        }
        let path = super::solve::solve(board).moves.unwrap_or_default();
        let Ok(mut known) = self.known.try_borrow_mut() else {
            return (path.len() as i64, path.first().copied());
        };
        if known.len() > MEMO_LIMIT {
            known.clear();
        }
        // Every board on an optimal path is as far from the goal as the moves left.
        let mut at = board.clone();
        for (i, &dir) in path.iter().enumerate() {
            let next = at.play(dir);
            known.insert(at, ((path.len() - i) as i64, Some(dir)));
            match next {
                Some(next) => at = next,
                None => break,
            }
        }
        (path.len() as i64, path.first().copied())
    }
}

impl Playable for Fifteen {
    type Game = FifteenGame;

    fn games(boards: &Vec<Board>) -> Vec<FifteenGame> {
        boards.iter().cloned().map(FifteenGame::new).collect()
    }
}

impl Game for FifteenGame {
    type State = Board;

    const LEVELS: &'static [&'static str] = super::generate::LEVELS;

    fn start(&self) -> Board {
        self.start.clone()
    }

    fn play(&self, state: &Board, dir: Dir) -> Option<Board> {
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
                kind: PieceKind::Tile,
                row: i / cols,
                col: i % cols,
                height: 1,
                width: 1,
            })
            .collect();
        pieces.sort_by_key(|p| p.id);
        Frame {
            rows,
            cols,
            cells: vec![frame::Cell::Floor; rows * cols],
            pieces,
            state: state.state_text(),
        }
    }

    fn is_goal(&self, state: &Board) -> bool {
        state.is_goal()
    }

    fn status(&self, visited: &[Board]) -> Status {
        let board = visited.last().unwrap_or(&self.start);
        let (optimal, hint) = self.optimal(board);
        Status {
            goal: board.is_goal(),
            optimal: Some(optimal),
            hint: hint.map(Dir::letter),
            ..Status::default()
        }
    }

    fn judge_input(&self, state: &Board) -> String {
        format!("1\n{}", state.judge_lines())
    }

    fn edit(&self, state: &Board, edit: &Edit) -> Result<FifteenGame, String> {
        match *edit {
            Edit::Resize { rows, cols } => {
                for (what, n) in [("rows", rows), ("columns", cols)] {
                    if !(MIN_SIDE..=MAX_SIDE).contains(&n) {
                        return Err(format!(
                            "expected {what} from {MIN_SIDE} to {MAX_SIDE}, found {n}"
                        ));
                    }
                }
                let goal = Board::goal(rows, cols).ok_or_else(|| {
                    format!("expected a size from 2x2 to 4x4, found {rows}x{cols}")
                })?;
                Ok(FifteenGame::new(goal))
            }
            Edit::Blank { row, col } => {
                if row >= state.rows || col >= state.cols {
                    return Err(format!(
                        "expected the blank on the {}x{} board, found ({}, {})",
                        state.rows,
                        state.cols,
                        row as u128 + 1,
                        col as u128 + 1
                    ));
                }
                let mut board = state.clone();
                let blank = board.blank();
                board.tiles.swap(blank, row * state.cols + col);
                Ok(FifteenGame::new(board))
            }
            Edit::Wall { .. }
            | Edit::Piece { .. }
            | Edit::Chosen { .. }
            | Edit::Target { .. }
            | Edit::Snake { .. } => {
                let found = match edit {
                    Edit::Wall { .. } => "a wall edit",
                    Edit::Piece { .. } => "a piece edit",
                    Edit::Chosen { .. } => "a chosen edit",
                    Edit::Target { .. } => "a target edit",
                    _ => "a snake edit",
                };
                Err(format!("expected a blank or resize edit, found {found}"))
            }
        }
    }

    fn generate(seed: u64, level: usize) -> FifteenGame {
        FifteenGame::new(super::generate::generate(seed, level))
    }

    /// The IDA* search's figures from `state` (see [`super::insight`]).
    fn insight(&self, state: &Board) -> Insight {
        super::insight::insight(state)
    }
}
