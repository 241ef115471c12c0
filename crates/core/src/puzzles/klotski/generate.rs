//! Klotski generator (stub).

/// stub
pub fn worst_case(_seed: u64) -> String {
    "1\n5 4\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n4 2\n".to_string()
}
