//! Sokoban's many-box board on the page: XSB levels loaded as boards, the move rule against the naive one, hints and
//! "lost" flags against the brute force, click walks and box drags, XSB written back, edits (partners: `mod.rs`,
//! `boxes.rs` the many-box oracle, crates/core/src/puzzles/sokoban/{board,play}.rs).

use proptest::prelude::*;
use puzzle_core::frame::Cell;
use puzzle_core::puzzles::sokoban::board::{read as boards, BoardState, SokobanBoard};
use puzzle_core::puzzles::sokoban::SokobanMove;
use puzzle_core::session::{Game, Session};
use puzzle_core::{Applied, Board, Notation, Refused, UserInput};
use puzzle_tests::english;

use super::boxes::{many_brute, many_replay, many_spec, many_step, many_walked, Many, LURD};
use super::oracle::Pos;

/// The one board of an XSB `text`.
fn board(text: &str) -> SokobanBoard {
    let mut all = boards(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(all.len(), 1, "{text}");
    all.remove(0)
}

/// The board of a random `level`, through its XSB.
fn board_of(level: &Many) -> SokobanBoard {
    board(&level.xsb((level.player, &level.boxes), ' '))
}

/// The boxes of `state` sorted, as the oracle keeps them.
fn sorted(state: &BoardState) -> Vec<Pos> {
    let mut boxes = state.boxes.clone();
    boxes.sort_unstable();
    boxes
}

/// The moves as LURD, as the oracle reads them.
fn lurd(moves: &[SokobanMove]) -> String {
    let letters = "udlr";
    moves
        .iter()
        .map(|m| {
            let dir = puzzle_core::Dir::ALL
                .iter()
                .position(|&d| d == m.dir)
                .unwrap();
            let c = letters.as_bytes()[dir] as char;
            if m.push {
                c.to_ascii_uppercase()
            } else {
                c
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// 1500 random levels of 1 to 3 boxes, from a state a random walk away: each of the 8 moves is allowed exactly
    /// when the naive rule makes it, to the same state; a state flagged lost has no solution by the brute force; the
    /// hint's path replays in exactly the brute force's (pushes, moves); the board writes itself back as XSB that
    /// reads back to that state.
    #[test]
    fn the_board_plays_flags_and_hints_as_the_brute_force(
        spec in many_spec(),
        walk in prop::collection::vec(0..4usize, 0..24),
    ) {
        let level = spec.build();
        let game = board_of(&level);
        let (player, boxes) = many_walked(&level, &walk);
        // The same state in the core's order of boxes: walk the core's board the same way.
        let mut state = game.start();
        let mut played = Vec::new();
        for &step in &walk {
            for push in [false, true] {
                let mv = SokobanMove { dir: puzzle_core::Dir::ALL[step % 4], push };
                if let Ok(next) = game.apply(&state, &mv) {
                    state = next;
                    played.push(mv);
                    break;
                }
            }
        }
        // The walk as a level file: the level as it starts, the walk in the oracle's LURD.
        let file = game.level_file(&game.start(), &played, game.is_goal(&state)).expect("Sokoban writes XSB");
        prop_assert_eq!(&file, &level_file(&game, &game.start(), &played, game.is_goal(&state)));
        prop_assert_eq!((state.player, sorted(&state)), (player, boxes.clone()));
        let mask = |bs: &[Pos]| bs.iter().fold(0u64, |m, &(r, c)| m | 1 << (r * level.cols + c));
        for (dir, &(letter, _, _)) in LURD.iter().enumerate() {
            let want = many_step(&level, (player, mask(&boxes)), dir);
            for push in [false, true] {
                let text = if push { letter.to_ascii_uppercase() } else { letter };
                let mv = SokobanMove::read(&text.to_string()).expect("a LURD letter");
                let got = game.apply(&state, &mv).ok().map(|s| (s.player, mask(&s.boxes)));
                let expected = want.filter(|&(_, p)| p == push).map(|(s, _)| s);
                prop_assert_eq!(got, expected, "{} from {:?}", text, state);
            }
        }
        let best = many_brute(&level, player, &boxes);
        if let Some(why) = game.lost(&state) {
            prop_assert_eq!(best, None, "flagged lost but solvable: {}", english(&why));
        }
        let mut solver = game.solver();
        match (best, game.solve(&mut solver, &state)) {
            (Some(want), Some(path)) => {
                let replayed = many_replay(&level, player, &boxes, &lurd(&path));
                prop_assert_eq!(replayed, Ok(want));
                // The hint's path from here as a file: this state's level, then its solution in LURD.
                let here = game.at(&state);
                let file = here.level_file(&here.start(), &path, true).expect("Sokoban writes XSB");
                prop_assert_eq!(&file, &level_file(&here, &here.start(), &path, true));
                let back = board(&file);
                prop_assert_eq!((back.level.player, sorted(&back.start())), (player, boxes.clone()));
                let pushes = path.iter().filter(|m| m.push).count();
                prop_assert_eq!(game.optima(&mut solver, &state), vec![pushes as i64, path.len() as i64]);
            }
            (None, None) => prop_assert_eq!(game.gave_up(&mut solver, &state), None),
            (want, got) => prop_assert!(false, "brute {:?}, board {:?}", want, got),
        }
        let text = game.judge_input(&state);
        let back = board(&text);
        prop_assert_eq!((back.level.player, sorted(&back.start())), (player, boxes));
    }

    /// 600 random levels: a click on any cell walks you there by a shortest walk when one exists (never a push), and
    /// a box dragged to a cell gets there with every other box still, in legal moves.
    #[test]
    fn clicks_walk_and_drags_push(spec in many_spec(), pick in 0..64usize, to in 0..64usize) {
        let level = spec.build();
        let game = board_of(&level);
        let state = game.start();
        let cells = level.rows * level.cols;
        let cell = ((pick % cells) / level.cols, pick % level.cols);
        if let Some(walk) = game.walk_to(&state, cell) {
            prop_assert!(walk.iter().all(|m| !m.push));
            let mut at = state.clone();
            for mv in &walk {
                at = game.apply(&at, mv).expect("a legal walk");
            }
            prop_assert_eq!(at.player, cell);
            // No shorter walk: a plain breadth-first walk around the boxes.
            prop_assert_eq!(walk.len(), distance(&level, &state, cell).expect("reachable"));
        } else {
            prop_assert_eq!(distance(&level, &state, cell), None);
        }
        let from = state.boxes[pick % state.boxes.len()];
        let goal = ((to % cells) / level.cols, to % level.cols);
        if let Ok(moves) = game.push_to(&state, from, goal) {
            let mut at = state.clone();
            for mv in &moves {
                at = game.apply(&at, mv).expect("a legal push");
            }
            let moved = state.boxes.iter().position(|&b| b == from).unwrap();
            for (i, (&was, &now)) in state.boxes.iter().zip(&at.boxes).enumerate() {
                prop_assert_eq!(now, if i == moved { goal } else { was });
            }
        }
    }
}

/// The level file the board should write for `moves` from `start`: its XSB there, the counts, then the moves in the
/// oracle's LURD under `Solution` when they solve it, else `Moves` (the level alone for no moves).
fn level_file(
    game: &SokobanBoard,
    start: &BoardState,
    moves: &[SokobanMove],
    solves: bool,
) -> String {
    if moves.is_empty() {
        return game.judge_input(start);
    }
    let pushes = moves.iter().filter(|m| m.push).count();
    let key = if solves { "Solution" } else { "Moves" };
    format!(
        "{}; Pushes: {pushes}, moves: {}\n; {key}: {}\n",
        game.judge_input(start),
        moves.len(),
        lurd(moves)
    )
}

/// The fewest steps from you to `to` on `level` around the boxes of `state`.
fn distance(level: &Many, state: &BoardState, to: Pos) -> Option<usize> {
    let mut seen = vec![state.player];
    let mut layer = vec![state.player];
    for steps in 0.. {
        if layer.contains(&to) {
            return Some(steps);
        }
        let mut next = Vec::new();
        for &cell in &layer {
            for &(_, dr, dc) in &LURD {
                if let Some(n) = level.free(cell, (dr, dc)) {
                    if !state.boxes.contains(&n) && !seen.contains(&n) {
                        seen.push(n);
                        next.push(n);
                    }
                }
            }
        }
        if next.is_empty() {
            return None;
        }
        layer = next;
    }
    None
}

/// A two-box level: `@` left, two boxes, two goals right.
const TWO: &str = "; two\n#######\n#@$ $.#\n#    .#\n#######\n";

#[test]
fn an_xsb_level_loads_as_a_board_with_its_boxes_and_writes_xsb_back() {
    let mut session = puzzle_core::load_case("sokoban", TWO, "1").expect("an XSB level loads");
    let frame = session.frame();
    let kinds: Vec<String> = frame
        .pieces
        .iter()
        .map(|p| format!("{} {} ({}, {})", p.id, p.kind, p.row, p.col))
        .collect();
    assert_eq!(kinds, ["0 box (1, 2)", "1 box (1, 4)", "2 keeper (1, 1)"]);
    assert_eq!(frame.state, "2 2 2 3 2 5");
    // Goals of several are drawn as goals (no locator ring each); a level's one goal is its target.
    let goals: Vec<usize> = (0..frame.cells.len())
        .filter(|&i| frame.cells[i] == Cell::Dock)
        .collect();
    assert_eq!(goals, [12, 19]);
    let one = puzzle_core::load_case("sokoban", "#####\n#@$.#\n#####\n", "1").expect("a level");
    assert_eq!(one.frame().cells[8], Cell::Target);
    assert_eq!(
        session.judge_input(false),
        "#######\n#@$ $.#\n#    .#\n#######\nTitle: two\n"
    );
    assert_eq!(
        session.input(&UserInput::Key {
            key: "ArrowRight".into()
        }),
        Ok(Applied::Moved("E".into()))
    );
    assert_eq!(
        session.judge_input(true),
        "#######\n# @$$.#\n#    .#\n#######\nTitle: two\n"
    );
    let blocked = session.play("E").unwrap_err();
    assert_eq!(
        english(&blocked.reason),
        "the box cannot be pushed right: a box is at (2, 5)"
    );
    let status = session.status();
    assert_eq!(status.optimal, Some(-1));
    assert!(
        english(&status.line)
            .starts_with("No solution from here: the box at (2, 4) is frozen off a goal"),
        "{}",
        english(&status.line)
    );
    let frozen: Vec<&str> = session.frame().pieces.iter().map(|p| p.kind).collect();
    assert_eq!(
        frozen,
        ["frozen", "frozen", "keeper"],
        "two boxes side by side against the wall"
    );
    assert!(session.undo());
    // Both boxes can only slide along the top wall, to the one goal there: the search proves it, no flag says so.
    let status = session.status();
    assert_eq!(status.optimal, Some(-1));
    assert_eq!(english(&status.line), "No solution from here");
}

#[test]
fn hints_followed_solve_a_many_box_level_in_its_optimal_counts() {
    let text = "#######\n#     #\n#@$ $.#\n#    .#\n#######\n";
    let mut session = Session::new(board(text));
    let status = session.status();
    assert_eq!(
        english(&status.line),
        "Optimal from here: 5 pushes, 10 moves"
    );
    let mut played = 0;
    let mut status = status;
    while let Some(hint) = status.hint.clone() {
        session
            .play(SokobanMove::read(&hint).expect("a move"))
            .expect("legal");
        played += 1;
        status = session.status();
    }
    assert!(status.goal);
    // Right (box 1 to (3, 4)), down to (4, 4) from above, box 2 onto its goal, box 1 right twice.
    assert_eq!(played, 10);
    assert_eq!(
        status.solved.as_ref().map(english).as_deref(),
        Some("Solved in 10 moves (optimal: 10), 5 pushes (optimal: 5)!")
    );
}

#[test]
fn a_collection_is_many_levels_and_a_pasted_path_reads_in_lurd() {
    let text = format!("{TWO}\n; one\n#####\n#@$.#\n#####\n");
    let loaded = puzzle_core::load_case("sokoban", &text, "2").expect("level 2 loads");
    assert_eq!(loaded.frame().pieces.len(), 2);
    let mut loaded = loaded;
    assert_eq!(
        loaded.path_moves("R").map(|m| m.join("")),
        Ok("E".to_string())
    );
    loaded.play("R").expect("a push in LURD");
    assert!(loaded.status().goal);
    let judge =
        puzzle_core::load_case("sokoban", "1 3\nSBT\n0 0\n", "1").expect("judge input still loads");
    assert_eq!(judge.judge_input(false), "1 3\nSBT\n0 0\n");
    let bad = puzzle_core::load_case("sokoban", "#####\n#@$x#\n#####\n", "1")
        .err()
        .expect("refused");
    assert!(bad.to_string().starts_with("line 2, column 4"), "{bad}");
}

#[test]
fn a_drag_pushes_a_box_there_and_a_tap_walks() {
    let mut session = Session::new(board(TWO));
    let pull = |from, to| UserInput::Pull { from, to };
    let walked = Board::input(&mut session, &UserInput::Click { cell: (2, 3) });
    assert_eq!(walked, Ok(Applied::Moved("see".into())));
    assert!(session.undo() && session.undo() && session.undo());
    // The box at (1, 4) onto the goal at (1, 5): walk round below, push once.
    let pushed = Board::input(&mut session, &pull((1, 4), (1, 5)));
    assert_eq!(pushed, Ok(Applied::Moved("seenE".into())));
    let refused = Board::input(&mut session, &pull((1, 2), (0, 2))).unwrap_err();
    assert!(matches!(refused, Refused::Nothing(_)));
    assert_eq!(
        refused.to_string(),
        "the box at (2, 3) cannot be pushed to (1, 3) with the other boxes where they stand"
    );
    let walk = Board::input(&mut session, &pull((1, 4), (2, 1)));
    assert_eq!(
        walk,
        Ok(Applied::Moved("swww".into())),
        "a press on you walks you"
    );
}

#[test]
fn xsb_edits_toggle_boxes_goals_and_walls() {
    let game = board(TWO);
    let state = game.start();
    let tool = |tool: &str, cell| UserInput::Tool {
        tool: tool.into(),
        cells: vec![cell],
    };
    let edit = |game: &SokobanBoard, input: UserInput| match game.interpret(&game.start(), &input) {
        Ok(puzzle_core::input::Action::Edit(edit)) => game.edit(&game.start(), &edit),
        other => panic!("{other:?}"),
    };
    let more = edit(&game, tool("box", (2, 2))).expect("a third box");
    assert_eq!(more.start().boxes.len(), 3);
    assert_eq!(
        english(&more.lost(&more.start()).expect("3 boxes, 2 goals")),
        "3 boxes for 2 goals: every box needs a goal of its own"
    );
    // The page keeps the board midway as its text and loads it after a reload: the level reads back, lost as it was,
    // while the judge still refuses it as an input.
    let kept = more.judge_input(&more.start());
    let mut reloaded =
        puzzle_core::load_case("sokoban", &kept, "1").expect("an edited level reloads");
    assert_eq!(reloaded.view().board, kept);
    assert!(puzzle_core::judge("sokoban", &kept).is_err(), "{kept}");
    let none = edit(
        &edit(&game, tool("box", (1, 2))).unwrap(),
        tool("box", (1, 4)),
    );
    let none = none.expect("no box left");
    assert!(none.start().boxes.is_empty());
    let text = none.judge_input(&none.start());
    assert!(
        puzzle_core::load_case("sokoban", &text, "1").is_ok(),
        "{text}"
    );
    let fewer = edit(&more, tool("box", (2, 2))).expect("taken away");
    assert_eq!(fewer.start(), state);
    let goals = edit(&more, tool("target", (2, 1))).expect("a third goal");
    assert_eq!(goals.level.goals().len(), 3);
    let wall = edit(&game, tool("wall", (2, 1))).expect("a wall");
    assert!(wall.level.wall[wall.level.index((2, 1))]);
    let refused = edit(&game, tool("wall", (1, 2))).unwrap_err();
    assert_eq!(
        english(&refused),
        "expected the rock off you, the box and the target, found the box at (2, 3)"
    );
}

#[test]
fn generated_many_box_levels_are_proved_in_their_range_and_repeat_for_a_seed() {
    use puzzle_core::puzzles::sokoban::boxes::{solve, Outcome};
    use puzzle_core::puzzles::sokoban::levels::proven_title;
    use puzzle_core::puzzles::sokoban::play::LEVELS;
    let mazes = LEVELS.len() - puzzle_core::puzzles::sokoban::levels::LEVELS.len();
    let ranges = [(2, 5, 12), (3, 8, 20), (4, 12, 30)];
    for (i, &(boxes, lo, hi)) in ranges.iter().enumerate() {
        let mut inside = 0;
        for seed in 0..12 {
            let game = SokobanBoard::generate(seed, mazes + i);
            assert_eq!(
                game,
                SokobanBoard::generate(seed, mazes + i),
                "deterministic"
            );
            assert!(game.xsb && game.level.consistent(), "{game:?}");
            assert_eq!(game.level.boxes.len(), boxes);
            let Outcome::Solved { pushes, moves, .. } = solve(&game.level, 1_000_000).outcome
            else {
                panic!("a generated level is solvable: {}", game.level.xsb());
            };
            // Its title states its optimum, which a search with a larger budget confirms.
            let title = proven_title(seed, boxes, pushes, moves);
            assert_eq!(game.level.title.as_deref(), Some(title.as_str()));
            inside += usize::from((lo..=hi).contains(&pushes));
        }
        assert!(
            inside >= 10,
            "{boxes} boxes: only {inside} of 12 levels in {lo}-{hi} pushes"
        );
    }
}

#[test]
fn odd_many_box_states_never_panic() {
    let game = board(TWO);
    let far = (usize::MAX, 0);
    let odd = [
        BoardState {
            player: (1, 1),
            boxes: vec![(1, 2), far],
        },
        BoardState {
            player: far,
            boxes: vec![(1, 2), (1, 4)],
        },
        BoardState {
            player: (1, 1),
            boxes: vec![(1, 2), (1, 2)],
        },
        BoardState {
            player: (1, 1),
            boxes: vec![(0, 0), (1, 4)],
        },
        BoardState {
            player: (1, 2),
            boxes: vec![(1, 2), (1, 4)],
        },
        BoardState {
            player: (1, 1),
            boxes: vec![],
        },
    ];
    for state in odd {
        let inputs = [
            UserInput::Click { cell: (2, 3) },
            UserInput::Click { cell: far },
            UserInput::Pull {
                from: (1, 2),
                to: (1, 5),
            },
            UserInput::Pull {
                from: far,
                to: (1, 1),
            },
            UserInput::Pull {
                from: (1, 4),
                to: far,
            },
            UserInput::Key {
                key: "ArrowRight".into(),
            },
        ];
        for input in &inputs {
            let _ = game.interpret(&state, input);
        }
        let _ = (
            game.frame(&state),
            game.lost(&state),
            game.judge_input(&state),
        );
        let mut solver = game.solver();
        assert_eq!(game.solve(&mut solver, &state), None, "{state:?}");
        let _ = (game.gave_up(&mut solver, &state), game.insight(&state));
        let _ = game.xray_solver(&mut solver, &state);
    }
}

#[test]
fn a_search_past_the_page_budget_says_no_proof_not_no_solution() {
    // Seven boxes in an open room: the A* takes more than the page's 300,000 states.
    let text = "##############\n#@           #\n# $  $  $  $ #\n#            #\n#  $  $  $   #\n#            #\n\
                #            #\n#      ......#\n#       .    #\n##############\n";
    let mut session = Session::new(board(text));
    let status = session.status();
    assert_eq!(
        (status.optimal, status.hint, status.goal),
        (None, None, false)
    );
    assert_eq!(
        english(&status.line),
        "Fewest moves from here: no proof within 300000 states searched (the search gave up)"
    );
}
