//! The messages between the page (`web/js/worker-client.js`) and the worker (`lib.rs`, answered by `service.rs`): one
//! [`Request`] per user action, one typed reply, one [`Fault`] for everything that can go wrong.

use puzzle_core::levels::Level;
use puzzle_core::review::{Rating, Review};
use puzzle_core::session::{GalleryItem, Insight, Outcome, View};
#[cfg(feature = "lab")]
use puzzle_core::xray::{Method, StepView, Summary};
#[cfg(feature = "lab")]
use puzzle_core::Verdict;
use puzzle_core::{frame::Frame, Info, Text, UserInput};
use serde::{Deserialize, Serialize};

/// A message from the page: its id (echoed in the reply) and the request.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Envelope {
    /// Chosen by the page; the reply carries it back.
    pub id: u32,
    /// What the page asks for.
    pub request: Request,
}

/// Everything the page may ask. Board requests answer with the board's whole [`View`]. The X-ray's and the studio's
/// requests exist only with the cargo feature `lab` (the lab module, crates/wasm-lab); a puzzle's module answers them
/// with a request fault.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
// On the wire the page writes `{op: "judge", puzzle, input}`; `lib.rs` turns that into serde's external tagging
// (`{judge: {...}}`) before deserialising, which needs no buffering of the whole message (smaller wasm).
#[serde(rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Request {
    /// Every puzzle's [`Info`] and sample: `Reply::Puzzles`.
    Puzzles {},
    /// The exact judge output and each case's answer and path: `Reply::Judged`.
    Judge {
        /// A registry name.
        puzzle: String,
        /// The judge input.
        input: String,
    },
    /// Cases `from..to` (0-based; clamped to the input's) of a judge input, for a pool of workers (web/js/worker-client.js):
    /// `Reply::JudgedCases`: the cases' part of the output, their rows, and how many cases there are. The worker parses
    /// the input once and keeps it for the next request with the same input; `from == to` only parses it (a helper).
    /// With `share` (the first worker) it also builds what the cases share first, and answers with the set-ups that
    /// took long, for the others' `Give`; without, a set-up not given is built when a case first needs it.
    JudgeCases {
        /// A registry name.
        puzzle: String,
        /// The judge input.
        input: String,
        /// The first case.
        from: usize,
        /// One past the last case.
        to: usize,
        /// Whether to build the set-ups these cases share and answer with those that took long
        /// ([`puzzle_core::share::Cases::prepare`], [`puzzle_core::share::Cases::shared`]).
        #[serde(default)]
        share: bool,
        /// Then the cases past `to`, one by one, while the cases solved have taken less than this many ms in all (a
        /// pool's first request: how long the cases take is measured on more of them).
        #[serde(default)]
        more_ms: u32,
        /// And past that, every case left, while the rest, at the pace so far, would take under this many ms (a pool's
        /// first request: a quick input is done in it, not worth a helper's start).
        #[serde(default)]
        alone_ms: u32,
    },
    /// A set-up another worker built (a `JudgeCases` reply's `shared`), held until needed ([`puzzle_core::setup::give`]):
    /// `Reply::Done`.
    Give {
        /// The set-up's key, as the core named it.
        key: String,
        /// Its bytes.
        bytes: Bytes,
    },
    /// The `puzzles solve` lines: `Reply::Text`.
    Solve {
        /// A registry name.
        puzzle: String,
        /// The judge input.
        input: String,
    },
    /// Loads a case of a judge input (the sample when `input` is absent), replays `history` and steps back to `at`:
    /// first boards, permalinks, saved boards, the case picker, and restoring after a Stop.
    Load {
        /// A registry name.
        puzzle: String,
        /// The judge input; the statement's sample when absent.
        input: Option<String>,
        /// The case number, 1-based, as typed.
        case: String,
        /// Moves to replay, in the puzzle's notation (`Notation`).
        #[serde(default)]
        history: String,
        /// How many of them stay played; all when absent.
        at: Option<usize>,
        /// Whether its views search the optimum (true when absent); false reloads a board whose search was stopped.
        #[serde(default = "yes")]
        search: bool,
        /// Answers `Reply::Done` instead of the view, which is then neither made nor searched: the page reloading a
        /// board that a restarted worker lost, before the request it waits to make.
        #[serde(default)]
        quiet: bool,
    },
    /// Searches the optimum of a board loaded with `search: false` again, and keeps searching: `Reply::View`.
    Search {
        /// A registry name.
        puzzle: String,
    },
    /// A new random board: `seed` as typed (any whole number from 0 to 2^64 - 1).
    Generate {
        /// A registry name.
        puzzle: String,
        /// The seed, as typed.
        seed: String,
        /// An index into [`Info::levels`].
        level: usize,
    },
    /// The puzzle's list of levels ([`puzzle_core::levels::list`]): `Reply::Levels`.
    Levels {
        /// A registry name.
        puzzle: String,
    },
    /// The board of a level of the list by its id, or `daily-YYYY-MM-DD` for the puzzle of the day
    /// ([`puzzle_core::levels::load`]): `Reply::View`.
    Level {
        /// A registry name.
        puzzle: String,
        /// The level's id.
        id: String,
    },
    /// The result of the board as played, when it is won ([`puzzle_core::Board::outcome`]): `Reply::Outcome`.
    Outcome {
        /// A registry name.
        puzzle: String,
    },
    /// An input on the board: a key, a click, a swipe, a drag, an edit tool.
    Input {
        /// A registry name.
        puzzle: String,
        /// What the person did.
        input: UserInput,
    },
    /// Steps back one move.
    Undo {
        /// A registry name.
        puzzle: String,
    },
    /// Steps forward one undone move.
    Redo {
        /// A registry name.
        puzzle: String,
    },
    /// Back to the start, keeping the moves to redo.
    Restart {
        /// A registry name.
        puzzle: String,
    },
    /// Replays `history` from the board's start and stays at move `at` (the stepper's jumps).
    Replay {
        /// A registry name.
        puzzle: String,
        /// Moves, in the puzzle's notation (`Notation`).
        history: String,
        /// How many stay played.
        at: usize,
    },
    /// The board as a one-case judge input, from its start or as it stands: `Reply::Text`.
    JudgeInput {
        /// A registry name.
        puzzle: String,
        /// From the current state rather than the start.
        current: bool,
    },
    /// What a plain search from the board's start sees, and the gallery where the puzzle has one: `Reply::Insight`.
    Insight {
        /// A registry name.
        puzzle: String,
    },
    /// Frames along `moves` from the board's start, at most `most` of them (evenly sampled, first and last kept):
    /// `Reply::Frames`.
    Frames {
        /// A registry name.
        puzzle: String,
        /// The board, as a one-case judge input (the GIF worker's own core, which holds none); else the loaded one.
        #[serde(default)]
        input: Option<String>,
        /// Moves, in the puzzle's notation (`Notation`).
        moves: String,
        /// The most frames wanted.
        most: usize,
    },
    /// The board's start and `moves` as a file of the puzzle's level format (`Info.levelFormat`: Sokoban's XSB with the
    /// moves in LURD): `Reply::Text`, empty for a puzzle without one; an illegal move is refused.
    LevelFile {
        /// A registry name.
        puzzle: String,
        /// Moves, in the puzzle's notation (`Notation`).
        moves: String,
    },
    /// Replays `moves` from the board's start, as a link's `path=` is before the stepper shows it: `Reply::Path`.
    Path {
        /// A registry name.
        puzzle: String,
        /// Moves, in the puzzle's notation (`Notation`).
        moves: String,
    },
    /// Compares a contestant's output with the judge's for its input: `Reply::Verdict`.
    #[cfg(feature = "lab")]
    Check(Submission),
    /// Which known mistake reproduces the wrong answers of a contestant's output (the check's, made again, of the
    /// answers: `paths` is not read): `Reply::Mistake`.
    #[cfg(feature = "lab")]
    Mistake(Submission),
    /// A known mistake's smallest failing case, with the check of the mistake's output for it: `Reply::Hack`.
    #[cfg(feature = "lab")]
    Hack {
        /// A registry name.
        puzzle: String,
        /// The mistake's id.
        id: String,
    },
    /// A test input and its judge output, from a seed: `Reply::Tests`.
    #[cfg(feature = "lab")]
    MakeTests {
        /// A registry name.
        puzzle: String,
        /// The seed, as typed (any whole number from 0 to 2^64 - 1).
        seed: String,
        /// `random`, `edge` or `worst`, as typed.
        kind: String,
        /// The board side or OmniGravity's number of boards, as typed; the kind's default when absent or empty.
        size: Option<String>,
    },
    /// Make tests' package: `count` tests from `seed` in a contestant tool's layout, zipped: `Reply::Package`.
    #[cfg(feature = "lab")]
    Pack {
        /// A registry name.
        puzzle: String,
        /// The first test's seed, as typed.
        seed: String,
        /// `random`, `edge` or `worst`, as typed.
        kind: String,
        /// As `MakeTests`' size.
        size: Option<String>,
        /// How many tests, as typed (10 when absent or empty).
        count: Option<String>,
        /// `plain`, `hydro`, `polygon` or `cph`, as typed.
        format: String,
        /// Whether the hack pack follows the tests: one smallest failing case per known mistake.
        #[serde(default)]
        hacks: bool,
    },
    /// Each legal move from the current state, rated: `Reply::Ratings`.
    Ratings {
        /// A registry name.
        puzzle: String,
    },
    /// The moves played up to the current state, against the optimum: `Reply::Review`. Each request reviews a bounded
    /// stretch more of a long game (the reply says how far it got) and lists the reviewed moves `from .. from + count`.
    Review {
        /// A registry name.
        puzzle: String,
        /// The first move listed, 0-based (0 when absent).
        #[serde(default)]
        from: usize,
        /// How many moves to list, at most `puzzle_core::review::REVIEW_ROWS` (that many when absent).
        #[serde(default)]
        count: Option<usize>,
    },
    /// The X-ray of a search from the board's current state: `Reply::Xray` (its figures and pseudocode).
    #[cfg(feature = "lab")]
    Xray {
        /// A registry name.
        puzzle: String,
        /// `bfs` or `solver`.
        method: Method,
    },
    /// One kept step of an X-ray, drawn: `Reply::XrayStep` (`null` past the last).
    #[cfg(feature = "lab")]
    XrayStep {
        /// A registry name.
        puzzle: String,
        /// `bfs` or `solver`.
        method: Method,
        /// The kept step's index.
        step: usize,
    },
    /// Test and bench builds only: panics inside wasm, to check that the page survives.
    #[cfg(feature = "testing")]
    Panic {},
    /// Test and bench builds only: `times` judge runs in one request, to time sub-millisecond solves.
    #[cfg(feature = "testing")]
    JudgeRepeated {
        /// A registry name.
        puzzle: String,
        /// The judge input.
        input: String,
        /// How many runs.
        times: u32,
    },
    /// Test and bench builds only: the board sizes whose search tables this worker has built (`"4x4"`, ...), so that a
    /// test sees what an answer cost: `Reply::Built`.
    #[cfg(feature = "testing")]
    Built {},
}

/// The default of a flag that is on unless the page says otherwise.
fn yes() -> bool {
    true
}

/// One case's answer as the page lists it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Case {
    /// The judge's number for it (-1 when impossible).
    pub answer: i64,
    /// The optimal moves, for puzzles whose answers are paths.
    pub moves: Option<String>,
    /// The `puzzles solve` line.
    pub line: String,
    /// The answer as the judge prints it, its output line without the case label: `81`, Klotski's `116 90 81`,
    /// `unsolvable`.
    pub printed: String,
    /// The search states its solver took (`Report::explored`).
    pub explored: u64,
    /// Its time in the worker, in ms, on the worker's clock (a shared set-up counts in the first case that needs it; in
    /// a pool's run, in none: the first worker prepares them before any case).
    pub ms: f64,
}

/// A set-up one worker built for the others, under the core's key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Shared {
    /// The set-up's key.
    pub key: String,
    /// Its bytes (a `Uint8Array`).
    pub bytes: Bytes,
}

/// One frame of a path and the number of moves made before it (0 for the start).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PathFrame {
    /// The step shown: the number of moves of the path made.
    pub step: usize,
    /// The board after those moves.
    pub frame: Frame,
}

/// What the worker answers.
// One reply a request, serialised at once and dropped: its size on the stack costs nothing worth a Box.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Reply {
    /// A board's whole view.
    View(View),
    /// A judge run.
    Judged {
        /// The exact judge output.
        output: String,
        /// Each case or query.
        cases: Vec<Case>,
        /// For a puzzle that counts several ways: per count (`Info.metrics`), each case's answer and optimal moves
        /// counted that way; empty for the others.
        #[serde(rename = "byMetric")]
        by_metric: Vec<Vec<puzzle_core::CaseSummary>>,
    },
    /// Some cases of a pool's run (`Request::JudgeCases`).
    JudgedCases {
        /// How many cases or queries the input holds.
        count: usize,
        /// How many ways the puzzle counts (the length of `byMetric`).
        metrics: usize,
        /// The first case solved: the request's `from` (at most `count`).
        from: usize,
        /// The cases' part of the judge output: the output is the parts of every request, case after case.
        output: String,
        /// Each case solved, in order, as a one-worker run lists it.
        cases: Vec<Case>,
        /// Per count of a puzzle that counts several ways, each case's answer and optimal moves counted that way.
        #[serde(rename = "byMetric")]
        by_metric: Vec<Vec<puzzle_core::CaseSummary>>,
        /// With `share`: the set-ups that took long, for the other workers; else empty.
        shared: Vec<Shared>,
        /// The memory, in bytes, that each worker holds for those set-ups once given them
        /// ([`puzzle_core::share::Cases::held`]): the pool takes fewer workers when it is large.
        held: usize,
    },
    /// Text: solve lines, a judge input.
    Text(String),
    /// Every puzzle, in the page's order.
    Puzzles(Vec<PuzzleEntry>),
    /// The insight view.
    Insight {
        /// The search's figures.
        insight: Insight,
        /// Every reachable state, for puzzles with a gallery.
        gallery: Vec<GalleryItem>,
    },
    /// Frames to draw one after another, each with the step of the path it shows.
    Frames(Vec<PathFrame>),
    /// A path replayed from the board's start: how many of its moves are legal, and why the next one is refused.
    Path {
        /// The moves that replay (all of them when `refused` is `None`).
        legal: usize,
        /// Why move `legal + 1` is refused, in the page's words; `None` when the whole path is legal.
        refused: Option<Text>,
    },
    /// A check of a contestant's output.
    #[cfg(feature = "lab")]
    Verdict(Verdict),
    /// The known mistake named for an output: `wrong` when it has wrong answers; `named` the mistake that reproduces
    /// them, if one does.
    #[cfg(feature = "lab")]
    Mistake {
        /// Whether the output has wrong answers (a mistake is then named, or none is).
        wrong: bool,
        /// The mistake, if one reproduces them.
        named: Option<puzzle_core::mistakes::Named>,
    },
    /// A known mistake's smallest failing case (`None`: its answers are always right), and the verdict of the mistake's
    /// output for it (its one fault, to show on the board).
    #[cfg(feature = "lab")]
    Hack {
        /// The case: its input, the judge's output and the mistake's.
        hack: Option<puzzle_core::mistakes::Hack>,
        /// The check of the mistake's output for it.
        verdict: Option<Verdict>,
    },
    /// Test data made from a seed.
    #[cfg(feature = "lab")]
    Tests {
        /// The judge input.
        input: String,
        /// The judge output for it.
        output: String,
        /// `<puzzle>-<seed>`: the files to save are `<name>.in` and `<name>.out`.
        name: String,
    },
    /// A test package made from a seed.
    #[cfg(feature = "lab")]
    Package {
        /// The zip (a `Uint8Array`).
        zip: Bytes,
        /// `<puzzle>-<seed>-<format>.zip`: the file to save.
        name: String,
    },
    /// A puzzle's list of levels.
    Levels(Vec<Level>),
    /// A won board's result against the optimum, or `null` while it is not won.
    Outcome(Option<Outcome>),
    /// Each legal move, rated.
    Ratings(Vec<Rating>),
    /// The moves played, reviewed.
    Review(Review),
    /// An X-ray's figures.
    #[cfg(feature = "lab")]
    Xray(Summary),
    /// One step of an X-ray, or `null` past the last.
    #[cfg(feature = "lab")]
    XrayStep(Option<StepView>),
    /// Test builds only: the board sizes whose search tables are built.
    #[cfg(feature = "testing")]
    Built(Vec<String>),
    /// Nothing to say.
    Done,
}

/// A contestant's output for a judge input, as the studio sends it to be checked (`Request::Check`) or named
/// (`Request::Mistake`).
#[cfg(feature = "lab")]
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Submission {
    /// A registry name.
    pub puzzle: String,
    /// The judge input.
    pub input: String,
    /// The contestant's output, as typed or pasted (a text box turns CRLF into LF).
    #[serde(default)]
    pub output: String,
    /// The contestant's output file as it is (a `Uint8Array`), CRs included; when given, `output` is ignored.
    #[serde(default)]
    pub output_bytes: Option<Bytes>,
    /// Whether the output holds paths, each replayed and judged as a special judge does
    /// (`puzzle_core::check_paths`); false when absent.
    #[serde(default)]
    pub paths: bool,
}

/// Bytes from the page, a `Uint8Array` (or an array of numbers), as serde-wasm-bindgen hands them over; to the page,
/// a `Uint8Array`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Bytes(pub Vec<u8>);

impl Serialize for Bytes {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(&self.0)
    }
}

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Bytes, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Bytes;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("bytes (a Uint8Array)")
            }
            fn visit_bytes<E>(self, bytes: &[u8]) -> Result<Bytes, E> {
                Ok(Bytes(bytes.to_vec()))
            }
            fn visit_byte_buf<E>(self, bytes: Vec<u8>) -> Result<Bytes, E> {
                Ok(Bytes(bytes))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Bytes, A::Error> {
                let mut bytes = Vec::new();
                while let Some(byte) = seq.next_element()? {
                    bytes.push(byte);
                }
                Ok(Bytes(bytes))
            }
        }
        deserializer.deserialize_byte_buf(Visit)
    }
}

/// One puzzle as the page first needs it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PuzzleEntry {
    /// Names, statement, controls, tools, views.
    pub info: Info,
    /// The statement's sample input.
    pub sample: &'static str,
    /// The longest judge input read, in bytes (`scan::MAX_INPUT`): the page's one copy of the limit.
    #[serde(rename = "maxInput")]
    pub max_input: usize,
    /// Whether its judge output labels each case (`Case 3: 5`, or a header line `Maze #3`); when not, the page labels the
    /// lines beside the exact text.
    pub labelled: bool,
    /// The header over each case's answer (Sokoban's `Maze #`, see `Puzzle::HEADER`), or none: one line a case.
    pub header: Option<&'static str>,
    /// What separates two moves in its paths' text: `""` when each move is one letter, `" "` otherwise.
    pub separator: &'static str,
    /// What one move of its paths' text is called and what the moves mean: `("letter", "U up, D down, ...")`.
    pub notation: (&'static str, &'static str),
}

/// What kind of thing went wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FaultKind {
    /// The judge input breaks the format or a rule: `line` and `column` say where.
    Parse,
    /// A move the rules refuse.
    Illegal,
    /// An input that means nothing on this board (a click far from the blank).
    Nothing,
    /// An edit, a seed or a case number that cannot be used.
    Edit,
    /// A request the worker cannot answer (no board loaded, a malformed message): a fault of the page.
    Request,
    /// A contestant's output that cannot be checked (too large, not UTF-8): `line` and `column` say where in it.
    Output,
}

/// Everything that can go wrong, in the page's words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Fault {
    /// What kind of fault.
    pub kind: FaultKind,
    /// 1-based line of a parse error, else 0.
    pub line: usize,
    /// 1-based column of a parse error, else 0.
    pub column: usize,
    /// What was expected and what was found (serialised `{msg, args}`: the page formats it).
    pub message: Text,
    /// The whole message, as the CLI prints it after `error: ` (`parse-at` with the line, the column and `message`).
    pub text: Text,
}

impl Fault {
    /// A fault that is not about the judge input's text.
    pub fn new(kind: FaultKind, message: Text) -> Fault {
        Fault {
            kind,
            line: 0,
            column: 0,
            text: message.clone(),
            message,
        }
    }
}

impl From<puzzle_core::Error> for Fault {
    fn from(error: puzzle_core::Error) -> Fault {
        let text = error.text();
        match error {
            puzzle_core::Error::Parse(p) => Fault {
                kind: FaultKind::Parse,
                line: p.line,
                column: p.column,
                message: p.message,
                text,
            },
            puzzle_core::Error::Output(p) => Fault {
                kind: FaultKind::Output,
                line: p.line,
                column: p.column,
                message: p.message,
                text,
            },
            puzzle_core::Error::NoCase { .. } => Fault::new(FaultKind::Edit, text),
            _ => Fault::new(FaultKind::Request, text),
        }
    }
}
