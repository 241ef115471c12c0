// The page's polite live region (#announcer in index.html) for screen readers: board.js announces moves and edits, judge.js answers.

/** @type {HTMLElement | null} */
let region = null;
let toggle = false;

/** Reads `text` out to screen-reader users (a repeat of the same text is read again). */
export function announce(text) {
  region ??= document.getElementById('announcer');
  if (!region) return;
  toggle = !toggle;
  region.textContent = toggle ? text : `${text}\u00a0`;
}
