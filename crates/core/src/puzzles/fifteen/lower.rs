//! Fifteen's lower bound raised by iterative deepening, for a weighted search that gave up (partners: `bounded.rs`,
//! which asks it and supplies the estimate, `tests/fifteen/bounded.rs`).
//!
//! IDA* over an admissible estimate `h`: the iteration with bound `B` follows every path whose nodes all have
//! `g + h <= B`, never undoing the move before (a shortest path never does). **An iteration that ends without the
//! goal proves `opt >= m`**, `m` the least `g + h` above `B` that it met: if a path of `opt <= B` moves existed, each
//! of its nodes would have `g + h <= g + (opt - g) <= B`, and the iteration would have followed it to the goal; so
//! every optimal path has a first node with `g + h > B`, the child of a node the iteration expanded (the start has
//! `h <= B`), whose `g + h <= opt` was met. The first bound is `h(start)`, and each next one the `m` of the iteration
//! before, so **the goal found in the iteration with bound `B` is reached in `g <= B <= opt` moves: an optimal path.**

use crate::grid::Dir;

/// What a deepening proved within its budget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deepened {
    /// A lower bound on the fewest moves (the optimum itself when `moves` is some).
    pub lower: u32,
    /// An optimal path of blank moves, when an iteration reached the goal within the budget.
    pub moves: Option<Vec<Dir>>,
    /// Nodes visited.
    pub nodes: u64,
}

/// The depth-first search of one iteration: the board played on in place, the path so far, the least `g + h` above
/// the bound met.
struct Iteration<'a> {
    tiles: Vec<u8>,
    rows: usize,
    cols: usize,
    estimate: &'a mut dyn FnMut(&[u8]) -> u32,
    path: Vec<Dir>,
    bound: u32,
    above: u32,
    nodes: u64,
    budget: u64,
}

/// How an iteration's branch ended.
enum Ended {
    Goal,
    Searched,
    OutOfNodes,
}

impl Iteration<'_> {
    fn visit(&mut self, blank: usize, g: u32, came: Option<Dir>) -> Ended {
        if self.nodes >= self.budget {
            return Ended::OutOfNodes;
        }
        self.nodes += 1;
        let f = g + (self.estimate)(&self.tiles);
        if f > self.bound {
            self.above = self.above.min(f);
            return Ended::Searched;
        }
        if super::in_order(&self.tiles) {
            return Ended::Goal;
        }
        for dir in Dir::ALL {
            if came.is_some_and(|c| c.opposite() == dir) {
                continue;
            }
            let Some((r, c)) =
                dir.step((blank / self.cols, blank % self.cols), self.rows, self.cols)
            else {
                continue;
            };
            let to = r * self.cols + c;
            self.tiles.swap(blank, to);
            self.path.push(dir);
            let ended = self.visit(to, g + 1, Some(dir));
            if !matches!(ended, Ended::Goal) {
                self.path.pop();
            }
            self.tiles.swap(blank, to);
            if !matches!(ended, Ended::Searched) {
                return ended;
            }
        }
        Ended::Searched
    }
}

/// IDA* from `tiles` (a solvable `rows` x `cols` board, row by row, `0` the blank) over `estimate` (admissible), at most
/// `budget` nodes: the bound the last whole iteration proved, or an optimal path (see the module's header).
pub fn deepen(
    tiles: &[u8],
    (rows, cols): (usize, usize),
    estimate: &mut dyn FnMut(&[u8]) -> u32,
    budget: u64,
) -> Deepened {
    let mut lower = estimate(tiles);
    let Some(blank) = tiles.iter().position(|&t| t == 0) else {
        return Deepened {
            lower,
            moves: None,
            nodes: 0,
        };
    };
    let mut search = Iteration {
        tiles: tiles.to_vec(),
        rows,
        cols,
        estimate,
        path: Vec::new(),
        bound: lower,
        above: u32::MAX,
        nodes: 0,
        budget,
    };
    loop {
        match search.visit(blank, 0, None) {
            Ended::Goal => {
                return Deepened {
                    lower: search.path.len() as u32,
                    moves: Some(search.path),
                    nodes: search.nodes,
                }
            }
            // A whole iteration without the goal: the next bound is proved. None above it (no path at all, an
            // unsolvable board) or the nodes spent: the bound proved so far stands.
            Ended::Searched if search.above != u32::MAX => {
                lower = search.above;
                search.bound = lower;
                search.above = u32::MAX;
            }
            Ended::Searched | Ended::OutOfNodes => {
                return Deepened {
                    lower,
                    moves: None,
                    nodes: search.nodes,
                }
            }
        }
    }
}
