//! Fifteen's 4x4 tables kept between runs (partners: `pdb.rs` builds them, `crate::setup` the host's hooks, the page's
//! store in web/js/kept.js): the tables as bytes and back, validated, and the build's progress in the page's words.
//!
//! The bytes: `P15T`, the format version (u32, little-endian), rows, cols and the number of patterns (one byte each);
//! per pattern its tile count, its tiles and its table's length (u32); the tables one after another; and a 64-bit
//! FNV-1a checksum of everything before it. Bytes that are not exactly the tables of this build's partition (a
//! truncated store, a flipped bit, an older format) are refused, and the tables are built again.

use super::pdb::{placements, Geometry, Pdb, Tables, UNSEEN};
use crate::setup::Hooks;
use crate::text::Text;

/// The byte format's version; part of the store's key, so that a build with other tables never reads these.
pub const FORMAT: u32 = 1;

const MAGIC: &[u8; 4] = b"P15T";

/// Boards whose tables take long enough to build to be kept: the 4x4 (11 MiB, seconds); smaller ones build at once.
pub fn worth_keeping(rows: usize, cols: usize) -> bool {
    rows * cols == 16
}

/// The store's key for the tables of a `rows` x `cols` board.
pub fn key(rows: usize, cols: usize) -> String {
    format!("fifteen-tables-{rows}x{cols}-v{FORMAT}")
}

/// The page's words for a build `percent` done.
pub fn progress_text(percent: u32) -> Text {
    Text::new("fifteen-tables-progress").arg("percent", percent)
}

/// The tables worth keeping that are built for the solvable boards of `boards`, as bytes under their keys, but for those
/// whose key is in `kept` (the other workers hold them: 11 MiB not laid out as bytes and sent again): what one worker
/// gives the others (`crate::share`).
pub fn shared(boards: &[super::Board], kept: &[String]) -> Vec<(String, Vec<u8>)> {
    let mut shared: Vec<(String, Vec<u8>)> = Vec::new();
    for board in boards.iter().filter(|b| b.is_solvable()) {
        let (rows, cols) = (board.rows(), board.cols());
        let key = key(rows, cols);
        if worth_keeping(rows, cols)
            && Tables::built(rows, cols)
            && !shared.iter().any(|(k, _)| *k == key)
            && !kept.contains(&key)
        {
            shared.push((key, Tables::get(rows, cols).to_bytes()));
        }
    }
    shared
}

/// 64-bit FNV-1a (also of `pdb_large.rs`'s kept tables).
pub(super) fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Reads `N` bytes at `*at`, moving past them; `None` past the end.
fn take<'a>(bytes: &'a [u8], at: &mut usize, n: usize) -> Option<&'a [u8]> {
    let part = bytes.get(*at..at.checked_add(n)?)?;
    *at += n;
    Some(part)
}

fn u32_at(bytes: &[u8], at: &mut usize) -> Option<u32> {
    Some(u32::from_le_bytes(take(bytes, at, 4)?.try_into().ok()?))
}

impl Tables {
    /// The tables as bytes (the module's format), to be kept by the host.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.bytes() + 64);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT.to_le_bytes());
        out.extend([
            self.geometry.rows as u8,
            self.geometry.cols as u8,
            self.patterns.len() as u8,
        ]);
        for pdb in &self.patterns {
            out.push(pdb.tiles.len() as u8);
            out.extend_from_slice(&pdb.tiles);
            out.extend_from_slice(&(pdb.table.len() as u32).to_le_bytes());
        }
        for pdb in &self.patterns {
            out.extend_from_slice(&pdb.table);
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// The tables of a `rows` x `cols` board read back from [`Tables::to_bytes`]; `None` unless `bytes` are exactly
    /// such tables: this format and size, this build's partition, every length right, every entry reached, the
    /// checksum equal.
    pub fn from_bytes(rows: usize, cols: usize, bytes: &[u8]) -> Option<Tables> {
        let (body, sum) = bytes.split_at_checked(bytes.len().checked_sub(8)?)?;
        if checksum(body) != u64::from_le_bytes(sum.try_into().ok()?) {
            return None;
        }
        let mut at = 0;
        let partition = Tables::partition(rows, cols);
        if take(body, &mut at, 4)? != MAGIC
            || u32_at(body, &mut at)? != FORMAT
            || take(body, &mut at, 3)? != [rows as u8, cols as u8, partition.len() as u8]
        {
            return None;
        }
        let cells = rows * cols;
        for tiles in &partition {
            let k = usize::from(*take(body, &mut at, 1)?.first()?);
            let len = u32_at_after(body, &mut at, k, tiles)?;
            if len != placements(cells, tiles.len()) {
                return None;
            }
        }
        let mut patterns = Vec::with_capacity(partition.len());
        for tiles in partition {
            let table = take(body, &mut at, placements(cells, tiles.len()))?;
            if table.contains(&UNSEEN) {
                return None;
            }
            patterns.push(Pdb {
                tiles,
                table: table.to_vec(),
            });
        }
        (at == body.len()).then(|| Tables::assemble(Geometry::new(rows, cols), patterns))
    }

    /// The tables of a `rows` x `cols` board for [`Tables::get`]: the 4x4 ones given by another worker
    /// ([`crate::setup::give`]) or from the host's store when valid, else built, with the build's progress told to the
    /// host and the bytes handed to it to keep.
    pub(super) fn obtain(rows: usize, cols: usize, hooks: Option<&Hooks>) -> Tables {
        let key = key(rows, cols);
        let given = worth_keeping(rows, cols).then(|| crate::setup::take_given(&key));
        if let Some(tables) = given
            .flatten()
            .and_then(|b| Tables::from_bytes(rows, cols, &b))
        {
            return tables;
        }
        let Some(hooks) = hooks.filter(|_| worth_keeping(rows, cols)) else {
            return Tables::build(rows, cols);
        };
        if let Some(tables) = (hooks.load)(&key).and_then(|b| Tables::from_bytes(rows, cols, &b)) {
            return tables;
        }
        // A host that shows no progress (the command line) has the tables built side by side; the page's worker tells.
        let Some(tell) = hooks.progress else {
            let tables = Tables::build(rows, cols);
            (hooks.keep)(&key, &tables.to_bytes());
            return tables;
        };
        let mut told = None;
        let tables = Tables::build_telling(rows, cols, &mut |done, total| {
            let percent = (done * 100 / total.max(1)) as u32;
            if told != Some(percent) {
                told = Some(percent);
                tell(&progress_text(percent), percent);
            }
        });
        (hooks.keep)(&key, &tables.to_bytes());
        tables
    }
}

/// A pattern's tiles (which must be `tiles`, `k` of them) and then its table's length.
fn u32_at_after(body: &[u8], at: &mut usize, k: usize, tiles: &[u8]) -> Option<usize> {
    if take(body, at, k)? != tiles {
        return None;
    }
    Some(u32_at(body, at)? as usize)
}

#[cfg(test)]
#[path = "keep_tests.rs"]
mod tests;
