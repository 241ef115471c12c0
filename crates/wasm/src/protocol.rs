//! The messages between the page (`web/js/worker-client.js`) and the worker (`lib.rs`, answered by `service.rs`): one
//! [`Request`] per user action (`request.rs`), one typed reply, one [`Fault`] for everything that can go wrong.

use puzzle_core::levels::Level;
use puzzle_core::review::{Rating, Review};
use puzzle_core::session::{GalleryItem, Insight, Outcome, View};
#[cfg(feature = "lab")]
use puzzle_core::xray::{StepView, Summary};
#[cfg(feature = "lab")]
use puzzle_core::Verdict;
use puzzle_core::{frame::Frame, Info, Text};
use serde::{Deserialize, Serialize};

pub use crate::request::{Envelope, Request};

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
    /// What one move of its paths' text is called and what the moves mean, a message the page says in its language:
    /// `("letter", {msg: "notation-udlr"})`.
    pub notation: (&'static str, Option<Text>),
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
