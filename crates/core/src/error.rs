//! Parse errors with a 1-based line and column; raised by `scan.rs`, shown by the CLI and the page.

use serde::Serialize;

/// Input that breaks the judge format or the statement's rules.
///
/// `line` and `column` are 1-based and count characters (a tab or a CR is one
/// column). The message says what was expected and what was found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ParseError {
    /// 1-based line of the offending text.
    pub line: usize,
    /// 1-based column (in characters) of the offending text.
    pub column: usize,
    /// What was expected and what was found.
    pub message: String,
}

impl ParseError {
    /// An error at `line`, `column` with the given message.
    pub fn new(line: usize, column: usize, message: impl Into<String>) -> Self {
        ParseError {
            line,
            column,
            message: message.into(),
        }
    }
}

/// A failure of a whole request: an unknown puzzle, an unsupported command, or bad input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The judge input does not parse or breaks a rule of the statement.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// No puzzle of that name.
    #[error("unknown puzzle {0:?}: expected omnigravity, huarong, holedox or fifteen")]
    UnknownPuzzle(String),
    /// A case number past the end of the input.
    #[error("expected a case number between 1 and {count}, found {}", .index + 1)]
    NoCase {
        /// The 0-based case asked for.
        index: usize,
        /// How many cases the input has.
        count: usize,
    },
    /// The puzzle does not support the request (e.g. `solve omnigravity`).
    #[error("{0}")]
    Unsupported(String),
}
