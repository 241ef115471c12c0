//! OmniGravity input reader: T, then 8 rows of 8 cells per case, every rule checked; partners `mod.rs`, `scan.rs`, `tests/omnigravity/judge.rs`.

use super::{Board, State};
use crate::grid::show_cell as show;
use crate::scan::{quote, Scanner, Token};
use crate::text::Text;
use crate::ParseError;

/// The most cases one input may hold.
const MAX_CASES: usize = 100;

/// Board side, in cells.
const SIDE: usize = 8;

/// The piece letters, in `State` order.
const LETTERS: [char; 4] = ['A', 'B', 'C', 'D'];

/// One cell of a piece letter as read: its place on the board and in the input.
#[derive(Debug, Clone, Copy)]
struct Spot {
    row: usize,
    col: usize,
    line: usize,
    column: usize,
}

impl Spot {
    fn error(&self, message: Text) -> ParseError {
        ParseError::new(self.line, self.column, message)
    }
}

/// Reads a whole judge input: `T` (0..=100), then `T` boards of 8 rows.
pub(super) fn parse(text: &str) -> Result<Vec<Board>, ParseError> {
    let mut scan = Scanner::new(text);
    let (cases, _) = scan.usize(Text::new("parse-cases-t"), 0, MAX_CASES)?;
    let mut boards = Vec::with_capacity(cases);
    for case in 1..=cases {
        boards.push(parse_case(&mut scan, case)?);
    }
    scan.finish()?;
    Ok(boards)
}

/// Reads the 8 rows of case number `case` (1-based) and checks the four pieces.
fn parse_case(scan: &mut Scanner<'_>, case: usize) -> Result<Board, ParseError> {
    let mut obstacles = 0u64;
    let mut spots: [Vec<Spot>; 4] = Default::default();
    let mut first_row: Option<Token<'_>> = None;
    for row in 0..SIDE {
        let token = scan.expect(
            Text::new("parse-row-of-case")
                .arg("row", row + 1)
                .arg("case", case),
        )?;
        first_row.get_or_insert(token);
        let found = token.text.chars().count();
        if found != SIDE {
            return Err(token.error(
                Text::new("parse-row-length")
                    .arg("cells", SIDE)
                    .arg("found", found)
                    .arg("token", token.quoted()),
            ));
        }
        for (col, cell) in token.text.chars().enumerate() {
            match cell {
                '.' => {}
                '#' => obstacles |= 1 << (SIDE * row + col),
                'A'..='D' => {
                    let letter = usize::from(cell as u8 - b'A');
                    let spot = Spot {
                        row,
                        col,
                        line: token.line,
                        column: token.column + col,
                    };
                    if spots[letter].len() == 4 {
                        return Err(spot.error(
                            Text::new("omnigravity-fifth-cell")
                                .arg("letter", cell.to_string())
                                .arg("case", case)
                                .arg("cell", show((row, col))),
                        ));
                    }
                    spots[letter].push(spot);
                }
                other => {
                    return Err(token.error_at(
                        col,
                        Text::new("omnigravity-cell-char").arg("found", quote(&other.to_string())),
                    ))
                }
            }
        }
    }
    let mut tops = [0u8; 4];
    for (letter, cells) in LETTERS.iter().zip(&spots) {
        if cells.len() < 4 {
            let message = Text::new("omnigravity-too-few")
                .arg("letter", letter.to_string())
                .arg("case", case)
                .arg("found", cells.len());
            return Err(match (cells.last(), first_row) {
                (Some(last), _) => last.error(message),
                (None, Some(row)) => row.error(message),
                (None, None) => scan.end_error(message),
            });
        }
    }
    for ((letter, cells), top) in LETTERS.iter().zip(&spots).zip(&mut tops) {
        *top = square_top(*letter, cells, case)?;
    }
    Ok(Board {
        obstacles,
        start: State { tops },
    })
}

/// The top-left cell (`8 * row + col`) of the 2x2 square formed by `cells`
/// (4 cells in reading order), or an error at the first cell out of place.
fn square_top(letter: char, cells: &[Spot], case: usize) -> Result<u8, ParseError> {
    let (row, col) = match cells.first() {
        Some(first) => (first.row, first.col),
        None => (0, 0),
    };
    let square = [
        (row, col),
        (row, col + 1),
        (row + 1, col),
        (row + 1, col + 1),
    ];
    for (cell, expected) in cells.iter().zip(square) {
        if (cell.row, cell.col) != expected {
            return Err(cell.error(
                Text::new("omnigravity-not-square")
                    .arg("letter", letter.to_string())
                    .arg("case", case)
                    .arg("top", show((row, col)))
                    .arg("cell", show((cell.row, cell.col))),
            ));
        }
    }
    // Reaching here, row + 1 and col + 1 are on the board: row and col are below 7.
    Ok((8 * row + col) as u8)
}
