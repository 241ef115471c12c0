//! OmniGravity's known mistakes, each a plain BFS over tilts with one thing bent, and the boards their smallest failing
//! cases are searched among: every board of up to 20 open cells, and those of up to 25 in a small box (partners:
//! `crate::catalogue` the interface and the search, `mod.rs` the board, `solve.rs` the real tilt, `en.ftl`/`zh.ftl`
//! the explanations, `crate::mistakes` over the registry, `crate::mistakes_tests` the second listing).

use super::{Board, OmniGravity, SIDE};
use crate::catalogue::{printed, reached, Mistake, Mistaken};
use crate::grid::Dir;
use crate::Puzzle;

/// The pieces' top-left cells, A to D.
type Tops = [(usize, usize); 4];

/// How a wrong solver bends the count.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bend {
    /// The start is counted whether or not a tilt returns to it.
    CountsStart,
    /// A tilt moves the pieces in letter order (A, B, C, D), not the one nearest the far wall first.
    LetterOrder,
    /// States are told apart by the cells the pieces cover, not by their colours.
    ColoursIgnored,
    /// A tilt that moves nothing does not count as reaching its state.
    MovingTiltsOnly,
}

/// Whether the 2x2 piece at `top` covers `cell`.
fn covers((r, c): (usize, usize), cell: (usize, usize)) -> bool {
    (r..r + 2).contains(&cell.0) && (c..c + 2).contains(&cell.1)
}

/// `tops` after gravity towards `dir`, the pieces moved far wall first (or in letter order).
fn tilt(obstacles: u64, tops: Tops, dir: Dir, letter_order: bool) -> Tops {
    let mut order = [0, 1, 2, 3];
    if !letter_order {
        let (dr, dc) = dir.delta();
        order.sort_by_key(|&i| {
            let (r, c) = tops[i];
            -(dr * r as i32 + dc * c as i32)
        });
    }
    let mut tops = tops;
    for i in order {
        while let Some(next) = dir.step(tops[i], SIDE - 1, SIDE - 1) {
            let free = (0..2).all(|a| {
                (0..2).all(|b| {
                    let cell = (next.0 + a, next.1 + b);
                    obstacles >> (cell.0 * SIDE + cell.1) & 1 == 0
                        && (0..4).all(|j| j == i || !covers(tops[j], cell))
                })
            });
            if !free {
                break;
            }
            tops[i] = next;
        }
    }
    tops
}

/// The count of case `index` under `bend` (`None`: the right rule).
fn count(input: &[Board], index: usize, bend: Option<Bend>) -> String {
    let answer = (input.get(index)).and_then(|b| count_on(b.obstacles(), b.start().pieces(), bend));
    printed(answer.map(|n| n as i64), OmniGravity::IMPOSSIBLE)
}

/// The count of the board of `obstacles` with the pieces at `start` under `bend` (`None`: the right rule), `None` past
/// the cap of states.
fn count_on(obstacles: u64, start: Tops, bend: Option<Bend>) -> Option<usize> {
    let letter_order = bend == Some(Bend::LetterOrder);
    let moving_only = bend == Some(Bend::MovingTiltsOnly);
    let next = |tops: &Tops, out: &mut Vec<Tops>| {
        for dir in Dir::ALL {
            let after = tilt(obstacles, *tops, dir, letter_order);
            if !moving_only || after != *tops {
                out.push(after);
            }
        }
    };
    match bend {
        Some(Bend::ColoursIgnored) => reached(start, next).map(|_| {
            // Count the covered shapes of every reached state, colours forgotten.
            let mut shapes = std::collections::BTreeSet::new();
            let mut all = Vec::new();
            collect(start, &next, &mut all);
            for tops in all {
                let mut sorted = tops;
                sorted.sort_unstable();
                shapes.insert(sorted);
            }
            shapes.len()
        }),
        Some(Bend::CountsStart) => {
            let mut all = Vec::new();
            collect(start, &next, &mut all);
            Some(all.len() + usize::from(!all.contains(&start)))
        }
        _ => reached(start, next),
    }
}

/// Every state reached by at least one tilt (the caller has checked with [`reached`] that they are few).
fn collect(start: Tops, next: &dyn Fn(&Tops, &mut Vec<Tops>), all: &mut Vec<Tops>) {
    let mut seen = std::collections::HashSet::new();
    let mut queue = std::collections::VecDeque::from([start]);
    let mut out = Vec::new();
    while let Some(state) = queue.pop_front() {
        out.clear();
        next(&state, &mut out);
        for child in out.drain(..) {
            if seen.insert(child) {
                all.push(child);
                queue.push_back(child);
            }
        }
    }
}

/// The right count by this file's own tilt, for its tests.
#[cfg(test)]
pub(super) fn right(input: &[Board], index: usize) -> String {
    count(input, index, None)
}

/// The largest bounding box of the open cells the search lists, in cells (sides of 2 to 8): every board whose open
/// cells fit in 5 x 5, 4 x 6 or 3 x 8 (or turned) is listed, up to symmetry.
const BOX_AREA: usize = 25;

/// One case: the open cells `open` (bits `r * SIDE + c`), the rest obstacles, the pieces A to D at `tops`.
fn text(open: u64, tops: &Tops) -> String {
    let mut out = String::from("1\n\n");
    for r in 0..SIDE {
        for c in 0..SIDE {
            let piece = (0..4).find(|&i| covers(tops[i], (r, c)));
            out.push(match piece {
                Some(i) => super::LETTERS[i],
                None if open >> (r * SIDE + c) & 1 == 1 => '.',
                None => '#',
            });
        }
        out.push('\n');
    }
    out
}

/// The cells of the 2x2 square at `(r, c)`, as bits `r * SIDE + c`.
fn square((r, c): (usize, usize)) -> u64 {
    (0b11 << (r * SIDE + c)) | (0b11 << ((r + 1) * SIDE + c))
}

/// The 8 symmetries of the open cells `open` in their `rows` x `cols` box at the top left, each moved back there.
fn turned(open: u64, rows: usize, cols: usize) -> [u64; 8] {
    let mut out = [0; 8];
    for (k, slot) in out.iter_mut().enumerate() {
        for cell in (0..SIDE * SIDE).filter(|&i| open >> i & 1 == 1) {
            let (mut r, mut c) = (cell / SIDE, cell % SIDE);
            if k & 1 == 1 {
                r = rows - 1 - r;
            }
            if k & 2 == 2 {
                c = cols - 1 - c;
            }
            if k & 4 == 4 {
                (r, c) = (c, r);
            }
            *slot |= 1 << (r * SIDE + c);
        }
    }
    out
}

/// The open regions of exactly `cells` cells the search lists, each with the squares inside it, in a fixed order:
/// the bounding boxes (rows x cols, fewest rows first, at most [`BOX_AREA`] cells), then the regions of [`unions`] of
/// the box's 2x2 squares that fill it (open cells on all four sides).
fn regions(cells: usize) -> Vec<Region> {
    let mut out = Vec::new();
    for rows in 2..=SIDE {
        for cols in (2..=SIDE).filter(|c| rows * c <= BOX_AREA) {
            let squares: Vec<(usize, usize)> = (0..rows - 1)
                .flat_map(|r| (0..cols - 1).map(move |c| (r, c)))
                .collect();
            let fills = |open: u64| {
                let row = |r: usize| (0..cols).any(|c| open >> (r * SIDE + c) & 1 == 1);
                let col = |c: usize| (0..rows).any(|r| open >> (r * SIDE + c) & 1 == 1);
                (row(0) && row(rows - 1) && col(0) && col(cols - 1)).then_some((rows, cols))
            };
            out.extend(unions(&squares, cells, |_, _| true, fills));
        }
    }
    out
}

/// The regions of exactly `cells` cells that are unions of some of `squares` (at most 64), each with the squares
/// inside it: the sets of `squares` whose union has at most `cells` cells, each square left out before it is taken,
/// the first square first, cut short where `open_so_far(i, open)` says no region can come of deciding the squares
/// from `i` on. A region is the union of its squares (every open cell in a 2x2 square of open cells), listed once
/// (from the set of every square inside it), when `boxed(open)` gives it a box (rows, cols) at the top left, and as
/// the least of its 8 symmetries in that box (as bits).
fn unions(
    squares: &[(usize, usize)],
    cells: usize,
    open_so_far: impl Fn(usize, u64) -> bool,
    boxed: impl Fn(u64) -> Option<(usize, usize)>,
) -> Vec<Region> {
    let mut out = Vec::new();
    let all: Vec<u64> = squares.iter().map(|&q| square(q)).collect();
    let mut stack = vec![(0usize, 0u64, 0u64)];
    while let Some((i, set, open)) = stack.pop() {
        if open.count_ones() as usize > cells || !open_so_far(i, open) {
            continue;
        }
        if i < all.len() {
            stack.push((i + 1, set | 1 << i, open | all[i]));
            stack.push((i + 1, set, open));
            continue;
        }
        // Each region once: from the set of every square inside it.
        let whole = (0..all.len()).all(|k| set >> k & 1 == 1 || all[k] & !open != 0);
        if open.count_ones() as usize != cells || !whole {
            continue;
        }
        let Some((rows, cols)) = boxed(open) else {
            continue;
        };
        if turned(open, rows, cols).iter().all(|&t| open <= t) {
            let inside = (0..all.len()).filter(|&k| set >> k & 1 == 1);
            out.push((open, inside.map(|k| squares[k]).collect()));
        }
    }
    out
}

/// The most open cells of a board listed wherever its cells lie (in a box of any size, [`wide_regions`]): every
/// mistake's smallest case has at most so many, so that it is the smallest of every board of the 8x8, not only of the
/// boards in a small box.
const WIDE_CELLS: usize = 20;

/// Open cells (bits `r * SIDE + c`) and the 2x2 squares inside them (their top-left cells).
type Region = (u64, Vec<(usize, usize)>);

/// The most open cells of a board of [`wide_regions`] listed with the pieces' letters in every order; larger ones have
/// them in the first order only. Only a mistake blind to the letters can have its smallest case there: the letter
/// order's fails on 18 cells (a test checks), and the others' counts are the same whatever the letters.
const WIDE_EVERY_ORDER: usize = 18;

/// The open regions of exactly `cells` cells (16 to [`WIDE_CELLS`]) whose bounding box is larger than [`BOX_AREA`]
/// (those [`regions`] leaves out), each with the squares inside it: the sets of the board's 2x2 squares whose union
/// touches the top row and the left column (one place of each), each square left out before it is taken, the first
/// square first. As in [`regions`], a region is listed once (from the set of every square inside it) and only as the
/// least of its 8 symmetries; one with fewer than four squares apart holds no board and is left out.
/// Listed once per count of cells for the process (each mistake's search and the tests ask for the same).
fn wide_regions(cells: usize) -> &'static [Region] {
    static LISTED: [std::sync::OnceLock<Vec<Region>>; WIDE_CELLS + 1] =
        [const { std::sync::OnceLock::new() }; WIDE_CELLS + 1];
    match LISTED.get(cells) {
        Some(slot) if cells >= 16 => slot.get_or_init(|| list_wide_regions(cells)),
        _ => &[],
    }
}

/// [`wide_regions`], listed: the [`unions`] of the board's 2x2 squares that touch the top row and the left column,
/// in a box over [`BOX_AREA`] cells, with four squares apart.
fn list_wide_regions(cells: usize) -> Vec<Region> {
    let squares: Vec<(usize, usize)> = (0..SIDE - 1)
        .flat_map(|r| (0..SIDE - 1).map(move |c| (r, c)))
        .collect();
    let (top_row, left_col) = (0xff_u64, 0x0101_0101_0101_0101_u64);
    // A region that starts lower or further right is listed at its first place.
    let placed = |i: usize, open: u64| {
        (i < SIDE - 1 || open & top_row != 0)
            && (i <= (SIDE - 2) * (SIDE - 1) || open & left_col != 0)
    };
    let wide = |open: u64| {
        let rows = SIDE - (open.leading_zeros() as usize) / SIDE;
        let cols = (0..SIDE).filter(|c| open & (left_col << c) != 0).max()? + 1;
        (rows * cols > BOX_AREA).then_some((rows, cols))
    };
    let mut out = unions(&squares, cells, placed, wide);
    out.retain(|(_, inside)| apart_four(inside));
    out
}

/// Whether four of `squares` are pairwise apart (room for the four pieces).
fn apart_four(squares: &[(usize, usize)]) -> bool {
    fn more(squares: &[(usize, usize)], taken: u64, left: usize) -> bool {
        left == 0
            || squares.iter().enumerate().any(|(k, &q)| {
                square(q) & taken == 0 && more(&squares[k + 1..], taken | square(q), left - 1)
            })
    }
    more(squares, 0, 4)
}

/// Whether a piece of `tops` can move one step some way on the open cells `open`.
fn moves(open: u64, tops: &Tops) -> bool {
    let covered = tops.iter().fold(0, |all, &top| all | square(top));
    tops.iter().any(|&top| {
        Dir::ALL.into_iter().any(|dir| {
            dir.step(top, SIDE - 1, SIDE - 1).is_some_and(|next| {
                let new = square(next) & !square(top);
                new & open == new && new & covered == 0
            })
        })
    })
}

/// Every order of the letters A to D, lexicographic.
fn orders() -> Vec<[usize; 4]> {
    let mut out = Vec::new();
    for a in 0..4 {
        for b in (0..4).filter(|&b| b != a) {
            for c in (0..4).filter(|&c| c != a && c != b) {
                out.push([a, b, c, 6 - a - b - c]);
            }
        }
    }
    out
}

/// The boards of [`Mistaken::small_inputs`], the letters in `orders` only.
fn boards(cells: usize, orders: &[[usize; 4]], keep: &dyn Fn(u64, &Tops) -> bool) -> Vec<String> {
    let mut out = Vec::new();
    if cells < 16 {
        return out; // the four pieces cover 16 cells
    }
    let box_regions = regions(cells).into_iter().map(|region| (region, orders));
    let wide_orders = if cells > WIDE_EVERY_ORDER {
        &orders[..orders.len().min(1)]
    } else {
        orders
    };
    let wide =
        (wide_regions(cells).iter()).map(|(open, inside)| ((*open, inside.clone()), wide_orders));
    for ((open, inside), orders) in box_regions.chain(wide) {
        let apart = |a: (usize, usize), b: (usize, usize)| square(a) & square(b) == 0;
        let n = inside.len();
        for a in 0..n {
            for b in (a + 1..n).filter(|&b| apart(inside[a], inside[b])) {
                for c in (b + 1..n)
                    .filter(|&c| apart(inside[a], inside[c]) && apart(inside[b], inside[c]))
                {
                    for d in (c + 1..n)
                        .filter(|&d| [a, b, c].iter().all(|&x| apart(inside[x], inside[d])))
                    {
                        let spots = [inside[a], inside[b], inside[c], inside[d]];
                        if cells > 16 && !moves(open, &spots) {
                            continue;
                        }
                        for order in orders {
                            let tops = order.map(|k| spots[k]);
                            if keep(open, &tops) {
                                out.push(text(open, &tops));
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

impl Mistaken for OmniGravity {
    type Bend = Bend;
    const MISTAKES: &'static [Mistake<Bend>] = &[
        Mistake::new(
            "counts-start",
            "omnigravity-mistake-counts-start",
            Bend::CountsStart,
        ),
        Mistake::new(
            "letter-order",
            "omnigravity-mistake-letter-order",
            Bend::LetterOrder,
        ),
        Mistake::new(
            "colours-ignored",
            "omnigravity-mistake-colours-ignored",
            Bend::ColoursIgnored,
        ),
        Mistake::new(
            "moving-tilts-only",
            "omnigravity-mistake-moving-tilts-only",
            Bend::MovingTiltsOnly,
        ),
    ];
    /// The largest boxes hold 25 cells (boards of more than 20 cells are listed in a box of at most 25 only).
    const HACK_CELLS: usize = BOX_AREA;

    fn answer(input: &Vec<Board>, index: usize, bend: Bend) -> String {
        count(input, index, Some(bend))
    }

    /// Every board whose open cells are one of `regions` (at the top left) or, up to `WIDE_CELLS` (20) cells, of
    /// `wide_regions`, with the pieces on 4 of its squares apart (in increasing order), lettered in each of the 24
    /// orders: all the boards of at most 20 open cells wherever they lie, and those of up to `BOX_AREA` (25) cells
    /// in a box of at most 25 cells, but those that no mistake's smallest failing case can be:
    ///
    /// - another place or symmetry of a board listed: every count, right or bent, is the same (a tilt's far wall
    ///   first or the letter order turn with the board);
    /// - a board with an open cell in no 2x2 square of open cells: no piece ever covers it, the board with it an
    ///   obstacle has a cell fewer and the same counts;
    /// - a board of more than 16 cells where no piece can move one step: every tilt, in any order, moves nothing; the
    ///   counts are those of any board of 16 cells (all the pieces' own, none moves), which has fewer cells;
    /// - a board of 19 or 20 cells whose box is over 25 cells, its letters in an order but the first
    ///   (`WIDE_EVERY_ORDER`).
    fn small_inputs(cells: usize) -> Vec<String> {
        boards(cells, &orders(), &|_, _| true)
    }

    /// For the letter order, every board listed; for the other mistakes, whose counts are the same whatever the
    /// pieces' letters, the first order of the letters alone (the others have the same counts, listed after it). Of
    /// those, only the boards on which the mistake's count differs from the right one (both by this file's tilt, which
    /// counts as the judge does): it fails on no other.
    fn hack_inputs(cells: usize, pieces: usize, bend: Bend) -> Option<Vec<String>> {
        let orders = orders();
        let orders = if bend == Bend::LetterOrder {
            &orders[..]
        } else {
            &orders[..1]
        };
        let fails = |open: u64, tops: &Tops| {
            count_on(!open, *tops, Some(bend)) != count_on(!open, *tops, None)
        };
        Some(if pieces == 4 {
            boards(cells, orders, &fails)
        } else {
            Vec::new()
        })
    }

    /// The open cells (not obstacles).
    fn cells(input: &Vec<Board>) -> usize {
        input
            .first()
            .map_or(0, |b| SIDE * SIDE - b.obstacles().count_ones() as usize)
    }

    fn pieces(_: &Vec<Board>) -> usize {
        4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wrong solvers' own tilt, unbent, counts as the real solver does.
    #[test]
    fn the_unbent_tilt_counts_as_the_judge() {
        let input = OmniGravity::parse(OmniGravity::SAMPLE).unwrap();
        let judge = OmniGravity::solve(&input);
        for (i, solution) in judge.iter().enumerate() {
            assert_eq!(right(&input, i), OmniGravity::printed(solution));
        }
    }

    /// Each mistake's smallest case and its cells: the rooms alone (4 x 6, 4 x 5, 4 x 6, 2 x 8) had 24, 20, 24, 16.
    /// `counts-start`'s is a cross in a 6 x 6 box: the boxes of at most 25 cells alone had a board of 20 cells too,
    /// but with a right answer of 7, not 4.
    #[test]
    fn the_smallest_cases_are_no_rooms_but_the_last() {
        let rows = |lines: &[&str]| {
            let mut text = String::from("1\n\n");
            for r in 0..SIDE {
                let line = lines.get(r).copied().unwrap_or("");
                text += &format!("{line:#<8}\n");
            }
            text
        };
        for (id, lines, cells) in [
            (
                "counts-start",
                &["##AA", "##AA", "BB..CC", "BB..CC", "##DD", "##DD"][..],
                20,
            ),
            (
                "letter-order",
                &["AABB.", "AABB.", "CC#DD", "CC#DD"][..],
                18,
            ),
            (
                "colours-ignored",
                &["AABB", "AABBCC", "DD..CC", "DD.."][..],
                20,
            ),
            ("moving-tilts-only", &["AABBCCDD", "AABBCCDD"][..], 16),
        ] {
            let hack = crate::mistakes::hack("omnigravity", id).unwrap().unwrap();
            assert_eq!(hack.input, rows(lines), "{id}");
            assert_eq!(hack.size.0, cells, "{id}");
            // Within the boards listed in every order of the letters, and within those listed wherever they lie.
            assert!(id != "letter-order" || cells <= WIDE_EVERY_ORDER);
            assert!(cells <= WIDE_CELLS);
        }
    }
}
