//! The X-ray's plain search: [`crate::search::breadth_first`] over whole states (or a puzzle's compact keys), each
//! expansion recorded by [`PlainTrace`] as a [`Step`] of a sampled [`Trace`] (partners: `mod.rs` the X-ray,
//! `search.rs` the search, the puzzles' `Game::xray_plain`).

use rustc_hash::FxHashSet as HashSet;
use std::hash::Hash;

use crate::notation::Notation;
use crate::search::{breadth_first, mark, At, Hooks};
use crate::session::Game;
use crate::text::Text;
use crate::trace::{Entry, Recorder, Step, Successor, Trace, DEPTH, FIRST_IN_FIRST_OUT, QUEUE};
use crate::watch::{Fate, QUEUE_SHOWN};

/// The plain search's pseudocode ([`Step::line`] indexes it), `queue ← [start]; seen ← {start}` first.
pub const BFS_CODE: &[Text] = &[
    Text::new("xray-bfs-code-0"),
    Text::new("xray-bfs-code-1"),
    Text::new("xray-bfs-code-2"),
    Text::new("xray-bfs-code-3"),
    Text::new("xray-bfs-code-4"),
    Text::new("xray-bfs-code-5"),
    Text::new("xray-bfs-code-6"),
];

/// The plain breadth-first search over whole states from `start`, with every move of [`Game::moves`] tried through
/// [`Game::play`], traced. It counts as the insight view does: a goal state is a leaf when [`Game::XRAY_GOAL_LEAF`],
/// and a return to the start counts again when [`Game::XRAY_START_AGAIN`]. It stops after `budget` expansions.
pub fn bfs<G: Game>(game: &G, start: &G::State, budget: u64) -> Trace<G::State> {
    let rules = Rules {
        play: |s: &G::State| {
            let moves = game.moves(s).into_iter();
            moves
                .filter_map(|mv| Some((game.play(s, &mv)?, mv)))
                .collect()
        },
        goal: |s: &G::State| game.is_goal(s),
        show: |s: &G::State| s.clone(),
        leaf: G::XRAY_GOAL_LEAF,
        start_again: G::XRAY_START_AGAIN,
    };
    bfs_over(start.clone(), budget, rules)
}

/// What [`bfs_over`] needs of a puzzle: moves on a search key `K`, the goal, and the state `S` a key is drawn as.
pub struct Rules<P, G, D> {
    /// The keys one legal move leads to, each with that move, in the order they are tried.
    pub play: P,
    /// Whether a key is a goal.
    pub goal: G,
    /// The state drawn for a key (only kept steps are drawn).
    pub show: D,
    /// A goal is counted but not expanded.
    pub leaf: bool,
    /// A return to the start counts again.
    pub start_again: bool,
}

/// The plain breadth-first search over keys `K` (whole states, or a puzzle's compact ones that the judge's count
/// treats alike, see `Game::xray_plain`), traced.
pub fn bfs_over<K, S, M, P, G, D>(start: K, budget: u64, rules: Rules<P, G, D>) -> Trace<S>
where
    K: Clone + Eq + Hash,
    M: Notation,
    P: Fn(&K) -> Vec<(K, M)>,
    G: Fn(&K) -> bool,
    D: Fn(&K) -> S,
{
    let mut seen: HashSet<K> = HashSet::default();
    let start_key = start.clone();
    if !rules.start_again {
        seen.insert(start.clone());
    }
    let (play, goal, leaf) = (&rules.play, &rules.goal, rules.leaf);
    let mut hooks = PlainTrace {
        goal,
        show: &rules.show,
        budget,
        recorder: Recorder::default(),
        keep: false,
        number: 0,
        goal_at: None,
        depth: 0,
        successors: Vec::with_capacity(4),
    };
    let searched = breadth_first(
        start,
        budget,
        |k| mark(&mut seen, k),
        &mut hooks,
        |k, _, frontier| {
            if !(leaf && goal(k)) {
                for (next, mv) in play(k) {
                    frontier.offer(mv, next);
                }
            }
        },
    );
    let note = if searched.capped {
        Text::new("xray-bfs-capped").arg("budget", budget)
    } else {
        Text::new("xray-bfs-note")
    };
    Trace {
        method: Text::new("xray-bfs-name"),
        pseudocode: BFS_CODE,
        steps: hooks.recorder.finish(),
        expanded: searched.explored(),
        generated: searched.generated,
        layers: searched.layers.len() as u32,
        capped: searched.capped,
        note,
        answer: None,
        open: QUEUE,
        unit: DEPTH,
        next_rule: FIRST_IN_FIRST_OUT,
        goal_at: if goal(&start_key) {
            Some(0)
        } else {
            hooks.goal_at
        },
    }
}

/// The [`Hooks`] that record the plain search's expansions as steps, a sample of them (see [`Recorder`]): a step
/// that cannot be kept is not built.
struct PlainTrace<'r, S, G, D> {
    goal: &'r G,
    show: &'r D,
    budget: u64,
    recorder: Recorder<S>,
    /// Whether the step being expanded may be kept (it is built only then).
    keep: bool,
    /// The step being expanded.
    number: u64,
    /// The expansions made when a goal state was first generated.
    goal_at: Option<u64>,
    depth: u32,
    successors: Vec<Successor<S>>,
}

impl<K, S, M, G, D> Hooks<K, M> for PlainTrace<'_, S, G, D>
where
    M: Notation,
    G: Fn(&K) -> bool,
    D: Fn(&K) -> S,
{
    const ON: bool = true;

    fn expand(&mut self, _: &K, at: &At<'_, K>) {
        // The step is the last only if nothing waits behind it now, or the budget ends the search after it.
        let may_end = at.waiting() == 0 || at.number + 1 >= self.budget;
        self.keep = self.recorder.wants(at.number, may_end);
        self.number = at.number;
        self.depth = at.depth;
        self.successors.clear();
    }

    fn child(&mut self, mv: &M, key: &K, new: bool) {
        let goal = new && (self.goal)(key);
        if goal && self.goal_at.is_none() {
            self.goal_at = Some(self.number + 1);
        }
        if !self.keep {
            return;
        }
        let fate = match (new, goal) {
            (false, _) => Fate::Seen,
            (true, true) => Fate::Goal,
            (true, false) => Fate::New,
        };
        self.successors.push(Successor {
            mv: mv.write(),
            how: "",
            state: (self.show)(key),
            fate,
            g: self.depth + 1,
            h: 0,
        });
    }

    fn end(&mut self, key: &K, at: &At<'_, K>, last: bool) {
        if !(self.keep && self.recorder.wants(at.number, last)) {
            return;
        }
        let successors = std::mem::take(&mut self.successors);
        let line = if successors.iter().any(|s| s.fate != Fate::Seen) {
            6
        } else if successors.is_empty() {
            4
        } else {
            5
        };
        let show = self.show;
        self.recorder.keep(Step {
            number: at.number,
            expanded: show(key),
            successors,
            frontier: at.waiting() as u64,
            expanded_count: at.number + 1,
            generated_count: at.generated,
            layer: at.depth,
            line,
            g: at.depth,
            h: 0,
            bound: None,
            queue: (at.queue().take(QUEUE_SHOWN))
                .map(|(k, g)| Entry {
                    state: show(k),
                    g,
                    h: 0,
                })
                .collect(),
        });
    }
}
