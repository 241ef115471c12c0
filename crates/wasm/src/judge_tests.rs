//! The worker's judge runs (`service.rs`): a judge run's per-case time and states, and the input limit in the puzzles
//! reply, natively.

use crate::protocol::{Reply, Request};
use crate::service::Service;

#[test]
fn a_judge_run_times_each_case_on_the_workers_clock_and_counts_its_states() {
    let sample = puzzle_core::sample("holedox").unwrap();
    let mut now = 0.0;
    // The clock advances 1.5 ms, then 2.5 ms, ... between readings.
    let mut clock = || {
        now += 1.0;
        now * now / 2.0
    };
    let reply = Service::new()
        .handle_with(
            Request::Judge {
                puzzle: "holedox".into(),
                input: sample.into(),
            },
            &mut clock,
        )
        .unwrap();
    let Reply::Judged { output, cases, .. } = reply else {
        panic!("expected a judge reply");
    };
    assert_eq!(output, puzzle_core::judge("holedox", sample).unwrap());
    let core = puzzle_core::report("holedox", sample).unwrap();
    let ms: Vec<f64> = cases.iter().map(|c| c.ms).collect();
    assert_eq!(ms, [1.5, 2.5]);
    let explored: Vec<u64> = cases.iter().map(|c| c.explored).collect();
    assert_eq!(explored, core.explored);
}

#[test]
fn the_puzzles_reply_carries_the_cores_input_limit() {
    let Reply::Puzzles(entries) = Service::new().handle(Request::Puzzles {}).unwrap() else {
        panic!("expected the puzzles");
    };
    assert!(!entries.is_empty());
    for entry in entries {
        assert_eq!(
            entry.max_input,
            puzzle_core::scan::MAX_INPUT,
            "{}",
            entry.info.name
        );
    }
}
