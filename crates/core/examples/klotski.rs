//! Klotski's timings and states per second (partners: `puzzles/klotski/solve.rs`, `generate.rs`, `crates/bench/benches/solvers.rs`).
//!
//! `cargo run --release -p puzzle-core --example klotski [FILE]` solves each case of FILE (default: the classic
//! 横刀立马 and the generator's worst 6x6 case, seed 1) under each metric in this process, single thread, and prints
//! per case and metric the count, the states expanded, the time and the states expanded per second.

use std::time::Instant;

use puzzle_core::puzzles::klotski::{generate, Klotski, Metric, Solver};
use puzzle_core::Puzzle;

fn main() {
    let text = match std::env::args().nth(1) {
        Some(path) => std::fs::read_to_string(path).expect("a readable file"),
        None => format!(
            "2\n{}{}",
            "5 4\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n4 2\n",
            generate::worst_case(1)
                .split_once('\n')
                .map_or("", |(_, rest)| rest)
        ),
    };
    let cases = Klotski::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    let mut solver = Solver::new();
    for (i, case) in cases.iter().enumerate() {
        let start = Instant::now();
        let all = solver.solve(case);
        let took = start.elapsed();
        println!(
            "case {}: {}x{}, all three counts {:?} in {:.1} ms ({} states expanded, {:.2} M states/s)",
            i + 1,
            case.rows(),
            case.cols(),
            Metric::ALL.map(|m| all.answer(m)),
            took.as_secs_f64() * 1e3,
            solver.expanded(),
            solver.expanded() as f64 / took.as_secs_f64() / 1e6
        );
        for metric in Metric::ALL {
            let start = Instant::now();
            let path = solver.solve_metric(case, metric);
            let took = start.elapsed();
            println!(
                "  {:6} {:4} in {:8.1} ms, {:9} states expanded, {:.2} M states/s",
                metric.name(),
                path.map_or(-1, |p| p.len() as i64),
                took.as_secs_f64() * 1e3,
                solver.expanded(),
                solver.expanded() as f64 / took.as_secs_f64() / 1e6
            );
        }
    }
}
