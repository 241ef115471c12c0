//! Fifteen's paths shortened stretch by stretch, measured (partners: `puzzles/fifteen/shorten.rs`, `bounded.rs`).
//!
//! `cargo run --release -p puzzle-core --example fifteen_shorten [SIDE] [COUNT] [PAGE] [STATES] [BOARD]`: per uniform
//! random solvable SIDE x SIDE board (6 and 4; seed 1, as `fifteen_within`), the path by rows and the paths of
//! weighted A* at 3 and 2 (within STATES, 300,000), each before and after shortening (PAGE 0: the CLI's way, 1: the
//! page's), against the start's estimate L; with BOARD, only that board of the COUNT.

use puzzle_core::puzzles::fifteen::bounded::{by_rows, search, Outcome};
use puzzle_core::puzzles::fifteen::generate::uniform;
use puzzle_core::puzzles::fifteen::shorten::{shorten, CLI, PAGE};
use std::time::Instant;

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let arg = |i: usize, d: usize| args.get(i).copied().unwrap_or(d);
    let (side, count) = (arg(0, 6), arg(1, 4));
    let how = match arg(2, 0) {
        0 => CLI,
        _ => PAGE,
    };
    let mut rng = fastrand::Rng::with_seed(1);
    for i in 0..count {
        if args.len() > 4 && i != arg(4, 0) {
            let _ = uniform(&mut rng, side);
            continue;
        }
        let b = uniform(&mut rng, side);
        let rows = by_rows(&b).expect("solvable");
        let mut paths = vec![("rows", rows.moves.clone())];
        for w in [3.0, 2.0] {
            if let Outcome::Found(f) = search(&b, w, arg(3, 300_000) as u64) {
                paths.push((if w == 3.0 { "W=3" } else { "W=2" }, f.moves));
            }
        }
        for (name, moves) in paths {
            let t = Instant::now();
            let short = shorten(&b, &moves, how);
            println!(
                "board {i} L {} {name}: {} -> {} ({:.3} -> {:.3}) in {:.0} ms",
                rows.lower,
                moves.len(),
                short.len(),
                moves.len() as f64 / f64::from(rows.lower),
                short.len() as f64 / f64::from(rows.lower),
                t.elapsed().as_secs_f64() * 1000.0
            );
        }
    }
}
