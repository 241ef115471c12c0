//! Fifteen search insight: the plain breadth-first search's count and the IDA* search's figures for the page's insight view: nodes expanded, nodes per iteration (as `layers`), the tables and a heat map of each tile's distance from home (partners: `solve.rs` search, `pdb.rs` tables, `play.rs` `Game::insight`, `session/view.rs` `Insight`, `xray.rs` the same two searches traced).

use super::pdb::Tables;
use super::{apart, Board, Solver};
use crate::search::BFS_BUDGET;
use crate::session::Insight;
use crate::text::Text;

/// What the heat map shows: "steps from each tile to its home cell (Manhattan distance)".
pub const HEAT_KIND: Text = Text::new("fifteen-insight-heat");

/// What the plain breadth-first search and one IDA* search from `board` see.
///
/// `explored` is the states the plain search over whole boards takes off its queue ([`plain_count`]), `solver` the
/// nodes IDA* expanded over every iteration, `layers[i]` those of iteration `i` (whose cost thresholds `table_kind`
/// lists), `table` the entries of the pattern databases, `heat` each tile's Manhattan distance from its home (`None`
/// on the blank), and `why_not` the parity argument when the board is unsolvable.
pub fn insight(board: &Board) -> Insight {
    let (rows, cols) = (board.rows, board.cols);
    let heat = board
        .tiles
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let home = usize::from(t).checked_sub(1)?;
            Some(apart(i, home, cols))
        })
        .collect();
    let (explored, capped) = plain_count(rows, cols);
    let mut found = Insight {
        explored,
        capped,
        heat,
        heat_kind: Some(HEAT_KIND),
        layers_kind: crate::session::LayersKind::Rounds,
        ..Insight::default()
    };
    if !board.is_solvable() {
        found.solver_kind = Text::new("fifteen-insight-solver-parity");
        found.why_not = Some(why_not(board));
        return found;
    }
    if !board.judge_sized() {
        // No tables past 4x4, and an exact search that may not finish: the figures say so rather than wait.
        found.solver_kind = Text::new("fifteen-insight-beyond");
        return found;
    }
    let search = super::solve::solve(board);
    found.depth_layers = layers_within(board, PROOF_BUDGET);
    found.bounds = search
        .iterations
        .iter()
        .map(|&(t, _)| u64::from(t))
        .collect();
    found.solver = search.nodes;
    found.layers = search.iterations.iter().map(|&(_, nodes)| nodes).collect();
    let thresholds: Vec<String> = search
        .iterations
        .iter()
        .map(|&(t, _)| t.to_string())
        .collect();
    // Numbers joined by ", " in both languages: IDA*'s thresholds, figures as the solver prints them.
    let heuristic = if search.tables {
        let tables = Solver::new(rows, cols).tables();
        found.table = tables.entries();
        describe(tables)
    } else {
        Text::new("fifteen-insight-manhattan")
    };
    found.solver_kind = Text::new("fifteen-insight-solver").arg(
        "h",
        match (search.tables, rows * cols) {
            (false, _) => "manhattan",
            (true, 16) => "databases",
            (true, _) => "exact",
        }
        .to_string(),
    );
    found.table_kind = Text::new("fifteen-insight-table")
        .arg("heuristic", heuristic)
        .arg("thresholds", thresholds.join(", "));
    found
}

/// The states a plain breadth-first search over whole `rows` x `cols` boards takes off its queue, as the X-ray's
/// ([`crate::xray::bfs`]) does within [`BFS_BUDGET`], and whether the budget stopped it.
///
/// No search is needed to know it: a move keeps the board's parity class (see [`Board::is_solvable`]), and every
/// board of a class is reachable from every other, so the search from any board takes exactly half of the
/// `(rows * cols)!` boards (all 181,440 of a 3x3, the goal's class or not) or stops at its budget (a 3x4 or 4x4).
pub fn plain_count(rows: usize, cols: usize) -> (u64, bool) {
    let reachable = (2..=(rows * cols) as u64).fold(1u64, u64::saturating_mul) / 2;
    (reachable.min(BFS_BUDGET), reachable > BFS_BUDGET)
}

/// The most states [`layers_within`] counts: whole layers only, as many as fit.
pub const PROOF_BUDGET: usize = 500_000;

/// The states first reached at each depth of a plain breadth-first search from `board`, as many whole layers as fit
/// in `budget` states (every layer, when the board has fewer states than that: all 181,440 of a 3x3). These are the
/// judge studio's proof that no shorter path exists: every state within `d` moves, none of them the goal.
///
/// The move graph is bipartite (each move takes the blank to the other colour of a chessboard), so a state's
/// neighbours lie one layer up or down: the next layer is the current one's neighbours less the previous layer,
/// and two sorted layers are all the search keeps. A board packs into a `u64`, 4 bits a cell.
///
/// Boards past 16 cells do not pack so: none is counted (empty).
pub fn layers_within(board: &Board, budget: usize) -> Vec<u64> {
    let (rows, cols) = (board.rows, board.cols);
    if rows * cols > 16 {
        return Vec::new();
    }
    let pack = |tiles: &[u8]| {
        tiles
            .iter()
            .rev()
            .fold(0u64, |key, &t| key << 4 | u64::from(t))
    };
    let mut previous: Vec<u64> = Vec::new();
    let mut current = vec![pack(&board.tiles)];
    let mut layers = vec![1];
    let mut total = 1;
    let mut tiles = vec![0u8; rows * cols];
    loop {
        let mut next = Vec::with_capacity(current.len() * 2);
        for &key in &current {
            for (i, tile) in tiles.iter_mut().enumerate() {
                *tile = (key >> (4 * i) & 15) as u8;
            }
            let blank = tiles.iter().position(|&t| t == 0).unwrap_or(0);
            for dir in crate::grid::Dir::ALL {
                if let Some((row, col)) = dir.step((blank / cols, blank % cols), rows, cols) {
                    tiles.swap(blank, row * cols + col);
                    next.push(pack(&tiles));
                    tiles.swap(blank, row * cols + col);
                }
            }
        }
        next.sort_unstable();
        next.dedup();
        next.retain(|key| previous.binary_search(key).is_err());
        if next.is_empty() || total + next.len() > budget {
            return layers;
        }
        total += next.len();
        layers.push(next.len() as u64);
        previous = std::mem::replace(&mut current, next);
    }
}

/// The tables in words, e.g. "additive pattern databases 6-6-3, 11.5 MB, max with the diagonal mirror".
fn describe(tables: &Tables) -> Text {
    let sizes: Vec<String> = tables
        .patterns
        .iter()
        .map(|p| p.tiles.len().to_string())
        .collect();
    let (rows, cols) = (tables.geometry.rows, tables.geometry.cols);
    let kind = if tables.patterns.len() == 1 {
        "exact"
    } else {
        "databases"
    };
    Text::new("fifteen-insight-tables")
        .arg("kind", kind.to_string())
        .arg("sizes", sizes.join("-"))
        .arg("entries", tables.entries() as i64)
        .arg(
            "mirror",
            if rows == cols { "yes" } else { "no" }.to_string(),
        )
}

/// Why `board` (unsolvable) never reaches the goal, in words.
fn why_not(board: &Board) -> Text {
    let width = if board.cols % 2 == 1 { "odd" } else { "even" };
    Text::new("fifteen-insight-why-not").arg("width", width.to_string())
}
