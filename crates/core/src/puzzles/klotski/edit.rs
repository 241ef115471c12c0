//! Klotski's edits: walls, pieces of any 4-connected shape, erasing, the target and the box's size, each checked by
//! the judge's own parser (partners: `mod.rs` [`KlotskiEdit`] and the case, `parse.rs` every rule, `play.rs` the
//! tools that make these edits, `tests/klotski/play.rs`).

use super::{Cell, KlotskiCase, KlotskiEdit, EMPTY, LEADER, MAX_SIDE, WALL};
use crate::grid::show_cell as show;
use crate::text::Text;

/// The box `case` in state `cells` after `edit`: a new case that starts there. The error says what was expected and
/// what was found; a board the judge would refuse is never made.
pub(super) fn edit(
    case: &KlotskiCase,
    cells: &[u8],
    edit: &KlotskiEdit,
) -> Result<KlotskiCase, Text> {
    let (rows, cols) = (case.rows(), case.cols());
    let mut out = cells.to_vec();
    let mut target = case.target();
    let inside = |cell: Cell| -> Result<usize, Text> {
        if cell.0 < rows && cell.1 < cols {
            Ok(cell.0 * cols + cell.1)
        } else {
            Err(Text::new("klotski-edit-off")
                .arg("rows", rows)
                .arg("cols", cols)
                .arg("cell", show(cell)))
        }
    };
    match edit {
        &KlotskiEdit::Wall(cell) => {
            let i = inside(cell)?;
            out[i] = match out[i] {
                EMPTY => WALL,
                WALL => EMPTY,
                piece => {
                    return Err(Text::new("klotski-edit-wall-on-piece")
                        .arg("piece", char::from(piece).to_string())
                        .arg("cell", show(cell)))
                }
            };
        }
        KlotskiEdit::Piece {
            cells: drawn,
            leader,
        } => {
            let indices = drawn
                .iter()
                .map(|&c| inside(c))
                .collect::<Result<Vec<_>, _>>()?;
            if indices.is_empty() {
                return Err(Text::new("klotski-edit-no-cells"));
            }
            let letter = if *leader {
                out.iter_mut()
                    .filter(|b| **b == LEADER)
                    .for_each(|b| *b = EMPTY);
                LEADER
            } else {
                free_letter(&out, &indices)?
            };
            for &i in &indices {
                if out[i] == WALL {
                    return Err(Text::new("klotski-edit-piece-on-wall")
                        .arg("cell", show((i / cols, i % cols))));
                }
                out[i] = letter;
            }
        }
        KlotskiEdit::Erase(drawn) => {
            for &cell in drawn {
                let i = inside(cell)?;
                if out[i] == LEADER && out.iter().filter(|&&b| b == LEADER).count() == 1 {
                    return Err(Text::new("klotski-edit-last-a").arg("cell", show(cell)));
                }
                out[i] = EMPTY;
            }
        }
        &KlotskiEdit::Target(cell) => {
            inside(cell)?;
            target = cell;
        }
        &KlotskiEdit::Resize { rows: r, cols: c } => {
            crate::input::sides_within(r, c, 1, MAX_SIDE)?;
            let mut resized = vec![WALL; r * c];
            for row in 0..r.min(rows) {
                for col in 0..c.min(cols) {
                    resized[row * c + col] = out[row * cols + col];
                }
            }
            if !resized.contains(&LEADER) {
                resized[0] = LEADER;
            }
            target = (target.0.min(r - 1), target.1.min(c - 1));
            return checked(r, c, resized, target, true);
        }
    }
    let keep_target = matches!(edit, KlotskiEdit::Target(_));
    checked(rows, cols, out, target, !keep_target)
}

/// The first letter after A that no cell of `cells` outside `taken` holds: a piece drawn over one whole piece takes
/// its letter back.
fn free_letter(cells: &[u8], taken: &[usize]) -> Result<u8, Text> {
    (b'B'..=b'Z')
        .find(|&letter| (0..cells.len()).all(|i| cells[i] != letter || taken.contains(&i)))
        .ok_or(Text::new("klotski-edit-too-many"))
}

/// The case of `cells` if the judge's parser takes it, its message (without the parser's line and column, which
/// are of a text the person never saw) if not. `move_target`: a target where A no longer fits moves to A's anchor.
fn checked(
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
    target: Cell,
    move_target: bool,
) -> Result<KlotskiCase, Text> {
    // The unchecked box written as the judge reads it (`KlotskiCase::text`), for the parser to check.
    let text = |target: Cell| {
        let unchecked = KlotskiCase {
            rows,
            cols,
            cells: cells.clone(),
            target,
        };
        format!("1\n{}", unchecked.text())
    };
    let parse = |target| super::parse::parse(&text(target)).map_err(|e| e.message);
    match parse(target) {
        Ok(mut cases) => Ok(cases.remove(0)),
        Err(why) if move_target && why.id == "klotski-misfit" => {
            let anchor = super::anchor(&cells, cols, LEADER).unwrap_or((0, 0));
            parse(anchor)
                .map(|mut cases| cases.remove(0))
                .map_err(|why| refusal(&why))
        }
        Err(why) => Err(refusal(&why)),
    }
}

/// The parser's message as an edit's refusal (it may name case 1, the one case of the board being edited).
fn refusal(why: &Text) -> Text {
    why.clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The edit with its refusal in English.
    fn edit(case: &KlotskiCase, cells: &[u8], e: &KlotskiEdit) -> Result<KlotskiCase, String> {
        super::edit(case, cells, e).map_err(|why| crate::l10n::english(&why))
    }
    use crate::Puzzle;

    fn case(text: &str) -> KlotskiCase {
        super::super::Klotski::parse(text).unwrap().remove(0)
    }

    fn cells(case: &KlotskiCase) -> String {
        String::from_utf8(case.cells().to_vec()).unwrap()
    }

    #[test]
    fn pieces_walls_and_erasing_keep_every_rule_of_the_judge() {
        let start = case("1\n2 3\nAB.\n.#.\n1 3\n");
        let at = |e: KlotskiEdit| edit(&start, start.cells(), &e);
        assert_eq!(cells(&at(KlotskiEdit::Wall((0, 2))).unwrap()), "AB#.#.");
        assert_eq!(cells(&at(KlotskiEdit::Wall((1, 1))).unwrap()), "AB....");
        assert_eq!(
            at(KlotskiEdit::Wall((0, 1))).unwrap_err(),
            "expected an empty cell or a wall, found piece B at (1, 2): erase it first"
        );
        let drawn = at(KlotskiEdit::Piece {
            cells: vec![(0, 2), (1, 2)],
            leader: false,
        })
        .unwrap();
        assert_eq!(cells(&drawn), "ABC.#C");
        let big_a = at(KlotskiEdit::Piece {
            cells: vec![(0, 1), (0, 2)],
            leader: true,
        })
        .unwrap();
        assert_eq!(cells(&big_a), ".AA.#.");
        assert_eq!(
            big_a.target(),
            (0, 1),
            "the target moves to A when A no longer fits there"
        );
        assert_eq!(
            cells(&at(KlotskiEdit::Erase(vec![(0, 1)])).unwrap()),
            "A...#."
        );
        let full = case("1\n2 3\nAB.\n...\n1 1\n");
        assert_eq!(
            edit(&full, full.cells(), &KlotskiEdit::Erase(vec![(0, 1)])).unwrap_err(),
            "expected at most 4 empty cells in case 1, found a 5th at (2, 3)"
        );
        assert!(at(KlotskiEdit::Erase(vec![(0, 0)]))
            .unwrap_err()
            .contains("A's last"));
        assert_eq!(at(KlotskiEdit::Target((1, 2))).unwrap().target(), (1, 2));
        assert!(at(KlotskiEdit::Target((1, 1)))
            .unwrap_err()
            .contains("cover the wall at (2, 2)"));
        assert!(at(KlotskiEdit::Wall((5, 5)))
            .unwrap_err()
            .contains("2x3 box, found (6, 6)"));
    }

    #[test]
    fn a_piece_cut_in_two_or_a_resize_past_the_limits_is_refused() {
        let start = case("1\n1 4\nBBBA\n1 4\n");
        let cut = edit(
            &start,
            start.cells(),
            &KlotskiEdit::Piece {
                cells: vec![(0, 1)],
                leader: false,
            },
        )
        .unwrap_err();
        assert!(cut.contains("4-connected"), "{cut}");
        let grown = edit(
            &start,
            start.cells(),
            &KlotskiEdit::Resize { rows: 2, cols: 4 },
        )
        .unwrap();
        assert_eq!(cells(&grown), "BBBA####");
        assert!(edit(
            &start,
            start.cells(),
            &KlotskiEdit::Resize { rows: 7, cols: 4 }
        )
        .is_err());
        let shrunk = edit(
            &start,
            start.cells(),
            &KlotskiEdit::Resize { rows: 1, cols: 2 },
        )
        .unwrap();
        assert_eq!(cells(&shrunk), "AB");
    }
}
