// Chromium tests of the judge panel (web/js/judge.js): samples give exact outputs, bad input is located, no console errors or foreign requests.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PUZZLES, fixture, openPage, paste, saidBy, screenshot, useSite } from './harness.mjs';

const site = useSite();

/** Opens the page at #puzzle and waits until its sample is in the textarea. */
async function openPuzzle(puzzle) {
  const session = await openPage(site.browser);
  await session.page.goto(`${site.url}#${puzzle}`);
  await session.page.getByTestId('judge-input').and(session.page.locator(':visible')).waitFor();
  await session.page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.length > 0);
  return session;
}

async function run(page, text) {
  await paste(page.getByTestId('judge-input'), text);
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => {
    const out = document.querySelector('[data-testid="judge-output"]').textContent;
    const err = document.querySelector('[data-testid="judge-error"]');
    return out.length > 0 || !err.hidden;
  });
}

describe('judge panel', () => {
  for (const puzzle of PUZZLES) {
    test(`${puzzle}: the prefilled sample and a pasted sample give the exact judge output`, async () => {
      const { page, context, problems, requests } = await openPuzzle(puzzle);
      const sample = fixture(puzzle, 'sample.in');
      const expected = fixture(puzzle, 'sample.out');
      assert.equal(await page.getByTestId('judge-input').inputValue(), sample, 'prefilled with the sample');
      await page.getByTestId('judge-run').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0)
        .catch(async (e) => { throw new Error(`${e.message} (${await saidBy(page)})`); });
      assert.equal(await page.getByTestId('judge-output').textContent(), expected);

      await run(page, sample);
      assert.equal(await page.getByTestId('judge-output').textContent(), expected);
      assert.equal(await page.getByTestId('judge-error').isHidden(), true);
      await screenshot(page, `judge-${puzzle}`);

      assert.deepEqual(problems, []);
      const foreign = requests.filter((url) => !url.startsWith(site.url) && !url.startsWith('data:'));
      assert.deepEqual(foreign, [], 'no requests beyond the site');
      await context.close();
    });
  }

  test('bad input shows the located error, selects the faulty line, and the page keeps working', async () => {
    const { page, context, problems } = await openPuzzle('huarong');
    const bad = '3 4 1\n0 1 1 1\n0 1 7 0\n0 1 0 0\n3 2 1 2 2 2\n';
    await run(page, bad);
    const error = page.getByTestId('judge-error');
    assert.equal(await error.isVisible(), true);
    const message = await error.textContent();
    assert.match(message, /line 3, column 5: expected .*found "7"/);
    assert.equal(await page.getByTestId('judge-output').textContent(), '');
    const selection = await page.getByTestId('judge-input').evaluate((t) => t.value.slice(t.selectionStart, t.selectionEnd));
    assert.equal(selection, '0 1 7 0');
    await screenshot(page, 'judge-error');

    await run(page, fixture('huarong', 'sample.in'));
    assert.equal(await page.getByTestId('judge-output').textContent(), fixture('huarong', 'sample.out'));
    assert.equal(await error.isHidden(), true);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('user text is shown as text, never as HTML', async () => {
    const { page, context, problems } = await openPuzzle('holedox');
    await run(page, '<img src=x onerror="window.__owned=1"> 1 1');
    const message = await page.getByTestId('judge-error').textContent();
    assert.match(message, /line 1, column 1: expected .*found "<img"/);
    assert.equal(await page.locator('[data-testid="judge-error"] img').count(), 0);
    assert.equal(await page.evaluate(() => window.__owned), undefined);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('each puzzle keeps its own text while switching tabs', async () => {
    const { page, context, problems } = await openPuzzle('omnigravity');
    await paste(page.getByTestId('judge-input'), '1\n\nAABBCCDD\nAABBCCDD\n........\n........\n........\n........\n........\n........\n');
    await page.getByRole('link', { name: 'Holedox' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.startsWith('5 6 4'));
    assert.equal(await page.locator('#holedox').isVisible(), true);
    assert.equal(await page.locator('#omnigravity').isHidden(), true);
    assert.equal(await page.getByTestId('judge-input').count(), 1, 'one judge panel in the page');
    await page.getByRole('link', { name: 'OmniGravity' }).click();
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
    assert.equal(await page.getByTestId('judge-output').textContent(), 'Case 1: 2\n');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
