//! The many-box Sokoban benchmark's levels and native figures (partners: `bench/sokoban-wasm.mjs`, which solves the
//! same levels in the page's worker; `crates/bench/benches/solvers.rs` group `sokoban-boxes` times the same sets with criterion;
//! `puzzles/sokoban/{boxes,levels}.rs`).
//!
//! `cargo run --release -p puzzle-core --example sokoban` writes the levels, one set a size (Microban 1-5, then the
//! generator's rooms from 6x6 with 3 boxes to 14x14 with 7, three seeds each), to `target/bench/sokoban-levels.xsb`,
//! then solves each level in this process within the judge's budget and prints per level its set, pushes, moves,
//! states expanded and milliseconds (the best of three runs), or `gave up` / `unsolvable`.

use std::time::Instant;

use puzzle_core::puzzles::sokoban::boxes::{solve, Outcome, DEFAULT_BUDGET};
use puzzle_core::puzzles::sokoban::{levels, xsb};

fn main() {
    let microban = include_str!("../../../tests/cases/sokoban/levels/microban-1-5.xsb");
    let mut sets = vec![(
        "microban-1-5".to_string(),
        xsb::read(microban).expect("levels"),
    )];
    sets.extend(levels::growing_rooms());
    let mut text = String::new();
    for (name, levels) in &sets {
        for (i, level) in levels.iter().enumerate() {
            text += &format!("; {name} {}\n{}\n", i + 1, level.xsb());
        }
    }
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench");
    std::fs::create_dir_all(&out).expect("target/bench");
    std::fs::write(out.join("sokoban-levels.xsb"), text).expect("the levels file");
    for (name, levels) in &sets {
        for (i, level) in levels.iter().enumerate() {
            let mut best = f64::INFINITY;
            let mut answer = None;
            for _ in 0..3 {
                let start = Instant::now();
                let a = solve(level, DEFAULT_BUDGET);
                best = best.min(start.elapsed().as_secs_f64() * 1000.0);
                let slow = best > 2000.0;
                answer = Some(a);
                if slow {
                    break;
                }
            }
            let answer = answer.expect("solved once");
            let what = match answer.outcome {
                Outcome::Solved { pushes, moves, .. } => format!("{pushes} pushes, {moves} moves"),
                Outcome::Unsolvable => "unsolvable".to_string(),
                Outcome::GaveUp => "gave up".to_string(),
            };
            println!(
                "level {name} {}: {what}, {} states, {best:.2} ms",
                i + 1,
                answer.expanded
            );
        }
    }
}
