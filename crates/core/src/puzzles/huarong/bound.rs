//! Huarong search estimate: the exact move count on an open endless board, a consistent lower bound for `solve.rs` A* (partners: `solve.rs`, its only user; `mod.rs` types).

use crate::grid::Dir;

/// The fewest moves, on an endless board without fixed cells, that bring a
/// piece `rows` rows and `cols` columns from its target (`up`: the target is
/// above it, `left`: to its left) with the blank on side `side` (a [`Dir`] index).
///
/// There every turn costs 2 (to a neighbouring side) or 4 (to the opposite
/// side) and a swap leaves the blank behind the piece. To cover `a` rows and
/// `b` columns (`k = a + b` swaps), the piece first steps towards a useful
/// side `u` (after a turn of 0, 2 or 4), and every later step costs 3 when it
/// changes axis and 5 when it repeats one, so the least is
/// `3k - 2 + turn(side, u) + 2 * repeats`, at best over the one or two useful
/// sides. Real turns cost at least as much, so as an A* estimate it stays
/// consistent on every board (checked edge by edge in the tests).
pub(super) fn open_board_bound(rows: u32, cols: u32, side: usize, up: bool, left: bool) -> u32 {
    if rows + cols == 0 {
        return 0;
    }
    let mut extra = u32::MAX;
    if rows > 0 {
        let toward = if up { Dir::Up } else { Dir::Down };
        extra = turn_cost(side, toward.index()) + 2 * repeats(rows, cols);
    }
    if cols > 0 {
        let toward = if left { Dir::Left } else { Dir::Right };
        extra = extra.min(turn_cost(side, toward.index()) + 2 * repeats(cols, rows));
    }
    3 * (rows + cols) - 2 + extra
}

/// The open-board cost of turning the blank from side `from` to side `to`.
fn turn_cost(from: usize, to: usize) -> u32 {
    if from == to {
        0
    } else if from ^ 1 == to {
        4
    } else {
        2
    }
}

/// The fewest repeated-axis steps in a walk of `first` steps on the axis it
/// starts with and `other` steps on the other one.
fn repeats(first: u32, other: u32) -> u32 {
    first.saturating_sub(other + 1) + other.saturating_sub(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The estimate is consistent on the open board, edge by edge (turns of 2
    /// and 4, swaps of 1), and zero on the target: so A* stays exact on any
    /// board, whose turns cost at least as much.
    #[test]
    fn open_board_bound_is_consistent() {
        let bound = |r: i32, c: i32, side: usize| {
            open_board_bound(r.unsigned_abs(), c.unsigned_abs(), side, r > 0, c > 0)
        };
        for r in -40..=40 {
            for c in -40..=40 {
                for side in 0..4 {
                    let here = bound(r, c, side);
                    if (r, c) == (0, 0) {
                        assert_eq!(here, 0);
                        continue;
                    }
                    for other in 0..4 {
                        assert!(here <= turn_cost(side, other) + bound(r, c, other));
                    }
                    let (dr, dc) = Dir::ALL[side].delta();
                    assert!(
                        here <= 1 + bound(r + dr, c + dc, side ^ 1),
                        "{r} {c} {side}"
                    );
                }
            }
        }
        // Exact on straight runs: blank ahead, beside or behind the piece.
        assert_eq!(bound(3, 0, Dir::Up.index()), 11);
        assert_eq!(bound(3, 0, Dir::Left.index()), 13);
        assert_eq!(bound(3, 0, Dir::Down.index()), 15);
        assert_eq!(bound(2, 2, Dir::Up.index()), 10);
    }
}
