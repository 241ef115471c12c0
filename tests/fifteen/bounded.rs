//! Fifteen on every size: the weighted A* of `bounded.rs` and the deepened bound of `lower.rs` against the exact optimum (the plain BFS of `oracle.rs` up to nine cells, the pattern databases on 3x4), the exact IDA* past 4x4, the page's bounded hint (partners: `mod.rs`, `oracle.rs`, crates/core/src/puzzles/fifteen/bounded.rs and conflict.rs, crates/cli/tests for `--weight`).

use puzzle_core::puzzles::fifteen::beam::beam;
use puzzle_core::puzzles::fifteen::bounded::{
    by_rows, search, search_or_within, search_with, Bounded, Heuristic, Outcome,
};
use puzzle_core::puzzles::fifteen::conflict::Estimate;
use puzzle_core::puzzles::fifteen::lower::deepen;
use puzzle_core::puzzles::fifteen::shorten::{shorten, CLI};
use puzzle_core::puzzles::fifteen::{solve, Board, FifteenEdit, Solver};
use puzzle_core::session::Session;
use puzzle_core::{Dir, Fifteen, Playable};
use puzzle_tests::Rand;

use super::oracle::bfs;

/// The weights every bounded path is checked at.
const WEIGHTS: [f64; 5] = [1.0, 1.2, 1.5, 2.0, 3.0];

/// `start` after `moves`, `None` at an illegal move (`shorten.rs` replays with it too).
pub(super) fn replay(start: &Board, moves: &[Dir]) -> Option<Board> {
    moves.iter().try_fold(start.clone(), |b, &d| b.play(d))
}

/// A random permutation of a `rows` x `cols` board (half of them unsolvable).
pub(super) fn shuffled(rand: &mut Rand, rows: usize, cols: usize) -> Board {
    let mut tiles: Vec<u8> = (0..(rows * cols) as u8).collect();
    for i in (1..tiles.len()).rev() {
        tiles.swap(i, rand.below(i + 1));
    }
    Board::new(rows, cols, tiles).expect("a permutation")
}

/// A random solvable permutation of a `rows` x `cols` board.
pub(super) fn solvable(rand: &mut Rand, rows: usize, cols: usize) -> Board {
    loop {
        let board = shuffled(rand, rows, cols);
        if board.is_solvable() {
            return board;
        }
    }
}

/// The goal of `rows` x `cols` after `steps` random blank moves.
pub(super) fn walked(rand: &mut Rand, rows: usize, cols: usize, steps: usize) -> Board {
    let mut board = Board::goal(rows, cols).expect("a size");
    for _ in 0..steps {
        let dir = Dir::ALL[rand.below(4)];
        board = board.play(dir).unwrap_or(board);
    }
    board
}

/// The exact optimum of a board up to 3x4: the BFS table up to nine cells, else the pattern-database IDA*.
pub(super) fn optimum(board: &Board) -> Option<u32> {
    if !board.is_solvable() {
        return None;
    }
    let (rows, cols) = (board.rows(), board.cols());
    if rows * cols <= 9 {
        return bfs(rows, cols).get(board.tiles()).map(|&d| u32::from(d));
    }
    Solver::new(rows, cols)
        .solve(board)
        .moves
        .map(|m| m.len() as u32)
}

/// Every promise of a bounded search from `board` at `weight`, against the exact optimum `opt`: over the Manhattan
/// distance and linear conflicts, and over the pattern databases (up to 4x4 the judge's, past it the larger of the
/// conflicts and the additive tables).
fn check(board: &Board, weight: f64, opt: Option<u32>) -> Result<(), String> {
    check_with(board, weight, opt, Heuristic::Conflict)?;
    check_with(board, weight, opt, Heuristic::Tables)
}

/// [`check`] with one estimate.
fn check_with(
    board: &Board,
    weight: f64,
    opt: Option<u32>,
    heuristic: Heuristic,
) -> Result<(), String> {
    let found = search_with(board, weight, u64::MAX, heuristic);
    let Some(opt) = opt else {
        return match found {
            Outcome::Unsolvable => Ok(()),
            other => Err(format!("{board:?} is unsolvable, found {other:?}")),
        };
    };
    let Outcome::Found(Bounded {
        moves,
        lower,
        factor,
        ..
    }) = found
    else {
        return Err(format!(
            "{board:?} at {weight}, {heuristic:?}: no path ({found:?})"
        ));
    };
    let n = moves.len() as u32;
    let end = replay(board, &moves).ok_or(format!("{board:?}: an illegal move"))?;
    if !end.is_goal() {
        return Err(format!("{board:?}: the path ends off the goal"));
    }
    // The factor proved is at most the weight asked, and the path within it.
    if f64::from(factor) > weight * 1000.0 + 1e-6
        || u64::from(n) * 1000 > u64::from(factor) * u64::from(opt)
    {
        return Err(format!(
            "{board:?} at {weight}: {n} moves, optimum {opt}, factor {factor}"
        ));
    }
    if !(lower <= opt && opt <= n) || (n - lower) % 2 != 0 {
        return Err(format!(
            "{board:?} at {weight}: lower {lower}, optimum {opt}, {n} moves"
        ));
    }
    if weight == 1.0 && n != opt {
        return Err(format!(
            "{board:?}, {heuristic:?}: W = 1 found {n}, optimum {opt}"
        ));
    }
    Ok(())
}

#[test]
fn every_bounded_path_replays_and_keeps_its_factor_on_thousands_of_small_boards() {
    let mut rand = Rand(0x1526);
    let sizes = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3)];
    let mut checked = 0;
    for i in 0..1500 {
        let (rows, cols) = sizes[i % sizes.len()];
        let board = shuffled(&mut rand, rows, cols);
        let opt = optimum(&board);
        for weight in WEIGHTS {
            check(&board, weight, opt).unwrap();
            checked += 1;
        }
    }
    // 3x4 and 4x3: walks (their random boards are far, slow in a debug build), solved exactly by the tables.
    for i in 0..60 {
        let (rows, cols) = if i % 2 == 0 { (3, 4) } else { (4, 3) };
        let board = walked(&mut rand, rows, cols, 20 + i);
        let opt = optimum(&board);
        for weight in WEIGHTS {
            check(&board, weight, opt).unwrap();
            checked += 1;
        }
    }
    assert_eq!(checked, 7800);
    // 4x4 walks over the pattern databases (what `search` uses there).
    for i in 0..10 {
        let board = walked(&mut rand, 4, 4, 30 + 4 * i);
        let opt = optimum(&board);
        for weight in WEIGHTS {
            check_with(&board, weight, opt, Heuristic::Tables).unwrap();
        }
    }
}

#[test]
fn the_check_fails_a_path_past_its_factor() {
    // The check itself can fail: a 3x3 board checked against a made-up smaller optimum.
    let board = walked(&mut Rand(7), 3, 3, 30);
    let opt = optimum(&board).unwrap();
    assert!(opt >= 4);
    assert!(check(&board, 1.0, Some(opt - 2)).is_err());
}

#[test]
fn a_5x5_board_is_solved_exactly_and_within_each_factor() {
    let board = walked(&mut Rand(55), 5, 5, 40);
    let exact = solve::beyond_tables(&board, u64::MAX).unwrap();
    let opt = exact.moves.as_ref().map(|m| m.len() as u32);
    assert!(replay(&board, exact.moves.as_deref().unwrap())
        .unwrap()
        .is_goal());
    for weight in WEIGHTS {
        check(&board, weight, opt).unwrap();
    }
}

#[test]
fn walks_on_4x5_and_5x4_keep_their_factor_over_the_additive_tables() {
    // Past 4x4, `search` orders by the larger of the conflicts and `pdb_large.rs`'s tables.
    let mut rand = Rand(0x45);
    for i in 0..8 {
        let (rows, cols) = if i % 2 == 0 { (4, 5) } else { (5, 4) };
        let board = walked(&mut rand, rows, cols, 30 + 4 * i);
        let opt = solve::beyond_tables(&board, u64::MAX)
            .and_then(|s| s.moves)
            .map(|m| m.len() as u32);
        for weight in WEIGHTS {
            check_with(&board, weight, opt, Heuristic::Tables).unwrap();
        }
    }
}

/// The path by rows and columns of `board` (`bounded::by_rows`): it replays to the goal, and its lower bound and factor
/// hold against the optimum `opt` where it is known (`None`: unknown, the board solvable).
fn check_by_rows(board: &Board, opt: Option<u32>) -> Result<(), String> {
    let Some(found) = by_rows(board) else {
        return match board.is_solvable() {
            false => Ok(()),
            true => Err(format!("{board:?}: no path by rows")),
        };
    };
    let n = found.len();
    let end = replay(board, &found.moves).ok_or(format!("{board:?}: an illegal move"))?;
    if !end.is_goal() {
        return Err(format!("{board:?}: the path by rows ends off the goal"));
    }
    let opt = opt.unwrap_or(n);
    if !(found.lower <= opt && opt <= n)
        || (n - found.lower) % 2 != 0
        || u64::from(n) * 1000 > u64::from(found.factor) * u64::from(opt.max(1))
        || u64::from(n) * 1000 > u64::from(found.factor) * u64::from(found.lower.max(1))
        || found.factor % 10 != 0
    {
        return Err(format!(
            "{board:?}: {n} moves by rows, lower {}, optimum {opt}, factor {}",
            found.lower, found.factor
        ));
    }
    Ok(())
}

#[test]
fn the_path_by_rows_replays_and_keeps_its_factor_on_every_size() {
    let mut rand = Rand(26);
    for (rows, cols) in [
        (2, 2),
        (2, 3),
        (3, 2),
        (2, 4),
        (4, 2),
        (3, 3),
        (3, 4),
        (4, 3),
    ] {
        for _ in 0..60 {
            let board = shuffled(&mut rand, rows, cols);
            check_by_rows(&board, optimum(&board)).unwrap();
        }
    }
    let sides = [
        (5, 5),
        (6, 6),
        (7, 7),
        (8, 8),
        (10, 10),
        (10, 2),
        (2, 10),
        (3, 10),
        (10, 3),
        (7, 9),
        (9, 7),
    ];
    for (rows, cols) in sides {
        for _ in 0..6 {
            check_by_rows(&shuffled(&mut rand, rows, cols), None).unwrap();
        }
    }
    // Where the weighted search gives up (a budget of 1,000 states here), the path by rows answers when the factor it
    // proves against the bound that iterative deepening raised (`bounded::within`) is within the weight asked
    // (`puzzles solve fifteen --weight`), and not below it: a bound at least the estimate's.
    let board = solvable(&mut Rand(8), 8, 8);
    let rows = by_rows(&board).unwrap();
    assert!(matches!(search(&board, 5.0, 1000), Outcome::GaveUp { .. }));
    let Outcome::Found(found) = search_or_within(&board, 5.0, 1000) else {
        panic!("the path by rows");
    };
    // The same path shortened (`shorten.rs`): it still reaches the goal, never longer.
    assert!(replay(&board, &found.moves).unwrap().is_goal());
    assert!(found.len() < rows.len());
    assert!(found.lower >= rows.lower && found.factor <= rows.factor.min(5000));
    assert!(u64::from(found.len()) * 1000 <= u64::from(found.factor) * u64::from(found.lower));
    assert!(rows.factor > 2000, "{}", rows.factor);
    // Within 2 too, where the path by rows is not: a beam's path (`beam.rs`; before the beams it gave up).
    let Outcome::Found(found) = search_or_within(&board, 2.0, 1000) else {
        panic!("a beam's path");
    };
    assert!(replay(&board, &found.moves).unwrap().is_goal());
    assert!(u64::from(found.len()) * 1000 <= 2000 * u64::from(found.lower));
    assert!(
        found.len() * 3 < rows.len() * 2,
        "{} against {} by rows",
        found.len(),
        rows.len()
    );
    // Near the goal the lines cost nothing: a tile swap in the last 3x3 is solved there, exactly.
    let near = walked(&mut Rand(5), 10, 10, 4);
    let found = by_rows(&near).unwrap();
    assert!(found.len() <= 4, "{} moves", found.len());
    assert!(by_rows(&Board::goal(10, 10).unwrap()).unwrap().is_empty());
}

#[test]
fn deepening_proves_a_lower_bound_and_finds_an_optimal_path_on_small_boards() {
    // Against the BFS optimum: every bound the deepening proves, whatever its budget, is at most the optimum, and a
    // path it finds is optimal; over the conflicts and over no estimate at all (plain iterative deepening).
    let mut rand = Rand(0x1da);
    for i in 0..300 {
        let (rows, cols) = [(3, 3), (2, 4), (4, 2), (2, 3)][i % 4];
        let board = solvable(&mut rand, rows, cols);
        let opt = optimum(&board).unwrap();
        let conflicts = Estimate::new(rows, cols);
        for budget in [1, 40, 2_000, 10_000_000] {
            // Kind 0 over the conflicts, kind 1 over no estimate (within the smaller budgets: it solves few).
            for kind in if budget > 2_000 { 0..1 } else { 0..2 } {
                let mut estimate = |tiles: &[u8]| if kind == 0 { conflicts.of(tiles) } else { 0 };
                let deep = deepen(board.tiles(), (rows, cols), &mut estimate, budget);
                assert!(
                    deep.lower <= opt,
                    "board {i}, budget {budget}, estimate {kind}: {} > {opt}",
                    deep.lower
                );
                if let Some(moves) = &deep.moves {
                    assert_eq!(moves.len() as u32, opt, "board {i}: an optimal path");
                    assert!(replay(&board, moves).unwrap().is_goal());
                }
                if budget == 10_000_000 && kind == 0 {
                    assert!(
                        deep.moves.is_some(),
                        "board {i}: solved within ten million nodes"
                    );
                }
            }
        }
    }
    let goal = Board::goal(3, 3).unwrap();
    let deep = deepen(goal.tiles(), (3, 3), &mut |_| 0, 1);
    assert_eq!((deep.lower, deep.moves), (0, Some(Vec::new())));
}

/// The 5x5 board `tiles`, on which the search at `weight` gives up within `budget` states, and the path
/// `search_or_within` answers with instead (checked to reach the goal).
fn within_where_the_search_gives_up(tiles: Vec<u8>, weight: f64, budget: u64) -> (Board, Bounded) {
    let board = Board::new(5, 5, tiles).unwrap();
    assert!(matches!(
        search(&board, weight, budget),
        Outcome::GaveUp { .. }
    ));
    let Outcome::Found(found) = search_or_within(&board, weight, budget) else {
        panic!("a path within {weight} times the deepened bound");
    };
    assert!(replay(&board, &found.moves).unwrap().is_goal());
    (board, found)
}

#[test]
fn where_the_search_gives_up_the_deepened_bound_proves_a_wider_path_within_the_weight() {
    // A random 5x5 board at W = 1.2 within 300,000 states: the search gives up; `search_or_within` raises the bound by
    // iterative deepening and answers with a path within 1.2 times that bound: the first beam's (`beam.rs`, 1,000
    // boards a layer), 92 moves, against the bound 80 and the estimate of the start 68 (before the beams: 96 moves,
    // a search at a wider weight's, shortened; the path by rows, shortened, is 118).
    let tiles = vec![
        4, 5, 9, 14, 10, 11, 3, 22, 21, 7, 12, 16, 24, 20, 17, 2, 1, 6, 18, 19, 13, 23, 0, 8, 15,
    ];
    let (board, found) = within_where_the_search_gives_up(tiles, 1.2, 300_000);
    assert!(
        u64::from(found.len()) * 1000 <= 1200 * u64::from(found.lower),
        "{} > 1.2 x {}",
        found.len(),
        found.lower
    );
    assert!(found.factor <= 1200);
    let start = by_rows(&board).unwrap().lower;
    assert!(
        found.lower > start,
        "the bound raised: {} against the estimate's {start}",
        found.lower
    );
    assert_eq!((found.len(), found.lower, start), (92, 80, 68));
}

#[test]
fn of_the_paths_within_the_weight_the_shorter_is_printed() {
    // A 5x5 board at W = 1.5 within 20,000 states: the search gives up; the path by rows, shortened to 98 moves, is
    // within 1.5 times the deepened bound (80), and so is the first beam's (1,000 boards a layer), 100 moves: the
    // shorter is printed, the path by rows.
    let tiles = vec![
        17, 21, 23, 3, 5, 6, 2, 19, 1, 8, 14, 4, 0, 11, 10, 20, 12, 18, 24, 7, 16, 13, 15, 9, 22,
    ];
    let (board, found) = within_where_the_search_gives_up(tiles, 1.5, 20_000);
    let rows = by_rows(&board).unwrap().shortened(&board, CLI);
    assert!(u64::from(rows.len()) * 1000 <= 1500 * u64::from(found.lower));
    let beam = shorten(&board, &beam(&board, 1000, 200).unwrap(), CLI);
    assert!(replay(&board, &beam).unwrap().is_goal());
    assert_eq!(
        (found.len(), rows.len(), beam.len(), found.lower),
        (98, 98, 100, 80)
    );
    assert_eq!(found.moves, rows.moves);
    assert!(u64::from(found.len()) * 1000 <= u64::from(found.factor) * u64::from(found.lower));
}

#[test]
fn a_10x10_walk_finishes_at_a_large_weight() {
    let board = walked(&mut Rand(10), 10, 10, 60);
    let Outcome::Found(found) = search(&board, 3.0, 2_000_000) else {
        panic!("a path");
    };
    assert!(replay(&board, &found.moves).unwrap().is_goal());
    assert!(found.lower <= found.len() && found.len() <= 60);
    let swapped = Board::new(10, 10, {
        let mut t = Board::goal(10, 10).unwrap().tiles().to_vec();
        t.swap(0, 1);
        t
    })
    .unwrap();
    assert_eq!(search(&swapped, 3.0, 1000), Outcome::Unsolvable);
}

#[test]
fn the_page_hints_past_4x4_with_the_guarantee() {
    let games = Fifteen::boards("1\n2 2\n1 2\n3 0\n").unwrap();
    let mut session = Session::new(games[0].clone());
    session
        .edit(&FifteenEdit::Resize { rows: 6, cols: 6 })
        .unwrap();
    assert!(session
        .edit(&FifteenEdit::Resize { rows: 11, cols: 6 })
        .is_err());
    // A far 6x6 board: the exact search gives up within its budget, the bounded one answers.
    let board = walked(&mut Rand(66), 6, 6, 400);
    let text = format!("1\n{}", board.judge_lines());
    plays_a_bounded_hint(&board);
    // The judge still refuses boards past 4x4.
    assert!(puzzle_core::judge("fifteen", &text).is_err());
    // A random 10x10 board, where the weighted searches give up within the page's budget: the path by rows, with the
    // factor it proves (before it, the page had no hint there).
    plays_a_bounded_hint(&solvable(&mut Rand(1010), 10, 10));
}

/// Loads `board` as the page does: its status line is a bounded path's guarantee, not the optimum, and its hint plays.
fn plays_a_bounded_hint(board: &Board) {
    let games = Fifteen::boards(&format!("1\n{}", board.judge_lines())).unwrap();
    let mut session = Session::new(games[0].clone());
    let status = session.status();
    assert_eq!(status.optimal, None, "{:?}", status.line);
    assert_eq!(status.line.ids()[0], "fifteen-bounded", "{:?}", status.line);
    let hint = status.hint.expect("a hint");
    let dir = Dir::ALL
        .into_iter()
        .find(|d| d.letter().to_string() == hint)
        .unwrap();
    session.play(dir).unwrap();
}
