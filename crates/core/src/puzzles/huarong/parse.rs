//! Huarong judge parser: `n m q`, the cells, then `q` queries (partners: `mod.rs` board and query types, `crate::scan` tokens, `tests/huarong/judge.rs`).

use super::{Board, Cell, HuarongInput, Query, MAX_QUERIES, MAX_SIDE};
use crate::grid::show_cell as show;
use crate::scan::{Scanner, Token};
use crate::text::Text;
use crate::ParseError;

/// A whole judge input: the board and every query, each checked against the statement.
pub(super) fn parse(text: &str) -> Result<HuarongInput, ParseError> {
    let mut scanner = Scanner::new(text);
    let (rows, _) = scanner.usize("n", 1, MAX_SIDE)?;
    let (cols, _) = scanner.usize("m", 1, MAX_SIDE)?;
    let (count, _) = scanner.usize("q", 0, MAX_QUERIES)?;
    let mut movable = Vec::with_capacity(rows * cols);
    for _ in 0..rows * cols {
        let token = scanner.expect(Text::new("huarong-zero-or-one"))?;
        movable.push(match token.text {
            "0" => false,
            "1" => true,
            _ => {
                return Err(token.unexpected(Text::new("huarong-zero-or-one")));
            }
        });
    }
    let board = Board {
        rows,
        cols,
        movable,
    };
    let mut queries = Vec::with_capacity(count);
    for _ in 0..count {
        queries.push(read_query(&mut scanner, &board)?);
    }
    scanner.finish()?;
    Ok(HuarongInput { board, queries })
}

/// A 1-based `(x, y)` pair named `x_name`, `y_name`, as a 0-based cell, with the token of `x`.
fn read_cell<'a>(
    scanner: &mut Scanner<'a>,
    board: &Board,
    x_name: &str,
    y_name: &str,
) -> Result<(Cell, Token<'a>), ParseError> {
    let (row, token) = scanner.usize(x_name, 1, board.rows)?;
    let (col, _) = scanner.usize(y_name, 1, board.cols)?;
    Ok(((row - 1, col - 1), token))
}

/// One query line `EX EY SX SY TX TY`; errors point at the `EX` or `SX` of a bad pair.
fn read_query(scanner: &mut Scanner, board: &Board) -> Result<Query, ParseError> {
    let (blank, at) = read_cell(scanner, board, "EX", "EY")?;
    if !board.is_movable(blank) {
        return Err(at.error(Text::new("huarong-blank-fixed").arg("cell", show(blank))));
    }
    let (piece, at) = read_cell(scanner, board, "SX", "SY")?;
    if !board.is_movable(piece) {
        return Err(at.error(Text::new("huarong-piece-fixed").arg("cell", show(piece))));
    }
    if piece == blank {
        return Err(at.error(Text::new("huarong-same-cell").arg("cell", show(piece))));
    }
    let (target, _) = read_cell(scanner, board, "TX", "TY")?;
    Ok(Query::new(blank, piece, target))
}
