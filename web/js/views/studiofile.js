// Your output as a file for "Check my output" (issue 27): opened (a button) or dropped on the box, its bytes kept as
// they are (a text box turns CRLF into LF), refused over the judge's limit before it is read; a paste too large for
// the box (it would freeze the page) is kept aside the same way. Partners: studio.js (checks what this holds),
// judgefile.js (the same limit and words); its words in web/locales/study.
import { acceptDrops, fileProblem } from './judgefile.js';
import { TEXT_LIMIT } from '../storage.js';
import { t } from '../l10n.js';
import { grouped } from './numbers.js';

/** `bytes` in mebibytes, with `digits` decimals. */
const mib = (bytes, digits) => (bytes / 1024 / 1024).toFixed(digits);

/** A paste longer than this many characters is kept aside rather than put in the text box. */
export const PASTE_ASIDE = 100_000;


/** Why `text` (typed or pasted) cannot be checked, or '' when it can: the judge's limit, in UTF-8 bytes. */
export function textProblem(text) {
  if (text.length <= TEXT_LIMIT / 3) return '';
  const bytes = text.length > TEXT_LIMIT ? text.length : new TextEncoder().encode(text.replace(/^\uFEFF/, '')).length;
  if (bytes <= TEXT_LIMIT) return '';
  const id = text.length > TEXT_LIMIT ? 'study-output-more-than' : 'study-output-too-large';
  return t(id, { size: mib(bytes, 1), most: String(+mib(TEXT_LIMIT, 2)) });
}

/** The words for an output held as bytes: its name, size, lines and line ends. */
function describe({ name, bytes }) {
  let lines = 0;
  let crlf = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 10) continue;
    lines++;
    if (i > 0 && bytes[i - 1] === 13) crlf++;
  }
  const ends = crlf === 0 ? 'none' : crlf === lines ? 'all' : 'some';
  return t('study-output-held', { name, bytes: grouped(bytes.length), lines: grouped(lines), ends, crlf: grouped(crlf) });
}

/**
 * @param {HTMLElement} panel  the judge panel
 * @param {{say: (text: string) => void}} hooks
 */
export function wireOutputFile(panel, hooks) {
  const $ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  const picker = /** @type {HTMLInputElement} */ ($('yours-file-input'));
  const box = /** @type {HTMLTextAreaElement} */ ($('judge-yours'));
  /** Per puzzle: the output held as bytes ({name, bytes}), instead of the text box's text. */
  const held = new Map();
  let puzzle = '';

  const draw = () => {
    const file = held.get(puzzle);
    $('yours-file').hidden = !file;
    $('yours-file-name').textContent = file ? describe(file) : '';
    box.classList.toggle('set-aside', Boolean(file));
  };
  const hold = (name, bytes) => {
    held.set(puzzle, { name, bytes });
    draw();
  };
  const open = async (file) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return hooks.say(problem);
    const forPuzzle = puzzle;
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (forPuzzle !== puzzle) return;
    hold(file.name, bytes);
    hooks.say(t('study-output-opened', { name: file.name }));
  };

  $('yours-open').addEventListener('click', () => picker.click());
  picker.addEventListener('change', () => {
    open(picker.files?.[0]);
    picker.value = '';
  });
  for (const target of [box, $('yours-file')]) acceptDrops(target, box, open);
  // A paste the box would take many seconds to lay out is held aside as its bytes.
  box.addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= PASTE_ASIDE) return;
    event.preventDefault();
    const problem = textProblem(text);
    if (problem) return hooks.say(problem);
    hold(t('study-output-pasted'), new TextEncoder().encode(text));
    hooks.say(t('study-output-aside', { n: grouped(text.length) }));
  });
  box.addEventListener('input', () => {
    if (!held.has(puzzle)) return;
    held.delete(puzzle);
    draw();
  });
  $('yours-file-clear').addEventListener('click', () => {
    held.delete(puzzle);
    draw();
    hooks.say('');
    box.focus();
  });
  return {
    /** The output held for the puzzle shown, as {name, bytes}, or undefined when the text box's text is checked. */
    held: () => held.get(puzzle),
    /** Shows `name`'s output held. */
    show(name) {
      puzzle = name;
      draw();
    },
  };
}
