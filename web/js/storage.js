// Local storage for main.js: one versioned record {version: 1, texts, boards, last} under 'puzzle-playground' (`last`:
// the puzzle shown last, opened by an address without a puzzle), written per puzzle (read, merge, write) so that two
// tabs keep each other's work; other tabs' writes arrive by the storage event.
// The input limit comes from the core through first.js. Its words: web/locales/ui (ui-storage-*).
import { PUZZLES } from './first.js';
import { t } from './l10n.js';

const KEY = 'puzzle-playground';
const VERSION = 1;
/** The judge's own input limit in bytes of UTF-8: the core's `scan::MAX_INPUT`, carried by the puzzles reply that the
 * build embeds (first.js). Any text the judge accepts is kept, and a file over it is not opened (views/judgefile.js). */
export const TEXT_LIMIT = PUZZLES[0]?.maxInput ?? Infinity;

/** @typedef {{board: string, moves: string, at: number}} SavedBoard */
/** @typedef {{texts: Record<string, string>, boards: Record<string, SavedBoard>, last?: string}} Saved */

const utf8 = new TextEncoder();

function isSavedBoard(value) {
  return value && typeof value === 'object' && typeof value.board === 'string' && typeof value.moves === 'string'
    && Number.isInteger(value.at) && value.at >= 0 && value.at <= value.moves.length;
}

/** The usable part of a stored record (`raw`), and whether anything had to be dropped. */
function parse(raw, names) {
  /** @type {Saved} */
  const saved = { texts: {}, boards: {} };
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { saved, bad: true };
  }
  if (!parsed || typeof parsed !== 'object' || parsed.version !== VERSION) return { saved, bad: true };
  let bad = false;
  for (const puzzle of names) {
    const text = parsed.texts?.[puzzle];
    if (typeof text === 'string' && utf8.encode(text).length <= TEXT_LIMIT) saved.texts[puzzle] = text;
    else if (text !== undefined) bad = true;
    const board = parsed.boards?.[puzzle];
    if (isSavedBoard(board)) saved.boards[puzzle] = board;
    else if (board !== undefined) bad = true;
  }
  if (names.includes(parsed.last)) saved.last = parsed.last;
  return { saved, bad };
}

/**
 * Reads what earlier visits saved, and a notice when something stored was unusable (corrupt, foreign, another version)
 * or storage is off (`off`: nothing will be kept, and the notice says so).
 * @param {string[]} names  the puzzles' names
 * @returns {{saved: Saved, notice: string | null, off: boolean}}
 */
export function load(names) {
  let raw = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return { saved: { texts: {}, boards: {} }, notice: t('ui-storage-off'), off: true };
  }
  if (raw === null) return { saved: { texts: {}, boards: {} }, notice: null, off: false };
  const { saved, bad } = parse(raw, names);
  return { saved, notice: bad ? t('ui-storage-unreadable') : null, off: false };
}


/**
 * Writes one puzzle's text or board, or that it was shown last, into the stored record, keeping what other tabs wrote
 * for the rest. Returns a sentence when it could not be kept (storage full or missing), else null.
 * @param {string[]} names
 * @param {string} puzzle
 * @param {{text?: string, board?: SavedBoard, last?: boolean}} part
 */
export function store(names, puzzle, part) {
  try {
    const raw = localStorage.getItem(KEY);
    /** @type {Saved} */
    const saved = raw === null ? { texts: {}, boards: {} } : parse(raw, names).saved;
    if (part.text !== undefined) saved.texts[puzzle] = part.text;
    if (part.board !== undefined) saved.boards[puzzle] = part.board;
    if (part.last) saved.last = puzzle;
    localStorage.setItem(KEY, JSON.stringify({ version: VERSION, ...saved }));
    return null;
  } catch {
    return t('ui-storage-failing');
  }
}

/** Calls `listener(saved)` when another tab changes the record. */
export function onOtherTab(names, listener) {
  addEventListener('storage', (event) => {
    if (event.key === KEY && event.newValue !== null) listener(parse(event.newValue, names).saved);
  });
}
