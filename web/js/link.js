// Permalinks for main.js: `#<puzzle>?board=..&moves=..&at=..[&path=..]` read (old links still open) and written to the
// address bar at most once a frame, never over a puzzle the person has since switched to.

/** The X-ray's searches a link may open (xray.js): the plain one, the solver's and the method contestants are taught
 * (where the puzzle has one: xray.js falls back to the plain one). */
const XRAY_METHODS = ['bfs', 'solver', 'taught'];

/**
 * The address of `puzzle` showing exactly this board, state, history and, when one is stepped, the path; with `xray`,
 * the X-ray of that search open on that step (1-based, as the panel counts).
 * @param {{method: string, step: number}} [xray]
 */
export function permalink(puzzle, view, path, xray) {
  const params = new URLSearchParams({ board: view.board, moves: view.history, at: String(view.moveCount) });
  if (typeof path === 'string') params.set('path', path);
  if (xray) {
    params.set('xray', xray.method);
    params.set('step', String(xray.step));
  }
  return `#${puzzle}?${params}`;
}

/** The puzzle name and the query of the address's hash. */
export function splitHash(hash = location.hash) {
  const text = hash.replace(/^#/, '');
  const split = text.indexOf('?');
  return split < 0 ? { name: text, query: '' } : { name: text.slice(0, split), query: text.slice(split + 1) };
}

/** The longest path text a link may carry (the core reads the moves; a move is at least one character). */
const MOST_PATH = 400_000;

/**
 * The board a permalink's query describes: null when there is none, 'bad' when it is malformed. The moves are the
 * core's to read (each puzzle's notation, path.js): only sizes and `at` are checked here; `at` null is the end. `xray`:
 * the X-ray step to open (a search of {@link XRAY_METHODS} and a step from 1), or null.
 * @returns {{board: string, moves: string, at: number | null, path: string | null,
 *   xray: {method: string, step: number} | null} | null | 'bad'}
 */
export function boardFromQuery(query) {
  if (!query) return null;
  const params = new URLSearchParams(query);
  const board = params.get('board');
  const moves = params.get('moves') ?? '';
  const atText = params.get('at');
  const at = atText === null ? null : Number(atText);
  const path = params.get('path');
  const method = params.get('xray');
  const stepText = params.get('step') ?? '1';
  const step = Number(stepText);
  if (method !== null && (!XRAY_METHODS.includes(method) || !/^\d{1,9}$/.test(stepText) || step < 1)) return 'bad';
  if (board === null || board.length > 200_000 || moves.length > MOST_PATH || (path !== null && path.length > MOST_PATH)
    || (at !== null && (atText.trim() === '' || !Number.isInteger(at) || at < 0 || at > moves.length))) return 'bad';
  return { board, moves, at, path, xray: method === null ? null : { method, step } };
}

/**
 * Keeps the address bar a permalink of what is shown, once a frame at most and after the frame is drawn (replacing the
 * URL forces a style update). `state()` gives {puzzle, view, path} at write time; a write for a puzzle that is no
 * longer the address's (a tab was clicked meanwhile) is dropped.
 */
export function linkWriter(state) {
  let pending = false;
  return function schedule() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => setTimeout(() => {
      pending = false;
      const { puzzle, view, path } = state();
      if (view && puzzle && splitHash().name === puzzle) history.replaceState(null, '', permalink(puzzle, view, path));
    }));
  };
}
