// Chromium test of issue 27, friction 7 (web/js/catalogue.js jumps, views/studio.js, why.js, style.css): on a laptop
// (1366x768), a phone (390x844) and a large screen (1920x1080), what each click of the judge studio shows is on screen:
// the studio from the jump beside the title, the verdict after Check, and after picking a fault the board, the stepper's
// buttons and the explanation together; Back returns to the fault. Partners: harness.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPuzzle, paste, screenshot, useSite, wrappedTexts } from './harness.mjs';

const site = useSite();

/** Whether the element's box lies wholly in the viewport (1 px of rounding allowed). */
const inView = (page, locator) => locator.evaluate((e) => {
  const r = e.getBoundingClientRect();
  return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1;
});

/** What of the Make tests results' heads (a title, Copy, the download link named after the file) breaks a word over
 * lines or passes the viewport's right edge: at 390 px "Expected output" and Copy broke letter by letter and the link
 * to klotski-<seed>.out ran out of the screen. */
const headsBroken = async (page) => {
  const heads = '[data-testid="make-tests-files"] .result-head';
  const wrapped = await wrappedTexts(page, `${heads} > :first-child, ${heads} button`);
  const past = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} *`)]
    .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map((el) => el.textContent), heads);
  return [...wrapped.map((text) => `${text} on more lines than one`), ...past.map((text) => `${text} past the edge`)];
};

describe('the judge studio fits the screen', () => {
  test('390x844 in Chinese: the heads of the tests made keep Copy on one line and the download link on the screen', async () => {
    const { page, context, problems } = await openPuzzle(site, 'sokoban', null, `${site.url}?lang=zh#sokoban`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('make-tests-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="make-tests-output"]').value.length > 0);
    assert.deepEqual(await headsBroken(page), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [width, height] of [[1366, 768], [390, 844], [1920, 1080]]) {
    test(`${width}x${height}: jump to the studio, Check, pick a fewer-moves fault: board, stepper and explanation on screen`, async () => {
      const session = await openPuzzle(site, 'huarong');
      const { page, context, problems } = session;
      await page.setViewportSize({ width, height });
      // A 30x30 board with 500 queries, as `puzzles gen huarong --seed 3 --kind worst` makes it.
      await page.getByTestId('make-tests-kind').selectOption('worst');
      await page.getByTestId('make-tests-seed').fill('3');
      await page.getByTestId('make-tests-run').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="make-tests-output"]').value.length > 0, null, { timeout: 60000 });
      assert.deepEqual(await headsBroken(page), [], 'the heads of the tests made fit, whole words');
      const input = await page.getByTestId('make-tests-input').inputValue();
      const lines = (await page.getByTestId('make-tests-output').inputValue()).split('\n');
      // The first query with a path of two moves or more, answered one short: a "fewer moves" fault.
      const at = lines.findIndex((line) => Number(line) >= 2);
      const best = Number(lines[at]);
      const query = String(at + 1);
      lines[at] = String(best - 1);
      await paste(page.getByTestId('judge-input'), input);
      await page.evaluate(() => scrollTo(0, 0));

      // Beside the title on a laptop or larger; a phone scrolls there (its board comes first on arrival).
      if (width > 600) await page.locator('#huarong [data-testid="jump-judge-yours"]').click();
      else await page.getByTestId('judge-yours').scrollIntoViewIfNeeded();
      assert.ok(await inView(page, page.getByTestId('judge-yours')), 'the output box is on screen after the jump');
      assert.ok(await inView(page, page.getByTestId('judge-check')), 'and its Check button');
      await paste(page.getByTestId('judge-yours'), lines.join('\n'));
      await page.getByTestId('judge-check').click();
      await page.waitForFunction(() => /^Accepted/.test(document.querySelector('[data-testid="verdict-head"]').textContent));
      assert.ok(await inView(page, page.getByTestId('verdict-head')), 'the verdict is on screen after Check');

      await page.locator(`[data-testid="verdict-fault"][data-case="${query}"]`).click();
      await page.waitForFunction(() => {
        const why = document.querySelector('[data-testid="verdict-why"]');
        return !why.hidden && /no path of/.test(why.textContent);
      });
      await page.waitForFunction((n) => document.querySelector('[data-testid="step-counter"]').textContent === `0 / ${n}`, best);
      await screenshot(page, `studio-fit-${width}`);
      assert.ok(await inView(page, page.getByTestId('board')), 'the board is wholly on screen');
      assert.ok(await inView(page, page.getByTestId('step-next')), "the stepper's buttons are on screen");
      assert.ok(await inView(page, page.getByTestId('step-counter')), "the stepper's counter is on screen");
      assert.ok(await inView(page, page.locator('[data-testid="verdict-why"] .why-head')), 'the explanation is on screen');
      assert.match(await page.locator('[data-testid="verdict-why"] .why-head').textContent(), new RegExp(`^Query ${query}: no path of ${best - 1} moves exists`));
      assert.match(await page.getByTestId('verdict-why').textContent(), /heat map on the board: /, 'the heat map drawn is explained');

      await page.getByTestId('why-back').click();
      assert.ok(await inView(page, page.locator(`[data-testid="verdict-fault"][data-case="${query}"]`)), 'Back shows the fault picked');
      assert.equal(await page.locator(`[data-testid="verdict-fault"][data-case="${query}"]`).getAttribute('aria-pressed'), 'true');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
