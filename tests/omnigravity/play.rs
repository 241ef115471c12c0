//! OmniGravity play-layer tests: frames, state text, sessions, status counts, judge input, edits, generator (partners: `mod.rs`, `oracle.rs` brute force, crates/core/src/puzzles/omnigravity/play.rs).

use std::collections::HashSet;

use super::oracle;
use puzzle_core::frame::Cell;
use puzzle_core::puzzles::omnigravity::OmniGravityEdit;
use puzzle_core::puzzles::omnigravity::{OmniGravityGame, State};
use puzzle_core::session::{Game, Session};
use puzzle_core::{Board as _, Dir, OmniGravity, Playable, Puzzle};
use puzzle_tests::check_first_move;

/// The statement's first sample board, as the page's state text.
const SAMPLE_TEXT: &str = "....AA../....AA#./...#..../.CCBB.../.CCBB#../#...##../.#DD#.../..DD.##.";

/// Every game of a judge input that must be valid.
fn games(text: &str) -> Vec<OmniGravityGame> {
    let input = OmniGravity::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    OmniGravity::games(&input)
}

/// The only game of a one-case judge input.
fn single(text: &str) -> OmniGravityGame {
    let mut all = games(text);
    assert_eq!(all.len(), 1, "one case expected in {text:?}");
    all.remove(0)
}

/// The two games of the statement's sample.
fn sample() -> [OmniGravityGame; 2] {
    let text = puzzle_core::sample("omnigravity").expect("the sample");
    let [hard, packed]: [OmniGravityGame; 2] = games(text).try_into().expect("two cases");
    [hard, packed]
}

/// A tiny deterministic generator (xorshift64*) for random walks and edits.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

/// The legal tilts of `game` in `state`.
fn legal(game: &OmniGravityGame, state: &State) -> Vec<Dir> {
    Dir::ALL
        .into_iter()
        .filter(|&d| game.play(state, &d).is_some())
        .collect()
}

/// Plays up to `moves` random legal tilts in `session`.
fn random_walk(session: &mut Session<OmniGravityGame>, dice: &mut Dice, moves: usize) {
    for _ in 0..moves {
        let dirs = legal(session.game(), session.state());
        if dirs.is_empty() {
            return;
        }
        session
            .play(dirs[dice.below(dirs.len())])
            .expect("a legal tilt");
    }
}

/// Boards to play on: the sample, the random fixture and one generated board per level.
fn boards() -> Vec<OmniGravityGame> {
    let dir = puzzle_tests::cases_dir("omnigravity");
    let random = std::fs::read_to_string(dir.join("random.in")).expect("random.in fixture");
    let mut all: Vec<OmniGravityGame> = sample().into_iter().collect();
    all.extend(games(&random).into_iter().take(20));
    all.extend((0..OmniGravityGame::LEVELS.len()).map(|level| OmniGravityGame::generate(7, level)));
    all
}

// ---- Frames and the state text. ----

#[test]
fn games_follow_the_input_order_and_count_like_the_judge() {
    let [hard, packed] = sample();
    assert_eq!(hard.frame(&hard.start()).state, SAMPLE_TEXT);
    assert_eq!((hard.reachable(), packed.reachable()), (110, 2));
    let dir = puzzle_tests::cases_dir("omnigravity");
    for name in ["random", "multicase-hard"] {
        let input = std::fs::read_to_string(dir.join(format!("{name}.in"))).unwrap();
        let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
        let counts: String = games(&input)
            .iter()
            .enumerate()
            .map(|(i, g)| format!("Case {}: {}\n", i + 1, g.reachable()))
            .collect();
        assert_eq!(counts, expected, "{name}");
    }
}

#[test]
fn the_frame_has_the_cells_and_four_labelled_blocks() {
    let [hard, _] = sample();
    let frame = hard.frame(&hard.start());
    assert_eq!((frame.rows, frame.cols, frame.cells.len()), (8, 8, 64));
    let rows: Vec<&str> = SAMPLE_TEXT.split('/').collect();
    for (i, cell) in frame.cells.iter().enumerate() {
        let wall = rows[i / 8].as_bytes()[i % 8] == b'#';
        assert_eq!(
            *cell,
            if wall { Cell::Wall } else { Cell::Floor },
            "cell {i}"
        );
    }
    let placed: Vec<(u32, &str, usize, usize)> = frame
        .pieces
        .iter()
        .map(|p| (p.id, p.label.as_str(), p.row, p.col))
        .collect();
    assert_eq!(
        placed,
        [
            (0, "A", 0, 4),
            (1, "B", 3, 3),
            (2, "C", 3, 1),
            (3, "D", 6, 2)
        ]
    );
    for piece in &frame.pieces {
        assert_eq!((piece.kind, piece.height, piece.width), ("block", 2, 2));
    }
}

#[test]
fn ids_and_labels_stay_with_their_piece_across_a_move_and_its_undo() {
    let [hard, _] = sample();
    let moved = check_first_move(hard, |_, before, after| {
        assert_ne!(before.state, after.state);
        for (a, b) in before.pieces.iter().zip(&after.pieces) {
            assert_eq!((a.id, &a.label), (b.id, &b.label));
            let (r, c) = (b.row, b.col);
            let letter = a.label.chars().next().unwrap();
            let row: Vec<char> = after.state.split('/').nth(r).unwrap().chars().collect();
            assert_eq!(
                (row[c], row[c + 1]),
                (letter, letter),
                "{} at ({r}, {c})",
                a.label
            );
        }
    });
    assert!(moved, "the sample's first board can be tilted");
}

#[test]
fn the_state_text_is_the_rows_and_follows_the_brute_force_rules() {
    let mut dice = Dice(11);
    for game in boards() {
        let mut grid = oracle::grid(&game.board().rows(game.start()));
        let mut state = game.start();
        assert_eq!(game.frame(&state).state, oracle::key(&grid));
        for _ in 0..60 {
            let dir = Dir::ALL[dice.below(4)];
            let next = oracle::tilt(&grid, dir.letter());
            // Every tilt is legal; one that moves nothing leaves the board as it was.
            let s = game.play(&state, &dir).expect("every tilt is legal");
            assert_eq!(
                s == state,
                next == grid,
                "the board changes exactly when the brute force's does"
            );
            state = s;
            grid = next;
            let frame = game.frame(&state);
            assert_eq!(frame.state, oracle::key(&grid));
            assert_eq!(frame.state, game.board().rows(state).join("/"));
        }
    }
}

/// Issue 15, bug 2: a tilt towards a wall the pieces already touch reaches the same state again, which the judge
/// counts (the packed sample's answer 2 is the start and the bottom row); the page once refused it, so "visited N of
/// M" could never reach M.
#[test]
fn a_tilt_that_moves_nothing_is_a_legal_move_the_judge_counts() {
    let [_, packed] = sample();
    let start = packed.start();
    for dir in [Dir::Up, Dir::Left, Dir::Right] {
        assert_eq!(packed.play(&start, &dir), Some(start), "{dir:?}");
    }
    let mut session = Session::new(packed);
    assert_eq!(session.status().visited, Some(0));
    assert_eq!(session.play(Dir::Up), Ok(()));
    assert_eq!((session.move_count(), session.state()), (1, &start));
    assert_eq!(
        session.status().visited,
        Some(1),
        "the start, reached by a tilt"
    );
    assert!(session.play(Dir::Down).is_ok());
    let status = session.status();
    assert_eq!((status.visited, status.reachable), (Some(2), Some(2)));
    // The bottom row is the goal (the farthest state), so visiting both is the win too.
    assert_eq!(
        puzzle_tests::english(&status.line),
        "Optimal from here: 0; visited 2 of 2 reachable states"
    );
    assert!(status.goal);
}

// ---- Sessions: move text and judge input round trips. ----

#[test]
fn the_move_text_replays_to_the_same_state() {
    let mut dice = Dice(5);
    for game in boards() {
        let mut session = Session::new(game.clone());
        random_walk(&mut session, &mut dice, 40);
        let back = dice.below(session.move_count() + 1);
        for _ in 0..back {
            session.undo();
        }
        let text = puzzle_core::Board::history(&session);
        let dirs: Vec<Dir> = text.chars().map(|c| Dir::from_letter(c).unwrap()).collect();
        assert_eq!(dirs, session.history());
        let restored = Session::restore(game, &dirs, session.move_count()).unwrap();
        assert_eq!(restored.state(), session.state());
        assert_eq!(restored.frame(), session.frame());
        assert_eq!(restored.history(), session.history());
    }
}

#[test]
fn the_judge_input_parses_back_to_the_same_board_and_state() {
    let mut dice = Dice(3);
    for game in boards() {
        let mut session = Session::new(game.clone());
        let moves = 1 + dice.below(30);
        random_walk(&mut session, &mut dice, moves);
        for current in [false, true] {
            let text = session.judge_input(current);
            assert!(text.starts_with("1\n\n"), "{text:?}");
            let back = single(&text);
            let state = if current {
                *session.state()
            } else {
                game.start()
            };
            assert_eq!(back.start(), state);
            assert_eq!(back.board().obstacles(), game.board().obstacles());
            // The same board in the same state; its goal follows from its own start (the farthest state from it).
            let (there, here) = (back.frame(&state), game.frame(&state));
            assert_eq!(
                (there.cells, there.pieces, there.state),
                (here.cells, here.pieces, here.state)
            );
            if !current {
                assert_eq!(back.goal(), game.goal());
            }
            assert_eq!(text, game.judge_input(&state));
            let judged = puzzle_core::judge("omnigravity", &text).unwrap();
            assert_eq!(judged, format!("Case 1: {}\n", back.reachable()));
        }
    }
}

// ---- Status: the goal (the farthest state), visited and reachable counts. ----

#[test]
fn the_status_counts_distinct_states_reached_by_tilts() {
    let [_, packed] = sample();
    let mut session = Session::new(packed);
    let status = session.status();
    assert_eq!((status.visited, status.reachable), (Some(0), Some(2)));
    assert_eq!(
        (status.goal, status.optimal, status.hint),
        (false, Some(1), Some("D".to_string())),
        "the goal is the bottom row, one tilt down"
    );
    session.play(Dir::Down).unwrap();
    let status = session.status();
    assert_eq!(status.visited, Some(1), "down only");
    session.play(Dir::Up).unwrap();
    let status = session.status();
    assert_eq!(
        status.visited,
        Some(2),
        "a tilt returned to the start: it counts"
    );
    session.play(Dir::Down).unwrap();
    session.play(Dir::Up).unwrap();
    let status = session.status();
    assert_eq!((status.visited, status.reachable), (Some(2), Some(2)));
    session.undo();
    session.undo();
    session.undo();
    let status = session.status();
    assert_eq!(status.visited, Some(1), "undone states no longer count");
    assert!(session.is_goal(), "down is the goal");
}

/// The state texts from the start to the current state of `session`, by replaying its moves.
fn session_states(session: &Session<OmniGravityGame>) -> Vec<String> {
    let game = session.game();
    let mut state = game.start();
    let mut texts = vec![game.frame(&state).state];
    for &dir in session.moves() {
        state = game.play(&state, &dir).expect("a recorded move is legal");
        texts.push(game.frame(&state).state);
    }
    texts
}

#[test]
fn visited_never_exceeds_reachable_and_matches_brute_force_states() {
    let mut dice = Dice(23);
    for game in boards() {
        let reachable = oracle::reachable(&oracle::grid(&game.board().rows(game.start())));
        assert_eq!(game.reachable(), reachable.len());
        let mut session = Session::new(game);
        for _ in 0..10 {
            random_walk(&mut session, &mut dice, 30);
            let states = session_states(&session);
            let distinct: HashSet<&String> = states[1..].iter().collect();
            assert!(distinct.iter().all(|s| reachable.contains_key(*s)));
            let status = session.status();
            assert_eq!(status.visited, Some(distinct.len()));
            assert_eq!(status.reachable, Some(reachable.len()));
            assert!(distinct.len() <= reachable.len());
            let optimal = status.optimal.unwrap();
            assert_eq!(status.goal, optimal == 0);
            assert_eq!(status.hint.is_some(), optimal > 0);
        }
    }
}

// ---- Edits. ----

/// Applies `edit` to `game` in `state`; on success checks the result parses back with that start.
fn edit(
    game: &OmniGravityGame,
    state: &State,
    edit: &OmniGravityEdit,
) -> Result<OmniGravityGame, String> {
    let edited = game
        .edit(state, edit)
        .map_err(|why| puzzle_tests::english(&why))?;
    let back = single(&edited.judge_input(&edited.start()));
    assert_eq!(back.start(), edited.start());
    assert_eq!(back.board().obstacles(), edited.board().obstacles());
    Ok(edited)
}

fn refused(game: &OmniGravityGame, state: &State, e: &OmniGravityEdit) -> String {
    match edit(game, state, e) {
        Ok(_) => panic!("accepted {e:?}"),
        Err(message) => message,
    }
}

#[test]
fn an_obstacle_edit_toggles_a_free_cell_and_starts_where_the_board_stands() {
    let [hard, _] = sample();
    let down = hard.play(&hard.start(), &Dir::Down).unwrap();
    let added = edit(&hard, &down, &OmniGravityEdit::Wall { row: 0, col: 0 }).unwrap();
    assert_eq!(
        added.start(),
        down,
        "the edited board starts in the current state"
    );
    assert_eq!(added.frame(&down).cells[0], Cell::Wall);
    assert_eq!(added.board().obstacles(), hard.board().obstacles() | 1);
    // (2, 3) 0-based is an obstacle of the sample: toggling removes it.
    let removed = edit(&added, &down, &OmniGravityEdit::Wall { row: 2, col: 3 }).unwrap();
    assert_eq!(removed.frame(&down).cells[19], Cell::Floor);
    let again = edit(&removed, &down, &OmniGravityEdit::Wall { row: 2, col: 3 }).unwrap();
    assert_eq!(again.board().obstacles(), added.board().obstacles());
    let judged = puzzle_core::judge("omnigravity", &again.judge_input(&down)).unwrap();
    assert_eq!(judged, format!("Case 1: {}\n", again.reachable()));
}

#[test]
fn an_obstacle_edit_refuses_cells_off_the_board_or_under_a_piece() {
    let [hard, _] = sample();
    let start = hard.start();
    assert_eq!(
        refused(&hard, &start, &OmniGravityEdit::Wall { row: 0, col: 4 }),
        "expected a free cell or an obstacle, found piece A at (1, 5)"
    );
    assert_eq!(
        refused(&hard, &start, &OmniGravityEdit::Wall { row: 7, col: 3 }),
        "expected a free cell or an obstacle, found piece D at (8, 4)"
    );
    assert_eq!(
        refused(&hard, &start, &OmniGravityEdit::Wall { row: 8, col: 0 }),
        "expected a cell in rows and columns 1-8, found (9, 1)"
    );
    let huge = refused(
        &hard,
        &start,
        &OmniGravityEdit::Wall {
            row: 0,
            col: usize::MAX,
        },
    );
    assert!(
        huge.starts_with("expected a cell in rows and columns 1-8, found"),
        "{huge}"
    );
}

#[test]
fn a_piece_edit_moves_one_piece_and_keeps_the_others() {
    let [hard, _] = sample();
    let start = hard.start();
    let moved = edit(
        &hard,
        &start,
        &OmniGravityEdit::Piece {
            piece: 'A',
            row: 0,
            col: 0,
        },
    )
    .unwrap();
    let pieces = moved.start().pieces();
    assert_eq!(pieces[0], (0, 0));
    assert_eq!(pieces[1..], start.pieces()[1..]);
    assert_eq!(moved.frame(&moved.start()).pieces[0].label, "A");
    // Overlapping its own old cells is fine; so is staying in place.
    let shifted = edit(
        &hard,
        &start,
        &OmniGravityEdit::Piece {
            piece: 'B',
            row: 2,
            col: 4,
        },
    )
    .unwrap();
    assert_eq!(shifted.start().pieces()[1], (2, 4));
    let same = edit(
        &hard,
        &start,
        &OmniGravityEdit::Piece {
            piece: 'C',
            row: 3,
            col: 1,
        },
    )
    .unwrap();
    assert_eq!(same.start(), start);
    let judged = puzzle_core::judge("omnigravity", &moved.judge_input(&moved.start())).unwrap();
    assert_eq!(judged, format!("Case 1: {}\n", moved.reachable()));
}

#[test]
fn a_piece_edit_refuses_bad_letters_places_and_overlaps() {
    let [hard, _] = sample();
    let start = hard.start();
    let piece = |piece, row, col| OmniGravityEdit::Piece { piece, row, col };
    let letter = "expected a piece A, B, C or D, found";
    let fits = "expected the top-left cell of a 2x2 piece in rows and columns 1-7, found";
    let free = "expected 4 free cells for piece";
    let cases = [
        (piece('E', 0, 0), format!("{letter} 'E'")),
        (piece('a', 0, 0), format!("{letter} 'a'")),
        (piece('A', 7, 0), format!("{fits} (8, 1)")),
        (piece('A', 0, 7), format!("{fits} (1, 8)")),
        (
            piece('A', 1, 5),
            format!("{free} A at (2, 6), found an obstacle at (2, 7)"),
        ),
        (
            piece('A', 2, 2),
            format!("{free} A at (3, 3), found an obstacle at (3, 4)"),
        ),
        (
            piece('D', 4, 2),
            format!("{free} D at (5, 3), found piece C at (5, 3)"),
        ),
        (
            piece('B', 0, 5),
            format!("{free} B at (1, 6), found piece A at (1, 6)"),
        ),
    ];
    for (e, message) in cases {
        assert_eq!(refused(&hard, &start, &e), message, "{e:?}");
    }
    let huge = refused(&hard, &start, &piece('A', usize::MAX, usize::MAX));
    assert!(huge.starts_with("expected the top-left cell"), "{huge}");
}

#[test]
fn a_board_edit_restarts_the_session_and_a_refused_one_changes_nothing() {
    use puzzle_core::{Board, UserInput};
    let [hard, _] = sample();
    let mut board: Box<dyn Board> = Box::new(Session::new(hard));
    board.play("D").unwrap();
    let down = board.frame().state;
    let resize = UserInput::Resize {
        rows: "3".into(),
        cols: "3".into(),
    };
    assert!(board.input(&resize).is_err(), "an 8x8 board only");
    assert_eq!((board.move_count(), board.frame().state), (1, down.clone()));
    let wall = UserInput::Tool {
        tool: "wall".into(),
        cells: vec![(0, 0)],
    };
    board.input(&wall).unwrap();
    assert_eq!((board.move_count(), board.history()), (0, String::new()));
    assert_eq!(board.frame().state, format!("#{}", &down[1..]));
    assert_eq!(board.status().visited, Some(0));
}

#[test]
fn random_edits_never_panic_and_keep_the_board_valid() {
    let mut dice = Dice(99);
    let mut game = OmniGravityGame::generate(1, 2);
    let coords = |dice: &mut Dice| match dice.below(10) {
        0 => usize::MAX - dice.below(2),
        1 => 8 + dice.below(100),
        _ => dice.below(8),
    };
    let (mut accepted, mut refused) = (0, 0);
    for _ in 0..3000 {
        let (row, col) = (coords(&mut dice), coords(&mut dice));
        let e = match dice.below(8) {
            0..=3 => OmniGravityEdit::Wall { row, col },
            _ => OmniGravityEdit::Piece {
                piece: ['A', 'B', 'C', 'D', 'E', 'z'][dice.below(6)],
                row,
                col,
            },
        };
        let state = match legal(&game, &game.start()).first() {
            Some(&d) if dice.below(2) == 0 => game.play(&game.start(), &d).unwrap(),
            _ => game.start(),
        };
        match edit(&game, &state, &e) {
            Ok(next) => {
                accepted += 1;
                game = next;
            }
            Err(message) => {
                refused += 1;
                assert!(message.starts_with("expected "), "{message}");
            }
        }
    }
    assert!(accepted > 300 && refused > 300, "{accepted}/{refused}");
}

// ---- The generator. ----

#[test]
fn the_levels_are_named_easiest_first() {
    assert_eq!(
        OmniGravityGame::LEVELS
            .iter()
            .map(puzzle_tests::english)
            .collect::<Vec<_>>(),
        [
            "calm (2-30 states)",
            "lively (31-300 states)",
            "wild (301-3000 states)",
            "chaotic (3001+ states)"
        ]
    );
    let levels: Vec<i64> = [0, 1, 2, 30, 31, 300, 301, 3000, 3001, 15_582]
        .into_iter()
        .map(|count| OmniGravityGame::level_of(count).map_or(-1, |l| l as i64))
        .collect();
    assert_eq!(levels, [-1, -1, 0, 0, 1, 1, 2, 2, 3, 3]);
}

#[test]
fn generated_boards_fall_in_their_level_and_repeat_for_a_seed() {
    for level in 0..OmniGravityGame::LEVELS.len() {
        for seed in 0..8 {
            let game = OmniGravityGame::generate(seed, level);
            let text = game.judge_input(&game.start());
            let (judged, count) = (puzzle_core::judge("omnigravity", &text), game.reachable());
            assert_eq!(judged.unwrap(), format!("Case 1: {count}\n"), "cached");
            assert_eq!(
                OmniGravityGame::level_of(count),
                Some(level),
                "{count}: {text}"
            );
            let again = OmniGravityGame::generate(seed, level);
            assert_eq!(again.judge_input(&again.start()), text, "{seed}");
        }
        let distinct: HashSet<String> = (0..8)
            .map(|seed| {
                let game = OmniGravityGame::generate(seed, level);
                game.judge_input(&game.start())
            })
            .collect();
        assert!(distinct.len() > 4, "level {level}");
    }
}

#[test]
fn the_generator_is_quick_and_clamps_the_level() {
    let clock = std::time::Instant::now();
    for seed in 100..120 {
        OmniGravityGame::generate(seed, 3);
    }
    let each = clock.elapsed() / 20;
    assert!(each.as_millis() < 50, "{each:?} per chaotic board");
    let game = OmniGravityGame::generate(5, usize::MAX);
    assert_eq!(OmniGravityGame::level_of(game.reachable()), Some(3));
}
