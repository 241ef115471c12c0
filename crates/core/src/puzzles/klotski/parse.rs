//! Klotski judge parser: `T`, then per case `R C`, the rows and `TR TC`, every rule checked (partners: `mod.rs`
//! the case type and limits, `crate::scan` tokens, `tests/cases/klotski/bad-*`, `tests/klotski/judge.rs`).

use super::{Cell, KlotskiCase, LEADER, MAX_CASES, MAX_EMPTY, MAX_SIDE, WALL};
use crate::grid::show_cell as show;
use crate::scan::{quote, Scanner, Token};
use crate::text::Text;
use crate::ParseError;

/// Every case of a judge input.
pub(super) fn parse(text: &str) -> Result<Vec<KlotskiCase>, ParseError> {
    let mut scanner = Scanner::new(text);
    let (count, _) = scanner.usize(Text::new("parse-cases-t"), 1, MAX_CASES)?;
    let mut cases = Vec::with_capacity(count);
    for case in 1..=count {
        cases.push(parse_case(&mut scanner, case)?);
    }
    scanner.finish()?;
    Ok(cases)
}

/// Where a cell was read: its place in the box and in the input.
#[derive(Debug, Clone, Copy)]
struct Spot {
    cell: Cell,
    line: usize,
    column: usize,
}

impl Spot {
    fn error(&self, message: Text) -> ParseError {
        ParseError::new(self.line, self.column, message)
    }
}

/// One case: its size, its rows (each checked as read), its pieces, then its target.
fn parse_case(scanner: &mut Scanner, case: usize) -> Result<KlotskiCase, ParseError> {
    let (rows, _) = scanner.usize("R", 1, MAX_SIDE)?;
    let (cols, _) = scanner.usize("C", 1, MAX_SIDE)?;
    let mut cells = Vec::with_capacity(rows * cols);
    let mut spots: Vec<Spot> = Vec::with_capacity(rows * cols);
    let mut first_row = None;
    let mut empty = 0;
    for row in 0..rows {
        let what = Text::new("parse-row-of-case")
            .arg("row", row + 1)
            .arg("case", case);
        let token = scanner.row(what, cols)?;
        first_row.get_or_insert(token);
        for (col, c) in token.text.chars().enumerate() {
            let spot = Spot {
                cell: (row, col),
                line: token.line,
                column: token.column + col,
            };
            match c {
                '.' => {
                    empty += 1;
                    if empty > MAX_EMPTY {
                        return Err(spot.error(
                            Text::new("klotski-too-many-empty")
                                .arg("most", MAX_EMPTY)
                                .arg("case", case)
                                .arg("cell", show(spot.cell)),
                        ));
                    }
                }
                '#' | 'A'..='Z' => {}
                other => {
                    return Err(spot.error(
                        Text::new("klotski-cell-char").arg("found", quote(&other.to_string())),
                    ))
                }
            }
            // Every character here is ASCII.
            cells.push(c as u8);
            spots.push(spot);
        }
    }
    if !cells.contains(&LEADER) {
        let message = Text::new("klotski-no-leader").arg("case", case);
        return Err(match first_row {
            Some(token) => token.error(message),
            None => scanner.end_error(message),
        });
    }
    check_pieces(&cells, &spots, cols, case)?;
    let target = read_target(scanner, &cells, rows, cols, case)?;
    Ok(KlotskiCase {
        rows,
        cols,
        cells,
        target,
    })
}

/// Each letter one 4-connected piece: the error is at the first cell in reading order that is apart from its
/// letter's first cell.
fn check_pieces(cells: &[u8], spots: &[Spot], cols: usize, case: usize) -> Result<(), ParseError> {
    let mut joined = vec![false; cells.len()];
    let mut first = [None; 26];
    for start in 0..cells.len() {
        let letter = cells[start];
        if !letter.is_ascii_uppercase() || first[usize::from(letter - b'A')].is_some() {
            continue;
        }
        first[usize::from(letter - b'A')] = Some(start);
        let mut stack = vec![start];
        joined[start] = true;
        while let Some(i) = stack.pop() {
            let (r, c) = (i / cols, i % cols);
            let next = [
                (r > 0).then(|| i - cols),
                (i + cols < cells.len()).then_some(i + cols),
                (c > 0).then(|| i - 1),
                (c + 1 < cols).then_some(i + 1),
            ];
            for j in next.into_iter().flatten() {
                if cells[j] == letter && !joined[j] {
                    joined[j] = true;
                    stack.push(j);
                }
            }
        }
    }
    for (i, &letter) in cells.iter().enumerate() {
        if letter.is_ascii_uppercase() && !joined[i] {
            let start = first[usize::from(letter - b'A')].unwrap_or(i);
            let l = char::from(letter);
            return Err(spots[i].error(
                Text::new("klotski-apart")
                    .arg("letter", l.to_string())
                    .arg("case", case)
                    .arg("cell", show(spots[i].cell))
                    .arg("first", show(spots[start].cell)),
            ));
        }
    }
    Ok(())
}

/// `TR TC`, 1-based, where A's anchor must end; refused at `TR` when A, anchored there, would leave the box or
/// cover a wall.
fn read_target(
    scanner: &mut Scanner,
    cells: &[u8],
    rows: usize,
    cols: usize,
    case: usize,
) -> Result<Cell, ParseError> {
    let (row, token) = scanner.usize("TR", 1, rows)?;
    let (col, _) = scanner.usize("TC", 1, cols)?;
    let target = (row - 1, col - 1);
    if let Some(why) = misfit(cells, rows, cols, target) {
        return Err(fit_error(&token, case, target, why));
    }
    Ok(target)
}

fn fit_error(token: &Token, case: usize, target: Cell, why: Text) -> ParseError {
    token.error(
        Text::new("klotski-misfit")
            .arg("case", case)
            .arg("target", show(target))
            .arg("why", why),
    )
}

/// Why A, moved so that its anchor is on `target`, does not fit: a cell off the box, or on a wall.
fn misfit(cells: &[u8], rows: usize, cols: usize, target: Cell) -> Option<Text> {
    let index = cells.iter().position(|&b| b == LEADER)?;
    let (ar, ac) = ((index / cols) as i64, (index % cols) as i64);
    let moved: Vec<(i64, i64)> = (0..cells.len())
        .filter(|&i| cells[i] == LEADER)
        .map(|i| {
            let (r, c) = ((i / cols) as i64, (i % cols) as i64);
            (r - ar + target.0 as i64, c - ac + target.1 as i64)
        })
        .collect();
    if moved
        .iter()
        .any(|&(r, c)| r < 0 || c < 0 || r >= rows as i64 || c >= cols as i64)
    {
        return Some(Text::new("klotski-leaves-box"));
    }
    let wall = moved
        .into_iter()
        .map(|(r, c)| (r as usize, c as usize))
        .find(|&(r, c)| cells[r * cols + c] == WALL)?;
    Some(Text::new("klotski-covers-wall").arg("cell", show(wall)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn each_rule_is_refused_where_it_is_broken() {
        assert_eq!(
            error("1\n2 2\nAB\nBA\n1 1\n"),
            "line 4, column 1: expected the cells of B in case 1 to form one 4-connected piece, found B at (2, 1) apart from B at (1, 2)"
        );
        assert_eq!(
            error("1\n2 3\nBB.\n...\n1 1\n"),
            "line 3, column 1: expected a piece A in case 1, found none"
        );
        assert_eq!(
            error("1\n2 3\nA..\n...\n1 1\n"),
            "line 4, column 3: expected at most 4 empty cells in case 1, found a 5th at (2, 3)"
        );
        assert_eq!(
            error("1\n2 2\nAA\n.#\n2 1\n"),
            "line 5, column 1: expected a target where A fits in case 1, found (2, 1): A would cover the wall at (2, 2)"
        );
        assert_eq!(
            error("1\n2 2\nAA\n..\n1 2\n"),
            "line 5, column 1: expected a target where A fits in case 1, found (1, 2): A's cells would leave the box"
        );
        assert_eq!(
            error("1\n1 2\nAa\n1 1\n"),
            "line 3, column 2: expected one of . # A-Z, found \"a\""
        );
        assert_eq!(
            error("21\n"),
            "line 1, column 1: expected the number of cases T between 1 and 20, found \"21\""
        );
    }

    #[test]
    fn an_l_shaped_leader_may_reach_left_of_its_anchor() {
        let cases = parse("1\n2 3\n.A.\nAA.\n1 3\n").unwrap();
        assert_eq!(cases[0].target, (0, 2));
        assert!(error("1\n2 3\n.A.\nAA.\n1 1\n").ends_with("A's cells would leave the box"));
    }
}
