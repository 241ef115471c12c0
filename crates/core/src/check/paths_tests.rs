//! Tests of `check --paths` (partners: paths.rs, replay.rs; the conformance suite's tests/conformance/paths.rs checks
//! every puzzle's sample through the public API).

use super::*;

fn lines(v: &Verdict) -> Vec<String> {
    v.faults.iter().map(|f| path_line(f).to_string()).collect()
}

#[test]
fn the_solve_lines_of_every_sample_pass() {
    for puzzle in crate::PUZZLES.iter().filter(|p| crate::has_paths(p)) {
        let input = crate::sample(puzzle).unwrap();
        let output = crate::solve_lines(puzzle, input).unwrap();
        let v = check_paths(puzzle, input, &output).unwrap();
        assert!(v.passed, "{puzzle}: {:?}", lines(&v));
    }
}

#[test]
fn a_changed_move_is_named_with_its_reason() {
    let input = crate::sample("huarong").unwrap();
    let v = check_paths("huarong", input, "2 UD\n-1\n").unwrap();
    assert!(!v.passed);
    assert_eq!(v.faults[0].step, Some(2));
    assert_eq!(v.faults[0].played.as_deref(), Some("U"));
    assert_eq!(
        lines(&v),
        ["Query 1: move 2 (D): not optimal: the best continuation from here needs 1 move, after this move it needs 2 moves"]
    );
    let fifteen = "1\n3 3\n1 2 3\n4 5 6\n0 7 8\n";
    let v = check_paths("fifteen", fifteen, "2 RRR").unwrap_err();
    assert_eq!(
        v.to_string(),
        "the output, line 1, column 6: expected 2 moves, as the count before the path says, found 3 moves"
    );
    let v = check_paths("fifteen", fifteen, "3 RRR").unwrap();
    assert!(
        lines(&v)[0].starts_with("Case 1: move 3 (R): illegal: "),
        "{:?}",
        lines(&v)
    );
    let v = check_paths("fifteen", fifteen, "4 RLRR").unwrap();
    assert_eq!(
        lines(&v),
        ["Case 1: move 2 (L): not optimal: the best continuation from here needs 1 move, this path uses 3 moves"]
    );
    let v = check_paths("fifteen", fifteen, "1 R").unwrap();
    assert_eq!(
        lines(&v),
        ["Case 1: the path ends after 1 move short of the goal: the best continuation from there needs 1 move"]
    );
    let v = check_paths("fifteen", fifteen, "unsolvable").unwrap();
    assert_eq!(
        lines(&v),
        ["Case 1: the answer says impossible, but the goal is reached in 2 moves"]
    );
}

#[test]
fn garbage_is_a_located_error_and_missing_or_extra_lines_are_faults() {
    let input = crate::sample("fifteen").unwrap();
    let e = check_paths("fifteen", input, "2 RR\n  4 LUxD\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the output, line 2, column 7: expected a move such as U, found \"x\""
    );
    let e = check_paths("fifteen", input, "2 RR\nCase 2: 4x LURD\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the output, line 2, column 9: expected a count of moves, found \"4x\""
    );
    let v = check_paths("fifteen", input, "2 RR\n").unwrap();
    assert_eq!(v.faults.len(), 3);
    assert_eq!(v.faults[0].kind, FaultKind::MissingLine);
    assert_eq!(
        lines(&v),
        [
            "Case 2: expected 4, found nothing (missing line)",
            "Case 3: expected 9, found nothing (missing line)",
            "Case 4: expected unsolvable, found nothing (missing line)"
        ]
    );
    let solved = crate::solve_lines("fifteen", input).unwrap();
    let v = check_paths("fifteen", input, &format!("{solved}0\n")).unwrap();
    assert_eq!(v.faults[0].kind, FaultKind::ExtraOutput);
    assert!(matches!(
        check_paths("omnigravity", crate::sample("omnigravity").unwrap(), ""),
        Err(Error::Unsupported(_))
    ));
    for garbage in [
        "\u{0}",
        "Case",
        "Case 1:",
        "9999999999999999999999 U",
        "-5 U",
        "é华",
    ] {
        let _ = check_paths("klotski", crate::sample("klotski").unwrap(), garbage);
        let _ = check_paths("sokoban", crate::sample("sokoban").unwrap(), garbage);
    }
}

#[test]
fn sokobans_judge_records_are_read_and_counted_in_pushes_then_moves() {
    let input = crate::sample("sokoban").unwrap();
    let judge = crate::judge("sokoban", input).unwrap();
    let v = check_paths("sokoban", input, &judge).unwrap();
    assert!(v.passed, "{:?}", lines(&v));
    let bad = judge.replacen("EEEEE", "EEEEW", 1);
    let v = check_paths("sokoban", input, &bad).unwrap();
    assert_eq!(v.faults[0].step, Some(5), "{:?}", lines(&v));
    assert_eq!(v.faults[0].label.to_string(), "Maze #1");
}

#[test]
fn a_path_verdict_speaks_chinese() {
    let input = crate::sample("huarong").unwrap();
    let v = check_paths("huarong", input, "2 UD\n-1\n").unwrap();
    let zh = crate::l10n::Messages::new(crate::l10n::Lang::Zh).format(&path_line(&v.faults[0]));
    assert!(zh.contains("第 2 步（D）：不是最优"), "{zh}");
}

#[test]
fn random_text_never_panics() {
    const ALPHABET: &[char] = &[
        '0', '1', '2', '9', ' ', '-', '\n', '\r', 'U', 'D', 'L', 'R', 'E', 'w', 'N', 's', 'A', 'G',
        'J', '#', ':', 'C', 'a', 'M', 'z', 'é', '\u{0}',
    ];
    let mut rand = fastrand::Rng::with_seed(25);
    for puzzle in crate::PUZZLES.iter().filter(|p| crate::has_paths(p)) {
        let input = crate::sample(puzzle).unwrap();
        for _ in 0..40 {
            let len = rand.u32(0..40);
            let text: String = (0..len)
                .map(|_| ALPHABET[rand.u32(0..ALPHABET.len() as u32) as usize])
                .collect();
            let _ = check_paths(puzzle, input, &text);
        }
    }
}
