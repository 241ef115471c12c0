// The GIF encoder's module Web Worker, started and terminated by views/export.js (bundled to dist/ by tools/bundle.mjs):
// draws each frame on an OffscreenCanvas with raster.js, the "step k / n" strip under it, encodes with gifenc (vendor/).

import { applyPalette, GIFEncoder, quantize } from '../vendor/gifenc.js';
import { boardSize, drawCounter, drawFrame } from './raster.js';

/** Height in pixels of the step counter's strip under the board. */
const STRIP = 28;
/** At most one progress message per this many milliseconds (the first and last always go). */
const PROGRESS_MS = 100;

/**
 * Encodes the path's frames, posting `{done, step}` as they are drawn and finally `{gif}` (the bytes, transferred).
 * @param {{frames: {step: number, frame: any}[], steps: number}} job
 */
function encode({ frames, steps }) {
  const { width, height, cell } = boardSize(frames[0].frame);
  const canvas = new OffscreenCanvas(width, height + STRIP);
  const ctx = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
  const gif = GIFEncoder();
  let told = -Infinity;
  frames.forEach(({ step, frame }, i) => {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    drawFrame(ctx, frame, cell);
    drawCounter(ctx, `step ${step} / ${steps}`, width, height, STRIP);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const palette = quantize(data, 64);
    const ends = i === 0 || i === frames.length - 1;
    gif.writeFrame(applyPalette(data, palette), canvas.width, canvas.height, { palette, delay: ends ? 1200 : 450 });
    const now = performance.now();
    if (now - told >= PROGRESS_MS || i === frames.length - 1) {
      told = now;
      postMessage({ done: i + 1, step });
    }
  });
  gif.finish();
  const bytes = gif.bytes();
  postMessage({ gif: bytes }, { transfer: [bytes.buffer] });
}

self.onmessage = ({ data }) => encode(data);
