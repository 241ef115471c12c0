//! Fifteen within a proved factor of the optimum on every board size: weighted A* over `conflict.rs`'s estimate (`pdb.rs`'s tables up to 4x4, the larger of it and `pdb_large.rs`'s additive tables past 4x4), its proved lower bound, and `puzzles solve fifteen --weight W`'s lines (partners: `estimator.rs` the estimate (`conflict.rs` and the exact IDA*, `pdb_large.rs` the additive tables), `beam.rs` the beam search whose paths it proves, `reduce.rs` the path by rows with no budget, `shorten.rs` which shortens the paths past 4x4, `lower.rs` the bound raised by iterative deepening where the search gives up, `solve.rs` the exact pattern-database search, `play.rs` hints past 4x4, crates/cli `--weight`, `tests/fifteen/bounded.rs` and `estimate.rs`).
//!
//! The search orders its open nodes by `f = g + W·h` (`h` admissible: the Manhattan and linear-conflict estimate; up
//! to 4x4 the judge's pattern databases; past 4x4 the larger of the former and the additive pattern databases, each
//! admissible, see `pdb_large.rs`; `W >= 1`, ties to the deeper node) and **re-opens** a node whenever it is reached
//! by a shorter path. The proofs below use only that `h` is admissible (never above the fewest moves left), not that
//! it is consistent. It stops when it takes the goal off the queue, with a path of `C` moves.
//!
//! **`C <= W · opt`.** Take an optimal path `s0 .. sk` and the first of its nodes `si` not yet expanded with
//! `g(si) = g*(si)` (the fewest moves from the start). `s(i-1)` was (or `i = 0`, the start, `g = 0`), which gave `si`
//! its `g*` and queued it; a node's `g` never rises, so that entry is still queued. When the goal comes off the queue
//! either it is `si` (then `C = opt`) or `si`'s entry is still queued, with
//! `C = f(goal) <= f(si) = g*(si) + W·h(si) <= W·(g*(si) + h(si)) <= W · opt`, as `h(si) <= opt - g*(si)`.
//!
//! **The lower bound `L <= opt`.** The largest of: `h(start)` (admissible); `ceil(C / W)` (from `C <= W·opt`); and the
//! least `g + h` over every queued entry and the goal's `C`: `si` is among them, with
//! `g*(si) + h(si) <= opt` (queued entries of re-opened nodes only add smaller candidates, and a smaller
//! minimum is still a lower bound). Then `L` is rounded up to the parity of `C`: a move takes the blank to a cell
//! of the other colour of a chessboard, and swaps two tiles (the permutation's parity flips), so every path from a
//! board to the goal has the same parity, and `opt`, which has `C`'s, is at least the next such number.
//!
//! `W` is used in thousandths, rounded down (never below 1): the proof holds for the factor used, which is at most the
//! one asked for. The states are kept compactly: one byte per cell in one arena, an open-addressing table of indices
//! into it, per state its `g`, `h`, the conflicts' part of `h` (kept to update it move by move) and parent (the path is
//! rebuilt from the parents), and the search gives up past a budget of stored states.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::conflict::neighbours;
use super::estimator::Estimator;
pub use super::estimator::Heuristic;
use super::pdb_large::Additive;
use super::shorten::{shorten, Shortening};
use super::Board;
use crate::grid::Dir;

/// A path within a proved factor of the optimum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bounded {
    /// The path of blank moves (empty on the goal).
    pub moves: Vec<Dir>,
    /// A proved lower bound on the fewest moves (`lower <= optimum <= moves.len()`).
    pub lower: u32,
    /// The factor proved, in thousandths (`moves.len() <= factor / 1000 * optimum`): the weight used.
    pub factor: u32,
    /// States stored.
    pub states: u64,
    /// States expanded (re-expansions counted).
    pub expanded: u64,
}

impl Bounded {
    /// The path's length.
    pub fn len(&self) -> u32 {
        self.moves.len() as u32
    }

    /// Whether the path is empty (the board is the goal).
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Whether the path is proved optimal (its length meets the lower bound).
    pub fn exact(&self) -> bool {
        self.len() == self.lower
    }

    /// The path shortened stretch by stretch (`shorten.rs`; an optimal one is kept as it is): the same start, goal and
    /// lower bound, and the factor the shorter path proves against that bound where it is below the one proved before.
    pub fn shortened(self, board: &Board, how: Shortening) -> Bounded {
        if self.exact() {
            return self;
        }
        let moves = shorten(board, &self.moves, how);
        let n = moves.len() as u32;
        Bounded {
            factor: self.factor.min(factor_of(n, self.lower)),
            lower: self.lower.min(n),
            moves,
            ..self
        }
    }

    /// The same path proved against `lower` too, a lower bound on the optimum proved for the same start (another
    /// search's): the larger bound, rounded up to the path's parity, and the factor it proves where that is smaller.
    pub fn against(self, lower: u32) -> Bounded {
        let lower = to_parity(self.lower.max(lower), self.len());
        Bounded {
            factor: self.factor.min(factor_of(self.len(), lower)),
            lower,
            ..self
        }
    }

    /// The factor as text with no trailing zeros: `1.5`, `2`, `1.125`.
    pub fn factor_text(&self) -> String {
        thousandths(self.factor)
    }
}

/// `n` thousandths as a decimal with no trailing zeros.
pub fn thousandths(n: u32) -> String {
    let text = format!("{}.{:03}", n / 1000, n % 1000);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// What a bounded search ended with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A path and what is proved of it.
    Found(Bounded),
    /// The board cannot reach the goal (parity: no search).
    Unsolvable,
    /// The budget of stored states ran out first.
    GaveUp {
        /// States stored when it gave up.
        states: u64,
    },
}

/// The weight `weight` in thousandths, rounded down, at least 1000 (a NaN counts as 1).
pub fn weight_thousandths(weight: f64) -> u32 {
    let w = (weight * 1000.0).floor();
    if w.is_nan() {
        1000
    } else {
        w.clamp(1000.0, 1e9) as u32
    }
}

/// The states seen: the arena of boards and the table over it.
struct Seen {
    cells: usize,
    arena: Vec<u8>,
    /// Open addressing: a state's index + 1 per slot, 0 for an empty slot.
    slots: Vec<u32>,
    len: usize,
}

impl Seen {
    fn new(cells: usize) -> Seen {
        Seen {
            cells,
            arena: Vec::new(),
            slots: vec![0; 1 << 12],
            len: 0,
        }
    }

    fn hash(tiles: &[u8]) -> u64 {
        let mut h = 0u64;
        for chunk in tiles.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            h = (h.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
        h ^ h >> 29
    }

    fn state(&self, index: usize) -> &[u8] {
        &self.arena[index * self.cells..(index + 1) * self.cells]
    }

    /// The index of `tiles`, and whether it is new (then stored).
    fn find_or_insert(&mut self, tiles: &[u8]) -> (usize, bool) {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut slot = Seen::hash(tiles) as usize & mask;
        loop {
            match self.slots[slot] {
                0 => {
                    let index = self.len;
                    self.slots[slot] = index as u32 + 1;
                    self.arena.extend_from_slice(tiles);
                    self.len += 1;
                    return (index, true);
                }
                at if self.state(at as usize - 1) == tiles => return (at as usize - 1, false),
                _ => slot = (slot + 1) & mask,
            }
        }
    }

    fn grow(&mut self) {
        let mut slots = vec![0u32; self.slots.len() * 2];
        let mask = slots.len() - 1;
        for index in 0..self.len {
            let mut slot = Seen::hash(self.state(index)) as usize & mask;
            while slots[slot] != 0 {
                slot = (slot + 1) & mask;
            }
            slots[slot] = index as u32 + 1;
        }
        self.slots = slots;
    }
}

/// Weighted A* from `board` at `weight` (>= 1; used in thousandths, see [`weight_thousandths`]), storing at most
/// `budget` states, over the pattern databases up to 4x4 and past it the larger of the Manhattan distance plus linear
/// conflicts and `pdb_large.rs`'s additive tables (where a size has them: up to 42 cells); the proofs are in the
/// module's header.
pub fn search(board: &Board, weight: f64, budget: u64) -> Outcome {
    search_with(board, weight, budget, Heuristic::Tables)
}

/// [`search`] with the estimate `heuristic` (the pattern databases only up to 4x4).
pub fn search_with(board: &Board, weight: f64, budget: u64, heuristic: Heuristic) -> Outcome {
    if !board.is_solvable() {
        return Outcome::Unsolvable;
    }
    let w = u64::from(weight_thousandths(weight));
    let (rows, cols) = (board.rows(), board.cols());
    let mut estimate = Estimator::for_board(board, heuristic);
    let moves = neighbours(rows, cols);
    let mut seen = Seen::new(rows * cols);
    let mut g: Vec<u32> = Vec::new();
    let mut h: Vec<u32> = Vec::new();
    let mut part: Vec<u32> = Vec::new();
    let mut parent: Vec<u32> = Vec::new();
    let mut blank: Vec<u8> = Vec::new();
    let mut open: BinaryHeap<(Reverse<u64>, u32, u32)> = BinaryHeap::new();
    let (start_h, start_part) = estimate.of(board.tiles(), rows, cols);
    seen.find_or_insert(board.tiles());
    g.push(0);
    h.push(start_h);
    part.push(start_part);
    parent.push(u32::MAX);
    blank.push(board.blank() as u8);
    open.push((Reverse(w * u64::from(start_h)), 0, 0));
    let mut tiles = vec![0u8; rows * cols];
    let mut expanded = 0u64;
    while let Some((_, cost, at)) = open.pop() {
        let at = at as usize;
        if cost != g[at] {
            continue; // a stale entry: the state was queued again with a shorter path
        }
        if h[at] == 0 && super::in_order(seen.state(at)) {
            let lower = open
                .iter()
                .map(|&(_, g, i)| g + h[i as usize])
                .fold(cost, u32::min)
                .max(start_h)
                .max(((u64::from(cost) * 1000).div_ceil(w)) as u32);
            return Outcome::Found(Bounded {
                moves: path(&blank, &parent, at, cols),
                lower: to_parity(lower, cost),
                factor: w as u32,
                states: g.len() as u64,
                expanded,
            });
        }
        expanded += 1;
        tiles.copy_from_slice(seen.state(at));
        let from = usize::from(blank[at]);
        let back = parent[at];
        for &(_, to) in &moves[from] {
            let to = usize::from(to);
            if back != u32::MAX && usize::from(blank[back as usize]) == to {
                continue; // the parent: never shorter this way
            }
            let (next_h, next_part) = estimate.play(&mut tiles, (rows, cols), (from, to), part[at]);
            let (index, new) = seen.find_or_insert(&tiles);
            tiles.swap(from, to);
            let next_g = cost + 1;
            if new {
                g.push(next_g);
                h.push(next_h);
                part.push(next_part);
                parent.push(at as u32);
                blank.push(to as u8);
            } else if next_g < g[index] {
                g[index] = next_g;
                parent[index] = at as u32;
            } else {
                continue;
            }
            let f = 1000 * u64::from(next_g) + w * u64::from(next_h);
            open.push((Reverse(f), next_g, index as u32));
        }
        if g.len() as u64 >= budget {
            return Outcome::GaveUp {
                states: g.len() as u64,
            };
        }
    }
    // Unreachable for a solvable board (the goal is in its class); said honestly all the same.
    Outcome::GaveUp {
        states: g.len() as u64,
    }
}

/// A path with no budget, row by row and column by column (`reduce.rs`), and the factor it proves on its own: the
/// estimate of the start ([`search`]'s, admissible) rounded up to the path's parity is a lower bound `L`, so that the
/// path's `N` moves are at most `N / L` times the optimum; the factor is that, rounded up to hundredths. `None` for an
/// unsolvable board.
pub fn by_rows(board: &Board) -> Option<Bounded> {
    Some(proved_by_estimate(board, super::reduce::by_rows(board)?))
}

/// Past this many cells [`by_beam`] places a board's lines first, each by a beam over its tiles, until the region left
/// holds at most this many (6x6, whose additive tables guide a beam well; on 7x7 and up a beam over the conflicts
/// alone often loses its way, and on 7x7 to 10x10 its paths were never shorter than the lines' beams', measured).
pub const BEAM_CELLS: usize = 36;

/// A path by beams of `width` boards a layer within about `layers` moves: past [`BEAM_CELLS`] cells the board's lines
/// placed as the path by rows places them, each at once by a beam over its tiles (`reduce.rs` `to_region_by_beam`,
/// `beam.rs` `line`: on 10x10 about a third shorter than the path by rows); then a beam over the region left, or the
/// whole board (`beam.rs` `toward`), which where it loses its way gives its path to the board of least estimate it
/// kept, and the path by rows ends it. The factor it proves on its own is against the estimate of the start, as
/// [`by_rows`]'s. `None` for an unsolvable board.
pub fn by_beam(board: &Board, width: usize, layers: usize) -> Option<Bounded> {
    by_beam_within(board, (width, layers), usize::MAX)
}

/// [`by_beam`] whose beam over the region left keeps at most `boards` boards in all: its layers are cut to
/// `boards / width` (the lines' beams are not counted: their boards are light, no estimate to update, and their
/// layers few, about a line's length each).
pub fn by_beam_within(
    board: &Board,
    (width, layers): (usize, usize),
    boards: usize,
) -> Option<Bounded> {
    let (mut lines, region) = super::reduce::to_region_by_beam(board, BEAM_CELLS, width)?;
    let rest = layers
        .saturating_sub(lines.len())
        .min(boards / width.max(1));
    lines.extend(beam_then_rows(&region, width, rest)?);
    Some(proved_by_estimate(board, lines))
}

/// A beam's path from `board` (`beam.rs` `toward`) and, where it does not reach the goal, the path by rows after it.
fn beam_then_rows(board: &Board, width: usize, layers: usize) -> Option<Vec<Dir>> {
    let (mut moves, goal) = super::beam::toward(board, width, layers)?;
    if !goal {
        let end = moves.iter().try_fold(board.clone(), |b, &d| b.play(d))?;
        moves.extend(super::reduce::by_rows(&end)?);
    }
    Some(moves)
}

/// `moves`, a path from `board` to the goal, with the factor it proves against the estimate of the start rounded up
/// to the path's parity.
fn proved_by_estimate(board: &Board, moves: Vec<Dir>) -> Bounded {
    let n = moves.len() as u32;
    let (h, _) = Estimator::for_board(board, Heuristic::Tables).of(
        board.tiles(),
        board.rows(),
        board.cols(),
    );
    let lower = to_parity(h, n);
    Bounded {
        moves,
        lower,
        factor: factor_of(n, lower),
        states: 0,
        expanded: 0,
    }
}

/// The factor a path of `n` moves proves against the lower bound `lower`, `n / lower` in thousandths rounded up to
/// hundredths (1 on the goal).
fn factor_of(n: u32, lower: u32) -> u32 {
    match lower {
        0 => 1000,
        l => (u64::from(n) * 1000).div_ceil(u64::from(l)).div_ceil(10) as u32 * 10,
    }
}

/// A lower bound `lower` on the optimum raised to the parity of a path of `n` moves (every path from a board has the
/// same parity; see the module's header), and at most `n`.
fn to_parity(lower: u32, n: u32) -> u32 {
    (lower + (n - lower.min(n)) % 2).min(n)
}

/// [`search`], and where it gives up, a path that the lower bound raised by iterative deepening proves within
/// `weight` ([`within`]).
pub fn search_or_within(board: &Board, weight: f64, budget: u64) -> Outcome {
    match search(board, weight, budget) {
        Outcome::GaveUp { states } => {
            within(board, weight, budget).map_or(Outcome::GaveUp { states }, Outcome::Found)
        }
        outcome => outcome,
    }
}

/// The widths of [`within`]'s beams (`beam.rs`), tried in turn: each about four times the time of the one before.
pub const BEAM_WIDTHS: [usize; 4] = [1_000, 4_000, 16_000, 64_000];

/// The most boards a beam of [`within`] may keep in all over the region it searches after the lines (its width times
/// its layers, which are cut to fit): about 20 seconds and 200 MB on 6x6.
pub const BEAM_BOARDS: usize = 20_000_000;

/// Nodes the iterative deepening of [`within`] may visit (a few seconds on 5x5, where it raises the bound by about 8
/// to 10 moves over the estimate of the start).
pub const DEEPEN_NODES: u64 = 8_000_000;

/// Where the search at `weight` gave up: the lower bound `L` raised by IDA* over the same estimate (`lower.rs`, at most
/// [`DEEPEN_NODES`] nodes; an optimal path when it reaches the goal), then the path by rows, the paths of beams of
/// [`BEAM_WIDTHS`] (`beam.rs`, at most [`BEAM_BOARDS`] boards each, no longer than the path by rows nor than 1.25 · `weight · L`) and the paths of
/// searches at larger weights (3, 2, 1.8, 1.7, 1.6, 1.5, 1.4, 1.3, each above `weight`, each within `budget` states,
/// until one gives up), each shortened (`shorten.rs`): of `N` moves with `N <= weight · L`, which proves it within
/// `weight` as `L <= opt`, the shorter of the path by rows and the first beam's or search's.
pub fn within(board: &Board, weight: f64, budget: u64) -> Option<Bounded> {
    if !board.is_solvable() {
        return None;
    }
    let w = weight_thousandths(weight);
    let size = (board.rows(), board.cols());
    let mut estimator = Estimator::for_board(board, Heuristic::Tables);
    let mut estimate = |tiles: &[u8]| estimator.of(tiles, size.0, size.1).0;
    let deep = super::lower::deepen(board.tiles(), size, &mut estimate, DEEPEN_NODES);
    if let Some(moves) = deep.moves {
        return Some(Bounded {
            lower: moves.len() as u32,
            moves,
            factor: 1000,
            states: 0,
            expanded: deep.nodes,
        });
    }
    // A path, shortened, proved within `weight · L`; else the shortened path's length.
    let proved = |found: Bounded| {
        let found = found.shortened(board, super::shorten::CLI);
        let lower = to_parity(deep.lower.max(found.lower), found.len());
        if u64::from(found.len()) * 1000 > u64::from(w) * u64::from(lower) {
            return Err(found.len());
        }
        Ok(Bounded {
            lower,
            factor: factor_of(found.len(), lower).min(w),
            ..found
        })
    };
    // The path by rows, when it is within the weight, is kept while the beams and the wider searches go on: the first
    // of theirs within it is usually shorter, and the shorter of the two is printed.
    let by_rows = by_rows(board)?;
    // A beam's path is worth proving only when its shortening could bring it within `weight · L`: a quarter more.
    let reach = u64::from(deep.lower) * u64::from(w) * 5 / 4000;
    let layers = by_rows.moves.len().min(reach as usize);
    let rows = proved(by_rows).ok();
    let shorter = |found: Bounded| match &rows {
        Some(rows) if rows.len() < found.len() => rows.clone(),
        _ => found,
    };
    // Each beam over the region left (or the whole board up to BEAM_CELLS cells) keeps at most BEAM_BOARDS boards, its
    // layers cut to fit: it stops at the goal, so a wide beam whose path is short enough runs where the cap on its
    // layers alone would have ruled it out (64,000 wide, a 10x10 board's lines and region took 12 s). A beam whose
    // path is still over `reach` ends the beams: on seven boards of 6x6, 8x8 and 10x10 a beam four times wider made the
    // path at most 7 % shorter, and 64 times wider 13 %, never the fifth that `reach` is over `weight · L`.
    for width in BEAM_WIDTHS {
        let Some(found) = by_beam_within(board, (width, layers), BEAM_BOARDS) else {
            break;
        };
        match proved(found) {
            Ok(found) => return Some(shorter(found)),
            Err(n) if u64::from(n) > reach => break,
            Err(_) => {}
        }
    }
    for wider in [3.0, 2.0, 1.8, 1.7, 1.6, 1.5, 1.4, 1.3] {
        if weight_thousandths(wider) <= w {
            break;
        }
        match search(board, wider, budget) {
            Outcome::Found(found) => {
                if let Ok(found) = proved(found) {
                    return Some(shorter(found));
                }
            }
            _ => break,
        }
    }
    rows
}

/// Bytes one weighted search of `puzzles solve fifteen --weight` may fill, roughly: its states' cells, its table, its
/// per-state figures and its queue.
pub const CLI_BYTES: u64 = 600 << 20;

/// States one weighted search of `puzzles solve fifteen --weight` may store on a board of `cells` cells (about
/// [`CLI_BYTES`]: 7 million on 5x5, 3.5 million on 10x10).
pub fn cli_states(cells: usize) -> u64 {
    CLI_BYTES / (cells as u64 + 60)
}

/// Nodes the exact IDA* of `--weight 1` may expand on a board past 4x4 (a minute or so).
pub const CLI_NODES: u64 = 1_000_000_000;

/// `puzzles solve fifteen --weight W`: boards up to 10x10 in the judge's format, per board `N L` and the moves
/// (`U D L R`, the blank's) on the next line, a path of `N` moves within `W` times the optimum and a proved lower bound
/// `L` (`L <= optimum <= N`); `unsolvable` alone; `gave up after S states` past the budget, unless the bound raised
/// by iterative deepening proves the path by rows or a wider search's within `W` ([`search_or_within`]). `W = 1` is
/// the exact search (`N = L`): the pattern databases up to 4x4, the Manhattan and linear-conflict IDA* past it. The
/// cases are spread over `jobs` threads; the lines are the same.
pub fn solve_lines(input: &str, weight: f64, jobs: usize) -> Result<String, crate::ParseError> {
    let input = crate::scan::strip_bom(input);
    crate::scan::check_size(input)?;
    let boards = super::parse_within(input, super::MAX_SIDE)?;
    let exact = weight_thousandths(weight) == 1000;
    // The tables the searches share, built before the boards are handed out, their own work side by side.
    if exact {
        super::solve::prepare(&boards);
    } else {
        let mut sizes: Vec<(usize, usize)> = Vec::new();
        for board in boards.iter().filter(|b| b.is_solvable()) {
            let size = (board.rows(), board.cols());
            if !sizes.contains(&size) {
                sizes.push(size);
                if board.judge_sized() {
                    super::pdb::Tables::get(size.0, size.1);
                } else {
                    Additive::get(size.0, size.1);
                }
            }
        }
    }
    let lines = crate::jobs::map(
        boards.len(),
        jobs,
        || (),
        |(), i| {
            let board = &boards[i];
            let outcome = if !exact {
                search_or_within(board, weight, cli_states(board.tiles().len()))
            } else if !board.is_solvable() {
                Outcome::Unsolvable
            } else {
                let found = if board.judge_sized() {
                    super::solve::solve(board).moves.map(|m| (m, 0))
                } else {
                    super::solve::beyond_tables(board, CLI_NODES)
                        .map(|e| (e.moves.unwrap_or_default(), e.nodes))
                };
                match found {
                    Some((moves, nodes)) => Outcome::Found(Bounded {
                        lower: moves.len() as u32,
                        moves,
                        factor: 1000,
                        states: nodes,
                        expanded: nodes,
                    }),
                    None => Outcome::GaveUp { states: CLI_NODES },
                }
            };
            match outcome {
                Outcome::Found(found) => {
                    format!(
                        "{} {}\n{}\n",
                        found.len(),
                        found.lower,
                        crate::grid::letters(&found.moves)
                    )
                }
                Outcome::Unsolvable => "unsolvable\n".to_string(),
                Outcome::GaveUp { states } => format!("gave up after {states} states\n"),
            }
        },
    );
    Ok(lines.concat())
}

/// The blank's moves from the start to state `at`, read back along the parents.
fn path(blank: &[u8], parent: &[u32], mut at: usize, cols: usize) -> Vec<Dir> {
    let mut moves = Vec::new();
    while parent[at] != u32::MAX {
        let before = usize::from(blank[parent[at] as usize]);
        let after = usize::from(blank[at]);
        moves.push(super::shorten::direction(before, after, cols));
        at = parent[at] as usize;
    }
    moves.reverse();
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factors_read_plainly_and_weights_never_fall_below_one() {
        assert_eq!(thousandths(1500), "1.5");
        assert_eq!(thousandths(2000), "2");
        assert_eq!(thousandths(1125), "1.125");
        assert_eq!(weight_thousandths(f64::NAN), 1000);
        assert_eq!(weight_thousandths(0.5), 1000);
        assert_eq!(weight_thousandths(1.2), 1200);
    }

    #[test]
    fn a_short_3x3_walk_is_solved_within_its_factor() {
        let mut b = Board::goal(3, 3).unwrap();
        for d in [Dir::Up, Dir::Left, Dir::Up, Dir::Left, Dir::Down] {
            b = b.play(d).unwrap();
        }
        let Outcome::Found(found) = search(&b, 1.0, u64::MAX) else {
            panic!("found");
        };
        assert_eq!((found.len(), found.lower), (5, 5));
        let swapped = Board::new(2, 2, vec![2, 1, 3, 0]).unwrap();
        assert_eq!(search(&swapped, 2.0, 100), Outcome::Unsolvable);
    }
}
