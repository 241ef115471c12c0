// Every move rated: while the move-ratings toggle is on, asks the worker for the ratings (crates/core/src/review.rs) after
// each view of controller.js and draws one mark per legal move on the board (views/board.js, ../draw.js), its data-move
// the way the player points to play it; main.js wires it. Its words: web/locales/path.
import { CELL, svgElement } from '../draw.js';
import { INFO } from '../first.js';
import { t } from '../l10n.js';

/** A text glyph per kind, so the marks read without their colours. */
const GLYPHS = { better: '−1', level: '±0', dead: '✕', new: '★', seen: '○' };

/** What a mark says: the change of the optimum ("−1", "+2", "✕") or, without a goal, new/seen and the states left. */
function glyph(rating) {
  if (rating.unvisited !== null) return `${GLYPHS[rating.kind]}${rating.unvisited}`;
  return GLYPHS[rating.kind] ?? `+${rating.delta}`;
}

/** The mark's centre in board units: on the cell the mover steps onto, else at the board's edge the tilt goes to (the
 *  way the player points, `gesture`, which for tilts is the move itself). */
function centre(rating, frame) {
  if (rating.cell) return [(rating.cell[1] + 0.5) * CELL, (rating.cell[0] + 0.5) * CELL];
  const [w, h] = [frame.cols * CELL, frame.rows * CELL];
  const inset = CELL * 0.32;
  return {
    U: [w / 2, inset], D: [w / 2, h - inset], L: [inset * 1.6, h / 2], R: [w - inset * 1.6, h / 2],
  }[rating.gesture] ?? [w / 2, h / 2];
}

/** One mark: a pill with its glyph, `data-move` and `data-delta`, and the core's words as its accessible name. */
function markElement(rating, frame) {
  const text = glyph(rating);
  const label = rating.label;
  const [x, y] = centre(rating, frame);
  const width = Math.max(52, 19 * text.length + 18);
  const g = svgElement('g', {
    class: `move-rating rating-${rating.kind}`, 'data-testid': 'move-rating', 'data-move': rating.gesture ?? rating.move,
    'data-delta': rating.delta, role: 'img', 'aria-label': label,
  });
  g.append(svgElement('title', {}, label),
    svgElement('rect', { x: x - width / 2, y: y - 22, width, height: 44, rx: 22 }),
    svgElement('text', { x, y: y + 1 }, text));
  return g;
}

/** What the glyphs mean, for puzzles with a goal and without one (whose moves are called `word`, from the core). */
const LEGENDS = {
  goal: () => t('path-ratings-goal'),
  free: (word) => t('path-ratings-free', { word }),
  won: () => t('path-ratings-won'),
};

/**
 * @param {HTMLButtonElement} button  the move-ratings toggle (aria-pressed)
 * @param {HTMLElement} legend  what the marks mean, shown while they are
 * @param {import('../controller.js').Controller} controller
 * @param {import('./board.js').BoardView} board
 */
export function wireRatings(button, legend, controller, board) {
  let on = false;
  let generation = 0;
  /** The ratings request in flight: turning the marks off, or a new view, stops it (it may search for seconds). */
  let work = new AbortController();

  async function refresh() {
    const mine = ++generation;
    work.abort();
    work = new AbortController();
    board.rate([]);
    const view = controller.view();
    legend.hidden = !on || !view;
    if (!on || !view) return;
    // The moves are rated against the goal when the status has one: an optimum, or a search the person stopped.
    const goal = view.status.optimal !== null || view.status.unsearched;
    legend.textContent = goal ? LEGENDS.goal() : LEGENDS.free(INFO[controller.puzzle()]?.moveWord[0] ?? 'move');
    // At the goal the game is won: no move is left to rate, so no mark stays on the board.
    if (view.status.goal) {
      legend.textContent = LEGENDS.won();
      return;
    }
    try {
      const { value } = await controller.ask({ op: 'ratings' }, { signal: work.signal });
      const now = controller.view();
      if (mine !== generation || !now) return;
      board.rate(value.map((rating) => markElement(rating, now.frame)));
    } catch {
      // A stopped or failed request leaves the board unmarked; the next view asks again.
    }
  }

  button.addEventListener('click', () => {
    on = !on;
    button.setAttribute('aria-pressed', String(on));
    refresh();
  });
  controller.onView(() => refresh());
}
