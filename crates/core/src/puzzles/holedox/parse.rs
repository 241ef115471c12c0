//! Holedox judge parser (partners: `mod.rs` types and limits, `crate::scan` tokens, `tests/holedox/judge.rs`).

use super::{block_text, HoledoxGame, EXIT, MAX_LEN, MAX_SIDE, MIN_LEN};
use crate::grid::show_cell as show;
use crate::scan::{expected_found, Scanner, END_OF_INPUT};
use crate::text::Text;
use crate::ParseError;

/// Every case of a judge input, up to the end marker `0 0 0`.
pub(super) fn parse(text: &str) -> Result<Vec<HoledoxGame>, ParseError> {
    let mut scanner = Scanner::new(text);
    let mut cases = Vec::new();
    while let Some(case) = parse_case(&mut scanner)? {
        cases.push(case);
    }
    scanner.finish()?;
    Ok(cases)
}

/// Whether a token is the integer zero, read as [`Scanner::int`] reads numbers.
fn is_zero(text: &str) -> bool {
    Scanner::new(text).int("0", 0, 0).is_ok()
}

/// One case, or `None` after the end marker `0 0 0`.
fn parse_case(sc: &mut Scanner) -> Result<Option<HoledoxGame>, ParseError> {
    match sc.clone().next_token() {
        None => {
            return Err(sc.end_error(expected_found(Text::new("holedox-n-or-end"), END_OF_INPUT)))
        }
        Some(token) if is_zero(token.text) => {
            sc.next_token();
            for _ in 0..2 {
                let expected = Text::new("holedox-end-marker");
                let token = sc.expect(expected.clone())?;
                if !is_zero(token.text) {
                    return Err(token.unexpected(expected));
                }
            }
            return Ok(None);
        }
        Some(_) => {}
    }
    let (rows, _) = sc.usize("n", 1, MAX_SIDE)?;
    let (cols, _) = sc.usize("m", 1, MAX_SIDE)?;
    let (len, _) = sc.usize("L", MIN_LEN, MAX_LEN)?;
    let mut body: Vec<(usize, usize)> = Vec::with_capacity(len);
    for i in 1..=len {
        let (row, token) = sc.usize(Text::new("holedox-block-row").arg("block", i), 1, rows)?;
        let (col, _) = sc.usize(Text::new("holedox-block-column").arg("block", i), 1, cols)?;
        let cell = (row - 1, col - 1);
        if let Some(why) = block_text(&body, cell) {
            return Err(token.error(why));
        }
        body.push(cell);
    }
    let (count, _) = sc.usize(Text::new("holedox-stone-count"), 0, rows * cols)?;
    let mut stones = Vec::with_capacity(count);
    for j in 1..=count {
        let (row, token) = sc.usize(Text::new("holedox-stone-row").arg("stone", j), 1, rows)?;
        let (col, _) = sc.usize(Text::new("holedox-stone-column").arg("stone", j), 1, cols)?;
        let cell = (row - 1, col - 1);
        if cell == EXIT {
            return Err(token.error(
                Text::new("holedox-stone-on-exit")
                    .arg("stone", j)
                    .arg("cell", show(cell)),
            ));
        }
        if let Some(b) = body.iter().position(|&b| b == cell) {
            return Err(token.error(
                Text::new("holedox-stone-on-body")
                    .arg("stone", j)
                    .arg("cell", show(cell))
                    .arg("block", b + 1),
            ));
        }
        stones.push(cell);
    }
    Ok(Some(HoledoxGame {
        rows,
        cols,
        body,
        stones,
    }))
}
