//! `puzzles solve fifteen --weight W`: per board `N L` and the moves, `unsolvable`, the refusals of a bad weight and of another puzzle, the same lines whatever `--jobs`. Partners: common/mod.rs (the runner), crates/cli/src/main.rs, crates/core/src/puzzles/fifteen/bounded.rs.

mod common;

use common::{cases, puzzles, text};
use puzzle_core::puzzles::fifteen::{parse_within, Board};
use puzzle_core::Dir;

/// `start` after the blank moves `letters`, `None` at an illegal move or letter.
fn replay(start: &Board, letters: &str) -> Option<Board> {
    letters.chars().try_fold(start.clone(), |b, c| {
        let dir = Dir::ALL.into_iter().find(|d| d.letter() == c)?;
        b.play(dir)
    })
}

#[test]
fn the_sample_at_every_weight_prints_n_l_and_moves_that_replay() {
    let sample = std::fs::read_to_string(cases("fifteen").join("sample.in")).expect("sample");
    let exact = text(&puzzles(&["solve", "fifteen", "--weight", "1"], &sample).stdout);
    assert_eq!(exact, "2 2\nRR\n4 4\nLURD\n9 9\nUUURRRDDD\nunsolvable\n");
    let boards = parse_within(&sample, 10).unwrap();
    let optima = [2, 4, 9];
    for weight in ["1.2", "1.5", "2", "3"] {
        let out = puzzles(&["solve", "fifteen", "--weight", weight], &sample);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let stdout = text(&out.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 7, "{stdout}");
        assert_eq!(lines[6], "unsolvable");
        for (i, opt) in optima.into_iter().enumerate() {
            let (n, l) = lines[2 * i].split_once(' ').expect("N L");
            let (n, l): (usize, usize) = (n.parse().unwrap(), l.parse().unwrap());
            assert_eq!(lines[2 * i + 1].len(), n);
            assert!(replay(&boards[i], lines[2 * i + 1]).unwrap().is_goal());
            let w: f64 = weight.parse().unwrap();
            assert!(
                l <= opt && opt <= n && n as f64 <= w * opt as f64,
                "{weight}: {n} {l} {opt}"
            );
        }
    }
}

#[test]
fn boards_past_4x4_and_the_goal_are_solved_and_the_lines_ignore_jobs() {
    let goal = "1\n2 2\n1 2\n3 0\n";
    let out = puzzles(&["solve", "fifteen", "--weight", "2"], goal);
    assert_eq!(text(&out.stdout), "0 0\n\n");
    // A 5x5 board two moves from the goal, a 10x10 one a move away, and a 6x6 one with two tiles swapped.
    let mut input = String::from("3\n5 5\n");
    for row in [
        "1 2 3 4 5",
        "6 7 8 9 10",
        "11 12 13 14 15",
        "16 17 18 19 20",
        "21 22 0 23 24",
    ] {
        input += row;
        input.push('\n');
    }
    input += "10 10\n";
    let mut tiles: Vec<u32> = (1..100).collect();
    tiles.insert(98, 0);
    for row in tiles.chunks(10) {
        let row: Vec<String> = row.iter().map(u32::to_string).collect();
        input += &(row.join(" ") + "\n");
    }
    input += "6 6\n";
    let mut tiles: Vec<u32> = (1..36).chain([0]).collect();
    tiles.swap(0, 1);
    for row in tiles.chunks(6) {
        let row: Vec<String> = row.iter().map(u32::to_string).collect();
        input += &(row.join(" ") + "\n");
    }
    let one = puzzles(
        &["solve", "fifteen", "--weight", "1.5", "--jobs", "1"],
        &input,
    );
    assert!(one.status.success(), "{}", text(&one.stderr));
    assert_eq!(text(&one.stdout), "2 2\nRR\n1 1\nR\nunsolvable\n");
    let two = puzzles(
        &["solve", "fifteen", "--weight", "1.5", "--jobs", "2"],
        &input,
    );
    assert_eq!(one.stdout, two.stdout);
    let exact = puzzles(&["solve", "fifteen", "--weight", "1"], &input);
    assert_eq!(text(&exact.stdout), "2 2\nRR\n1 1\nR\nunsolvable\n");
    // The judge keeps its own limits.
    let judged = puzzles(&["judge", "fifteen"], &input);
    assert!(!judged.status.success());
    assert!(
        text(&judged.stderr).contains("between 2 and 4"),
        "{}",
        text(&judged.stderr)
    );
}

#[test]
fn a_bad_weight_another_puzzle_and_a_metric_are_refused() {
    let sample = std::fs::read_to_string(cases("fifteen").join("sample.in")).expect("sample");
    for bad in ["0.99", "0", "-1", "NaN", "inf", "x", ""] {
        let arg = format!("--weight={bad}");
        let out = puzzles(&["solve", "fifteen", &arg], &sample);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let stderr = text(&out.stderr);
        assert!(
            stderr.contains("expected a weight W of at least 1"),
            "{bad}: {stderr}"
        );
        assert!(out.stdout.is_empty());
    }
    let huarong = std::fs::read_to_string(cases("huarong").join("sample.in")).expect("sample");
    let out = puzzles(&["solve", "huarong", "--weight", "2"], &huarong);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "error: expected --weight with fifteen only (the bounded search of boards up to 10x10), found it with huarong\n"
    );
    let out = puzzles(
        &["solve", "fifteen", "--weight", "2", "--metric", "moves"],
        &sample,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("--weight counts moves"));
    let out = puzzles(
        &["--lang", "zh", "solve", "huarong", "--weight", "2"],
        &huarong,
    );
    assert!(
        text(&out.stderr).contains("--weight 只能用于 fifteen"),
        "{}",
        text(&out.stderr)
    );
}
