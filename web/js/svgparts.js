// The SVG pieces of draw.js's board: elements in the SVG namespace, a cell's group, a heat cell, a piece's shape, the
// cells no piece covers, and the locator rings' words (views/board.js's legend); ratings.js and layers.js draw with them.

const SVG = 'http://www.w3.org/2000/svg';
/** Side of one cell in SVG units; the SVG scales to fit its box, so boards up to 30x30 stay crisp. */
export const CELL = 100;

export function svgElement(name, attributes = {}, text = '') {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text) element.textContent = text;
  return element;
}

/** One cell's group: its square, and a label on the exit and the target. */
export function cellElement(kind, row, col) {
  const g = svgElement('g', { class: `cell cell-${kind}`, 'data-row': row, 'data-col': col });
  g.append(svgElement('rect', { x: col * CELL, y: row * CELL, width: CELL, height: CELL }));
  if (kind === 'exit' || kind === 'target') {
    g.append(svgElement('text', { x: col * CELL + CELL / 2, y: row * CELL + 16 }, kind === 'exit' ? 'EXIT' : 'T'));
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
/** What each locator ring marks, by piece kind or cell kind, for the legend under the board (views/board.js). */
export const LOCATED = { chosen: 'the piece to move', head: 'the head', target: 'the target', exit: 'the exit', blank: 'the empty cell' };

/** The cells no piece covers, by index. */
export function uncovered(frame) {
  const covered = new Set();
  for (const p of frame.pieces) {
    for (let r = 0; r < p.height; r++) for (let c = 0; c < p.width; c++) covered.add((p.row + r) * frame.cols + p.col + c);
  }
  return frame.cells.flatMap((kind, i) => (kind === 'floor' && !covered.has(i) ? [i] : []));
}

/** Sets a piece's group to draw `piece` (kind, label, size). */
export function shapePiece(g, piece) {
  const inset = piece.kind === 'body' || piece.kind === 'tail' ? 14 : 6;
  const [rect, text] = /** @type {[SVGRectElement, SVGTextElement]} */ ([...g.children]);
  g.setAttribute('class', `piece piece-${piece.kind} label-${piece.label}`);
  rect.setAttribute('x', String(inset));
  rect.setAttribute('y', String(inset));
  rect.setAttribute('width', String(piece.width * CELL - 2 * inset));
  rect.setAttribute('height', String(piece.height * CELL - 2 * inset));
  rect.setAttribute('rx', piece.kind === 'head' ? '40' : '16');
  text.setAttribute('x', String((piece.width * CELL) / 2));
  text.setAttribute('y', String((piece.height * CELL) / 2));
  text.textContent = piece.label;
}
