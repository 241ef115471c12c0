//! Judge-exact solvers for four grid search puzzles: the [`Puzzle`] interface and the registry by name.
//!
//! Partners: `scan.rs` and `error.rs` (parsing), `grid.rs` (directions), one file
//! per puzzle under `puzzles/`. The CLI (`crates/cli`) and the wasm bindings
//! (`crates/wasm`) call only [`judge`], [`solve_lines`] and [`report`].
#![deny(missing_docs)]
// Safe Rust only: the fuzz targets run without a memory sanitizer (crates/core/fuzz).
#![forbid(unsafe_code)]

pub mod error;
pub mod frame;
pub mod grid;
pub mod puzzles;
pub mod scan;
pub mod session;

use serde::Serialize;

pub use error::{Error, ParseError};
pub use grid::Dir;
pub use session::{Board, Edit, GalleryItem, Game, Insight, Status};

pub use puzzles::{fifteen::Fifteen, holedox::Holedox, huarong::Huarong, omnigravity::OmniGravity};
use session::Session;

/// One puzzle: parse the judge input, solve every case, format the judge output.
pub trait Puzzle {
    /// The registry name, as typed on the command line: `omnigravity`, `huarong`, `holedox`, `fifteen`.
    const NAME: &'static str;
    /// Whether the judge output reads `Case k: N` (true) or just `N` (false).
    const NUMBERED: bool;
    /// Whether every answer comes with its optimal moves (`puzzles solve`); false when answers are counts.
    const PATHS: bool;
    /// What the judge and `puzzles solve` print for a case without a solution (answer -1):
    /// `-1`, or Fifteen's `unsolvable`.
    const IMPOSSIBLE: &'static str = "-1";
    /// The statement's sample input: the judge fixture `tests/cases/<NAME>/sample.in`, by `include_str!`.
    const SAMPLE: &'static str;
    /// Every case (or query) of one judge input.
    type Input;
    /// The answer of one case or query, with the path that proves it.
    type Solution;

    /// Reads a whole judge input, checking every rule of the statement.
    fn parse(text: &str) -> Result<Self::Input, ParseError>;
    /// Solves every case or query, in input order.
    fn solve(input: &Self::Input) -> Vec<Self::Solution>;
    /// The number the judge prints and, where the puzzle has one, the optimal move sequence.
    fn summarize(solution: &Self::Solution) -> CaseSummary;

    /// The judge output, byte for byte.
    fn judge_output(solutions: &[Self::Solution]) -> String {
        let mut out = String::new();
        for (i, solution) in solutions.iter().enumerate() {
            let answer = Self::summarize(solution).answer_text(Self::IMPOSSIBLE);
            if Self::NUMBERED {
                out.push_str(&format!("Case {}: {answer}\n", i + 1));
            } else {
                out.push_str(&format!("{answer}\n"));
            }
        }
        out
    }
}

/// A puzzle whose cases can be played on the page (see [`session::Game`]).
pub trait Playable: Puzzle {
    /// One case (or query) as a playable board.
    type Game: session::Game + 'static;
    /// Every case or query of a parsed input as a playable board, in input order.
    fn games(input: &Self::Input) -> Vec<Self::Game>;
}

/// What the page and the CLI show of one case or query.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CaseSummary {
    /// The judge's number: a count, a move count, or -1 when impossible.
    pub answer: i64,
    /// The optimal moves as letters `U D L R`, for puzzles whose answer is a path
    /// (`None` for counts and for impossible cases).
    pub moves: Option<String>,
}

impl CaseSummary {
    /// The `puzzles solve` line: `-1`, `0`, or the answer, a space and the moves.
    pub fn solve_line(&self) -> String {
        self.solve_line_or("-1")
    }

    /// The `puzzles solve` line with `impossible` in place of `-1` (see [`Puzzle::IMPOSSIBLE`]).
    pub fn solve_line_or(&self, impossible: &str) -> String {
        match &self.moves {
            Some(moves) if self.answer > 0 => format!("{} {moves}", self.answer),
            _ => self.answer_text(impossible),
        }
    }

    /// The answer as the judge prints it: the number, or `impossible` for -1.
    pub fn answer_text(&self, impossible: &str) -> String {
        if self.answer < 0 {
            impossible.to_string()
        } else {
            self.answer.to_string()
        }
    }
}

/// Everything one judge run produced, for the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The registry name of the puzzle.
    pub puzzle: &'static str,
    /// The exact judge output.
    pub output: String,
    /// One summary per case or query.
    pub cases: Vec<CaseSummary>,
}

/// The registry names of every puzzle, in the page's order. With the `with_puzzle!` macro below, the only list of puzzles.
pub const PUZZLES: [&str; 4] = [
    OmniGravity::NAME,
    Huarong::NAME,
    Holedox::NAME,
    Fifteen::NAME,
];

/// Evaluates `$body` with `$P` standing for the puzzle type whose [`Puzzle::NAME`] is `$name`, or `$unknown`
/// when no puzzle has that name: the registry by name, one line per puzzle.
macro_rules! with_puzzle {
    ($name:expr, |$P:ident| $body:expr, $unknown:expr) => {
        match $name {
            OmniGravity::NAME => {
                type $P = OmniGravity;
                $body
            }
            Huarong::NAME => {
                type $P = Huarong;
                $body
            }
            Holedox::NAME => {
                type $P = Holedox;
                $body
            }
            Fifteen::NAME => {
                type $P = Fifteen;
                $body
            }
            _ => $unknown,
        }
    };
}

/// The statement's sample input of `puzzle` (the judge fixture `tests/cases/<puzzle>/sample.in`).
pub fn sample(puzzle: &str) -> Option<&'static str> {
    with_puzzle!(puzzle, |P| Some(P::SAMPLE), None)
}

/// Whether `puzzle`'s answers come with optimal moves, so [`solve_lines`] accepts it.
pub fn has_paths(puzzle: &str) -> bool {
    with_puzzle!(puzzle, |P| P::PATHS, false)
}

fn unknown<T>(puzzle: &str) -> Result<T, Error> {
    Err(Error::UnknownPuzzle(puzzle.to_string()))
}

/// Parses a judge input after checking its size: the one gate every request goes
/// through (see [`scan::MAX_INPUT`]).
fn parse<P: Puzzle>(input: &str) -> Result<P::Input, ParseError> {
    scan::check_size(input)?;
    P::parse(input)
}

fn run<P: Puzzle>(input: &str) -> Result<Report, Error> {
    let parsed = parse::<P>(input)?;
    let solutions = P::solve(&parsed);
    Ok(Report {
        puzzle: P::NAME,
        output: P::judge_output(&solutions),
        cases: solutions.iter().map(P::summarize).collect(),
    })
}

fn load<P: Playable>(input: &str, index: usize) -> Result<Box<dyn Board>, Error> {
    let games = P::games(&parse::<P>(input)?);
    let count = games.len();
    let game = games
        .into_iter()
        .nth(index)
        .ok_or(Error::NoCase { index, count })?;
    Ok(Box::new(Session::new(game)))
}

fn generate<P: Playable>(seed: u64, level: usize) -> Box<dyn Board> {
    Box::new(Session::new(<P::Game as Game>::generate(seed, level)))
}

/// Case `index` (0-based; Huarong: query `index`) of `input` as a playable board.
pub fn load_board(puzzle: &str, input: &str, index: usize) -> Result<Box<dyn Board>, Error> {
    with_puzzle!(puzzle, |P| load::<P>(input, index), unknown(puzzle))
}

/// A random valid board of `puzzle` at difficulty `level` (an index in [`levels`]).
pub fn generate_board(puzzle: &str, seed: u64, level: usize) -> Result<Box<dyn Board>, Error> {
    with_puzzle!(puzzle, |P| Ok(generate::<P>(seed, level)), unknown(puzzle))
}

/// The generator's difficulty levels of `puzzle`, easiest first.
pub fn levels(puzzle: &str) -> Result<&'static [&'static str], Error> {
    with_puzzle!(
        puzzle,
        |P| Ok(<<P as Playable>::Game as Game>::LEVELS),
        unknown(puzzle)
    )
}

/// Parses and solves `input` for the puzzle named `puzzle`.
pub fn report(puzzle: &str, input: &str) -> Result<Report, Error> {
    with_puzzle!(puzzle, |P| run::<P>(input), unknown(puzzle))
}

/// The exact judge output for `input`.
pub fn judge(puzzle: &str, input: &str) -> Result<String, Error> {
    report(puzzle, input).map(|r| r.output)
}

/// One line per case or query: the answer and the optimal moves (see [`CaseSummary::solve_line`]).
///
/// Only for puzzles whose answer is a path (see [`has_paths`]: Huarong, Holedox and Fifteen).
pub fn solve_lines(puzzle: &str, input: &str) -> Result<String, Error> {
    if !has_paths(puzzle) && sample(puzzle).is_some() {
        return Err(Error::Unsupported(format!(
            "{puzzle} answers are counts, not paths: use judge"
        )));
    }
    let impossible = with_puzzle!(puzzle, |P| P::IMPOSSIBLE, "-1");
    Ok(report(puzzle, input)?
        .cases
        .iter()
        .map(|c| c.solve_line_or(impossible) + "\n")
        .collect())
}
