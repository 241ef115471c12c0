//! Sokoban search insight: a plain breadth-first search over (you, box) states by moves, for the page's insight view
//! (partners: `mod.rs` the move rule, `solve.rs` the judge's search and its figure, `play.rs` `Game::insight`,
//! `session/view.rs` `Insight`, `tests/sokoban/insight.rs`).
//!
//! The search tries the four steps of every state, one FIFO queue, layer by layer, as the X-ray's plain search does.
//! A state with the box on the target is counted but not expanded. A maze has at most 400 x 400 (you, box) pairs, so
//! the search never needs a budget.

use super::board::{BoardSolver, BoardState, SokobanBoard};
use super::{SokobanGame, SokobanState, Solver};
use crate::grid::show_cell;
use crate::search::{breadth_first, mark, Searched, BFS_BUDGET};
use crate::session::{Game, Insight, LayersKind};
use crate::text::Text;
use rustc_hash::FxHashSet as HashSet;

/// What the heat map shows: "moves to bring the box here".
const HEAT_KIND: Text = Text::new("sokoban-insight-heat");

/// What [`Insight::solver`] counts.
const SOLVER_KIND: Text = Text::new("sokoban-insight-solver");

/// What a plain breadth-first search from `state` sees (see the module docs).
pub fn insight(maze: &SokobanGame, state: &SokobanState) -> Insight {
    let (rows, cols) = (maze.rows, maze.cols);
    if !maze.is_free(state.player) || !maze.is_free(state.boxed) || state.player == state.boxed {
        // No search can start (only a hand-made state reaches here: every board the page plays has both free).
        return Insight {
            layers_kind: LayersKind::Depths,
            solver_kind: SOLVER_KIND,
            table_kind: Text::new("sokoban-insight-table"),
            heat: vec![None; rows * cols],
            heat_kind: Some(HEAT_KIND),
            why_not: Some(Text::new("sokoban-insight-why-rules")),
            ..Insight::default()
        };
    }
    let board = SokobanBoard::from_maze(maze);
    let (found, heat, reached) = explore(&board, &BoardState::from(state));
    let mut solver = Solver::new();
    let solved = solver.solve(maze, state).is_some();
    let why_not = (!reached && !solved).then(|| {
        let boxed = heat.iter().filter(|&&h| h != u32::MAX).count();
        Text::new("sokoban-insight-why-not")
            .arg("reached", boxed)
            .arg("free", maze.rock.iter().filter(|&&r| !r).count())
            .arg("target", show_cell(maze.target))
    });
    let cells = (rows * cols) as u64;
    insight_of(found, heat, solver.expanded(), cells * cells, why_not)
}

/// What a plain breadth-first search from `state` sees on a board of many boxes: as for one box, the heat the moves
/// that first bring any box to a cell, the solver's count the many-box search's states (within the page's budget).
pub fn many(board: &SokobanBoard, state: &BoardState) -> Insight {
    let (found, heat, _) = explore(board, state);
    let mut solver = BoardSolver::default();
    solver.solve(board, state);
    let cells = (board.level.rows * board.level.cols) as u64;
    let table = (0..=state.boxes.len()).fold(1u64, |t, _| t.saturating_mul(cells));
    insight_of(found, heat, solver.expanded(), table, None)
}

/// The plain search from `state`: what it found, per cell the fewest moves that bring a box there (`u32::MAX`
/// never), and whether it put every box on a goal.
fn explore(board: &SokobanBoard, state: &BoardState) -> (Searched, Vec<u32>, bool) {
    let mut seen: HashSet<BoardState> = HashSet::default();
    seen.insert(state.clone());
    let mut heat = vec![u32::MAX; board.level.rows * board.level.cols];
    let mut reached = false;
    let found = breadth_first(
        state.clone(),
        BFS_BUDGET,
        |s| mark(&mut seen, s),
        &mut (),
        |s, depth, frontier| {
            for &b in s.boxes.iter().filter(|&&b| board.is_free(b)) {
                let at = board.level.index(b);
                heat[at] = heat[at].min(depth);
            }
            if board.is_goal(s) {
                reached = true;
                return;
            }
            for mv in board.moves(s) {
                if let Some(next) = board.play(s, &mv) {
                    frontier.offer(mv, next);
                }
            }
        },
    );
    (found, heat, reached)
}

/// The insight of a plain search's `found` and `heat`, the solver's count and the table's size.
fn insight_of(
    found: Searched,
    heat: Vec<u32>,
    solver: u64,
    table: u64,
    why_not: Option<Text>,
) -> Insight {
    let mut table_kind = Text::new("sokoban-insight-table");
    if found.capped {
        table_kind = Text::new("insight-capped")
            .arg("table", table_kind)
            .arg("budget", BFS_BUDGET);
    }
    Insight {
        layers_kind: LayersKind::Depths,
        explored: found.layers.iter().sum(),
        capped: found.capped,
        solver,
        solver_kind: SOLVER_KIND,
        table,
        table_kind,
        layers: found.layers,
        heat: heat
            .into_iter()
            .map(|h| (h != u32::MAX).then_some(h))
            .collect(),
        heat_kind: Some(HEAT_KIND),
        why_not,
        ..Insight::default()
    }
}
