//! The `puzzles` command: `judge`, `solve`, `check` and `gen` through `puzzle_core::{judge, solve_lines, check,
//! make_tests}`, the same path as the page's worker. Partners: crates/cli/tests/cli.rs (stdout, stderr, exit codes).

use std::io::{ErrorKind, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use clap::builder::PossibleValuesParser;
use clap::{Parser, Subcommand};
use puzzle_core::{scan, ParseError};

/// Solve the playground's puzzles' judge inputs exactly as the judge expects.
#[derive(Parser)]
#[command(name = "puzzles", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the exact judge output for a judge input.
    Judge {
        /// Which puzzle the input is for.
        #[arg(value_parser = PossibleValuesParser::new(puzzle_core::PUZZLES))]
        puzzle: String,
        /// The judge input; standard input when omitted.
        file: Option<std::path::PathBuf>,
    },
    /// Print, per query or case, the answer and then the optimal moves (U D L R, or Klotski's words such as GDR).
    Solve {
        /// Which puzzle the input is for (one whose answers are paths).
        #[arg(value_parser = PossibleValuesParser::new(path_puzzles()))]
        puzzle: String,
        /// How to count, for a puzzle that counts several ways (klotski: steps, slides or moves; moves by default).
        #[arg(long)]
        metric: Option<String>,
        /// The judge input; standard input when omitted.
        file: Option<std::path::PathBuf>,
    },
    /// Compare your program's output with the judge's: one line per wrong case, then `Accepted A/N`.
    ///
    /// Exits 0 when every case is accepted (presentation faults such as trailing spaces or CRLF
    /// line ends count as accepted, as on Codeforces, AtCoder and most ICPC judges), 1 otherwise.
    Check {
        /// Which puzzle the input is for.
        #[arg(value_parser = PossibleValuesParser::new(puzzle_core::PUZZLES))]
        puzzle: String,
        /// The judge input.
        input: std::path::PathBuf,
        /// Your program's output for it.
        output: std::path::PathBuf,
    },
    /// Print a judge input for testing: the same arguments print the same bytes on every machine.
    Gen {
        /// Which puzzle.
        #[arg(value_parser = PossibleValuesParser::new(puzzle_core::PUZZLES))]
        puzzle: String,
        /// Any whole number from 0 to 2^64 - 1.
        #[arg(long, value_parser = puzzle_core::parse_seed)]
        seed: u64,
        /// random boards, edge cases, or the worst case for time.
        #[arg(long, default_value = "random", value_parser = puzzle_core::testgen::Kind::parse)]
        kind: puzzle_core::testgen::Kind,
        /// Caps the board side (Huarong 1-30, Holedox 2-20, Fifteen 2-4) or OmniGravity's number of boards (1-100).
        #[arg(long)]
        size: Option<usize>,
    },
}

/// The puzzles `solve` accepts: those of the core's registry whose answers come with moves.
fn path_puzzles() -> Vec<&'static str> {
    puzzle_core::PUZZLES
        .iter()
        .copied()
        .filter(|p| puzzle_core::has_paths(p))
        .collect()
}

/// How many bytes to read at most: the core's limit, a byte-order mark (which is not
/// input, see `puzzle_core::scan::strip_bom`) and one byte to tell that it is passed.
const READ_LIMIT: u64 = (scan::MAX_INPUT + scan::BOM.len_utf8() + 1) as u64;

/// Why a file could not be read as text.
enum ReadError {
    /// It could not be opened or read.
    Io(std::io::Error),
    /// Its bytes are too many or not UTF-8: the located message.
    Text(String),
}

/// Reads the input as UTF-8, pointing at the first bad byte otherwise. Reads at most
/// [`READ_LIMIT`] bytes, so an endless or huge input (`/dev/zero`, a pipe) is refused
/// at once with the core's size error, in constant memory.
fn read_input(file: Option<&Path>) -> Result<String, String> {
    let source = || file.map_or("standard input".into(), |p| p.display().to_string());
    read_text(file, "input").map_err(|e| match e {
        ReadError::Io(e) => format!("cannot read {}: {e}", source()),
        ReadError::Text(message) => message,
    })
}

/// [`read_input`] for `puzzles check`, whose errors name the file and its role (`input` or `output`):
/// "the output file out.txt: line 1, column 1048577: expected at most 1 MiB of output, found 1.1 MiB".
fn read_named(path: &Path, role: &str) -> Result<String, String> {
    read_text(Some(path), role).map_err(|e| match e {
        ReadError::Io(e) => format!("cannot read the {role} file {}: {e}", path.display()),
        ReadError::Text(message) => format!("the {role} file {}: {message}", path.display()),
    })
}

/// The text of `file` (standard input when `None`), at most [`READ_LIMIT`] bytes read; `what` names it in the size
/// error ("expected at most 1 MiB of input").
fn read_text(file: Option<&Path>, what: &str) -> Result<String, ReadError> {
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
        return Err(ReadError::Text(error.to_string()));
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
fn utf8_error(bytes: &[u8], valid: usize) -> String {
    let good = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
    let good = scan::strip_bom(good);
    let line = good.matches('\n').count() + 1;
    let column = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    let byte = bytes[valid];
    ParseError::new(
        line,
        column,
        format!("expected UTF-8 text, found byte 0x{byte:02X}"),
    )
    .to_string()
}

/// The `check` report: one line per fault, then `Accepted A/N`; whether the output passes.
fn check(puzzle: &str, input: &Path, output: &Path) -> Result<(String, bool), String> {
    let input = read_named(input, "input")?;
    let output = read_named(output, "output")?;
    let verdict = puzzle_core::check(puzzle, &input, &output).map_err(|e| e.to_string())?;
    let mut text: String = verdict.faults.iter().map(|f| f.line() + "\n").collect();
    text += &format!("Accepted {}/{}\n", verdict.accepted, verdict.total);
    Ok((text, verdict.passed))
}

fn run(cli: Cli) -> Result<String, String> {
    match cli.command {
        Command::Check { .. } => unreachable!("check is run by main"),
        Command::Gen {
            puzzle,
            seed,
            kind,
            size,
        } => puzzle_core::make_tests(&puzzle, seed, kind, size).map_err(|e| e.to_string()),
        Command::Judge { puzzle, file } => {
            let input = read_input(file.as_deref())?;
            puzzle_core::judge(&puzzle, &input).map_err(|e| e.to_string())
        }
        Command::Solve {
            puzzle,
            metric,
            file,
        } => {
            let input = read_input(file.as_deref())?;
            puzzle_core::solve_lines_metric(&puzzle, &input, metric.as_deref())
                .map_err(|e| e.to_string())
        }
    }
}

/// Writes `text` to standard output. A reader that has gone (`puzzles solve ... | head`) is no error: the command ends
/// quietly, as Unix tools do; any other failure to write (a full disk) is.
fn emit(text: &str) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != ErrorKind::BrokenPipe => Err(format!("cannot write the output: {e}")),
        _ => Ok(()),
    }
}

/// `error: <message>` on standard error and exit status 1 (never a panic, even when standard error is closed too).
fn fail(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "error: {message}");
    ExitCode::FAILURE
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Help, the version, or a usage error (exit status 2), written as clap writes them, but checked as `emit` is.
        Err(e) => {
            let code = u8::try_from(e.exit_code()).unwrap_or(2);
            return match e.print() {
                Err(io) if io.kind() != ErrorKind::BrokenPipe => {
                    fail(&format!("cannot write the output: {io}"))
                }
                _ => ExitCode::from(code),
            };
        }
    };
    if let Command::Check {
        puzzle,
        input,
        output,
    } = &cli.command
    {
        return match check(puzzle, input, output).and_then(|(text, passed)| {
            emit(&text)?;
            Ok(passed)
        }) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(message) => fail(&message),
        };
    }
    match run(cli).and_then(|output| emit(&output)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(&message),
    }
}
