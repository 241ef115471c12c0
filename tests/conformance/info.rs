//! What the page shows of each puzzle (`puzzle_core::infos()`) agrees with what the core does: the facts that the
//! traits state are the Info's, never restated apart (partners: crates/core/src/info.rs `Info::of`, lib.rs).

use puzzle_core::l10n::english;
use puzzle_core::{has_paths, infos, levels, load_board, report, sample, PUZZLES};

use super::path::replay;

#[test]
fn every_puzzles_info_says_what_its_judge_and_its_boards_do() {
    let infos = infos();
    let names: Vec<&str> = infos.iter().map(|info| info.name).collect();
    assert_eq!(
        names, PUZZLES,
        "one Info per puzzle, in the registry's order"
    );
    for info in &infos {
        let puzzle = info.name;
        let sample = sample(puzzle).expect("a sample");
        let judged = report(puzzle, sample).expect("the sample judges");
        let paths = judged.cases.iter().any(|case| case.moves.is_some());
        assert_eq!(info.paths, has_paths(puzzle), "{puzzle}: paths");
        assert_eq!(
            info.paths, paths,
            "{puzzle}: paths, as its judge gives them"
        );
        assert_eq!(info.levels, levels(puzzle).unwrap(), "{puzzle}: levels");
        assert!(!info.levels.is_empty(), "{puzzle}: a level to generate");
        let mut board = load_board(puzzle, sample, 0).unwrap();
        let status = board.status();
        assert_eq!(
            info.views.goal,
            paths && status.optimal.is_some(),
            "{puzzle}: the goal view, where answers are paths to a goal"
        );
        let (one, many) = (english(&info.move_word.0), english(&info.move_word.1));
        assert!(
            one != many && !one.is_empty(),
            "{puzzle}: {:?}",
            info.move_word
        );
        // The words the page counts moves in are those the core's own texts use: play the hints to the goal.
        let mut played = 0;
        while let Some(hint) = board.status().hint {
            replay(board.as_mut(), &hint.to_string()).expect("the hint plays");
            played += 1;
            assert!(played <= 500, "{puzzle}: the hints reach the goal");
        }
        if let Some(solved) = board.status().solved {
            let solved = english(&solved);
            let word = if played == 1 { &one } else { &many };
            assert!(
                solved.starts_with(&format!("Solved in {played} {word} ")),
                "{puzzle}: {solved}"
            );
        }
        let tools: Vec<&str> = info.tools.iter().map(|tool| tool.id).collect();
        let unique: std::collections::BTreeSet<&str> = tools.iter().copied().collect();
        assert_eq!(unique.len(), tools.len(), "{puzzle}: tool ids are unique");
        // Its words are messages (tests/messages.rs checks both languages have them).
        assert!(!info.statement.is_empty(), "{puzzle}: its statement");
    }
}

/// A puzzle whose Info names a level format writes every sample board with its optimal path in it, and the file reads
/// back as a level of the same optimum; an illegal path is refused at its move; a puzzle without one writes nothing
/// (`Board::level_file`, `Info::level_format`, `puzzle_core::reads_levels`).
#[test]
fn a_level_file_is_written_exactly_for_a_puzzle_with_a_level_format() {
    for info in infos() {
        let puzzle = info.name;
        let sample = sample(puzzle).expect("a sample");
        let judged = report(puzzle, sample).expect("the sample judges");
        for (index, case) in judged.cases.iter().enumerate() {
            let board = load_board(puzzle, sample, index).unwrap();
            let path = case.moves.clone().unwrap_or_default();
            let file = board.level_file(&path).expect("the judge's path replays");
            match info.level_format {
                None => assert_eq!(file, None, "{puzzle}: no level format, no file"),
                Some(format) => {
                    puzzle_core::reads_levels(puzzle, format).expect("the CLI reads the format");
                    let file = file.expect("a level file");
                    let back = report(puzzle, &file).expect("the file reads back");
                    assert_eq!(back.cases.len(), 1, "{puzzle}: one level, {file}");
                    assert_eq!(
                        back.cases[0].answer,
                        case.answer,
                        "{puzzle} case {}: {file}",
                        index + 1
                    );
                    if let Some(first) = board.legal_moves().first() {
                        let twice =
                            format!("{first}{first}{first}{first}{first}{first}{first}{first}");
                        let bad = board.check_path(&twice).err().map(|(at, _)| at);
                        let refused = board.level_file(&twice).err().map(|(at, _)| at);
                        assert_eq!(
                            refused, bad,
                            "{puzzle}: a bad path is refused where a replay stops"
                        );
                    }
                }
            }
        }
    }
}
