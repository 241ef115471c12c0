// Huarong's page details for board.js: arrow keys move the blank, a click or tap slides a tile into it; edit tools for fixed cells, blank, piece, target.

/** The direction from cell a to the adjacent cell b, or null. */
function towards([r0, c0], [r1, c1]) {
  if (r1 === r0 - 1 && c1 === c0) return 'U';
  if (r1 === r0 + 1 && c1 === c0) return 'D';
  if (r1 === r0 && c1 === c0 - 1) return 'L';
  if (r1 === r0 && c1 === c0 + 1) return 'R';
  return null;
}

/**
 * The blank's 0-based cell, from the state text `EX EY SX SY`.
 * @returns {[number, number]}
 */
function blank(frame) {
  const [ex, ey] = frame.state.split(' ').map(Number);
  return [ex - 1, ey - 1];
}

const OPPOSITE = { U: 'D', D: 'U', L: 'R', R: 'L' };

/** @type {import('../board.js').PuzzleUi} */
export default {
  name: 'huarong',
  help: 'Arrow keys move the blank; click or tap a tile next to the blank to slide it in, or swipe.',
  keys: { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' },
  buttons: [],
  /** A swipe slides a tile that way, so the blank moves the other way. */
  swipe: (dir) => OPPOSITE[dir],
  /** A click on a tile next to the blank slides it in: the blank moves towards the click. */
  click: (frame, cell) => towards(blank(frame), cell),
  tools: [
    { id: 'wall', label: 'Fixed cell' },
    { id: 'blank', label: 'Blank' },
    { id: 'chosen', label: 'Piece' },
    { id: 'target', label: 'Target' },
  ],
  resizable: true,
  limits: { rows: 30, cols: 30 },
  edit(tool, [row, col]) {
    return { op: tool, row, col };
  },
  /** Dragging the blank, the piece or the target in edit mode moves it. */
  drag(frame, [r0, c0], [r1, c1]) {
    const [ex, ey, sx, sy] = frame.state.split(' ').map(Number);
    if (r0 === ex - 1 && c0 === ey - 1) return { op: 'blank', row: r1, col: c1 };
    if (r0 === sx - 1 && c0 === sy - 1) return { op: 'chosen', row: r1, col: c1 };
    if (frame.cells[r0 * frame.cols + c0] === 'target') return { op: 'target', row: r1, col: c1 };
    return null;
  },
  describe: () => '',
  mover: 'the blank',
};
