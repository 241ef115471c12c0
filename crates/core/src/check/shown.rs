//! How the verdict shows and reads a contestant's output (partners: `check.rs`, which calls these; `scan.rs`, whose
//! limit and location rules they apply to the output as to the input).
//!
//! A verdict quotes what it found. Text no reader can see (a byte-order mark, a no-break space, a zero-width space)
//! or that reorders the text around it (a right-to-left override) would make `expected -1, found -1` or draw the
//! line reversed, so it is written escaped as Rust writes it, `\u{feff}`, like control characters. A found line can
//! be a whole MiB: it is cut to [`SHOWN`] characters as shown, with its length in words.

use crate::scan::{self, BOM, MAX_INPUT};
use crate::{Error, ParseError, Text};

/// The most characters a found text takes in a verdict, escapes included, before it is cut.
pub const SHOWN: usize = 60;

/// Whether `c` is shown escaped: control characters, every whitespace but the plain space, and the characters that
/// draw nothing or steer bidirectional text (soft hyphen, zero-width and joiner characters, marks and overrides,
/// isolates, variation selectors, the byte-order mark, tags).
pub fn hidden(c: char) -> bool {
    c.is_control()
        || (c.is_whitespace() && c != ' ')
        || matches!(
            u32::from(c),
            0xAD | 0x34F
                | 0x61C
                | 0x115F
                | 0x1160
                | 0x17B4
                | 0x17B5
                | 0x180B..=0x180F
                | 0x200B..=0x200F
                | 0x202A..=0x202E
                | 0x2060..=0x206F
                | 0x3164
                | 0xFE00..=0xFE0F
                | 0xFEFF
                | 0xFFA0
                | 0xFFF0..=0xFFFB
                | 0x1D173..=0x1D17A
                | 0xE0000..=0xE0FFF
        )
}

/// `n` with a comma between thousands: `1,048,576`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// `text` as a verdict shows it: [`hidden`] characters escaped (`\u{202e}`), and past [`SHOWN`] characters cut with
/// `…` and the length of the whole (`… (1,048,576 characters)`).
pub fn shown(text: &str) -> String {
    let mut out = String::new();
    let mut width = 0;
    for c in text.chars() {
        let piece: String = if hidden(c) {
            c.escape_unicode().collect()
        } else {
            c.to_string()
        };
        let w = piece.chars().count();
        if width + w > SHOWN {
            return format!("{out}… ({} characters)", thousands(text.chars().count()));
        }
        width += w;
        out.push_str(&piece);
    }
    out
}

/// Refuses an output (less its byte-order mark) over the judge's input limit, [`MAX_INPUT`]: located at the first
/// character past it, as `scan::check_size` locates an input's.
pub fn limit(output: &str) -> Result<(), Error> {
    let body = scan::strip_bom(output);
    if body.len() <= MAX_INPUT {
        return Ok(());
    }
    Err(oversized(body, Some(body.len())))
}

/// The size error for an output of `total` bytes (`None`: more than the limit, its size unknown) that starts with
/// `head` (its first [`MAX_INPUT`] bytes or more): at the first character past the limit.
pub fn oversized(head: &str, total: Option<usize>) -> Error {
    let at = scan::oversized(head, None);
    let total = total.map(|n| n as u64);
    Error::Output(ParseError::new(
        at.line,
        at.column,
        scan::too_large(Text::new("parse-output"), total),
    ))
}

/// An output file's bytes as text: refused over [`MAX_INPUT`] (less a leading byte-order mark) before anything else
/// is read, then where it is not UTF-8 (a bad byte before the limit comes first, as the CLI reads files), with the
/// line and column of the first bad byte.
pub fn decode(bytes: &[u8]) -> Result<&str, Error> {
    read_output(bytes, bytes.len())
}

/// `decode` of the first bytes of an output of `total` bytes: a host that holds a large output elsewhere passes
/// its first [`MAX_INPUT`] + 4 bytes, and only those are read.
pub fn read_output(bytes: &[u8], total: usize) -> Result<&str, Error> {
    let bom = if bytes.starts_with(BOM.to_string().as_bytes()) {
        BOM.len_utf8()
    } else {
        0
    };
    let body = &bytes[bom..];
    if total - bom > MAX_INPUT {
        let head = &body[..MAX_INPUT.min(body.len())];
        return match std::str::from_utf8(head) {
            Ok(text) => Err(oversized(text, Some(total - bom))),
            Err(e) if e.error_len().is_none() => {
                let text = std::str::from_utf8(&head[..e.valid_up_to()]).unwrap_or_default();
                Err(oversized(text, Some(total - bom)))
            }
            Err(e) => Err(not_utf8(head, e.valid_up_to())),
        };
    }
    std::str::from_utf8(body)
        .map(|_| std::str::from_utf8(bytes).unwrap_or_default())
        .map_err(|e| not_utf8(body, e.valid_up_to()))
}

/// The error for `body` (an output less its byte-order mark), valid UTF-8 up to byte `valid`.
fn not_utf8(body: &[u8], valid: usize) -> Error {
    let good = std::str::from_utf8(&body[..valid]).unwrap_or_default();
    let line = good.matches('\n').count() + 1;
    let column = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    Error::Output(ParseError::new(line, column, scan::not_utf8(body[valid])))
}
