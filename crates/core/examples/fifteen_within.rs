//! `puzzles solve fifteen --weight W`'s way on random boards, timed (partners: `puzzles/fifteen/bounded.rs`
//! `search_or_within`, `puzzles/fifteen/lower.rs` the deepened bound, README's "Fifteen on every size").
//!
//! `cargo run --release -p puzzle-core --example fifteen_within [SIDE] [W] [COUNT]`: COUNT (6)
//! uniform random solvable SIDE x SIDE boards (5; the same boards as `fifteen_sizes`'s at seed 1), each at W (1.2)
//! within the CLI's budget of states: per board N, L, N/L, the factor proved and the wall time, or where it gave up.

use puzzle_core::puzzles::fifteen::bounded::{cli_states, search_or_within, Outcome};
use puzzle_core::puzzles::fifteen::generate::uniform;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let side: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(5);
    let w: f64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1.2);
    let n: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(6);
    let mut rng = fastrand::Rng::with_seed(1);
    let _ = puzzle_core::puzzles::fifteen::pdb_large::Additive::get(side, side);
    for i in 0..n {
        let b = uniform(&mut rng, side);
        let t = Instant::now();
        match search_or_within(&b, w, cli_states(side * side)) {
            Outcome::Found(f) => println!(
                "board {i}: N {} L {} N/L {:.3} factor {} {:.1}s",
                f.len(),
                f.lower,
                f.len() as f64 / f.lower as f64,
                f.factor,
                t.elapsed().as_secs_f64()
            ),
            o => println!("board {i}: {o:?} {:.1}s", t.elapsed().as_secs_f64()),
        }
    }
}
