//! Deadlocks of the many-box game: the level's tables (neighbours, push distances to each goal found by pulling),
//! dead squares, and the freeze test of boxes that can never move again (partners: `xsb.rs` the level, `bound.rs`
//! reads the push distances, `boxes.rs` prunes with both, the page marks them through [`dead_squares`] and
//! [`frozen`], `tests/sokoban/oracle.rs`).
//!
//! A square is dead when no goal can be reached from it by pushes, even with no other box in the way: pulling a box
//! from every goal (the player behind it on a cell that is no wall) never gets there. A box is frozen when it can
//! move along neither axis: along one it is blocked by a wall on either side, by dead squares on both sides, or by a
//! box on either side that is frozen itself (the box being tested counting as a wall meanwhile). A frozen box off a
//! goal, or a box pushed onto a dead square, is a deadlock: the level can no longer be solved.

use super::xsb::Level;
use super::Pos;
use crate::grid::show_cell;
use crate::text::Text;

/// No neighbour: a wall or the grid's edge.
pub(super) const NONE: u16 = u16::MAX;
/// No push distance: the goal cannot be reached.
pub(super) const FAR: u16 = u16::MAX;
/// How many freeze tests one check may run before it answers "not frozen" (always safe).
const CALLS: u32 = 4096;

/// What the searches need of a level, built once.
#[derive(Debug, Clone)]
pub(super) struct Tables {
    /// Columns of the grid.
    pub cols: usize,
    /// Cells of the grid.
    pub cells: usize,
    /// Per cell and direction (`Dir::ALL` order: up, down, left, right): the neighbour that is no wall, or [`NONE`].
    pub next: Vec<u16>,
    /// Per cell: a goal.
    pub goal: Vec<bool>,
    /// The goals' cells, in row-major order.
    pub goals: Vec<u16>,
    /// Per goal `g` and cell `c`, at `g * cells + c`: the fewest pushes from `c` to the goal with no other box, or
    /// [`FAR`].
    pub dist: Vec<u16>,
    /// Per cell: dead (no goal reachable by pushes); walls are too, and [`dead_squares`] leaves them out.
    pub dead: Vec<bool>,
}

impl Tables {
    /// The tables of `level`.
    pub fn new(level: &Level) -> Tables {
        let (rows, cols) = (level.rows, level.cols);
        let cells = rows * cols;
        let mut next = Vec::with_capacity(cells * 4);
        for i in 0..cells {
            let (r, c) = (i / cols, i % cols);
            let steps = [
                (r > 0).then(|| i - cols),
                (r + 1 < rows).then(|| i + cols),
                (c > 0).then(|| i - 1),
                (c + 1 < cols).then(|| i + 1),
            ];
            for step in steps {
                let free = step.filter(|&j| !level.wall[j]);
                next.push(free.map_or(NONE, |j| j as u16));
            }
        }
        let goals: Vec<u16> = (0..cells)
            .filter(|&i| level.goal[i] && !level.wall[i])
            .map(|i| i as u16)
            .collect();
        let mut tables = Tables {
            cols,
            cells,
            next,
            goal: level.goal.clone(),
            goals,
            dist: Vec::new(),
            dead: Vec::new(),
        };
        tables.pull();
        tables
    }

    /// The push distances to each goal and the dead squares: breadth-first pulls from each goal. A push in direction
    /// `d` takes the box from `a` to the cell beyond it, the player standing on the cell before `a`; pulled back, the
    /// box goes from `b` to `a = b - d` when `a` and `a - d` are no walls.
    fn pull(&mut self) {
        let cells = self.cells;
        self.dist = vec![FAR; self.goals.len() * cells];
        let mut queue = Vec::with_capacity(cells);
        for (g, &goal) in self.goals.iter().enumerate() {
            let dist = &mut self.dist[g * cells..(g + 1) * cells];
            queue.clear();
            queue.push(goal);
            dist[goal as usize] = 0;
            let mut head = 0;
            while head < queue.len() {
                let b = queue[head] as usize;
                head += 1;
                for d in 0..4 {
                    let a = self.next[b * 4 + (d ^ 1)];
                    if a == NONE || dist[a as usize] != FAR {
                        continue;
                    }
                    if self.next[a as usize * 4 + (d ^ 1)] != NONE {
                        dist[a as usize] = dist[b] + 1;
                        queue.push(a);
                    }
                }
            }
        }
        self.dead = (0..cells)
            .map(|c| (0..self.goals.len()).all(|g| self.dist[g * cells + c] == FAR))
            .collect();
    }

    /// Whether the box at `cell` (`occ` marks the boxes, `marked` the boxes counted as walls meanwhile) is frozen;
    /// `calls` counts down the tests allowed.
    fn is_frozen(&self, occ: &[bool], marked: &mut [bool], cell: usize, calls: &mut u32) -> bool {
        if *calls == 0 {
            return false;
        }
        *calls -= 1;
        marked[cell] = true;
        let frozen = self.blocked(occ, marked, cell, 0, calls).is_some()
            && self.blocked(occ, marked, cell, 1, calls).is_some();
        marked[cell] = false;
        frozen
    }

    /// What blocks the box at `cell` along `axis` (0: up and down, 1: left and right), if anything.
    fn blocked(
        &self,
        occ: &[bool],
        marked: &mut [bool],
        cell: usize,
        axis: usize,
        calls: &mut u32,
    ) -> Option<Block> {
        let (a, b) = (
            self.next[cell * 4 + 2 * axis],
            self.next[cell * 4 + 2 * axis + 1],
        );
        for side in [a, b] {
            if side == NONE {
                let wall = self.wall_beside(cell, axis, side == a);
                return Some(wall.map_or(Block::Edge, Block::Wall));
            }
            if marked[side as usize] {
                return Some(Block::Box(side as usize));
            }
        }
        if self.dead[a as usize] && self.dead[b as usize] {
            return Some(Block::Dead(a as usize, b as usize));
        }
        for side in [a, b] {
            let side = side as usize;
            if occ[side] && self.is_frozen(occ, marked, side, calls) {
                return Some(Block::Box(side));
            }
        }
        None
    }

    /// The cell of the wall beside `cell` along `axis` (before it when `before`), or `cell` itself at the grid's edge.
    fn wall_beside(&self, cell: usize, axis: usize, before: bool) -> Option<usize> {
        let step = if axis == 0 { self.cols } else { 1 };
        let beside = if before {
            cell.checked_sub(step)
        } else {
            Some(cell + step)
        };
        match axis {
            0 => beside.filter(|&c| c < self.cells),
            _ => beside.filter(|&c| c / self.cols == cell / self.cols),
        }
    }

    /// Whether pushing a box onto `to` (already marked in `occ`) froze it or a box near it off a goal: the test is
    /// run on `to` and on the boxes 4-connected to it through boxes, at most eight. `marked` is all false, and is
    /// left so.
    pub fn deadlocked(&self, occ: &[bool], marked: &mut [bool], to: usize) -> bool {
        let mut group = [to; 8];
        let mut len = 1;
        let mut head = 0;
        while head < len {
            let at = group[head];
            head += 1;
            for d in 0..4 {
                let n = self.next[at * 4 + d];
                if n != NONE && occ[n as usize] && len < group.len() {
                    let n = n as usize;
                    if !group[..len].contains(&n) {
                        group[len] = n;
                        len += 1;
                    }
                }
            }
        }
        group[..len].iter().any(|&cell| {
            let mut calls = CALLS;
            !self.goal[cell] && self.is_frozen(occ, marked, cell, &mut calls)
        })
    }
}

/// What blocks a box along one axis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Block {
    /// A wall at this cell.
    Wall(usize),
    /// The grid's edge.
    Edge,
    /// Dead squares on both sides.
    Dead(usize, usize),
    /// A frozen box at this cell.
    Box(usize),
}

/// Per cell of `level`, row by row: whether it is a dead square, one from which no goal can be reached by pushes
/// (walls are not dead squares). A box pushed onto one can never be brought home. None for a level not
/// [`Level::consistent`].
pub fn dead_squares(level: &Level) -> Vec<bool> {
    if !level.consistent() {
        return vec![false; level.rows.saturating_mul(level.cols).min(1 << 16)];
    }
    let tables = Tables::new(level);
    (0..tables.cells)
        .map(|c| tables.dead[c] && !level.wall[c])
        .collect()
}

/// A box frozen off a goal, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frozen {
    /// The box's cell.
    pub cell: Pos,
    /// What keeps it from moving along each axis: `sokoban-xsb-frozen`.
    pub why: Text,
}

/// The boxes of `boxes` on `level` that are frozen off a goal, in the order given, each with why: none means no
/// freeze deadlock (the level may still be lost in other ways). Cells off the grid or on walls are skipped; a level
/// not [`Level::consistent`] has none.
pub fn frozen(level: &Level, boxes: &[Pos]) -> Vec<Frozen> {
    if !level.consistent() {
        return Vec::new();
    }
    let tables = Tables::new(level);
    let mut occ = vec![false; tables.cells];
    let inside =
        |&(r, c): &Pos| r < level.rows && c < level.cols && !level.wall[level.index((r, c))];
    for b in boxes.iter().filter(|b| inside(b)) {
        occ[level.index(*b)] = true;
    }
    let mut marked = vec![false; tables.cells];
    let cell_of = |i: usize| (i / level.cols, i % level.cols);
    let say = |block: Block| match block {
        Block::Wall(c) => Text::new("sokoban-xsb-by-wall").arg("cell", show_cell(cell_of(c))),
        Block::Edge => Text::new("sokoban-edge"),
        Block::Dead(a, b) => Text::new("sokoban-xsb-by-dead")
            .arg("first", show_cell(cell_of(a)))
            .arg("second", show_cell(cell_of(b))),
        Block::Box(c) => Text::new("sokoban-xsb-by-box").arg("cell", show_cell(cell_of(c))),
    };
    let mut out = Vec::new();
    for &b in boxes.iter().filter(|b| inside(b)) {
        let cell = level.index(b);
        if tables.goal[cell] {
            continue;
        }
        let mut calls = CALLS;
        marked[cell] = true;
        let up_down = tables.blocked(&occ, &mut marked, cell, 0, &mut calls);
        let sideways = tables.blocked(&occ, &mut marked, cell, 1, &mut calls);
        marked[cell] = false;
        if let (Some(vertical), Some(horizontal)) = (up_down, sideways) {
            let why = Text::new("sokoban-xsb-frozen")
                .arg("cell", show_cell(b))
                .arg("horizontal", say(horizontal))
                .arg("vertical", say(vertical));
            out.push(Frozen { cell: b, why });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::sokoban::xsb::read;

    fn level(text: &str) -> Level {
        read(text).unwrap().remove(0)
    }

    /// The dead squares of `text` drawn as `x` on its floor.
    fn drawn(text: &str) -> Vec<String> {
        let level = level(text);
        let dead = dead_squares(&level);
        (0..level.rows)
            .map(|r| {
                (0..level.cols)
                    .map(|c| {
                        let i = level.index((r, c));
                        match (level.wall[i], dead[i]) {
                            (true, _) => '#',
                            (_, true) => 'x',
                            _ => ' ',
                        }
                    })
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn corners_and_walls_without_goals_are_dead() {
        let text = "######\n#    #\n# $@ #\n#   .#\n######\n";
        assert_eq!(
            drawn(text),
            ["######", "#xxxx#", "#x   #", "#x   #", "######"]
        );
    }

    #[test]
    fn a_goal_in_a_corner_keeps_its_walls_alive() {
        let text = "#####\n#.  #\n# $@#\n#   #\n#####\n";
        assert_eq!(drawn(text), ["#####", "#  x#", "#  x#", "#xxx#", "#####"]);
    }

    #[test]
    fn a_box_frozen_against_a_wall_and_a_frozen_box_says_why() {
        // Two boxes side by side along the top wall: the first is held by walls, the second by the wall above and
        // the first box beside it.
        let text = "#####\n#$$.#\n#  .#\n#  @#\n#####\n";
        let level = level(text);
        let frozen = frozen(&level, &level.boxes);
        assert_eq!(frozen.len(), 2, "{frozen:?}");
        assert_eq!(frozen[0].cell, (1, 1));
        assert_eq!(
            frozen[0].why.to_string(),
            "the box at (2, 2) is frozen off a goal: it cannot move left or right (a wall at (2, 1)), nor up or down (a wall at (1, 2))"
        );
        assert_eq!(
            frozen[1].why.to_string(),
            "the box at (2, 3) is frozen off a goal: it cannot move left or right (the frozen box at (2, 2)), nor up or down (a wall at (1, 3))"
        );
    }

    #[test]
    fn a_box_on_a_goal_or_free_to_move_is_not_flagged() {
        let level = level("#####\n#*  #\n# $.#\n# @ #\n#####\n");
        assert!(frozen(&level, &level.boxes).is_empty());
    }
}
