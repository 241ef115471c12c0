//! What the page needs to know of a puzzle to draw its section and controls without naming it: names, statement,
//! controls, edit tools, limits and views. Each `puzzles/<name>/mod.rs` fills one [`Info`]; `lib.rs` lists them.

use serde::Serialize;

/// Everything the page shows of a puzzle that is not a board: one per puzzle, in the registry's order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Info {
    /// The registry name: CLI argument, URL hash, section id, storage key.
    pub name: &'static str,
    /// The puzzle's title, e.g. `"Holedox Moving"`.
    pub title: &'static str,
    /// Where the problem comes from, e.g. `"POJ 1324"`.
    pub source: &'static str,
    /// The statement in short paragraphs of plain text; `` `code` `` spans are the only markup.
    pub statement: &'static [&'static str],
    /// What one unit of the judge input is called: `"Case"` or `"Query"` (ASCII: the studio lowercases it).
    pub case_noun: &'static str,
    /// Its plural: `"cases"` or `"queries"`.
    pub case_plural: &'static str,
    /// Whether answers come with an optimal move sequence (the stepper, `puzzles solve`).
    pub paths: bool,
    /// How to play, one sentence under the board.
    pub help: &'static str,
    /// The goal in one line, for a player who has never met the problem: shown over the board.
    pub goal: &'static str,
    /// What the moves' letters move, e.g. `"the blank"`: the hint and path texts say it.
    pub mover: &'static str,
    /// What a move is called in counts: `("move", "moves")` or `("tilt", "tilts")`.
    pub move_word: (&'static str, &'static str),
    /// The keys the board takes while playing (`KeyboardEvent.key` values); the core says what each does.
    pub keys: &'static [&'static str],
    /// On-screen move buttons (OmniGravity's tilts); empty for none.
    pub buttons: &'static [Button],
    /// The edit tools, the first one selected at first.
    pub tools: &'static [Tool],
    /// The largest board a resize may ask for, or `None` when the board has a fixed size.
    pub resize: Option<(usize, usize)>,
    /// Which views the puzzle has.
    pub views: Views,
    /// The generator's difficulty levels, easiest first.
    pub levels: &'static [&'static str],
    /// Filters of the gallery view beyond "all" (`id`, label), matched by [`crate::GalleryItem::tags`].
    pub gallery_filters: &'static [(&'static str, &'static str)],
}

/// An on-screen move button.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Button {
    /// The move letter it plays.
    #[serde(rename = "move")]
    pub dir: char,
    /// What the button shows (an arrow).
    pub label: &'static str,
    /// Its accessible name, e.g. `"Tilt up"`.
    pub name: &'static str,
}

/// An edit tool of the page's edit mode.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tool {
    /// Sent back in [`crate::UserInput::Tool`].
    pub id: &'static str,
    /// Shown beside its radio button.
    pub label: &'static str,
    /// Whether the tool takes a path of cells (dragged, or drawn with the keyboard) rather than one cell.
    pub path: bool,
}

/// The views a puzzle offers besides the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Views {
    /// The puzzle has a goal: "optimal from here", hints, "solved" (Huarong, Holedox).
    pub goal: bool,
    /// The insight view has a heat map over the board.
    pub heat: bool,
    /// The insight view has a gallery of every reachable state (OmniGravity).
    pub gallery: bool,
}

/// The arrow keys, for puzzles whose moves are the four directions.
pub const ARROWS: &[&str] = &["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];

/// How to play a sliding-tile board whose moves are the blank's (Huarong, Fifteen).
pub const SLIDE_HELP: &str =
    "An arrow key or a swipe slides a tile into the blank the way it points; or click or tap a tile next to the \
     blank. Paths are written as the blank's moves (U D L R).";
