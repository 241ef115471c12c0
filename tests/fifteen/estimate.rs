//! Fifteen's estimate past 4x4 is admissible: `pdb_large.rs`'s additive pattern databases, alone and maxed with `conflict.rs`'s estimate, never above the true distance (every board of a plain BFS on 3x3, 2x4 and 2x5, walks on 3x4 and 4x5 against the exact searches), and a group's table equal to a brute-force search (partners: `mod.rs`, `oracle.rs`, `bounded.rs`, crates/core/src/puzzles/fifteen/pdb_large.rs).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};

use puzzle_core::puzzles::fifteen::conflict::Estimate;
use puzzle_core::puzzles::fifteen::pdb_large::{table, Additive};
use puzzle_core::puzzles::fifteen::{solve, Board, Solver};
use puzzle_core::Dir;
use puzzle_tests::Rand;

use super::oracle::{bfs, neighbours};

/// Every solvable board of `rows` x `cols` with its distance to the goal, tiles packed 4 bits a cell (plain BFS).
fn distances(rows: usize, cols: usize) -> HashMap<u64, u8> {
    let pack = |tiles: &[u8]| tiles.iter().fold(0u64, |x, &t| x << 4 | u64::from(t));
    let goal: Vec<u8> = (1..(rows * cols) as u8).chain([0]).collect();
    let mut dist = HashMap::from([(pack(&goal), 0u8)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(tiles) = queue.pop_front() {
        let d = dist[&pack(&tiles)];
        for next in neighbours(&tiles, rows, cols) {
            dist.entry(pack(&next)).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    dist
}

/// The packed board back as tiles.
fn unpack(mut x: u64, cells: usize) -> Vec<u8> {
    let mut tiles = vec![0u8; cells];
    for t in tiles.iter_mut().rev() {
        *t = (x & 15) as u8;
        x >>= 4;
    }
    tiles
}

/// Checks both estimates past 4x4 on `tiles` against its distance `d`.
fn admissible(tables: &Additive, conflict: &Estimate, tiles: &[u8], d: u32) {
    let sum = tables.of(tiles);
    assert!(sum <= d, "{tiles:?}: additive {sum}, distance {d}");
    assert!(sum.max(conflict.of(tiles)) <= d, "{tiles:?}: max");
}

#[test]
fn the_additive_estimate_never_exceeds_the_distance_of_any_small_board() {
    for (rows, cols) in [(3, 3), (2, 4), (4, 2)] {
        let tables = Additive::build(rows, cols).expect("tables");
        let conflict = Estimate::new(rows, cols);
        let all = bfs(rows, cols);
        assert!(all.len() >= 20_160);
        let mut above_conflict = 0;
        for (tiles, &d) in all {
            admissible(&tables, &conflict, tiles, u32::from(d));
            above_conflict += usize::from(tables.of(tiles) > conflict.of(tiles));
        }
        // The tables see what the conflicts miss on some boards (and the max keeps the better of the two).
        assert!(above_conflict > 0, "{rows}x{cols}");
    }
    // 2x5: 1,814,400 boards.
    let tables = Additive::build(2, 5).expect("tables");
    let conflict = Estimate::new(2, 5);
    let all = distances(2, 5);
    assert_eq!(all.len(), 1_814_400);
    for (&packed, &d) in &all {
        admissible(&tables, &conflict, &unpack(packed, 10), u32::from(d));
    }
}

#[test]
fn the_additive_estimate_never_exceeds_the_optimum_of_walks_on_3x4_and_4x5() {
    let mut rand = Rand(0x2605);
    let (tables, conflict) = (Additive::build(3, 4).expect("3x4"), Estimate::new(3, 4));
    let solver = Solver::new(3, 4);
    for i in 0..300 {
        let board = walk(&mut rand, 3, 4, 10 + i % 60);
        let opt = solver.solve(&board).moves.expect("solvable").len() as u32;
        admissible(&tables, &conflict, board.tiles(), opt);
    }
    let (tables, conflict) = (Additive::build(4, 5).expect("4x5"), Estimate::new(4, 5));
    for i in 0..40 {
        let board = walk(&mut rand, 4, 5, 20 + i);
        let opt = solve::beyond_tables(&board, u64::MAX)
            .and_then(|s| s.moves)
            .expect("solvable")
            .len() as u32;
        admissible(&tables, &conflict, board.tiles(), opt);
    }
}

/// The goal of `rows` x `cols` after `steps` random blank moves.
fn walk(rand: &mut Rand, rows: usize, cols: usize, steps: usize) -> Board {
    let mut board = Board::goal(rows, cols).expect("a size");
    for _ in 0..steps {
        board = board.play(Dir::ALL[rand.below(4)]).unwrap_or(board);
    }
    board
}

/// A group's table by brute force: Dijkstra over (the group's cells, the blank's cell) from the goal, a move of the
/// group's tiles costing 1 and any other blank move 0, then the least over the blank's cells per placement.
fn brute_force(rows: usize, cols: usize, homes: &[usize]) -> HashMap<Vec<usize>, u8> {
    let cells = rows * cols;
    let start = (homes.to_vec(), cells - 1);
    let mut best: HashMap<(Vec<usize>, usize), u8> = HashMap::from([(start.clone(), 0)]);
    let mut heap = BinaryHeap::from([(Reverse(0u8), start)]);
    while let Some((Reverse(d), (at, blank))) = heap.pop() {
        if best[&(at.clone(), blank)] < d {
            continue;
        }
        let (r, c) = (blank / cols, blank % cols);
        let steps = [(r > 0, -(cols as i64)), (r + 1 < rows, cols as i64)];
        let sideways = [(c > 0, -1), (c + 1 < cols, 1)];
        for (ok, delta) in steps.into_iter().chain(sideways) {
            if !ok {
                continue;
            }
            let to = (blank as i64 + delta) as usize;
            let mut next = at.clone();
            let cost = match next.iter().position(|&p| p == to) {
                Some(i) => {
                    next[i] = blank;
                    1
                }
                None => 0,
            };
            let key = (next, to);
            if best.get(&key).is_none_or(|&old| old > d + cost) {
                best.insert(key.clone(), d + cost);
                heap.push((Reverse(d + cost), key));
            }
        }
    }
    let mut least: HashMap<Vec<usize>, u8> = HashMap::new();
    for ((at, _), d) in best {
        let entry = least.entry(at).or_insert(d);
        *entry = (*entry).min(d);
    }
    least
}

#[test]
fn a_groups_table_is_the_brute_force_search() {
    for (rows, cols, homes) in [
        (2, 3, vec![0, 1]),
        (2, 3, vec![1, 4, 3]),
        (3, 3, vec![0, 1, 3, 4]),
        (3, 3, vec![2, 5, 7]),
        (2, 4, vec![3, 6, 0, 5]),
    ] {
        let cells = rows * cols;
        let built = table(rows, cols, &homes);
        let expected = brute_force(rows, cols, &homes);
        assert_eq!(built.len(), cells.pow(homes.len() as u32));
        for (index, &entry) in built.iter().enumerate() {
            let at: Vec<usize> = (0..homes.len())
                .rev()
                .map(|i| index / cells.pow(i as u32) % cells)
                .collect();
            let want = expected.get(&at).copied().unwrap_or(u8::MAX);
            assert_eq!(entry, want, "{rows}x{cols} {homes:?} at {at:?}");
        }
    }
}
