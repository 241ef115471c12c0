//! Parse errors with a 1-based line and column, their control characters escaped; raised by `scan.rs`, shown by the
//! CLI and the page.

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
    /// An error at `line`, `column` with the given message, its control characters
    /// escaped (`\u{1b}`, see [`escape_controls`]) however it was built:
    /// the CLI prints it to a terminal and the page shows it.
    pub fn new(line: usize, column: usize, message: impl Into<String>) -> Self {
        let message = message.into();
        let message = if message.chars().any(char::is_control) {
            escape_controls(&message)
        } else {
            message
        };
        ParseError {
            line,
            column,
            message,
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
    /// A case number that is not one of the input's, as typed.
    #[error("expected a case number from 1 to {count}, found {found}")]
    NoCase {
        /// What was asked for, quoted when it is not a number.
        found: String,
        /// How many cases the input has.
        count: usize,
    },
    /// The puzzle does not support the request (e.g. `solve omnigravity`).
    #[error("{0}")]
    Unsupported(String),
    /// A contestant's output that cannot be checked (over the input limit, not UTF-8), located in the output.
    #[error("the output, line {}, column {}: {}", .0.line, .0.column, .0.message)]
    Output(ParseError),
}

/// `text` with every control character (C0, DEL and C1: [`char::is_control`])
/// written as Rust writes it, `\u{1b}`, so that a message quoting the input cannot
/// drive the terminal (retitle it, clear it, ring it) or hide in the page.
/// Anything else, backslashes included, is kept as it is.
pub fn escape_controls(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_in_a_message_are_escaped_however_it_was_built() {
        // As a parser that quotes a found character itself would build it.
        let e = ParseError::new(
            3,
            3,
            format!("expected one of A B C D . #, found \"{}\"", '\u{1b}'),
        );
        assert_eq!(e.message, r#"expected one of A B C D . #, found "\u{1b}""#);
        let e = ParseError::new(1, 1, "a\u{7}b\0c\u{7f}d\u{9b}e\tf\r\ng");
        assert_eq!(e.message, r"a\u{7}b\u{0}c\u{7f}d\u{9b}e\u{9}f\u{d}\u{a}g");
        assert!(!e.to_string().chars().any(char::is_control));
        // Already escaped text and printable characters are kept.
        let e = ParseError::new(1, 1, r#"found "\u{1b}é华""#);
        assert_eq!(e.message, r#"found "\u{1b}é华""#);
    }
}
