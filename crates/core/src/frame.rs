//! The render-neutral frame the page draws (web/js/draw.js): cells, pieces with stable ids and the kinds their puzzle's look declares (look.rs), the state as text; built by each `puzzles/<name>/play.rs`.

use serde::Serialize;

/// What one board looks like at one moment. Rules never draw; the page draws only this.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Frame {
    /// Board height in cells.
    pub rows: usize,
    /// Board width in cells.
    pub cols: usize,
    /// One entry per cell, row by row.
    pub cells: Vec<Cell>,
    /// Everything that moves, each with an id that stays the same from frame to frame.
    pub pieces: Vec<Piece>,
    /// Where the pieces must go, drawn as outlines under them (OmniGravity's goal state); empty for the puzzles whose
    /// goal is a cell ([`Cell::Target`], [`Cell::Exit`]) or an order.
    pub goal: Vec<Piece>,
    /// The state as text: the page's `data-state` (see each puzzle's `state_text`).
    pub state: String,
}

/// The fixed part of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Cell {
    /// Free floor.
    Floor,
    /// An obstacle, a stone or a fixed Huarong cell.
    Wall,
    /// The Holedox exit at (1,1).
    Exit,
    /// The Huarong target cell.
    Target,
    /// Floor no box pushed onto can leave for a goal (Sokoban's dead squares).
    Dead,
    /// One goal of several (Sokoban's many boxes): a target with no locator ring of its own.
    Dock,
}

impl Cell {
    /// The cell kind's id, as frames serialize it and its puzzle's [`crate::look::CellLook`] names it.
    pub fn id(self) -> &'static str {
        match self {
            Cell::Floor => "floor",
            Cell::Wall => "wall",
            Cell::Exit => "exit",
            Cell::Target => "target",
            Cell::Dead => "dead",
            Cell::Dock => "dock",
        }
    }
}

/// One moving thing on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Piece {
    /// Stable id: the same piece keeps it in every frame, so the page can tween.
    pub id: u32,
    /// Text drawn on the piece (a letter or a number), for colour-blind players.
    pub label: String,
    /// What the piece is: the id of one of its puzzle's [`crate::look::PieceLook`]s (`"block"`, `"head"`, ...), which
    /// says how the page draws it.
    pub kind: &'static str,
    /// Top row, 0-based.
    pub row: usize,
    /// Left column, 0-based.
    pub col: usize,
    /// Height in cells.
    pub height: usize,
    /// Width in cells.
    pub width: usize,
    /// The piece's cells as `(row, column)` offsets from `row` and `col`, for a piece that is not a whole `height` x
    /// `width` rectangle (Klotski's L); empty for a whole rectangle.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<(usize, usize)>,
}

/// Puts `pieces` in the order frames list them: by id (one sort for every puzzle's frames). Ids are unique, so an
/// unstable sort gives the same order (and the wasm needs no stable sort's code).
pub fn sort_by_id(pieces: &mut [Piece]) {
    pieces.sort_unstable_by_key(|piece| piece.id);
}
