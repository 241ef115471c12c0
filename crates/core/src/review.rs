//! Learning from the optimum: every legal move rated ([`Rating`]) and the moves played reviewed ([`Review`]), from a
//! [`Session`]'s memoised optimum (`session/`); crates/wasm sends both to `web/js/views/ratings.js` and `review.js`.

use rustc_hash::FxHashSet as HashSet;
use std::collections::VecDeque;

use serde::{Serialize, Serializer};

use crate::grid::Dir;
use crate::input::Cell;
use crate::session::{plural, Game, Session};

/// States a no-goal rating's search counts before it stops (OmniGravity boards have at most about 16,000).
const REACH_LIMIT: usize = 200_000;

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
    /// The move, as a letter `U D L R`.
    pub dir: char,
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
    pub label: String,
}

/// One move played, against the optimum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReviewMove {
    /// The move, as a letter.
    pub dir: char,
    /// The fewest moves left before it (-1 when impossible).
    pub before: i64,
    /// The fewest moves left after it.
    pub after: i64,
    /// It did not bring the goal one move closer (and the goal was reachable before it).
    pub mistake: bool,
    /// It made the goal unreachable.
    pub dead: bool,
}

/// The moves played up to the cursor, each against the optimum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    /// The moves played, in order.
    pub moves: Vec<ReviewMove>,
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
    /// The better move at the first mistake, as a letter (the hint in the state before it).
    pub better: Option<char>,
    /// Where the better move's mover steps.
    pub better_cell: Option<Cell>,
    /// A sentence saying all that: "Solved in 11 moves: 2 extra; first mistake at move 3 (better: up)".
    pub line: String,
}

impl<G: Game> Session<G> {
    /// Where the mover steps when `dir` is played in `state`.
    fn step_cell(&self, state: &G::State, dir: Dir) -> Option<Cell> {
        let frame = self.game().frame(state);
        dir.step(self.game().mover(state)?, frame.rows, frame.cols)
    }

    /// Each legal move from the current state, in the order `U D L R`, rated against the optimum (puzzles with a
    /// goal) or against the states visited so far (puzzles without one).
    pub fn ratings(&mut self) -> Vec<Rating> {
        let state = self.state().clone();
        let nexts: Vec<(Dir, G::State)> = Dir::ALL
            .iter()
            .filter_map(|&dir| Some((dir, self.game().play(&state, dir)?)))
            .collect();
        if !G::GOAL {
            let visited: HashSet<G::State> = self.played_states()[1..].iter().cloned().collect();
            return nexts
                .into_iter()
                .map(|(dir, next)| self.tilt_rating(dir, &next, &visited))
                .collect();
        }
        let now = self.optimal(&state).0;
        nexts
            .into_iter()
            .map(|(dir, next)| {
                let after = self.optimal(&next).0;
                let delta = match after {
                    -1 => RatingDelta::Dead,
                    _ => RatingDelta::Steps(after - now),
                };
                let effect = match delta {
                    RatingDelta::Steps(-1) => "one move closer".to_string(),
                    RatingDelta::Steps(0) => "no progress".to_string(),
                    RatingDelta::Steps(d) if d > 0 => {
                        format!("{d} {} further", plural(d as usize, "move", "moves"))
                    }
                    RatingDelta::Steps(d) => format!("{} moves closer", -d),
                    _ => "a dead end: the goal becomes unreachable".to_string(),
                };
                let left = if after >= 0 {
                    format!(" ({after} left)")
                } else {
                    String::new()
                };
                Rating {
                    dir: dir.letter(),
                    cell: self.step_cell(&state, dir),
                    delta,
                    kind: delta.kind(),
                    optimal: Some(after),
                    unvisited: None,
                    label: format!("Move {}: {effect}{left}", dir.word()),
                }
            })
            .collect()
    }

    /// A tilt to `next`: whether it is new and how many unvisited states stay reachable after it.
    fn tilt_rating(&self, dir: Dir, next: &G::State, visited: &HashSet<G::State>) -> Rating {
        let mut seen: HashSet<G::State> = HashSet::from_iter([next.clone()]);
        let mut queue = VecDeque::from([next.clone()]);
        while let Some(at) = queue.pop_front() {
            for &d in &Dir::ALL {
                if let Some(to) = self.game().play(&at, d) {
                    if seen.len() < REACH_LIMIT && seen.insert(to.clone()) {
                        queue.push_back(to);
                    }
                }
            }
        }
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
        let what = if fresh {
            "a new state"
        } else {
            "a state seen before"
        };
        Rating {
            dir: dir.letter(),
            cell: None,
            delta,
            kind: delta.kind(),
            optimal: None,
            unvisited: Some(unvisited),
            label: format!(
                "Tilt {}: {what}; {unvisited} unvisited {} still reachable after it",
                dir.word(),
                plural(unvisited, "state", "states")
            ),
        }
    }

    /// The moves played up to the cursor, each with the optimum before and after it.
    pub fn review(&mut self) -> Review {
        let states = self.played_states().to_vec();
        let dirs = self.moves().to_vec();
        let solved = self.is_goal();
        if !G::GOAL {
            let n = dirs.len();
            return Review {
                moves: Vec::new(),
                optimal: -1,
                solved,
                extra: None,
                mistakes: 0,
                first_mistake: None,
                better: None,
                better_cell: None,
                line: format!(
                    "{n} {} played; this puzzle has no goal to measure them against",
                    plural(n, "move", "moves")
                ),
            };
        }
        let optima: Vec<i64> = states.iter().map(|s| self.optimal(s).0).collect();
        let moves: Vec<ReviewMove> = dirs
            .iter()
            .enumerate()
            .map(|(i, dir)| {
                let (before, after) = (optima[i], optima[i + 1]);
                ReviewMove {
                    dir: dir.letter(),
                    before,
                    after,
                    mistake: before >= 0 && after != before - 1,
                    dead: before >= 0 && after < 0,
                }
            })
            .collect();
        let optimal = optima[0];
        let now = optima[dirs.len()];
        let extra = (optimal >= 0 && now >= 0).then(|| dirs.len() as i64 + now - optimal);
        let first_mistake = moves.iter().position(|m| m.mistake);
        let better = first_mistake.and_then(|i| Some((i, self.optimal(&states[i]).1?)));
        let mistakes = moves.iter().filter(|m| m.mistake).count();
        let line = review_line(
            dirs.len(),
            solved,
            extra,
            mistakes,
            first_mistake,
            better.map(|b| b.1),
        );
        Review {
            moves,
            optimal,
            solved,
            extra,
            mistakes,
            first_mistake,
            better: better.map(|(_, d)| d.letter()),
            better_cell: better.and_then(|(i, d)| self.step_cell(&states[i], d)),
            line,
        }
    }
}

/// The review's sentence.
fn review_line(
    played: usize,
    solved: bool,
    extra: Option<i64>,
    mistakes: usize,
    first: Option<usize>,
    better: Option<Dir>,
) -> String {
    let moves = plural(played, "move", "moves");
    let head = if solved {
        format!("Solved in {played} {moves}")
    } else {
        format!("{played} {moves} played")
    };
    let extra = match extra {
        Some(0) => "no extra moves".to_string(),
        Some(n) => format!("{n} extra {}", plural(n as usize, "move", "moves")),
        None => "the goal cannot be reached from here".to_string(),
    };
    let tail = match (first, better) {
        (Some(i), Some(d)) => format!(
            "; {mistakes} {}, the first at move {} (better: {})",
            plural(mistakes, "mistake", "mistakes"),
            i + 1,
            d.word()
        ),
        (Some(i), None) => format!("; first mistake at move {}", i + 1),
        _ => String::new(),
    };
    format!("{head}: {extra}{tail}.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{load_case, Board, Puzzle};

    fn board(puzzle: &str, input: &str) -> Box<dyn Board> {
        load_case(puzzle, input, "1").unwrap()
    }

    fn dir(letter: char) -> Dir {
        Dir::from_letter(letter).unwrap()
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
            board.play(dir(best.dir)).unwrap();
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
            let hint = ratings.iter().find(|r| Some(r.dir) == status.hint).unwrap();
            assert_eq!(hint.delta, RatingDelta::Steps(-1), "{puzzle}");
            assert_eq!(
                hint.cell, status.hint_cell,
                "{puzzle}: the mark goes where the hint does"
            );
            let legal = Dir::ALL.iter().filter(|&&d| {
                let mut other = board(puzzle, input);
                other.play(d).is_ok()
            });
            assert_eq!(ratings.len(), legal.count(), "{puzzle}");
            follow_the_best(b.as_mut());
            let review = b.review();
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
        b.play(dir(best)).unwrap();
        let better = b.status().hint;
        let wasted = b
            .ratings()
            .into_iter()
            .find(|r| r.delta == RatingDelta::Steps(1));
        let wasted = dir(wasted.expect("a move one further").dir);
        b.play(wasted).unwrap();
        b.play(wasted.opposite()).unwrap();
        follow_the_best(b.as_mut());
        let review = b.review();
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
        assert!(
            review
                .line
                .starts_with("Solved in 4 moves: 2 extra moves; 1 mistake, the first at move 2"),
            "{}",
            review.line
        );
    }

    #[test]
    fn a_move_into_a_pocket_the_snake_cannot_leave_is_dead() {
        // 2 x 4, a snake of two, head (1,3), stones under all but (2,2): going down from (1,2) traps the head.
        let input = "2 4 2\n1 3\n1 4\n3\n2 1\n2 3\n2 4\n\n0 0 0\n";
        let mut b = board("holedox", input);
        assert_eq!(b.status().optimal, Some(2));
        b.play(Dir::Left).unwrap();
        let ratings = b.ratings();
        let by = |d: char| {
            ratings
                .iter()
                .find(|r| r.dir == d)
                .map(|r| (r.delta, r.cell))
        };
        assert_eq!(by('L'), Some((RatingDelta::Steps(-1), Some((0, 0)))));
        assert_eq!(by('D'), Some((RatingDelta::Dead, Some((1, 1)))));
        assert_eq!(ratings.len(), 2);
        assert_eq!(
            serde_json::to_value(&ratings[0]).unwrap()["delta"],
            "dead",
            "D comes first"
        );
        b.play(Dir::Down).unwrap();
        let review = b.review();
        assert_eq!(
            (review.extra, review.first_mistake, review.better),
            (None, Some(1), Some('L'))
        );
        assert!(review.moves[1].dead);
    }

    #[test]
    fn tilts_say_whether_they_are_new_and_what_stays_unvisited() {
        let mut b = board("omnigravity", crate::OmniGravity::SAMPLE);
        let first = b.ratings();
        assert!(first
            .iter()
            .all(|r| r.delta == RatingDelta::New && r.cell.is_none()));
        let up = first.iter().find(|r| r.dir == 'U').unwrap().clone();
        b.play(Dir::Up).unwrap();
        let again = b.ratings();
        let up_again = again.iter().find(|r| r.dir == 'U').unwrap();
        assert_eq!(
            (up_again.delta, up_again.kind),
            (RatingDelta::Seen, "seen"),
            "tilting up twice stays put"
        );
        assert_eq!(
            up_again.unvisited, up.unvisited,
            "the state reached was already counted out"
        );
        assert!(up.unvisited.unwrap() < 110);
        assert_eq!(serde_json::to_value(up_again).unwrap()["delta"], "seen");
    }
}
