//! Fifteen's additive pattern databases (Korf and Felner): one table per group of tiles, built by breadth-first search at run time, once per board size (partners: `solve.rs` IDA* that sums them, `insight.rs` table figures, `mod.rs` board).
//!
//! A pattern is a set of tiles; its table gives, for every placement of those
//! tiles, the fewest moves *of those tiles* that bring them home, whatever the
//! other tiles do. The blank matters only through where it can get without
//! moving a pattern tile, so a search state is a placement plus the region of
//! cells free of pattern tiles that holds the blank (flood-filled on a 16-bit
//! mask); the table keeps the minimum over regions. Tables of disjoint patterns
//! add up to an admissible heuristic; a pattern of every tile is the exact
//! distance. Placements are ranked compactly: `cells! / (cells - k)!` entries of
//! one byte each for `k` tiles, 5,765,760 for six tiles on a 4x4 board.

use std::sync::OnceLock;

use super::{MAX_SIDE, MIN_SIDE};

/// Unreached, in a table under construction.
const UNSEEN: u8 = u8::MAX;

/// The first bit of a search state's rank (ranks are below 16!/(16-6)! < 2^24, or 9! for exact tables).
const RANK: u32 = 40;

/// The first bit of a search state's blank cell.
const BLANK: u32 = 32;

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

/// The number of placements of `k` distinct tiles on `cells` cells.
pub fn placements(cells: usize, k: usize) -> usize {
    (cells - k + 1..=cells).product()
}

impl Pdb {
    /// Builds the table of `tiles` on the board of `geometry` by breadth-first
    /// search from the goal (tile `t` home on cell `t - 1`, the blank last).
    ///
    /// A state is a `u64`: the placement's rank (from bit `RANK`), a cell of
    /// the blank's region (4 bits from `BLANK`) and the tiles' cells (4 bits
    /// each from bit 0). Each layer is radix-sorted by rank before it is expanded,
    /// so that the table probes of neighbouring placements fall close together
    /// (twice as fast as expanding in queue order).
    pub fn build(geometry: &Geometry, tiles: &[u8]) -> Pdb {
        let cells = geometry.rows * geometry.cols;
        let k = tiles.len();
        let mut table = vec![UNSEEN; placements(cells, k)];
        // Per placement, the blank cells already searched (a union of regions).
        let mut visited = vec![0u16; table.len()];
        let mut at = [0u8; 16];
        for (i, &t) in tiles.iter().enumerate() {
            at[i] = t - 1;
        }
        let goal = rank(cells, &at[..k]);
        let occupied = at[..k].iter().fold(0u16, |m, &q| m | 1 << q);
        let region = geometry.flood(cells - 1, geometry.full & !occupied);
        visited[goal] = region;
        table[goal] = 0;
        let pack = |at: &[u8; 16], blank: u8, rank: usize| {
            let cells = at[..k]
                .iter()
                .rev()
                .fold(0u64, |s, &q| s << 4 | u64::from(q));
            (rank as u64) << RANK | u64::from(blank) << BLANK | cells
        };
        let mut layer = vec![pack(&at, cells as u8 - 1, goal)];
        let mut spare = Vec::new();
        let mut depth = 0u8;
        while !layer.is_empty() {
            depth += 1;
            radix_sort(&mut layer, &mut spare);
            let mut next = Vec::new();
            for &state in &layer {
                for (i, q) in at[..k].iter_mut().enumerate() {
                    *q = (state >> (4 * i) & 15) as u8;
                }
                let occupied = at[..k].iter().fold(0u16, |m, &q| m | 1 << q);
                let free = geometry.full & !occupied;
                let region = geometry.flood((state >> BLANK & 15) as usize, free);
                for i in 0..k {
                    let from = at[i];
                    let mut into = geometry.around[usize::from(from)] & region;
                    while into != 0 {
                        let to = into.trailing_zeros() as u8;
                        into &= into - 1;
                        at[i] = to;
                        let r = rank(cells, &at[..k]);
                        if visited[r] >> from & 1 == 0 {
                            let free = free & !(1 << to) | 1 << from;
                            visited[r] |= geometry.flood(usize::from(from), free);
                            if table[r] == UNSEEN {
                                table[r] = depth;
                            }
                            next.push(pack(&at, from, r));
                        }
                    }
                    at[i] = from;
                }
            }
            layer = next;
        }
        Pdb {
            tiles: tiles.to_vec(),
            table,
        }
    }
}

/// Sorts `values` by their bits from `RANK` up, in two passes of 12 bits, with `spare` as scratch.
fn radix_sort(values: &mut Vec<u64>, spare: &mut Vec<u64>) {
    const BITS: u32 = 12;
    const MASK: u64 = (1 << BITS) - 1;
    for pass in 0..2 {
        let shift = RANK + pass * BITS;
        let mut start = vec![0usize; (1 << BITS) + 1];
        for &v in values.iter() {
            start[(v >> shift & MASK) as usize + 1] += 1;
        }
        for b in 1..start.len() {
            start[b] += start[b - 1];
        }
        spare.clear();
        spare.resize(values.len(), 0);
        for &v in values.iter() {
            let slot = &mut start[(v >> shift & MASK) as usize];
            spare[*slot] = v;
            *slot += 1;
        }
        std::mem::swap(values, spare);
    }
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

    /// Builds every table of a `rows` x `cols` board.
    pub fn build(rows: usize, cols: usize) -> Tables {
        // No clock here: `Instant` panics in wasm32-unknown-unknown (the worker); benches time the build outside.
        let geometry = Geometry::new(rows, cols);
        let patterns: Vec<Pdb> = Tables::partition(rows, cols)
            .iter()
            .map(|tiles| Pdb::build(&geometry, tiles))
            .collect();
        let mut pattern_of = [0u8; 16];
        for (p, pdb) in patterns.iter().enumerate() {
            for &t in &pdb.tiles {
                pattern_of[usize::from(t)] = p as u8;
            }
        }
        Tables {
            geometry,
            patterns,
            pattern_of,
        }
    }

    /// The tables of a `rows` x `cols` board (sides in `2..=4`), built on first use and then shared.
    pub fn get(rows: usize, cols: usize) -> &'static Tables {
        const SIDES: usize = MAX_SIDE - MIN_SIDE + 1;
        static TABLES: [OnceLock<Tables>; SIDES * SIDES] =
            [const { OnceLock::new() }; SIDES * SIDES];
        let rows = rows.clamp(MIN_SIDE, MAX_SIDE);
        let cols = cols.clamp(MIN_SIDE, MAX_SIDE);
        TABLES[(rows - MIN_SIDE) * SIDES + cols - MIN_SIDE]
            .get_or_init(|| Tables::build(rows, cols))
    }

    /// Bytes held by the tables.
    pub fn bytes(&self) -> usize {
        self.patterns.iter().map(|p| p.table.len()).sum()
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
