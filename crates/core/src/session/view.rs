//! What a board shows the page: the [`View`] reply, its [`Status`], the [`Insight`] figures, gallery items and
//! refused moves. Partners: session/mod.rs (builds them), crates/wasm/src/protocol.rs (sends them).

use serde::Serialize;

use crate::frame::{Frame, Piece};
use crate::input::Cell;
use crate::notation::Notation;
use crate::text::Text;

/// What the plain breadth-first search and the puzzle's own solver saw from the board's start, each figure named for
/// what it counts: the page's "search insight".
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Insight {
    /// States the plain breadth-first search over whole states takes off its queue from the board's start, on every
    /// puzzle: the figure the X-ray's plain search ([`crate::xray::bfs`]) ends on, within the same budget
    /// ([`crate::xray::BFS_BUDGET`]).
    pub explored: u64,
    /// Whether that plain search stopped at its budget before it had taken every reachable state.
    pub capped: bool,
    /// States (or nodes) the puzzle's own solver expanded from the board's start: the X-ray's figure for the solver,
    /// and the judge's per-case figure; 0 when it needed no search.
    pub solver: u64,
    /// What the solver is and what [`Insight::solver`] counts, e.g. "IDA* nodes expanded (h: the Manhattan distance)".
    pub solver_kind: Text,
    /// How many states the visited table can index (its size), and what it is.
    pub table: u64,
    /// A few words on the table or graph, e.g. "bit-set over 49^4 piece positions".
    pub table_kind: Text,
    /// What [`Insight::layers`] counts: states per depth of a breadth-first search, or nodes per round of an iterative
    /// deepening search (Fifteen's IDA*), so the page captions the chart and knows whether a layer is a depth.
    pub layers_kind: LayersKind,
    /// States first reached at each depth of the plain search, from depth 0 (the start), adding up to
    /// [`Insight::explored`]; or, for [`LayersKind::Rounds`], the solver's nodes per round, adding up to
    /// [`Insight::solver`].
    pub layers: Vec<u64>,
    /// Where `layers` counts rounds: each round's cost bound (IDA*'s threshold), in order; empty for depths.
    pub bounds: Vec<u64>,
    /// Where `layers` counts rounds: the states first reached at each depth of a plain breadth-first search from the
    /// board, as many whole layers as a budget allows (the judge studio's proof by depth); empty for depths, where
    /// `layers` already is this.
    pub depth_layers: Vec<u64>,
    /// Per cell (row by row), the fewest moves after which the search first had the tracked thing
    /// (Huarong: the piece; Holedox: the head) on that cell; `None` where it never got.
    pub heat: Vec<Option<u32>>,
    /// What the heat map shows, e.g. "moves to bring the piece here"; `None` without a heat map.
    pub heat_kind: Option<Text>,
    /// Why the answer is -1, when it is: which cells the search could reach, in words.
    pub why_not: Option<Text>,
}

/// What the layers of an [`Insight`] count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LayersKind {
    /// `layers[d]`: the states first reached at depth `d` of a plain breadth-first search.
    #[default]
    Depths,
    /// `layers[i]`: the nodes expanded in round `i` of an iterative deepening search (not depths).
    Rounds,
}

/// One reachable state with one shortest move sequence from the start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GalleryItem {
    /// The state as text (the page's `data-state`).
    pub state: String,
    /// One shortest move sequence from the start, in the puzzle's notation.
    pub moves: String,
    /// The pieces as drawn in this state (the board's cells are those of the board shown).
    pub pieces: Vec<Piece>,
    /// Ids of the puzzle's gallery filters ([`crate::Info::gallery_filters`]) this state matches.
    pub tags: Vec<&'static str>,
}

/// What the page shows beside a board.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Status {
    /// The puzzle is solved.
    pub goal: bool,
    /// Fewest moves from here to the goal, -1 when impossible; `None` for puzzles without a goal.
    pub optimal: Option<i64>,
    /// The first move of one optimal path from here, in the puzzle's notation (Huarong: the blank's move `U`).
    pub hint: Option<String>,
    /// The same move as the direction the player points, `U D L R`: the arrow key to press, the way to swipe (see
    /// [`crate::Game::gesture`]).
    pub hint_dir: Option<char>,
    /// The same move in the player's words: "slide 7 left", "move the head up", "tilt down".
    pub hint_text: Option<Text>,
    /// Where the hint's move goes: the cell the mover steps onto.
    pub hint_cell: Option<Cell>,
    /// Puzzles without a goal: distinct states reached by moves so far (the start counts when a move returns to it).
    pub visited: Option<usize>,
    /// Puzzles without a goal: the number of states reachable by moves (the judge answer).
    pub reachable: Option<usize>,
    /// The status line: "Optimal from here: 4", "No solution from here", "Visited 3 of 110 reachable states".
    pub line: Text,
    /// Said when the goal is reached: "Solved in 5 moves (optimal: 5)!".
    pub solved: Option<Text>,
    /// The optimum is not searched: the person stopped a search that took too long (`Board::set_search`).
    pub unsearched: bool,
    /// The move that led here, in the player's words ("slide 7 left"), for the page's announcement.
    pub moved: Option<Text>,
    /// The counter's words where the puzzle counts a path several ways ([`crate::Game::COUNTS`]): "3 steps, 2
    /// slides, 1 move"; `None` where the count is the moves played.
    pub counter: Option<Text>,
    /// Said when that move left everything as it was (it still counts, as the judge counts it): "nothing moved: ...".
    pub note: Option<Text>,
}

/// A move that the rules refuse; the session does not change.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct IllegalMove {
    /// The move refused, in the puzzle's notation.
    pub mv: String,
    /// What blocks it, in the page's words.
    pub reason: Text,
}

/// What the page draws after any change of a board: the one reply to every board request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The board now.
    pub frame: Frame,
    /// What to show beside it.
    pub status: Status,
    /// Moves that lead to the current state.
    pub move_count: usize,
    /// Every move recorded, undone ones included, in the puzzle's notation.
    pub history: String,
    /// The board as a one-case judge input from its start (with `history`, a permalink).
    pub board: String,
}

impl IllegalMove {
    /// The move `mv` refused for `reason`.
    pub fn new<M: Notation>(mv: &M, reason: Text) -> IllegalMove {
        IllegalMove {
            mv: mv.write(),
            reason,
        }
    }
}
