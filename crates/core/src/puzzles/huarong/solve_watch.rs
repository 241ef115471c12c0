//! The X-ray's side of `solve.rs` (a child module, for its fields): the A* loop's reports to a [`Watch`], and the
//! cells of its search states (partners: `solve.rs` the loop, `xray.rs` the trace).

use super::{Aim, Cell, Query, Solver};
use crate::grid::Dir;
use crate::watch::{Fate, Watch, QUEUE_SHOWN};

impl Solver {
    /// [`Solver::distance`] and how many search states its A* reached, counted from its marks (a check on the X-ray's
    /// count); 0 when no search was needed.
    pub fn reached(&mut self, query: &Query) -> (Option<usize>, u64) {
        let before = self.round;
        let distance = self.distance(query);
        let reached = if self.round == before {
            0
        } else {
            self.seen.iter().filter(|&&r| r == self.round).count() as u64
        };
        (distance, reached)
    }

    /// [`Solver::distance`] with the A* loop watched by `watch` (the X-ray), and the cells `(blank, piece)` of each
    /// search state code it reports.
    pub(in crate::puzzles::huarong) fn watched<W: Watch<u32>>(
        &mut self,
        query: &Query,
        blind: bool,
        watch: &mut W,
    ) -> (Option<usize>, impl Fn(u32) -> (Cell, Cell) + '_) {
        let distance = match self.goal(query, blind, watch) {
            Some(None) => Some(0),
            Some(Some(last)) => Some(self.dist[last as usize] as usize),
            None => None,
        };
        let (base, piece) = (self.spots.len() as u32 * 4, query.piece);
        let cells = move |code: u32| match code.checked_sub(base) {
            Some(blank) => (self.spots[blank as usize], piece),
            None => (
                self.spots[self.next[code as usize] as usize],
                self.spots[code as usize / 4],
            ),
        };
        (distance, cells)
    }

    /// [`Solver::offer`] by move `how` (its direction, the X-ray's word for it, the state it leaves), told to `watch`;
    /// 1 when queued.
    #[inline(always)]
    pub(super) fn visit<W: Watch<u32>>(
        &mut self,
        state: usize,
        dist: u32,
        (dir, how, from): (Dir, &'static str, u32),
        aim: &Aim,
        watch: &mut W,
    ) -> usize {
        if W::ON {
            return self.visit_watched(state, dist, (dir, how, from), aim, watch);
        }
        usize::from(self.offer(state, dist, from, aim))
    }

    /// [`Solver::visit`] for a watch that listens, in one copy out of the loop.
    #[inline(never)]
    fn visit_watched<W: Watch<u32>>(
        &mut self,
        state: usize,
        dist: u32,
        (dir, how, from): (Dir, &'static str, u32),
        aim: &Aim,
        watch: &mut W,
    ) -> usize {
        let known = self.seen[state] == self.round;
        let queued = self.offer(state, dist, from, aim);
        let fate =
            [Fate::New, Fate::Seen, Fate::New, Fate::Better][2 * queued as usize + known as usize];
        watch.child(dir, how, state as u32, dist, self.bound[state], fate);
        usize::from(queued)
    }

    /// Ends an expansion for `watch`: `(entries waiting, pseudocode line, last)`; a kept step gets the first entries
    /// of the open list, from key `now` on.
    #[inline(always)]
    pub(super) fn ended<W: Watch<u32>>(
        &self,
        watch: &mut W,
        (pending, line, last): (usize, usize, bool),
        now: u32,
    ) {
        if W::ON && watch.end(pending as u64, line, last) {
            self.open_list(watch, now);
        }
    }

    /// Tells `watch` the first live entries of the open list, from key `now` on.
    #[inline(never)]
    fn open_list<W: Watch<u32>>(&self, watch: &mut W, now: u32) {
        let mask = self.buckets.len() - 1;
        let mut shown = 0;
        for key in now..now + self.buckets.len() as u32 {
            for &state in self.buckets[key as usize & mask].iter().rev() {
                let at = state as usize;
                if self.dist[at] + self.bound[at] == key {
                    watch.queued(state, self.dist[at], self.bound[at]);
                    shown += 1;
                    if shown == QUEUE_SHOWN {
                        return;
                    }
                }
            }
        }
    }
}
