//! Native tests of the worker's answers (`service.rs`): boards, neutral inputs, typed faults, ratings and review.

use super::*;
use puzzle_core::l10n::english;
use puzzle_core::UserInput;

/// Loads case `case` of `puzzle`'s sample and answers its view (also used by `lab_tests.rs`).
pub(crate) fn load(service: &mut Service, puzzle: &str, case: &str) -> Result<View, Fault> {
    let request = Request::Load {
        puzzle: puzzle.into(),
        input: None,
        case: case.into(),
        history: String::new(),
        at: None,
        search: true,
        quiet: false,
    };
    match service.handle(request)? {
        Reply::View(view) => Ok(view),
        other => panic!("expected a view, found {other:?}"),
    }
}

fn input(service: &mut Service, puzzle: &str, input: UserInput) -> Result<View, Fault> {
    match service.handle(Request::Input {
        puzzle: puzzle.into(),
        input,
    })? {
        Reply::View(view) => Ok(view),
        other => panic!("expected a view, found {other:?}"),
    }
}

#[test]
fn a_key_is_one_request_and_one_whole_view() {
    let mut service = Service::new();
    let first = load(&mut service, "holedox", "1").unwrap();
    assert_eq!(first.status.optimal, Some(9));
    let hint = first.status.hint.unwrap();
    let key = match hint.as_str() {
        "U" => "ArrowUp",
        "D" => "ArrowDown",
        "L" => "ArrowLeft",
        _ => "ArrowRight",
    };
    let view = input(&mut service, "holedox", UserInput::Key { key: key.into() }).unwrap();
    assert_eq!((view.move_count, view.status.optimal), (1, Some(8)));
    assert_eq!(view.history, hint.to_string());
}

#[test]
fn faults_are_typed_and_in_the_page_words() {
    let mut service = Service::new();
    let no_board = service
        .handle(Request::Undo {
            puzzle: "huarong".into(),
        })
        .unwrap_err();
    assert_eq!(no_board.kind, FaultKind::Request);
    let bad_case = load(&mut service, "huarong", "1e9").unwrap_err();
    assert_eq!(
        (bad_case.kind, bad_case.text.to_string().as_str()),
        (
            FaultKind::Edit,
            "expected a case number from 1 to 2, found \"1e9\""
        )
    );
    let huge = load(&mut service, "huarong", "99999999999999999999").unwrap_err();
    assert!(
        huge.text
            .to_string()
            .ends_with("found \"99999999999999999999\""),
        "{}",
        huge.text
    );
    let seed = service
        .handle(Request::Generate {
            puzzle: "holedox".into(),
            seed: "1.5".into(),
            level: 0,
        })
        .unwrap_err();
    assert_eq!(seed.kind, FaultKind::Edit);
    assert!(
        seed.text.to_string().contains("found \"1.5\""),
        "{}",
        seed.text
    );
    let parse = service
        .handle(Request::Judge {
            puzzle: "holedox".into(),
            input: "x".into(),
        })
        .unwrap_err();
    assert_eq!(
        (parse.kind, parse.line, parse.column),
        (FaultKind::Parse, 1, 1)
    );
    load(&mut service, "huarong", "1").unwrap();
    let far = input(&mut service, "huarong", UserInput::Click { cell: (0, 0) }).unwrap_err();
    assert_eq!(far.kind, FaultKind::Nothing);
}

#[test]
fn seeds_use_the_whole_range() {
    let mut service = Service::new();
    let mut boards = Vec::new();
    for seed in ["0", "4294967296", "9007199254740993"] {
        let request = Request::Generate {
            puzzle: "huarong".into(),
            seed: seed.into(),
            level: 0,
        };
        match service.handle(request).unwrap() {
            Reply::View(view) => boards.push(view.board),
            other => panic!("{other:?}"),
        }
    }
    assert_ne!(boards[0], boards[1]);
    assert_ne!(boards[1], boards[2]);
}

#[test]
fn load_restores_history_and_frames_are_spread() {
    let mut service = Service::new();
    let view = load(&mut service, "holedox", "1").unwrap();
    let path = match service
        .handle(Request::Judge {
            puzzle: "holedox".into(),
            input: view.board.clone(),
        })
        .unwrap()
    {
        Reply::Judged { cases, .. } => cases[0].moves.clone().unwrap(),
        other => panic!("{other:?}"),
    };
    let request = Request::Load {
        puzzle: "holedox".into(),
        input: Some(view.board.clone()),
        case: "1".into(),
        history: path.clone(),
        at: Some(4),
        search: true,
        quiet: false,
    };
    let Reply::View(restored) = service.handle(request).unwrap() else {
        panic!()
    };
    assert_eq!(
        (restored.move_count, restored.history.as_str()),
        (4, path.as_str())
    );
    let Reply::Frames(all) = service
        .handle(Request::Frames {
            puzzle: "holedox".into(),
            input: None,
            moves: path.clone(),
            most: 100,
        })
        .unwrap()
    else {
        panic!()
    };
    assert_eq!(all.len(), path.len() + 1);
    assert!(all.iter().enumerate().all(|(i, f)| f.step == i));
    let Reply::Frames(few) = service
        .handle(Request::Frames {
            puzzle: "holedox".into(),
            input: None,
            moves: path.clone(),
            most: 3,
        })
        .unwrap()
    else {
        panic!()
    };
    // The same frames from the board given as input, in a worker that holds none.
    let Reply::Frames(given) = Service::new()
        .handle(Request::Frames {
            puzzle: "holedox".into(),
            input: Some(view.board.clone()),
            moves: path.clone(),
            most: 3,
        })
        .unwrap()
    else {
        panic!()
    };
    assert_eq!(given, few);
    assert_eq!(
        (few.len(), &few[0], &few[2]),
        (3, &all[0], &all[all.len() - 1])
    );
    let steps: Vec<usize> = few.iter().map(|f| f.step).collect();
    assert_eq!(steps, [0, path.len() / 2, path.len()]);
    assert_eq!(
        few[1],
        all[path.len() / 2],
        "each frame shows the step it names"
    );
}

/// Sends `input` to `puzzle`'s board; the view, or the fault's kind and message.
fn act(service: &mut Service, puzzle: &str, input: UserInput) -> Result<View, (FaultKind, String)> {
    self::input(service, puzzle, input).map_err(|f| (f.kind, f.message.to_string()))
}

fn tool(name: &str, cells: &[(usize, usize)]) -> UserInput {
    UserInput::Tool {
        tool: name.into(),
        cells: cells.to_vec(),
    }
}

#[test]
fn huarong_clicks_swipes_and_drags_mean_what_the_page_showed() {
    let mut service = Service::new();
    load(&mut service, "huarong", "1").unwrap();
    // The blank is at (3, 2): the tile above it slides down into it when clicked or swiped down.
    let clicked = act(&mut service, "huarong", UserInput::Click { cell: (1, 1) }).unwrap();
    assert_eq!(clicked.history, "U");
    service
        .handle(Request::Undo {
            puzzle: "huarong".into(),
        })
        .unwrap();
    let swiped = act(
        &mut service,
        "huarong",
        UserInput::Swipe { dir: "D".into() },
    )
    .unwrap();
    assert_eq!(
        swiped.frame, clicked.frame,
        "a swipe down moves the blank up"
    );
    let (kind, message) =
        act(&mut service, "huarong", UserInput::Click { cell: (0, 3) }).unwrap_err();
    assert_eq!(
        kind,
        FaultKind::Nothing,
        "issue 15 bug 10: a tile that cannot move says so"
    );
    assert!(message.contains("not next to the blank"), "{message}");
    service
        .handle(Request::Undo {
            puzzle: "huarong".into(),
        })
        .unwrap();
    let (kind, message) = act(
        &mut service,
        "huarong",
        UserInput::Key {
            key: "ArrowLeft".into(),
        },
    )
    .unwrap_err();
    assert_eq!(kind, FaultKind::Illegal);
    // An arrow slides a tile the way it points (issue 27, point 2): the tile right of the blank, which is fixed.
    assert_eq!(
        message,
        "no tile can slide left into the blank: (3, 3), right of it, is a fixed cell"
    );
    // Edit mode: drag the blank from (3, 2) onto (2, 3); put the target with its tool.
    let dragged = act(
        &mut service,
        "huarong",
        UserInput::Drag {
            from: (2, 1),
            to: (1, 2),
        },
    )
    .unwrap();
    assert!(
        dragged.board.ends_with("2 3 1 2 2 2\n"),
        "{}",
        dragged.board
    );
    let targeted = act(&mut service, "huarong", tool("target", &[(0, 3)])).unwrap();
    assert!(
        targeted.board.ends_with("2 3 1 2 1 4\n"),
        "{}",
        targeted.board
    );
    let (kind, _) = act(
        &mut service,
        "huarong",
        UserInput::Drag {
            from: (2, 3),
            to: (0, 0),
        },
    )
    .unwrap_err();
    assert_eq!(kind, FaultKind::Edit);
}

#[test]
fn holedox_clicks_move_the_head_and_the_snake_tool_traces_a_path() {
    let mut service = Service::new();
    load(&mut service, "holedox", "1").unwrap();
    let moved = act(&mut service, "holedox", UserInput::Click { cell: (4, 0) }).unwrap();
    assert_eq!(moved.history, "D");
    let (kind, _) = act(&mut service, "holedox", UserInput::Click { cell: (0, 5) }).unwrap_err();
    assert_eq!(kind, FaultKind::Nothing);
    // The pointer went right twice, back once, then down: the snake is that path, head first.
    let drawn = act(
        &mut service,
        "holedox",
        tool("snake", &[(0, 3), (0, 4), (0, 5), (0, 4), (1, 4)]),
    )
    .unwrap();
    let cells: Vec<(usize, usize)> = drawn.frame.pieces.iter().map(|p| (p.row, p.col)).collect();
    assert_eq!(cells, [(0, 3), (0, 4), (1, 4)]);
    assert_eq!(drawn.move_count, 0, "an edit starts afresh");
    let stone = act(&mut service, "holedox", tool("wall", &[(4, 5)])).unwrap();
    assert_eq!(stone.frame.cells[4 * 6 + 5], puzzle_core::frame::Cell::Wall);
    let (kind, message) = act(
        &mut service,
        "holedox",
        UserInput::Drag {
            from: (0, 3),
            to: (2, 2),
        },
    )
    .unwrap_err();
    assert_eq!(kind, FaultKind::Edit, "{message}");
    let (kind, message) = act(
        &mut service,
        "holedox",
        UserInput::Resize {
            rows: "0".into(),
            cols: "5".into(),
        },
    )
    .unwrap_err();
    assert_eq!(kind, FaultKind::Edit);
    assert!(message.contains("found 0"), "{message}");
}

#[test]
fn omnigravity_tilts_by_wasd_and_edits_by_tool_and_drag() {
    let mut service = Service::new();
    let first = load(&mut service, "omnigravity", "1").unwrap();
    let line = english(&first.status.line);
    assert!(
        line.ends_with("; visited 0 of 110 reachable states"),
        "{line}"
    );
    let tilted = act(
        &mut service,
        "omnigravity",
        UserInput::Key { key: "w".into() },
    )
    .unwrap();
    assert_eq!(tilted.history, "U");
    assert!(english(&tilted.status.line).ends_with("; visited 1 of 110 reachable states"));
    let (kind, _) = act(
        &mut service,
        "omnigravity",
        UserInput::Click { cell: (0, 0) },
    )
    .unwrap_err();
    assert_eq!(kind, FaultKind::Nothing);
    load(&mut service, "omnigravity", "1").unwrap();
    let dragged = act(
        &mut service,
        "omnigravity",
        UserInput::Drag {
            from: (0, 4),
            to: (0, 3),
        },
    )
    .unwrap();
    let a = &dragged.frame.pieces[0];
    assert_eq!((a.label.as_str(), a.row, a.col), ("A", 0, 3));
    // A piece put at the last column is pushed back onto the board.
    let (kind, message) = act(&mut service, "omnigravity", tool("D", &[(7, 7)])).unwrap_err();
    assert_eq!(kind, FaultKind::Edit);
    assert!(message.contains("piece D at (7, 7)"), "{message}");
    let wall = act(&mut service, "omnigravity", tool("wall", &[(0, 0)])).unwrap();
    assert_eq!(wall.frame.cells[0], puzzle_core::frame::Cell::Wall);
}

#[test]
fn ratings_and_review_answer_for_the_board_shown() {
    let mut service = Service::new();
    let ask = |service: &mut Service, request| service.handle(request).unwrap();
    let no_board = service.handle(Request::Ratings {
        puzzle: "holedox".into(),
    });
    assert_eq!(no_board.unwrap_err().kind, FaultKind::Request);
    let first = load(&mut service, "holedox", "1").unwrap();
    let Reply::Ratings(ratings) = ask(
        &mut service,
        Request::Ratings {
            puzzle: "holedox".into(),
        },
    ) else {
        panic!()
    };
    let best = ratings.iter().find(|r| r.kind == "better").unwrap();
    assert_eq!(Some(&best.mv), first.status.hint.as_ref());
    assert_eq!(best.optimal, Some(8));
    assert_eq!(ratings.len(), 1, "the snake has one way out at first");
    // Follow the best moves until there is a worse one, then take it.
    let mut played = String::new();
    let (hint, worse) = loop {
        let Reply::Ratings(ratings) = ask(
            &mut service,
            Request::Ratings {
                puzzle: "holedox".into(),
            },
        ) else {
            panic!()
        };
        let best = ratings
            .iter()
            .find(|r| r.kind == "better")
            .unwrap()
            .mv
            .clone();
        if let Some(worse) = ratings.iter().find(|r| r.kind != "better") {
            break (best, worse.mv.clone());
        }
        played.push_str(&best);
        let at = played.len();
        let history = played.clone();
        ask(
            &mut service,
            Request::Replay {
                puzzle: "holedox".into(),
                history,
                at,
            },
        );
    };
    let at = played.len();
    played.push_str(&worse);
    let history = played.clone();
    ask(
        &mut service,
        Request::Replay {
            puzzle: "holedox".into(),
            history,
            at: at + 1,
        },
    );
    let Reply::Review(review) = ask(
        &mut service,
        Request::Review {
            puzzle: "holedox".into(),
            from: 0,
            count: None,
        },
    ) else {
        panic!()
    };
    assert_eq!((review.optimal, review.first_mistake), (9, Some(at)));
    assert_eq!(review.better, Some(hint));
    assert_eq!(review.moves.len(), at + 1);
    assert!(review.extra.unwrap() > 0);
}

/// Issue 27, point 22: a link's path is replayed from the board's start by the core; an illegal move is refused with
/// its step and the rules' words, and the board is left as it was.
#[test]
fn a_path_is_replayed_and_refused_at_its_first_illegal_move() {
    let mut service = Service::new();
    let start = load(&mut service, "fifteen", "1").unwrap();
    let path = |service: &mut Service, moves: &str| {
        service.handle(Request::Path {
            puzzle: "fifteen".into(),
            moves: moves.into(),
        })
    };
    let Reply::Path { legal, refused } = path(&mut service, "UDUUUUU").unwrap() else {
        panic!("expected a path reply")
    };
    assert_eq!(legal, 4);
    assert_eq!(
        refused.map(|why| why.to_string()).as_deref(),
        // A path's U moves the blank up: the tile above it slides down, and there is none.
        Some("no tile can slide down into the blank: it is on the board's top edge")
    );
    assert_eq!(
        path(&mut service, "UD").unwrap(),
        Reply::Path {
            legal: 2,
            refused: None
        }
    );
    assert_eq!(service.view("fifteen").unwrap(), start);
    // A move that does not read (a link's path is typed text) is refused where it stands, as an illegal one is.
    let Reply::Path { legal, refused } = path(&mut service, "UX").unwrap() else {
        panic!("expected a path reply")
    };
    assert_eq!(
        (legal, refused.map(|why| why.to_string()).as_deref()),
        (1, Some("expected a move such as U, found \"X\""))
    );
    let none = Service::new()
        .handle(Request::Path {
            puzzle: "fifteen".into(),
            moves: "U".into(),
        })
        .unwrap_err();
    assert_eq!(none.kind, FaultKind::Request);
}

#[test]
fn each_case_carries_its_answer_as_the_judge_printed_it() {
    let mut service = Service::new();
    for puzzle in puzzle_core::PUZZLES {
        let input = puzzle_core::sample(puzzle).unwrap().to_string();
        let Reply::Judged { output, cases, .. } = service
            .handle(Request::Judge {
                puzzle: (*puzzle).into(),
                input,
            })
            .unwrap()
        else {
            panic!("{puzzle}: a judge run answers Judged");
        };
        // The output is each case's printed answer laid out: a record under its header, or one line.
        let laid_out: String = (1..)
            .zip(&cases)
            .map(|(k, case)| match puzzle_core::header(puzzle) {
                Some(header) => format!("{header}{k}\n{}\n\n", case.printed),
                None if puzzle_core::numbered(puzzle) => format!("Case {k}: {}\n", case.printed),
                None => format!("{}\n", case.printed),
            })
            .collect();
        assert_eq!(output, laid_out, "{puzzle}: {cases:?}");
        for case in &cases {
            assert!(
                !case.printed.starts_with("Case") && !case.printed.contains('\n'),
                "{puzzle}: {:?}",
                case.printed
            );
        }
    }
    // Klotski prints three counts; its answer field holds the default one.
    let judged = service
        .handle(Request::Judge {
            puzzle: "klotski".into(),
            input: "1\n5 4\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n4 2\n".into(),
        })
        .unwrap();
    let Reply::Judged { cases, .. } = judged else {
        panic!("Judged");
    };
    assert_eq!(
        (cases[0].printed.as_str(), cases[0].answer),
        ("116 90 81", 81)
    );
}

#[test]
fn a_level_loads_by_id_and_a_win_is_marked_against_the_optimum() {
    let mut service = Service::default();
    let Reply::Levels(levels) = service
        .handle(Request::Levels {
            puzzle: "fifteen".into(),
        })
        .unwrap()
    else {
        panic!("expected levels")
    };
    assert_eq!(levels[0].id, "d1-1");
    for id in ["d1-1", "daily-2026-12-05"] {
        let Reply::View(view) = service
            .handle(Request::Level {
                puzzle: "fifteen".into(),
                id: id.into(),
            })
            .unwrap()
        else {
            panic!("expected a view")
        };
        let outcome = service.handle(Request::Outcome {
            puzzle: "fifteen".into(),
        });
        assert!(matches!(outcome, Ok(Reply::Outcome(None))));
        let mut status = view.status;
        while let Some(hint) = status.hint.clone() {
            let board = service.board("fifteen").unwrap();
            board.play(&hint).unwrap();
            status = board.status();
        }
        let Ok(Reply::Outcome(Some(outcome))) = service.handle(Request::Outcome {
            puzzle: "fifteen".into(),
        }) else {
            panic!("expected an outcome")
        };
        assert_eq!(outcome.mark, puzzle_core::session::Mark::Optimal, "{id}");
        assert_eq!(Some(outcome.played), outcome.optimum);
    }
    let unknown = service
        .handle(Request::Level {
            puzzle: "fifteen".into(),
            id: "d9-1".into(),
        })
        .unwrap_err();
    assert!(
        unknown.text.to_string().contains("d9-1"),
        "{}",
        unknown.text
    );
}
