//! Holedox insight tests: layers, heat and explored against a brute-force BFS over whole bodies, answers and why_not against the judge, budget cap, worst boards (partners: `mod.rs`, `oracle.rs` brute rule and random lairs, crates/core/src/puzzles/holedox/insight.rs).

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;
use puzzle_core::puzzles::holedox::insight::{insight, insight_with_budget, BUDGET};
use puzzle_core::puzzles::holedox::{solve_case, Holedox, HoledoxGame};
use puzzle_core::session::{Game, Insight, Session};
use puzzle_core::{Board, Dir, Puzzle};

use super::oracle::{brute, brute_step, case, spec, Cell, Spec};

/// What the brute force sees: layers, per-cell heat and the number of states.
#[derive(Debug, PartialEq)]
struct Seen {
    layers: Vec<u64>,
    heat: Vec<Option<u32>>,
    explored: u64,
}

/// Plain BFS over whole bodies from `body`; a body with its head on the exit is
/// counted but not expanded (Holedox is out).
fn brute_insight(case: &HoledoxGame, body: &[Cell]) -> Seen {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    let mut layers: Vec<u64> = Vec::new();
    let mut heat = vec![None; case.rows * case.cols];
    seen.insert(body.to_vec());
    queue.push_back((body.to_vec(), 0u32));
    while let Some((body, depth)) = queue.pop_front() {
        if layers.len() <= depth as usize {
            layers.push(0);
        }
        layers[depth as usize] += 1;
        let (r, c) = body[0];
        heat[r * case.cols + c].get_or_insert(depth);
        if body[0] == (0, 0) {
            continue;
        }
        for dir in Dir::ALL {
            if let Some(next) = brute_step(case, &body, dir) {
                if seen.insert(next.clone()) {
                    queue.push_back((next, depth + 1));
                }
            }
        }
    }
    Seen {
        explored: layers.iter().sum(),
        layers,
        heat,
    }
}

/// Every invariant of one insight that does not need the brute force.
fn check_invariants(case: &HoledoxGame, body: &[Cell], got: &Insight) {
    let answer = solve_case(&HoledoxGame {
        body: body.to_vec(),
        ..case.clone()
    })
    .answer();
    assert_eq!(got.layers.iter().sum::<u64>(), got.explored, "{case:?}");
    assert_eq!(got.layers.first(), Some(&1), "{case:?}");
    assert!(got.layers.iter().all(|&n| n > 0), "{case:?}");
    assert!(got.explored <= got.table, "{case:?}");
    let shapes = 4u64.pow(body.len() as u32 - 1);
    assert_eq!(got.table, (case.rows * case.cols) as u64 * shapes);
    assert_eq!(got.heat.len(), case.rows * case.cols);
    let (r, c) = body[0];
    assert_eq!(got.heat[r * case.cols + c], Some(0), "the head starts here");
    // The goal layer is the exit's heat: the judge's answer.
    assert_eq!(got.heat[0].map_or(-1, i64::from), answer, "{case:?}");
    assert_eq!(got.why_not.is_some(), answer == -1, "{case:?} {got:?}");
    assert_eq!(
        got.heat_kind.as_ref().unwrap().to_string(),
        "moves to bring the head here"
    );
    assert!(
        !got.table_kind.to_string().contains("capped"),
        "{}",
        got.table_kind
    );
    if let Some(why) = got.why_not.as_ref().map(ToString::to_string) {
        let reached = got.heat.iter().flatten().count();
        assert!(
            why.starts_with(&format!("The head can reach {reached} of ")),
            "{why}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    /// 600 random lairs up to 6x6 with bodies of 2 to 8 blocks: layers, heat and
    /// explored equal the brute force's; the exit's heat is the judge's answer.
    #[test]
    fn layers_and_heat_match_the_brute_force(spec in spec()) {
        let lair = Spec::build(&spec);
        let got = insight(&lair, &lair.body);
        let want = brute_insight(&lair, &lair.body);
        prop_assert_eq!(&got.layers, &want.layers, "{:?}", lair);
        prop_assert_eq!(&got.heat, &want.heat, "{:?}", lair);
        prop_assert_eq!(got.explored, want.explored);
        prop_assert_eq!(got.heat[0].map(|h| h as usize), brute(&lair));
        check_invariants(&lair, &lair.body, &got);
    }

    /// 300 lairs searched from a body a few random moves on, through the `Game`
    /// and `Board` interfaces.
    #[test]
    fn insight_starts_from_the_given_state(spec in spec(), walk in prop::collection::vec(0..4usize, 0..12)) {
        let lair = Spec::build(&spec);
        let mut body = lair.body.clone();
        for d in walk {
            if let Some(next) = lair.play(&body, &Dir::ALL[d]) {
                body = next;
            }
        }
        let got = lair.insight(&body);
        prop_assert_eq!(&got, &insight(&lair, &body));
        let want = brute_insight(&lair, &body);
        prop_assert_eq!((&got.layers, &got.heat), (&want.layers, &want.heat));
        check_invariants(&lair, &body, &got);
        let board: Box<dyn Board> = Box::new(Session::new(lair.clone()));
        prop_assert_eq!(board.insight(), insight(&lair, &lair.body));
    }
}

#[test]
fn the_sample_lairs_explain_9_and_minus_1() {
    let text = include_str!("../cases/holedox/sample.in");
    let lairs = Holedox::parse(text).expect("the sample parses");
    let (sample, stuck) = (&lairs[0], &lairs[1]);
    let got = insight(sample, &sample.body);
    check_invariants(sample, &sample.body, &got);
    assert_eq!(got.heat[0], Some(9));
    assert_eq!(got.why_not, None);
    let got = insight(stuck, &stuck.body);
    check_invariants(stuck, &stuck.body, &got);
    let why = got.why_not.expect("sample 2 answers -1").to_string();
    assert!(
        why.ends_with(
            "the exit is reachable ignoring the body, but the body always blocks the way."
        ),
        "{why}"
    );
    assert!(why.contains(" of 12 free cells"), "{why}");
}

#[test]
fn a_walled_exit_is_blamed_on_the_stones() {
    let walled = case(4, 4, &[(3, 3), (3, 2)], &[(0, 1), (1, 0)]);
    let got = insight(&walled, &walled.body);
    check_invariants(&walled, &walled.body, &got);
    assert_eq!(
        got.why_not.as_ref().map(ToString::to_string).as_deref(),
        Some("The head can reach 13 of 14 free cells; stones wall the exit off from the head.")
    );
}

#[test]
fn a_head_on_the_exit_is_one_state_at_depth_0() {
    let out = case(3, 3, &[(0, 0), (0, 1), (1, 1)], &[]);
    let got = insight(&out, &out.body);
    assert_eq!((got.explored, got.layers.as_slice()), (1, &[1][..]));
    assert_eq!(got.heat.iter().flatten().count(), 1);
    assert_eq!(got.why_not, None);
}

#[test]
fn a_boxed_in_head_reaches_only_its_own_cell() {
    // The 2x2 board is full: the head may not even enter the tail's cell.
    let full = case(2, 2, &[(0, 1), (1, 1), (1, 0), (0, 0)], &[]);
    let got = insight(&full, &full.body);
    check_invariants(&full, &full.body, &got);
    assert_eq!((got.explored, got.layers.as_slice()), (1, &[1][..]));
    assert_eq!(
        got.why_not.as_ref().map(ToString::to_string).as_deref(),
        Some("The head can reach 1 of 4 free cells; the exit is reachable ignoring the body, but the body always blocks the way.")
    );
}

#[test]
fn snakes_and_boards_outside_the_rules_explain_without_searching() {
    let bad = [
        case(3, 3, &[(2, 2), (0, 2)], &[]),
        case(3, 3, &[(3, 2), (2, 2)], &[]),
        case(1, 12, &(0..9).map(|c| (0, c + 1)).collect::<Vec<_>>(), &[]),
        case(21, 2, &[(20, 1), (20, 0)], &[]),
        case(0, 0, &[(0, 0), (0, 1)], &[]),
        case(usize::MAX, usize::MAX, &[(0, 0), (0, 1)], &[]),
        case(3, 3, &[], &[]),
        case(3, 3, &[(0, 0)], &[]),
    ];
    for lair in bad {
        let got = insight(&lair, &lair.body);
        assert_eq!((got.explored, got.table), (0, 0), "{lair:?}");
        assert!(got.layers.is_empty() && got.heat.iter().all(Option::is_none));
        assert_eq!(solve_case(&lair).answer(), -1);
        assert!(got
            .why_not
            .is_some_and(|w| w.to_string().contains("nothing to search")));
    }
}

#[test]
fn a_budget_caps_the_search_and_says_so() {
    let open = case(6, 6, &[(5, 5), (5, 4), (5, 3), (4, 3)], &[]);
    let full = insight(&open, &open.body);
    assert!(full.explored > 100);
    for budget in [1, 10, 100] {
        let got = insight_with_budget(&open, &open.body, budget);
        assert_eq!(got.explored, budget);
        assert_eq!(got.layers.iter().sum::<u64>(), budget);
        assert!(got
            .table_kind
            .to_string()
            .ends_with(&format!(", capped at {budget} explored states")));
        // The answer exists beyond the cap: no why_not.
        assert_eq!(got.why_not, None, "budget {budget}");
        let prefix = &full.layers[..got.layers.len() - 1];
        assert_eq!(&got.layers[..got.layers.len() - 1], prefix);
    }
    let walled = case(6, 6, &[(5, 5), (5, 4), (5, 3), (4, 3)], &[(0, 1), (1, 0)]);
    let got = insight_with_budget(&walled, &walled.body, 5);
    assert!(got
        .why_not
        .is_some_and(|w| w.to_string().contains("stones wall the exit off")));
}

#[test]
fn the_worst_boards_stay_under_the_budget() {
    let line = |r: usize, c: usize| (0..8).map(|k| (r, c + k)).collect::<Vec<Cell>>();
    let far: Vec<Cell> = (0..8).map(|k| (19, 19 - k)).collect();
    let boards = [
        case(20, 20, &line(10, 6), &[]),
        case(20, 20, &far, &[]),
        case(20, 20, &line(10, 6), &[(0, 1), (1, 0)]),
    ];
    for lair in boards {
        let got = insight(&lair, &lair.body);
        check_invariants(&lair, &lair.body, &got);
        assert!(got.explored < BUDGET / 3, "{}", got.explored);
        assert_eq!(
            got.table_kind.to_string(),
            "bit-set over 20x20 heads x 4^7 body shapes"
        );
    }
}
