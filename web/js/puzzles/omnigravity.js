// OmniGravity's page details for board.js: tilt keys and buttons, swipes, edit tools (walls, pieces A-D) and its status line.

/** A frame (as the core draws it) from the state text: 8 rows of `ABCD.#` joined by `/`. */
export function frameFromState(state) {
  const rows = state.split('/');
  const cells = rows.flatMap((row) => [...row].map((ch) => (ch === '#' ? 'wall' : 'floor')));
  const pieces = [];
  ['A', 'B', 'C', 'D'].forEach((label, id) => {
    const r = rows.findIndex((row) => row.includes(label));
    if (r >= 0) pieces.push({ id, label, kind: 'block', row: r, col: rows[r].indexOf(label), height: 2, width: 2 });
  });
  return { rows: 8, cols: 8, cells, pieces, state };
}

/** @type {import('../board.js').PuzzleUi} */
export default {
  name: 'omnigravity',
  help: 'Tilt with the arrow keys, WASD, the buttons or a swipe.',
  keys: {
    ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R',
    w: 'U', s: 'D', a: 'L', d: 'R', W: 'U', S: 'D', A: 'L', D: 'R',
  },
  /** On-screen tilt buttons. */
  buttons: [
    { move: 'U', label: '↑', name: 'Tilt up' },
    { move: 'L', label: '←', name: 'Tilt left' },
    { move: 'D', label: '↓', name: 'Tilt down' },
    { move: 'R', label: '→', name: 'Tilt right' },
  ],
  /** A swipe tilts the board that way. */
  swipe: (dir) => dir,
  /** Clicks do not tilt. */
  click: () => null,
  tools: [
    { id: 'wall', label: 'Obstacle' },
    { id: 'A', label: 'Piece A' },
    { id: 'B', label: 'Piece B' },
    { id: 'C', label: 'Piece C' },
    { id: 'D', label: 'Piece D' },
  ],
  resizable: false,
  edit(tool, [row, col]) {
    if (tool === 'wall') return { op: 'wall', row, col };
    return { op: 'piece', piece: tool, row: Math.min(row, 6), col: Math.min(col, 6) };
  },
  /** Dragging a piece in edit mode moves it by the same offset. */
  drag(frame, [r0, c0], [r1, c1]) {
    const piece = frame.pieces.find((p) => r0 >= p.row && r0 < p.row + 2 && c0 >= p.col && c0 < p.col + 2);
    if (!piece) return null;
    return { op: 'piece', piece: piece.label, row: piece.row + r1 - r0, col: piece.col + c1 - c0 };
  },
  describe(status) {
    return `Visited ${status.visited ?? 0} of ${status.reachable ?? '?'} reachable states`;
  },
};
