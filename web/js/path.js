// Paths as the core writes them (crates/core/src/notation.rs): each puzzle's moves joined by its separator ('' when
// every move is one letter, ' ' otherwise), the one text used in links, storage, the stepper and export. The page
// never reads a move: it counts and cuts paths here. Partners: first.js (each puzzle's separator), link.js,
// storage.js, views/stepper.js, export.js, gallery.js, caption.js, why.js.
import { PUZZLES } from './first.js';

/** @type {Record<string, string>} */
const SEPARATORS = Object.fromEntries(PUZZLES.map((p) => [p.info.name, p.separator ?? '']));

/** @type {Record<string, [string, string]>} */
const MEANINGS = Object.fromEntries(PUZZLES.map((p) => [p.info.name, p.notation ?? ['letter', '']]));

/** What one move of `puzzle`'s path text is called (the core's word) and what the moves mean, in the page's language (the
 * core's message, said as the puzzles reply arrived, first.js): ['letter', 'U up, …']. */
export function notation(puzzle) {
  return MEANINGS[puzzle] ?? ['letter', ''];
}

/** The separator of `puzzle`'s paths. */
export function separator(puzzle) {
  return SEPARATORS[puzzle] ?? '';
}

/** The moves of `path` on `puzzle`, each as its own text, in order. */
export function movesOf(path, puzzle) {
  if (!path) return [];
  return separator(puzzle) === '' ? Array.from(path.replace(/\s+/g, '')) : path.split(/\s+/).filter(Boolean);
}

/** How many moves `path` has on `puzzle`. */
export function moveCount(path, puzzle) {
  return movesOf(path, puzzle).length;
}

/** `moves` (an array of move texts) as one path's text on `puzzle`. */
export function joinMoves(moves, puzzle) {
  return moves.join(separator(puzzle));
}

/** The first `n` moves of `path` on `puzzle`, as a path's text. */
export function pathPrefix(path, n, puzzle) {
  return joinMoves(movesOf(path, puzzle).slice(0, n), puzzle);
}
