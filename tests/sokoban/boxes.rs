//! Sokoban's many-box oracle: a level kept apart from the core's types, the naive move rule, a plain search over
//! (player, every box) states by (pushes, moves), random levels, and the differential proptests of the XSB reader and
//! `boxes.rs` against it with path replay (partners: `mod.rs`, `judge.rs`, `oracle.rs` the single-box oracle,
//! crates/core/src/puzzles/sokoban/{xsb,boxes,deadlock,bound}.rs).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use puzzle_core::puzzles::sokoban::boxes::{
    solve, solve_from, solve_lines, Outcome, DEFAULT_BUDGET,
};
use puzzle_core::puzzles::sokoban::xsb::{read, Level};

use super::oracle::Pos;

// ------------------------------------------- many boxes: XSB levels and the push-optimal solver (boxes.rs)

/// A many-box level as the classic game describes it, kept apart from the core's types: a grid of at most 64 cells
/// (8x8 with its walls), walls and goals per cell, the boxes and the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Many {
    pub rows: usize,
    pub cols: usize,
    pub wall: Vec<bool>,
    pub goal: Vec<bool>,
    pub boxes: Vec<Pos>,
    pub player: Pos,
}

/// The LURD letters of the four moves (walk lowercase, push uppercase) and their steps.
pub const LURD: [(char, i64, i64); 4] = [('u', -1, 0), ('d', 1, 0), ('l', 0, -1), ('r', 0, 1)];

impl Many {
    /// The oracle's copy of the core's level.
    pub fn of(core: &Level) -> Many {
        Many {
            rows: core.rows,
            cols: core.cols,
            wall: core.wall.clone(),
            goal: core.goal.clone(),
            boxes: core.boxes.clone(),
            player: core.player,
        }
    }

    /// The index of a cell, row by row.
    fn at(&self, (r, c): Pos) -> usize {
        r * self.cols + c
    }

    /// The cell one step from `cell` by `(dr, dc)`, when it is on the grid and no wall.
    pub fn free(&self, (r, c): Pos, (dr, dc): (i64, i64)) -> Option<Pos> {
        let (r, c) = (r as i64 + dr, c as i64 + dc);
        if r < 0 || c < 0 || r >= self.rows as i64 || c >= self.cols as i64 {
            return None;
        }
        let cell = (r as usize, c as usize);
        (!self.wall[self.at(cell)]).then_some(cell)
    }

    /// The level in XSB with the player and the boxes at `(player, boxes)`, `floor` written for each floor cell.
    pub fn xsb(&self, (player, boxes): (Pos, &[Pos]), floor: char) -> String {
        let mut out = String::new();
        for r in 0..self.rows {
            for c in 0..self.cols {
                let (cell, i) = ((r, c), self.at((r, c)));
                let boxed = boxes.contains(&cell);
                out.push(match (self.wall[i], cell == player, boxed, self.goal[i]) {
                    (true, ..) => '#',
                    (_, true, _, true) => '+',
                    (_, true, _, false) => '@',
                    (_, _, true, true) => '*',
                    (_, _, true, false) => '$',
                    (_, _, false, true) => '.',
                    _ => floor,
                });
            }
            out.push('\n');
        }
        out
    }

    /// The box cells as a bit set.
    fn mask(&self, boxes: &[Pos]) -> u64 {
        boxes.iter().fold(0, |m, &b| m | 1 << self.at(b))
    }
}

/// The naive rule of the classic game: the player steps onto a free cell; onto a box only if the cell beyond it is
/// free of walls and boxes, and the box moves there (a push). The new player, boxes, and whether it pushed.
pub fn many_step(
    level: &Many,
    (player, boxes): (Pos, u64),
    dir: usize,
) -> Option<((Pos, u64), bool)> {
    let (_, dr, dc) = LURD[dir];
    let to = level.free(player, (dr, dc))?;
    let bit = 1u64 << level.at(to);
    if boxes & bit == 0 {
        return Some(((to, boxes), false));
    }
    let beyond = level.free(to, (dr, dc))?;
    let beyond_bit = 1u64 << level.at(beyond);
    if boxes & beyond_bit != 0 {
        return None;
    }
    Some(((to, boxes & !bit | beyond_bit), true))
}

/// The fewest (pushes, moves), lexicographically, from the player at `player` and the boxes at `boxes` to every box
/// on a goal: Dijkstra over whole states (the player and every box), a walk costing (0, 1) and a push (1, 1); `None`
/// when no sequence of moves gets there.
pub fn many_brute(level: &Many, player: Pos, boxes: &[Pos]) -> Option<(usize, usize)> {
    let goals = level.mask(&level.goal_cells());
    let from = (player, level.mask(boxes));
    let mut best: HashMap<(Pos, u64), (usize, usize)> = HashMap::from([(from, (0, 0))]);
    let mut heap = BinaryHeap::from([Reverse(((0usize, 0usize), from))]);
    while let Some(Reverse((cost, state))) = heap.pop() {
        if best.get(&state) != Some(&cost) {
            continue;
        }
        if state.1 == goals {
            return Some(cost);
        }
        for dir in 0..4 {
            if let Some((next, push)) = many_step(level, state, dir) {
                let c = (cost.0 + usize::from(push), cost.1 + 1);
                if best.get(&next).is_none_or(|&b| c < b) {
                    best.insert(next, c);
                    heap.push(Reverse((c, next)));
                }
            }
        }
    }
    None
}

impl Many {
    /// The goals' cells.
    pub fn goal_cells(&self) -> Vec<Pos> {
        (0..self.rows * self.cols)
            .filter(|&i| self.goal[i])
            .map(|i| (i / self.cols, i % self.cols))
            .collect()
    }
}

/// Replays the LURD `path` from `(player, boxes)` with the naive rule: its (pushes, moves), or why it is wrong (an
/// unknown letter, a move the rule refuses, a walk that pushes or a push that walks, a box off a goal at the end).
pub fn many_replay(
    level: &Many,
    player: Pos,
    boxes: &[Pos],
    path: &str,
) -> Result<(usize, usize), String> {
    let mut state = (player, level.mask(boxes));
    let mut pushes = 0;
    for (i, letter) in path.chars().enumerate() {
        let dir = LURD
            .iter()
            .position(|d| d.0 == letter.to_ascii_lowercase())
            .ok_or_else(|| format!("move {i}: {letter:?} is no move"))?;
        let (next, push) = many_step(level, state, dir)
            .ok_or_else(|| format!("move {i} ({letter}) is illegal at {state:?}"))?;
        if push != letter.is_ascii_uppercase() {
            return Err(format!("move {i} ({letter}): push is {push}"));
        }
        pushes += usize::from(push);
        state = next;
    }
    if state.1 != level.mask(&level.goal_cells()) {
        return Err(format!("the boxes end at {:b}", state.1));
    }
    Ok((pushes, path.chars().count()))
}

/// Checks the core's answer from `(player, boxes)` on `level` (read from XSB as `core`) against the brute force: the
/// same (pushes, moves) and a path that replays with exactly them, or `unsolvable` exactly when the brute force finds
/// nothing. Whether it was solvable.
pub fn many_check(level: &Many, core: &Level, player: Pos, boxes: &[Pos]) -> bool {
    let want = many_brute(level, player, boxes);
    let got = solve_from(core, boxes, player, 1_000_000);
    match (want, &got.outcome) {
        (None, Outcome::Unsolvable) => false,
        (
            Some(want),
            Outcome::Solved {
                pushes,
                moves,
                path,
            },
        ) => {
            assert_eq!(
                (*pushes, *moves),
                want,
                "{path:?} in {level:?} from {player:?} {boxes:?}"
            );
            let replayed = many_replay(level, player, boxes, path)
                .unwrap_or_else(|e| panic!("{e}: {path:?} in {level:?} from {player:?} {boxes:?}"));
            assert_eq!(replayed, want, "{path:?} in {level:?}");
            true
        }
        (want, got) => {
            panic!("brute {want:?}, solver {got:?} in {level:?} from {player:?} {boxes:?}")
        }
    }
}

/// A random many-box level as structured choices, built by [`ManySpec::build`].
#[derive(Debug, Clone)]
pub struct ManySpec {
    rows: usize,
    cols: usize,
    /// Wall where a cell's roll is below it.
    density: u8,
    rolls: Vec<u8>,
    /// Picks among the free cells for the player, the boxes and the goals.
    picks: [usize; 7],
    boxes: usize,
    /// When given, the boxes start on the goals and these reverse moves follow (a step, and whether it pulls the box
    /// behind the player along): a level solvable by construction.
    pulls: Option<Vec<(usize, bool)>>,
}

/// Random levels: an interior of 1 to 6 by 1 to 6 cells inside a wall (at least 2 cells), up to about 40% more wall
/// inside, 1 to 3 boxes (2 when more than 30 cells are free, to keep the brute force quick); half of them with the
/// boxes pulled away from the goals (solvable), the others placed anywhere (often not).
pub fn many_spec() -> impl Strategy<Value = ManySpec> {
    (
        1..=6usize,
        1..=6usize,
        prop::sample::select(vec![0u8, 0, 30, 60, 100]),
        prop::collection::vec(any::<u8>(), 36),
        any::<[usize; 7]>(),
        1..=3usize,
        prop::option::of(prop::collection::vec(
            (0..4usize, prop::bool::weighted(0.8)),
            0..40,
        )),
    )
        .prop_map(
            |(rows, cols, density, rolls, picks, boxes, pulls)| ManySpec {
                rows,
                cols: if rows * cols < 2 { 2 } else { cols },
                density,
                rolls,
                picks,
                boxes,
                pulls,
            },
        )
}

impl ManySpec {
    pub fn build(&self) -> Many {
        let (rows, cols) = (self.rows + 2, self.cols + 2);
        let inner = |i: usize| {
            let (r, c) = (i / cols, i % cols);
            r > 0 && c > 0 && r + 1 < rows && c + 1 < cols
        };
        let roll = |i: usize| self.rolls[(i / cols - 1) * self.cols + (i % cols - 1)];
        let mut wall: Vec<bool> = (0..rows * cols)
            .map(|i| !inner(i) || roll(i) < self.density)
            .collect();
        let mut boxes = self.boxes;
        let free = |wall: &[bool]| (0..rows * cols).filter(|&i| !wall[i]).count();
        if free(&wall) < boxes + 1 {
            wall = (0..rows * cols).map(|i| !inner(i)).collect();
        }
        let count = free(&wall);
        boxes = boxes.min(count - 1);
        if boxes == 3 && count > 30 {
            boxes = 2;
        }
        let cells: Vec<Pos> = (0..rows * cols)
            .filter(|&i| !wall[i])
            .map(|i| (i / cols, i % cols))
            .collect();
        let mut left = cells.clone();
        let player = left.remove(self.picks[0] % left.len());
        let placed: Vec<Pos> = (0..boxes)
            .map(|b| left.remove(self.picks[1 + b] % left.len()))
            .collect();
        let mut goal = vec![false; rows * cols];
        let mut spots = cells;
        for g in 0..boxes {
            let (r, c) = spots.remove(self.picks[4 + g] % spots.len());
            goal[r * cols + c] = true;
        }
        let mut level = Many {
            rows,
            cols,
            wall,
            goal,
            boxes: placed,
            player,
        };
        if let Some(pulls) = &self.pulls {
            level.boxes = level.goal_cells();
            let mut left: Vec<Pos> = (0..rows * cols)
                .filter(|&i| !level.wall[i] && !level.goal[i])
                .map(|i| (i / cols, i % cols))
                .collect();
            if left.is_empty() {
                level.boxes.pop();
                let (r, c) = level.goal_cells()[boxes - 1];
                level.goal[r * cols + c] = false;
                left.push((r, c));
            }
            // The player starts beside a box when it can, so that the first steps pull.
            let beside: Vec<Pos> = left
                .iter()
                .copied()
                .filter(|&p| {
                    LURD.iter().any(|&(_, dr, dc)| {
                        level
                            .free(p, (dr, dc))
                            .is_some_and(|b| level.boxes.contains(&b))
                    })
                })
                .collect();
            let from = if beside.is_empty() { &left } else { &beside };
            level.player = from[self.picks[0] % from.len()];
            for &(dir, pull) in pulls {
                // A pull when asked for and one can be made (the first way from `dir` round), else a step `dir`.
                let can = |d: usize, level: &Many| {
                    let (_, dr, dc) = LURD[d];
                    let to = level
                        .free(level.player, (dr, dc))
                        .filter(|t| !level.boxes.contains(t))?;
                    let behind = level
                        .free(level.player, (-dr, -dc))
                        .filter(|b| level.boxes.contains(b));
                    Some((to, behind))
                };
                let pulled = (0..4)
                    .map(|turn| (dir + turn) % 4)
                    .filter_map(|d| can(d, &level))
                    .find(|(_, behind)| behind.is_some());
                let Some((to, behind)) = pulled.filter(|_| pull).or_else(|| can(dir, &level))
                else {
                    continue;
                };
                if let Some(b) = behind.filter(|_| pull) {
                    let at = level.boxes.iter().position(|x| *x == b).expect("a box");
                    level.boxes[at] = level.player;
                }
                level.player = to;
            }
        }
        level.boxes.sort();
        level
    }
}

/// The player and boxes of `level` after `walk`, each step by the naive rule (steps it refuses skipped).
pub fn many_walked(level: &Many, walk: &[usize]) -> (Pos, Vec<Pos>) {
    let mut state = (level.player, level.mask(&level.boxes));
    for &dir in walk {
        if let Some((next, _)) = many_step(level, state, dir % 4) {
            state = next;
        }
    }
    let boxes = (0..level.rows * level.cols)
        .filter(|&i| state.1 >> i & 1 == 1)
        .map(|i| (i / level.cols, i % level.cols))
        .collect();
    (state.0, boxes)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// 3000 random levels of 1 to 3 boxes written in XSB (floor as spaces, `-` or `_`): the reader gives the level
    /// back, and the solver matches the brute force from the start and from a state a random walk away, every path
    /// replaying with the naive rule in exactly the brute force's (pushes, moves).
    #[test]
    fn the_many_box_solver_matches_the_brute_force(
        spec in many_spec(),
        floor in prop::sample::select(vec![' ', '-', '_']),
        walk in prop::collection::vec(0..4usize, 0..24),
    ) {
        let level = spec.build();
        let text = level.xsb((level.player, &level.boxes), floor);
        let core = read(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?.remove(0);
        prop_assert_eq!(
            (core.rows, core.cols, &core.wall, &core.goal, &core.boxes, core.player),
            (level.rows, level.cols, &level.wall, &level.goal, &level.boxes, level.player),
            "{}", text
        );
        many_check(&level, &core, level.player, &level.boxes);
        let (player, boxes) = many_walked(&level, &walk);
        many_check(&level, &core, player, &boxes);
    }
}

#[test]
fn the_many_box_brute_force_knows_small_levels() {
    let level = |text: &str| {
        let core = read(text).expect("a level").remove(0);
        (Many::of(&core), core)
    };
    let (row, core) = level("######\n#@$ .#\n######\n");
    assert_eq!(many_brute(&row, row.player, &row.boxes), Some((2, 2)));
    assert_eq!(many_replay(&row, row.player, &row.boxes, "RR"), Ok((2, 2)));
    assert!(
        many_replay(&row, row.player, &row.boxes, "Rr").is_err(),
        "a walk that pushes"
    );
    assert!(
        many_replay(&row, row.player, &row.boxes, "R").is_err(),
        "short of the goal"
    );
    assert!(many_check(&row, &core, row.player, &row.boxes));
    // Two boxes in a row cannot be pushed together.
    let (two, core) = level("#######\n#@$$..#\n#######\n");
    assert_eq!(many_brute(&two, two.player, &two.boxes), None);
    assert!(!many_check(&two, &core, two.player, &two.boxes));
    // Random levels are solvable often enough to test the paths.
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let solvable = (0..200)
        .filter(|_| {
            let level = many_spec()
                .new_tree(&mut runner)
                .expect("a level")
                .current()
                .build();
            many_brute(&level, level.player, &level.boxes).is_some()
        })
        .count();
    assert!(solvable >= 40, "only {solvable} of 200 solvable");
}

// ------------------------------------------------------------- the solver's own cases

fn solved(text: &str) -> (usize, usize, String) {
    let level = read(text).unwrap().remove(0);
    match solve(&level, DEFAULT_BUDGET).outcome {
        Outcome::Solved {
            pushes,
            moves,
            path,
        } => (pushes, moves, path),
        other => panic!("{other:?}"),
    }
}

#[test]
fn one_box_in_a_row_is_pushed_straight() {
    assert_eq!(solved("#######\n#@$  .#\n#######\n"), (3, 3, "RRR".into()));
    assert_eq!(solved("#######\n#.  $@#\n#######\n"), (3, 3, "LLL".into()));
}

#[test]
fn a_solved_level_needs_nothing() {
    assert_eq!(solved("#####\n#@* #\n#####\n"), (0, 0, String::new()));
}

#[test]
fn the_player_walks_round_to_push() {
    // The box must go up: the player walks round below it.
    assert_eq!(
        solved("#####\n# . #\n#   #\n# $ #\n#@  #\n#####\n"),
        (2, 3, "rUU".into())
    );
}

#[test]
fn deadlocked_and_closed_off_levels_are_unsolvable() {
    let level = read("#####\n#$ .#\n# @ #\n#####\n").unwrap().remove(0);
    let answer = solve(&level, DEFAULT_BUDGET);
    assert_eq!(answer.outcome, Outcome::Unsolvable);
    assert_eq!(answer.line(3), "Level 3: unsolvable");
    let walled = read("#######\n#@$#  #\n#  # .#\n#######\n")
        .unwrap()
        .remove(0);
    assert_eq!(solve(&walled, DEFAULT_BUDGET).outcome, Outcome::Unsolvable);
}

#[test]
fn the_budget_is_honest() {
    let level = read("########\n#@     #\n# $..$ #\n#      #\n########\n")
        .unwrap()
        .remove(0);
    let answer = solve(&level, 1);
    assert_eq!(answer.outcome, Outcome::GaveUp);
    assert_eq!(answer.line(1), "Level 1: gave up after 1 states");
}

#[test]
fn a_position_or_level_the_rules_cannot_reach_is_unsolvable_without_a_panic() {
    let level = read("######\n#@$ .#\n######\n").unwrap().remove(0);
    for (boxes, player) in [
        (vec![(1, 2)], (0, 0)),
        (vec![(1, 2)], (1, 2)),
        (vec![(1, 2), (1, 3)], (1, 1)),
        (vec![(9, 9)], (1, 1)),
    ] {
        assert_eq!(
            solve_from(&level, &boxes, player, 100).outcome,
            Outcome::Unsolvable
        );
    }
    assert_eq!(
        solve_from(&level, &[(1, 3)], (1, 1), 100).outcome,
        Outcome::Solved {
            pushes: 1,
            moves: 2,
            path: "rR".into()
        }
    );
    let mut broken = level.clone();
    broken.wall.pop();
    assert!(!broken.consistent() && level.consistent());
    assert_eq!(solve(&broken, 100).outcome, Outcome::Unsolvable);
    assert!(puzzle_core::puzzles::sokoban::deadlock::frozen(&broken, &broken.boxes).is_empty());
    assert_eq!(
        puzzle_core::puzzles::sokoban::deadlock::dead_squares(&broken).len(),
        18
    );
}

#[test]
fn solve_lines_prints_one_line_per_level() {
    let text = "; one\n#####\n#@$.#\n#####\n\n#####\n#$ .#\n# @ #\n#####\n";
    assert_eq!(
        solve_lines(text, 100).unwrap(),
        "Level 1: 1 1 R\nLevel 2: unsolvable\n"
    );
}
