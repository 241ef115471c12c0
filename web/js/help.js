// The help overlay: the modal <dialog data-testid="help-dialog"> in index.html, opened by the Help button or "?", closed by Esc
// or its Close button, focus handed back to whatever opened it. Wired by main.js. Its words: web/locales/ui (l10n.js
// localises the headings and the keys' table; the paragraphs with bold words are built here from their messages).
import { LANG, t } from './l10n.js';

/**
 * The paragraphs `[data-l10n-rich]` (the help's, the footer's) in the page's language: the message's `*bold*` words as
 * <b>, its `code` as <code>, the rest as text (never HTML). English keeps index.html's own paragraphs as they are.
 */
export function localiseRich(root = document) {
  if (LANG === 'en') return;
  for (const el of root.querySelectorAll('[data-l10n-rich]')) {
    const text = t(/** @type {HTMLElement} */ (el).dataset.l10nRich ?? '');
    el.replaceChildren(...text.split(/(\*[^*]+\*|`[^`]+`)/).filter(Boolean).map((part) => {
      if (/^\*.+\*$/.test(part)) return Object.assign(document.createElement('b'), { textContent: part.slice(1, -1) });
      if (/^`.+`$/.test(part)) return Object.assign(document.createElement('code'), { textContent: part.slice(1, -1) });
      return document.createTextNode(part);
    }));
  }
}

/** Wires the Help button, the "?" key and the dialog. */
export function wireHelp() {
  const dialog = /** @type {HTMLDialogElement} */ (document.querySelector('[data-testid="help-dialog"]'));
  const button = /** @type {HTMLButtonElement} */ (document.querySelector('[data-testid="help"]'));
  localiseRich();
  if (!dialog || !button) return;
  /** @type {HTMLElement | null} */
  let opener = null;

  function open() {
    if (dialog.open) return;
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector('h2')?.focus();
  }

  button.addEventListener('click', open);
  dialog.querySelector('[data-testid="help-close"]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    (opener ?? button).focus();
    opener = null;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = /** @type {HTMLElement} */ (event.target);
    if (target.closest?.('textarea, input, select, [contenteditable="true"]')) return;
    event.preventDefault();
    open();
  });
}
