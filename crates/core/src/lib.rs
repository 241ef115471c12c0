//! Judge-exact solvers for six grid search puzzles: the [`Puzzle`] interface and the registry by name.
//!
//! Partners: `scan.rs` and `error.rs` (parsing), `grid.rs` (directions, cells),
//! `generate.rs` (the generator driver), `search.rs` (the one plain BFS), one folder
//! per puzzle under `puzzles/`. The CLI (`crates/cli`) and the wasm bindings
//! (`crates/wasm`) call only [`judge`], [`solve_lines`] and [`report`], the [`Board`]s of [`load_case`], and the judge
//! studio's [`check()`] and [`make_tests`] (`check.rs`, `testgen.rs`); the CLI's `solve sokoban --xsb` calls
//! [`solve_levels`] (`level_files.rs`), which asks the puzzle that reads that format.
//!
//! The layers, bottom up: a module imports modules of its own layer or below, never one above, and no two modules
//! import each other (`tests/layers.rs` reads the sources and this list, and fails otherwise, when a module is missing
//! here, or when a solver reaches the X-ray). The crate root (this file) stands outside them: its [`Puzzle`] and
//! [`Playable`] traits are what every puzzle implements, and its registry dispatches over the puzzles.
//! 1. Plumbing: `text` (words as message ids), `l10n` (their Fluent files, formatted: feature `l10n`), `error`, `scan`, `notation`, `grid`, `look`, `frame`, `setup`, `generate`, `testdata` (what a puzzle's test
//!    data is drawn from), `summary` (what a judge run reports), `jobs` (cases spread over threads).
//! 2. What the core's parts share: `input` (what the page sends: `UserInput`, and what it means: `Action`), `watch` (the hooks a
//!    solver's loop calls: all the judge's hot path knows of the X-ray), `search` (the one plain breadth-first search
//!    of insight, X-ray and ratings), `trace` (what a traced search records), `catalogue` (the interface of a
//!    puzzle's known wrong solvers).
//! 3. `session`: the [`Game`] a puzzle's board implements, and the `Session` that plays one (history, optimum).
//! 4. Over a session: `review` (ratings and review), `xray` (the visualiser: the plain search traced, the
//!    `Tracer`, the step views) and `info` (what the page shows of a puzzle, its facts read from the traits).
//! 5. `board`: the object-safe [`Board`] with all of that behind one interface.
//! 6. `puzzles/<name>/`, each bottom up: `mod.rs` (its types, its game's type and state, the move rule); `parse.rs`
//!    and `solve.rs` (the judge's hot path: plumbing, `watch` and its own files, nothing of `xray`); `generate.rs`,
//!    `insight.rs` and `xray.rs`; `play.rs` (its `Playable` and `Game` impls, which nothing of the puzzle imports).
//! 7. Over the registry: the judge studio's `check` and `testgen`, and `share` (a judge input's cases handed out to a
//!    host's workers), and `level_files` (a puzzle's own file format of levels: `puzzles solve --xsb`), and `pack` (Make
//!    tests' inputs and outputs zipped in a contestant tool's layout: feature `pack`), and `levels` (the page's level
//!    list and puzzle of the day), and `mistakes` (the known mistakes named in a verdict, printed, and their smallest
//!    failing cases: feature `mistakes`), and `boards` (a judge input's case or a generated board, to play).
#![deny(missing_docs)]
// Safe Rust only: the fuzz targets run without a memory sanitizer (crates/core/fuzz).
#![forbid(unsafe_code)]

pub mod board;
#[cfg(feature = "mistakes")]
pub mod catalogue;
pub mod error;
pub mod frame;
pub mod generate;
pub mod grid;
pub mod info;
pub mod input;
#[cfg(any(test, feature = "l10n"))]
pub mod l10n;
pub mod look;
pub mod notation;
pub mod puzzles;
pub mod review;
pub mod scan;
pub mod search;
pub mod session;
pub mod setup;
pub mod summary;
pub mod testdata;
pub mod text;
pub mod trace;
pub mod watch;
pub mod xray;

pub use board::{Applied, Board, Refused};
pub use error::{Error, ParseError};
pub use grid::Dir;
pub use info::{Info, Texts};
pub use input::UserInput;
pub use notation::{Notation, PathError};
pub use session::{GalleryItem, Game, Insight, Status, View};
pub use summary::{CaseSummary, Report};
pub use text::{Arg, Text};

#[cfg(feature = "fifteen")]
pub use puzzles::fifteen::Fifteen;
#[cfg(feature = "holedox")]
pub use puzzles::holedox::Holedox;
#[cfg(feature = "huarong")]
pub use puzzles::huarong::Huarong;
#[cfg(feature = "omnigravity")]
pub use puzzles::omnigravity::OmniGravity;

/// One puzzle: parse the judge input, solve every case, format the judge output.
pub trait Puzzle {
    /// The registry name, as typed on the command line: `omnigravity`, `huarong`, `holedox`, `fifteen`, `klotski`,
    /// `sokoban`.
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
    /// Every case (or query) of one judge input; shared by the threads that solve its cases ([`jobs`]).
    type Input: Sync;
    /// The answer of one case or query, with the path that proves it.
    type Solution: Send;
    /// A solver's working memory kept from case to case (buffers, a board's distances): one per thread.
    type Solver;

    /// Reads a whole judge input, checking every rule of the statement.
    fn parse(text: &str) -> Result<Self::Input, ParseError>;
    /// How many cases or queries `input` holds.
    fn cases(input: &Self::Input) -> usize;
    /// A solver for the cases of `input`.
    fn solver(input: &Self::Input) -> Self::Solver;
    /// How each of the threads that share `input`'s cases ([`jobs`]) gets its solver, called by each when it takes its
    /// first case: by default each builds its own ([`Puzzle::solver`]); a puzzle whose set-up the threads can share
    /// out (Huarong's turn costs) builds it together.
    fn solver_source(input: &Self::Input) -> Box<dyn Fn() -> Self::Solver + Sync + '_> {
        Box::new(move || Self::solver(input))
    }
    /// Solves case or query `index` of `input` with the search states it took (the solver's own figure, as its X-ray
    /// gives it; 0 when no search was needed; counting must not slow the solver). The answer depends on the case
    /// alone, not on what `solver` solved before, so that cases may be solved on any thread in any order.
    fn solve_case(
        solver: &mut Self::Solver,
        input: &Self::Input,
        index: usize,
    ) -> (Self::Solution, u64);
    /// Builds what every case of `input` will share and a solver would otherwise build on first need (Fifteen's
    /// tables), before the cases are handed out to workers ([`share`]); the default: nothing.
    fn prepare(input: &Self::Input) {
        let _ = input;
    }
    /// The set-ups built for `input`'s cases that take long to build ([`setup`]), each under its key with its bytes,
    /// but for those whose key is in `kept` (every other worker holds them already): what one worker gives the others
    /// ([`setup::give`]), so that none builds them again; the default: none.
    fn shared(input: &Self::Input, kept: &[String]) -> Vec<(String, Vec<u8>)> {
        let _ = (input, kept);
        Vec::new()
    }
    /// The memory, in bytes, that each worker solving `input`'s cases holds for what they share once it is prepared
    /// (search tables laid out for the search, not only their [`Puzzle::shared`] bytes): the page's pool takes fewer
    /// workers when it is large. The default: none.
    fn held(input: &Self::Input) -> usize {
        let _ = input;
        0
    }
    /// Solves every case or query, in input order, on one solver, calling `done` after each with its search states.
    fn solve_each(input: &Self::Input, done: &mut dyn FnMut(u64)) -> Vec<Self::Solution> {
        let count = Self::cases(input);
        if count == 0 {
            return Vec::new();
        }
        let mut solver = Self::solver(input);
        (0..count)
            .map(|index| {
                let (solution, states) = Self::solve_case(&mut solver, input, index);
                done(states);
                solution
            })
            .collect()
    }
    /// Solves every case or query, in input order.
    fn solve(input: &Self::Input) -> Vec<Self::Solution> {
        Self::solve_each(input, &mut |_| {})
    }
    /// The number the judge prints and, where the puzzle has one, the optimal move sequence.
    fn summarize(solution: &Self::Solution) -> CaseSummary;

    /// The names of the ways the puzzle counts its answers, as typed after `puzzles solve --metric`: empty for a
    /// puzzle with one count. [`Puzzle::summarize`] gives the default count.
    const METRICS: &'static [&'static str] = &[];
    /// The answer and the optimal moves counted by `METRICS[metric]` (any index: a puzzle with one count, or an
    /// index past its list, gives [`Puzzle::summarize`]).
    fn summarize_metric(solution: &Self::Solution, metric: usize) -> CaseSummary {
        let _ = metric;
        Self::summarize(solution)
    }

    /// The label heading each case's answer on a line of its own, followed by the case number: Sokoban's
    /// `Some("Maze #")` prints `Maze #3`, the answer's line, then a blank line (the label must hold a letter: the check
    /// reads a line as a header by its letters). `None`: each answer is one line, `Case k: N` when [`Puzzle::NUMBERED`],
    /// else `N`.
    const HEADER: Option<&'static str> = None;

    /// The answer as the judge prints it, without its label: `5`, `unsolvable`, Klotski's `116 90 81`, a path.
    fn printed(solution: &Self::Solution) -> String {
        Self::summarize(solution).answer_text(Self::IMPOSSIBLE)
    }

    /// The judge output, byte for byte: each case's [`Puzzle::printed`] answer laid out as [`Puzzle::HEADER`] and
    /// [`Puzzle::NUMBERED`] say.
    fn judge_output(solutions: &[Self::Solution]) -> String {
        let mut out = String::new();
        for (i, solution) in solutions.iter().enumerate() {
            out.push_str(&laid_out::<Self>(i, &Self::printed(solution)));
        }
        out
    }

    /// A second file format of levels that `puzzles solve --<format>` reads for this puzzle, one answer line a level
    /// ([`Puzzle::solve_levels`]): Sokoban's `xsb` (many-box levels); `None` (the default): none.
    const LEVEL_FORMAT: Option<&'static str> = None;
    /// The lines `puzzles solve --<LEVEL_FORMAT>` prints for `text`, each level searched within `budget` states
    /// (`None`: the puzzle's own default), the levels spread over `jobs` threads; the default reads no level.
    fn solve_levels(text: &str, budget: Option<u64>, jobs: usize) -> Result<String, ParseError> {
        let _ = (text, budget, jobs);
        Ok(String::new())
    }

    /// The special judge, for a puzzle whose cases have several right answers (paths that tie): whether `found`, a
    /// contestant's answer to case `index` (0-based) of `input` whose judge answer is `solution`, is right. The check
    /// asks it only when `found` (its line less label and surrounding whitespace) differs from [`Puzzle::printed`].
    /// `None` (the default): the text is compared, so a different text is a wrong answer; `Some(Ok(()))`: accepted;
    /// `Some(Err(why))`: a wrong answer, and why.
    fn judge_found(
        input: &Self::Input,
        index: usize,
        solution: &Self::Solution,
        found: &str,
    ) -> Option<Result<(), Rejection>> {
        let _ = (input, index, solution, found);
        None
    }
}

/// Case `index`'s (0-based) part of the judge output, its `answer` ([`Puzzle::printed`]) laid out as
/// [`Puzzle::HEADER`] and [`Puzzle::NUMBERED`] say: the judge output is these parts, case after case.
pub fn laid_out<P: Puzzle + ?Sized>(index: usize, answer: &str) -> String {
    let k = index + 1;
    match P::HEADER {
        Some(header) => format!("{header}{k}\n{answer}\n\n"),
        None if P::NUMBERED => format!("Case {k}: {answer}\n"),
        None => format!("{answer}\n"),
    }
}

/// Why a special judge ([`Puzzle::judge_found`]) refuses a contestant's answer: the check's wrong answer, its detail
/// `why`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Rejection {
    /// What is wrong, in words: the first illegal move, or the counts found against the optimum.
    pub why: Text,
    /// The move of the found answer (1-based) where it goes wrong, for the page to show on the board; `None` when no
    /// one move is (counts against the optimum, a path ending short of the goal, an answer that does not read).
    pub step: Option<usize>,
    /// With a `step`: the answer's moves before it (they replay legally), in the puzzle's notation, for the page to
    /// play on the board up to the move that goes wrong (the answer's text may be too long to quote whole).
    pub played: Option<String>,
}

/// A puzzle whose cases can be played on the page (see [`session::Game`]).
pub trait Playable: Puzzle {
    /// One case (or query) as a playable board.
    type Game: session::Game + 'static;
    /// What the page shows of the puzzle in its own words: title, statement, controls, tools, views. The rest of its
    /// [`Info`] comes from the traits' constants ([`Info::of`]).
    const TEXTS: Texts;
    /// How the page draws the puzzle's boards: every piece kind and cell kind its frames use, with colours, labels and
    /// shapes (carried to the page by [`Info::look`]).
    const LOOK: look::Look;
    /// Every case or query of a parsed input as a playable board, in input order.
    fn games(input: &Self::Input) -> Vec<Self::Game>;
    /// The boards of a text to play on (a case of a judge input, or a board the page saved): the judge input's
    /// [`Playable::games`] by default; a puzzle may read more leniently here what its editor leaves midway (Sokoban: a
    /// level with more boxes than goals).
    fn boards(text: &str) -> Result<Vec<Self::Game>, ParseError> {
        Ok(Self::games(&Self::parse(text)?))
    }
    /// The puzzle's named boards for the page's layout list (Klotski's classic layouts); none by default.
    fn layouts() -> Vec<info::Layout> {
        Vec::new()
    }
}

/// THE list of puzzles, in the page's order: `"feature" => module::Type` of each `puzzles/<module>/`, whose cargo
/// feature (crates/core/Cargo.toml, named as the puzzle) builds it in. Adding a puzzle is one entry here, its feature
/// and `pub mod` in `puzzles/mod.rs`; [`PUZZLES`] and the dispatch by name (`with_puzzle!`) are made from it, over the
/// puzzles built (all by default; one in each puzzle's wasm module, Makefile `build`).
macro_rules! puzzle_list {
    ($callback:ident ! ( $($args:tt)* )) => {
        $callback!([$($args)*]
            "omnigravity" => omnigravity::OmniGravity,
            "huarong" => huarong::Huarong,
            "holedox" => holedox::Holedox,
            "fifteen" => fifteen::Fifteen,
            "klotski" => klotski::Klotski,
            "sokoban" => sokoban::Sokoban)
    };
}

/// The registry names, from [`puzzle_list`].
macro_rules! names {
    ([] $($feature:literal => $module:ident :: $P:ident),*) => {
        [$(#[cfg(feature = $feature)] puzzles::$module::$P::NAME),*]
    };
}

/// A `match` on a puzzle name over [`puzzle_list`]: see `with_puzzle!`.
macro_rules! dispatch {
    ([$name:expr, |$T:ident| $body:expr, $unknown:expr] $($feature:literal => $module:ident :: $P:ident),*) => {
        match $name {
            $(#[cfg(feature = $feature)] puzzles::$module::$P::NAME => {
                type $T = puzzles::$module::$P;
                $body
            })*
            _ => $unknown,
        }
    };
}

/// Evaluates `$body` with `$P` standing for the puzzle type whose [`Puzzle::NAME`] is `$name`, or `$unknown`
/// when no puzzle has that name.
macro_rules! with_puzzle {
    ($($args:tt)*) => {
        puzzle_list!(dispatch!($($args)*))
    };
}

// Declared after the registry's macros, which they use.
pub mod check;
pub mod jobs;
pub mod level_files;
pub mod levels;
pub use level_files::{reads_levels, solve_levels};
mod boards;
#[cfg(feature = "mistakes")]
pub mod mistakes;
#[cfg(feature = "pack")]
pub mod pack;
pub mod share;
pub use boards::{generate_board, levels, load_board, load_case, parse_seed};
pub mod testgen;

pub use check::{check, check_bytes, check_jobs, check_paths, check_paths_bytes, Verdict};
pub use testgen::make_tests;

/// The `.ftl` files of each puzzle's folder, from [`puzzle_list`]: (where, English, Chinese).
#[cfg(any(test, feature = "l10n"))]
macro_rules! ftl_files {
    ([] $($feature:literal => $module:ident :: $P:ident),*) => {
        vec![$(#[cfg(feature = $feature)] (
            concat!("puzzles/", stringify!($module)),
            include_str!(concat!("puzzles/", stringify!($module), "/en.ftl")),
            include_str!(concat!("puzzles/", stringify!($module), "/zh.ftl")),
        )),*]
    };
}

/// Every puzzle's messages, for [`l10n::sources`].
#[cfg(any(test, feature = "l10n"))]
fn ftl_sources() -> Vec<(&'static str, &'static str, &'static str)> {
    puzzle_list!(ftl_files!())
}

/// The board sizes whose search tables this process has built (Fifteen's pattern databases: `"4x4"`, ...), so that a
/// test sees what an answer cost.
pub fn tables_built() -> Vec<String> {
    #[cfg(feature = "fifteen")]
    return puzzles::fifteen::pdb::Tables::sizes_built();
    #[cfg(not(feature = "fifteen"))]
    Vec::new()
}

/// The registry names of every puzzle built, in the page's order.
pub const PUZZLES: &[&str] = &puzzle_list!(names!());

/// What the page shows of every puzzle, in the page's order.
pub fn infos() -> Vec<Info> {
    PUZZLES
        .iter()
        .filter_map(|name| with_puzzle!(*name, |P| Some(Info::of::<P>()), None))
        .collect()
}

/// The statement's sample input of `puzzle` (the judge fixture `tests/cases/<puzzle>/sample.in`).
pub fn sample(puzzle: &str) -> Option<&'static str> {
    with_puzzle!(puzzle, |P| Some(P::SAMPLE), None)
}

/// Whether `puzzle`'s judge output labels each line with its case (`Case 3: 5`), or prints the answer alone.
pub fn numbered(puzzle: &str) -> bool {
    with_puzzle!(puzzle, |P| P::NUMBERED, false)
}

/// The label heading each of `puzzle`'s answers on a line of its own (Sokoban's `Maze #`), if its answers are records
/// (see [`Puzzle::HEADER`]).
pub fn header(puzzle: &str) -> Option<&'static str> {
    with_puzzle!(puzzle, |P| P::HEADER, None)
}

/// What separates two moves in a path's text of `puzzle` (see [`Notation::SEPARATOR`]): `""` when every move is
/// one letter (`UDLR`), `" "` otherwise; the page counts and cuts paths by it.
pub fn move_separator(puzzle: &str) -> &'static str {
    with_puzzle!(
        puzzle,
        |P| <<<P as Playable>::Game as Game>::Move as Notation>::SEPARATOR,
        ""
    )
}

/// What a path's text of `puzzle` means, for the page's note beside exported paths: what one move is called and what
/// the moves' texts say, a message (see [`Notation::TOKEN`], [`Notation::MEANING`]).
pub fn move_meaning(puzzle: &str) -> (&'static str, Option<Text>) {
    with_puzzle!(
        puzzle,
        |P| {
            type M = <<P as Playable>::Game as Game>::Move;
            (M::TOKEN, Some(Text::new(M::MEANING)))
        },
        ("", None)
    )
}

/// Whether `puzzle`'s answers come with optimal moves, so [`solve_lines`] accepts it.
pub fn has_paths(puzzle: &str) -> bool {
    with_puzzle!(puzzle, |P| P::PATHS, false)
}

pub(crate) fn unknown<T>(puzzle: &str) -> Result<T, Error> {
    Err(Error::UnknownPuzzle(puzzle.to_string()))
}

/// Parses a judge input, less a leading byte-order mark, after checking its size: the
/// one gate every request goes through (see [`scan::strip_bom`], [`scan::MAX_INPUT`]).
fn parse<P: Puzzle>(input: &str) -> Result<P::Input, ParseError> {
    let input = scan::strip_bom(input);
    scan::check_size(input)?;
    P::parse(input)
}

fn run<P: Puzzle>(input: &str, tick: &mut dyn FnMut()) -> Result<Report, Error> {
    let parsed = parse::<P>(input)?;
    Ok(solved::<P>(&parsed, 1, tick).1)
}

/// Solves a parsed input on `jobs` threads ([`jobs::solve`]), calling `tick` as [`report_ticking`] says: the solutions
/// and the report made from them (the check keeps both, for its special judge, without solving twice).
fn solved<P: Puzzle>(
    parsed: &P::Input,
    jobs: usize,
    tick: &mut dyn FnMut(),
) -> (Vec<P::Solution>, Report) {
    let mut explored = Vec::new();
    tick();
    let solutions = jobs::solve::<P>(parsed, jobs, &mut |states| {
        tick();
        explored.push(states);
    });
    let report = Report {
        puzzle: P::NAME,
        output: P::judge_output(&solutions),
        cases: solutions.iter().map(P::summarize).collect(),
        printed: solutions.iter().map(P::printed).collect(),
        by_metric: (0..P::METRICS.len())
            .map(|m| {
                solutions
                    .iter()
                    .map(|s| P::summarize_metric(s, m))
                    .collect()
            })
            .collect(),
        explored,
        impossible: P::IMPOSSIBLE,
    };
    (solutions, report)
}

/// Parses and solves `input` for the puzzle named `puzzle`.
pub fn report(puzzle: &str, input: &str) -> Result<Report, Error> {
    report_ticking(puzzle, input, &mut || {})
}

/// [`report`], calling `tick` once when solving begins (after parsing) and once after each case or query, so that a
/// caller with a clock (the worker) times each case; the core keeps no clock.
pub fn report_ticking(puzzle: &str, input: &str, tick: &mut dyn FnMut()) -> Result<Report, Error> {
    with_puzzle!(puzzle, |P| run::<P>(input, tick), unknown(puzzle))
}

/// The exact judge output for `input`.
pub fn judge(puzzle: &str, input: &str) -> Result<String, Error> {
    judge_jobs(puzzle, input, 1)
}

/// [`judge`] with the cases spread over `jobs` threads: the same output, byte for byte ([`jobs::solve`]).
pub fn judge_jobs(puzzle: &str, input: &str, jobs: usize) -> Result<String, Error> {
    with_puzzle!(
        puzzle,
        |P| {
            // The output alone: no summaries (Huarong's 500 paths spelled out would be a tenth of its time).
            let parsed = parse::<P>(input)?;
            Ok(P::judge_output(&jobs::solve::<P>(
                &parsed,
                jobs,
                &mut |_| {},
            )))
        },
        unknown(puzzle)
    )
}

/// One line per case or query: the answer and the optimal moves (see [`CaseSummary::solve_line`]).
///
/// Only for puzzles whose answer is a path (see [`has_paths`]: Huarong, Holedox and Fifteen).
pub fn solve_lines(puzzle: &str, input: &str) -> Result<String, Error> {
    solve_lines_metric(puzzle, input, None)
}

/// The ways `puzzle` counts its answers, as `puzzles solve --metric` takes them ([`Puzzle::METRICS`]): empty for a
/// puzzle with one count.
pub fn metrics(puzzle: &str) -> &'static [&'static str] {
    with_puzzle!(puzzle, |P| P::METRICS, &[])
}

/// [`solve_lines`] counted by `metric` (one of [`metrics`]; `None`: the puzzle's default count).
pub fn solve_lines_metric(
    puzzle: &str,
    input: &str,
    metric: Option<&str>,
) -> Result<String, Error> {
    solve_lines_jobs(puzzle, input, metric, 1)
}

/// [`solve_lines_metric`] with the cases spread over `jobs` threads: the same lines ([`jobs::solve`]).
pub fn solve_lines_jobs(
    puzzle: &str,
    input: &str,
    metric: Option<&str>,
    jobs: usize,
) -> Result<String, Error> {
    if !has_paths(puzzle) && sample(puzzle).is_some() {
        return Err(Error::Unsupported(
            Text::new("error-counts-not-paths").arg("puzzle", puzzle),
        ));
    }
    let names = metrics(puzzle);
    let index = match metric {
        None => None,
        Some(name) => match names.iter().position(|m| *m == name.trim()) {
            Some(index) => Some(index),
            None if names.is_empty() => {
                return Err(Error::Unsupported(
                    Text::new("error-one-metric")
                        .arg("puzzle", puzzle)
                        .arg("found", scan::quote(name)),
                ))
            }
            None => {
                return Err(Error::Unsupported(
                    Text::new("error-metric")
                        .arg("puzzle", puzzle)
                        .arg("metrics", names.join(", "))
                        .arg("found", scan::quote(name)),
                ))
            }
        },
    };
    with_puzzle!(
        puzzle,
        |P| {
            let parsed = parse::<P>(input)?;
            let solutions = jobs::solve::<P>(&parsed, jobs, &mut |_| {});
            // A case without an answer says what the judge prints: `-1`, or Sokoban's "Gave up after N states.".
            let lines = solutions.iter().map(|s| {
                let case = match index {
                    Some(i) => P::summarize_metric(s, i),
                    None => P::summarize(s),
                };
                case.solve_line_printed(&P::printed(s), P::IMPOSSIBLE)
            });
            Ok(lines.map(|line| line + "\n").collect())
        },
        unknown(puzzle)
    )
}
