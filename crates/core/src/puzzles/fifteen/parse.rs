//! Fifteen judge parser: `T`, then per board `n m` and `n` rows of `m` numbers, every rule checked (partners: `mod.rs` board, `scan.rs` tokens and located errors, `tests/cases/fifteen/bad-*`).

use super::{Board, JUDGE_MAX_SIDE, MAX_CASES, MIN_SIDE};
use crate::scan::Scanner;
use crate::text::Text;
use crate::ParseError;

/// Reads a whole judge input: `T` (1..=100), then `T` boards of sides up to the judge's 4.
pub(super) fn parse(text: &str) -> Result<Vec<Board>, ParseError> {
    parse_within(text, JUDGE_MAX_SIDE)
}

/// Reads an input in the judge's format whose boards may have sides up to `max_side` (at most
/// [`super::MAX_SIDE`]: the page's boards and `puzzles solve fifteen --weight`).
pub fn parse_within(text: &str, max_side: usize) -> Result<Vec<Board>, ParseError> {
    let max_side = max_side.clamp(MIN_SIDE, super::MAX_SIDE);
    let mut scan = Scanner::new(text);
    let (cases, _) = scan.usize(Text::new("fifteen-boards-t"), 1, MAX_CASES)?;
    let mut boards = Vec::with_capacity(cases);
    for case in 1..=cases {
        boards.push(parse_board(&mut scan, case, max_side)?);
    }
    scan.finish()?;
    Ok(boards)
}

/// Reads board number `case` (1-based): its size and a permutation of `0 .. n*m-1`.
fn parse_board(scan: &mut Scanner<'_>, case: usize, max_side: usize) -> Result<Board, ParseError> {
    let (rows, _) = scan.usize(
        Text::new("fifteen-rows").arg("case", case),
        MIN_SIDE,
        max_side,
    )?;
    let (cols, _) = scan.usize(
        Text::new("fifteen-columns").arg("case", case),
        MIN_SIDE,
        max_side,
    )?;
    let cells = rows * cols;
    let mut tiles = Vec::with_capacity(cells);
    let mut seen = vec![false; cells];
    for row in 1..=rows {
        for _ in 0..cols {
            let what = Text::new("fifteen-number")
                .arg("row", row)
                .arg("case", case);
            let (value, token) = scan.int(what, 0, cells as i64 - 1)?;
            if seen[value as usize] {
                return Err(token.error(
                    Text::new("fifteen-repeat")
                        .arg("last", cells - 1)
                        .arg("case", case)
                        .arg("value", value),
                ));
            }
            seen[value as usize] = true;
            tiles.push(value as u8);
        }
    }
    // n*m distinct numbers below n*m: a permutation, so this cannot fail.
    Board::new(rows, cols, tiles)
        .ok_or_else(|| scan.end_error(Text::new("fifteen-not-permutation").arg("case", case)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_boards_of_every_size() {
        let boards = parse("2\n2 2\n1 2\n3 0\n\n3 4\r\n1 2 3 4\t5 6 7 8 9 10 11 0\n").unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!((boards[1].rows(), boards[1].cols()), (3, 4));
        assert!(boards.iter().all(Board::is_goal));
    }

    #[test]
    fn refuses_repeats_sizes_and_counts_where_they_are() {
        let e = parse("1\n2 2\n1 2\n2 0\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 4, column 1: expected each of 0 to 3 once in board 1, found a second 2"
        );
        let e = parse("1\n5 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected the rows n of board 1 between 2 and 4, found \"5\""
        );
        let e = parse_within("1\n11 2\n", 10).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: expected the rows n of board 1 between 2 and 10, found \"11\""
        );
        let big = parse_within("1\n2 5\n1 2 3 4 5 6 7 8 9 0\n", 10).unwrap();
        assert!(big[0].is_goal());
        let e = parse("0\n").unwrap_err();
        assert_eq!(e.column, 1);
        let e = parse("1\n2 2\n1 2\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 4: expected a number in row 2 of board 1, found end of input"
        );
    }
}
