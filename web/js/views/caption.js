// The stepper's caption (index.html's step-caption): what the path being stepped is and where it goes, in the page's
// words, from the core's Info (mover, moveWord, views); main.js refreshes it whenever the path or the board changes.
import { count } from './status.js';
import { moveCount, notation } from '../path.js';

/**
 * The caption for stepping `path` (a path's text in the puzzle's notation, or null for none) on a puzzle described by `info`; `items` are the
 * gallery's states (in its order), so a path to one of them can name it.
 */
export function stepCaption(info, path, items) {
  if (path === null || !info) return '';
  const n = count(moveCount(path, info.name), info.moveWord);
  if (info.views.goal) return `Stepping the optimal path: ${n} of ${info.mover}, the fewest that solve this board.`;
  const index = items.findIndex((item) => item.moves === path);
  const where = index >= 0 ? `state #${index + 1} of the gallery` : 'the state it ends on';
  return `Stepping ${n} of ${info.mover} from the start to ${where}.`;
}

/** What a path's text means (the core's words), and whose moves they are. */
export function pathsNote(info) {
  const [token, meaning] = notation(info.name);
  return `Each ${token} is one move of ${info.mover}: ${meaning}; one line per ${info.caseNoun.toLowerCase()}.`;
}
