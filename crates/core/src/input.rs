//! Neutral input from the page (a key, a cell clicked, a swipe, a drag, an edit tool at cells) and what the core makes of
//! it: each puzzle's `Game::interpret` turns a [`UserInput`] into an [`Action`], a move or an edit of the puzzle's own
//! `Game::Edit`; `session/` and `board.rs` apply it.

use serde::Deserialize;

use crate::grid::Dir;
use crate::notation::Notation;
use crate::text::Text;

/// A 0-based `(row, column)` cell as the page sends it (`[row, col]`).
pub type Cell = (usize, usize);

/// What the person did, in the page's words: no puzzle rule is applied yet.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
// The page writes `{kind: "click", cell}`; the worker (crates/wasm/src/lib.rs) hands serde `{click: {cell}}`.
#[serde(rename_all = "camelCase")]
pub enum UserInput {
    /// A key pressed on the board while playing (`KeyboardEvent.key`).
    Key {
        /// The key, e.g. `"ArrowUp"` or `"w"`.
        key: String,
    },
    /// A move letter `U D L R` (an on-screen move button, or a step along a path).
    Move {
        /// The letter.
        letter: String,
    },
    /// A tap or click on a cell while playing.
    Click {
        /// The cell.
        cell: Cell,
    },
    /// A swipe across the board while playing, in the direction the finger went.
    Swipe {
        /// `U D L R`.
        dir: String,
    },
    /// While playing, a key pressed with the piece on cell `at` picked (see [`crate::Info::pick`]): an arrow moves
    /// that piece.
    KeyAt {
        /// The key, e.g. `"ArrowUp"`.
        key: String,
        /// A cell of the picked piece.
        at: Cell,
    },
    /// While playing, the piece on `from` sent to `to`: a press on `from` released on `to`, or a tap on `to` with
    /// the piece on `from` picked (see [`crate::Info::pick`]).
    Pull {
        /// A cell of the piece.
        from: Cell,
        /// Where the pointer let go, or the cell tapped.
        to: Cell,
    },
    /// In edit mode, a press on `from` released on another cell `to`.
    Drag {
        /// Where the press began.
        from: Cell,
        /// Where it ended.
        to: Cell,
    },
    /// In edit mode, tool `tool` applied at `cells`: one cell, or for a path tool every cell the pointer or the cursor
    /// visited, in order (the core makes the path of it).
    Tool {
        /// A tool id of the puzzle's [`crate::Info::tools`].
        tool: String,
        /// The cells, in order.
        cells: Vec<Cell>,
    },
    /// In edit mode, a new board size, as typed.
    Resize {
        /// Rows asked for.
        rows: String,
        /// Columns asked for.
        cols: String,
    },
}

/// What an input means on the board as it stands: `M` is the puzzle's move type and `E` its edit type (see
/// [`crate::Game::Move`] and [`crate::Game::Edit`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action<M, E> {
    /// Play this move.
    Move(M),
    /// Play these moves in turn, each one undone on its own (Sokoban: a click walks you there, a box dragged is
    /// pushed there); the core found them legal.
    Moves(Vec<M>),
    /// Change the board.
    Edit(E),
}

/// Why an input does nothing: a move the rules refuse, or an input that means nothing here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not a move on this board (a click far from the blank, a key the puzzle does not use); the text says why.
    Nothing(Text),
    /// An edit that cannot be made; the text says what was expected and what was found.
    Edit(Text),
}

/// The direction of the arrow keys (`ArrowUp`...), the default meaning of keys for four-direction puzzles.
pub fn arrow(key: &str) -> Option<Dir> {
    match key {
        "ArrowUp" => Some(Dir::Up),
        "ArrowDown" => Some(Dir::Down),
        "ArrowLeft" => Some(Dir::Left),
        "ArrowRight" => Some(Dir::Right),
        _ => None,
    }
}

/// The arrow keys for sliding-tile puzzles, where the blank moves: an arrow slides a tile the way it points (as in
/// most sliding-puzzle apps, and as a swipe does), so the blank moves the other way.
pub fn arrow_slides(key: &str) -> Option<Dir> {
    arrow(key).map(Dir::opposite)
}

/// Where the cell one step towards `dir` lies from another: "above", "below", "left of", "right of".
pub fn beside(dir: Dir) -> Text {
    Text::new(match dir {
        Dir::Up => "beside-up",
        Dir::Down => "beside-down",
        Dir::Left => "beside-left",
        Dir::Right => "beside-right",
    })
}

/// The board's side towards `dir`, for "on the board's left edge": "top", "bottom", "left", "right".
pub fn edge(dir: Dir) -> Text {
    Text::new(match dir {
        Dir::Up => "edge-up",
        Dir::Down => "edge-down",
        Dir::Left => "edge-left",
        Dir::Right => "edge-right",
    })
}

/// Why no tile slides into the blank from beyond the board's edge towards `dir` (the blank's move).
pub fn blank_at_edge(dir: Dir) -> Text {
    Text::new("blank-blocked-edge")
        .arg("way", dir.opposite().text())
        .arg("edge", edge(dir))
}

/// The direction from `from` to the orthogonally adjacent `to`, or `None` when they are not neighbours.
pub fn towards(from: Cell, to: Cell) -> Option<Dir> {
    Dir::ALL
        .into_iter()
        .find(|d| d.step(from, usize::MAX, usize::MAX) == Some(to))
}

/// A tap on `cell` with the blank at `blank` (sliding-tile puzzles): the tile slides in, so the blank moves towards the
/// tap; a tile that is not next to the blank is refused, saying so.
pub fn slide_into_blank<E>(blank: Cell, cell: Cell) -> Result<Action<Dir, E>, Refusal> {
    towards(blank, cell).map(Action::Move).ok_or_else(|| {
        Refusal::Nothing(
            Text::new("tap-not-beside-blank")
                .arg("cell", crate::grid::show_cell(cell))
                .arg("blank", crate::grid::show_cell(blank)),
        )
    })
}

/// The path a pointer or cursor traced over `cells`: a step back onto the previous cell undoes the last step, and a
/// cell that is not next to the path's end, or already on it, is skipped.
pub fn trace(cells: &[Cell]) -> Vec<Cell> {
    let mut path: Vec<Cell> = Vec::with_capacity(cells.len());
    for &cell in cells {
        let len = path.len();
        if len >= 2 && path[len - 2] == cell {
            path.pop();
        } else if len == 0 || (towards(path[len - 1], cell).is_some() && !path.contains(&cell)) {
            path.push(cell);
        }
    }
    path
}

/// A count typed by the person, e.g. a number of rows; the refusal names what was typed.
fn whole(text: &str, what: &str) -> Result<usize, Refusal> {
    text.trim().parse().map_err(|_| {
        Refusal::Edit(
            Text::new("edit-not-whole")
                .arg("what", what)
                .arg("found", crate::scan::quote(text)),
        )
    })
}

/// The refusal of an input that a puzzle does not use, e.g. a click on OmniGravity.
pub fn unused(input: &UserInput) -> Refusal {
    let what = match input {
        UserInput::Key { key } | UserInput::KeyAt { key, .. } => {
            Text::new("input-key").arg("key", crate::scan::quote(key))
        }
        UserInput::Move { letter } => {
            Text::new("input-move").arg("move", crate::scan::quote(letter))
        }
        UserInput::Click { .. } => Text::new("input-click"),
        UserInput::Swipe { .. } | UserInput::Pull { .. } => Text::new("input-swipe"),
        UserInput::Tool { tool, .. } => {
            return Refusal::Edit(
                Text::new("edit-unused-tool").arg("tool", crate::scan::quote(tool)),
            )
        }
        UserInput::Resize { .. } => return Refusal::Edit(Text::new("edit-unused-resize")),
        UserInput::Drag { .. } => return Refusal::Edit(Text::new("edit-unused-drag")),
    };
    Refusal::Nothing(Text::new("input-does-nothing").arg("what", what))
}

/// The board size typed in edit mode ([`UserInput::Resize`]) as whole numbers of rows and columns, or the refusal
/// naming what was typed; the puzzle checks its own limits.
pub fn size(rows: &str, cols: &str) -> Result<(usize, usize), Refusal> {
    Ok((whole(rows, "rows")?, whole(cols, "columns")?))
}

/// A board size's check against a puzzle's limits: each side from `min` to `max`, or the refusal naming the side.
pub fn sides_within(rows: usize, cols: usize, min: usize, max: usize) -> Result<(), Text> {
    for (what, n) in [("rows", rows), ("columns", cols)] {
        if !(min..=max).contains(&n) {
            return Err(Text::new("edit-side")
                .arg("what", what)
                .arg("min", min)
                .arg("max", max)
                // As typed (a string: Fluent's numbers are doubles, and a size may be 2^64 - 1).
                .arg("found", n.to_string()));
        }
    }
    Ok(())
}

/// The common part of every four-direction puzzle's `interpret`: keys by `key_dir`, move letters and swipes by
/// `swipe_dir`; `None` for the inputs only the puzzle knows (clicks, drags, tools, resizes).
pub fn common<E>(
    input: &UserInput,
    key_dir: fn(&str) -> Option<Dir>,
    swipe_dir: fn(Dir) -> Dir,
) -> Option<Result<Action<Dir, E>, Refusal>> {
    let refused = || Err(unused(input));
    Some(match input {
        UserInput::Key { key } => key_dir(key).map(Action::Move).map_or_else(refused, Ok),
        UserInput::Move { letter: text } => {
            Dir::read(text).map(Action::Move).map_or_else(refused, Ok)
        }
        UserInput::Swipe { dir } => Dir::read(dir)
            .map(|d| Action::Move(swipe_dir(d)))
            .map_or_else(refused, Ok),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trace_backtracks_and_skips_jumps_and_repeats() {
        let cells = [
            (0, 0),
            (0, 1),
            (0, 2),
            (0, 1),
            (1, 1),
            (3, 3),
            (1, 0),
            (0, 0),
        ];
        assert_eq!(trace(&cells), vec![(0, 0), (0, 1), (1, 1), (1, 0)]);
        assert_eq!(trace(&[]), Vec::<Cell>::new());
    }

    #[test]
    fn towards_only_neighbours() {
        assert_eq!(towards((1, 1), (0, 1)), Some(Dir::Up));
        assert_eq!(towards((1, 1), (1, 2)), Some(Dir::Right));
        assert_eq!(towards((1, 1), (2, 2)), None);
        assert_eq!(towards((0, 0), (0, 0)), None);
    }

    #[test]
    fn typed_sizes_are_whole_numbers_or_refused_with_what_was_typed() {
        let resize = size;
        assert_eq!(resize(" 5", "6"), Ok((5, 6)));
        let refused = |r: Result<(usize, usize), Refusal>| match r {
            Err(Refusal::Edit(why)) => why.to_string(),
            other => panic!("{other:?}"),
        };
        assert_eq!(
            refused(resize("1.5", "6")),
            "expected a whole number of rows, found \"1.5\""
        );
        assert!(refused(resize("5", "-1")).contains("columns"));
    }
}
