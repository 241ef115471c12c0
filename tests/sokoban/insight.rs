//! Sokoban insight tests: the plain search's layers, heat of the box cells and explored count against a BFS over (you, box) with the oracle's rule, why_not exactly when impossible, the solver figure against the judge's (partners: `mod.rs`, `oracle.rs` brute rule and random mazes, crates/core/src/puzzles/sokoban/insight.rs).

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;
use puzzle_core::puzzles::sokoban::board::{BoardState, SokobanBoard};
use puzzle_core::puzzles::sokoban::insight::insight;
use puzzle_core::puzzles::sokoban::parse_mazes;
use puzzle_core::puzzles::sokoban::{Sokoban, SokobanGame, Solver};
use puzzle_core::session::{Game, Insight, LayersKind, Session};
use puzzle_core::{Board, Playable, Puzzle};
use puzzle_tests::english;

use super::oracle::{
    brute, brute_step, core_state, fewest_moves, render, spec, walked, Maze, State,
};

/// What the brute force sees: layers, per-cell heat of the box and the number of states.
#[derive(Debug, PartialEq)]
struct Seen {
    layers: Vec<u64>,
    heat: Vec<Option<u32>>,
    explored: u64,
}

/// Plain BFS by moves over (you, box) from `from` with the naive rule; a state with the box on the target is
/// counted but not expanded.
fn brute_insight(maze: &Maze, from: State) -> Seen {
    let mut seen = HashSet::from([from]);
    let mut queue = VecDeque::from([(from, 0u32)]);
    let mut layers: Vec<u64> = Vec::new();
    let mut heat = vec![None; maze.rows * maze.cols];
    while let Some((state, depth)) = queue.pop_front() {
        if layers.len() <= depth as usize {
            layers.push(0);
        }
        layers[depth as usize] += 1;
        let (r, c) = state.1;
        heat[r * maze.cols + c].get_or_insert(depth);
        if state.1 == maze.target {
            continue;
        }
        for dir in 0..4 {
            if let Some((next, _)) = brute_step(maze, state, dir) {
                if seen.insert(next) {
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

/// The judge's states expanded for `maze` started at `from`, through the report of its one-maze input.
fn judge_explored(maze: &Maze, from: State) -> u64 {
    let mut at = maze.clone();
    (at.player, at.boxed) = from;
    let report = puzzle_core::report("sokoban", &render(&[at], "\n")).expect("judged");
    report.explored[0]
}

/// Checks one insight from `from` against the brute force and the judge.
fn check(maze: &Maze, from: State, got: &Insight) {
    let want = brute_insight(maze, from);
    assert_eq!(&got.layers, &want.layers, "{maze:?} from {from:?}");
    assert_eq!(&got.heat, &want.heat, "{maze:?} from {from:?}");
    assert_eq!(got.explored, want.explored);
    assert_eq!(got.layers_kind, LayersKind::Depths);
    assert!(!got.capped);
    let cells = (maze.rows * maze.cols) as u64;
    assert_eq!(got.table, cells * cells);
    assert!(got.explored <= got.table);
    assert_eq!(english(&got.table_kind), "hash set of (you, box) cells");
    let heat_kind = got.heat_kind.as_ref().map(english);
    assert_eq!(heat_kind.as_deref(), Some("moves to bring the box here"));
    assert_eq!(
        english(&got.solver_kind),
        "states (box, side) expanded by the search by pushes"
    );
    let (r, c) = from.1;
    assert_eq!(got.heat[r * maze.cols + c], Some(0), "the box starts here");
    // The target's heat is the fewest moves with pushes not counted apart: at most the judge's moves.
    let target = maze.target.0 * maze.cols + maze.target.1;
    let best = brute(maze, from);
    assert_eq!(
        got.heat[target].map(|h| h as usize),
        fewest_moves(maze, from)
    );
    if let (Some(h), Some((_, moves))) = (got.heat[target], best) {
        assert!(h as usize <= moves);
    }
    assert_eq!(got.why_not.is_some(), best.is_none(), "{maze:?} {got:?}");
    if let Some(why) = &got.why_not {
        let reached = got.heat.iter().flatten().count();
        let free = maze.rock.iter().filter(|&&r| !r).count();
        let (tr, tc) = maze.target;
        let cells = if free == 1 { "cell" } else { "cells" };
        assert_eq!(
            english(why),
            format!(
                "The box can be pushed onto {reached} of {free} free {cells}, never the target at ({}, {}).",
                tr + 1,
                tc + 1
            )
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    /// 600 random mazes up to 7x7: layers, heat and explored equal the brute force's, why_not exactly when the box
    /// cannot reach the target, and the solver figure is the judge's states expanded.
    #[test]
    fn the_insight_matches_the_brute_force_and_the_judge(spec in spec()) {
        let maze = spec.build();
        let game = maze.game();
        let got = insight(&game, &game.start_state());
        check(&maze, maze.start(), &got);
        prop_assert_eq!(got.solver, judge_explored(&maze, maze.start()));
        let board: Box<dyn Board> = Box::new(Session::new(SokobanBoard::from_maze(&game)));
        prop_assert_eq!(board.insight(), got);
    }

    /// 600 mazes searched from a state a random walk away, through `Game::insight`; the solver figure is a fresh
    /// solver's from that state (the judge's, when neither you nor the box stand on the target).
    #[test]
    fn the_insight_starts_from_the_given_state(spec in spec(), walk in prop::collection::vec(0..4usize, 0..30)) {
        let maze = spec.build();
        let game = maze.game();
        let state = walked(&maze, &walk);
        let got = SokobanBoard::from_maze(&game).insight(&BoardState::from(&core_state(state)));
        prop_assert_eq!(&got, &insight(&game, &core_state(state)));
        check(&maze, state, &got);
        let mut solver = Solver::new();
        solver.solve(&game, &core_state(state));
        prop_assert_eq!(got.solver, solver.expanded());
        // A judge input cannot put you or the box on the target (S and B hide the T): no judge figure then.
        if state.0 != maze.target && state.1 != maze.target {
            prop_assert_eq!(got.solver, judge_explored(&maze, state));
        }
    }
}

#[test]
fn the_sample_explains_its_impossible_maze() {
    let text = include_str!("../cases/sokoban/sample.in");
    let games = parse_mazes(text).expect("the sample parses");
    let report = puzzle_core::report("sokoban", text).expect("judged");
    for (game, &explored) in games.iter().zip(&report.explored) {
        let got = insight(game, &game.start_state());
        assert_eq!(got.solver, explored);
    }
    let got = insight(&games[1], &games[1].start_state());
    let why = got.why_not.as_ref().map(english);
    assert_eq!(
        why.as_deref(),
        Some("The box can be pushed onto 3 of 6 free cells, never the target at (1, 7).")
    );
    assert_eq!(got.layers, [1, 1, 2, 1, 1]);
    assert_eq!(insight(&games[0], &games[0].start_state()).why_not, None);
    assert_eq!(
        insight(&games[2], &games[2].start_state()).heat[11 + 1],
        Some(28)
    );
}

#[test]
fn a_box_on_the_target_is_one_state_at_depth_0() {
    let game: SokobanGame = Maze::from_rows(&["S.BT"]).game();
    let mut state = game.start_state();
    state.boxed = game.target;
    let got = SokobanBoard::from_maze(&game).insight(&BoardState::from(&state));
    assert_eq!((got.explored, got.layers.as_slice()), (1, &[1][..]));
    assert_eq!(got.heat.iter().flatten().count(), 1);
    assert_eq!((got.why_not, got.solver), (None, 0));
}

#[test]
fn a_corner_box_reaches_only_its_own_cell() {
    let maze = Maze::from_rows(&["B..", ".S.", "..T"]);
    let got = insight(&maze.game(), &maze.game().start_state());
    check(&maze, maze.start(), &got);
    assert_eq!(got.heat.iter().flatten().count(), 1);
    // You walk the 8 other cells round the box: 8 states, never a push.
    assert_eq!(got.explored, 8);
    assert_eq!(
        got.why_not.as_ref().map(english).as_deref(),
        Some("The box can be pushed onto 1 of 9 free cells, never the target at (3, 3).")
    );
}

#[test]
fn the_worst_mazes_are_searched_whole_under_the_budget() {
    let text = include_str!("../cases/sokoban/worst.in");
    let games = parse_mazes(text).expect("the worst input parses");
    for game in &games {
        let maze = Maze::of(game);
        let got = insight(game, &game.start_state());
        check(&maze, maze.start(), &got);
        assert!(got.explored <= 400 * 400, "{}", got.explored);
    }
}

#[test]
fn the_xrays_kept_steps_list_the_states_waiting_with_their_moves() {
    // A bug met: the X-ray of the search by pushes showed no open list (the loop never told its watch).
    for game in Sokoban::games(&Sokoban::parse(Sokoban::SAMPLE).unwrap()) {
        let trace = game
            .xray_solver(&mut game.solver(), &game.start())
            .expect("the search is traced");
        let first = &trace.steps[0];
        assert_eq!(first.number, 0, "the start is expanded first");
        let waiting = first.frontier.min(8) as usize;
        assert_eq!(first.queue.len(), waiting, "{game:?}");
        assert!(trace.steps.iter().all(|s| s.queue.len() <= 8));
        if game.level.goals() == [(0, 6)] {
            // `SB....T`: one push east waits after the start, 1 move from it.
            assert_eq!((first.queue.len(), first.queue[0].g), (1, 1));
        }
    }
}
