// The level list's progress (views/levels.js): per puzzle and level id, the best result {stars, played, optimum, ms},
// kept under 'puzzle-playground.levels' in local storage (read, merge, write, so two tabs keep each other's bests: a
// best never gets worse), re-read on the storage event, exported and imported as a small JSON file;
// and the level each puzzle's board plays (levelOn, rememberOn: a key per puzzle).
// Partners: views/levels.js (draws it), storage.js (the boards' record, kept apart). Its words: web/locales/ui (ui-levels-*).
import { t } from './l10n.js';

const KEY = 'puzzle-playground.levels';
const VERSION = 1;
/** An imported file larger than this is no progress file (a few hundred levels take a few kilobytes). */
const MOST_BYTES = 200_000;

/** @typedef {{stars: number, played: number, optimum: number | null, ms: number | null}} Best */
/** @typedef {Record<string, Record<string, Best>>} Progress  per puzzle, per level id */

const count = (n) => Number.isInteger(n) && n >= 0 && n < 1e12;
/** A puzzle's name or a level's id as the core writes them (never `__proto__` and the like). */
const NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** `value` as a Best when it is one (whole, sane numbers), else null. */
function best(value) {
  if (!value || typeof value !== 'object') return null;
  const { stars, played, optimum = null, ms = null } = value;
  if (![1, 2, 3].includes(stars) || !count(played)) return null;
  if (optimum !== null && !count(optimum)) return null;
  if (ms !== null && !count(ms)) return null;
  return { stars, played, optimum, ms };
}

/** The better of two bests, field by field: more stars, fewer moves, less time; a best never gets worse. */
export function better(a, b) {
  if (!a) return b;
  if (!b) return a;
  const least = (x, y) => (x === null ? y : y === null ? x : Math.min(x, y));
  return {
    stars: Math.max(a.stars, b.stars),
    played: Math.min(a.played, b.played),
    optimum: a.optimum ?? b.optimum,
    ms: least(a.ms, b.ms),
  };
}

/** Both records merged: every level's better best. */
export function merge(a, b) {
  /** @type {Progress} */
  const out = {};
  for (const record of [a, b]) {
    for (const [puzzle, levels] of Object.entries(record)) {
      out[puzzle] ??= {};
      for (const [id, value] of Object.entries(levels)) out[puzzle][id] = better(out[puzzle][id], value);
    }
  }
  return out;
}

/**
 * The progress a stored or imported text holds: what is usable of it, or an error in words for a text that is no
 * progress file at all. Names and ids are kept as text (never markup): the list only looks up its own ids in it.
 * @returns {{progress: Progress, error: string | null}}
 */
export function parse(text) {
  /** @type {Progress} */
  const progress = {};
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { progress, error: t('ui-levels-import-not-json') };
  }
  if (!parsed || typeof parsed !== 'object' || parsed.version !== VERSION || typeof parsed.levels !== 'object' || !parsed.levels) {
    return { progress, error: t('ui-levels-import-not-progress') };
  }
  for (const [puzzle, levels] of Object.entries(parsed.levels)) {
    if (!levels || typeof levels !== 'object' || !NAME.test(puzzle)) continue;
    for (const [id, value] of Object.entries(levels)) {
      const kept = best(value);
      if (kept && NAME.test(id)) (progress[puzzle] ??= {})[id] = kept;
    }
  }
  return { progress, error: null };
}

/** The stored progress (empty when there is none, it is unreadable, or storage is off). */
export function loadProgress() {
  try {
    const raw = localStorage.getItem(KEY);
    return raw === null ? {} : parse(raw).progress;
  } catch {
    return {};
  }
}

/** Writes `progress` merged into what is stored (another tab's bests kept); returns the merged record. */
export function saveProgress(progress) {
  const merged = merge(loadProgress(), progress);
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: VERSION, levels: merged }));
  } catch {
    // Storage full or off: the bests stay for this visit (the page's notice already says storage is failing).
  }
  return merged;
}

/**
 * Records one result of `puzzle`'s level `id` with the progress this tab knows (`known`: what another tab wrote over
 * in the moment before its write arrived here stays); returns the whole progress, merged.
 * @param {Progress} known
 */
export function record(known, puzzle, id, result) {
  const kept = best(result);
  return saveProgress(kept ? merge(known, { [puzzle]: { [id]: kept } }) : known);
}

/** The progress as the exported file's text. */
export function exportText(progress) {
  return `${JSON.stringify({ version: VERSION, levels: progress }, null, 1)}\n`;
}

/**
 * Reads an imported file, merges it into the stored progress and what this tab knows (`known`), and returns the
 * result, or an error in words (and the progress as it was).
 * @param {File} file
 * @param {Progress} known
 * @returns {Promise<{progress: Progress, error: string | null}>}
 */
export async function importFile(file, known) {
  const failed = (error) => ({ progress: merge(loadProgress(), known), error });
  if (file.size > MOST_BYTES) return failed(t('ui-levels-import-too-big'));
  let text = '';
  try {
    text = await file.text();
  } catch {
    return failed(t('ui-levels-import-not-json'));
  }
  const { progress, error } = parse(text);
  if (error) return failed(error);
  return { progress: saveProgress(merge(known, progress)), error: null };
}

/**
 * Calls `listener(progress)` when another tab changes the progress. Chromium hands one tab's write to the others a
 * moment later, so a tab that read, merged and wrote in that moment wrote over this tab's new best: what this tab knows
 * (`mine()`) goes back in, once (the other tab, knowing no more, leaves it), and the merge is what the listener gets.
 * @param {() => Progress} mine
 * @param {(progress: Progress) => void} listener
 */
export function onOtherTab(mine, listener) {
  addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    const [stored, known] = [loadProgress(), mine()];
    const lost = JSON.stringify(merge(stored, known)) !== JSON.stringify(stored);
    listener(lost ? saveProgress(known) : stored);
  });
}

/** Under this key and the puzzle's name, the level being played and its board's text. */
const ON_KEY = 'puzzle-playground.level-on.';
/** The record of all puzzles' levels being played before each had its own key (two tabs wrote over each other's). */
const OLD_ON_KEY = 'puzzle-playground.level-on';

/** The level `puzzle`'s board plays, as remembered: {id, board} (the board's text: a reload still knows the level). */
export function levelOn(puzzle) {
  try {
    const kept = JSON.parse(localStorage.getItem(ON_KEY + puzzle) ?? 'null') ?? JSON.parse(localStorage.getItem(OLD_ON_KEY) ?? '{}')?.[puzzle];
    return kept && typeof kept === 'object' ? kept : null;
  } catch {
    return null;
  }
}

/** Remembers `on` ({id, board}) as the level `puzzle`'s board plays. */
export function rememberOn(puzzle, on) {
  try {
    localStorage.setItem(ON_KEY + puzzle, JSON.stringify(on));
  } catch {
    // Storage off: known for this visit only.
  }
}
