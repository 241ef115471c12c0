//! The [`Tracer`]: a [`Watch`] that records a solver's loop as a sampled [`Trace`] (partners: `watch.rs` the hooks,
//! `trace.rs` the trace, the loops in `puzzles/{huarong,fifteen,holedox}/solve.rs`, their `xray.rs`).

use crate::notation::Notation;
use crate::text::Text;
use crate::trace::{Entry, Recorder, Step, Successor, Trace};
use crate::watch::{Fate, Watch, QUEUE_SHOWN};

/// A [`Watch`] that keeps a sampled [`Trace`] of solver codes `K` (see [`Trace::map`] to draw them).
#[derive(Debug)]
pub struct Tracer<K> {
    recorder: Recorder<K>,
    step: Option<Step<K>>,
    /// States expanded so far.
    pub expanded: u64,
    /// Successors generated so far.
    pub generated: u64,
    /// Successors first reached (fates new and goal).
    pub reached: u64,
    layer: u32,
    bound: Option<u32>,
}

impl<K> Default for Tracer<K> {
    fn default() -> Self {
        Tracer {
            recorder: Recorder::default(),
            step: None,
            expanded: 0,
            generated: 0,
            reached: 0,
            layer: 0,
            bound: None,
        }
    }
}

impl<K: Clone> Watch<K> for Tracer<K> {
    const ON: bool = true;

    #[inline(never)] // out of the solver's loop: one copy, called
    fn round(&mut self, layer: u32, bound: u32) {
        (self.layer, self.bound) = (layer, Some(bound));
    }

    #[inline(never)] // out of the solver's loop: one copy, called
    fn expand(&mut self, key: K, g: u32, h: u32) {
        let mut successors = self.step.take().map(|s| s.successors).unwrap_or_default();
        successors.clear();
        self.step = Some(Step {
            number: self.expanded,
            expanded: key,
            successors,
            frontier: 0,
            expanded_count: self.expanded + 1,
            generated_count: 0,
            layer: self.layer,
            line: 0,
            g,
            h,
            bound: self.bound,
            queue: Vec::new(),
        });
        self.expanded += 1;
    }

    #[inline(never)] // out of the solver's loop: one copy, called
    fn child<M: Notation>(&mut self, mv: M, how: &'static str, key: K, g: u32, h: u32, fate: Fate) {
        self.generated += u64::from(fate != Fate::Over);
        self.reached += u64::from(matches!(fate, Fate::New | Fate::Goal));
        if let Some(step) = &mut self.step {
            let state = key;
            step.successors.push(Successor {
                mv: mv.write(),
                how,
                state,
                fate,
                g,
                h,
            });
        }
    }

    #[inline(never)] // out of the solver's loop: one copy, called
    fn end(&mut self, frontier: u64, line: usize, last: bool) -> bool {
        let Some(step) = &mut self.step else {
            return false;
        };
        (step.frontier, step.line, step.generated_count) = (frontier, line, self.generated);
        if !self.recorder.wants(step.number, last) {
            return false;
        }
        if let Some(step) = self.step.take() {
            self.recorder.keep(step);
        }
        true
    }

    #[inline(never)] // out of the solver's loop: one copy, called
    fn queued(&mut self, key: K, g: u32, h: u32) {
        if let Some(step) = self.recorder.last_mut() {
            if step.queue.len() < QUEUE_SHOWN {
                step.queue.push(Entry { state: key, g, h });
            }
        }
    }
}

impl<K> Tracer<K> {
    /// The trace, named `method` with its pseudocode, answer and note; its words those of an A* (an open list, least
    /// f first, a layer per key): a search of another kind says its own ([`Trace::open`], [`Trace::unit`],
    /// [`Trace::next_rule`]).
    pub fn finish(
        self,
        method: Text,
        pseudocode: &'static [Text],
        answer: Option<i64>,
        note: Text,
    ) -> Trace<K> {
        let mut recorder = self.recorder;
        if let Some(step) = self.step {
            recorder.keep(step); // the last expansion, when the loop could not tell it was the last
        }
        let steps = recorder.finish();
        Trace {
            method,
            pseudocode,
            layers: steps.last().map_or(0, |s| s.layer + 1),
            steps,
            expanded: self.expanded,
            generated: self.generated,
            capped: false,
            note,
            answer,
            open: Text::new("xray-open-list"),
            unit: Text::new("xray-unit-key"),
            next_rule: Text::new("xray-next-least-f"),
            goal_at: None,
        }
    }
}
