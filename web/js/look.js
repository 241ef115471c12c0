// Reads a puzzle's look (the core's Info.look: crates/core/src/look.rs): the style of each piece kind and cell kind, for
// svgparts.js and draw.js (the board, in CSS colours of both themes) and raster.js (PNG and GIF, light colours).

/**
 * @typedef {{light: string, dark: string}} Paint
 * @typedef {{legend: string, colour: string, colourName: string}} Ring
 * @typedef {{id: string, fill: Paint, labelFills: {label: string, fill: Paint}[], ink: Paint, label: boolean,
 *   labelSize: number, inset: number, radius: number, outline: Paint, outlineWidth: number, dashed: boolean,
 *   joined: boolean, ring: Ring | null}} PieceLook
 * @typedef {{id: string, fill: Paint, mark: string | null, ink: Paint, over: string | null, open: boolean,
 *   ring: Ring | null}} CellLook
 * @typedef {{pieces: PieceLook[], cells: CellLook[], spine: Paint | null}} Look
 */

const GREY = { light: '#c9b48a', dark: '#8c7a55' };
const INK = { light: '#111111', dark: '#111111' };

/** What an undeclared piece kind is drawn as (the conformance suite makes sure none is): a plain labelled tile. */
const PLAIN_PIECE = {
  id: '', fill: GREY, labelFills: [], ink: INK, label: true, labelSize: 46, inset: 6, radius: 16,
  outline: { light: '#00000059', dark: '#00000059' }, outlineWidth: 4, dashed: false, joined: false, ring: null,
};

/** What an undeclared cell kind is drawn as: plain floor. */
const PLAIN_CELL = {
  id: '', fill: { light: '#fbfaf6', dark: '#262b31' }, mark: null, ink: INK, over: null, open: false, ring: null,
};

/** The dashes of a dashed outline (PieceLook.dashed), in CELL=100 units: on, off. */
export const DASH = [10, 6];

/** A look with nothing declared (before a puzzle's Info is known). */
export const NO_LOOK = /** @type {Look} */ ({ pieces: [], cells: [], spine: null });

/**
 * The look of piece kind `kind` in `look`.
 * @param {Look} look
 * @returns {PieceLook}
 */
export function pieceLook(look, kind) {
  return look.pieces.find((p) => p.id === kind) ?? { ...PLAIN_PIECE, id: kind };
}

/**
 * The look of cell kind `kind` in `look`.
 * @param {Look} look
 * @returns {CellLook}
 */
export function cellLook(look, kind) {
  return look.cells.find((c) => c.id === kind) ?? { ...PLAIN_CELL, id: kind };
}

/**
 * The fill of a piece with `label` of the kind `style`: its label's own fill, or the kind's.
 * @param {PieceLook} style
 * @returns {Paint}
 */
export function fillOf(style, label) {
  return style.labelFills.find((f) => f.label === label)?.fill ?? style.fill;
}

/**
 * A paint as one CSS colour that follows the page's theme (style.css sets color-scheme): `light-dark()` when the two
 * themes differ.
 * @param {Paint} paint
 */
export function css(paint) {
  return paint.light === paint.dark ? paint.light : `light-dark(${paint.light}, ${paint.dark})`;
}

/**
 * The offsets `[row, col]` of a piece's cells: its `cells`, or every cell of its rectangle.
 * @returns {[number, number][]}
 */
export function offsets(piece) {
  if (piece.cells?.length) return piece.cells;
  const all = [];
  for (let r = 0; r < piece.height; r++) for (let c = 0; c < piece.width; c++) all.push([r, c]);
  return /** @type {[number, number][]} */ (all);
}

/**
 * The offset `[row, col]` of the cell a piece's label is written on: its centre for a rectangle, else the piece's cell
 * nearest its centre of mass (so an L is labelled inside itself).
 * @returns {[number, number]}
 */
export function labelCell(piece) {
  if (!piece.cells?.length) return [(piece.height - 1) / 2, (piece.width - 1) / 2];
  const cells = piece.cells;
  const mr = cells.reduce((s, [r]) => s + r, 0) / cells.length;
  const mc = cells.reduce((s, [, c]) => s + c, 0) / cells.length;
  const distance = ([r, c]) => (r - mr) ** 2 + (c - mc) ** 2;
  return cells.reduce((best, cell) => (distance(cell) < distance(best) ? cell : best), cells[0]);
}
