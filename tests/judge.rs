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

#[test]
fn each_case_reports_the_states_its_solver_searched_as_the_xray_counts_them() {
    use puzzle_core::xray::Method;
    for puzzle in puzzle_core::PUZZLES {
        let sample = puzzle_core::sample(puzzle).expect("a sample");
        let mut ticks = 0;
        let report = puzzle_core::report_ticking(puzzle, sample, &mut || ticks += 1).unwrap();
        assert_eq!(
            report,
            puzzle_core::report(puzzle, sample).unwrap(),
            "{puzzle}: the same report"
        );
        assert_eq!(
            ticks,
            report.cases.len() + 1,
            "{puzzle}: one tick to start, one per case"
        );
        assert_eq!(report.explored.len(), report.cases.len(), "{puzzle}");
        for (index, &explored) in report.explored.iter().enumerate() {
            let mut board = puzzle_core::load_board(puzzle, sample, index).unwrap();
            let xray = board.xray(Method::Solver);
            assert_eq!(explored, xray.expanded, "{puzzle} case {}", index + 1);
        }
        assert!(
            report.explored.iter().any(|&n| n > 0),
            "{puzzle}: something was searched"
        );
    }
}
