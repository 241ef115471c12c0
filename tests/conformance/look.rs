//! Each puzzle's look (`Info::look`, from `Playable::LOOK`) declares every piece kind and cell kind its frames use (its
//! sample, its fixtures, its generated boards, and after moves), its ids once each, in valid CSS colours with labels
//! legible on their fills (partners: crates/core/src/look.rs, each puzzles/<name>/play.rs, main.rs, path.rs).

use std::collections::BTreeSet;

use puzzle_core::frame::Frame;
use puzzle_core::look::{Look, Paint};
use puzzle_core::{infos, load_board};
use puzzle_tests::Rand;

use super::path::{random_walk, replay_frames};
use super::{boards, each_puzzle};

/// The (r, g, b, a) of a CSS hex colour (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), or None when it is not one.
fn hex(colour: &str) -> Option<(u8, u8, u8, u8)> {
    let digits = colour.strip_prefix('#')?;
    if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let nibble = |i: usize| u8::from_str_radix(&digits[i..=i], 16).ok().map(|v| v * 17);
    let byte = |i: usize| u8::from_str_radix(&digits[2 * i..2 * i + 2], 16).ok();
    match digits.len() {
        3 => Some((nibble(0)?, nibble(1)?, nibble(2)?, 255)),
        4 => Some((nibble(0)?, nibble(1)?, nibble(2)?, nibble(3)?)),
        6 => Some((byte(0)?, byte(1)?, byte(2)?, 255)),
        8 => Some((byte(0)?, byte(1)?, byte(2)?, byte(3)?)),
        _ => None,
    }
}

/// The WCAG relative luminance of an opaque colour.
fn luminance((r, g, b, _): (u8, u8, u8, u8)) -> f64 {
    let channel = |v: u8| {
        let c = f64::from(v) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/// The WCAG contrast ratio of two opaque colours.
fn contrast(a: &str, b: &str) -> f64 {
    let (la, lb) = (luminance(hex(a).unwrap()), luminance(hex(b).unwrap()));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Fails unless `colour` is a CSS hex colour, opaque when `opaque`.
fn valid(colour: &str, opaque: bool, what: &str) {
    let Some((_, _, _, alpha)) = hex(colour) else {
        panic!("{what}: {colour:?} is not a CSS hex colour");
    };
    assert!(!opaque || alpha == 255, "{what}: {colour:?} must be opaque");
}

/// Fails unless `paint` is valid in both themes.
fn valid_paint(paint: &Paint, opaque: bool, what: &str) {
    valid(paint.light, opaque, &format!("{what} (light)"));
    valid(paint.dark, opaque, &format!("{what} (dark)"));
}

/// Fails unless `ink` reads on `fill` in both themes (WCAG ratio 3, large text).
fn legible(ink: &Paint, fill: &Paint, what: &str) {
    for (theme, ink, fill) in [
        ("light", ink.light, fill.light),
        ("dark", ink.dark, fill.dark),
    ] {
        let ratio = contrast(ink, fill);
        assert!(
            ratio >= 3.0,
            "{what}: ink {ink} on {fill} in the {theme} theme has contrast {ratio:.2} (at least 3)"
        );
    }
}

/// Checks the look on its own: ids once each, colours valid, labels legible, shapes within a cell.
fn well_formed(puzzle: &str, look: &Look) {
    let ids: BTreeSet<&str> = look.pieces.iter().map(|p| p.id).collect();
    assert_eq!(
        ids.len(),
        look.pieces.len(),
        "{puzzle}: piece kind ids once each"
    );
    let cells: BTreeSet<&str> = look.cells.iter().map(|c| c.id).collect();
    assert_eq!(
        cells.len(),
        look.cells.len(),
        "{puzzle}: cell kind ids once each"
    );
    for p in look.pieces {
        let what = format!("{puzzle}'s piece kind {:?}", p.id);
        assert!(
            !p.id.is_empty() && p.id.bytes().all(|b| b.is_ascii_lowercase()),
            "{what}: an id of lowercase letters (a CSS class)"
        );
        valid_paint(&p.fill, true, &what);
        valid_paint(&p.ink, true, &what);
        valid_paint(&p.outline, false, &what);
        let fills: BTreeSet<&str> = p.label_fills.iter().map(|f| f.label).collect();
        assert_eq!(
            fills.len(),
            p.label_fills.len(),
            "{what}: each label's fill once"
        );
        for fill in std::iter::once(&p.fill).chain(p.label_fills.iter().map(|f| &f.fill)) {
            valid_paint(fill, true, &what);
            if p.label {
                legible(&p.ink, fill, &what);
            }
        }
        assert!(
            p.label_size > 0 && p.label_size <= 100,
            "{what}: label size"
        );
        assert!(
            2 * p.inset < 100 && p.radius <= 50,
            "{what}: inset and radius within a cell"
        );
        if let Some(ring) = p.ring {
            valid(ring.colour, true, &what);
            for id in [ring.legend, ring.colour_name] {
                for lang in puzzle_core::l10n::Lang::ALL {
                    assert!(
                        puzzle_core::l10n::Messages::new(lang).has(id),
                        "{what}: the ring's words {id} in {lang:?}"
                    );
                }
            }
        }
    }
    assert_eq!(
        look.spine.is_some(),
        look.pieces.iter().any(|p| p.joined),
        "{puzzle}: a spine colour exactly when a kind is joined"
    );
    if let Some(spine) = &look.spine {
        valid_paint(spine, false, &format!("{puzzle}'s spine"));
    }
    for c in look.cells {
        let what = format!("{puzzle}'s cell kind {:?}", c.id);
        valid_paint(&c.fill, true, &what);
        valid_paint(&c.ink, true, &what);
        if c.mark.is_some() {
            legible(&c.ink, &c.fill, &what);
        }
        if let Some(over) = c.over {
            valid(over, true, &what);
        }
        if let Some(ring) = c.ring {
            valid(ring.colour, true, &what);
        }
    }
}

/// Fails naming the first piece or cell kind of `frame` that `look` does not declare.
fn declared(look: &Look, frame: &Frame, what: &str) {
    for piece in frame.pieces.iter().chain(&frame.goal) {
        assert!(
            look.piece(piece.kind).is_some(),
            "{what}: piece kind {:?} is not in its look {:?}",
            piece.kind,
            look.pieces.iter().map(|p| p.id).collect::<Vec<_>>()
        );
        if !piece.cells.is_empty() {
            assert!(
                piece
                    .cells
                    .iter()
                    .all(|&(r, c)| r < piece.height && c < piece.width),
                "{what}: a shaped piece's cells within its box: {piece:?}"
            );
        }
    }
    for cell in &frame.cells {
        assert!(
            look.cell(cell.id()).is_some(),
            "{what}: cell kind {:?} is not in its look",
            cell.id()
        );
    }
}

/// The first cases of each judge fixture of `puzzle` (tests/cases/<puzzle>/*.in but the bad inputs), as boards.
fn fixture_boards(puzzle: &str) -> Vec<(String, Box<dyn puzzle_core::Board>)> {
    let dir = format!("{}/tests/cases/{puzzle}", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the fixtures folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.ends_with(".in") && !name.starts_with("bad-")
        })
        .collect();
    files.sort();
    let mut boards = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a fixture");
        for i in 0..3 {
            let Ok(board) = load_board(puzzle, &text, i) else {
                break;
            };
            boards.push((format!("{} case {}", file.display(), i + 1), board));
        }
    }
    boards
}

#[test]
fn every_kind_a_frame_draws_is_declared_in_its_puzzles_look_and_reads_well() {
    let infos = infos();
    each_puzzle(|puzzle| {
        let look = infos
            .iter()
            .find(|i| i.name == puzzle)
            .expect("its Info")
            .look;
        well_formed(puzzle, &look);
        let mut used = BTreeSet::new();
        let mut rand = Rand(9);
        for (what, mut board) in boards(puzzle).into_iter().chain(fixture_boards(puzzle)) {
            board.set_search(false);
            let walk = random_walk(
                board.as_mut(),
                &mut rand,
                20,
                puzzle_core::move_separator(puzzle),
            );
            board.restart();
            for frame in replay_frames(board.as_mut(), &walk).expect("the walk plays again") {
                declared(&look, &frame, &what);
                used.extend(frame.pieces.iter().map(|p| p.kind));
            }
        }
        let unused: Vec<&str> = look
            .pieces
            .iter()
            .map(|p| p.id)
            .filter(|id| !used.contains(id))
            .collect();
        assert!(
            unused.is_empty(),
            "{puzzle}: piece kinds no frame drew: {unused:?}"
        );
    });
}

#[test]
fn contrast_is_computed_as_wcag_says() {
    assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 1e-9);
    assert!((contrast("#fff", "#ffffff") - 1.0).abs() < 1e-9);
    assert!(hex("#12345").is_none() && hex("red").is_none() && hex("#00000059").is_some());
}
