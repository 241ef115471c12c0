//! Set-ups that take long, such as Fifteen's pattern databases: the host (the page's workers, `crates/wasm/src/lib.rs`)
//! may hear how far one is and keep its bytes between runs. Partners: `puzzles/fifteen/keep.rs`, the one set-up so far.
//!
//! Without hooks (the CLI, the tests) every set-up is built in place, silently.

use std::sync::OnceLock;

use crate::text::Text;

/// What the host offers a set-up. Plain function pointers: the core holds no host state.
#[derive(Debug, Clone, Copy)]
pub struct Hooks {
    /// The bytes kept under `key` by an earlier run, if any; the set-up validates them before use.
    pub load: fn(key: &str) -> Option<Vec<u8>>,
    /// Keeps `bytes` under `key` for later runs.
    pub keep: fn(key: &str, bytes: &[u8]),
    /// How far a set-up is: the page's words ("Building Fifteen's tables… 40 %", a message) and the percent done.
    pub progress: fn(text: &Text, percent: u32),
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
