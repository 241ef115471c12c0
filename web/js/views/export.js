// Export of the board and its path: the path as text (the case's solve line, or `N MOVES`), the level and path in the
// puzzle's own file format (the core writes it), the board as PNG (drawn with
// ../raster.js) and the path as an animated GIF, made off the main thread by ../gif-worker.js (its own core samples the
// frames, each with its step; it draws and encodes them) with progress and Stop; wired by main.js to the controller and
// stepper.js. Its words: web/locales/path (the GIF's step counter reaches the worker in the job, in the page's language).
import { boardSize, drawFrame } from '../raster.js';
import { INFO } from '../first.js';
import { t } from '../l10n.js';
import { moveCount, pathPrefix } from '../path.js';

/** The most frames a GIF holds: longer paths are sampled evenly by the core (first and last kept). */
export const GIF_FRAMES = 300;

function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The export text of a path on `puzzle`: `N MOVES`, or `0` for none. */
export function pathText(moves, puzzle) {
  const n = moveCount(moves, puzzle);
  return n === 0 ? '0' : `${n} ${moves}`;
}

/** What the page says of the steps the core sampled from a `steps`-move path: nothing when every step has its frame. */
export function samplingNote(shown, steps) {
  if (shown.length >= steps + 1) return '';
  return t('path-gif-sampled', { count: steps + 1, first: shown.slice(0, 3).join(t('path-gif-list-sep')), last: steps });
}

/**
 * Starts ../gif-worker.js on `job` ({puzzle, board, moves, most, look: the puzzle's Info.look}). `done` resolves with the GIF, or null once `stop` is
 * called (which ends the worker at once); `hooks.sampled(steps)` gets the step of each frame, `hooks.progress(done)`
 * follows the frames drawn.
 */
function encodeInWorker(job, hooks) {
  // Relative to the bundle, dist/main.js: dist/gif-worker.js (tools/bundle.mjs).
  const worker = new Worker(new URL('./gif-worker.js', import.meta.url), { type: 'module' });
  let stop = () => {};
  const done = new Promise((resolve, reject) => {
    stop = () => resolve(null);
    worker.onmessage = ({ data }) => {
      if (data.gif) resolve(data.gif);
      else if (data.error) reject(new Error(data.error));
      else if (data.steps) hooks.sampled(data.steps);
      else hooks.progress(data.done);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || t('path-gif-worker-failed')));
    };
  }).finally(() => worker.terminate());
  worker.postMessage(job);
  return { done, stop };
}

/**
 * The GIF button: runs ../gif-worker.js on the shown board and the path, with progress (text and a bar) and a Stop
 * button that ends the worker, then downloads the GIF. `show` writes the export output.
 */
function wireGif(button, moves, controller, show) {
  const stop = Object.assign(document.createElement('button'), { type: 'button', textContent: t('path-export-stop'), hidden: true });
  stop.dataset.testid = 'export-stop';
  const bar = Object.assign(document.createElement('progress'), { hidden: true, value: 0, max: 1 });
  bar.dataset.testid = 'export-progress';
  bar.setAttribute('aria-label', t('path-export-progress.aria-label'));
  button.after(stop, bar);
  let run = { stop: () => {} };
  const end = () => {
    run.stop();
    stop.hidden = true;
    bar.hidden = true;
  };
  stop.addEventListener('click', () => {
    end();
    show(t('path-gif-stopped'));
  });
  button.addEventListener('click', async () => {
    end();
    const view = controller.view();
    if (!view) return;
    const path = moves();
    const puzzle = controller.puzzle();
    let note = '';
    let total = 0;
    const progress = (done) => {
      Object.assign(bar, { hidden: false, max: total, value: done });
      show(t('path-gif-frame', { done, total, note }));
    };
    const sampled = (steps) => {
      [total, note] = [steps.length, samplingNote(steps, moveCount(path, puzzle))];
      progress(0);
    };
    show(t('path-gif-drawing'));
    stop.hidden = false;
    const steps = moveCount(path, puzzle);
    // The step counter's words, each frame's step in place of {step} (the worker has no messages of its own).
    const counter = t('path-gif-counter', { step: '{step}', steps });
    const job = { puzzle, board: view.board, moves: path, steps, most: GIF_FRAMES, look: INFO[puzzle]?.look, counter };
    const mine = encodeInWorker(job, { sampled, progress });
    run = mine;
    try {
      const blob = await mine.done;
      if (!blob) return;
      download(blob, `${puzzle}-solution.gif`);
      show(t('path-gif-saved', { frames: total, note, steps, kb: Math.round(blob.size / 1024) }));
    } catch (error) {
      show(t('path-gif-failed', { why: String(error.message ?? error) }));
    } finally {
      if (run === mine) end();
    }
  });
}

/**
 * A GIF of no moves would be one still frame: the button is disabled then, with the reason beside it (the page
 * exports the path being stepped, else the moves played). Returns the update, for changes of the path.
 */
function wireGifReason(button, moves, controller) {
  const reason = Object.assign(document.createElement('span'), { className: 'export-reason', id: 'export-gif-reason', hidden: true });
  reason.dataset.testid = 'export-gif-reason';
  button.setAttribute('aria-describedby', reason.id);
  button.parentElement?.querySelector('[data-testid="export-progress"]')?.after(reason);
  const update = () => {
    const none = controller.view() !== null && moves() === '';
    button.disabled = none;
    reason.hidden = !none;
    reason.textContent = none ? t('path-gif-needs-moves') : '';
  };
  controller.onView(update);
  return update;
}

/**
 * The level file button, for a puzzle with a file format of its own (`Info.levelFormat`, such as XSB): the core writes
 * the board's start and the path (the one stepped, else the moves played) in it, shown and downloaded.
 */
function wireLevelFile(button, moves, controller, show) {
  controller.onView(() => { button.hidden = !INFO[controller.puzzle()]?.levelFormat; });
  button.addEventListener('click', async () => {
    const format = INFO[controller.puzzle()]?.levelFormat;
    if (!format || !controller.view()) return;
    try {
      const { value } = await controller.ask({ op: 'levelFile', moves: moves() });
      download(new Blob([value], { type: 'text/plain' }), `${controller.puzzle()}-level.${format}`);
      show(value);
    } catch (error) {
      show(t('ui-error', { why: error.text || error.message }));
    }
  });
}

/**
 * @param {HTMLElement} root
 * @param {import('../controller.js').Controller} controller
 * @param {import('./stepper.js').Stepper} stepper
 * @returns {{refresh: () => void}}  `refresh()` after the stepped path changes
 */
export function wireExport(root, controller, stepper) {
  const $ = (id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${id}"]`));
  const output = $('export-output');
  /** The path to export: the one being stepped, else the moves played so far. */
  const moves = () => {
    const view = controller.view();
    return stepper.path() ?? (view ? pathPrefix(view.history, view.moveCount, controller.puzzle()) : '');
  };
  const show = (text) => {
    output.textContent = text;
    output.hidden = false;
  };
  $('export-text').addEventListener('click', () => {
    const view = controller.view();
    const noPath = stepper.path() === null && view?.moveCount === 0 && view.status.optimal !== null && view.status.optimal < 0;
    show(noPath ? t('path-export-no-solution') : pathText(moves(), controller.puzzle()));
  });
  $('export-png').addEventListener('click', async () => {
    const view = controller.view();
    if (!view) return;
    const { width, height, cell } = boardSize(view.frame);
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    drawFrame(/** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')), view.frame, INFO[controller.puzzle()]?.look, cell);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (blob) download(blob, `${controller.puzzle()}-board.png`);
    show(t(blob ? 'path-export-png-saved' : 'path-export-png-failed'));
  });
  wireLevelFile($('export-level'), moves, controller, show);
  wireGif($('export-gif'), moves, controller, show);
  return { refresh: wireGifReason($('export-gif'), moves, controller) };
}
