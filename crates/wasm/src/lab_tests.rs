//! Native tests of the lab module's requests (`service.rs`, feature `lab`): the studio's `Check` and `MakeTests`, and
//! the X-ray's traces, step by step.

use crate::protocol::{Fault, FaultKind, Reply, Request, Submission};
use crate::service::tests::load;
use crate::service::Service;
use puzzle_core::check::FaultKind as CaseKind;
use puzzle_core::xray::{Fate, Method, StepView, Summary, MOST_STEPS};

fn tests(puzzle: &str, seed: &str, kind: &str, size: Option<&str>) -> Result<Reply, Fault> {
    Service::new().handle(Request::MakeTests {
        puzzle: puzzle.into(),
        seed: seed.into(),
        kind: kind.into(),
        size: size.map(Into::into),
    })
}

#[test]
fn make_tests_names_the_files_and_its_output_checks_clean() {
    for puzzle in puzzle_core::PUZZLES {
        let Reply::Tests {
            input,
            output,
            name,
        } = tests(puzzle, " 12", "edge", Some("3")).unwrap()
        else {
            panic!("expected tests");
        };
        assert_eq!(name, format!("{puzzle}-12"));
        assert_eq!(output, puzzle_core::judge(puzzle, &input).unwrap());
        let reply = Service::new()
            .handle(Request::Check(Submission {
                puzzle: puzzle.to_string(),
                input,
                output,
                output_bytes: None,
                paths: false,
            }))
            .unwrap();
        let Reply::Verdict(verdict) = reply else {
            panic!("expected a verdict");
        };
        assert!(verdict.passed && verdict.faults.is_empty(), "{puzzle}");
    }
}

#[test]
fn bad_seed_kind_or_size_is_an_edit_fault_naming_what_was_typed() {
    for (seed, kind, size, typed) in [
        ("x1", "random", None, "found \"x1\""),
        ("1", "hard", None, "found \"hard\""),
        ("1", "worst", Some("99"), "found \"99\""),
        ("1", "worst", Some("two"), "found \"two\""),
    ] {
        let fault = tests("huarong", seed, kind, size).unwrap_err();
        assert_eq!(fault.kind, FaultKind::Edit, "{typed}");
        assert!(fault.text.to_string().ends_with(typed), "{}", fault.text);
    }
    assert_eq!(
        tests("nope", "1", "random", None).unwrap_err().kind,
        FaultKind::Request
    );
}

#[test]
fn check_lists_the_wrong_case_and_bad_input_is_a_parse_fault() {
    let mut service = Service::new();
    let input = puzzle_core::sample("huarong").unwrap().to_string();
    let Reply::Verdict(v) = service
        .handle(Request::Check(Submission {
            puzzle: "huarong".into(),
            input: input.clone(),
            output: "2\n3\n".into(),
            output_bytes: None,
            paths: false,
        }))
        .unwrap()
    else {
        panic!("expected a verdict");
    };
    assert_eq!((v.accepted, v.total, v.passed), (1, 2, false));
    let fault = &v.faults[0];
    assert_eq!(
        (&fault.label, fault.kind),
        (
            &puzzle_core::Text::new("check-query").arg("k", 2usize),
            CaseKind::WrongAnswer
        )
    );
    assert_eq!((fault.expected_answer, fault.found_answer), (-1, Some(3)));
    let bad = service
        .handle(Request::Check(Submission {
            puzzle: "huarong".into(),
            input: "3 4\n1 x".into(),
            output: String::new(),
            output_bytes: None,
            paths: false,
        }))
        .unwrap_err();
    assert_eq!((bad.kind, bad.line, bad.column), (FaultKind::Parse, 2, 3));
}

/// The X-ray of `method` on `puzzle`'s board and every kept step of it.
fn xray(service: &mut Service, puzzle: &str, method: Method) -> (Summary, Vec<StepView>) {
    let summary = match service.handle(Request::Xray {
        puzzle: puzzle.into(),
        method,
    }) {
        Ok(Reply::Xray(summary)) => summary,
        other => panic!("expected an X-ray, found {other:?}"),
    };
    let steps = (0..=summary.total_steps)
        .map_while(|step| {
            let request = Request::XrayStep {
                puzzle: puzzle.into(),
                method,
                step,
            };
            match service.handle(request) {
                Ok(Reply::XrayStep(step)) => step,
                other => panic!("expected a step, found {other:?}"),
            }
        })
        .collect();
    (summary, steps)
}

#[test]
fn the_plain_xray_counts_what_the_insight_counts_and_its_counters_only_grow() {
    let mut service = Service::new();
    for puzzle in ["omnigravity", "huarong", "holedox"] {
        load(&mut service, puzzle, "1").unwrap();
        let (summary, steps) = xray(&mut service, puzzle, Method::Bfs);
        assert_eq!(steps.len(), summary.total_steps, "{puzzle}");
        assert!(!summary.capped && summary.total_steps <= MOST_STEPS + 1);
        for pair in steps.windows(2) {
            assert!(pair[0].number < pair[1].number, "{puzzle}");
            assert!(pair[0].expanded < pair[1].expanded, "{puzzle}");
            assert!(pair[0].generated <= pair[1].generated, "{puzzle}");
            assert!(pair[0].layer <= pair[1].layer, "{puzzle}");
        }
        let last = steps.last().unwrap();
        let insight = match service.handle(Request::Insight {
            puzzle: puzzle.into(),
        }) {
            Ok(Reply::Insight { insight, .. }) => insight,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            (last.expanded, summary.expanded, last.frontier),
            (insight.explored, insight.explored, 0),
            "{puzzle}"
        );
        assert_eq!(summary.layers as usize, insight.layers.len(), "{puzzle}");
        assert_eq!(
            steps[0].frame.state,
            service.view(puzzle).unwrap().frame.state
        );
    }
}

#[test]
fn the_guided_xray_expands_fewer_states_and_ends_on_the_exit() {
    let mut service = Service::new();
    load(&mut service, "holedox", "1").unwrap();
    let (plain, _) = xray(&mut service, "holedox", Method::Bfs);
    let (guided, steps) = xray(&mut service, "holedox", Method::Solver);
    assert!(guided.expanded < plain.expanded, "{guided:?}");
    let last = steps.last().unwrap();
    assert_eq!(last.expanded, guided.expanded);
    assert!(last.successors.iter().any(|s| s.fate == Fate::Goal));
    assert_eq!(
        guided.pseudocode[last.line].to_string(),
        "    if t's head is on the exit: return g(t)   (optimal)"
    );
    for puzzle in ["huarong", "fifteen", "omnigravity"] {
        load(&mut service, puzzle, "1").unwrap();
        let (solver, steps) = xray(&mut service, puzzle, Method::Solver);
        let last = steps
            .last()
            .unwrap_or_else(|| panic!("{puzzle}: {solver:?}"));
        assert_eq!(last.expanded, solver.expanded, "{puzzle}");
        assert!(solver.answer.is_some(), "{puzzle}");
        assert!(
            !steps[0].queue.is_empty(),
            "{puzzle}: the first step lists its queue"
        );
    }
}

/// Speed figures on the largest boards: `cargo test --release -p puzzle-wasm -- --ignored --nocapture xray_speed`.
#[test]
#[ignore]
fn xray_speed_on_the_largest_boards() {
    let rows = vec![vec!["1"; 30].join(" "); 30].join("\n");
    let huarong = format!("30 30 1\n{rows}\n1 1 2 2 30 30\n");
    let body: Vec<String> = (1..=8).map(|c| format!("20 {}", 21 - c)).collect();
    let holedox = format!("20 20 8\n{}\n0\n0 0 0\n", body.join("\n"));
    let mut service = Service::new();
    for (puzzle, input) in [("huarong", huarong), ("holedox", holedox)] {
        let request = Request::Load {
            puzzle: puzzle.into(),
            input: Some(input),
            case: "1".into(),
            history: String::new(),
            at: None,
            search: true,
            quiet: false,
        };
        service.handle(request).unwrap();
        for method in [Method::Bfs, Method::Solver] {
            let clock = std::time::Instant::now();
            let (summary, _) = xray(&mut service, puzzle, method);
            println!(
                "{puzzle} {method:?}: {} expanded, {} steps kept, {:?} (trace and every step drawn)",
                summary.expanded,
                summary.total_steps,
                clock.elapsed()
            );
        }
    }
}

#[test]
fn pack_zips_the_tests_and_a_path_check_names_the_move() {
    let reply = Service::new().handle(Request::Pack {
        puzzle: "huarong".into(),
        seed: "5".into(),
        kind: "random".into(),
        size: None,
        count: Some("2".into()),
        format: "Polygon".into(),
        hacks: false,
    });
    let Ok(Reply::Package { zip, name }) = reply else {
        panic!("expected a package: {reply:?}");
    };
    assert_eq!(name, "huarong-5-polygon.zip");
    let files = puzzle_core::pack::unzip(&zip.0).unwrap();
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["tests/01", "tests/01.a", "tests/02", "tests/02.a"]);
    let bad = Service::new().handle(Request::Pack {
        puzzle: "huarong".into(),
        seed: "5".into(),
        kind: "random".into(),
        size: None,
        count: Some("x".into()),
        format: "plain".into(),
        hacks: false,
    });
    assert_eq!(bad.unwrap_err().kind, FaultKind::Edit);
    // With the hack pack: Holedox's four mistakes' smallest failing cases after its two tests, each judged right.
    let reply = Service::new().handle(Request::Pack {
        puzzle: "holedox".into(),
        seed: "5".into(),
        kind: "random".into(),
        size: None,
        count: Some("2".into()),
        format: "plain".into(),
        hacks: true,
    });
    let Ok(Reply::Package { zip, .. }) = reply else {
        panic!("expected a package: {reply:?}");
    };
    let files = puzzle_core::pack::unzip(&zip.0).unwrap();
    let hacks = puzzle_core::mistakes::hack_tests("holedox").unwrap();
    assert!(!hacks.is_empty());
    assert_eq!(files.len(), 2 * (2 + hacks.len()));
    for (k, test) in hacks.iter().enumerate() {
        let n = 3 + k;
        let get = |name: String| {
            files
                .iter()
                .find(|(f, _)| *f == name)
                .map(|(_, b)| b.clone())
        };
        assert_eq!(
            get(format!("{n}.in")),
            Some(test.input.clone().into_bytes())
        );
        assert_eq!(
            get(format!("{n}.out")),
            Some(test.output.clone().into_bytes())
        );
        let judged = puzzle_core::judge("holedox", &test.input).unwrap();
        assert_eq!(
            judged, test.output,
            "the hack's expected output is the judge's"
        );
    }
    let input = puzzle_core::sample("huarong").unwrap().to_string();
    let reply = Service::new().handle(Request::Check(Submission {
        puzzle: "huarong".into(),
        input,
        output: "2 UD\n-1\n".into(),
        output_bytes: None,
        paths: true,
    }));
    let Ok(Reply::Verdict(verdict)) = reply else {
        panic!("expected a verdict");
    };
    assert_eq!(
        (verdict.faults[0].step, verdict.faults[0].played.as_deref()),
        (Some(2), Some("U"))
    );
}

/// The studio's `Mistake` names the mistake whose output was pasted; `Hack` gives its smallest failing case with the
/// check of the mistake's output for it.
#[test]
fn mistake_names_a_known_mistakes_output_and_hack_gives_its_case() {
    let input = puzzle_core::sample("holedox").unwrap().to_string();
    let output = puzzle_core::mistakes::judge_with("holedox", "head-enters-tail", &input).unwrap();
    let reply = Service::new().handle(Request::Mistake(Submission {
        puzzle: "holedox".into(),
        input: input.clone(),
        output,
        output_bytes: None,
        paths: false,
    }));
    let Ok(Reply::Mistake {
        wrong: true,
        named: Some(named),
    }) = reply
    else {
        panic!("expected a named mistake: {reply:?}");
    };
    assert_eq!(named.id, "head-enters-tail");
    let right = puzzle_core::judge("holedox", &input).unwrap();
    let reply = Service::new().handle(Request::Mistake(Submission {
        puzzle: "holedox".into(),
        input,
        output: right,
        output_bytes: None,
        paths: false,
    }));
    assert!(matches!(
        reply,
        Ok(Reply::Mistake {
            wrong: false,
            named: None
        })
    ));
    let reply = Service::new().handle(Request::Hack {
        puzzle: "holedox".into(),
        id: "head-enters-tail".into(),
    });
    let Ok(Reply::Hack {
        hack: Some(hack),
        verdict: Some(verdict),
    }) = reply
    else {
        panic!("expected a hack: {reply:?}");
    };
    assert_eq!(hack.input, "1 2 2\n1 2\n1 1\n0\n\n0 0 0\n");
    assert_eq!(verdict.faults.len(), 1);
    assert_eq!(verdict.faults[0].kind, CaseKind::WrongAnswer);
}
