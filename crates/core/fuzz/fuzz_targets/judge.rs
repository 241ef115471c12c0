//! Fuzz target: the same bytes judged as every puzzle of the registry (`puzzle_core::PUZZLES`), none may panic and
//! every error is located (partners: common.rs, ../../src/lib.rs; a new puzzle is fuzzed by being listed).
#![no_main]

mod common;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    for puzzle in puzzle_core::PUZZLES {
        common::judge_located(puzzle, data);
    }
});
