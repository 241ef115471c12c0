//! No panic on any input: token soup and mutated fixtures, judged for every puzzle of the registry; every error is
//! located inside the text and reads "expected X, found Y" (partners: main.rs, tests/support/lib.rs `judge_located`,
//! crates/core/fuzz/, which runs the same property under libFuzzer).

use std::ops::Range;

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use puzzle_tests::{fixtures, judge_located};

use super::each_puzzle;

/// Numbers at and past every edge: zero, signs, `i32`/`i64` limits, the brief's giants.
const EXTREMES: [&str; 14] = [
    "0",
    "-0",
    "+1",
    "-1",
    "00000000000000000000007",
    "2147483647",
    "2147483648",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "99999999999999999999999",
    "1000000000",
    "1000000",
];

/// Separators, from the usual to the odd (a lone CR, Unicode spaces).
const SEPARATORS: [&str; 10] = [
    " ", "\n", "\r\n", "\t", "\n\n", "  ", "\r", "\u{a0}", "\u{2028}", "\u{3000}",
];

/// One token: a small number, an extreme, an OmniGravity-like row, or noise.
fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (-3i64..40).prop_map(|v| v.to_string()),
        2 => prop::sample::select(&EXTREMES[..]).prop_map(str::to_string),
        3 => "[ABCD.#]{6,10}",
        1 => "[a-zA-Z+.,-]{1,4}",
        1 => "\\PC{1,4}",
        1 => prop::collection::vec(any::<char>(), 1..4).prop_map(|c| c.into_iter().collect()),
    ]
}

/// Random tokens with random separators.
fn soup() -> impl Strategy<Value = String> {
    let separator = prop::sample::select(&SEPARATORS[..]);
    prop::collection::vec((token(), separator), 0..120).prop_map(|parts| {
        parts
            .into_iter()
            .flat_map(|(t, s)| [t, s.to_string()])
            .collect()
    })
}

/// One edit of a valid input; positions are taken modulo what exists.
#[derive(Debug, Clone)]
enum Mutation {
    Replace(usize, String),
    Extreme(usize, &'static str),
    Nudge(usize, i64),
    Delete(usize),
    Duplicate(usize),
    Swap(usize, usize),
    ChangeChar(usize, usize, char),
    DropLine(usize),
    CopyLine(usize, usize),
    Truncate(usize),
    Insert(usize, String),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let at = any::<usize>;
    let cell = prop_oneof![
        prop::sample::select(&['A', 'B', 'C', 'D', '.', '#', '0', '1'][..]),
        any::<char>()
    ];
    prop_oneof![
        3 => (at(), token()).prop_map(|(i, t)| Mutation::Replace(i, t)),
        2 => (at(), prop::sample::select(&EXTREMES[..])).prop_map(|(i, t)| Mutation::Extreme(i, t)),
        3 => (at(), -2i64..=2).prop_map(|(i, d)| Mutation::Nudge(i, d)),
        2 => at().prop_map(Mutation::Delete),
        2 => at().prop_map(Mutation::Duplicate),
        1 => (at(), at()).prop_map(|(i, j)| Mutation::Swap(i, j)),
        3 => (at(), at(), cell).prop_map(|(i, j, c)| Mutation::ChangeChar(i, j, c)),
        1 => at().prop_map(Mutation::DropLine),
        1 => (at(), at()).prop_map(|(i, j)| Mutation::CopyLine(i, j)),
        1 => at().prop_map(Mutation::Truncate),
        2 => (at(), prop_oneof![prop::sample::select(&SEPARATORS[..]).prop_map(str::to_string), "\\PC{1,3}", prop::collection::vec(any::<char>(), 1..4).prop_map(|c| c.into_iter().collect())])
            .prop_map(|(i, s)| Mutation::Insert(i, s)),
    ]
}

/// The byte ranges of the whitespace-separated tokens of `text` (as the scanner splits).
fn spans(text: &str) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                spans.push(s..i);
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    spans
}

/// The char boundary at or before `at % (len + 1)`.
fn boundary(text: &str, at: usize) -> usize {
    let mut at = at % (text.len() + 1);
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The line ranges of `text` (split at `\n`, newline included).
fn line_spans(text: &str) -> Vec<Range<usize>> {
    let mut start = 0;
    let mut lines = Vec::new();
    for (i, _) in text.match_indices('\n') {
        lines.push(start..i + 1);
        start = i + 1;
    }
    lines.push(start..text.len());
    lines
}

fn apply(text: &mut String, mutation: &Mutation) {
    let tokens = spans(text);
    let pick = |i: usize| tokens.get(i % tokens.len().max(1)).cloned();
    match mutation {
        Mutation::Replace(i, t) => {
            if let Some(r) = pick(*i) {
                text.replace_range(r, t);
            }
        }
        Mutation::Extreme(i, t) => {
            if let Some(r) = pick(*i) {
                text.replace_range(r, t);
            }
        }
        Mutation::Nudge(i, delta) => {
            if let Some(r) = pick(*i) {
                if let Ok(value) = text[r.clone()].parse::<i64>() {
                    text.replace_range(r, &value.saturating_add(*delta).to_string());
                }
            }
        }
        Mutation::Delete(i) => {
            if let Some(r) = pick(*i) {
                text.replace_range(r, "");
            }
        }
        Mutation::Duplicate(i) => {
            if let Some(r) = pick(*i) {
                let copy = format!("{} ", &text[r.clone()]);
                text.insert_str(r.start, &copy);
            }
        }
        Mutation::Swap(i, j) => {
            if let (Some(a), Some(b)) = (pick(*i), pick(*j)) {
                let (a, b) = if a.start <= b.start { (a, b) } else { (b, a) };
                if a.end <= b.start {
                    let (first, second) =
                        (text[a.clone()].to_string(), text[b.clone()].to_string());
                    text.replace_range(b, &first);
                    text.replace_range(a, &second);
                }
            }
        }
        Mutation::ChangeChar(i, j, c) => {
            if let Some(r) = pick(*i) {
                let token = &text[r.clone()];
                if let Some((k, old)) = token.char_indices().nth(j % token.chars().count()) {
                    let at = r.start + k;
                    text.replace_range(at..at + old.len_utf8(), &c.to_string());
                }
            }
        }
        Mutation::DropLine(i) => {
            let lines = line_spans(text);
            text.replace_range(lines[i % lines.len()].clone(), "");
        }
        Mutation::CopyLine(i, j) => {
            let lines = line_spans(text);
            let line = text[lines[i % lines.len()].clone()].to_string();
            text.insert_str(lines[j % lines.len()].start, &line);
        }
        Mutation::Truncate(at) => {
            let at = boundary(text, *at);
            text.truncate(at);
        }
        Mutation::Insert(at, s) => {
            let at = boundary(text, *at);
            text.insert_str(at, s);
        }
    }
}

/// A runner with a fixed seed (stable across runs) unless `PROPTEST_RNG_SEED` is set.
fn runner(cases: u32) -> TestRunner {
    let mut config = Config::with_cases(cases);
    if config.rng_seed == RngSeed::Random {
        config.rng_seed = RngSeed::Fixed(0x5eed_0fba_d1e7);
    }
    config.failure_persistence = None;
    TestRunner::new(config)
}

/// Token soup and mutated fixtures for `puzzle`: never a panic, every error located.
/// Returns (soup cases, mutated cases, how many of all were accepted).
fn harness(puzzle: &str, soup_cases: u32, mutated_cases: u32) -> (u32, u32, usize) {
    let accepted = std::cell::Cell::new(0);
    let check = |text: &str| -> Result<(), TestCaseError> {
        match judge_located(puzzle, text) {
            Ok(None) => {
                accepted.set(accepted.get() + 1);
                Ok(())
            }
            Ok(Some(_)) => Ok(()),
            Err(why) => Err(TestCaseError::fail(format!("{why}\ninput: {text:?}"))),
        }
    };
    let mut soup_runner = runner(soup_cases);
    if let Err(e) = soup_runner.run(&soup(), |text| check(&text)) {
        panic!("{puzzle} token soup: {e}");
    }
    let bases: Vec<String> = fixtures(puzzle)
        .iter()
        .map(|(input, _)| std::fs::read_to_string(input).expect("fixture"))
        .filter(|text| {
            let report = puzzle_core::report(puzzle, text).expect("a fixture is valid");
            report.explored.iter().sum::<u64>() <= MUTATED_BASE_STATES
        })
        .collect();
    assert!(!bases.is_empty(), "{puzzle}: no fixtures to mutate");
    let strategy = (0..bases.len(), prop::collection::vec(mutation(), 1..=4));
    let mut mutated_runner = runner(mutated_cases);
    let result = mutated_runner.run(&strategy, |(base, mutations)| {
        let mut text = bases[base].clone();
        for m in &mutations {
            apply(&mut text, m);
        }
        check(&text)
    });
    if let Err(e) = result {
        panic!("{puzzle} mutated fixtures: {e}");
    }
    eprintln!(
        "{puzzle}: {soup_cases} token soups and {mutated_cases} mutated fixtures judged, {} accepted, none panicked",
        accepted.get()
    );
    (soup_cases, mutated_cases, accepted.get())
}

/// Token soups and mutated fixtures per puzzle (each on its own thread).
const SOUPS: u32 = 2500;
const MUTATED: u32 = 7500;
/// The fixtures mutated are those whose judge explores at most this many states. A mutation changes a token or a line
/// and the rest of the input is judged as before, so a long search only repeats itself: Klotski's two files of 20
/// classic boards (1.4 and 0.8 million states) took 46 of this test's 52 s; every other fixture explores at most 312,000.
const MUTATED_BASE_STATES: u64 = 500_000;

#[test]
fn every_puzzle_never_panics_and_locates_every_error() {
    each_puzzle(|puzzle| {
        harness(puzzle, SOUPS, MUTATED);
    });
}
