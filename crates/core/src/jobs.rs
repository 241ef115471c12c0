//! A judge input's independent cases spread over threads, the answers in input order (partners: `lib.rs`
//! [`Puzzle::solve_case`] and the `*_jobs` entry points, `check.rs`, crates/cli `--jobs`, `tests/conformance` jobs).
//!
//! Each of the threads keeps one solver (its buffers and a board's distances, as one thread keeps them) and takes the
//! next case not yet taken, so that a long case does not hold up the rest. The answers are put back in input order,
//! so the output is byte for byte the one-job output. The caller's thread is one of them, the others a pool kept for
//! the process ([`broadcast`]); a puzzle may have them build its solver's set-up together
//! ([`Puzzle::solver_source`]). In WebAssembly, and for one job or one case, the cases are solved in turn on the
//! calling thread.

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::Puzzle;

/// The most threads set by [`set_most`]; 0 until then.
static MOST: AtomicUsize = AtomicUsize::new(0);

/// The most threads this process's work may take at once (at least 1): as [`set_most`] said, else every core it may
/// use. The command line's default number of jobs; also what builds Fifteen's tables at once.
pub fn most() -> usize {
    match MOST.load(Ordering::Relaxed) {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        most => most,
    }
}

/// Caps the threads of this process's work at `jobs` (at least 1): the command line's `--jobs`, so that one job is
/// one thread, table building included.
pub fn set_most(jobs: usize) {
    MOST.store(jobs.max(1), Ordering::Relaxed);
}

/// Every case of `input` solved on up to `jobs` threads, in input order; `done` is called after each, in input order,
/// with the search states it took (as [`Puzzle::solve_each`] calls it: at once for one job, after the last case for
/// more).
pub fn solve<P: Puzzle>(
    input: &P::Input,
    jobs: usize,
    done: &mut dyn FnMut(u64),
) -> Vec<P::Solution> {
    let count = P::cases(input);
    if jobs.min(count) <= 1 || cfg!(target_arch = "wasm32") {
        return P::solve_each(input, done);
    }
    // What the cases share (Fifteen's tables) is built before they are handed out, its own work side by side.
    P::prepare(input);
    let solver = P::solver_source(input);
    let solved = map(count, jobs, solver, |solver, index| {
        P::solve_case(solver, input, index)
    });
    solved
        .into_iter()
        .map(|(solution, states)| {
            done(states);
            solution
        })
        .collect()
}

/// `solve(solver, i)` for every `i` in `0..count`, in that order, on up to `jobs` threads ([`broadcast`]), each with
/// its own `solver()` (made when the thread takes its first case); one thread, the caller's, in WebAssembly.
pub fn map<S, T: Send>(
    count: usize,
    jobs: usize,
    solver: impl Fn() -> S + Sync,
    solve: impl Fn(&mut S, usize) -> T + Sync,
) -> Vec<T> {
    let threads = jobs.min(count);
    if threads <= 1 || cfg!(target_arch = "wasm32") {
        let mut solver = (count > 0).then(&solver);
        return (0..count)
            .filter_map(|index| Some(solve(solver.as_mut()?, index)))
            .collect();
    }
    let next = AtomicUsize::new(0);
    // One thread's share: the next case not yet taken, until none is left.
    let work = || {
        let mut mine = None;
        let mut solved = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            if index >= count {
                return solved;
            }
            let solver = mine.get_or_insert_with(&solver);
            solved.push((index, solve(solver, index)));
        }
    };
    let mut answers: Vec<Option<T>> = (0..count).map(|_| None).collect();
    for (index, answer) in broadcast(threads, |_| work()).into_iter().flatten() {
        answers[index] = Some(answer);
    }
    answers.into_iter().flatten().collect()
}

/// `part(k)` for every `k` in `0..threads`, at once, each on a thread of its own, the results in that order: part 0 on
/// the caller's thread, the others on a pool of threads kept for the process (rayon's), so that a run of a few
/// milliseconds pays neither for starting threads nor for waking the caller; in turn on the caller's thread in
/// WebAssembly or for one thread. A part's panic ends the caller's run as it would with one thread.
///
/// Called from inside a part (a case's solver building a table on first use, [`map`] inside [`map`]), the parts run
/// in turn on that thread: the pool's threads may be the very ones waiting for that table (`OnceLock`), and a part
/// handed to them would never run.
pub fn broadcast<R: Send>(threads: usize, part: impl Fn(usize) -> R + Sync) -> Vec<R> {
    #[cfg(not(target_arch = "wasm32"))]
    if threads > 1 && !IN_PART.get() {
        if let Some(pool) = pool(threads - 1) {
            let others: Vec<std::sync::Mutex<Option<R>>> =
                (1..threads).map(|_| std::sync::Mutex::new(None)).collect();
            // Each part marks its thread as inside one while it runs (unmarked again if it panics).
            struct Inside;
            impl Drop for Inside {
                fn drop(&mut self) {
                    IN_PART.set(false);
                }
            }
            let part = |k: usize| {
                IN_PART.set(true);
                let _inside = Inside;
                part(k)
            };
            let first = pool.in_place_scope(|scope| {
                for (k, slot) in others.iter().enumerate() {
                    let part = &part;
                    scope.spawn(move |_| {
                        let result = part(k + 1);
                        *slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) =
                            Some(result);
                    });
                }
                part(0)
            });
            let rest = others.into_iter().filter_map(|slot| {
                slot.into_inner()
                    .unwrap_or_else(|poisoned| poisoned.into_inner())
            });
            return std::iter::once(first).chain(rest).collect();
        }
    }
    (0..threads).map(part).collect()
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    /// Whether this thread is running a part of a [`broadcast`] (which then runs a broadcast inside it in turn).
    static IN_PART: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The pool of `threads` threads, made on its first use (`None` if the system refuses to start them).
#[cfg(not(target_arch = "wasm32"))]
fn pool(threads: usize) -> Option<std::sync::Arc<rayon::ThreadPool>> {
    use std::sync::{Arc, Mutex};
    static POOLS: Mutex<Vec<Arc<rayon::ThreadPool>>> = Mutex::new(Vec::new());
    let mut pools = POOLS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(pool) = pools.iter().find(|p| p.current_num_threads() == threads) {
        return Some(Arc::clone(pool));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|k| format!("puzzles-job-{k}"))
        .build()
        .ok()?;
    pools.push(Arc::new(pool));
    pools.last().cloned()
}

#[cfg(test)]
mod tests {
    use crate::testdata::Kind;
    use crate::{make_tests, puzzles, sample, Puzzle, PUZZLES};

    /// Every case of `input` solved on one solver in reverse order, and on a fresh solver each.
    fn out_of_order<P: Puzzle>(input: &P::Input) -> (Vec<String>, Vec<String>) {
        let count = P::cases(input);
        let mut solver = P::solver(input);
        let mut reversed: Vec<String> = (0..count)
            .rev()
            .map(|i| P::printed(&P::solve_case(&mut solver, input, i).0))
            .collect();
        reversed.reverse();
        let fresh = (0..count)
            .map(|i| P::printed(&P::solve_case(&mut P::solver(input), input, i).0))
            .collect();
        (reversed, fresh)
    }

    /// The contract of [`Puzzle::solve_case`] that lets cases run on any thread: an answer, its path included, does
    /// not depend on what the solver solved before. Checked on each puzzle's sample and random and edge inputs.
    #[test]
    fn an_answer_depends_on_its_case_alone() {
        for &puzzle in PUZZLES {
            let mut inputs = vec![sample(puzzle).expect("a sample").to_string()];
            for seed in 1..=3 {
                for kind in [Kind::Random, Kind::Edge] {
                    inputs.push(make_tests(puzzle, seed, kind, None).expect("tests"));
                }
            }
            for text in &inputs {
                with_puzzle!(
                    puzzle,
                    |P| {
                        let input = crate::parse::<P>(text).expect("valid");
                        let inorder: Vec<String> =
                            P::solve(&input).iter().map(P::printed).collect();
                        let (reversed, fresh) = out_of_order::<P>(&input);
                        assert_eq!(reversed, inorder, "{puzzle}, reversed:\n{text}");
                        assert_eq!(fresh, inorder, "{puzzle}, a fresh solver each:\n{text}");
                        for jobs in [2, 3] {
                            let spread: Vec<String> = super::solve::<P>(&input, jobs, &mut |_| {})
                                .iter()
                                .map(P::printed)
                                .collect();
                            assert_eq!(spread, inorder, "{puzzle}, {jobs} jobs:\n{text}");
                        }
                    },
                    panic!("{puzzle} is listed")
                );
            }
        }
    }

    #[test]
    fn map_keeps_the_order_and_makes_a_solver_per_thread_at_most() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let made = AtomicUsize::new(0);
        let squares = super::map(50, 4, || made.fetch_add(1, Ordering::Relaxed), |_, i| i * i);
        assert_eq!(squares, (0..50).map(|i| i * i).collect::<Vec<_>>());
        assert!((1..=4).contains(&made.load(Ordering::Relaxed)));
        assert!(super::map(0, 4, || (), |(), i| i).is_empty());
        assert_eq!(super::map(3, 1, || (), |(), i| i), vec![0, 1, 2]);
    }

    /// A case's solver that builds a shared table on first use with [`super::map`] inside (Fifteen's tables kept from
    /// an earlier run, laid out side by side) while the pool's thread waits for that table: the run ends. Before the
    /// inner map ran in turn, the caller handed half of it to the pool's one thread, which was waiting for the table:
    /// `puzzles judge fifteen --jobs 2` hung on its second run.
    #[test]
    fn a_map_inside_a_map_ends_while_the_pool_waits_for_it() {
        use std::sync::{mpsc, OnceLock};
        use std::time::Duration;
        static TABLE: OnceLock<Vec<usize>> = OnceLock::new();
        let (tell, told) = mpsc::channel();
        std::thread::spawn(move || {
            let solver = || {
                // The pool's thread comes second, so that it waits for the caller's build.
                if rayon::current_thread_index().is_some() {
                    std::thread::sleep(Duration::from_millis(100));
                }
                TABLE.get_or_init(|| super::map(4, 2, || (), |(), i| i + 1))
            };
            let sums = super::map(8, 2, solver, |table, i| i + table.iter().sum::<usize>());
            tell.send(sums).ok();
        });
        let sums = told
            .recv_timeout(Duration::from_secs(60))
            .expect("the run ends");
        assert_eq!(sums, (10..18).collect::<Vec<_>>());
    }
}
