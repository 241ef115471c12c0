//! Fifteen past 4x4, timed (partners: `puzzles/fifteen/bounded.rs` the weighted A*, `puzzles/fifteen/pdb_large.rs` its additive tables, `puzzles/fifteen/solve_manhattan.rs` the exact IDA* over `conflict.rs`'s estimate, README's "Fifteen on every size").
//!
//! `cargo run --release -p puzzle-core --example fifteen_sizes [COUNT] [SEED] [tables|conflict] [exact|no-exact]
//! [SIDES] [BUDGET]`: COUNT (10) random solvable boards of each side in SIDES (`5,6`), uniform over the solvable
//! permutations, each at W = 1.2, 1.5 and 2 (weighted A* within BUDGET states, by default `bounded::cli_states` (about
//! 600 MB), over the page's and the CLI's estimate, `tables`: the larger of `pdb_large.rs`'s additive tables and the
//! conflicts, or `conflict` alone, the estimate before the tables): per size and weight the median and worst time (the
//! tables are built first, their time printed apart), the mean path length N, the mean lower bound L, the mean and
//! worst N/L (the factor the run proves on its own, whatever W) and the mean states stored (those that gave up
//! included); then (unless `no-exact`) COUNT 5x5 boards whose optimum is at most 45 (random walks, kept when the exact
//! search says so), solved exactly by the Manhattan and linear-conflict IDA*: median and worst time and nodes. Times
//! are wall-clock, one thread.

use std::time::Instant;

use puzzle_core::puzzles::fifteen::bounded::{cli_states, search_with, Heuristic, Outcome};
use puzzle_core::puzzles::fifteen::generate::{uniform, walk};
use puzzle_core::puzzles::fifteen::pdb_large::Additive;
use puzzle_core::puzzles::fifteen::{solve, Board};

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(0.0)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let heuristic = match args.next().as_deref() {
        Some("conflict") => Heuristic::Conflict,
        _ => Heuristic::Tables,
    };
    let exact = args.next().as_deref() != Some("no-exact");
    let sides: Vec<usize> = args
        .next()
        .map(|a| a.split(',').filter_map(|s| s.parse().ok()).collect())
        .unwrap_or_else(|| vec![5, 6]);
    let budget: Option<u64> = args.next().and_then(|a| a.parse().ok());
    println!("estimate: {heuristic:?}");
    println!(
        "size  W    boards  median ms  worst ms  mean N  mean L  mean N/L  worst N/L  gave up  mean states"
    );
    for &side in &sides {
        let mut rng = fastrand::Rng::with_seed(seed + side as u64);
        let boards: Vec<Board> = (0..count).map(|_| uniform(&mut rng, side)).collect();
        if heuristic == Heuristic::Tables {
            let start = Instant::now();
            let bytes = Additive::get(side, side).map_or(0, Additive::bytes);
            println!(
                "{side}x{side} tables: {bytes} bytes, built in {:.0} ms",
                start.elapsed().as_secs_f64() * 1000.0
            );
        }
        for weight in [1.2, 1.5, 2.0] {
            let (mut times, mut ns, mut ls, mut ratios, mut gave_up) =
                (vec![], 0.0, 0.0, vec![], 0);
            let mut states = 0u64;
            for board in &boards {
                let start = Instant::now();
                let outcome = search_with(
                    board,
                    weight,
                    budget.unwrap_or(cli_states(side * side)),
                    heuristic,
                );
                times.push(start.elapsed().as_secs_f64() * 1000.0);
                match outcome {
                    Outcome::Found(found) => {
                        states += found.states;
                        ns += f64::from(found.len());
                        ls += f64::from(found.lower);
                        ratios.push(f64::from(found.len()) / f64::from(found.lower.max(1)));
                    }
                    Outcome::GaveUp { states: s } => {
                        states += s;
                        gave_up += 1;
                    }
                    Outcome::Unsolvable => gave_up += 1,
                }
            }
            let solved = ratios.len().max(1) as f64;
            let mean_ratio = ratios.iter().sum::<f64>() / solved;
            let worst_ratio = ratios.iter().copied().fold(0.0, f64::max);
            let worst = times.iter().copied().fold(0.0, f64::max);
            println!(
                "{side}x{side}  {weight:<3}  {count:>6}  {:>9.1}  {worst:>8.1}  {:>6.1}  {:>6.1}  {mean_ratio:>8.3}  {worst_ratio:>9.3}  {gave_up:>7}  {:>11}",
                median(&mut times),
                ns / solved,
                ls / solved,
                states / count.max(1) as u64,
            );
        }
    }
    if !exact {
        return;
    }
    // 5x5 boards whose optimum is at most 45, solved exactly.
    let mut rng = fastrand::Rng::with_seed(seed);
    let (mut times, mut nodes, mut lengths) = (vec![], vec![], vec![]);
    while times.len() < count {
        let steps = rng.usize(44..=70);
        let board = walk(&mut rng, (5, 5), steps);
        let start = Instant::now();
        let found = solve::beyond_tables(&board, u64::MAX).expect("no budget");
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let length = found.moves.map_or(0, |m| m.len());
        if (36..=45).contains(&length) {
            times.push(ms);
            nodes.push(found.nodes as f64);
            lengths.push(length);
        }
    }
    let worst = times.iter().copied().fold(0.0, f64::max);
    let worst_nodes = nodes.iter().copied().fold(0.0, f64::max);
    println!(
        "5x5 exact (optimum 36-45, lengths {lengths:?}): median {:.1} ms, worst {worst:.1} ms; median {:.0} nodes, worst {worst_nodes:.0}",
        median(&mut times),
        median(&mut nodes),
    );
}
