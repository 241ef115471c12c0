//! What a [`Session`] shows beside the board: its status line, the optimum from here and the counts of the moves
//! played, in words (a child of `mod.rs` for the session's fields; partners: `view.rs` the `Status`, `outcome.rs`).

use super::{plural, remembered, Game, Session, Status};
use crate::grid::Dir;
use crate::notation::Notation;
use crate::text::Text;

impl<G: Game> Session<G> {
    /// What the page shows beside the board now.
    pub fn status(&mut self) -> Status {
        let mut status = if G::GOAL && !self.search {
            self.unsearched()
        } else if G::GOAL {
            self.goal_status()
        } else {
            let (visited, reachable) = self.visited();
            let line = match reachable {
                Some(n) => Text::new("status-visited-of")
                    .arg("visited", visited)
                    .arg("reachable", n),
                None => Text::new("status-visited").arg("visited", visited),
            };
            Status {
                visited: Some(visited),
                reachable,
                line,
                ..Status::default()
            }
        };
        status.counter = self.counter();
        if self.cursor > 0 {
            let (before, mv) = (&self.states[self.cursor - 1], &self.moves[self.cursor - 1]);
            status.moved = Some(self.game.say(before, mv));
            if *before == self.states[self.cursor] {
                status.note = Some(self.game.still(before, mv));
            }
        }
        status
    }

    /// Distinct states reached by moves so far (the start counts when a move returns to it), and how many the judge
    /// counts from the start, for puzzles that count them ([`Game::reachable`]).
    pub(super) fn visited(&mut self) -> (usize, Option<usize>) {
        let game = &self.game;
        let solver = self.solver.get_or_insert_with(|| game.solver());
        let reachable = game.reachable(solver);
        if G::GOAL && reachable.is_none() {
            return (0, None);
        }
        let visited: rustc_hash::FxHashSet<&G::State> =
            self.states[1..=self.cursor].iter().collect();
        (visited.len(), reachable)
    }

    /// The status of a puzzle with a goal: the optimum, the hint in the player's words, the win.
    fn goal_status(&mut self) -> Status {
        let state = self.state().clone();
        let goal = self.game.is_goal(&state);
        if let Some(why) = self.game.lost(&state).filter(|_| !goal) {
            return Status {
                optimal: Some(-1),
                line: Text::new("status-lost").arg("why", why),
                ..Status::default()
            };
        }
        let (optimal, hint) = self.optimal(&state);
        if let Some(searched) = self.no_proof(&state, optimal) {
            if let Some((hint, line)) = self.bounded_hint(&state) {
                return Status {
                    goal,
                    hint_dir: hint
                        .as_ref()
                        .and_then(|mv| self.game.gesture(mv))
                        .map(Dir::letter),
                    hint_text: hint.as_ref().map(|mv| self.game.say(&state, mv)),
                    hint_cell: hint.as_ref().and_then(|mv| self.game.hint_cell(&state, mv)),
                    hint: hint.as_ref().map(Notation::write),
                    line,
                    ..Status::default()
                };
            }
            return Status {
                goal,
                line: Text::new("status-no-proof").arg("states", searched),
                solved: goal.then(|| self.solved_unproved()),
                ..Status::default()
            };
        }
        let hint_cell = hint.as_ref().and_then(|mv| self.game.hint_cell(&state, mv));
        let mut line = match optimal {
            -1 => Text::new("status-no-solution"),
            n => Text::new("status-optimal").arg("n", n),
        };
        let (visited, reachable) = self.visited();
        if let Some(n) = reachable {
            line = Text::new("status-and-visited")
                .arg("line", line)
                .arg("visited", visited)
                .arg("reachable", n);
        }
        let start = self.states[0].clone();
        // The optimum from the start only for the win's words: it may be a long search of its own.
        let best = if goal { self.optimal(&start).0 } else { 0 };
        if goal && G::COUNTS.is_empty() && self.no_proof(&start, best).is_some() {
            let solved = Some(self.solved_unproved());
            return Status {
                goal,
                optimal: Some(0),
                line,
                solved,
                ..Status::default()
            };
        }
        let solved = goal.then(|| {
            let n = self.cursor;
            let (one, many) = G::MOVE_WORD;
            Text::new("status-solved")
                .arg("count", count(n, plural(n, &one, &many)))
                .arg("best", best)
        });
        let (line, solved) = if G::COUNTS.is_empty() {
            (line, solved)
        } else {
            self.counted_lines(&state, goal)
        };
        Status {
            goal,
            optimal: Some(optimal),
            hint_dir: hint
                .as_ref()
                .and_then(|mv| self.game.gesture(mv))
                .map(Dir::letter),
            hint_text: hint.as_ref().map(|mv| self.game.say(&state, mv)),
            hint: hint.as_ref().map(Notation::write),
            hint_cell,
            visited: reachable.map(|_| visited),
            reachable,
            line,
            solved,
            ..Status::default()
        }
    }

    /// The states searched when `optimal` (the answer of [`Session::optimal`] from `state`) is not a proof but the
    /// search giving up ([`Game::gave_up`]).
    pub(crate) fn no_proof(&mut self, state: &G::State, optimal: i64) -> Option<u64> {
        if optimal >= 0 {
            return None;
        }
        let game = &self.game;
        let solver = self.solver.get_or_insert_with(|| game.solver());
        game.gave_up(solver, state)
    }

    /// The bounded path's first move from `state` and its status line ([`Game::bounded`]), searched once per state.
    fn bounded_hint(&mut self, state: &G::State) -> Option<(Option<G::Move>, Text)> {
        let (game, solver) = (&self.game, &mut self.solver);
        remembered(&mut self.bounded, state, || {
            let solver = solver.get_or_insert_with(|| game.solver());
            game.bounded(solver, state)
                .map(|(path, line)| (path.first().cloned(), line))
        })
    }

    /// The win when the optimum from the start is not proved: the moves played, each way counted.
    fn solved_unproved(&mut self) -> Text {
        let played = match self.counter() {
            Some(counts) => counts,
            None => {
                let (one, many) = G::MOVE_WORD;
                count(self.cursor, plural(self.cursor, &one, &many))
            }
        };
        Text::new("status-solved-unproved").arg("counts", played)
    }

    /// The optima of [`Game::optima`] from `state`, searched once per state.
    pub(super) fn counted(&mut self, state: &G::State) -> Vec<i64> {
        let (game, solver) = (&self.game, &mut self.solver);
        remembered(&mut self.counted, state, || {
            game.optima(solver.get_or_insert_with(|| game.solver()), state)
        })
    }

    /// The status line and the win of a puzzle that counts a path several ways ([`Game::COUNTS`]): "Optimal from
    /// here: 116 steps, 90 slides, 81 moves", "Solved in 120 steps (optimal: 116), ...!".
    fn counted_lines(&mut self, state: &G::State, goal: bool) -> (Text, Option<Text>) {
        let here = self.counted(state);
        let line = if here.first().is_some_and(|&n| n < 0) {
            Text::new("status-no-solution")
        } else {
            Text::new("status-optimal").arg("n", list(counted_words::<G>(&here)))
        };
        if !goal {
            return (line, None);
        }
        // The optima from the start only for the win's words: they may be a long search of their own.
        let start = self.states[0].clone();
        let best = self.counted(&start);
        if self
            .no_proof(&start, best.first().copied().unwrap_or(0))
            .is_some()
        {
            return (line, Some(self.solved_unproved()));
        }
        let solved = goal.then(|| {
            let played: Vec<i64> = self
                .game
                .tally(self.moves())
                .into_iter()
                .map(|n| n as i64)
                .collect();
            let words = counted_words::<G>(&played);
            let mut each: Vec<(bool, Text)> = (G::COUNTS.iter().zip(words).zip(&best))
                .map(|((pair, played), &b)| {
                    let text = Text::new("count-optimal")
                        .arg("count", played)
                        .arg("best", b);
                    (*pair != G::MOVE_WORD, text)
                })
                .collect();
            // The moves first, as for every puzzle: "Solved in 81 moves (optimal: 81), 116 steps (optimal: 116), ...".
            each.sort_by_key(|(other, _)| *other);
            let each: Vec<Text> = each.into_iter().map(|(_, text)| text).collect();
            Text::new("status-solved-counts").arg("counts", list(each))
        });
        (line, solved)
    }

    /// The counter's words when the puzzle counts a path several ways: "3 steps, 2 slides, 1 move".
    fn counter(&self) -> Option<Text> {
        if G::COUNTS.is_empty() {
            return None;
        }
        let played: Vec<i64> = self
            .game
            .tally(self.moves())
            .into_iter()
            .map(|n| n as i64)
            .collect();
        Some(list(counted_words::<G>(&played)))
    }

    /// The status of a board whose optimum is not searched (see [`Session::set_search`]): the goal, but no optimum.
    fn unsearched(&self) -> Status {
        let goal = self.is_goal();
        let n = self.cursor;
        let (one, many) = G::MOVE_WORD;
        Status {
            goal,
            line: Text::new("status-unsearched"),
            solved: goal.then(|| {
                Text::new("status-solved-unsearched").arg("count", count(n, plural(n, &one, &many)))
            }),
            unsearched: true,
            ..Status::default()
        }
    }
}

/// `values` in the words of [`Game::COUNTS`], in its order: `["116 steps", "90 slides", "81 moves"]`.
fn counted_words<G: Game>(values: &[i64]) -> Vec<Text> {
    let each = G::COUNTS.iter().zip(values);
    each.map(|((one, many), &n)| count(n, if n == 1 { one } else { many }).clone())
        .collect()
}

/// `n` and the word for it (`plural` picked it): "3 moves", "1 tilt".
pub(super) fn count(n: impl Into<crate::text::Arg>, word: &Text) -> Text {
    Text::new("count").arg("n", n).arg("word", word.clone())
}

/// `items` as one list, "a, b, c" (`list-pair` of `list-pair`s): a language joins them its own way.
fn list(items: Vec<Text>) -> Text {
    let mut items = items.into_iter();
    let first = items.next().unwrap_or(Text::new("list-empty"));
    items.fold(first, |a, b| Text::new("list-pair").arg("a", a).arg("b", b))
}
