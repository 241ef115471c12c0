// Chromium tests of issue 28's "a game to come back to" (web/js/views/levels.js, win.js, progress.js, timer.js): the
// level list's progress across a reload and two tabs (a best never gets worse), export and import, the win's result and
// next level, the puzzle of the day the same in two fresh browsers on one date with its result to share, the timer
// remembered; in English and 中文. Partners: harness.mjs, crates/core/src/levels.rs, session/outcome.rs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENSHOTS, openPage, useSite } from './harness.mjs';

const site = useSite();
const KEYS = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };
const OPPOSITE = { U: 'D', D: 'U', L: 'R', R: 'L' };
const DATE = '2026-12-05';

/** Opens `hash` (with `query`) in `context` (a new one by default) and waits for the board and the level list. */
async function open(hash, { query = '', context = null, viewport = { width: 1366, height: 768 } } = {}) {
  const session = context ? { context, page: await context.newPage(), problems: [] } : await openPage(site.browser, { viewport });
  if (context) session.page.on('pageerror', (e) => session.problems.push(`page error: ${e.message}`));
  await session.page.goto(`${site.url}${query}${hash}`);
  await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  await session.page.waitForFunction(() => document.querySelectorAll('[data-testid="level-list"] li button').length > 0);
  return session;
}

const count = (page) => page.getByTestId('move-count').getAttribute('data-count').then(Number);
const level = (page, id) => page.locator(`[data-testid="level-list"] button[data-level-id="${id}"]`);

/** Loads a level by its button and waits for its board (the move counter back at 0, the level marked current). */
async function loadLevel(page, id) {
  await page.bringToFront();
  await level(page, id).click();
  await page.waitForFunction((i) => document.querySelector(`[data-level-id="${i}"]`)?.getAttribute('aria-current') === 'true', id);
  assert.equal(await count(page), 0);
}

/** Plays one move by its letter (the blank's arrow key) and waits for the counter. */
async function press(page, letter) {
  const before = await count(page);
  await page.getByTestId('board').focus();
  await page.keyboard.press(KEYS[letter]);
  await page.waitForFunction((n) => document.querySelector('[data-testid="move-count"]').dataset.count === String(n), before + 1);
}

/**
 * Follows the hints to the goal, first wasting `waste` pairs of moves (a move and back); waits for the win's panel. The
 * tab comes to the front first, as a player's would: a tab behind another draws no frames, and each click waited about
 * 2 s for the hint button to be stable (a game of 9.4 s rather than 1.2).
 */
async function solve(page, waste = 0) {
  await page.bringToFront();
  for (let i = 0; i < 200 && await page.getByTestId('solved-banner').isHidden(); i++) {
    await page.getByTestId('hint').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="hint-text"]').dataset.move);
    const move = await page.getByTestId('hint-text').getAttribute('data-move');
    await press(page, move);
    if (waste-- > 0) await press(page, OPPOSITE[move]);
  }
  await page.getByTestId('level-won').waitFor();
}

/** The board of the address (the permalink main.js keeps), or null. */
const hashBoard = (page) => page.evaluate(() => new URLSearchParams(location.hash.split('?')[1] ?? '').get('board'));

/** Loads the puzzle of the day by its button; its board as the address gives it. */
async function daily(page) {
  const before = await hashBoard(page);
  await page.getByTestId('daily').click();
  await page.waitForFunction((b) => {
    const board = new URLSearchParams(location.hash.split('?')[1] ?? '').get('board');
    return board !== null && board !== b;
  }, before);
  return hashBoard(page);
}

describe('levels (issue 28)', () => {
  test('progress is kept across a reload and two tabs, a best never gets worse; next level; export and import', async () => {
    const { page, context, problems } = await open('#fifteen');
    assert.equal(await page.getByTestId('timer').isHidden(), true, 'the timer is off by default');
    assert.equal(await level(page, 'd1-1').getAttribute('data-solved'), 'false');
    await loadLevel(page, 'd1-1');
    await solve(page);
    assert.match(await page.getByTestId('level-won-text').textContent(), /moves?, optimum \d+/);
    assert.equal(await page.getByTestId('level-won-stars').textContent(), '★★★');
    assert.equal(await level(page, 'd1-1').getAttribute('data-stars'), '3');
    assert.match(await level(page, 'd1-1').textContent(), /optimal/, 'the mark in words for screen readers');
    assert.equal(await page.getByTestId('next-level').isVisible(), true);
    assert.equal(await page.getByTestId('level-review').isVisible(), true);
    await page.getByTestId('level-review').click();
    await page.getByTestId('review').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="review-summary"]').textContent.length > 0);
    // A second tab of the same browser sees the best, and the first tab sees the second's win without a reload.
    const other = await open('#fifteen', { context });
    assert.equal(await level(other.page, 'd1-1').getAttribute('data-stars'), '3');
    await loadLevel(other.page, 'd1-2');
    await solve(other.page);
    await page.waitForFunction(() => document.querySelector('[data-level-id="d1-2"]').dataset.solved === 'true');
    // A worse result in the second tab leaves the best as it was, in both tabs.
    await loadLevel(other.page, 'd1-1');
    await solve(other.page, 1);
    assert.equal(await other.page.getByTestId('level-won-stars').textContent(), '★★☆');
    assert.equal(await level(other.page, 'd1-1').getAttribute('data-stars'), '3');
    assert.equal(await level(page, 'd1-1').getAttribute('data-stars'), '3');
    // Next level: the first unsolved one after the current.
    await other.page.getByTestId('next-level').click();
    await other.page.waitForFunction(() => document.querySelector('[data-level-id="d1-3"]').getAttribute('aria-current') === 'true');
    // Each tab knows its own level: a level loaded in the other tab does not take this tab's win.
    await loadLevel(page, 'd1-5');
    await loadLevel(other.page, 'd1-6');
    await solve(page);
    await page.waitForFunction(() => document.querySelector('[data-level-id="d1-5"]').dataset.solved === 'true');
    assert.equal(await level(page, 'd1-6').getAttribute('data-solved'), 'false');
    // A reload keeps it all.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-level-id="d1-2"]')?.dataset.solved === 'true');
    assert.equal(await level(page, 'd1-1').getAttribute('data-stars'), '3');
    // Export, then a bad file (an error, no crash, its text never markup), then the exported one.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('level-export').click()]);
    const exported = JSON.parse(await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString('utf8')));
    assert.equal(exported.levels.fifteen['d1-1'].stars, 3);
    const file = page.getByTestId('level-import-file');
    await file.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('<img src=x onerror=alert(1)>') });
    await page.waitForFunction(() => document.querySelector('[data-testid="level-note"]').textContent.includes('not imported'));
    assert.equal(await page.locator('[data-testid="level-note"] img').count(), 0);
    await file.setInputFiles({ name: 'proto.json', mimeType: 'application/json',
      buffer: Buffer.from('{"version":1,"levels":{"__proto__":{"d1-1":{"stars":3,"played":1}}}}') });
    await page.waitForFunction(() => document.querySelector('[data-testid="level-note"]').textContent.startsWith('Progress imported'));
    assert.equal(await page.evaluate(() => /** @type {any} */ ({})['d1-1']), undefined, 'no key reaches Object.prototype');
    exported.levels.fifteen['d1-4'] = { stars: 2, played: 9, optimum: 7, ms: null };
    exported.levels.fifteen['d1-1'] = { stars: 1, played: 99, optimum: 5, ms: null };
    await file.setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    await page.waitForFunction(() => document.querySelector('[data-level-id="d1-4"]').dataset.stars === '2');
    assert.equal(await level(page, 'd1-1').getAttribute('data-stars'), '3', 'an imported worse result does not lower a best');
    for (const [width, height] of [[390, 844], [1366, 768], [1920, 1080]]) {
      await page.setViewportSize({ width, height });
      await page.getByTestId('levels').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `levels-${width}.png`) });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
      assert.equal(sideways, false, `no sideways scroll at ${width}px`);
    }
    assert.deepEqual([...problems, ...other.problems], []);
    await context.close();
  });

  test('a best another tab wrote over in the same moment is written back by the tab that knows it', async () => {
    const { page, context, problems } = await open('#fifteen');
    const file = page.getByTestId('level-import-file');
    const levels = { fifteen: { 'd1-3': { stars: 3, played: 4, optimum: 4, ms: null } } };
    await file.setInputFiles({ name: 'p.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ version: 1, levels })) });
    await page.waitForFunction(() => document.querySelector('[data-level-id="d1-3"]').dataset.stars === '3');
    // Another tab writes the progress as it read it before the best reached it (Chromium hands writes over a moment
    // later): without the best.
    const other = await open('#fifteen', { context });
    await other.page.evaluate(() => localStorage.setItem('puzzle-playground.levels', '{"version":1,"levels":{}}'));
    await other.page.waitForFunction(() => document.querySelector('[data-level-id="d1-3"]').dataset.stars === '3');
    assert.equal(await level(page, 'd1-3').getAttribute('data-stars'), '3');
    assert.match(await other.page.evaluate(() => localStorage.getItem('puzzle-playground.levels') ?? ''), /"d1-3"/);
    assert.deepEqual([...problems, ...other.problems], []);
    await context.close();
  });

  test('the puzzle of the day is the same board in two fresh browsers on one date, with a result to share', async () => {
    const query = `?date=${DATE}`;
    const a = await open('#huarong', { query });
    const b = await open('#huarong', { query });
    const boards = [];
    for (const { page } of [a, b]) boards.push(await daily(page));
    assert.equal(boards[0], boards[1], 'one board for everyone on that date');
    await solve(a.page);
    const share = await a.page.getByTestId('daily-share-text').textContent();
    assert.match(share, new RegExp(`^.+ ${DATE}: \\d+ moves, optimum \\d+ *$`));
    assert.equal(await a.page.getByTestId('daily-share-copy').isVisible(), true);
    // Another date, another board.
    const c = await open('#huarong', { query: '?date=2026-12-06' });
    assert.notEqual(await daily(c.page), boards[0]);
    assert.deepEqual([...a.problems, ...b.problems, ...c.problems], []);
    for (const s of [a, b, c]) await s.context.close();
  });

  test('the timer and sounds are off by default and remembered; the time is recorded with the best', async () => {
    const { page, context, problems } = await open('#fifteen');
    assert.equal(await page.getByTestId('timer-toggle').isChecked(), false);
    assert.equal(await page.getByTestId('sound-toggle').isChecked(), false);
    await page.getByTestId('timer-toggle').check();
    await page.getByTestId('sound-toggle').check();
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="level-list"] li button').length > 0);
    assert.equal(await page.getByTestId('timer-toggle').isChecked(), true);
    assert.equal(await page.getByTestId('sound-toggle').isChecked(), true);
    assert.equal(await page.getByTestId('timer').isVisible(), true);
    await loadLevel(page, 'd2-1');
    await solve(page);
    assert.match(await page.getByTestId('timer').textContent(), /\d+:\d\d/);
    assert.match(await page.getByTestId('level-won-text').textContent(), /Time: \d+:\d\d/);
    assert.match(await level(page, 'd2-1').textContent(), /\d+:\d\d/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('中文: the list, the puzzle of the day and the win speak Chinese', async () => {
    const { page, context, problems } = await open('#fifteen', { query: `?lang=zh&date=${DATE}` });
    assert.equal((await page.getByTestId('daily').textContent()).trim(), '每日一题');
    assert.match(await level(page, 'd1-1').textContent(), /第 1 关/);
    assert.match(await page.getByTestId('levels').locator('h3').textContent(), /关卡/);
    await loadLevel(page, 'd1-1');
    await solve(page);
    assert.match(await page.getByTestId('level-won-text').textContent(), /最优/);
    assert.equal((await page.getByTestId('next-level').textContent()).trim(), '下一关');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('level-won').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'levels-zh-won-390.png') });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
