//! Golden judge fixtures: every `tests/cases/<puzzle>/*.in` through `puzzle_core::judge`, compared byte for byte with its `.out`.

use puzzle_tests::fixtures;

fn check_fixtures(puzzle: &str) {
    let pairs = fixtures(puzzle);
    assert!(!pairs.is_empty(), "no fixtures for {puzzle}");
    for (input, output) in pairs {
        let text = std::fs::read_to_string(&input).expect("readable input");
        let expected = std::fs::read_to_string(&output).expect("readable output");
        let actual = puzzle_core::judge(puzzle, &text)
            .unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        assert_eq!(actual, expected, "{}", input.display());
    }
}

#[test]
fn omnigravity_fixtures() {
    check_fixtures("omnigravity");
}

#[test]
fn huarong_fixtures() {
    check_fixtures("huarong");
}

#[test]
fn holedox_fixtures() {
    check_fixtures("holedox");
}

#[test]
fn fifteen_fixtures() {
    check_fixtures("fifteen");
}
