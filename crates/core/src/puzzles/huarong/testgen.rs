//! Huarong's test data for `crate::make_tests`: a random board, then queries whose answers mix (0, -1 and numbers of
//! moves, each kind drawn first and found by solving), and the worst kind's dead ends (partners: `crate::testgen` the
//! seeded draws and the [`TestData`] trait, `solve.rs` the solver that grades the random queries,
//! tests/testgen_mix.rs).

use crate::text::Text;
use std::fmt::Write as _;

use super::{Board, Huarong, Query, Solver};
use crate::testdata::{Gen, Kind, TestData};

/// Random Huarong queries solved, at most, to find one whose answer is of the kind drawn (see [`query`]).
const TRIES: usize = 24;

/// Huarong edge board: a 3x3 ring round a fixed centre; queries with the piece on its target (0), the target on the
/// fixed cell (-1), one move, and a long way round.
const HUARONG_EDGE: &str =
    "3 3 5\n1 1 1\n1 0 1\n1 1 1\n1 1 1 2 1 2\n1 1 1 2 2 2\n1 1 1 2 1 1\n1 1 1 2 3 3\n3 3 1 1 3 1\n";

impl TestData for Huarong {
    const SIZE: (Text, usize, usize) = (Text::new("size-board-side"), 1, super::MAX_SIDE);

    fn random(g: &mut Gen, size: Option<usize>) -> String {
        drawn(g, Kind::Random, size)
    }

    fn edge(_: &mut Gen, size: Option<usize>) -> String {
        match size {
            Some(1) => "1 1 0\n1\n".to_string(),
            Some(2) => "1 2 2\n1 1\n1 1 1 2 1 2\n1 2 1 1 1 2\n".to_string(),
            _ => HUARONG_EDGE.to_string(),
        }
    }

    fn worst(g: &mut Gen, size: Option<usize>) -> String {
        drawn(g, Kind::Worst, size)
    }
}

/// A random board of `kind` (random or worst: 30x30, few fixed cells, and dead ends along its edges), then its
/// queries, each answer kind drawn first so that the answers mix (see [`query`]).
fn drawn(g: &mut Gen, kind: Kind, size: Option<usize>) -> String {
    let cap = size.unwrap_or(if kind == Kind::Worst { 30 } else { 8 });
    let (rows, cols, fixed_in_100, queries) = match kind {
        Kind::Worst => (cap, cap, 2, 500),
        _ => (
            g.int(1, cap),
            g.int(1, cap),
            g.pick(&[0, 5, 15, 30, 45]),
            g.int(1, 20),
        ),
    };
    let mut movable: Vec<bool> = (0..rows * cols)
        .map(|_| g.int(0, 99) >= fixed_in_100)
        .collect();
    let dead_ends = if kind == Kind::Worst {
        dead_ends(g, &mut movable, rows, cols)
    } else {
        Vec::new()
    };
    let open: Vec<usize> = (0..rows * cols).filter(|&i| movable[i]).collect();
    let queries = if open.len() < 2 { 0 } else { queries };
    let mut out = format!("{rows} {cols} {queries}\n");
    for row in movable.chunks(cols) {
        let cells: Vec<&str> = row.iter().map(|&m| if m { "1" } else { "0" }).collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    // The random kind grades its queries with the solver; the worst kind's answers are known by construction.
    let mut solver = (kind != Kind::Worst)
        .then(|| Board::new(rows, cols, movable))
        .flatten()
        .map(|board| Solver::new(&board));
    for _ in 0..queries {
        let query = match solver.as_mut() {
            Some(solver) => query(g, solver, &open),
            None => worst_query(g, cols, &open, &dead_ends),
        };
        let _ = writeln!(
            out,
            "{} {} {} {} {} {}",
            query.blank.0 + 1,
            query.blank.1 + 1,
            query.piece.0 + 1,
            query.piece.1 + 1,
            query.target.0 + 1,
            query.target.1 + 1
        );
    }
    out
}

/// A random query on the board of `solver` (`open`: its movable cells, at least two) whose answer is of a kind
/// drawn first: 0 (one in ten), -1 (one in five: the target on a fixed cell half the time, else a cell the piece
/// cannot reach) or a number of moves. Up to [`TRIES`] random queries are solved for one of that kind; the last
/// is kept when none is (a board too small or too cut up to have one).
fn query(g: &mut Gen, solver: &mut Solver, open: &[usize]) -> Query {
    let cols = solver.board().cols();
    let cells = solver.board().rows() * cols;
    let cell = |i: usize| (i / cols, i % cols);
    let want = g.int(0, 9);
    let mut query = Query::new((0, 0), (0, 0), (0, 0));
    for _ in 0..TRIES {
        let blank = g.pick(open);
        let piece = other(g, open, blank);
        let target = match want {
            0 => piece,
            1 => g.int(0, cells - 1),
            _ => g.pick(open),
        };
        query = Query::new(cell(blank), cell(piece), cell(target));
        let answer = solver.distance(&query);
        let fits = match want {
            0 => true,
            1 | 2 => answer.is_none(),
            _ => answer.is_some_and(|moves| moves > 0),
        };
        if fits {
            break;
        }
    }
    query
}

/// A query of the worst kind on a board `cols` wide: one in five brings the piece to one of `dead_ends` (-1, which
/// a plain search finds only once it has been through every state the piece and the blank can reach), the others
/// to any movable cell.
fn worst_query(g: &mut Gen, cols: usize, open: &[usize], dead_ends: &[usize]) -> Query {
    let cell = |i: usize| (i / cols, i % cols);
    let dead = !dead_ends.is_empty() && g.int(0, 4) == 0;
    let target = if dead {
        g.pick(dead_ends)
    } else {
        g.pick(open)
    };
    let free: Vec<usize> = open
        .iter()
        .copied()
        .filter(|i| !dead || !dead_ends.contains(i))
        .collect();
    let blank = g.pick(&free);
    let piece = other(g, &free, blank);
    Query::new(cell(blank), cell(piece), cell(target))
}

/// One of `cells` (at least two) other than `not`.
fn other(g: &mut Gen, cells: &[usize], not: usize) -> usize {
    loop {
        let pick = g.pick(cells);
        if pick != not {
            return pick;
        }
    }
}

/// Makes up to six dead ends on the top and bottom edges of a `rows` x `cols` board (none below 3 x 5): a movable
/// cell whose two neighbours along the edge are fixed, so that only the cell inside leads in. A piece that starts
/// neither there nor with the blank there never gets in: the blank, once in, has the tile it swapped out next to
/// it. Returns their indices.
fn dead_ends(g: &mut Gen, movable: &mut [bool], rows: usize, cols: usize) -> Vec<usize> {
    let mut ends: Vec<usize> = Vec::new();
    if rows < 3 || cols < 5 {
        return ends;
    }
    for edge in [0, rows - 1] {
        for _ in 0..3 {
            let at = edge * cols + g.int(1, cols - 2);
            if ends.iter().any(|e| e.abs_diff(at) <= 2) {
                continue;
            }
            let inner = if edge == 0 { at + cols } else { at - cols };
            movable[at - 1] = false;
            movable[at + 1] = false;
            movable[at] = true;
            movable[inner] = true;
            ends.push(at);
        }
    }
    ends
}

#[cfg(test)]
mod tests {
    use crate::make_tests;
    use crate::testdata::Kind;

    #[test]
    fn pinned_bytes_and_the_worst_input_is_the_largest_allowed() {
        // Pinned bytes: a change of the draws would change every seed's tests.
        assert_eq!(
            make_tests("huarong", 0, Kind::Random, Some(2))
                .unwrap()
                .lines()
                .next(),
            Some("2 1 16")
        );
        let huarong = make_tests("huarong", 5, Kind::Worst, None).unwrap();
        assert!(huarong.starts_with("30 30 500\n"));
        assert!(make_tests("huarong", 1, Kind::Random, Some(31)).is_err());
    }
}
