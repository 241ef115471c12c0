// The core's words for a move ("slide 7 left", "tilt down", "move G down 2, then right": each puzzle's Game::say in
// crates/core/src/puzzles/*/play.rs, sent as English strings, not as messages) in the page's language, for the review's
// rows and better move (review.js, reviewlist.js) and the rated moves' names (ratings.js). Partners: web/locales/path.
import { LANG, t } from '../l10n.js';

const DIR = '(up|down|left|right)';
const BESIDE = '(above|below|left of|right of)';

/** The words of one run of a Klotski move, "down" or "down 2", or null. */
function run(text) {
  const m = new RegExp(`^${DIR}(?: (\\d+))?$`).exec(text);
  if (!m) return null;
  const dir = t('path-dir', { dir: m[1] });
  return m[2] ? t('path-move-run-n', { dir, n: Number(m[2]) }) : t('path-move-run', { dir });
}

/** The move's words in the page's language: each form the core writes, in `t()`; in English (or a form not known) as they came. */
export function moveWords(words) {
  if (LANG === 'en' || !words) return words;
  // A rating's label starts with the words capitalised ("Tilt down"): the forms are matched lower-case.
  const text = words.charAt(0).toLowerCase() + words.slice(1);
  const dir = (d) => t('path-dir', { dir: d });
  let m = new RegExp(`^slide the tile ${BESIDE} the blank ${DIR}$`).exec(text);
  if (m) return t('path-move-slide-beside', { beside: t('path-beside', { where: m[1].replace(' ', '-') }), dir: dir(m[2]) });
  m = new RegExp(`^slide (\\S+) ${DIR}$`).exec(text);
  if (m) return t('path-move-slide', { tile: m[1], dir: dir(m[2]) });
  m = new RegExp(`^move the blank ${DIR}$`).exec(text);
  if (m) return t('path-move-blank', { dir: dir(m[1]) });
  m = new RegExp(`^move the head ${DIR}$`).exec(text);
  if (m) return t('path-move-head', { dir: dir(m[1]) });
  m = new RegExp(`^tilt ${DIR}$`).exec(text);
  if (m) return t('path-move-tilt', { dir: dir(m[1]) });
  m = /^move (\S+) (.+)$/.exec(text);
  if (m) {
    const runs = m[2].split(', then ').map(run);
    if (runs.every((r) => r !== null)) {
      const joined = runs.reduce((first, next) => t('path-move-then', { first, next }));
      return t('path-move-piece', { piece: m[1], runs: joined });
    }
  }
  return words;
}
