// The busy line under the board: what the worker is doing for the board (a long set-up's progress in the core's words,
// the asking view's label, or the time taken so far) and a Stop, once a board request has run for a moment (controller.js `onBusy`, `stop`).
// Stop ends the search, not the request: the board stays, unsearched. Wired by main.js. Its words: web/locales/ui.
import { t } from '../l10n.js';

/** A request quicker than this never shows the line, so that moves do not make it flicker. */
const PATIENCE = 300;

/**
 * @param {HTMLElement} line  the board panel's busy line (`board-busy`, with `board-busy-text` and `board-stop`)
 * @param {import('../controller.js').Controller} controller
 * @param {() => void} refocus  where focus goes after a Stop (the board)
 */
export function wireBusy(line, controller, refocus) {
  const text = /** @type {HTMLElement} */ (line.querySelector('[data-testid="board-busy-text"]'));
  const stop = /** @type {HTMLButtonElement} */ (line.querySelector('[data-testid="board-stop"]'));
  let job = null;
  let timer = 0;
  const draw = () => {
    const waited = job ? performance.now() - job.began : 0;
    if (!job || (!job.text && waited < PATIENCE)) return;
    text.textContent = job.text || job.label || t('ui-working', { seconds: (waited / 1000).toFixed(1) });
    line.hidden = false;
  };
  controller.onBusy((next) => {
    job = next;
    if (!job) {
      clearInterval(timer);
      timer = 0;
      line.hidden = true;
      return;
    }
    if (!timer) timer = window.setInterval(draw, 100);
    draw();
  });
  stop.addEventListener('click', () => {
    const focused = line.contains(document.activeElement);
    controller.stop();
    if (focused) refocus();
  });
}
