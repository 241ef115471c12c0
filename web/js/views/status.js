// The status view: move count, the core's status line, hint (status.hintCell, info.mover), the solved message, undo/redo
// state, refusals and announcements; controller.js hands it every view and fault, views/board.js draws the marks.
import { announce } from '../announce.js';

const NAMES = { U: 'up', D: 'down', L: 'left', R: 'right' };

/** `n` with the singular or plural word of `pair` ([one, many]): "1 tilt", "3 moves". */
export function count(n, [one, many]) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * @param {HTMLElement} panel  the board panel
 * @param {ReturnType<typeof import('./board.js').createBoardView>} board
 */
export function createStatusView(panel, board) {
  const $ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  const moveCount = $('move-count');
  const optimal = $('optimal');
  const message = $('board-status');
  const hintText = $('hint-text');
  const undo = /** @type {HTMLButtonElement} */ ($('undo'));
  const redo = /** @type {HTMLButtonElement} */ ($('redo'));
  const hint = /** @type {HTMLButtonElement} */ ($('hint'));
  const editError = $('edit-error');
  let info = null;
  let view = null;

  const say = (text) => { message.textContent = text; };

  /** Tells screen-reader users what a request that worked did. */
  function announceDone(op, input) {
    const n = count(view.moveCount, info.moveWord);
    const done = {
      input: ['tool', 'drag', 'resize'].includes(input?.kind) ? 'Board edited' : `Moved ${NAMES[view.history[view.moveCount - 1]] ?? ''}: ${n}`,
      undo: `Undone: ${n}`,
      redo: `Redone: ${n}`,
      restart: 'Restarted',
      generate: 'New board generated',
    }[op];
    if (done) announce(view.status.solved ? `${done}. ${view.status.solved}` : `${done}.`);
  }

  return {
    say,
    /** Shows `next` (a View) of a puzzle described by `nextInfo`; `request` is what produced it, if anything. */
    show(next, nextInfo, request) {
      view = next;
      info = nextInfo;
      const { status } = next;
      moveCount.textContent = `${info.moveWord[1][0].toUpperCase()}${info.moveWord[1].slice(1)}: ${next.moveCount}`;
      moveCount.dataset.count = String(next.moveCount);
      undo.disabled = next.moveCount === 0;
      redo.disabled = next.moveCount >= next.history.length;
      optimal.textContent = status.line;
      if (status.optimal === null) delete optimal.dataset.optimal;
      else optimal.dataset.optimal = String(status.optimal);
      hint.hidden = !info.views.goal;
      hint.disabled = !status.hint;
      hintText.textContent = '';
      delete hintText.dataset.move;
      board.mark([], '');
      board.solved(Boolean(status.solved));
      if (request) say(status.solved ?? '');
      if (request) editError.textContent = '';
      if (request) announceDone(request.op, request.input);
    },
    /** Shows the hint: which way the mover goes, marked on the board. */
    hint() {
      const move = view?.status.hint;
      if (!move) return;
      hintText.textContent = `Hint: move ${info.mover} ${NAMES[move]} (${move}).`;
      hintText.dataset.move = move;
      if (view.status.hintCell) board.mark([view.status.hintCell], 'hint-mark');
    },
    /** Shows why a request failed, in the page's words. */
    fault(error, request) {
      if (error.kind === 'illegal' || error.kind === 'nothing') {
        board.flash();
        say(`Not possible: ${error.message}.`);
        announce(`Not possible: ${error.message}.`);
      } else if (error.kind === 'edit' && request?.op === 'input') {
        editError.textContent = error.message;
        announce(`Edit refused: ${error.message}`);
      } else if (error.kind !== 'stopped') {
        say(`Error: ${error.text || error.message}`);
      }
    },
    clearEditError: () => { editError.textContent = ''; },
  };
}
