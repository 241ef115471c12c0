//! The Fifteen benchmark's boards and per-board figures (partners: `bench/fifteen.py`, which also times `puzzles judge fifteen` on the file this writes; `puzzles/fifteen/`).
//!
//! `cargo run --release -p puzzle-core --example fifteen [COUNT] [SEED]` writes
//! COUNT (100) random solvable 4x4 boards, uniform over the solvable
//! permutations, to `target/bench/fifteen-random.in`, then solves each in this
//! process, single thread, and prints the table build time and memory, then per
//! board its moves, nodes expanded and milliseconds, then median, worst and total.
//! Last, the first hint of a fresh session on each of COUNT other boards (median, worst).
//! Times are CPU time of this thread where Linux tells it (the wall clock beside them).

use std::time::Instant;

use puzzle_core::puzzles::fifteen::pdb::Tables;
use puzzle_core::puzzles::fifteen::{Board, FifteenGame, Solver};
use puzzle_core::session::Session;

/// `count` random solvable 4x4 boards from `seed`: a uniform shuffle, and when it
/// is unsolvable the first two tiles (not the blank) swapped, which flips the parity.
fn boards(count: usize, seed: u64) -> Vec<Board> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..count)
        .map(|_| {
            let mut tiles: Vec<u8> = (0..16).collect();
            rng.shuffle(&mut tiles);
            let mut board = Board::new(4, 4, tiles.clone()).expect("a permutation");
            if !board.is_solvable() {
                let nonblank: Vec<usize> = (0..16).filter(|&i| tiles[i] != 0).take(2).collect();
                tiles.swap(nonblank[0], nonblank[1]);
                board = Board::new(4, 4, tiles).expect("a permutation");
            }
            board
        })
        .collect()
}

/// This thread's CPU time in milliseconds (Linux's schedstat, nanoseconds on the CPU), `None` elsewhere:
/// on a machine shared with other builds the wall clock says more about them than about the solver.
fn cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e6)
}

/// Wall and CPU milliseconds since `(wall, cpu)`.
fn since((wall, cpu): (Instant, Option<f64>)) -> (f64, f64) {
    let ms = wall.elapsed().as_secs_f64() * 1e3;
    (ms, cpu_ms().zip(cpu).map_or(ms, |(now, then)| now - then))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(15);
    let list = boards(count, seed);
    let mut text = format!("{count}\n");
    for board in &list {
        text.push('\n');
        text.push_str(&board.judge_lines());
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench");
    std::fs::create_dir_all(&dir).expect("target/bench");
    std::fs::write(dir.join("fifteen-random.in"), text).expect("write the boards");

    let start = (Instant::now(), cpu_ms());
    let tables = Tables::get(4, 4);
    let (wall, cpu) = since(start);
    println!(
        "tables: {wall:.0} ms wall, {cpu:.0} ms CPU, {:.1} MiB ({} entries)",
        tables.bytes() as f64 / (1 << 20) as f64,
        tables.entries()
    );
    let solver = Solver::new(4, 4);
    let mut rows = Vec::new();
    for (i, board) in list.iter().enumerate() {
        let t = (Instant::now(), cpu_ms());
        let search = solver.solve(board);
        let (wall, ms) = since(t);
        let moves = search.moves.map_or(0, |m| m.len());
        println!(
            "board {:3}: {moves:2} moves, {:10} nodes, {ms:9.2} ms CPU ({wall:.2} wall)",
            i + 1,
            search.nodes
        );
        rows.push((ms, search.nodes));
    }
    let mut ms: Vec<f64> = rows.iter().map(|r| r.0).collect();
    ms.sort_by(f64::total_cmp);
    let mut nodes: Vec<u64> = rows.iter().map(|r| r.1).collect();
    nodes.sort_unstable();
    let median = |v: &[f64]| (v[(v.len() - 1) / 2] + v[v.len() / 2]) / 2.0;
    println!(
        "solve (CPU): median {:.2} ms, worst {:.2} ms, total {:.0} ms over {count} boards",
        median(&ms),
        ms[ms.len() - 1],
        ms.iter().sum::<f64>()
    );
    println!(
        "nodes: median {}, worst {}, mean {}",
        nodes[(nodes.len() - 1) / 2],
        nodes[nodes.len() - 1],
        nodes.iter().sum::<u64>() / nodes.len() as u64
    );
    println!(
        "rate: {:.1} M nodes/s",
        nodes.iter().sum::<u64>() as f64 / ms.iter().sum::<f64>() / 1e3
    );

    // Hints while playing: a fresh session on each of `count` other random boards (the tables
    // already built) asks its first status, which searches the optimum and the first move.
    let mut hints: Vec<f64> = boards(count, seed ^ 0x4817)
        .into_iter()
        .map(|board| {
            let mut session = Session::new(FifteenGame::new(board));
            let t = (Instant::now(), cpu_ms());
            let status = session.status();
            assert!(status.hint.is_some(), "a random board is never the goal");
            since(t).1
        })
        .collect();
    hints.sort_by(f64::total_cmp);
    println!(
        "first hint (CPU): median {:.2} ms, worst {:.2} ms over {count} fresh sessions",
        median(&hints),
        hints[hints.len() - 1]
    );
}
