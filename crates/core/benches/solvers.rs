//! criterion benches of `puzzle_core::judge` in-process on the worst-case inputs that `bench/compare.py` writes to target/bench/, and on the random 4x4 Fifteen boards of `bench/fifteen.py`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::Path;

fn worst_input(puzzle: &str) -> Option<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../target/bench")
        .join(format!("{puzzle}-worst.in"));
    std::fs::read_to_string(path).ok()
}

fn solvers(c: &mut Criterion) {
    let mut group = c.benchmark_group("judge");
    group.sample_size(10);
    for puzzle in puzzle_core::PUZZLES {
        let Some(input) = worst_input(puzzle) else {
            eprintln!("skipping {puzzle}: run `make bench` (bench/compare.py writes the inputs)");
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

criterion_group!(benches, solvers);
criterion_main!(benches);
