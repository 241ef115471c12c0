//! Fifteen oracle: a plain BFS over boards with the naive move rule, parity against reachability, a Manhattan-distance IDA* and random walks, and the differential checks of the solver against them (every board up to 2x3, samples and the farthest boards up to 3x3 and 2x4, walks on 3x4 and 4x4; partners: `mod.rs`, `judge.rs`, `play.rs`, `insight.rs`, crates/core/src/puzzles/fifteen/).

use std::collections::{HashMap, VecDeque};
use std::sync::OnceLock;

use proptest::prelude::*;
use puzzle_core::puzzles::fifteen::{solve, Board, Solver};
use puzzle_core::{Dir, Fifteen, Puzzle};
use puzzle_tests::Rand;

/// Every board reachable from the goal of `rows` x `cols` (sides 2 to 4, at most 9 cells), with
/// its distance: [`search`] once per size and process.
pub fn bfs(rows: usize, cols: usize) -> &'static HashMap<Vec<u8>, u8> {
    static DIST: [OnceLock<HashMap<Vec<u8>, u8>>; 9] = [const { OnceLock::new() }; 9];
    DIST[(rows - 2) * 3 + cols - 2].get_or_init(|| search(rows, cols))
}

/// The boards one move from `tiles` (row-major, `0` the blank): the blank swapped with each
/// tile beside it, written from the statement alone.
pub fn neighbours(tiles: &[u8], rows: usize, cols: usize) -> Vec<Vec<u8>> {
    let blank = tiles.iter().position(|&t| t == 0).expect("a blank");
    let (r, c) = (blank / cols, blank % cols);
    let mut out = Vec::new();
    for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        let (nr, nc) = (r as i64 + dr, c as i64 + dc);
        if (0..rows as i64).contains(&nr) && (0..cols as i64).contains(&nc) {
            let mut next = tiles.to_vec();
            next.swap(blank, nr as usize * cols + nc as usize);
            out.push(next);
        }
    }
    out
}

/// A plain BFS from the goal (`1 2 .. n*m-1` then the blank) with [`neighbours`].
fn search(rows: usize, cols: usize) -> HashMap<Vec<u8>, u8> {
    let cells = rows * cols;
    let goal: Vec<u8> = (1..cells as u8).chain([0]).collect();
    let mut dist = HashMap::from([(goal.clone(), 0u8)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(tiles) = queue.pop_front() {
        let d = dist[&tiles];
        for next in neighbours(&tiles, rows, cols) {
            if !dist.contains_key(&next) {
                dist.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    dist
}

/// Every permutation of `0..n` (Heap's algorithm).
pub fn permutations(n: usize) -> Vec<Vec<u8>> {
    let mut items: Vec<u8> = (0..n as u8).collect();
    let mut out = vec![items.clone()];
    let mut c = vec![0; n];
    let mut i = 0;
    while i < n {
        if c[i] < i {
            let j = if i % 2 == 0 { 0 } else { c[i] };
            items.swap(j, i);
            out.push(items.clone());
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
    out
}

/// Whether `moves` (the blank's directions) are legal from `board` under the brute rule and end on
/// the goal.
pub fn replays_to_goal(board: &Board, moves: &[Dir]) -> bool {
    let (rows, cols) = (board.rows(), board.cols());
    let mut tiles = board.tiles().to_vec();
    for &dir in moves {
        let blank = tiles.iter().position(|&t| t == 0).expect("a blank");
        let (r, c) = (blank / cols, blank % cols);
        let to = match dir {
            Dir::Up if r > 0 => blank - cols,
            Dir::Down if r + 1 < rows => blank + cols,
            Dir::Left if c > 0 => blank - 1,
            Dir::Right if c + 1 < cols => blank + 1,
            _ => return false,
        };
        tiles.swap(blank, to);
    }
    let goal: Vec<u8> = (1..(rows * cols) as u8).chain([0]).collect();
    tiles == goal
}

/// Solves `board` through the judge's path, checks the answer against `expected`
/// (None: unsolvable) and replays the path onto the goal.
pub fn check(board: &Board, expected: Option<u8>) {
    let solution = &Fifteen::solve(&vec![board.clone()])[0];
    match (&solution.moves, expected) {
        (None, None) => {}
        (Some(moves), Some(d)) => {
            assert_eq!(moves.len(), usize::from(d), "{board:?}");
            assert!(replays_to_goal(board, moves), "{board:?}");
        }
        (found, wanted) => panic!("{board:?}: found {found:?}, wanted {wanted:?}"),
    }
}

/// IDA* with the plain Manhattan distance: the reference for 4x4 (and 3x4) boards.
pub fn manhattan_ida(board: &Board) -> usize {
    let cols = board.cols();
    let dist = |t: u8, i: usize| {
        let h = usize::from(t) - 1;
        (i / cols).abs_diff(h / cols) + (i % cols).abs_diff(h % cols)
    };
    let h0: usize = board
        .tiles()
        .iter()
        .enumerate()
        .filter(|(_, &t)| t != 0)
        .map(|(i, &t)| dist(t, i))
        .sum();
    fn dfs(
        b: &Board,
        g: usize,
        h: usize,
        bound: usize,
        last: Option<Dir>,
        dist: &dyn Fn(u8, usize) -> usize,
    ) -> Result<usize, usize> {
        if h == 0 {
            return Ok(g);
        }
        if g + h > bound {
            return Err(g + h);
        }
        let mut least = usize::MAX;
        let blank = b.blank();
        for dir in Dir::ALL.into_iter().filter(|&d| Some(d.opposite()) != last) {
            let Some(next) = b.play(dir) else { continue };
            let tile = b.tiles()[next.blank()];
            let h = h + dist(tile, blank) - dist(tile, next.blank());
            match dfs(&next, g + 1, h, bound, Some(dir), dist) {
                Ok(found) => return Ok(found),
                Err(f) => least = least.min(f),
            }
        }
        Err(least)
    }
    let mut bound = h0;
    loop {
        match dfs(board, 0, h0, bound, None, &dist) {
            Ok(found) => return found,
            Err(next) => bound = next,
        }
    }
}

/// The goal after `steps` random blank moves that never step straight back.
pub fn walk(rows: usize, cols: usize, steps: usize, rand: &mut Rand) -> Board {
    let mut board = Board::goal(rows, cols).expect("legal");
    let mut last = None;
    for _ in 0..steps {
        let legal: Vec<Dir> = Dir::ALL
            .into_iter()
            .filter(|&d| Some(d.opposite()) != last && board.play(d).is_some())
            .collect();
        let dir = legal[rand.below(legal.len())];
        board = board.play(dir).expect("legal");
        last = Some(dir);
    }
    board
}

#[test]
fn reachable_counts_and_farthest_distances_match_the_known_figures() {
    for (rows, cols, count, farthest) in [
        (2, 2, 12, 6),
        (2, 3, 360, 21),
        (3, 2, 360, 21),
        (2, 4, 20_160, 36),
        (4, 2, 20_160, 36),
        (3, 3, 181_440, 31),
    ] {
        let dist = bfs(rows, cols);
        assert_eq!(dist.len(), count, "{rows}x{cols}");
        assert_eq!(dist.values().max(), Some(&farthest), "{rows}x{cols}");
    }
}

#[test]
fn parity_agrees_with_reachability_on_every_small_board() {
    for (rows, cols) in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3)] {
        let dist = bfs(rows, cols);
        for tiles in permutations(rows * cols) {
            let board = Board::new(rows, cols, tiles.clone()).expect("a permutation");
            assert_eq!(board.is_solvable(), dist.contains_key(&tiles), "{board:?}");
        }
    }
}

#[test]
fn every_2x2_2x3_and_3x2_board_is_answered_as_bfs_says() {
    for (rows, cols) in [(2, 2), (2, 3), (3, 2)] {
        let dist = bfs(rows, cols);
        for tiles in permutations(rows * cols) {
            let board = Board::new(rows, cols, tiles.clone()).expect("a permutation");
            check(&board, dist.get(&tiles).copied());
        }
    }
}

#[test]
fn sampled_3x3_2x4_and_4x2_boards_and_all_the_farthest_are_answered_as_bfs_says() {
    let mut rand = Rand(0xF1F7EE);
    for (rows, cols, samples) in [(3, 3, 3000), (2, 4, 1500), (4, 2, 1500)] {
        let dist = bfs(rows, cols);
        let farthest = *dist.values().max().expect("boards");
        let mut boards: Vec<(&Vec<u8>, &u8)> =
            dist.iter().filter(|(_, &d)| d == farthest).collect();
        assert!(!boards.is_empty());
        let all: Vec<(&Vec<u8>, &u8)> = dist.iter().collect();
        boards.extend((0..samples).map(|_| all[rand.below(all.len())]));
        for (tiles, &d) in boards {
            check(
                &Board::new(rows, cols, tiles.clone()).expect("legal"),
                Some(d),
            );
            let mut swapped = tiles.clone();
            let (a, b) = if swapped[0] == 0 || swapped[1] == 0 {
                (2, 3)
            } else {
                (0, 1)
            };
            swapped.swap(a, b);
            check(&Board::new(rows, cols, swapped).expect("legal"), None);
        }
    }
}

#[test]
fn pattern_database_answers_match_manhattan_ida_on_4x4_and_3x4_walks() {
    let mut rand = Rand(44);
    let solver = Solver::new(4, 4);
    for steps in [10, 20, 30, 40, 40, 44, 48, 50, 54, 60] {
        let board = walk(4, 4, steps, &mut rand);
        let expected = manhattan_ida(&board);
        let found = solver.solve(&board);
        assert!(found.tables);
        let moves = found.moves.expect("solvable");
        assert_eq!(moves.len(), expected, "{board:?}");
        assert!(replays_to_goal(&board, &moves));
        assert!(found.estimate as usize <= expected && found.nodes > 0);
        check(&board, Some(expected as u8));
    }
    for (rows, cols) in [(3, 4), (4, 3)] {
        for steps in [15, 30, 45] {
            let board = walk(rows, cols, steps, &mut rand);
            check(&board, Some(manhattan_ida(&board) as u8));
        }
    }
}

#[test]
fn the_quick_manhattan_search_gives_up_on_deep_boards_and_agrees_on_shallow_ones() {
    let mut rand = Rand(7);
    let board = walk(4, 4, 16, &mut rand);
    let quick = solve::manhattan(&board, 1_000_000).expect("shallow");
    assert_eq!(quick.moves.map(|m| m.len()), Some(manhattan_ida(&board)));
    let deep = Board::new(
        4,
        4,
        vec![0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1],
    )
    .expect("legal");
    assert!(solve::manhattan(&deep, 1000).is_none());
}

/// The 3x3 distances.
pub fn bfs_3x3() -> &'static HashMap<Vec<u8>, u8> {
    bfs(3, 3)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_3x3_permutations_are_answered_as_bfs_says(seed in any::<u64>()) {
        let mut rand = Rand(seed);
        let mut tiles: Vec<u8> = (0..9).collect();
        for i in (1..tiles.len()).rev() {
            tiles.swap(i, rand.below(i + 1));
        }
        let board = Board::new(3, 3, tiles.clone()).expect("a permutation");
        prop_assert_eq!(board.is_solvable(), bfs_3x3().contains_key(&tiles));
        check(&board, bfs_3x3().get(&tiles).copied());
    }
}
