//! What the page may ask the worker (partners: `protocol.rs` the replies and faults, `service.rs` which answers,
//! `lib.rs` the message loop, `web/js/worker-client.js` the page's side).

#[cfg(feature = "lab")]
use puzzle_core::xray::Method;
use puzzle_core::UserInput;
use serde::Deserialize;

use crate::protocol::Bytes;
#[cfg(feature = "lab")]
use crate::protocol::Submission;

/// A message from the page: its id (echoed in the reply) and the request.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Envelope {
    /// Chosen by the page; the reply carries it back.
    pub id: u32,
    /// What the page asks for.
    pub request: Request,
}

/// Everything the page may ask. Board requests answer with the board's whole [`puzzle_core::session::View`]. The
/// X-ray's and the studio's requests exist only with the cargo feature `lab` (the lab module, crates/wasm-lab); a
/// puzzle's module answers them with a request fault.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
// On the wire the page writes `{op: "judge", puzzle, input}`; `lib.rs` turns that into serde's external tagging
// (`{judge: {...}}`) before deserialising, which needs no buffering of the whole message (smaller wasm).
#[serde(rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Request {
    /// Every puzzle's [`puzzle_core::Info`] and sample: `Reply::Puzzles`.
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
        /// In place of `from` and `to`: part `k` of `n` equal parts of the cases, `[k, n]`, from `count * k / n` to
        /// `count * (k + 1) / n` (a pool of quick cases, each worker given its part at once: the page waits for no
        /// first request to count them). A part past the last is empty.
        #[serde(default)]
        part: Option<[usize; 2]>,
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
        /// With `share`: the keys of the set-ups that every worker that may join holds already, left out of the
        /// reply's `shared` (Fifteen's 4x4 tables, 11 MiB, are laid out as bytes and sent only while a helper lacks
        /// them).
        #[serde(default)]
        kept: Vec<String>,
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
        /// An index into [`puzzle_core::Info::levels`].
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
