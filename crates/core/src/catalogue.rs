//! What a puzzle's catalogue of known mistakes is (partners: each `puzzles/<name>/mistakes.rs` fills it, `mistakes.rs`
//! over the registry names a mistake in a verdict, prints its output and searches its smallest failing case): the
//! [`Mistake`] entries, the [`Mistaken`] trait and the small searches the deliberately wrong solvers share.

use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, VecDeque};
use std::hash::Hash;

use rustc_hash::FxHashMap as HashMap;

use crate::Puzzle;

/// The most states a deliberately wrong solver keeps for one case before it gives up (and prints [`GAVE_UP`]).
pub const STATE_CAP: usize = 400_000;

/// What a wrong solver prints for a case it gave up on (never a judge's answer, so never a right one).
pub const GAVE_UP: &str = "gave up";

/// One classic wrong approach to a puzzle: how a deliberately wrong solver bends the rules ([`Mistaken::answer`]), its
/// id and its explanation.
pub struct Mistake<B: 'static> {
    /// Its id, kebab-case, as typed after `--mistake`: `head-enters-tail`.
    pub id: &'static str,
    /// The message id of its explanation in both languages: `<puzzle>-mistake-<id>`.
    pub explain: &'static str,
    /// How it bends the rules: what [`Mistaken::answer`] is given.
    pub bend: B,
    /// Whether its answers are always the right ones (a trap for time, not for correctness): it cannot be named from
    /// answers alone and has no failing case.
    pub same_answers: bool,
}

impl<B> Mistake<B> {
    /// The mistake `id`, explained by message `explain`, whose wrong solver bends the rules by `bend`.
    pub const fn new(id: &'static str, explain: &'static str, bend: B) -> Mistake<B> {
        Mistake {
            id,
            explain,
            bend,
            same_answers: false,
        }
    }

    /// The mistake `id` whose answers are always the right ones ([`Mistake::same_answers`]: a trap for time).
    pub const fn time_trap(id: &'static str, explain: &'static str, bend: B) -> Mistake<B> {
        Mistake {
            id,
            explain,
            bend,
            same_answers: true,
        }
    }
}

/// A puzzle with a catalogue of known mistakes, and the small boards its smallest failing cases are searched among.
pub trait Mistaken: Puzzle
where
    Self::Input: 'static,
{
    /// How one of its wrong solvers bends the rules.
    type Bend: Copy + 'static;
    /// The catalogue, in the order `puzzles hack --list` prints it.
    const MISTAKES: &'static [Mistake<Self::Bend>];
    /// The printed answer of the wrong solver bent by `bend` to case `index` of a parsed input (as the judge prints an
    /// answer, without its label).
    fn answer(input: &Self::Input, index: usize, bend: Self::Bend) -> String;
    /// The most cells the search for a smallest failing case tries.
    const HACK_CELLS: usize;
    /// Every judge input of one case whose board has exactly `cells` cells (as [`Mistaken::cells`] counts them), in a
    /// fixed order; some may be refused by the parser (they are skipped).
    fn small_inputs(cells: usize) -> Vec<String>;
    /// The inputs the search for the smallest failing case of the mistake bent by `bend` tries among those of
    /// [`Mistaken::small_inputs`]`(cells)` with exactly `pieces` pieces, in their listed order; `None` (the default) to
    /// have the search read every listed input and sort them by pieces. A puzzle may leave out only inputs that cannot
    /// be that mistake's smallest failing case: it fails on none of them, or for each an input earlier in the order
    /// (fewer cells, or as many and fewer pieces, or as many and the same answer listed before) fails exactly when it
    /// does. The search tries `pieces` from 0 up to `cells`.
    fn hack_inputs(cells: usize, pieces: usize, bend: Self::Bend) -> Option<Vec<String>> {
        let _ = (cells, pieces, bend);
        None
    }
    /// The cells of case 0 of `input`: the first key of the order of smallest cases.
    fn cells(input: &Self::Input) -> usize;
    /// The pieces of case 0 of `input`: the second key.
    fn pieces(input: &Self::Input) -> usize;
}

/// The fewest moves from `start` to a state where `goal` holds, each state's successors from `next`: `Some(moves)`,
/// `Some(-1)` when no state reached is a goal, `None` when more than [`STATE_CAP`] states were met.
pub fn bfs<S: Clone + Eq + Hash>(
    start: S,
    goal: impl Fn(&S) -> bool,
    mut next: impl FnMut(&S, &mut Vec<S>),
) -> Option<i64> {
    if goal(&start) {
        return Some(0);
    }
    let mut seen: HashMap<S, i64> = HashMap::default();
    seen.insert(start.clone(), 0);
    let mut queue = VecDeque::from([start]);
    let mut out = Vec::new();
    while let Some(state) = queue.pop_front() {
        let depth = seen[&state];
        out.clear();
        next(&state, &mut out);
        for child in out.drain(..) {
            if let Entry::Vacant(slot) = seen.entry(child.clone()) {
                if goal(&child) {
                    return Some(depth + 1);
                }
                slot.insert(depth + 1);
                if seen.len() > STATE_CAP {
                    return None;
                }
                queue.push_back(child);
            }
        }
    }
    Some(-1)
}

/// How many states can be reached from `start` by at least one move (the start only if a move returns to it), or
/// `None` past [`STATE_CAP`].
pub fn reached<S: Clone + Eq + Hash>(
    start: S,
    mut next: impl FnMut(&S, &mut Vec<S>),
) -> Option<usize> {
    let mut seen: HashMap<S, ()> = HashMap::default();
    let mut queue = VecDeque::from([start]);
    let mut out = Vec::new();
    while let Some(state) = queue.pop_front() {
        out.clear();
        next(&state, &mut out);
        for child in out.drain(..) {
            if let Entry::Vacant(slot) = seen.entry(child.clone()) {
                slot.insert(());
                if seen.len() > STATE_CAP {
                    return None;
                }
                queue.push_back(child);
            }
        }
    }
    Some(seen.len())
}

/// The cheapest cost from `start` to a goal, each successor with its step's cost (Dijkstra): `Some(cost)`,
/// `Some(-1)` when none, `None` past [`STATE_CAP`] states.
pub fn cheapest<S: Clone + Eq + Hash + Ord>(
    start: S,
    goal: impl Fn(&S) -> bool,
    mut next: impl FnMut(&S, &mut Vec<(S, i64)>),
) -> Option<i64> {
    let mut best: HashMap<S, i64> = HashMap::default();
    best.insert(start.clone(), 0);
    let mut heap = BinaryHeap::from([std::cmp::Reverse((0i64, start))]);
    let mut out = Vec::new();
    while let Some(std::cmp::Reverse((cost, state))) = heap.pop() {
        if best.get(&state).is_some_and(|&b| b < cost) {
            continue;
        }
        if goal(&state) {
            return Some(cost);
        }
        out.clear();
        next(&state, &mut out);
        for (child, step) in out.drain(..) {
            let total = cost + step;
            if best.get(&child).is_none_or(|&b| total < b) {
                best.insert(child.clone(), total);
                if best.len() > STATE_CAP {
                    return None;
                }
                heap.push(std::cmp::Reverse((total, child)));
            }
        }
    }
    Some(-1)
}

/// An answer as a wrong solver prints it: the count, the puzzle's word for impossible, or [`GAVE_UP`].
pub fn printed(answer: Option<i64>, impossible: &str) -> String {
    match answer {
        Some(-1) => impossible.to_string(),
        Some(n) => n.to_string(),
        None => GAVE_UP.to_string(),
    }
}

/// Every way to choose `k` of `0..n`, each in increasing order, the choices in lexicographic order.
pub fn choose(n: usize, k: usize) -> Vec<Vec<usize>> {
    fn go(from: usize, n: usize, k: usize, now: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if now.len() == k {
            out.push(now.clone());
            return;
        }
        for i in from..n {
            now.push(i);
            go(i + 1, n, k, now, out);
            now.pop();
        }
    }
    let mut out = Vec::new();
    go(0, n, k, &mut Vec::new(), &mut out);
    out
}

/// The board shapes `(rows, cols)` of exactly `cells` cells with both sides in `min..=max`, fewest rows first.
pub fn shapes(cells: usize, min: usize, max: usize) -> Vec<(usize, usize)> {
    (min..=max)
        .filter(|r| cells % r == 0 && (min..=max).contains(&(cells / r)))
        .map(|r| (r, cells / r))
        .collect()
}
