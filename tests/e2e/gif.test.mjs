// Chromium tests of the GIF export off the main thread (issue 16 point 7; web/js/gif-worker.js, web/js/views/export.js):
// a 100,000-move permalink (OmniGravity, and an open 30x30 Huarong) exports with progress and no main-thread task over
// 50 ms, Stop ends the worker, the GIF's frames carry the core's step numbers (read back with gifcheck.mjs), and the
// panel's screenshots at 1200 and 390 px.
// e2e: alone (its main-thread tasks are timed: `make test-e2e` runs it after the others, with the machine to itself)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SCREENSHOTS, openPage, useSite } from './harness.mjs';
import { assertCounters, readCounters } from './gifcheck.mjs';
import { join } from 'node:path';

const site = useSite();
const STEPS = 100_000;
const output = (page) => page.getByTestId('export-output').textContent();

/** An open 30x30 Huarong board (899 tiles: the largest frames), the blank on row 2, so that U D U D ... is legal. */
const OPEN_30 = `30 30 1\n${`${'1 '.repeat(29)}1\n`.repeat(30)}2 1 1 2 30 30\n`;

/**
 * A permalink with a path of 100,000 moves on the stepper: OmniGravity's first board (tilts U D L R), or `board` of
 * `puzzle` with the blank going up and down.
 */
async function openLongPath(options = {}, puzzle = 'omnigravity', board = null) {
  const s = await openPage(site.browser, { acceptDownloads: true, ...options });
  await s.page.goto(`${site.url}#omnigravity`);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  const text = board ?? await s.page.evaluate(async () => (await import('./dist/main.js')).FIRST.omnigravity.view.board);
  const path = board ? 'UD'.repeat(STEPS / 2) : 'UDLR'.repeat(STEPS / 4);
  await s.page.goto(`${site.url}#${puzzle}?board=${encodeURIComponent(text)}&moves=&at=0&path=${path}`);
  await s.page.waitForFunction(() => !document.querySelector('[data-testid="stepper"]').hidden, null, { timeout: 60_000 });
  await s.page.waitForTimeout(500);
  // Every main-thread task over 50 ms from here on (the browser's Long Tasks API).
  await s.page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => `${Math.round(e.duration)} ms at ${Math.round(e.startTime)}`)))
      .observe({ type: 'longtask' });
  });
  // The control: a deliberate 80 ms task is seen, so an empty list means none happened.
  await s.page.evaluate(() => setTimeout(() => { for (const t = performance.now(); performance.now() - t < 80;); }, 0));
  await s.page.waitForFunction(() => window.__long.length > 0);
  await s.page.evaluate(() => { window.__long = []; });
  return s;
}

describe('issue 16 point 7: the GIF is encoded off the main thread', () => {
  test('a 100,000-move link: progress at once, no main-thread task over 50 ms, the frames sampled and counted', async () => {
    const { page, context, problems } = await openLongPath();
    const began = Date.now();
    console.log(`clicked at ${await page.evaluate(() => Math.round(performance.now()))}`);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      (async () => {
        await page.getByTestId('export-gif').click();
        await page.waitForFunction(() => /frame [1-9]\d* of 300/.test(document.querySelector('[data-testid="export-output"]').textContent), null, { timeout: 15_000 })
          .catch(() => assert.fail('no GIF progress within 15 s: the page\'s main thread is taken'));
        const first = Date.now() - began;
        assert.equal(await page.getByTestId('export-progress').isVisible(), true);
        assert.match(await output(page), /\(100001 steps sampled evenly: steps 0, 334, 668, …, 100000\)/);
        console.log(`GIF of ${STEPS} moves: first progress after ${first} ms`);
      })(),
    ]);
    await page.waitForFunction(() => /Saved/.test(document.querySelector('[data-testid="export-output"]').textContent));
    const total = Date.now() - began;
    const long = await page.evaluate(() => window.__long);
    console.log(`GIF of ${STEPS} moves: saved after ${total} ms; main-thread tasks over 50 ms: ${JSON.stringify(long)}`);
    assert.deepEqual(long, [], 'no main-thread task over 50 ms');
    assert.match(await output(page), /^Saved 300 frames as a GIF \(100001 steps sampled evenly: steps 0, 334, 668, …, 100000\), each with its step counter up to step 100000 \/ 100000/);
    assert.equal(await page.getByTestId('export-stop').isHidden(), true);
    const read = await readCounters(page, download, [
      { index: 0, label: `step 0 / ${STEPS}`, wrong: `step 1 / ${STEPS}` },
      { index: 1, label: `step 334 / ${STEPS}`, wrong: `step 335 / ${STEPS}` },
      { index: 299, label: `step ${STEPS} / ${STEPS}`, wrong: `step ${STEPS - 1} / ${STEPS}` },
    ]);
    assert.equal(read.frames, 300);
    assertCounters(assert, read);
    console.log(`counter strips: ${JSON.stringify(read.strips.map((s) => [s.right, s.wrong]))}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a 100,000-move link on an open 30x30 board (the largest frames): no main-thread task over 50 ms', async () => {
    const { page, context, problems } = await openLongPath({}, 'huarong', OPEN_30);
    const began = Date.now();
    console.log(`clicked at ${await page.evaluate(() => Math.round(performance.now()))}`);
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByTestId('export-gif').click();
    await page.waitForFunction(() => /frame [1-9]\d* of 300/.test(document.querySelector('[data-testid="export-output"]').textContent), null, { timeout: 30_000 });
    const first = Date.now() - began;
    await download;
    await page.waitForFunction(() => /Saved/.test(document.querySelector('[data-testid="export-output"]').textContent));
    const long = await page.evaluate(() => window.__long);
    console.log(`GIF of ${STEPS} moves on 30x30: first progress after ${first} ms, saved after ${Date.now() - began} ms; tasks over 50 ms: ${JSON.stringify(long)}`);
    assert.deepEqual(long, [], 'no main-thread task over 50 ms');
    assert.match(await page.getByTestId('export-output').textContent(), /^Saved 300 frames as a GIF \(100001 steps sampled evenly/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('Stop ends the GIF worker: no GIF, the progress goes, the page stays responsive', async () => {
    const { page, context, problems } = await openLongPath();
    const closed = new Promise((resolve) => page.on('worker', (w) => {
      if (w.url().endsWith('/gif-worker.js')) w.on('close', () => resolve(true));
    }));
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByTestId('export-gif').click();
    await page.waitForFunction(() => /frame [1-9]\d* of 300/.test(document.querySelector('[data-testid="export-output"]').textContent));
    await page.getByTestId('export-stop').click();
    assert.equal(await output(page), 'GIF stopped.');
    assert.equal(await Promise.race([closed, new Promise((r) => setTimeout(() => r(false), 3000))]), true, 'the worker ended');
    await page.waitForTimeout(1500);
    assert.equal(await output(page), 'GIF stopped.');
    assert.equal(downloads, 0);
    assert.equal(await page.getByTestId('export-stop').isHidden(), true);
    assert.equal(await page.getByTestId('export-progress').isHidden(), true);
    assert.deepEqual(await page.evaluate(() => window.__long), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [width, height] of [[1200, 900], [390, 844]]) {
    test(`the export panel with the GIF's progress and Stop at ${width} px`, async () => {
      const { page, context } = await openLongPath({ viewport: { width, height } });
      await page.getByTestId('export-gif').click();
      await page.waitForFunction(() => /frame [1-9]\d* of 300/.test(document.querySelector('[data-testid="export-output"]').textContent));
      await page.getByTestId('export').screenshot({ path: join(SCREENSHOTS, `export-gif-${width}.png`) });
      const box = await page.getByTestId('export').boundingBox();
      assert.ok(box && box.x + box.width <= width, 'the panel fits the width');
      await page.getByTestId('export-stop').click();
      await context.close();
    });
  }
});
