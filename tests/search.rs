//! The one plain breadth-first search (crates/core/src/search.rs) as its users see it: the X-ray's plain search step by
//! step against a reference search written here, and the ratings of a board without a goal (review.rs), which count
//! the states still reachable with it (partners: crates/core/src/xray/plain.rs, tests/xray.rs, tests/insight_figures.rs
//! for the insight's count).

use std::collections::{HashSet, VecDeque};

use puzzle_core::frame::{Cell as FrameCell, Frame};
use puzzle_core::input::{self, Action, Cell, Refusal, UserInput};
use puzzle_core::session::{Game, Session};
use puzzle_core::xray::{self, Entry, Fate, Step, Successor, Trace, QUEUE_SHOWN};
use puzzle_core::{Dir, Fifteen, Holedox, Huarong, Notation, OmniGravity, Playable, Text};

/// Every step of the plain search over whole states from `start`, none left out, as the X-ray defines them: moves tried
/// in [`Game::moves`] order, a goal a leaf when `XRAY_GOAL_LEAF`, the start met again when `XRAY_START_AGAIN`.
fn reference<G: Game>(game: &G, start: &G::State, budget: u64) -> (Vec<Step<G::State>>, u64, bool) {
    let mut seen = HashSet::new();
    if !G::XRAY_START_AGAIN {
        seen.insert(start.clone());
    }
    let mut queue = VecDeque::from([(start.clone(), 0u32)]);
    let (mut steps, mut generated) = (Vec::new(), 0u64);
    while let Some((state, depth)) = queue.pop_front() {
        if steps.len() as u64 >= budget {
            return (steps, generated, true);
        }
        let mut successors = Vec::new();
        let leaf = G::XRAY_GOAL_LEAF && game.is_goal(&state);
        for mv in game.moves(&state).into_iter().filter(|_| !leaf) {
            let Some(next) = game.play(&state, &mv) else {
                continue;
            };
            generated += 1;
            let fate = match (seen.insert(next.clone()), game.is_goal(&next)) {
                (false, _) => Fate::Seen,
                (true, goal) => {
                    queue.push_back((next.clone(), depth + 1));
                    [Fate::New, Fate::Goal][usize::from(goal)]
                }
            };
            successors.push(Successor {
                mv: mv.write(),
                how: "",
                state: next,
                fate,
                g: depth + 1,
                h: 0,
            });
        }
        let line = match () {
            _ if successors.iter().any(|s| s.fate != Fate::Seen) => 6,
            _ if successors.is_empty() => 4,
            _ => 5,
        };
        let waiting = queue.iter().take(QUEUE_SHOWN);
        steps.push(Step {
            number: steps.len() as u64,
            expanded: state,
            successors,
            frontier: queue.len() as u64,
            expanded_count: steps.len() as u64 + 1,
            generated_count: generated,
            layer: depth,
            line,
            g: depth,
            h: 0,
            bound: None,
            queue: waiting
                .map(|(s, d)| Entry {
                    state: s.clone(),
                    g: *d,
                    h: 0,
                })
                .collect(),
        });
    }
    (steps, generated, false)
}

/// Checks the X-ray's plain trace of `game` from its start against [`reference`]: every kept step, and the totals.
fn same_as_reference<G: Game + std::fmt::Debug>(game: &G, budget: u64)
where
    G::State: std::fmt::Debug,
{
    let start = game.start();
    let trace: Trace<G::State> = xray::bfs(game, &start, budget);
    let (steps, generated, capped) = reference(game, &start, budget);
    assert_eq!(
        (trace.expanded, trace.generated),
        (steps.len() as u64, generated),
        "{game:?}"
    );
    assert_eq!(trace.capped, capped, "{game:?}");
    assert_eq!(
        trace.layers,
        steps.last().map_or(0, |s| s.layer + 1),
        "{game:?}"
    );
    assert!(
        !trace.steps.is_empty()
            && trace.steps.last().map(|s| s.number) == Some(steps.len() as u64 - 1)
    );
    for kept in &trace.steps {
        assert_eq!(
            kept, &steps[kept.number as usize],
            "{game:?}, step {}",
            kept.number
        );
    }
}

/// The sample's boards and one of each generator level.
fn boards<P: Playable>() -> Vec<P::Game> {
    let mut games = P::games(&P::parse(P::SAMPLE).expect("the sample parses"));
    games.extend(
        (0..<P::Game as Game>::LEVELS.len()).map(|level| <P::Game as Game>::generate(2, level)),
    );
    games
}

#[test]
fn the_xrays_plain_search_takes_the_reference_steps_on_every_puzzle() {
    for game in boards::<OmniGravity>() {
        same_as_reference(&game, xray::BFS_BUDGET);
    }
    for game in boards::<Holedox>() {
        same_as_reference(&game, xray::BFS_BUDGET);
    }
    for game in boards::<Fifteen>()
        .iter()
        .filter(|g| g.board().tiles().len() <= 9)
    {
        same_as_reference(game, xray::BFS_BUDGET);
    }
    // Huarong's own `xray_plain` searches (blank, piece) pairs; `xray::bfs` over its whole positions is the same search.
    for game in boards::<Huarong>().iter().take(3) {
        same_as_reference(game, 20_000);
    }
}

#[test]
fn a_budget_stops_the_plain_search_mid_layer_as_the_reference_does() {
    let game = &boards::<Fifteen>()[0];
    for budget in [1, 2, 7, 100, 5_000] {
        same_as_reference(game, budget);
    }
}

/// A token on a 1x6 strip moving left and right, with no goal: its ratings count the states still reachable.
#[derive(Debug)]
struct Line;

impl Game for Line {
    type State = usize;
    type Move = Dir;
    /// The line has no edit mode.
    type Edit = std::convert::Infallible;
    type Solver = ();
    const LEVELS: &'static [puzzle_core::Text] = &[puzzle_core::Text::new("any")];
    const GOAL: bool = false;
    fn start(&self) -> usize {
        0
    }
    fn moves(&self, _: &usize) -> Vec<Dir> {
        vec![Dir::Left, Dir::Right]
    }
    fn play(&self, &at: &usize, dir: &Dir) -> Option<usize> {
        dir.step((0, at), 1, 6).map(|(_, col)| col)
    }
    fn blocked(&self, _: &usize, dir: &Dir) -> Text {
        Text::new("plain").arg("text", format!("the token cannot move {}", dir.word()))
    }
    fn say(&self, _: &usize, dir: &Dir) -> Text {
        Text::new("plain").arg("text", format!("move {}", dir.word()))
    }
    fn frame(&self, at: &usize) -> Frame {
        let cells = vec![FrameCell::Floor; 6];
        Frame {
            rows: 1,
            cols: 6,
            cells,
            pieces: Vec::new(),
            goal: Vec::new(),
            state: at.to_string(),
        }
    }
    fn is_goal(&self, _: &usize) -> bool {
        false
    }
    fn interpret(&self, _: &usize, input: &UserInput) -> Result<Action<Dir, Self::Edit>, Refusal> {
        Err(input::unused(input))
    }
    fn mover(&self, &at: &usize) -> Option<Cell> {
        Some((0, at))
    }
    fn judge_input(&self, &at: &usize) -> String {
        format!("{at}\n")
    }
    fn edit(&self, _: &usize, edit: &Self::Edit) -> Result<Self, puzzle_core::Text> {
        match *edit {}
    }
    fn generate(_: u64, _: usize) -> Self {
        Line
    }
    fn solver(&self) {}
    fn solve(&self, _: &mut (), _: &usize) -> Option<Vec<Dir>> {
        None
    }
    fn xray_plain(&self, &at: &usize, budget: u64) -> Trace<usize> {
        xray::bfs(self, &at, budget)
    }
}

#[test]
fn ratings_without_a_goal_count_the_unvisited_states_still_reachable() {
    let mut session = Session::new(Line);
    session.play(Dir::Right).unwrap();
    session.play(Dir::Right).unwrap();
    // Visited: 1 and 2. Left reaches 1 (seen): 0, 3, 4, 5 stay unvisited; right reaches 3 (new): 0, 4, 5.
    let rated: Vec<_> = session
        .ratings()
        .into_iter()
        .map(|r| (r.mv, r.kind, r.unvisited))
        .collect();
    assert_eq!(
        rated,
        [("L".into(), "seen", Some(4)), ("R".into(), "new", Some(3))]
    );
    let labels: Vec<_> = session
        .ratings()
        .into_iter()
        .map(|r| puzzle_core::l10n::english(&r.label))
        .collect();
    assert_eq!(
        labels[1],
        "Move right: a new state; 3 unvisited states still reachable after it"
    );
}
