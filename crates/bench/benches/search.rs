//! criterion benches of the one plain breadth-first search (`crates/core/src/search.rs`) through its three users: the
//! insight of each puzzle's largest board, the X-ray's plain search over whole boards and the ratings of a board
//! without a goal (partners: `benches/solvers.rs` the judge, `crates/core/src/review.rs`, `crates/core/src/xray/`).

use criterion::{criterion_group, criterion_main, Criterion};
use puzzle_core::xray::Method;
use puzzle_core::{generate_board, load_board, Board};

/// An open 30x30 Huarong board: the insight searches all 900 * 899 (blank, piece) pairs.
fn huarong_open() -> String {
    let row = vec!["1"; 30].join(" ");
    format!("30 30 1\n{}1 1 1 2 30 30\n", format!("{row}\n").repeat(30))
}

/// An open 20x20 Holedox lair with a snake of 8 along the bottom row, its head in the far corner.
fn holedox_open() -> String {
    let body: String = (13..=20).rev().map(|col| format!("20 {col}\n")).collect();
    format!("20 20 8\n{body}0\n0 0 0\n")
}

fn boards() -> Vec<(&'static str, Box<dyn Board>)> {
    vec![
        (
            "huarong-30x30-open",
            load_board("huarong", &huarong_open(), 0).expect("valid"),
        ),
        (
            "holedox-20x20-open",
            load_board("holedox", &holedox_open(), 0).expect("valid"),
        ),
        (
            "omnigravity-chaotic",
            generate_board("omnigravity", 1, 3).expect("a level"),
        ),
    ]
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("insight");
    group.sample_size(10);
    for (name, board) in boards() {
        group.bench_function(name, |b| b.iter(|| std::hint::black_box(board.insight())));
    }
    group.finish();
    let mut group = c.benchmark_group("xray-plain");
    group.sample_size(10);
    let fifteen = "1\n3 3\n8 6 7\n2 5 4\n3 0 1\n";
    group.bench_function("fifteen-3x3-181440", |b| {
        b.iter(|| {
            load_board("fifteen", fifteen, 0)
                .expect("valid")
                .xray(Method::Bfs)
        })
    });
    group.bench_function("huarong-30x30-open", |b| {
        b.iter(|| {
            load_board("huarong", &huarong_open(), 0)
                .expect("valid")
                .xray(Method::Bfs)
        })
    });
    group.finish();
    let mut group = c.benchmark_group("ratings");
    group.sample_size(10);
    group.bench_function("omnigravity-chaotic", |b| {
        b.iter(|| {
            generate_board("omnigravity", 1, 3)
                .expect("a level")
                .ratings()
        })
    });
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
