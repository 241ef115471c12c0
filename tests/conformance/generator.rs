//! Generators: `generate_board` gives the same board for the same seed and level, a board whose judge input loads
//! back as itself (partners: each puzzle's `Game::generate`; `make_tests`, the same bytes for the same arguments and
//! inputs that parse and judge, is checked over the registry by crates/core/src/testgen.rs's tests).

use puzzle_core::{generate_board, levels, load_board};

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
