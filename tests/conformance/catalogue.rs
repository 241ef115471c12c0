//! The bad-input catalogue, found by folder: every `tests/cases/<puzzle>/bad-*.in` is refused with exactly the
//! located line of its `.err`, and every puzzle has good fixtures with CRLF line ends and tabs (partners: main.rs,
//! tests/support/lib.rs `catalogue` and `judge_located`; crates/cli/tests/cli.rs runs the same catalogue through the
//! command).

use puzzle_tests::{catalogue, fixtures, judge_located};

use super::each_puzzle;

/// Fewest catalogue entries per puzzle.
const MIN_CATALOGUE: usize = 8;

/// Every `bad-*.in` gives exactly the line in its `.err` (no `error: ` prefix,
/// newline-terminated), has no `.out`, and its error is located inside the text.
fn check_catalogue(puzzle: &str) {
    let bad = catalogue(puzzle);
    assert!(
        bad.len() >= MIN_CATALOGUE,
        "{puzzle}: {} bad inputs, want at least {MIN_CATALOGUE}",
        bad.len()
    );
    for input in bad {
        let name = input.display();
        let text = std::fs::read_to_string(&input).expect("readable bad input");
        let expected = std::fs::read_to_string(input.with_extension("err"))
            .unwrap_or_else(|e| panic!("{name}: no .err beside it: {e}"));
        assert!(
            expected.ends_with('\n') && expected.lines().count() == 1,
            "{name}: the .err must be one newline-terminated line"
        );
        assert!(!input.with_extension("out").exists(), "{name} has a .out");
        let e = match judge_located(puzzle, &text) {
            Ok(Some(e)) => e,
            Ok(None) => panic!("{name}: accepted"),
            Err(why) => panic!("{name}: {why}"),
        };
        assert_eq!(e.to_string(), expected.trim_end_matches('\n'), "{name}");
    }
}

#[test]
fn every_bad_input_of_the_catalogue_gets_its_located_error() {
    each_puzzle(check_catalogue);
}

#[test]
fn good_fixtures_with_crlf_and_tabs_exist() {
    let names = |puzzle: &str| -> Vec<String> {
        fixtures(puzzle)
            .iter()
            .filter_map(|(input, _)| Some(input.file_stem()?.to_str()?.to_string()))
            .collect()
    };
    for puzzle in puzzle_core::PUZZLES {
        let names = names(puzzle);
        for wanted in ["crlf", "tabs"] {
            assert!(
                names.iter().any(|n| n == wanted),
                "{puzzle}: no {wanted}.in"
            );
        }
    }
}
