//! Huarong play-layer tests: frames and tile ids, state text, history and judge-input round trips, status and hints, edits, generator levels (partners: `mod.rs`, `oracle.rs` brute force, crates/core/src/puzzles/huarong/play.rs).

use std::time::{Duration, Instant};

use super::oracle::{self, Grid};
use puzzle_core::frame::{Cell as Square, Frame};
use puzzle_core::puzzles::huarong::play::{state_text, Position, LEVELS, NO_TILE};
use puzzle_core::puzzles::huarong::HuarongEdit;
use puzzle_core::puzzles::huarong::{Cell, Huarong, HuarongGame};
use puzzle_core::session::{Game, Session, Status};
use puzzle_core::{Board as _, Dir, Playable, Puzzle};
use puzzle_tests::{check_first_move, follow_hints, optimal, random_walk, Rand};

const SAMPLE: &str = include_str!("../cases/huarong/sample.in");

/// The sample's two queries as games.
fn sample_games() -> Vec<HuarongGame> {
    Huarong::games(&Huarong::parse(SAMPLE).expect("the sample parses"))
}

/// The sample's first query: blank (3,2), piece (1,2), target (2,2); 2 moves.
fn sample() -> HuarongGame {
    sample_games().swap_remove(0)
}

/// A game from rows of `0`/`1` and 0-based blank, piece and target, through the judge parser.
fn make(rows: &[&str], blank: Cell, piece: Cell, target: Cell) -> HuarongGame {
    let spaced = |r: &&str| r.chars().map(String::from).collect::<Vec<_>>().join(" ");
    let cells: Vec<String> = rows.iter().map(spaced).collect();
    let query = [blank.0, blank.1, piece.0, piece.1, target.0, target.1].map(|n| n + 1);
    let query = query.map(|n| n.to_string()).join(" ");
    let (n, m) = (rows.len(), rows[0].len());
    reparse(&format!("{n} {m} 1\n{}\n{query}\n", cells.join("\n")))
}

/// The single game of a one-query judge input.
fn reparse(text: &str) -> HuarongGame {
    let games = Huarong::games(&Huarong::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}")));
    assert_eq!(games.len(), 1, "{text}");
    games.into_iter().next().expect("one game")
}

/// The brute-force answer from `blank` and `piece` on `game`'s board (-1 when impossible).
fn brute_answer(game: &HuarongGame, blank: Cell, piece: Cell) -> i64 {
    let board = game.board();
    let row = |r| (0..board.cols()).map(move |c| u8::from(board.is_movable((r, c))));
    let grid: Grid = (0..board.rows()).map(|r| row(r).collect()).collect();
    let pos = |(r, c): Cell| (r as i32, c as i32);
    let target = pos(game.query().target);
    oracle::distance(&grid, pos(blank), pos(piece), target).map_or(-1, |d| d as i64)
}

/// A tiny deterministic generator (SplitMix64) for random moves and boards.
/// A session of `game` after `moves`.
fn played(game: &HuarongGame, moves: &[Dir]) -> Session<HuarongGame> {
    let mut session = Session::new(game.clone());
    for &dir in moves {
        session.play(dir).expect("legal");
    }
    session
}

/// A random valid game up to `side` x `side` with about `density` percent fixed cells.
fn random_game(rand: &mut Rand, side: usize, density: usize) -> HuarongGame {
    loop {
        let (rows, cols) = (1 + rand.below(side), 1 + rand.below(side));
        let cells: Vec<bool> = (0..rows * cols)
            .map(|_| rand.below(100) >= density)
            .collect();
        let at = |i: usize| (i / cols, i % cols);
        let open: Vec<Cell> = (0..rows * cols).filter(|&i| cells[i]).map(at).collect();
        if open.len() < 2 {
            continue;
        }
        let blank = rand.below(open.len());
        let piece = (blank + 1 + rand.below(open.len() - 1)) % open.len();
        let target = at(rand.below(rows * cols));
        let text: Vec<String> = cells
            .chunks(cols)
            .map(|r| r.iter().map(|&m| if m { '1' } else { '0' }).collect())
            .collect();
        let text: Vec<&str> = text.iter().map(String::as_str).collect();
        return make(&text, open[blank], open[piece], target);
    }
}

/// Games to play on: the sample and generated games of every level for `seeds`.
fn boards(seeds: std::ops::Range<u64>) -> Vec<HuarongGame> {
    let mut boards = sample_games();
    for seed in seeds {
        boards.extend((0..LEVELS.len()).map(|level| HuarongGame::generate(seed, level)));
    }
    boards
}

/// `(id, label, kind, row, col)` of each piece of a frame, all 1x1.
fn pieces(frame: &Frame) -> Vec<(u32, String, &'static str, usize, usize)> {
    assert!(frame.pieces.iter().all(|p| (p.height, p.width) == (1, 1)));
    let piece = |p: &puzzle_core::frame::Piece| (p.id, p.label.clone(), p.kind, p.row, p.col);
    frame.pieces.iter().map(piece).collect()
}

/// Goal, optimal and hint of a status.
fn brief(status: Status) -> (bool, Option<i64>, Option<String>) {
    assert_eq!((status.visited, status.reachable), (None, None));
    (status.goal, status.optimal, status.hint)
}

/// A position from its parts.
fn position(blank: Cell, piece: Cell, tiles: Vec<u16>) -> Position {
    Position {
        blank,
        piece,
        tiles,
    }
}

/// Every move recorded, as letters (the page's permalink).
fn history(session: &Session<HuarongGame>) -> String {
    puzzle_core::Board::history(session)
}

// ------------------------------------------------------------------- frames

#[test]
fn the_sample_frame_has_its_cells_tiles_labels_and_state() {
    let game = sample();
    let frame = game.frame(&game.start());
    assert_eq!((frame.rows, frame.cols, frame.cells.len()), (3, 4, 12));
    let (w, f, t) = (Square::Wall, Square::Floor, Square::Target);
    assert_eq!(frame.cells, [w, f, f, f, w, t, f, w, w, f, w, w]);
    let (chosen, tile) = ("chosen", "tile");
    let expected = [
        (1, "S".into(), chosen, 0, 1),
        (2, "3".into(), tile, 0, 2),
        (3, "4".into(), tile, 0, 3),
        (5, "6".into(), tile, 1, 1),
        (6, "7".into(), tile, 1, 2),
    ];
    assert_eq!(pieces(&frame), expected, "no piece for the blank at (3,2)");
    assert_eq!(frame.state, "3 2 1 2");
    let n = NO_TILE;
    assert_eq!(game.start().tiles, [n, 1, 2, 3, n, 5, 6, n, n, n, n, n]);
    let second = &sample_games()[1];
    assert_eq!(second.frame(&second.start()).state, "1 2 2 2");
    // A fixed target is still drawn as the target.
    let fixed = make(&["110", "111"], (1, 2), (0, 0), (0, 2));
    assert_eq!(fixed.frame(&fixed.start()).cells[2], Square::Target);
}

#[test]
fn state_text_is_blank_then_piece_one_based() {
    let at = |blank, piece| state_text(&position(blank, piece, vec![]));
    assert_eq!(at((2, 1), (0, 1)), "3 2 1 2");
    assert_eq!(at((29, 0), (0, 29)), "30 1 1 30");
    assert_eq!(at((usize::MAX, 0), (0, 0)), "18446744073709551616 1 1 1");
}

#[test]
fn playing_the_sample_slides_tiles_and_the_piece_onto_the_target() {
    let mut session = Session::new(sample());
    assert!(session.play(Dir::Left).is_err(), "a fixed cell");
    assert!(session.play(Dir::Down).is_err(), "off the board");
    session.play(Dir::Up).expect("legal");
    assert_eq!(session.frame().state, "2 2 1 2");
    let slid = (5, "6".into(), "tile", 2, 1);
    assert_eq!(pieces(&session.frame())[3], slid);
    session.play(Dir::Up).expect("legal");
    let frame = session.frame();
    assert_eq!(frame.state, "1 2 2 2");
    assert_eq!(pieces(&frame)[0], (1, "S".into(), "chosen", 1, 1));
    assert!(session.is_goal());
}

#[test]
fn the_slid_tile_keeps_its_id_across_a_move_and_its_undo() {
    for game in boards(0..6) {
        let blank = game.start().blank;
        let (rows, cols) = (game.board().rows(), game.board().cols());
        let shown = format!("{game:?}");
        check_first_move(game, |dir, before, after| {
            let to = dir.step(blank, rows, cols);
            let mut slid = 0;
            for (was, now) in before.pieces.iter().zip(&after.pieces) {
                assert_eq!((now.id, now.kind), (was.id, was.kind));
                assert_eq!(now.label, was.label);
                if Some((was.row, was.col)) == to {
                    assert_eq!((now.row, now.col), blank, "the tile slides into the blank");
                    slid += 1;
                } else {
                    assert_eq!((now.row, now.col), (was.row, was.col), "{shown}");
                }
            }
            assert_eq!((slid, &after.cells), (1, &before.cells));
        });
    }
}

// ------------------------------------------------------------- round trips

#[test]
fn games_are_the_queries_in_input_order() {
    let games = sample_games();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].query().blank, (2, 1));
    assert_eq!(games[1].query().target, (2, 1));
    assert_eq!(games[0].board(), games[1].board());
    let none = Huarong::parse("2 2 0\n1 1\n1 1\n").expect("no queries");
    assert!(Huarong::games(&none).is_empty());
}

#[test]
fn a_random_history_replays_to_the_same_state() {
    let mut rand = Rand(7);
    for game in boards(0..6) {
        let moves = random_walk(&game, &mut rand, 60);
        let mut session = played(&game, &moves);
        for _ in 0..rand.below(moves.len() + 1) {
            assert!(session.undo());
        }
        let text = history(&session);
        assert_eq!(text.len(), moves.len());
        let dirs: Vec<Dir> = text.chars().filter_map(Dir::from_letter).collect();
        let restored = Session::restore(game.clone(), &dirs, session.move_count())
            .unwrap_or_else(|(i, e)| panic!("move {i}: {e}"));
        assert_eq!(restored.state(), session.state());
        assert_eq!(restored.frame(), session.frame());
        assert_eq!(history(&restored), text);
    }
}

#[test]
fn judge_input_round_trips_at_the_start_and_midway() {
    let mut rand = Rand(11);
    for game in boards(0..6) {
        let text = game.judge_input(&game.start());
        assert_eq!(reparse(&text), game);
        let (n, m) = (game.board().rows(), game.board().cols());
        assert!(text.starts_with(&format!("{n} {m} 1\n")), "{text}");
        let mut session = played(&game, &random_walk(&game, &mut rand, 30));
        let text = session.judge_input(true);
        let here = reparse(&text);
        assert_eq!(here.board(), game.board());
        assert_eq!(here.query().target, game.query().target);
        let (q, state) = (here.query(), session.state());
        assert_eq!((q.blank, q.piece), (state.blank, state.piece));
        assert_eq!(here.frame(&here.start()).state, session.frame().state);
        assert_eq!(session.judge_input(false), game.judge_input(&game.start()));
        let judged = puzzle_core::judge("huarong", &text).expect("judges");
        let optimal = session.status().optimal.expect("a goal puzzle");
        assert_eq!(judged, format!("{optimal}\n"));
    }
}

// ------------------------------------------------------------------- status

#[test]
fn status_on_the_sample_at_the_goal_and_when_impossible() {
    let games = sample_games();
    let mut session = Session::new(games[0].clone());
    assert_eq!(brief(session.status()), (false, Some(2), Some("U".into())));
    session.play(Dir::Up).expect("legal");
    assert_eq!(brief(session.status()), (false, Some(1), Some("U".into())));
    session.play(Dir::Up).expect("legal");
    assert_eq!(brief(session.status()), (true, Some(0), None));
    let mut second = Session::new(games[1].clone());
    assert_eq!(brief(second.status()), (false, Some(-1), None));
    let fixed = make(&["110", "111"], (1, 2), (0, 0), (0, 2));
    let status = Session::new(fixed.clone()).status();
    assert_eq!(brief(status), (false, Some(-1), None));
    assert_eq!(optimal(&fixed, &fixed.start()).0, -1, "the start");
}

#[test]
fn following_the_hint_reduces_optimal_by_exactly_one() {
    let mut rand = Rand(3);
    let mut games = boards(100..115);
    for i in 0..60 {
        games.push(random_game(&mut rand, 3 + i % 8, [0, 15, 30][i % 3]));
    }
    for game in games {
        // Start somewhere off the optimal path too, so the memo meets new positions.
        let mut session = played(&game, &random_walk(&game, &mut rand, 8));
        let status = session.status();
        let (blank, piece) = (session.state().blank, session.state().piece);
        let answer = brute_answer(&game, blank, piece);
        assert_eq!(status.optimal, Some(answer), "{game:?}");
        let steps = follow_hints(&mut session, 2000, &game);
        // Undo back along the path: the remembered answers are still exact.
        for _ in 0..steps {
            session.undo();
            let (blank, piece) = (session.state().blank, session.state().piece);
            let answer = brute_answer(&game, blank, piece);
            assert_eq!(session.status().optimal, Some(answer));
            assert_eq!(optimal(&game, session.state()).0, answer);
        }
    }
}

#[test]
fn status_after_every_move_is_fast_on_an_open_30x30_board() {
    let row = "1".repeat(30);
    let game = make(&[row.as_str(); 30], (29, 29), (0, 0), (29, 0));
    let mut rand = Rand(5);
    let clock = Instant::now();
    let mut session = Session::new(game.clone());
    assert!(session.status().optimal > Some(80));
    for dir in random_walk(&game, &mut rand, 300) {
        session.play(dir).expect("legal");
        assert!(session.status().optimal > Some(0));
    }
    // Typically well under 100 ms in the test profile; generous for a busy machine.
    let spent = clock.elapsed();
    assert!(spent < Duration::from_secs(3), "{spent:?}");
}

// -------------------------------------------------------------------- edits

/// Applies `edit` to a session and checks the result is a valid judge input.
fn edited(game: &HuarongGame, edit: HuarongEdit) -> HuarongGame {
    use puzzle_core::Board;
    let mut session = Session::new(game.clone());
    session
        .edit(&edit)
        .unwrap_or_else(|e| panic!("{edit:?}: {e}"));
    assert_eq!(Board::move_count(&session), 0);
    let again = reparse(&Board::judge_input(&session, false));
    assert_eq!(Board::frame(&session), again.frame(&again.start()));
    again
}

/// Checks that each edit is refused from the start of `game` with a message
/// containing its text, changing nothing.
fn refused(game: &HuarongGame, edits: &[HuarongEdit], messages: &[&str]) {
    assert_eq!(edits.len(), messages.len());
    for (edit, message) in edits.iter().zip(messages) {
        let mut session = Session::new(game.clone());
        let before = (session.frame(), history(&session));
        let error = puzzle_tests::english(&session.edit(edit).expect_err("refused"));
        let shape = error.starts_with("expected ") && error.contains(", found ");
        assert!(shape, "{error}");
        assert!(error.contains(message), "{error:?} lacks {message:?}");
        assert_eq!((session.frame(), history(&session)), before);
    }
}

fn wall(row: usize, col: usize) -> HuarongEdit {
    HuarongEdit::Wall { row, col }
}

fn blank(row: usize, col: usize) -> HuarongEdit {
    HuarongEdit::Blank { row, col }
}

fn chosen(row: usize, col: usize) -> HuarongEdit {
    HuarongEdit::Chosen { row, col }
}

fn target(row: usize, col: usize) -> HuarongEdit {
    HuarongEdit::Target { row, col }
}

fn resize(rows: usize, cols: usize) -> HuarongEdit {
    HuarongEdit::Resize { rows, cols }
}

#[test]
fn wall_edits_toggle_fixed_cells_and_may_fix_the_target() {
    let game = sample();
    let freed = edited(&game, wall(2, 3));
    assert!(freed.board().is_movable((2, 3)));
    assert_eq!(freed.frame(&freed.start()).state, "3 2 1 2");
    assert_eq!(edited(&freed, wall(2, 3)), game);
    let stuck = edited(&game, wall(1, 1));
    assert!(!stuck.board().is_movable((1, 1)));
    assert_eq!(brief(Session::new(stuck).status()), (false, Some(-1), None));
    // The edited board starts where the blank and the piece stood.
    let mut session = played(&game, &[Dir::Up]);
    session.edit(&wall(2, 1)).expect("the old blank cell");
    assert_eq!(session.frame().state, "2 2 1 2");
    assert!(!session.game().board().is_movable((2, 1)));
    let edits = [wall(2, 1), wall(0, 1), wall(3, 0), wall(usize::MAX, 0)];
    let messages = [
        "expected the wall off the blank and the piece, found the blank at (3, 2)",
        "found the piece at (1, 2)",
        "expected the wall on the 3x4 board, found (4, 1)",
        "found (18446744073709551616, 1)",
    ];
    refused(&game, &edits, &messages);
}

#[test]
fn blank_chosen_and_target_edits_move_them() {
    let game = sample();
    let walked = edited(&game, blank(0, 3));
    assert_eq!(walked.query().blank, (0, 3));
    assert_eq!(Session::new(walked.clone()).status().optimal, Some(4));
    assert_eq!(brute_answer(&walked, (0, 3), (0, 1)), 4);
    let moved = edited(&game, chosen(1, 2));
    assert_eq!(moved.frame(&moved.start()).state, "3 2 2 3");
    assert_eq!(Session::new(moved).status().optimal, Some(2));
    let aimed = edited(&game, target(0, 2));
    assert_eq!(aimed.query().target, (0, 2));
    let answer = brute_answer(&aimed, (2, 1), (0, 1));
    assert_eq!(Session::new(aimed).status().optimal, Some(answer));
    let fixed = edited(&game, target(2, 3));
    assert_eq!(fixed.frame(&fixed.start()).cells[11], Square::Target);
    assert_eq!(Session::new(fixed).status().optimal, Some(-1));
    let home = edited(&game, target(0, 1));
    assert_eq!(brief(Session::new(home).status()), (true, Some(0), None));
    assert_eq!(edited(&game, blank(2, 1)), game, "the blank onto itself");
}

#[test]
fn blank_chosen_and_target_edits_refuse_bad_cells() {
    let edits = [
        blank(0, 0),
        blank(0, 1),
        blank(3, 1),
        chosen(1, 3),
        chosen(2, 1),
        chosen(0, usize::MAX),
        target(0, 4),
    ];
    let messages = [
        "expected the blank on a movable cell, found a fixed cell at (1, 1)",
        "expected the blank off the piece, found the piece at (1, 2)",
        "expected the blank on the 3x4 board, found (4, 2)",
        "expected the piece on a movable cell, found a fixed cell at (2, 4)",
        "expected the piece off the blank, found the blank at (3, 2)",
        "the piece on the 3x4 board, found (1, 18446744073709551616)",
        "expected the target on the 3x4 board, found (1, 5)",
    ];
    refused(&sample(), &edits, &messages);
}

#[test]
fn resize_edits_add_movable_cells_and_clamp_the_target() {
    let game = sample();
    let big = edited(&game, resize(5, 6));
    let board = big.board();
    assert_eq!((board.rows(), board.cols()), (5, 6));
    assert_eq!(big.query(), game.query());
    assert!(!board.is_movable((0, 0)) && board.is_movable((0, 1)));
    assert!(board.is_movable((0, 5)) && board.is_movable((4, 0)));
    assert_eq!(edited(&big, resize(3, 4)), game);
    let moved = edited(&big, target(4, 5));
    let clamped = edited(&moved, resize(3, 2));
    assert_eq!(clamped.query().target, (2, 1), "clamped");
    let strip = make(&["11"], (0, 0), (0, 1), (0, 0));
    let long = edited(&strip, resize(30, 30));
    assert_eq!(long.start().tiles.len(), 900);
    let back = edited(&edited(&long, target(29, 29)), resize(1, 2));
    assert_eq!(back.query().target, (0, 1), "clamped onto the piece");
    assert!(Session::new(back).status().goal);
}

#[test]
fn resize_edits_refuse_bad_sizes_and_a_blank_or_piece_that_would_fall_off() {
    let edits = [
        resize(0, 4),
        resize(31, 4),
        resize(3, usize::MAX),
        resize(1, 1),
        resize(2, 4),
    ];
    let messages = [
        "expected rows from 1 to 30, found 0",
        "expected rows from 1 to 30, found 31",
        "expected columns from 1 to 30, found 18446744073709551615",
        "expected a board of at least 2 cells for the blank and the piece, found 1x1",
        "expected a 2x4 board that holds the blank, found the blank at (3, 2)",
    ];
    refused(&sample(), &edits, &messages);
    let right = make(&["0111", "0110", "0100"], (2, 1), (0, 2), (1, 1));
    let message = "expected a 3x2 board that holds the piece, found the piece at (1, 3)";
    refused(&right, &[resize(3, 2)], &[message]);
}

// ---------------------------------------------------------------- generator

#[test]
fn generated_games_fall_in_their_level_quickly_and_repeat_for_a_seed() {
    assert_eq!(<HuarongGame as Game>::LEVELS, LEVELS);
    let names = "short (1-10 moves), medium (11-40 moves), long (41+ moves), impossible";
    let named: Vec<String> = LEVELS.iter().map(puzzle_tests::english).collect();
    assert_eq!(named.join(", "), names);
    let ranges = [(1, 10), (11, 40), (41, i64::MAX), (-1, -1)];
    let mut slowest = Duration::ZERO;
    for (level, &(lo, hi)) in ranges.iter().enumerate() {
        for seed in 0..16 {
            let clock = Instant::now();
            let game = HuarongGame::generate(seed, level);
            slowest = slowest.max(clock.elapsed());
            assert_eq!(reparse(&game.judge_input(&game.start())), game);
            let q = game.query();
            let answer = brute_answer(&game, q.blank, q.piece);
            assert!((lo..=hi).contains(&answer), "{level} {seed}: {answer}");
            assert_eq!(Session::new(game.clone()).status().optimal, Some(answer));
            assert_eq!(HuarongGame::generate(seed, level), game, "deterministic");
            assert!(game.board().is_movable(q.target), "not just a fixed target");
        }
    }
    // Typically a few milliseconds; generous for a busy machine.
    assert!(slowest < Duration::from_millis(500), "{slowest:?}");
    assert_ne!(HuarongGame::generate(1, 1), HuarongGame::generate(2, 1));
    let mut last = Session::new(HuarongGame::generate(5, usize::MAX));
    assert_eq!(last.status().optimal, Some(-1), "past the last: the last");
}

// ---------------------------------------------------------------- no panics

#[test]
fn odd_states_never_panic() {
    let game = sample();
    let at = position;
    let odd = [
        at((2, 1), (0, 1), vec![]),
        at((usize::MAX, 0), (0, usize::MAX), vec![7; 3]),
        at((0, 1), (0, 1), vec![NO_TILE - 1; 40]),
    ];
    for state in odd {
        assert!(Dir::ALL.iter().all(|&d| game.play(&state, &d).is_none()));
        assert!(game.frame(&state).pieces.len() <= 12);
        let _ = game.is_goal(&state);
        let _ = game.solve(&mut game.solver(), &state);
        let _ = optimal(&game, &state);
        let _ = game.judge_input(&state);
        for edit in [target(0, 2), wall(1, 2), resize(30, 30), chosen(9, 9)] {
            if let Ok(edited) = game.edit(&state, &edit) {
                assert_eq!(reparse(&edited.judge_input(&edited.start())), edited);
            }
        }
    }
}
