// The review after a game: shown when a move reaches the goal or on request, the moves played against the optimum
// (crates/core/src/review.rs, asked through controller.js: the worker reviews a bounded stretch per request, so a long
// game is reviewed while the page answers), listed by reviewlist.js, mistakes marked, and a replay from the
// first mistake that brings the board and the better move (status.js's hint) on screen; a busy line with its own Stop
// (stop.js), and closing it, a new board or a move stops its requests. main.js wires it. Its words: web/locales/path.
import { t } from '../l10n.js';
import { ReviewList } from './reviewlist.js';
import { Stoppable } from './stop.js';

/** Scrolls the page so that the board and the line under it (the hint) are on screen, on a phone too. */
function bringBoard(panel) {
  const board = panel.querySelector('[data-testid="board"]')?.getBoundingClientRect();
  const hint = panel.querySelector('[data-testid="hint-text"]')?.getBoundingClientRect();
  if (!board || !hint) return;
  if (board.top >= 0 && hint.bottom <= innerHeight) return;
  // The board's top at the top of the screen, or higher when the hint would still be under the fold.
  scrollBy({ top: Math.max(board.top - 8, hint.bottom - innerHeight + 8), behavior: 'instant' });
}

/** The review section: its rows, the stretches asked for one at a time, its busy line and Stop. */
class ReviewPanel {
  /**
   * @param {HTMLElement} panel  the board panel, holding the review section and its open button
   * @param {import('../controller.js').Controller} controller
   * @param {{hint: () => void}} hooks  shows the hint of the board as it stands
   */
  constructor(panel, controller, hooks) {
    this.panel = panel;
    this.controller = controller;
    this.hooks = hooks;
    this.$ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
    this.root = this.$('review');
    this.list = new ReviewList(this.$('review-moves'));
    /** The last reply, and the board and game it reviews. */
    this.review = null;
    this.shown = { board: '', history: '', at: -1 };
    /** Bumped when the review is closed, stopped or restarted: an older request's answer is dropped. */
    this.generation = 0;
    /** The generation of the review asked for last (open), which a pump still running for an older one hands on to. */
    this.active = -1;
    this.pumping = false;
    this.drawing = false;
    // The busy line: how far the reviewing is, and its Stop.
    this.busy = Object.assign(document.createElement('p'), { className: 'board-busy review-busy', hidden: true });
    this.busy.dataset.testid = 'review-busy';
    this.busyText = document.createElement('span');
    this.busyText.dataset.testid = 'review-busy-text';
    this.busy.append(this.busyText);
    this.$('review-summary').after(this.busy);
    this.work = new Stoppable(this.busyText, 'review-stop', () => this.stop());
    this.wire();
  }

  render() {
    const { review, $ } = this;
    const better = review.betterText ?? '';
    $('review-summary').textContent = review.line;
    $('review-summary').dataset.extra = review.extra === null ? '' : String(review.extra);
    $('review-summary').dataset.mistakes = String(review.mistakes);
    $('review-summary').dataset.reviewed = String(review.reviewed);
    $('review-replay').hidden = review.firstMistake === null;
    $('review-better').textContent = review.firstMistake === null ? ''
      : t('path-review-better', { at: review.firstMistake + 1, better });
    this.list.draw();
  }

  /** Whether the review is done and every row in view known. */
  complete() {
    return this.list.known() && this.review.reviewed >= this.review.played;
  }

  /** What the busy line says: the move being reviewed, of those played. */
  progress() {
    const played = this.review?.played ?? this.shown.at;
    return t('path-review-progress', { at: Math.min(played, (this.review?.reviewed ?? 0) + 1), played });
  }

  /** Shows the busy line while moves are left to review, else hides it and its Stop. */
  showBusy() {
    const left = !this.review || this.review.reviewed < this.review.played;
    this.busyText.textContent = left ? this.progress() : '';
    this.busy.hidden = !left;
    if (!left) this.work.done();
  }

  /** Asks for the rows in view and a stretch more of the review, one request at a time, until both are done. */
  async pump() {
    if (this.pumping) return;
    this.pumping = true;
    const mine = this.generation;
    const { signal } = this.work;
    try {
      while (mine === this.generation && !this.root.hidden) {
        const request = { op: 'review', ...this.list.wanted() };
        const { value } = await this.controller.ask(request, { signal, label: this.progress() });
        if (mine !== this.generation) return;
        this.review = value;
        this.list.take(value);
        this.render();
        this.showBusy();
        if (this.complete()) return;
        // Let moves and other requests in between two stretches.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } catch (error) {
      if (mine === this.generation) this.failed(error);
    } finally {
      this.pumping = false;
      if (mine !== this.generation && this.active === this.generation && !this.root.hidden) this.pump();
    }
  }

  /** A stretch that failed: stopped (the board's Stop, or a restarted worker) or a fault, said in the summary. */
  failed(error) {
    this.generation++;
    this.work.abort();
    this.busy.hidden = true;
    const stopped = error?.kind === 'stopped' || error?.kind === 'restarted';
    this.$('review-summary').textContent = stopped ? this.stoppedLine() : t('path-review-error', { text: error.text || error.message });
  }

  stoppedLine() {
    const reviewed = this.review?.reviewed ?? 0;
    const played = this.review?.played ?? this.shown.at;
    return t('path-review-stopped', { reviewed, played });
  }

  open() {
    const view = this.controller.view();
    this.active = ++this.generation;
    this.work.begin();
    this.list.reset();
    this.review = null;
    this.shown = { board: view?.board ?? '', history: view?.history ?? '', at: view?.moveCount ?? -1 };
    this.$('review-summary').textContent = t('path-review-reviewing');
    delete this.$('review-summary').dataset.reviewed;
    this.$('review-replay').hidden = true;
    this.$('review-better').textContent = '';
    this.root.hidden = false;
    this.showBusy();
    this.pump();
  }

  /** The review's Stop: its waiting and running requests end; what was reviewed stays on show. */
  stop() {
    if (this.busy.hidden) return;
    const focused = this.busy.contains(document.activeElement);
    this.failed({ kind: 'stopped' });
    if (focused) this.$('review-open').focus();
  }

  close() {
    this.generation++;
    this.work.abort();
    this.busy.hidden = true;
    this.root.hidden = true;
  }

  /** Scrolled: draws the rows now in view and asks for those not known yet. */
  scrolled() {
    if (!this.review || !this.list.virtual() || this.drawing) return;
    this.drawing = true;
    requestAnimationFrame(() => {
      this.drawing = false;
      if (!this.review) return;
      this.list.draw();
      if (this.active === this.generation && !this.complete()) this.pump();
    });
  }

  async replay() {
    const view = this.controller.view();
    const { review } = this;
    if (!review || review.firstMistake === null || !view) return;
    if (!(await this.controller.act({ op: 'replay', history: view.history, at: review.firstMistake }))) return;
    this.hooks.hint();
    bringBoard(this.panel);
  }

  /** After a view: a new board closes the review; a move since it opened ends its reviewing; a win opens it. */
  viewed(view, how) {
    const { $, shown, root } = this;
    $('review-open').hidden = view.status.optimal === null;
    if (shown.board && view.board !== shown.board) {
      this.close();
      shown.board = '';
      return;
    }
    // The review shows the game it was opened on: a move or a replay since then stops its reviewing (Review again
    // reviews the game as it then stands).
    if (!root.hidden && (view.history !== shown.history || view.moveCount !== shown.at)) this.ended();
    // A win is the player's: a move or redo that reaches the goal (the stepper reaching it along a path reviews nobody's).
    const played = how.request?.op === 'input' || how.request?.op === 'redo';
    if (view.status.goal && played && how.by !== 'stepper' && !how.before?.status.goal) this.open();
  }

  /** The game reviewed is no longer the board's: its requests stop (the rows reviewed stay on show), and it says so. */
  ended() {
    const working = !this.busy.hidden;
    this.generation++;
    this.work.abort();
    this.busy.hidden = true;
    if (working) this.$('review-summary').textContent = t('path-review-changed', { stopped: this.stoppedLine() });
  }

  wire() {
    const { $, controller } = this;
    this.list.list.addEventListener('scroll', () => this.scrolled());
    $('review-open').addEventListener('click', () => this.open());
    $('review-close').addEventListener('click', () => this.close());
    $('review-replay').addEventListener('click', () => this.replay());
    controller.onView((view, how) => this.viewed(view, how));
    // A board request queued while reviewing (a move, a new board) makes the review stale: stop it at once, so the
    // request does not wait behind a stretch of searches.
    controller.onAct((request) => { if (request.op !== 'search' && !this.busy.hidden) this.ended(); });
  }
}

/**
 * @param {HTMLElement} panel  the board panel, holding the review section and its open button
 * @param {import('../controller.js').Controller} controller
 * @param {{hint: () => void}} hooks  shows the hint of the board as it stands
 */
export function wireReview(panel, controller, hooks) {
  return new ReviewPanel(panel, controller, hooks);
}
