//! Generators: `generate_board` gives the same board for the same seed and level, a board whose judge input loads
//! back as itself; `make_tests` gives the same bytes for the same arguments, and they judge (partners: each puzzle's
//! `Game::generate` and `puzzles/<name>/testgen.rs`, crates/core/src/testgen.rs).

use puzzle_core::testgen::{size_range, Kind};
use puzzle_core::{generate_board, levels, load_board, make_tests};

use super::each_puzzle;

#[test]
fn the_same_seed_and_level_generate_the_same_board_which_loads_back_as_itself() {
    each_puzzle(|puzzle| {
        for level in 0..levels(puzzle).unwrap().len() {
            for seed in [0, 7, u64::MAX] {
                let what = format!("{puzzle} level {level} seed {seed}");
                let a = generate_board(puzzle, seed, level).unwrap();
                let b = generate_board(puzzle, seed, level).unwrap();
                let text = a.judge_input(false);
                assert_eq!(text, b.judge_input(false), "{what}");
                assert_eq!(a.frame(), b.frame(), "{what}");
                let loaded =
                    load_board(puzzle, &text, 0).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
                assert_eq!(
                    loaded.frame(),
                    a.frame(),
                    "{what}: its judge input is itself"
                );
            }
        }
    });
}

#[test]
fn make_tests_gives_the_same_bytes_for_the_same_arguments_and_they_parse() {
    each_puzzle(|puzzle| {
        let (_, lo, hi) = size_range(puzzle).unwrap();
        for kind in [Kind::Random, Kind::Edge, Kind::Worst] {
            for (seed, size) in [(1, None), (2, Some(lo)), (3, Some(hi))] {
                let what = format!("{puzzle} {kind:?} seed {seed} size {size:?}");
                let made = make_tests(puzzle, seed, kind, size).unwrap();
                assert_eq!(
                    made,
                    make_tests(puzzle, seed, kind, size).unwrap(),
                    "{what}"
                );
                match load_board(puzzle, &made, 0) {
                    Ok(_) | Err(puzzle_core::Error::NoCase { .. }) => {}
                    Err(e) => panic!("{what}: {e}\n{made}"),
                }
            }
        }
        let small = make_tests(puzzle, 4, Kind::Random, Some(lo.max(3))).unwrap();
        puzzle_core::judge(puzzle, &small).unwrap_or_else(|e| panic!("{puzzle}: {e}"));
    });
}
