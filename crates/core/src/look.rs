//! A puzzle's visual vocabulary: its piece and cell kinds with their colours, labels and shapes, declared once by each `puzzles/<name>/play.rs` (`Playable::LOOK`), carried by `info.rs` and drawn by web/js/draw.js, svgparts.js and raster.js.

use serde::Serialize;

/// A colour in each of the page's themes, as CSS hex (`#rrggbb`, or `#rrggbbaa` with an alpha).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Paint {
    /// In the light theme.
    pub light: &'static str,
    /// In the dark theme.
    pub dark: &'static str,
}

impl Paint {
    /// The same colour in both themes.
    pub const fn both(colour: &'static str) -> Paint {
        Paint {
            light: colour,
            dark: colour,
        }
    }

    /// `light` in the light theme, `dark` in the dark one.
    pub const fn themed(light: &'static str, dark: &'static str) -> Paint {
        Paint { light, dark }
    }
}

/// A locator ring, drawn around a piece or cell of its kind on big boards so that the eye finds it; its legend under
/// the board says what it marks, in the page's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ring {
    /// The message id of what the ring marks, e.g. `"huarong-ring"`: "the piece to move" (sent as a message).
    #[serde(serialize_with = "as_message")]
    pub legend: &'static str,
    /// The ring's colour (both themes: it is drawn with a white halo).
    pub colour: &'static str,
    /// The message id of the colour in words for the legend, e.g. `"colour-orange"` (sent as a message).
    #[serde(serialize_with = "as_message")]
    pub colour_name: &'static str,
}

/// A message id sent as the message itself (`{msg}`), which the page says in its language.
fn as_message<S: serde::Serializer>(id: &&'static str, serializer: S) -> Result<S::Ok, S::Error> {
    crate::Text::new(id).serialize(serializer)
}

/// A fill for the pieces of one kind that carry one label (OmniGravity's lettered blocks, each its own colour).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LabelFill {
    /// The piece's label.
    pub label: &'static str,
    /// Its fill.
    pub fill: Paint,
}

/// How the pieces of one kind are drawn. Sizes are in hundredths of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceLook {
    /// The kind's id, which the frames' [`crate::frame::Piece::kind`] carry (the page's `piece-<id>` class).
    pub id: &'static str,
    /// What the kind is, in a few words (documentation for readers of the Info).
    pub about: &'static str,
    /// Its fill.
    pub fill: Paint,
    /// Fills by label that take the place of `fill`, or none.
    pub label_fills: &'static [LabelFill],
    /// The colour of its label.
    pub ink: Paint,
    /// Whether its label is drawn (a Huarong tile's number only tells tiles apart: not drawn).
    pub label: bool,
    /// The label's font size.
    pub label_size: u32,
    /// How far the shape stands in from its cells' edges.
    pub inset: u32,
    /// The radius of its rounded corners.
    pub radius: u32,
    /// The colour of its outline.
    pub outline: Paint,
    /// The outline's width.
    pub outline_width: u32,
    /// Whether the outline is dashed (the snake's tail).
    pub dashed: bool,
    /// Whether a line joins the centres of the pieces of every kind with `joined`, in id order (the snake's spine,
    /// drawn in [`Look::spine`]'s colour).
    pub joined: bool,
    /// The locator ring of this kind on big boards, or none.
    pub ring: Option<Ring>,
}

impl PieceLook {
    /// A plain kind: `fill`, a dark label of 46, inset 6, corners of 16, a thin dark outline, no ring.
    pub const fn plain(id: &'static str, about: &'static str, fill: Paint) -> PieceLook {
        PieceLook {
            id,
            about,
            fill,
            label_fills: &[],
            ink: Paint::both("#111111"),
            label: true,
            label_size: 46,
            inset: 6,
            radius: 16,
            outline: Paint::both("#00000059"),
            outline_width: 4,
            dashed: false,
            joined: false,
            ring: None,
        }
    }
}

/// How the cells of one kind are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CellLook {
    /// The kind's id, as the frames' cells carry it ([`crate::frame::Cell`] in lowercase; the page's `cell-<id>`).
    pub id: &'static str,
    /// Its fill.
    pub fill: Paint,
    /// A short mark written at the cell's top (`"EXIT"`, `"T"`), or none.
    pub mark: Option<&'static str>,
    /// The mark's colour.
    pub ink: Paint,
    /// Whether a dashed ring of this colour is drawn over the pieces on the cell, so that it shows under a piece too
    /// (the target), or none.
    pub over: Option<&'static str>,
    /// Whether the cell is open floor: when exactly one open cell has no piece on it, big boards ring it as the empty
    /// cell.
    pub open: bool,
    /// The locator ring of this kind on big boards, or none.
    pub ring: Option<Ring>,
}

/// The free floor: light in the light theme, dark in the dark one.
pub const FLOOR: CellLook = CellLook {
    id: "floor",
    fill: Paint::themed("#fbfaf6", "#262b31"),
    mark: None,
    ink: Paint::themed("#1d2021", "#e8e6e1"),
    over: None,
    open: true,
    ring: None,
};

/// A wall, a stone or a fixed cell.
pub const WALL: CellLook = CellLook {
    id: "wall",
    fill: Paint::themed("#3d4349", "#8a9099"),
    mark: None,
    ink: Paint::both("#ffffff"),
    over: None,
    open: false,
    ring: None,
};

/// The yellow of goal cells (Okabe-Ito), its darker ring and their ink.
const GOAL_FILL: Paint = Paint::both("#f0e442");
const GOAL_INK: Paint = Paint::both("#1d2021");
const GOAL_RING: &str = "#b8a600";

/// A cell a piece must reach, marked `T` and ringed over the pieces.
pub const TARGET: CellLook = CellLook {
    id: "target",
    fill: GOAL_FILL,
    mark: Some("T"),
    ink: GOAL_INK,
    over: Some(GOAL_RING),
    open: false,
    ring: Some(Ring {
        legend: "ring-target",
        colour: GOAL_RING,
        colour_name: "colour-yellow",
    }),
};

/// A cell to leave the board by, marked `EXIT`.
pub const EXIT: CellLook = CellLook {
    id: "exit",
    fill: GOAL_FILL,
    mark: Some("EXIT"),
    ink: GOAL_INK,
    over: None,
    open: false,
    ring: Some(Ring {
        legend: "ring-exit",
        colour: GOAL_RING,
        colour_name: "colour-yellow",
    }),
};

/// The orange ring of the piece the player moves (Okabe-Ito vermilion).
pub const MOVER_RING: &str = "#d55e00";

/// A puzzle's whole visual vocabulary ([`crate::Playable::LOOK`]): every piece kind and cell kind its frames use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Look {
    /// Its piece kinds.
    pub pieces: &'static [PieceLook],
    /// Its cell kinds.
    pub cells: &'static [CellLook],
    /// The colour of the line joining the `joined` pieces, when any kind is joined.
    pub spine: Option<Paint>,
}

impl Look {
    /// The look of piece kind `id`, if declared.
    pub fn piece(&self, id: &str) -> Option<&'static PieceLook> {
        self.pieces.iter().find(|look| look.id == id)
    }

    /// The look of cell kind `id`, if declared.
    pub fn cell(&self, id: &str) -> Option<&'static CellLook> {
        self.cells.iter().find(|look| look.id == id)
    }
}
