//! Issue 27, point 17: an unsolvable Fifteen board is answered by parity on every path (judge, solve, the page's load,
//! optimum, hint, ratings, review, insight, X-ray, generator, the studio's check and Make tests) and never builds the
//! pattern databases (crates/core/src/puzzles/fifteen/pdb.rs `Tables::built`). Partners: fifteen/solve.rs (the parity
//! check first), tests/fifteen/ (the solver itself).
//!
//! A test binary of its own: the tables are process-wide, so no test here may solve a solvable board of the sizes it
//! watches (4x4, 3x3, 3x4); the control builds the 2x4 tables only (Make tests' edge boards build 2x2, 2x3 and 4x2).

use puzzle_core::puzzles::fifteen::pdb::Tables;
use puzzle_core::testgen::Kind;
use puzzle_core::xray::Method;

/// Sam Loyd's 14-15 puzzle: the goal with 14 and 15 swapped.
const LOYD: &str = "1\n4 4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n";

#[test]
fn loyds_board_is_judged_and_solved_by_parity_without_the_tables() {
    assert_eq!(
        puzzle_core::judge("fifteen", LOYD).unwrap(),
        "Case 1: unsolvable\n"
    );
    assert_eq!(
        puzzle_core::solve_lines("fifteen", LOYD).unwrap(),
        "unsolvable\n"
    );
    let report = puzzle_core::report("fifteen", LOYD).unwrap();
    assert_eq!((report.cases[0].answer, report.explored[0]), (-1, 0));
    assert!(!Tables::built(4, 4), "judging built the 4x4 tables");
}

#[test]
fn loyds_board_on_the_page_needs_no_tables() {
    let mut board = puzzle_core::load_case("fifteen", LOYD, "1").unwrap();
    let view = board.view();
    assert_eq!(view.status.optimal, Some(-1));
    assert_eq!(view.status.hint, None);
    assert_eq!(
        puzzle_tests::english(&view.status.line),
        "No solution from here"
    );
    // Every move from it is rated (all lead to unsolvable boards) and played; the review of the game too.
    let ratings = board.ratings();
    assert_eq!(ratings.len(), 2);
    board.play("U").unwrap();
    assert_eq!(board.view().status.optimal, Some(-1));
    let review = board.review(0, 10);
    assert_eq!(review.moves.len(), 1);
    let insight = board.insight();
    assert!(insight.why_not.unwrap().to_string().contains("unsolvable"));
    let summary = board.xray(Method::Solver);
    assert_eq!(summary.answer, Some(-1));
    assert!(
        !Tables::built(4, 4),
        "the page's board built the 4x4 tables"
    );
}

#[test]
fn the_studio_and_the_generator_leave_the_tables_unbuilt_on_unsolvable_boards() {
    let verdict = puzzle_core::check("fifteen", LOYD, "Case 1: 5\n").unwrap();
    assert_eq!((verdict.accepted, verdict.faults.len()), (0, 1));
    assert!(
        puzzle_core::check("fifteen", LOYD, "Case 1: unsolvable\n")
            .unwrap()
            .passed
    );
    // Make tests' edge kind holds Loyd's board, the 4x4 goal and small boards: judged without the 4x4 tables.
    let edge = puzzle_core::make_tests("fifteen", 1, Kind::Edge, None).unwrap();
    assert!(edge.contains("13 15 14 0"), "{edge}");
    assert!(puzzle_core::judge("fifteen", &edge)
        .unwrap()
        .contains("unsolvable"));
    // The generator's unsolvable level, on 4x4 boards (the seed picks 3x3 or 4x4).
    let mut sides = Vec::new();
    for seed in 0..12 {
        let mut board = puzzle_core::generate_board("fifteen", seed, 3).unwrap();
        let view = board.view();
        assert_eq!(view.status.optimal, Some(-1), "seed {seed}");
        sides.push(view.frame.rows);
    }
    assert!(sides.contains(&4), "{sides:?}");
    assert!(
        !Tables::built(4, 4),
        "the studio or the generator built the 4x4 tables"
    );
}

#[test]
fn unsolvable_boards_of_other_sizes_leave_their_tables_unbuilt_too() {
    let input = "2\n3 3\n2 1 3\n4 5 6\n7 8 0\n3 4\n1 2 3 4\n5 6 7 8\n9 11 10 0\n";
    assert_eq!(
        puzzle_core::judge("fifteen", input).unwrap(),
        "Case 1: unsolvable\nCase 2: unsolvable\n"
    );
    for case in ["1", "2"] {
        let mut board = puzzle_core::load_case("fifteen", input, case).unwrap();
        assert_eq!(board.view().status.optimal, Some(-1));
        assert!(board.insight().why_not.is_some());
    }
    assert!(!Tables::built(3, 3) && !Tables::built(3, 4));
    // The control: a solvable 2x4 board builds (only) its own tables, and the flag shows it.
    assert!(!Tables::built(2, 4));
    let solvable = "1\n2 4\n1 2 3 4\n5 6 0 7\n";
    assert_eq!(
        puzzle_core::judge("fifteen", solvable).unwrap(),
        "Case 1: 1\n"
    );
    assert!(Tables::built(2, 4));
    assert!(!Tables::built(3, 3) && !Tables::built(3, 4) && !Tables::built(4, 4));
    assert!(!Tables::built(5, 5) && !Tables::built(0, 3));
}
