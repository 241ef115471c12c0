//! Learning from the optimum: every legal move rated ([`Rating`]) and the moves played reviewed ([`Review`]), from a
//! [`Session`]'s memoised optimum (`session/`; a board without a goal: the plain search of `search.rs`); `board.rs`
//! serves both, crates/wasm sends them to `web/js/views/ratings.js` and `review.js`.

use rustc_hash::FxHashSet as HashSet;

use serde::{Serialize, Serializer};

use crate::grid::Dir;
use crate::input::Cell;
use crate::notation::Notation;
use crate::search::{breadth_first, mark};
use crate::session::{plural, Game, Session};
use crate::text::Text;

/// States a no-goal rating's search counts before it stops (OmniGravity boards have at most about 16,000).
const REACH_LIMIT: usize = 200_000;

/// Searches one review request may start for optima not known yet: a long game is reviewed a bounded stretch per
/// request, so the worker answers other requests in between and the page shows the progress.
const REVIEW_SOLVES: usize = 48;

/// States whose optimum one review request may look up (most are known from the optimal paths found before).
const REVIEW_STATES: usize = 20_000;

/// The most reviewed moves one reply lists (the page asks for the rows it shows).
pub const REVIEW_ROWS: usize = 1_000;

/// What one move does, as the page's `data-delta`: `"-1"`, `"0"`, `"1"`, ... , `"dead"`, `"new"` or `"seen"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RatingDelta {
    /// The optimum after the move less the optimum now: -1 is one closer.
    Steps(i64),
    /// The goal becomes unreachable.
    Dead,
    /// No goal: the move reaches a state not visited yet in this session.
    New,
    /// No goal: the move reaches a state visited before.
    Seen,
}

impl RatingDelta {
    /// The page's word for the kind: `better`, `level`, `worse`, `dead`, `new` or `seen` (its colour and glyph).
    pub fn kind(self) -> &'static str {
        match self {
            RatingDelta::Steps(d) if d < 0 => "better",
            RatingDelta::Steps(0) => "level",
            RatingDelta::Steps(_) => "worse",
            RatingDelta::Dead => "dead",
            RatingDelta::New => "new",
            RatingDelta::Seen => "seen",
        }
    }
}

impl Serialize for RatingDelta {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            RatingDelta::Steps(d) => serializer.serialize_str(&d.to_string()),
            RatingDelta::Dead => serializer.serialize_str("dead"),
            RatingDelta::New => serializer.serialize_str("new"),
            RatingDelta::Seen => serializer.serialize_str("seen"),
        }
    }
}

/// One legal move from the current state and what it does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rating {
    /// The move, in the puzzle's notation (Huarong: the blank's move).
    #[serde(rename = "move")]
    pub mv: String,
    /// The direction the player points to play it, `U D L R` (the arrow key, the swipe; see [`Game::gesture`]), or
    /// `None` when no one direction plays it.
    pub gesture: Option<char>,
    /// Where the mover steps (the mark's cell); `None` when moves have no one cell (tilts: drawn at the board's edge).
    pub cell: Option<Cell>,
    /// What the move does to the optimum, or whether it finds a new state.
    pub delta: RatingDelta,
    /// `better`, `level`, `worse`, `dead`, `new` or `seen`.
    pub kind: &'static str,
    /// Puzzles with a goal: the fewest moves left after the move (-1 when impossible).
    pub optimal: Option<i64>,
    /// Puzzles without a goal: states reachable after the move and not visited yet (the state reached excluded).
    pub unvisited: Option<usize>,
    /// The mark's accessible label, e.g. "Move up: one move closer (4 left)".
    pub label: Text,
}

/// One move played, against the optimum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReviewMove {
    /// The move, in the puzzle's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// The move in the player's words: "slide 7 left", "tilt down".
    pub words: Text,
    /// The fewest moves left before it (-1 when impossible).
    pub before: i64,
    /// The fewest moves left after it.
    pub after: i64,
    /// It did not bring the goal one move closer (and the goal was reachable before it).
    pub mistake: bool,
    /// It made the goal unreachable.
    pub dead: bool,
}

/// The moves played up to the cursor, each against the optimum: reviewed from the first on, a bounded stretch per
/// request, and listed by windows ([`Session::review_window`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    /// The reviewed moves `from ..` listed, in order (at most [`REVIEW_ROWS`]).
    pub moves: Vec<ReviewMove>,
    /// The index (0-based) of the first move listed.
    pub from: usize,
    /// The moves played.
    pub played: usize,
    /// How many of them, from the first, are reviewed so far (the mistakes counted are theirs).
    pub reviewed: usize,
    /// The fewest moves from the start (-1 when impossible).
    pub optimal: i64,
    /// The goal is reached.
    pub solved: bool,
    /// Moves played plus moves left less the optimum from the start (when the goal is still reachable): after a
    /// solve, the moves played beyond the fewest.
    pub extra: Option<i64>,
    /// How many moves are mistakes.
    pub mistakes: usize,
    /// The index (0-based) of the first mistake.
    pub first_mistake: Option<usize>,
    /// The better move at the first mistake, in the puzzle's notation (the hint in the state before it).
    pub better: Option<String>,
    /// The better move in the player's words ("slide 7 left").
    pub better_text: Option<Text>,
    /// Where the better move's mover steps.
    pub better_cell: Option<Cell>,
    /// A sentence saying all that: "Solved in 11 moves: 2 extra; first mistake at move 3 (better: up)".
    pub line: Text,
}

impl<G: Game> Session<G> {
    /// The direction the player points to play `mv`, as a letter.
    fn gesture(&self, mv: &G::Move) -> Option<char> {
        self.game().gesture(mv).map(Dir::letter)
    }

    /// Each legal move from the current state, in the order of [`Game::moves`], rated against the optimum (puzzles
    /// with a goal) or against the states visited so far (puzzles without one).
    pub fn ratings(&mut self) -> Vec<Rating> {
        let state = self.state().clone();
        let nexts: Vec<(G::Move, G::State)> = self
            .game()
            .moves(&state)
            .into_iter()
            .filter_map(|mv| {
                let next = self.game().play(&state, &mv)?;
                Some((mv, next))
            })
            .collect();
        if !G::GOAL {
            let visited: HashSet<G::State> = self.played_states()[1..].iter().cloned().collect();
            return nexts
                .into_iter()
                .map(|(mv, next)| self.free_rating(&state, mv, &next, &visited))
                .collect();
        }
        let now = self.optimal(&state).0;
        // No optimum proved here (the search gave up): no move can be rated against it.
        if self.no_proof(&state, now).is_some() {
            return Vec::new();
        }
        nexts
            .into_iter()
            .map(|(mv, next)| {
                let after = self.optimal(&next).0;
                let delta = match after {
                    -1 => RatingDelta::Dead,
                    _ => RatingDelta::Steps(after - now),
                };
                let effect = match delta {
                    RatingDelta::Steps(-1) => Text::new("rating-closer-one"),
                    RatingDelta::Steps(0) => Text::new("rating-no-progress"),
                    RatingDelta::Steps(d) if d > 0 => Text::new("rating-further").arg("n", d),
                    RatingDelta::Steps(d) => Text::new("rating-closer").arg("n", -d),
                    _ => Text::new("rating-dead"),
                };
                let said = at_start(self.game().say(&state, &mv));
                let label = if after >= 0 {
                    Text::new("rating-goal-left").arg("left", after)
                } else {
                    Text::new("rating-goal")
                };
                Rating {
                    gesture: self.gesture(&mv),
                    cell: self.game().hint_cell(&state, &mv),
                    delta,
                    kind: delta.kind(),
                    optimal: Some(after),
                    unvisited: None,
                    label: label.arg("move", said).arg("effect", effect),
                    mv: mv.write(),
                }
            })
            .collect()
    }

    /// A move of a puzzle without a goal (a tilt) from `state` to `next`: whether it is new and how many unvisited
    /// states stay reachable after it.
    fn free_rating(
        &self,
        state: &G::State,
        mv: G::Move,
        next: &G::State,
        visited: &HashSet<G::State>,
    ) -> Rating {
        // The plain search from `next`, its set capped at REACH_LIMIT states (a state past it is not queued).
        let game = self.game();
        let mut seen: HashSet<G::State> = HashSet::from_iter([next.clone()]);
        let reach = |s: &G::State| seen.len() < REACH_LIMIT && mark(&mut seen, s);
        breadth_first(next.clone(), u64::MAX, reach, &mut (), |at, _, frontier| {
            for mv in game.moves(at) {
                if let Some(to) = game.play(at, &mv) {
                    frontier.offer(mv, to);
                }
            }
        });
        let fresh = !visited.contains(next);
        let unvisited = seen
            .iter()
            .filter(|s| *s != next && !visited.contains(*s))
            .count();
        let delta = if fresh {
            RatingDelta::New
        } else {
            RatingDelta::Seen
        };
        Rating {
            gesture: self.gesture(&mv),
            cell: None,
            delta,
            kind: delta.kind(),
            optimal: None,
            unvisited: Some(unvisited),
            label: Text::new("rating-free")
                .arg("move", at_start(self.game().say(state, &mv)))
                .arg("fresh", if fresh { "yes" } else { "no" })
                .arg("unvisited", unvisited),
            mv: mv.write(),
        }
    }

    /// The moves played up to the cursor, each with the optimum before and after it, all reviewed (a test's or a
    /// short game's whole review: [`Session::review_window`] until every move is).
    pub fn review(&mut self) -> Review {
        loop {
            let review = self.review_window(0, usize::MAX);
            if review.reviewed == review.played {
                return review;
            }
        }
    }

    /// Reviews a bounded stretch more of the moves played up to the cursor (at most `REVIEW_SOLVES` new searches
    /// and `REVIEW_STATES` states, from the first move on, kept for the next call), and lists the reviewed moves
    /// `from .. from + count` (at most [`REVIEW_ROWS`]). The start's and the current state's optima come first, so
    /// the extra moves are known at once; the mistakes are counted over the moves reviewed so far.
    pub fn review_window(&mut self, from: usize, count: usize) -> Review {
        let played = self.move_count();
        let solved = self.is_goal();
        if !G::GOAL {
            return free_review::<G>(played, solved);
        }
        let start = self.played_states()[0].clone();
        let optimal = self.optimal(&start).0;
        let now = self.state().clone();
        let now = self.optimal(&now).0;
        self.review_more(played);
        let optima = std::mem::take(&mut self.optima);
        let reviewed = optima.len().saturating_sub(1).min(played);
        let mistake = |i: usize| optima[i] >= 0 && optima[i + 1] != optima[i] - 1;
        let first_mistake = (0..reviewed).find(|&i| mistake(i));
        let mistakes = (0..reviewed).filter(|&i| mistake(i)).count();
        let from = from.min(reviewed);
        let rows = from..reviewed.min(from.saturating_add(count.min(REVIEW_ROWS)));
        let moves = self.review_rows(&optima, rows);
        self.optima = optima;
        let extra = (optimal >= 0 && now >= 0).then(|| played as i64 + now - optimal);
        let better = first_mistake.and_then(|i| {
            let at = self.played_states()[i].clone();
            Some((i, self.optimal(&at).1?))
        });
        let better_text = better
            .as_ref()
            .map(|(i, d)| self.game().say(&self.played_states()[*i], d));
        let line = review_line(
            ReviewCount {
                played,
                reviewed,
                solved,
                words: G::MOVE_WORD,
            },
            extra,
            mistakes,
            first_mistake,
            better_text.clone(),
        );
        Review {
            moves,
            from,
            played,
            reviewed,
            optimal,
            solved,
            extra,
            mistakes,
            first_mistake,
            better_cell: better
                .as_ref()
                .and_then(|(i, d)| self.game().hint_cell(&self.played_states()[*i], d)),
            better: better.map(|(_, d)| d.write()),
            better_text,
            line,
        }
    }

    /// The moves `rows` played, each against the optima before and after it.
    fn review_rows(&self, optima: &[i64], rows: std::ops::Range<usize>) -> Vec<ReviewMove> {
        rows.map(|i| {
            let (before, after) = (optima[i], optima[i + 1]);
            let mv = &self.moves()[i];
            ReviewMove {
                mv: mv.write(),
                words: self.game().say(&self.played_states()[i], mv),
                before,
                after,
                mistake: before >= 0 && after != before - 1,
                dead: before >= 0 && after < 0,
            }
        })
        .collect()
    }

    /// Extends the review's optima towards state `played` (the current one) by one bounded stretch.
    fn review_more(&mut self, played: usize) {
        let (mut solves, mut looked) = (0, 0);
        while self.optima.len() <= played && solves < REVIEW_SOLVES && looked < REVIEW_STATES {
            let state = self.played_states()[self.optima.len()].clone();
            if !self.game().is_goal(&state) && !self.knows(&state) {
                solves += 1;
            }
            looked += 1;
            let optimum = self.optimal(&state).0;
            self.optima.push(optimum);
        }
    }
}

/// The review of a puzzle without a goal: the moves counted, nothing to measure them against.
fn free_review<G: Game>(played: usize, solved: bool) -> Review {
    let (one, many) = G::MOVE_WORD;
    Review {
        moves: Vec::new(),
        from: 0,
        played,
        reviewed: played,
        optimal: -1,
        solved,
        extra: None,
        mistakes: 0,
        first_mistake: None,
        better: None,
        better_text: None,
        better_cell: None,
        line: Text::new("review-no-goal").arg(
            "count",
            Text::new("count")
                .arg("n", played)
                .arg("word", plural(played, &one, &many).clone()),
        ),
    }
}

/// How far a review got: the moves played and reviewed, whether the goal is reached, and the move's words.
struct ReviewCount {
    played: usize,
    reviewed: usize,
    solved: bool,
    words: (Text, Text),
}

/// A move in the player's words at the start of a label: its first letter upper-case, where the language has cases.
fn at_start(said: Text) -> Text {
    Text::new("move-at-start").arg("move", said)
}

/// The review's sentence: "Solved in 11 moves: 2 extra moves; 1 mistake, the first at move 4 (better: slide 7
/// left)."; while a long game is still being reviewed, how far it got.
fn review_line(
    count: ReviewCount,
    extra: Option<i64>,
    mistakes: usize,
    first: Option<usize>,
    better: Option<Text>,
) -> Text {
    let ReviewCount {
        played,
        reviewed,
        solved,
        words: (one, many),
    } = count;
    let moves = Text::new("count")
        .arg("n", played)
        .arg("word", plural(played, &one, &many).clone());
    let head = Text::new(if solved {
        "review-head-solved"
    } else {
        "review-head-played"
    })
    .arg("count", moves);
    let extra = match extra {
        Some(0) => Text::new("review-extra-none").arg("many", many.clone()),
        Some(n) => Text::new("review-extra")
            .arg("n", n)
            .arg("word", plural(n as usize, &one, &many).clone()),
        None => Text::new("review-unreachable"),
    };
    let so_far = if reviewed < played {
        Text::new("review-so-far")
            .arg("reviewed", reviewed)
            .arg("played", played)
    } else {
        Text::new("nothing")
    };
    let tail = match (first, better) {
        (Some(i), Some(d)) => Text::new("review-mistakes")
            .arg("mistakes", mistakes)
            .arg("one", one.clone())
            .arg("at", i + 1)
            .arg("better", d),
        (Some(i), None) => Text::new("review-first-mistake")
            .arg("one", one.clone())
            .arg("at", i + 1),
        _ if reviewed < played => Text::new("nothing"),
        _ => Text::new("review-no-mistakes"),
    };
    Text::new("review-line")
        .arg("head", head)
        .arg("extra", extra)
        .arg("sofar", so_far)
        .arg("tail", tail)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{load_case, Board, Puzzle};

    fn board(puzzle: &str, input: &str) -> Box<dyn Board> {
        load_case(puzzle, input, "1").unwrap()
    }

    fn opposite(mv: &str) -> String {
        let dir = Dir::read(mv).unwrap();
        dir.opposite().write()
    }

    /// Follows the move rated -1 until the goal, checking that the optimum drops by one each time.
    fn follow_the_best(board: &mut dyn Board) {
        while !board.status().goal {
            let before = board.status().optimal.unwrap();
            let best = board
                .ratings()
                .into_iter()
                .find(|r| r.delta == RatingDelta::Steps(-1));
            let best = best.expect("a move one closer");
            assert_eq!((best.kind, best.optimal), ("better", Some(before - 1)));
            board.play(&best.mv).unwrap();
            assert_eq!(board.status().optimal, Some(before - 1));
        }
    }

    #[test]
    fn the_hint_is_rated_one_closer_and_every_legal_move_is_rated() {
        for (puzzle, input) in [
            ("huarong", crate::Huarong::SAMPLE),
            ("holedox", crate::Holedox::SAMPLE),
        ] {
            let mut b = board(puzzle, input);
            let status = b.status();
            let ratings = b.ratings();
            let hint = ratings
                .iter()
                .find(|r| Some(&r.mv) == status.hint.as_ref())
                .unwrap();
            assert_eq!(hint.delta, RatingDelta::Steps(-1), "{puzzle}");
            assert_eq!(
                hint.cell, status.hint_cell,
                "{puzzle}: the mark goes where the hint does"
            );
            let legal = Dir::ALL.iter().filter(|&&d| {
                let mut other = board(puzzle, input);
                other.play(&d.write()).is_ok()
            });
            assert_eq!(ratings.len(), legal.count(), "{puzzle}");
            follow_the_best(b.as_mut());
            let review = b.review(0, REVIEW_ROWS);
            assert_eq!(
                (review.extra, review.first_mistake, review.mistakes),
                (Some(0), None, 0)
            );
            assert!(review.solved);
        }
    }

    #[test]
    fn a_wasted_move_and_back_costs_two_extra_moves_and_is_the_first_mistake() {
        let mut b = board("huarong", crate::Huarong::SAMPLE);
        let best = b.status().hint.unwrap();
        b.play(&best).unwrap();
        let better = b.status().hint;
        let wasted = b
            .ratings()
            .into_iter()
            .find(|r| r.delta == RatingDelta::Steps(1));
        let wasted = wasted.expect("a move one further").mv;
        b.play(&wasted).unwrap();
        b.play(&opposite(&wasted)).unwrap();
        follow_the_best(b.as_mut());
        let review = b.review(0, REVIEW_ROWS);
        assert_eq!(review.optimal, 2);
        assert_eq!(review.moves.len(), 4);
        assert_eq!(
            (review.extra, review.first_mistake, review.mistakes),
            (Some(2), Some(1), 1)
        );
        assert_eq!((review.moves[1].before, review.moves[1].after), (1, 2));
        assert!(!review.moves[2].mistake, "coming back is one closer");
        assert_eq!(
            review.better, better,
            "the better move is the hint where the mistake was made"
        );
        let line = crate::l10n::english(&review.line);
        assert!(
            line.starts_with("Solved in 4 moves: 2 extra moves; 1 mistake, the first at move 2"),
            "{line}"
        );
    }

    #[test]
    fn a_move_into_a_pocket_the_snake_cannot_leave_is_dead() {
        // 2 x 4, a snake of two, head (1,3), stones under all but (2,2): going down from (1,2) traps the head.
        let input = "2 4 2\n1 3\n1 4\n3\n2 1\n2 3\n2 4\n\n0 0 0\n";
        let mut b = board("holedox", input);
        assert_eq!(b.status().optimal, Some(2));
        b.play("L").unwrap();
        let ratings = b.ratings();
        let by = |d: &str| {
            ratings
                .iter()
                .find(|r| r.mv == d)
                .map(|r| (r.delta, r.cell))
        };
        assert_eq!(by("L"), Some((RatingDelta::Steps(-1), Some((0, 0)))));
        assert_eq!(by("D"), Some((RatingDelta::Dead, Some((1, 1)))));
        assert_eq!(ratings.len(), 2);
        assert_eq!(
            serde_json::to_value(&ratings[0]).unwrap()["delta"],
            "dead",
            "D comes first"
        );
        b.play("D").unwrap();
        let review = b.review(0, REVIEW_ROWS);
        assert_eq!(
            (review.extra, review.first_mistake, review.better),
            (None, Some(1), Some("L".to_string()))
        );
        assert!(review.moves[1].dead);
    }

    #[test]
    fn tilts_are_rated_against_the_goal_at_the_boards_edge() {
        let mut b = board("omnigravity", crate::OmniGravity::SAMPLE);
        let hint = b.status().hint.unwrap();
        let first = b.ratings();
        assert_eq!(first.len(), 4, "every tilt is legal");
        assert!(first
            .iter()
            .all(|r| r.cell.is_none() && r.gesture.map(String::from) == Some(r.mv.clone())));
        let best = first.iter().find(|r| r.mv == hint).unwrap();
        assert_eq!(best.delta, RatingDelta::Steps(-1));
        let label = crate::l10n::english(&best.label);
        assert!(label.starts_with("Tilt "), "{label}");
        b.play(&hint).unwrap();
        let again = b.ratings();
        let same = again.iter().find(|r| r.mv == hint).unwrap();
        assert_eq!(
            (same.delta, same.kind),
            (RatingDelta::Steps(0), "level"),
            "tilting the same way again moves nothing: no progress"
        );
    }
}
