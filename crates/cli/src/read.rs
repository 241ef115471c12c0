//! Reading the command's inputs as text: at most the core's size, UTF-8 or an error pointing at the first bad byte
//! (partners: main.rs, whose commands read their files through these; `puzzle_core::scan`, the size and its errors).

use std::io::Read;
use std::path::Path;

use puzzle_core::{scan, ParseError, Text};

/// How many bytes to read at most: the core's limit, a byte-order mark (which is not
/// input, see `puzzle_core::scan::strip_bom`) and one byte to tell that it is passed.
const READ_LIMIT: u64 = (scan::MAX_INPUT + scan::BOM.len_utf8() + 1) as u64;

/// Why a file could not be read as text.
enum ReadError {
    /// It could not be opened or read.
    Io(std::io::Error),
    /// Its bytes are too many or not UTF-8: the located message.
    Text(Text),
}

/// Reads the input as UTF-8, pointing at the first bad byte otherwise. Reads at most
/// [`READ_LIMIT`] bytes, so an endless or huge input (`/dev/zero`, a pipe) is refused
/// at once with the core's size error, in constant memory.
pub fn read_input(file: Option<&Path>) -> Result<String, Text> {
    let source = || match file {
        Some(path) => puzzle_core::Arg::Str(path.display().to_string()),
        None => puzzle_core::Arg::Text(Text::new("cli-standard-input")),
    };
    read_text(file, Text::new("parse-input")).map_err(|e| match e {
        ReadError::Io(e) => Text::new("cli-cannot-read")
            .arg("source", source())
            .arg("why", e.to_string()),
        ReadError::Text(message) => message,
    })
}

/// [`read_input`] for `puzzles check`, whose errors name the file and its role (`input` or `output`):
/// "the output file out.txt: line 1, column 1048577: expected at most 1 MiB of output, found 1.1 MiB".
pub fn read_named(path: &Path, role: Text) -> Result<String, Text> {
    let shown = path.display().to_string();
    read_text(Some(path), role.clone()).map_err(|e| match e {
        ReadError::Io(e) => Text::new("cli-cannot-read-file")
            .arg("role", role)
            .arg("path", shown)
            .arg("why", e.to_string()),
        ReadError::Text(message) => Text::new("cli-file-error")
            .arg("role", role)
            .arg("path", shown)
            .arg("message", message),
    })
}

/// The text of `file` (standard input when `None`), at most [`READ_LIMIT`] bytes read; `what` names it in the size
/// error ("expected at most 1 MiB of input").
fn read_text(file: Option<&Path>, what: Text) -> Result<String, ReadError> {
    let mut bytes = Vec::new();
    let read = match file {
        Some(path) => std::fs::File::open(path).and_then(|f| {
            let total = f.metadata().ok().filter(|m| m.is_file()).map(|m| m.len());
            f.take(READ_LIMIT).read_to_end(&mut bytes).map(|_| total)
        }),
        None => {
            let stdin = std::io::stdin();
            let total = stdin_file_len(&stdin);
            stdin
                .take(READ_LIMIT)
                .read_to_end(&mut bytes)
                .map(|_| total)
        }
    };
    let total = read.map_err(ReadError::Io)?;
    let bom = if bytes.starts_with("\u{feff}".as_bytes()) {
        scan::BOM.len_utf8()
    } else {
        0
    };
    if bytes.len() - bom > scan::MAX_INPUT {
        // The size error, unless a bad byte comes before the limit.
        let head = &bytes[..bom + scan::MAX_INPUT];
        let head = match std::str::from_utf8(head) {
            Ok(text) => text,
            Err(e) if e.error_len().is_none() => {
                std::str::from_utf8(&head[..e.valid_up_to()]).unwrap_or_default()
            }
            Err(e) => return Err(ReadError::Text(utf8_error(head, e.valid_up_to()))),
        };
        let total = total.map(|len| len.saturating_sub(bom as u64));
        let error = scan::oversized_text(&head[bom..], total, what);
        return Err(ReadError::Text(error.text()));
    }
    String::from_utf8(bytes)
        .map_err(|e| ReadError::Text(utf8_error(e.as_bytes(), e.utf8_error().valid_up_to())))
}

/// The length of standard input when it is a regular file (`< FILE`), so that the size
/// error says how large it is; `None` for pipes and terminals.
#[cfg(unix)]
fn stdin_file_len(stdin: &std::io::Stdin) -> Option<u64> {
    use std::os::fd::AsFd;
    let file = std::fs::File::from(stdin.as_fd().try_clone_to_owned().ok()?);
    file.metadata()
        .ok()
        .filter(|m| m.is_file())
        .map(|m| m.len())
}

#[cfg(not(unix))]
fn stdin_file_len(_: &std::io::Stdin) -> Option<u64> {
    None
}

/// The error for `bytes`, valid UTF-8 up to `valid`: located as the core locates
/// errors (a leading byte-order mark is not a column).
fn utf8_error(bytes: &[u8], valid: usize) -> Text {
    let good = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
    let good = scan::strip_bom(good);
    let line = good.matches('\n').count() + 1;
    let column = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    let byte = bytes[valid];
    ParseError::new(line, column, scan::not_utf8(byte)).text()
}
