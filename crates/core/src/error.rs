//! Parse errors with a 1-based line and column, their control characters escaped; raised by `scan.rs`, shown by the
//! CLI and the page.

use std::fmt;

use serde::Serialize;

use crate::text::Text;

/// Input that breaks the judge format or the statement's rules.
///
/// `line` and `column` are 1-based and count characters (a tab or a CR is one
/// column). The message says what was expected and what was found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ParseError {
    /// 1-based line of the offending text.
    pub line: usize,
    /// 1-based column (in characters) of the offending text.
    pub column: usize,
    /// What was expected and what was found, e.g. `parse-expected` (its words in `l10n/{en,zh}.ftl`).
    pub message: Text,
}

impl ParseError {
    /// An error at `line`, `column` with the given message, the control characters of its string arguments (the
    /// input it quotes) escaped (`\u{1b}`, see [`escape_controls`]) however it was built: the CLI prints it to a
    /// terminal and the page shows it.
    pub fn new(line: usize, column: usize, message: Text) -> Self {
        let message = message.map_strs(&|s| {
            if s.chars().any(char::is_control) {
                escape_controls(&s)
            } else {
                s
            }
        });
        ParseError {
            line,
            column,
            message,
        }
    }

    /// The whole message, where and what: `parse-at` ("line 2, column 5: expected ...").
    pub fn text(&self) -> Text {
        Text::new("parse-at")
            .arg("line", self.line)
            .arg("column", self.column)
            .arg("what", self.message.clone())
    }
}

/// In English (feature `l10n`), as the CLI prints it by default and tests compare it; see [`Text`]'s `Display`.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for ParseError {}

/// A failure of a whole request: an unknown puzzle, an unsupported command, or bad input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The judge input does not parse or breaks a rule of the statement.
    Parse(ParseError),
    /// No puzzle of that name.
    UnknownPuzzle(String),
    /// A case number that is not one of the input's, as typed.
    NoCase {
        /// What was asked for, quoted when it is not a number.
        found: String,
        /// How many cases the input has.
        count: usize,
    },
    /// The puzzle does not support the request (e.g. `solve omnigravity`): why.
    Unsupported(Text),
    /// A contestant's output that cannot be checked (over the input limit, not UTF-8), located in the output.
    Output(ParseError),
}

impl Error {
    /// The whole message, as the CLI prints it after `error: ` (`parse-at`, `error-output`, ...).
    pub fn text(&self) -> Text {
        match self {
            Error::Parse(p) => p.text(),
            Error::UnknownPuzzle(name) => Text::new("error-unknown-puzzle")
                .arg("name", format!("{name:?}"))
                .arg("names", crate::PUZZLES.join(", ")),
            Error::NoCase { found, count } => Text::new("error-no-case")
                .arg("count", *count)
                .arg("found", found.as_str()),
            Error::Unsupported(why) => why.clone(),
            Error::Output(p) => Text::new("error-output")
                .arg("line", p.line)
                .arg("column", p.column)
                .arg("what", p.message.clone()),
        }
    }
}

/// In English (feature `l10n`), as the CLI prints it by default; see [`Text`]'s `Display`.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Parse(p) => Some(p),
            _ => None,
        }
    }
}

impl From<ParseError> for Error {
    fn from(error: ParseError) -> Error {
        Error::Parse(error)
    }
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
    use crate::scan::quote;

    #[test]
    fn control_characters_in_a_message_are_escaped_however_it_was_built() {
        // As a parser that quotes a found character itself would build it.
        let found = format!("\"{}\"", '\u{1b}');
        let e = ParseError::new(3, 3, Text::new("omnigravity-cell-char").arg("found", found));
        assert_eq!(
            e.message.to_string(),
            r#"expected one of A B C D . #, found "\u{1b}""#
        );
        let what = Text::new("parse-expected")
            .arg("expected", Text::new("parse-end-of-input"))
            .arg("found", "a\u{7}b\0c\u{7f}d\u{9b}e\tf\r\ng");
        let e = ParseError::new(1, 1, what);
        assert!(e
            .to_string()
            .ends_with(r"found a\u{7}b\u{0}c\u{7f}d\u{9b}e\u{9}f\u{d}\u{a}g"));
        assert!(!e.to_string().chars().any(char::is_control));
        // Already escaped text and printable characters are kept.
        let e = ParseError::new(
            1,
            1,
            Text::new("parse-expected")
                .arg("expected", Text::new("parse-end-of-input"))
                .arg("found", quote("\u{1b}é华")),
        );
        assert_eq!(
            e.message.to_string(),
            r#"expected end of input, found "\u{1b}é华""#
        );
    }

    /// An unknown puzzle's message names every puzzle built, from the registry (it named four of six before).
    #[test]
    fn an_unknown_puzzle_is_told_every_puzzle_built() {
        let shown = Error::UnknownPuzzle("chess".into()).text().to_string();
        assert_eq!(
            shown,
            format!(
                "unknown puzzle \"chess\": expected one of {}",
                crate::PUZZLES.join(", ")
            )
        );
        assert!(shown.contains("klotski") && shown.contains("sokoban"));
    }
}
