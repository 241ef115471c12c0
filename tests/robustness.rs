//! Robustness: the bad-input catalogue and the no-panic proptest harness (placeholder until written).
