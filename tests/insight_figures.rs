//! The insight's two figures, the same on every puzzle (issue 27, point 3): "States explored" is the plain
//! breadth-first search's count, the one the X-ray's plain search ends on (stopped at the same budget), and the
//! solver's figure is what the X-ray's solver and the judge count (partners: crates/core/src/session/view.rs `Insight`,
//! puzzles/*/insight.rs, xray/, web/js/views/insight.js).

use puzzle_core::xray::{Method, BFS_BUDGET};
use puzzle_core::{generate_board, levels, load_board, report, sample, Board, PUZZLES};

/// Every case of the sample and a board of every generator level.
fn boards(puzzle: &str) -> Vec<(String, Box<dyn Board>)> {
    let sample = sample(puzzle).expect("a sample");
    let mut boards: Vec<(String, Box<dyn Board>)> = (0..)
        .map_while(|i| {
            load_board(puzzle, sample, i)
                .ok()
                .map(|b| (format!("sample case {}", i + 1), b))
        })
        .collect();
    for level in 0..levels(puzzle).expect("levels").len() {
        let board = generate_board(puzzle, 1, level).expect("generated");
        boards.push((format!("level {level}, seed 1"), board));
    }
    boards
}

#[test]
fn states_explored_is_the_plain_searchs_count_on_every_puzzle() {
    for puzzle in PUZZLES {
        for (what, mut board) in boards(puzzle) {
            let insight = board.insight();
            if insight.capped {
                // A 3x4 or 4x4 Fifteen: the last test shows that the X-ray's plain search stops there too.
                assert_eq!(insight.explored, BFS_BUDGET, "{puzzle}, {what}");
                continue;
            }
            let plain = board.xray(Method::Bfs);
            assert_eq!(
                (insight.explored, plain.capped),
                (plain.expanded, false),
                "{puzzle}, {what}: the insight's States explored is the X-ray's plain count"
            );
        }
    }
}

#[test]
fn the_solvers_figure_is_the_xrays_and_the_judges_and_says_what_it_counts() {
    for puzzle in PUZZLES {
        for (what, mut board) in boards(puzzle) {
            let insight = board.insight();
            let solver = board.xray(Method::Solver);
            assert_eq!(
                insight.solver, solver.expanded,
                "{puzzle}, {what}: the X-ray's solver"
            );
            let judged = report(puzzle, &board.judge_input(false)).expect("its own judge input");
            assert_eq!(
                insight.solver, judged.explored[0],
                "{puzzle}, {what}: the judge's figure"
            );
            assert!(
                insight.solver_kind.contains("expanded"),
                "{puzzle}: {}",
                insight.solver_kind
            );
        }
    }
}

#[test]
fn fifteens_plain_search_takes_every_board_of_the_class_or_stops_at_the_budget() {
    // The statement's sample: a 3x3 two moves from the goal, whose IDA* expands 2 nodes.
    let mut board = load_board("fifteen", sample("fifteen").unwrap(), 0).unwrap();
    let insight = board.insight();
    assert_eq!((insight.explored, insight.capped), (181_440, false));
    assert_eq!(insight.solver, 2);
    assert_eq!(board.xray(Method::Bfs).expanded, 181_440);
    // Unsolvable boards are searched all the same: the other half of the boards.
    let mut unsolvable = load_board("fifteen", "1\n2 3\n2 1 3\n4 5 0\n", 0).unwrap();
    let insight = unsolvable.insight();
    assert_eq!(
        (insight.explored, insight.capped, insight.solver),
        (360, false, 0)
    );
    assert_eq!(unsolvable.xray(Method::Bfs).expanded, 360);
    for (rows, cols, all) in [(2, 2, 12), (2, 4, 20_160), (4, 2, 20_160)] {
        assert_eq!(
            puzzle_core::puzzles::fifteen::insight::plain_count(rows, cols),
            (all, false)
        );
    }
    for (rows, cols) in [(3, 4), (4, 4)] {
        assert_eq!(
            puzzle_core::puzzles::fifteen::insight::plain_count(rows, cols),
            (BFS_BUDGET, true)
        );
    }
    let mut deep = load_board("fifteen", sample("fifteen").unwrap(), 2).unwrap();
    let plain = deep.xray(Method::Bfs);
    assert_eq!(
        (plain.expanded, plain.capped),
        (BFS_BUDGET, true),
        "the 4x4 case"
    );
    let insight = deep.insight();
    assert_eq!((insight.explored, insight.capped), (BFS_BUDGET, true));
}
