//! A win measured against the optimum from the board's start: the mark of the page's level list (optimal, close,
//! solved). Partners: session/mod.rs (the Session it reads), board.rs (`Board::outcome`), levels.rs (the levels).

use serde::Serialize;

use super::{count, plural, Game, Session};
use crate::text::Text;

/// How a win compares with the optimum from the board's start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// As few moves as possible (three stars).
    Optimal,
    /// Within a few moves of the optimum (two stars): see [`grade`].
    Close,
    /// Solved, further from the optimum or with no optimum proved (one star).
    Solved,
}

impl Mark {
    /// The stars of the mark: 3, 2 or 1.
    pub fn stars(self) -> u8 {
        match self {
            Mark::Optimal => 3,
            Mark::Close => 2,
            Mark::Solved => 1,
        }
    }
}

/// A solved board's result: the moves played against the optimum, and its mark.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    /// The moves played (the count the judge prints for a puzzle that counts several ways: its moves).
    pub played: u64,
    /// The fewest moves from the start, in the same count; `None` when not proved (a search stopped or given up), or
    /// for a puzzle without a goal (done when every reachable state is visited).
    pub optimum: Option<u64>,
    /// The mark.
    pub mark: Mark,
    /// Its stars (3, 2, 1).
    pub stars: u8,
    /// The result in words: "23 moves, optimum 21".
    pub text: Text,
}

/// The mark of `played` moves against `optimum`: optimal at it (or below it, a count the judge does not minimise
/// first), close within 3 moves or a tenth of the optimum, whichever is more, else solved.
pub fn grade(played: u64, optimum: Option<u64>) -> Mark {
    match optimum {
        Some(best) if played <= best => Mark::Optimal,
        Some(best) if played - best <= (best / 10).max(3) => Mark::Close,
        _ => Mark::Solved,
    }
}

impl Outcome {
    /// The outcome of `played` moves against `optimum`, `word` the move's words (one, many).
    pub fn new(played: u64, optimum: Option<u64>, (one, many): &(Text, Text)) -> Outcome {
        let mark = grade(played, optimum);
        let moves = count(played, plural(played as usize, one, many));
        let text = match optimum {
            Some(best) => Text::new("outcome-against")
                .arg("moves", moves)
                .arg("best", best),
            None => Text::new("outcome-solved").arg("moves", moves),
        };
        Outcome {
            played,
            optimum,
            mark,
            stars: mark.stars(),
            text,
        }
    }
}

impl<G: Game> Session<G> {
    /// The result of the board as played so far, when it is won: the goal reached (a puzzle without a goal: every
    /// reachable state visited); `None` otherwise. The optimum from the start is the status's (searched once).
    pub fn outcome(&mut self) -> Option<Outcome> {
        if !G::GOAL {
            let (visited, reachable) = self.visited();
            let done = reachable.is_some_and(|n| n > 0 && visited >= n);
            return done.then(|| Outcome::new(self.cursor as u64, None, &G::MOVE_WORD));
        }
        if !self.is_goal() {
            return None;
        }
        let start = self.states[0].clone();
        if G::COUNTS.is_empty() {
            let best = if self.search {
                self.optimal(&start).0
            } else {
                -1
            };
            let best = u64::try_from(best).ok();
            return Some(Outcome::new(self.cursor as u64, best, &G::MOVE_WORD));
        }
        // A puzzle counting several ways: its moves (the count named as moves), else the first count.
        let index = G::COUNTS
            .iter()
            .position(|pair| *pair == G::MOVE_WORD)
            .unwrap_or(0);
        let played = self
            .game
            .tally(self.moves())
            .get(index)
            .copied()
            .unwrap_or(0) as u64;
        let best = if self.search {
            self.counted(&start).get(index).copied().unwrap_or(-1)
        } else {
            -1
        };
        Some(Outcome::new(
            played,
            u64::try_from(best).ok(),
            &G::COUNTS[index],
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_follow_the_distance_to_the_optimum() {
        assert_eq!(grade(21, Some(21)), Mark::Optimal);
        assert_eq!(grade(20, Some(21)), Mark::Optimal);
        assert_eq!(grade(24, Some(21)), Mark::Close);
        assert_eq!(grade(25, Some(21)), Mark::Solved);
        assert_eq!(grade(110, Some(100)), Mark::Close);
        assert_eq!(grade(111, Some(100)), Mark::Solved);
        assert_eq!(grade(5, None), Mark::Solved);
        assert_eq!(Mark::Close.stars(), 2);
    }
}
