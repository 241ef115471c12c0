//! A puzzle's list of levels for the page, and the puzzle of the day: the generator's levels (a fixed set of seeds per
//! difficulty, the same for everyone), the puzzle's named layouts (Klotski's), each loaded by its id. Partners: lib.rs
//! (the registry, `generate_board`, `load_case`), info.rs (`Layout`), session/outcome.rs (a win's mark), the worker's
//! `levels` and `level` requests (crates/wasm), web/js/views/levels.js (draws the list).

use serde::Serialize;

use crate::session::Game;
use crate::text::Text;
use crate::{board::Board, puzzles, Error, Playable, Puzzle};

/// The seeds of each difficulty's levels, in the list's order: level `k` (1-based) of a difficulty is its seed `k`.
pub const SEEDS: [u64; 6] = [11, 23, 37, 41, 53, 67];

/// One level of a puzzle's list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Level {
    /// Its id, the same in every visit and language (the page keeps progress under it): `d<difficulty>-<k>` for the
    /// generator's, `classic-<k>` for a named layout (both 1-based `k`).
    pub id: String,
    /// Its name in full: "easy, level 3", "横刀立马 (Sabre across the saddle)".
    pub name: Text,
    /// Its name under its group's heading: "Level 3", "横刀立马".
    pub label: Text,
    /// A few words under the label, empty in some languages: a named layout's English gloss ("Sabre across the
    /// saddle"); `None` for none.
    pub note: Option<Text>,
    /// The group it is listed under: the difficulty's name, or the named layouts.
    pub group: Text,
    /// The generator's difficulty (an index of [`crate::Info::levels`]); `None` for a named layout.
    pub difficulty: Option<usize>,
}

/// The levels of `P`: each difficulty's, easiest first, then its named layouts.
fn list_of<P: Playable>() -> Vec<Level> {
    let difficulties = <P::Game as Game>::LEVELS;
    let mut list = Vec::new();
    for (d, difficulty) in difficulties.iter().enumerate() {
        if <P::Game as Game>::UNSOLVABLE.contains(&d) {
            continue;
        }
        for k in 1..=SEEDS.len() {
            list.push(Level {
                id: format!("d{}-{k}", d + 1),
                name: Text::new("level-name")
                    .arg("difficulty", difficulty.clone())
                    .arg("n", k),
                label: Text::new("level-label").arg("n", k),
                note: None,
                group: difficulty.clone(),
                difficulty: Some(d),
            });
        }
    }
    for (k, layout) in P::layouts().iter().enumerate() {
        let name = Text::new("level-name-layout")
            .arg("name", layout.name)
            .arg("gloss", layout.gloss);
        list.push(Level {
            id: format!("classic-{}", k + 1),
            label: Text::new("level-label-layout").arg("name", layout.name),
            note: Some(Text::new("level-note-layout").arg("gloss", layout.gloss)),
            name,
            group: Text::new("level-group-layouts"),
            difficulty: None,
        });
    }
    list
}

/// The list of `puzzle`'s levels.
pub fn list(puzzle: &str) -> Result<Vec<Level>, Error> {
    with_puzzle!(puzzle, |P| Ok(list_of::<P>()), crate::unknown(puzzle))
}

/// The seed of the puzzle of the day of `date` (`YYYY-MM-DD`, the UTC date): the number `YYYYMMDD`; `None` for a
/// text that is no such date.
pub fn daily_seed(date: &str) -> Option<u64> {
    let parts: Vec<&str> = date.trim().split('-').collect();
    let [y, m, d] = parts.as_slice() else {
        return None;
    };
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
        return None;
    }
    let (y, m, d): (u64, u64, u64) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then_some(y * 10_000 + m * 100 + d)
}

/// The difficulty of every puzzle of the day: the middle one of the generator's that can be solved; for a puzzle
/// without a goal (done when every reachable state is visited), the first.
fn daily_difficulty<P: Playable>() -> usize {
    let solvable: Vec<usize> = (0..<P::Game as Game>::LEVELS.len())
        .filter(|d| !<P::Game as Game>::UNSOLVABLE.contains(d))
        .collect();
    let middle = if <P::Game as Game>::GOAL {
        solvable.len() / 2
    } else {
        0
    };
    solvable.get(middle).copied().unwrap_or(0)
}

/// The board of level `id` of `P` ([`Level::id`], or `daily-YYYY-MM-DD` for the puzzle of the day).
fn load_of<P: Playable>(id: &str) -> Option<Box<dyn Board>> {
    if let Some(date) = id.strip_prefix("daily-") {
        let seed = daily_seed(date)?;
        return crate::generate_board(P::NAME, seed, daily_difficulty::<P>()).ok();
    }
    if let Some(k) = id.strip_prefix("classic-") {
        let k: usize = k.parse().ok()?;
        let layout = P::layouts().into_iter().nth(k.checked_sub(1)?)?;
        return crate::load_case(P::NAME, &layout.input, "1").ok();
    }
    let (d, k) = id.strip_prefix('d')?.split_once('-')?;
    let (d, k): (usize, usize) = (d.parse().ok()?, k.parse().ok()?);
    let seed = *SEEDS.get(k.checked_sub(1)?)?;
    let d = d.checked_sub(1)?;
    (d < <P::Game as Game>::LEVELS.len())
        .then(|| crate::generate_board(P::NAME, seed, d).ok())
        .flatten()
}

/// The board of `puzzle`'s level `id`: one of [`list`]'s ids, or `daily-YYYY-MM-DD`.
#[inline]
pub fn load(puzzle: &str, id: &str) -> Result<Box<dyn Board>, Error> {
    let unknown_level =
        || Error::Unsupported(Text::new("error-no-level").arg("found", crate::scan::quote(id)));
    with_puzzle!(
        puzzle,
        |P| load_of::<P>(id).ok_or_else(unknown_level),
        crate::unknown(puzzle)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_date_is_the_seed() {
        assert_eq!(daily_seed("2026-12-05"), Some(20_261_205));
        assert_eq!(daily_seed(" 2026-01-31 "), Some(20_260_131));
        assert_eq!(daily_seed("2026-13-05"), None);
        assert_eq!(daily_seed("2026-1-5"), None);
        assert_eq!(daily_seed("tomorrow"), None);
    }

    #[test]
    fn every_listed_level_loads_and_the_same_twice() {
        for name in crate::PUZZLES {
            let levels = list(name).unwrap();
            assert!(!levels.is_empty(), "{name}");
            // The first level of each group (the rest are the same code with other seeds).
            for level in levels.iter().filter(|l| l.id.ends_with("-1")) {
                let a = load(name, &level.id).unwrap().judge_input(false);
                let b = load(name, &level.id).unwrap().judge_input(false);
                assert_eq!(a, b, "{name} {}", level.id);
            }
            assert!(load(name, "daily-2026-12-05").is_ok());
            assert!(load(name, "d0-1").is_err());
            assert!(load(name, "d1-99").is_err());
            assert!(load(name, "nonsense").is_err());
        }
    }
}
