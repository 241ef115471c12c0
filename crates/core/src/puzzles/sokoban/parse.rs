//! Sokoban judge parser: mazes `r c` and `r` rows of `# . S B T` (and our `+ *`: you or the box on the target), up to the end line `0 0`, every rule checked
//! (partners: `mod.rs` the maze type and limits, `crate::scan` tokens, `tests/cases/sokoban/bad-*`,
//! `tests/sokoban/judge.rs`).

use super::{Pos, SokobanGame, MAX_SIDE};
use crate::grid::show_cell as show;
use crate::scan::{expected_found, quote, Scanner, END_OF_INPUT};
use crate::text::Text;
use crate::ParseError;

/// Every maze of a judge input, up to the end line `0 0`.
pub(super) fn parse(text: &str) -> Result<Vec<SokobanGame>, ParseError> {
    let mut scanner = Scanner::new(text);
    let mut mazes = Vec::new();
    while let Some(maze) = parse_maze(&mut scanner, mazes.len() + 1)? {
        mazes.push(maze);
    }
    scanner.finish()?;
    Ok(mazes)
}

/// Whether a token is the integer zero, read as [`Scanner::int`] reads numbers.
fn is_zero(text: &str) -> bool {
    Scanner::new(text).int("0", 0, 0).is_ok()
}

/// One maze (number `maze`, 1-based), or `None` after the end line `0 0`.
fn parse_maze(sc: &mut Scanner, maze: usize) -> Result<Option<SokobanGame>, ParseError> {
    match sc.clone().next_token() {
        None => {
            return Err(sc.end_error(expected_found(Text::new("sokoban-r-or-end"), END_OF_INPUT)))
        }
        Some(token) if is_zero(token.text) => {
            sc.next_token();
            let expected = Text::new("sokoban-end-line");
            let token = sc.expect(expected.clone())?;
            if !is_zero(token.text) {
                return Err(token.unexpected(expected));
            }
            return Ok(None);
        }
        Some(_) => {}
    }
    let (rows, _) = sc.usize("r", 1, MAX_SIDE)?;
    let (cols, _) = sc.usize("c", 1, MAX_SIDE)?;
    let mut rock = Vec::with_capacity(rows * cols);
    let (mut player, mut boxed, mut target): (Option<Pos>, Option<Pos>, Option<Pos>) =
        (None, None, None);
    let mut first_row = None;
    for row in 0..rows {
        let what = Text::new("sokoban-row-of-maze")
            .arg("row", row + 1)
            .arg("maze", maze);
        let token = sc.row(what, cols)?;
        first_row.get_or_insert(token);
        for (col, c) in token.text.chars().enumerate() {
            let cell = (row, col);
            let at = |message: Text| ParseError::new(token.line, token.column + col, message);
            // `+` and `*` (you or the box on the target, as XSB writes them) are ours: a board played to there.
            let (first, second) = match c {
                '#' | '.' => (None, None),
                'S' => (Some(('S', &mut player)), None),
                'B' => (Some(('B', &mut boxed)), None),
                'T' => (Some(('T', &mut target)), None),
                '+' => (Some(('S', &mut player)), Some(('T', &mut target))),
                '*' => (Some(('B', &mut boxed)), Some(('T', &mut target))),
                other => {
                    return Err(at(
                        Text::new("sokoban-cell-char").arg("found", quote(&other.to_string()))
                    ))
                }
            };
            for (what, slot) in [first, second].into_iter().flatten() {
                if let Some(first) = *slot {
                    return Err(at(Text::new("sokoban-twice")
                        .arg("what", what.to_string())
                        .arg("maze", maze)
                        .arg("first", show(first))
                        .arg("cell", show(cell))));
                }
                *slot = Some(cell);
            }
            rock.push(c == '#');
        }
    }
    let missing = |what: char| {
        let message = Text::new("sokoban-missing")
            .arg("what", what.to_string())
            .arg("maze", maze);
        match first_row {
            Some(token) => token.error(message),
            None => sc.end_error(message),
        }
    };
    let player = player.ok_or_else(|| missing('S'))?;
    let boxed = boxed.ok_or_else(|| missing('B'))?;
    let target = target.ok_or_else(|| missing('T'))?;
    Ok(Some(SokobanGame {
        rows,
        cols,
        rock,
        player,
        boxed,
        target,
    }))
}
