//! Sokoban play-layer tests: frames and state text, walks and pushes through `Session` and `Board` with their refusals, undo and redo, judge-input round trips, the two counts and hints, generator levels (partners: `mod.rs`, `edits.rs` every edit tool, `oracle.rs` brute force, crates/core/src/puzzles/sokoban/{play,generate}.rs).

use puzzle_core::frame::Cell;
use puzzle_core::puzzles::sokoban::board::{BoardState, SokobanBoard};
use puzzle_core::puzzles::sokoban::generate::LEVELS as MAZE_LEVELS;
use puzzle_core::puzzles::sokoban::play::{state_text, LEVELS};
use puzzle_core::puzzles::sokoban::{counts, solve_case, Sokoban, SokobanGame, SokobanMove};
use puzzle_core::session::{Game, Session};
use puzzle_core::{Applied, Board, Dir, Notation, Playable, Puzzle, Refused, UserInput};
use puzzle_tests::{check_first_move, english, follow_hints, random_walk, Rand};

use super::oracle::{brute, Maze};

const SAMPLE: &str = include_str!("../cases/sokoban/sample.in");

/// The statement's four mazes as games.
fn sample_games() -> Vec<SokobanBoard> {
    Sokoban::games(&Sokoban::parse(SAMPLE).expect("the sample parses"))
}

/// The game of the maze of `rows`.
pub(super) fn game(rows: &[&str]) -> SokobanBoard {
    SokobanBoard::from_maze(&Maze::from_rows(rows).game())
}

/// The judge maze of a one-box `board` (its start moved to `state`).
fn maze_at(board: &SokobanBoard, state: &BoardState) -> SokobanGame {
    board.maze(state).expect("one box").0
}

/// The judge maze of a one-box `board` as it starts.
fn judge_maze(board: &SokobanBoard) -> SokobanGame {
    maze_at(board, &board.start_state())
}

/// A one-box state: you at `player`, the box at `boxed`.
fn one(player: (usize, usize), boxed: (usize, usize)) -> BoardState {
    BoardState {
        player,
        boxes: vec![boxed],
    }
}

/// The single game of a one-maze judge input.
fn reparse(text: &str) -> SokobanBoard {
    let mut games = Sokoban::games(&Sokoban::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}")));
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0)
}

/// Boards to play on: the sample and generated mazes of every one-box level for `seeds`.
fn boards(seeds: std::ops::Range<u64>) -> Vec<SokobanBoard> {
    let mut boards = sample_games();
    for seed in seeds {
        for level in 0..MAZE_LEVELS.len() {
            boards.push(SokobanBoard::generate(seed, level));
        }
    }
    boards
}

pub(super) fn mv(text: &str) -> SokobanMove {
    SokobanMove::read(text).expect("a move letter")
}

/// The maze edits start from: 2x5, you at (1, 1), the box at (1, 3), the target at (2, 5), a rock at (1, 5).
pub(super) fn base() -> SokobanBoard {
    game(&["S.B.#", "....T"])
}

// ------------------------------------------------------------------- frames

#[test]
fn the_sample_frame_has_rocks_the_target_the_box_and_you() {
    let game = &sample_games()[2];
    let frame = game.frame(&game.start());
    assert_eq!((frame.rows, frame.cols, frame.cells.len()), (7, 11, 77));
    // Dead squares: no push brings a box from there to the target: row 2 (1-based) right of the walls, (3, 4), the
    // whole of row 6 along the bottom wall, (4, 10) and (5, 10).
    let dead = game.dead();
    assert_eq!(dead.iter().filter(|&&d| d).count(), 18);
    for (i, &cell) in frame.cells.iter().enumerate() {
        // The target T is at (2, 2), cell 12.
        let want = [Cell::Floor, Cell::Wall][usize::from(game.level.wall[i])];
        let want = if dead[i] { Cell::Dead } else { want };
        assert_eq!(cell, if i == 12 { Cell::Target } else { want }, "cell {i}");
    }
    let pieces: Vec<String> = (frame.pieces.iter())
        .map(|p| {
            format!(
                "{} {} {} ({}, {}) {}x{}",
                p.id, p.label, p.kind, p.row, p.col, p.height, p.width
            )
        })
        .collect();
    assert_eq!(pieces, ["0 B box (3, 5) 1x1", "1 S keeper (5, 6) 1x1"]);
    assert!(frame.pieces.iter().all(|p| p.cells.is_empty()));
    assert_eq!(frame.state, "6 7 4 6");
    assert!(frame.goal.is_empty());
}

#[test]
fn state_text_is_you_then_the_box_one_based() {
    let state = |player, boxed| one(player, boxed);
    assert_eq!(state_text(&state((0, 0), (19, 19))), "1 1 20 20");
    assert_eq!(state_text(&state((2, 0), (0, 1))), "3 1 1 2");
}

#[test]
fn piece_ids_stay_and_the_box_moves_only_when_pushed() {
    for game in boards(0..6) {
        let (rows, cols) = (game.level.rows, game.level.cols);
        check_first_move(game, |mv, before, after| {
            let (bx, you) = (&before.pieces[0], &before.pieces[1]);
            let (bx2, you2) = (&after.pieces[0], &after.pieces[1]);
            assert_eq!((bx2.id, you2.id, you2.kind), (0, 1, "keeper"));
            assert!(["box", "frozen"].contains(&bx2.kind), "{}", bx2.kind);
            let stepped = mv.dir.step((you.row, you.col), rows, cols);
            assert_eq!(Some((you2.row, you2.col)), stepped, "{mv:?}");
            let (was, now) = ((bx.row, bx.col), (bx2.row, bx2.col));
            assert_eq!(mv.push, now != was, "{mv:?}");
            if mv.push {
                assert_eq!(Some(now), mv.dir.step(was, rows, cols), "{mv:?}");
            }
            assert_eq!(after.cells, before.cells);
        });
    }
}

// ------------------------------------------------------- moves and history

#[test]
fn walks_and_pushes_play_and_the_rules_refuse_with_their_reasons() {
    let mut session = Session::new(game(&["S.B.#", "....T"]));
    let no_box = "there is no box to push down: a capital letter pushes the box you walk into";
    let walk_in = "you cannot walk right into the box at (1, 3): push it (a capital letter)";
    // Each move and why the rules refuse it ("" when they allow it).
    for (text, refusal) in [
        ("n", "you cannot step up: the edge of the maze is there"),
        ("S", no_box),
        ("e", ""),
        ("e", walk_in),
        ("E", ""),
        ("E", "the box cannot be pushed right: a rock is at (1, 5)"),
        ("s", ""),
        ("e", ""),
        (
            "N",
            "the box cannot be pushed up: the edge of the maze is there",
        ),
        ("e", ""),
        ("n", "you cannot step up: a rock is at (1, 5)"),
    ] {
        let why = session.play(mv(text)).err().map(|e| english(&e.reason));
        assert_eq!(why.unwrap_or_default(), refusal, "{text}");
    }
    assert_eq!(session.state().boxes[0], (0, 3));
    assert_eq!(Board::history(&session), "eEsee");
}

#[test]
fn undo_redo_and_restore_keep_the_history() {
    let game = game(&["S.B.#", "....T"]);
    let mut session = Session::new(game.clone());
    for text in ["e", "E", "s", "e"] {
        session.play(mv(text)).expect("legal");
    }
    assert_eq!(Board::history(&session), "eEse");
    let end = session.state().clone();
    assert!(session.undo() && session.undo());
    assert_eq!(session.state().boxes[0], (0, 3));
    assert_eq!(session.move_count(), 2);
    assert!(session.redo());
    assert_eq!(session.move_count(), 3);
    session.play(mv("w")).expect("a new move drops the redo");
    assert!(!session.redo());
    assert_eq!(Board::history(&session), "eEsw");
    session.restart();
    assert_eq!(*session.state(), game.start());
    assert!(!session.undo());
    let restored = Session::restore(game.clone(), &SokobanMove::read_path("eEse").unwrap(), 4)
        .unwrap_or_else(|(i, e)| panic!("move {i}: {e}"));
    assert_eq!(*restored.state(), end);
    let (at, why) = Session::restore(game, &SokobanMove::read_path("eee").unwrap(), 3)
        .expect_err("the third walk hits the box");
    assert_eq!(at, 1);
    assert!(english(&why.reason).contains("into the box"));
}

#[test]
fn keys_swipes_letters_and_clicks_step_you_and_push_the_box_ahead() {
    let mut board: Box<dyn Board> = Box::new(Session::new(game(&["S.B..", "....T"])));
    let moved = |text: &str| Ok(Applied::Moved(text.into()));
    let key = |key: &str| UserInput::Key { key: key.into() };
    let letter = |letter: &str| UserInput::Move {
        letter: letter.into(),
    };
    assert_eq!(board.input(&key("ArrowRight")), moved("e"));
    assert_eq!(board.input(&key("ArrowRight")), moved("E"));
    assert_eq!(board.input(&letter("R")), moved("E"));
    assert_eq!(board.input(&letter("s")), moved("s"));
    assert_eq!(
        board.input(&UserInput::Swipe { dir: "U".into() }),
        moved("n")
    );
    assert_eq!(board.input(&UserInput::Click { cell: (0, 2) }), moved("w"));
    assert_eq!(board.history(), "eEEsnw");
    // A click further off walks you there by the shortest way, each step its own move.
    assert_eq!(
        board.input(&UserInput::Click { cell: (1, 4) }),
        moved("see")
    );
    assert_eq!(board.history(), "eEEsnwsee");
    for _ in 0..3 {
        assert!(board.undo());
    }
    let on_box = board.input(&UserInput::Click { cell: (0, 4) }).unwrap_err();
    assert!(matches!(on_box, Refused::Nothing(_)), "{on_box:?}");
    assert!(
        on_box.to_string().starts_with("drag the box at (1, 5)"),
        "{on_box}"
    );
    let odd = board.input(&key("x")).unwrap_err();
    assert_eq!(odd.to_string(), "the key \"x\" does nothing here");
    let blocked = board.input(&letter("N")).unwrap_err();
    assert!(matches!(blocked, Refused::Illegal(_)), "{blocked:?}");
    assert_eq!(board.play("w"), Ok(()));
    assert!(board.play("ww").is_err());
    // From (1, 2) with the box at (1, 5): up is the edge, the three others walk.
    assert_eq!(board.legal_moves(), ["s", "w", "e"]);
}

// ------------------------------------------------------------- round trips

#[test]
fn you_or_the_box_on_the_target_write_plus_and_star_and_read_back() {
    let game = reparse("1 4\nSB.T\n0 0\n");
    let mut session = Session::new(game);
    for _ in 0..2 {
        session
            .play(SokobanMove::read("E").unwrap())
            .expect("a push");
    }
    let text = Board::judge_input(&session, true);
    assert_eq!(text, "1 4\n..S*\n0 0\n", "the box on the target");
    assert_eq!(
        puzzle_core::judge("sokoban", &text).unwrap(),
        "Maze #1\n\n\n"
    );
    let text = "2 3\n.B+\n...\n0 0\n";
    let maze = judge_maze(&reparse(text));
    assert_eq!(
        (maze.player, maze.target),
        ((0, 2), (0, 2)),
        "you on the target"
    );
    assert_eq!(
        puzzle_core::judge("sokoban", text).unwrap(),
        "Maze #1\nswwnE\n\n"
    );
}

#[test]
fn judge_input_round_trips_at_the_start_and_midway() {
    let mut rand = Rand(11);
    for game in boards(0..6) {
        let start = game.start();
        assert_eq!(reparse(&game.judge_input(&start)), game);
        let moves = random_walk(&game, &mut rand, 30);
        let mut session = Session::new(game.clone());
        for mv in moves {
            session.play(mv).expect("legal");
        }
        let here = session.state().clone();
        let text = Board::judge_input(&session, true);
        assert_eq!(
            Board::judge_input(&session, false),
            game.judge_input(&start)
        );
        let moved = game.at(&here);
        assert_eq!(reparse(&text), moved);
        let judged = puzzle_core::judge("sokoban", &text).expect("judges");
        let optimal = Board::status(&mut session).optimal.expect("a goal puzzle");
        let answer = judged.lines().nth(1).expect("an answer line");
        match optimal {
            -1 => assert_eq!(answer, "Impossible."),
            n => assert_eq!(answer.len() as i64, n, "{judged}"),
        }
    }
}

// ---------------------------------------------------------------- counts

#[test]
fn tally_and_optima_count_pushes_then_moves() {
    let game = game(&["SB....T"]);
    let path = |text: &str| SokobanMove::read_path(text).unwrap();
    assert_eq!(game.tally(&path("EEsnW")), [3, 5]);
    assert_eq!(game.tally(&[]), [0, 0]);
    assert_eq!(counts(&path("nN")), (1, 2));
    let mut solver = game.solver();
    assert_eq!(game.optima(&mut solver, &game.start()), [5, 5]);
    let stuck = self::game(&["SB..#.T"]);
    assert_eq!(stuck.optima(&mut solver, &stuck.start()), [-1, -1]);
    let (player, boxed) = ((0, 0), (0, 6));
    assert_eq!(game.optima(&mut solver, &one(player, boxed)), [0, 0]);
}

/// A status text in English, empty when there is none.
fn words(text: &Option<puzzle_core::Text>) -> String {
    text.as_ref().map(english).unwrap_or_default()
}

#[test]
fn the_status_gives_both_counts_and_the_win_against_each_optimum() {
    let mut session = Session::new(game(&["S.B..T"]));
    let status = session.status();
    assert_eq!((status.goal, status.optimal), (false, Some(4)));
    assert_eq!(
        english(&status.line),
        "Optimal from here: 3 pushes, 4 moves"
    );
    assert_eq!(words(&status.counter), "0 pushes, 0 moves");
    assert_eq!(status.hint.as_deref(), Some("e"));
    assert_eq!(words(&status.hint_text), "walk right");
    session.play(mv("e")).unwrap();
    session.play(mv("E")).unwrap();
    let status = session.status();
    assert_eq!(words(&status.counter), "1 push, 2 moves");
    assert_eq!(words(&status.hint_text), "push the box right");
    assert_eq!(words(&status.moved), "push the box right");
    // A detour: the win names the moves and the pushes against the start's optimum.
    for text in ["w", "e", "E", "E"] {
        session.play(mv(text)).unwrap();
    }
    let status = session.status();
    assert_eq!((status.goal, status.optimal), (true, Some(0)));
    assert_eq!(
        english(&status.line),
        "Optimal from here: 0 pushes, 0 moves"
    );
    assert_eq!(
        words(&status.solved),
        "Solved in 6 moves (optimal: 4), 3 pushes (optimal: 3)!"
    );
    let stuck = Session::new(game(&["SB..#.T"])).status();
    assert_eq!((stuck.optimal, stuck.hint), (Some(-1), None));
    assert_eq!(
        english(&stuck.line),
        // A bug met: the grid's edge was named "a wall at" the box's own cell.
        "No solution from here: the box at (1, 2) is frozen off a goal: it cannot move left or right (dead squares at \
         (1, 1) and (1, 3)), nor up or down (the edge of the maze is there)"
    );
}

#[test]
fn hints_followed_reach_the_target_in_the_optimal_counts() {
    let mut rand = Rand(3);
    for game in boards(100..112) {
        // Start somewhere off the optimal path too, so the session meets new states.
        let walk = random_walk(&game, &mut rand, 8);
        let mut session = Session::new(game.clone());
        for mv in walk {
            session.play(mv).expect("legal");
        }
        let from = session.move_count();
        let state = session.state().clone();
        let want = brute(
            &Maze::of(&judge_maze(&game)),
            (state.player, state.boxes[0]),
        );
        let steps = follow_hints(&mut session, 2000, &game);
        let played = game.tally(&session.moves()[from..]);
        match want {
            Some((pushes, moves)) => {
                assert_eq!(played, [pushes, moves], "{game:?} from {state:?}");
                assert!(session.is_goal());
            }
            None => assert_eq!(steps, 0),
        }
        // Undo back through the path: the optimum is still the fresh search's.
        for _ in 0..steps {
            session.undo();
            let here = session.state().clone();
            let fresh = brute(&Maze::of(&judge_maze(&game)), (here.player, here.boxes[0]));
            assert_eq!(
                session.status().optimal,
                fresh.map(|(_, moves)| moves as i64)
            );
        }
    }
}

// ---------------------------------------------------------------- generator

#[test]
fn levels_are_named_easiest_first() {
    assert_eq!(<SokobanBoard as Game>::LEVELS, LEVELS);
    // The one-box mazes' levels, then the many-box levels'.
    let many = puzzle_core::puzzles::sokoban::levels::LEVELS;
    assert_eq!([MAZE_LEVELS, many].concat(), LEVELS);
    assert_eq!(
        LEVELS.iter().map(english).collect::<Vec<_>>(),
        [
            "short (1-4 pushes)",
            "medium (5-12 pushes)",
            "long (13+ pushes)",
            "impossible",
            "2 boxes (5-12 pushes)",
            "3 boxes (8-20 pushes)",
            "4 boxes (12-30 pushes)"
        ]
    );
}

/// The fewest pushes of `game`'s answer, -1 when impossible.
fn pushes(game: &SokobanBoard) -> i64 {
    solve_case(&judge_maze(game))
        .moves
        .map_or(-1, |m| counts(&m).0 as i64)
}

#[test]
fn generated_mazes_fall_in_their_level_and_repeat_for_a_seed() {
    let ranges = [(1, 4), (5, 12), (13, i64::MAX), (-1, -1)];
    for (level, &(lo, hi)) in ranges.iter().enumerate() {
        for seed in 0..16 {
            let game = SokobanBoard::generate(seed, level);
            assert_eq!(reparse(&game.judge_input(&game.start())), game);
            let pushes = pushes(&game);
            assert!(
                (lo..=hi).contains(&pushes),
                "level {level} seed {seed}: {pushes}"
            );
            assert_eq!(SokobanBoard::generate(seed, level), game, "deterministic");
            let maze = Maze::of(&judge_maze(&game));
            let brute = brute(&maze, maze.start()).map_or(-1, |(p, _)| p as i64);
            assert_eq!(brute, pushes);
        }
    }
    assert_ne!(SokobanBoard::generate(1, 1), SokobanBoard::generate(2, 1));
    // Past the last level: the last (4 boxes).
    let last = SokobanBoard::generate(5, usize::MAX);
    assert_eq!(last, SokobanBoard::generate(5, LEVELS.len() - 1));
    assert_eq!(last.level.boxes.len(), 4);
}

// ---------------------------------------------------------------- no panics

#[test]
fn odd_states_never_panic() {
    let game = base();
    let odd = [
        ((usize::MAX, 0), (0, 2)),
        ((0, 0), (0, 0)),
        ((0, 0), (0, 4)),
        ((0, 4), (0, 2)),
        ((5, 5), (usize::MAX, usize::MAX)),
    ];
    for (player, boxed) in odd {
        let state = one(player, boxed);
        for dir in Dir::ALL {
            for push in [false, true] {
                let _ = game.play(&state, &SokobanMove { dir, push });
            }
        }
        let _ = game.frame(&state);
        let mut solver = game.solver();
        assert_eq!(game.solve(&mut solver, &state), None, "{state:?}");
        assert_eq!(puzzle_tests::optimal(&game, &state).0, -1, "{state:?}");
        // The insight indexes its heat map by the box's cell: a box off the board panics there (no board the page
        // holds starts so: Board::insight searches from a parsed, edited or generated maze's start).
        if boxed.0 < game.level.rows && boxed.1 < game.level.cols {
            let _ = game.insight(&state);
        }
    }
}
