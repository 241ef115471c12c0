//! Lines placed by beams against one tile at a time, on random boards (partners: `puzzles/fifteen/reduce.rs`,
//! `beam.rs` `line`, `bounded.rs` `by_beam`).
//!
//! `cargo run --release -p puzzle-core --example fifteen_lines [SIDE] [COUNT] [WIDTHS]`: per board the path by
//! rows, the page's hint (`play.rs` `bounded`: its length and stated factor), then per width the lines by beams
//! down to 3x3, and to 6x6 then a beam over the region, with their times.

use puzzle_core::puzzles::fifteen::beam::toward;
use puzzle_core::puzzles::fifteen::bounded::by_rows;
use puzzle_core::puzzles::fifteen::generate::uniform;
use puzzle_core::puzzles::fifteen::play::FifteenGame;
use puzzle_core::puzzles::fifteen::reduce::{self, to_region_by_beam};
use puzzle_core::puzzles::fifteen::Board;
use puzzle_core::session::Game;
use std::time::Instant;

fn main() {
    let arg = |i: usize, d: usize| {
        std::env::args()
            .nth(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or(d)
    };
    let (side, n) = (arg(1, 10), arg(2, 3));
    let widths: Vec<usize> = std::env::args()
        .nth(3)
        .map(|a| a.split(',').filter_map(|w| w.parse().ok()).collect())
        .unwrap_or(vec![100, 1000]);
    let mut rng = fastrand::Rng::with_seed(1);
    for i in 0..n {
        let b = uniform(&mut rng, side);
        let by = by_rows(&b).unwrap();
        let t = Instant::now();
        let game = FifteenGame::new(b.clone());
        let (hint, line) = game.bounded(&mut game.solver(), &b).unwrap();
        check(&b, &hint);
        let factor = line
            .args
            .iter()
            .find(|(name, _)| *name == "factor")
            .map(|(_, f)| format!("{f:?}"));
        print!(
            "board {i}: L0 {} rows {} hint {} {} {:.2}s",
            by.lower,
            by.len(),
            hint.len(),
            factor.unwrap_or_default(),
            t.elapsed().as_secs_f64()
        );
        for &w in &widths {
            let t = Instant::now();
            let (mut lines, region) = to_region_by_beam(&b, 9, w).unwrap();
            lines.extend(reduce::by_rows(&region).unwrap());
            check(&b, &lines);
            let small = lines.len();
            let dt = t.elapsed().as_secs_f64();
            let t = Instant::now();
            let (mut lines, region) = to_region_by_beam(&b, 36, w).unwrap();
            let (rest, goal) = toward(&region, 1000, 2000).unwrap();
            lines.extend(rest);
            if !goal {
                let end = lines.iter().try_fold(b.clone(), |b, &d| b.play(d)).unwrap();
                lines.extend(reduce::by_rows(&end).unwrap());
            }
            check(&b, &lines);
            print!(
                " | w{w}: to 3x3 {small} {dt:.2}s, to 6x6+beam {} {:.2}s",
                lines.len(),
                t.elapsed().as_secs_f64()
            );
        }
        println!();
    }
}

fn check(b: &Board, moves: &[puzzle_core::grid::Dir]) {
    let end = moves.iter().try_fold(b.clone(), |b, &d| b.play(d)).unwrap();
    assert!(end.is_goal(), "not solved");
}
