//! The many-box solver's lower bound on the pushes left: a minimum-cost perfect matching of boxes to goals under
//! push distances that ignore the other boxes (the Hungarian algorithm), or past [`MATCHED`] boxes the weaker sum of
//! each box's nearest goal (partners: `deadlock.rs` the push distances, `boxes.rs` the search that orders by it).
//!
//! Every box must end on a goal of its own and needs at least its push distance to get there, so the matching is a
//! lower bound; a push moves one box one cell, which lowers the bound by at most one (the matching before the push,
//! the pushed box's distance one more, bounds the one after), so A* ordered by pushes plus the bound meets each state
//! first by its fewest pushes. No perfect matching within finite distances means no solution: `None`.

use super::deadlock::{Tables, FAR};

/// The most boxes matched by the Hungarian algorithm (its time grows as the cube of the boxes); more use the sum of
/// the nearest goals.
pub(super) const MATCHED: usize = 24;

/// A cost no matching within finite distances reaches.
const INFINITE: i64 = 1 << 40;

/// The matching's buffers, kept from state to state.
#[derive(Debug, Default)]
pub(super) struct Matcher {
    /// The cost matrix, boxes by goals, row-major.
    cost: Vec<i64>,
    /// Row and column potentials (1-based, as the algorithm writes them).
    u: Vec<i64>,
    v: Vec<i64>,
    /// Per column: its row in the matching (0: none).
    row_of: Vec<usize>,
    /// Per column: the column before it on the augmenting path.
    way: Vec<usize>,
    /// Per column: the least reduced cost to it in this round.
    least: Vec<i64>,
    /// Per column: reached in this round.
    used: Vec<bool>,
}

impl Matcher {
    /// The lower bound for the boxes at `boxes` (cells), or `None` when they can never all reach goals of their own.
    pub fn bound(&mut self, tables: &Tables, boxes: &[u16]) -> Option<u32> {
        let cells = tables.cells;
        let k = tables.goals.len();
        if boxes.len() != k {
            return None;
        }
        if k > MATCHED {
            let mut sum = 0u32;
            for &b in boxes {
                let nearest = (0..k).map(|g| tables.dist[g * cells + b as usize]).min()?;
                if nearest == FAR {
                    return None;
                }
                sum += u32::from(nearest);
            }
            return Some(sum);
        }
        self.cost.clear();
        for &b in boxes {
            let mut reachable = false;
            for g in 0..k {
                let d = tables.dist[g * cells + b as usize];
                reachable |= d != FAR;
                self.cost
                    .push(if d == FAR { INFINITE } else { i64::from(d) });
            }
            if !reachable {
                return None;
            }
        }
        let total = self.hungarian(k);
        (total < INFINITE).then(|| u32::try_from(total).unwrap_or(u32::MAX))
    }

    /// The least total cost of a perfect matching of the `n` x `n` matrix [`Matcher::cost`]: the Hungarian algorithm
    /// with potentials, one row added per round, in O(n³).
    fn hungarian(&mut self, n: usize) -> i64 {
        self.u.clear();
        self.u.resize(n + 1, 0);
        self.v.clear();
        self.v.resize(n + 1, 0);
        self.row_of.clear();
        self.row_of.resize(n + 1, 0);
        self.way.clear();
        self.way.resize(n + 1, 0);
        for i in 1..=n {
            self.row_of[0] = i;
            let mut col = 0;
            self.least.clear();
            self.least.resize(n + 1, i64::MAX);
            self.used.clear();
            self.used.resize(n + 1, false);
            loop {
                self.used[col] = true;
                let row = self.row_of[col];
                let mut delta = i64::MAX;
                let mut next = 0;
                for j in 1..=n {
                    if self.used[j] {
                        continue;
                    }
                    let reduced = self.cost[(row - 1) * n + j - 1] - self.u[row] - self.v[j];
                    if reduced < self.least[j] {
                        self.least[j] = reduced;
                        self.way[j] = col;
                    }
                    if self.least[j] < delta {
                        delta = self.least[j];
                        next = j;
                    }
                }
                for j in 0..=n {
                    if self.used[j] {
                        self.u[self.row_of[j]] += delta;
                        self.v[j] -= delta;
                    } else {
                        self.least[j] -= delta;
                    }
                }
                col = next;
                if self.row_of[col] == 0 {
                    break;
                }
            }
            loop {
                let before = self.way[col];
                self.row_of[col] = self.row_of[before];
                col = before;
                if col == 0 {
                    break;
                }
            }
        }
        -self.v[0]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Hungarian algorithm's optimum against every permutation.
    #[test]
    fn the_matching_is_the_cheapest_permutation() {
        let mut rand = 12345u64;
        let mut next = move || {
            rand ^= rand << 13;
            rand ^= rand >> 7;
            rand ^= rand << 17;
            rand
        };
        let mut matcher = Matcher::default();
        for _ in 0..200 {
            let n = 1 + (next() % 6) as usize;
            matcher.cost = (0..n * n)
                .map(|_| match next() % 8 {
                    0 => INFINITE,
                    x => (x * 3 + next() % 5) as i64,
                })
                .collect();
            let mut best = i64::MAX;
            let mut perm: Vec<usize> = (0..n).collect();
            permutations(&mut perm, 0, &mut |p| {
                let sum: i64 = (0..n)
                    .map(|i| matcher.cost[i * n + p[i]].min(INFINITE))
                    .sum();
                best = best.min(sum.min(INFINITE));
            });
            let got = matcher.hungarian(n).min(INFINITE);
            assert_eq!(got.min(INFINITE), best, "{:?}", matcher.cost);
        }
    }

    fn permutations(p: &mut Vec<usize>, at: usize, f: &mut impl FnMut(&[usize])) {
        if at == p.len() {
            return f(p);
        }
        for i in at..p.len() {
            p.swap(at, i);
            permutations(p, at + 1, f);
            p.swap(at, i);
        }
    }
}
