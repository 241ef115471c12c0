//! The generator driver shared by every `puzzles/*/generate.rs`: the seeded random
//! source of a level and the keeper of the closest board tried so far.
//!
//! Every generator is deterministic: the same seed and level give the same board
//! (the page's "share this board" links and the tests rely on it). A generator
//! clamps its level to its last one, draws from [`rng`], tries a fixed number of
//! random boards, offers each to a [`Closest`] with how far its answer is from
//! the level, stops at the first that falls inside, and otherwise keeps the
//! closest one.

/// The 64-bit golden ratio, `2^64 / φ` rounded to odd (the Fibonacci-hashing
/// multiplier). Multiplying the level by it spreads consecutive levels over all
/// 64 bits, so `seed ^ level * GOLDEN` gives every level of one seed an
/// unrelated random stream (a plain `seed ^ level` would only flip low bits).
pub const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// The random source of the generator for `seed` at `level` (the level already
/// clamped to the puzzle's levels).
pub fn rng(seed: u64, level: usize) -> fastrand::Rng {
    fastrand::Rng::with_seed(seed ^ (level as u64).wrapping_mul(GOLDEN))
}

/// The closest candidate offered so far: the first with the smallest miss.
#[derive(Debug, Clone)]
pub struct Closest<T> {
    best: Option<(u64, T)>,
}

impl<T> Default for Closest<T> {
    fn default() -> Self {
        Closest { best: None }
    }
}

impl<T> Closest<T> {
    /// Nothing offered yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Offers a candidate `miss` away from the level (0 inside it), built by
    /// `make` only when it is strictly closer than the best so far (an earlier
    /// candidate wins ties). True when the best so far is inside the level.
    pub fn offer(&mut self, miss: u64, make: impl FnOnce() -> T) -> bool {
        if self.best.as_ref().is_none_or(|(m, _)| miss < *m) {
            self.best = Some((miss, make()));
        }
        self.found()
    }

    /// Whether a candidate inside the level was offered.
    pub fn found(&self) -> bool {
        matches!(self.best, Some((0, _)))
    }

    /// The best candidate and its miss, `None` when nothing was offered.
    pub fn into_best(self) -> Option<(u64, T)> {
        self.best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_closest_candidate_wins() {
        let mut closest = Closest::new();
        assert!(!closest.offer(5, || 'a'));
        assert!(!closest.offer(5, || 'b'));
        assert!(!closest.offer(3, || 'c'));
        assert!(closest.offer(0, || 'd'));
        assert!(closest.offer(0, || 'e'));
        assert_eq!(closest.into_best(), Some((0, 'd')));
        assert_eq!(Closest::<u8>::new().into_best(), None);
    }

    #[test]
    fn levels_of_one_seed_draw_different_streams() {
        assert_eq!(rng(7, 1).u64(..), rng(7, 1).u64(..));
        assert_ne!(rng(7, 0).u64(..), rng(7, 1).u64(..));
        assert_eq!(rng(7, 0).u64(..), fastrand::Rng::with_seed(7).u64(..));
    }
}
