// The help overlay: the modal <dialog data-testid="help-dialog"> in index.html, opened by the Help button or "?", closed by Esc
// or its Close button, focus handed back to whatever opened it. Wired by main.js.

/** Wires the Help button, the "?" key and the dialog. */
export function wireHelp() {
  const dialog = /** @type {HTMLDialogElement} */ (document.querySelector('[data-testid="help-dialog"]'));
  const button = /** @type {HTMLButtonElement} */ (document.querySelector('[data-testid="help"]'));
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
