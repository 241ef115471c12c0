//! `check --paths` over the registry (partners: crates/core/src/check/paths.rs and replay.rs, main.rs's
//! `each_puzzle`): every puzzle with paths accepts each of its sample's `puzzles solve` paths, refuses one with a move
//! changed at that move, and reads a cut or garbled path as a located error, never a panic.

use puzzle_core::{
    check_paths, has_paths, load_board, move_separator, sample, solve_lines, Error, PUZZLES,
};

use super::each_puzzle;

/// The sample's solve lines, each cut into its count and its moves (`None` for an answer without moves).
fn solved(puzzle: &str) -> Vec<Option<(String, Vec<String>)>> {
    let input = sample(puzzle).expect("a sample");
    let lines = solve_lines(puzzle, input).expect("solve");
    lines
        .lines()
        .enumerate()
        .map(|(i, line)| {
            let (count, path) = line.split_once(' ')?;
            let board = load_board(puzzle, input, i).expect("a board");
            let moves = board.path_moves(path).expect("the path reads");
            Some((count.to_string(), moves))
        })
        .collect()
}

/// The sample's solve lines with case `case`'s replaced by `line`.
fn with_line(puzzle: &str, case: usize, line: &str) -> String {
    let input = sample(puzzle).expect("a sample");
    let lines = solve_lines(puzzle, input).expect("solve");
    let mut lines: Vec<String> = lines.lines().map(str::to_string).collect();
    lines[case] = line.to_string();
    lines.join("\n") + "\n"
}

#[test]
fn every_solve_path_passes_and_a_changed_move_is_named() {
    each_puzzle(|puzzle| {
        if !has_paths(puzzle) {
            return;
        }
        let input = sample(puzzle).expect("a sample");
        let output = solve_lines(puzzle, input).expect("solve");
        let v = check_paths(puzzle, input, &output).expect("a verdict");
        assert!(v.passed, "{puzzle}: {:?}", v.faults);
        let sep = move_separator(puzzle);
        let mut changed = 0;
        for (case, found) in solved(puzzle).into_iter().enumerate() {
            let Some((_, moves)) = found else { continue };
            for step in [0, moves.len() / 2] {
                let mut board = load_board(puzzle, input, case).expect("a board");
                for mv in &moves[..step] {
                    board.play(mv).expect("the solve path replays");
                }
                // A legal move that does not bring the goal closer, in place of the path's move at `step`.
                let ratings = board.ratings();
                let Some(other) = ratings
                    .iter()
                    .find(|r| matches!(r.kind, "worse" | "dead" | "level") && r.mv != moves[step])
                else {
                    continue;
                };
                let mut path = moves.clone();
                path[step] = other.mv.clone();
                let line = path.join(sep);
                let v =
                    check_paths(puzzle, input, &with_line(puzzle, case, &line)).expect("a verdict");
                assert!(!v.passed, "{puzzle} case {}: {line} passed", case + 1);
                let fault = &v.faults[0];
                // A word continuing the previous word's piece joins it as one move (Klotski counts piece moves).
                let named = fault.step == Some(step + 1)
                    || (!sep.is_empty() && step > 0 && fault.step == Some(step));
                assert!(
                    named,
                    "{puzzle} case {} step {}: {line}: {:?} {:?}",
                    case + 1,
                    step + 1,
                    fault.step,
                    fault.detail.as_ref().map(|d| d.to_string())
                );
                assert_eq!(fault.case, case + 1);
                changed += 1;
            }
        }
        assert!(changed > 0, "{puzzle}: some move was changed");
    });
}

#[test]
fn a_cut_or_garbled_path_is_a_located_error() {
    each_puzzle(|puzzle| {
        if !has_paths(puzzle) {
            return;
        }
        let input = sample(puzzle).expect("a sample");
        let sep = move_separator(puzzle);
        let Some((case, (count, moves))) = solved(puzzle)
            .into_iter()
            .enumerate()
            .find_map(|(i, f)| f.filter(|(_, m)| m.len() > 1).map(|f| (i, f)))
        else {
            panic!("{puzzle}: a sample path of two moves or more");
        };
        let cut = format!("{count} {}", moves[..moves.len() - 1].join(sep));
        let garbled = format!("{count} {}{sep}?", moves[..moves.len() - 1].join(sep));
        for (line, what) in [
            (cut, "as the count before the path says"),
            (garbled, "found \"?\""),
        ] {
            match check_paths(puzzle, input, &with_line(puzzle, case, &line)) {
                Err(e @ Error::Output(_)) => {
                    let text = e.to_string();
                    let head = format!("the output, line {}, column ", case + 1);
                    assert!(text.starts_with(&head), "{puzzle}: {text}");
                    assert!(text.contains(what), "{puzzle}: {text}");
                }
                other => panic!("{puzzle}: {line}: {other:?}"),
            }
        }
    });
    assert!(PUZZLES.iter().any(|p| has_paths(p)));
}
