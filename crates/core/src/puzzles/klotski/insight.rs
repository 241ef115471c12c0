//! Klotski's plain search for the insight view and the X-ray: breadth-first over the box's states by piece moves,
//! pieces of one shape alike as the judge counts them (partners: `mod.rs` the case and move rule, `solve.rs`
//! `piece_reach` and the judge's searches, `play.rs` `Game::insight` and `Game::xray_plain`, `crate::search`).
//!
//! A state is its cells with the letters of each shape's pieces handed out again in the order of their anchors
//! ([`canonical`]): two states that differ only by which of two like pieces stands where are one state, and a
//! move of such a state is still a move of the box (its letters name pieces).

use rustc_hash::FxHashSet as HashSet;

use super::solve::Solver;
use super::{anchor, KlotskiGame, KlotskiMove, LEADER};
use crate::grid::show_cell as show;
use crate::search::{breadth_first, BFS_BUDGET};
use crate::session::{Game, Insight};
use crate::text::Text;

/// What the heat map shows: "piece moves to bring A's top-left cell here".
pub const HEAT_KIND: Text = Text::new("klotski-insight-heat");

/// What [`Insight::solver`] counts: "states expanded by the judge's three breadth-first searches (steps, slides,
/// moves)".
pub const SOLVER_KIND: Text = Text::new("klotski-insight-solver");

/// `cells` with the letters of each shape's pieces, A's apart, handed out again in the
/// reading order of their anchors.
pub fn canonical(cells: &[u8]) -> Vec<u8> {
    // Each piece: its letter, its anchor's index and its shape (cell indices less the anchor's).
    let mut pieces: Vec<(u8, usize, Vec<usize>)> = Vec::new();
    for (i, &b) in cells.iter().enumerate() {
        if !b.is_ascii_uppercase() {
            continue;
        }
        match pieces.iter_mut().find(|p| p.0 == b) {
            Some(p) => p.2.push(i - p.1),
            None => pieces.push((b, i, vec![0])),
        }
    }
    let mut out = cells.to_vec();
    let mut done = vec![false; pieces.len()];
    for first in 0..pieces.len() {
        if done[first] || pieces[first].0 == LEADER {
            continue;
        }
        let alike: Vec<usize> = (first..pieces.len())
            .filter(|&j| pieces[j].0 != LEADER && pieces[j].2 == pieces[first].2)
            .collect();
        let mut letters: Vec<u8> = alike.iter().map(|&j| pieces[j].0).collect();
        letters.sort_unstable();
        // `pieces` is in the reading order of anchors already.
        for (&j, &letter) in alike.iter().zip(&letters) {
            done[j] = true;
            let (anchor, shape) = (pieces[j].1, &pieces[j].2);
            for &offset in shape {
                out[anchor + offset] = letter;
            }
        }
    }
    out
}

/// Every state one piece move leads to from `cells` (canonical), each with its move: the game's own moves
/// ([`Game::moves`]), played and made canonical.
pub fn successors(game: &KlotskiGame, cells: &Vec<u8>) -> Vec<(Vec<u8>, KlotskiMove)> {
    let moves = game.moves(cells).into_iter();
    moves
        .filter_map(|mv| Some((canonical(&game.play(cells, &mv)?), mv)))
        .collect()
}

/// What the plain search from `state` sees: the states of each layer, A's heat, and why there is no answer.
pub fn insight(game: &KlotskiGame, state: &[u8]) -> Insight {
    let case = game.case();
    let (rows, cols) = (case.rows(), case.cols());
    let start = canonical(state);
    let mut seen: HashSet<Vec<u8>> = HashSet::default();
    seen.insert(start.clone());
    let mark = |key: &Vec<u8>| seen.insert(key.clone());
    let mut heat: Vec<Option<u32>> = vec![None; rows * cols];
    let found = breadth_first(
        start,
        BFS_BUDGET,
        mark,
        &mut (),
        |key: &Vec<u8>, depth, frontier| {
            if let Some((r, c)) = anchor(key, cols, LEADER) {
                heat[r * cols + c].get_or_insert(depth);
            }
            for (next, mv) in successors(game, key) {
                frontier.offer(mv, next);
            }
        },
    );
    let mut solver = Solver::new();
    let solution = solver.solve(&case.with_cells(state.to_vec()));
    let explored = found.explored();
    let why_not = solution.paths.is_none().then(|| {
        let reached = heat.iter().filter(|h| h.is_some()).count();
        Text::new("klotski-insight-why-not")
            .arg("reached", reached)
            .arg("target", show(case.target()))
    });
    let mut table_kind = Text::new("klotski-insight-table");
    if found.capped {
        table_kind = Text::new("insight-capped")
            .arg("table", table_kind)
            .arg("budget", BFS_BUDGET);
    }
    Insight {
        explored,
        capped: found.capped,
        solver: solver.expanded(),
        solver_kind: SOLVER_KIND,
        table: explored,
        table_kind,
        layers: found.layers,
        heat,
        heat_kind: Some(HEAT_KIND),
        why_not,
        ..Insight::default()
    }
}
