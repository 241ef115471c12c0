// The judge studio's texts across reloads (issue 27): per puzzle the output typed or pasted under "Check my output"
// (views/studio.js) and the Make tests fields (views/maketests.js), in their own versioned record, so that the judge
// box's record (storage.js) is never rewritten by them. Text over the judge's limit is not kept. Its words in
// web/locales/study.
import { TEXT_LIMIT } from './storage.js';
import { t } from './l10n.js';

const KEY = 'puzzle-playground-studio';
const VERSION = 1;

/** @typedef {{kind: string, size: string, seed: string}} TestFields */
/** @typedef {{outputs: Record<string, string>, fields: Record<string, TestFields>}} Studio */

const isFields = (v) => v && typeof v === 'object' && ['kind', 'size', 'seed'].every((k) => typeof v[k] === 'string' && v[k].length <= 40);

/** What earlier visits kept; an unreadable record reads as nothing kept. */
export function loadStudio() {
  /** @type {Studio} */
  const kept = { outputs: {}, fields: {} };
  let parsed = null;
  try {
    parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return kept;
  }
  if (!parsed || typeof parsed !== 'object' || parsed.version !== VERSION) return kept;
  for (const [name, text] of Object.entries(parsed.outputs ?? {})) {
    if (typeof text === 'string' && text.length <= TEXT_LIMIT) kept.outputs[name] = text;
  }
  for (const [name, fields] of Object.entries(parsed.fields ?? {})) if (isFields(fields)) kept.fields[name] = fields;
  return kept;
}

/**
 * Keeps `puzzle`'s output text or Make tests fields (read, merge, write: another tab's are kept); null when kept, else
 * why not.
 * @param {string} puzzle
 * @param {{output?: string, fields?: TestFields}} part
 */
export function storeStudio(puzzle, part) {
  const kept = loadStudio();
  if (part.output !== undefined) {
    if (part.output === '') delete kept.outputs[puzzle];
    else kept.outputs[puzzle] = part.output;
  }
  if (part.fields !== undefined) kept.fields[puzzle] = part.fields;
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: VERSION, ...kept }));
    return null;
  } catch {
    return t('study-store-full');
  }
}
