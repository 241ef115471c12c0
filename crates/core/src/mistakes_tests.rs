//! Tests of the known mistakes (partners: `mistakes.rs`, `catalogue.rs`, each `puzzles/<name>/mistakes.rs`): every
//! puzzle's catalogue, each mistake differing from the real solver, named from its own output, and its smallest
//! failing case checked against an exhaustive search of every smaller input.

use super::*;
use crate::l10n::{Lang, Messages};
use crate::PUZZLES;

#[test]
fn every_puzzle_has_four_mistakes_explained_in_both_languages() {
    for puzzle in PUZZLES {
        let ids = ids(puzzle).unwrap();
        assert!(ids.len() >= 4, "{puzzle}: {ids:?}");
        for id in ids {
            assert!(
                id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{id}"
            );
            let text = explanation(puzzle, id).unwrap();
            for lang in Lang::ALL {
                let words = Messages::with(lang, &[]).format(&text);
                assert!(
                    !words.is_empty() && !words.contains(id),
                    "{puzzle} {id} {lang:?}: {words}"
                );
            }
        }
    }
}

#[test]
fn an_unknown_mistake_is_refused_naming_the_ids() {
    let err = judge_with("holedox", "nope", crate::sample("holedox").unwrap()).unwrap_err();
    let words = Messages::with(Lang::En, &[]).format(&err.text());
    assert!(
        words.contains("head-enters-tail") && words.contains("\"nope\""),
        "{words}"
    );
}

/// Every mistake but one whose answers are always right fails somewhere, and its own output is named.
#[test]
fn each_mistake_differs_from_the_real_solver_and_is_named_from_its_output() {
    for puzzle in PUZZLES {
        for id in ids(puzzle).unwrap() {
            let same = with_puzzle!(*puzzle, |P| find::<P>(id).unwrap().same_answers, false);
            let found = hack(puzzle, id).unwrap();
            if same {
                assert!(found.is_none(), "{puzzle} {id}");
                continue;
            }
            let hack = found.unwrap_or_else(|| panic!("{puzzle} {id}: no failing case"));
            assert_ne!(hack.expected, hack.found, "{puzzle} {id}");
            assert_eq!(judge_with(puzzle, id, &hack.input).unwrap(), hack.found);
            let verdict = crate::check(puzzle, &hack.input, &hack.found).unwrap();
            let named = name(puzzle, &hack.input, &verdict).unwrap();
            let named = named
                .unwrap()
                .unwrap_or_else(|| panic!("{puzzle} {id}: not named"));
            // A mistake listed earlier may make the same answers on so small a case.
            let first = ids(puzzle)
                .unwrap()
                .into_iter()
                .find(|other| judge_with(puzzle, other, &hack.input).unwrap() == hack.found);
            assert_eq!(Some(named.id), first, "{puzzle} {id}");
        }
    }
}

#[test]
fn a_right_output_names_nothing_and_a_foreign_wrong_one_names_none() {
    let input = crate::sample("holedox").unwrap();
    let right = crate::judge("holedox", input).unwrap();
    let verdict = crate::check("holedox", input, &right).unwrap();
    assert_eq!(name("holedox", input, &verdict).unwrap(), None);
    let verdict = crate::check("holedox", input, "Case 1: 12345\nCase 2: -1\n").unwrap();
    assert_eq!(name("holedox", input, &verdict).unwrap(), Some(None));
}

/// The smallest failing case is no larger than any failing input of fewer cells, or of as many cells and fewer
/// pieces or a smaller answer: every listed input of at most its cells is tried, each failing one collected (not only
/// the first cells that fail).
#[test]
fn each_smallest_failing_case_has_no_smaller_failing_input() {
    for puzzle in PUZZLES {
        with_puzzle!(
            *puzzle,
            |P| {
                for mistake in P::MISTAKES.iter().filter(|m| !m.same_answers) {
                    let hack = smallest::<P>(mistake, P::HACK_CELLS).unwrap();
                    let (cells, pieces, answer) = hack.size;
                    for smaller in 1..=cells {
                        for (key, other) in failing::<P>(mistake, smaller) {
                            let bigger = (smaller, key.0, key.1) >= (cells, pieces, answer);
                            assert!(
                                bigger,
                                "{puzzle} {}: {} fails before {}",
                                mistake.id, other.input, hack.input
                            );
                        }
                    }
                }
            },
            ()
        );
    }
}
