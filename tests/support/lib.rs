//! Shared test helpers, the library `puzzle_tests` (root `Cargo.toml`), for `tests/conformance/`, `tests/robustness.rs` and every `tests/<puzzle>/`: fixtures, the bad-input catalogue, located errors, random numbers and walks, parse-error and move round-trip checks.

use std::path::{Path, PathBuf};

/// The folder of judge fixtures for `puzzle`: `tests/cases/<puzzle>/`.
pub fn cases_dir(puzzle: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("cases")
        .join(puzzle)
}

/// Every `(name.in, name.out)` pair under `tests/cases/<puzzle>/`, sorted by name.
pub fn fixtures(puzzle: &str) -> Vec<(PathBuf, PathBuf)> {
    let mut pairs: Vec<_> = std::fs::read_dir(cases_dir(puzzle))
        .unwrap_or_else(|e| panic!("no fixtures for {puzzle}: {e}"))
        .map(|entry| entry.expect("readable fixture folder").path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|input| {
            let output = input.with_extension("out");
            (input, output)
        })
        .filter(|(_, output)| output.exists())
        .collect();
    pairs.sort();
    pairs
}

/// Every `bad-*.in` of `puzzle` (the bad-input catalogue, each beside its `.err`), sorted.
pub fn catalogue(puzzle: &str) -> Vec<PathBuf> {
    let mut bad: Vec<PathBuf> = std::fs::read_dir(cases_dir(puzzle))
        .unwrap_or_else(|e| panic!("no fixtures for {puzzle}: {e}"))
        .map(|entry| entry.expect("readable fixture folder").path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "in")
                && p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("bad-"))
        })
        .collect();
    bad.sort();
    bad
}

/// Checks that `e` sits inside `text` and reads "expected X, found Y". The input's lines are `text.split('\n')` (so
/// a text has at least one line, a trailing newline opens an empty last line, and a CR before a newline is the last
/// character of its line), and an error sits at `1 <= line <= lines` and `1 <= column <= chars of that line + 1`
/// (column `len + 1` is just past the last character: "found end of input").
pub fn located(text: &str, e: &puzzle_core::ParseError) -> Result<(), String> {
    let lines: Vec<&str> = text.split('\n').collect();
    if e.line == 0 || e.line > lines.len() {
        return Err(format!("{e}: line outside 1..={}", lines.len()));
    }
    let width = lines[e.line - 1].chars().count();
    if e.column == 0 || e.column > width + 1 {
        return Err(format!("{e}: column outside 1..={} of its line", width + 1));
    }
    if !e.message.to_string().starts_with("expected ")
        || !e.message.to_string().contains(", found ")
    {
        return Err(format!("{e}: not \"expected X, found Y\""));
    }
    Ok(())
}

/// Judges `text` catching panics: `Ok(None)` when accepted, `Ok(Some(e))` for a located parse error, `Err` for a
/// panic, another error kind, or a bad location (see [`located`]).
pub fn judge_located(puzzle: &str, text: &str) -> Result<Option<puzzle_core::ParseError>, String> {
    use std::panic::{catch_unwind, AssertUnwindSafe};
    let result =
        catch_unwind(AssertUnwindSafe(|| puzzle_core::judge(puzzle, text))).map_err(|panic| {
            let what = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            format!("panic: {what}")
        })?;
    match result {
        Ok(output) if output.is_empty() || output.ends_with('\n') => Ok(None),
        Ok(output) => Err(format!("output without a final newline: {output:?}")),
        Err(puzzle_core::Error::Parse(e)) => located(text, &e).map(|()| Some(e)),
        Err(other) => Err(format!("not a parse error: {other}")),
    }
}

/// A tiny deterministic random source (splitmix64) for tests that walk boards at random.
pub struct Rand(pub u64);

impl Rand {
    /// The next 64 random bits.
    pub fn bits(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.bits() % n as u64) as usize
    }
}

/// Up to `count` random legal moves from the start of `game`.
pub fn random_walk<G: puzzle_core::Game>(game: &G, rand: &mut Rand, count: usize) -> Vec<G::Move> {
    let mut state = game.start();
    let mut moves = Vec::new();
    for _ in 0..count {
        let legal: Vec<_> = (game.moves(&state).into_iter())
            .filter(|d| game.play(&state, d).is_some())
            .collect();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rand.below(legal.len())].clone();
        state = game.play(&state, &mv).expect("a legal move");
        moves.push(mv);
    }
    moves
}

/// Asserts that `P` refuses `text` with exactly this line, column and message.
pub fn assert_parse_error<P: puzzle_core::Puzzle>(
    text: &str,
    line: usize,
    column: usize,
    message: &str,
) {
    match P::parse(text) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(e) => assert_eq!(
            (e.line, e.column, e.message.to_string().as_str()),
            (line, column, message),
            "{text:?}"
        ),
    }
}

/// Plays the first legal move (in [`puzzle_core::Game::moves`] order) of a fresh session of `game`, hands the move and
/// the frames before and after it to `check`, then asserts that the move keeps every piece and that
/// undo and redo give those two frames back. Returns false, checking nothing, when no move is legal.
pub fn check_first_move<G: puzzle_core::Game>(
    game: G,
    check: impl FnOnce(G::Move, &puzzle_core::frame::Frame, &puzzle_core::frame::Frame),
) -> bool {
    let mut session = puzzle_core::session::Session::new(game);
    let before = session.frame();
    let moves = session.game().moves(session.state());
    let Some(dir) = moves.into_iter().find(|d| session.play(d.clone()).is_ok()) else {
        return false;
    };
    let after = session.frame();
    assert_eq!(
        after.pieces.len(),
        before.pieces.len(),
        "a move keeps every piece"
    );
    check(dir, &before, &after);
    assert!(session.undo());
    assert_eq!(session.frame(), before, "undo restores the frame");
    assert!(session.redo());
    assert_eq!(session.frame(), after, "redo restores the frame");
    true
}

/// Plays `session`'s hints until there is none, asserting that each lowers the optimal move count by
/// exactly one (`board` is shown when one does not) and that the walk ends solved, or at -1 for a
/// position without a solution; fails past `limit` moves. Returns how many moves it played.
pub fn follow_hints<G: puzzle_core::Game>(
    session: &mut puzzle_core::session::Session<G>,
    limit: usize,
    board: &impl std::fmt::Debug,
) -> usize {
    let mut status = session.status();
    let mut steps = 0;
    while let Some(hint) = status.hint {
        let before = status.optimal.expect("a goal puzzle");
        let mv = <G::Move as puzzle_core::Notation>::read(&hint).expect("a move");
        session.play(mv).expect("the hint is legal");
        status = session.status();
        assert_eq!(status.optimal, Some(before - 1), "{board:?}");
        steps += 1;
        assert!(steps < limit);
    }
    assert_eq!(status.goal, status.optimal == Some(0));
    assert!(status.optimal == Some(0) || status.optimal == Some(-1));
    steps
}

/// A fresh search's answer from `state` on `game` (nothing remembered): the fewest moves to the goal (-1 when
/// impossible, 0 on it) and a first move, as [`puzzle_core::session::Session::optimal`] gives them.
pub fn optimal<G: puzzle_core::session::Game + Clone>(
    game: &G,
    state: &G::State,
) -> (i64, Option<G::Move>) {
    puzzle_core::session::Session::new(game.clone()).optimal(state)
}

/// A core message in English, as the CLI prints it and as tests compare it.
pub use puzzle_core::l10n::english;
