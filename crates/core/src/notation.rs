//! How a puzzle writes one move, and a path of them, as text: the only form of a move outside its puzzle's folder.
//! Partners: grid.rs (`Dir`, the notation of the four U/D/L/R puzzles), session/ (paths kept and replayed),
//! crates/wasm/src/protocol.rs (paths in and out of the page), each `puzzles/<name>/mod.rs` (its own move type).

use std::fmt::Debug;
use std::hash::Hash;

use crate::scan::quote;

/// One move of a puzzle, with its one text form: the string used in the permalink, the stepper, export, storage,
/// tests and the CLI. The page and the shared code never look inside a move: they hold its text.
pub trait Notation: Sized + Clone + Eq + Hash + Debug + 'static {
    /// What separates two moves in a path's text: `""` when every move is one letter (`UDLR`), `" "` otherwise.
    const SEPARATOR: &'static str;
    /// An example of a move, for messages ("expected a move such as U").
    const EXAMPLE: &'static str;
    /// What one move of a path's text is called: `"letter"` or `"word"` ("each letter is one move of the blank").
    const TOKEN: &'static str;
    /// The message id of what the moves' texts mean, for the page's note beside exported paths, in the page's language
    /// (`"notation-udlr"`: "U up, D down, L left, R right"; a puzzle's own in its `.ftl` files).
    const MEANING: &'static str;

    /// The move's text.
    fn write(&self) -> String;
    /// The move written `text` (one token of a path), or `None` when `text` is no move of this puzzle.
    fn read(text: &str) -> Option<Self>;

    /// A path as text: the moves' texts joined by [`Notation::SEPARATOR`].
    fn write_path(path: &[Self]) -> String {
        path.iter()
            .map(Self::write)
            .collect::<Vec<_>>()
            .join(Self::SEPARATOR)
    }

    /// Each move of a path as its own text, in order (as the page holds a path).
    fn tokens(path: &[Self]) -> Vec<String> {
        path.iter().map(Self::write).collect()
    }

    /// Reads a path's text: with an empty separator each character that is not white space is one move, otherwise
    /// the moves are the words between white space. The error names the first bad move, 1-based, and what it was.
    fn read_path(text: &str) -> Result<Vec<Self>, PathError> {
        let read = |index: usize, token: &str| {
            Self::read(token).ok_or_else(|| PathError {
                index,
                found: token.to_string(),
                message: format!(
                    "expected a move such as {}, found {}",
                    Self::EXAMPLE,
                    quote(token)
                ),
            })
        };
        if Self::SEPARATOR.is_empty() {
            let mut buffer = [0u8; 4];
            text.chars()
                .filter(|c| !c.is_whitespace())
                .enumerate()
                .map(|(i, c)| read(i, c.encode_utf8(&mut buffer)))
                .collect()
        } else {
            text.split_whitespace()
                .enumerate()
                .map(|(i, token)| read(i, token))
                .collect()
        }
    }
}

/// A path's text that does not read: which move (0-based) and the message that says so.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("move {}: {message}", index + 1)]
pub struct PathError {
    /// The index of the first move that does not read.
    pub index: usize,
    /// That move's text.
    pub found: String,
    /// What is wrong with it: `expected a move such as U, found "x"`.
    pub message: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Dir;

    #[test]
    fn letters_read_back_and_bad_ones_are_named() {
        let path = Dir::read_path("UDl R").unwrap();
        assert_eq!(Dir::write_path(&path), "UDLR");
        assert_eq!(Dir::tokens(&path), ["U", "D", "L", "R"]);
        let error = Dir::read_path("UDX").unwrap_err();
        assert_eq!(error.index, 2);
        assert_eq!(
            error.to_string(),
            "move 3: expected a move such as U, found \"X\""
        );
    }
}
