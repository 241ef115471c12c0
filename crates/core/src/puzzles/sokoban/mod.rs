//! Sokoban (推箱子), the contest's single-box judge (POJ 1475, UVa 589 "Pushing Boxes"): the maze, state, move and
//! solution types, the move rule, the notation and the `Puzzle` impl (partners: `parse.rs` judge parser, `solve.rs`
//! the push-then-walk search, `generate.rs` random mazes, `play.rs` the playable board, `insight.rs`, `testgen.rs`,
//! `lib.rs` the trait, `tests/sokoban/`).
//!
//! A maze of `rows` x `cols` cells holds rocks, you, one box and its target. You walk to a free neighbouring cell,
//! or push the box a cell on by walking into it when the cell beyond it is free. The judge wants the moves with the
//! fewest pushes and, among those, the fewest moves in all, written `N S E W` (north is up) for a push and
//! `n s e w` for a walk.

pub mod board;
mod bound;
pub mod boxes;
pub mod deadlock;
pub mod generate;
pub mod insight;
pub mod levels;
#[cfg(feature = "mistakes")]
mod mistakes;
mod parse;
pub mod play;
pub mod solve;
mod testgen;
pub mod xray;
pub mod xsb;

pub use board::{BoardSolver, SokobanBoard};
pub use solve::Solver;

use crate::grid::{show_cell, Dir};
use crate::notation::Notation;
use crate::text::Text;
use crate::{CaseSummary, ParseError, Puzzle, Rejection};

/// Largest number of rows or columns.
pub const MAX_SIDE: usize = 20;

/// A 0-based `(row, column)` cell.
pub type Pos = (usize, usize);

/// One maze: its size, its rocks and where you, the box and the target start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SokobanGame {
    /// Number of rows, `1..=20`.
    pub rows: usize,
    /// Number of columns, `1..=20`.
    pub cols: usize,
    /// Per cell, row by row: whether it is rock.
    pub rock: Vec<bool>,
    /// Where you start.
    pub player: Pos,
    /// Where the box starts.
    pub boxed: Pos,
    /// Where the box must go.
    pub target: Pos,
}

/// What undo restores: where you and the box stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SokobanState {
    /// Your cell.
    pub player: Pos,
    /// The box's cell.
    pub boxed: Pos,
}

/// One move: a step of yours, pushing the box or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SokobanMove {
    /// Where you step.
    pub dir: Dir,
    /// Whether the step pushes the box (written in capitals).
    pub push: bool,
}

/// The compass letter of `dir`, north up: `N`, `S`, `W` or `E`.
pub fn compass(dir: Dir) -> char {
    match dir {
        Dir::Up => 'N',
        Dir::Down => 'S',
        Dir::Left => 'W',
        Dir::Right => 'E',
    }
}

/// The LURD letters of a walk, in [`Dir::ALL`]'s order (up, down, left, right); a push is the capital.
pub(crate) const LURD: [u8; 4] = *b"udlr";

impl SokobanMove {
    /// The move in LURD, as players write solutions: `l u r d` a walk, `L U R D` a push.
    pub fn lurd(&self) -> char {
        let letter = char::from(LURD[self.dir.index()]);
        if self.push {
            letter.to_ascii_uppercase()
        } else {
            letter
        }
    }
}

impl Notation for SokobanMove {
    const SEPARATOR: &'static str = "";
    const EXAMPLE: &'static str = "n";
    const TOKEN: &'static str = "letter";
    const MEANING: &'static str = "sokoban-notation";

    fn write(&self) -> String {
        let letter = compass(self.dir);
        if self.push {
            letter
        } else {
            letter.to_ascii_lowercase()
        }
        .to_string()
    }

    fn read(text: &str) -> Option<Self> {
        let mut chars = text.chars();
        let letter = chars.next()?;
        if chars.next().is_some() {
            return None;
        }
        // N S W E as the judge writes them, or U D L R as players write LURD.
        let dir = match letter.to_ascii_uppercase() {
            'N' | 'U' => Dir::Up,
            'S' | 'D' => Dir::Down,
            'W' | 'L' => Dir::Left,
            'E' | 'R' => Dir::Right,
            _ => return None,
        };
        Some(SokobanMove {
            dir,
            push: letter.is_ascii_uppercase(),
        })
    }
}

impl SokobanGame {
    /// The index of `cell` in [`SokobanGame::rock`].
    pub fn index(&self, (row, col): Pos) -> usize {
        row * self.cols + col
    }

    /// Whether `cell` is on the board and not rock.
    pub fn is_free(&self, cell: Pos) -> bool {
        cell.0 < self.rows && cell.1 < self.cols && !self.rock[self.index(cell)]
    }

    /// The state the maze starts in.
    pub fn start_state(&self) -> SokobanState {
        SokobanState {
            player: self.player,
            boxed: self.boxed,
        }
    }

    /// This maze as judge input starting in `state`: `r c` and its rows (`+` or `*` where you or the box stand on the
    /// target, as XSB writes them: a board played to there).
    pub fn text(&self, state: &SokobanState) -> String {
        let mut out = format!("{} {}\n", self.rows, self.cols);
        for row in 0..self.rows {
            for col in 0..self.cols {
                let cell = (row, col);
                let on = cell == self.target;
                out.push(if cell == state.player {
                    if on {
                        '+'
                    } else {
                        'S'
                    }
                } else if cell == state.boxed {
                    if on {
                        '*'
                    } else {
                        'B'
                    }
                } else if on {
                    'T'
                } else if self.rock[self.index(cell)] {
                    '#'
                } else {
                    '.'
                });
            }
            out.push('\n');
        }
        out
    }
}

/// One edit of a maze in the page's edit mode (see `play.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SokobanEdit {
    /// Put a rock on a free cell, or take one away.
    Rock(Pos),
    /// Move the box here.
    Box(Pos),
    /// Move the target here.
    Target(Pos),
    /// Move you here.
    Player(Pos),
    /// A new maze size: cells kept where they fit, new cells free.
    Resize {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
}

/// The pushes and the moves in all of `path`.
pub fn counts(path: &[SokobanMove]) -> (usize, usize) {
    (path.iter().filter(|m| m.push).count(), path.len())
}

/// The answer to one maze or level: the moves with the fewest pushes, then the fewest moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SokobanSolution {
    /// The moves, or `None` when the boxes can never all reach the goals (the judge prints `Impossible.`) or the
    /// search gave up.
    pub moves: Option<Vec<SokobanMove>>,
    /// The states searched when a many-box search gave up within its budget ([`boxes::DEFAULT_BUDGET`]): no answer
    /// either way (the judge prints `Gave up after N states.`).
    pub gave_up: Option<u64>,
}

/// The Sokoban puzzle's judge: POJ 1475's mazes, and XSB levels of many boxes in the same output.
pub struct Sokoban;

impl Puzzle for Sokoban {
    const NAME: &'static str = "sokoban";
    const NUMBERED: bool = false;
    const PATHS: bool = true;
    const IMPOSSIBLE: &'static str = "Impossible.";
    const SAMPLE: &'static str = include_str!("../../../../../tests/cases/sokoban/sample.in");
    type Input = Vec<SokobanBoard>;
    type Solution = SokobanSolution;
    type Solver = BoardSolver;

    /// Judge mazes (the text's first character other than whitespace a digit), else XSB levels.
    fn parse(text: &str) -> Result<Vec<SokobanBoard>, ParseError> {
        board::read(text)
    }

    fn cases(input: &Vec<SokobanBoard>) -> usize {
        input.len()
    }

    fn solver(_: &Vec<SokobanBoard>) -> BoardSolver {
        BoardSolver::with_budget(boxes::DEFAULT_BUDGET)
    }

    fn solve_case(
        solver: &mut BoardSolver,
        input: &Vec<SokobanBoard>,
        index: usize,
    ) -> (SokobanSolution, u64) {
        let board = &input[index];
        let start = board.start_state();
        let moves = solver.solve(board, &start);
        let expanded = solver.expanded();
        let gave_up = solver.gave_up(board, &start);
        (SokobanSolution { moves, gave_up }, expanded)
    }

    /// Many-box levels in XSB: `Level i: P M LURD`, `Level i: unsolvable` or `Level i: gave up after N states`.
    const LEVEL_FORMAT: Option<&'static str> = Some("xsb");

    fn solve_levels(text: &str, budget: Option<u64>, jobs: usize) -> Result<String, ParseError> {
        boxes::solve_lines_jobs(text, budget.unwrap_or(boxes::DEFAULT_BUDGET), jobs)
    }

    /// `Maze #i`, the moves (or `Impossible.`), a blank line.
    const HEADER: Option<&'static str> = Some("Maze #");

    fn printed(solution: &SokobanSolution) -> String {
        match (&solution.moves, solution.gave_up) {
            (Some(moves), _) => SokobanMove::write_path(moves),
            (None, Some(states)) => format!("Gave up after {states} states."),
            (None, None) => Self::IMPOSSIBLE.to_string(),
        }
    }

    /// The special judge: any path that replays legally, ends with every box on a goal, and has the judge's pushes
    /// and moves.
    fn judge_found(
        input: &Vec<SokobanBoard>,
        index: usize,
        solution: &SokobanSolution,
        found: &str,
    ) -> Option<Result<(), Rejection>> {
        let board = input.get(index)?;
        Some(judge_path(board, solution, found))
    }

    /// The moves in all (the pushes are the capitals among them).
    fn summarize(solution: &SokobanSolution) -> CaseSummary {
        CaseSummary {
            answer: solution.moves.as_ref().map_or(-1, |m| m.len() as i64),
            moves: solution.moves.as_deref().map(SokobanMove::write_path),
        }
    }
}

/// The mazes of a judge input (POJ 1475's format only), for tests and benchmarks of the one-box search.
pub fn parse_mazes(text: &str) -> Result<Vec<SokobanGame>, ParseError> {
    parse::parse(text)
}

/// Whether `found`, a contestant's answer for `board`, is as good as the judge's `solution` (see
/// [`Puzzle::judge_found`]).
pub fn judge_path(
    board: &SokobanBoard,
    solution: &SokobanSolution,
    found: &str,
) -> Result<(), Rejection> {
    let refuse = |why: Text, step: Option<usize>| {
        Err(Rejection {
            why,
            step,
            played: None,
        })
    };
    let Some(best) = solution.moves.as_deref() else {
        let why = match solution.gave_up {
            Some(states) => Text::new("sokoban-counts-unproved").arg("states", states),
            None => Text::new("sokoban-counts-impossible"),
        };
        return refuse(why, None);
    };
    let (best_pushes, best_moves) = counts(best);
    if found.eq_ignore_ascii_case(Sokoban::IMPOSSIBLE) {
        let why = Text::new("sokoban-path-found")
            .arg("pushes", best_pushes)
            .arg("moves", best_moves);
        return refuse(why, None);
    }
    let mut state = board.start_state();
    let mut path = Vec::with_capacity(found.len());
    for (i, letter) in found.chars().enumerate() {
        let mut buffer = [0u8; 4];
        let text = letter.encode_utf8(&mut buffer);
        let Some(mv) = SokobanMove::read(text) else {
            let why = Text::new("sokoban-bad-letter").arg("found", crate::scan::quote(text));
            return refused_at(why, i + 1, &path);
        };
        match board.apply(&state, &mv) {
            Ok(next) => state = next,
            Err(why) => {
                let why = Text::new("sokoban-bad-step")
                    .arg("step", i + 1)
                    .arg("move", text.to_string())
                    .arg("why", why);
                return refused_at(why, i + 1, &path);
            }
        }
        path.push(mv);
    }
    if !board.is_solved(&state) {
        let off: Vec<Pos> = (state.boxes.iter().copied())
            .filter(|&b| !board.is_goal_cell(b))
            .collect();
        let why = match (off.as_slice(), board.level.goals().as_slice()) {
            (&[cell], &[target]) => Text::new("sokoban-not-on-target")
                .arg("moves", path.len())
                .arg("cell", show_cell(cell))
                .arg("target", show_cell(target)),
            _ => Text::new("sokoban-off-goals")
                .arg("moves", path.len())
                .arg("count", off.len())
                .arg(
                    "cells",
                    off.iter()
                        .map(|&c| show_cell(c))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
        };
        return refuse(why, None);
    }
    let (pushes, moves) = counts(&path);
    if (pushes, moves) != (best_pushes, best_moves) {
        let why = Text::new("sokoban-counts")
            .arg("pushes", pushes)
            .arg("moves", moves)
            .arg("best_pushes", best_pushes)
            .arg("best_moves", best_moves);
        return refuse(why, None);
    }
    Ok(())
}

/// The rejection of a path at move `step` (1-based), after the legal moves `played`.
fn refused_at(why: Text, step: usize, played: &[SokobanMove]) -> Result<(), Rejection> {
    Err(Rejection {
        why,
        step: Some(step),
        played: Some(SokobanMove::write_path(played)),
    })
}

/// Solves one maze with a fresh [`Solver`].
pub fn solve_case(maze: &SokobanGame) -> SokobanSolution {
    SokobanSolution {
        moves: Solver::new().solve(maze, &maze.start_state()),
        gave_up: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn maze(rows: &[&str]) -> SokobanGame {
        let text = format!(
            "{} {}\n{}\n0 0\n",
            rows.len(),
            rows[0].len(),
            rows.join("\n")
        );
        parse::parse(&text).unwrap().remove(0)
    }

    #[test]
    fn moves_read_back_and_bad_ones_are_refused() {
        for text in ["n", "s", "e", "w", "N", "S", "E", "W"] {
            assert_eq!(SokobanMove::read(text).unwrap().write(), text);
        }
        for (lurd, nsew) in [("u", "n"), ("D", "S"), ("l", "w"), ("R", "E")] {
            assert_eq!(SokobanMove::read(lurd).unwrap().write(), nsew);
        }
        for bad in ["", "x", "Q", "nn", "Nn"] {
            assert_eq!(SokobanMove::read(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_maze_writes_itself_back_as_judge_input() {
        let m = maze(&["S.B.#", "....T"]);
        assert_eq!(m.text(&m.start_state()), "2 5\nS.B.#\n....T\n");
    }
}
