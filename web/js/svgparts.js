// The SVG pieces of draw.js's board, each drawn as the puzzle's look says (look.js; outlines: outline.js): elements in
// the SVG namespace, a cell's group, a heat cell, a piece's shape, the cells no piece covers; ratings.js and layers.js
// draw with them.
import { DASH, cellLook, css, fillOf, labelCell, offsets, pieceLook } from './look.js';
import { outlinePath } from './outline.js';
import { t } from './l10n.js';

const SVG = 'http://www.w3.org/2000/svg';
/** Side of one cell in SVG units; the SVG scales to fit its box, so boards up to 30x30 stay crisp. */
export const CELL = 100;

export function svgElement(name, attributes = {}, text = '') {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text) element.textContent = text;
  return element;
}

/**
 * One cell's group: its square in its kind's fill, and its kind's mark (EXIT, T) if any.
 * @param {import('./look.js').Look} look
 */
export function cellElement(kind, row, col, look) {
  const style = cellLook(look, kind);
  const g = svgElement('g', { class: `cell cell-${kind}`, 'data-row': row, 'data-col': col });
  g.style.setProperty('--cell-fill', css(style.fill));
  g.append(svgElement('rect', { x: col * CELL, y: row * CELL, width: CELL, height: CELL }));
  if (style.mark) {
    g.style.setProperty('--cell-ink', css(style.ink));
    g.append(svgElement('text', { x: col * CELL + CELL / 2, y: row * CELL + 16 }, style.mark));
  }
  return g;
}

/** One heat cell: shaded from warm (few moves) to cool (many), its number in the bottom-right corner (clear of labels). */
export function heatCell(v, max, row, col, labelled) {
  const g = svgElement('g', { class: 'heat-cell' });
  g.append(svgElement('rect', {
    x: col * CELL, y: row * CELL, width: CELL, height: CELL, fill: `hsl(${20 + 200 * (v / max)} 80% 55% / 0.55)`,
  }));
  if (labelled) g.append(svgElement('text', { x: col * CELL + CELL - 8, y: row * CELL + CELL - 8, 'text-anchor': 'end' }, String(v)));
  return g;
}

/** Boards with at least this many cells a side get locator rings (the piece to move, the goal cell, the one empty cell). */
export const LOCATE_FROM = 10;
/** The ring around the one empty cell: the page's own (no kind of any look), in the accent colour, dashed; its words in
 * the page's language, as the looks' rings are. */
export const BLANK_RING = { legend: t('ui-ring-blank'), colour: '', colourName: t('ui-ring-blank-colour') };

/**
 * The open cells (their look's `open`) that no piece covers, by index.
 * @param {import('./look.js').Look} look
 */
export function uncovered(frame, look) {
  const covered = new Set();
  for (const p of frame.pieces) for (const [r, c] of offsets(p)) covered.add((p.row + r) * frame.cols + p.col + c);
  return frame.cells.flatMap((kind, i) => (cellLook(look, kind).open && !covered.has(i) ? [i] : []));
}

/**
 * Sets a piece's group (a path and a text) to draw `piece` as its kind's look says: one outline around its cells, its
 * fill (by label where the look says so), outline, dashes and label, through CSS custom properties (style.css) so that
 * the themes and the picked piece's outline still apply.
 * @param {SVGGElement} g
 * @param {import('./look.js').Look} look
 */
export function shapePiece(g, piece, look) {
  const style = pieceLook(look, piece.kind);
  const [shape, text] = /** @type {[SVGPathElement, SVGTextElement]} */ ([...g.children]);
  g.setAttribute('class', `piece piece-${piece.kind} label-${piece.label}`);
  g.style.setProperty('--piece-fill', css(fillOf(style, piece.label)));
  g.style.setProperty('--piece-outline', css(style.outline));
  g.style.setProperty('--piece-outline-width', String(style.outlineWidth));
  g.style.setProperty('--piece-ink', css(style.ink));
  g.style.setProperty('--label-size', `${style.labelSize}px`);
  shape.setAttribute('d', outlinePath(piece, CELL, style.inset, style.radius));
  if (style.dashed) shape.setAttribute('stroke-dasharray', DASH.join(' '));
  else shape.removeAttribute('stroke-dasharray');
  const [r, c] = labelCell(piece);
  text.setAttribute('x', String((c + 0.5) * CELL));
  text.setAttribute('y', String((r + 0.5) * CELL));
  text.textContent = style.label ? piece.label : '';
  if (style.label) text.removeAttribute('display');
  else text.setAttribute('display', 'none');
}
