// Chromium tests of the playable boards (web/js/board.js): keys and pointer moves, illegal moves, undo/redo, permalinks,
// hints, edits exported to the judge panel, generator, local storage, screenshots in play and edit mode, and the first board.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cellCentre, drag, openPage, screenshot, useSite } from './harness.mjs';

const site = useSite();

/** Per puzzle: the sample's first board, one legal key move and its state, an illegal key, a click. */
const CASES = {
  holedox: {
    start: '4 1 4 2 3 2 3 1',
    key: 'ArrowDown',
    afterKey: '5 1 4 1 4 2 3 2',
    illegalKey: 'ArrowUp',
    // A click on the cell right of the head (4,1) -> (4,2) is the body: refused; below it is legal.
    click: [4, 0],
    afterClick: '5 1 4 1 4 2 3 2',
    editCell: [0, 5],
  },
  huarong: {
    start: '3 2 1 2',
    // An arrow slides a tile the way it points (issue 27, point 2): down slides the tile above the blank into it.
    key: 'ArrowDown',
    afterKey: '2 2 1 2',
    illegalKey: 'ArrowRight',
    click: [1, 1],
    afterClick: '2 2 1 2',
    editCell: [2, 3],
  },
  omnigravity: {
    start: '....AA../....AA#./...#..../.CCBB.../.CCBB#../#...##../.#DD#.../..DD.##.',
    key: 'ArrowDown',
    afterKey: null, // checked against the core's own tilt below
    illegalKey: null,
    click: null,
    editCell: [2, 0],
  },
};

async function open(puzzle, url = `${site.url}#${puzzle}`) {
  const session = await openPage(site.browser);
  await session.page.goto(url);
  await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  return session;
}

const state = (page) => page.getByTestId('board').getAttribute('data-state');
const moves = (page) => page.getByTestId('move-count').getAttribute('data-count');

/** Waits until the board's data-state differs from `before` (moves go through the worker). */
async function changed(page, before) {
  await page.waitForFunction((b) => document.querySelector('[data-testid="board"]').dataset.state !== b, before);
  return state(page);
}

/** Waits for the queue of board actions to settle. */
async function settle(page) {
  await page.waitForTimeout(50);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(150);
}

async function clickCell(page, [row, col]) {
  const { x, y } = await cellCentre(page, row, col);
  await page.mouse.click(x, y);
}

describe('playable boards', () => {
  for (const [puzzle, c] of Object.entries(CASES)) {
    test(`${puzzle}: keys, illegal moves, undo/redo and a permalink round trip`, async () => {
      const { page, context, problems } = await open(puzzle);
      assert.equal(await state(page), c.start);
      await page.getByTestId('board').focus();
      await page.keyboard.press(c.key);
      const afterKey = await changed(page, c.start);
      if (c.afterKey) assert.equal(afterKey, c.afterKey);
      assert.equal(await moves(page), '1');

      if (c.illegalKey) {
        await page.getByTestId('undo').click();
        await changed(page, afterKey);
        await page.keyboard.press(c.illegalKey);
        await settle(page);
        assert.equal(await state(page), c.start, 'an illegal move changes nothing');
        assert.equal(await moves(page), '0');
        await page.getByTestId('redo').click();
        await changed(page, c.start);
      }
      assert.equal(await state(page), afterKey);

      // Undo and redo, with the keyboard shortcuts too.
      await page.keyboard.press('Control+z');
      assert.equal(await changed(page, afterKey), c.start);
      await page.keyboard.press('Control+y');
      assert.equal(await changed(page, c.start), afterKey);

      // The address bar is a permalink: a new page opened on it shows exactly this.
      await settle(page);
      const link = page.url();
      assert.match(link, new RegExp(`#${puzzle}\\?board=`));
      const other = await open(puzzle, link);
      assert.equal(await state(other.page), afterKey);
      assert.equal(await moves(other.page), '1');
      await other.page.getByTestId('undo').click();
      assert.equal(await changed(other.page, afterKey), c.start, 'the history came along');
      assert.deepEqual(other.problems, []);
      await other.context.close();

      await screenshot(page, `play-${puzzle}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('holedox and huarong: pointer moves, and following a hint lowers "optimal from here" by one', async () => {
    for (const puzzle of ['holedox', 'huarong']) {
      const c = CASES[puzzle];
      const { page, context, problems } = await open(puzzle);
      await clickCell(page, c.click);
      assert.equal(await changed(page, c.start), c.afterClick, `${puzzle}: click`);
      await page.getByTestId('restart').click();
      await changed(page, c.afterClick);

      for (let i = 0; i < 3; i++) {
        const optimal = Number(await page.getByTestId('optimal').getAttribute('data-optimal'));
        if (optimal === 0) {
          assert.match(await page.getByTestId('board-status').textContent(), /^Solved in \d+ moves \(optimal: \d+\)!$/);
          break;
        }
        await page.getByTestId('hint').click();
        const move = await page.getByTestId('hint-text').getAttribute('data-move');
        assert.match(move, /^[UDLR]$/);
        const before = await state(page);
        const key = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' }[move];
        await page.getByTestId('board').focus();
        await page.keyboard.press(key);
        await changed(page, before);
        await settle(page);
        assert.equal(Number(await page.getByTestId('optimal').getAttribute('data-optimal')), optimal - 1, `${puzzle}: hint ${i}`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('input during an animation is queued, never lost', async () => {
    const { page, context, problems } = await open('holedox');
    await page.getByTestId('board').focus();
    // Three keys faster than one slither: each waits for the one before.
    await page.keyboard.press('ArrowDown', { delay: 0 });
    await page.keyboard.press('ArrowRight', { delay: 0 });
    await page.keyboard.press('ArrowRight', { delay: 0 });
    await page.waitForFunction(() => document.querySelector('[data-testid="move-count"]').dataset.count === '3');
    assert.equal(await state(page), '5 3 5 2 5 1 4 1');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => document.querySelector('[data-testid="move-count"]').dataset.count === '0');
    assert.equal(await state(page), CASES.holedox.start, 'undo animates back through every move');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('omnigravity: buttons, WASD and swipes tilt; the visited count grows', async () => {
    const { page, context, problems } = await open('omnigravity');
    const start = await state(page);
    await page.getByTestId('move-D').click();
    const down = await changed(page, start);
    assert.equal(down.split('/').length, 8);
    await page.getByTestId('board').focus();
    await page.keyboard.press('w');
    const up = await changed(page, down);
    const box = await page.getByTestId('board').boundingBox();
    await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, { x: box.x + box.width / 2 + 120, y: box.y + box.height / 2 });
    await changed(page, up);
    assert.equal(await moves(page), '3');
    assert.match(await page.getByTestId('optimal').textContent(), /; visited [1-3] of 110 reachable states$/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [puzzle, c] of Object.entries(CASES)) {
    test(`${puzzle}: an edited board exported to judge input solves in the judge panel`, async () => {
      const { page, context, problems } = await open(puzzle);
      await page.getByTestId('edit-toggle').click();
      assert.equal(await page.getByTestId('edit-tools').isVisible(), true);
      const before = await state(page);
      const cells = await page.locator('.cell-wall').count();
      await clickCell(page, c.editCell);
      await page.waitForFunction((n) => document.querySelectorAll('.cell-wall').length !== n, cells);
      if (puzzle === 'omnigravity') {
        const rows = before.split('/');
        const [r, col] = c.editCell;
        rows[r] = `${rows[r].slice(0, col)}#${rows[r].slice(col + 1)}`;
        assert.equal(await state(page), rows.join('/'), 'the obstacle shows in the state, the pieces stay');
      } else {
        assert.equal(await state(page), before, 'a wall edit keeps the pieces where they are');
      }
      await screenshot(page, `edit-${puzzle}`);
      await page.getByTestId('to-judge').click();
      await page.waitForFunction((p) => document.querySelector('[data-testid="judge-input"]').value.startsWith(p === 'omnigravity' ? '1' : ''), puzzle);
      await page.getByTestId('judge-run').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
      const output = await page.getByTestId('judge-output').textContent();
      assert.match(output, puzzle === 'huarong' ? /^-?\d+\n$/ : /^Case 1: -?\d+\n$/);
      const optimal = await page.getByTestId('optimal').getAttribute('data-optimal');
      // OmniGravity's judge counts states; its optimum is the tilts to the player's goal (issue 27, point 10).
      if (optimal !== null && puzzle !== 'omnigravity') assert.equal(output.trim().split(' ').pop(), optimal, 'the judge agrees with the board');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('generated boards, case loading and local storage across reloads', async () => {
    const { page, context, problems } = await open('holedox');
    await page.getByTestId('generate-seed').fill('42');
    await page.getByTestId('generate-level').selectOption({ index: 1 });
    const start = await state(page);
    await page.getByTestId('generate').click();
    const generated = await changed(page, start);
    await page.getByTestId('case-number').fill('2');
    await page.getByTestId('load-case').click();
    assert.equal(await changed(page, generated), '2 3 1 3 1 4 2 4');
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowDown');
    const moved = await changed(page, '2 3 1 3 1 4 2 4');
    await settle(page);

    // A new tab without a permalink restores the board from local storage.
    const again = await context.newPage();
    await again.goto(`${site.url}#holedox`);
    await again.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.equal(await state(again), moved, 'the board survives a reload');
    assert.equal(await again.getByTestId('judge-input').inputValue(), await page.getByTestId('judge-input').inputValue());

    await again.evaluate(() => localStorage.setItem('puzzle-playground.board.holedox', '{"board":5}'));
    const third = await context.newPage();
    await third.goto(`${site.url}#holedox`);
    await third.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.match(await third.getByTestId('notice').textContent(), /could not be read/);
    assert.equal(await state(third), '4 1 4 2 3 2 3 1', 'corrupt storage falls back to the sample');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('the first board', () => {
  for (const puzzle of Object.keys(CASES)) {
    test(`${puzzle}: drawn from the build's view before the worker answers, it is the worker's own board and takes moves at once`, async () => {
      const { page, context, problems } = await openPage(site.browser);
      await page.goto(`${site.url}#${puzzle}`);
      // No waiting for the worker: the board is there once the page has parsed, and a key pressed now is not lost.
      await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
      assert.equal(await state(page), CASES[puzzle].start);
      await page.getByTestId('board').focus();
      await page.keyboard.press(CASES[puzzle].key);
      await changed(page, CASES[puzzle].start);
      assert.equal(await moves(page), '1');
      const [first, live] = await page.evaluate(async (name) => {
        const { FIRST, request } = await import('./dist/main.js');
        // Through JSON, as the build stored it: fields the core leaves undefined drop out.
        return [FIRST[name], JSON.parse(JSON.stringify((await request({ op: 'load', puzzle: name, input: null, case: '1' })).value))];
      }, puzzle);
      assert.ok(first, 'the bundle carries a first view');
      assert.deepEqual(first.view, live);
      assert.equal(first.sample, await page.evaluate(async (name) => (await (await import('./dist/main.js')).request({ op: 'puzzles' }))
      .value.find((entry) => entry.info.name === name).sample, puzzle));
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
