//! `puzzles hack` (`--list`, `--mistake ID`), `judge --mistake ID` and the `Known mistake:` line of `check`: the core's
//! known mistakes on the command line (partners: main.rs, its clap command and language; `puzzle_core::mistakes`;
//! tests/mistakes.rs).

use std::io::Write;
use std::process::ExitCode;

use puzzle_core::check::Verdict;
use puzzle_core::l10n::Messages;
use puzzle_core::mistakes;
use puzzle_core::Text;

/// `hack <puzzle> --list`: the ids, one a line; `hack <puzzle> --mistake ID`: its smallest failing judge input.
pub fn hack(puzzle: &str, mistake: Option<&str>) -> Result<String, Text> {
    let Some(id) = mistake else {
        let ids = mistakes::ids(puzzle).map_err(|e| e.text())?;
        return Ok(ids.iter().map(|id| format!("{id}\n")).collect());
    };
    match mistakes::hack(puzzle, id).map_err(|e| e.text())? {
        Some(hack) => Ok(hack.input),
        None => Err(Text::new("mistake-no-hack").arg("id", id.trim().to_string())),
    }
}

/// `judge <puzzle> --mistake ID`: what that mistaken solver prints for `input`.
pub fn judge(puzzle: &str, id: &str, input: &str) -> Result<String, Text> {
    mistakes::judge_with(puzzle, id, input).map_err(|e| e.text())
}

/// A usage error (exit status 2) when `id` is no known mistake of `puzzle`: the message names the ids.
pub fn refuse_unknown(words: &Messages, puzzle: &str, id: &str) -> Option<ExitCode> {
    let ids = mistakes::ids(puzzle).ok()?;
    if ids.contains(&id.trim()) {
        return None;
    }
    let why = Text::new("error-unknown-mistake")
        .arg("puzzle", puzzle.to_string())
        .arg("found", puzzle_core::scan::quote(id))
        .arg("ids", ids.join(", "));
    // As clap writes a usage error: `error: ...` on standard error, exit status 2.
    let line = words.format(&Text::new("cli-error").arg("message", why));
    let _ = writeln!(std::io::stderr(), "{line}");
    Some(ExitCode::from(2))
}

/// The `check` report's line naming the known mistake that reproduces the wrong answers, or saying none does; nothing
/// for an output without wrong answers.
pub fn named_line(words: &Messages, puzzle: &str, input: &str, verdict: &Verdict) -> String {
    match mistakes::name(puzzle, input, verdict) {
        Ok(Some(Some(named))) => {
            let line = Text::new("mistake-named")
                .arg("id", named.id)
                .arg("explanation", named.explanation);
            words.format(&line) + "\n"
        }
        Ok(Some(None)) => words.format(&Text::new("mistake-none")) + "\n",
        _ => String::new(),
    }
}
