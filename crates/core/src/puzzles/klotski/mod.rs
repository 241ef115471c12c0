//! Klotski (经典华容道): the case, move and solution types, the move rule, the notation and the `Puzzle` impl
//! (partners: `parse.rs` judge parser, `pack.rs` bit boards and state keys, `solve.rs` the three searches,
//! `generate.rs` random and worst cases, `layouts.rs` the named classic layouts, `lib.rs` the trait, `tests/klotski/`).
//!
//! A box of `rows` x `cols` cells (at most 6 x 6) holds walls, at most four empty cells and pieces `A`..`Z`, each
//! one 4-connected shape. A piece's anchor is its first cell in reading order. The case asks for piece `A`'s
//! anchor on the target cell, counted three ways ([`Metric`]): cell steps, straight slides and piece moves.
//! Pieces of one shape are interchangeable in a state (A never is).

mod edit;
pub mod generate;
pub mod insight;
pub mod layouts;
#[cfg(feature = "mistakes")]
mod mistakes;
mod pack;
mod parse;
pub mod play;
pub mod solve;
mod testgen;

pub use solve::Solver;

use crate::grid::{letters, show_cell, Dir};
use crate::notation::Notation;
use crate::text::Text;
use crate::{CaseSummary, ParseError, Puzzle};

/// Largest number of rows or columns.
pub const MAX_SIDE: usize = 6;
/// The most cases one input may hold.
pub const MAX_CASES: usize = 20;
/// The most empty cells a box may have.
pub const MAX_EMPTY: usize = 4;
/// An empty cell in the judge format and in [`KlotskiCase::cells`].
pub const EMPTY: u8 = b'.';
/// A wall.
pub const WALL: u8 = b'#';
/// The piece to bring to the target.
pub const LEADER: u8 = b'A';

/// A 0-based `(row, column)` cell.
pub type Cell = (usize, usize);

/// How a solution is counted: the three answers of a case, in the judge's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Metric {
    /// One piece moves one cell.
    Steps,
    /// One piece moves any number of cells in one direction.
    Slides,
    /// One piece moves along any path of empty cells (the count of the classic tables).
    Moves,
}

impl Metric {
    /// The three, in the judge's order `S L P`.
    pub const ALL: [Metric; 3] = [Metric::Steps, Metric::Slides, Metric::Moves];

    /// The name typed after `--metric`: `steps`, `slides` or `moves`.
    pub fn name(self) -> &'static str {
        match self {
            Metric::Steps => "steps",
            Metric::Slides => "slides",
            Metric::Moves => "moves",
        }
    }

    /// Index in [`Metric::ALL`] (and in [`Klotski`]'s `METRICS`).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// One box: its size, its cells and where A's anchor must end. Made only by the parser (or from its text), so
/// every rule of the statement holds.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct KlotskiCase {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
    target: Cell,
}

impl KlotskiCase {
    /// Number of rows, `1..=6`.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns, `1..=6`.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cells in reading order: [`EMPTY`], [`WALL`] or a piece letter.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// Where A's anchor must end, 0-based.
    pub fn target(&self) -> Cell {
        self.target
    }

    /// Whether A's anchor is on the target in `cells` (a state of this box).
    pub fn is_goal(&self, cells: &[u8]) -> bool {
        anchor(cells, self.cols, LEADER) == Some(self.target)
    }

    /// The same box with `cells` in place of its own (a state of it: the same walls, pieces moved by the rule).
    pub fn with_cells(&self, cells: Vec<u8>) -> KlotskiCase {
        KlotskiCase {
            cells,
            ..self.clone()
        }
    }

    /// The case as judge input lines (`R C`, the rows, `TR TC`), without the case count.
    pub fn text(&self) -> String {
        let mut out = format!("{} {}\n", self.rows, self.cols);
        for row in self.cells.chunks(self.cols.max(1)) {
            out.extend(row.iter().map(|&b| char::from(b)));
            out.push('\n');
        }
        out.push_str(&format!("{} {}\n", self.target.0 + 1, self.target.1 + 1));
        out
    }

    /// The move rule: the cells after `mv`, each unit step of its piece onto cells that are on the board and empty
    /// (or its own). The error says which step fails and why.
    pub fn apply(&self, cells: &[u8], mv: &KlotskiMove) -> Result<Vec<u8>, Text> {
        let letter = u8::try_from(mv.piece).unwrap_or(0);
        let mut now: Vec<Cell> = (0..cells.len())
            .filter(|&i| cells[i] == letter)
            .map(|i| (i / self.cols, i % self.cols))
            .collect();
        if now.is_empty() || cells.len() != self.cells.len() {
            return Err(Text::new("klotski-no-piece").arg("piece", mv.piece.to_string()));
        }
        let mut out = cells.to_vec();
        for (index, &dir) in mv.steps.iter().enumerate() {
            let mut next = Vec::with_capacity(now.len());
            for &cell in &now {
                let why = match dir.step(cell, self.rows, self.cols) {
                    None => Some(Text::new("klotski-edge")),
                    Some(to) => match out[to.0 * self.cols + to.1] {
                        EMPTY => None,
                        b if b == letter => None,
                        WALL => Some(Text::new("klotski-wall-at").arg("cell", show_cell(to))),
                        other => Some(
                            Text::new("klotski-piece-at")
                                .arg("piece", char::from(other).to_string())
                                .arg("cell", show_cell(to)),
                        ),
                    },
                };
                if let Some(why) = why {
                    return Err(Text::new("klotski-blocked")
                        .arg("step", index + 1)
                        .arg("move", mv.write())
                        .arg("piece", mv.piece.to_string())
                        .arg("dir", dir.text())
                        .arg("why", why));
                }
                next.extend(dir.step(cell, self.rows, self.cols));
            }
            for &(r, c) in &now {
                out[r * self.cols + c] = EMPTY;
            }
            for &(r, c) in &next {
                out[r * self.cols + c] = letter;
            }
            now = next;
        }
        Ok(out)
    }
}

/// One playable box: a case of the judge input, whose state is its cells as they stand (see `play.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KlotskiGame {
    case: KlotskiCase,
}

impl KlotskiGame {
    /// The game of `case`, starting where the case starts.
    pub fn new(case: KlotskiCase) -> KlotskiGame {
        KlotskiGame { case }
    }

    /// The case as it starts.
    pub fn case(&self) -> &KlotskiCase {
        &self.case
    }
}

/// One edit of a box in the page's edit mode (see `edit.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KlotskiEdit {
    /// Toggle a wall on an empty cell, or empty a wall.
    Wall(Cell),
    /// Make `cells` (4-connected, in the order drawn) one new piece: A when `leader`, else the first free letter;
    /// they are taken from the pieces on them.
    Piece {
        /// The cells of the new piece.
        cells: Vec<Cell>,
        /// Whether the new piece is A (the old A's other cells are emptied).
        leader: bool,
    },
    /// Empty `cells`, taking them from their pieces.
    Erase(Vec<Cell>),
    /// Put A's target anchor here.
    Target(Cell),
    /// A new box size: cells kept where they fit, new cells walls.
    Resize {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
}

/// The anchor of `letter` in `cells` of a box `cols` wide: its first cell in reading order.
pub fn anchor(cells: &[u8], cols: usize, letter: u8) -> Option<Cell> {
    let index = cells.iter().position(|&b| b == letter)?;
    Some((index / cols.max(1), index % cols.max(1)))
}

/// One move: a piece's letter and its unit steps, written `GD` (a cell step), `GDD` (a slide), `GDR` (a move
/// along a path).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct KlotskiMove {
    /// The piece's letter, `A`..`Z`.
    pub piece: char,
    /// Its unit steps, in order: at least one.
    pub steps: Vec<Dir>,
}

impl Notation for KlotskiMove {
    const SEPARATOR: &'static str = " ";
    const EXAMPLE: &'static str = "GD";
    const TOKEN: &'static str = "word";
    const MEANING: &'static str = "klotski-notation";

    fn write(&self) -> String {
        format!("{}{}", self.piece, letters(&self.steps))
    }

    fn read(text: &str) -> Option<Self> {
        let mut chars = text.chars();
        let piece = chars.next().filter(char::is_ascii_uppercase)?;
        let steps: Option<Vec<Dir>> = chars.map(Dir::from_letter).collect();
        let steps = steps.filter(|s| !s.is_empty())?;
        Some(KlotskiMove { piece, steps })
    }
}

/// The answer to one case: an optimal path for each [`Metric`], from the same searches as the counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KlotskiSolution {
    /// Per metric in [`Metric::ALL`] order, its optimal moves (empty when A starts on the target), or `None` when
    /// A can never get there (then under no metric).
    pub paths: Option<[Vec<KlotskiMove>; 3]>,
}

impl KlotskiSolution {
    /// The count under `metric`: the length of its path, or -1.
    pub fn answer(&self, metric: Metric) -> i64 {
        self.paths
            .as_ref()
            .map_or(-1, |paths| paths[metric.index()].len() as i64)
    }
}

/// The Klotski puzzle.
pub struct Klotski;

impl Puzzle for Klotski {
    const NAME: &'static str = "klotski";
    const NUMBERED: bool = true;
    const PATHS: bool = true;
    const SAMPLE: &'static str = include_str!("../../../../../tests/cases/klotski/sample.in");
    const METRICS: &'static [&'static str] = &["steps", "slides", "moves"];
    type Input = Vec<KlotskiCase>;
    type Solution = KlotskiSolution;
    type Solver = Solver;

    fn parse(text: &str) -> Result<Vec<KlotskiCase>, ParseError> {
        parse::parse(text)
    }

    /// `done` gets the states the three searches expanded together.
    fn cases(input: &Vec<KlotskiCase>) -> usize {
        input.len()
    }

    fn solver(_: &Vec<KlotskiCase>) -> Solver {
        Solver::new()
    }

    fn solve_case(
        solver: &mut Solver,
        input: &Vec<KlotskiCase>,
        index: usize,
    ) -> (KlotskiSolution, u64) {
        let solution = solver.solve(&input[index]);
        (solution, solver.expanded())
    }

    /// `S L P` (the judge's line `Case i: S L P`), or `-1` when A can never reach the target.
    fn printed(solution: &KlotskiSolution) -> String {
        match &solution.paths {
            None => "-1".to_string(),
            Some([s, l, p]) => format!("{} {} {}", s.len(), l.len(), p.len()),
        }
    }

    /// The piece moves (the classic count).
    fn summarize(solution: &KlotskiSolution) -> CaseSummary {
        Self::summarize_metric(solution, Metric::Moves.index())
    }

    fn summarize_metric(solution: &KlotskiSolution, metric: usize) -> CaseSummary {
        let metric = Metric::ALL.get(metric).copied().unwrap_or(Metric::Moves);
        CaseSummary {
            answer: solution.answer(metric),
            moves: solution
                .paths
                .as_ref()
                .map(|paths| KlotskiMove::write_path(&paths[metric.index()])),
        }
    }
}

/// Solves one case with a fresh [`Solver`].
pub fn solve_case(case: &KlotskiCase) -> KlotskiSolution {
    Solver::new().solve(case)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_back_and_bad_ones_are_refused() {
        let path = KlotskiMove::read_path("GD  GDD\tGDR Au").unwrap();
        assert_eq!(KlotskiMove::write_path(&path), "GD GDD GDR AU");
        assert_eq!(path[2].steps, [Dir::Down, Dir::Right]);
        for bad in ["G", "gD", "1D", "GX", "ÄD", "G D"] {
            assert_eq!(KlotskiMove::read(bad), None, "{bad}");
        }
        let e = KlotskiMove::read_path("GD HX").unwrap_err();
        assert_eq!(
            e.to_string(),
            "move 2: expected a move such as GD, found \"HX\""
        );
    }

    #[test]
    fn the_move_rule_walks_a_piece_through_empty_cells_and_names_what_blocks_it() {
        let case = &Klotski::parse("1\n2 3\nAB.\n.#.\n1 3\n").unwrap()[0];
        let mv = |text: &str| KlotskiMove::read(text).unwrap();
        assert_eq!(case.apply(case.cells(), &mv("BR")).unwrap(), b"A.B.#.");
        assert_eq!(
            case.apply(case.cells(), &mv("AD")).unwrap(),
            b".B.A#.".to_vec()
        );
        assert_eq!(
            crate::l10n::english(&case.apply(case.cells(), &mv("AR")).unwrap_err()),
            "step 1 of AR: piece A cannot move right: piece B at (1, 2) is in the way"
        );
        assert_eq!(
            case.apply(case.cells(), &mv("BRD")).unwrap(),
            b"A...#B".to_vec()
        );
        assert_eq!(
            crate::l10n::english(&case.apply(case.cells(), &mv("ADR")).unwrap_err()),
            "step 2 of ADR: piece A cannot move right: a wall at (2, 2) is in the way"
        );
        assert!(
            crate::l10n::english(&case.apply(case.cells(), &mv("AU")).unwrap_err())
                .contains("the edge")
        );
        assert!(case.apply(case.cells(), &mv("CU")).is_err());
        let after = case.apply(case.cells(), &mv("BRD")).unwrap();
        let after = case.apply(&after, &mv("ARR")).unwrap();
        assert!(case.is_goal(&after));
        assert!(!case.is_goal(case.cells()));
    }

    #[test]
    fn the_case_writes_itself_back_as_judge_input() {
        let text = "1\n2 3\nAB.\n.#.\n1 3\n";
        let case = &Klotski::parse(text).unwrap()[0];
        assert_eq!(format!("1\n{}", case.text()), text);
    }
}
