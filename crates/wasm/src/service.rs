//! The worker's answers, in plain Rust (tested natively): one board per puzzle, each [`Request`] of `request.rs`
//! answered from the core; `lib.rs` carries the messages in and out.

use puzzle_core::session::{IllegalMove, View};
use puzzle_core::share::{Cases, Solved};
use puzzle_core::{Board, Refused, Text};

#[cfg(feature = "lab")]
use crate::protocol::Submission;
use crate::protocol::{
    Bytes, Case, Fault, FaultKind, PathFrame, PuzzleEntry, Reply, Request, Shared,
};

/// What the worker holds between messages: the board shown for each puzzle, and the judge input of a pool's run.
#[derive(Default)]
pub struct Service {
    boards: Vec<(String, Box<dyn Board>)>,
    /// The last `JudgeCases` request's puzzle and input, parsed and prepared, for the next with the same.
    cases: Option<(String, String, Box<dyn Cases>)>,
}

impl Service {
    /// A worker with no board loaded.
    pub fn new() -> Service {
        Service::default()
    }

    /// The board of `puzzle`, or a fault when none is loaded.
    fn board(&mut self, puzzle: &str) -> Result<&mut Box<dyn Board>, Fault> {
        self.boards
            .iter_mut()
            .find(|(name, _)| name == puzzle)
            .map(|(_, board)| board)
            .ok_or_else(|| {
                Fault::new(
                    FaultKind::Request,
                    Text::new("fault-no-board").arg("puzzle", puzzle),
                )
            })
    }

    /// Keeps `board` as `puzzle`'s board and answers with its view.
    fn keep(&mut self, puzzle: String, mut board: Box<dyn Board>) -> Reply {
        let view = board.view();
        self.boards.retain(|(name, _)| *name != puzzle);
        self.boards.push((puzzle, board));
        Reply::View(view)
    }

    /// The view of `puzzle`'s board after `change`.
    fn change(
        &mut self,
        puzzle: &str,
        change: impl FnOnce(&mut dyn Board),
    ) -> Result<Reply, Fault> {
        let board = self.board(puzzle)?;
        change(board.as_mut());
        Ok(Reply::View(board.view()))
    }

    /// Answers one request, with no clock (every case of a judge run takes 0 ms).
    pub fn handle(&mut self, request: Request) -> Result<Reply, Fault> {
        self.handle_with(request, &mut || 0.0)
    }

    /// Answers one request; `clock` (the host's, in ms) times each case of a judge run.
    pub fn handle_with(
        &mut self,
        request: Request,
        clock: &mut dyn FnMut() -> f64,
    ) -> Result<Reply, Fault> {
        match request {
            Request::Puzzles {} => Ok(Reply::Puzzles(
                puzzle_core::infos()
                    .into_iter()
                    .map(|info| PuzzleEntry {
                        sample: puzzle_core::sample(info.name).unwrap_or_default(),
                        max_input: puzzle_core::scan::MAX_INPUT,
                        labelled: puzzle_core::numbered(info.name)
                            || puzzle_core::header(info.name).is_some(),
                        header: puzzle_core::header(info.name),
                        separator: puzzle_core::move_separator(info.name),
                        notation: puzzle_core::move_meaning(info.name),
                        info,
                    })
                    .collect(),
            )),
            Request::Judge { puzzle, input } => judge(&puzzle, &input, clock),
            Request::JudgeCases {
                puzzle,
                input,
                from,
                to,
                part,
                share,
                more_ms,
                alone_ms,
                kept,
            } => self.judge_cases(
                puzzle,
                input,
                Span {
                    from,
                    to,
                    part,
                    more_ms,
                    alone_ms,
                },
                share.then_some(&kept[..]),
                clock,
            ),
            Request::Give { key, bytes } => {
                puzzle_core::setup::give(&key, bytes.0);
                Ok(Reply::Done)
            }
            Request::Solve { puzzle, input } => {
                Ok(Reply::Text(puzzle_core::solve_lines(&puzzle, &input)?))
            }
            Request::Load {
                puzzle,
                input,
                case,
                history,
                at,
                search,
                quiet,
            } => {
                let sample = puzzle_core::sample(&puzzle).unwrap_or_default();
                let mut board =
                    puzzle_core::load_case(&puzzle, input.as_deref().unwrap_or(sample), &case)?;
                board.set_search(search);
                board
                    .restore(&history, at.unwrap_or(usize::MAX))
                    .map_err(|(i, e)| {
                        let why = Text::new("fault-saved-move")
                            .arg("move", i + 1)
                            .arg("why", e.to_string());
                        Fault::new(FaultKind::Illegal, why)
                    })?;
                if quiet {
                    self.boards.retain(|(name, _)| *name != puzzle);
                    self.boards.push((puzzle, board));
                    return Ok(Reply::Done);
                }
                Ok(self.keep(puzzle, board))
            }
            Request::Generate {
                puzzle,
                seed,
                level,
            } => {
                let seed =
                    puzzle_core::parse_seed(&seed).map_err(|m| Fault::new(FaultKind::Edit, m))?;
                let board = puzzle_core::generate_board(&puzzle, seed, level)?;
                Ok(self.keep(puzzle, board))
            }
            Request::Levels { puzzle } => Ok(Reply::Levels(puzzle_core::levels::list(&puzzle)?)),
            Request::Level { puzzle, id } => {
                let board = puzzle_core::levels::load(&puzzle, &id)?;
                Ok(self.keep(puzzle, board))
            }
            Request::Outcome { puzzle } => Ok(Reply::Outcome(self.board(&puzzle)?.outcome())),
            Request::Input { puzzle, input } => {
                let board = self.board(&puzzle)?;
                board.input(&input).map_err(|refused| match refused {
                    Refused::Illegal(illegal) => Fault::new(FaultKind::Illegal, illegal.reason),
                    Refused::Nothing(why) => Fault::new(FaultKind::Nothing, why),
                    Refused::Edit(why) => Fault::new(FaultKind::Edit, why),
                })?;
                Ok(Reply::View(board.view()))
            }
            Request::Search { puzzle } => self.change(&puzzle, |b| b.set_search(true)),
            Request::Undo { puzzle } => self.change(&puzzle, |b| {
                b.undo();
            }),
            Request::Redo { puzzle } => self.change(&puzzle, |b| {
                b.redo();
            }),
            Request::Restart { puzzle } => self.change(&puzzle, |b| b.restart()),
            Request::Replay {
                puzzle,
                history,
                at,
            } => {
                let board = self.board(&puzzle)?;
                board
                    .restore(&history, at)
                    .map_err(|(i, e)| illegal_move(i, &e))?;
                Ok(Reply::View(board.view()))
            }
            Request::JudgeInput { puzzle, current } => {
                Ok(Reply::Text(self.board(&puzzle)?.judge_input(current)))
            }
            Request::Insight { puzzle } => {
                let board = self.board(&puzzle)?;
                Ok(Reply::Insight {
                    insight: board.insight(),
                    gallery: board.gallery(),
                })
            }
            Request::Frames {
                puzzle,
                input,
                moves,
                most,
            } => {
                // A board given is only replayed: neither kept nor solved.
                let given = match input {
                    Some(input) => Some(puzzle_core::load_case(&puzzle, &input, "1")?),
                    None => None,
                };
                let board = match &given {
                    Some(board) => board,
                    None => &*self.board(&puzzle)?,
                };
                let frames = board
                    .frames(&moves, most)
                    .map_err(|(i, e)| illegal_move(i, &e))?;
                Ok(Reply::Frames(
                    frames
                        .into_iter()
                        .map(|(step, frame)| PathFrame { step, frame })
                        .collect(),
                ))
            }
            Request::LevelFile { puzzle, moves } => Ok(Reply::Text(
                self.board(&puzzle)?
                    .level_file(&moves)
                    .map_err(|(i, e)| illegal_move(i, &e))?
                    .unwrap_or_default(),
            )),
            Request::Path { puzzle, moves } => Ok(match self.board(&puzzle)?.check_path(&moves) {
                Ok(legal) => Reply::Path {
                    legal,
                    refused: None,
                },
                Err((i, e)) => Reply::Path {
                    legal: i,
                    refused: Some(e.reason),
                },
            }),
            #[cfg(feature = "lab")]
            Request::Check(submitted) => Ok(Reply::Verdict(verdict(&submitted, submitted.paths)?)),
            #[cfg(feature = "lab")]
            Request::Mistake(submitted) => {
                let verdict = verdict(&submitted, false)?;
                let named =
                    puzzle_core::mistakes::name(&submitted.puzzle, &submitted.input, &verdict)?;
                Ok(Reply::Mistake {
                    wrong: named.is_some(),
                    named: named.flatten(),
                })
            }
            #[cfg(feature = "lab")]
            Request::Hack { puzzle, id } => {
                let hack = puzzle_core::mistakes::hack(&puzzle, &id)?;
                let verdict = match &hack {
                    Some(hack) => Some(puzzle_core::check(&puzzle, &hack.input, &hack.found)?),
                    None => None,
                };
                Ok(Reply::Hack { hack, verdict })
            }
            #[cfg(feature = "lab")]
            Request::MakeTests {
                puzzle,
                seed,
                kind,
                size,
            } => make_tests(&puzzle, &seed, &kind, size.as_deref()),
            #[cfg(feature = "lab")]
            Request::Pack {
                puzzle,
                seed,
                kind,
                size,
                count,
                format,
                hacks,
            } => pack(
                &puzzle,
                &seed,
                &kind,
                (size.as_deref(), count.as_deref()),
                &format,
                hacks,
            ),
            Request::Ratings { puzzle } => Ok(Reply::Ratings(self.board(&puzzle)?.ratings())),
            Request::Review {
                puzzle,
                from,
                count,
            } => {
                let count = count.unwrap_or(puzzle_core::review::REVIEW_ROWS);
                Ok(Reply::Review(self.board(&puzzle)?.review(from, count)))
            }
            #[cfg(feature = "lab")]
            Request::Xray { puzzle, method } => Ok(Reply::Xray(self.board(&puzzle)?.xray(method))),
            #[cfg(feature = "lab")]
            Request::XrayStep {
                puzzle,
                method,
                step,
            } => Ok(Reply::XrayStep(
                self.board(&puzzle)?.xray_step(method, step),
            )),
            #[cfg(feature = "testing")]
            Request::Panic {} => panic!("deliberate test panic"),
            #[cfg(feature = "testing")]
            Request::JudgeRepeated {
                puzzle,
                input,
                times,
            } => {
                let mut output = String::new();
                for _ in 0..times {
                    output = puzzle_core::judge(&puzzle, &input)?;
                }
                Ok(Reply::Text(output))
            }
            #[cfg(feature = "testing")]
            Request::Built {} => Ok(Reply::Built(puzzle_core::tables_built())),
        }
    }

    /// The cases of `span` of `input` for a pool's run, on the input kept from the last request when it is the same;
    /// with `share`, after building the set-ups the cases share, answering with those not among its keys.
    fn judge_cases(
        &mut self,
        puzzle: String,
        input: String,
        span: Span,
        share: Option<&[String]>,
        clock: &mut dyn FnMut() -> f64,
    ) -> Result<Reply, Fault> {
        let kept = self.cases.take();
        let (puzzle, input, mut cases) = match kept {
            Some((p, i, cases)) if p == puzzle && i == input => (p, i, cases),
            // The last input goes first: two parsed inputs are never held at once.
            _ => {
                drop(kept);
                let cases = puzzle_core::share::cases(&puzzle, &input)?;
                (puzzle, input, cases)
            }
        };
        if share.is_some() {
            cases.prepare();
        }
        let count = cases.count();
        let span = span.counted(count);
        let from = span.from.min(count);
        let metrics = cases.metrics();
        let (mut output, mut rows) = (String::new(), Vec::new());
        let mut by_metric = vec![Vec::new(); metrics];
        let mut spent = 0.0;
        for index in from..count {
            if !span.goes_on(index, spent, count - from) {
                break;
            }
            let began = clock();
            let Some(solved) = cases.solve(index) else {
                break;
            };
            let ms = clock() - began;
            spent += ms;
            output.push_str(&solved.output);
            for (counted, summary) in by_metric.iter_mut().zip(&solved.by_metric) {
                counted.push(summary.clone());
            }
            rows.push(row(solved, ms));
        }
        let shared = share.map_or_else(Vec::new, |kept| cases.shared(kept));
        let reply = Reply::JudgedCases {
            count,
            metrics,
            from,
            output,
            cases: rows,
            by_metric,
            held: cases.held(),
            shared: shared
                .into_iter()
                .map(|(key, bytes)| Shared {
                    key,
                    bytes: Bytes(bytes),
                })
                .collect(),
        };
        self.cases = Some((puzzle, input, cases));
        Ok(reply)
    }

    /// The view of `puzzle`'s board, if one is loaded (for tests).
    pub fn view(&mut self, puzzle: &str) -> Option<View> {
        self.board(puzzle).ok().map(|b| b.view())
    }
}

/// The cases a `JudgeCases` request asks for (see there).
struct Span {
    from: usize,
    to: usize,
    part: Option<[usize; 2]>,
    more_ms: u32,
    alone_ms: u32,
}

impl Span {
    /// The span of an input of `count` cases: its `part`, if it names one, as `from` and `to`.
    fn counted(self, count: usize) -> Span {
        let Some([k, n]) = self.part else {
            return self;
        };
        // In u128: a part of any `[k, n]` the page sends, however large, is within the cases.
        let bound = |k: usize| match n {
            0 => count,
            n => (count as u128 * k.min(n) as u128 / n as u128) as usize,
        };
        Span {
            from: bound(k),
            to: bound(k.saturating_add(1)),
            part: None,
            more_ms: 0,
            alone_ms: 0,
        }
    }

    /// Whether case `index` is solved too, after `spent` ms on the cases from `from`, `total` of them to the last.
    fn goes_on(&self, index: usize, spent: f64, total: usize) -> bool {
        let solved = index - self.from.min(index);
        if index < self.to || spent < f64::from(self.more_ms) {
            return true;
        }
        let rest = (total - solved) as f64;
        solved > 0 && spent / solved as f64 * rest < f64::from(self.alone_ms)
    }
}

/// A judge run: the output and each case with its path, solve line, states searched and time on `clock`.
fn judge(puzzle: &str, input: &str, clock: &mut dyn FnMut() -> f64) -> Result<Reply, Fault> {
    let mut marks = Vec::new();
    let report = puzzle_core::report_ticking(puzzle, input, &mut || marks.push(clock()))?;
    let cases = report
        .cases
        .iter()
        .zip(&report.explored)
        .zip(marks.windows(2))
        .zip(&report.printed)
        .map(|(((c, &explored), pair), printed)| Case {
            answer: c.answer,
            moves: c.moves.clone(),
            line: c.solve_line_printed(printed, report.impossible),
            printed: printed.clone(),
            explored,
            ms: pair[1] - pair[0],
        })
        .collect();
    Ok(Reply::Judged {
        output: report.output,
        cases,
        by_metric: report.by_metric,
    })
}

/// A case solved for a pool's run, with its time.
fn row(solved: Solved, ms: f64) -> Case {
    Case {
        answer: solved.case.answer,
        moves: solved.case.moves,
        line: solved.line,
        printed: solved.printed,
        explored: solved.explored,
        ms,
    }
}

/// The fault for the move at index `i` (0-based) of a path, refused: `fault-move` ("move 3: ...").
/// The check of a contestant's output (`paths`: as a special judge replays paths), from its file's bytes when sent.
#[cfg(feature = "lab")]
fn verdict(
    submitted: &Submission,
    paths: bool,
) -> Result<puzzle_core::check::Verdict, puzzle_core::Error> {
    let Submission {
        puzzle,
        input,
        output,
        output_bytes,
        ..
    } = submitted;
    match (output_bytes, paths) {
        (Some(bytes), false) => puzzle_core::check_bytes(puzzle, input, &bytes.0),
        (Some(bytes), true) => puzzle_core::check_paths_bytes(puzzle, input, &bytes.0),
        (None, false) => puzzle_core::check(puzzle, input, output),
        (None, true) => puzzle_core::check_paths(puzzle, input, output),
    }
}

fn illegal_move(i: usize, why: &IllegalMove) -> Fault {
    // The reason as a message (its Display in the wasm module is the bare id, never words).
    let text = Text::new("fault-move")
        .arg("move", i + 1)
        .arg("why", why.reason.clone());
    Fault::new(FaultKind::Illegal, text)
}

/// Test data from the page's "Make tests" panel: every field as typed, a bad one an edit fault naming it.
#[cfg(feature = "lab")]
fn make_tests(puzzle: &str, seed: &str, kind: &str, size: Option<&str>) -> Result<Reply, Fault> {
    use puzzle_core::testgen;
    let edit = |m: Text| Fault::new(FaultKind::Edit, m);
    puzzle_core::levels(puzzle)?;
    let seed = puzzle_core::parse_seed(seed).map_err(edit)?;
    let kind = testgen::Kind::parse(kind).map_err(edit)?;
    let size = testgen::parse_size(puzzle, size.unwrap_or_default())
        .map_err(|m| Fault::new(FaultKind::Edit, m))?;
    let input = puzzle_core::make_tests(puzzle, seed, kind, size)?;
    let output = puzzle_core::judge(puzzle, &input)?;
    Ok(Reply::Tests {
        input,
        output,
        name: format!("{puzzle}-{seed}"),
    })
}

/// A test package from the page's "Make tests" panel: every field as typed, a bad one an edit fault naming it.
#[cfg(feature = "lab")]
fn pack(
    puzzle: &str,
    seed: &str,
    kind: &str,
    (size, count): (Option<&str>, Option<&str>),
    format: &str,
    hacks: bool,
) -> Result<Reply, Fault> {
    use puzzle_core::{pack, testgen};
    let edit = |m: Text| Fault::new(FaultKind::Edit, m);
    puzzle_core::levels(puzzle)?;
    let seed = puzzle_core::parse_seed(seed).map_err(edit)?;
    let kind = testgen::Kind::parse(kind).map_err(edit)?;
    let size = testgen::parse_size(puzzle, size.unwrap_or_default()).map_err(edit)?;
    let format_name = format.trim().to_ascii_lowercase();
    let format = pack::Format::parse(format).map_err(edit)?;
    let count = match count.map(str::trim).filter(|c| !c.is_empty()) {
        None => 10,
        Some(typed) => typed.parse().map_err(|_| {
            edit(
                Text::new("pack-count-expected")
                    .arg("max", pack::MOST_TESTS)
                    .arg("found", puzzle_core::scan::quote(typed)),
            )
        })?,
    };
    let zip = puzzle_core::mistakes::package(puzzle, (seed, count), kind, size, format, hacks)?;
    Ok(Reply::Package {
        zip: Bytes(zip),
        name: format!("{puzzle}-{seed}-{format_name}.zip"),
    })
}

/// The board requests, tested natively.
#[cfg(test)]
#[path = "service_tests.rs"]
mod tests;

/// Judge runs' figures and the input limit, tested natively.
#[cfg(test)]
#[path = "judge_tests.rs"]
mod judge_tests;

/// The lab module's requests (the studio's `Check` and `MakeTests`, the X-ray), tested natively.
#[cfg(all(test, feature = "lab"))]
#[path = "lab_tests.rs"]
mod lab_tests;

/// What a Stop leaves: boards loaded without searching, quiet reloads (issue 27), tested natively.
#[cfg(test)]
#[path = "stop_tests.rs"]
mod stop_tests;
