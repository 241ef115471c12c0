// Chromium tests of issue 15's friction points 5, 6, 7 and 9: the stepper's caption and the paths' note name the mover,
// large boards get locator rings and the insight a heat legend and an axis with the goal's depth, winning shows a
// banner, and the help explains the judge, the stepper, the insight and export. Screenshots in target/e2e/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boardGrid, fixture, openPage, paste, screenshot, showTab, useSite } from './harness.mjs';

const site = useSite();
const KEYS = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };

async function open(puzzle, options = {}) {
  const s = await openPage(site.browser, options);
  await s.page.goto(`${site.url}#${puzzle}`);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state
    && document.querySelector('[data-testid="judge-input"]').value.length > 0);
  return s;
}

/** Runs the judge on `input` (the sample when null) and picks case `index` (0-based) to step through. */
async function pickCase(page, input, index) {
  if (input !== null) await paste(page.getByTestId('judge-input'), input);
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="case-select"]').options.length > 1);
  await page.getByTestId('case-select').selectOption(String(index));
  await page.waitForFunction(() => !document.querySelector('[data-testid="stepper"]').hidden);
}

/** The first case (0-based) of a judge output with an answer of at least `least`. */
const solvable = (out, least = 1) => out.trim().split('\n').findIndex((line) => Number(line) >= least);

describe('issue 15: friction 5, 6, 7, 9', () => {
  test('the stepper says where its path goes and the paths say whose moves the letters are (friction 5)', async () => {
    const { page, context, problems } = await open('huarong');
    await pickCase(page, null, solvable(fixture('huarong', 'sample.out')));
    const caption = await page.getByTestId('step-caption').textContent();
    const steps = (await page.getByTestId('step-counter').textContent()).split(' / ')[1];
    assert.match(caption, new RegExp(`^Stepping the optimal path: ${steps} moves? of the blank`));
    assert.doesNotMatch(await page.locator('[data-testid="judge-paths-box"] summary').textContent(), /puzzles/);
    assert.match(await page.getByTestId('judge-paths-note').textContent(), /one move of the blank/);
    // A puzzle without a goal: the path goes to a gallery state.
    await showTab(page, 'omnigravity');
    await pickCase(page, null, 0);
    await page.waitForFunction(() => /to state #\d+/.test(document.querySelector('[data-testid="step-caption"]').textContent));
    assert.match(await page.getByTestId('step-caption').textContent(), /^Stepping \d+ tilts? of the board from the start to state #\d+/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a 30x30 board rings the piece, target and blank; the insight has a heat legend, an axis and the goal (friction 6)', async () => {
    for (const [name, viewport] of [['desktop', { width: 1200, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
      const { page, context, problems } = await open('huarong', { viewport });
      const out = fixture('huarong', 'worst-30x30.out');
      await pickCase(page, fixture('huarong', 'worst-30x30.in'), solvable(out, 20));
      await page.waitForFunction(() => document.querySelector('[data-testid="insight-explored"]').textContent !== '…'
        && !document.querySelector('[data-testid="insight"]').hidden);
      for (const kind of ['chosen', 'target', 'blank']) assert.equal(await page.locator(`.locator-${kind}`).count(), 1, kind);
      assert.match(await page.getByTestId('board-legend').textContent(), /the piece to move.*the target.*the empty cell/);
      assert.equal(await page.getByTestId('heat-legend').isVisible(), true);
      assert.match(await page.getByTestId('heat-min').textContent(), /^\d+$/);
      assert.match(await page.getByTestId('heat-max').textContent(), /^\d+$/);
      assert.match(await page.getByTestId('heat-what').textContent(), /moves to bring the piece here/);
      const chart = page.getByTestId('layers-chart');
      assert.ok(await chart.locator('line.axis').count() > 2);
      assert.match(await chart.locator('text.axis-name').textContent(), /depth/);
      assert.ok(await chart.locator('text.value').count() >= 2);
      const optimal = await page.getByTestId('optimal').getAttribute('data-optimal');
      assert.match(await chart.locator('text.goal').textContent(), new RegExp(`goal: ${optimal}`));
      await page.getByTestId('board').scrollIntoViewIfNeeded();
      await screenshot(page, `friction-30x30-${name}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('a ring round a cell on the board\'s edge is whole: the board keeps a margin for its rings', async () => {
    const { page, context, problems } = await open('huarong', { viewport: { width: 390, height: 844 } });
    // The 30x30 board's third query: its target is on the bottom row.
    await paste(page.getByTestId('judge-input'), fixture('huarong', 'worst-30x30.in'));
    await page.getByTestId('case-number').fill('3');
    await page.getByTestId('load-case').click();
    await page.waitForFunction(() => document.querySelectorAll('.locator').length === 3);
    const outside = await page.evaluate(() => {
      const svg = /** @type {SVGSVGElement} */ (document.querySelector('[data-testid="board-svg"]'));
      const view = svg.viewBox.baseVal;
      return [...svg.querySelectorAll('circle.locator')].map((ring) => {
        const [x, y, r] = ['cx', 'cy', 'r'].map((name) => Number(ring.getAttribute(name)));
        return { ring: ring.getAttribute('class'), x, y, r };
      }).filter(({ x, y, r }) => x - r < view.x || y - r < view.y || x + r > view.x + view.width || y + r > view.y + view.height);
    });
    assert.deepEqual(outside, [], 'every ring within the board\'s view');
    const grid = await boardGrid(page);
    assert.ok(grid.cell >= 10, `a cell of ${grid.cell.toFixed(1)} px on a 390 px phone`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('following the hints to the end shows the solved banner with the core\'s words (friction 7)', async () => {
    for (const [name, viewport] of [['desktop', { width: 1200, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
      const { page, context, problems } = await open('holedox', { viewport });
      assert.equal(await page.getByTestId('solved-banner').isHidden(), true);
      for (let i = 0; i < 80 && await page.getByTestId('solved-banner').isHidden(); i++) {
        await page.getByTestId('hint').click();
        const move = await page.getByTestId('hint-text').getAttribute('data-move');
        await page.getByTestId('board').focus();
        await page.keyboard.press(KEYS[move]);
        await page.waitForFunction((n) => document.querySelector('[data-testid="move-count"]').dataset.count === String(n), i + 1);
      }
      const banner = await page.getByTestId('solved-banner').textContent();
      assert.ok(banner.length > 0);
      assert.equal(await page.getByTestId('board-status').textContent(), banner);
      assert.match(await page.getByTestId('announcer').textContent(), new RegExp(banner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.equal(await page.getByTestId('solved-banner').evaluate((b) => b.classList.contains('celebrate')), true);
      await page.getByTestId('board').scrollIntoViewIfNeeded();
      await screenshot(page, `friction-solved-${name}`);
      await page.getByTestId('undo').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="solved-banner"]').hidden);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('the help explains the judge, the stepper, the insight, the X-ray and export (friction 9)', async () => {
    const { page, context } = await open('huarong');
    await page.getByTestId('help').click();
    const dialog = page.getByTestId('help-dialog');
    for (const [part, words] of [['judge', /Run/], ['stepper', /step/], ['insight', /heat map/], ['xray', /X-ray/], ['export', /PNG/]]) {
      const section = dialog.getByTestId(`help-${part}`);
      assert.equal(await section.isVisible(), true, part);
      assert.match(await section.textContent(), words);
    }
    await context.close();
  });
});
