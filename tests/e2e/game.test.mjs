// Chromium tests of issue 27's game semantics (points 2, 6, 7's replay, 10, 11, 14): the hint's words followed with a
// swipe, a key or a button; a tilt that moves nothing; OmniGravity's goal and win; the goal line over the board; the
// review of a 100,000-move game; the replay from the first mistake on screen. Partners: harness.mjs, web/js/views/
// status.js, review.js, ratings.js, controls.js, ../../web/js/draw.js, tests/game.rs (the core's side).
// e2e: alone (its main-thread tasks are timed: `make test-e2e` runs it after the others, with the machine to itself)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { INFOS, PUZZLES, SCREENSHOTS, boardGrid, boardState, drag, openPage, screenshot, useSite, waitMoveCount } from './harness.mjs';

mkdirSync(SCREENSHOTS, { recursive: true });

const site = useSite();
/** What the screen shows (not the whole page), under target/e2e/. */
const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
const KEYS = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };
const LETTERS = { up: 'U', down: 'D', left: 'L', right: 'R' };
const VIEWPORTS = [[390, 844], [1366, 768], [1920, 1080]];
const OPPOSITE = { U: 'D', D: 'U', L: 'R', R: 'L' };
const STEP = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };

/** The optimal path of the one-case judge input `board`, in the blank's letters, from the page's own worker. */
const solution = (page, board) => page.evaluate(async (input) => {
  const { request } = await import('./dist/main.js');
  return (await request({ op: 'judge', puzzle: 'huarong', input })).value.cases[0].moves;
}, board);

/** Plays the blank's move `letter` on a Huarong board by a tap on the tile it swaps with (the same on every build). */
async function tapMove(page, letter, rows, cols) {
  const [er, ec] = (await boardState(page)).split(' ').map(Number);
  const [row, col] = [er - 1 + STEP[letter][0], ec - 1 + STEP[letter][1]];
  await page.getByTestId('board').scrollIntoViewIfNeeded();
  const box = await page.getByTestId('board-svg').boundingBox();
  const before = await page.getByTestId('move-count').getAttribute('data-count');
  await page.mouse.click(box.x + ((col + 0.5) * box.width) / cols, box.y + ((row + 0.5) * box.height) / rows);
  await page.waitForFunction((n) => document.querySelector('[data-testid="move-count"]').dataset.count !== n, before);
}

async function open(puzzle, [width, height] = [1366, 768], hash = `#${puzzle}`) {
  const s = await openPage(site.browser, { viewport: { width, height } });
  await s.page.goto(`${site.url}${hash}`);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  return s;
}
const optimal = (page) => page.getByTestId('optimal').getAttribute('data-optimal').then((v) => (v === null ? null : Number(v)));
const count = (page) => page.getByTestId('move-count').getAttribute('data-count').then(Number);

/** The hint, as the page says it: its text and the direction word it ends on. */
async function hint(page) {
  await page.getByTestId('hint').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="hint-text"]').textContent.length > 0);
  const text = await page.getByTestId('hint-text').textContent();
  const word = /(up|down|left|right)\.$/.exec(text)?.[1];
  assert.ok(word, `the hint says which way: ${text}`);
  return { text, word };
}

/** A swipe across the board with the mouse's pointer, `word` being the way the finger goes. */
async function swipe(page, word) {
  const box = await page.getByTestId('board').boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const [dx, dy] = { up: [0, -80], down: [0, 80], left: [-80, 0], right: [80, 0] }[word];
  await drag(page, { x, y }, { x: x + dx, y: y + dy });
}

/**
 * In a game where a piece is picked first (Info.pick: Klotski), the hinted piece's centre and the hint's ring's (where
 * it lands, one cell `word` of it), in page pixels.
 */
async function hintedPiece(page, word) {
  const ring = await page.locator('.marks rect.hint-mark').boundingBox();
  const side = (await boardGrid(page)).cell;
  const [dx, dy] = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[word];
  const to = { x: ring.x + ring.width / 2, y: ring.y + ring.height / 2 };
  return { from: { x: to.x - dx * side, y: to.y - dy * side }, to };
}

/** Waits for the move count to reach `n`, or fails with what the page said (a refusal). */
async function moved(page, n, what) {
  await waitMoveCount(page, n).catch(async () => {
    assert.fail(`${what}: no move (${await page.getByTestId('board-status').textContent()})`);
  });
  await page.waitForFunction(() => !document.querySelector('[data-testid="board"]').classList.contains('refused'));
}

for (const puzzle of PUZZLES) {
  describe(`${puzzle}: the hint speaks the player's direction (point 2)`, () => {
    test('following the hint\'s words with a swipe, a key and a button brings the optimum down by one', async () => {
      const { page, context, problems } = await open(puzzle);
      const { text, word } = await hint(page);
      const before = await optimal(page);
      assert.ok(before > 0, `${puzzle} has a goal to play for (${await page.getByTestId('optimal').textContent()})`);
      assert.equal(await page.getByTestId('hint-text').getAttribute('data-move'), LETTERS[word], 'the mark is the way to point');
      if (/^Hint: slide \d+ /.test(text)) {
        // Fifteen names the tile; the ring is on that tile.
        const ring = await page.locator('.marks rect.hint-mark').boundingBox();
        const tile = await page.locator('.piece', { hasText: new RegExp(`^${/slide (\d+)/.exec(text)[1]}$`) }).boundingBox();
        assert.ok(Math.abs(ring.x + ring.width / 2 - (tile.x + tile.width / 2)) < 4 && Math.abs(ring.y + ring.height / 2 - (tile.y + tile.height / 2)) < 4, 'the ringed tile is the one named');
      }
      await screenshot(page, `game-hint-${puzzle}`);
      await page.getByTestId('board-svg').evaluate((svg) => svg.scrollIntoView({ block: 'center' }));
      // A game that picks its piece: the hinted piece dragged, or tapped (picked) and then the key.
      const spot = INFOS[puzzle].pick ? await hintedPiece(page, word) : null;
      const ways = [[spot ? 'drag' : 'swipe', () => (spot ? drag(page, spot.from, spot.to) : swipe(page, word))], ['key', async () => {
        if (spot) {
          // A tap picks the piece, or unpicks it when the drag left it picked: then a second tap picks it again.
          await page.mouse.click(spot.from.x, spot.from.y);
          if (await page.locator('[data-testid="board-svg"] [data-picked]').count() === 0) await page.mouse.click(spot.from.x, spot.from.y);
        } else {
          await page.getByTestId('board').focus();
        }
        await page.keyboard.press(KEYS[word]);
      }]];
      if (await page.getByTestId('move-buttons').isVisible()) {
        ways.push(['button', () => page.getByRole('button', { name: new RegExp(` ${word}$`, 'i') }).click()]);
      }
      for (const [how, act] of ways) {
        await act();
        await moved(page, 1, `${puzzle}: ${how} ${word} after "${text}"`);
        assert.equal(await optimal(page), before - 1, `${puzzle}: the ${how} ${word} after "${text}"`);
        await page.getByTestId('undo').click();
        await waitMoveCount(page, 0);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  });
}

describe('omnigravity: a tilt that moves nothing (point 6), the goal and the win (point 10)', () => {
  test('down then left on the sample: two tilts, the same board, and a word that nothing moved', async () => {
    const { page, context, problems } = await open('omnigravity');
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowDown');
    await waitMoveCount(page, 1);
    const down = await boardState(page);
    await page.keyboard.press('ArrowLeft');
    await waitMoveCount(page, 2);
    assert.equal(await boardState(page), down);
    assert.equal(await page.getByTestId('move-count').textContent(), 'Tilts: 2');
    assert.match(await page.getByTestId('board-status').textContent(), /^The tilt left moved nothing: every piece already rests/);
    assert.match(await page.getByTestId('announcer').textContent(), /moved nothing/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.join('x')}: the goal is drawn, followed to a win with the banner, the review and ratings`, async () => {
      const { page, context, problems } = await open('omnigravity', viewport);
      assert.equal(await page.locator('.goal-piece').count(), 4, 'the goal state is drawn as four outlines');
      const start = await optimal(page);
      assert.ok(start > 0);
      await page.getByTestId('move-ratings').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-rating"]').length === 4);
      const best = await page.locator('[data-testid="move-rating"][data-delta="-1"]').count();
      assert.ok(best >= 1, 'a tilt one closer is marked −1');
      for (let n = 1; n <= start; n++) {
        const { word } = await hint(page);
        await page.getByTestId('board').focus();
        await page.keyboard.press(KEYS[word]);
        await waitMoveCount(page, n);
      }
      await page.getByTestId('solved-banner').waitFor();
      assert.equal(await page.getByTestId('solved-banner').textContent(), `Solved in ${start} tilts (optimal: ${start})!`);
      await page.getByTestId('review').waitFor();
      await page.waitForFunction(() => /no extra tilts/.test(document.querySelector('[data-testid="review-summary"]').textContent));
      assert.equal(await page.getByTestId('review-move').count(), start);
      await page.getByTestId('solved-banner').evaluate((b) => Promise.all(b.getAnimations().map((a) => a.finished)));
      await shot(page, `game-omnigravity-won-${viewport[0]}`);
      const banner = await page.getByTestId('solved-banner').boundingBox();
      const board = await page.getByTestId('board').boundingBox();
      assert.ok(banner.y >= 0 && banner.y + banner.height <= viewport[1], `the banner is on screen (${banner.y})`);
      assert.ok(board.y + board.height / 2 > 0, `and most of the board with it (${board.y})`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

describe('a player\'s first look: a one-line goal near the board (point 11)', () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.join('x')}, every puzzle shows its goal over the board on arrival`, async () => {
      const { page, context, problems } = await open(PUZZLES[0], viewport);
      for (const puzzle of PUZZLES) {
        await page.goto(`${site.url}#${puzzle}`);
        await page.waitForFunction((p) => document.getElementById(p)?.hidden === false, puzzle);
        const goal = page.getByTestId('board-goal');
        const text = await goal.textContent();
        assert.match(text, /^Goal: .{20,}/, `${puzzle}: ${text}`);
        await shot(page, `game-goal-${puzzle}-${viewport[0]}`);
        const line = await goal.boundingBox();
        const board = await page.getByTestId('board').boundingBox();
        assert.ok(line.y >= 0 && line.y + line.height <= viewport[1], `${puzzle}: the goal line is on screen (${line.y})`);
        assert.ok(line.y < board.y && board.y - (line.y + line.height) < 130, `${puzzle}: right over the board (${line.y}, ${line.height}, ${board.y})`);
        assert.ok(board.y + board.height / 2 < viewport[1], `${puzzle}: the board is on screen with it`);
        assert.ok(line.height < 30, `${puzzle}: one line, not a statement (${line.height} px)`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

/** Every main-thread task over 50 ms from now on, after a control task shows the observer works. */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: 'longtask' });
  });
  await page.evaluate(() => setTimeout(() => { for (const t = performance.now(); performance.now() - t < 80;); }, 0));
  await page.waitForFunction(() => window.__long.length > 0);
  await page.evaluate(() => { window.__long = []; });
}

describe('the review of a long game (point 14)', () => {
  test('a solved 100,000-move link: no review by itself; Review keeps the page responsive and lists the rows in view', async () => {
    const { page, context, problems } = await open('huarong');
    const view = await page.evaluate(async () => (await import('./dist/main.js')).FIRST.huarong.view);
    const solve = await solution(page, view.board);
    // The first move of the optimal path and back, again and again, then the path: every other move a mistake.
    const [letter, back] = [solve[0], OPPOSITE[solve[0]]];
    const moves = (letter + back).repeat((100_000 - solve.length) / 2) + solve;
    await page.goto(`${site.url}#huarong?board=${encodeURIComponent(view.board)}&moves=${moves}&at=${moves.length}`);
    await page.waitForFunction((n) => document.querySelector('[data-testid="move-count"]').dataset.count === String(n), moves.length, { timeout: 60_000 });
    await page.getByTestId('solved-banner').waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByTestId('review').isHidden(), true, 'a link that is solved does not open the review by itself');
    await watchLongTasks(page);
    await page.getByTestId('review-open').click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="review-summary"]').dataset.reviewed === String(n), moves.length, { timeout: 60_000 });
    const summary = await page.getByTestId('review-summary').textContent();
    assert.match(summary, new RegExp(`^Solved in ${moves.length} moves: ${moves.length - solve.length} extra moves; ${(moves.length - solve.length) / 2} mistakes, the first at move 2`));
    assert.ok(await page.getByTestId('review-move').count() < 200, 'only the rows in view (and a few more) are drawn');
    await page.getByTestId('review-moves').evaluate((list) => { list.scrollTop = list.scrollHeight; });
    await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid="review-move"]')].some((li) => li.textContent.startsWith(`${n}. Slide`)), moves.length, { timeout: 20_000 });
    const long = await page.evaluate(() => window.__long);
    assert.ok(long.every((ms) => ms < 200), `no main-thread task of 200 ms or more while reviewing: ${long.join(', ')}`);
    await screenshot(page, 'game-long-review');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('replay from the first mistake (point 7, one part)', () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.join('x')}: the board and the better move are on screen after it`, async () => {
      const { page, context, problems } = await open('huarong', viewport);
      // The first move of the optimal path, the move back (the first mistake, move 2), then the path: by taps.
      const view = await page.evaluate(async () => (await import('./dist/main.js')).FIRST.huarong.view);
      const { rows, cols } = view.frame;
      const solve = await solution(page, view.board);
      for (const letter of [solve[0], OPPOSITE[solve[0]], ...solve]) await tapMove(page, letter, rows, cols);
      await page.getByTestId('review').waitFor();
      await page.getByTestId('review-replay').scrollIntoViewIfNeeded();
      await page.getByTestId('review-replay').click();
      await waitMoveCount(page, 1);
      await page.waitForFunction(() => document.querySelector('[data-testid="hint-text"]').textContent.length > 0);
      await page.waitForTimeout(100);
      const board = await page.getByTestId('board').boundingBox();
      const better = await page.getByTestId('hint-text').boundingBox();
      assert.ok(board.y >= 0 && board.y + board.height <= viewport[1], `the board is on screen (${Math.round(board.y)}, ${Math.round(board.height)})`);
      assert.ok(better.y >= 0 && better.y + better.height <= viewport[1], `the better move is on screen (${Math.round(better.y)})`);
      await shot(page, `game-replay-${viewport[0]}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
