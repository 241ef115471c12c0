//! Huarong oracle: naive move rules and a plain BFS over (blank, piece) pairs, independent of `crates/core/src/puzzles/huarong/`, random judge inputs, and the differential proptests against it (partners: `mod.rs`, `judge.rs`, `play.rs`, `insight.rs`).

use std::collections::{HashMap, VecDeque};

use proptest::prelude::*;
use puzzle_core::puzzles::huarong::{move_blank, Board, Cell, Huarong, Solver};
use puzzle_core::{Dir, Puzzle};

// ------------------------------------------------------------ the brute force

/// A board as rows of `0` (fixed) and `1` (movable) bytes.
pub type Grid = Vec<Vec<u8>>;

/// A cell as signed `(row, col)`, 0-based, so stepping off the board is easy to see.
pub type Pos = (i32, i32);

/// Row and column change for the move letters `U D L R`.
pub fn delta(letter: char) -> Pos {
    match letter {
        'U' => (-1, 0),
        'D' => (1, 0),
        'L' => (0, -1),
        'R' => (0, 1),
        other => panic!("not a move letter: {other:?}"),
    }
}

/// Whether `pos` is on the board and movable.
pub fn open(grid: &Grid, (row, col): Pos) -> bool {
    row >= 0
        && col >= 0
        && (row as usize) < grid.len()
        && (col as usize) < grid[0].len()
        && grid[row as usize][col as usize] == 1
}

/// The blank moves one step by `letter`; the piece swaps places with it if
/// it is there. `None` if the blank would leave the board or enter a fixed cell.
pub fn apply(grid: &Grid, blank: Pos, piece: Pos, letter: char) -> Option<(Pos, Pos)> {
    let (dr, dc) = delta(letter);
    let to = (blank.0 + dr, blank.1 + dc);
    if !open(grid, to) {
        return None;
    }
    if to == piece {
        Some((to, blank))
    } else {
        Some((to, piece))
    }
}

/// Fewest moves bringing the piece from `piece` to `target`, by BFS over every
/// (blank, piece) pair reachable from the start.
pub fn distance(grid: &Grid, blank: Pos, piece: Pos, target: Pos) -> Option<usize> {
    if piece == target {
        return Some(0);
    }
    let mut depth: HashMap<(Pos, Pos), usize> = HashMap::new();
    let mut queue = VecDeque::new();
    depth.insert((blank, piece), 0);
    queue.push_back((blank, piece));
    while let Some((b, p)) = queue.pop_front() {
        let d = depth[&(b, p)];
        for letter in ['U', 'D', 'L', 'R'] {
            if let Some(next) = apply(grid, b, p, letter) {
                if depth.contains_key(&next) {
                    continue;
                }
                if next.1 == target {
                    return Some(d + 1);
                }
                depth.insert(next, d + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// Replays `moves` from the start with [`apply`]; panics on an illegal move
/// and returns where the blank and the piece end.
pub fn replay(grid: &Grid, blank: Pos, piece: Pos, moves: &str) -> (Pos, Pos) {
    let (mut b, mut p) = (blank, piece);
    for (i, letter) in moves.chars().enumerate() {
        (b, p) = apply(grid, b, p, letter)
            .unwrap_or_else(|| panic!("move {i} ({letter}) of {moves} is illegal from {b:?}"));
    }
    (b, p)
}

// ------------------------------------------------------ random judge inputs

/// One judge input as data: the board and `(blank, piece, target)` queries, 0-based.
#[derive(Debug, Clone)]
pub struct Case {
    pub grid: Grid,
    pub queries: Vec<(Pos, Pos, Pos)>,
    /// Write the text with CRLF line ends and a tab between the first two numbers.
    pub crlf: bool,
}

/// The judge text of `case` (coordinates 1-based).
pub fn render(case: &Case) -> String {
    let (rows, cols) = (case.grid.len(), case.grid[0].len());
    let gap = if case.crlf { "\t" } else { " " };
    let mut text = format!("{rows}{gap}{cols} {}\n", case.queries.len());
    for row in &case.grid {
        let cells: Vec<String> = row.iter().map(u8::to_string).collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    for &(e, s, t) in &case.queries {
        let nums = [e.0, e.1, s.0, s.1, t.0, t.1].map(|v| (v + 1).to_string());
        text.push_str(&nums.join(" "));
        text.push('\n');
    }
    if case.crlf {
        text = text.replace('\n', "\r\n");
    }
    text
}

/// The four neighbours of `pos`, on the board or not.
fn around((row, col): Pos) -> [Pos; 4] {
    [
        (row - 1, col),
        (row + 1, col),
        (row, col - 1),
        (row, col + 1),
    ]
}

/// Builds a valid case from random numbers: `density` (0..5) picks the share of
/// fixed cells; each pick `(a, b, c, kind)` becomes a query whose kind is the
/// piece on its target, a fixed target, the blank beside the piece, or any target.
fn build(
    rows: usize,
    cols: usize,
    density: usize,
    noise: &[u8],
    picks: &[(u16, u16, u16, u8)],
    crlf: bool,
) -> Case {
    let threshold = [0u8, 26, 64, 102, 153][density];
    let (mut rows, mut cols) = (rows, cols);
    if rows * cols < 2 {
        (rows, cols) = (1, 2);
    }
    let mut grid: Grid = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| u8::from(noise[r * cols + c] >= threshold))
                .collect()
        })
        .collect();
    let cells: Vec<Pos> = (0..rows as i32)
        .flat_map(|r| (0..cols as i32).map(move |c| (r, c)))
        .collect();
    if cells.iter().filter(|&&p| open(&grid, p)).count() < 2 {
        grid[0][0] = 1;
        let (r, c) = cells[1];
        grid[r as usize][c as usize] = 1;
    }
    let ones: Vec<Pos> = cells.iter().copied().filter(|&p| open(&grid, p)).collect();
    let zeros: Vec<Pos> = cells.iter().copied().filter(|&p| !open(&grid, p)).collect();
    let queries = picks
        .iter()
        .map(|&(a, b, c, kind)| {
            let (a, b, c) = (a as usize, b as usize, c as usize);
            let mut blank_at = a % ones.len();
            let mut piece_at = b % (ones.len() - 1);
            if piece_at >= blank_at {
                piece_at += 1;
            }
            let piece = ones[piece_at];
            let mut target = cells[c % cells.len()];
            match kind {
                0 => target = piece,
                1 if !zeros.is_empty() => target = zeros[c % zeros.len()],
                2 | 3 => {
                    let beside: Vec<Pos> = around(piece)
                        .into_iter()
                        .filter(|&p| open(&grid, p))
                        .collect();
                    if !beside.is_empty() {
                        let pick = beside[c % beside.len()];
                        blank_at = ones.iter().position(|&p| p == pick).unwrap_or(blank_at);
                        target = ones[(c / 4) % ones.len()];
                    }
                }
                _ => {}
            }
            (ones[blank_at], piece, target)
        })
        .collect();
    Case {
        grid,
        queries,
        crlf,
    }
}

/// Random valid cases with sides up to `side` and up to `queries` queries.
pub fn cases(side: usize, queries: usize) -> impl Strategy<Value = Case> {
    (
        1..=side,
        1..=side,
        0usize..5,
        prop::collection::vec(any::<u8>(), side * side),
        prop::collection::vec(
            (any::<u16>(), any::<u16>(), any::<u16>(), 0u8..10),
            1..=queries,
        ),
        any::<bool>(),
    )
        .prop_map(|(rows, cols, density, noise, picks, crlf)| {
            build(rows, cols, density, &noise, &picks, crlf)
        })
}

fn cell((row, col): Pos) -> Cell {
    (row as usize, col as usize)
}

/// Parses and solves the judge text of `case`; every answer must equal the
/// brute force, every path must replay legally with the brute rules onto the
/// target in exactly `answer` moves, and a reused [`Solver`] must agree.
fn check(case: &Case) {
    let text = render(case);
    let game = Huarong::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let solutions = Huarong::solve(&game);
    assert_eq!(solutions.len(), case.queries.len());
    let mut solver = Solver::new(&game.board);
    let mut judge = String::new();
    for (i, (&(blank, piece, target), solution)) in case.queries.iter().zip(&solutions).enumerate()
    {
        let expected = distance(&case.grid, blank, piece, target);
        let summary = Huarong::summarize(solution);
        let answer = expected.map_or(-1, |d| d as i64);
        assert_eq!(summary.answer, answer, "query {i}\n{text}");
        assert_eq!(
            solver.distance(&game.queries[i]),
            expected,
            "query {i}\n{text}"
        );
        judge.push_str(&format!("{answer}\n"));
        match &summary.moves {
            Some(moves) => {
                let (_, end) = replay(&case.grid, blank, piece, moves);
                assert_eq!(end, target, "query {i} path {moves}\n{text}");
                assert_eq!(moves.len() as i64, answer);
            }
            None => assert_eq!(answer, -1),
        }
    }
    assert_eq!(puzzle_core::judge("huarong", &text).unwrap(), judge);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    /// Boards from 1x1 to 6x6 with up to 6 queries each.
    #[test]
    fn small_boards_match_brute_force(case in cases(6, 6)) {
        check(&case);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1_000))]

    /// Boards up to 12x12: longer paths and more turns round fixed cells.
    #[test]
    fn larger_boards_match_brute_force(case in cases(12, 4)) {
        check(&case);
    }

    /// The move rule agrees with the brute rules from every movable blank.
    #[test]
    fn move_rule_matches_brute_rules(case in cases(5, 1), piece_row in -1i32..6, piece_col in -1i32..6) {
        let rows = case.grid.len();
        let cols = case.grid[0].len();
        let cells = case.grid.iter().flatten().map(|&v| v == 1).collect();
        let board = Board::new(rows, cols, cells).unwrap();
        let piece = (piece_row, piece_col);
        for r in 0..rows as i32 {
            for c in 0..cols as i32 {
                if !open(&case.grid, (r, c)) {
                    continue;
                }
                for dir in Dir::ALL {
                    let expected = apply(&case.grid, (r, c), piece, dir.letter());
                    let piece_cell = (piece_row.max(0) as usize, piece_col.max(0) as usize);
                    let actual = move_blank(&board, cell((r, c)), piece_cell, dir);
                    if piece_row >= 0 && piece_col >= 0 {
                        let expected = expected.map(|(b, p)| (cell(b), cell(p)));
                        prop_assert_eq!(actual, expected);
                    } else {
                        prop_assert_eq!(actual.map(|(b, _)| b), expected.map(|(b, _)| cell(b)));
                    }
                }
            }
        }
    }

}
