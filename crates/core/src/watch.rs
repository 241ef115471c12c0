//! The hooks a solver's own loop calls, for whoever watches it: the loop is generic over a [`Watch`], which the judge
//! fills with `()` (every call an empty inline default behind `W::ON`, so its loop compiles to what it was) and the
//! X-ray with its `Tracer` (`xray/tracer.rs`). Below the X-ray: the solvers (`puzzles/*/solve.rs`, the judge's hot
//! path) import this and nothing of `xray/`.

use serde::Serialize;

use crate::notation::Notation;

/// What became of one successor when it was generated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Fate {
    /// Not seen before: queued.
    New,
    /// Seen before: dropped.
    Seen,
    /// Not seen before and a goal: a guided search ends here; the plain one queues it too.
    Goal,
    /// Seen before, now by a shorter way: queued again (A* with its costs).
    Better,
    /// Over the bound: cut off this round (IDA*).
    Over,
}

/// The most entries of the open list (or IDA*'s path) a kept step lists.
pub const QUEUE_SHOWN: usize = 8;

/// What a solver's loop tells an X-ray, with `K` the solver's own state code. `()` hears nothing.
pub trait Watch<K> {
    /// Whether anything listens: the loop's extra work for the X-ray sits behind `if W::ON`.
    const ON: bool = false;
    /// A new round of the search (IDA*'s next bound, a guided search's `f` growing) with its bound.
    #[inline(always)]
    fn round(&mut self, _layer: u32, _bound: u32) {}
    /// The state `key` is expanded, `g` moves from the start with estimate `h`.
    #[inline(always)]
    fn expand(&mut self, _key: K, _g: u32, _h: u32) {}
    /// One successor of the state being expanded: the move (`how`: "" or the solver's word for it), and its fate.
    #[inline(always)]
    fn child<M: Notation>(
        &mut self,
        _mv: M,
        _how: &'static str,
        _key: K,
        _g: u32,
        _h: u32,
        _fate: Fate,
    ) {
    }
    /// The expansion ends on pseudocode line `line` with `frontier` states waiting, `last` when the search stops
    /// here. True when the step is kept: the loop then lists its open list's first entries with [`Watch::queued`].
    #[inline(always)]
    fn end(&mut self, _frontier: u64, _line: usize, _last: bool) -> bool {
        false
    }
    /// An entry of the open list (first out first), after [`Watch::end`] answered true.
    #[inline(always)]
    fn queued(&mut self, _key: K, _g: u32, _h: u32) {}
}

impl<K> Watch<K> for () {}
