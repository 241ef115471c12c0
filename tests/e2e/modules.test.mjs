// Chromium tests of the two wasm modules (Makefile `build`): the first (crates/wasm-cdylib, web/js/worker.js) within
// its budget and without the lab; the lab (crates/wasm-lab, web/js/lab-worker.js) started only by the X-ray or the
// studio, tracing the board exactly as it stands. Partners: web/js/worker-client.js, web/js/views/xray.js, harness.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, SITE, boardState, openPuzzle, useSite, waitMoveCount } from './harness.mjs';

const site = useSite();
/** The wasm the page loads first, at most the Makefile's WASM_BUDGET bytes gzipped (one figure for `make build` and here). */
const BUDGET = Number(readFileSync(join(ROOT, 'Makefile'), 'utf8').match(/^WASM_BUDGET := (\d+)$/m)[1]);

/** Gzipped by zlib (within a kilobyte of the `gzip -c` figure `make build` prints). */
const gzipped = (name) => gzipSync(readFileSync(join(SITE, 'pkg', name))).length;
const workers = (page) => page.workers().map((w) => new URL(w.url()).pathname);

test('the first module is within its budget gzipped and answers no lab request; the lab module holds it all', async () => {
  const first = gzipped('puzzle_wasm_bg.wasm');
  assert.ok(first <= BUDGET, `first module: ${first} bytes gzipped`);
  assert.ok(gzipped('puzzle_lab_bg.wasm') > first, 'the lab module holds the first one and more');
  const { page, context, problems } = await openPuzzle(site, 'huarong');
  const refusal = await page.evaluate(async () => {
    const client = await import('./dist/worker-client.js');
    return client.request({ op: 'xray', puzzle: 'huarong', method: 'bfs' }).then(() => null, (fault) => fault);
  });
  assert.equal(refusal?.kind, 'request', JSON.stringify(refusal));
  assert.match(refusal.message, /unknown variant `xray`/);
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
