//! criterion benches of `puzzle_core::judge` in-process on the worst-case inputs that `bench/compare.py` writes to target/bench/, and on the random 4x4 Fifteen boards of `bench/fifteen.py`; Klotski's classic 4x5 and the generator's worst 6x6 case, all three counts, with states expanded per second as criterion's throughput.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use puzzle_core::puzzles::klotski::{Klotski, Solver};
use puzzle_core::Puzzle;
use std::path::Path;

/// The worst-case input of `puzzle`: bench/compare.py's (it writes one per puzzle with a seed program), else (Klotski)
/// the generator's worst at seed 1, the bytes of `puzzles gen <puzzle> --kind worst --seed 1` that bench/wasm.mjs times
/// in the worker. Fifteen's boards are bench/fifteen.py's, below.
fn worst_input(puzzle: &str) -> Option<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../target/bench")
        .join(format!("{puzzle}-worst.in"));
    std::fs::read_to_string(path).ok().or_else(|| {
        (puzzle != "fifteen")
            .then(|| {
                puzzle_core::make_tests(puzzle, 1, puzzle_core::testgen::Kind::Worst, None).ok()
            })
            .flatten()
    })
}

fn solvers(c: &mut Criterion) {
    let mut group = c.benchmark_group("judge");
    group.sample_size(10);
    for puzzle in puzzle_core::PUZZLES {
        let Some(input) = worst_input(puzzle) else {
            eprintln!("skipping {puzzle}: its boards are timed below");
            continue;
        };
        group.bench_function(format!("{puzzle}-worst"), |b| {
            b.iter(|| {
                puzzle_core::judge(puzzle, std::hint::black_box(&input)).expect("valid input")
            })
        });
    }
    group.finish();

    // Fifteen: the 100 random 4x4 boards of `bench/fifteen.py` (tables are built once, before timing).
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench/fifteen-random.in");
    match std::fs::read_to_string(path) {
        Ok(input) => {
            let mut group = c.benchmark_group("fifteen");
            group.sample_size(10);
            let _ = puzzle_core::puzzles::fifteen::Solver::new(4, 4);
            group.bench_function("random-4x4-x100", |b| {
                b.iter(|| {
                    puzzle_core::judge("fifteen", std::hint::black_box(&input))
                        .expect("valid input")
                })
            });
            group.finish();
        }
        Err(_) => eprintln!("skipping fifteen: run bench/fifteen.py (it writes the boards)"),
    }
}

/// Klotski: each case solved under all three metrics (the worst 6x6 box is `puzzles gen klotski --kind worst --seed 1`,
/// which bench/wasm.mjs times in the worker); the throughput is the states the three searches expand, so criterion
/// prints states per second beside the time.
fn klotski(c: &mut Criterion) {
    let mut group = c.benchmark_group("klotski");
    group.sample_size(10);
    let cases = [
        (
            "classic-4x5",
            "1\n5 4\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n4 2\n".to_string(),
        ),
        (
            "worst-6x6-gen-seed-1",
            puzzle_core::make_tests("klotski", 1, puzzle_core::testgen::Kind::Worst, None)
                .expect("the generator's worst box"),
        ),
    ];
    for (name, input) in cases {
        let case = Klotski::parse(&input).expect("valid input").remove(0);
        let mut solver = Solver::new();
        solver.solve(&case);
        group.throughput(Throughput::Elements(solver.expanded()));
        group.bench_function(format!("{name}-all-three"), |b| {
            b.iter(|| solver.solve(std::hint::black_box(&case)))
        });
    }
    group.finish();
}

criterion_group!(benches, solvers, klotski);
criterion_main!(benches);
