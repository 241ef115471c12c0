// Local storage for main.js, judge.js and board.js: one versioned record of textarea texts and boards; anything unreadable is dropped with a notice.
import { PUZZLES } from './puzzles/index.js';

const KEY = 'puzzle-playground';
const VERSION = 1;

/** @typedef {{board: string, moves: string, at: number}} SavedBoard */
/** @typedef {{texts: Record<string, string>, boards: Record<string, SavedBoard>}} Saved */

/** @returns {Saved} */
function empty() {
  return { texts: {}, boards: {} };
}

function isSavedBoard(value) {
  return value && typeof value === 'object' && typeof value.board === 'string' && typeof value.moves === 'string'
    && /^[UDLR]*$/.test(value.moves) && Number.isInteger(value.at) && value.at >= 0 && value.at <= value.moves.length;
}

/**
 * Reads what an earlier visit saved. Returns the record and, when something stored was unusable
 * (corrupt, foreign or from another version), a notice to show.
 * @returns {{saved: Saved, notice: string | null}}
 */
export function load() {
  let raw = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return { saved: empty(), notice: 'Local storage is not available: nothing will be kept across reloads.' };
  }
  if (raw === null) return { saved: empty(), notice: null };
  const dropped = { saved: empty(), notice: 'Saved data from an earlier visit could not be read and was ignored.' };
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return dropped;
  }
  if (!parsed || typeof parsed !== 'object' || parsed.version !== VERSION) return dropped;
  const saved = empty();
  let bad = false;
  for (const puzzle of PUZZLES) {
    const text = parsed.texts?.[puzzle];
    if (typeof text === 'string' && text.length <= 1_000_000) saved.texts[puzzle] = text;
    else if (text !== undefined) bad = true;
    const board = parsed.boards?.[puzzle];
    if (isSavedBoard(board)) saved.boards[puzzle] = board;
    else if (board !== undefined) bad = true;
  }
  return { saved, notice: bad ? dropped.notice : null };
}

/** Writes the whole record; storage that is full or missing is silently skipped. */
export function store(/** @type {Saved} */ saved) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: VERSION, ...saved }));
  } catch {
    // Full or unavailable storage: the page keeps working without it.
  }
}
