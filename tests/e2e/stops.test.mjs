// Chromium tests of issue 27's point 16, its last gaps: the review's own Stop and busy line, and closing it or a move
// stopping its work; the explanation's Stop (why.js); a long `ask` (Explain the search) on the busy line's Stop; the
// stepper's jumps on a phone. Partners: harness.mjs, web/js/views/review.js, reviewlist.js, why.js, insight.js,
// stepper.js, stop.js, busy.js, ../../web/js/controller.js (ask, onAct), worker-client.js.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENSHOTS, boardState, openPage, paste, screenshot, useSite, waitMoveCount } from './harness.mjs';

const site = useSite();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
/** The board Generate makes on Fifteen's hard level with seed 1: 40 moves from the goal. */
const BOARD = '1\n4 4\n3 8 4 6\n1 0 7 11\n9 13 15 14\n2 5 10 12\n';
/** An 80-move 4x4 board (issue 27, point 13): its optimum takes minutes to search. */
const HARD = '1\n4 4\n0 12 9 13\n15 11 10 14\n3 7 5 6\n4 8 2 1\n';
const MOVES = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };
const BACK = { U: 'D', D: 'U', L: 'R', R: 'L' };

/** A wandering game of `n` blank moves on BOARD (the blank starts at row 1, column 1), the same on every run. */
function wander(n) {
  let [r, c, s, out, last] = [1, 1, 7, '', ''];
  while (out.length < n) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const k = 'UDLR'[(s >> 16) & 3];
    const [nr, nc] = [r + MOVES[k][0], c + MOVES[k][1]];
    if (nr < 0 || nr > 3 || nc < 0 || nc > 3 || k === BACK[last]) continue;
    [out, last, r, c] = [out + k, k, nr, nc];
  }
  return out;
}

const GAME = wander(60);
const GAME_LINK = `#fifteen?board=${encodeURIComponent(BOARD)}&moves=${GAME}&at=${GAME.length}`;

/** Opens `hash` in a new browser context (no tables kept yet: the first 4x4 search that needs them builds them). */
async function open(hash, options) {
  const s = await openPage(site.browser, options);
  await s.page.goto(`${site.url}${hash}`);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.length > 0);
  return s;
}

/** Opens the 60-move game and waits for its optimum from here. */
async function openGame(options) {
  const s = await open(GAME_LINK, options);
  await waitMoveCount(s.page, GAME.length);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="optimal"]').dataset.optimal, null, { timeout: 60000 });
  return s;
}

/** Records, in the page, every percentage of the tables' build that the board's busy line shows from now on. */
async function recordBuild(page) {
  await page.evaluate(() => {
    const seen = [];
    window.seenBuild = seen;
    const text = document.querySelector('[data-testid="board-busy-text"]');
    new MutationObserver(() => {
      const match = /^Building Fifteen's tables… (\d+) %$/.exec(text.textContent ?? '');
      if (match && seen.at(-1) !== Number(match[1])) seen.push(Number(match[1]));
    }).observe(text, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until the tables' build is under way but not yet half done. */
const building = (page) => page.waitForFunction(() => {
  const match = /^Building Fifteen's tables… (\d+) %$/.exec(document.querySelector('[data-testid="board-busy-text"]').textContent);
  return match && Number(match[1]) >= 1 && Number(match[1]) < 50;
}, null, { timeout: 60000, polling: 20 });

/** The tile beside the blank on `state` (rows joined by '/'), as its number. */
function besideBlank(state) {
  const rows = state.split('/').map((row) => row.split(' '));
  const r = rows.findIndex((row) => row.includes('0'));
  const c = rows[r].indexOf('0');
  return r > 0 ? rows[r - 1][c] : rows[r + 1][c];
}

/** Slides the tile beside the blank into it, by a tap (a click where the page has no touch screen). */
async function slide(page) {
  const n = besideBlank(await boardState(page));
  const tile = page.locator('[data-testid="board-svg"] .piece-numbered text').filter({ hasText: new RegExp(`^${n}$`) });
  await tile.scrollIntoViewIfNeeded();
  const box = await tile.boundingBox();
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether `locator` is wholly on screen. */
async function onScreen(page, locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe('issue 27, point 16: every long request has a Stop, and closing a view stops its work', () => {
  test('the review shows how far it is with a Stop of its own; after a Stop the board plays and Review works (1366x768)', async () => {
    const { page, context, problems } = await openGame(LAPTOP);
    await recordBuild(page);
    await page.getByTestId('review-open').click();
    assert.equal(await page.getByTestId('review-busy-text').textContent(), `Reviewing move 1 of ${GAME.length}…`);
    await page.getByTestId('review-stop').waitFor({ state: 'visible' });
    await building(page);
    await screenshot(page, 'stops-review-busy-1366');
    await page.getByTestId('review-stop').click();
    assert.equal(await page.getByTestId('review-busy').isHidden(), true);
    assert.equal(await page.getByTestId('review-stop').isHidden(), true);
    assert.equal(await page.getByTestId('review-summary').textContent(), `Stopped after reviewing 0 of ${GAME.length} moves: Review starts again.`);
    await page.getByTestId('board-busy').waitFor({ state: 'hidden' });
    assert.ok((await page.evaluate(() => window.seenBuild)).every((p) => p < 100), 'the review\'s search was stopped, not finished');
    // The worker answers the next request: a move, then the review of the game as it now stands, to its end.
    await slide(page);
    await waitMoveCount(page, GAME.length + 1);
    await page.getByTestId('review-open').click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="review-summary"]').dataset.reviewed === String(n), GAME.length + 1, { timeout: 90000 });
    assert.match(await page.getByTestId('review-summary').textContent(), new RegExp(`^${GAME.length + 1} moves played: \\d+ extra moves`));
    assert.equal(await page.getByTestId('review-move').count(), GAME.length + 1);
    await page.getByTestId('review-busy').waitFor({ state: 'hidden' });
    assert.equal(await page.getByTestId('review-stop').isHidden(), true);
    await screenshot(page, 'stops-review-done-1366');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('closing the review stops its search; a move made while it reviews does not wait behind it (390x844)', async () => {
    const { page, context, problems } = await openGame(PHONE);
    await recordBuild(page);
    await page.getByTestId('review-open').click();
    await building(page);
    await page.getByTestId('review-close').click();
    assert.equal(await page.getByTestId('review').isHidden(), true);
    await page.getByTestId('board-busy').waitFor({ state: 'hidden' });
    assert.ok((await page.evaluate(() => window.seenBuild)).every((p) => p < 100), 'closed, the review\'s search was stopped');
    // Reviewing again, a move: the review's stretch is stopped, not answered first, and the review says why.
    await page.getByTestId('review-open').click();
    await building(page);
    await screenshot(page, 'stops-review-busy-phone');
    await slide(page);
    await waitMoveCount(page, GAME.length + 1);
    assert.equal(await page.getByTestId('review-summary').getAttribute('data-reviewed'), null, 'no stretch of the old game was answered');
    assert.equal(await page.getByTestId('review-summary').textContent(),
      `Stopped after reviewing 0 of ${GAME.length} moves: Review starts again. The game has changed since it was opened.`);
    assert.equal(await page.getByTestId('review-busy').isHidden(), true);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('Explain the search on a hard board shows the busy line; its Stop leaves the insight saying so, no error (1366x768)', async () => {
    const { page, context, problems } = await open(`#fifteen?board=${encodeURIComponent(HARD)}`, LAPTOP);
    await page.getByTestId('board-stop').waitFor({ state: 'visible' });
    await page.getByTestId('board-stop').click();
    await page.waitForFunction(() => /not searched/.test(document.querySelector('[data-testid="optimal"]').textContent));
    await page.getByTestId('analyse').click();
    await page.getByTestId('board-stop').waitFor({ state: 'visible' });
    await page.getByTestId('board-stop').click();
    await page.getByTestId('board-busy').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => /^Stopped/.test(document.querySelector('[data-testid="insight-explored-note"]').textContent));
    assert.equal(await page.getByTestId('insight-explored').textContent(), '—');
    // Rated moves on a board whose search was stopped: the legend is a goal puzzle's (it was another puzzle's).
    await page.getByTestId('move-ratings').click();
    await page.getByTestId('ratings-legend').waitFor({ state: 'visible' });
    assert.match(await page.getByTestId('ratings-legend').textContent(), /^Each legal move is marked: −1 one move closer/);
    await page.getByTestId('move-ratings').click();
    await slide(page);
    await waitMoveCount(page, 1);
    await screenshot(page, 'stops-insight-1366');
    assert.deepEqual(problems, [], 'no unhandled rejection');
    await context.close();
  });

  test('the explanation of a fault has its own Stop while the judge input is solved (1366x768)', async () => {
    const { page, context, problems } = await open('#fifteen', LAPTOP);
    // The lab checks first (building the tables there); the page's worker, started before, has none yet.
    await paste(page.getByTestId('judge-input'), BOARD);
    await paste(page.getByTestId('judge-yours'), 'Case 1: 41\n');
    await page.getByTestId('judge-check').click();
    await page.waitForFunction(() => /^Accepted 0\/1/.test(document.querySelector('[data-testid="verdict-head"]').textContent), null, { timeout: 90000 });
    const fault = page.locator('[data-testid="verdict-fault"][data-case="1"]');
    await fault.click();
    await page.getByTestId('why-stop').waitFor({ state: 'visible' });
    assert.equal(await page.getByTestId('why-busy-text').textContent(), 'Solving the judge input…');
    await screenshot(page, 'stops-why-busy-1366');
    await page.getByTestId('why-stop').click();
    assert.match(await page.getByTestId('verdict-why').textContent(), /^Stopped: this case is not explained\./);
    assert.equal(await page.getByTestId('why-stop').count(), 0, 'the Stop goes with the work');
    // Picked again, the case is explained: the worker, restarted, answers.
    await fault.click();
    await page.waitForFunction(() => /fewest is 40/.test(document.querySelector('[data-testid="verdict-why"]').textContent), null, { timeout: 90000 });
    assert.equal(await page.getByTestId('why-path').textContent().then((t) => t.length), 40);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('issue 27, point 5 of the last gaps: the stepper\'s jumps on a phone', () => {
  test('First and Last are buttons on a 390x844 phone, and the board is on screen after each jump', async () => {
    const { page, context, problems } = await open('#fifteen', PHONE);
    // A judge run of the sample, and its first case picked: its optimal path on the stepper.
    await page.getByTestId('judge-run').scrollIntoViewIfNeeded();
    await page.getByTestId('judge-run').click();
    await page.getByTestId('case-select').waitFor({ state: 'visible' });
    await page.getByTestId('case-select').selectOption('0');
    await page.waitForFunction(() => /^0 \/ \d+$/.test(document.querySelector('[data-testid="step-counter"]').textContent));
    const length = Number((await page.getByTestId('step-counter').textContent()).split(' / ')[1]);
    assert.ok(length > 1, `a path to step: ${length}`);
    assert.equal(await page.getByTestId('step-first').isDisabled(), true, 'at the first step');
    for (const [button, at] of [['step-last', length], ['step-first', 0], ['step-last', length]]) {
      // Scrolled so that the board is off screen, as after reading the verdict below it.
      await page.getByTestId(button).scrollIntoViewIfNeeded();
      await page.evaluate(() => scrollBy(0, document.querySelector('[data-testid="board"]').getBoundingClientRect().bottom + 10));
      await page.getByTestId(button).scrollIntoViewIfNeeded();
      assert.equal(await onScreen(page, page.getByTestId('board')), false, 'the board is off screen before the jump');
      await page.getByTestId(button).tap();
      await page.waitForFunction((a) => document.querySelector('[data-testid="step-counter"]').textContent.startsWith(`${a} /`), at);
      await page.waitForTimeout(50);
      assert.equal(await onScreen(page, page.getByTestId('board')), true, `the board is on screen after ${button}`);
      assert.equal(await onScreen(page, page.getByTestId('step-next')), true, 'and the stepper\'s buttons');
    }
    assert.equal(await page.getByTestId('step-last').isDisabled(), true, 'at the last step');
    await page.screenshot({ path: join(SCREENSHOTS, 'stops-stepper-phone.png') });
    // Go to step, typed: a jump too.
    await page.getByTestId('step-jump').fill('1');
    await page.getByTestId('step-jump').press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent.startsWith('1 /'));
    assert.equal(await onScreen(page, page.getByTestId('board')), true);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
