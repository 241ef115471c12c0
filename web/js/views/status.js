// The status view: move count, the core's status line, hint (status.hintCell, info.mover), the solved message, undo/redo
// state, refusals and announcements; controller.js hands it every view and fault, views/board.js draws the marks.
import { announce } from '../announce.js';

const NAMES = { U: 'up', D: 'down', L: 'left', R: 'right' };

/** `n` with the singular or plural word of `pair` ([one, many]): "1 tilt", "3 moves". */
export function count(n, [one, many]) {
  return `${n} ${n === 1 ? one : many}`;
}

/** What a request that worked did, for screen-reader users ('' when nothing needs saying). */
function doneText(request, view, moveWord) {
  const n = count(view.moveCount, moveWord);
  if (request.op === 'input') {
    return ['tool', 'drag', 'resize'].includes(request.input?.kind) ? 'Board edited' : `Moved ${NAMES[view.history[view.moveCount - 1]] ?? ''}: ${n}`;
  }
  return { undo: `Undone: ${n}`, redo: `Redone: ${n}`, restart: 'Restarted', generate: 'New board generated' }[request.op] ?? '';
}

export class StatusView {
  /**
   * @param {HTMLElement} panel  the board panel
   * @param {import('./board.js').BoardView} board
   */
  constructor(panel, board) {
    this.$ = (id) => /** @type {HTMLButtonElement} */ (panel.querySelector(`[data-testid="${id}"]`));
    this.board = board;
    this.info = null;
    this.view = null;
    this.say = (text) => { this.$('board-status').textContent = text; };
  }

  /**
   * Shows `view` (a View) of a puzzle described by `info`; `request` is what produced it, if anything, and `stepped`
   * whether the stepper asked for it (a path's step, not the player's move).
   */
  show(view, info, request, stepped = false) {
    const { $ } = this;
    this.view = view;
    this.info = info;
    const { status } = view;
    const word = info.moveWord[1];
    $('move-count').textContent = `${word[0].toUpperCase()}${word.slice(1)}: ${view.moveCount}`;
    $('move-count').dataset.count = String(view.moveCount);
    $('undo').disabled = view.moveCount === 0;
    $('redo').disabled = view.moveCount >= view.history.length;
    $('optimal').textContent = status.line;
    if (status.optimal === null) delete $('optimal').dataset.optimal;
    else $('optimal').dataset.optimal = String(status.optimal);
    $('hint').hidden = !info.views.goal;
    // A board whose search was stopped has no hint yet: Hint searches again (main.js).
    $('hint').disabled = !status.hint && !status.unsearched;
    $('hint-text').textContent = '';
    delete $('hint-text').dataset.move;
    this.board.mark([], '');
    // The end of a stepped path is no win of the player's: said plainly, without a celebration.
    const solved = status.solved && stepped ? `End of the path: the goal is reached in ${count(view.moveCount, info.moveWord)}.` : status.solved;
    this.banner(solved, Boolean(request) && !stepped, Boolean(status.solved) && stepped);
    if (!request) return;
    this.say(solved ?? '');
    $('edit-error').textContent = '';
    const done = doneText(request, view, info.moveWord);
    if (done) announce(solved ? `${done}. ${solved}` : `${done}.`);
  }

  /**
   * The solved banner next to the board, with the core's words; a short celebration when the player just solved it.
   * `pathEnd`: the goal is the end of a path being stepped, shown plainly.
   */
  banner(solved, fresh, pathEnd = false) {
    const banner = this.$('solved-banner');
    const won = Boolean(solved) && banner.hidden && fresh;
    banner.hidden = !solved;
    banner.textContent = solved ?? '';
    banner.classList.remove('celebrate');
    banner.classList.toggle('path-end', pathEnd);
    this.board.solved(Boolean(solved), won);
    if (!won) return;
    void banner.offsetWidth;
    banner.classList.add('celebrate');
  }

  /** Shows the hint: which way the mover goes, marked on the board. */
  hint() {
    const move = this.view?.status.hint;
    if (!move) return;
    this.$('hint-text').textContent = `Hint: move ${this.info.mover} ${NAMES[move]} (${move}).`;
    this.$('hint-text').dataset.move = move;
    if (this.view.status.hintCell) this.board.mark([this.view.status.hintCell], 'hint-mark');
  }

  /** Shows why a request failed, in the page's words. */
  fault(error, request) {
    if (error.kind === 'illegal' || error.kind === 'nothing') {
      this.board.flash();
      this.say(`Not possible: ${error.message}.`);
      announce(`Not possible: ${error.message}.`);
    } else if (error.kind === 'edit' && request?.op === 'input') {
      this.$('edit-error').textContent = error.message;
      announce(`Edit refused: ${error.message}`);
    } else if (error.kind !== 'stopped') {
      this.say(`Error: ${error.text || error.message}`);
    }
  }
}
