// Export of the board and its path: the path as text (the case's solve line, or `N MOVES`), the board as PNG and the path
// as an animated GIF (gifenc from vendor/, frames sampled by the core, encoded in chunks with progress and Stop), drawn
// with ../raster.js; wired by main.js to the controller and stepper.js.
import { drawCounter, drawFrame } from '../raster.js';
import { count } from './status.js';

/** The most frames a GIF holds: longer paths are sampled evenly by the core (first and last kept). */
export const GIF_FRAMES = 300;

/** A canvas for `frame` at up to 480 px, with a strip of `below` pixels under the board (the GIF's step counter). */
function canvasFor(frame, below = 0) {
  const cell = Math.max(8, Math.floor(480 / Math.max(frame.rows, frame.cols)));
  const canvas = Object.assign(document.createElement('canvas'), { width: frame.cols * cell, height: frame.rows * cell + below });
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
  return { canvas, ctx, cell };
}

function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The export text of a path: `N MOVES`, or `0` for none. */
export function pathText(moves) {
  return moves.length === 0 ? '0' : `${moves.length} ${moves}`;
}

/**
 * The step of a `steps`-move path that frame `i` of `count` shows: the core keeps every step, or samples them as
 * crates/wasm/src/service.rs `spread` does (step i * steps / (count - 1), first and last kept).
 */
export function frameStep(i, count, steps) {
  return count >= steps + 1 ? i : Math.floor((i * steps) / Math.max(1, count - 1));
}

/** Encodes `frames` (of a `steps`-move path) as a GIF with "step k / n" under each board, a few frames per task. */
async function encodeGif(frames, steps, progress, stopped) {
  const { GIFEncoder, quantize, applyPalette } = await import('../../vendor/gifenc.js');
  const strip = 28;
  const { canvas, ctx, cell } = canvasFor(frames[0], strip);
  const gif = GIFEncoder();
  for (let i = 0; i < frames.length; i++) {
    if (stopped()) return null;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    drawFrame(ctx, frames[i], cell);
    drawCounter(ctx, `step ${frameStep(i, frames.length, steps)} / ${steps}`, canvas.width, canvas.height - strip, strip);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const palette = quantize(data, 64);
    const ends = i === 0 || i === frames.length - 1;
    gif.writeFrame(applyPalette(data, palette), canvas.width, canvas.height, { palette, delay: ends ? 1200 : 450 });
    if (i % 5 === 4) {
      progress(i + 1);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  gif.finish();
  return new Blob([gif.bytes()], { type: 'image/gif' });
}

/**
 * @param {HTMLElement} root
 * @param {import('../controller.js').Controller} controller
 * @param {import('./stepper.js').Stepper} stepper
 */
export function wireExport(root, controller, stepper) {
  const $ = (id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${id}"]`));
  const output = $('export-output');
  const stop = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Stop', hidden: true });
  stop.dataset.testid = 'export-stop';
  $('export-gif').after(stop);
  let gifRun = 0;
  /** The path to export: the one being stepped, else the moves played so far. */
  const moves = () => stepper.path() ?? controller.view()?.history.slice(0, controller.view()?.moveCount) ?? '';
  const show = (text) => {
    output.textContent = text;
    output.hidden = false;
  };
  $('export-text').addEventListener('click', () => {
    const view = controller.view();
    const noPath = stepper.path() === null && view?.moveCount === 0 && view.status.optimal !== null && view.status.optimal < 0;
    show(noPath ? 'No solution: no sequence of moves reaches the goal from this board.' : pathText(moves()));
  });
  $('export-png').addEventListener('click', async () => {
    const view = controller.view();
    if (!view) return;
    const { canvas, ctx, cell } = canvasFor(view.frame);
    drawFrame(ctx, view.frame, cell);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (blob) download(blob, `${controller.puzzle()}-board.png`);
    show(blob ? 'Saved the board as a PNG.' : 'Could not draw the PNG.');
  });
  stop.addEventListener('click', () => { gifRun++; stop.hidden = true; show('GIF stopped.'); });
  $('export-gif').addEventListener('click', async () => {
    const path = moves();
    const puzzle = controller.puzzle();
    const mine = ++gifRun;
    show('Drawing the GIF…');
    stop.hidden = false;
    try {
      const { value: frames } = await controller.ask({ op: 'frames', moves: path, most: GIF_FRAMES });
      const blob = await encodeGif(frames, path.length, (i) => show(`Drawing the GIF… frame ${i} of ${frames.length}`), () => mine !== gifRun);
      if (!blob) return;
      download(blob, `${puzzle}-solution.gif`);
      const sampled = frames.length < path.length + 1 ? ` (${path.length + 1} steps sampled evenly)` : '';
      show(`Saved ${count(frames.length, ['frame', 'frames'])} as a GIF${sampled}, each with its step counter up to step ${path.length} / ${path.length} (${Math.round(blob.size / 1024)} KB).`);
    } catch (error) {
      show(`Could not make the GIF: ${error.text ?? error.message ?? error}`);
    } finally {
      if (mine === gifRun) stop.hidden = true;
    }
  });
}
