//! The property the fuzz target checks (partners: judge.rs; the same property as tests/conformance/nopanic.rs).
//!
//! Run from `crates/core`, seeded from every puzzle's judge fixtures:
//! `mkdir -p fuzz/corpus/judge && cp ../../tests/cases/*/*.in fuzz/corpus/judge/`
//! then `cargo +nightly fuzz run --sanitizer none judge fuzz/corpus/judge -- -runs=10000000 -max_len=4096 -timeout=5`.
//! The core forbids `unsafe`, so AddressSanitizer (the default) finds nothing more and runs 2-3 times slower.

use puzzle_core::Error;

/// Judges `data` as `puzzle` input (bytes that are not UTF-8 become U+FFFD, as the
/// page's text box would hold them): it must not panic, and a parse error must sit
/// inside the text, `expected X, found Y`.
pub fn judge_located(puzzle: &str, data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match puzzle_core::judge(puzzle, &text) {
        Ok(output) => assert!(output.is_empty() || output.ends_with('\n')),
        Err(Error::Parse(e)) => {
            let lines: Vec<&str> = text.split('\n').collect();
            assert!(
                e.line >= 1 && e.line <= lines.len(),
                "{e}: line out of the text"
            );
            let width = lines[e.line - 1].chars().count();
            assert!(
                e.column >= 1 && e.column <= width + 1,
                "{e}: column out of its line"
            );
            assert!(e.message.to_string().starts_with("expected "), "{e}");
            assert!(e.message.to_string().contains(", found "), "{e}");
        }
        Err(other) => panic!("not a parse error: {other}"),
    }
}
