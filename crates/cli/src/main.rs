//! The `puzzles` command: `judge` and `solve` through `puzzle_core::{judge, solve_lines}`, the same path as the page's worker.

use std::io::Read;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use puzzle_core::ParseError;

/// Solve OmniGravity, Huarong and Holedox judge inputs exactly as the judge expects.
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
        puzzle: AnyPuzzle,
        /// The judge input; standard input when omitted.
        file: Option<std::path::PathBuf>,
    },
    /// Print, per query or case, the answer and then the optimal moves (U D L R).
    Solve {
        /// Which puzzle the input is for.
        puzzle: PathPuzzle,
        /// The judge input; standard input when omitted.
        file: Option<std::path::PathBuf>,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum AnyPuzzle {
    Omnigravity,
    Huarong,
    Holedox,
}

#[derive(Clone, Copy, ValueEnum)]
enum PathPuzzle {
    Huarong,
    Holedox,
}

fn name(value: impl ValueEnum) -> String {
    value
        .to_possible_value()
        .map(|v| v.get_name().to_string())
        .unwrap_or_default()
}

/// Reads the whole input as UTF-8, pointing at the first bad byte otherwise.
fn read_input(file: Option<&std::path::Path>) -> Result<String, String> {
    let mut bytes = Vec::new();
    let read = match file {
        Some(path) => std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut bytes)),
        None => std::io::stdin().read_to_end(&mut bytes),
    };
    if let Err(e) = read {
        let source = file.map_or("standard input".into(), |p| p.display().to_string());
        return Err(format!("cannot read {source}: {e}"));
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let good = String::from_utf8_lossy(good);
        let line = good.matches('\n').count() + 1;
        let column = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        let byte = e.as_bytes()[good.len()];
        ParseError::new(
            line,
            column,
            format!("expected UTF-8 text, found byte 0x{byte:02X}"),
        )
        .to_string()
    })
}

fn run(cli: Cli) -> Result<String, String> {
    match cli.command {
        Command::Judge { puzzle, file } => {
            let input = read_input(file.as_deref())?;
            puzzle_core::judge(&name(puzzle), &input).map_err(|e| e.to_string())
        }
        Command::Solve { puzzle, file } => {
            let input = read_input(file.as_deref())?;
            puzzle_core::solve_lines(&name(puzzle), &input).map_err(|e| e.to_string())
        }
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(output) => {
            print!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
