// The status view: move count, the core's status line, hint (the core's words: status.hintText, hintDir, hintCell), the
// solved message, a move that moved nothing, undo/redo state, refusals and announcements; controller.js hands it every
// view and fault, views/board.js draws the marks. Its words: web/locales/ui (ui-*), the core's count.
import { announce } from '../announce.js';
import { t } from '../l10n.js';

/** The core's words with the first letter upper-case (Chinese has none). */
const capital = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The core's words as a sentence: its first letter upper-case, a full stop at the end (。 in Chinese). */
export const sentence = (text) => t('ui-sentence', { text: capital(text) });

/** `n` with the singular or plural word of `pair` ([one, many]): "1 tilt", "3 moves" (the core's count message). */
export function count(n, [one, many]) {
  return t('count', { n, word: n === 1 ? one : many });
}

/** The way of a move, in the page's words when it is one of the four (the core's words say it in English). */
function wayOf(word) {
  const id = `ui-way-${word}`;
  const said = t(id);
  return said === id ? word : said;
}

/** What a request that worked did, for screen-reader users ('' when nothing needs saying). */
function doneText(request, view, moveWord) {
  const n = count(view.moveCount, moveWord);
  if (request.op === 'input') {
    // The way the player pointed: the last word of the core's words for the move ("slide 7 left", "tilt left").
    const way = view.status.moved?.split(' ').pop() ?? '';
    return ['tool', 'drag', 'resize'].includes(request.input?.kind) ? t('ui-board-edited') : t('ui-moved', { way: wayOf(way), count: n });
  }
  const said = { undo: 'ui-undone', redo: 'ui-redone', restart: 'ui-restarted', generate: 'ui-generated' }[request.op];
  return said ? t(said, { count: n }) : '';
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
    // A puzzle that counts a path several ways says each (the core's words: "3 steps, 2 slides, 1 move").
    $('move-count').textContent = status.counter ? capital(status.counter) : t('ui-move-counter', { word: capital(word), n: view.moveCount });
    $('move-count').dataset.count = String(view.moveCount);
    $('undo').disabled = view.moveCount === 0;
    $('redo').disabled = view.moveCount >= view.history.length;
    $('optimal').textContent = status.line;
    if (status.optimal === null) delete $('optimal').dataset.optimal;
    else $('optimal').dataset.optimal = String(status.optimal);
    // A hint without a proved optimum (a bounded search's path: the status line says what is proved) is shown too.
    $('hint').hidden = status.optimal === null && !status.unsearched && !status.hint;
    // A board whose search was stopped has no hint yet: Hint searches again (main.js).
    $('hint').disabled = !status.hint && !status.unsearched;
    $('hint-text').textContent = '';
    delete $('hint-text').dataset.move;
    this.board.mark([], '');
    // The end of a stepped path is no win of the player's: said plainly, without a celebration.
    const solved = status.solved && stepped ? t('ui-path-end', { count: count(view.moveCount, info.moveWord) }) : status.solved;
    this.banner(solved, Boolean(request) && !stepped, Boolean(status.solved) && stepped);
    if (!request) return;
    // A move that moved nothing still counts (as the judge counts it): the core says so, as it says why one is refused.
    const still = request.op === 'input' && status.note ? sentence(status.note) : '';
    this.say(solved ?? still);
    $('edit-error').textContent = '';
    const done = doneText(request, view, info.moveWord);
    if (done) announce([t('ui-sentence', { text: done }), still, solved ?? ''].filter(Boolean).join(' '));
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
    // On a phone the banner can sit under the board's buttons: scroll just enough to show the win (once laid out).
    requestAnimationFrame(() => {
      // Its laid-out bottom: the celebration scales it about its centre.
      const box = banner.getBoundingClientRect();
      const bottom = box.top + box.height / 2 + banner.offsetHeight / 2;
      if (!banner.hidden && bottom > innerHeight) scrollBy({ top: bottom - innerHeight + 8, behavior: 'instant' });
    });
    void banner.offsetWidth;
    banner.classList.add('celebrate');
  }

  /** Shows the hint in the core's words, with the way to point (the arrow key, the swipe) and the cell marked. */
  hint() {
    const { hint, hintDir, hintText } = this.view?.status ?? {};
    if (!hint) return;
    this.$('hint-text').textContent = t('ui-hint-text', { hint: hintText });
    // The way to point (an arrow key, a swipe) when one direction plays the move, else the move's own text.
    this.$('hint-text').dataset.move = hintDir ?? hint;
    if (this.view.status.hintCell) this.board.mark([this.view.status.hintCell], 'hint-mark');
  }

  /** Shows why a request failed, in the page's words. */
  fault(error, request) {
    if (error.kind === 'illegal' || error.kind === 'nothing') {
      this.board.flash();
      this.say(t('ui-not-possible', { why: error.message }));
      announce(t('ui-not-possible', { why: error.message }));
    } else if (error.kind === 'edit' && request?.op === 'input') {
      this.$('edit-error').textContent = error.message;
      announce(t('ui-edit-refused', { why: error.message }));
    } else if (error.kind !== 'stopped') {
      this.say(t('ui-error', { why: error.text || error.message }));
    }
  }
}
