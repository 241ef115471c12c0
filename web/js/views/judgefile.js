// Files for contestants in the judge view (judge.js): open an input file (a button or a drop on the text box), read as
// text, refused over the judge's limit (the core's, through storage.js); download the judge output as <puzzle>.out.
// Its words in web/locales/study.
import { TEXT_LIMIT as MAX_INPUT } from '../storage.js';
import { t } from '../l10n.js';

/** Bytes in a MiB, the unit the limit is told in. */
const MIB = 1024 * 1024;

/** Why `file` cannot be opened, or '' when it can. */
export function fileProblem(file) {
  if (file.size > MAX_INPUT) {
    const most = `${+(MAX_INPUT / MIB).toFixed(2)} MiB`;
    return t('study-file-too-large', { name: file.name, size: (file.size / MIB).toFixed(1), most });
  }
  return '';
}

/**
 * @param {HTMLElement} panel  the judge panel
 * @param {{setText: (text: string) => void, say: (text: string) => void, puzzle: () => string}} hooks
 */
export function wireFiles(panel, hooks) {
  const $ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  const picker = /** @type {HTMLInputElement} */ ($('judge-file'));
  const box = $('judge-input');
  const open = async (file) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return hooks.say(problem);
    hooks.setText(await file.text());
    hooks.say(t('study-file-opened', { name: file.name, bytes: file.size }));
  };
  $('judge-open').addEventListener('click', () => picker.click());
  picker.addEventListener('change', () => {
    open(picker.files?.[0]);
    picker.value = '';
  });
  acceptDrops(box, box, open);
  $('judge-download').addEventListener('click', () => {
    const text = $('judge-output').textContent ?? '';
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${hooks.puzzle()}.out` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });
}

/**
 * Opens a file dropped on `target` with `open`; `box` is marked `dropping` while a file is dragged over it.
 * @param {HTMLElement} target
 * @param {HTMLElement} box
 * @param {(file: File) => void} open
 */
export function acceptDrops(target, box, open) {
  target.addEventListener('dragover', (event) => {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    box.classList.add('dropping');
  });
  target.addEventListener('dragleave', () => box.classList.remove('dropping'));
  target.addEventListener('drop', (event) => {
    const file = event.dataTransfer?.files[0];
    box.classList.remove('dropping');
    if (!file) return;
    event.preventDefault();
    open(file);
  });
}
