// Holedox's page details for board.js: arrow keys, swipes and clicks move the head; edit tools for stones and drawing the snake.

/** The head's 0-based cell, from the state text `r1 c1 r2 c2 ...`. */
function head(frame) {
  const [r, c] = frame.state.split(' ').map(Number);
  return [r - 1, c - 1];
}

/** @type {import('../board.js').PuzzleUi} */
export default {
  name: 'holedox',
  help: 'Arrow keys, a swipe or a click on a cell next to the head move the snake.',
  keys: { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' },
  buttons: [],
  swipe: (dir) => dir,
  /** A click on a cell next to the head moves the head there. */
  click(frame, [row, col]) {
    const [r, c] = head(frame);
    if (row === r - 1 && col === c) return 'U';
    if (row === r + 1 && col === c) return 'D';
    if (row === r && col === c - 1) return 'L';
    if (row === r && col === c + 1) return 'R';
    return null;
  },
  tools: [
    { id: 'wall', label: 'Stone' },
    { id: 'snake', label: 'Draw snake (drag from the head)' },
  ],
  resizable: true,
  limits: { rows: 20, cols: 20 },
  /** Stones toggle on click; the snake is drawn by dragging (board.js collects the path). */
  edit(tool, cell, path) {
    if (tool === 'wall') return { op: 'wall', row: cell[0], col: cell[1] };
    return path ? { op: 'snake', cells: path } : null;
  },
  /** The snake is redrawn with its tool rather than dragged. */
  drag: () => null,
  describe: () => '',
  mover: 'the head',
};
