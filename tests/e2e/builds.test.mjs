// Chromium test of issue 27, point 20: when another tab picks up a new build, an open page keeps running the files of
// its own build (web/sw.js keeps each build's cache for its pages and workers). Serves a copy of the site, then makes
// a second build of it whose workers cannot start. Partners: harness.mjs, web/sw.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE, fixture, launchBrowser, openPage, paste, startServer } from './harness.mjs';

/** Waits until the page is controlled by a service worker. */
const controlled = (page) => page.evaluate(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
});

/** Makes `dir` a new build: its workers throw at once, its wasm is not wasm, its precache version and service worker change. */
function newBuild(dir) {
  // Every wasm module and every puzzle's glue (imported by its worker, not bundled).
  const pkg = readdirSync(join(dir, 'pkg')).filter((name) => /^puzzle_.*(_bg\.wasm|\.js)$/.test(name)).map((name) => `pkg/${name}`);
  for (const file of pkg) writeFileSync(join(dir, file), file.endsWith('.js') ? 'throw new Error(\'the new build\');\n' : 'not the old build\n');
  for (const file of ['dist/worker.js', 'dist/lab-worker.js']) {
    writeFileSync(join(dir, file), `throw new Error('a worker of the new build');\n${readFileSync(join(dir, file), 'utf8')}`);
  }
  const precache = readFileSync(join(dir, 'precache.js'), 'utf8').replace(/"version": "([0-9a-f]+)"/, '"version": "$1b"');
  writeFileSync(join(dir, 'precache.js'), precache);
  writeFileSync(join(dir, 'sw.js'), `${readFileSync(join(dir, 'sw.js'), 'utf8')}\n// the new build\n`);
  // Seconds later than the copy, whenever this runs: http.server answers 304 to a file changed within the same second.
  const later = Date.now() / 1000 + 5;
  for (const file of ['dist/worker.js', 'dist/lab-worker.js', ...pkg, 'precache.js', 'sw.js']) {
    utimesSync(join(dir, file), later, later);
  }
}

test('a page runs only files of its own build after another tab picks up a new one (20)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'builds-'));
  cpSync(SITE, dir, { recursive: true });
  const server = await startServer(dir);
  const browser = await launchBrowser();
  try {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${server.url}#fifteen`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    await controlled(page);
    const oldLab = await page.evaluate(() => fetch('dist/lab-worker.js').then((r) => r.text()));
    const before = (await page.evaluate(() => caches.keys())).filter((key) => key.startsWith('puzzle-playground-'));

    // Another tab opens after the site got a new build: the new service worker installs, activates and claims both.
    newBuild(dir);
    const other = await context.newPage();
    await other.goto(`${server.url}#huarong`);
    await other.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    // The new build's cache is there and its service worker, active, controls the old page too.
    let after = [];
    for (let i = 0; i < 100; i++) {
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { keys: await caches.keys(), busy: Boolean(registration.installing || registration.waiting), controlled: navigator.serviceWorker.controller === registration.active };
      });
      after = state.keys;
      if (!state.busy && state.controlled && after.some((key) => key.startsWith('puzzle-playground-') && !before.includes(key))) break;
      await page.waitForTimeout(200);
    }
    assert.ok(after.some((key) => !before.includes(key) && key.startsWith('puzzle-playground-')), `a new build's cache: ${after}`);

    // The old page still gets its own build's files. Its player comes back to it (a tab behind another draws no frames,
    // and Playwright's clicks wait for frames).
    await page.bringToFront();
    const lab = await page.evaluate(() => fetch('dist/lab-worker.js').then((r) => r.text()));
    assert.ok(lab === oldLab, `the old build's lab-worker.js, not the new one: ${lab.slice(0, 60)}`);
    // Its workers start from its build's scripts and wasm (the new build's are broken): the lab, and the puzzle's worker
    // after a Stop.
    await paste(page.getByTestId('judge-yours'), 'Case 1: 2\nCase 2: 4\nCase 3: 9\nCase 4: unsolvable\n');
    await page.getByTestId('judge-check').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="verdict-head"]').textContent.startsWith('Accepted 4/4'));
    await paste(page.getByTestId('judge-input'), '1\n4 4\n0 12 9 13\n15 11 10 14\n3 7 5 6\n4 8 2 1\n');
    await page.getByTestId('judge-run').click();
    await page.getByTestId('judge-stop').click();
    await page.getByTestId('judge-sample').click();
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent === 'Case 1: 2\nCase 2: 4\nCase 3: 9\nCase 4: unsolvable\n');
    // ... and the worker of a puzzle first shown now, which loads that puzzle's glue and module.
    await page.click('nav a[data-puzzle="huarong"]');
    await page.waitForFunction(() => !document.getElementById('huarong').hidden);
    await page.getByTestId('judge-sample').click();
    await page.getByTestId('judge-run').click();
    await page.waitForFunction((out) => document.querySelector('[data-testid="judge-output"]').textContent === out, fixture('huarong', 'sample.out'));
    assert.deepEqual(problems, []);

    // Once the old page is gone, its build's cache goes at the next visit.
    await page.close();
    await other.reload();
    await other.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    const left = await other.evaluate(async (old) => {
      for (let i = 0; i < 150; i++) {
        const keys = await caches.keys();
        if (!old.some((key) => keys.includes(key))) return keys;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return caches.keys();
    }, before);
    assert.deepEqual(left.filter((key) => before.includes(key)), [], 'the old build\'s cache is deleted');
    await context.close();
  } finally {
    await browser.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
