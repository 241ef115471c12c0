//! The `puzzles` command: `judge` and `solve` through `puzzle_core::{judge, solve_lines}`, the same path as the page's worker.

use std::io::Read;
use std::process::ExitCode;

use clap::builder::PossibleValuesParser;
use clap::{Parser, Subcommand};
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
        #[arg(value_parser = PossibleValuesParser::new(puzzle_core::PUZZLES))]
        puzzle: String,
        /// The judge input; standard input when omitted.
        file: Option<std::path::PathBuf>,
    },
    /// Print, per query or case, the answer and then the optimal moves (U D L R).
    Solve {
        /// Which puzzle the input is for (one whose answers are paths).
        #[arg(value_parser = PossibleValuesParser::new(path_puzzles()))]
        puzzle: String,
        /// The judge input; standard input when omitted.
        file: Option<std::path::PathBuf>,
    },
}

/// The puzzles `solve` accepts: those of the core's registry whose answers come with moves.
fn path_puzzles() -> Vec<&'static str> {
    puzzle_core::PUZZLES
        .into_iter()
        .filter(|p| puzzle_core::has_paths(p))
        .collect()
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
            puzzle_core::judge(&puzzle, &input).map_err(|e| e.to_string())
        }
        Command::Solve { puzzle, file } => {
            let input = read_input(file.as_deref())?;
            puzzle_core::solve_lines(&puzzle, &input).map_err(|e| e.to_string())
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
