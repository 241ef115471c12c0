//! Klotski (经典华容道) tests, one module of the tests binary (tests/main.rs): `judge.rs` (fixtures, the bad-input catalogue, the named layouts, the
//! classic's figures, metrics, generators), `oracle.rs` (a plain BFS over lettered boxes and the differential
//! proptests), `play.rs` (the playable board: drags, picks, the three counts, edits) (partners:
//! crates/core/src/puzzles/klotski/, `tests/cases/klotski/`; the conformance suite runs its fixtures too).

mod judge;
mod oracle;
mod play;
