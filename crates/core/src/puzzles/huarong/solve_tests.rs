//! Tests of `solve.rs`: turn costs, sample paths, queries that break the rules (partner: `mod.rs` tests' `board`).

use super::super::tests::board;
use super::*;

#[test]
fn turn_costs_go_round_the_piece() {
    let solver = Solver::new(&board(&["111", "111", "111"]));
    let centre = 4 * 4;
    let (up, down, left) = (Dir::Up.index(), Dir::Down.index(), Dir::Left.index());
    assert_eq!(solver.turn[(centre + up) * 4 + left], 2);
    assert_eq!(solver.turn[(centre + up) * 4 + down], 4);
    assert_eq!(solver.turn[(centre + left) * 4 + up], 2);
    let strip = Solver::new(&board(&["111"]));
    assert_eq!(
        strip.turn[(4 + Dir::Left.index()) * 4 + Dir::Right.index()],
        INF
    );
}

#[test]
fn sample_paths() {
    let b = board(&["0111", "0110", "0100"]);
    let mut solver = Solver::new(&b);
    let path = solver.path(&Query::new((2, 1), (0, 1), (1, 1)));
    assert_eq!(path, Some(vec![Dir::Up, Dir::Up]));
    assert_eq!(solver.distance(&Query::new((0, 1), (1, 1), (2, 1))), None);
}

#[test]
fn rule_breaking_queries_have_no_answer() {
    let mut solver = Solver::new(&board(&["11", "10"]));
    for q in [
        Query::new((0, 0), (0, 0), (0, 1)),
        Query::new((1, 1), (0, 0), (0, 1)),
        Query::new((0, 0), (1, 1), (0, 1)),
        Query::new((0, 0), (0, 1), (2, 0)),
        Query::new((9, 0), (0, 1), (0, 0)),
    ] {
        assert_eq!(solver.distance(&q), None, "{q:?}");
        assert_eq!(solver.path(&q), None, "{q:?}");
    }
    assert_eq!(
        solver.path(&Query::new((0, 0), (0, 1), (0, 1))),
        Some(vec![])
    );
    assert_eq!(solver.distance(&Query::new((0, 0), (0, 1), (1, 1))), None);
}

/// Turns priced together by several threads, each taking runs of cells (more threads than runs too), make the
/// one-thread solver on every thread.
#[test]
fn turns_priced_together_are_the_same() {
    let mut rng = fastrand::Rng::with_seed(26);
    for _ in 0..40 {
        let (rows, cols) = (rng.usize(1..=12), rng.usize(1..=12));
        let rows: Vec<String> = (0..rows)
            .map(|_| {
                (0..cols)
                    .map(|_| if rng.u8(0..5) == 0 { '0' } else { '1' })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let b = board(&rows);
        let one = Solver::new(&b);
        for threads in [1, 2, 3, 7] {
            let together = super::super::together::Together::new(&b);
            std::thread::scope(|scope| {
                let built: Vec<_> = (0..threads)
                    .map(|_| scope.spawn(|| together.solver()))
                    .collect();
                for solver in built {
                    let solver = solver.join().expect("no panic");
                    assert_eq!(solver.turn, one.turn, "{rows:?} on {threads} threads");
                    assert_eq!(solver.group, one.group, "{rows:?} on {threads} threads");
                }
            });
        }
    }
}

/// Turns priced without walks (`price_round`) are the walks' own costs, on random boards with fixed cells; the
/// shortcut is taken on most pieces of an open board and refused where a fixed cell blocks the least way round.
#[test]
fn turns_priced_round_the_piece_are_the_walks_costs() {
    let mut rng = fastrand::Rng::with_seed(2026);
    let (mut short, mut walked) = (0, 0);
    for _ in 0..300 {
        let (rows, cols) = (rng.usize(1..=9), rng.usize(1..=9));
        let fixed = rng.u8(2..12);
        let rows: Vec<String> = (0..rows)
            .map(|_| {
                (0..cols)
                    .map(|_| if rng.u8(0..fixed) == 0 { '0' } else { '1' })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let b = board(&rows);
        for piece in 0..b.rows * b.cols {
            if !b.movable[piece] {
                continue;
            }
            let mut walks = Solver::unpriced(&b);
            walks.price_by_walks(piece as u32);
            let mut round = Solver::unpriced(&b);
            if round.price_round(piece as u32) {
                short += 1;
                assert_eq!(round.turn, walks.turn, "{rows:?}, piece on cell {piece}");
            } else {
                walked += 1;
                assert_eq!(
                    round.turn,
                    Solver::unpriced(&b).turn,
                    "{rows:?}: nothing written"
                );
            }
        }
    }
    assert!(
        short > 1000 && walked > 1000,
        "{short} priced round the piece, {walked} by walks"
    );
}
