//! Judge fixtures found by folder: each `tests/cases/<puzzle>/*.in` through `puzzle_core::report`, its output byte for
//! byte against its `.out`, and every path it returns replayed on its case's board to the goal in exactly the
//! answer's number of moves (partners: main.rs `each_puzzle`, path.rs `replay`, tests/support/lib.rs `fixtures`).

use puzzle_core::{load_board, report, CaseSummary};
use puzzle_tests::fixtures;

use super::each_puzzle;
use super::path::replay;

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

/// Replays case `index`'s path of `input` on its board: it reaches the goal after exactly `case.answer` moves, and
/// not before.
fn check_path(puzzle: &str, input: &str, index: usize, case: &CaseSummary) -> Result<(), String> {
    let Some(path) = case.moves.as_deref() else {
        return if case.answer > 0 && puzzle_core::has_paths(puzzle) {
            Err(format!("answer {} without its path", case.answer))
        } else {
            Ok(())
        };
    };
    let mut board = load_board(puzzle, input, index).map_err(|e| e.to_string())?;
    board.set_search(false);
    let moves = replay(board.as_mut(), path)? as i64;
    if moves != case.answer || board.move_count() as i64 != moves {
        return Err(format!("{moves} moves for the answer {}", case.answer));
    }
    if !board.status().goal {
        return Err(format!("{path:?} does not reach the goal"));
    }
    Ok(())
}

#[test]
fn every_fixture_is_judged_byte_for_byte_and_its_paths_replay_to_the_goal() {
    each_puzzle(|puzzle| {
        for (input, output) in fixtures(puzzle) {
            let name = input.display();
            let text = std::fs::read_to_string(&input).expect("readable input");
            let expected = std::fs::read_to_string(&output).expect("readable output");
            let report = report(puzzle, &text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(report.output, expected, "{name}");
            assert_eq!(
                puzzle_core::has_paths(puzzle),
                report.cases.iter().any(|c| c.moves.is_some()),
                "{name}: paths exactly where the puzzle says it has them"
            );
            for (index, case) in report.cases.iter().enumerate() {
                check_path(puzzle, &text, index, case)
                    .unwrap_or_else(|why| panic!("{name} case {}: {why}", index + 1));
            }
        }
    });
}

#[test]
fn each_case_reports_the_states_its_solver_searched_as_the_xray_counts_them() {
    use puzzle_core::xray::Method;
    each_puzzle(|puzzle| {
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
    });
}
