//! Edits: each tool of a puzzle's Info, applied at cells of its boards, is refused with a reason or gives a new
//! valid board, whose judge input parses back to the same board; a resize within the Info's limit gives a valid
//! board of that size (partners: main.rs `boards`, crates/core/src/input.rs `UserInput::Tool`, each puzzle's
//! `Game::edit`).

use puzzle_core::l10n::english;
use puzzle_core::Applied;
use puzzle_core::{infos, load_board, Board, UserInput};

use super::{boards, each_puzzle};

/// Applies `input` to a fresh copy of `board`: `Ok(None)` when refused for an edit, `Ok(Some(text))` with the edited
/// board's judge input, which must load back to the same frame.
fn edited(puzzle: &str, board: &dyn Board, input: &UserInput) -> Result<Option<String>, String> {
    let text = board.judge_input(false);
    let mut copy = load_board(puzzle, &text, 0).map_err(|e| format!("{text}: {e}"))?;
    match copy.input(input) {
        Ok(Applied::Edited) => {}
        Ok(other) => return Err(format!("{input:?} edits nothing but did {other:?}")),
        Err(refused) if refused.to_string().is_empty() => {
            return Err("refused without a word".into())
        }
        Err(_) => return Ok(None),
    }
    let frame = copy.frame();
    let again = copy.judge_input(false);
    let loaded = load_board(puzzle, &again, 0).map_err(|e| format!("{again}: {e}"))?;
    if loaded.frame() != frame {
        return Err(format!("{again}: loads back as another board"));
    }
    Ok(Some(again))
}

/// A few cells of a `rows x cols` board: its corners, its middle and one beside it.
fn cells(rows: usize, cols: usize) -> Vec<(usize, usize)> {
    let mut cells = vec![
        (0, 0),
        (0, cols - 1),
        (rows - 1, 0),
        (rows - 1, cols - 1),
        (rows / 2, cols / 2),
        (rows / 2, (cols / 2 + 1).min(cols - 1)),
    ];
    cells.dedup();
    cells
}

#[test]
fn every_tool_is_refused_with_a_reason_or_makes_a_valid_board() {
    each_puzzle(|puzzle| {
        let info = infos().into_iter().find(|i| i.name == puzzle).unwrap();
        assert!(!info.tools.is_empty(), "{puzzle}: a tool to edit with");
        for (what, board) in boards(puzzle).into_iter().take(3) {
            let frame = board.frame();
            let mut applied = 0;
            for tool in info.tools {
                for cell in cells(frame.rows, frame.cols) {
                    let mut path = vec![cell];
                    if tool.path {
                        let (row, col) = cell;
                        let next = if col + 1 < frame.cols {
                            (row, col + 1)
                        } else {
                            (row, col.saturating_sub(1))
                        };
                        path.push(next);
                    }
                    let input = UserInput::Tool {
                        tool: tool.id.to_string(),
                        cells: path,
                    };
                    match edited(puzzle, board.as_ref(), &input) {
                        Ok(Some(_)) => applied += 1,
                        Ok(None) => {}
                        Err(why) => panic!("{what}, tool {} at {cell:?}: {why}", tool.id),
                    }
                }
            }
            assert!(applied > 0, "{what}: no tool edits any of its cells");
        }
    });
}

#[test]
fn a_resize_within_the_limit_gives_a_board_of_that_size_and_past_it_is_refused() {
    each_puzzle(|puzzle| {
        let info = infos().into_iter().find(|i| i.name == puzzle).unwrap();
        let Some((rows, cols)) = info.resize else {
            return;
        };
        let (_, board) = boards(puzzle).swap_remove(0);
        for (r, c) in [(rows, cols), (rows.min(3), cols.min(3))] {
            let input = UserInput::Resize {
                rows: r.to_string(),
                cols: c.to_string(),
            };
            if let Some(text) = edited(puzzle, board.as_ref(), &input)
                .unwrap_or_else(|why| panic!("{puzzle} {r}x{c}: {why}"))
            {
                let frame = load_board(puzzle, &text, 0).unwrap().frame();
                assert_eq!((frame.rows, frame.cols), (r, c), "{puzzle}: resized");
            }
        }
        let input = UserInput::Resize {
            rows: (rows + 1).to_string(),
            cols: cols.to_string(),
        };
        assert_eq!(
            edited(puzzle, board.as_ref(), &input),
            Ok(None),
            "{puzzle}: past the limit"
        );
    });
}

#[test]
fn a_tool_the_puzzle_does_not_list_and_a_resize_of_a_fixed_board_are_refused_as_edits_naming_them()
{
    use puzzle_core::Refused;
    let all = infos();
    each_puzzle(|puzzle| {
        let info = all.iter().find(|i| i.name == puzzle).unwrap();
        // Every other puzzle's tools, and one no puzzle has: each puzzle owns its edits, so none of these means
        // anything here.
        let foreign = all
            .iter()
            .flat_map(|other| other.tools.iter().map(|t| t.id))
            .chain(["no-such-tool"])
            .filter(|id| info.tools.iter().all(|t| t.id != *id));
        let (_, board) = boards(puzzle).swap_remove(0);
        for id in foreign {
            let mut copy = load_board(puzzle, &board.judge_input(false), 0).unwrap();
            let input = UserInput::Tool {
                tool: id.to_string(),
                cells: vec![(0, 0), (0, 1)],
            };
            match copy.input(&input) {
                Err(Refused::Edit(why)) => {
                    let why = english(&why);
                    assert!(why.contains(id), "{puzzle}, tool {id}: {why}")
                }
                other => panic!("{puzzle}, tool {id}: {other:?}"),
            }
        }
        if info.resize.is_none() {
            let mut copy = load_board(puzzle, &board.judge_input(false), 0).unwrap();
            let input = UserInput::Resize {
                rows: "3".into(),
                cols: "3".into(),
            };
            match copy.input(&input) {
                Err(Refused::Edit(why)) => {
                    let why = english(&why);
                    assert!(why.contains("resize"), "{puzzle}: {why}")
                }
                other => panic!("{puzzle}, a resize: {other:?}"),
            }
        }
    });
}
