//! Klotski (经典华容道) tests, one binary: `judge.rs` (fixtures, the bad-input catalogue, the named layouts, the
//! classic's figures, metrics, generators), `oracle.rs` (a plain BFS over lettered boxes and the differential
//! proptests) (partners: crates/core/src/puzzles/klotski/, `tests/cases/klotski/`). Klotski is not in the core's
//! list yet, so the shared `tests/judge.rs` and `tests/robustness.rs` do not see it: `judge.rs` runs its fixtures.

mod judge;
mod oracle;
