// Page entry: builds the puzzles' tabs and sections from the core's Info (catalogue.js), wires input.js -> controller.js ->
// views/*.js (the judge studio: studio.js, why.js, maketests.js; the levels: levels.js), routes #<puzzle>[?board=..] (link.js) and keeps texts and boards in local storage (storage.js).
// Its words: web/locales/ui (ui-*).
import { buildCatalogue } from './catalogue.js';
import { FIRST, INFO, NAMES, PUZZLES } from './first.js';
import { Controller } from './controller.js';
import { wireInput } from './input.js';
import { createBoardView } from './views/board.js';
import { StatusView } from './views/status.js';
import { Controls } from './views/controls.js';
import { JudgePanel } from './views/judge.js';
import { Stepper } from './views/stepper.js';
import { createInsight } from './views/insight.js';
import { XrayPanel } from './views/xray.js';
import { wireExport } from './views/export.js';
import { wireRatings } from './views/ratings.js';
import { wireReview } from './views/review.js';
import { Studio } from './views/studio.js';
import { createWhy } from './views/why.js';
import { wireMakeTests } from './views/maketests.js';
import { wireBusy } from './views/busy.js';
import { LevelsPanel } from './views/levels.js';
import { load, onOtherTab, store } from './storage.js';
import { boardFromQuery, linkWriter, permalink, splitHash } from './link.js';
import { wireHelp } from './help.js';
import { pathsNote, stepCaption } from './views/caption.js';
import { moveCount } from './path.js';
import { localise, localiseReply, mountSwitch, t } from './l10n.js';
import { shapeReplies, warm } from './worker-client.js';

// For tests and benchmarks that drive the page's own worker: `(await import('./dist/main.js')).request({op, ...})`, and
// the first views the page drew before the worker answered.
export { request } from './worker-client.js';
export { FIRST } from './first.js';

shapeReplies(localiseReply);
localise(document);
mountSwitch(/** @type {HTMLElement} */ (document.querySelector('.header-buttons')));
buildCatalogue(PUZZLES.map((p) => p.info));
const $ = (id) => /** @type {HTMLElement} */ (document.querySelector(`[data-testid="${id}"]`));
const boardPanel = /** @type {HTMLElement} */ (document.getElementById('board-panel'));
const judgePanel = /** @type {HTMLElement} */ (document.getElementById('judge-panel'));
const { saved, notice: storageNotice, off: storageOff } = load(NAMES);
let current = '';
/** The puzzle shown last (here or on an earlier visit): an address without a puzzle opens it. */
let lastShown = saved.last ?? '';
/** What the page says while the browser keeps nothing (said once, not at every move); '' while storage works. */
let storageProblem = storageOff && storageNotice ? storageNotice : '';
/** Puzzles shown since the page loaded: only the first showing restores the saved board. */
const shown = new Set();
let linkNotice = false;

function showNotice(text) {
  $('notice').textContent = text;
  $('notice').hidden = !text;
}

/**
 * Stores a puzzle's text, board or being shown last; the first failure says so (the address bar keeps the game), in
 * the notice and, for a board, under it, where the player looks.
 */
function keep(puzzle, part) {
  const problem = store(puzzle, part);
  if (!problem || storageProblem) return;
  storageProblem = problem;
  showNotice(problem);
  if (part.board) status.say(problem);
}

const controller = new Controller();
const board = createBoardView($('board'), /** @type {SVGSVGElement} */ (/** @type {unknown} */ ($('board-svg'))));
const status = new StatusView(boardPanel, board);
const judge = new JudgePanel(judgePanel, {
  texts: saved.texts,
  onText(puzzle, text) {
    keep(puzzle, { text });
  },
  onReport: (puzzle, text, report) => stepper.setReport(puzzle, text, report),
  onClear: (puzzle) => stepper.clearReport(puzzle),
  keeps: (answer) => stepper.keeps(answer),
});
/** Sends what the person did on the board. */
const send = (input) => {
  board.finish();
  controller.act({ op: 'input', input });
};
const controls = new Controls(boardPanel, controller, {
  send,
  // A board whose search was stopped is searched again first (with the busy line's Stop), then hinted.
  hint: () => {
    if (!controller.view()?.status.unsearched) status.hint();
    else controller.act({ op: 'search' }, { animate: false }).then((ok) => { if (ok) status.hint(); });
  },
  hold: (job) => judge.hold(job),
  judgeText: () => judge.text(),
  toJudge: (text) => judge.setText(text),
  say: status.say,
  editing: () => cursor?.reset(),
});
const cursor = wireInput($('board'), board, {
  info: () => INFO[controller.puzzle()],
  frame: () => controller.view()?.frame ?? null,
  editing: () => controls.editing(),
  tool: () => controls.tool(),
  send,
  undo: () => controller.act({ op: 'undo' }),
  redo: () => controller.act({ op: 'redo' }),
  say: status.say,
});
const stepper = new Stepper(document.body, controller, {
  async onCase(puzzle) {
    // On a phone the board is far above the picker: bring it to the top, the stepper's controls under it on screen.
    const steps = $('stepper').querySelector('.step-counter')?.getBoundingClientRect();
    if ($('board').getBoundingClientRect().top < 0 || (steps?.bottom ?? 0) > innerHeight) $('board').scrollIntoView({ block: 'start' });
    const items = await insight.analyse();
    // No goal but a gallery: step towards the deepest reachable state.
    const { views } = INFO[puzzle];
    if (!views.goal && views.gallery && items.length > 0) stepper.adopt(puzzle, items[items.length - 1].moves);
  },
  onPath() {
    updateLink();
    exporter.refresh();
    $('step-caption').textContent = stepCaption(INFO[controller.puzzle()], stepper.path(), insight.items(), stepper.optimal());
  },
});
const insight = createInsight($('insight'), controller, board, stepper);
const exporter = wireExport(boardPanel, controller, stepper);
wireBusy($('board-busy'), controller, () => $('board').focus());
wireRatings(/** @type {HTMLButtonElement} */ ($('move-ratings')), $('ratings-legend'), controller, board);
wireReview(boardPanel, controller, { hint: () => status.hint() });
$('analyse').addEventListener('click', () => insight.analyse());
const xray = new XrayPanel($('xray-panel'), controller);
$('xray').addEventListener('click', () => xray.open());
// The judge studio: check an output, see why a case is wrong, make tests (issue 13).
const why = createWhy($('verdict-why'), { controller, stepper, insight });
const studio = new Studio(judgePanel, { input: () => judge.text(), explain: why.explain, clear: why.clear, toJudge: (text) => judge.setText(text) });
const makeTests = wireMakeTests(judgePanel, { judgeText: () => judge.text(), toJudge: (text) => judge.setText(text) });
// The level list, the puzzle of the day, the timer and sounds (issue 28).
const levels = new LevelsPanel(boardPanel, controller, { say: status.say, info: (puzzle) => INFO[puzzle] });
const updateLink = linkWriter(() => ({ puzzle: current, view: controller.view(), path: stepper.path() }));

controller.onView((view, how) => {
  const puzzle = controller.puzzle();
  board.draw(view.frame, how.before?.frame, how.animate && how.request !== null, INFO[puzzle]?.look);
  status.show(view, INFO[puzzle], how.request, how.by === 'stepper');
  controls.show(view);
  if (controls.editing()) cursor.reset();
  cursor.view(view.frame, ['input', 'undo', 'redo', 'restart', 'replay'].includes(how.request?.op ?? 'input'));
  if (how.request) keep(puzzle, { board: { board: view.board, moves: view.history, at: view.moveCount } });
  if (how.request?.op === 'load' && linkNotice) {
    linkNotice = false;
    showNotice(storageProblem);
  }
  levels.view(view, how);
  updateLink();
});
controller.onFault((fault, req) => status.fault(fault, req));

/** Shows `puzzle`'s board: from a link when given, else as it was, else as saved, else the sample's first case. */
function showBoard(puzzle, link) {
  // Its worker fetches and compiles the puzzle's wasm module while the first view, drawn from the bundle, is looked at.
  warm(puzzle);
  const cached = controller.show(puzzle);
  if (link) {
    return controller.act({ op: 'load', input: link.board, case: '1', history: link.moves, at: link.at }, { animate: false })
      .then(async (ok) => {
        if (ok && link.path) await stepLinkPath(puzzle, link.path);
        if (ok) return;
        // The link's board or moves cannot be loaded (the fault says why, under the board): say so over the board.
        linkNotice = true;
        showNotice(t('ui-link-board-ignored'));
        if (!controller.view()) showBoard(puzzle, null);
      });
  }
  const first = !shown.has(puzzle);
  shown.add(puzzle);
  if (cached) return Promise.resolve(true);
  const keep = first ? saved.boards[puzzle] : null;
  const pristine = keep && FIRST[puzzle] && keep.board === FIRST[puzzle].view.board && keep.moves === '';
  if (keep && !pristine) {
    return controller.act({ op: 'load', input: keep.board, case: '1', history: keep.moves, at: keep.at }, { animate: false })
      .then((ok) => {
        if (ok) return;
        showBoard(puzzle, null);
        status.say(t('ui-board-not-restored'));
      });
  }
  if (FIRST[puzzle]) controller.adopt(puzzle, FIRST[puzzle].view);
  else return controller.act({ op: 'load', input: null, case: '1' }, { animate: false });
  return Promise.resolve(true);
}

/**
 * Steps a link's path once the core has replayed it from the board's start. A path the rules refuse is not shown, not
 * even its legal start: the stepper would offer it as the optimal path. A notice says at which step and why.
 */
async function stepLinkPath(puzzle, path) {
  const checked = await controller.ask({ op: 'path', moves: path }).then(({ value }) => value, () => null);
  if (puzzle !== current) return;
  if (checked?.refused === null) return stepper.adopt(puzzle, path);
  linkNotice = true;
  showNotice(checked
    ? t('ui-link-path-refused', { step: checked.legal + 1, steps: moveCount(path, puzzle), why: checked.refused })
    : t('ui-link-path-unchecked'));
}

/** Where the tabs scroll sideways (style.css's narrow layout). */
const NARROW = matchMedia('(max-width: 600px)');
/** Whether the browser scrolls the tabs to the current one at their first layout (style.css). */
const INITIAL_TARGET = CSS.supports('scroll-initial-target', 'nearest');

function route() {
  const { name, query } = splitHash();
  // An address without a puzzle (the site's own address, a bookmark of it) opens the puzzle shown last.
  const puzzle = NAMES.includes(name) ? name : (!name && NAMES.includes(lastShown) ? lastShown : NAMES[0]);
  if (puzzle !== lastShown) {
    lastShown = puzzle;
    keep(puzzle, { last: true });
  }
  if (name !== puzzle) history.replaceState(null, '', `#${puzzle}`);
  for (const id of NAMES) {
    const section = /** @type {HTMLElement} */ (document.getElementById(id));
    section.hidden = id !== puzzle;
    if (id === puzzle) {
      section.querySelector('.board-slot')?.append(boardPanel);
      section.querySelector('.judge-slot')?.append(judgePanel);
    }
  }
  for (const link of document.querySelectorAll('nav a[data-puzzle]')) {
    if (link.getAttribute('data-puzzle') !== puzzle) link.removeAttribute('aria-current');
    else {
      link.setAttribute('aria-current', 'page');
      // A phone's tabs scroll sideways (style.css, narrow screens only): the current one in view. Measuring them lays
      // out the page half built, about 90 ms before the first frame, and again once built: the first time (no puzzle
      // shown yet), style.css's `scroll-initial-target` scrolls them where the browser has it; on a wider screen they
      // never scroll.
      const nav = /** @type {HTMLElement} */ (link.parentElement);
      if (!NARROW.matches || (!current && INITIAL_TARGET)) continue;
      if (nav.scrollWidth > nav.clientWidth) nav.scrollLeft = /** @type {HTMLElement} */ (link).offsetLeft - nav.offsetLeft - 40;
    }
  }
  document.title = t('ui-document-title', { title: INFO[puzzle].title, site: t('page-name') });
  const link = name === puzzle ? boardFromQuery(query) : null;
  if (link === 'bad') {
    linkNotice = true;
    showNotice(t('ui-link-bad'));
  }
  if (puzzle !== current) {
    current = puzzle;
    controls.build(INFO[puzzle]);
    status.say('');
    judge.show(puzzle);
    $('judge-paths-note').textContent = pathsNote(INFO[puzzle]);
    studio.show(puzzle);
    makeTests.show(puzzle);
    insight.clear();
    xray.close();
    levels.show(puzzle);
  }
  const shown = showBoard(puzzle, link === 'bad' ? null : link).then(() => stepper.update());
  // A link to an X-ray step opens the X-ray on that step once its board is up.
  return link && link !== 'bad' && link.xray ? shown.then(() => xray.open(link.xray)) : shown;
}

$('share').addEventListener('click', async (event) => {
  const button = /** @type {HTMLButtonElement} */ (event.currentTarget);
  const view = controller.view();
  if (!view) return;
  const url = new URL(permalink(current, view, stepper.path()), location.href).href;
  try {
    await navigator.clipboard.writeText(url);
    button.textContent = t('ui-link-copied');
  } catch {
    button.textContent = t('ui-link-in-address');
  }
  setTimeout(() => { button.textContent = t('ui-share'); }, 1500);
});

if (storageNotice) showNotice(storageNotice);
onOtherTab(NAMES, (name, text) => judge.merge(name, text));
wireHelp();
addEventListener('hashchange', route);
// Offline use and installing as an app (web/sw.js), registered once the first board is up: its precaching would
// otherwise compete with the page's own start. A page opened from a file or without support just goes without.
const firstRoute = route();
// The page is laid out once, here, with everything built and the board drawn: the first frame then only paints. Left to
// that frame, its first contentful paint came later (fresh visits, alternating with the page that measured the tabs
// mid-script: 548 against 616 ms and 536 against 572, medians of 21 and 15; without this line 544 against 504).
void document.body.offsetHeight;
firstRoute.finally(() => {
  if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
    // updateViaCache 'none': a new build's precache.js (imported by sw.js) is never taken from the HTTP cache.
    navigator.serviceWorker.register('sw.js', { updateViaCache: 'none' }).catch(() => {});
  }
});
