// The GIF encoder's module Web Worker, started and terminated by views/export.js (bundled to dist/ by tools/bundle.mjs):
// asks its own copy of the puzzle's core (pkg/, as worker.js loads it) for the path's frames, so that they never cross the main
// thread, draws each on an OffscreenCanvas with raster.js under a "step k / n" strip and encodes it with gifenc (vendor/).
// The strip's words come with the job, in the page's language (views/export.js, web/locales/path's path-gif-counter).

import { applyPalette, GIFEncoder, quantize } from '../vendor/gifenc.js';
import { boardSize, drawCounter, drawFrame } from './raster.js';

/** Height in pixels of the step counter's strip under the board. */
const STRIP = 28;
/** At most one progress message per this many milliseconds (the first and last always go). */
const PROGRESS_MS = 100;

/**
 * The core's frames (`{step, frame}`, at most `most`, evenly sampled) along `moves` from the start of `board`, a
 * one-case judge input as the page's views carry it: the board is replayed, not solved. Throws the core's fault.
 */
async function framesOf({ puzzle, board, moves, most }) {
  // The puzzle's own module (as worker.js loads it), from js/ and from the bundle in dist/ alike.
  const module = `../pkg/puzzle_${puzzle}`;
  /** @type {typeof import('../pkg/puzzle_lab.js')} */
  const { default: init, Worker: Core } = await import(new URL(`${module}.js`, import.meta.url).href);
  await init({ module_or_path: new URL(`${module}_bg.wasm`, import.meta.url) });
  const answer = new Core().handle({ id: 1, request: { op: 'frames', puzzle, input: board, moves, most } }, () => performance.now());
  if (!answer.ok) throw new Error(answer.error.text);
  return answer.value;
}

/**
 * Draws and encodes `frames` of a `steps`-move path, posting `{done}` as they are drawn; returns the GIF's bytes.
 * @param {{step: number, frame: any}[]} frames
 * @param {number} steps
 * @param {import('./look.js').Look | undefined} look
 * @param {string} counter  the strip's words, `{step}` where each frame's step goes ("step {step} / 12")
 */
function encode(frames, steps, look, counter = `step {step} / ${steps}`) {
  const { width, height, cell } = boardSize(frames[0].frame);
  const canvas = new OffscreenCanvas(width, height + STRIP);
  const ctx = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
  const gif = GIFEncoder();
  let told = -Infinity;
  frames.forEach(({ step, frame }, i) => {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    drawFrame(ctx, frame, look, cell);
    drawCounter(ctx, counter.replace('{step}', String(step)), width, height, STRIP);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const palette = quantize(data, 64);
    const ends = i === 0 || i === frames.length - 1;
    gif.writeFrame(applyPalette(data, palette), canvas.width, canvas.height, { palette, delay: ends ? 1200 : 450 });
    const now = performance.now();
    if (now - told >= PROGRESS_MS || i === frames.length - 1) {
      told = now;
      postMessage({ done: i + 1 });
    }
  });
  gif.finish();
  return gif.bytes();
}

/**
 * One job per worker: `{steps}` (the step each frame shows), progress, then `{gif}` or `{error}`. The GIF crosses as a
 * Blob made here, so the page copies none of its megabytes on the main thread.
 */
self.onmessage = async ({ data }) => {
  try {
    const frames = await framesOf(data);
    postMessage({ steps: frames.map((f) => f.step) });
    // The puzzle's look comes with the job (the page's Info.look).
    postMessage({ gif: new Blob([encode(frames, data.steps, data.look, data.counter)], { type: 'image/gif' }) });
  } catch (error) {
    postMessage({ error: error.message ?? String(error) });
  }
};
