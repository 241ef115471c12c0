// Tweens a board view (draw.js) from one frame to the next by piece id at one speed per cell, with requestAnimationFrame; used by board.js.

/** Milliseconds per cell of travel; every piece moves at this one speed, so each stops where it is blocked. */
export const MS_PER_CELL = 70;

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

/**
 * Animates `view` from `from` to `to` (two frames of the same board). Pieces move in straight lines at
 * one speed; a piece that travels less arrives sooner. Resolves when done.
 * Returns {done, finish}: `finish()` jumps to the end at once (used when input arrives meanwhile).
 */
export function tween(view, from, to, msPerCell = MS_PER_CELL) {
  const start = new Map(from.pieces.map((p) => [p.id, p]));
  // Only pieces that move get a track: a move on a 30x30 board of tiles slides one tile, not 899.
  const tracks = to.pieces.flatMap((p) => {
    const s = start.get(p.id) ?? p;
    const cells = Math.abs(p.row - s.row) + Math.abs(p.col - s.col);
    return cells === 0 ? [] : [{ id: p.id, r0: s.row, c0: s.col, r1: p.row, c1: p.col, ms: cells * msPerCell }];
  });
  const total = Math.max(0, ...tracks.map((t) => t.ms));
  view.render(to);
  if (total === 0 || reducedMotion.matches) return { done: Promise.resolve(), finish() {} };

  let frameRequest = 0;
  /** @type {(value?: unknown) => void} */
  let resolve = () => {};
  const done = new Promise((r) => { resolve = r; });
  const begin = performance.now();
  const step = (now) => {
    const elapsed = now - begin;
    for (const t of tracks) {
      const k = Math.min(1, elapsed / t.ms);
      view.place(t.id, t.r0 + (t.r1 - t.r0) * k, t.c0 + (t.c1 - t.c0) * k);
    }
    if (elapsed >= total) resolve();
    else frameRequest = requestAnimationFrame(step);
  };
  step(begin);
  return {
    done,
    finish() {
      cancelAnimationFrame(frameRequest);
      view.render(to);
      resolve();
    },
  };
}
