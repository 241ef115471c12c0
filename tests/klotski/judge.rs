//! Klotski's judge path: the fixtures and the bad-input catalogue of `tests/cases/klotski/`, the classic 横刀立马's
//! figures, every named layout against its published count, the metrics, the one-piece reach and the generators
//! (partners: `mod.rs`, `oracle.rs` for the replayer, crates/core/src/puzzles/klotski/).

use std::collections::HashSet;

use puzzle_core::puzzles::klotski::generate::{self, BANDS, LEVELS};
use puzzle_core::puzzles::klotski::layouts::LAYOUTS;
use puzzle_core::puzzles::klotski::solve::piece_reach;
use puzzle_core::puzzles::klotski::{Klotski, Metric, Solver};
use puzzle_core::{Dir, Holedox, Huarong, Puzzle};
use puzzle_tests::{cases_dir, fixtures};

use super::oracle::{parse_one, Boxed};

/// The judge output for `text`, or its parse error as the CLI prints it.
fn judge(text: &str) -> String {
    match Klotski::parse(text) {
        Ok(cases) => Klotski::judge_output(&Klotski::solve(&cases)),
        Err(e) => e.to_string(),
    }
}

const CLASSIC: &str = "1\n5 4\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n4 2\n";

#[test]
fn the_sample_is_the_core_sample_and_every_fixture_is_judged_byte_for_byte() {
    let pairs = fixtures("klotski");
    assert!(pairs.len() >= 5, "{pairs:?}");
    let sample = std::fs::read_to_string(cases_dir("klotski").join("sample.in")).unwrap();
    assert_eq!(sample, Klotski::SAMPLE);
    for (input, output) in pairs {
        let text = std::fs::read_to_string(&input).unwrap();
        let expected = std::fs::read_to_string(&output).unwrap();
        assert_eq!(judge(&text), expected, "{}", input.display());
    }
}

#[test]
fn every_bad_input_is_refused_with_its_located_message() {
    let mut bad: Vec<_> = std::fs::read_dir(cases_dir("klotski"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .filter(|p| p.file_name().unwrap().to_str().unwrap().starts_with("bad-"))
        .collect();
    bad.sort();
    assert!(bad.len() >= 15, "{} bad inputs", bad.len());
    for input in bad {
        let text = std::fs::read_to_string(&input).unwrap();
        let expected = std::fs::read_to_string(input.with_extension("err")).unwrap();
        assert!(expected.ends_with('\n') && expected.lines().count() == 1);
        let e = Klotski::parse(&text).expect_err(&input.display().to_string());
        assert_eq!(format!("{e}\n"), expected, "{}", input.display());
    }
}

#[test]
fn the_classic_needs_116_steps_90_slides_81_moves_and_reaches_25955_states() {
    assert_eq!(judge(CLASSIC), "Case 1: 116 90 81\n");
    let case = parse_one(CLASSIC);
    for metric in Metric::ALL {
        let seen = Solver::new().explore(&case, metric, usize::MAX);
        assert!(seen.complete);
        assert_eq!(seen.states, 25_955, "{}", metric.name());
    }
    // Its optimal piece moves, as `puzzles solve` will print them, replay to the exit.
    let solution = Solver::new().solve(&case);
    let summary = Klotski::summarize(&solution);
    assert_eq!(summary.answer, 81);
    let line = summary.solve_line();
    assert!(line.starts_with("81 "), "{line}");
    let boxed = Boxed::from_text(CLASSIC);
    let end = boxed.replay(&line[3..], Metric::Moves).unwrap();
    assert!(boxed.solved(&end));
}

#[test]
fn every_named_layout_needs_its_published_piece_moves() {
    assert!(LAYOUTS.len() >= 30);
    let names: HashSet<_> = LAYOUTS.iter().map(|l| l.name).collect();
    let boards: HashSet<_> = LAYOUTS.iter().map(|l| l.rows).collect();
    assert_eq!((names.len(), boards.len()), (LAYOUTS.len(), LAYOUTS.len()));
    for wanted in [
        "横刀立马",
        "指挥若定",
        "将拥曹营",
        "齐头并进",
        "兵分三路",
        "雨声淅沥",
        "左右布兵",
        "桃花园中",
        "一路进军",
        "一路顺风",
        "围而不歼",
        "捷足先登",
        "插翅难飞",
        "守口如瓶",
        "层层设防",
        "近在咫尺",
        "走投无路",
        "小燕出巢",
    ] {
        assert!(names.contains(wanted), "{wanted}");
    }
    let mut solver = Solver::new();
    for layout in LAYOUTS {
        let text = format!("1\n{}", layout.text());
        let case = parse_one(&text);
        let solution = solver.solve(&case);
        let counts = Metric::ALL.map(|m| solution.answer(m));
        let expected = match (layout.steps_slides, layout.published) {
            (Some((s, l)), Some(p)) => [s, l, p].map(i64::from),
            (None, None) => [-1; 3],
            _ => panic!("{}: a count without the others", layout.name),
        };
        assert_eq!(counts, expected, "{} ({})", layout.name, layout.english);
        assert_eq!(judge(&text), layout.judge_line(1), "{}", layout.name);
        let boxed = Boxed::from_text(&text);
        for metric in Metric::ALL.iter().filter(|_| layout.published.is_some()) {
            let path = Klotski::summarize_metric(&solution, metric.index())
                .moves
                .unwrap();
            assert!(
                boxed.solved(&boxed.replay(&path, *metric).unwrap()),
                "{}",
                layout.name
            );
        }
    }
}

#[test]
fn the_metrics_are_named_and_the_default_summary_counts_piece_moves() {
    assert_eq!(Klotski::METRICS, ["steps", "slides", "moves"]);
    assert_eq!(Metric::ALL.map(Metric::name), ["steps", "slides", "moves"]);
    // A walks right, right, down: three steps, two slides, one move; an index past the list gives the moves.
    let case = parse_one("1\n2 3\nA..\nBB.\n2 3\n");
    let solution = Solver::new().solve(&case);
    let lines: Vec<String> = (0..4)
        .map(|m| Klotski::summarize_metric(&solution, m).solve_line())
        .collect();
    assert_eq!(lines, ["3 AR AR AD", "2 ARR AD", "1 ARRD", "1 ARRD"]);
    assert_eq!(
        Klotski::summarize(&solution),
        Klotski::summarize_metric(&solution, 2)
    );
    let solved = Solver::new().solve(&parse_one("1\n1 2\nA.\n1 1\n"));
    assert_eq!(Klotski::summarize(&solved).solve_line(), "0");
    let never = Solver::new().solve(&parse_one("1\n1 3\nA#.\n1 3\n"));
    assert_eq!(Klotski::summarize(&never).solve_line(), "-1");
    assert_eq!(Klotski::summarize(&never).moves, None);
    // The other puzzles count one way: no metrics, and every index gives their one summary.
    assert!(Huarong::METRICS.is_empty() && Holedox::METRICS.is_empty());
    let huarong = Huarong::solve(&Huarong::parse(Huarong::SAMPLE).unwrap());
    for m in 0..3 {
        assert_eq!(
            Huarong::summarize_metric(&huarong[0], m),
            Huarong::summarize(&huarong[0])
        );
    }
}

#[test]
fn a_piece_reaches_every_cell_its_unit_steps_through_empty_cells_reach() {
    // B (1 x 1) winds right, down, right, down through the empty cells; E (1 x 2) goes right, then up; C is stuck.
    let case = parse_one("1\n3 4\nAB.#\nCD..\nCEE.\n1 1\n");
    let mut reach = piece_reach(&case, case.cells(), 'B');
    reach.sort_by_key(|(cell, _)| *cell);
    let (d, r) = (Dir::Down, Dir::Right);
    let want = [
        ((0, 2), vec![r]),
        ((1, 2), vec![r, d]),
        ((1, 3), vec![r, d, r]),
        ((2, 3), vec![r, d, r, d]),
    ];
    assert_eq!(reach, want);
    let e = [((2, 2), vec![r]), ((1, 2), vec![r, Dir::Up])];
    assert_eq!(piece_reach(&case, case.cells(), 'E'), e);
    assert!(piece_reach(&case, case.cells(), 'C').is_empty());
    assert!(piece_reach(&case, case.cells(), 'Z').is_empty());
    assert!(piece_reach(&case, case.cells(), 'é').is_empty());
}

#[test]
fn random_cases_fall_in_their_level_and_repeat_for_their_seed() {
    assert_eq!(
        LEVELS.iter().map(puzzle_tests::english).collect::<Vec<_>>(),
        ["easy", "medium", "hard"]
    );
    let mut solver = Solver::new();
    for (level, &(lo, hi)) in BANDS.iter().enumerate() {
        for seed in 0..6 {
            let text = generate::random_case(seed, level);
            assert_eq!(text, generate::random_case(seed, level));
            let case = parse_one(&text);
            let moves = solver.solve(&case).answer(Metric::Moves);
            assert!(
                (i64::from(lo)..=i64::from(hi)).contains(&moves),
                "level {level}, seed {seed}: {moves} moves\n{text}"
            );
        }
    }
    assert_ne!(generate::random_case(1, 2), generate::random_case(2, 2));
    assert_eq!(generate::random_case(7, 99), generate::random_case(7, 2));
}

#[test]
fn the_worst_case_is_a_repeatable_six_by_six_of_four_empty_cells_and_small_pieces() {
    let text = generate::worst_case(1);
    assert_eq!(text, generate::worst_case(1));
    let case = parse_one(&text);
    assert_eq!((case.rows(), case.cols()), (6, 6));
    assert_eq!(case.cells().iter().filter(|&&b| b == b'.').count(), 4);
    for letter in b'A'..=b'Z' {
        assert!(case.cells().iter().filter(|&&b| b == letter).count() <= 4);
    }
    let solution = Solver::new().solve(&case);
    assert!(solution.answer(Metric::Moves) > 0, "{text}");
}
