//! Fifteen's paths shortened stretch by stretch (`shorten.rs`) against the plain BFS: every shortened path replays to
//! the same end, is never longer, never shorter than the fewest moves, and a window over the whole path finds exactly
//! the fewest; on large boards the page's hint and the CLI's paths are shorter than the path by rows (partners:
//! crates/core/src/puzzles/fifteen/shorten.rs and bounded.rs, `oracle.rs` the BFS, `bounded.rs`).

use std::collections::{HashMap, VecDeque};

use proptest::prelude::*;
use puzzle_core::puzzles::fifteen::bounded::by_rows;
use puzzle_core::puzzles::fifteen::shorten::{shorten, Shortening, CLI, PAGE};
use puzzle_core::puzzles::fifteen::Board;
use puzzle_core::session::Game;
use puzzle_core::{Dir, Fifteen, Playable};
use puzzle_tests::Rand;

use super::bounded::replay;
use super::oracle::neighbours;

/// One window over the whole path and no budget: the shortening is an exact search between the path's two ends.
const WHOLE: Shortening = Shortening {
    windows: &[10_000],
    step: 1,
    nodes: u64::MAX,
    total: u64::MAX,
};

/// The fewest moves between two boards of one size, by a plain BFS from `from`.
fn distance(from: &Board, to: &Board) -> Option<usize> {
    let mut seen = HashMap::from([(from.tiles().to_vec(), 0)]);
    let mut queue = VecDeque::from([from.tiles().to_vec()]);
    while let Some(tiles) = queue.pop_front() {
        let d = seen[&tiles];
        if tiles == to.tiles() {
            return Some(d);
        }
        for next in neighbours(&tiles, from.rows(), from.cols()) {
            if !seen.contains_key(&next) {
                seen.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// A walk of `steps` random moves (those off the board skipped) from `board`: its moves, loops and returns included.
fn walk(rand: &mut Rand, board: &Board, steps: usize) -> Vec<Dir> {
    let mut at = board.clone();
    let mut moves = Vec::new();
    for _ in 0..steps {
        let dir = Dir::ALL[rand.below(4)];
        if let Some(next) = at.play(dir) {
            at = next;
            moves.push(dir);
        }
    }
    moves
}

/// A random board of `rows` x `cols`, any permutation reachable: a long walk from the goal (`oracle.rs`'s).
fn scrambled(rand: &mut Rand, rows: usize, cols: usize) -> Board {
    super::oracle::walk(rows, cols, 400, rand)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    /// A random walk between two random boards of up to eight cells, shortened: it still joins them, is never longer,
    /// keeps the parity and is never below the BFS distance; over one whole window it is exactly the BFS distance.
    #[test]
    fn shortened_walks_join_the_same_boards_and_meet_the_bfs(seed in any::<u64>(), size in 0usize..4, steps in 0usize..90) {
        let mut rand = Rand(seed);
        let (rows, cols) = [(2, 2), (2, 3), (3, 2), (2, 4)][size];
        let start = scrambled(&mut rand, rows, cols);
        let moves = walk(&mut rand, &start, steps);
        let end = replay(&start, &moves).unwrap();
        let fewest = distance(&start, &end).unwrap();
        for how in [CLI, PAGE, WHOLE] {
            let short = shorten(&start, &moves, how);
            let reached = replay(&start, &short);
            prop_assert_eq!(reached.as_ref(), Some(&end), "{:?}", how);
            prop_assert!(short.len() <= moves.len() && short.len() >= fewest);
            prop_assert_eq!((moves.len() - short.len()) % 2, 0);
        }
        prop_assert_eq!(shorten(&start, &moves, WHOLE).len(), fewest);
    }

    /// On 3x3 the path by rows and columns, shortened, still reaches the goal, is never below the optimum (the BFS
    /// table of `oracle.rs`), and over one whole window is optimal.
    #[test]
    fn shortened_paths_by_rows_on_3x3_meet_the_optimum(seed in any::<u64>()) {
        let board = scrambled(&mut Rand(seed), 3, 3);
        let opt = usize::from(super::oracle::bfs(3, 3)[board.tiles()]);
        let rows = by_rows(&board).unwrap().moves;
        for how in [CLI, PAGE] {
            let short = shorten(&board, &rows, how);
            prop_assert!(replay(&board, &short).unwrap().is_goal());
            prop_assert!(short.len() >= opt && short.len() <= rows.len());
        }
        prop_assert_eq!(shorten(&board, &rows, WHOLE).len(), opt);
    }
}

#[test]
fn large_paths_by_rows_are_shortened_and_their_factor_falls() {
    let mut rand = Rand(0x5407);
    for (rows, cols) in [(5, 5), (6, 6), (8, 8), (10, 10), (7, 9), (3, 10)] {
        let board = scrambled(&mut rand, rows, cols);
        let by_rows = by_rows(&board).unwrap();
        let short = by_rows.clone().shortened(&board, PAGE);
        assert!(replay(&board, &short.moves).unwrap().is_goal());
        // Random boards: the path by rows always has moves to spare.
        assert!(short.len() < by_rows.len(), "{rows}x{cols}");
        assert_eq!(short.lower, by_rows.lower);
        assert!(short.factor <= by_rows.factor && short.factor % 10 == 0);
        assert!(u64::from(short.len()) * 1000 <= u64::from(short.factor) * u64::from(short.lower));
    }
}

#[test]
fn the_page_hint_on_10x10_is_shorter_than_the_path_by_rows() {
    let board = scrambled(&mut Rand(1010), 10, 10);
    let games = Fifteen::boards(&format!("1\n{}", board.judge_lines())).unwrap();
    let game = &games[0];
    let (moves, line) = game.bounded(&mut game.solver(), &board).unwrap();
    let rows = by_rows(&board).unwrap();
    assert!(replay(&board, &moves).unwrap().is_goal());
    assert!(
        moves.len() < rows.moves.len(),
        "{} against {}",
        moves.len(),
        rows.len()
    );
    assert_eq!(line.ids()[0], "fifteen-bounded");
}
