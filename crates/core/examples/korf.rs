//! Korf's 100 (the standard benchmark of optimal 15-puzzle solvers, mean 53.05 moves): per instance its moves, nodes
//! expanded and CPU time, single thread, each length checked against the published optimum (partners:
//! `bench/korf100.in` and `.out`, `bench/korf.py` which times the CLI against a build of an older commit,
//! `puzzles/fifteen/solve.rs`).
//!
//! `cargo run --release -p puzzle-core --example korf [FIRST] [LAST]` solves instances FIRST..=LAST (1..=100).

use std::time::Instant;

use puzzle_core::puzzles::fifteen::pdb::Tables;
use puzzle_core::puzzles::fifteen::Solver;
use puzzle_core::{Fifteen, Puzzle};

/// This thread's CPU time in milliseconds (Linux's schedstat), else the wall clock's.
fn cpu_ms(wall: Instant) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|text| text.split_whitespace().next()?.parse::<f64>().ok())
        .map_or_else(|| wall.elapsed().as_secs_f64() * 1e3, |ns| ns / 1e6)
}

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench");
    let input = std::fs::read_to_string(root.join("korf100.in")).expect("bench/korf100.in");
    let expected = std::fs::read_to_string(root.join("korf100.out")).expect("bench/korf100.out");
    let optima: Vec<usize> = expected
        .lines()
        .map(|line| {
            line.rsplit(' ')
                .next()
                .and_then(|n| n.parse().ok())
                .expect("Case k: N")
        })
        .collect();
    let boards = Fifteen::parse(&input).expect("Korf's 100 parse");
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>().ok());
    let first = args.next().flatten().unwrap_or(1).clamp(1, boards.len());
    let last = args
        .next()
        .flatten()
        .unwrap_or(boards.len())
        .clamp(first, boards.len());

    let clock = Instant::now();
    let before = cpu_ms(clock);
    Tables::get(4, 4);
    println!("tables: {:.0} ms CPU", cpu_ms(clock) - before);
    let solver = Solver::new(4, 4);
    let (mut nodes, mut ms) = (Vec::new(), 0.0);
    for (i, board) in boards.iter().enumerate().take(last).skip(first - 1) {
        let before = cpu_ms(clock);
        let search = solver.solve(board);
        let took = cpu_ms(clock) - before;
        let moves = search.moves.map_or(0, |m| m.len());
        assert_eq!(
            moves,
            optima[i],
            "instance {}: {moves} moves, not the optimum",
            i + 1
        );
        println!(
            "{:3}: {moves} moves, {:11} nodes, {took:9.1} ms CPU",
            i + 1,
            search.nodes
        );
        nodes.push(search.nodes);
        ms += took;
    }
    let total: u64 = nodes.iter().sum();
    println!(
        "instances {first}-{last}: every length optimal; {total} nodes, {} per instance; {ms:.0} ms CPU, {:.1} M nodes/s",
        total / nodes.len() as u64,
        total as f64 / ms / 1e3
    );
}
