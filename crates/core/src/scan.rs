//! Whitespace-separated token reader with line and column tracking; used by every `puzzles/<name>/parse.rs`, errors in `error.rs`.

pub use crate::error::escape_controls;
use crate::error::ParseError;
use crate::text::{Arg, Text};

/// One whitespace-free token and where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's text.
    pub text: &'a str,
    /// 1-based line of its first character.
    pub line: usize,
    /// 1-based column (in characters) of its first character.
    pub column: usize,
}

impl Token<'_> {
    /// An error pointing at this token's first character.
    pub fn error(&self, message: Text) -> ParseError {
        ParseError::new(self.line, self.column, message)
    }

    /// An error pointing at the character `offset` characters into this token.
    pub fn error_at(&self, offset: usize, message: Text) -> ParseError {
        ParseError::new(self.line, self.column + offset, message)
    }

    /// The token quoted for an error message, shortened when long.
    pub fn quoted(&self) -> String {
        quote(self.text)
    }

    /// `parse-expected`: `expected` was expected, this token (quoted) was found.
    pub fn unexpected(&self, expected: impl Into<Arg>) -> ParseError {
        self.error(expected_found(expected, self.quoted()))
    }
}

/// `text` in double quotes, cut to 24 characters with an ellipsis, its control
/// characters escaped (see [`escape_controls`]).
pub fn quote(text: &str) -> String {
    const MAX: usize = 24;
    if text.chars().count() > MAX {
        let cut: String = text.chars().take(MAX).collect();
        format!("\"{}...\"", escape_controls(&cut))
    } else {
        format!("\"{}\"", escape_controls(text))
    }
}

/// `parse-expected`: "expected {expected}, found {found}".
pub fn expected_found(expected: impl Into<Arg>, found: impl Into<Arg>) -> Text {
    Text::new("parse-expected")
        .arg("expected", expected)
        .arg("found", found)
}

/// `parse-end-of-input`: what is found when nothing is left.
pub const END_OF_INPUT: Text = Text::new("parse-end-of-input");

/// The UTF-8 byte-order mark that editors on Windows put at the start of a file.
pub const BOM: char = '\u{feff}';

/// `text` without one leading [`BOM`]: a file saved with it reads as if it were not
/// there (columns of line 1 included). Anywhere else, a second one included, it is
/// input like any other character (and so an error).
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix(BOM).unwrap_or(text)
}

/// The largest judge input accepted, in bytes: 1 MiB, about a hundred times the
/// largest input the statements allow (OmniGravity 100 boards, about 8 KB; Huarong
/// a 30x30 board and 500 queries, about 11 KB), and room for some 10,000 Holedox
/// cases (the statement sets no case limit).
pub const MAX_INPUT: usize = 1 << 20;

/// Refuses a text longer than [`MAX_INPUT`] bytes before any parsing, with an
/// error at the first character past the limit (at most 1 MiB is scanned to place it).
pub fn check_size(text: &str) -> Result<(), ParseError> {
    if text.len() <= MAX_INPUT {
        return Ok(());
    }
    Err(oversized(text, Some(text.len() as u64)))
}

/// The error [`check_size`] gives for an input of more than [`MAX_INPUT`] bytes, from
/// the input's start `head` (its first [`MAX_INPUT`] bytes or more; the CLI reads no
/// further) and its length in bytes when known (else "found more than 1 MiB").
pub fn oversized(head: &str, total: Option<u64>) -> ParseError {
    oversized_text(head, total, Text::new("parse-input"))
}

/// [`oversized`] for any text, `what` naming it (`parse-input`, `parse-output`): "expected at most 1 MiB of output"
/// for a contestant's output (`puzzles check`).
pub fn oversized_text(head: &str, total: Option<u64>, what: Text) -> ParseError {
    let mut cut = MAX_INPUT.min(head.len());
    while !head.is_char_boundary(cut) {
        cut -= 1;
    }
    let before = &head[..cut];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    ParseError::new(line, column, too_large(what, total))
}

/// `parse-too-large`: "expected at most 1 MiB of {what}, found 1.1 MiB" (or "found more than 1 MiB" when the size
/// is not known).
pub fn too_large(what: Text, total: Option<u64>) -> Text {
    let found = total.map_or(Text::new("parse-more-than-mib"), mebibytes);
    Text::new("parse-too-large")
        .arg("what", what)
        .arg("found", found)
}

/// A byte count in MiB with one decimal, rounded up (so that 1 MiB + 1 byte reads
/// "1.1 MiB", never "1.0 MiB").
fn mebibytes(bytes: u64) -> Text {
    let tenths = (u128::from(bytes) * 10).div_ceil(1 << 20);
    Text::new("parse-mib").arg("size", format!("{}.{}", tenths / 10, tenths % 10))
}

/// `parse-not-utf8`: "expected UTF-8 text, found byte 0xFF".
pub fn not_utf8(byte: u8) -> Text {
    Text::new("parse-not-utf8").arg("byte", format!("0x{byte:02X}"))
}

/// Reads tokens separated by any whitespace (spaces, tabs, CR, LF, blank lines).
#[derive(Debug, Clone)]
pub struct Scanner<'a> {
    rest: &'a str,
    line: usize,
    column: usize,
    /// Where the last token ended: the place to report "found end of input".
    end_line: usize,
    end_column: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Scanner {
            rest: text,
            line: 1,
            column: 1,
            end_line: 1,
            end_column: 1,
        }
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<Token<'a>> {
        self.skip_whitespace();
        if self.rest.is_empty() {
            return None;
        }
        let len = self
            .rest
            .find(char::is_whitespace)
            .unwrap_or(self.rest.len());
        let (text, rest) = self.rest.split_at(len);
        let token = Token {
            text,
            line: self.line,
            column: self.column,
        };
        self.rest = rest;
        self.column += text.chars().count();
        self.end_line = self.line;
        self.end_column = self.column;
        Some(token)
    }

    /// The next token; at the end of the input, an error saying `what` was expected (a variable name of the
    /// statement as an `Arg::Str`, or a description as its own message).
    pub fn expect(&mut self, what: impl Into<Arg>) -> Result<Token<'a>, ParseError> {
        match self.next_token() {
            Some(token) => Ok(token),
            None => Err(self.missing(what)),
        }
    }

    /// The error where the input ends and `what` was expected.
    fn missing(&self, what: impl Into<Arg>) -> ParseError {
        self.end_error(expected_found(what, END_OF_INPUT))
    }

    /// An integer in `min..=max`, described as `what` in errors.
    pub fn int(
        &mut self,
        what: impl Into<Arg>,
        min: i64,
        max: i64,
    ) -> Result<(i64, Token<'a>), ParseError> {
        // `what` becomes a message argument only on the way to an error: the common case allocates nothing.
        let Some(token) = self.next_token() else {
            return Err(self.missing(what));
        };
        let Some(value) = parse_int(token.text) else {
            return Err(token.error(
                Text::new("parse-not-int")
                    .arg("what", what)
                    .arg("found", token.quoted()),
            ));
        };
        if value < min || value > max {
            return Err(token.error(
                Text::new("parse-int-between")
                    .arg("what", what)
                    .arg("min", min)
                    .arg("max", max)
                    .arg("found", token.quoted()),
            ));
        }
        Ok((value, token))
    }

    /// Like [`Scanner::int`], for values that index or count (never negative).
    pub fn usize(
        &mut self,
        what: impl Into<Arg>,
        min: usize,
        max: usize,
    ) -> Result<(usize, Token<'a>), ParseError> {
        let (value, token) = self.int(what, min as i64, max as i64)?;
        Ok((value as usize, token))
    }

    /// A row of a grid: the next token, `cols` characters long; `what` names it in errors ("row 2 of case 1").
    pub fn row(&mut self, what: Text, cols: usize) -> Result<Token<'a>, ParseError> {
        let token = self.expect(what)?;
        let found = token.text.chars().count();
        if found != cols {
            return Err(token.error(
                Text::new("parse-row-length")
                    .arg("cells", cols)
                    .arg("found", found)
                    .arg("token", token.quoted()),
            ));
        }
        Ok(token)
    }

    /// Succeeds only when no token is left.
    pub fn finish(&mut self) -> Result<(), ParseError> {
        match self.next_token() {
            None => Ok(()),
            Some(token) => Err(token.unexpected(END_OF_INPUT)),
        }
    }

    /// An error placed just after the last token read (where more input was expected).
    pub fn end_error(&self, message: Text) -> ParseError {
        ParseError::new(self.end_line, self.end_column, message)
    }

    fn skip_whitespace(&mut self) {
        let mut chars = self.rest.char_indices();
        let mut cut = self.rest.len();
        for (i, c) in chars.by_ref() {
            if !c.is_whitespace() {
                cut = i;
                break;
            }
            if c == '\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
        }
        self.rest = &self.rest[cut..];
    }
}

/// An optionally signed decimal integer; `None` when malformed, and huge values saturate.
fn parse_int(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let magnitude = digits.parse::<i64>().unwrap_or(i64::MAX);
    Some(if negative { -magnitude } else { magnitude })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tracks_lines_and_columns_across_crlf_tabs_and_blank_lines() {
        let mut s = Scanner::new("3 4\r\n\n\tab  c\n");
        let t: Vec<_> = std::iter::from_fn(|| s.next_token())
            .map(|t| (t.text, t.line, t.column))
            .collect();
        assert_eq!(t, [("3", 1, 1), ("4", 1, 3), ("ab", 3, 2), ("c", 3, 6)]);
    }

    #[test]
    fn end_of_input_is_reported_after_the_last_token() {
        let mut s = Scanner::new("7\n\n");
        s.int("n", 1, 9).unwrap();
        let e = s.int("m", 1, 9).unwrap_err();
        assert_eq!((e.line, e.column), (1, 2));
        assert_eq!(e.message.to_string(), "expected m, found end of input");
    }

    #[test]
    fn rejects_letters_huge_and_out_of_range_numbers() {
        let e = Scanner::new("  x1").int("n", 1, 30).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 3: expected n (an integer), found \"x1\""
        );
        let e = Scanner::new("99999999999999999999999")
            .int("n", 1, 30)
            .unwrap_err();
        assert!(
            e.message
                .to_string()
                .starts_with("expected n between 1 and 30"),
            "{e}"
        );
        let e = Scanner::new("-1").int("n", 1, 30).unwrap_err();
        assert_eq!(
            e.message.to_string(),
            "expected n between 1 and 30, found \"-1\""
        );
    }

    #[test]
    fn refuses_input_past_one_mebibyte_at_the_first_character_past_it() {
        assert_eq!(check_size(&"7".repeat(MAX_INPUT)), Ok(()));
        let e = check_size(&"7".repeat(MAX_INPUT + 1)).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "line 1, column {}: expected at most 1 MiB of input, found 1.1 MiB",
                MAX_INPUT + 1
            )
        );
        // Lines counted; a 2-byte character straddling the limit is the first one past it.
        let text = format!("{}\nabc{}", "x".repeat(MAX_INPUT - 5), "é".repeat(5 << 20));
        let e = check_size(&text).unwrap_err();
        assert_eq!((e.line, e.column), (2, 4));
        assert_eq!(
            e.message.to_string(),
            "expected at most 1 MiB of input, found 11.0 MiB"
        );
    }

    #[test]
    fn quote_escapes_control_characters_as_rust_does() {
        assert_eq!(
            quote("\u{1b}]0;pwned\u{7}\0"),
            r#""\u{1b}]0;pwned\u{7}\u{0}""#
        );
        assert_eq!(quote("a\u{7f}b\u{9b}c\u{85}"), r#""a\u{7f}b\u{9b}c\u{85}""#);
        // Printable text, ASCII or not, is kept as it is.
        assert_eq!(quote("x1é华{}\\"), "\"x1é华{}\\\"");
        // The cut counts characters of the input, before escaping.
        let long = "\u{1b}".repeat(30);
        assert_eq!(quote(&long), format!("\"{}...\"", r"\u{1b}".repeat(24)));
        let e = Scanner::new("\u{1b}[2J").int("n", 1, 9).unwrap_err();
        assert_eq!(
            e.message.to_string(),
            r#"expected n (an integer), found "\u{1b}[2J""#
        );
    }

    #[test]
    fn a_leading_byte_order_mark_is_stripped_once_and_only_at_the_start() {
        assert_eq!(strip_bom("\u{feff}3 4"), "3 4");
        assert_eq!(strip_bom("3 4"), "3 4");
        assert_eq!(strip_bom("\u{feff}\u{feff}3"), "\u{feff}3");
        assert_eq!(strip_bom("3\u{feff}"), "3\u{feff}");
        assert_eq!(strip_bom(""), "");
    }

    #[test]
    fn every_sample_with_a_byte_order_mark_is_judged_as_without() {
        for puzzle in crate::PUZZLES {
            let sample = crate::sample(puzzle).unwrap();
            let with_bom = format!("\u{feff}{sample}");
            assert_eq!(
                crate::report(puzzle, &with_bom),
                crate::report(puzzle, sample),
                "{puzzle}"
            );
            assert!(crate::judge(puzzle, &with_bom).is_ok(), "{puzzle}");
            if crate::has_paths(puzzle) {
                assert_eq!(
                    crate::solve_lines(puzzle, &with_bom),
                    crate::solve_lines(puzzle, sample)
                );
            }
            assert!(crate::load_board(puzzle, &with_bom, 0).is_ok(), "{puzzle}");
            // Anywhere else it is an error, as before.
            assert!(crate::judge(puzzle, &format!("\u{feff}{with_bom}")).is_err());
            assert!(crate::judge(puzzle, &format!("{sample}\u{feff}")).is_err());
        }
        // Columns on line 1 count as if it were absent.
        let e = crate::judge("holedox", "\u{feff}5 6 44\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 5: expected L between 2 and 8, found \"44\""
        );
        // The mark is not input: 1 MiB after it is still accepted by the size gate.
        let big = format!("\u{feff}{}", " ".repeat(MAX_INPUT));
        let e = crate::judge("holedox", &big).unwrap_err();
        assert!(e.to_string().contains("found end of input"), "{e}");
    }

    #[test]
    fn finish_rejects_extra_tokens() {
        let mut s = Scanner::new("1 2");
        s.next_token();
        assert_eq!(s.finish().unwrap_err().column, 3);
    }
}
