//! Sokoban's playable board, one box or many: a judge maze or an XSB level, its move rule with every box, the walks
//! and pushes a click or a drag asks for, what is lost at once, and the solver the page asks (partners: `mod.rs` the
//! judge's maze and moves, `xsb.rs` levels, `solve.rs` the one-box search, `boxes.rs` the many-box search,
//! `deadlock.rs` dead squares and frozen boxes, `play.rs` the `Game` impl, `tests/sokoban/play.rs`).
//!
//! A board is an XSB [`Level`] (walls, goals, where the boxes and you start). One read from a judge maze has one box
//! and its target as the one goal, and writes itself back as judge input; one read from XSB writes XSB. Box `i` of a
//! state stays box `i` (the page's piece `i`) whatever it is pushed to; the solvers take them in any order.

use std::collections::{HashMap, VecDeque};

use super::boxes::{self, Answer, Outcome};
use super::deadlock::{dead_squares, frozen};
use super::xsb::{self, Level};
use super::{Pos, SokobanGame, SokobanMove, SokobanState, Solver, MAX_SIDE};
use crate::grid::{show_cell as show, Dir};
use crate::notation::Notation;
use crate::text::Text;
use crate::ParseError;

/// The states the page's many-box search expands at most before it says "no proof within N states": a few seconds
/// in the worker.
pub const PAGE_BUDGET: u64 = 300_000;

/// A board to play: a level, and the format it came in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SokobanBoard {
    /// Walls, goals, and where the boxes and you start.
    pub level: Level,
    /// Read from XSB (written back as XSB), or from a judge maze (written back as judge input).
    pub xsb: bool,
}

/// Where you and every box stand.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoardState {
    /// Your cell.
    pub player: Pos,
    /// The boxes' cells, box `i` always at index `i`.
    pub boxes: Vec<Pos>,
}

impl From<&SokobanState> for BoardState {
    fn from(state: &SokobanState) -> BoardState {
        BoardState {
            player: state.player,
            boxes: vec![state.boxed],
        }
    }
}

/// The boards of `text`: XSB levels when it starts as XSB does (a wall, a comment, floor, a box, a goal or the player
/// first; or a title line with a row of wall under it), else the mazes of a judge input (POJ 1475's format, errors
/// and all).
pub fn read(text: &str) -> Result<Vec<SokobanBoard>, ParseError> {
    read_boards(text, xsb::read)
}

/// [`read`] for a board to play on: an XSB level may have more boxes than goals, or fewer, or none (as the editor
/// leaves it midway; the board then says why it cannot be won).
pub fn read_as_edited(text: &str) -> Result<Vec<SokobanBoard>, ParseError> {
    read_boards(text, xsb::read_as_edited)
}

/// Judge mazes (the text's first character other than whitespace a digit), else XSB levels read by `levels`.
fn read_boards(
    text: &str,
    levels: fn(&str) -> Result<Vec<Level>, ParseError>,
) -> Result<Vec<SokobanBoard>, ParseError> {
    let mut start = text.trim_start().chars();
    let xsb = match start.next() {
        Some('#' | ';' | '_' | '$' | '.' | '@' | '*') => true,
        Some('+' | '-') => !start.next().is_some_and(|c| c.is_ascii_digit()),
        Some(c) if c.is_alphabetic() => text.lines().any(|line| line.trim_start().starts_with('#')),
        _ => false,
    };
    if !xsb {
        let mazes = super::parse::parse(text)?;
        return Ok(mazes.iter().map(SokobanBoard::from_maze).collect());
    }
    Ok(levels(text)?
        .into_iter()
        .map(SokobanBoard::from_level)
        .collect())
}

impl SokobanBoard {
    /// The board of a judge maze: its one box, the target its one goal.
    pub fn from_maze(maze: &SokobanGame) -> SokobanBoard {
        let mut goal = vec![false; maze.rows * maze.cols];
        goal[maze.index(maze.target)] = true;
        SokobanBoard {
            level: Level {
                title: None,
                line: 0,
                rows: maze.rows,
                cols: maze.cols,
                wall: maze.rock.clone(),
                goal,
                boxes: vec![maze.boxed],
                player: maze.player,
            },
            xsb: false,
        }
    }

    /// The board of an XSB level.
    pub fn from_level(level: Level) -> SokobanBoard {
        SokobanBoard { level, xsb: true }
    }

    /// The state it starts in.
    pub fn start_state(&self) -> BoardState {
        BoardState {
            player: self.level.player,
            boxes: self.level.boxes.clone(),
        }
    }

    /// The board with `state` as its start.
    pub fn at(&self, state: &BoardState) -> SokobanBoard {
        let mut board = self.clone();
        (board.level.player, board.level.boxes) = (state.player, state.boxes.clone());
        board
    }

    /// The judge maze and state of a board with one box and one goal, for the one-box search.
    pub fn maze(&self, state: &BoardState) -> Option<(SokobanGame, SokobanState)> {
        let goals = self.level.goals();
        let (&[boxed], &[target]) = (state.boxes.as_slice(), goals.as_slice()) else {
            return None;
        };
        let level = &self.level;
        let maze = SokobanGame {
            rows: level.rows,
            cols: level.cols,
            rock: level.wall.clone(),
            player: state.player,
            boxed,
            target,
        };
        let state = SokobanState {
            player: state.player,
            boxed,
        };
        Some((maze, state))
    }

    /// Whether `cell` is on the grid and no wall.
    pub fn is_free(&self, (row, col): Pos) -> bool {
        row < self.level.rows
            && col < self.level.cols
            && !self.level.wall[self.level.index((row, col))]
    }

    /// Whether `cell` is a goal.
    pub fn is_goal_cell(&self, cell: Pos) -> bool {
        self.is_free(cell) && self.level.goal[self.level.index(cell)]
    }

    /// Whether every box of `state` stands on a goal, as many boxes as goals.
    pub fn is_solved(&self, state: &BoardState) -> bool {
        let goals = self.level.goal.iter().filter(|&&g| g).count();
        goals == state.boxes.len() && state.boxes.iter().all(|&b| self.is_goal_cell(b))
    }

    /// Why you cannot step onto `to` (none: the grid's edge; else a wall).
    fn obstacle(to: Option<Pos>) -> Text {
        match to {
            None => Text::new("sokoban-edge"),
            Some(cell) => Text::new("sokoban-rock-at").arg("cell", show(cell)),
        }
    }

    /// The move rule with every box: you step onto a free cell with no box; onto a box only by a push, which moves it
    /// one cell on, onto a free cell with no box. A push with no box ahead is refused.
    pub fn apply(&self, state: &BoardState, mv: &SokobanMove) -> Result<BoardState, Text> {
        let (rows, cols) = (self.level.rows, self.level.cols);
        let to = mv.dir.step(state.player, rows, cols);
        let Some(to) = to.filter(|&cell| self.is_free(cell)) else {
            return Err(Text::new("sokoban-cannot-step")
                .arg("dir", mv.dir.text())
                .arg("why", Self::obstacle(to)));
        };
        let Some(pushed) = state.boxes.iter().position(|&b| b == to) else {
            if mv.push {
                return Err(Text::new("sokoban-no-box-ahead").arg("dir", mv.dir.text()));
            }
            return Ok(BoardState {
                player: to,
                boxes: state.boxes.clone(),
            });
        };
        if !mv.push {
            return Err(Text::new("sokoban-walk-into-box")
                .arg("dir", mv.dir.text())
                .arg("cell", show(to)));
        }
        let beyond = mv.dir.step(to, rows, cols);
        let Some(beyond) = beyond.filter(|&cell| self.is_free(cell)) else {
            return Err(Text::new("sokoban-box-stuck")
                .arg("dir", mv.dir.text())
                .arg("why", Self::obstacle(beyond)));
        };
        if state.boxes.contains(&beyond) {
            let why = Text::new("sokoban-box-at").arg("cell", show(beyond));
            return Err(Text::new("sokoban-box-stuck")
                .arg("dir", mv.dir.text())
                .arg("why", why));
        }
        let mut boxes = state.boxes.clone();
        boxes[pushed] = beyond;
        Ok(BoardState { player: to, boxes })
    }

    /// The move that steps towards `dir` from `state`: a push when a box is there.
    pub fn step_towards(&self, state: &BoardState, dir: Dir) -> SokobanMove {
        let ahead = dir.step(state.player, self.level.rows, self.level.cols);
        let push = ahead.is_some_and(|cell| state.boxes.contains(&cell));
        SokobanMove { dir, push }
    }

    /// The shortest walk (no push) from where you stand to `to`, or `None` when the walls and boxes leave no way.
    pub fn walk_to(&self, state: &BoardState, to: Pos) -> Option<Vec<SokobanMove>> {
        let (rows, cols) = (self.level.rows, self.level.cols);
        let open = |cell: Pos| self.is_free(cell) && !state.boxes.contains(&cell);
        if !open(to) || !open(state.player) {
            return None;
        }
        let mut came: HashMap<Pos, Dir> = HashMap::new();
        let mut queue = VecDeque::from([state.player]);
        while let Some(cell) = queue.pop_front() {
            if cell == to {
                let mut path = Vec::new();
                let mut at = to;
                while at != state.player {
                    let dir = came[&at];
                    path.push(SokobanMove { dir, push: false });
                    at = dir.opposite().step(at, rows, cols)?;
                }
                path.reverse();
                return Some(path);
            }
            for dir in Dir::ALL {
                if let Some(next) = dir.step(cell, rows, cols).filter(|&n| open(n)) {
                    if next != state.player && !came.contains_key(&next) {
                        came.insert(next, dir);
                        queue.push_back(next);
                    }
                }
            }
        }
        None
    }

    /// The moves that push the box at `from` to `to` with the fewest pushes and then moves, every other box standing
    /// still (the judge's one-box search, the other boxes as rocks), or why none do.
    pub fn push_to(
        &self,
        state: &BoardState,
        from: Pos,
        to: Pos,
    ) -> Result<Vec<SokobanMove>, Text> {
        let cannot = || {
            Text::new("sokoban-drag-cannot")
                .arg("from", show(from))
                .arg("to", show(to))
        };
        if !self.is_free(to) || state.boxes.iter().any(|&b| b == to && b != from) {
            return Err(cannot());
        }
        let mut rock = self.level.wall.clone();
        for &b in state
            .boxes
            .iter()
            .filter(|&&b| b != from && self.is_free(b))
        {
            rock[self.level.index(b)] = true;
        }
        let maze = SokobanGame {
            rows: self.level.rows,
            cols: self.level.cols,
            rock,
            player: state.player,
            boxed: from,
            target: to,
        };
        let start = SokobanState {
            player: state.player,
            boxed: from,
        };
        Solver::new().solve(&maze, &start).ok_or_else(cannot)
    }

    /// Per cell: a dead square (no box pushed there can reach a goal), where every box has a goal.
    pub fn dead(&self) -> Vec<bool> {
        dead_squares(&self.level)
    }

    /// Why `state` is lost at once: not as many boxes as goals, a box on a dead square or frozen off a goal.
    pub fn lost(&self, state: &BoardState) -> Option<Text> {
        let goals = self.level.goals().len();
        if goals != state.boxes.len() {
            return Some(
                Text::new("sokoban-lost-count")
                    .arg("boxes", state.boxes.len())
                    .arg("goals", goals),
            );
        }
        // A frozen box first: its why names what holds it.
        if let Some(f) = frozen(&self.at(state).level, &state.boxes)
            .into_iter()
            .next()
        {
            return Some(f.why);
        }
        let dead = self.dead();
        let index = |b: Pos| self.level.index(b);
        let on_dead = (state.boxes.iter()).find(|&&b| self.is_free(b) && dead[index(b)]);
        on_dead.map(|&cell| Text::new("sokoban-lost-dead").arg("cell", show(cell)))
    }

    /// The boxes of `state` frozen off a goal.
    pub fn frozen(&self, state: &BoardState) -> Vec<Pos> {
        frozen(&self.at(state).level, &state.boxes)
            .into_iter()
            .map(|f| f.cell)
            .collect()
    }

    /// The board written back in the format it came in, as it stands in `state`: judge input (with its end line)
    /// while it fits one (one box, one goal, 20 x 20), else XSB.
    pub fn text(&self, state: &BoardState) -> String {
        let fits = self.level.rows <= MAX_SIDE && self.level.cols <= MAX_SIDE;
        match self.maze(state).filter(|_| !self.xsb && fits) {
            Some((maze, at)) => maze.text(&at) + "0 0\n",
            None => self.level.xsb_at(&state.boxes, state.player),
        }
    }
}

/// The solver of boards: the judge's one-box search for one box, the many-box A* within a budget for more, its
/// answers kept.
#[derive(Debug)]
pub struct BoardSolver {
    /// The one-box search's buffers.
    single: Solver,
    /// Many-box answers by (you, the boxes sorted).
    known: HashMap<(Pos, Vec<Pos>), Answer>,
    /// The states a many-box search expands at most.
    budget: u64,
    /// The states the last search expanded.
    expanded: u64,
}

impl Default for BoardSolver {
    /// The page's: within [`PAGE_BUDGET`].
    fn default() -> BoardSolver {
        BoardSolver::with_budget(PAGE_BUDGET)
    }
}

/// How many many-box answers a [`BoardSolver`] keeps (a hint per state on the path is kept by the session).
const KNOWN: usize = 64;

impl BoardSolver {
    /// A solver whose many-box searches expand at most `budget` states (the judge's: [`boxes::DEFAULT_BUDGET`]).
    pub fn with_budget(budget: u64) -> BoardSolver {
        BoardSolver {
            single: Solver::new(),
            known: HashMap::new(),
            budget,
            expanded: 0,
        }
    }

    /// The states the last [`BoardSolver::solve`] expanded (none when the board was lost at once).
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// The one-box search (the X-ray traces it).
    pub fn single(&mut self) -> &mut Solver {
        &mut self.single
    }

    /// The moves with the fewest pushes and then moves from `state`, `None` when there is none or no proof.
    pub fn solve(&mut self, board: &SokobanBoard, state: &BoardState) -> Option<Vec<SokobanMove>> {
        self.expanded = 0;
        if let Some((maze, at)) = board.maze(state) {
            let path = self.single.solve(&maze, &at);
            self.expanded = self.single.expanded();
            return path;
        }
        if board.lost(state).is_some() {
            return None;
        }
        let answer = self.many(board, state);
        let (outcome, expanded) = (answer.outcome.clone(), answer.expanded);
        self.expanded = expanded;
        match &outcome {
            Outcome::Solved { path, .. } => Some(
                path.chars()
                    .filter_map(|c| SokobanMove::read(c.encode_utf8(&mut [0; 4])))
                    .collect(),
            ),
            Outcome::Unsolvable | Outcome::GaveUp => None,
        }
    }

    /// The states searched when the many-box search from `state` gave up.
    pub fn gave_up(&mut self, board: &SokobanBoard, state: &BoardState) -> Option<u64> {
        if board.maze(state).is_some() || board.lost(state).is_some() {
            return None;
        }
        let answer = self.many(board, state);
        (answer.outcome == Outcome::GaveUp).then_some(answer.expanded)
    }

    /// The many-box answer from `state`, searched once.
    fn many(&mut self, board: &SokobanBoard, state: &BoardState) -> &Answer {
        let mut sorted = state.boxes.clone();
        sorted.sort_unstable();
        let key = (state.player, sorted);
        if self.known.len() >= KNOWN && !self.known.contains_key(&key) {
            // Answers that gave up cost the most: keep those.
            self.known.retain(|_, a| a.outcome == Outcome::GaveUp);
        }
        let budget = self.budget;
        self.known
            .entry(key)
            .or_insert_with(|| boxes::solve_from(&board.level, &state.boxes, state.player, budget))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_rule_walks_pushes_and_names_what_blocks() {
        let m = SokobanBoard::from_maze(
            &super::super::parse::parse("2 5\nS.B.#\n....T\n0 0\n").unwrap()[0],
        );
        let s = m.start_state();
        let walk = |dir| SokobanMove { dir, push: false };
        let push = |dir| SokobanMove { dir, push: true };
        let s1 = m.apply(&s, &walk(Dir::Right)).unwrap();
        assert_eq!(s1.player, (0, 1));
        let refused = |st: &BoardState, mv| m.apply(st, &mv).unwrap_err().to_string();
        assert_eq!(
            refused(&s1, walk(Dir::Right)),
            "you cannot walk right into the box at (1, 3): push it (a capital letter)"
        );
        let s2 = m.apply(&s1, &push(Dir::Right)).unwrap();
        assert_eq!((s2.player, s2.boxes[0]), ((0, 2), (0, 3)));
        assert_eq!(
            refused(&s2, push(Dir::Right)),
            "the box cannot be pushed right: a rock is at (1, 5)"
        );
        assert_eq!(
            refused(&s, walk(Dir::Up)),
            "you cannot step up: the edge of the maze is there"
        );
        assert_eq!(
            refused(&s, push(Dir::Down)),
            "there is no box to push down: a capital letter pushes the box you walk into"
        );
        let two =
            SokobanBoard::from_level(xsb::read("######\n#@$$..#\n######\n").unwrap().remove(0));
        assert_eq!(
            two.apply(&two.start_state(), &push(Dir::Right))
                .unwrap_err()
                .to_string(),
            "the box cannot be pushed right: a box is at (2, 4)"
        );
    }
}
