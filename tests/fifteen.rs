//! Fifteen tests: breadth-first ground truth on every board up to 3x3 and 2x4, parity against reachability, a Manhattan IDA* cross-check on 4x4, path replay, the playable board and the parser (partners: crates/core/src/puzzles/fifteen/, cases/fifteen/, robustness.rs).

use std::collections::{HashMap, VecDeque};

use proptest::prelude::*;
use puzzle_core::puzzles::fifteen::{solve, Board, FifteenGame, Solver};
use puzzle_core::session::{Edit, Game, Session};
use puzzle_core::{Dir, Fifteen, Puzzle};
use puzzle_tests::{follow_hints, Rand};

/// Every board reachable from the goal of `rows` x `cols`, with its distance (a plain BFS).
fn bfs(rows: usize, cols: usize) -> HashMap<Vec<u8>, u8> {
    let goal = Board::goal(rows, cols).expect("a legal size");
    let mut dist = HashMap::from([(goal.tiles().to_vec(), 0u8)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(board) = queue.pop_front() {
        let d = dist[board.tiles()];
        for dir in Dir::ALL {
            if let Some(next) = board.play(dir) {
                if !dist.contains_key(next.tiles()) {
                    dist.insert(next.tiles().to_vec(), d + 1);
                    queue.push_back(next);
                }
            }
        }
    }
    dist
}

/// Every permutation of `0..n` (Heap's algorithm).
fn permutations(n: usize) -> Vec<Vec<u8>> {
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

/// Replays `moves` from `board`; the board reached.
fn replay(board: &Board, moves: &[Dir]) -> Board {
    moves
        .iter()
        .fold(board.clone(), |b, &d| b.play(d).expect("a legal move"))
}

/// Solves `board` through the judge's path, checks the answer against `expected`
/// (None: unsolvable) and replays the path onto the goal.
fn check(board: &Board, expected: Option<u8>) {
    let solution = &Fifteen::solve(&vec![board.clone()])[0];
    match (&solution.moves, expected) {
        (None, None) => {}
        (Some(moves), Some(d)) => {
            assert_eq!(moves.len(), usize::from(d), "{board:?}");
            assert!(replay(board, moves).is_goal(), "{board:?}");
        }
        (found, wanted) => panic!("{board:?}: found {found:?}, wanted {wanted:?}"),
    }
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

/// IDA* with the plain Manhattan distance: the reference for 4x4 (and 3x4) boards.
fn manhattan_ida(board: &Board) -> usize {
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
fn walk(rows: usize, cols: usize, steps: usize, rand: &mut Rand) -> Board {
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
        assert!(replay(&board, &moves).is_goal());
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

#[test]
fn judge_and_solve_print_unsolvable_and_paths() {
    let text = "3\n2 2\n1 2\n3 0\n2 2\n2 1\n3 0\n3 3\n1 2 3\n4 5 6\n7 0 8\n";
    assert_eq!(
        puzzle_core::judge("fifteen", text).unwrap(),
        "Case 1: 0\nCase 2: unsolvable\nCase 3: 1\n"
    );
    assert_eq!(
        puzzle_core::solve_lines("fifteen", text).unwrap(),
        "0\nunsolvable\n1 R\n"
    );
    let report = puzzle_core::report("fifteen", text).unwrap();
    assert_eq!(report.cases[1].answer, -1);
    assert_eq!(report.cases[2].moves.as_deref(), Some("R"));
}

// ------------------------------------------------------------------ the playable board

fn game(rows: usize, cols: usize, tiles: &[u8]) -> FifteenGame {
    FifteenGame::new(Board::new(rows, cols, tiles.to_vec()).expect("legal"))
}

#[test]
fn frames_draw_one_tile_per_number_with_stable_ids() {
    let g = game(2, 3, &[1, 2, 3, 4, 0, 5]);
    let frame = g.frame(&g.start());
    assert_eq!(frame.state, "1 2 3/4 0 5");
    assert_eq!(frame.pieces.len(), 5);
    assert!(frame.pieces.iter().all(|p| p.label == p.id.to_string()));
    let moved = g.play(&g.start(), Dir::Right).expect("legal");
    let after = g.frame(&moved);
    assert_eq!(after.state, "1 2 3/4 5 0");
    let five = after.pieces.iter().find(|p| p.id == 5).expect("tile 5");
    assert_eq!((five.row, five.col), (1, 1));
    assert!(g.is_goal(&moved));
    assert_eq!(g.play(&moved, Dir::Right), None);
}

#[test]
fn status_hints_lead_to_the_goal_and_unsolvable_reads_minus_one() {
    let mut rand = Rand(3);
    for (rows, cols, steps) in [(3, 3, 40), (4, 4, 30), (2, 4, 30)] {
        let board = walk(rows, cols, steps, &mut rand);
        let mut session = Session::new(FifteenGame::new(board.clone()));
        let played = follow_hints(&mut session, 100, &board);
        assert!(session.is_goal());
        assert_eq!(played, manhattan_ida(&board).min(played));
    }
    let g = game(2, 2, &[2, 1, 3, 0]);
    let status = Session::new(g).status();
    assert_eq!(
        (status.optimal, status.hint, status.goal),
        (Some(-1), None, false)
    );
}

#[test]
fn judge_input_round_trips_and_edits_resize_or_move_the_blank() {
    let g = game(3, 3, &[1, 2, 3, 4, 5, 6, 7, 0, 8]);
    let text = g.judge_input(&g.start());
    assert_eq!(text, "1\n3 3\n1 2 3\n4 5 6\n7 0 8\n");
    assert_eq!(Fifteen::parse(&text).unwrap()[0], *g.board());
    let resized = g
        .edit(&g.start(), &Edit::Resize { rows: 2, cols: 4 })
        .unwrap();
    assert_eq!(resized.frame(&resized.start()).state, "1 2 3 4/5 6 7 0");
    let e = g
        .edit(&g.start(), &Edit::Resize { rows: 5, cols: 4 })
        .unwrap_err();
    assert_eq!(e, "expected rows from 2 to 4, found 5");
    let swapped = g.edit(&g.start(), &Edit::Blank { row: 0, col: 0 }).unwrap();
    assert_eq!(swapped.frame(&swapped.start()).state, "0 2 3/4 5 6/7 1 8");
    assert!(g
        .edit(&g.start(), &Edit::Blank { row: 3, col: 0 })
        .unwrap_err()
        .starts_with("expected the blank on the 3x3 board"));
    let e = g
        .edit(&g.start(), &Edit::Wall { row: 0, col: 0 })
        .unwrap_err();
    assert_eq!(e, "expected a blank or resize edit, found a wall edit");
}

#[test]
fn generated_boards_are_deterministic_and_meet_their_levels() {
    assert_eq!(FifteenGame::LEVELS.len(), 4);
    for seed in 0..6 {
        for level in 0..4 {
            let g = FifteenGame::generate(seed, level);
            assert_eq!(g, FifteenGame::generate(seed, level));
            let board = g.board().clone();
            let optimal = Session::new(g.clone())
                .status()
                .optimal
                .expect("a goal puzzle");
            match level {
                0 => assert!((1..=10).contains(&optimal), "{board:?}: {optimal}"),
                1 => assert!((11..=30).contains(&optimal), "{board:?}: {optimal}"),
                2 => assert!(optimal >= 31, "{board:?}: {optimal}"),
                _ => assert_eq!(optimal, -1),
            }
        }
    }
}

#[test]
fn insight_reports_the_search_and_why_unsolvable() {
    let g = game(3, 3, &[8, 6, 7, 2, 5, 4, 3, 0, 1]);
    let insight = g.insight(&g.start());
    assert!(insight.explored >= 31 && !insight.layers.is_empty());
    assert_eq!(insight.layers.iter().sum::<u64>(), insight.explored);
    assert_eq!(insight.heat.len(), 9);
    assert_eq!(insight.heat[7], None);
    assert!(insight.why_not.is_none());
    let g = game(3, 3, &[2, 1, 3, 4, 5, 6, 7, 8, 0]);
    assert!(g
        .insight(&g.start())
        .why_not
        .expect("unsolvable")
        .contains("unsolvable"));
}

// ------------------------------------------------------------------ the parser

/// A board as judge text, with `gap` between numbers.
fn render(boards: &[Board], gap: &str) -> String {
    let mut text = format!("{}\n", boards.len());
    for b in boards {
        text.push_str(&format!("{}{gap}{}\n", b.rows(), b.cols()));
        for row in b.tiles().chunks(b.cols()) {
            let row: Vec<String> = row.iter().map(u8::to_string).collect();
            text.push_str(&row.join(gap));
            text.push('\n');
        }
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn rendered_boards_parse_back(sizes in prop::collection::vec((2usize..=4, 2usize..=4, any::<u64>()), 1..5), tab in any::<bool>()) {
        let boards: Vec<Board> = sizes.iter().map(|&(r, c, seed)| {
            let mut tiles: Vec<u8> = (0..(r * c) as u8).collect();
            fastrand_shuffle(&mut tiles, seed);
            Board::new(r, c, tiles).expect("a permutation")
        }).collect();
        let text = render(&boards, if tab { "\t" } else { " " });
        prop_assert_eq!(Fifteen::parse(&text).unwrap(), boards);
    }

    #[test]
    fn number_soup_never_panics(tokens in prop::collection::vec(-2i64..20, 0..40)) {
        let text: Vec<String> = tokens.iter().map(i64::to_string).collect();
        let _ = puzzle_core::judge("fifteen", &text.join(" "));
    }
}

/// A seeded Fisher-Yates shuffle.
fn fastrand_shuffle(items: &mut [u8], seed: u64) {
    let mut rand = Rand(seed);
    for i in (1..items.len()).rev() {
        items.swap(i, rand.below(i + 1));
    }
}
