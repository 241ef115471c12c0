//! Fifteen's additive pattern databases (Korf and Felner): one table per group of tiles, built by a retrograde breadth-first scan at run time, once per board size (partners: `solve.rs` IDA* that sums them, `insight.rs` table figures, `mod.rs` board).
//!
//! A pattern is a set of tiles; its table gives, for every placement of those
//! tiles, the fewest moves *of those tiles* that bring them home, whatever the
//! other tiles do. The blank matters only through where it can get without
//! moving a pattern tile, so a search state is a placement plus the region of
//! cells free of pattern tiles that holds the blank (flood-filled on a 16-bit
//! mask); the table keeps the minimum over regions. Tables of disjoint patterns
//! add up to an admissible heuristic; a pattern of every tile is the exact
//! distance. Placements are ranked compactly: `cells! / (cells - k)!` entries of
//! one byte each for `k` tiles, 5,765,760 for six tiles on a 4x4 board. The search reads a copy laid out by direct
//! index instead (a tile's cell in four bits, `16^k` bytes; patterns of up to six tiles): no ranking on its hot path.
//!
//! The region is what makes the tables strong: with the blank anywhere (every
//! free cell one region, a table of placements alone) the 6-6-3 search of 100
//! random 4x4 boards expanded 35 times as many nodes (mean 5.9 M against 166 K).
//! Building the 4x4 tables visits about 24 M (placement, region) states; the
//! layer scan of `build_k` does it in about 2 s natively with 47 MB at the peak.

use std::sync::OnceLock;

use super::prune::{self, Pruning};
use super::{JUDGE_MAX_SIDE as MAX_SIDE, MIN_SIDE};

/// Unreached, in a table under construction.
pub(super) const UNSEEN: u8 = u8::MAX;

/// The cells of a board as bit masks: neighbours and flood fill.
#[derive(Debug, Clone)]
pub struct Geometry {
    /// Number of rows.
    pub rows: usize,
    /// Number of columns.
    pub cols: usize,
    /// Every cell's bit.
    pub full: u16,
    /// Per cell, the mask of its (up to four) neighbours.
    pub around: Vec<u16>,
    /// Cells not in the first column, and not in the last.
    not_first: u16,
    not_last: u16,
}

impl Geometry {
    /// The geometry of a `rows` x `cols` board (at most 16 cells).
    pub fn new(rows: usize, cols: usize) -> Geometry {
        let cells = rows * cols;
        let around = (0..cells)
            .map(|i| {
                let (r, c) = (i / cols, i % cols);
                let mut mask = 0u16;
                if r > 0 {
                    mask |= 1 << (i - cols);
                }
                if r + 1 < rows {
                    mask |= 1 << (i + cols);
                }
                if c > 0 {
                    mask |= 1 << (i - 1);
                }
                if c + 1 < cols {
                    mask |= 1 << (i + 1);
                }
                mask
            })
            .collect();
        let full = ((1u32 << cells) - 1) as u16;
        let column = |c: usize| (0..rows).fold(0u16, |m, r| m | 1 << (r * cols + c));
        Geometry {
            rows,
            cols,
            full,
            around,
            not_first: full & !column(0),
            not_last: full & !column(cols - 1),
        }
    }

    /// The cells of `free` connected to `start` (which must be in `free`).
    pub fn flood(&self, start: usize, free: u16) -> u16 {
        let mut region = 1u16 << start;
        loop {
            let grown = region
                | region << self.cols
                | region >> self.cols
                | (region << 1) & self.not_first
                | (region >> 1) & self.not_last;
            let grown = grown & free | region;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

/// The table of one pattern.
#[derive(Debug, Clone)]
pub struct Pdb {
    /// The pattern's tiles (tile numbers, 1-based), in ranking order.
    pub tiles: Vec<u8>,
    /// Fewest pattern-tile moves home, per placement rank.
    pub table: Vec<u8>,
}

/// The compact rank of a placement of tiles on distinct cells `at` of a board of `cells` cells:
/// digit `i` is tile `i`'s cell among those the tiles before it left free.
///
/// The earlier tiles below each cell are counted by comparisons, not `count_ones`
/// (without the `popcnt` feature that is a dozen instructions, and it was most of the build).
#[inline(always)]
pub fn rank(cells: usize, at: &[u8]) -> usize {
    let mut rank = 0usize;
    for (i, &q) in at.iter().enumerate() {
        let below = at[..i].iter().filter(|&&p| p < q).count();
        rank = rank * (cells - i) + usize::from(q) - below;
    }
    rank
}

/// [`rank`] of the first `k` cells of `at`, unrolled for the pattern sizes in use.
#[inline(always)]
pub fn rank_of(cells: usize, at: &[u8; 16], k: usize) -> usize {
    fn fixed<const K: usize>(cells: usize, at: &[u8; 16]) -> usize {
        let mut head = [0u8; K];
        head.copy_from_slice(&at[..K]);
        rank_k(cells, &head)
    }
    match k {
        6 => fixed::<6>(cells, at),
        3 => fixed::<3>(cells, at),
        5 => fixed::<5>(cells, at),
        _ => rank(cells, &at[..k]),
    }
}

/// The number of placements of `k` distinct tiles on `cells` cells.
pub fn placements(cells: usize, k: usize) -> usize {
    (cells - k + 1..=cells).product()
}

impl Pdb {
    /// Builds the table of `tiles` (3 to 8 of them) on the board of `geometry`
    /// by a breadth-first search from the goal (tile `t` home on cell `t - 1`,
    /// the blank last): the module's states, searched by `build_k`.
    pub fn build(geometry: &Geometry, tiles: &[u8]) -> Pdb {
        Pdb::build_telling(geometry, tiles, &mut |_| {})
    }

    /// [`Pdb::build`], telling `reached` after each layer how many placements it reached first.
    pub fn build_telling(geometry: &Geometry, tiles: &[u8], reached: &mut dyn FnMut(usize)) -> Pdb {
        let table = match tiles.len() {
            3 => build_k::<3>(geometry, tiles, reached),
            4 => build_k::<4>(geometry, tiles, reached),
            5 => build_k::<5>(geometry, tiles, reached),
            6 => build_k::<6>(geometry, tiles, reached),
            7 => build_k::<7>(geometry, tiles, reached),
            8 => build_k::<8>(geometry, tiles, reached),
            k => unreachable!("patterns have 3 to 8 tiles, not {k}"),
        };
        Pdb {
            tiles: tiles.to_vec(),
            table,
        }
    }
}

/// [`rank`] for exactly `K` tiles (unrolled by the compiler).
#[inline(always)]
pub fn rank_k<const K: usize>(cells: usize, at: &[u8; K]) -> usize {
    let mut rank = 0usize;
    for i in 0..K {
        let mut below = 0;
        for j in 0..i {
            below += usize::from(at[j] < at[i]);
        }
        rank = rank * (cells - i) + usize::from(at[i]) - below;
    }
    rank
}

/// The table of `K` tiles: a retrograde breadth-first search, layer by layer.
///
/// A search state is a placement with the region of free cells that holds the
/// blank. Per placement rank, `seen` holds the union of the regions reached so
/// far, `cur` those reached at the depth being expanded and `next` those first
/// reached one move later. Each layer scans the ranks in order (no queue, no
/// sorting): neighbouring placements are expanded together, so the table
/// probes fall close to each other. The ranks are scanned in blocks that share
/// every tile's cell but the last two, with a flag per block that has work, so
/// a placement is never unranked from scratch: the block's prefix is, once.
/// After each layer, `reached` hears how many placements it reached first (the build's progress).
fn build_k<const K: usize>(
    geometry: &Geometry,
    tiles: &[u8],
    reached: &mut dyn FnMut(usize),
) -> Vec<u8> {
    let cells = geometry.rows * geometry.cols;
    let size = placements(cells, K);
    // Ranks per block: the last two tiles' placements on the cells the others leave free.
    let inner = (cells - K + 2) * (cells - K + 1);
    let blocks = size / inner;
    let mut table = vec![UNSEEN; size];
    let mut seen = vec![0u16; size];
    let mut cur = vec![0u16; size];
    let mut next = vec![0u16; size];
    let mut cur_blocks = vec![false; blocks];
    let mut next_blocks = vec![false; blocks];
    // Per mask of free cells, whether it is all one region (then no flood fill is needed: most are).
    let mut connected = vec![0u64; (1usize << cells).div_ceil(64)];
    for free in 1..1usize << cells {
        let free = free as u16;
        if geometry.flood(free.trailing_zeros() as usize, free) == free {
            connected[usize::from(free) / 64] |= 1 << (free % 64);
        }
    }
    let mut at = [0u8; K];
    for (q, &t) in at.iter_mut().zip(tiles) {
        *q = t - 1;
    }
    let goal = rank_k(cells, &at);
    let occupied = at.iter().fold(0u16, |m, &q| m | 1 << q);
    let region = geometry.flood(cells - 1, geometry.full & !occupied);
    table[goal] = 0;
    seen[goal] = region;
    cur[goal] = region;
    cur_blocks[goal / inner] = true;
    let mut depth = 0u8;
    reached(1);
    loop {
        let mut any = false;
        let mut first = 0usize;
        for (block, flag) in cur_blocks.iter_mut().enumerate() {
            if !std::mem::take(flag) {
                continue;
            }
            // The block's prefix: the first K - 2 tiles, digit by digit (most significant first).
            let mut used = 0u16;
            let mut rest = block;
            let mut radix = blocks;
            for (i, q) in at.iter_mut().enumerate().take(K - 2) {
                radix /= cells - i;
                let digit = rest / radix;
                rest %= radix;
                *q = nth_free(used, digit);
                used |= 1 << *q;
            }
            let mut r = block * inner;
            let mut free1 = geometry.full & !used;
            while free1 != 0 {
                let c1 = free1.trailing_zeros() as u8;
                free1 &= free1 - 1;
                at[K - 2] = c1;
                let mut free2 = geometry.full & !used & !(1 << c1);
                while free2 != 0 {
                    let c2 = free2.trailing_zeros() as u8;
                    free2 &= free2 - 1;
                    let front = cur[r];
                    if front != 0 {
                        cur[r] = 0;
                        at[K - 1] = c2;
                        let free = geometry.full & !(used | 1 << c1 | 1 << c2);
                        for i in 0..K {
                            let from = at[i];
                            let mut into = geometry.around[usize::from(from)] & front;
                            while into != 0 {
                                let to = into.trailing_zeros() as u8;
                                into &= into - 1;
                                at[i] = to;
                                let s = rank_k(cells, &at);
                                at[i] = from;
                                let old = seen[s];
                                if old >> from & 1 == 0 {
                                    let free = free & !(1 << to) | 1 << from;
                                    let region = if connected[usize::from(free) / 64] >> (free % 64)
                                        & 1
                                        != 0
                                    {
                                        free
                                    } else {
                                        geometry.flood(usize::from(from), free)
                                    };
                                    seen[s] = old | region;
                                    next[s] |= region;
                                    if old == 0 {
                                        table[s] = depth + 1;
                                        first += 1;
                                    }
                                    next_blocks[s / inner] = true;
                                    any = true;
                                }
                            }
                        }
                    }
                    r += 1;
                }
            }
        }
        reached(first);
        if !any {
            return table;
        }
        // Every `cur` entry and block flag was cleared as it was expanded.
        std::mem::swap(&mut cur, &mut next);
        std::mem::swap(&mut cur_blocks, &mut next_blocks);
        depth += 1;
    }
}

/// The `n`th cell (from 0, in increasing order) not in `used`.
fn nth_free(used: u16, n: usize) -> u8 {
    let mut free = !used;
    for _ in 0..n {
        free &= free - 1;
    }
    free.trailing_zeros() as u8
}

/// Every table of one board size, and what building them cost.
#[derive(Debug)]
pub struct Tables {
    /// The board's cells.
    pub geometry: Geometry,
    /// One table per pattern; the patterns split the tiles.
    pub patterns: Vec<Pdb>,
    /// Per tile (index = tile number, 0 unused), its pattern.
    pub pattern_of: [u8; 16],
    /// Per tile, the shift of its cell in [`direct_index`]: four times the number of tiles after it in its pattern.
    pub shift_of: [u8; 16],
    /// Per pattern, its table by [`direct_index`] (`16^k` entries, the unused ones 0), which the search reads with no
    /// ranking; empty for every pattern unless each has at most [`DIRECT_MOST`] tiles (4x4: 2 x 16 MiB beside 11 MiB).
    pub direct: Vec<Vec<u8>>,
    /// The search's move pruning on this board ([`Pruning`]: duplicate paths cut).
    pub pruning: Pruning,
}

/// The most tiles of a pattern whose table is also laid out by [`direct_index`]: `16^6` bytes.
pub const DIRECT_MOST: usize = 6;

/// The direct index of a placement: the cell of the pattern's tile `i` (of `k`) in bits `4(k-1-i) .. 4(k-i)`, the
/// last tile lowest, so that placements in rank order (the last tile varying fastest) fall on neighbouring bytes and
/// the layout writes its 16 MiB in order rather than a page apart.
#[inline(always)]
pub fn direct_index(cells: &[u8]) -> usize {
    cells
        .iter()
        .fold(0, |index, &cell| index << 4 | usize::from(cell))
}

/// `table` (ranked as [`rank`] ranks placements of `k` tiles on `cells` cells) laid out by [`direct_index`]: the
/// placements enumerated in rank order, each rank's entry copied to its direct index.
fn direct_table(table: &[u8], cells: usize, k: usize) -> Vec<u8> {
    fn place(
        at: &mut [u8; 16],
        i: usize,
        used: u16,
        env: (usize, usize),
        table: &[u8],
        rank: &mut usize,
        out: &mut [u8],
    ) {
        let (cells, k) = env;
        let base = direct_index(&at[..i]) << (4 * (k - i));
        if i + 1 == k {
            // The last tile: the free cells' entries, in rank order, to neighbouring bytes.
            for cell in (0..cells).filter(|&c| used & (1 << c) == 0) {
                out[base | cell] = table[*rank];
                *rank += 1;
            }
            return;
        }
        for cell in (0..cells).filter(|&c| used & (1 << c) == 0) {
            at[i] = cell as u8;
            place(at, i + 1, used | 1 << cell, env, table, rank, out);
        }
    }
    let mut out = vec![0u8; 1 << (4 * k)];
    let mut rank = 0;
    place(&mut [0; 16], 0, 0, (cells, k), table, &mut rank, &mut out);
    out
}

impl Tables {
    /// The partition used for `rows` x `cols`: every tile in one exact table up to
    /// 9 cells; 6-5 on 3x4 and 4x3; Korf and Felner's 6-6-3 on 4x4.
    pub fn partition(rows: usize, cols: usize) -> Vec<Vec<u8>> {
        let cells = (rows * cols) as u8;
        match (rows, cols) {
            (4, 4) => vec![
                vec![1, 5, 6, 9, 10, 13],
                vec![7, 8, 11, 12, 14, 15],
                vec![2, 3, 4],
            ],
            _ if cells > 9 => vec![(1..=6).collect(), (7..cells).collect()],
            _ => vec![(1..cells).collect()],
        }
    }

    /// Builds every table of a `rows` x `cols` board, as many at once as the process may ([`crate::jobs::most`]:
    /// natively the two 6-tile tables of 4x4 side by side; in turn in WebAssembly).
    pub fn build(rows: usize, cols: usize) -> Tables {
        let geometry = Geometry::new(rows, cols);
        let partition = Tables::partition(rows, cols);
        let patterns = crate::jobs::map(
            partition.len(),
            crate::jobs::most(),
            || (),
            |(), i| Pdb::build(&geometry, &partition[i]),
        );
        Tables::assemble(geometry, patterns)
    }

    /// [`Tables::build`], telling `progress(done, total)` after each layer of each table: placements reached so far,
    /// of all the tables' placements (every placement is reached, so `done` ends at `total`).
    pub fn build_telling(
        rows: usize,
        cols: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Tables {
        // No clock here: `Instant` panics in wasm32-unknown-unknown (the worker); benches time the build outside.
        let geometry = Geometry::new(rows, cols);
        let partition = Tables::partition(rows, cols);
        let cells = rows * cols;
        let total: usize = partition.iter().map(|p| placements(cells, p.len())).sum();
        let mut done = 0;
        let patterns: Vec<Pdb> = partition
            .iter()
            .map(|tiles| {
                Pdb::build_telling(&geometry, tiles, &mut |first| {
                    done += first;
                    progress(done, total);
                })
            })
            .collect();
        Tables::assemble(geometry, patterns)
    }

    /// The tables of `patterns` on the board of `geometry`, with each tile's pattern.
    pub(super) fn assemble(geometry: Geometry, patterns: Vec<Pdb>) -> Tables {
        let mut pattern_of = [0u8; 16];
        let mut shift_of = [0u8; 16];
        for (p, pdb) in patterns.iter().enumerate() {
            for (i, &t) in pdb.tiles.iter().enumerate() {
                pattern_of[usize::from(t)] = p as u8;
                shift_of[usize::from(t)] = (4 * (pdb.tiles.len() - 1 - i)) as u8;
            }
        }
        let cells = geometry.rows * geometry.cols;
        let direct = if patterns.iter().all(|p| p.tiles.len() <= DIRECT_MOST) {
            let lay_out = |(): &mut (), i: usize| {
                direct_table(&patterns[i].table, cells, patterns[i].tiles.len())
            };
            crate::jobs::map(patterns.len(), crate::jobs::most(), || (), lay_out)
        } else {
            Vec::new()
        };
        let pruning = Pruning::new(geometry.rows, geometry.cols, prune::DEPTH);
        Tables {
            geometry,
            patterns,
            pattern_of,
            shift_of,
            direct,
            pruning,
        }
    }

    /// The tables of a `rows` x `cols` board (sides in `2..=4`), made on first use and then shared: built, or the 4x4
    /// tables loaded from the host's store when it kept them (`keep.rs`).
    pub fn get(rows: usize, cols: usize) -> &'static Tables {
        let (rows, cols) = (
            rows.clamp(MIN_SIDE, MAX_SIDE),
            cols.clamp(MIN_SIDE, MAX_SIDE),
        );
        Tables::slot(rows, cols).get_or_init(|| Tables::obtain(rows, cols, crate::setup::hooks()))
    }

    /// Whether the tables of a `rows` x `cols` board have been built in this process (by [`Tables::get`]): an
    /// unsolvable board is answered by parity and never builds them (tests/fifteen_parity.rs).
    pub fn built(rows: usize, cols: usize) -> bool {
        let sides = MIN_SIDE..=MAX_SIDE;
        sides.contains(&rows) && sides.contains(&cols) && Tables::slot(rows, cols).get().is_some()
    }

    /// Every board size whose tables are built, as `"4x4"`, smallest first (the worker's test-only `built` request).
    pub fn sizes_built() -> Vec<String> {
        let sides = MIN_SIDE..=MAX_SIDE;
        let sizes = sides
            .clone()
            .flat_map(|r| sides.clone().map(move |c| (r, c)));
        sizes
            .filter(|&(r, c)| Tables::built(r, c))
            .map(|(r, c)| format!("{r}x{c}"))
            .collect()
    }

    /// The process-wide cell holding the tables of one size (sides in `2..=4`).
    fn slot(rows: usize, cols: usize) -> &'static OnceLock<Tables> {
        const SIDES: usize = MAX_SIDE - MIN_SIDE + 1;
        static TABLES: [OnceLock<Tables>; SIDES * SIDES] =
            [const { OnceLock::new() }; SIDES * SIDES];
        &TABLES[(rows - MIN_SIDE) * SIDES + cols - MIN_SIDE]
    }

    /// Bytes held by the tables.
    pub fn bytes(&self) -> usize {
        self.patterns.iter().map(|p| p.table.len()).sum()
    }

    /// The memory these tables take in all: the ranked tables, their direct layout and the move pruning's automaton.
    pub fn held(&self) -> usize {
        self.bytes() + self.direct.iter().map(Vec::len).sum::<usize>() + self.pruning.bytes()
    }

    /// Table entries, for the insight view.
    pub fn entries(&self) -> u64 {
        self.bytes() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_compact_and_distinct() {
        let mut seen = vec![false; placements(4, 2)];
        for a in 0..4u8 {
            for b in (0..4u8).filter(|&b| b != a) {
                let r = rank(4, &[a, b]);
                assert!(!seen[r]);
                seen[r] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(placements(16, 6), 5_765_760);
    }

    #[test]
    fn the_direct_tables_hold_every_ranked_entry() {
        let tables = Tables::build(2, 3);
        assert_eq!(tables.direct.len(), 1, "five tiles: one direct table");
        let (pdb, direct) = (&tables.patterns[0], &tables.direct[0]);
        let mut rng = fastrand::Rng::with_seed(5);
        for _ in 0..500 {
            let mut cells: Vec<u8> = (0..6).collect();
            rng.shuffle(&mut cells);
            let at = &cells[..5];
            assert_eq!(direct[direct_index(at)], pdb.table[rank(6, at)], "{at:?}");
        }
        assert!(Tables::build(3, 3).direct.is_empty(), "eight tiles: none");
    }

    #[test]
    fn flood_stays_in_the_free_cells() {
        let g = Geometry::new(3, 3);
        // Free: the left column and the centre; (0,1) and (2,1) blocked, right column free.
        let free = 0b111_111_111 & !(1 << 1 | 1 << 7 | 1 << 4);
        assert_eq!(g.flood(0, free), 1 | 1 << 3 | 1 << 6);
    }

    #[test]
    fn the_exact_2x2_table_has_twelve_reachable_boards() {
        let g = Geometry::new(2, 2);
        let pdb = Pdb::build(&g, &[1, 2, 3]);
        assert_eq!(pdb.table.iter().filter(|&&d| d != UNSEEN).count(), 12);
        assert_eq!(
            pdb.table.iter().copied().filter(|&d| d != UNSEEN).max(),
            Some(6)
        );
    }
}
