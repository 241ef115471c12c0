//! A puzzle's own file format of levels beside its judge input (Sokoban's XSB): `puzzles solve <puzzle> --<format>`
//! (partners: lib.rs `Puzzle::LEVEL_FORMAT` and `Puzzle::solve_levels`, board.rs `Board::level_file`, the CLI's main.rs).

use crate::{puzzles, unknown, Error, Puzzle, Text, PUZZLES};

/// The puzzles whose levels `puzzles solve --<format>` reads ([`Puzzle::LEVEL_FORMAT`]), comma-separated.
fn level_puzzles(format: &str) -> String {
    let reads = |name: &str| with_puzzle!(name, |P| P::LEVEL_FORMAT == Some(format), false);
    PUZZLES
        .iter()
        .copied()
        .filter(|name| reads(name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether `puzzle` reads levels in `format` for `puzzles solve --<format>` ([`Puzzle::LEVEL_FORMAT`]): an unknown
/// puzzle, or one that does not, is refused naming the puzzles that do.
pub fn reads_levels(puzzle: &str, format: &str) -> Result<(), Error> {
    match with_puzzle!(puzzle, |P| Ok(P::LEVEL_FORMAT), unknown(puzzle))? {
        Some(reads) if reads == format => Ok(()),
        _ => Err(Error::Unsupported(
            Text::new("error-level-format")
                .arg("format", format)
                .arg("puzzles", level_puzzles(format))
                .arg("found", puzzle),
        )),
    }
}

/// `puzzles solve <puzzle> --<format>`: the levels of `input` in the puzzle's second file format, one answer line a level
/// ([`Puzzle::solve_levels`]), each searched within `budget` states (`None`: the puzzle's default), over `jobs` threads.
pub fn solve_levels(
    puzzle: &str,
    format: &str,
    input: &str,
    budget: Option<u64>,
    jobs: usize,
) -> Result<String, Error> {
    reads_levels(puzzle, format)?;
    with_puzzle!(
        puzzle,
        |P| P::solve_levels(input, budget, jobs).map_err(Error::Parse),
        unknown(puzzle)
    )
}
