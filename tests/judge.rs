//! Golden judge fixtures: every puzzle of `puzzle_core::PUZZLES`, each `tests/cases/<puzzle>/*.in` through
//! `puzzle_core::judge`, compared byte for byte with its `.out` (a new puzzle is picked up with no edit here).

use puzzle_tests::fixtures;

#[test]
fn every_puzzle_has_its_sample_among_its_fixtures() {
    for puzzle in puzzle_core::PUZZLES {
        let pairs = fixtures(puzzle);
        assert!(!pairs.is_empty(), "no fixtures for {puzzle}");
        let sample = pairs.iter().find(|(input, _)| input.ends_with("sample.in"));
        let (input, _) = sample.unwrap_or_else(|| panic!("no sample.in for {puzzle}"));
        let text = std::fs::read_to_string(input).expect("readable sample");
        assert_eq!(
            Some(text.as_str()),
            puzzle_core::sample(puzzle),
            "{puzzle}: SAMPLE is sample.in"
        );
    }
}

#[test]
fn every_fixture_is_judged_byte_for_byte() {
    for puzzle in puzzle_core::PUZZLES {
        for (input, output) in fixtures(puzzle) {
            let text = std::fs::read_to_string(&input).expect("readable input");
            let expected = std::fs::read_to_string(&output).expect("readable output");
            let actual = puzzle_core::judge(puzzle, &text)
                .unwrap_or_else(|e| panic!("{}: {e}", input.display()));
            assert_eq!(actual, expected, "{}", input.display());
        }
    }
}
