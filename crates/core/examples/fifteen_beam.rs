//! Beam search paths on random boards, timed (partners: `puzzles/fifteen/beam.rs`, `bounded.rs` `by_beam`).
//!
//! `cargo run --release -p puzzle-core --example fifteen_beam [SIDE] [COUNT] [WIDTHS]`: per board and width the
//! path of `by_beam` (past 6x6 the lines' beams, then a beam over the region left), shortened, and the times.

use puzzle_core::puzzles::fifteen::bounded::{by_beam, by_rows};
use puzzle_core::puzzles::fifteen::generate::uniform;
use puzzle_core::puzzles::fifteen::shorten::{shorten, CLI};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let side: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(6);
    let n: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4);
    let widths: Vec<usize> = args
        .get(3)
        .map(|a| a.split(',').filter_map(|w| w.parse().ok()).collect())
        .unwrap_or(vec![1000, 10000]);
    let mut rng = fastrand::Rng::with_seed(1);
    let _ = puzzle_core::puzzles::fifteen::pdb_large::Additive::get(side, side);
    for i in 0..n {
        let b = uniform(&mut rng, side);
        let rows = by_rows(&b).unwrap();
        print!("board {i}: L0 {} rows {}", rows.lower, rows.len());
        for &w in &widths {
            let t = Instant::now();
            let p = by_beam(&b, w, 2000).map(|p| p.moves);
            let dt = t.elapsed().as_secs_f64();
            match p {
                Some(p) => {
                    let t = Instant::now();
                    let s = shorten(&b, &p, CLI);
                    print!(
                        " | w{w}: {} {:.2}s short {} {:.2}s",
                        p.len(),
                        dt,
                        s.len(),
                        t.elapsed().as_secs_f64()
                    );
                }
                None => print!(" | w{w}: none {dt:.2}s"),
            }
        }
        println!();
    }
}
