//! Huarong's solver built by the threads that share a judge input's queries (partners: `solve.rs` the solver and its
//! turn pricing, `mod.rs` `Puzzle::solver_source`, `crate::jobs` the threads, `solve_tests.rs`).
//!
//! Each thread, when it takes its first query, takes runs of cells not yet taken and prices the turns round the pieces
//! on them; once every run is priced, it copies the other threads' runs into its own solver and labels the state
//! graph's parts itself. No thread waits for another to be woken or to finish a serial step: a thread slow to start
//! finds every run taken and only copies, and the wait for the last run being priced is a short spin.

use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use super::{Board, Solver};

/// Cells per run: small enough that the threads share the pricing evenly, large enough that taking a run is cheap.
const RUN: usize = 32;

/// The turn pricing of one board, shared by the threads that build its solver.
pub struct Together<'a> {
    board: &'a Board,
    /// Runs of cells in all.
    runs: usize,
    /// The next run not yet taken.
    next: AtomicUsize,
    /// Runs priced so far.
    priced: AtomicUsize,
    /// Each thread's priced runs: their numbers and the turn table they were priced in.
    parts: Mutex<Vec<(Vec<usize>, Vec<u32>)>>,
}

impl<'a> Together<'a> {
    /// The pricing of `board`, nothing taken yet.
    pub fn new(board: &'a Board) -> Together<'a> {
        Together {
            board,
            runs: (board.rows * board.cols).div_ceil(RUN),
            next: AtomicUsize::new(0),
            priced: AtomicUsize::new(0),
            parts: Mutex::new(Vec::new()),
        }
    }

    /// The cells of run `k`.
    fn run(&self, k: usize) -> Range<usize> {
        let cells = self.board.rows * self.board.cols;
        (k * RUN).min(cells)..((k + 1) * RUN).min(cells)
    }

    /// A solver of the board, [`Solver::new`]'s equal: this thread prices the runs it takes, then, once all are priced,
    /// copies the others'.
    pub fn solver(&self) -> Solver {
        let mut solver = Solver::unpriced(self.board);
        let mut taken = Vec::new();
        loop {
            let k = self.next.fetch_add(1, Ordering::Relaxed);
            if k >= self.runs {
                break;
            }
            solver.price(self.run(k));
            taken.push(k);
        }
        let mine = taken.len();
        if mine > 0 {
            self.lock().push((taken, solver.turn.clone()));
        }
        self.priced.fetch_add(mine, Ordering::AcqRel);
        let mut spins = 0u32;
        while self.priced.load(Ordering::Acquire) < self.runs {
            spins += 1;
            if spins < 1 << 12 {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
        for (runs, turn) in self.lock().iter() {
            for &k in runs {
                let entries = self.run(k).start * 16..self.run(k).end * 16;
                solver.turn[entries.clone()].copy_from_slice(&turn[entries]);
            }
        }
        solver.find_groups();
        solver
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(Vec<usize>, Vec<u32>)>> {
        self.parts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
