//! Boards to play, as the page and the command line ask for them: a case of a judge input, or the generator's board
//! of a seed and difficulty (partners: `lib.rs` re-exports them, `session/` the `Session` each is, `generate.rs` and
//! each puzzle's `generate.rs` the boards, crates/wasm `service.rs` and crates/cli the callers).

use crate::session::Session;
use crate::{puzzles, scan, unknown, Board, Error, Game, Playable, Puzzle, Text};

fn load<P: Playable>(input: &str, case: &str) -> Result<Box<dyn Board>, Error> {
    let input = scan::strip_bom(input);
    scan::check_size(input)?;
    let games = P::boards(input)?;
    let count = games.len();
    let number = case.trim().parse::<usize>();
    let found = match number {
        Ok(n) => n.to_string(),
        Err(_) => scan::quote(case),
    };
    let game = number
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|index| games.into_iter().nth(index))
        .ok_or(Error::NoCase { found, count })?;
    Ok(Box::new(Session::new(game)))
}

fn generate<P: Playable>(seed: u64, level: usize) -> Box<dyn Board> {
    Box::new(Session::new(<P::Game as Game>::generate(seed, level)))
}

// `load_board`, `load_case` and `generate_board` are `#[inline]` so that each puzzle's `Session` (generic code, with
// its `Board` vtable) is compiled in the calling crate, at its opt-level: crates/wasm compiles it for size (see the
// root Cargo.toml); the core's solvers that it calls stay compiled here, for speed.

/// Case `index` (0-based; Huarong: query `index`) of `input` as a playable board.
#[inline]
pub fn load_board(puzzle: &str, input: &str, index: usize) -> Result<Box<dyn Board>, Error> {
    let case = index.saturating_add(1).to_string();
    with_puzzle!(puzzle, |P| load::<P>(input, &case), unknown(puzzle))
}

/// The case numbered `case` (1-based, as typed: `" 3"` is fine, `"1e9"` is refused with what was typed) of `input`.
#[inline]
pub fn load_case(puzzle: &str, input: &str, case: &str) -> Result<Box<dyn Board>, Error> {
    with_puzzle!(puzzle, |P| load::<P>(input, case), unknown(puzzle))
}

/// The seed typed in the page or on the command line: any whole number from 0 to 2^64 - 1.
pub fn parse_seed(text: &str) -> Result<u64, Text> {
    text.trim().parse().map_err(|_| {
        Text::new("seed-expected")
            .arg("max", u64::MAX.to_string())
            .arg("found", scan::quote(text))
    })
}

/// A random valid board of `puzzle` at difficulty `level` (an index in [`levels()`]).
#[inline]
pub fn generate_board(puzzle: &str, seed: u64, level: usize) -> Result<Box<dyn Board>, Error> {
    with_puzzle!(puzzle, |P| Ok(generate::<P>(seed, level)), unknown(puzzle))
}

/// The generator's difficulty levels of `puzzle`, easiest first.
pub fn levels(puzzle: &str) -> Result<&'static [Text], Error> {
    with_puzzle!(
        puzzle,
        |P| Ok(<<P as Playable>::Game as Game>::LEVELS),
        unknown(puzzle)
    )
}
