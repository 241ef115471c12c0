//! The `puzzles` command: `judge`, `solve`, `check` (`--paths`), `gen`, `pack` and `hack` through `puzzle_core::{judge,
//! solve_lines, check, check_paths, make_tests, pack, mistakes}`, the same path as the page's worker. Partners:
//! read.rs (files as text), pack.rs, hack.rs (the known mistakes), crates/cli/tests/cli.rs (stdout, stderr, exit codes).

mod cache;
mod hack;
mod pack;
mod read;

use std::ffi::OsString;
use std::io::{ErrorKind, Write};
use std::path::Path;
use std::process::ExitCode;

use clap::builder::PossibleValuesParser;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use puzzle_core::l10n::{Lang, Messages};
use puzzle_core::{scan, Text};
use read::{read_input, read_named};

/// The command's own words (help, errors), besides the core's: English and Chinese.
const WORDS: &[(&str, &str)] = &[(include_str!("en.ftl"), include_str!("zh.ftl"))];

// Every help text comes from en.ftl or zh.ftl, set at run time by `localised` once the language is known.
#[derive(Parser)]
#[command(name = "puzzles", version)]
struct Cli {
    #[arg(long, global = true, value_parser = ["en", "zh"])]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Judge {
        #[arg(value_parser = PossibleValuesParser::new(puzzle_core::PUZZLES))]
        puzzle: String,
        #[arg(long, value_parser = jobs)]
        jobs: Option<usize>,
        #[arg(long)]
        mistake: Option<String>,
        file: Option<std::path::PathBuf>,
    },
    Solve {
        #[arg(value_parser = PossibleValuesParser::new(path_puzzles()))]
        puzzle: String,
        #[arg(long)]
        metric: Option<String>,
        #[arg(long)]
        xsb: bool,
        #[arg(long, value_parser = budget)]
        budget: Option<u64>,
        #[arg(long, value_parser = weight)]
        weight: Option<f64>,
        #[arg(long, value_parser = jobs)]
        jobs: Option<usize>,
        file: Option<std::path::PathBuf>,
    },
    Check {
        #[arg(value_parser = PossibleValuesParser::new(puzzle_core::PUZZLES))]
        puzzle: String,
        input: std::path::PathBuf,
        output: std::path::PathBuf,
        #[arg(long, value_parser = jobs)]
        jobs: Option<usize>,
        #[arg(long)]
        paths: bool,
    },
    Gen {
        #[arg(value_parser = PossibleValuesParser::new(puzzle_core::PUZZLES))]
        puzzle: String,
        #[arg(long, value_parser = seed)]
        seed: u64,
        #[arg(long, default_value = "random", value_parser = kind)]
        kind: puzzle_core::testgen::Kind,
        #[arg(long)]
        size: Option<usize>,
    },
    Pack {
        #[arg(value_parser = PossibleValuesParser::new(puzzle_core::PUZZLES))]
        puzzle: String,
        #[arg(long, value_parser = seed)]
        seed: u64,
        #[arg(long, default_value = "10", value_parser = pack::count)]
        count: usize,
        #[arg(long, default_value = "random", value_parser = kind)]
        kind: puzzle_core::testgen::Kind,
        #[arg(long)]
        size: Option<usize>,
        #[arg(long, value_parser = pack::format)]
        format: puzzle_core::pack::Format,
        #[arg(long)]
        hacks: bool,
        #[arg(short = 'o', long = "output")]
        output: std::path::PathBuf,
    },
    #[command(group(clap::ArgGroup::new("what").required(true).args(["list", "mistake"])))]
    Hack {
        #[arg(value_parser = PossibleValuesParser::new(puzzle_core::PUZZLES))]
        puzzle: String,
        #[arg(long)]
        list: bool,
        #[arg(long)]
        mistake: Option<String>,
    },
}

/// The language asked for: `--lang en|zh` (or `--lang=...`) before any `--`, else the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set and not empty, Chinese when it starts with `zh`; English otherwise. A
/// `--lang` clap refuses (`fr`) falls back to the environment here, and clap then says why.
fn language(args: &[OsString], env: impl Fn(&str) -> Option<String>) -> Lang {
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.next().map(|v| v.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_owned),
            None => None,
        };
        if let Some(lang) = value.as_deref().and_then(Lang::from_tag) {
            return lang;
        }
    }
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(env)
        .find(|v| !v.is_empty())
        .and_then(|v| Lang::from_tag(&v))
        .unwrap_or(Lang::En)
}

/// The clap command with every help text in the language of `words`: each command's `about`, each argument's `help`.
fn localised(words: &Messages, chinese: bool) -> clap::Command {
    let get = |id: &'static str| words.get(id);
    let arg = |id: &'static str| move |a: clap::Arg| a.help(get(id));
    let puzzle_file = |c: clap::Command, puzzle: &'static str| {
        c.mut_arg("puzzle", arg(puzzle))
            .mut_arg("file", arg("cli-file"))
    };
    let mut command = Cli::command()
        .about(get("cli-about"))
        .mut_arg("lang", arg("cli-lang"))
        .mut_subcommand("judge", |c| {
            puzzle_file(c.about(get("cli-judge")), "cli-puzzle")
                .mut_arg("jobs", arg("cli-jobs"))
                .mut_arg("mistake", arg("cli-judge-mistake"))
        })
        .mut_subcommand("solve", |c| {
            puzzle_file(c.about(get("cli-solve")), "cli-puzzle-paths")
                .mut_arg("metric", arg("cli-metric"))
                .mut_arg("xsb", arg("cli-xsb"))
                .mut_arg("budget", arg("cli-budget"))
                .mut_arg("weight", arg("cli-weight"))
                .mut_arg("jobs", arg("cli-jobs"))
        })
        .mut_subcommand("check", |c| {
            c.about(get("cli-check"))
                .long_about(get("cli-check-long"))
                .mut_arg("puzzle", arg("cli-puzzle"))
                .mut_arg("input", arg("cli-input"))
                .mut_arg("output", arg("cli-output"))
                .mut_arg("jobs", arg("cli-jobs"))
                .mut_arg("paths", arg("cli-check-paths"))
        })
        .mut_subcommand("gen", |c| {
            c.about(get("cli-gen"))
                .mut_arg("puzzle", arg("cli-puzzle-gen"))
                .mut_arg("seed", arg("cli-seed"))
                .mut_arg("kind", arg("cli-kind"))
                .mut_arg("size", arg("cli-size"))
        })
        .mut_subcommand("pack", |c| {
            c.about(get("cli-pack"))
                .mut_arg("puzzle", arg("cli-puzzle-gen"))
                .mut_arg("seed", arg("cli-pack-seed"))
                .mut_arg("count", arg("cli-pack-count"))
                .mut_arg("kind", arg("cli-kind"))
                .mut_arg("size", arg("cli-size"))
                .mut_arg("format", arg("cli-pack-format"))
                .mut_arg("hacks", arg("cli-pack-hacks"))
                .mut_arg("output", arg("cli-pack-output"))
        })
        .mut_subcommand("hack", |c| {
            c.about(get("cli-hack"))
                .mut_arg("puzzle", arg("cli-puzzle"))
                .mut_arg("list", arg("cli-hack-list"))
                .mut_arg("mistake", arg("cli-hack-mistake"))
        });
    if chinese {
        // Clap's own words, which English keeps as clap writes them.
        command = clap_words(command, words);
    }
    command
}

/// Clap's own words (its headings, its help and version flags, its `help` command) in the language of `words`.
fn clap_words(command: clap::Command, words: &Messages) -> clap::Command {
    let options = words.get("cli-heading-options");
    let arguments = words.get("cli-heading-arguments");
    let mut command = command
        .subcommand_help_heading(words.get("cli-heading-commands"))
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(
            clap::Arg::new("help")
                .short('h')
                .long("help")
                .global(true)
                .action(clap::ArgAction::Help)
                .help(words.get("cli-help")),
        )
        .arg(
            clap::Arg::new("version")
                .short('V')
                .long("version")
                .action(clap::ArgAction::Version)
                .help(words.get("cli-version")),
        );
    // Clap's "Usage:" is in its template.
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        words.get("cli-usage")
    );
    command = command.help_template(template.clone());
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for (order, id) in ids.into_iter().enumerate() {
        let heading = options.clone();
        command = command.mut_arg(id, |a| a.help_heading(heading).display_order(order));
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    for name in names {
        let (options, arguments) = (options.clone(), arguments.clone());
        let template = template.clone();
        command = command.mut_subcommand(name, |c| {
            let mut c = c.help_template(template);
            let ids: Vec<(String, bool)> = c
                .get_arguments()
                .map(|a| (a.get_id().to_string(), a.is_positional()))
                .collect();
            for (order, (id, positional)) in ids.into_iter().enumerate() {
                let heading = if positional {
                    arguments.clone()
                } else {
                    options.clone()
                };
                c = c.mut_arg(id, |a| a.help_heading(heading).display_order(order));
            }
            c
        });
    }
    // Clap adds its `help` command when it builds the command: build it, then word that command too.
    command.build();
    command.mut_subcommand("help", |c| c.about(words.get("cli-help-command")))
}

/// The puzzles `solve` accepts: those of the core's registry whose answers come with moves.
fn path_puzzles() -> Vec<&'static str> {
    puzzle_core::PUZZLES
        .iter()
        .copied()
        .filter(|p| puzzle_core::has_paths(p))
        .collect()
}

/// The `check` report: one line per fault, then `Accepted A/N`; whether the output passes. With `paths`, the output
/// holds paths, each replayed and judged as a special judge does (`puzzle_core::check_paths`).
fn check(
    words: &Messages,
    puzzle: &str,
    input: &Path,
    output: &Path,
    jobs: usize,
    paths: bool,
) -> Result<(String, bool), Text> {
    let input = read_named(input, Text::new("parse-input"))?;
    let output = read_named(output, Text::new("parse-output"))?;
    let verdict = if paths {
        puzzle_core::check_paths(puzzle, &input, &output)
    } else {
        puzzle_core::check_jobs(puzzle, &input, &output, jobs)
    }
    .map_err(|e| e.text())?;
    let line = |f: &puzzle_core::check::CaseFault| match paths {
        true => puzzle_core::check::path_line(f),
        false => f.line(),
    };
    let mut text: String = verdict
        .faults
        .iter()
        .map(|f| words.format(&line(f)) + "\n")
        .collect();
    let accepted = Text::new("cli-accepted")
        .arg("accepted", verdict.accepted)
        .arg("total", verdict.total);
    if !paths {
        text += &hack::named_line(words, puzzle, &input, &verdict);
    }
    text += &words.format(&accepted);
    text.push('\n');
    Ok((text, verdict.passed))
}

fn run(cli: Cli) -> Result<String, Text> {
    match cli.command {
        Command::Check { .. } => unreachable!("check is run by main"),
        Command::Gen {
            puzzle,
            seed,
            kind,
            size,
        } => puzzle_core::make_tests(&puzzle, seed, kind, size).map_err(|e| e.text()),
        Command::Pack {
            puzzle,
            seed,
            count,
            kind,
            size,
            format,
            hacks,
            output,
        } => pack::write(&puzzle, seed, count, kind, size, format, hacks, &output),
        Command::Hack {
            puzzle, mistake, ..
        } => hack::hack(&puzzle, mistake.as_deref()),
        Command::Judge {
            puzzle,
            mistake: Some(id),
            file,
            ..
        } => hack::judge(&puzzle, &id, &read_input(file.as_deref())?),
        Command::Judge {
            puzzle, jobs, file, ..
        } => {
            let input = read_input(file.as_deref())?;
            puzzle_core::judge_jobs(&puzzle, &input, or_all(jobs)).map_err(|e| e.text())
        }
        Command::Solve {
            weight: Some(_),
            xsb: true,
            ..
        } => Err(Text::new("cli-weight-xsb")),
        Command::Solve {
            puzzle,
            metric,
            xsb: true,
            budget,
            jobs,
            file,
            ..
        } => solve_xsb(
            &puzzle,
            metric.as_deref(),
            budget,
            or_all(jobs),
            file.as_deref(),
        ),
        Command::Solve {
            budget: Some(_), ..
        } => Err(Text::new("cli-budget-without-xsb")),
        Command::Solve {
            puzzle,
            metric,
            weight: Some(weight),
            jobs,
            file,
            ..
        } => solve_weighted(
            &puzzle,
            metric.as_deref(),
            weight,
            or_all(jobs),
            file.as_deref(),
        ),
        Command::Solve {
            puzzle,
            metric,
            jobs,
            file,
            ..
        } => {
            let input = read_input(file.as_deref())?;
            puzzle_core::solve_lines_jobs(&puzzle, &input, metric.as_deref(), or_all(jobs))
                .map_err(|e| e.text())
        }
    }
}

/// `--jobs`, or every core this process may use; the core's other work (Fifteen's tables) keeps to it too.
fn or_all(jobs: Option<usize>) -> usize {
    if let Some(jobs) = jobs {
        puzzle_core::jobs::set_most(jobs);
    }
    puzzle_core::jobs::most()
}

/// `puzzles solve <puzzle> --xsb [FILE]`: the levels of a puzzle that reads XSB files (Sokoban's many-box levels), from
/// FILE (standard input when it is absent or `-`), one line per level, each search within `budget` expanded states.
fn solve_xsb(
    puzzle: &str,
    metric: Option<&str>,
    budget: Option<u64>,
    jobs: usize,
    file: Option<&Path>,
) -> Result<String, Text> {
    puzzle_core::reads_levels(puzzle, "xsb").map_err(|e| e.text())?;
    if let Some(metric) = metric {
        return Err(Text::new("cli-xsb-metric").arg("found", scan::quote(metric)));
    }
    let input = read_input(file.filter(|path| *path != Path::new("-")))?;
    puzzle_core::solve_levels(puzzle, "xsb", &input, budget, jobs).map_err(|e| e.text())
}

/// `puzzles solve fifteen --weight W [FILE]`: per board `N L` and the moves, a path within `W` times the optimum and a
/// proved lower bound (the core's `bounded::solve_lines`); only Fifteen has such a search.
fn solve_weighted(
    puzzle: &str,
    metric: Option<&str>,
    weight: f64,
    jobs: usize,
    file: Option<&Path>,
) -> Result<String, Text> {
    if puzzle != "fifteen" {
        return Err(Text::new("cli-weight-fifteen-only").arg("puzzle", puzzle));
    }
    if let Some(metric) = metric {
        return Err(Text::new("cli-weight-metric").arg("found", scan::quote(metric)));
    }
    let input = read_input(file)?;
    puzzle_core::puzzles::fifteen::bounded::solve_lines(&input, weight, jobs).map_err(|e| e.text())
}

/// Writes `text` to standard output. A reader that has gone (`puzzles solve ... | head`) is no error: the command ends
/// quietly, as Unix tools do; any other failure to write (a full disk) is.
fn emit(text: &str) -> Result<(), Text> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != ErrorKind::BrokenPipe => Err(cannot_write(&e)),
        _ => Ok(()),
    }
}

/// `cli-cannot-write`: "cannot write the output: ...".
fn cannot_write(e: &std::io::Error) -> Text {
    Text::new("cli-cannot-write").arg("why", e.to_string())
}

/// `error: <message>` (`错误：...`) on standard error and exit status 1 (never a panic, even when standard error is
/// closed too).
fn fail(words: &Messages, message: Text) -> ExitCode {
    let line = words.format(&Text::new("cli-error").arg("message", message));
    let _ = writeln!(std::io::stderr(), "{line}");
    ExitCode::FAILURE
}

thread_local! {
    /// The run's language, for clap's value parsers (which take no argument but the text).
    static LANGUAGE: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
}

/// `--seed`, its refusal in the run's language.
fn seed(text: &str) -> Result<u64, String> {
    puzzle_core::parse_seed(text).map_err(|why| Messages::with(LANGUAGE.get(), WORDS).format(&why))
}

/// `--budget`, a number of states of at least 1, its refusal in the run's language.
fn budget(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(states) if states >= 1 => Ok(states),
        _ => {
            let why = Text::new("cli-budget-expected").arg("found", scan::quote(text));
            Err(Messages::with(LANGUAGE.get(), WORDS).format(&why))
        }
    }
}

/// `--weight`, a finite factor of at least 1, its refusal in the run's language.
fn weight(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(w) if w.is_finite() && w >= 1.0 => Ok(w),
        _ => {
            let why = Text::new("cli-weight-expected").arg("found", scan::quote(text));
            Err(Messages::with(LANGUAGE.get(), WORDS).format(&why))
        }
    }
}

/// `--jobs`, a number of threads of at least 1, its refusal in the run's language.
fn jobs(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(jobs) if jobs >= 1 => Ok(jobs),
        _ => {
            let why = Text::new("cli-jobs-expected").arg("found", scan::quote(text));
            Err(Messages::with(LANGUAGE.get(), WORDS).format(&why))
        }
    }
}

/// `--kind`, its refusal in the run's language.
fn kind(text: &str) -> Result<puzzle_core::testgen::Kind, String> {
    puzzle_core::testgen::Kind::parse(text)
        .map_err(|why| Messages::with(LANGUAGE.get(), WORDS).format(&why))
}

fn main() -> ExitCode {
    cache::install_hooks();
    let args: Vec<OsString> = std::env::args_os().collect();
    let lang = language(&args, |name| std::env::var(name).ok());
    LANGUAGE.set(lang);
    let words = Messages::with(lang, WORDS);
    let parsed = localised(&words, lang == Lang::Zh)
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        // Help, the version, or a usage error (exit status 2), written as clap writes them, but checked as `emit` is.
        Err(e) => {
            let code = u8::try_from(e.exit_code()).unwrap_or(2);
            return match e.print() {
                Err(io) if io.kind() != ErrorKind::BrokenPipe => fail(&words, cannot_write(&io)),
                _ => ExitCode::from(code),
            };
        }
    };
    if let Command::Judge {
        puzzle,
        mistake: Some(id),
        ..
    }
    | Command::Hack {
        puzzle,
        mistake: Some(id),
        ..
    } = &cli.command
    {
        if let Some(code) = hack::refuse_unknown(&words, puzzle, id) {
            return code;
        }
    }
    if let Command::Check {
        puzzle,
        input,
        output,
        jobs,
        paths,
    } = &cli.command
    {
        return match check(&words, puzzle, input, output, or_all(*jobs), *paths).and_then(
            |(text, passed)| {
                emit(&text)?;
                Ok(passed)
            },
        ) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(message) => fail(&words, message),
        };
    }
    match run(cli).and_then(|output| emit(&output)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(&words, message),
    }
}
