// Page entry: routes #<puzzle>[?board=..&moves=..&at=..] to its section, moves the one board panel (board.js) and judge panel (judge.js)
// there, and keeps texts and boards in local storage (storage.js) and the address bar (permalinks).
import { createJudgePanel } from './judge.js';
import { createBoardPanel } from './board.js';
import { createStepper } from './stepper.js';
import { createInsight } from './insight.js';
import { wireExport } from './export.js';
import { load, store } from './storage.js';
import { wireHelp } from './help.js';
import { PUZZLES } from './puzzles/index.js';

// For tests and benchmarks that drive the page's own worker: `(await import('./dist/main.js')).request`, and the
// first views the page drew before the worker answered.
export { request } from './worker-client.js';
export { FIRST } from './first.js';

const boardElement = /** @type {HTMLElement} */ (document.getElementById('board-panel'));
const judgeElement = /** @type {HTMLElement} */ (document.getElementById('judge-panel'));
const notice = /** @type {HTMLElement} */ (document.querySelector('[data-testid="notice"]'));

const { saved, notice: storageNotice } = load();
let current = '';
/** Puzzles shown since the page loaded: only the first showing restores the saved board. */
const shown = new Set();

function showNotice(text) {
  notice.textContent = text;
  notice.hidden = !text;
}

const judge = createJudgePanel(judgeElement, {
  texts: saved.texts,
  onText(puzzle, text) {
    saved.texts[puzzle] = text;
    store(saved);
  },
  onReport: (puzzle, text, report) => stepper.setReport(puzzle, text, report),
  onClear: () => stepper.clearReport(),
});

const board = createBoardPanel(boardElement, {
  getJudgeText: () => judge.text(),
  setJudgeText: (text) => judge.setText(text),
  onChange(puzzle, state) {
    saved.boards[puzzle] = state;
    store(saved);
    if (puzzle === current) updateLink();
  },
});

const stepper = createStepper(document.body, board, {
  async onCase(puzzle) {
    const items = await insight.analyse();
    // OmniGravity has no goal: step towards its deepest reachable state.
    if (puzzle === 'omnigravity' && items.length > 0) stepper.adopt(puzzle, items[items.length - 1].moves);
  },
  onPath: () => updateLink(),
});
const insight = createInsight(/** @type {HTMLElement} */ (document.querySelector('[data-testid="insight"]')), board, stepper);
wireExport(boardElement, board, stepper);
document.querySelector('[data-testid="analyse"]')?.addEventListener('click', () => insight.analyse());

/** The address of `puzzle` showing exactly this board, state, history and the path being stepped. */
function permalink(puzzle, { board: text, moves, at }, path) {
  const params = new URLSearchParams({ board: text, moves, at: String(at) });
  if (path !== null) params.set('path', path);
  return `#${puzzle}?${params}`;
}

let linkPending = false;

/**
 * Keeps the address bar a permalink of what is shown, once a frame at most and after the frame is drawn: replacing the
 * URL forces a style update, which would otherwise land inside the task that built a big board.
 */
function updateLink() {
  if (linkPending) return;
  linkPending = true;
  requestAnimationFrame(() => setTimeout(() => {
    linkPending = false;
    const state = board.saved();
    if (state && current) history.replaceState(null, '', permalink(current, state, stepper.path()));
  }));
}

/** The board a permalink's parameters describe, or null (with a notice when they are malformed). */
function boardFromParams(query) {
  if (!query) return null;
  const params = new URLSearchParams(query);
  const text = params.get('board');
  const moves = params.get('moves') ?? '';
  const at = Number(params.get('at') ?? moves.length);
  const path = params.get('path');
  if (text === null || text.length > 200_000 || !/^[UDLR]*$/.test(moves) || moves.length > 100_000
    || !Number.isInteger(at) || at < 0 || at > moves.length || (path !== null && !/^[UDLR]{0,100000}$/.test(path))) {
    showNotice('The link does not describe a board; it was ignored.');
    return null;
  }
  return { board: text, moves, at, path };
}

function route() {
  const hash = location.hash.slice(1);
  const split = hash.indexOf('?');
  const name = split < 0 ? hash : hash.slice(0, split);
  const query = split < 0 ? '' : hash.slice(split + 1);
  const puzzle = PUZZLES.includes(name) ? name : PUZZLES[0];
  if (name !== puzzle) history.replaceState(null, '', `#${puzzle}`);
  for (const id of PUZZLES) {
    const section = /** @type {HTMLElement} */ (document.getElementById(id));
    section.hidden = id !== puzzle;
    if (id === puzzle) {
      section.querySelector('.board-slot')?.append(boardElement);
      section.querySelector('.judge-slot')?.append(judgeElement);
    }
  }
  for (const link of document.querySelectorAll('nav a[data-puzzle]')) {
    if (link.getAttribute('data-puzzle') === puzzle) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  document.title = `${document.getElementById(`${puzzle}-title`)?.firstChild?.textContent?.trim()} · Puzzle Playground`;
  const fromLink = name === puzzle ? boardFromParams(query) : null;
  const switching = puzzle !== current;
  const first = !shown.has(puzzle);
  current = puzzle;
  shown.add(puzzle);
  if (switching) {
    judge.show(puzzle);
    insight.clear();
  }
  return board.show(puzzle, fromLink ?? (first ? saved.boards[puzzle] ?? null : null)).then(() => {
    if (fromLink?.path) stepper.adopt(puzzle, fromLink.path);
    else stepper.update();
  });
}

document.querySelector('[data-testid="share"]')?.addEventListener('click', async (event) => {
  const button = /** @type {HTMLButtonElement} */ (event.currentTarget);
  const state = board.saved();
  if (!state) return;
  const url = new URL(permalink(current, state), location.href).href;
  try {
    await navigator.clipboard.writeText(url);
    button.textContent = 'Link copied';
  } catch {
    button.textContent = 'Link is in the address bar';
  }
  setTimeout(() => { button.textContent = 'Copy link'; }, 1500);
});

if (storageNotice) showNotice(storageNotice);
wireHelp();
addEventListener('hashchange', route);
// Offline use and installing as an app (web/sw.js), registered once the first board is up: its precaching would
// otherwise compete with the page's own start. A page opened from a file or without support just goes without.
route().finally(() => {
  if ('serviceWorker' in navigator && location.protocol.startsWith('http')) navigator.serviceWorker.register('sw.js').catch(() => {});
});
