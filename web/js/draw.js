// Draws any core Frame (crates/core/src/frame.rs) as SVG in its puzzle's look (Info.look, look.js): cells once per
// board, pieces as groups keyed by their stable id (their shapes: svgparts.js); animate.js moves them, views/board.js owns one.

import { BLANK_RING, CELL, LOCATE_FROM, cellElement, heatCell, shapePiece, svgElement, uncovered } from './svgparts.js';
import { NO_LOOK, cellLook, css, fillOf, pieceLook } from './look.js';

export { CELL, svgElement };

/**
 * The margin round a board of `frame`'s size, in the SVG's units, that its locator rings need ({@link SvgBoard#ring}): a
 * cell's ring reaches `side * CELL / 24` past the cell, its stroke a little further; none below LOCATE_FROM a side.
 */
function ringMargin(frame) {
  const side = Math.max(frame.rows, frame.cols);
  return side < LOCATE_FROM ? 0 : Math.ceil((side * CELL) / 24 + CELL / 8);
}

/** A board view inside an SVG: `render(frame)` draws a frame; `place(id, row, col)` moves one piece (fractional cells allowed) for tweening. */
export class SvgBoard {
  /** @param {SVGSVGElement} svg */
  constructor(svg) {
    this.svg = svg;
    this.cellLayer = svgElement('g', { class: 'cells' });
    /** Where the pieces must go (frame.goal: a goal state of pieces), as outlines under the pieces. */
    this.goalLayer = svgElement('g', { class: 'goal', 'data-testid': 'board-goal-pieces' });
    this.goalKey = '';
    this.pieceLayer = svgElement('g', { class: 'pieces' });
    this.markLayer = svgElement('g', { class: 'marks' });
    this.heatLayer = svgElement('g', { class: 'heat' });
    /** Rings over target cells, above the pieces, so the target shows under a tile too. */
    this.ringLayer = svgElement('g', { class: 'rings' });
    /** A line through the snake's segments, head to tail, so the body reads as one animal. */
    this.spine = svgElement('polyline', { class: 'spine' });
    /** Every move rated (views/ratings.js draws into it), above everything else. */
    this.ratingLayer = svgElement('g', { class: 'ratings' });
    /** Locator rings on large boards (locate); `followers` keeps the rings that move with a piece, by piece id. */
    this.locatorLayer = svgElement('g', { class: 'locators' });
    this.followers = new Map();
    /** The rings drawn in the last frame (each kind's look's ring, once each), for the legend. */
    this.located = [];
    /** The puzzle's look (Info.look): what each piece kind and cell kind looks like. */
    this.look = NO_LOOK;
    /** The ids of the pieces joined by the spine (their look's `joined`). */
    this.joined = new Set();
    svg.append(this.cellLayer, this.goalLayer, this.spine, this.pieceLayer, this.heatLayer, this.ringLayer, this.locatorLayer, this.markLayer, this.ratingLayer);
    /** Snake segment centres by id (ids count from the head), for the spine. */
    this.segments = new Map();
    /** @type {Map<number, SVGGElement>} */
    this.pieces = new Map();
    /** What each piece element was last drawn as, so an unchanged piece costs nothing to redraw. */
    this.drawnAs = new Map();
    this.cellsKey = '';
  }

  /**
   * Draws from now on in `look` (a puzzle's Info.look); a new look redraws everything.
   * @param {import('./look.js').Look} look
   */
  setLook(look) {
    if (look === this.look) return;
    this.look = look ?? NO_LOOK;
    this.cellsKey = '';
    // A key no goal has (not even none), so that the next frame redraws the goal layer: clears it too.
    this.goalKey = null;
    this.drawnAs.clear();
    this.spine.style.setProperty('--spine', this.look.spine ? css(this.look.spine) : 'none');
  }

  drawCells(frame) {
    const key = `${frame.rows}x${frame.cols}:${frame.cells.join(',')}`;
    if (key === this.cellsKey) return;
    this.cellsKey = key;
    // A board with locator rings keeps a margin for them: a ring round an edge cell is whole, not cut in half.
    const margin = ringMargin(frame);
    const [width, height] = [frame.cols * CELL + 2 * margin, frame.rows * CELL + 2 * margin];
    this.svg.setAttribute('viewBox', `${-margin} ${-margin} ${width} ${height}`);
    const box = /** @type {HTMLElement} */ (this.svg.parentElement);
    const wide = (width / Math.max(width, height)) * (width / (frame.cols * CELL));
    box.style.aspectRatio = `${width} / ${height}`;
    // At most --board-vh of the viewport's height (style.css: less on phones, so a tall board leaves its status lines
    // on screen on arrival).
    box.style.width = `min(100%, ${Math.round(560 * wide)}px, calc(var(--board-vh, 70vh) * ${(width / height).toFixed(4)}))`;
    this.ringLayer.replaceChildren();
    this.cellLayer.replaceChildren(...frame.cells.map((kind, i) => {
      const row = Math.floor(i / frame.cols);
      const col = i % frame.cols;
      const over = cellLook(this.look, kind).over;
      if (over) {
        this.ringLayer.append(svgElement('rect', {
          class: 'target-ring', x: col * CELL + 3, y: row * CELL + 3, width: CELL - 6, height: CELL - 6, rx: 10, stroke: over,
        }));
      }
      return cellElement(kind, row, col, this.look);
    }));
  }

  pieceElement(piece) {
    let g = this.pieces.get(piece.id);
    if (!g) {
      g = /** @type {SVGGElement} */ (svgElement('g', { 'data-id': piece.id }));
      g.append(svgElement('path'), svgElement('text'));
      this.pieces.set(piece.id, g);
    }
    const key = `${piece.kind}|${piece.label}|${piece.width}x${piece.height}|${piece.cells?.join(' ') ?? ''}`;
    if (this.drawnAs.get(piece.id) !== key) {
      this.drawnAs.set(piece.id, key);
      shapePiece(g, piece, this.look);
    }
    return g;
  }

  /** Draws the goal's outlines of `frame` (none for most puzzles), once per goal. */
  drawGoal({ goal = [] }) {
    const key = goal.map((p) => `${p.label}@${p.row},${p.col}`).join(' ');
    if (key === this.goalKey) return;
    this.goalKey = key;
    this.goalLayer.replaceChildren(...goal.map((p) => {
      const g = svgElement('g', { class: `goal-piece label-${p.label}`, transform: `translate(${p.col * CELL} ${p.row * CELL})` });
      g.style.setProperty('--goal-stroke', css(fillOf(pieceLook(this.look, p.kind), p.label)));
      g.append(svgElement('rect', { x: 10, y: 10, width: p.width * CELL - 20, height: p.height * CELL - 20, rx: 16 }),
        svgElement('text', { x: (p.width * CELL) / 2, y: (p.height * CELL) / 2 }, p.label));
      return g;
    }));
  }

  /** Draws `frame` with every piece at rest. */
  render(frame) {
    this.drawCells(frame);
    this.drawGoal(frame);
    this.segments.clear();
    this.spine.setAttribute('points', '');
    this.joined = new Set(frame.pieces.filter((p) => pieceLook(this.look, p.kind).joined).map((p) => p.id));
    const seen = new Set();
    for (const piece of frame.pieces) {
      const g = this.pieceElement(piece);
      seen.add(piece.id);
      if (g.parentNode !== this.pieceLayer) this.pieceLayer.append(g);
      this.place(piece.id, piece.row, piece.col);
    }
    for (const [id, g] of this.pieces) {
      if (!seen.has(id)) {
        g.remove();
        this.pieces.delete(id);
        this.drawnAs.delete(id);
      }
    }
    this.locate(frame);
  }

  /**
   * One locator ring `look` (a kind's ring) of `kind` around a box of w x h cells at (row, col); its radius grows with
   * the board. rings of pieces get a halo (style.css).
   * @param {import('./look.js').Ring} look
   */
  ring(kind, look, row, col, w, h, side, piece = false) {
    const r = (Math.max(w, h) * CELL) / 2 + (side * CELL) / 24;
    const ring = svgElement('circle', {
      class: `locator locator-${kind}${piece ? ' locator-follows' : ''}`, cx: (col + w / 2) * CELL, cy: (row + h / 2) * CELL, r,
    });
    if (look.colour) ring.style.setProperty('--ring', look.colour);
    ring.append(svgElement('title', {}, look.legend));
    this.locatorLayer.append(ring);
    if (!this.located.some((l) => l.legend === look.legend)) this.located.push(look);
    return ring;
  }

  /** Rings the piece to move (or the head), the goal cells and a lone empty cell on boards of LOCATE_FROM cells a side or more. */
  locate(frame) {
    this.locatorLayer.replaceChildren();
    this.followers.clear();
    const side = Math.max(frame.rows, frame.cols);
    this.located = [];
    if (side < LOCATE_FROM) return;
    for (const p of frame.pieces) {
      const look = pieceLook(this.look, p.kind).ring;
      if (look) this.followers.set(p.id, { ring: this.ring(p.kind, look, p.row, p.col, p.width, p.height, side, true), w: p.width, h: p.height });
    }
    frame.cells.forEach((kind, i) => {
      const look = cellLook(this.look, kind).ring;
      if (look) this.ring(kind, look, Math.floor(i / frame.cols), i % frame.cols, 1, 1, side);
    });
    const empty = uncovered(frame, this.look);
    if (empty.length === 1) this.ring('blank', BLANK_RING, Math.floor(empty[0] / frame.cols), empty[0] % frame.cols, 1, 1, side);
  }

  /** Moves piece `id` so its top-left corner is at (row, col), in cells. */
  place(id, row, col) {
    const g = this.pieces.get(id);
    g?.setAttribute('transform', `translate(${col * CELL} ${row * CELL})`);
    const follower = this.followers.get(id);
    if (follower) {
      follower.ring.setAttribute('cx', String((col + follower.w / 2) * CELL));
      follower.ring.setAttribute('cy', String((row + follower.h / 2) * CELL));
    }
    if (g && this.joined.has(id)) {
      this.segments.set(id, `${(col + 0.5) * CELL},${(row + 0.5) * CELL}`);
      this.spine.setAttribute('points', [...this.segments.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]).join(' '));
    }
  }

  /** Marks the piece `id` as picked (a puzzle whose moves name a piece: Info.pick), or none with null. */
  pick(id) {
    for (const [pieceId, g] of this.pieces) g.toggleAttribute('data-picked', pieceId === id);
  }

  /** Marks cells (e.g. the hint's target) with a class; an empty list clears the marks. */
  mark(cells, className) {
    this.markLayer.replaceChildren(...cells.map(([row, col]) => svgElement('rect', {
      class: className, x: col * CELL + 4, y: row * CELL + 4, width: CELL - 8, height: CELL - 8, rx: 14,
    })));
  }

  /** A heat map over the cells: `values` row by row (numbers, or null where nothing reached); null clears it. */
  heat(values, frame) {
    this.heatLayer.replaceChildren();
    if (!values || !frame) return;
    const max = Math.max(1, ...values.filter((v) => v !== null && v !== undefined));
    // Past 20 cells a side a number would be a few pixels high: the colour alone tells, and hundreds of text
    // elements fewer keep a 30x30 board's redraw short.
    const labelled = Math.max(frame.rows, frame.cols) <= 20;
    values.forEach((v, i) => {
      if (v !== null && v !== undefined) this.heatLayer.append(heatCell(v, max, Math.floor(i / frame.cols), i % frame.cols, labelled));
    });
  }

  /**
   * The (row, col) of the cell under a pointer event, or null outside the board.
   * @returns {[number, number] | null}
   */
  cellAt(event, frame) {
    const box = this.svg.getBoundingClientRect();
    const view = this.svg.viewBox.baseVal;
    const scale = Math.min(box.width / view.width, box.height / view.height);
    const left = box.left + (box.width - view.width * scale) / 2 - view.x * scale;
    const top = box.top + (box.height - view.height * scale) / 2 - view.y * scale;
    const col = Math.floor((event.clientX - left) / scale / CELL);
    const row = Math.floor((event.clientY - top) / scale / CELL);
    return row >= 0 && col >= 0 && row < frame.rows && col < frame.cols ? [row, col] : null;
  }
}
