//! Holedox as a playable board: frames, status with hints, judge input, edits and the generator (partners: `holedox.rs` rules and solver, `session.rs`, `frame.rs`, `tests/holedox_play.rs`).
//!
//! The [`Game`] is a [`HoledoxCase`] itself and its state is the body, head first
//! (0-based cells). Piece `i` of a frame is block `i` of the body (0 = head), so on a
//! move piece `i` slides into the old cell of piece `i - 1`: the page draws a slither.
//! The session keeps one [`Solver`] per game (its buffers reused) and remembers
//! every body on the optimal path it found, so following the hints (and undoing
//! them) costs no new search.

use std::fmt::Write as _;

use super::{
    step, Holedox, HoledoxCase, HoledoxSolution, Solver, EXIT, MAX_LEN, MAX_SIDE, MIN_LEN,
};
use crate::frame::{Cell, Frame, Piece, PieceKind};
use crate::grid::Dir;
use crate::info::{Info, Tool, Views, ARROWS};
use crate::input::{self, Action, Refusal, UserInput};
use crate::session::{Edit, Game, Insight};
use crate::Playable;

/// A 0-based `(row, column)` cell.
type Pos = (usize, usize);

/// The generator's difficulty levels, easiest first (an index of [`Game::generate`]).
pub const LEVELS: &[&str] = &[
    "short (1-8 moves)",
    "medium (9-25 moves)",
    "long (26+ moves)",
    "impossible",
];

/// The index of `"impossible"` in [`LEVELS`].
const IMPOSSIBLE: usize = 3;

/// How many random boards [`Game::generate`] tries before keeping the closest one.
const ATTEMPTS: usize = 80;

impl Playable for Holedox {
    type Game = HoledoxCase;

    const INFO: Info = Info {
        name: "holedox",
        title: "Holedox Moving",
        source: "POJ 1324",
        statement: &[
            "A snake of length L (2–8) lies in an n×m lair (n, m ≤ 20) with stones. Each move, the head steps to an \
             adjacent free cell (not a stone, not any part of its body, tail included) and every block follows the \
             one ahead. Find the fewest moves until the head reaches the exit at (1,1), or −1.",
            "Input: per case `n m L`, L body cells head first, K, K stones; ends with `0 0 0`. Output: `Case k: N` \
             per case.",
        ],
        case_noun: "Case",
        case_plural: "cases",
        paths: true,
        help: "Arrow keys, a swipe or a click on a cell next to the head move the snake. Paths are written as the \
               head's moves (U D L R).",
        mover: "the head",
        move_word: ("move", "moves"),
        keys: ARROWS,
        buttons: &[],
        tools: &[
            Tool { id: "wall", label: "Stone", path: false },
            Tool { id: "snake", label: "Draw snake (drag from the head)", path: true },
        ],
        resize: Some((MAX_SIDE, MAX_SIDE)),
        views: Views { goal: true, heat: true, gallery: false },
        levels: LEVELS,
        gallery_filters: &[],
    };

    /// Every case, in input order, with duplicate stones dropped.
    fn games(input: &Vec<HoledoxCase>) -> Vec<HoledoxCase> {
        input
            .iter()
            .map(|case| HoledoxCase {
                stones: unique(&case.stones),
                ..case.clone()
            })
            .collect()
    }
}

/// The state as text (the page's `data-state`): the body cells head first,
/// 1-based, `r1 c1 r2 c2 ...` separated by single spaces.
pub fn state_text(body: &[Pos]) -> String {
    let mut text = String::new();
    for (i, &(row, col)) in body.iter().enumerate() {
        let sep = if i == 0 { "" } else { " " };
        let _ = write!(text, "{sep}{} {}", row as u128 + 1, col as u128 + 1);
    }
    text
}

/// The fewest moves from `body` to the exit on `case`'s board (-1 when impossible)
/// and the first move of one optimal path (`None` at the exit or when impossible).
/// (A fresh search each call: a session remembers answers, see [`crate::session::Session::optimal`].)
pub fn optimal(case: &HoledoxCase, body: &[Pos]) -> (i64, Option<Dir>) {
    if body.first() == Some(&EXIT) {
        return (0, None);
    }
    let probe = HoledoxCase {
        body: body.to_vec(),
        ..case.clone()
    };
    match Solver::new().solve(&probe).moves {
        Some(moves) => (moves.len() as i64, moves.first().copied()),
        None => (-1, None),
    }
}

/// Solves `case` with a fresh solver.
fn solve(case: &HoledoxCase) -> HoledoxSolution {
    Solver::new().solve(case)
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

/// A cell for messages, 1-based like the judge input: `(r, c)`.
fn show((row, col): Pos) -> String {
    format!("({}, {})", row as u128 + 1, col as u128 + 1)
}

/// What an edit is called in messages.
fn edit_name(edit: &Edit) -> &'static str {
    match edit {
        Edit::Wall { .. } => "a wall edit",
        Edit::Piece { .. } => "a piece edit",
        Edit::Blank { .. } => "a blank edit",
        Edit::Chosen { .. } => "a chosen edit",
        Edit::Target { .. } => "a target edit",
        Edit::Snake { .. } => "a snake edit",
        Edit::Resize { .. } => "a resize edit",
    }
}

impl Game for HoledoxCase {
    type State = Vec<Pos>;
    type Solver = Solver;

    const LEVELS: &'static [&'static str] = LEVELS;
    const GOAL: bool = true;

    fn start(&self) -> Vec<Pos> {
        self.body.clone()
    }

    fn play(&self, body: &Vec<Pos>, dir: Dir) -> Option<Vec<Pos>> {
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
                    0 => PieceKind::Head,
                    i if i == last => PieceKind::Tail,
                    _ => PieceKind::Body,
                },
                row,
                col,
                height: 1,
                width: 1,
            })
            .collect();
        Frame {
            rows,
            cols,
            cells,
            pieces,
            state: state_text(body),
        }
    }

    fn is_goal(&self, body: &Vec<Pos>) -> bool {
        body.first() == Some(&EXIT)
    }

    fn blocked(&self, body: &Vec<Pos>, dir: Dir) -> String {
        let Some(&head) = body.first() else {
            return "there is no snake".into();
        };
        let why = match dir.step(head, self.rows, self.cols) {
            None => "the edge of the lair is there".to_string(),
            Some(cell) if self.is_stone(cell) => format!("a stone is at {}", show(cell)),
            Some(cell) => format!("its own body is at {}", show(cell)),
        };
        format!("the head cannot move {}: {why}", dir.word())
    }

    fn interpret(&self, body: &Vec<Pos>, input: &UserInput) -> Result<Action, Refusal> {
        if let Some(action) = input::common(input, input::arrow, |dir| dir) {
            return action;
        }
        let edit = match input {
            // A click on a cell next to the head moves the head there.
            &UserInput::Click { cell } => {
                let head = body.first().copied().unwrap_or(EXIT);
                return match input::towards(head, cell) {
                    Some(dir) => Ok(Action::Move(dir)),
                    None => Err(Refusal::Nothing(format!(
                        "{} is not next to the head at {}: tap a cell beside the head",
                        show(cell),
                        show(head)
                    ))),
                };
            }
            UserInput::Tool { tool, cells } => match (tool.as_str(), cells.first()) {
                ("wall", Some(&(row, col))) => Edit::Wall { row, col },
                ("snake", Some(_)) => Edit::Snake {
                    cells: input::trace(cells),
                },
                _ => return Err(input::unused(input)),
            },
            UserInput::Drag { .. } => {
                return Err(Refusal::Edit(
                    "expected a click (stones) or the snake tool, found a drag".into(),
                ))
            }
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
        let probe = HoledoxCase {
            body: body.clone(),
            ..self.clone()
        };
        solver.solve(&probe).moves
    }

    fn judge_input(&self, body: &Vec<Pos>) -> String {
        let stones = unique(&self.stones);
        let mut out = format!("{} {} {}\n", self.rows, self.cols, body.len());
        for &(row, col) in body {
            let _ = writeln!(out, "{} {}", row as u128 + 1, col as u128 + 1);
        }
        let _ = writeln!(out, "{}", stones.len());
        for &(row, col) in &stones {
            let _ = writeln!(out, "{} {}", row as u128 + 1, col as u128 + 1);
        }
        out + "\n0 0 0\n"
    }

    fn edit(&self, body: &Vec<Pos>, edit: &Edit) -> Result<Self, String> {
        let mut case = HoledoxCase {
            rows: self.rows,
            cols: self.cols,
            body: body.clone(),
            stones: unique(&self.stones),
        };
        match edit {
            &Edit::Wall { row, col } => case.toggle_stone((row, col))?,
            Edit::Snake { cells } => case.set_body(cells)?,
            &Edit::Resize { rows, cols } => case.resize(rows, cols)?,
            other => {
                return Err(format!(
                    "expected a wall, snake or resize edit, found {}",
                    edit_name(other)
                ))
            }
        }
        Ok(case)
    }

    fn generate(seed: u64, level: usize) -> Self {
        generate(seed, level)
    }

    /// A plain breadth-first search from `body` (see [`super::insight`]).
    fn insight(&self, body: &Vec<Pos>) -> Insight {
        super::insight::insight(self, body)
    }
}

impl HoledoxCase {
    /// The error for a cell off the board, `what` naming it (`"the wall"`, `"block 2"`).
    fn check_on_board(&self, (row, col): Pos, what: &str) -> Result<(), String> {
        if row < self.rows && col < self.cols {
            return Ok(());
        }
        Err(format!(
            "expected {what} on the {}x{} board, found {}",
            self.rows,
            self.cols,
            show((row, col))
        ))
    }

    /// Puts a stone on `cell`, or takes it away; never on the exit or the body.
    fn toggle_stone(&mut self, cell: Pos) -> Result<(), String> {
        self.check_on_board(cell, "the wall")?;
        if cell == EXIT {
            return Err(format!(
                "expected the wall on a cell other than the exit, found {}",
                show(cell)
            ));
        }
        if let Some(i) = self.body.iter().position(|&b| b == cell) {
            return Err(format!(
                "expected the wall on a cell off the body, found {}, which is block {}",
                show(cell),
                i + 1
            ));
        }
        if self.stones.contains(&cell) {
            self.stones.retain(|&s| s != cell);
        } else {
            self.stones.push(cell);
        }
        Ok(())
    }

    /// Replaces the body: `2..=8` distinct adjacent cells on the board, off the stones.
    fn set_body(&mut self, cells: &[Pos]) -> Result<(), String> {
        if !(MIN_LEN..=MAX_LEN).contains(&cells.len()) {
            return Err(format!(
                "expected a snake of {MIN_LEN} to {MAX_LEN} blocks, found {}",
                cells.len()
            ));
        }
        for (i, &cell) in cells.iter().enumerate() {
            let block = i + 1;
            self.check_on_board(cell, &format!("block {block}"))?;
            if self.stones.contains(&cell) {
                return Err(format!(
                    "expected block {block} off the stones, found {}, which is a stone",
                    show(cell)
                ));
            }
            if let Some(j) = cells[..i].iter().position(|&b| b == cell) {
                return Err(format!(
                    "expected block {block} on a cell not already on the body, found {}, which is block {}",
                    show(cell),
                    j + 1
                ));
            }
            if let Some(&prev) = i.checked_sub(1).and_then(|p| cells.get(p)) {
                if prev.0.abs_diff(cell.0) + prev.1.abs_diff(cell.1) != 1 {
                    return Err(format!(
                        "expected block {block} next to block {i} at {}, found {}",
                        show(prev),
                        show(cell)
                    ));
                }
            }
        }
        self.body = cells.to_vec();
        Ok(())
    }

    /// A new size within `1..=20` that still holds the body; stones outside are dropped.
    fn resize(&mut self, rows: usize, cols: usize) -> Result<(), String> {
        for (what, n) in [("rows", rows), ("columns", cols)] {
            if !(1..=MAX_SIDE).contains(&n) {
                return Err(format!("expected {what} from 1 to {MAX_SIDE}, found {n}"));
            }
        }
        if let Some(i) = self.body.iter().position(|&(r, c)| r >= rows || c >= cols) {
            return Err(format!(
                "expected a {rows}x{cols} board that holds the snake, found block {} at {}",
                i + 1,
                show(self.body[i])
            ));
        }
        self.rows = rows;
        self.cols = cols;
        self.stones.retain(|&(r, c)| r < rows && c < cols);
        Ok(())
    }
}

/// A random board of difficulty `level` (see [`LEVELS`]); the same for the same seed.
///
/// Tries up to 80 random boards shaped for the level and keeps the first that
/// falls in it, else the closest one. An `"impossible"` board prefers a head that
/// could reach the exit ignoring its body (the snake itself is the obstacle); when
/// none is found its exit is walled in, so that level is always met.
pub fn generate(seed: u64, level: usize) -> HoledoxCase {
    let level = level.min(LEVELS.len() - 1);
    let mut rng =
        fastrand::Rng::with_seed(seed ^ (level as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut best: Option<(u64, HoledoxCase)> = None;
    for _ in 0..ATTEMPTS {
        let Some(case) = random_case(&mut rng, level) else {
            continue;
        };
        let miss = miss(level, &case, solve(&case).answer());
        if best.as_ref().is_none_or(|(m, _)| miss < *m) {
            best = Some((miss, case));
        }
        if miss == 0 {
            break;
        }
    }
    let mut case = best.map_or_else(walled, |(_, case)| case);
    if level == IMPOSSIBLE && solve(&case).answer() != -1 {
        case = walled();
    }
    case
}

/// A small board whose exit is walled in: always impossible.
fn walled() -> HoledoxCase {
    HoledoxCase {
        rows: 3,
        cols: 3,
        body: vec![(2, 1), (2, 2)],
        stones: vec![(0, 1), (1, 0)],
    }
}

/// How far `answer` is from `level`: 0 inside it.
fn miss(level: usize, case: &HoledoxCase, answer: i64) -> u64 {
    let (lo, hi) = match level {
        0 => (1, 8),
        1 => (9, 25),
        2 => (26, i64::MAX),
        _ => {
            return match answer {
                -1 if exit_reachable(case) => 0,
                -1 => 1,
                _ => 2,
            }
        }
    };
    match answer {
        -1 => u64::MAX,
        a if a < lo => (lo - a) as u64,
        a if a > hi => (a - hi) as u64,
        _ => 0,
    }
}

/// Whether the head could reach the exit if the body were not in the way.
fn exit_reachable(case: &HoledoxCase) -> bool {
    let Some(&head) = case.body.first() else {
        return false;
    };
    let mut seen = vec![false; case.rows * case.cols];
    let mut queue = vec![head];
    while let Some(cell) = queue.pop() {
        if cell == EXIT {
            return true;
        }
        for dir in Dir::ALL {
            if let Some(next) = dir.step(cell, case.rows, case.cols) {
                let i = next.0 * case.cols + next.1;
                if !seen[i] && !case.is_stone(next) {
                    seen[i] = true;
                    queue.push(next);
                }
            }
        }
    }
    false
}

/// Shape of a level's random boards.
struct Shape {
    sides: std::ops::RangeInclusive<usize>,
    lens: std::ops::RangeInclusive<usize>,
    /// Head distance from the exit (row + column).
    reach: std::ops::RangeInclusive<usize>,
    /// Percent of free cells that get a stone.
    density: std::ops::RangeInclusive<u32>,
}

fn shape(level: usize) -> Shape {
    match level {
        0 => Shape {
            sides: 3..=7,
            lens: 2..=5,
            reach: 2..=7,
            density: 0..=15,
        },
        1 => Shape {
            sides: 6..=12,
            lens: 3..=8,
            reach: 8..=18,
            density: 10..=30,
        },
        2 => Shape {
            sides: 14..=20,
            lens: 4..=8,
            reach: 24..=38,
            density: 20..=35,
        },
        _ => Shape {
            sides: 4..=9,
            lens: 4..=8,
            reach: 2..=14,
            density: 30..=50,
        },
    }
}

/// One random board shaped for `level`, or `None` when the body walk got stuck.
fn random_case(rng: &mut fastrand::Rng, level: usize) -> Option<HoledoxCase> {
    let shape = shape(level);
    let rows = rng.usize(shape.sides.clone());
    let cols = rng.usize(shape.sides.clone());
    let len = rng.usize(shape.lens);
    let head = (0..50)
        .map(|_| (rng.usize(..rows), rng.usize(..cols)))
        .find(|&(r, c)| shape.reach.contains(&(r + c)))?;
    let mut body = vec![head];
    while body.len() < len {
        let last = body[body.len() - 1];
        let free: Vec<Pos> = Dir::ALL
            .iter()
            .filter_map(|d| d.step(last, rows, cols))
            .filter(|cell| !body.contains(cell))
            .collect();
        if free.is_empty() {
            return None;
        }
        body.push(free[rng.usize(..free.len())]);
    }
    let density = rng.u32(shape.density);
    let stones = (0..rows * cols)
        .map(|i| (i / cols, i % cols))
        .filter(|&cell| cell != EXIT && !body.contains(&cell) && rng.u32(..100) < density)
        .collect();
    Some(HoledoxCase {
        rows,
        cols,
        body,
        stones,
    })
}
