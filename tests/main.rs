//! The cross-crate tests, one test binary (partners: tests/README.md, tests/support/lib.rs as `puzzle_tests`): the
//! conformance suite over the registry and each puzzle's folder, then the tests of the core's layers and views.

mod conformance;
mod fifteen;
mod game;
mod holedox;
mod huarong;
mod insight_figures;
mod klotski;
mod layers;
mod messages;
mod omnigravity;
mod robustness;
mod search;
mod sokoban;
mod testgen_mix;
mod xray;
