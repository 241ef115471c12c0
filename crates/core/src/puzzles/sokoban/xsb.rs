//! Many-box Sokoban levels in XSB, the game's usual text format: a collection of levels read with their titles, every
//! rule checked and located, and a level written back (partners: `deadlock.rs`, `bound.rs` and `boxes.rs` solve
//! what this reads, `en.ftl`/`zh.ftl` its `sokoban-xsb-` messages, `tests/sokoban/judge.rs`, the CLI's
//! `puzzles solve sokoban --xsb`).
//!
//! The cells: `#` wall, a space, `-` or `_` floor, `$` a box, `.` a goal, `@` the player, `*` a box on a goal, `+`
//! the player on a goal. A maze row is a line whose first character other than floor is `#`, or a line of those
//! characters only with one that is not floor; rows follow each other, and any other line (blank, a `;` comment, a
//! title, `Key: value` notes) ends a level. Rows may differ in length: the rest is floor, and so is what lies outside
//! the walls (the player cannot get there; the grid's edge is a wall). A line of floor only (`----`) is a row inside
//! a level and a separator at its ends.
//!
//! A level's title: each run of lines of words (comments, titles, notes) between levels belongs to one level: to the
//! level right below it when no blank line parts them, else to the level right above it when none parts those (its
//! notes, as SOK writes them), else (blank lines round the run) to the level below. A `Title: X` line of a level's runs
//! names it; else the first line of words (a `;` comment's words, `; 12` as most `.txt` and `.xsb` collections write
//! it; not a `Key: value` note) of its nearest run before it, else after it.

use super::Pos;
use crate::scan::{check_size, quote, strip_bom};
use crate::text::Text;
use crate::ParseError;

/// The most rows, and the most columns, of a level.
pub const MAX_LEVEL_SIDE: usize = 50;

/// One level: its grid, goals, boxes and the player, and its title when the text gives one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    /// Its title (see the module's header), if any.
    pub title: Option<String>,
    /// The 1-based line of its first row in the text it was read from.
    pub line: usize,
    /// Rows, `1..=50`.
    pub rows: usize,
    /// Columns, `1..=50`: the longest row without its trailing floor.
    pub cols: usize,
    /// Per cell, row by row: a wall.
    pub wall: Vec<bool>,
    /// Per cell, row by row: a goal.
    pub goal: Vec<bool>,
    /// The boxes' cells, in row-major order; as many as the goals, at least one.
    pub boxes: Vec<Pos>,
    /// The player's cell.
    pub player: Pos,
}

impl Level {
    /// The index of `cell` in [`Level::wall`] and [`Level::goal`].
    pub fn index(&self, (row, col): Pos) -> usize {
        row * self.cols + col
    }

    /// Whether the fields agree with each other (as [`read`] makes them): `rows` x `cols` cells of at most
    /// [`MAX_LEVEL_SIDE`] a side, walls and goals for each, the player and the boxes on distinct cells of the grid that
    /// are no walls, as many boxes as goals. The solver and the deadlock marks take a level that is not for unsolvable.
    pub fn consistent(&self) -> bool {
        let cells = self.rows * self.cols;
        let free = |&(r, c): &Pos| r < self.rows && c < self.cols && !self.wall[r * self.cols + c];
        let mut boxes = self.boxes.clone();
        boxes.sort_unstable();
        boxes.dedup();
        (1..=MAX_LEVEL_SIDE).contains(&self.rows)
            && (1..=MAX_LEVEL_SIDE).contains(&self.cols)
            && self.wall.len() == cells
            && self.goal.len() == cells
            && free(&self.player)
            && self.boxes.iter().all(free)
            && boxes.len() == self.boxes.len()
            && !boxes.contains(&self.player)
            && (0..cells).all(|i| !(self.goal[i] && self.wall[i]))
            && self.goal.iter().filter(|&&g| g).count() == boxes.len()
    }

    /// The goals' cells, in row-major order.
    pub fn goals(&self) -> Vec<Pos> {
        (0..self.rows * self.cols)
            .filter(|&i| self.goal[i])
            .map(|i| (i / self.cols, i % self.cols))
            .collect()
    }

    /// Whether every box of `boxes` stands on a goal.
    pub fn solved(&self, boxes: &[Pos]) -> bool {
        boxes.iter().all(|&b| self.goal[self.index(b)])
    }

    /// The level inside a wall one cell thick, its cells one row down and one column right (a judge maze as XSB: its
    /// grid's edge stops you, where XSB's open floor would not).
    pub fn walled(&self) -> Level {
        let (rows, cols) = (self.rows + 2, self.cols + 2);
        let inside = |i: usize| {
            let (row, col) = (i / cols, i % cols);
            (row > 0 && row <= self.rows && col > 0 && col <= self.cols)
                .then(|| self.index((row - 1, col - 1)))
        };
        Level {
            rows,
            cols,
            wall: (0..rows * cols)
                .map(|i| inside(i).is_none_or(|j| self.wall[j]))
                .collect(),
            goal: (0..rows * cols)
                .map(|i| inside(i).is_some_and(|j| self.goal[j]))
                .collect(),
            ..self.clone()
        }
    }

    /// The level as XSB, as it starts (see [`Level::xsb_at`]).
    pub fn xsb(&self) -> String {
        self.xsb_at(&self.boxes, self.player)
    }

    /// The level as XSB with the boxes at `boxes` and the player at `player` (a board played to there): its rows,
    /// floor as spaces and trailing floor left out (a row of floor only is written `-`), then `Title: ...` when it
    /// has a title; every line ends with a newline. [`read`] gives the level back.
    pub fn xsb_at(&self, boxes: &[Pos], player: Pos) -> String {
        let mut out = String::new();
        let mut has_box = vec![false; self.rows * self.cols];
        for &b in boxes {
            if b.0 < self.rows && b.1 < self.cols {
                has_box[self.index(b)] = true;
            }
        }
        for row in 0..self.rows {
            let mut line: String = (0..self.cols)
                .map(|col| {
                    let i = self.index((row, col));
                    letter(self.wall[i], (row, col) == player, has_box[i], self.goal[i])
                })
                .collect();
            line.truncate(line.trim_end().len());
            if line.is_empty() {
                line.push('-');
            }
            out += &line;
            out.push('\n');
        }
        if let Some(title) = &self.title {
            out += &format!("Title: {title}\n");
        }
        out
    }
}

/// What one line of the text is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Only whitespace.
    Blank,
    /// A maze row with a wall, a box, a goal or the player.
    Row,
    /// A row of floor only (`----`): inside a level, a row; at its ends, a separator.
    Floor,
    /// Anything else: a comment, a title, notes.
    Words,
}

/// Whether `c` is floor.
fn is_floor(c: char) -> bool {
    matches!(c, ' ' | '-' | '_')
}

/// Whether `c` is one of XSB's cell characters.
fn is_cell(c: char) -> bool {
    is_floor(c) || matches!(c, '#' | '$' | '.' | '@' | '*' | '+')
}

/// What `line` is, or the error at its first character that is no cell when it is a row (its first character other
/// than floor or a tab is `#`).
fn classify(line: &str, number: usize) -> Result<Kind, ParseError> {
    let body = line.trim_end();
    if body.is_empty() {
        return Ok(Kind::Blank);
    }
    if body.chars().all(is_cell) {
        return Ok(if body.chars().all(is_floor) {
            Kind::Floor
        } else {
            Kind::Row
        });
    }
    let first = body.chars().find(|&c| !is_floor(c) && c != '\t');
    if first != Some('#') {
        return Ok(Kind::Words);
    }
    let (column, bad) = body
        .chars()
        .enumerate()
        .find(|&(_, c)| !is_cell(c))
        .unwrap_or((0, ' '));
    Err(ParseError::new(
        number,
        column + 1,
        Text::new("sokoban-xsb-cell").arg("found", quote(&bad.to_string())),
    ))
}

/// A line of words as a title's candidate.
enum Said<'a> {
    /// `Title: X` (either case), its `X`.
    Title(&'a str),
    /// Words that may name the level below.
    Words(&'a str),
    /// A `Key: value` note, an empty comment, a floor separator: no title.
    Nothing,
}

/// What a line of words says: a `;` comment is read without its `;`.
fn said(line: &str) -> Said<'_> {
    let mut words = line.trim();
    if let Some(rest) = words.strip_prefix(';') {
        words = rest.trim();
    }
    if words.is_empty() || words.chars().all(is_floor) {
        return Said::Nothing;
    }
    if let Some((key, value)) = words.split_once(':') {
        let key = key.trim_end();
        if key.eq_ignore_ascii_case("title") {
            return match value.trim() {
                "" => Said::Nothing,
                title => Said::Title(title),
            };
        }
        let note = key.len() <= 20
            && key.starts_with(|c: char| c.is_ascii_alphabetic())
            && key
                .chars()
                .all(|c| c.is_ascii_alphabetic() || c == ' ' || c == '-');
        if note {
            return Said::Nothing;
        }
    }
    Said::Words(words)
}

/// The XSB letter of a cell: a wall, or floor with the player, a box and a goal on it or not.
pub fn letter(wall: bool, player: bool, boxed: bool, goal: bool) -> char {
    match (wall, player, boxed, goal) {
        (true, ..) => '#',
        (_, true, _, true) => '+',
        (_, true, _, false) => '@',
        (_, _, true, true) => '*',
        (_, _, true, false) => '$',
        (_, _, false, true) => '.',
        _ => ' ',
    }
}

/// Every level of an XSB text (a leading byte-order mark ignored), in order, with its title; an error at the first
/// rule broken (see the module's header), and when the text holds no level.
pub fn read(text: &str) -> Result<Vec<Level>, ParseError> {
    read_levels(text, true)
}

/// [`read`] without its count of boxes against goals: a level as the editor leaves it midway (a box more than the
/// goals, or none), read back after a reload to be played on; [`Level::consistent`] is false for it.
pub fn read_as_edited(text: &str) -> Result<Vec<Level>, ParseError> {
    read_levels(text, false)
}

/// [`read`], checking that each level has a box and as many goals as boxes when `counted`.
fn read_levels(text: &str, counted: bool) -> Result<Vec<Level>, ParseError> {
    check_size(text)?;
    let text = strip_bom(text);
    let lines: Vec<&str> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    let mut kinds = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        kinds.push(classify(line, i + 1)?);
    }
    // The levels' blocks of lines: runs of rows, floor rows at their ends left out.
    let mut blocks: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if !matches!(kinds[i], Kind::Row | Kind::Floor) {
            i += 1;
            continue;
        }
        let start = i;
        while i < lines.len() && matches!(kinds[i], Kind::Row | Kind::Floor) {
            i += 1;
        }
        let rows: Vec<usize> = (start..i).filter(|&j| kinds[j] == Kind::Row).collect();
        if let (Some(&first), Some(&last)) = (rows.first(), rows.last()) {
            blocks.push((first, last + 1));
        }
    }
    if blocks.is_empty() {
        let line = lines.len();
        let column = lines[line - 1].chars().count() + 1;
        return Err(ParseError::new(line, column, Text::new("sokoban-xsb-none")));
    }
    let mut levels = Vec::with_capacity(blocks.len());
    for (n, &(start, end)) in blocks.iter().enumerate() {
        let rows: Vec<&str> = lines[start..end].iter().map(|l| l.trim_end()).collect();
        levels.push(level(&rows, start + 1, n + 1, counted)?);
    }
    name(&mut levels, &blocks, &lines, &kinds);
    Ok(levels)
}

/// The titles of `levels`, read from the lines around their `blocks` (see the module's header).
fn name(levels: &mut [Level], blocks: &[(usize, usize)], lines: &[&str], kinds: &[Kind]) {
    // The runs of lines of words between the levels, each given to a level: the one below when the run touches it or
    // touches neither, else the one above (its notes); a run after the last level goes to it.
    let mut owned: Vec<Vec<(usize, usize)>> = vec![Vec::new(); levels.len()];
    for g in 0..=blocks.len() {
        let from = if g == 0 { 0 } else { blocks[g - 1].1 };
        let to = blocks.get(g).map_or(lines.len(), |b| b.0);
        let mut j = from;
        while j < to {
            if kinds[j] == Kind::Blank {
                j += 1;
                continue;
            }
            let start = j;
            while j < to && kinds[j] != Kind::Blank {
                j += 1;
            }
            let above = start == from && g > 0;
            let below = j == to && g < blocks.len();
            let owner = if below || (!above && g < blocks.len()) {
                g
            } else {
                g - 1
            };
            owned[owner].push((start, j));
        }
    }
    for (level, runs) in levels.iter_mut().zip(&owned) {
        let says = |&(start, end): &(usize, usize)| lines[start..end].iter().map(|l| said(l));
        let title = runs.iter().flat_map(says).find_map(|s| match s {
            Said::Title(title) => Some(title),
            _ => None,
        });
        // Else the words of the nearest run before the level, else of the first after it.
        let before = runs.iter().rev().filter(|r| r.0 < level.line);
        let after = runs.iter().filter(|r| r.0 >= level.line);
        let words = before.chain(after).find_map(|run| {
            says(run).find_map(|s| match s {
                Said::Words(words) => Some(words),
                _ => None,
            })
        });
        level.title = title.or(words).map(str::to_string);
    }
}

/// Level number `number` from its rows (the first on line `line`), its rules checked (the boxes' count when `counted`).
fn level(rows: &[&str], line: usize, number: usize, counted: bool) -> Result<Level, ParseError> {
    if rows.len() > MAX_LEVEL_SIDE {
        let text = Text::new("sokoban-xsb-rows")
            .arg("most", MAX_LEVEL_SIDE)
            .arg("level", number)
            .arg("found", rows.len());
        return Err(ParseError::new(line + MAX_LEVEL_SIDE, 1, text));
    }
    let widths: Vec<usize> = rows
        .iter()
        .map(|r| r.trim_end_matches(is_floor).chars().count())
        .collect();
    for (r, &width) in widths.iter().enumerate() {
        if width > MAX_LEVEL_SIDE {
            let text = Text::new("sokoban-xsb-columns")
                .arg("most", MAX_LEVEL_SIDE)
                .arg("level", number)
                .arg("found", width);
            return Err(ParseError::new(line + r, MAX_LEVEL_SIDE + 1, text));
        }
    }
    let cols = widths.iter().copied().max().unwrap_or(0).max(1);
    let mut wall = vec![false; rows.len() * cols];
    let mut goal = vec![false; rows.len() * cols];
    let mut boxes = Vec::new();
    let mut player: Option<Pos> = None;
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().take(widths[r]).enumerate() {
            let i = r * cols + c;
            wall[i] = ch == '#';
            goal[i] = matches!(ch, '.' | '*' | '+');
            if matches!(ch, '$' | '*') {
                boxes.push((r, c));
            }
            if matches!(ch, '@' | '+') {
                if let Some(first) = player {
                    let text = Text::new("sokoban-xsb-two-players")
                        .arg("level", number)
                        .arg("line", line + first.0)
                        .arg("column", first.1 + 1);
                    return Err(ParseError::new(line + r, c + 1, text));
                }
                player = Some((r, c));
            }
        }
    }
    let at_start = |text: Text| {
        let column = rows[0].chars().take_while(|&c| is_floor(c)).count() + 1;
        ParseError::new(line, column, text)
    };
    let Some(player) = player else {
        return Err(at_start(
            Text::new("sokoban-xsb-no-player").arg("level", number),
        ));
    };
    let goals = goal.iter().filter(|&&g| g).count();
    if counted && boxes.is_empty() {
        return Err(at_start(
            Text::new("sokoban-xsb-no-box").arg("level", number),
        ));
    }
    if counted && goals != boxes.len() {
        let text = Text::new("sokoban-xsb-counts")
            .arg("level", number)
            .arg("boxes", boxes.len())
            .arg("goals", goals);
        return Err(at_start(text));
    }
    Ok(Level {
        title: None,
        line,
        rows: rows.len(),
        cols,
        wall,
        goal,
        boxes,
        player,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_reads_with_its_cells_and_writes_back() {
        let text = "  ####\n###  #\n#@$*.#\n#  + #\n######\n";
        let error = read(text).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 4, column 4: expected one player (@ or +) in level 1, found a second; the first is at line 3, column 2"
        );
        let text = "  ####\n###  #\n#@$*.#\n#  . #\n##$###\n ##\n";
        let levels = read(text).unwrap();
        assert_eq!(levels.len(), 1);
        let level = &levels[0];
        assert_eq!((level.rows, level.cols, level.line), (6, 6, 1));
        assert_eq!(level.boxes, vec![(2, 2), (2, 3), (4, 2)]);
        assert_eq!(level.player, (2, 1));
        assert_eq!(level.goals(), vec![(2, 3), (2, 4), (3, 3)]);
        assert!(level.wall[2] && !level.wall[0]);
        assert_eq!(level.xsb(), text);
        assert_eq!(read(&level.xsb()).unwrap(), levels);
    }

    #[test]
    fn floor_may_be_dashes_or_underscores_and_rows_differ_in_length() {
        let levels = read("#####\n#@$.#\n###\n").unwrap();
        let dashed = read("#####---\n#@$.#_\n###\n").unwrap();
        assert_eq!(levels, dashed);
        assert_eq!(levels[0].cols, 5);
        assert!(
            !levels[0].wall[2 * 5 + 4],
            "the short row is padded with floor"
        );
    }

    #[test]
    fn titles_come_from_comments_before_or_title_lines_after() {
        let text = "; 1\n\n####\n#@$.#\n####\n\n; 2\n\n####\n#.$@#\n####\n";
        let titles: Vec<_> = read(text).unwrap().into_iter().map(|l| l.title).collect();
        assert_eq!(titles, [Some("1".into()), Some("2".into())]);
        let sok = "Author: me\n\n####\n#@$.#\n####\nAuthor: A\nTitle: First\nLimit: 3\n\n\
                   ####\n#.$@#\n####\nTitle: Second\n";
        let titles: Vec<_> = read(sok).unwrap().into_iter().map(|l| l.title).collect();
        assert_eq!(titles, [Some("First".into()), Some("Second".into())]);
        let none = read("####\n#@$.#\n####\n").unwrap();
        assert_eq!(none[0].title, None);
        let after = "####\n#@$.#\n####\n; after\n\n####\n#.$@#\n####\n";
        let titles: Vec<_> = read(after).unwrap().into_iter().map(|l| l.title).collect();
        assert_eq!(titles, [Some("after".into()), None]);
    }

    #[test]
    fn every_rule_is_located() {
        let error = |text: &str| read(text).unwrap_err().to_string();
        assert_eq!(
            error("#####\n#@$x.#\n"),
            "line 2, column 4: expected one of # @ + $ * . - _ or a space, found \"x\""
        );
        assert_eq!(
            error("; nothing\n"),
            "line 2, column 1: expected a level: rows of # $ . @ (XSB), found none"
        );
        assert_eq!(
            error("\n#####\n# $.#\n#####\n"),
            "line 2, column 1: expected a player (@ or +) in level 1, found none"
        );
        assert_eq!(
            error("#####\n#@ .#\n#####\n"),
            "line 1, column 1: expected at least one box ($ or *) in level 1, found none"
        );
        assert_eq!(
            error("#####\n#@$$.#\n#####\n"),
            "line 1, column 1: expected as many goals as boxes in level 1 (2), found 1"
        );
    }

    #[test]
    fn a_level_is_at_most_50_by_50() {
        let wide = format!("{}\n#@$.#\n", "#".repeat(51));
        assert_eq!(
            read(&wide).unwrap_err().to_string(),
            "line 1, column 51: expected at most 50 columns in level 1, found 51"
        );
        let tall = "#@$.#\n".to_string() + &"#   #\n".repeat(50);
        assert_eq!(
            read(&tall).unwrap_err().to_string(),
            "line 51, column 1: expected at most 50 rows in level 1, found 51"
        );
    }
}
