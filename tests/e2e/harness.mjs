// End-to-end harness for tests/e2e/*.test.mjs: serves web/ (or E2E_SITE) on a free port (tools/serve.py), drives Debian's
// Chromium, records console errors and requests; the list of puzzles comes from the core (web/pkg). Partners:
// tools/fail-before.sh (E2E_SITE), tools/serve.py, tools/bundle.mjs (asks the core the same way).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import * as core from '../../web/pkg/puzzle_lab.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCREENSHOTS = join(ROOT, 'target', 'e2e');

/**
 * Every puzzle of the core's registry (crates/core/src/lib.rs) with its Info (crates/core/src/info.rs), in the page's
 * order: asked of this checkout's wasm core (web/pkg, built by `make build`) in Node, as tools/bundle.mjs asks it for
 * the page, so that every test that loops over the puzzles runs a newly registered one without naming it.
 * @type {Record<string, any>}
 */
export const INFOS = (() => {
  core.initSync({ module: readFileSync(join(ROOT, 'web', 'pkg', 'puzzle_lab_bg.wasm')) });
  const worker = new core.Worker();
  const answer = worker.handle({ id: 1, request: { op: 'puzzles' } }, () => 0);
  worker.free();
  if (!answer.ok) throw new Error(`the core's list of puzzles: ${answer.error.text}`);
  // With the notation's separator between moves ('' for one letter a move, ' ' for Klotski's words) and the header over
  // each answer (Sokoban's 'Maze #'; null: one line a case).
  return Object.fromEntries(answer.value.map(({ info, separator, header }) => [info.name, { ...info, separator, header }]));
})();
/** @type {string[]} */
export const PUZZLES = Object.keys(INFOS);

/**
 * Each case's answer in a judge output of `puzzle` as the judge prints it, less its label: one line a case (`Case k: `
 * dropped), or the line under each header (Sokoban's `Maze #k`), as the core's `Puzzle::HEADER` lays them out.
 */
export function answersOf(puzzle, output) {
  const { header } = INFOS[puzzle];
  const lines = output.split('\n');
  if (header) return lines.filter((_, i) => i > 0 && lines[i - 1].startsWith(header));
  return lines.filter(Boolean).map((line) => line.replace(/^Case \d+: /, ''));
}

/** A judge fixture's text, from tests/cases/<puzzle>/<name>. */
export function fixture(puzzle, name) {
  return readFileSync(join(ROOT, 'tests', 'cases', puzzle, name), 'utf8');
}

/**
 * The site the tests serve: web/, or the directory in E2E_SITE (tools/fail-before.sh points it at an older checkout's
 * built web/ to show that a test fails there).
 */
export const SITE = process.env.E2E_SITE || join(ROOT, 'web');

/** The server that SITE's checkout has: its tools/serve.py, or plain http.server (what `make serve` ran before it). */
function serverArgs() {
  const serve = join(SITE, '..', 'tools', 'serve.py');
  return existsSync(serve) ? ['-u', serve] : ['-u', '-m', 'http.server'];
}

/** Serves SITE (or `directory`, with SITE's server) as its `make serve` does (tools/serve.py: http.server plus the security headers) on a free port. */
export async function startServer(directory = SITE) {
  const server = spawn('python3', [...serverArgs(), '0', '--bind', '127.0.0.1', '--directory', directory], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // http.server logs every request to stderr: it is read for ever, or once its pipe's 64 KB are full the server's
  // threads block on the log and every page load after that waits (a file of 23 pages did).
  let seen = '';
  server.stderr.on('data', (chunk) => {
    if (seen.length < 4096) seen += chunk;
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${seen}`)), 10000);
    server.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = /port (\d+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${seen}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.kill() };
}

/** Headless Debian Chromium with the flags this machine's closed network needs. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/**
 * A new page that records console errors, page errors and every request URL.
 * @param {import('playwright-core').Browser} browser
 */
export async function openPage(browser, options = {}) {
  return pageIn(await browser.newContext({ viewport: { width: 1200, height: 900 }, ...options }));
}

/**
 * A new page of `context` that records console errors, page errors and every request URL, as {@link openPage}'s.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function pageIn(context) {
  const page = await context.newPage();
  const problems = [];
  const requests = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  context.on('request', (request) => requests.push(request.url()));
  return { page, context, problems, requests };
}

/**
 * Puts `text` in a text box (the judge input, an output to check) as a paste does: the whole value at once and one
 * `input` event. Playwright's `fill` types it in (Chromium's insertText, a paragraph at a time): 8.7 s for a 1,354-line
 * input, where a real Ctrl+V of it takes 0.3 s.
 * @param {import('playwright-core').Locator} box
 * @param {string} text
 */
export async function paste(box, text) {
  await box.waitFor();
  await box.evaluate((element, value) => {
    const field = /** @type {HTMLTextAreaElement} */ (element);
    if (field.disabled || field.readOnly) throw new Error(`paste: ${field.dataset.testid} is not editable`);
    field.focus();
    field.value = value;
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, text);
}

/**
 * Waits up to 2 s for every one of `texts` to be somewhere in the local storage that `page` sees (another tab's write
 * reaches it a moment later); rejects when one never is.
 * @param {import('playwright-core').Page} page
 * @param {string[]} texts
 */
export function waitStored(page, texts) {
  return page.waitForFunction((wanted) => {
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key)).join('\n');
    return wanted.every((text) => stored.includes(text));
  }, texts, { timeout: 2000 });
}

/**
 * What the page says about its work, for a test's message when a wait times out: the judge panel's status and error,
 * the board's busy line, the insight's figure, the stepper's counter, case and count, the studio's verdict and its
 * explanation (with its busy line), and the workers running (a wait
 * that never ends, seen in fresh runs of `make test` and not reproduced, should say where it stood).
 * @param {import('playwright-core').Page} page
 */
export async function saidBy(page) {
  const texts = await page.evaluate(() => ['judge-status', 'judge-error', 'board-busy', 'insight-explored', 'insight-explored-note',
    'step-counter', 'case-select', 'case-metric', 'verdict-head', 'why-busy-text', 'verdict-why']
    .map((id) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      const said = el instanceof HTMLSelectElement ? `value ${JSON.stringify(el.value)}` : JSON.stringify(el?.textContent ?? null);
      return `${id}${el?.closest('[hidden]') ? ' (hidden)' : ''}: ${said}`;
    }).join('; ')).catch((e) => `the page did not answer: ${e.message}`);
  return `${texts}; workers: ${page.workers().map((w) => new URL(w.url()).pathname.split('/').pop()).join(', ')}`;
}

/** Saves a full-page screenshot under target/e2e/. */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Registers before/after hooks that serve the site and launch Chromium for the calling test file.
 * Returns an object whose `url` and `browser` are set once the hooks have run.
 */
export function useSite() {
  const site = { url: '', browser: /** @type {import('playwright-core').Browser} */ (/** @type {unknown} */ (null)), stop: () => {} };
  before(async () => {
    const server = await startServer();
    site.url = server.url;
    site.stop = server.stop;
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    site.stop();
  });
  return site;
}

/** The board's `data-state`. */
export const boardState = (page) => page.getByTestId('board').getAttribute('data-state');

/** The state the core gives for case `k` of `input`, from the page's own worker (replaces its board: call last). */
export async function caseState(page, puzzle, input, k) {
  return page.evaluate(async ([p, text, n]) => {
    const { request } = await import('./dist/main.js');
    const { value } = await request({ op: 'load', puzzle: p, input: text, case: n, history: '', at: null });
    return value.frame.state;
  }, [puzzle, input, String(k)]);
}

/** Waits until the move counter reads `n`. */
export const waitMoveCount = (page, n) => page.waitForFunction(
  (c) => document.querySelector('[data-testid="move-count"]').dataset.count === c, String(n));

/**
 * Opens `url` (the page at `#puzzle` by default) in `session`, or in a new one that accepts downloads, and waits for
 * the board and the judge box to be filled.
 */
export async function openPuzzle(site, puzzle, session = null, url = `${site.url}#${puzzle}`) {
  const s = session ?? await openPage(site.browser, { acceptDownloads: true });
  await s.page.goto(url);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state
    && document.querySelector('[data-testid="judge-input"]').value.length > 0);
  return s;
}

/**
 * Clicks `puzzle`'s tab and waits until the page has shown it. The address changes at the click, the page's
 * hashchange handler runs a task later: a test that waits for the address alone can still see the last puzzle.
 */
export async function showTab(page, puzzle) {
  await page.click(`nav a[data-puzzle="${puzzle}"]`);
  await page.waitForFunction((name) => document.querySelector(`nav a[data-puzzle="${name}"]`).getAttribute('aria-current') === 'page'
    && !document.getElementById(name).hidden, puzzle);
}

/** The texts of the elements under `selector` that take more than one line (a word broken over lines, a head squeezed
 * letter by letter): the lines are the distinct tops of their text's boxes. */
export function wrappedTexts(page, selector) {
  return page.evaluate((sel) => [...document.querySelectorAll(sel)].filter((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
  }).map((el) => el.textContent), selector);
}

/** Clicks "Explain the search" and waits for its figures. */
export async function analyse(page) {
  await page.getByTestId('analyse').click();
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="insight-explored"]').textContent));
}

/** Opens the X-ray and waits for its first step (not the last X-ray's, whose marks are cleared first). */
export async function openXray(page) {
  await page.getByTestId('xray-panel').evaluate((panel) => { delete panel.dataset.step; delete panel.dataset.method; });
  await page.getByTestId('xray').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.step === '0', null, { timeout: 60000 });
}

/**
 * Gives `page` the puzzles' workers built with the cargo feature `testing` (`make build-testing`: target/pkg-testing beside
 * the site served, so that an older site runs its own core; bench/wasm.mjs too): each worker is the site's
 * js/worker.js pointed at /pkg-testing/, where it imports its puzzle's glue and wasm. Open the page with
 * `serviceWorkers: 'block'`: a puzzle's worker started once the service worker controls the page (another tab shown
 * after the first board) would get the shipped files from its cache, which no route sees.
 */
export async function useTestingWorker(page) {
  const testing = join(SITE, '..', 'target', 'pkg-testing');
  const script = (name) => readFileSync(join(SITE, 'js', name), 'utf8');
  await page.route('**/dist/worker.js', (route) => route.fulfill({
    body: script('worker.js').replaceAll('../pkg/', '../pkg-testing/'), contentType: 'text/javascript',
  }));
  // ... with the modules it imports, unbundled beside it.
  for (const name of ['worker-loader.js', 'kept.js']) {
    await page.route(`**/dist/${name}`, (route) => route.fulfill({ body: script(name), contentType: 'text/javascript' }));
  }
  await page.route('**/pkg-testing/*', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    route.fulfill({ body: readFileSync(join(testing, name)), contentType: name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript' });
  });
}

/**
 * Where the board's cells are on screen, in page pixels: the top-left corner of cell (0, 0) and a cell's side (the SVG
 * keeps its aspect, so the grid may sit centred in the box).
 * @returns {Promise<{left: number, top: number, cell: number}>}
 */
export function boardGrid(page) {
  return page.evaluate(() => {
    const svg = /** @type {SVGSVGElement} */ (document.querySelector('[data-testid="board-svg"]'));
    const box = svg.getBoundingClientRect();
    const view = svg.viewBox.baseVal;
    const scale = Math.min(box.width / view.width, box.height / view.height);
    // The viewBox starts at (-m, -m) on a board with a margin for its locator rings (draw.js ringMargin).
    return {
      left: box.left + (box.width - view.width * scale) / 2 - view.x * scale,
      top: box.top + (box.height - view.height * scale) / 2 - view.y * scale,
      cell: 100 * scale,
    };
  });
}

/** The centre of cell (row, col) of the board on screen. */
export async function cellCentre(page, row, col) {
  const { left, top, cell } = await boardGrid(page);
  return { x: left + (col + 0.5) * cell, y: top + (row + 0.5) * cell };
}

/** A press at `from`, moved in five steps to `to`, released there (a mouse drag, or a swipe across the board). */
export async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}
