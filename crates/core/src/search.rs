//! The layered breadth-first search behind every puzzle's insight view
//! (`puzzles/*/insight.rs`): one FIFO queue walked layer by layer, counting
//! the states taken off it at each depth.
//!
//! The driver knows nothing of states: each insight marks its own visited
//! bit-set, records its own heat map and decides what to push.

/// Runs a breadth-first search from `start`, layer by layer, on `queue`
/// (cleared first; pass one with room to spare to avoid regrowth).
///
/// `visit(state, depth, queue)` is called for every state taken off the queue,
/// in FIFO order, with its distance from `start`; it pushes the unvisited
/// neighbours onto `queue` (marking them visited is its business). The search
/// ends when the queue runs dry, or before taking a state off it once `budget`
/// states have been taken.
///
/// Returns `layers`, where `layers[d]` counts the states taken off at depth `d`
/// (so they add up to the states explored, and a layer cut short by the budget
/// counts what was taken), and whether the budget stopped the search.
// Inlined so that each insight compiles to one loop, as fast as its own hand-written one.
#[inline(always)]
pub fn layered_bfs<S: Copy>(
    queue: &mut Vec<S>,
    start: S,
    budget: u64,
    mut visit: impl FnMut(S, u32, &mut Vec<S>),
) -> (Vec<u64>, bool) {
    queue.clear();
    queue.push(start);
    let mut layers = Vec::new();
    let (mut explored, mut begin, mut depth) = (0u64, 0, 0u32);
    while begin < queue.len() {
        let end = queue.len();
        let mut count = 0u64;
        for i in begin..end {
            if explored >= budget {
                if count > 0 {
                    layers.push(count);
                }
                return (layers, true);
            }
            explored += 1;
            count += 1;
            let state = queue[i];
            visit(state, depth, queue);
        }
        layers.push(count);
        begin = end;
        depth += 1;
    }
    (layers, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Steps `+1` and `*2` from 1, below 20, each number once.
    fn numbers(budget: u64) -> (Vec<u64>, bool, Vec<(u32, u32)>) {
        let mut seen = [false; 20];
        seen[1] = true;
        let mut order = Vec::new();
        let mut queue = Vec::new();
        let (layers, capped) = layered_bfs(&mut queue, 1u32, budget, |n, depth, queue| {
            order.push((n, depth));
            for next in [n + 1, n * 2] {
                if next < 20 && !seen[next as usize] {
                    seen[next as usize] = true;
                    queue.push(next);
                }
            }
        });
        (layers, capped, order)
    }

    #[test]
    fn layers_count_each_depth_and_add_up_to_the_states() {
        let (layers, capped, order) = numbers(u64::MAX);
        assert!(!capped);
        assert_eq!(layers.iter().sum::<u64>(), 19);
        assert_eq!(&layers[..3], &[1, 1, 2]);
        assert_eq!(&order[..4], &[(1, 0), (2, 1), (3, 2), (4, 2)]);
    }

    #[test]
    fn the_budget_stops_mid_layer() {
        let (layers, capped, order) = numbers(3);
        assert!(capped);
        assert_eq!(layers, vec![1, 1, 1]);
        assert_eq!(order.len(), 3);
        let (layers, capped, _) = numbers(19);
        assert!(!capped, "the queue ran dry at the budget: {layers:?}");
    }
}
