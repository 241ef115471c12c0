//! What the page needs to know of a puzzle to draw its section and controls without naming it: names, statement,
//! controls, edit tools, limits and views. Each `puzzles/<name>/play.rs` fills only its [`Texts`]; [`Info::of`] adds
//! the facts the traits already state (`Puzzle::NAME`, `Puzzle::PATHS`, `Game::LEVELS`, `Game::GOAL`,
//! `Game::MOVE_WORD`, `Playable::LOOK`), so that no fact is written twice; `lib.rs` lists them ([`crate::infos`]).

use serde::Serialize;

use crate::look::Look;
use crate::session::Game;
use crate::text::Text;
use crate::Playable;

/// Everything the page shows of a puzzle that is not a board: one per puzzle, in the registry's order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Info {
    /// The registry name: CLI argument, URL hash, section id, storage key ([`crate::Puzzle::NAME`]).
    pub name: &'static str,
    /// The puzzle's title, e.g. `"Holedox Moving"`.
    pub title: Text,
    /// Where the problem comes from, e.g. `"POJ 1324"`.
    pub source: Text,
    /// The statement in short paragraphs of plain text; `` `code` `` spans are the only markup.
    pub statement: &'static [Text],
    /// What one unit of the judge input is called: `"Case"` or `"Query"` (ASCII: the studio lowercases it).
    pub case_noun: &'static str,
    /// Its plural: `"cases"` or `"queries"`.
    pub case_plural: &'static str,
    /// The same in the page's words, one and many ("3 cases", "3 组数据"), from [`Info::case_noun`].
    pub case_words: (Text, Text),
    /// The same as a column's heading ("Case", "数据").
    pub case_title: Text,
    /// Whether answers come with an optimal move sequence (the stepper, `puzzles solve`): [`crate::Puzzle::PATHS`].
    pub paths: bool,
    /// How to play, one sentence under the board.
    pub help: Text,
    /// The goal in one line, for a player who has never met the problem: shown over the board.
    pub goal: Text,
    /// What the moves' letters move, e.g. `"the blank"`: the hint and path texts say it.
    pub mover: Text,
    /// What a move is called in counts: `("move", "moves")` or `("tilt", "tilts")` ([`Game::MOVE_WORD`]).
    pub move_word: (Text, Text),
    /// The keys the board takes while playing (`KeyboardEvent.key` values); the core says what each does.
    pub keys: &'static [&'static str],
    /// Whether the player picks a piece before moving it (a click, Tab): keys and taps then carry a cell of the picked
    /// piece ([`Game::PICK`]).
    pub pick: bool,
    /// Whether a press on a piece let go on another cell sends it there ([`crate::UserInput::Pull`]) rather than swiping, with
    /// no piece picked ([`Game::DRAG`]).
    pub drag: bool,
    /// The ways the judge counts a path, in its order (`("step", "steps")`, ...), empty when it counts only moves
    /// ([`Game::COUNTS`]).
    pub counts: &'static [(Text, Text)],
    /// The names `puzzles solve --metric` takes, one per count of [`Info::counts`] ([`crate::Puzzle::METRICS`]): the
    /// stepper offers one optimal path for each.
    pub metrics: &'static [&'static str],
    /// The puzzle's own file format of levels, which the export writes a board and its path in (Sokoban's `xsb`,
    /// [`crate::Puzzle::LEVEL_FORMAT`]); `None` for none.
    pub level_format: Option<&'static str>,
    /// On-screen move buttons (OmniGravity's tilts); empty for none.
    pub buttons: &'static [Button],
    /// The edit tools, the first one selected at first.
    pub tools: &'static [Tool],
    /// The largest board a resize may ask for, or `None` when the board has a fixed size.
    pub resize: Option<(usize, usize)>,
    /// Which views the puzzle has.
    pub views: PageViews,
    /// The X-ray's third search, the method contestants are taught, by its short name (Huarong: NOIP's standard
    /// solution), or `None` for a puzzle without one ([`Game::XRAY_TAUGHT`]).
    pub xray_taught: Option<Text>,
    /// The generator's difficulty levels, easiest first ([`Game::LEVELS`]).
    pub levels: &'static [Text],
    /// Filters of the gallery view beyond "all" (`id`, label), matched by [`crate::GalleryItem::tags`].
    pub gallery_filters: &'static [(&'static str, Text)],
    /// The puzzle's named boards, for the page's layout list ([`Playable::layouts`]); empty for most.
    pub layouts: Vec<Layout>,
    /// How its boards are drawn: its piece and cell kinds ([`Playable::LOOK`]).
    pub look: Look,
}

/// A named board of a puzzle's own catalogue (Klotski's classic layouts), loaded from the page's layout list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Layout {
    /// Its name, e.g. `"横刀立马"`.
    pub name: &'static str,
    /// Its name in English, e.g. `"Sabre across the saddle"`.
    pub gloss: &'static str,
    /// The board as a one-case judge input.
    pub input: String,
    /// Its optima as the judge counts them, e.g. "81 moves, 90 slides, 116 steps", or "no solution".
    pub answer: Text,
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
    pub name: Text,
}

/// An edit tool of the page's edit mode.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tool {
    /// Sent back in [`crate::UserInput::Tool`].
    pub id: &'static str,
    /// Shown beside its radio button.
    pub label: Text,
    /// Whether the tool takes a path of cells (dragged, or drawn with the keyboard) rather than one cell.
    pub path: bool,
}

/// The views a puzzle offers besides the board, as the page reads them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PageViews {
    /// The judge's answer is the fewest moves to the goal, with its path: the stepper steps an optimal path, the
    /// insight shows the optimum (Huarong, Holedox, Fifteen). [`crate::Puzzle::PATHS`] and [`Game::GOAL`].
    pub goal: bool,
    /// The insight view has a heat map over the board.
    pub heat: bool,
    /// The insight view has a gallery of every reachable state (OmniGravity).
    pub gallery: bool,
}

/// What a puzzle's insight view shows besides its layers (see [`PageViews`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Views {
    /// A heat map over the board.
    pub heat: bool,
    /// A gallery of every reachable state (OmniGravity).
    pub gallery: bool,
}

/// What a puzzle says of itself for the page, and only that: its words, controls and limits. Every other field of
/// [`Info`] is derived from the traits (see [`Info::of`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Texts {
    /// The puzzle's title, e.g. `"Holedox Moving"`.
    pub title: Text,
    /// Where the problem comes from, e.g. `"POJ 1324"`.
    pub source: Text,
    /// The statement in short paragraphs of plain text; `` `code` `` spans are the only markup.
    pub statement: &'static [Text],
    /// What one unit of the judge input is called: `"Case"` or `"Query"` (ASCII: the studio lowercases it).
    pub case_noun: &'static str,
    /// Its plural: `"cases"` or `"queries"`.
    pub case_plural: &'static str,
    /// How to play, one sentence under the board.
    pub help: Text,
    /// The goal in one line, for a player who has never met the problem: shown over the board.
    pub goal: Text,
    /// What the moves' letters move, e.g. `"the blank"`: the hint and path texts say it.
    pub mover: Text,
    /// The keys the board takes while playing (`KeyboardEvent.key` values); the core says what each does.
    pub keys: &'static [&'static str],
    /// On-screen move buttons (OmniGravity's tilts); empty for none.
    pub buttons: &'static [Button],
    /// The edit tools, the first one selected at first.
    pub tools: &'static [Tool],
    /// The largest board a resize may ask for, or `None` when the board has a fixed size.
    pub resize: Option<(usize, usize)>,
    /// The insight view's extras.
    pub views: Views,
    /// Filters of the gallery view beyond "all" (`id`, label), matched by [`crate::GalleryItem::tags`].
    pub gallery_filters: &'static [(&'static str, Text)],
}

impl Info {
    /// The Info of `P`: its [`Playable::TEXTS`] with the facts of its traits.
    pub fn of<P: Playable>() -> Info {
        let texts = &P::TEXTS;
        Info {
            name: P::NAME,
            title: texts.title.clone(),
            source: texts.source.clone(),
            statement: texts.statement,
            case_noun: texts.case_noun,
            case_plural: texts.case_plural,
            case_words: case_words(texts.case_noun).0,
            case_title: case_words(texts.case_noun).1,
            paths: P::PATHS,
            help: texts.help.clone(),
            goal: texts.goal.clone(),
            mover: texts.mover.clone(),
            move_word: <P::Game as Game>::MOVE_WORD,
            keys: texts.keys,
            pick: <P::Game as Game>::PICK,
            drag: <P::Game as Game>::DRAG,
            counts: <P::Game as Game>::COUNTS,
            metrics: P::METRICS,
            level_format: P::LEVEL_FORMAT,
            buttons: texts.buttons,
            tools: texts.tools,
            resize: texts.resize,
            views: PageViews {
                goal: P::PATHS && <P::Game as Game>::GOAL,
                heat: texts.views.heat,
                gallery: texts.views.gallery,
            },
            xray_taught: <P::Game as Game>::XRAY_TAUGHT,
            levels: <P::Game as Game>::LEVELS,
            gallery_filters: texts.gallery_filters,
            layouts: P::layouts(),
            look: P::LOOK,
        }
    }
}

/// The words of a case noun, one and many, and its heading: the queries of Huarong's judge input, the cases of every
/// other puzzle.
fn case_words(noun: &str) -> ((Text, Text), Text) {
    match noun {
        "Query" => (
            (Text::new("query-one"), Text::new("query-many")),
            Text::new("query-title"),
        ),
        _ => (
            (Text::new("case-one"), Text::new("case-many")),
            Text::new("case-title"),
        ),
    }
}

/// The arrow keys, for puzzles whose moves are the four directions.
pub const ARROWS: &[&str] = &["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];

/// How to play a sliding-tile board whose moves are the blank's (Huarong, Fifteen).
pub const SLIDE_HELP: Text = Text::new("slide-help");
