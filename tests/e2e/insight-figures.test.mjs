// Chromium tests of issue 27 points 3 and 5 (web/js/views/insight.js, crates/core/src/puzzles/*/insight.rs): the
// insight names its two figures the same way on every puzzle, the plain search's and the solver's, as the X-ray counts
// them; and while a search runs nothing of another puzzle's or board's insight stays on show. polish.test.mjs has the
// page's other small faults of the issue.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { PUZZLES, SCREENSHOTS, analyse, openPage, openPuzzle, openXray, screenshot, useSite, waitMoveCount } from './harness.mjs';

const site = useSite();
const VIEWPORTS = [[390, 844], [1366, 768], [1920, 1080]];
const number = (text) => Number(text.replace(/,/g, ''));

const open = (puzzle, options = {}) => openPage(site.browser, { acceptDownloads: true, ...options })
  .then((s) => openPuzzle(site, puzzle, s));

/** What of the insight section a person sees now: its visible text, the chart's parts and the heat caption. */
const insightShown = (page) => page.evaluate(() => {
  const root = /** @type {HTMLElement} */ (document.querySelector('[data-testid="insight"]'));
  const chart = /** @type {Element} */ (document.querySelector('[data-testid="layers-chart"]'));
  return { text: root.hidden ? '' : root.innerText, bars: chart.querySelectorAll('rect').length, heat: document.querySelectorAll('.heat-cell').length };
});

describe('issue 27 point 3: the insight names both figures, the same way on every puzzle', () => {
  for (const puzzle of PUZZLES) {
    test(`${puzzle}: "States explored" is the plain search's count, beside the solver's, as the X-ray counts them`, async () => {
      const { page, context, problems } = await open(puzzle);
      await analyse(page);
      const explored = number(await page.getByTestId('insight-explored').textContent());
      await openXray(page);
      const compare = await page.getByTestId('xray-compare').textContent();
      const plain = /^Plain BFS expanded ([\d,]+) states/.exec(compare);
      assert.ok(plain, compare);
      assert.equal(explored, number(plain[1]), `the insight's plain count is the X-ray's: ${compare}`);
      const solver = /the solver expanded ([\d,]+)/.exec(compare);
      assert.ok(solver, compare);
      assert.equal(number(await page.getByTestId('insight-solver').textContent()), number(solver[1]), compare);
      assert.match(await page.getByTestId('insight-solver-kind').textContent(), /expanded/);
      assert.match(await page.getByTestId('insight-explored-note').textContent(), /every reachable state|stopped at its budget/);
      if (puzzle === 'fifteen') {
        // The statement's 3x3 sample: every one of its 181,440 boards, against IDA*'s 2 nodes.
        assert.equal(explored, 181440);
        assert.equal(await page.getByTestId('insight-solver').textContent(), '2');
        for (const [width, height] of VIEWPORTS) {
          await page.setViewportSize({ width, height });
          await page.getByTestId('insight').scrollIntoViewIfNeeded();
          await page.getByTestId('insight').screenshot({ path: join(SCREENSHOTS, `polish-insight-fifteen-${width}.png`) });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `no sideways scroll at ${width} px (${overflow})`);
        }
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('Fifteen on a 4x4: the plain search says it stopped at its budget', async () => {
    const { page, context, problems } = await open('fifteen');
    await page.getByTestId('case-number').fill('3');
    await page.getByTestId('load-case').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state.split('/').length === 4);
    await analyse(page);
    assert.equal(await page.getByTestId('insight-explored').textContent(), '1,000,000');
    assert.match(await page.getByTestId('insight-explored-note').textContent(), /stopped at its budget/);
    assert.match(await page.getByTestId('insight-solver-kind').textContent(), /^IDA\* nodes expanded/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('issue 27 point 5: nothing of another puzzle or board stays in the insight', () => {
  for (const [width, height] of VIEWPORTS) {
    test(`Holedox's figures, chart and heat caption are gone the moment Fifteen's search starts (${width}x${height})`, async () => {
      const { page, context, problems } = await open('holedox', { viewport: { width, height } });
      await analyse(page);
      const holedox = await insightShown(page);
      const table = await page.getByTestId('insight-table').textContent();
      const heatKind = await page.getByTestId('heat-kind').textContent();
      assert.ok(holedox.bars > 0 && holedox.heat > 0 && table && heatKind, JSON.stringify(holedox));
      await page.evaluate(() => { location.hash = '#fifteen'; });
      await page.waitForFunction(() => !document.getElementById('fifteen').hidden);
      // Click and look in the same task: the worker cannot have answered yet, so this is what shows while it searches.
      const during = await page.evaluate(() => {
        /** @type {HTMLElement} */ (document.querySelector('[data-testid="analyse"]')).click();
        const root = /** @type {HTMLElement} */ (document.querySelector('[data-testid="insight"]'));
        return { text: root.innerText, bars: document.querySelectorAll('[data-testid="layers-chart"] rect').length, heat: document.querySelectorAll('.heat-cell').length };
      });
      assert.ok(!during.text.includes(table), `Holedox's table (${table}) is not shown: ${during.text}`);
      assert.ok(!during.text.includes(heatKind), `Holedox's heat caption is not shown: ${during.text}`);
      assert.equal(during.bars, 0, "Holedox's chart is not shown");
      assert.equal(during.heat, 0);
      assert.doesNotMatch(during.text, /depth of a plain breadth-first search/, 'no caption of the last chart');
      await screenshot(page, `polish-insight-pending-${width}`);
      await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="insight-explored"]').textContent));
      assert.match(await page.getByTestId('insight-table').textContent(), /table|Manhattan/);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('another board of the same puzzle: the last board\'s figures go while its search runs', async () => {
    const { page, context, problems } = await open('holedox');
    await analyse(page);
    const explored = await page.getByTestId('insight-explored').textContent();
    const table = await page.getByTestId('insight-table').textContent();
    await page.getByTestId('case-number').fill('2');
    await page.getByTestId('load-case').click();
    await waitMoveCount(page, 0);
    await page.waitForFunction(() => document.querySelector('[data-testid="insight"]').hidden);
    const during = await page.evaluate(() => {
      /** @type {HTMLElement} */ (document.querySelector('[data-testid="analyse"]')).click();
      return {
        explored: document.querySelector('[data-testid="insight-explored"]').textContent,
        table: document.querySelector('[data-testid="insight-table"]').textContent,
        bars: document.querySelectorAll('[data-testid="layers-chart"] rect').length,
      };
    });
    assert.notEqual(during.explored, explored);
    assert.notEqual(during.table, table);
    assert.equal(during.bars, 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
