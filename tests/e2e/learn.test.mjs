// Chromium tests of issue 14's "every move rated" and "review after a game" (web/js/views/ratings.js, review.js, from
// crates/core/src/review.rs): follow a move rated -1, finish a game with one wasted move, OmniGravity's tilts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, openPage, screenshot, useSite } from './harness.mjs';

const site = useSite();
const KEYS = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };

async function open(puzzle, options = {}) {
  const s = await openPage(site.browser, options);
  await s.page.goto(`${site.url}#${puzzle}`);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  return s;
}
const optimal = (page) => page.getByTestId('optimal').getAttribute('data-optimal').then(Number);
const waitCount = (page, n) => page.waitForFunction((c) => document.querySelector('[data-testid="move-count"]').dataset.count === c, String(n));

/** The marks drawn now, once there are some: [{move, delta, label}]. */
async function marks(page) {
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-rating"]').length > 0);
  return page.locator('[data-testid="move-rating"]').evaluateAll((gs) => gs.map((g) => ({
    move: g.getAttribute('data-move'), delta: g.getAttribute('data-delta'), label: g.getAttribute('aria-label'),
  })));
}

/** Plays `move` with its arrow key and waits for the move count to reach `n`. */
async function play(page, move, n) {
  await page.getByTestId('board').focus();
  await page.keyboard.press(KEYS[move]);
  await waitCount(page, n);
}

async function rateOn(page) {
  await page.getByTestId('move-ratings').click();
  assert.equal(await page.getByTestId('move-ratings').getAttribute('aria-pressed'), 'true');
}

for (const puzzle of ['huarong', 'holedox', 'fifteen']) {
  describe(`${puzzle}: every move rated, and the review`, () => {
    test('the move rated -1 brings "optimal from here" down by one', async () => {
      const { page, context, problems } = await open(puzzle);
      assert.equal(await page.locator('[data-testid="move-rating"]').count(), 0, 'no marks until asked');
      await rateOn(page);
      const before = await optimal(page);
      const best = (await marks(page)).find((m) => m.delta === '-1');
      assert.ok(best, 'a move one closer is marked');
      assert.match(best.label, /one move closer/);
      assert.match(await page.getByTestId('ratings-legend').textContent(), /−1 one move closer/);
      await screenshot(page, `ratings-${puzzle}`);
      await play(page, best.move, 1);
      assert.equal(await optimal(page), before - 1);
      await marks(page);
      await page.getByTestId('move-ratings').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-rating"]').length === 0);
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('a game with one wasted move is reviewed: the mistake, the extra moves, a replay from it', async () => {
      const { page, context, problems } = await open(puzzle);
      const start = await optimal(page);
      await rateOn(page);
      let wasted = null;
      for (let n = 1; n < 60 && !(await page.getByTestId('board').evaluate((b) => b.classList.contains('solved'))); n++) {
        const now = await marks(page);
        const worse = now.find((m) => m.delta !== '-1' && m.delta !== 'dead');
        const pick = wasted === null && worse ? worse : now.find((m) => m.delta === '-1');
        if (pick === worse) wasted = { index: n - 1, delta: Number(worse.delta), better: now.find((m) => m.delta === '-1').move };
        await play(page, pick.move, n);
      }
      assert.ok(wasted, 'a move that is not one closer was played');
      await page.getByTestId('review').waitFor();
      const summary = page.getByTestId('review-summary');
      assert.equal(await summary.getAttribute('data-extra'), String(wasted.delta + 1));
      assert.equal(await summary.getAttribute('data-mistakes'), '1');
      assert.match(await summary.textContent(), /^Solved in \d+ moves: \d+ extra moves?; 1 mistake, the first at move \d+/);
      const flags = await page.getByTestId('review-move').evaluateAll((li) => li.map((l) => l.dataset.mistake));
      assert.equal(flags.length, start + wasted.delta + 1);
      assert.deepEqual(flags.map((f, i) => [i, f]).filter(([, f]) => f === 'true'), [[wasted.index, 'true']]);
      await screenshot(page, `review-${puzzle}`);
      await page.getByTestId('review-replay').click();
      await waitCount(page, wasted.index);
      await page.waitForFunction((m) => document.querySelector('[data-testid="hint-text"]').dataset.move === m, wasted.better);
      assert.equal(await page.locator('.marks rect.hint-mark').count(), 1, 'the better move is marked on the board');
      assert.equal(await page.getByTestId('review').isHidden(), false, 'the review stays while replaying');
      assert.deepEqual(problems, []);
      await context.close();
    });
  });
}

describe('omnigravity: every tilt rated', () => {
  // Since issue 27 (point 10) OmniGravity has a goal to reach, so its tilts are rated as the other puzzles' moves.
  test('each of the four tilts is marked at the board\'s edge with what it does to the tilts left', async () => {
    const { page, context, problems } = await open('omnigravity');
    await rateOn(page);
    const first = await marks(page);
    assert.deepEqual(first.map((m) => m.move).sort(), ['D', 'L', 'R', 'U']);
    assert.ok(first.some((m) => m.delta === '-1' && /^Tilt (up|down|left|right): one move closer/.test(m.label)), JSON.stringify(first));
    assert.equal(await page.getByTestId('review-open').isHidden(), false, 'a review, as for the others');
    assert.match(await page.getByTestId('ratings-legend').textContent(), /−1 one move closer/);
    await screenshot(page, 'ratings-omnigravity');
    const best = first.find((m) => m.delta === '-1');
    await play(page, best.move, 1);
    await page.waitForFunction((m) => document.querySelector(`[data-testid="move-rating"][data-move="${m}"]`)?.dataset.delta === '0', best.move);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('at 390 px', () => {
  test('the marks and the review fit a phone', async () => {
    const { page, context } = await open('huarong', { viewport: { width: 390, height: 844 } });
    await rateOn(page);
    await marks(page);
    await page.getByTestId('review-open').click();
    await page.getByTestId('review').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling (${width} px)`);
    await screenshot(page, 'ratings-huarong-390');
    await context.close();
  });
});

describe('README screenshots', () => {
  test('docs/screenshots/ratings.png and review.png: Holedox with every move rated, then the review of a game', async () => {
    const { page, context, problems } = await open('holedox', { viewport: { width: 1000, height: 900 }, colorScheme: 'light', reducedMotion: 'reduce' });
    const dir = join(ROOT, 'docs', 'screenshots');
    mkdirSync(dir, { recursive: true });
    await rateOn(page);
    let now = await marks(page);
    let wasted = false;
    for (let n = 1; n < 60 && (await optimal(page)) > 0; n++) {
      await page.waitForFunction(() => document.querySelector('[data-testid="move-rating"][data-delta="-1"]'));
      now = await marks(page);
      // The first position with a move that is not one closer (both kinds of mark shown) goes to the README.
      if (!wasted && now.some((m) => m.delta !== '-1')) await page.getByTestId('board').screenshot({ path: join(dir, 'ratings.png'), animations: 'disabled' });
      const worse = wasted ? undefined : now.find((m) => m.delta === '1' || m.delta === '0');
      wasted ||= Boolean(worse);
      await play(page, (worse ?? now.find((m) => m.delta === '-1')).move, n);
    }
    assert.ok(wasted);
    await page.getByTestId('review').waitFor();
    await page.getByTestId('review').screenshot({ path: join(dir, 'review.png'), animations: 'disabled' });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
