// Chromium tests of stepping through solutions (web/js/stepper.js), the insight view (insight.js) and export (export.js).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { openPage, screenshot, useSite } from './harness.mjs';

const site = useSite();

const state = (page) => page.getByTestId('board').getAttribute('data-state');
const counter = (page) => page.getByTestId('step-counter').textContent();

/** Opens `puzzle`, runs its sample through the judge and picks case `index` (0-based). */
async function pick(puzzle, index) {
  const session = await openPage(site.browser, { acceptDownloads: true });
  const { page } = session;
  await page.goto(`${site.url}#${puzzle}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
  const output = await page.getByTestId('judge-output').textContent();
  await page.getByTestId('case-select').selectOption(String(index));
  await page.waitForFunction(() => !document.querySelector('[data-testid="insight"]').hidden
    && document.querySelector('[data-testid="insight-explored"]').textContent !== '…');
  return { ...session, answers: output.trim().split('\n').map((line) => Number(line.split(' ').pop())) };
}

async function waitCounter(page, text) {
  await page.waitForFunction((t) => document.querySelector('[data-testid="step-counter"]').textContent === t, text);
}

/** Per puzzle: the goal check at the end of case 1's path. */
const GOALS = {
  holedox: (s) => s.startsWith('1 1 '),
  huarong: (s) => s.endsWith(' 2 2'),
  omnigravity: null,
};

describe('stepping through solutions', () => {
  for (const [puzzle, isGoal] of Object.entries(GOALS)) {
    test(`${puzzle}: the picker, stepping both ways, keys, slider, permalink and insight`, async () => {
      const { page, context, problems, answers } = await pick(puzzle, 0);
      const options = await page.getByTestId('case-select').locator('option').allTextContents();
      assert.equal(options.length, answers.length + 1, 'one entry per case, after the prompt');
      assert.match(options[1], new RegExp(`: ${answers[0]}$`));
      const start = await state(page);
      if (puzzle === 'omnigravity') {
        await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent !== '0 / 0'
          && !document.querySelector('[data-testid="stepper"]').hidden);
      }
      const n = Number((await counter(page)).split(' / ')[1]);
      if (isGoal) assert.equal(n, answers[0], "the counter's n is the judge answer");
      assert.equal(await counter(page), `0 / ${n}`);

      await page.getByTestId('step-next').click();
      await waitCounter(page, `1 / ${n}`);
      await page.getByTestId('step-prev').click();
      await waitCounter(page, `0 / ${n}`);
      assert.equal(await state(page), start);

      await page.getByTestId('step-slider').focus();
      await page.keyboard.press('End');
      await waitCounter(page, `${n} / ${n}`);
      const end = await state(page);
      if (isGoal) assert.ok(isGoal(end), `${end} is the goal`);
      else assert.notEqual(end, start, 'the deepest reachable state');
      await page.keyboard.press('ArrowLeft');
      await waitCounter(page, `${n - 1} / ${n}`);
      await page.keyboard.press('Home');
      await waitCounter(page, `0 / ${n}`);
      assert.equal(await state(page), start, 'back at 0 / n is the start');

      // The permalink carries the case (its board) and the step.
      await page.getByTestId('step-next').click();
      await waitCounter(page, `1 / ${n}`);
      await page.waitForTimeout(200);
      const other = await openPage(site.browser);
      await other.page.goto(page.url());
      await other.page.waitForFunction((t) => document.querySelector('[data-testid="step-counter"]').textContent === t, `1 / ${n}`);
      assert.equal(await state(other.page), await state(page));
      await other.context.close();

      // Take over and play on, then undo back onto the path.
      await page.getByTestId('undo').click();
      await waitCounter(page, `0 / ${n}`);

      const explored = Number((await page.getByTestId('insight-explored').textContent()).replace(/,/g, ''));
      assert.ok(explored > 0, 'states explored');
      assert.ok(await page.locator('[data-testid="layers-chart"] rect').count() > 0, 'a layers chart');
      assert.match(await page.getByTestId('insight-time').textContent(), /ms$/);
      if (puzzle === 'omnigravity') {
        assert.equal(Number(await page.getByTestId('gallery-count').textContent()), answers[0], 'gallery count is the answer');
        assert.ok(await page.locator('.gallery-tile').count() > 0);
      } else {
        assert.ok(await page.locator('.heat-cell').count() > 0, 'a heat map on the board');
      }
      await screenshot(page, `insight-${puzzle}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const puzzle of ['huarong', 'holedox']) {
    test(`${puzzle}: a -1 case shows why`, async () => {
      const { page, context, problems, answers } = await pick(puzzle, 1);
      assert.equal(answers[1], -1);
      const why = page.getByTestId('why-not');
      assert.equal(await why.isVisible(), true);
      assert.match(await why.textContent(), /reach/);
      assert.ok(await page.locator('.heat-cell').count() > 0, 'the reachable cells are shown');
      await screenshot(page, `why-not-${puzzle}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('export: text as puzzles solve prints it, a PNG and a GIF', async () => {
    const { page, context, problems } = await pick('holedox', 0);
    await page.getByTestId('export-text').click();
    assert.match(await page.getByTestId('export-output').textContent(), /^9 [UDLR]{9}$/);
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
    const pngBytes = await readFile(await png.path());
    assert.deepEqual([...pngBytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.ok(pngBytes.length > 500);
    const [gif] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-gif').click()]);
    const gifBytes = await readFile(await gif.path());
    assert.equal(gifBytes.subarray(0, 6).toString('latin1'), 'GIF89a');
    assert.equal(gifBytes[gifBytes.length - 1], 0x3b, 'a complete GIF ends with its trailer');
    const frames = gifBytes.filter((b, i) => b === 0x2c && gifBytes[i - 1] === 0x00).length;
    assert.ok(frames >= 10, `one frame per step (found ${frames} image separators)`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
