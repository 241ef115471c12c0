// The judge studio's texts across reloads (issue 27): per puzzle the output typed or pasted under "Check my output"
// (views/studio.js) and the Make tests fields (views/maketests.js), each under a key of its own
// (`puzzle-playground-studio.output.<puzzle>`, `.fields.<puzzle>`), apart from the judge box's (storage.js), so that
// two tabs never write over each other's (a shared record, read, merged and written, lost what another tab wrote a
// moment before: Chromium hands a write to other tabs later). The record of version 1 is moved into the keys on the
// first visit after. Text over the judge's limit is not kept. Its words in web/locales/study.
import { NAMES } from './first.js';
import { TEXT_LIMIT, put, takeOldRecord } from './storage.js';
import { t } from './l10n.js';

const OLD_KEY = 'puzzle-playground-studio';
const OUTPUT = 'puzzle-playground-studio.output.';
const FIELDS = 'puzzle-playground-studio.fields.';

/** @typedef {{kind: string, size: string, seed: string}} TestFields */
/** @typedef {{outputs: Record<string, string>, fields: Record<string, TestFields>}} Studio */

const isFields = (v) => v && typeof v === 'object' && ['kind', 'size', 'seed'].every((k) => typeof v[k] === 'string' && v[k].length <= 40);
const isOutput = (text) => typeof text === 'string' && text.length <= TEXT_LIMIT;

/** `raw` parsed, or null when it is no JSON. */
function parseJson(raw) {
  try {
    return JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
}

/** Moves the record of version 1 into a key per part, where the key is not written yet. */
function moveOldRecord() {
  const parsed = takeOldRecord(OLD_KEY);
  if (parsed === null || parsed === 'bad') return;
  for (const name of NAMES) {
    const [text, fields] = [parsed.outputs?.[name], parsed.fields?.[name]];
    if (isOutput(text)) put(OUTPUT + name, text);
    if (isFields(fields)) put(FIELDS + name, JSON.stringify(fields));
  }
}

/** What earlier visits kept; an unreadable part reads as nothing kept. */
export function loadStudio() {
  /** @type {Studio} */
  const kept = { outputs: {}, fields: {} };
  try {
    moveOldRecord();
    for (const name of NAMES) {
      const text = localStorage.getItem(OUTPUT + name);
      if (isOutput(text)) kept.outputs[name] = /** @type {string} */ (text);
      const fields = parseJson(localStorage.getItem(FIELDS + name));
      if (isFields(fields)) kept.fields[name] = { kind: fields.kind, size: fields.size, seed: fields.seed };
    }
  } catch {
    // Storage off: nothing kept.
  }
  return kept;
}

/**
 * Keeps `puzzle`'s output text or Make tests fields, each under its own key (another tab's untouched); null when kept,
 * else why not.
 * @param {string} puzzle
 * @param {{output?: string, fields?: TestFields}} part
 */
export function storeStudio(puzzle, part) {
  try {
    if (part.output === '') localStorage.removeItem(OUTPUT + puzzle);
    else if (part.output !== undefined) localStorage.setItem(OUTPUT + puzzle, part.output);
    if (part.fields !== undefined) localStorage.setItem(FIELDS + puzzle, JSON.stringify(part.fields));
    return null;
  } catch {
    return t('study-store-full');
  }
}
