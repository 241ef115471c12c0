// Local storage for main.js: one key per puzzle and part (`puzzle-playground.text.<puzzle>`, `.board.<puzzle>`, and
// `.last`: the puzzle shown last, opened by an address without a puzzle), so that two tabs never write over each other's
// work: Chromium hands one tab's write to the others a moment later, and a tab that read, merged and wrote one shared
// record in that moment dropped the other's text (met on a fresh clone). The record of version 1 (all under
// 'puzzle-playground') is moved into the keys on the first visit after. Other tabs' texts arrive by the storage event.
// The input limit comes from the core through first.js. Its words: web/locales/ui (ui-storage-*).
import { PUZZLES } from './first.js';
import { t } from './l10n.js';

/** The record of version 1, read once to move it into the keys below. */
const OLD_KEY = 'puzzle-playground';
const TEXT = 'puzzle-playground.text.';
const BOARD = 'puzzle-playground.board.';
const LAST = 'puzzle-playground.last';
/** The judge's own input limit in bytes of UTF-8: the core's `scan::MAX_INPUT`, carried by the puzzles reply that the
 * build embeds (first.js). Any text the judge accepts is kept, and a file over it is not opened (views/judgefile.js). */
export const TEXT_LIMIT = PUZZLES[0]?.maxInput ?? Infinity;

/** @typedef {{board: string, moves: string, at: number}} SavedBoard */
/** @typedef {{texts: Record<string, string>, boards: Record<string, SavedBoard>, last?: string}} Saved */

const utf8 = new TextEncoder();
const fits = (text) => typeof text === 'string' && utf8.encode(text).length <= TEXT_LIMIT;

function isSavedBoard(value) {
  return value && typeof value === 'object' && typeof value.board === 'string' && typeof value.moves === 'string'
    && Number.isInteger(value.at) && value.at >= 0 && value.at <= value.moves.length;
}

/** A stored board's text as a SavedBoard, or null when it is not one. */
function parseBoard(raw) {
  try {
    const value = JSON.parse(raw);
    return isSavedBoard(value) ? { board: value.board, moves: value.moves, at: value.at } : null;
  } catch {
    return null;
  }
}

/**
 * Takes a record of version 1 out of storage (`key`, removed) to be moved into a key per part: the record, `null` when
 * there was none, or `'bad'` when it was unusable (corrupt, foreign, another version); its parts go in with {@link put}.
 * Partner: studiostore.js, whose record moves the same way.
 */
export function takeOldRecord(key) {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  localStorage.removeItem(key);
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && parsed.version === 1 ? parsed : 'bad';
  } catch {
    return 'bad';
  }
}

/** Writes `value` under `key` where nothing is written yet (a newer write, from another tab, stays). */
export function put(key, value) {
  if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
}

/**
 * Moves the record of version 1 into one key per part, where the key is not written yet; true when something in it
 * was unusable and dropped.
 */
function moveOldRecord(names) {
  const parsed = takeOldRecord(OLD_KEY);
  if (parsed === null || parsed === 'bad') return parsed === 'bad';
  let bad = false;
  for (const puzzle of names) {
    const text = parsed.texts?.[puzzle];
    if (fits(text)) put(TEXT + puzzle, text);
    else if (text !== undefined) bad = true;
    const board = parsed.boards?.[puzzle];
    if (isSavedBoard(board)) put(BOARD + puzzle, JSON.stringify(board));
    else if (board !== undefined) bad = true;
  }
  if (names.includes(parsed.last)) put(LAST, parsed.last);
  return bad;
}

/**
 * Reads what earlier visits saved, and a notice when something stored was unusable (corrupt, foreign, another version:
 * dropped, so that it is said once) or storage is off (`off`: nothing will be kept, and the notice says so).
 * @param {string[]} names  the puzzles' names
 * @returns {{saved: Saved, notice: string | null, off: boolean}}
 */
export function load(names) {
  /** @type {Saved} */
  const saved = { texts: {}, boards: {} };
  let bad = false;
  try {
    bad = moveOldRecord(names);
    const drop = (key) => {
      localStorage.removeItem(key);
      bad = true;
    };
    for (const puzzle of names) {
      const text = localStorage.getItem(TEXT + puzzle);
      if (fits(text)) saved.texts[puzzle] = /** @type {string} */ (text);
      else if (text !== null) drop(TEXT + puzzle);
      const raw = localStorage.getItem(BOARD + puzzle);
      const board = raw === null ? null : parseBoard(raw);
      if (board) saved.boards[puzzle] = board;
      else if (raw !== null) drop(BOARD + puzzle);
    }
    const last = localStorage.getItem(LAST);
    if (last !== null && names.includes(last)) saved.last = last;
  } catch {
    return { saved: { texts: {}, boards: {} }, notice: t('ui-storage-off'), off: true };
  }
  return { saved, notice: bad ? t('ui-storage-unreadable') : null, off: false };
}

/**
 * Writes one puzzle's text or board, or that it was shown last, each under its own key (other tabs' parts untouched).
 * Returns a sentence when it could not be kept (storage full or missing), else null.
 * @param {string} puzzle
 * @param {{text?: string, board?: SavedBoard, last?: boolean}} part
 */
export function store(puzzle, part) {
  try {
    if (part.text !== undefined) localStorage.setItem(TEXT + puzzle, part.text);
    if (part.board !== undefined) localStorage.setItem(BOARD + puzzle, JSON.stringify(part.board));
    if (part.last) localStorage.setItem(LAST, puzzle);
    return null;
  } catch {
    return t('ui-storage-failing');
  }
}

/** Calls `listener(puzzle, text)` when another tab changes a puzzle's text. */
export function onOtherTab(names, listener) {
  addEventListener('storage', (event) => {
    if (!event.key?.startsWith(TEXT) || !fits(event.newValue)) return;
    const puzzle = event.key.slice(TEXT.length);
    if (names.includes(puzzle)) listener(puzzle, event.newValue);
  });
}
