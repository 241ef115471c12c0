//! One claimed path replayed on its case's board for `check --paths` (partners: `check/paths.rs`, which reads the
//! claims and makes the verdict; `session/`'s [`Game`]: `play` and `blocked` for legality, `solve`, `optima` and
//! `tally` for the judge's count, as `Game::JUDGED` says).

use super::paths::Claim;
use crate::notation::Notation;
use crate::session::{plural, Game};
use crate::{Rejection, Text};

/// The path `moves` counted as the judge counts (see [`Game::JUDGED`]): the moves played, or the judged counts of
/// [`Game::tally`] in their order.
pub(super) fn judged_cost<G: Game>(game: &G, moves: &[G::Move]) -> Vec<usize> {
    if G::JUDGED.is_empty() {
        return vec![moves.len()];
    }
    let tally = game.tally(moves);
    (G::JUDGED.iter())
        .map(|&j| tally.get(j).copied().unwrap_or(0))
        .collect()
}

/// The fewest from `state` to the goal as the judge counts, `None` when there is no way.
pub(super) fn best<G: Game>(
    game: &G,
    solver: &mut G::Solver,
    state: &G::State,
) -> Option<Vec<usize>> {
    if G::JUDGED.is_empty() {
        return game.solve(solver, state).map(|path| vec![path.len()]);
    }
    let optima = game.optima(solver, state);
    (G::JUDGED.iter())
        .map(|&j| optima.get(j).and_then(|&o| usize::try_from(o).ok()))
        .collect()
}

fn add(a: &[usize], b: &[usize]) -> Vec<usize> {
    a.iter().zip(b).map(|(x, y)| x.saturating_add(*y)).collect()
}

fn sub(a: &[usize], b: &[usize]) -> Vec<usize> {
    a.iter().zip(b).map(|(x, y)| x.saturating_sub(*y)).collect()
}

/// A count in words, as the judge counts: `5 moves`, `3 pushes and 10 moves`.
fn said<G: Game>(cost: &[usize]) -> Text {
    let words: Vec<(Text, Text)> = if G::JUDGED.is_empty() {
        vec![G::MOVE_WORD]
    } else {
        (G::JUDGED.iter())
            .filter_map(|&j| G::COUNTS.get(j).cloned())
            .collect()
    };
    let parts = cost.iter().zip(words).map(|(&n, (one, many))| {
        Text::new("paths-count")
            .arg("n", n)
            .arg("word", plural(n, one, many))
    });
    parts
        .rev()
        .reduce(|rest, first| Text::new("paths-and").arg("first", first).arg("rest", rest))
        .unwrap_or_else(|| Text::new("paths-count").arg("n", 0).arg("word", ""))
}

/// A refusal of the path as a whole (no one move is wrong).
fn whole(why: Text) -> Rejection {
    Rejection {
        why,
        step: None,
        played: None,
    }
}

/// A refusal at move `index` (0-based) of `moves`, the moves before it played.
fn at<M: Notation>(why: Text, index: usize, moves: &[M]) -> Rejection {
    Rejection {
        why,
        step: Some(index + 1),
        played: Some(M::write_path(&moves[..index.min(moves.len())])),
    }
}

/// Whether `claim` is right for `game`: accepted when it is impossible and the judge finds no way, or when its path
/// replays legally and reaches the goal in the fewest the judge counts; otherwise why, at the first move that is
/// illegal or leaves every optimal path (found by halving: once off them, a path never comes back).
/// `optimum` is [`best`] from the start, found by `solver`.
pub(super) fn judge_path<G: Game>(
    game: &G,
    solver: &mut G::Solver,
    optimum: Option<Vec<usize>>,
    claim: &Claim<G::Move>,
) -> Result<(), Rejection> {
    let start = game.start();
    let moves = match claim {
        Claim::Impossible => {
            return match optimum {
                Some(cost) => Err(whole(
                    Text::new("paths-exists").arg("best", said::<G>(&cost)),
                )),
                None => Ok(()),
            }
        }
        Claim::Path(moves) => moves,
    };
    let mut states = Vec::with_capacity(moves.len() + 1);
    states.push(start);
    let mut illegal = None;
    for (i, mv) in moves.iter().enumerate() {
        let state = &states[i];
        let Some(next) = game.play(state, mv) else {
            let why = Text::new("paths-illegal")
                .arg("step", i + 1)
                .arg("move", mv.write())
                .arg("why", game.blocked(state, mv));
            illegal = Some(at(why, i, moves));
            break;
        };
        states.push(next);
    }
    // The moves that replay; a move before an illegal one may already have left every optimal path.
    let legal = &moves[..states.len() - 1];
    let solved = illegal.is_none() && states.last().is_some_and(|s| game.is_goal(s));
    let total = judged_cost(game, legal);
    let Some(optimum) = optimum else {
        let why = if solved {
            Text::new("paths-unproved")
        } else if let Some(illegal) = illegal {
            return Err(illegal);
        } else {
            Text::new("paths-no-way").arg("moves", moves.len())
        };
        return Err(whole(why));
    };
    if solved && total == optimum {
        return Ok(());
    }
    let moves = legal;
    // The cuts where the count adds up (Klotski's piece move of several words is not cut), and the count before each.
    let mut cuts = vec![0];
    for c in 1..moves.len() {
        let pair = judged_cost(game, &moves[c - 1..=c]);
        let apart = add(
            &judged_cost(game, &moves[c - 1..c]),
            &judged_cost(game, &moves[c..=c]),
        );
        if pair == apart {
            cuts.push(c);
        }
    }
    if !moves.is_empty() {
        cuts.push(moves.len());
    }
    let mut prefix = vec![vec![0; optimum.len()]];
    for w in cuts.windows(2) {
        let last = prefix.last().cloned().unwrap_or_default();
        prefix.push(add(&last, &judged_cost(game, &moves[w[0]..w[1]])));
    }
    let mut on_track = |k: usize| {
        best(game, solver, &states[cuts[k]]).is_some_and(|b| add(&prefix[k], &b) == optimum)
    };
    let last = cuts.len() - 1;
    if on_track(last) {
        if let Some(illegal) = illegal {
            return Err(illegal);
        }
        // Every move on an optimal path, but the path stops short of the goal.
        let left = sub(&optimum, &prefix[last]);
        let why = Text::new("paths-short")
            .arg("moves", moves.len())
            .arg("best", said::<G>(&left));
        return Err(whole(why));
    }
    let (mut lo, mut hi) = (0, last);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if on_track(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let i = cuts[lo];
    let here = sub(&optimum, &prefix[lo]);
    let why = Text::new(if solved {
        "paths-not-optimal"
    } else {
        "paths-off-track"
    })
    .arg("step", i + 1)
    .arg("move", moves[i].write())
    .arg("best", said::<G>(&here));
    let why = if solved {
        why.arg("used", said::<G>(&sub(&total, &prefix[lo])))
    } else {
        match best(game, solver, &states[cuts[hi]]) {
            Some(after) => why.arg("after", said::<G>(&after)),
            None => Text::new("paths-dead")
                .arg("step", i + 1)
                .arg("move", moves[i].write())
                .arg("best", said::<G>(&here)),
        }
    };
    Err(at(why, i, moves))
}
