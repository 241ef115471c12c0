// The review's list of moves (review.js): every row of a short game, or only the rows in view (and SPARE more) of a
// long one, over a spacer as tall as all of them (ROW px each, style.css's .review-moves.virtual); each row the core's
// words for the move, the optimum before and after, and whether it was a mistake. Its words: web/locales/path.
import { LANG, t } from '../l10n.js';
import { sentence } from './status.js';

/** Games up to this many moves list every row; longer ones draw only the rows in view (ROW px each, style.css). */
const ALL = 200;
const ROW = 26;
/** Rows asked for beyond those in view, above and below. */
const SPARE = 30;

/** One move of the review: its number, the core's words, the optimum before and after, and whether it was a mistake. */
function moveItem(index, move, virtual) {
  const li = document.createElement('li');
  li.dataset.testid = 'review-move';
  li.dataset.index = String(index);
  if (virtual) li.style.top = `${index * ROW}px`;
  const number = virtual ? `${index + 1}. ` : '';
  if (!move) {
    li.textContent = `${number}${t('path-review-row-pending')}`;
    return li;
  }
  li.dataset.mistake = String(move.mistake);
  const after = move.after < 0 ? t('path-review-no-solution') : String(move.after);
  const verdict = t(move.dead ? 'path-review-dead' : move.mistake ? 'path-review-mistake' : 'path-review-good');
  const words = LANG === 'en' ? sentence(move.words).slice(0, -1) : move.words;
  li.textContent = `${number}${t('path-review-row', { words, before: String(move.before), after, verdict })}`;
  if (move.mistake) li.classList.add('mistake');
  return li;
}

/** The list of moves reviewed, drawn in full or virtualised, and which of its rows are known. */
export class ReviewList {
  /** @param {HTMLElement} list  the review's `ol` */
  constructor(list) {
    this.list = list;
    /** The rows known, by index, and how many moves the game has. */
    this.rows = new Map();
    this.played = 0;
  }

  /** Forgets every row: a new review. */
  reset() {
    this.rows.clear();
    this.played = 0;
    this.list.scrollTop = 0;
    this.list.replaceChildren();
  }

  virtual() {
    return this.played > ALL;
  }

  /** The first and last row in view (all rows for a short game). */
  inView() {
    if (!this.virtual()) return [0, this.played];
    const first = Math.floor(this.list.scrollTop / ROW);
    return [first, Math.min(this.played, first + Math.ceil(this.list.clientHeight / ROW) + 1)];
  }

  /** The rows to ask for next: those in view and SPARE more each way (a short game's: all). */
  wanted() {
    if (!this.virtual()) return { from: 0, count: ALL };
    return { from: Math.max(0, this.inView()[0] - SPARE), count: 2 * SPARE + 40 };
  }

  /** Keeps the rows of a review reply (`from`, `moves`, `played`). */
  take(value) {
    this.played = value.played;
    value.moves.forEach((move, k) => this.rows.set(value.from + k, move));
  }

  /** Whether every row in view is known. */
  known() {
    const [first, last] = this.inView();
    for (let i = first; i < last; i++) if (!this.rows.has(i)) return false;
    return true;
  }

  draw() {
    const { list, played } = this;
    const big = this.virtual();
    list.classList.toggle('virtual', big);
    // A scrolled list is reached by the keyboard too.
    if (big) list.tabIndex = 0;
    else list.removeAttribute('tabindex');
    const [first, last] = this.inView();
    const from = big ? Math.max(0, first - SPARE) : first;
    const to = big ? Math.min(played, last + SPARE) : last;
    const items = [];
    for (let i = from; i < to; i++) items.push(moveItem(i, this.rows.get(i), big));
    if (big) {
      const spacer = Object.assign(document.createElement('li'), { className: 'review-spacer' });
      spacer.setAttribute('aria-hidden', 'true');
      spacer.style.height = `${played * ROW}px`;
      items.unshift(spacer);
    }
    list.replaceChildren(...items);
  }
}
