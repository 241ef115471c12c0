// Draws any core Frame (crates/core/src/frame.rs) as SVG: cells once per board, pieces as groups keyed by their stable id
// (their shapes: svgparts.js); animate.js moves them, views/board.js owns one.

import { CELL, LOCATE_FROM, LOCATED, cellElement, heatCell, shapePiece, svgElement, uncovered } from './svgparts.js';

export { CELL, LOCATED, svgElement };

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
    /** The kinds ringed in the last frame drawn (keys of LOCATED). */
    this.located = [];
    svg.append(this.cellLayer, this.goalLayer, this.spine, this.pieceLayer, this.heatLayer, this.ringLayer, this.locatorLayer, this.markLayer, this.ratingLayer);
    /** Snake segment centres by id (ids count from the head), for the spine. */
    this.segments = new Map();
    /** @type {Map<number, SVGGElement>} */
    this.pieces = new Map();
    /** What each piece element was last drawn as, so an unchanged piece costs nothing to redraw. */
    this.drawnAs = new Map();
    this.cellsKey = '';
  }

  drawCells(frame) {
    const key = `${frame.rows}x${frame.cols}:${frame.cells.join(',')}`;
    if (key === this.cellsKey) return;
    this.cellsKey = key;
    this.svg.setAttribute('viewBox', `0 0 ${frame.cols * CELL} ${frame.rows * CELL}`);
    const box = /** @type {HTMLElement} */ (this.svg.parentElement);
    const wide = frame.cols / Math.max(frame.rows, frame.cols);
    box.style.aspectRatio = `${frame.cols} / ${frame.rows}`;
    // At most --board-vh of the viewport's height (style.css: less on phones, so a tall board leaves its status lines
    // on screen on arrival).
    box.style.width = `min(100%, ${Math.round(560 * wide)}px, calc(var(--board-vh, 70vh) * ${(frame.cols / frame.rows).toFixed(4)}))`;
    this.ringLayer.replaceChildren();
    this.cellLayer.replaceChildren(...frame.cells.map((kind, i) => {
      const row = Math.floor(i / frame.cols);
      const col = i % frame.cols;
      if (kind === 'target') {
        this.ringLayer.append(svgElement('rect', {
          class: 'target-ring', x: col * CELL + 3, y: row * CELL + 3, width: CELL - 6, height: CELL - 6, rx: 10,
        }));
      }
      return cellElement(kind, row, col);
    }));
  }

  pieceElement(piece) {
    let g = this.pieces.get(piece.id);
    if (!g) {
      g = /** @type {SVGGElement} */ (svgElement('g', { 'data-id': piece.id }));
      g.append(svgElement('rect'), svgElement('text'));
      this.pieces.set(piece.id, g);
    }
    const key = `${piece.kind}|${piece.label}|${piece.width}x${piece.height}`;
    if (this.drawnAs.get(piece.id) !== key) {
      this.drawnAs.set(piece.id, key);
      shapePiece(g, piece);
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

  /** One locator ring of `kind` around a box of w x h cells at (row, col); its radius grows with the board. */
  ring(kind, row, col, w, h, side) {
    const r = (Math.max(w, h) * CELL) / 2 + (side * CELL) / 24;
    const ring = svgElement('circle', { class: `locator locator-${kind}`, cx: (col + w / 2) * CELL, cy: (row + h / 2) * CELL, r });
    ring.append(svgElement('title', {}, LOCATED[kind]));
    this.locatorLayer.append(ring);
    return ring;
  }

  /** Rings the piece to move (or the head), the goal cells and a lone empty cell on boards of LOCATE_FROM cells a side or more. */
  locate(frame) {
    this.locatorLayer.replaceChildren();
    this.followers.clear();
    const side = Math.max(frame.rows, frame.cols);
    const kinds = new Set();
    if (side < LOCATE_FROM) return void (this.located = []);
    for (const p of frame.pieces.filter((q) => q.kind === 'chosen' || q.kind === 'head')) {
      this.followers.set(p.id, { ring: this.ring(p.kind, p.row, p.col, p.width, p.height, side), w: p.width, h: p.height });
      kinds.add(p.kind);
    }
    frame.cells.forEach((kind, i) => {
      if (kind !== 'target' && kind !== 'exit') return;
      this.ring(kind, Math.floor(i / frame.cols), i % frame.cols, 1, 1, side);
      kinds.add(kind);
    });
    const empty = uncovered(frame);
    if (empty.length === 1) {
      this.ring('blank', Math.floor(empty[0] / frame.cols), empty[0] % frame.cols, 1, 1, side);
      kinds.add('blank');
    }
    this.located = [...kinds];
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
    if (g && /piece-(head|body|tail)/.test(g.getAttribute('class') ?? '')) {
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
    const left = box.left + (box.width - view.width * scale) / 2;
    const top = box.top + (box.height - view.height * scale) / 2;
    const col = Math.floor((event.clientX - left) / scale / CELL);
    const row = Math.floor((event.clientY - top) / scale / CELL);
    return row >= 0 && col >= 0 && row < frame.rows && col < frame.cols ? [row, col] : null;
  }
}
