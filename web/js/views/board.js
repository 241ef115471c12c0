// The board view: draws each View's frame (../draw.js) and tweens moves (../animate.js); input.js asks it for cells,
// status.js for the hint mark, insight.js for the heat map, ratings.js for the move marks; controller.js hands it every view.
import { LOCATED, SvgBoard } from '../draw.js';
import { tween } from '../animate.js';

/** The colour of each locator ring in style.css, for its legend. */
const RING_COLOURS = { chosen: 'orange', head: 'orange', target: 'yellow', exit: 'yellow', blank: 'blue, dashed' };

/** Two frames of the same board (same size and cells), so pieces can slide from one to the other. */
function sameBoard(a, b) {
  return a && b && a.rows === b.rows && a.cols === b.cols && a.cells.join() === b.cells.join();
}

/** The legend of the locator rings (draw.js) under the board, or nothing when none is drawn. */
function showLegend(boardEl, kinds) {
  const legend = /** @type {HTMLElement | null} */ (boardEl.closest('.board-panel')?.querySelector('[data-testid="board-legend"]') ?? null);
  if (!legend) return;
  legend.hidden = kinds.length === 0;
  legend.textContent = kinds.length ? `Rings find ${kinds.map((k) => `${LOCATED[k]} (${RING_COLOURS[k]})`).join(', ')}.` : '';
}

/**
 * @param {HTMLElement} boardEl  the board's box, holding `svg`
 * @param {SVGSVGElement} svg
 */
export function createBoardView(boardEl, svg) {
  const view = new SvgBoard(svg);
  let animation = { finish() {} };
  let frame = null;

  return {
    /** Draws `next`, sliding the pieces from `before` when it is a move on the same board. */
    draw(next, before, animate) {
      animation.finish();
      if (animate && before && sameBoard(before, next)) animation = tween(view, before, next);
      else view.render(next);
      frame = next;
      boardEl.dataset.state = next.state;
      showLegend(boardEl, view.located);
    },
    /** Ends a running animation at once (input arrived meanwhile). */
    finish: () => animation.finish(),
    /** A short shake: the move was refused. */
    flash() {
      boardEl.classList.remove('refused');
      void boardEl.getBoundingClientRect();
      boardEl.classList.add('refused');
      setTimeout(() => boardEl.classList.remove('refused'), 400);
    },
    /** Marks the piece `id` picked (null: none). */
    pick: (id) => view.pick(id),
    /** Marks `cells` with `className` (hint, edit cursor, a path being drawn); no cells clears. */
    mark: (cells, className) => view.mark(cells, className),
    /** Draws a heat map over the board (null values stay clear), or clears it with null. */
    heat: (values) => view.heat(values, frame),
    /** The 0-based [row, col] under a pointer event, or null. */
    cellAt: (event, f) => view.cellAt(event, f ?? frame),
    /** Draws `marks` (SVG elements, in board units of draw.js's CELL) over the board; none clears them. */
    rate: (marks) => view.ratingLayer.replaceChildren(...marks),
    /** Marks the board solved (or not); `celebrate` plays the short win animation (none under reduced motion, style.css). */
    solved(on, celebrate = false) {
      boardEl.classList.toggle('solved', on);
      boardEl.classList.remove('celebrate');
      if (!celebrate) return;
      void boardEl.getBoundingClientRect();
      boardEl.classList.add('celebrate');
    },
    frame: () => frame,
  };
}

/** @typedef {ReturnType<typeof createBoardView>} BoardView */
