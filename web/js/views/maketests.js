// Make tests (issues 13, 25): a judge input and its expected output from a seed, kind and size by the core's `makeTests`
// request, to copy, download as <puzzle>-<seed>.in/.out (Blob links) or put in the judge box (judge.js, like "To
// judge input": with an undo); or many tests from that seed at once as one zip in a contestant tool's layout (the
// core's `pack` request). Its fields are kept per puzzle across reloads (../studiostore.js). Wired by main.js;
// texts are set as values and textContent only; the page's words in web/locales/study.
import { labRequest } from '../worker-client.js';
import { loadStudio, storeStudio } from '../studiostore.js';
import { Stoppable } from './stop.js';
import { t } from '../l10n.js';

/** A fresh seed: a random whole number below 2^53, as text. */
function freshSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return String((high % 2097152) * 4294967296 + low);
}

/** The clipboard, or the box's text selected for Ctrl+C. */
async function copyText(button, box) {
  try {
    await navigator.clipboard.writeText(box.value);
    button.textContent = t('study-copy-done');
  } catch {
    box.select();
    button.textContent = t('study-copy-selected');
  }
  setTimeout(() => { button.textContent = t('study-judge-copy'); }, 1500);
}

/** A Blob download link for `text` named `name`; its URL is kept in `urls` to be revoked. */
function link(a, text, name, urls) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  urls.push(url);
  a.href = url;
  a.download = name;
  a.textContent = t('study-make-download', { name });
}

/** Draws the tests made (`kept`: {seed, value} or {seed, error}, or nothing yet). */
function draw($, kept, urls) {
  while (urls.length > 0) URL.revokeObjectURL(/** @type {string} */ (urls.pop()));
  $('make-tests-seed-used').textContent = kept ? t('study-make-seed-used', { seed: kept.seed }) : '';
  $('make-tests-error').hidden = !kept?.error;
  $('make-tests-error').textContent = kept?.error ? t('study-error', { text: kept.error.text || kept.error.message }) : '';
  $('make-tests-files').hidden = !kept?.value;
  $('make-tests-input').value = kept?.value?.input ?? '';
  $('make-tests-output').value = kept?.value?.output ?? '';
  $('make-tests-undo').hidden = true;
  if (!kept?.value) return;
  link($('make-tests-download-in'), kept.value.input, `${kept.value.name}.in`, urls);
  link($('make-tests-download-out'), kept.value.output, `${kept.value.name}.out`, urls);
}

/**
 * Many tests of `forPuzzle` from the seed (a fresh one when none is typed) as one zip in the layout picked, the hack pack
 * after them when asked (one smallest failing case per known mistake), by the core's `pack` request, downloaded at once (unless `shown()`, the puzzle shown by then, is another).
 * @param {(id: string) => HTMLInputElement} $
 * @param {string} forPuzzle
 * @param {() => string} shown
 */
async function downloadZip($, forPuzzle, shown) {
  const typed = $('make-tests-seed').value.trim();
  const seed = typed === '' ? freshSeed() : typed;
  const size = $('make-tests-size').value.trim();
  const count = $('make-tests-count').value.trim();
  const request = { op: 'pack', puzzle: forPuzzle, seed, kind: $('make-tests-kind').value, size: size === '' ? null : size,
    count: count === '' ? null : count, format: $('make-tests-format').value, hacks: $('make-tests-hacks').checked };
  const a = /** @type {HTMLAnchorElement} */ (/** @type {unknown} */ ($('make-tests-zip-link')));
  $('make-tests-zip').disabled = true;
  try {
    const { value } = await labRequest(request);
    if (a.href.startsWith('blob:')) URL.revokeObjectURL(a.href);
    a.href = URL.createObjectURL(new Blob([value.zip], { type: 'application/zip' }));
    a.download = value.name;
    const made = request.hacks ? 'study-make-zip-made-hacks' : 'study-make-zip-made';
    a.textContent = t(made, { name: value.name, n: count === '' ? 10 : Number(count), seed });
    a.hidden = false;
    $('make-tests-error').hidden = true;
    if (forPuzzle === shown()) a.click();
  } catch (error) {
    $('make-tests-error').hidden = false;
    $('make-tests-error').textContent = t('study-error', { text: error.text || error.message });
  } finally {
    $('make-tests-zip').disabled = false;
  }
}

/**
 * @param {HTMLElement} panel  the judge panel
 * @param {{judgeText: () => string, toJudge: (text: string) => void}} hooks
 */
export function wireMakeTests(panel, hooks) {
  const $ = (id) => /** @type {HTMLInputElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  const input = /** @type {HTMLTextAreaElement} */ (/** @type {unknown} */ ($('make-tests-input')));
  const output = /** @type {HTMLTextAreaElement} */ (/** @type {unknown} */ ($('make-tests-output')));
  /** Per puzzle: the last tests made ({seed, value} or {seed, error}). */
  const made = new Map();
  /** Per puzzle: the fields as last set ({kind, size, seed}), kept across reloads. */
  const fields = new Map(Object.entries(loadStudio().fields));
  const urls = [];
  let puzzle = '';
  const kind = /** @type {HTMLSelectElement} */ (/** @type {unknown} */ ($('make-tests-kind')));
  const keep = () => {
    const now = { kind: kind.value, size: $('make-tests-size').value, seed: $('make-tests-seed').value };
    fields.set(puzzle, now);
    storeStudio(puzzle, { fields: now });
  };
  for (const id of ['make-tests-size', 'make-tests-seed']) $(id).addEventListener('input', keep);
  kind.addEventListener('change', keep);

  const render = () => draw($, made.get(puzzle), urls);

  // Stop (issue 27): tests in the making can be stopped; the lab worker restarts if it was working on them.
  const work = new Stoppable($('make-tests-run'), 'make-tests-stop');
  work.button.textContent = t('study-judge-stop');

  async function run() {
    const forPuzzle = puzzle;
    const signal = work.begin();
    const typed = $('make-tests-seed').value.trim();
    const seed = typed === '' ? freshSeed() : typed;
    const size = $('make-tests-size').value.trim();
    const kind = $('make-tests-kind').value;
    $('make-tests-run').disabled = true;
    try {
      const request = { op: 'makeTests', puzzle: forPuzzle, seed, kind, size: size === '' ? null : size };
      const { value } = await labRequest(request, { signal });
      made.set(forPuzzle, { seed, value });
    } catch (error) {
      made.set(forPuzzle, { seed, error: error?.kind === 'stopped' ? { ...error, text: t('study-make-stopped') } : error });
    } finally {
      $('make-tests-run').disabled = false;
      work.done(signal);
    }
    if (forPuzzle === puzzle) render();
  }

  /** Puts the input made into the judge box; what was there can be put back. */
  function use() {
    const previous = hooks.judgeText();
    hooks.toJudge(input.value);
    const undo = $('make-tests-undo');
    undo.hidden = previous === input.value || previous === '';
    undo.onclick = () => {
      hooks.toJudge(previous);
      undo.hidden = true;
    };
  }

  $('make-tests-run').addEventListener('click', run);
  $('make-tests-zip').addEventListener('click', () => downloadZip($, puzzle, () => puzzle));
  $('make-tests-use').addEventListener('click', use);
  $('make-tests-copy-in').addEventListener('click', () => copyText($('make-tests-copy-in'), input));
  $('make-tests-copy-out').addEventListener('click', () => copyText($('make-tests-copy-out'), output));
  return {
    /** Shows `name`'s last tests. */
    show(name) {
      puzzle = name;
      const kept = fields.get(name);
      kind.value = kept?.kind ?? 'random';
      if (kind.selectedIndex < 0) kind.value = 'random';
      $('make-tests-size').value = kept?.size ?? '';
      $('make-tests-seed').value = kept?.seed ?? '';
      $('make-tests-zip-link').hidden = true;
      render();
    },
  };
}
