//! The X-ray on every puzzle: its plain search ends on the insight's "States explored" (stopped at the same budget),
//! its solver on the judge's answer and figure, and each trace's steps are consistent: counters that only grow, a
//! bounded sample and queue, the last step's counts the whole search's, and every word of it a message of both
//! languages (partners: main.rs `boards`, crates/core/src/xray/, tests/xray.rs for what each puzzle's own solver
//! shows, tests/insight_figures.rs, tests/messages.rs).

use puzzle_core::l10n::{Lang, Messages};
use puzzle_core::text::Text;
use puzzle_core::trace::WHOLE_STEPS;
use puzzle_core::xray::{Fate, Method, StepView, BFS_BUDGET, MOST_STEPS, QUEUE_SHOWN};
use puzzle_core::{report, Board};

use super::{boards, each_puzzle};

/// Kept steps checked per trace, evenly spread, the first and the last among them (each step drawn costs a frame).
const CHECKED_STEPS: usize = 40;

thread_local! {
    /// The core's messages in each language, once per puzzle's thread.
    static LANGUAGES: [Messages; 2] = Lang::ALL.map(Messages::new);
}

/// Every one of `texts` is the core's message in both languages (not words passed through as `plain`), formatted
/// with all its arguments.
fn said_in_both<'t>(texts: impl IntoIterator<Item = &'t Text>, what: &str) {
    LANGUAGES.with(|languages| {
        for text in texts {
            for id in text.ids() {
                assert_ne!(id, "plain", "{what}: {text:?} is words, not a message");
                for (messages, lang) in languages.iter().zip(Lang::ALL) {
                    assert!(messages.has(id), "{what}: {id} missing in {lang:?}");
                }
            }
            for messages in languages {
                let shown = messages.format(text);
                assert!(!shown.contains("{$"), "{what}: {shown}");
            }
        }
    });
}

/// Checks the steps of `board`'s trace by `method` against its summary, and that its words are messages.
fn consistent(board: &mut dyn Board, method: Method, what: &str) {
    let summary = board.xray(method);
    let words = [&summary.name, &summary.note, &summary.open];
    said_in_both(words.into_iter().chain(summary.pseudocode), what);
    let total = summary.total_steps;
    assert!(
        total <= WHOLE_STEPS as usize + MOST_STEPS + 2,
        "{what}: {total} steps"
    );
    // The first steps whole, then the sample: every step up to WHOLE_STEPS, in order, and their layers counted.
    let whole = summary.whole_steps;
    // The plain search's (a solver may count its expansions apart from the steps it traces).
    if method == Method::Bfs && summary.sampled {
        assert!(
            whole as u64 >= WHOLE_STEPS.min(summary.expanded),
            "{what}: {whole} whole steps"
        );
    } else if method == Method::Bfs {
        assert_eq!(whole, total, "{what}: nothing sampled, every step whole");
    }
    assert!(whole <= total, "{what}");
    assert!(summary.whole_layers <= summary.layers.max(1), "{what}");
    // Where the plain search first met a goal: the step before it is the first with a goal among its new successors.
    if let Some(goal) = summary.goal_at {
        assert!(goal <= summary.expanded, "{what}: goal at {goal}");
        for index in 0..whole.min(goal as usize) {
            let step = board.xray_step(method, index).expect("a whole step");
            let met = step.successors.iter().any(|s| s.fate == Fate::Goal);
            assert_eq!(
                met,
                index + 1 == goal as usize,
                "{what}: step {index}, goal at {goal}"
            );
        }
    }
    let every = total.div_ceil(CHECKED_STEPS).max(1);
    let mut indices: Vec<usize> = (0..total).step_by(every).collect();
    if total > 0 {
        indices.extend([whole.saturating_sub(1), whole.min(total - 1)]);
    }
    indices.sort_unstable();
    indices.dedup();
    if total > 0 && indices.last() != Some(&(total - 1)) {
        indices.push(total - 1);
    }
    let mut last: Option<StepView> = None;
    for index in indices {
        let step = board.xray_step(method, index).expect("a kept step");
        assert_eq!(step.index, index, "{what}");
        if index < whole {
            assert_eq!(step.number, index as u64, "{what}: whole step {index}");
        }
        assert!(step.queue.len() <= QUEUE_SHOWN, "{what}: step {index}");
        assert!(step.line < summary.pseudocode.len(), "{what}: step {index}");
        said_in_both(step.successors.iter().filter_map(|s| s.how.as_ref()), what);
        if let Some(before) = &last {
            assert!(before.number < step.number, "{what}: step {index}");
            assert!(before.expanded < step.expanded, "{what}: step {index}");
            assert!(before.generated <= step.generated, "{what}: step {index}");
        }
        last = Some(step);
    }
    assert!(
        board.xray_step(method, total).is_none(),
        "{what}: past the last step"
    );
    if let Some(last) = last {
        assert_eq!(
            (last.expanded, last.generated),
            (summary.expanded, summary.generated),
            "{what}: the last step is the last expansion"
        );
    }
}

#[test]
fn the_xrays_figures_are_the_insights_and_the_judges_and_its_traces_are_consistent() {
    each_puzzle(|puzzle| {
        for (what, mut board) in boards(puzzle) {
            let insight = board.insight();
            if insight.capped {
                // A 3x4 or 4x4 Fifteen: tests/insight_figures.rs shows that the X-ray's plain search stops there too.
                assert_eq!(insight.explored, BFS_BUDGET, "{what}");
            } else {
                let plain = board.xray(Method::Bfs);
                assert_eq!(
                    (insight.explored, plain.capped),
                    (plain.expanded, false),
                    "{what}: the insight's States explored is the X-ray's plain count"
                );
                consistent(board.as_mut(), Method::Bfs, &what);
            }
            let solver = board.xray(Method::Solver);
            assert_eq!(
                insight.solver, solver.expanded,
                "{what}: the X-ray's solver"
            );
            match report(puzzle, &board.judge_input(false)) {
                Ok(judged) => {
                    assert_eq!(
                        insight.solver, judged.explored[0],
                        "{what}: the judge's figure"
                    );
                    if let Some(answer) = solver.answer {
                        assert_eq!(answer, judged.cases[0].answer, "{what}: the judge's answer");
                    }
                }
                // A board past the judge's limits (Fifteen's large level, up to 10x10; the judge reads 4x4): the page
                // plays it, the judge refuses it, and the solver's figures are none.
                Err(e) => assert!(
                    insight.solver == 0 && solver.expanded == 0 && solver.answer.is_none(),
                    "{what}: its own judge input: {e}"
                ),
            }
            assert!(
                insight.solver_kind.to_string().contains("expanded"),
                "{what}: {}",
                insight.solver_kind
            );
            consistent(board.as_mut(), Method::Solver, &what);
        }
    });
}
