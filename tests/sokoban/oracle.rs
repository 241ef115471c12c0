//! Sokoban oracle: the naive move rule and a plain lexicographic (pushes, moves) search over whole (you, box) states, random mazes, and the differential proptests of the judge and `Game::solve` against it with path replay (partners: `mod.rs`, `judge.rs`, `play.rs`, `insight.rs`, `boxes.rs` the many-box oracle, crates/core/src/puzzles/sokoban/{mod,parse,solve}.rs).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use proptest::prelude::*;
use puzzle_core::puzzles::sokoban::board::{BoardSolver, BoardState, SokobanBoard};
use puzzle_core::puzzles::sokoban::parse_mazes;
use puzzle_core::puzzles::sokoban::{SokobanGame, SokobanState};
use puzzle_core::session::Game;
use puzzle_core::Notation;

/// A 0-based `(row, column)` cell.
pub type Pos = (usize, usize);

/// Where you and the box stand.
pub type State = (Pos, Pos);

/// One maze as the statement describes it, kept apart from the core's types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Maze {
    pub rows: usize,
    pub cols: usize,
    /// Per cell, row by row: rock or not.
    pub rock: Vec<bool>,
    pub player: Pos,
    pub boxed: Pos,
    pub target: Pos,
}

/// The four directions of the statement, north up: the walk letter and the step.
pub const DIRS: [(char, i64, i64); 4] = [('n', -1, 0), ('s', 1, 0), ('w', 0, -1), ('e', 0, 1)];

impl Maze {
    /// A maze from its rows of `# . S B T` (exactly one S, B and T).
    pub fn from_rows(lines: &[&str]) -> Maze {
        let (rows, cols) = (lines.len(), lines[0].len());
        let mut maze = Maze {
            rows,
            cols,
            rock: Vec::new(),
            player: (0, 0),
            boxed: (0, 0),
            target: (0, 0),
        };
        for (r, line) in lines.iter().enumerate() {
            assert_eq!(line.len(), cols, "{lines:?}");
            for (c, ch) in line.chars().enumerate() {
                match ch {
                    'S' => maze.player = (r, c),
                    'B' => maze.boxed = (r, c),
                    'T' => maze.target = (r, c),
                    '#' | '.' => {}
                    _ => panic!("{ch:?} in {lines:?}"),
                }
                maze.rock.push(ch == '#');
            }
        }
        maze
    }

    /// The maze of the core's `game`, read back field by field.
    pub fn of(game: &SokobanGame) -> Maze {
        Maze {
            rows: game.rows,
            cols: game.cols,
            rock: game.rock.clone(),
            player: game.player,
            boxed: game.boxed,
            target: game.target,
        }
    }

    /// The start: you and the box where they begin.
    pub fn start(&self) -> State {
        (self.player, self.boxed)
    }

    /// The cell one step from `cell` by `(dr, dc)`, when it is on the board and not rock.
    pub fn free(&self, (r, c): Pos, (dr, dc): (i64, i64)) -> Option<Pos> {
        let (r, c) = (r as i64 + dr, c as i64 + dc);
        if r < 0 || c < 0 || r >= self.rows as i64 || c >= self.cols as i64 {
            return None;
        }
        let cell = (r as usize, c as usize);
        (!self.rock[cell.0 * self.cols + cell.1]).then_some(cell)
    }

    /// The maze's rows, with you and the box at `state`.
    pub fn lines(&self, (you, boxed): State) -> Vec<String> {
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| match (r, c) {
                        cell if cell == you => 'S',
                        cell if cell == boxed => 'B',
                        cell if cell == self.target => 'T',
                        _ if self.rock[r * self.cols + c] => '#',
                        _ => '.',
                    })
                    .collect()
            })
            .collect()
    }

    /// The maze as one judge case (without the end line), its lines ended by `eol`.
    pub fn text(&self, state: State, eol: &str) -> String {
        let mut out = format!("{} {}{eol}", self.rows, self.cols);
        for line in self.lines(state) {
            out += &line;
            out += eol;
        }
        out
    }

    /// The core's game of this maze, through the judge parser.
    pub fn game(&self) -> SokobanGame {
        let text = render(std::slice::from_ref(self), "\n");
        parse_mazes(&text).expect("a valid maze").remove(0)
    }
}

/// Judge text of `mazes`, ended by `0 0`.
pub fn render(mazes: &[Maze], eol: &str) -> String {
    let mut out = String::new();
    for maze in mazes {
        out += &maze.text(maze.start(), eol);
    }
    out + "0 0" + eol
}

/// The core's state of `state`.
pub fn core_state((player, boxed): State) -> SokobanState {
    SokobanState { player, boxed }
}

// ---------------------------------------------------------------- brute force

/// The naive rule: you step onto a free cell; onto the box's cell only if the cell beyond it is free, and the box
/// moves there (a push). The new state and whether it pushed.
pub fn brute_step(maze: &Maze, (you, boxed): State, dir: usize) -> Option<(State, bool)> {
    let (_, dr, dc) = DIRS[dir];
    let to = maze.free(you, (dr, dc))?;
    if to != boxed {
        return Some(((to, boxed), false));
    }
    let beyond = maze.free(to, (dr, dc))?;
    Some(((to, beyond), true))
}

/// The fewest (pushes, moves), lexicographically, from `from` to the box on the target: Dijkstra over whole states,
/// a walk costing (0, 1) and a push (1, 1); `None` when no sequence of moves gets the box there.
pub fn brute(maze: &Maze, from: State) -> Option<(usize, usize)> {
    let mut best: HashMap<State, (usize, usize)> = HashMap::new();
    let mut heap = BinaryHeap::new();
    best.insert(from, (0, 0));
    heap.push(Reverse(((0usize, 0usize), from)));
    while let Some(Reverse((cost, state))) = heap.pop() {
        if best.get(&state) != Some(&cost) {
            continue;
        }
        if state.1 == maze.target {
            return Some(cost);
        }
        for dir in 0..4 {
            if let Some((next, push)) = brute_step(maze, state, dir) {
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

/// The fewest moves from `from` to the box on the target, pushes not counted apart: a plain BFS with the naive rule.
pub fn fewest_moves(maze: &Maze, from: State) -> Option<usize> {
    let mut seen = HashMap::from([(from, 0usize)]);
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(state) = queue.pop_front() {
        let depth = seen[&state];
        if state.1 == maze.target {
            return Some(depth);
        }
        for dir in 0..4 {
            if let Some((next, _)) = brute_step(maze, state, dir) {
                seen.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    depth + 1
                });
            }
        }
    }
    None
}

/// Replays `path` (`n s e w` walks, `N S E W` pushes) from `from` with the naive rule: its (pushes, moves), or why it
/// is wrong (an unknown letter, a move the rule refuses, a walk that pushes or a push that walks, the box off the
/// target at the end).
pub fn replay(maze: &Maze, from: State, path: &str) -> Result<(usize, usize), String> {
    let mut state = from;
    let mut pushes = 0;
    for (i, letter) in path.chars().enumerate() {
        let dir = DIRS
            .iter()
            .position(|d| d.0 == letter.to_ascii_lowercase())
            .ok_or_else(|| format!("move {i}: {letter:?} is no move"))?;
        let (next, push) = brute_step(maze, state, dir)
            .ok_or_else(|| format!("move {i} ({letter}) is illegal at {state:?}"))?;
        if push != letter.is_ascii_uppercase() {
            return Err(format!("move {i} ({letter}): push is {push}"));
        }
        pushes += usize::from(push);
        state = next;
    }
    if state.1 != maze.target {
        return Err(format!("the box ends at {:?}", state.1));
    }
    Ok((pushes, path.chars().count()))
}

/// Checks one answer (`None`: `Impossible.`) from `from` against the brute force, replaying its path.
pub fn check(maze: &Maze, from: State, answer: Option<&str>) {
    let want = brute(maze, from);
    match answer {
        None => assert_eq!(
            want, None,
            "the judge finds nothing in {maze:?} from {from:?}"
        ),
        Some(path) => {
            let got = replay(maze, from, path)
                .unwrap_or_else(|e| panic!("{e}: {path:?} in {maze:?} from {from:?}"));
            assert_eq!(Some(got), want, "{path:?} in {maze:?} from {from:?}");
        }
    }
}

/// The answers of a judge output: per maze, its path or `None` for `Impossible.`, checking the layout
/// (`Maze #i`, the answer, a blank line).
pub fn answers(output: &str, count: usize) -> Vec<Option<String>> {
    let lines: Vec<&str> = output.split('\n').collect();
    assert_eq!(lines.len(), 3 * count + 1, "{output:?}");
    assert_eq!(lines[3 * count], "", "{output:?}");
    (0..count)
        .map(|i| {
            assert_eq!(lines[3 * i], format!("Maze #{}", i + 1), "{output:?}");
            assert_eq!(lines[3 * i + 2], "", "{output:?}");
            match lines[3 * i + 1] {
                "Impossible." => None,
                path => Some(path.to_string()),
            }
        })
        .collect()
}

/// The core's `Game::solve` from `state` on `game`, with `solver`, as a path's text.
pub fn game_solve(game: &SokobanGame, solver: &mut BoardSolver, state: State) -> Option<String> {
    let board = SokobanBoard::from_maze(game);
    let path = board.solve(solver, &BoardState::from(&core_state(state)))?;
    Some(path.iter().map(Notation::write).collect())
}

// ------------------------------------------------------- random mazes (proptest)

/// A random maze as structured choices, built into a valid one by [`Spec::build`].
#[derive(Debug, Clone)]
pub struct Spec {
    rows: usize,
    cols: usize,
    /// Rock where a cell's roll is below it.
    density: u8,
    rolls: Vec<u8>,
    /// Picks among the free cells for you, the box and the target.
    picks: [usize; 3],
    /// Whether the box prefers a cell off the border (where it can be pushed every way).
    inner: bool,
}

/// A side of 1 to 7, 1 (the one-row and one-column mazes) one time in eight.
fn side() -> impl Strategy<Value = usize> {
    prop_oneof![1 => Just(1usize), 7 => 2..=7usize]
}

/// Random mazes up to 7x7 with up to about 40% rock.
pub fn spec() -> impl Strategy<Value = Spec> {
    (
        side(),
        side(),
        prop::sample::select(vec![0u8, 0, 25, 50, 75, 100]),
        prop::collection::vec(any::<u8>(), 49),
        any::<[usize; 3]>(),
        prop::bool::weighted(0.8),
    )
        .prop_map(|(rows, cols, density, rolls, picks, inner)| Spec {
            rows,
            cols: if rows * cols < 3 { 3 } else { cols },
            density,
            rolls,
            picks,
            inner,
        })
}

impl Spec {
    pub fn build(&self) -> Maze {
        let (rows, cols) = (self.rows, self.cols);
        let mut rock: Vec<bool> = (0..rows * cols)
            .map(|i| self.rolls[i] < self.density)
            .collect();
        if rock.iter().filter(|&&r| !r).count() < 3 {
            rock = vec![false; rows * cols];
        }
        let mut free: Vec<Pos> = (0..rows * cols)
            .filter(|&i| !rock[i])
            .map(|i| (i / cols, i % cols))
            .collect();
        let inner: Vec<usize> = (0..free.len())
            .filter(|&i| {
                let (r, c) = free[i];
                r > 0 && c > 0 && r + 1 < rows && c + 1 < cols
            })
            .collect();
        let boxed = if self.inner && !inner.is_empty() {
            free.remove(inner[self.picks[1] % inner.len()])
        } else {
            free.remove(self.picks[1] % free.len())
        };
        let player = free.remove(self.picks[0] % free.len());
        let target = free.remove(self.picks[2] % free.len());
        Maze {
            rows,
            cols,
            rock,
            player,
            boxed,
            target,
        }
    }
}

/// A state `walk` steps of the naive rule from the start (steps the rule refuses are skipped).
pub fn walked(maze: &Maze, walk: &[usize]) -> State {
    let mut state = maze.start();
    for &dir in walk {
        if let Some((next, _)) = brute_step(maze, state, dir % 4) {
            state = next;
        }
    }
    state
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// 3000 judge texts of 1 to 3 mazes each (about 6000 mazes), with LF, CRLF or tab-and-space line ends: the parse
    /// gives the maze back, the judge prints `Impossible.` exactly when the brute force finds nothing, and every path
    /// replays with the naive rule to the target in exactly the brute force's (pushes, moves).
    #[test]
    fn the_judge_matches_the_brute_force_and_its_paths_replay(
        specs in prop::collection::vec(spec(), 1..=3),
        eol in prop::sample::select(vec!["\n", "\r\n", " \t"]),
    ) {
        let mazes: Vec<Maze> = specs.iter().map(Spec::build).collect();
        let text = render(&mazes, eol);
        let parsed = parse_mazes(&text).expect("valid input");
        prop_assert_eq!(parsed.len(), mazes.len());
        for (got, want) in parsed.iter().zip(&mazes) {
            prop_assert_eq!(
                (got.rows, got.cols, &got.rock, got.player, got.boxed, got.target),
                (want.rows, want.cols, &want.rock, want.player, want.boxed, want.target)
            );
        }
        let output = puzzle_core::judge("sokoban", &text).expect("judged");
        for (maze, answer) in mazes.iter().zip(answers(&output, mazes.len())) {
            check(maze, maze.start(), answer.as_deref());
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// 1500 judge texts of 1 or 2 mazes, each maze solved from 3 states a random walk away (the box may be on the target already) with one
    /// solver reused across them: `Game::solve` is the brute force's optimum from that state.
    #[test]
    fn game_solve_from_mid_game_states_matches_the_brute_force(
        specs in prop::collection::vec(spec(), 1..=2),
        walks in prop::collection::vec(prop::collection::vec(0..4usize, 0..30), 3),
    ) {
        let mut solver = BoardSolver::default();
        for spec in &specs {
            let maze = spec.build();
            let game = maze.game();
            for walk in &walks {
                let state = walked(&maze, walk);
                let path = game_solve(&game, &mut solver, state);
                check(&maze, state, path.as_deref());
                if state.1 == maze.target {
                    prop_assert_eq!(path.as_deref(), Some(""));
                }
            }
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// 500 mazes: from random states, each of the 8 moves (4 ways, walk or push) is allowed by the core's rule
    /// exactly when the naive rule makes that move, to the same state.
    #[test]
    fn the_move_rule_is_the_naive_rule(spec in spec(), walk in prop::collection::vec(0..4usize, 0..40)) {
        let maze = spec.build();
        let game = maze.game();
        let mut state = maze.start();
        for &step in &walk {
            for (dir, &(walk, _, _)) in DIRS.iter().enumerate() {
                let want = brute_step(&maze, state, dir);
                for push in [false, true] {
                    let letter = if push { walk.to_ascii_uppercase() } else { walk };
                    let mv = Notation::read(&letter.to_string()).expect("a move letter");
                    let board = SokobanBoard::from_maze(&game);
                    let played = board.apply(&BoardState::from(&core_state(state)), &mv).ok();
                    let got = played.map(|s| (s.player, s.boxes[0]));
                    let expected = want.filter(|&(_, p)| p == push).map(|(s, _)| s);
                    prop_assert_eq!(got, expected, "{} from {:?} in {:?}", letter, state, maze);
                }
            }
            if let Some((next, _)) = brute_step(&maze, state, step) {
                state = next;
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// 500 valid inputs with one token replaced by a random word or number, or cut short: parsing and judging never
    /// panic, an accepted text is still judged right, and an error reads "expected ..., found ..." inside the text.
    #[test]
    fn corrupted_input_never_panics(
        specs in prop::collection::vec(spec(), 1..=2),
        at in any::<usize>(),
        replacement in prop_oneof![
            (-2i64..25).prop_map(|v| v.to_string()),
            "[#.SBTx]{1,8}",
        ],
        cut in any::<bool>(),
    ) {
        let mazes: Vec<Maze> = specs.iter().map(Spec::build).collect();
        let text = render(&mazes, "\n");
        let mut tokens: Vec<String> = text.split_whitespace().map(str::to_string).collect();
        let at = at % tokens.len();
        if cut {
            tokens.truncate(at);
        } else {
            tokens[at] = replacement;
        }
        let corrupted = tokens.join("\n");
        match puzzle_tests::judge_located("sokoban", &corrupted) {
            Ok(None) => {
                let parsed = parse_mazes(&corrupted).expect("accepted");
                let output = puzzle_core::judge("sokoban", &corrupted).expect("judged");
                for (game, answer) in parsed.iter().zip(answers(&output, parsed.len())) {
                    let maze = Maze::of(game);
                    check(&maze, maze.start(), answer.as_deref());
                }
            }
            Ok(Some(_)) => {}
            Err(e) => prop_assert!(false, "{}", e),
        }
    }
}

#[test]
fn random_mazes_up_to_20x20_match_the_brute_force() {
    let mut rand = puzzle_tests::Rand(20);
    let mut mazes = Vec::new();
    for _ in 0..60 {
        let (rows, cols) = (8 + rand.below(13), 8 + rand.below(13));
        let density = [0, 10, 20, 30][rand.below(4)];
        let rock: Vec<bool> = (0..rows * cols)
            .map(|_| rand.below(100) < density)
            .collect();
        let mut free: Vec<Pos> = (0..rows * cols)
            .filter(|&i| !rock[i])
            .map(|i| (i / cols, i % cols))
            .collect();
        let mut pick = || free.swap_remove(rand.below(free.len()));
        let (player, boxed, target) = (pick(), pick(), pick());
        mazes.push(Maze {
            rows,
            cols,
            rock,
            player,
            boxed,
            target,
        });
    }
    let output = puzzle_core::judge("sokoban", &render(&mazes, "\n")).expect("judged");
    let answers = answers(&output, mazes.len());
    for (maze, answer) in mazes.iter().zip(&answers) {
        check(maze, maze.start(), answer.as_deref());
    }
    let solved = answers.iter().filter(|a| a.is_some()).count();
    assert!(solved >= 10, "only {solved} of 60 solvable");
}

#[test]
fn the_brute_force_knows_the_statement_sample() {
    let open = Maze::from_rows(&["SB....T"]);
    assert_eq!(brute(&open, open.start()), Some((5, 5)));
    assert_eq!(replay(&open, open.start(), "EEEEE"), Ok((5, 5)));
    assert!(
        replay(&open, open.start(), "EEEEe").is_err(),
        "a walk that pushes"
    );
    assert!(
        replay(&open, open.start(), "EEEE").is_err(),
        "short of the target"
    );
    let rock = Maze::from_rows(&["SB..#.T"]);
    assert_eq!(brute(&rock, rock.start()), None);
    let maze = Maze::from_rows(&[
        "###########",
        "#T##......#",
        "#.#.#..####",
        "#....B....#",
        "#.######..#",
        "#.....S...#",
        "###########",
    ]);
    let path = "eennwwWWWWeeeeeesswwwwwwwnNN";
    assert_eq!(brute(&maze, maze.start()), Some((6, 28)));
    assert_eq!(replay(&maze, maze.start(), path), Ok((6, 28)));
}
