//! Fifteen's additive pattern databases past 4x4, built at run time and kept per board size (partners: `bounded.rs` the weighted A* that orders by them, `conflict.rs` the Manhattan and linear-conflict estimate they are maxed with, `pdb.rs` the judge's tables up to 4x4, `tests/fifteen/estimate.rs` and `bounded.rs`).
//!
//! The tiles are split into disjoint groups of at most `k` (4 up to 25 cells, 3 from 26 to 42; 2x2 or 2x1 blocks of
//! home cells, walked column by column down strips of two rows; on 5x5 blocks laid around the blank's corner, see
//! [`Additive::groups`]). A group's table holds, per placement of its tiles, the fewest moves **of the group's own
//! tiles** that bring them home, the blank free to travel through every cell the group does not hold (those moves
//! cost nothing), wherever it starts: a 0-1 breadth-first search from the goal over (the group's cells, the blank's
//! cell), then the least over the blank's cells. On a square board the mirror image across the diagonal is looked up
//! too, and the larger sum kept ([`Additive::of`]).
//!
//! **Admissible, and the groups add up.** Take any path of `m` moves from a board to the goal and watch one group
//! along it: a move either slides one of its tiles into the blank (a move of cost 1 in the group's search) or another
//! tile (the blank moves onto a cell the group does not hold: cost 0). So the path is a path of the group's search
//! from the board's placement to the goal, costing the moves of the group's tiles; the table's entry is at most that.
//! Every move slides one tile, of one group at most, so the entries of disjoint groups sum to at most `m`. The
//! estimate past 4x4 is the larger of that sum and `conflict.rs`'s estimate, admissible as both are. (It is also
//! consistent: a move changes one group's entry by at most 1; `bounded.rs` does not rely on it.)
//!
//! Sizes: the search of a group of `k` tiles on `n` cells spans `n^(k+1)` bytes while it runs (9.8 MB on 5x5), the
//! table it leaves `n^k` (391 KB per group on 5x5, 2.3 MB for its six; 0.5 MB for 6x6's twelve groups of at most 3).
//! Boards whose groups would hold fewer than 3 tiles or whose groups' searches would span over 60 MB in all (past 42
//! cells: 7x7 would take 92 MB, several seconds) have none ([`Additive::get`] says `None`).

use std::sync::OnceLock;

use super::conflict::neighbours;
use super::{MAX_SIDE, MIN_SIDE};

/// The most bytes one group's search may span: `n^(k+1)`.
const SEARCH_BYTES: usize = 10_000_000;

/// The most bytes the searches of one board size's groups may span in all (one after the other).
const BUILD_BYTES: usize = 60_000_000;

/// The largest group.
const MAX_GROUP: usize = 4;

/// The kept bytes' format version; part of the store's key, so that a build with other tables never reads these.
const FORMAT: u32 = 1;

/// The kept bytes' first four.
const MAGIC: &[u8; 4] = b"P15A";

/// One group: its tiles and its table (index: the tiles' cells as the digits of a number in base `n`).
#[derive(Debug, Clone)]
struct Group {
    tiles: Vec<u8>,
    table: Vec<u8>,
}

/// The additive pattern databases of one board size.
#[derive(Debug, Clone)]
pub struct Additive {
    cells: usize,
    /// The board's columns.
    cols: usize,
    /// The side of a square board (whose mirror image is looked up too), else 0.
    side: usize,
    groups: Vec<Group>,
    /// Per tile (0 the blank), the group that holds it ([`NO_GROUP`] for the blank).
    group_of: Vec<u8>,
}

/// [`Additive`]'s `group_of` for the blank.
const NO_GROUP: u8 = u8::MAX;

impl Additive {
    /// The group size for a board of `cells` cells: the largest `k <= 4` whose search spans at most 10 MB, if at
    /// least 3.
    pub fn group_size(cells: usize) -> Option<usize> {
        (3..=MAX_GROUP)
            .rev()
            .find(|&k| (cells as u64).pow(k as u32 + 1) <= SEARCH_BYTES as u64)
    }

    /// The groups of home cells of a `rows` x `cols` board, at most `k` each: 2x2 blocks (or 2x1, 1x2, chunks of `k`
    /// along a strip of two rows walked column by column), the blank's home left out, the short leftovers merged.
    /// On 5x5 (`k = 4`) the blocks are laid around the blank's corner instead, measured stronger there (maxed with the
    /// conflicts: 80.1 moves on average over 2,000 random boards, against 79.4 for the strips and 79.0 for the
    /// conflicts alone):
    ///
    /// ```text
    /// A A B B B
    /// A A C C B
    /// D D C C E
    /// D D F E E
    /// F F F E .
    /// ```
    pub fn groups(rows: usize, cols: usize, k: usize) -> Vec<Vec<usize>> {
        if (rows, cols, k) == (5, 5, 4) {
            return [
                [0, 1, 5, 6],
                [2, 3, 4, 9],
                [7, 8, 12, 13],
                [10, 11, 15, 16],
                [14, 18, 19, 23],
                [17, 20, 21, 22],
            ]
            .iter()
            .map(|g| g.to_vec())
            .collect();
        }
        let blank = rows * cols - 1;
        let mut full = Vec::new();
        let mut short: Vec<Vec<usize>> = Vec::new();
        for top in (0..rows).step_by(2) {
            let strip: Vec<usize> = (0..cols)
                .flat_map(|c| (top..(top + 2).min(rows)).map(move |r| r * cols + c))
                .filter(|&cell| cell != blank)
                .collect();
            for chunk in strip.chunks(k) {
                if chunk.len() == k {
                    full.push(chunk.to_vec());
                } else {
                    short.push(chunk.to_vec());
                }
            }
        }
        let mut merged: Vec<Vec<usize>> = Vec::new();
        for group in short {
            match merged.last_mut() {
                Some(last) if last.len() + group.len() <= k => last.extend(group),
                _ => merged.push(group),
            }
        }
        full.extend(merged);
        full
    }

    /// The groups' home cells of a `rows` x `cols` board (`None` when [`Additive::group_size`] has none for it, or when
    /// the groups' searches would span more than 60 MB in all: boards past 42 cells).
    fn plan(rows: usize, cols: usize) -> Option<Vec<Vec<usize>>> {
        let cells = rows * cols;
        let groups = Additive::groups(rows, cols, Additive::group_size(cells)?);
        let work: usize = groups.iter().map(|g| cells.pow(g.len() as u32 + 1)).sum();
        (work <= BUILD_BYTES).then_some(groups)
    }

    /// The tables of the groups `plan` made into the estimate of a `rows` x `cols` board.
    fn assemble(rows: usize, cols: usize, plan: Vec<Vec<usize>>, tables: Vec<Vec<u8>>) -> Additive {
        let groups: Vec<Group> = (plan.into_iter().zip(tables))
            .map(|(homes, table)| Group {
                tiles: homes.iter().map(|&c| c as u8 + 1).collect(),
                table,
            })
            .collect();
        let side = if rows == cols { rows } else { 0 };
        let mut group_of = vec![NO_GROUP; rows * cols];
        for (g, group) in groups.iter().enumerate() {
            for &t in &group.tiles {
                group_of[usize::from(t)] = g as u8;
            }
        }
        Additive {
            cells: rows * cols,
            cols,
            side,
            groups,
            group_of,
        }
    }

    /// Builds the tables of a `rows` x `cols` board, the groups side by side ([`crate::jobs::map`]); `None` where
    /// `Additive::plan` has no groups.
    pub fn build(rows: usize, cols: usize) -> Option<Additive> {
        let plan = Additive::plan(rows, cols)?;
        let tables = Additive::tables(rows, cols, &plan, None);
        Some(Additive::assemble(rows, cols, plan, tables))
    }

    /// The tables of the groups of `plan`: side by side ([`crate::jobs::map`]) for a host that shows no progress
    /// (`tell` is `None`: the command line, the tests), else one after the other, the build's progress told before each.
    fn tables(
        rows: usize,
        cols: usize,
        plan: &[Vec<usize>],
        tell: Option<fn(&crate::text::Text, u32)>,
    ) -> Vec<Vec<u8>> {
        let Some(tell) = tell else {
            return crate::jobs::map(
                plan.len(),
                crate::jobs::most(),
                || (),
                |(), i| table(rows, cols, &plan[i]),
            );
        };
        (plan.iter().enumerate())
            .map(|(i, homes)| {
                let percent = (i * 100 / plan.len()) as u32;
                tell(&super::keep::progress_text(percent), percent);
                table(rows, cols, homes)
            })
            .collect()
    }

    /// The tables of a `rows` x `cols` board from the host's store when valid ([`crate::setup`]: the page keeps them
    /// in IndexedDB, the command line in its cache folder), else built ([`Additive::tables`], with the build's
    /// progress told to a host that shows it) and handed to the host to keep.
    fn obtain(rows: usize, cols: usize) -> Option<Additive> {
        let plan = Additive::plan(rows, cols)?;
        let hooks = crate::setup::hooks();
        let key = format!("fifteen-additive-{rows}x{cols}-v{FORMAT}");
        let kept = hooks.and_then(|hooks| (hooks.load)(&key));
        if let Some(kept) = kept.and_then(|bytes| Additive::from_bytes(rows, cols, &bytes)) {
            return Some(kept);
        }
        let tables = Additive::tables(rows, cols, &plan, hooks.and_then(|hooks| hooks.progress));
        let additive = Additive::assemble(rows, cols, plan, tables);
        if let Some(hooks) = hooks {
            (hooks.keep)(&key, &additive.to_bytes());
        }
        Some(additive)
    }

    /// The head of the kept bytes of a `rows` x `cols` board: `P15A`, the format version (u32, little-endian), rows
    /// and cols (a byte each).
    fn head(rows: usize, cols: usize) -> Vec<u8> {
        [&MAGIC[..], &FORMAT.to_le_bytes(), &[rows as u8, cols as u8]].concat()
    }

    /// The tables as bytes to keep: the head (`P15A`, the format version as a little-endian u32, rows and cols a byte
    /// each), the tables one after another, and a 64-bit FNV-1a checksum of everything before it.
    pub fn to_bytes(&self) -> Vec<u8> {
        let rows = self.cells / self.cols;
        let mut bytes = Additive::head(rows, self.cols);
        for group in &self.groups {
            bytes.extend(&group.table);
        }
        bytes.extend(super::keep::checksum(&bytes).to_le_bytes());
        bytes
    }

    /// The tables of a `rows` x `cols` board read back from [`Additive::to_bytes`]: `None` unless the bytes are
    /// exactly the tables this build would make (their layout, lengths and checksum; a truncated store, a flipped bit,
    /// another format or board size are refused, and the tables are built again).
    pub fn from_bytes(rows: usize, cols: usize, bytes: &[u8]) -> Option<Additive> {
        let plan = Additive::plan(rows, cols)?;
        let (body, sum) = bytes.split_at_checked(bytes.len().checked_sub(8)?)?;
        if u64::from_le_bytes(sum.try_into().ok()?) != super::keep::checksum(body) {
            return None;
        }
        let mut rest = body.strip_prefix(Additive::head(rows, cols).as_slice())?;
        let mut tables = Vec::new();
        for homes in &plan {
            let (table, after) = rest.split_at_checked((rows * cols).pow(homes.len() as u32))?;
            tables.push(table.to_vec());
            rest = after;
        }
        rest.is_empty()
            .then(|| Additive::assemble(rows, cols, plan, tables))
    }

    /// The tables of a `rows` x `cols` board, obtained on first use (from the host's store, else built: `Additive::obtain`) and then kept for the
    /// process (the page's worker: for the session); `None` where there are none.
    pub fn get(rows: usize, cols: usize) -> Option<&'static Additive> {
        const SIDES: usize = MAX_SIDE - MIN_SIDE + 1;
        static TABLES: [OnceLock<Option<Additive>>; SIDES * SIDES] =
            [const { OnceLock::new() }; SIDES * SIDES];
        let sides = MIN_SIDE..=MAX_SIDE;
        if !sides.contains(&rows) || !sides.contains(&cols) {
            return None;
        }
        TABLES[(rows - MIN_SIDE) * SIDES + cols - MIN_SIDE]
            .get_or_init(|| Additive::obtain(rows, cols))
            .as_ref()
    }

    /// Bytes the tables hold.
    pub fn bytes(&self) -> usize {
        self.groups.iter().map(|g| g.table.len()).sum()
    }

    /// The groups' tiles.
    pub fn tiles(&self) -> Vec<Vec<u8>> {
        self.groups.iter().map(|g| g.tiles.clone()).collect()
    }

    /// The estimate of the board `tiles` (row by row, `0` the blank): the sum of the groups' entries; on a square board
    /// the larger of that and the same sum for its mirror image across the diagonal (a tile on `(r, c)` whose home is
    /// `(hr, hc)` put on `(c, r)` as the tile whose home is `(hc, hr)`: the goal's image is the goal and a move's image
    /// a move, so both boards are as far from it).
    pub fn of(&self, tiles: &[u8]) -> u32 {
        let (direct, mirror) = self.sums(tiles);
        direct.max(mirror)
    }

    /// The two sums [`Additive::of`] takes the larger of: the groups' entries for the board `tiles` and for its mirror
    /// image (0 on a board that is not square). [`Additive::play`] keeps them move by move.
    pub fn sums(&self, tiles: &[u8]) -> (u32, u32) {
        let mut cell_of = [0usize; MAX_SIDE * MAX_SIDE];
        for (cell, &t) in tiles.iter().enumerate() {
            cell_of[usize::from(t)] = cell;
        }
        let direct = self.sum(&cell_of);
        if self.side == 0 {
            return (direct, 0);
        }
        let mut mirror = [0usize; MAX_SIDE * MAX_SIDE];
        for (cell, &t) in tiles.iter().enumerate() {
            mirror[self.image(t)] = self.flip(cell);
        }
        (direct, self.sum(&mirror))
    }

    /// [`Additive::sums`] after a move: `tiles` is the board after it, on which the tile on `to` slid onto the blank's
    /// cell `blank`; `sums` are the board's before it. Only the group of the tile that moved (and in the mirror image,
    /// the group of its image) changes, so only its entry is looked up again, before and after.
    pub fn play(
        &self,
        tiles: &[u8],
        (blank, to): (usize, usize),
        (direct, mirror): (u32, u32),
    ) -> (u32, u32) {
        let tile = tiles[blank];
        let cell = |t: u8| tiles.iter().position(|&x| x == t).unwrap_or(0);
        let direct = self.moved(tile, cell, (to, blank), direct);
        if self.side == 0 {
            return (direct, 0);
        }
        let image = self.image(tile) as u8;
        let in_mirror = |t: u8| self.flip(cell(self.image(t) as u8));
        let mirror = self.moved(image, in_mirror, (self.flip(to), self.flip(blank)), mirror);
        (direct, mirror)
    }

    /// `sum` with tile `tile`'s group's entry for the tile on `before` replaced by its entry for the tile on `after`
    /// (`cell_of` gives the other tiles' cells).
    fn moved(
        &self,
        tile: u8,
        cell_of: impl Fn(u8) -> usize,
        (before, after): (usize, usize),
        sum: u32,
    ) -> u32 {
        let Some(group) = self
            .groups
            .get(usize::from(self.group_of[usize::from(tile)]))
        else {
            return sum;
        };
        let (mut old, mut new) = (0, 0);
        for &t in &group.tiles {
            let (from, to) = if t == tile {
                (before, after)
            } else {
                let c = cell_of(t);
                (c, c)
            };
            old = old * self.cells + from;
            new = new * self.cells + to;
        }
        sum - u32::from(group.table[old]) + u32::from(group.table[new])
    }

    /// The cell across the diagonal of a square board.
    fn flip(&self, cell: usize) -> usize {
        cell % self.side * self.side + cell / self.side
    }

    /// The tile whose home is across the diagonal from tile `t`'s (the blank's image is the blank).
    fn image(&self, t: u8) -> usize {
        match t {
            0 => 0,
            t => self.flip(usize::from(t) - 1) + 1,
        }
    }

    /// The sum of the groups' entries for the board whose tile `t` stands on `cell_of[t]`.
    fn sum(&self, cell_of: &[usize]) -> u32 {
        self.groups
            .iter()
            .map(|g| {
                let index = g
                    .tiles
                    .iter()
                    .fold(0, |i, &t| i * self.cells + cell_of[usize::from(t)]);
                u32::from(g.table[index])
            })
            .sum()
    }
}

/// The table of the group whose tiles' homes are the cells `homes` (at most 4) on a `rows` x `cols` board: per
/// placement of its tiles (entry `sum of cell_i * n^(k-1-i)`, `n` cells; 255 where two tiles share a cell), the least
/// over the blank's cells of the fewest moves of the group's tiles to the goal.
pub fn table(rows: usize, cols: usize, homes: &[usize]) -> Vec<u8> {
    let (cells, k) = (rows * cols, homes.len().min(MAX_GROUP));
    let homes = &homes[..k];
    let moves = neighbours(rows, cols);
    let size = cells.pow(k as u32 + 1);
    // Index: the tiles' cells, then the blank's, as the digits of a number in base `cells`.
    let place =
        |at: &[usize], blank: usize| at.iter().fold(0, |i, &c| i * cells + c) * cells + blank;
    let mut distance = vec![u8::MAX; size];
    let start = place(homes, cells - 1);
    distance[start] = 0;
    let (mut layer, mut next) = (vec![start as u32], Vec::new());
    let mut at = [0usize; MAX_GROUP];
    let mut depth = 0u8;
    while !layer.is_empty() {
        while let Some(state) = layer.pop() {
            let state = state as usize;
            if distance[state] != depth {
                continue; // reached at a smaller depth after it was queued for this one
            }
            let blank = state % cells;
            let mut rest = state / cells;
            for slot in at[..k].iter_mut().rev() {
                *slot = rest % cells;
                rest /= cells;
            }
            for &(_, to) in &moves[blank] {
                let to = usize::from(to);
                match at[..k].iter().position(|&c| c == to) {
                    Some(tile) => {
                        // The group's tile on `to` slides onto the blank's cell: one move.
                        at[tile] = blank;
                        let after = place(&at[..k], to);
                        at[tile] = to;
                        if distance[after] == u8::MAX {
                            distance[after] = depth + 1;
                            next.push(after as u32);
                        }
                    }
                    None => {
                        // Another tile slides: free.
                        let after = state - blank + to;
                        if distance[after] > depth {
                            distance[after] = depth;
                            layer.push(after as u32);
                        }
                    }
                }
            }
        }
        std::mem::swap(&mut layer, &mut next);
        depth += 1;
    }
    distance
        .chunks(cells)
        .map(|blanks| blanks.iter().copied().min().unwrap_or(u8::MAX))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kept bytes read back make the same tables; any other bytes are refused (so the tables are built again).
    #[test]
    fn kept_bytes_read_back_or_are_refused() {
        let tables = Additive::build(4, 5).expect("4x5 has tables");
        let bytes = tables.to_bytes();
        let back = Additive::from_bytes(4, 5, &bytes).expect("read back");
        assert_eq!(back.tiles(), tables.tiles());
        assert!(back
            .groups
            .iter()
            .zip(&tables.groups)
            .all(|(a, b)| a.table == b.table));
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 2] ^= 1;
        for wrong in [
            &bytes[..bytes.len() - 1],
            &flipped[..],
            &bytes[1..],
            &[][..],
        ] {
            assert!(Additive::from_bytes(4, 5, wrong).is_none());
        }
        assert!(Additive::from_bytes(5, 4, &bytes).is_none(), "another size");
    }

    /// The sums kept move by move are the sums from scratch, on square boards (the mirror too) and others.
    #[test]
    fn sums_kept_move_by_move_are_the_sums_from_scratch() {
        let mut rng = fastrand::Rng::with_seed(7);
        for (rows, cols) in [(4, 5), (5, 5), (6, 6)] {
            let tables = Additive::get(rows, cols).expect("tables");
            let moves = neighbours(rows, cols);
            let mut tiles = super::super::Board::goal(rows, cols)
                .unwrap()
                .tiles()
                .to_vec();
            let mut blank = tiles.len() - 1;
            let mut sums = tables.sums(&tiles);
            for _ in 0..3_000 {
                let (_, to) = moves[blank][rng.usize(..moves[blank].len())];
                let to = usize::from(to);
                tiles.swap(blank, to);
                sums = tables.play(&tiles, (blank, to), sums);
                assert_eq!(sums, tables.sums(&tiles), "{rows}x{cols} {tiles:?}");
                blank = to;
            }
            assert!(sums.0 > 0, "the walk left the goal");
        }
    }

    #[test]
    fn groups_cover_every_tile_once() {
        for (rows, cols) in [(5, 5), (6, 6), (4, 5), (5, 6), (6, 7), (7, 7), (7, 8)] {
            let k = Additive::group_size(rows * cols).expect("tables");
            let mut cells: Vec<usize> = Additive::groups(rows, cols, k).concat();
            cells.sort_unstable();
            assert_eq!(cells, (0..rows * cols - 1).collect::<Vec<_>>());
        }
        assert_eq!(Additive::group_size(25), Some(4));
        assert_eq!(Additive::group_size(36), Some(3));
        assert_eq!(Additive::group_size(64), None);
        assert!(Additive::build(7, 7).is_none());
        assert_eq!(
            Additive::groups(5, 4, 4),
            vec![
                vec![0, 4, 1, 5],
                vec![2, 6, 3, 7],
                vec![8, 12, 9, 13],
                vec![10, 14, 11, 15],
                vec![16, 17, 18]
            ]
        );
    }
}
