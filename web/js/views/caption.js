// The stepper's caption (index.html's step-caption): what the path being stepped is and where it goes, in the page's
// words, from the core's Info (mover, moveWord, views); main.js refreshes it whenever the path or the board changes.
// Its words: web/locales/path.
import { t } from '../l10n.js';
import { count } from './status.js';
import { moveCount, notation } from '../path.js';

/**
 * The caption for stepping `path` (a path's text in the puzzle's notation, or null for none) on a puzzle described by `info`; `items` are the
 * gallery's states (in its order), so a path to one of them can name it; `optimal` false for a path not known to be.
 */
export function stepCaption(info, path, items, optimal = true) {
  if (path === null || !info) return '';
  const n = count(moveCount(path, info.name), info.moveWord);
  const { mover } = info;
  if (info.views.goal && optimal) return t('path-caption-optimal', { n, mover });
  const index = items.findIndex((item) => item.moves === path);
  return index >= 0 ? t('path-caption-gallery', { n, mover, index: index + 1 }) : t('path-caption-end', { n, mover });
}

/** What a path's text means (the core's message, in the page's language), and whose moves they are. */
export function pathsNote(info) {
  const [token, meaning] = notation(info.name);
  // The token and the case's noun are the core's English words (not messages): zh.ftl says them by token and noun.
  return t('path-paths-note', { token, mover: info.mover, meaning, noun: info.caseNoun.toLowerCase() });
}
