//! OmniGravity oracle: deliberately naive tilt rules and a plain BFS, independent of `crates/core/src/puzzles/omnigravity/`, random boards, and the differential proptests against it (partners: `mod.rs`, `judge.rs`, `play.rs`, `insight.rs`).
//!
//! A board is a `Vec<Vec<char>>`. A tilt repeatedly moves any piece that can
//! step one cell in the direction (every cell it would enter is empty or its
//! own) until nothing moves. States are compared as their rows joined by `/`.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};

use proptest::prelude::*;
use puzzle_core::puzzles::omnigravity::OmniGravitySolution;
use puzzle_core::{OmniGravity, Puzzle};

use super::judge::{board_key, render, sample, solve_text};

// ------------------------------------------------------------ the brute force

/// A board as rows of cells `A B C D . #`.
pub type Grid = Vec<Vec<char>>;

/// The grid of 8 row strings.
pub fn grid(rows: &[String]) -> Grid {
    rows.iter().map(|row| row.chars().collect()).collect()
}

/// The rows of `grid` joined by `/`.
pub fn key(grid: &Grid) -> String {
    grid.iter()
        .map(|row| row.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("/")
}

/// Row and column change of the move letter `U D L R`.
fn delta(letter: char) -> (isize, isize) {
    match letter {
        'U' => (-1, 0),
        'D' => (1, 0),
        'L' => (0, -1),
        'R' => (0, 1),
        other => panic!("not a move letter: {other}"),
    }
}

/// The board after gravity towards `letter` (`U D L R`) has settled.
pub fn tilt(start: &Grid, letter: char) -> Grid {
    let (dr, dc) = delta(letter);
    let mut grid = start.clone();
    let size = grid.len() as isize;
    // Each piece's cells, found once: only moving a piece changes its cells.
    let mut pieces: Vec<(char, Vec<(isize, isize)>)> = ['A', 'B', 'C', 'D']
        .into_iter()
        .map(|piece| {
            let mut cells = Vec::new();
            for (r, row) in grid.iter().enumerate() {
                for (c, &cell) in row.iter().enumerate() {
                    if cell == piece {
                        cells.push((r as isize, c as isize));
                    }
                }
            }
            (piece, cells)
        })
        .collect();
    loop {
        let mut moved = false;
        for (piece, cells) in &mut pieces {
            let piece = *piece;
            let free = |&(r, c): &(isize, isize)| {
                let (r, c) = (r + dr, c + dc);
                let on_board = r >= 0 && c >= 0 && r < size && c < size;
                on_board && {
                    let cell = grid[r as usize][c as usize];
                    cell == '.' || cell == piece
                }
            };
            if !cells.is_empty() && cells.iter().all(free) {
                for &(r, c) in cells.iter() {
                    grid[r as usize][c as usize] = '.';
                }
                for (r, c) in cells.iter_mut() {
                    *r += dr;
                    *c += dc;
                    grid[*r as usize][*c as usize] = piece;
                }
                moved = true;
            }
        }
        if !moved {
            return grid;
        }
    }
}

/// Every state reachable by at least one tilt, keyed by its rows, with the
/// fewest tilts that reach it. The start is included only if a tilt returns to it.
pub fn reachable(start: &Grid) -> HashMap<String, usize> {
    let mut depth = HashMap::new();
    let mut queue = VecDeque::from([(start.clone(), 0)]);
    while let Some((grid, d)) = queue.pop_front() {
        for letter in ['U', 'D', 'L', 'R'] {
            let next = tilt(&grid, letter);
            if let Entry::Vacant(slot) = depth.entry(key(&next)) {
                slot.insert(d + 1);
                queue.push_back((next, d + 1));
            }
        }
    }
    depth
}

// ------------------------------------------------ random boards, differential

/// Asserts that `solution` holds exactly the brute-force states of `start`, in
/// BFS order, and (when `replay`) that every path replayed with the brute
/// rules from the start reaches its state in exactly the brute-force depth.
pub fn check_against_brute(start: &[String], solution: &OmniGravitySolution, replay: bool) {
    let start_grid = grid(start);
    let expected = reachable(&start_grid);
    let board = solution.board();
    assert_eq!(board_key(board, solution.start()), key(&start_grid));
    assert_eq!(solution.count(), expected.len(), "count for {start:?}");
    let mut last_depth = 0;
    for (i, reached) in solution.states().iter().enumerate() {
        let k = board_key(board, reached.state());
        let depth = *expected
            .get(&k)
            .unwrap_or_else(|| panic!("state {k} of {start:?} is not reachable"));
        assert!(depth >= last_depth, "BFS order broken at {i} for {start:?}");
        last_depth = depth;
        if let Some(parent) = reached.parent() {
            assert!(parent < i, "parent {parent} after child {i}");
        }
        if replay {
            let path = solution.path(i);
            assert_eq!(path.len(), depth, "path length of {k} from {start:?}");
            assert_eq!(path.last(), Some(&reached.tilt()));
            let mut grid = start_grid.clone();
            for dir in &path {
                grid = tilt(&grid, dir.letter());
            }
            assert_eq!(key(&grid), k, "replaying {path:?} from {start:?}");
        }
    }
}

/// How a generated board places its pieces.
#[derive(Debug, Clone, Copy)]
enum Layout {
    /// Anywhere free, then random obstacles.
    Random,
    /// A 2x8 strip of pieces across the board.
    Strip,
    /// A 4x4 block of pieces.
    Block,
    /// Random pieces, every other cell an obstacle: nothing can move.
    Stuck,
}

/// Builds a board from generated parts: `dice[i] < density` puts an obstacle on free cell `i`.
fn build_board(
    layout: Layout,
    density: u32,
    dice: &[u32],
    spots: [(usize, usize); 4],
    letters: &[char],
) -> Vec<String> {
    let mut grid = vec![vec!['.'; 8]; 8];
    let put = |grid: &mut Vec<Vec<char>>, (r, c): (usize, usize), letter: char| {
        for (dr, dc) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
            grid[r + dr][c + dc] = letter;
        }
    };
    match layout {
        Layout::Random | Layout::Stuck => {
            for (&(r, c), &letter) in spots.iter().zip(letters) {
                // From the drawn spot, the first one (in reading order, wrapping) that is free.
                let free = (0..49)
                    .map(|k| ((7 * r + c + k) / 7 % 7, (7 * r + c + k) % 7))
                    .find(|&(r, c)| {
                        [(0, 0), (0, 1), (1, 0), (1, 1)]
                            .iter()
                            .all(|&(dr, dc)| grid[r + dr][c + dc] == '.')
                    })
                    .expect("4 pieces always fit");
                put(&mut grid, free, letter);
            }
        }
        Layout::Strip => {
            let r = spots[0].0;
            for (i, &letter) in letters.iter().enumerate() {
                put(&mut grid, (r, 2 * i), letter);
            }
        }
        Layout::Block => {
            let (r, c) = (spots[0].0.min(4), spots[0].1.min(4));
            for (i, &letter) in letters.iter().enumerate() {
                put(&mut grid, (r + 2 * (i / 2), c + 2 * (i % 2)), letter);
            }
        }
    }
    for (i, cell) in grid.iter_mut().flatten().enumerate() {
        let stuck = matches!(layout, Layout::Stuck);
        if *cell == '.' && (stuck || dice[i] < density) {
            *cell = '#';
        }
    }
    grid.into_iter()
        .map(|row| row.into_iter().collect())
        .collect()
}

/// Random boards: obstacle density 0..=50%, random, packed and stuck layouts.
pub fn board_strategy() -> impl Strategy<Value = Vec<String>> {
    let layout = prop_oneof![
        4 => Just(Layout::Random),
        1 => Just(Layout::Strip),
        1 => Just(Layout::Block),
        1 => Just(Layout::Stuck),
    ];
    let density = prop_oneof![1 => Just(0u32), 4 => 0u32..=50];
    (
        layout,
        density,
        prop::collection::vec(0u32..100, 64),
        prop::array::uniform4((0usize..7, 0usize..7)),
        Just(vec!['A', 'B', 'C', 'D']).prop_shuffle(),
    )
        .prop_map(|(layout, density, dice, spots, letters)| {
            build_board(layout, density, &dice, spots, &letters)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// 1000 inputs of 1-3 boards (about 2000 boards): counts and state sets
    /// equal brute force, and per-case state is reset between cases.
    #[test]
    fn counts_and_states_match_brute_force(boards in prop::collection::vec(board_strategy(), 1..=3)) {
        let solutions = solve_text(&render(&boards));
        prop_assert_eq!(solutions.len(), boards.len());
        for (rows, solution) in boards.iter().zip(&solutions) {
            check_against_brute(rows, solution, false);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// 300 boards: every state's path, replayed with the brute rules, reaches it
    /// in exactly its brute-force BFS depth.
    #[test]
    fn every_path_replays_to_its_state_in_the_fewest_tilts(rows in board_strategy()) {
        let solutions = solve_text(&render(std::slice::from_ref(&rows)));
        check_against_brute(&rows, &solutions[0], true);
    }
}

#[test]
fn sample_matches_brute_force_with_replayed_paths() {
    let boards = sample();
    let solutions = solve_text(&render(&boards));
    assert_eq!(solutions[0].count(), 110);
    assert_eq!(solutions[1].count(), 2);
    for (rows, solution) in boards.iter().zip(&solutions) {
        check_against_brute(rows, solution, true);
    }
    assert_eq!(
        OmniGravity::judge_output(&solutions),
        "Case 1: 110\nCase 2: 2\n"
    );
}

#[test]
fn worst_fixture_boards_match_brute_force() {
    let dir = puzzle_tests::cases_dir("omnigravity");
    let text = std::fs::read_to_string(dir.join("worst.in")).expect("worst.in fixture");
    let solutions = solve_text(&text);
    let boards: Vec<Vec<String>> = solutions
        .iter()
        .take(2)
        .map(|s| s.board().rows(s.start()).to_vec())
        .collect();
    for (rows, solution) in boards.iter().zip(&solutions) {
        assert!(
            solution.count() > 15_000,
            "a worst board: {}",
            solution.count()
        );
        check_against_brute(rows, solution, true);
    }
}
