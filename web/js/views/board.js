// The board view: draws each View's frame (../draw.js) and tweens moves (../animate.js); input.js asks it for cells,
// status.js for the hint mark, insight.js for the heat map, ratings.js for the move marks; controller.js hands it every view.
// Its words: web/locales/ui (ui-rings, ui-ring) and the core's list-pair.
import { SvgBoard } from '../draw.js';
import { tween } from '../animate.js';
import { t } from '../l10n.js';

/** Two frames of the same board (same size and cells), so pieces can slide from one to the other. */
function sameBoard(a, b) {
  return a && b && a.rows === b.rows && a.cols === b.cols && a.cells.join() === b.cells.join();
}

/**
 * The legend of the locator rings (draw.js; their words are the looks' rings) under the board, or nothing when none is drawn.
 * @param {import('../look.js').Ring[]} rings
 */
function showLegend(boardEl, rings) {
  const legend = /** @type {HTMLElement | null} */ (boardEl.closest('.board-panel')?.querySelector('[data-testid="board-legend"]') ?? null);
  if (!legend) return;
  legend.hidden = rings.length === 0;
  const named = rings.map((r) => t('ui-ring', { legend: r.legend, colour: r.colourName }));
  legend.textContent = named.length ? t('ui-rings', { rings: named.reduce((a, b) => t('list-pair', { a, b })) }) : '';
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
    /**
     * Draws `next` in `look` (its puzzle's Info.look), sliding the pieces from `before` when it is a move on the same board.
     * @param {import('../look.js').Look} look
     */
    draw(next, before, animate, look) {
      animation.finish();
      view.setLook(look);
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
