// Chromium tests of the X-ray panel (web/js/views/xray.js, crates/core/src/xray/): for every puzzle, step the plain
// search and the solver's own search forwards and back, jump by layers, see the queue, and check the ends against the
// insight view's "States explored".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, ROOT, openPage, screenshot, useSite } from './harness.mjs';

const site = useSite();
/** Puzzles whose solver is the plain breadth-first search itself (OmniGravity's over whole boards). */
const SOLVER_IS_BFS = new Set(['omnigravity']);
const number = (text) => Number(text.replace(/,/g, ''));

/** The X-ray's counters as numbers: expanded, generated, frontier, layer. */
async function counters(page) {
  const values = await page.$$eval('[data-testid="xray-counter"]', (els) => els.map((e) => [e.dataset.counter, e.textContent]));
  return Object.fromEntries(values.map(([name, text]) => [name, number(text)]));
}

/** Clicks `id` and waits until the shown step is `step`. */
async function stepTo(page, id, step) {
  await page.getByTestId(id).click();
  await page.waitForFunction((s) => document.querySelector('[data-testid="xray-panel"]').dataset.step === String(s), step);
}

/** The insight view's "States explored" for the board shown. */
async function explored(page) {
  await page.getByTestId('analyse').click();
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="insight-explored"]').textContent));
  return number(await page.getByTestId('insight-explored').textContent());
}

/** Opens the X-ray and waits for its first step. */
async function openXray(page) {
  await page.getByTestId('xray').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.step === '0', null, { timeout: 60000 });
}

for (const puzzle of PUZZLES) {
  test(`${puzzle}: the X-ray steps both ways and its plain search ends on the insight's count`, async () => {
    const { page, context, problems } = await openPage(site.browser);
    await page.goto(`${site.url}#${puzzle}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    const insight = await explored(page);
    await openXray(page);
    const first = await counters(page);
    assert.deepEqual([first.expanded, first.layer], [1, 0]);
    await page.getByTestId('xray-panel').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.step === '1');
    await stepTo(page, 'xray-next', 2);
    const third = await counters(page);
    assert.ok(third.expanded > first.expanded && third.generated >= first.generated, JSON.stringify(third));
    assert.equal(await page.locator('.xray-code li.current').count(), 1, 'one pseudocode line is marked');
    await stepTo(page, 'xray-prev', 1);
    await stepTo(page, 'xray-prev', 0);
    assert.deepEqual(await counters(page), first, 'the counters come back');
    await page.getByTestId('xray-layer-next').click();
    // The next layer kept: layer 1, or a deeper one when the trace is a sample of a large search.
    await page.waitForFunction(() => document.querySelector('[data-testid="xray-counter"][data-counter="layer"]').textContent !== '0');
    await screenshot(page, `xray-${puzzle}`);

    await page.getByTestId('xray-end').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="xray-counter"][data-counter="frontier"]').textContent === '0'
      || /Stopped/.test(document.querySelector('[data-testid="xray-note"]').textContent));
    const compare = await page.getByTestId('xray-compare').textContent();
    const bfs = await counters(page);
    // On every puzzle (Fifteen's IDA* too, issue 27 point 3): the insight's plain figure is the plain search's end.
    assert.equal(bfs.expanded, insight, "the plain search's end is the insight's States explored");
    assert.match(compare, new RegExp(`^Plain BFS expanded ${insight.toLocaleString('en')} states`));
    await page.getByTestId('xray-method-solver').check();
    await page.waitForFunction(() => /\S/.test(document.querySelector('[data-testid="xray-name"]').textContent)
      && !/Plain/.test(document.querySelector('[data-testid="xray-name"]').textContent));
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `xray-${puzzle}-390-solver`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `no sideways scroll at 390 px (${overflow})`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

/** A generated board where the sample is too near the goal for the solver to expand 3 states. */
const GENERATE = { fifteen: { seed: '42', level: 1 } };

/** The queue entries shown: each one's words (beside its small board) and its state. */
const queued = (page) => page.$$eval('[data-testid="xray-queue-entry"]', (els) => els.map((e) => `${e.querySelector('.xray-state-words').textContent} ${e.dataset.state}`));

for (const puzzle of PUZZLES) {
  test(`${puzzle}: the X-ray steps the solver's own search both ways, with its queue, to the insight's figures`, async () => {
    const { page, context, problems } = await openPage(site.browser);
    await page.goto(`${site.url}#${puzzle}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    if (GENERATE[puzzle]) {
      const before = await page.getByTestId('board').getAttribute('data-state');
      await page.getByTestId('generate-seed').fill(GENERATE[puzzle].seed);
      await page.getByTestId('generate-level').selectOption({ index: GENERATE[puzzle].level });
      await page.getByTestId('generate').click();
      await page.waitForFunction((s) => document.querySelector('[data-testid="board"]').dataset.state !== s, before);
    }
    const insight = await explored(page);
    const solver = number(await page.getByTestId('insight-solver').textContent());
    await openXray(page);
    await page.getByTestId('xray-method-solver').check();
    await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.method === 'solver');
    assert.doesNotMatch(await page.getByTestId('xray-name').textContent(), /^Plain/);
    if (await page.getByTestId('xray-panel').evaluate((p) => p.classList.contains('xray-figures-only'))) {
      // A solver whose loop is not traced (Klotski's three searches): its figures, the insight's, and no replay.
      assert.equal(await page.getByTestId('xray-step').textContent(), 'not replayed');
      assert.equal((await counters(page)).expanded, solver, "the solver's figure is the insight's");
      assert.ok(solver > 0 && insight > 0);
      assert.deepEqual(problems, []);
      await context.close();
      return;
    }
    const first = await counters(page);
    assert.equal(first.expanded, 1);
    const queue = await queued(page);
    assert.ok(queue.length > 0 && queue.length <= 8, JSON.stringify(queue));
    assert.match(queue[0], /^g \d+/, 'each entry shows its cost');
    assert.match(await page.getByTestId('xray-cost').textContent(), /^g \d+/);
    await stepTo(page, 'xray-next', 1);
    await stepTo(page, 'xray-next', 2);
    assert.ok((await counters(page)).expanded > first.expanded);
    await stepTo(page, 'xray-prev', 1);
    await stepTo(page, 'xray-prev', 0);
    assert.deepEqual(await counters(page), first, 'the counters come back');
    assert.deepEqual(await queued(page), queue, 'and so does the queue');
    await screenshot(page, `xray-${puzzle}-solver`);

    await page.getByTestId('xray-end').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.step !== '0');
    const end = await counters(page);
    const compare = await page.getByTestId('xray-compare').textContent();
    assert.match(compare, new RegExp(`the solver expanded ${end.expanded.toLocaleString('en')}\\b`));
    assert.equal(end.expanded, solver, "the solver's end is the insight's figure for the solver");
    if (SOLVER_IS_BFS.has(puzzle)) assert.equal(end.expanded, insight, 'the solver is the plain search');
    else assert.ok(end.expanded < insight, `the guided search expands fewer than the plain one's ${insight}`);
    assert.match(compare, /Its answer: -?\d/);
    await page.setViewportSize({ width: 390, height: 844 });
    await stepTo(page, 'xray-prev', Number(await page.getByTestId('xray-panel').getAttribute('data-step')) - 1);
    await screenshot(page, `xray-${puzzle}-390-solver-end`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `no sideways scroll at 390 px (${overflow})`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('README screenshot: docs/screenshots/xray.png, Holedox\'s guided search two steps in', async () => {
  const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1000, height: 900 }, colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(`${site.url}#holedox`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  await openXray(page);
  await page.getByTestId('xray-method-solver').check();
  await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.method === 'solver');
  await stepTo(page, 'xray-next', 1);
  await stepTo(page, 'xray-next', 2);
  mkdirSync(join(ROOT, 'docs', 'screenshots'), { recursive: true });
  await page.getByTestId('xray-panel').screenshot({ path: join(ROOT, 'docs', 'screenshots', 'xray.png'), animations: 'disabled' });
  assert.deepEqual(problems, []);
  await context.close();
});
