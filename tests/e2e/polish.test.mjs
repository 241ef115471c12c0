// Chromium tests of issue 27's smaller faults of the page (point 12 in part, point 19): the stepper's end, ratings
// after a win, a GIF of no moves, the last puzzle and each X-ray's method remembered, and storage that keeps nothing
// (web/js/views/stepper.js, status.js, review.js, ratings.js, export.js, xray.js, web/js/main.js, storage.js). The
// insight's points 3 and 5 are in insight-figures.test.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENSHOTS, analyse, openPage, openPuzzle, openXray, useSite, waitMoveCount } from './harness.mjs';

const site = useSite();
const VIEWPORTS = [[390, 844], [1366, 768], [1920, 1080]];

const open = (puzzle, options = {}) => openPage(site.browser, { acceptDownloads: true, ...options })
  .then((s) => openPuzzle(site, puzzle, s));

/** Plays the hinted move by a click on the cell the hint marks (the cell the mover steps onto), then waits for move `n`. */
async function followHint(page, n) {
  await page.getByTestId('hint').click();
  const mark = page.locator('.marks rect.hint-mark');
  await mark.scrollIntoViewIfNeeded();
  const box = await mark.boundingBox();
  assert.ok(box, 'the hint is marked on the board');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await waitMoveCount(page, n);
}

/** Runs the judge on the sample and picks case `index`, whose optimal path the stepper then holds. */
async function pick(page, index) {
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
  await page.getByTestId('case-select').selectOption(String(index));
  await page.getByTestId('stepper').waitFor();
}

describe('issue 27 point 12: the stepper, ratings, GIF, the last puzzle and the X-ray method', () => {
  for (const [width, height] of VIEWPORTS) {
    test(`stepping a path to its end celebrates nobody's moves and reviews none (${width}x${height})`, async () => {
      const { page, context, problems } = await open('holedox', { viewport: { width, height } });
      await pick(page, 0);
      await page.getByTestId('step-slider').focus();
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent === '9 / 9');
      await page.getByTestId('solved-banner').waitFor();
      // A request queued after the review's would-be one: once it is answered, a review would be open.
      await analyse(page);
      assert.equal(await page.getByTestId('review').isHidden(), true, 'no "Review of your moves" for the stepper\'s moves');
      assert.equal(await page.getByTestId('solved-banner').evaluate((b) => b.classList.contains('celebrate')), false);
      assert.match(await page.getByTestId('solved-banner').textContent(), /^End of the path: the goal is reached in 9 moves\.$/);
      assert.equal(await page.getByTestId('board').evaluate((b) => b.classList.contains('celebrate')), false);
      assert.equal(await page.getByTestId('solved-banner').evaluate((b) => b.classList.contains('path-end')), true);
      await page.getByTestId('board').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `polish-path-end-${width}.png`) });
      // The player's own win still is one.
      await page.getByTestId('step-prev').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent === '8 / 9');
      await followHint(page, 9);
      await page.getByTestId('review').waitFor();
      assert.match(await page.getByTestId('solved-banner').textContent(), /^Solved in 9 moves/);
      assert.equal(await page.getByTestId('solved-banner').evaluate((b) => b.classList.contains('celebrate')), true);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('after a win no rating mark stays on the board', async () => {
    const { page, context, problems } = await open('huarong');
    await page.getByTestId('move-ratings').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-rating"]').length > 0);
    const best = Number(await page.getByTestId('optimal').getAttribute('data-optimal'));
    for (let n = 1; n <= best; n++) await followHint(page, n);
    await page.getByTestId('review').waitFor();
    // The review was asked after the ratings of the won board: they have been answered.
    await analyse(page);
    assert.equal(await page.locator('[data-testid="move-rating"]').count(), 0, 'no marks at the goal');
    assert.match(await page.getByTestId('ratings-legend').textContent(), /^Solved: no move is left to rate/);
    await page.getByTestId('undo').click();
    await waitMoveCount(page, best - 1);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-rating"]').length > 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [width, height] of VIEWPORTS) {
    test(`"Path as GIF" with no path and no moves is disabled, with the reason on screen (${width}x${height})`, async () => {
      const { page, context, problems } = await open('holedox', { viewport: { width, height } });
      const gif = page.getByTestId('export-gif');
      await page.waitForFunction(() => /** @type {HTMLButtonElement} */ (document.querySelector('[data-testid="export-gif"]')).disabled);
      const reason = page.getByTestId('export-gif-reason');
      assert.equal(await reason.isVisible(), true);
      assert.match(await reason.textContent(), /needs moves/);
      assert.equal(await gif.getAttribute('aria-describedby'), await reason.getAttribute('id'));
      await page.getByTestId('export').screenshot({ path: join(SCREENSHOTS, `polish-gif-disabled-${width}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `no sideways scroll at ${width} px (${overflow})`);
      // One move played: the GIF shows it, two frames.
      await followHint(page, 1);
      assert.equal(await gif.isEnabled(), true);
      assert.equal(await reason.isHidden(), true);
      const [download] = await Promise.all([page.waitForEvent('download'), gif.click()]);
      assert.match(download.suggestedFilename(), /\.gif$/);
      await page.waitForFunction(() => /Saved 2 frames/.test(document.querySelector('[data-testid="export-output"]').textContent));
      // Undone to the start: nothing to export again.
      await page.getByTestId('undo').click();
      await waitMoveCount(page, 0);
      assert.equal(await gif.isDisabled(), true);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('the address without a puzzle opens the puzzle shown last, in a reload and in a new tab', async () => {
    const { page, context, problems } = await open('holedox');
    await page.evaluate(() => { location.hash = '#fifteen'; });
    await page.waitForFunction(() => !document.getElementById('fifteen').hidden);
    await page.goto(site.url);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.match(await page.evaluate(() => location.hash), /^#fifteen(\?|$)/);
    assert.equal(await page.locator('#fifteen').isVisible(), true);
    const tab = await context.newPage();
    await tab.goto(site.url);
    await tab.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.match(await tab.evaluate(() => location.hash), /^#fifteen(\?|$)/);
    // A named puzzle is still opened by name.
    await tab.goto(`${site.url}#huarong`);
    await tab.waitForFunction(() => !document.getElementById('huarong').hidden);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("each puzzle's X-ray opens with its own last method, or the plain search, never another puzzle's choice", async () => {
    const { page, context, problems } = await open('huarong');
    await openXray(page);
    await page.getByTestId('xray-method-solver').check();
    await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.method === 'solver');
    await page.evaluate(() => { location.hash = '#holedox'; });
    await page.waitForFunction(() => !document.getElementById('holedox').hidden);
    await openXray(page);
    assert.equal(await page.getByTestId('xray-method-bfs').isChecked(), true, "Huarong's choice is not Holedox's");
    assert.equal(await page.getByTestId('xray-panel').getAttribute('data-method'), 'bfs');
    assert.match(await page.getByTestId('xray-name').textContent(), /^Plain/);
    await page.evaluate(() => { location.hash = '#huarong'; });
    await page.waitForFunction(() => !document.getElementById('huarong').hidden);
    await openXray(page);
    assert.equal(await page.getByTestId('xray-method-solver').isChecked(), true, "Huarong's own choice is kept");
    assert.equal(await page.getByTestId('xray-panel').getAttribute('data-method'), 'solver');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('issue 27 point 19: storage that keeps nothing is said once, and the game stays in the address bar', () => {
  test('storage full mid-game (setItem throwing): one notice, the moves in the link, a new tab opens them from it', async () => {
    const session = await openPage(site.browser);
    // Storage works until the test fills it: `window.__full = true` makes every setItem throw, as a full quota does.
    await session.context.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function full(...args) {
        if (/** @type {any} */ (window).__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.apply(this, args);
      };
    });
    const { page, context, problems } = await openPuzzle(site, 'holedox', session);
    assert.equal(await page.getByTestId('notice').isHidden(), true, 'storage works at first');
    await page.evaluate(() => { /** @type {any} */ (window).__full = true; });
    await followHint(page, 1);
    const notice = page.getByTestId('notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /not keeping your work.*address bar/);
    assert.match(await page.getByTestId('board-status').textContent(), /not keeping your work/, 'said under the board too');
    // Said once: more moves do not say it again.
    await page.evaluate(() => {
      window.__said = 0;
      new MutationObserver(() => { window.__said++; }).observe(document.querySelector('[data-testid="notice"]'), { childList: true, characterData: true, subtree: true });
    });
    await followHint(page, 2);
    await followHint(page, 3);
    assert.equal(await page.evaluate(() => window.__said), 0);
    assert.equal(await notice.isVisible(), true);
    await page.waitForFunction(() => /[?&]moves=[UDLR]{3}(&|$)/.test(location.hash));
    const state = await page.getByTestId('board').getAttribute('data-state');
    const tab = await openPage(site.browser);
    await tab.context.addInitScript(() => { Storage.prototype.setItem = function full() { throw new DOMException('full', 'QuotaExceededError'); }; });
    await tab.page.goto(page.url());
    await tab.page.waitForFunction((s) => document.querySelector('[data-testid="board"]').dataset.state === s, state);
    assert.equal(await tab.page.getByTestId('move-count').getAttribute('data-count'), '3');
    // Storage full from the start: said at once, on arrival.
    assert.match(await tab.page.getByTestId('notice').textContent(), /not keeping your work.*address bar/);
    for (const [width, height] of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => scrollTo(0, 0));
      await page.screenshot({ path: join(SCREENSHOTS, `polish-storage-notice-${width}.png`) });
    }
    assert.deepEqual([...problems, ...tab.problems], []);
    await tab.context.close();
    await context.close();
  });
});
