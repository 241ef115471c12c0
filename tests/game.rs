//! Game semantics a player meets, on every puzzle of `puzzle_core::PUZZLES` (issue 27: points 2, 6, 10, 11, 14):
//! keys, swipes, buttons, hints and refusals speak one direction; a tilt that moves nothing counts and says so;
//! OmniGravity's goal and win; the goal line; a long game reviewed in bounded stretches. Partners: crates/core's
//! `session/`, `review.rs`, `input.rs`, `info.rs` and each `puzzles/<name>/play.rs`; tests/e2e/game.test.mjs.

use puzzle_core::review::REVIEW_ROWS;
use puzzle_core::Notation;
use puzzle_core::{infos, load_case, sample, Board, Dir, Info, UserInput, PUZZLES};
use puzzle_tests::english;

type Cell = (usize, usize);

fn board(puzzle: &str) -> Box<dyn Board> {
    load_case(puzzle, sample(puzzle).unwrap(), "1").unwrap()
}

fn arrow(dir: Dir) -> String {
    format!(
        "Arrow{}{}",
        dir.word()[..1].to_uppercase(),
        &dir.word()[1..]
    )
}

fn optimal(board: &mut dyn Board) -> i64 {
    board
        .status()
        .optimal
        .expect("every puzzle has a goal to play for")
}

/// The direction word a hint's text ends on ("slide 7 left": left).
fn word_of(text: &str) -> Dir {
    let last = text.split_whitespace().last().unwrap();
    Dir::ALL
        .into_iter()
        .find(|d| d.word() == last)
        .unwrap_or_else(|| panic!("{text:?} names no direction last"))
}

/// The inputs that point `dir`: a key and a swipe, or, in a game where a piece is picked first ([`Info::pick`]), a key
/// with the piece on `at` picked and that piece pulled one cell `dir`.
fn pointing(pick: bool, at: Cell, dir: Dir) -> Vec<UserInput> {
    let key = arrow(dir);
    if !pick {
        return vec![
            UserInput::Key { key },
            UserInput::Swipe {
                dir: dir.letter().to_string(),
            },
        ];
    }
    let mut inputs = vec![UserInput::KeyAt { key, at }];
    if let Some(to) = dir.step(at, usize::MAX, usize::MAX) {
        inputs.push(UserInput::Pull { from: at, to });
    }
    inputs
}

fn info(puzzle: &str) -> Info {
    infos().into_iter().find(|i| i.name == puzzle).unwrap()
}

#[test]
fn following_the_hints_words_with_a_key_a_swipe_or_a_button_brings_the_goal_one_closer() {
    for puzzle in PUZZLES {
        let mut b = board(puzzle);
        let status = b.status();
        let (text, way) = (
            english(&status.hint_text.clone().unwrap()),
            status.hint_dir.unwrap(),
        );
        let dir = word_of(&text);
        assert_eq!(
            dir.letter(),
            way,
            "{puzzle}: the words and the way to point agree ({text})"
        );
        let before = optimal(b.as_mut());
        assert!(before > 0, "{puzzle}");
        let info = info(puzzle);
        // A game that picks its piece rings where the hinted piece lands; the key and the pull start one cell back.
        let at = match status.hint_cell {
            Some(lands) if info.pick => dir
                .opposite()
                .step(lands, usize::MAX, usize::MAX)
                .expect("the hinted piece stands one cell back from where it lands"),
            None if info.pick => panic!("{puzzle}: the hint rings where its piece lands"),
            _ => (0, 0),
        };
        let mut inputs = pointing(info.pick, at, dir);
        inputs.extend(
            info.buttons
                .iter()
                .filter(|button| button.dir == way)
                .map(|button| {
                    let name = english(&button.name);
                    assert!(
                        name.to_lowercase().ends_with(dir.word()),
                        "{puzzle}: {name}"
                    );
                    UserInput::Move {
                        letter: button.dir.to_string(),
                    }
                }),
        );
        for input in inputs {
            let mut fresh = board(puzzle);
            fresh
                .input(&input)
                .unwrap_or_else(|e| panic!("{puzzle}: {input:?} refused: {e}"));
            assert_eq!(
                optimal(fresh.as_mut()),
                before - 1,
                "{puzzle}: {input:?} after the hint {text:?}"
            );
        }
    }
}

/// Where the pointing inputs of [`a_key_and_a_swipe_the_same_way_do_the_same_and_a_refusal_names_that_way`] start:
/// nowhere in particular for a direction game, a cell of each piece in a game that picks its piece.
fn starts(puzzle: &str, pick: bool) -> Vec<Cell> {
    if !pick {
        return vec![(0, 0)];
    }
    board(puzzle)
        .frame()
        .pieces
        .iter()
        .map(|p| (p.row, p.col))
        .collect()
}

#[test]
fn a_key_and_a_swipe_the_same_way_do_the_same_and_a_refusal_names_that_way() {
    for puzzle in PUZZLES {
        let pick = info(puzzle).pick;
        for at in starts(puzzle, pick) {
            for dir in Dir::ALL {
                let inputs = pointing(pick, at, dir);
                let mut boards: Vec<Box<dyn Board>> =
                    inputs.iter().map(|_| board(puzzle)).collect();
                let results: Vec<Result<_, String>> = boards
                    .iter_mut()
                    .zip(&inputs)
                    .map(|(b, input)| b.input(input).map(|_| ()).map_err(|e| e.to_string()))
                    .collect();
                let (first, rest) = results.split_first().unwrap();
                for (i, result) in rest.iter().enumerate() {
                    // A pull may go round a piece a key cannot push; where the key moves it, both move it alike.
                    if !pick || first.is_ok() {
                        assert_eq!(first, result, "{puzzle}: {dir:?} {:?}", inputs[i + 1]);
                        assert_eq!(
                            boards[0].frame(),
                            boards[i + 1].frame(),
                            "{puzzle}: {dir:?}"
                        );
                    }
                }
                if let Err(why) = first {
                    assert!(
                        why.contains(dir.word()),
                        "{puzzle}: the refusal of {dir:?} at {at:?} says so: {why}"
                    );
                }
            }
        }
    }
}

#[test]
fn sliding_tiles_hints_name_the_tile_that_slides_and_the_ring_is_on_it() {
    for puzzle in ["fifteen", "huarong"] {
        let mut b = board(puzzle);
        let status = b.status();
        let text = english(&status.hint_text.unwrap());
        assert!(text.starts_with("slide "), "{puzzle}: {text}");
        let cell = status.hint_cell.unwrap();
        let frame = b.frame();
        let tile = frame
            .pieces
            .iter()
            .find(|p| (p.row, p.col) == cell)
            .expect("a tile is ringed");
        if puzzle == "fifteen" {
            assert_eq!(
                text,
                format!("slide {} {}", tile.label, word_of(&text).word())
            );
        }
        // The blank-move notation stays for paths: the hint's letter is the blank's, the other way.
        let (hint, way) = (status.hint.unwrap(), status.hint_dir.unwrap());
        assert_eq!(
            Dir::read(&hint).unwrap().opposite().letter(),
            way,
            "{puzzle}"
        );
    }
}

#[test]
fn a_tilt_that_moves_nothing_counts_as_the_judge_counts_it_and_says_so() {
    let mut b = board("omnigravity");
    b.input(&UserInput::Key {
        key: "ArrowDown".into(),
    })
    .unwrap();
    let down = b.frame();
    assert_eq!(b.status().note, None, "the first tilt moved pieces");
    b.input(&UserInput::Key {
        key: "ArrowLeft".into(),
    })
    .unwrap();
    assert_eq!(b.move_count(), 2, "the judge counts it, so does the page");
    assert_eq!(b.frame().state, down.state);
    let note = english(&b.status().note.expect("a word that nothing moved"));
    assert!(
        note.contains("moved nothing") && note.contains("left"),
        "{note}"
    );
    b.undo();
    assert_eq!(b.status().note, None);
}

#[test]
fn omnigravity_has_a_goal_shown_on_the_board_and_the_same_win_and_review() {
    let mut b = board("omnigravity");
    let start = optimal(b.as_mut());
    let gallery = b.gallery();
    let goal = b.frame().goal;
    assert_eq!(goal.len(), 4, "the goal's four pieces are drawn");
    let deepest = gallery.last().unwrap();
    assert_eq!(
        start as usize,
        deepest.moves.len(),
        "the goal is the farthest reachable state"
    );
    assert_eq!(goal, deepest.pieces);
    while !b.status().goal {
        let hint = b.status().hint.unwrap();
        b.play(&hint).unwrap();
    }
    let status = b.status();
    assert_eq!(
        status.solved.as_ref().map(english).as_deref(),
        Some(format!("Solved in {start} tilts (optimal: {start})!").as_str())
    );
    let pieces: Vec<_> = b
        .frame()
        .pieces
        .iter()
        .map(|p| (p.label.clone(), p.row, p.col))
        .collect();
    let wanted: Vec<_> = goal
        .iter()
        .map(|p| (p.label.clone(), p.row, p.col))
        .collect();
    assert_eq!(pieces, wanted, "the pieces stand on their outlines");
    let review = b.review(0, REVIEW_ROWS);
    assert_eq!(
        (review.extra, review.mistakes, review.solved),
        (Some(0), 0, true)
    );
    let line = english(&review.line);
    assert!(
        line.starts_with(&format!("Solved in {start} tilts: no extra tilts")),
        "{line}"
    );
    assert!(
        b.ratings().iter().all(|r| r.optimal.is_some()),
        "tilts are rated against the goal"
    );
}

#[test]
fn every_puzzle_has_a_one_line_goal_for_a_newcomer() {
    for info in infos() {
        let goal = english(&info.goal);
        assert!(goal.starts_with("Goal: "), "{}", info.name);
        assert!(
            goal.len() < 130 && !goal.contains('\n'),
            "{}: {goal}",
            info.name,
        );
        assert!(!goal.contains('`'), "plain words, not the statement's code");
    }
}

/// A game of `pairs` wasted moves there and back, then the hints to the goal.
fn long_game(puzzle: &str, pairs: usize) -> (Box<dyn Board>, Vec<Dir>) {
    let mut b = board(puzzle);
    let first = Dir::read(&b.status().hint.unwrap()).unwrap();
    let mut moves: Vec<Dir> = [first, first.opposite()].repeat(pairs);
    let mut end = board(puzzle);
    while !end.status().goal {
        let hint = Dir::read(&end.status().hint.unwrap()).unwrap();
        end.play(&hint.write()).unwrap();
        moves.push(hint);
    }
    b.restore(&Dir::write_path(&moves), moves.len()).unwrap();
    (b, moves)
}

#[test]
fn a_long_game_is_reviewed_a_bounded_stretch_per_request_and_listed_by_windows() {
    let (mut b, moves) = long_game("huarong", 50_000);
    let played = moves.len();
    let mut last = 0;
    let mut calls = 0;
    let review = loop {
        let review = b.review(played - 10, 50);
        calls += 1;
        assert!(
            review.reviewed >= last && review.reviewed - last <= 20_000,
            "{} after {last}",
            review.reviewed
        );
        assert_eq!(
            (review.played, review.solved, review.extra),
            (played, true, Some(100_000))
        );
        assert!(review.moves.len() <= 50);
        last = review.reviewed;
        if review.reviewed == played {
            break review;
        }
        let line = english(&review.line);
        assert!(
            line.contains(&format!("reviewed {last} of {played} so far")),
            "{line}"
        );
    };
    assert!(
        calls >= 5,
        "100,000 moves take several stretches, not one ({calls})"
    );
    assert_eq!(review.from, played - 10);
    assert_eq!(review.moves.len(), 10, "the last ten moves, to the goal");
    let path = played - 100_000;
    let tail = &review.moves[10 - path..];
    assert!(
        tail.iter().all(|m| !m.mistake && m.after == m.before - 1),
        "the hints to the goal"
    );
    // Every wasted pair: the hinted move is one closer, the move back a mistake.
    assert_eq!((review.mistakes, review.first_mistake), (50_000, Some(1)));
    let window = b.review(1_000, 4);
    assert_eq!(
        window.moves.iter().map(|m| m.mistake).collect::<Vec<_>>(),
        [false, true, false, true]
    );
    assert!(
        b.review(0, usize::MAX).moves.len() <= REVIEW_ROWS,
        "a reply lists at most REVIEW_ROWS moves"
    );
}

#[test]
fn a_windowed_review_agrees_with_the_optimum_of_every_state_played() {
    for puzzle in ["fifteen", "huarong", "holedox", "omnigravity"] {
        let mut b = board(puzzle);
        let mut rand = puzzle_tests::Rand(27);
        let mut played = Vec::new();
        let mut optima = vec![optimal(b.as_mut())];
        for _ in 0..2_000 {
            if played.len() == 120 {
                break;
            }
            let dir = Dir::ALL[rand.below(4)];
            if b.play(&dir.write()).is_ok() {
                let after = optimal(b.as_mut());
                // Away from dead ends (a snake shut in), so that the walk goes on.
                if after < 0 {
                    b.undo();
                    continue;
                }
                played.push(dir);
                optima.push(after);
            }
        }
        assert!(played.len() >= 10, "{puzzle}");
        let mut b = board(puzzle);
        b.restore(&Dir::write_path(&played), played.len()).unwrap();
        let mut rows = Vec::new();
        while rows.len() < played.len() {
            let review = b.review(rows.len(), 7);
            rows.extend(review.moves);
        }
        for (i, row) in rows.iter().enumerate() {
            assert_eq!(
                (row.before, row.after),
                (optima[i], optima[i + 1]),
                "{puzzle}: move {i}"
            );
            assert_eq!(
                row.mistake,
                optima[i] >= 0 && optima[i + 1] != optima[i] - 1
            );
        }
    }
}
