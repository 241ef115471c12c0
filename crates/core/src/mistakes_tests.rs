//! Tests of the known mistakes (partners: `mistakes.rs`, `catalogue.rs`, each `puzzles/<name>/mistakes.rs`): every
//! puzzle's catalogue, each mistake differing from the real solver, named from its own output, and its smallest
//! failing case checked against an exhaustive search of every listed input of as many cells or fewer, and for every
//! puzzle against listings of raw texts of their own, read by the real parser.

use super::*;
use crate::l10n::{Lang, Messages};
use crate::PUZZLES;

#[test]
fn every_puzzle_has_four_mistakes_explained_in_both_languages() {
    for puzzle in PUZZLES {
        let ids = ids(puzzle).unwrap();
        assert!(ids.len() >= 4, "{puzzle}: {ids:?}");
        for id in ids {
            assert!(
                id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{id}"
            );
            let text = explanation(puzzle, id).unwrap();
            for lang in Lang::ALL {
                let words = Messages::with(lang, &[]).format(&text);
                assert!(
                    !words.is_empty() && !words.contains(id),
                    "{puzzle} {id} {lang:?}: {words}"
                );
            }
        }
    }
}

#[test]
fn an_unknown_mistake_is_refused_naming_the_ids() {
    let err = judge_with("holedox", "nope", crate::sample("holedox").unwrap()).unwrap_err();
    let words = Messages::with(Lang::En, &[]).format(&err.text());
    assert!(
        words.contains("head-enters-tail") && words.contains("\"nope\""),
        "{words}"
    );
}

/// Every mistake but one whose answers are always right fails somewhere, and its own output is named.
#[test]
fn each_mistake_differs_from_the_real_solver_and_is_named_from_its_output() {
    for puzzle in PUZZLES {
        for id in ids(puzzle).unwrap() {
            let same = with_puzzle!(*puzzle, |P| find::<P>(id).unwrap().same_answers, false);
            let found = hack(puzzle, id).unwrap();
            if same {
                assert!(found.is_none(), "{puzzle} {id}");
                continue;
            }
            let hack = found.unwrap_or_else(|| panic!("{puzzle} {id}: no failing case"));
            assert_ne!(hack.expected, hack.found, "{puzzle} {id}");
            assert_eq!(judge_with(puzzle, id, &hack.input).unwrap(), hack.found);
            let verdict = crate::check(puzzle, &hack.input, &hack.found).unwrap();
            let named = name(puzzle, &hack.input, &verdict).unwrap();
            let named = named
                .unwrap()
                .unwrap_or_else(|| panic!("{puzzle} {id}: not named"));
            // A mistake listed earlier may make the same answers on so small a case.
            let first = ids(puzzle)
                .unwrap()
                .into_iter()
                .find(|other| judge_with(puzzle, other, &hack.input).unwrap() == hack.found);
            assert_eq!(Some(named.id), first, "{puzzle} {id}");
        }
    }
}

#[test]
fn a_right_output_names_nothing_and_a_foreign_wrong_one_names_none() {
    let input = crate::sample("holedox").unwrap();
    let right = crate::judge("holedox", input).unwrap();
    let verdict = crate::check("holedox", input, &right).unwrap();
    assert_eq!(name("holedox", input, &verdict).unwrap(), None);
    let verdict = crate::check("holedox", input, "Case 1: 12345\nCase 2: -1\n").unwrap();
    assert_eq!(name("holedox", input, &verdict).unwrap(), Some(None));
}

/// The smallest failing case is no larger than any failing input of fewer cells, or of as many cells and fewer
/// pieces or a smaller answer: every listed input of at most its cells is tried, each failing one compared (not only
/// the first cells that fail, and not only the inputs the search tries: those of [`Mistaken::hack_inputs`] too). An
/// input of the hack's cells and more pieces cannot be smaller, and is not solved; each input is read and solved once
/// for all the puzzle's mistakes.
#[test]
fn each_smallest_failing_case_has_no_smaller_failing_input() {
    // A thread per puzzle: about a minute of searches in all, which the test binary's other tests would otherwise wait
    // out on one core (a failing puzzle's panic fails the scope).
    std::thread::scope(|scope| {
        for puzzle in PUZZLES {
            scope.spawn(move || with_puzzle!(*puzzle, |P| no_listed_input_fails_first::<P>(), ()));
        }
    });
}

fn no_listed_input_fails_first<P: Mistaken>()
where
    P::Input: 'static,
{
    let hacks: Vec<(&Mistake<P::Bend>, Hack)> = (P::MISTAKES.iter())
        .filter(|m| !m.same_answers)
        .map(|m| (m, smallest::<P>(m, P::HACK_CELLS).unwrap()))
        .collect();
    let most = hacks.iter().map(|(_, hack)| hack.size.0).max().unwrap_or(0);
    for cells in 1..=most {
        for text in P::small_inputs(cells) {
            let Ok(parsed) = P::parse(&text) else {
                continue;
            };
            if P::cases(&parsed) != 1 || P::cells(&parsed) != cells {
                continue;
            }
            let pieces = P::pieces(&parsed);
            let open: Vec<_> = (hacks.iter())
                .filter(|(_, hack)| (cells, pieces) <= (hack.size.0, hack.size.1))
                .collect();
            if open.is_empty() {
                continue;
            }
            let (solutions, report) = crate::solved::<P>(&parsed, 1, &mut || {});
            for (mistake, hack) in open {
                let answer = P::answer(&parsed, 0, mistake.bend);
                if wrong::<P>(&parsed, 0, &solutions[0], &report.printed[0], &answer) {
                    let key = (cells, pieces, report.cases[0].answer);
                    assert!(
                        key >= hack.size,
                        "{} {}: {text} fails before {}",
                        P::NAME,
                        mistake.id,
                        hack.input
                    );
                }
            }
        }
    }
}

/// Every failing input of `texts` (one case each, read by the real parser) is no smaller than `P`'s hack of each of
/// `ids` (each text read and solved once for them all).
fn none_smaller<P: Mistaken>(ids: &[&str], texts: impl Iterator<Item = String>)
where
    P::Input: 'static,
{
    let hacks: Vec<(&Mistake<P::Bend>, Hack)> = (ids.iter())
        .map(|id| find::<P>(id).unwrap())
        .map(|m| (m, smallest::<P>(m, P::HACK_CELLS).unwrap()))
        .collect();
    let mut tried = 0;
    for text in texts {
        let Ok(parsed) = P::parse(&text) else {
            continue;
        };
        tried += 1;
        let (solutions, report) = crate::solved::<P>(&parsed, 1, &mut || {});
        let key = (
            P::cells(&parsed),
            P::pieces(&parsed),
            report.cases[0].answer,
        );
        for (mistake, hack) in &hacks {
            let answer = P::answer(&parsed, 0, mistake.bend);
            if wrong::<P>(&parsed, 0, &solutions[0], &report.printed[0], &answer) {
                assert!(
                    key >= hack.size,
                    "{}: {text} fails before {}",
                    mistake.id,
                    hack.input
                );
            }
        }
    }
    assert!(tried > 0, "{ids:?}");
}

/// An independent listing for Fifteen: every word of `cells` digits below `cells` (most are no permutation, and the
/// parser refuses them), on every board shape up to the hack's cells.
#[test]
fn fifteens_hacks_hold_against_every_text_of_digits() {
    use crate::puzzles::fifteen::Fifteen;
    let texts = (4..=6).flat_map(|cells: usize| {
        (2..=3)
            .filter(move |r| cells % r == 0 && cells / r >= 2)
            .flat_map(move |rows| {
                (0..cells.pow(cells as u32)).map(move |code| {
                    let cols = cells / rows;
                    let digits: Vec<String> = (0..cells)
                        .map(|i| (code / cells.pow(i as u32) % cells).to_string())
                        .collect();
                    let rows_text: Vec<String> =
                        digits.chunks(cols).map(|row| row.join(" ")).collect();
                    format!("1\n{rows} {cols}\n{}\n", rows_text.join("\n"))
                })
            })
    });
    none_smaller::<Fifteen>(&ids("fifteen").unwrap(), texts);
}

/// Every grid over `alphabet` of 1 to `most` cells, each shape (rows x cols) and filling: `(rows, cols, its lines)`.
fn grids(alphabet: &'static [char], most: usize) -> impl Iterator<Item = (usize, usize, String)> {
    let letters = alphabet.len();
    (1..=most).flat_map(move |cells| {
        (1..=cells)
            .filter(move |r| cells % r == 0)
            .flat_map(move |rows| {
                (0..letters.pow(cells as u32)).map(move |code| {
                    let cols = cells / rows;
                    let grid: Vec<char> = (0..cells)
                        .map(|i| alphabet[code / letters.pow(i as u32) % letters])
                        .collect();
                    let lines: Vec<String> =
                        grid.chunks(cols).map(|row| row.iter().collect()).collect();
                    (rows, cols, lines.join("\n"))
                })
            })
    })
}

/// An independent listing for Klotski: every grid over `. # A B C` (three pieces, where the hack search lists two) up
/// to 4 cells, with every target.
#[test]
fn klotskis_hacks_hold_against_every_grid_of_three_pieces() {
    use crate::puzzles::klotski::Klotski;
    let texts = grids(&['.', '#', 'A', 'B', 'C'], 4).flat_map(|(rows, cols, lines)| {
        (0..rows * cols).map(move |t| {
            format!(
                "1\n\n{rows} {cols}\n{lines}\n{} {}\n",
                t / cols + 1,
                t % cols + 1
            )
        })
    });
    none_smaller::<Klotski>(&ids("klotski").unwrap()[1..], texts);
}

/// An independent listing for Sokoban: every grid over `. # S B T` up to 7 cells (the parser keeps those with one of
/// each of `S`, `B` and `T`).
#[test]
fn sokobans_hacks_hold_against_every_grid_up_to_seven_cells() {
    use crate::puzzles::sokoban::Sokoban;
    let texts = grids(&['.', '#', 'S', 'B', 'T'], 7)
        .map(|(rows, cols, lines)| format!("{rows} {cols}\n{lines}\n0 0\n"));
    none_smaller::<Sokoban>(&ids("sokoban").unwrap(), texts);
}

/// An independent listing for Holedox: boards up to 6 cells, every sequence of 2 or 3 cells as the body (the parser
/// keeps the snakes) and at most two stones anywhere.
#[test]
fn holedoxs_hacks_hold_against_every_body_and_stones_up_to_six_cells() {
    use crate::puzzles::holedox::Holedox;
    let mut texts = Vec::new();
    for cells in 2..=6usize {
        for rows in (1..=cells).filter(|r| cells % r == 0) {
            let cols = cells / rows;
            let at = |i: usize| format!("{} {}\n", i / cols + 1, i % cols + 1);
            for len in 2..=3u32 {
                for body in 0..cells.pow(len) {
                    let body: String = (0..len).map(|k| at(body / cells.pow(k) % cells)).collect();
                    for stones in 0..(cells + 1) * (cells + 1) {
                        let picked: Vec<usize> = [stones % (cells + 1), stones / (cells + 1)]
                            .into_iter()
                            .filter(|&s| s < cells)
                            .collect();
                        let stones: String = picked.iter().map(|&s| at(s)).collect();
                        texts.push(format!(
                            "{rows} {cols} {len}\n{body}{}\n{stones}\n0 0 0\n",
                            picked.len()
                        ));
                    }
                }
            }
        }
    }
    none_smaller::<Holedox>(&ids("holedox").unwrap(), texts.into_iter());
}

/// An independent listing for Huarong: every board of `0`/`1` up to 6 cells, every query of three cells on it.
#[test]
fn huarongs_hacks_hold_against_every_board_and_query_up_to_six_cells() {
    use crate::puzzles::huarong::Huarong;
    let mut texts = Vec::new();
    for cells in 1..=6usize {
        for rows in (1..=cells).filter(|r| cells % r == 0) {
            let cols = cells / rows;
            let at = |i: usize| format!("{} {}", i / cols + 1, i % cols + 1);
            for mask in 0..1usize << cells {
                let grid: Vec<String> = (0..rows)
                    .map(|r| {
                        (0..cols)
                            .map(|c| (mask >> (r * cols + c) & 1).to_string())
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect();
                for q in 0..cells.pow(3) {
                    let (e, s, t) = (q % cells, q / cells % cells, q / cells / cells);
                    texts.push(format!(
                        "{rows} {cols} 1\n{}\n{} {} {}\n",
                        grid.join("\n"),
                        at(e),
                        at(s),
                        at(t)
                    ));
                }
            }
        }
    }
    none_smaller::<Huarong>(&ids("huarong").unwrap(), texts.into_iter());
}

/// An independent listing for OmniGravity: in every box of at most 20 cells (sides 2 to 8) at the top left of the
/// board, the rest obstacles, the pieces A to D on every four 2x2 squares of the box apart and each choice of
/// obstacles among the box's other cells (places and symmetries of one board each listed again).
#[test]
fn omnigravitys_hacks_hold_against_every_board_in_a_box_of_twenty_cells() {
    use crate::puzzles::omnigravity::OmniGravity;
    let mut texts = Vec::new();
    for rows in 2..=8usize {
        for cols in (2..=8usize).filter(|c| rows * c <= 20) {
            let spots: Vec<usize> = (0..rows * cols)
                .filter(|i| i / cols < rows - 1 && i % cols < cols - 1)
                .collect();
            let n = spots.len();
            'tops: for code in 0..n.pow(4) {
                let mut grid = vec!['.'; rows * cols];
                for (k, letter) in ['A', 'B', 'C', 'D'].into_iter().enumerate() {
                    let top = spots[code / n.pow(k as u32) % n];
                    for cell in [top, top + 1, top + cols, top + cols + 1] {
                        if grid[cell] != '.' {
                            continue 'tops;
                        }
                        grid[cell] = letter;
                    }
                }
                let rest: Vec<usize> = (0..grid.len()).filter(|&i| grid[i] == '.').collect();
                for mask in 0..1usize << rest.len() {
                    let mut grid = grid.clone();
                    for (k, &i) in rest.iter().enumerate() {
                        if mask >> k & 1 == 1 {
                            grid[i] = '#';
                        }
                    }
                    let board: String = (0..8)
                        .map(|r| {
                            let line: String = (0..8)
                                .map(|c| {
                                    if r < rows && c < cols {
                                        grid[r * cols + c]
                                    } else {
                                        '#'
                                    }
                                })
                                .collect();
                            line + "\n"
                        })
                        .collect();
                    texts.push(format!("1\n\n{board}"));
                }
            }
        }
    }
    none_smaller::<OmniGravity>(&ids("omnigravity").unwrap(), texts.into_iter());
}
