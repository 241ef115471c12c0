//! The insight's figures on Fifteen's large classes (issue 27, point 3): the plain search takes every board of a
//! small class and stops at the budget on a large one. The same figures on every puzzle (States explored is the
//! X-ray's plain count, the solver's figure the X-ray's and the judge's) are checked over the registry in
//! tests/conformance/xray.rs (partners: crates/core/src/session/view.rs `Insight`, puzzles/fifteen/insight.rs, xray/).

use puzzle_core::xray::{Method, BFS_BUDGET};
use puzzle_core::{load_board, sample};

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
