//! The one plain breadth-first search of the core, [`breadth_first`]: every puzzle's insight (`puzzles/*/insight.rs`,
//! over compact state codes and bit-sets), the X-ray's plain search (`xray::bfs`, over whole states, traced through
//! [`Hooks`]) and the ratings of a board without a goal (`review.rs`, the states still reachable) all run it.
//!
//! The driver knows nothing of states: the caller says which states are new (`seen`, which marks them, so a bit-set,
//! a hash set or a capped set all fit) and what a state's successors are (`expand`, which also records the caller's
//! own figures: a heat map, a leaf that is not expanded). It keeps the FIFO queue and the count of each layer.

use rustc_hash::FxHashSet as HashSet;
use std::hash::Hash;
use std::marker::PhantomData;

/// The most states the plain search over whole states takes off its queue before it stops (and says so): the X-ray's
/// budget, and the insight's where a board has more states than that (Fifteen's 3x4 and 4x4).
pub const BFS_BUDGET: u64 = 1_000_000;

/// Taken states a queue keeps at least before it drops them (see [`breadth_first`]).
const COMPACT: usize = 1 << 12;

/// What a search saw.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Searched {
    /// `layers[d]`: the states taken off the queue at depth `d` (a layer cut short by the budget counts what was
    /// taken), so they add up to the states explored.
    pub layers: Vec<u64>,
    /// Successors offered (every legal move tried), counted for a search with [`Hooks`] (0 without: the insights
    /// do not need it, and do not pay for it).
    pub generated: u64,
    /// Whether the budget stopped the search with states still queued.
    pub capped: bool,
}

impl Searched {
    /// The states taken off the queue.
    pub fn explored(&self) -> u64 {
        self.layers.iter().sum()
    }
}

/// Where a search stands when a state is expanded: what a [`Hooks`] may look at.
pub struct At<'q, K> {
    /// The expansion's number in the whole search, from 0.
    pub number: u64,
    /// The state's depth (moves from the start).
    pub depth: u32,
    /// Successors offered so far, this expansion's included.
    pub generated: u64,
    /// The waiting states, first out first.
    queue: &'q [K],
    /// Queued states of the state's own depth (the rest are one deeper).
    left: usize,
}

impl<K> At<'_, K> {
    /// The states waiting in the queue.
    pub fn waiting(&self) -> usize {
        self.queue.len()
    }

    /// The waiting states, first out first, each with its depth.
    pub fn queue(&self) -> impl Iterator<Item = (&K, u32)> + '_ {
        let depth = self.depth;
        let left = self.left;
        (self.queue.iter().enumerate()).map(move |(i, k)| (k, depth + u32::from(i >= left)))
    }
}

/// What a watcher of the search hears (the X-ray's trace); `()` hears nothing, and its search compiles to the plain
/// loop. `M` is the move type the expansion offers successors by.
pub trait Hooks<K, M> {
    /// Whether anything listens: the calls are made only then.
    const ON: bool = false;
    /// A state is taken off the queue (with `at.waiting()` states left behind it) and expanded.
    #[inline(always)]
    fn expand(&mut self, _key: &K, _at: &At<'_, K>) {}
    /// One successor of it by `mv`, `new` when first met (it is then queued).
    #[inline(always)]
    fn child(&mut self, _mv: &M, _key: &K, _new: bool) {}
    /// The expansion ended, the queue as it is now; `last` when the search stops after it.
    #[inline(always)]
    fn end(&mut self, _key: &K, _at: &At<'_, K>, _last: bool) {}
}

impl<K, M> Hooks<K, M> for () {}

/// Where an expansion offers a state's successors (see [`breadth_first`]).
pub struct Frontier<'h, K, M, S, H> {
    /// Every state queued since the last compaction, those before `head` taken: a plain vector, as fast as the
    /// insights' own queues were (a `VecDeque` cost them about a tenth more).
    queue: Vec<K>,
    head: usize,
    seen: S,
    hooks: &'h mut H,
    generated: u64,
    moves: PhantomData<M>,
}

impl<K, M, S: FnMut(&K) -> bool, H: Hooks<K, M>> Frontier<'_, K, M, S, H> {
    /// The successor `next`, by move `mv`: queued when `seen` marks it new.
    #[inline(always)]
    pub fn offer(&mut self, mv: M, next: K) {
        self.generated += u64::from(H::ON);
        let new = (self.seen)(&next);
        if H::ON {
            self.hooks.child(&mv, &next, new);
        }
        if new {
            self.queue.push(next);
        }
    }
}

/// The plain breadth-first search from `start`, layer by layer.
///
/// `seen(key)` marks `key` and answers whether it was new; the start is the caller's to mark (or not: OmniGravity's
/// count meets it again). `expand(key, depth, frontier)` is called for every state taken off the queue, in FIFO
/// order, with its distance from `start`, and offers its successors ([`Frontier::offer`]); a leaf offers none. The
/// search ends when the queue runs dry, or before it takes a state off once `budget` states have been taken.
// Inlined so that each caller compiles to one loop, as fast as a hand-written one.
#[inline(always)]
pub fn breadth_first<K, M, S, H, E>(
    start: K,
    budget: u64,
    seen: S,
    hooks: &mut H,
    mut expand: E,
) -> Searched
where
    K: Clone,
    S: FnMut(&K) -> bool,
    H: Hooks<K, M>,
    E: FnMut(&K, u32, &mut Frontier<'_, K, M, S, H>),
{
    let mut frontier = Frontier {
        queue: vec![start],
        head: 0,
        seen,
        hooks,
        generated: 0,
        moves: PhantomData,
    };
    let mut found = Searched::default();
    let (mut explored, mut count, mut depth, mut left) = (0u64, 0u64, 0u32, 1usize);
    while frontier.head < frontier.queue.len() {
        if explored >= budget {
            found.capped = true;
            break;
        }
        // A copy of the state taken off (a plain copy for the insights' codes), as `expand` queues behind it.
        let key = frontier.queue[frontier.head].clone();
        frontier.head += 1;
        (explored, count, left) = (explored + 1, count + 1, left - 1);
        if H::ON {
            let at = at(
                &frontier.queue[frontier.head..],
                frontier.generated,
                explored,
                (depth, left),
            );
            frontier.hooks.expand(&key, &at);
        }
        expand(&key, depth, &mut frontier);
        let waiting = frontier.queue.len() - frontier.head;
        if H::ON {
            let last = waiting == 0 || explored >= budget;
            let at = at(
                &frontier.queue[frontier.head..],
                frontier.generated,
                explored,
                (depth, left),
            );
            frontier.hooks.end(&key, &at, last);
        }
        if left == 0 {
            found.layers.push(count);
            (count, depth, left) = (0, depth + 1, waiting);
            // Between layers, the states taken are dropped once they are half the queue: memory stays within about
            // twice the states waiting, and each state is moved at most once on average.
            if frontier.head >= COMPACT && 2 * frontier.head >= frontier.queue.len() {
                frontier.queue.drain(..frontier.head);
                frontier.head = 0;
            }
        }
    }
    if count > 0 {
        found.layers.push(count);
    }
    found.generated = frontier.generated;
    found
}

/// The search's standing for the hooks, after `explored` expansions and `generated` successors, at `depth` with `left`
/// states of that depth queued.
fn at<K>(queue: &[K], generated: u64, explored: u64, (depth, left): (u32, usize)) -> At<'_, K> {
    At {
        number: explored - 1,
        depth,
        generated,
        queue,
        left,
    }
}

/// Marks `key` in `set`: whether it was new (the `seen` of a search over whole states).
#[inline]
pub fn mark<K: Clone + Eq + Hash>(set: &mut HashSet<K>, key: &K) -> bool {
    !set.contains(key) && set.insert(key.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Steps `+1` and `*2` from 1, below 20, each number once.
    fn numbers(budget: u64) -> (Searched, Vec<(u32, u32)>) {
        let mut seen = [false; 20];
        seen[1] = true;
        let mut order = Vec::new();
        let mark = |&n: &u32| n < 20 && !std::mem::replace(&mut seen[n as usize], true);
        let found = breadth_first(1u32, budget, mark, &mut (), |&n, depth, frontier| {
            order.push((n, depth));
            frontier.offer((), n + 1);
            frontier.offer((), n * 2);
        });
        (found, order)
    }

    #[test]
    fn layers_count_each_depth_and_add_up_to_the_states() {
        let (found, order) = numbers(u64::MAX);
        assert!(!found.capped);
        assert_eq!(found.explored(), 19);
        assert_eq!(&found.layers[..3], &[1, 1, 2]);
        assert_eq!(found.generated, 0, "counted only for hooks that listen");
        assert_eq!(&order[..4], &[(1, 0), (2, 1), (3, 2), (4, 2)]);
    }

    #[test]
    fn the_budget_stops_mid_layer() {
        let (found, order) = numbers(3);
        assert!(found.capped);
        assert_eq!(found.layers, vec![1, 1, 1]);
        assert_eq!(order.len(), 3);
        let (found, _) = numbers(19);
        assert!(!found.capped, "the queue ran dry at the budget: {found:?}");
    }

    /// Hears which states are expanded at which depth, with the queue's depths behind them.
    #[derive(Default)]
    struct Heard(Vec<(u32, u32, Vec<u32>, bool)>);

    impl Hooks<u32, ()> for Heard {
        const ON: bool = true;
        fn end(&mut self, &key: &u32, at: &At<'_, u32>, last: bool) {
            let depths = at.queue().map(|(_, d)| d).collect();
            self.0.push((key, at.depth, depths, last));
        }
    }

    #[test]
    fn hooks_see_each_expansion_and_the_depths_waiting() {
        let mut seen = HashSet::from_iter([0u32]);
        let mut heard = Heard::default();
        let found = breadth_first(
            0u32,
            u64::MAX,
            |k| mark(&mut seen, k),
            &mut heard,
            |&n, _, f| {
                for next in [2 * n + 1, 2 * n + 2].into_iter().filter(|&m| m < 7) {
                    f.offer((), next);
                }
            },
        );
        assert_eq!((found.layers, found.generated), (vec![1, 2, 4], 6));
        assert_eq!(heard.0[0], (0, 0, vec![1, 1], false));
        assert_eq!(heard.0[1], (1, 1, vec![1, 2, 2], false));
        assert_eq!(heard.0.last(), Some(&(6, 2, vec![], true)));
    }
}
