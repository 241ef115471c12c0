//! Fuzz target: `puzzle_core::judge("huarong", ..)` never panics and locates every error (partners: common.rs, ../../src/lib.rs).
#![no_main]

mod common;

libfuzzer_sys::fuzz_target!(|data: &[u8]| common::judge_located("huarong", data));
