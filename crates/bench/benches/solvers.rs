//! criterion benches of `puzzle_core::judge` in-process on the worst-case inputs that `bench/compare.py` writes to target/bench/, and on the random 4x4 Fifteen boards of `bench/fifteen.py`; Klotski's classic 4x5 and the generator's worst 6x6 case, all three counts, with states expanded per second as criterion's throughput; Sokoban's 20x20 worst mazes against a plain Dijkstra over (you, box); the many-box solver on levels of growing size; one job against two (`jobs`).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use puzzle_core::puzzles::klotski::{Klotski, Solver};
use puzzle_core::puzzles::sokoban::parse_mazes;
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

/// Sokoban's single-box judge on the generator's 20x20 worst mazes (`puzzles gen sokoban --kind worst --seed 1`): ours,
/// by pushes with walks around the box, against the reference, a plain Dijkstra over (you, box) states by
/// (pushes, moves), both asked for the same optimum.
fn sokoban(c: &mut Criterion) {
    use puzzle_core::puzzles::sokoban::{counts, SokobanGame, Solver as Pushes};
    let input = puzzle_core::make_tests("sokoban", 1, puzzle_core::testgen::Kind::Worst, None)
        .expect("the generator's worst mazes");
    let mazes: Vec<SokobanGame> = parse_mazes(&input).expect("valid input");
    let mut solver = Pushes::new();
    for maze in &mazes {
        let ours = solver.solve(maze, &maze.start_state()).map(|p| counts(&p));
        assert_eq!(ours, plain(maze), "the two searches agree");
    }
    let mut group = c.benchmark_group("sokoban");
    group.sample_size(10);
    group.bench_function("worst-20x20-pushes-then-walks", |b| {
        b.iter(|| {
            for maze in &mazes {
                std::hint::black_box(solver.solve(maze, &maze.start_state()));
            }
        })
    });
    group.bench_function("worst-20x20-plain-dijkstra-reference", |b| {
        b.iter(|| {
            for maze in &mazes {
                std::hint::black_box(plain(maze));
            }
        })
    });
    group.finish();
}

/// The reference: a plain Dijkstra over (you, box) cells by (pushes, moves), each step its own edge; the fewest
/// (pushes, moves) to the box on the target.
fn plain(maze: &puzzle_core::puzzles::sokoban::SokobanGame) -> Option<(usize, usize)> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let n = maze.rows * maze.cols;
    let at = |(r, c): (usize, usize)| r * maze.cols + c;
    let mut best = vec![(usize::MAX, usize::MAX); n * n];
    let mut heap = BinaryHeap::new();
    let start = (at(maze.player), at(maze.boxed));
    best[start.0 * n + start.1] = (0, 0);
    heap.push(Reverse(((0, 0), maze.player, maze.boxed)));
    while let Some(Reverse((cost, player, boxed))) = heap.pop() {
        if cost > best[at(player) * n + at(boxed)] {
            continue;
        }
        if boxed == maze.target {
            return Some(cost);
        }
        for dir in puzzle_core::Dir::ALL {
            let Some(to) = dir
                .step(player, maze.rows, maze.cols)
                .filter(|&c| maze.is_free(c))
            else {
                continue;
            };
            let (next_box, pushes) = if to == boxed {
                match dir
                    .step(to, maze.rows, maze.cols)
                    .filter(|&c| maze.is_free(c))
                {
                    Some(beyond) => (beyond, cost.0 + 1),
                    None => continue,
                }
            } else {
                (boxed, cost.0)
            };
            let next = (pushes, cost.1 + 1);
            let slot = &mut best[at(to) * n + at(next_box)];
            if next < *slot {
                *slot = next;
                heap.push(Reverse((next, to, next_box)));
            }
        }
    }
    None
}

/// The many-box solver (`puzzles solve sokoban --xsb`) on levels of growing size: Microban 1-5 (David W. Skinner's,
/// 2 to 4 boxes), then the generator's rooms (`levels::room`) from 6x6 with 3 boxes to 14x14 with 7 inside their
/// walls, a few inner walls, whose boxes a seeded walk pulled away from the goals (so that each can be solved); three
/// seeds a size. Each level is solved within 300,000 states; the throughput is the states expanded, so
/// criterion prints states per second, and the levels solved are printed before the timing.
fn sokoban_boxes(c: &mut Criterion) {
    use puzzle_core::puzzles::sokoban::{boxes, levels, xsb};
    const BUDGET: u64 = 300_000;
    let microban = include_str!("../../../tests/cases/sokoban/levels/microban-1-5.xsb");
    let mut sets = vec![(
        "microban-1-5".to_string(),
        xsb::read(microban).expect("levels"),
    )];
    sets.extend(levels::growing_rooms());
    let mut group = c.benchmark_group("sokoban-boxes");
    group.sample_size(10);
    for (name, levels) in &sets {
        let answers: Vec<_> = levels.iter().map(|l| boxes::solve(l, BUDGET)).collect();
        let solved = answers
            .iter()
            .filter(|a| matches!(a.outcome, boxes::Outcome::Solved { .. }))
            .count();
        let expanded: Vec<u64> = answers.iter().map(|a| a.expanded).collect();
        eprintln!(
            "sokoban-boxes/{name}: {solved} of {} levels solved push-optimally within {BUDGET} states, {expanded:?} states expanded",
            levels.len()
        );
        group.throughput(Throughput::Elements(expanded.iter().sum::<u64>().max(1)));
        group.bench_function(name.as_str(), |b| {
            b.iter(|| {
                for level in levels {
                    std::hint::black_box(boxes::solve(level, BUDGET));
                }
            })
        });
    }
    group.finish();
}

/// One job against two on the same inputs in the same run (`puzzle_core::judge_jobs`, issue 26): OmniGravity's,
/// Holedox's and Huarong's worst inputs (Huarong's a 30x30 board with 500 queries) and Fifteen's 100 random 4x4
/// boards (tables built before timing). Each thread keeps one solver; the outputs are checked equal first. As the
/// command line's `--jobs`, the number of jobs also caps the threads that build a board's set-up (Huarong's turn costs).
/// Beside them, two copies of the one-job run at once (`-2-copies`): the ceiling this machine gives two threads.
fn jobs(c: &mut Criterion) {
    let mut inputs: Vec<(String, String)> = ["omnigravity", "holedox", "huarong"]
        .into_iter()
        .filter_map(|p| Some((p.to_string(), worst_input(p)?)))
        .collect();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench/fifteen-random.in");
    if let Ok(boards) = std::fs::read_to_string(path) {
        let _ = puzzle_core::puzzles::fifteen::Solver::new(4, 4);
        inputs.push(("fifteen".to_string(), boards));
    }
    let mut group = c.benchmark_group("jobs");
    group.sample_size(10);
    for (puzzle, input) in &inputs {
        let one = puzzle_core::judge_jobs(puzzle, input, 1).expect("valid input");
        assert_eq!(
            puzzle_core::judge_jobs(puzzle, input, 2).expect("valid"),
            one,
            "{puzzle}"
        );
        for jobs in [1, 2] {
            puzzle_core::jobs::set_most(jobs);
            group.bench_function(format!("{puzzle}-{jobs}-jobs"), |b| {
                b.iter(|| puzzle_core::judge_jobs(puzzle, std::hint::black_box(input), jobs))
            });
        }
        // The machine's ceiling for two jobs: two threads each judging the whole input with one job at once, nothing
        // shared between them (rayon's threads, awake as the jobs' are); 2 x (1 job) / (2 copies) is what any split of the cases over two threads could reach.
        puzzle_core::jobs::set_most(1);
        group.bench_function(format!("{puzzle}-2-copies"), |b| {
            b.iter(|| {
                rayon::join(
                    || puzzle_core::judge_jobs(puzzle, std::hint::black_box(input), 1),
                    || puzzle_core::judge_jobs(puzzle, std::hint::black_box(input), 1),
                )
            })
        });
    }
    group.finish();
}

criterion_group!(benches, solvers, klotski, sokoban, sokoban_boxes, jobs);
criterion_main!(benches);
