//! `puzzles check` on issue 27's outputs (crates/cli/src/main.rs, the core's check.rs): an output without its case
//! labels is rejected, and invisible or bidirectional characters are printed escaped; Sokoban's special judge on tied and
//! illegal paths. Partners: common/mod.rs (the
//! runner, with the `PUZZLES_BIN` rule, so that tools/fail-before.sh can run these against an older build).

mod common;

use std::process::Output;

use common::text;

fn puzzles(args: &[&str]) -> Output {
    common::puzzles(args, "")
}

/// Writes `text` to a fresh file under the target directory and returns its path.
fn temp(name: &str, text: &[u8]) -> String {
    common::temp_in("cli-studio", name, text)
}

#[test]
fn check_rejects_an_output_without_case_labels() {
    // `puzzles gen omnigravity --seed 1 --size 3 > g.in; puzzles judge omnigravity g.in | sed 's/^Case [0-9]*: //' > o`
    let input = text(&puzzles(&["gen", "omnigravity", "--seed", "1", "--size", "3"]).stdout);
    let g = temp("g.in", input.as_bytes());
    let judged = text(&puzzles(&["judge", "omnigravity", &g]).stdout);
    assert_eq!(judged.lines().count(), 3, "{judged}");
    let bare: String = judged
        .lines()
        .map(|l| format!("{}\n", l.split_once(": ").expect("a label").1))
        .collect();
    let o = temp("o", bare.as_bytes());
    let out = puzzles(&["check", "omnigravity", &g, &o]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{report}");
    assert!(report.ends_with("Accepted 0/3\n"), "{report}");
    let first = judged.lines().next().unwrap().split_once(": ").unwrap().1;
    let line = format!(
        "Case 1: expected {first}, found {first} (wrong answer: no case label: expected \"Case 1: \" before the answer)\n"
    );
    assert!(report.starts_with(&line), "{report}");
    // A label spelt differently stays a presentation fault, accepted.
    let o = temp("o-case", judged.replace("Case ", "case ").as_bytes());
    let out = puzzles(&["check", "omnigravity", &g, &o]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
}

#[test]
fn check_prints_invisible_and_bidirectional_characters_escaped() {
    let input = temp("h.in", b"1 2 2\n1 1\n1 1 1 2 1 2\n1 2 1 1 1 2\n");
    for (hidden, escaped) in [
        ("\u{a0}", r"\u{a0}"),
        ("\u{202e}", r"\u{202e}"),
        ("\u{feff}", r"\u{feff}"),
    ] {
        let output = temp("h.out", format!("0\n{hidden}1\n").as_bytes());
        let out = puzzles(&["check", "huarong", &input, &output]);
        let report = text(&out.stdout);
        assert_eq!(
            report,
            format!(
                "Query 2: expected 1, found {escaped}1 (wrong answer)\n\
                 Known mistake: none of the catalogue reproduces these wrong answers\nAccepted 1/2\n"
            ),
            "{hidden:?}"
        );
    }
}

/// `puzzles check sokoban` is a special judge: of two paths that tie (2 pushes, 5 moves), whichever the judge prints,
/// the other is accepted too; a path with an illegal first move is a wrong answer that names that move.
#[test]
fn check_sokoban_accepts_a_tied_path_and_names_an_illegal_move() {
    let input = "3 3\nS..\n.B.\n..T\n0 0\n";
    let g = temp("tie.in", input.as_bytes());
    let judged = text(&puzzles(&["judge", "sokoban", &g]).stdout);
    let (right_first, down_first) = ("sEneS", "eSwsE");
    let other = match judged.as_str() {
        "Maze #1\nsEneS\n\n" => down_first,
        "Maze #1\neSwsE\n\n" => right_first,
        _ => panic!("one of the two tied paths: {judged}"),
    };
    let o = temp("tie.out", format!("Maze #1\n{other}\n\n").as_bytes());
    let out = puzzles(&["check", "sokoban", &g, &o]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{report}");
    assert!(report.ends_with("Accepted 1/1\n"), "{report}");
    let bad = temp("bad.out", b"Maze #1\nnEneS\n\n");
    let out = puzzles(&["check", "sokoban", &g, &bad]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{report}");
    assert!(report.contains("move 1 (n)"), "{report}");
    assert!(report.ends_with("Accepted 0/1\n"), "{report}");
}
