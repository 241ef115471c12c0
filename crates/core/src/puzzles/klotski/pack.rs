//! Klotski's bit boards and state keys (partners: `mod.rs` the case, `solve.rs` the searches that expand
//! [`Position`]s and store [`Key`]s).
//!
//! A box is drawn on an 8 x 8 frame: cell `(r, c)` is bit `8 * (r + 1) + (c + 1)`, so the frame's border (row 0 and
//! 7, column 0 and 7) is never open and a piece shifted one cell (`±8` up and down, `±1` left and right) stays inside
//! the 64 bits, where [`Packed::open`] refuses it. Bit order is reading order.
//!
//! Pieces are grouped in classes of one shape (A alone in class 0). A state's [`Key`] lists, in reading order, what
//! starts at each cell not covered by a piece started earlier: 0 for an empty cell, `class + 1` for a piece's anchor,
//! four bits each. At most 26 pieces and 4 empty cells make 30 symbols (120 bits); at most 13 classes fit in four
//! bits, because 14 distinct fixed shapes beside A's would cover at least 1 + 2 * 2 + 6 * 3 + 5 * 4 = 43 cells.

use super::{Cell, KlotskiCase, EMPTY, LEADER};

/// A state of the box, up to pieces of one shape trading places.
pub(super) type Key = u128;

/// The frame bit of a 0-based cell.
pub(super) fn bit((row, col): Cell) -> u8 {
    (8 * (row + 1) + col + 1) as u8
}

/// The 0-based cell of a frame bit on the board.
pub(super) fn cell(bit: u8) -> Cell {
    (usize::from(bit / 8) - 1, usize::from(bit % 8) - 1)
}

/// The anchor's change of one unit step, in [`crate::grid::Dir::ALL`] order (up, down, left, right).
pub(super) const DELTA: [i8; 4] = [-8, 8, -1, 1];

/// What does not change while the pieces move: the open cells, the shapes, the target.
#[derive(Debug, Clone)]
pub(super) struct Packed {
    /// The board's cells that are not walls.
    pub open: u64,
    /// Per class, its shape with the anchor on bit 0 (every other cell comes later in reading order).
    pub shapes: Vec<u64>,
    /// Symbols in a key: pieces and empty cells.
    pub symbols: u32,
    /// A's anchor at the goal.
    pub target: u8,
    /// The start's key.
    pub start: Key,
}

/// One state, decoded for expansion.
#[derive(Debug, Clone)]
pub(super) struct Position {
    /// The empty cells.
    pub free: u64,
    /// Every piece's anchor.
    pub anchors: u64,
    /// At each anchor its class + 1; 0 elsewhere.
    pub class_at: [u8; 64],
}

impl Default for Position {
    fn default() -> Self {
        Position {
            free: 0,
            anchors: 0,
            class_at: [0; 64],
        }
    }
}

impl Position {
    /// Where A is anchored.
    pub fn leader(&self) -> u8 {
        let mut rest = self.anchors;
        while rest != 0 {
            let a = rest.trailing_zeros() as u8;
            if self.class_at[usize::from(a)] == 1 {
                return a;
            }
            rest &= rest - 1;
        }
        0
    }

    /// The key of this position.
    pub fn key(&self) -> Key {
        let mut key: Key = 0;
        let mut rest = self.anchors | self.free;
        while rest != 0 {
            let at = rest.trailing_zeros() as usize;
            key = key << 4 | Key::from(self.class_at[at]);
            rest &= rest - 1;
        }
        key
    }

    /// The key after the piece of class `class` anchored at `from` moves to be anchored at `to` (its cells `was`
    /// becoming `now`), without changing `self`.
    pub fn key_after(&mut self, class: u8, from: u8, to: u8, was: u64, now: u64) -> Key {
        let (free, anchors) = (self.free, self.anchors);
        self.free = (free | was) & !now;
        self.anchors = anchors & !(1 << from) | 1 << to;
        self.class_at[usize::from(from)] = 0;
        self.class_at[usize::from(to)] = class + 1;
        let key = self.key();
        self.class_at[usize::from(to)] = 0;
        self.class_at[usize::from(from)] = class + 1;
        self.free = free;
        self.anchors = anchors;
        key
    }
}

impl Packed {
    /// The box's frame, classes and start (A in class 0, other shapes numbered in order of their first anchor).
    pub fn new(case: &KlotskiCase) -> Packed {
        let cols = case.cols();
        let cells = case.cells();
        let mut open = 0u64;
        let mut masks = [0u64; 26];
        let mut pieces = 0u32;
        let mut empties = 0u32;
        for (i, &b) in cells.iter().enumerate() {
            let at = bit((i / cols, i % cols));
            if b != super::WALL {
                open |= 1 << at;
            }
            if b == EMPTY {
                empties += 1;
            } else if b.is_ascii_uppercase() {
                let mask = &mut masks[usize::from(b - b'A')];
                pieces += u32::from(*mask == 0);
                *mask |= 1 << at;
            }
        }
        let leader = masks[usize::from(LEADER - b'A')];
        let mut shapes = vec![leader >> leader.trailing_zeros()];
        let mut position = Position::default();
        let mut order: Vec<u64> = masks.iter().copied().filter(|&m| m != 0).collect();
        order.sort_by_key(|m| m.trailing_zeros());
        for mask in order {
            let at = mask.trailing_zeros() as u8;
            let shape = mask >> at;
            let class = if mask == leader {
                0
            } else {
                match shapes.iter().skip(1).position(|&s| s == shape) {
                    Some(k) => k + 1,
                    None => {
                        shapes.push(shape);
                        shapes.len() - 1
                    }
                }
            };
            position.anchors |= 1 << at;
            position.class_at[usize::from(at)] = class as u8 + 1;
        }
        for (i, &b) in cells.iter().enumerate() {
            if b == EMPTY {
                position.free |= 1 << bit((i / cols, i % cols));
            }
        }
        debug_assert!(shapes.len() <= 15 && pieces + empties <= 32);
        let target = bit(case.target());
        Packed {
            open,
            shapes,
            symbols: pieces + empties,
            target,
            start: position.key(),
        }
    }

    /// The position of `key` (see the module's notes), written into `out`.
    pub fn decode(&self, key: Key, out: &mut Position) {
        let mut rest = out.anchors;
        while rest != 0 {
            out.class_at[rest.trailing_zeros() as usize] = 0;
            rest &= rest - 1;
        }
        out.free = 0;
        out.anchors = 0;
        let mut covered = !self.open;
        for i in (0..self.symbols).rev() {
            let symbol = (key >> (4 * i)) as u8 & 15;
            let at = (!covered).trailing_zeros() as u8;
            if at >= 64 {
                return;
            }
            if symbol == 0 {
                out.free |= 1 << at;
                covered |= 1 << at;
            } else {
                out.anchors |= 1 << at;
                out.class_at[usize::from(at)] = symbol;
                let shape = self.shapes.get(usize::from(symbol - 1)).copied();
                covered |= shape.unwrap_or(1) << at;
            }
        }
    }
}

/// Every anchor a piece whose cells are `shape << from` can reach by unit steps through `allowed`, in
/// breadth-first order (the start first), each with the anchor it was reached from and the direction taken.
#[derive(Debug, Clone)]
pub(super) struct Reach {
    /// Anchors in the order found.
    pub order: [u8; 64],
    /// How many of `order` are filled.
    pub len: usize,
    /// Per anchor, the anchor it was reached from.
    pub parent: [u8; 64],
    /// Per anchor, the index in `Dir::ALL` of the step that reached it.
    pub dir: [u8; 64],
}

impl Default for Reach {
    fn default() -> Self {
        Reach {
            order: [0; 64],
            len: 0,
            parent: [0; 64],
            dir: [0; 64],
        }
    }
}

impl Reach {
    /// Fills `self` for a piece of `shape` anchored at `from`, moving through `allowed` (the empty cells and its
    /// own). No anchor is listed twice; at most 64 fit.
    pub fn search(&mut self, shape: u64, from: u8, allowed: u64) {
        let mut seen = 1u64 << from;
        self.order[0] = from;
        self.len = 1;
        let mut head = 0;
        while head < self.len {
            let at = self.order[head];
            head += 1;
            for (d, &delta) in DELTA.iter().enumerate() {
                let to = at.wrapping_add_signed(delta);
                if to >= 64 || seen >> to & 1 == 1 || (shape << to) & !allowed != 0 {
                    continue;
                }
                seen |= 1 << to;
                self.order[self.len] = to;
                self.parent[usize::from(to)] = at;
                self.dir[usize::from(to)] = d as u8;
                self.len += 1;
            }
        }
    }

    /// The unit steps (indices in `Dir::ALL`) from the start to `to`, found by [`Reach::search`]; empty when `to` is
    /// the start or was not reached.
    pub fn path(&self, to: u8) -> Vec<u8> {
        if !self.order[..self.len].contains(&to) {
            return Vec::new();
        }
        let mut steps = Vec::new();
        let mut at = to;
        while at != self.order[0] && steps.len() < 64 {
            steps.push(self.dir[usize::from(at)]);
            at = self.parent[usize::from(at)];
        }
        steps.reverse();
        steps
    }
}
