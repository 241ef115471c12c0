// The review after a game: shown when a move reaches the goal or on request, the moves played against the optimum
// (crates/core/src/review.rs, asked through controller.js: the worker reviews a bounded stretch per request, so a long
// game is reviewed while the page answers), the list virtualised past ALL rows, mistakes marked, and a replay from the
// first mistake that brings the board and the better move (status.js's hint) on screen. main.js wires it.
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
    li.textContent = `${number}reviewing…`;
    return li;
  }
  li.dataset.mistake = String(move.mistake);
  const after = move.after < 0 ? 'no solution' : String(move.after);
  const verdict = move.dead ? '✕ dead end' : move.mistake ? '✗ mistake' : '✓';
  li.textContent = `${number}${sentence(move.words).slice(0, -1)}: ${move.before} → ${after} ${verdict}`;
  if (move.mistake) li.classList.add('mistake');
  return li;
}

/** Scrolls the page so that the board and the line under it (the hint) are on screen, on a phone too. */
function bringBoard(panel) {
  const board = panel.querySelector('[data-testid="board"]')?.getBoundingClientRect();
  const hint = panel.querySelector('[data-testid="hint-text"]')?.getBoundingClientRect();
  if (!board || !hint) return;
  if (board.top >= 0 && hint.bottom <= innerHeight) return;
  // The board's top at the top of the screen, or higher when the hint would still be under the fold.
  scrollBy({ top: Math.max(board.top - 8, hint.bottom - innerHeight + 8), behavior: 'instant' });
}

/**
 * @param {HTMLElement} panel  the board panel, holding the review section and its open button
 * @param {import('../controller.js').Controller} controller
 * @param {{hint: () => void}} hooks  shows the hint of the board as it stands
 */
export function wireReview(panel, controller, hooks) {
  const $ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  const root = $('review');
  const list = $('review-moves');
  /** The last reply, the rows known by index, and the board and game it reviews. */
  let review = null;
  const rows = new Map();
  let shown = { board: '', history: '', at: -1 };
  /** Bumped when the review is closed or restarted: an older request's answer is dropped. */
  let generation = 0;
  /** The generation of the review asked for last (open), which a pump still running for an older one hands on to. */
  let active = -1;
  let pumping = false;
  let drawing = false;

  const virtual = () => (review?.played ?? 0) > ALL;
  /** The first and last row in view (all rows for a short game). */
  function inView() {
    if (!virtual()) return [0, review ? review.played : 0];
    const first = Math.floor(list.scrollTop / ROW);
    return [first, Math.min(review.played, first + Math.ceil(list.clientHeight / ROW) + 1)];
  }

  function render() {
    $('review-summary').textContent = review.line;
    $('review-summary').dataset.extra = review.extra === null ? '' : String(review.extra);
    $('review-summary').dataset.mistakes = String(review.mistakes);
    $('review-summary').dataset.reviewed = String(review.reviewed);
    $('review-replay').hidden = review.firstMistake === null;
    $('review-better').textContent = review.firstMistake === null ? ''
      : `At move ${review.firstMistake + 1}, the better move: ${review.betterText}.`;
    drawRows();
  }

  function drawRows() {
    const big = virtual();
    list.classList.toggle('virtual', big);
    // A scrolled list is reached by the keyboard too.
    if (big) list.tabIndex = 0;
    else list.removeAttribute('tabindex');
    const [first, last] = inView();
    const from = big ? Math.max(0, first - SPARE) : first;
    const to = big ? Math.min(review.played, last + SPARE) : last;
    const items = [];
    for (let i = from; i < to; i++) items.push(moveItem(i, rows.get(i), big));
    if (big) {
      const spacer = Object.assign(document.createElement('li'), { className: 'review-spacer' });
      spacer.setAttribute('aria-hidden', 'true');
      spacer.style.height = `${review.played * ROW}px`;
      items.unshift(spacer);
    }
    list.replaceChildren(...items);
  }

  /** Whether every row in view is known. */
  function complete() {
    const [first, last] = inView();
    for (let i = first; i < last; i++) if (!rows.has(i)) return false;
    return review.reviewed >= review.played;
  }

  /** Asks for the rows in view and a stretch more of the review, one request at a time, until both are done. */
  async function pump() {
    if (pumping) return;
    pumping = true;
    const mine = generation;
    try {
      while (mine === generation && !root.hidden) {
        const [first] = inView();
        const from = review && virtual() ? Math.max(0, first - SPARE) : 0;
        const { value } = await controller.ask({ op: 'review', from, count: virtual() ? 2 * SPARE + 40 : ALL });
        if (mine !== generation) return;
        review = value;
        value.moves.forEach((move, k) => rows.set(value.from + k, move));
        render();
        if (complete()) return;
        // Let moves and other requests in between two stretches.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } catch (error) {
      if (mine === generation && error?.kind !== 'stopped') $('review-summary').textContent = `Error: ${error.text || error.message}`;
    } finally {
      pumping = false;
      if (mine !== generation && active === generation && !root.hidden) pump();
    }
  }

  function open() {
    const view = controller.view();
    active = ++generation;
    rows.clear();
    review = null;
    list.scrollTop = 0;
    list.replaceChildren();
    shown = { board: view?.board ?? '', history: view?.history ?? '', at: view?.moveCount ?? -1 };
    $('review-summary').textContent = 'Reviewing…';
    root.hidden = false;
    pump();
  }

  function close() {
    generation++;
    root.hidden = true;
  }

  list.addEventListener('scroll', () => {
    if (!review || !virtual() || drawing) return;
    drawing = true;
    requestAnimationFrame(() => {
      drawing = false;
      if (!review) return;
      drawRows();
      if (active === generation && !complete()) pump();
    });
  });
  $('review-open').addEventListener('click', open);
  $('review-close').addEventListener('click', close);
  $('review-replay').addEventListener('click', async () => {
    const view = controller.view();
    if (!review || review.firstMistake === null || !view) return;
    if (!(await controller.act({ op: 'replay', history: view.history, at: review.firstMistake }))) return;
    hooks.hint();
    bringBoard(panel);
  });
  controller.onView((view, how) => {
    $('review-open').hidden = view.status.optimal === null;
    if (shown.board && view.board !== shown.board) {
      close();
      shown.board = '';
      return;
    }
    // The review shows the game it was opened on: a move or a replay since then stops its reviewing (Review again
    // reviews the game as it then stands).
    if (!root.hidden && (view.history !== shown.history || view.moveCount !== shown.at)) generation++;
    // A win is the player's: a move or redo that reaches the goal (the stepper reaching it along a path reviews nobody's).
    const played = how.request?.op === 'input' || how.request?.op === 'redo';
    if (view.status.goal && played && how.by !== 'stepper' && !how.before?.status.goal) open();
  });
}
