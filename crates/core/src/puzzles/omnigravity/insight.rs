//! OmniGravity search insight: a plain BFS over tilt states (explored, table, layers) and the gallery of every reachable state with one shortest tilt sequence; partners `play.rs` (`Game::insight`, `Game::gallery`), `solve.rs` (the solver's `OmniGravitySolution`), `mod.rs`, `tests/omnigravity/insight.rs`.
//!
//! The insight search is deliberately plain: a queue of states, a visited
//! bit-set over every placement of the four pieces, and every tilt tried from
//! every state (the solver's skip of the settled direction and its branch-free
//! queue are left out). It counts the states the judge counts: the start is the
//! seed at depth 0 and is *not* marked visited, so it is counted again (at the
//! first depth at which some tilt sequence returns to it) only when the judge
//! counts it. Hence `explored == sum(layers) == 1 + judge answer` and
//! `layers[1..]` sums to the judge answer.
//!
//! There is no goal and no tracked piece, so `heat`, `heat_kind` and `why_not`
//! stay empty: the gallery is OmniGravity's picture of the search.

use super::{solve, Board, State};
use crate::search::breadth_first;
use crate::session::{GalleryItem, Insight};
use crate::text::Text;
use crate::Dir;

/// Top-left spots of one 2x2 piece on the 8x8 board (a 7x7 grid).
const SPOTS: usize = 49;

/// Size of the visited bit-set: one bit per placement of the four pieces
/// (`State::index` is below `49^4`).
const TABLE: usize = SPOTS * SPOTS * SPOTS * SPOTS;

/// The most states (the start included) the insight search stores; the worst
/// known boards reach about 15,600, so the cap only guards against surprises.
const BUDGET: usize = 3_000_000;

/// Bytes of a state's text: 8 rows of 8 cells joined by 7 `/`.
const TEXT_LEN: usize = 8 * 9 - 1;

/// What a plain breadth-first search over tilts from `start` sees (see the module docs).
pub(super) fn insight(board: &Board, start: State) -> Insight {
    explore(board, start, BUDGET)
}

/// The plain BFS from `start` on `board`'s obstacles, storing at most `budget`
/// states. When the budget runs out, new states are no longer stored but the
/// stored ones are still expanded, so `explored == sum(layers)` holds and
/// `table_kind` says the search was capped.
fn explore(board: &Board, start: State, budget: usize) -> Insight {
    let mut visited = vec![0u64; TABLE.div_ceil(64)];
    let (mut capped, mut stored) = (false, 1);
    // The start is not marked: a tilt back to it counts it again (see the module docs).
    let mark = |next: &State| {
        let index = next.index();
        let Some(word) = visited.get_mut(index / 64) else {
            return false;
        };
        let bit = 1u64 << (index % 64);
        if *word & bit != 0 {
            return false;
        }
        if stored >= budget {
            capped = true;
            return false;
        }
        *word |= bit;
        stored += 1;
        true
    };
    let found = breadth_first(start, u64::MAX, mark, &mut (), |&from, _, frontier| {
        for dir in Dir::ALL {
            frontier.offer((), board.tilt(from, dir));
        }
    });
    let mut table_kind = Text::new("omnigravity-insight-table");
    if capped {
        table_kind = Text::new("omnigravity-insight-capped")
            .arg("table", table_kind)
            .arg("budget", budget);
    }
    let explored = found.explored();
    Insight {
        layers_kind: crate::session::LayersKind::Depths,
        explored,
        capped,
        // The solver is this same breadth-first search over whole boards (its bit-board loop counts the same states).
        solver: explored,
        solver_kind: Text::new("omnigravity-insight-solver"),
        table: TABLE as u64,
        table_kind,
        layers: found.layers,
        heat: Vec::new(),
        ..Insight::default()
    }
}

/// Every state the judge counts from `start` (reachable by at least one tilt),
/// in the solver's BFS order, each with its text (`Board::rows` joined by `/`)
/// and one shortest tilt sequence as letters.
///
/// Each move string is its parent's plus one letter (parents come first in BFS
/// order); each state's text is stamped into a copy of a precomputed obstacle
/// template.
pub(super) fn gallery(board: &Board, start: State) -> Vec<GalleryItem> {
    let board = Board {
        obstacles: board.obstacles,
        start,
    };
    let Some(solution) = solve::solve_all(std::slice::from_ref(&board)).pop() else {
        return Vec::new();
    };
    let template = template(board.obstacles);
    let mut items: Vec<GalleryItem> = Vec::with_capacity(solution.count());
    for reached in solution.states() {
        let parent = reached
            .parent()
            .and_then(|p| items.get(p))
            .map_or("", |item| item.moves.as_str());
        let mut moves = String::with_capacity(parent.len() + 1);
        moves.push_str(parent);
        moves.push(reached.tilt().letter());
        let state = reached.state();
        items.push(GalleryItem {
            state: text(&template, state),
            moves,
            pieces: super::pieces(state),
            tags: corner_tags(state),
        });
    }
    items
}

/// The text of the empty board with `obstacles`: `.` and `#`, rows joined by `/`.
fn template(obstacles: u64) -> [u8; TEXT_LEN] {
    let mut bytes = [b'/'; TEXT_LEN];
    for row in 0..8 {
        for col in 0..8 {
            let cell = if obstacles >> (8 * row + col) & 1 == 1 {
                b'#'
            } else {
                b'.'
            };
            bytes[9 * row + col] = cell;
        }
    }
    bytes
}

/// `state` stamped onto `template`: the same text as `Board::rows(state).join("/")`.
fn text(template: &[u8; TEXT_LEN], state: State) -> String {
    let mut bytes = *template;
    for ((row, col), letter) in state.pieces().into_iter().zip(*b"ABCD") {
        let top = 9 * row + col;
        for at in [top, top + 1, top + 9, top + 10] {
            if let Some(cell) = bytes.get_mut(at) {
                *cell = letter;
            }
        }
    }
    // Only ASCII bytes are written, so this never falls back to the empty string.
    String::from_utf8(bytes.to_vec()).unwrap_or_default()
}

/// The gallery filters a state matches: the letters of the pieces that sit in a corner of the board.
fn corner_tags(state: State) -> Vec<&'static str> {
    const CORNERS: [(usize, usize); 4] = [(0, 0), (0, 6), (6, 0), (6, 6)];
    const TAGS: [&str; 4] = ["A", "B", "C", "D"];
    let pieces = state.pieces();
    (0..4)
        .filter(|&i| CORNERS.contains(&pieces[i]))
        .map(|i| TAGS[i])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The statement's first sample board (110 states).
    fn sample() -> Board {
        let rows = [
            "....AA..", "....AA#.", "...#....", ".CCBB...", ".CCBB#..", "#...##..", ".#DD#...",
            "..DD.##.",
        ];
        let mut obstacles = 0u64;
        let mut tops = [u8::MAX; 4];
        for (r, row) in rows.iter().enumerate() {
            for (c, cell) in row.bytes().enumerate() {
                match cell {
                    b'#' => obstacles |= 1 << (8 * r + c),
                    b'A'..=b'D' => {
                        let top = &mut tops[usize::from(cell - b'A')];
                        *top = (*top).min((8 * r + c) as u8);
                    }
                    _ => {}
                }
            }
        }
        Board {
            obstacles,
            start: State { tops },
        }
    }

    #[test]
    fn the_full_search_counts_the_judge_states_plus_the_seed() {
        let board = sample();
        let full = insight(&board, board.start);
        assert_eq!(full.explored, 111);
        assert_eq!(full.layers.iter().sum::<u64>(), full.explored);
        assert_eq!(full.layers[0], 1);
        assert!(!full.table_kind.to_string().contains("capped"));
        assert_eq!(gallery(&board, board.start).len(), 110);
    }

    #[test]
    fn a_capped_search_says_so_and_stays_consistent() {
        let board = sample();
        for budget in [1, 2, 5, 50, 110] {
            let capped = explore(&board, board.start, budget);
            assert_eq!(capped.explored, budget as u64);
            assert_eq!(capped.layers.iter().sum::<u64>(), capped.explored);
            assert!(capped
                .table_kind
                .to_string()
                .ends_with(&format!("capped at {budget} states")));
        }
        let exact = explore(&board, board.start, 111);
        assert!(
            !exact.table_kind.to_string().contains("capped"),
            "exactly enough room"
        );
    }

    #[test]
    fn gallery_text_is_the_rows_joined() {
        let board = sample();
        for item in gallery(&board, board.start).iter().take(20) {
            let mut state = board.start;
            for letter in item.moves.chars() {
                let dir = Dir::ALL.into_iter().find(|d| d.letter() == letter);
                state = board.tilt(state, dir.unwrap_or(Dir::Up));
            }
            assert_eq!(item.state, board.rows(state).join("/"));
        }
    }
}
