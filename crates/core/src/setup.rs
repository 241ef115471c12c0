//! Set-ups that take long, such as Fifteen's pattern databases: the host (the page's workers, `crates/wasm/src/lib.rs`)
//! may hear how far one is and keep its bytes between runs, and one worker may give its bytes to another ([`give`],
//! `share.rs`). Partners: `puzzles/fifteen/keep.rs`, the one set-up so far.
//!
//! Without hooks (the CLI, the tests) every set-up is built in place, silently.

use std::sync::{Mutex, OnceLock};

use crate::text::Text;

/// What the host offers a set-up. Plain function pointers: the core holds no host state.
#[derive(Debug, Clone, Copy)]
pub struct Hooks {
    /// The bytes kept under `key` by an earlier run, if any; the set-up validates them before use.
    pub load: fn(key: &str) -> Option<Vec<u8>>,
    /// Keeps `bytes` under `key` for later runs.
    pub keep: fn(key: &str, bytes: &[u8]),
    /// How far a set-up is: the page's words ("Building Fifteen's tables… 40 %", a message) and the percent done;
    /// `None` for a host that shows none (the command line), whose set-ups may then run on several threads.
    pub progress: Option<fn(text: &Text, percent: u32)>,
}

static HOOKS: OnceLock<Hooks> = OnceLock::new();

/// Installs the host's hooks, once per process; false when hooks were already installed.
pub fn install(hooks: Hooks) -> bool {
    HOOKS.set(hooks).is_ok()
}

/// The host's hooks, if any were installed.
pub fn hooks() -> Option<&'static Hooks> {
    HOOKS.get()
}

/// Set-ups given by another worker ([`give`]), not yet taken.
static GIVEN: Mutex<Vec<(String, Vec<u8>)>> = Mutex::new(Vec::new());

/// Holds `bytes`, a set-up another worker built (its [`crate::share::Cases::shared`]), under `key` until the set-up
/// is needed here; a set-up takes them before the host's store, and validates them the same way.
pub fn give(key: &str, bytes: Vec<u8>) {
    let mut given = GIVEN
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    given.retain(|(k, _)| k != key);
    given.push((key.to_string(), bytes));
}

/// The bytes given under `key`, if any, taken (a set-up holds itself from then on).
pub fn take_given(key: &str) -> Option<Vec<u8>> {
    let mut given = GIVEN
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let at = given.iter().position(|(k, _)| k == key)?;
    Some(given.swap_remove(at).1)
}
