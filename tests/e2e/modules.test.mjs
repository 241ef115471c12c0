// Chromium tests of the wasm modules (Makefile `build`): each puzzle's (crates/wasm-cdylib with that puzzle's core,
// web/js/worker.js, one worker per puzzle shown) within the first module's budget, loaded with its tab and without the
// lab; the lab (crates/wasm-lab, web/js/lab-worker.js, every puzzle) started only by the X-ray or the studio, tracing
// the board exactly as it stands. Partners: web/js/worker-client.js, web/js/views/xray.js, harness.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUZZLES, ROOT, SITE, boardState, openPage, openPuzzle, useSite, useTestingWorker, waitMoveCount } from './harness.mjs';

const site = useSite();
/** The first wasm module's budget, the Makefile's WASM_BUDGET bytes gzipped (one figure for `make build` and here). */
const BUDGET = Number(readFileSync(join(ROOT, 'Makefile'), 'utf8').match(/^WASM_BUDGET := (\d+)$/m)[1]);

/** Gzipped by zlib (within a kilobyte of the `gzip -c` figure `make build` prints). */
const gzipped = (name) => gzipSync(readFileSync(join(SITE, 'pkg', name))).length;
const workers = (page) => page.workers().map((w) => new URL(w.url()).pathname);
/** The wasm files that `page`'s workers have fetched, by name (each worker's own resource timing). */
async function wasmFetched(page) {
  const names = await Promise.all(page.workers().map((worker) => worker.evaluate(() => performance.getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '').filter((name) => name.endsWith('.wasm')))));
  return names.flat().sort();
}
/** Polls `probe` until it is true, for at most 30 s. */
async function until(page, probe) {
  for (let waited = 0; !(await probe()) && waited < 30000; waited += 50) await page.waitForTimeout(50);
}

test('each puzzle\'s module is within the first module\'s budget gzipped, the lab module holds every puzzle', () => {
  assert.ok(BUDGET <= 150000, `the budget is 150 KB: ${BUDGET}`);
  const lab = gzipped('puzzle_lab_bg.wasm');
  for (const name of PUZZLES) {
    const size = gzipped(`puzzle_${name}_bg.wasm`);
    assert.ok(size <= BUDGET, `${name}'s module: ${size} bytes gzipped`);
    assert.ok(lab > size, `the lab module (${lab} bytes) holds ${name}'s (${size}) and more`);
  }
});

test('a visit loads the shown puzzle\'s module only, another tab\'s with its tab; a module answers no lab request', async () => {
  const { page, context, problems } = await openPuzzle(site, 'huarong');
  await until(page, async () => (await wasmFetched(page)).length > 0);
  assert.deepEqual(await wasmFetched(page), ['puzzle_huarong_bg.wasm']);
  const refusal = await page.evaluate(async () => {
    const client = await import('./dist/worker-client.js');
    return client.request({ op: 'xray', puzzle: 'huarong', method: 'bfs' }).then(() => null, (fault) => fault);
  });
  assert.equal(refusal?.kind, 'request', JSON.stringify(refusal));
  assert.match(refusal.message, /unknown variant `xray`/);
  // A puzzle's module knows its puzzle alone; the list of every puzzle is the lab's (and the bundle's).
  const entries = await page.evaluate(async () => {
    const client = await import('./dist/worker-client.js');
    return (await client.request({ op: 'puzzles', puzzle: 'huarong' })).value.map((entry) => entry.info.name);
  });
  assert.deepEqual(entries, ['huarong']);
  const other = PUZZLES.find((name) => name !== 'huarong');
  await page.click(`nav a[data-puzzle="${other}"]`);
  await page.waitForFunction((name) => !document.getElementById(name).hidden, other);
  await until(page, async () => (await wasmFetched(page)).length > 1);
  assert.deepEqual(await wasmFetched(page), [`puzzle_${other}_bg.wasm`, 'puzzle_huarong_bg.wasm'].sort());
  assert.deepEqual(workers(page).filter((path) => path.includes('lab')), [], `workers: ${workers(page)}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a crash in one puzzle\'s worker ends that worker alone: another puzzle\'s worker and board stay', async () => {
  // Without the service worker, whose cache would answer Holedox's worker, started after it controls the page.
  const session = await openPage(site.browser, { serviceWorkers: 'block' });
  const { page, context, problems } = session;
  await useTestingWorker(page);
  /** Each worker started, with its name (the puzzle) and whether it has closed. */
  const started = [];
  page.on('worker', (worker) => {
    const entry = { name: worker.evaluate(() => self.name), closed: false };
    worker.on('close', () => { entry.closed = true; });
    started.push(entry);
  });
  await openPuzzle(site, 'fifteen', session);
  await page.getByTestId('board').focus();
  await page.keyboard.press('ArrowLeft');
  await waitMoveCount(page, 1);
  const fifteen = await boardState(page);
  await page.click('nav a[data-puzzle="holedox"]');
  await page.waitForFunction(() => !document.getElementById('holedox').hidden);
  const named = async () => Promise.all(started.map(async (entry) => ({ name: await entry.name, closed: entry.closed })));
  await until(page, async () => (await named()).some((w) => w.name === 'holedox'));
  const crash = await page.evaluate(async () => {
    const { request } = await import('./dist/main.js');
    return request({ op: 'panic', puzzle: 'holedox' }).catch((e) => e);
  });
  assert.equal(crash?.kind, 'internal', JSON.stringify(crash));
  await page.click('nav a[data-puzzle="fifteen"]');
  await page.waitForFunction(() => !document.getElementById('fifteen').hidden);
  assert.equal(await boardState(page), fifteen);
  await page.getByTestId('board').focus();
  await page.keyboard.press('ArrowDown');
  await waitMoveCount(page, 2);
  // Holedox's next request starts a worker of its own again.
  const again = await page.evaluate(async () => {
    const { request } = await import('./dist/main.js');
    return (await request({ op: 'puzzles', puzzle: 'holedox' })).value.map((entry) => entry.info.name);
  });
  assert.deepEqual(again, ['holedox']);
  const workersNow = await named();
  assert.deepEqual(workersNow.filter((w) => w.name === 'fifteen'), [{ name: 'fifteen', closed: false }], JSON.stringify(workersNow));
  assert.equal(workersNow.filter((w) => w.name === 'holedox').length, 2, JSON.stringify(workersNow));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a visit starts the lab worker only when the X-ray opens, which traces the board as it stands', async () => {
  const { page, context, problems } = await openPuzzle(site, 'fifteen');
  // Two moves, one undone: the lab's copy must be the start, both moves recorded and the cursor after the first.
  await page.getByTestId('board').focus();
  // An arrow slides the tile the way it points: 7 left into the blank, then 4 down.
  for (const key of ['ArrowLeft', 'ArrowDown']) await page.keyboard.press(key);
  await waitMoveCount(page, 2);
  await page.getByTestId('undo').click();
  await waitMoveCount(page, 1);
  assert.deepEqual(workers(page).filter((path) => path.includes('lab')), [], `workers: ${workers(page)}`);
  await page.getByTestId('xray').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.step === '0', null, { timeout: 60000 });
  assert.ok(workers(page).some((path) => path.endsWith('/lab-worker.js')), `workers: ${workers(page)}`);
  const state = await boardState(page);
  const traced = await page.evaluate(async () => {
    const client = await import('./dist/worker-client.js');
    const step = (method) => client.labRequest({ op: 'xrayStep', puzzle: 'fifteen', method, step: 0 });
    const [bfs, solver] = await Promise.all([step('bfs'), step('solver')]);
    return [bfs.value.frame.state, solver.value.frame.state];
  });
  assert.deepEqual(traced, [state, state]);
  // Redo still works on the page's own board: the lab holds a copy, not the board.
  await page.getByTestId('redo').click();
  await waitMoveCount(page, 2);
  assert.deepEqual(problems, []);
  await context.close();
});
