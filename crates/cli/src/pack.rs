//! `puzzles pack`: Make tests' package written to a file, and its `--count` and `--format` (partners: main.rs, whose
//! clap command and language these use; `puzzle_core::pack`, which makes the zip; tests/pack.rs).

use std::path::Path;

use puzzle_core::l10n::Messages;
use puzzle_core::{scan, Text};

use super::{LANGUAGE, WORDS};

/// Writes `puzzle`'s package of `count` tests from `seed` in `format` to `output`, with `hacks` one smallest failing
/// case per known mistake after them (`puzzle_core::mistakes::package`); prints nothing.
#[allow(clippy::too_many_arguments)]
pub fn write(
    puzzle: &str,
    seed: u64,
    count: usize,
    kind: puzzle_core::testgen::Kind,
    size: Option<usize>,
    format: puzzle_core::pack::Format,
    hacks: bool,
    output: &Path,
) -> Result<String, Text> {
    let zip = puzzle_core::mistakes::package(puzzle, (seed, count), kind, size, format, hacks)
        .map_err(|e| e.text())?;
    std::fs::write(output, zip).map_err(|e| {
        Text::new("cli-cannot-write-file")
            .arg("path", output.display().to_string())
            .arg("why", e.to_string())
    })?;
    Ok(String::new())
}

/// `--count`, a number of tests from 1 to `puzzle_core::pack::MOST_TESTS`, its refusal in the run's language.
pub fn count(text: &str) -> Result<usize, String> {
    let most = puzzle_core::pack::MOST_TESTS;
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=most).contains(&n) => Ok(n),
        _ => {
            let why = Text::new("pack-count-expected")
                .arg("max", most)
                .arg("found", scan::quote(text));
            Err(Messages::with(LANGUAGE.get(), WORDS).format(&why))
        }
    }
}

/// `--format` of `pack`, its refusal in the run's language.
pub fn format(text: &str) -> Result<puzzle_core::pack::Format, String> {
    puzzle_core::pack::Format::parse(text)
        .map_err(|why| Messages::with(LANGUAGE.get(), WORDS).format(&why))
}
