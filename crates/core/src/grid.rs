//! Directions and move letters shared by every `puzzles/*/` solver and path, and the
//! 1-based cell formatting every message and judge input uses.

use serde::Serialize;

use crate::notation::Notation;
use crate::text::Text;

/// One of the four moves, written `U`, `D`, `L` or `R` in paths.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Dir {
    /// Towards row 1.
    Up,
    /// Towards the last row.
    Down,
    /// Towards column 1.
    Left,
    /// Towards the last column.
    Right,
}

impl Dir {
    /// All four, in the order `U D L R`.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The move letter: `U`, `D`, `L` or `R`.
    pub fn letter(self) -> char {
        match self {
            Dir::Up => 'U',
            Dir::Down => 'D',
            Dir::Left => 'L',
            Dir::Right => 'R',
        }
    }

    /// The direction written by `letter` (`U D L R`, either case).
    pub fn from_letter(letter: char) -> Option<Dir> {
        match letter.to_ascii_uppercase() {
            'U' => Some(Dir::Up),
            'D' => Some(Dir::Down),
            'L' => Some(Dir::Left),
            'R' => Some(Dir::Right),
            _ => None,
        }
    }

    /// The direction as a message: `up`, `down`, `left` or `right` in English (`dir-up`, ...).
    pub fn text(self) -> Text {
        Text::new(match self {
            Dir::Up => "dir-up",
            Dir::Down => "dir-down",
            Dir::Left => "dir-left",
            Dir::Right => "dir-right",
        })
    }

    /// The direction as a word: `up`, `down`, `left` or `right`.
    pub fn word(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }

    /// Index in [`Dir::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The opposite direction.
    pub fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }

    /// Row and column change of one step.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::Up => (-1, 0),
            Dir::Down => (1, 0),
            Dir::Left => (0, -1),
            Dir::Right => (0, 1),
        }
    }

    /// The cell one step from `(row, col)` on a `rows` x `cols` board (0-based), if on the board.
    pub fn step(
        self,
        (row, col): (usize, usize),
        rows: usize,
        cols: usize,
    ) -> Option<(usize, usize)> {
        let (dr, dc) = self.delta();
        let r = row.checked_add_signed(dr as isize)?;
        let c = col.checked_add_signed(dc as isize)?;
        (r < rows && c < cols).then_some((r, c))
    }
}

/// A path written as its move letters, e.g. `"UULR"`.
pub fn letters(path: &[Dir]) -> String {
    path.iter().map(|d| d.letter()).collect()
}

/// The neighbour table of a `rows` x `cols` board, cells numbered `row * cols + col`:
/// per cell in that order, its neighbour towards each of [`Dir::ALL`], when that
/// neighbour is on the board and `open` (not a stone, not a fixed cell).
///
/// Each solver packs it its own way (`u16` or `u32`, a sentinel for `None`).
pub fn neighbours(
    rows: usize,
    cols: usize,
    open: impl Fn(usize) -> bool,
) -> impl Iterator<Item = [Option<usize>; 4]> {
    (0..rows * cols).map(move |cell| {
        Dir::ALL.map(|dir| {
            dir.step((cell / cols, cell % cols), rows, cols)
                .map(|(r, c)| r * cols + c)
                .filter(|&n| open(n))
        })
    })
}

/// A 0-based coordinate as the 1-based number the judge input and every message use.
///
/// The one overflow policy of the core: widen to `u128`, so even `usize::MAX`
/// (a coordinate typed into the page, refused) prints exactly, one more than
/// itself; nothing wraps or saturates.
pub fn one_based(n: usize) -> u128 {
    n as u128 + 1
}

/// A 0-based cell as `(r, c)`, 1-based, for messages (see [`one_based`]).
pub fn show_cell((row, col): (usize, usize)) -> String {
    format!("({}, {})", one_based(row), one_based(col))
}

/// 0-based coordinates written 1-based, separated by single spaces (see [`one_based`]):
/// `[0, 2]` is `"1 3"`.
pub fn one_based_list(coordinates: &[usize]) -> String {
    let text: Vec<String> = coordinates
        .iter()
        .map(|&n| one_based(n).to_string())
        .collect();
    text.join(" ")
}

impl Notation for Dir {
    const SEPARATOR: &'static str = "";
    const EXAMPLE: &'static str = "U";
    const TOKEN: &'static str = "letter";
    const MEANING: &'static str = "notation-udlr";

    fn write(&self) -> String {
        self.letter().to_string()
    }

    fn read(text: &str) -> Option<Self> {
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(letter), None) => Dir::from_letter(letter),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip_and_opposites_cancel() {
        for d in Dir::ALL {
            assert_eq!(Dir::from_letter(d.letter()), Some(d));
            assert_eq!(Dir::ALL[d.index()], d);
            let (a, b) = (d.delta(), d.opposite().delta());
            assert_eq!((a.0 + b.0, a.1 + b.1), (0, 0));
        }
        assert_eq!(Dir::from_letter('x'), None);
        assert_eq!(letters(&[Dir::Up, Dir::Right]), "UR");
    }

    #[test]
    fn cells_print_one_based_without_overflow() {
        assert_eq!(show_cell((0, 2)), "(1, 3)");
        assert_eq!(
            show_cell((usize::MAX, 0)),
            format!("({}, 1)", u128::from(u64::MAX) + 1)
        );
        assert_eq!(one_based_list(&[0, 2, 9]), "1 3 10");
        assert_eq!(one_based_list(&[]), "");
    }

    #[test]
    fn step_stays_on_the_board() {
        assert_eq!(Dir::Up.step((0, 0), 3, 3), None);
        assert_eq!(Dir::Right.step((0, 2), 3, 3), None);
        assert_eq!(Dir::Down.step((1, 2), 3, 3), Some((2, 2)));
    }

    #[test]
    fn neighbours_skip_edges_and_closed_cells() {
        let table: Vec<_> = neighbours(2, 3, |n| n != 4).collect();
        assert_eq!(table.len(), 6);
        assert_eq!(table[0], [None, Some(3), None, Some(1)]);
        assert_eq!(table[1], [None, None, Some(0), Some(2)]);
        assert_eq!(table[5], [Some(2), None, None, None]);
    }
}
