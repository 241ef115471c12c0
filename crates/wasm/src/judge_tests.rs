//! The worker's judge runs (`service.rs`): a judge run's per-case time and states, the input limit in the puzzles
//! reply, and a pool's run (`JudgeCases`, `Give`) against the one-worker run, natively.

use crate::protocol::{Case, Reply, Request};
use crate::service::Service;
use puzzle_core::CaseSummary;

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

/// The one-worker judge run of `input`: its output, its rows and its rows per count.
fn one_worker(puzzle: &str, input: &str) -> (String, Vec<Case>, Vec<Vec<CaseSummary>>) {
    let request = Request::Judge {
        puzzle: puzzle.into(),
        input: input.into(),
    };
    match Service::new().handle(request).unwrap() {
        Reply::Judged {
            output,
            cases,
            by_metric,
        } => (output, cases, by_metric),
        _ => panic!("expected a judge reply"),
    }
}

/// One `JudgeCases` reply's range: its first case, its part of the output, its rows and its rows per count.
type Chunk = (usize, String, Vec<Case>, Vec<Vec<CaseSummary>>);

/// A pool's run on one worker: the head request (the set-ups built, the first two cases), a helper's parse, then the
/// rest in uneven chunks, last chunk first; the chunks put back in order, as the page does: the output, the rows and
/// the rows per count, and how many cases there are.
fn pooled(service: &mut Service, puzzle: &str, input: &str) -> (usize, Chunk) {
    let ask = |service: &mut Service, from, to, share| {
        let request = Request::JudgeCases {
            puzzle: puzzle.into(),
            input: input.into(),
            from,
            to,
            part: None,
            share,
            more_ms: 0,
            alone_ms: 0,
            kept: Vec::new(),
        };
        match service.handle(request).unwrap() {
            Reply::JudgedCases {
                count,
                metrics,
                from,
                output,
                cases,
                by_metric,
                ..
            } => {
                assert_eq!(by_metric.len(), metrics, "{puzzle}: a list per count");
                for counted in &by_metric {
                    assert_eq!(counted.len(), cases.len(), "{puzzle}: a row per case");
                }
                (count, (from, output, cases, by_metric))
            }
            _ => panic!("expected the cases"),
        }
    };
    let (count, head) = ask(service, 0, 2, true);
    assert_eq!(
        head.2.len(),
        count.min(2),
        "{puzzle}: the head request's cases"
    );
    let (again, none) = ask(service, 0, 0, false);
    assert!(
        again == count && none.1.is_empty() && none.2.is_empty(),
        "{puzzle}: a parse solves nothing"
    );
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let mut from = head.2.len();
    while from < count {
        let to = (from + 1 + from % 3).min(count);
        ranges.push((from, to));
        from = to;
    }
    let mut chunks = vec![head];
    for &(from, to) in ranges.iter().rev() {
        let (_, chunk) = ask(service, from, to, false);
        assert_eq!((chunk.0, chunk.2.len()), (from, to - from), "{puzzle}");
        chunks.push(chunk);
    }
    // Past the end: clamped, nothing solved.
    let (_, past) = ask(service, count + 2, count + 9, false);
    assert!(past.0 == count && past.1.is_empty() && past.2.is_empty());
    chunks.sort_by_key(|chunk| chunk.0);
    let metrics = chunks[0].3.len();
    let joined = chunks.into_iter().fold(
        (0, String::new(), Vec::new(), vec![Vec::new(); metrics]),
        |(_, mut output, mut rows, mut counted), (_, text, cases, by_metric)| {
            output.push_str(&text);
            rows.extend(cases);
            for (all, more) in counted.iter_mut().zip(by_metric) {
                all.extend(more);
            }
            (0, output, rows, counted)
        },
    );
    (count, joined)
}

#[test]
fn a_pools_parts_are_the_one_worker_run_byte_for_byte() {
    let mut service = Service::new();
    for &puzzle in puzzle_core::PUZZLES {
        let mut inputs = vec![puzzle_core::sample(puzzle).unwrap().to_string()];
        for seed in 0..2 {
            inputs.push(
                puzzle_core::make_tests(puzzle, seed, puzzle_core::testdata::Kind::Random, None)
                    .unwrap(),
            );
        }
        for input in &inputs {
            let (output, cases, by_metric) = one_worker(puzzle, input);
            let (count, (_, joined, rows, counted)) = pooled(&mut service, puzzle, input);
            assert_eq!(count, cases.len(), "{puzzle}");
            assert_eq!(joined, output, "{puzzle}:\n{input}");
            assert_eq!(rows, cases, "{puzzle}: the rows");
            assert_eq!(counted, by_metric, "{puzzle}: the rows per count");
        }
    }
}

#[test]
fn a_pools_input_is_refused_as_the_judge_refuses_it_and_a_given_setup_is_taken() {
    let mut service = Service::new();
    let bad = Request::JudgeCases {
        puzzle: "huarong".into(),
        input: "3 4\n".into(),
        from: 0,
        to: 0,
        part: None,
        share: true,
        more_ms: 0,
        alone_ms: 0,
        kept: Vec::new(),
    };
    let judged = Request::Judge {
        puzzle: "huarong".into(),
        input: "3 4\n".into(),
    };
    assert_eq!(
        service.handle(bad).err(),
        Service::new().handle(judged).err()
    );
    let give = Request::Give {
        key: "some-setup-v1".into(),
        bytes: crate::protocol::Bytes(vec![1, 2, 3]),
    };
    assert_eq!(service.handle(give).unwrap(), Reply::Done);
    assert_eq!(
        puzzle_core::setup::take_given("some-setup-v1"),
        Some(vec![1, 2, 3])
    );
}

#[test]
fn a_first_request_with_time_to_spare_goes_on_past_its_last_case() {
    let input =
        puzzle_core::make_tests("huarong", 1, puzzle_core::testdata::Kind::Random, None).unwrap();
    let ask = |from, to, more_ms, alone_ms| {
        let request = Request::JudgeCases {
            puzzle: "huarong".into(),
            input: input.clone(),
            from,
            to,
            part: None,
            share: true,
            more_ms,
            alone_ms,
            kept: Vec::new(),
        };
        match Service::new().handle(request).unwrap() {
            Reply::JudgedCases { count, cases, .. } => (count, cases.len()),
            _ => panic!("expected the cases"),
        }
    };
    let (count, none) = ask(0, 0, 0, 0);
    assert!(count > 3 && none == 0, "{count} queries");
    assert_eq!(ask(0, 2, 0, 0).1, 2, "no time to spare: the cases asked");
    assert_eq!(
        ask(1, 2, u32::MAX, 0).1,
        count - 1,
        "time to spare: every case left"
    );
    assert_eq!(
        ask(0, 2, 0, u32::MAX).1,
        count,
        "the rest quick enough for one worker: every case"
    );
    assert_eq!(ask(count + 1, count + 3, u32::MAX, u32::MAX).1, 0);
}

#[test]
fn parts_of_an_input_are_its_cases_in_order_whatever_their_count() {
    for &puzzle in puzzle_core::PUZZLES {
        let input =
            puzzle_core::make_tests(puzzle, 3, puzzle_core::testdata::Kind::Random, None).unwrap();
        let (output, cases, _) = one_worker(puzzle, &input);
        let mut service = Service::new();
        for n in [1, 2, 3, 7, cases.len() + 2] {
            let (mut joined, mut rows) = (String::new(), Vec::new());
            for k in 0..n + 1 {
                let request = Request::JudgeCases {
                    puzzle: puzzle.into(),
                    input: input.clone(),
                    from: 5,
                    to: 9,
                    part: Some([k, n]),
                    share: false,
                    more_ms: u32::MAX,
                    alone_ms: u32::MAX,
                    kept: Vec::new(),
                };
                let Ok(Reply::JudgedCases {
                    count,
                    from,
                    output,
                    cases: part,
                    ..
                }) = service.handle(request)
                else {
                    panic!("expected the cases");
                };
                assert_eq!(from, count * k.min(n) / n, "{puzzle}: part {k} of {n}");
                assert_eq!(
                    part.len(),
                    count * (k + 1).min(n) / n - from,
                    "{puzzle}: part {k} of {n}"
                );
                joined.push_str(&output);
                rows.extend(part);
            }
            assert_eq!(joined, output, "{puzzle}: {n} parts");
            assert_eq!(rows, cases, "{puzzle}: {n} parts' rows");
        }
    }
    let request = Request::JudgeCases {
        puzzle: "huarong".into(),
        input: puzzle_core::sample("huarong").unwrap().into(),
        from: 0,
        to: 2,
        part: Some([usize::MAX, 0]),
        share: false,
        more_ms: 0,
        alone_ms: 0,
        kept: Vec::new(),
    };
    let Ok(Reply::JudgedCases {
        count, from, cases, ..
    }) = Service::new().handle(request)
    else {
        panic!("expected the cases");
    };
    assert_eq!((from, cases.len()), (count, 0), "no parts: nothing");
}
