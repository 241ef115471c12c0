//! Test data for contestants: random, edge-case and worst-case judge inputs of every puzzle, the same bytes for the
//! same arguments on every machine. Each puzzle draws its own in `puzzles/<name>/testgen.rs` ([`TestData`]); this
//! file seeds the draws and dispatches through the registry (partners: `lib.rs` `with_puzzle!` and [`crate::judge`],
//! which every input here must pass; the CLI's `gen` command and the worker's `MakeTests` request).
//!
//! Draws use only `fastrand`'s `u32` and `bool` (never `usize`, whose draws differ between 32-bit wasm and 64-bit
//! machines), no floats and no hash-map order.

pub use crate::testdata::{Gen, Kind, TestData, STEPS};
use crate::{puzzles, Error, Puzzle, Text};

/// What `size` caps for `puzzle`, and its range (see [`TestData::SIZE`]).
pub fn size_range(puzzle: &str) -> Result<(Text, usize, usize), Error> {
    with_puzzle!(puzzle, |P| Ok(P::SIZE), crate::unknown(puzzle))
}

/// Reads a size as typed (see [`size_range`]): empty text is no size.
pub fn parse_size(puzzle: &str, text: &str) -> Result<Option<usize>, Text> {
    let (what, lo, hi) = size_range(puzzle).map_err(|e| e.text())?;
    if text.trim().is_empty() {
        return Ok(None);
    }
    match text.trim().parse::<usize>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(Some(n)),
        _ => Err(size_error(what, lo, hi, crate::scan::quote(text))),
    }
}

/// `error-size`: "expected a size (board side) from 1 to 30, found 31".
fn size_error(what: Text, lo: usize, hi: usize, found: impl Into<crate::Arg>) -> Text {
    Text::new("error-size")
        .arg("what", what)
        .arg("min", lo)
        .arg("max", hi)
        .arg("found", found)
}

/// The answers that `puzzle`'s edge kind always holds (see [`TestData::EDGE_ANSWERS`]).
pub fn edge_answers(puzzle: &str) -> Result<&'static [i64], Error> {
    with_puzzle!(puzzle, |P| Ok(P::EDGE_ANSWERS), crate::unknown(puzzle))
}

/// A valid judge input of `puzzle`: `kind` of test, the same text for the same `seed`, `kind` and `size`.
///
/// `size` caps what the puzzle's [`TestData::SIZE`] names (see [`size_range`]); by default random boards are small,
/// worst ones the largest allowed.
pub fn make_tests(
    puzzle: &str,
    seed: u64,
    kind: Kind,
    size: Option<usize>,
) -> Result<String, Error> {
    with_puzzle!(
        puzzle,
        |P| make::<P>(seed, kind, size),
        crate::unknown(puzzle)
    )
}

fn make<P: TestData>(seed: u64, kind: Kind, size: Option<usize>) -> Result<String, Error> {
    let (what, lo, hi) = P::SIZE;
    if let Some(n) = size.filter(|n| !(lo..=hi).contains(n)) {
        return Err(Error::Unsupported(size_error(what, lo, hi, n)));
    }
    let salt = match kind {
        Kind::Random => 0x5241_4e44,
        Kind::Edge => 0x4544_4745,
        Kind::Worst => 0x574f_5253,
    };
    let name = P::NAME
        .bytes()
        .fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    let mut gen = Gen::new(seed ^ salt ^ name << 32);
    Ok(match kind {
        Kind::Random => P::random(&mut gen, size),
        Kind::Edge => P::edge(&mut gen, size),
        Kind::Worst => P::worst(&mut gen, size),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const KINDS: [Kind; 3] = [Kind::Random, Kind::Edge, Kind::Worst];

    #[test]
    fn every_input_parses_for_many_seeds_kinds_and_sizes() {
        for puzzle in crate::PUZZLES {
            let (_, lo, hi) = size_range(puzzle).unwrap();
            for kind in KINDS {
                // Eight seeds of the worst kind, two of each size: a full-size Klotski worst case searches 8 boxes
                // of up to 500,000 states (seconds each), and its box is built the same way at every seed.
                let seeds = if kind == Kind::Worst { 8 } else { 40u64 };
                for seed in 0..seeds {
                    let size = [None, Some(lo), Some(hi), Some((lo + hi) / 2)][seed as usize % 4];
                    let input = make_tests(puzzle, seed, kind, size).unwrap();
                    // Parsing without solving: load_board parses the whole input.
                    match crate::load_board(puzzle, &input, 0) {
                        Ok(_) | Err(Error::NoCase { .. }) => {}
                        Err(e) => {
                            panic!("{puzzle} {kind:?} seed {seed} size {size:?}: {e}\n{input}")
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn small_inputs_solve_and_the_edge_kind_holds_its_answers() {
        for puzzle in crate::PUZZLES {
            let (_, lo, _) = size_range(puzzle).unwrap();
            let small = lo.max(3);
            for seed in 0..5 {
                crate::judge(
                    puzzle,
                    &make_tests(puzzle, seed, Kind::Random, Some(small)).unwrap(),
                )
                .unwrap();
            }
            let edge = crate::report(
                puzzle,
                &make_tests(puzzle, 1, Kind::Edge, Some(small)).unwrap(),
            )
            .unwrap();
            let answers: Vec<i64> = edge.cases.iter().map(|c| c.answer).collect();
            for wanted in edge_answers(puzzle).unwrap() {
                assert!(answers.contains(wanted), "{puzzle} edge: {answers:?}");
            }
        }
    }

    #[test]
    fn the_same_arguments_give_the_same_bytes_and_seeds_differ() {
        for puzzle in crate::PUZZLES {
            for kind in KINDS {
                let a = make_tests(puzzle, 42, kind, None).unwrap();
                assert_eq!(
                    a,
                    make_tests(puzzle, 42, kind, None).unwrap(),
                    "{puzzle} {kind:?}"
                );
                // An edge kind may give the same corner cases at every seed.
                if kind != Kind::Edge {
                    assert_ne!(
                        a,
                        make_tests(puzzle, 43, kind, None).unwrap(),
                        "{puzzle} {kind:?}"
                    );
                }
            }
            // The same at the smallest and largest sizes (the worst kind is the largest without one: its largest
            // Klotski box takes seconds to build, so it is made once more only at the smallest).
            let (_, lo, hi) = size_range(puzzle).unwrap();
            for (kind, size) in KINDS
                .into_iter()
                .flat_map(|kind| [(kind, lo), (kind, hi)])
                .filter(|&(kind, size)| kind != Kind::Worst || size == lo)
            {
                assert_eq!(
                    make_tests(puzzle, 7, kind, Some(size)).unwrap(),
                    make_tests(puzzle, 7, kind, Some(size)).unwrap(),
                    "{puzzle} {kind:?} size {size}"
                );
            }
        }
    }

    #[test]
    fn kinds_and_sizes_as_typed() {
        assert_eq!(Kind::parse(" Edge "), Ok(Kind::Edge));
        assert!(Kind::parse("hard")
            .unwrap_err()
            .to_string()
            .ends_with("found \"hard\""));
        for puzzle in crate::PUZZLES {
            let (what, lo, hi) = size_range(puzzle).unwrap();
            assert_eq!(parse_size(puzzle, &format!(" {hi}")), Ok(Some(hi)));
            assert_eq!(parse_size(puzzle, ""), Ok(None));
            let e = parse_size(puzzle, &(hi + 1).to_string()).unwrap_err();
            assert_eq!(
                e.to_string(),
                format!(
                    "expected a size ({what}) from {lo} to {hi}, found \"{}\"",
                    hi + 1
                )
            );
            assert!(make_tests(puzzle, 1, Kind::Random, Some(hi + 1)).is_err());
        }
        assert!(matches!(
            make_tests("nope", 1, Kind::Edge, None),
            Err(Error::UnknownPuzzle(_))
        ));
    }
}
