//! The X-ray of each puzzle's own solver (crates/core/src/xray/, puzzles/*/xray.rs): the traced loop is the judge's,
//! so its last figures are the solver's (answer, states expanded or reached), with what each solver's steps show
//! (A*'s open list, IDA*'s bounds, the exit). That every trace's steps are consistent and end on the judge's answer is
//! checked over the registry in tests/conformance/xray.rs.

use puzzle_core::l10n::english;
use puzzle_core::puzzles::{fifteen, holedox, huarong, omnigravity};
use puzzle_core::session::Game;
use puzzle_core::xray::{self, Fate};

/// Boards of every level of `G`'s generator, a few seeds each.
fn boards<G: Game>() -> Vec<G> {
    (0..G::LEVELS.len())
        .flat_map(|level| (1..=4).map(move |seed| G::generate(seed, level)))
        .collect()
}

#[test]
fn huarong_traces_its_a_star_to_the_judges_answer() {
    for game in boards::<huarong::HuarongGame>() {
        let state = game.start();
        let mut solver = game.solver();
        let (trace, reached) = huarong::xray::traced(&game, &mut solver, &state);
        let best = game
            .solve(&mut solver, &state)
            .map_or(-1, |m| m.len() as i64);
        assert_eq!(trace.answer, Some(best), "{game:?}");
        let query = huarong::Query::new(state.blank, state.piece, game.target());
        assert_eq!(
            reached,
            solver.reached(&query).1,
            "the states reached, as the solver marks them"
        );
        if let (Some(last), true) = (trace.steps.last(), best > 0) {
            assert_eq!(
                (last.line, last.g as i64),
                (4, best),
                "ends on the target at its cost"
            );
            assert_eq!(last.expanded.piece, game.target());
        }
        for step in &trace.steps {
            assert!(
                step.queue
                    .windows(2)
                    .all(|w| w[0].g + w[0].h <= w[1].g + w[1].h),
                "open list in key order"
            );
            assert!(step.successors.iter().all(|s| !s.how.is_empty()));
        }
    }
}

#[test]
fn fifteen_traces_its_ida_star_node_for_node() {
    // Boards past 4x4 (the large level) have no traced exact search.
    for game in boards::<fifteen::play::FifteenGame>()
        .into_iter()
        .filter(|g| g.board().judge_sized())
    {
        let state = game.start();
        let trace = game
            .xray_solver(&mut game.solver(), &state)
            .expect("traced");
        let search = fifteen::solve::solve(&state);
        assert_eq!(trace.expanded, search.nodes, "{state:?}");
        let answer = search.moves.as_ref().map_or(-1, |m| m.len() as i64);
        assert_eq!(trace.answer, Some(answer));
        if search.nodes > 0 {
            assert_eq!(trace.layers as usize, search.iterations.len());
            let last = trace.steps.last().expect("steps");
            assert_eq!(last.bound, search.iterations.last().map(|i| i.0));
            assert!(last.successors.iter().any(|s| s.fate == Fate::Goal));
            assert_eq!(last.g as i64 + 1, answer);
        }
        for step in &trace.steps {
            assert_eq!(
                step.frontier,
                u64::from(step.g) + 1,
                "the path is the stack"
            );
            assert_eq!(step.queue.first().map(|e| &e.state), Some(&step.expanded));
            let over = |s: &xray::Successor<_>| {
                (s.g + s.h > step.bound.unwrap()) == (s.fate == Fate::Over)
            };
            assert!(step.successors.iter().all(over));
        }
    }
}

#[test]
fn holedox_traces_its_guided_search_to_the_judges_answer() {
    for game in boards::<holedox::HoledoxGame>() {
        let state = game.start();
        let mut solver = game.solver();
        let trace = game.xray_solver(&mut solver, &state).expect("traced");
        let best = game
            .solve(&mut solver, &state)
            .map_or(-1, |m| m.len() as i64);
        assert_eq!(trace.answer, Some(best), "{game:?}");
        let plain = xray::bfs(&game, &state, xray::BFS_BUDGET);
        assert!(trace.expanded <= plain.expanded);
        if let (Some(last), true) = (trace.steps.last(), best > 0) {
            assert_eq!(last.line, 6);
            let goal = last
                .successors
                .iter()
                .find(|s| s.fate == Fate::Goal)
                .expect("the exit");
            assert_eq!(goal.g as i64, best, "the exit is reached at the optimum");
        }
    }
}

#[test]
fn omnigravity_traces_its_breadth_first_search_to_the_judges_count() {
    for game in boards::<omnigravity::OmniGravityGame>() {
        let state = game.start();
        let mut solver = game.solver();
        let trace = game.xray_solver(&mut solver, &state).expect("traced");
        let count = Game::reachable(&game, &mut solver).expect("a count") as i64;
        assert_eq!(trace.answer, Some(count));
        let plain = xray::bfs(&game, &state, xray::BFS_BUDGET);
        assert_eq!(
            trace.expanded, plain.expanded,
            "the same search as the plain one"
        );
        assert_eq!(
            trace.expanded as i64,
            count + 1,
            "the seed, then every state counted, once"
        );
    }
}

#[test]
fn the_xrays_words_are_messages_that_read_in_english_as_before() {
    let code: Vec<String> = xray::BFS_CODE.iter().map(english).collect();
    assert_eq!(
        code,
        [
            "queue ← [start]; seen ← {start}",
            "while queue is not empty:",
            "  state ← queue.pop_front()",
            "  for each move from state:",
            "    next ← play(state, move)   (skip if illegal)",
            "    if next in seen: skip it",
            "    seen.add(next); queue.push_back(next)",
        ],
        "the indent and the braces survive Fluent"
    );
    let game = huarong::HuarongGame::generate(1, 0);
    let mut solver = game.solver();
    let (trace, reached) = huarong::xray::traced(&game, &mut solver, &game.start());
    assert_eq!(
        english(&trace.method),
        "A* over (piece cell, blank side), the blank's travel priced"
    );
    let words = match trace.answer {
        Some(-1) => "no solution".to_string(),
        answer => format!("{} moves", answer.unwrap()),
    };
    assert_eq!(
        english(&trace.note),
        format!(
            "A search state is the piece's cell and the side the blank stands on, or, before the blank first \
             reaches the piece, the blank's cell ({reached} reached): {words}."
        )
    );
    assert_eq!(
        english(&trace.open),
        "In the open list, least f = g + h first"
    );
    let hows: std::collections::BTreeSet<&str> = (trace.steps.iter().flat_map(|s| &s.successors))
        .map(|s| s.how)
        .collect();
    assert!(
        hows.iter().all(|how| how.starts_with("huarong-xray-")),
        "the solver's words are messages: {hows:?}"
    );
    let plain = xray::bfs(&game, &game.start(), xray::BFS_BUDGET);
    assert_eq!(
        english(&plain.method),
        "Plain breadth-first search over whole states"
    );
    assert_eq!(english(&plain.open), "In the queue, first in first out");
}

/// The plain search's X-ray of a 3x3 Fifteen keeps every step of its first layers (it once jumped from layer 0 to 7,
/// 1,419 evenly spaced steps of 181,440): the first 1,000 steps, layers 0 to 10 whole, each layer's steps in order.
#[test]
fn the_first_layers_of_a_plain_search_are_never_sampled_away() {
    let start = fifteen::Board::new(3, 3, vec![8, 6, 7, 2, 5, 4, 3, 0, 1]).expect("a 3x3 board");
    let game = fifteen::FifteenGame::new(start);
    let trace = xray::bfs(&game, &game.start(), xray::BFS_BUDGET);
    assert!(
        trace.sampled(),
        "{} steps of {}",
        trace.steps.len(),
        trace.expanded
    );
    let (whole, layers) = trace.whole();
    assert!(
        whole as u64 >= puzzle_core::trace::WHOLE_STEPS,
        "{whole} whole steps"
    );
    assert!(layers >= 10, "{layers} layers whole");
    let mut seen = vec![0u64; layers as usize];
    for (i, step) in trace.steps.iter().enumerate().take(whole) {
        assert_eq!(step.number, i as u64);
        if let Some(count) = seen.get_mut(step.layer as usize) {
            *count += 1;
        }
    }
    // A 3x3 board's layers from any start: 1, 2 or more, ... each layer's every state expanded.
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    assert_eq!(seen[0], 1);
}

/// The X-ray quiz's answers (issue 28): a step's `next` is the state its search expands next, and it is the one the
/// search's rule (`next_rule`) names: the front of the queue for the plain search, the least f of the open list for
/// Huarong's A*, the first successor within the bound for Fifteen's IDA* when it has one; the layer counter's term
/// follows the search.
#[test]
fn the_quiz_answer_is_the_next_expansion_and_follows_the_searchs_rule() {
    let start = fifteen::Board::new(3, 3, vec![8, 6, 7, 2, 5, 4, 3, 0, 1]).expect("a 3x3 board");
    let game = fifteen::FifteenGame::new(start);
    let plain = xray::bfs(&game, &game.start(), xray::BFS_BUDGET);
    assert_eq!(english(&plain.unit), "Layer (moves from the start)");
    assert!(english(&plain.next_rule).contains("first in, first out"));
    let (whole, _) = plain.whole();
    for index in 0..whole - 1 {
        let step = xray::step_view(&game, &plain, index).expect("a kept step");
        let next = step.next.expect("the next step is the next expansion");
        assert_eq!(
            next.state, step.queue[0].state,
            "step {index}: the front of the queue"
        );
        let following = xray::step_view(&game, &plain, index + 1).expect("the next step");
        assert_eq!(next.frame, following.frame);
    }
    let last = xray::step_view(&game, &plain, plain.steps.len() - 1).expect("the last step");
    assert_eq!(last.next, None, "nothing after the last step");

    let mut asked = 0;
    for game in boards::<huarong::HuarongGame>() {
        let mut solver = game.solver();
        let (trace, _) = huarong::xray::traced(&game, &mut solver, &game.start());
        assert_eq!(english(&trace.unit), "Round (one per key f = g + h)");
        for index in 0..trace.steps.len() {
            let step = xray::step_view(&game, &trace, index).expect("a kept step");
            let (Some(next), Some(least)) =
                (&step.next, step.queue.iter().map(|e| e.g + e.h).min())
            else {
                continue;
            };
            assert!(
                next.g + next.h <= least,
                "step {index}: A* takes the least f"
            );
            asked += 1;
        }
    }
    assert!(asked > 10, "{asked} questions");

    for game in boards::<fifteen::FifteenGame>() {
        let Some(trace) = game.xray_solver(&mut game.solver(), &game.start()) else {
            continue;
        };
        assert_eq!(english(&trace.unit), "Round of the bound");
        assert!(english(&trace.next_rule).contains("depth first"));
        for index in 0..trace.steps.len() {
            let step = xray::step_view(&game, &trace, index).expect("a kept step");
            let first = step.successors.iter().find(|s| s.fate == Fate::New);
            if let (Some(next), Some(first)) = (&step.next, first) {
                assert_eq!(
                    next.state, first.state,
                    "step {index}: IDA* goes down its first successor within the bound"
                );
            }
        }
    }
}

/// The method contestants are taught, beside Huarong's A* (issue 28): NOIP's standard solution, the same loop without
/// its estimate, steppable, reaches the judge's answer on every board, and expands at least as many states as A*.
#[test]
fn huarong_traces_the_noip_standard_solution_beside_its_a_star() {
    use puzzle_core::xray::Method;
    assert_eq!(
        huarong::HuarongGame::XRAY_TAUGHT
            .as_ref()
            .map(english)
            .as_deref(),
        Some("NOIP's standard solution")
    );
    assert!(fifteen::FifteenGame::XRAY_TAUGHT.is_none());
    let (mut taught_total, mut solver_total) = (0, 0);
    for game in boards::<huarong::HuarongGame>() {
        let mut solver = game.solver();
        let (a_star, _) = huarong::xray::traced(&game, &mut solver, &game.start());
        let taught = game
            .xray_taught(&mut solver, &game.start())
            .expect("Huarong has a taught method");
        assert_eq!(taught.answer, a_star.answer, "the same answer");
        assert!(english(&taught.method).starts_with("NOIP 2013's standard solution"));
        assert!(taught.steps.iter().all(|s| s.h == 0), "no estimate");
        assert_eq!(
            taught.pseudocode.len(),
            a_star.pseudocode.len(),
            "the loop's lines"
        );
        taught_total += taught.expanded;
        solver_total += a_star.expanded;
        // The judge's solver is not left blind: the next query has its estimate again.
        let again = huarong::xray::traced(&game, &mut solver, &game.start()).0;
        assert_eq!(again.expanded, a_star.expanded);
    }
    assert!(
        taught_total > solver_total,
        "without the estimate: {taught_total} states against A*'s {solver_total}"
    );
    let mut session = puzzle_core::session::Session::new(huarong::HuarongGame::generate(2, 1));
    assert!(!session.trace(Method::Taught).steps.is_empty());
}
