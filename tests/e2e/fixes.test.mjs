// Chromium tests of the fixes from issues 15 and 16 in the new shape (the core decides, the page draws): links, the paths
// panel, the stepper's focus, stale output, per-puzzle judge state, edit errors, refusals, seeds, two tabs, storage
// limits, Stop keeping moves, tab clicks, the link notice, long GIFs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fixture, openPage, useSite } from './harness.mjs';

const site = useSite();

async function open(puzzle, session = null, url = `${site.url}#${puzzle}`) {
  const s = session ?? await openPage(site.browser, { acceptDownloads: true });
  await s.page.goto(url);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state
    && document.querySelector('[data-testid="judge-input"]').value.length > 0);
  return s;
}
const state = (page) => page.getByTestId('board').getAttribute('data-state');
const count = (page) => page.getByTestId('move-count').getAttribute('data-count');
const waitCount = (page, n) => page.waitForFunction((c) => document.querySelector('[data-testid="move-count"]').dataset.count === c, String(n));

async function judge(page) {
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
}

describe('issue 15: what users hit', () => {
  test('Copy link copies a permalink without "undefined" that opens the same board (bug 1)', async () => {
    const { page, context, problems } = await open('holedox');
    await page.evaluate(() => { navigator.clipboard.writeText = async (text) => { window.__copied = text; }; });
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowDown');
    await waitCount(page, 1);
    const moved = await state(page);
    await page.getByTestId('share').click();
    const link = await page.evaluate(() => window.__copied);
    assert.doesNotMatch(link, /undefined/);
    const other = await openPage(site.browser);
    await other.page.goto(link);
    await other.page.waitForFunction((s) => document.querySelector('[data-testid="board"]').dataset.state === s, moved);
    assert.equal(await other.page.getByTestId('notice').isHidden(), true);
    assert.deepEqual([...problems, ...other.problems], []);
    await other.context.close();
    await context.close();
  });

  test('tilting towards a wall the pieces touch is a legal move (bug 2)', async () => {
    const { page, context } = await open('omnigravity');
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowDown');
    await waitCount(page, 1);
    await page.keyboard.press('ArrowDown');
    await waitCount(page, 2);
    assert.equal(await page.getByTestId('board-status').textContent(), '');
    await context.close();
  });

  test('the optimal-moves panel lists every case, "no solution" for -1 (bug 3)', async () => {
    const { page, context } = await open('huarong');
    await judge(page);
    assert.equal(await page.getByTestId('judge-paths-box').isHidden(), false);
    assert.equal(await page.getByTestId('judge-paths').textContent(), '2 UU\nno solution');
    await context.close();
  });

  test('the stepper keeps keyboard focus at either end (bug 4)', async () => {
    const { page, context } = await open('holedox');
    await judge(page);
    await page.getByTestId('case-select').selectOption('0');
    await page.getByTestId('stepper').waitFor();
    await page.getByTestId('step-next').focus();
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent === '9 / 9');
    assert.equal(await page.evaluate(() => document.activeElement.closest('[data-testid="stepper"]') !== null), true);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent === '0 / 9');
    // Friction 4: a step by its number, and speeds past 4x.
    await page.getByTestId('step-jump').fill('6');
    await page.getByTestId('step-jump').press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent === '6 / 9');
    assert.deepEqual(await page.getByTestId('step-speed').locator('option').allTextContents(), ['0.5×', '1×', '2×', '4×', '8×', '16×']);
    await context.close();
  });

  test('the heat map shows only while the board is at the state searched from (bug 5)', async () => {
    const { page, context } = await open('holedox');
    await page.getByTestId('analyse').click();
    await page.waitForFunction(() => document.querySelectorAll('.heat-cell').length > 0);
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowDown');
    await waitCount(page, 1);
    assert.equal(await page.locator('.heat-cell').count(), 0, 'no stale heat under a moved head');
    await page.getByTestId('restart').click();
    await page.waitForFunction(() => document.querySelectorAll('.heat-cell').length > 0);
    await context.close();
  });

  test('output of an edited input is marked stale (bug 6), and each puzzle keeps its own (bug 8)', async () => {
    const { page, context } = await open('huarong');
    await judge(page);
    await page.getByTestId('judge-input').press('End');
    await page.getByTestId('judge-input').type(' ');
    assert.match(await page.getByTestId('judge-status').textContent(), /changed since this run/);
    assert.equal(await page.getByTestId('judge-output').evaluate((e) => e.classList.contains('stale')), true);
    await page.getByTestId('judge-input').fill(fixture('huarong', 'sample.in'));
    await page.click('nav a[data-puzzle="holedox"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent === '');
    await page.click('nav a[data-puzzle="huarong"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent === '2\n-1\n');
    assert.equal(await page.getByTestId('case-picker').isHidden(), false);
    await context.close();
  });

  test('"Path as text" on a board with no solution says so (bug 7)', async () => {
    const { page, context } = await open('huarong');
    await page.getByTestId('case-number').fill('2');
    await page.getByTestId('load-case').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="optimal"]').dataset.optimal === '-1');
    await page.getByTestId('export-text').click();
    assert.match(await page.getByTestId('export-output').textContent(), /^No solution/);
    await context.close();
  });

  test('an edit error goes once a later edit succeeds (bug 9)', async () => {
    const { page, context } = await open('huarong');
    await page.getByTestId('edit-toggle').click();
    await page.getByTestId('resize-rows').fill('0');
    await page.getByTestId('resize-apply').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="edit-error"]').textContent.length > 0);
    await page.getByTestId('resize-rows').fill('5');
    await page.getByTestId('resize-cols').fill('5');
    await page.getByTestId('resize-apply').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="edit-error"]').textContent === '');
    await context.close();
  });

  test('tapping a tile that cannot move says why (bug 10)', async () => {
    const { page, context } = await open('huarong');
    const box = await page.getByTestId('board-svg').boundingBox();
    // The sample's top-left cell is fixed, far from the blank.
    await page.mouse.click(box.x + 5, box.y + 5);
    await page.waitForFunction(() => document.querySelector('[data-testid="board-status"]').textContent.startsWith('Not possible'));
    assert.match(await page.getByTestId('board-status').textContent(), /blank/);
    await context.close();
  });

  test('words: a refused move says what blocks it, and OmniGravity counts "1 tilt" (bug 11)', async () => {
    const { page, context } = await open('holedox');
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => document.querySelector('[data-testid="board-status"]').textContent.startsWith('Not possible'));
    const refused = await page.getByTestId('board-status').textContent();
    assert.doesNotMatch(refused, /illegal move/, refused);
    assert.match(refused, /its own body is at \(\d+, \d+\)/);
    await page.click('nav a[data-puzzle="omnigravity"]');
    await page.waitForFunction(() => location.hash.startsWith('#omnigravity'));
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /Moved left/.test(document.querySelector('[data-testid="announcer"]').textContent));
    assert.match(await page.getByTestId('announcer').textContent(), /: 1 tilt\.\s*$/);
    await context.close();
  });

  test('"To judge input" exports the board as it stands and can be undone (friction 3)', async () => {
    const { page, context } = await open('huarong');
    const typed = await page.getByTestId('judge-input').inputValue();
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowUp');
    await waitCount(page, 1);
    await page.getByTestId('to-judge').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.includes('\n2 2 1 2 '));
    await page.getByTestId('to-judge-undo').click();
    assert.equal(await page.getByTestId('judge-input').inputValue(), typed);
    await context.close();
  });

  test('an empty seed box gives a new board each time and stays empty (friction 2)', async () => {
    const { page, context } = await open('huarong');
    const boards = new Set([await state(page)]);
    for (let i = 0; i < 3; i++) {
      const before = await state(page);
      await page.getByTestId('generate').click();
      // The same seed again would give the same board: the state would not change.
      await page.waitForFunction((b) => document.querySelector('[data-testid="board"]').dataset.state !== b, before, { timeout: 5000 })
        .catch(() => assert.fail(`click ${i + 1} on Generate gave the same board again`));
      boards.add(await state(page));
    }
    assert.equal(boards.size, 4, 'four different boards: the sample and three generated');
    assert.equal(await page.getByTestId('generate-seed').inputValue(), '', 'the seed box stays empty');
    const seeds = new Set();
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('generate').click();
      await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="generate-seed-used"]').textContent));
      seeds.add(await page.getByTestId('generate-seed-used').textContent());
    }
    assert.equal(seeds.size, 3, 'each board shows the seed it used, apart from the box');
    await context.close();
  });
});

describe('issue 16: nothing lost', () => {
  test('two tabs keep both texts (1)', async () => {
    const text = '1 1 1\n1\n1 1 1 1 1 1\n';
    const a = await open('huarong');
    // Tab B is open before A's text is typed, as in the issue: its record in memory does not have that text.
    const tabB = await a.context.newPage();
    await open('omnigravity', { page: tabB, context: a.context, problems: [] });
    await a.page.getByTestId('judge-input').fill(text);
    await tabB.getByTestId('board').focus();
    await tabB.keyboard.press('ArrowDown');
    await tabB.waitForFunction(() => document.querySelector('[data-testid="move-count"]').dataset.count === '1');
    const tabC = await a.context.newPage();
    await open('huarong', { page: tabC, context: a.context, problems: [] });
    assert.equal(await tabC.getByTestId('judge-input').inputValue(), text, 'a new tab has A\'s text');
    // And B follows A's change: its Huarong box holds A's text too.
    await tabB.click('nav a[data-puzzle="huarong"]');
    await tabB.waitForFunction(() => location.hash.startsWith('#huarong'));
    assert.equal(await tabB.getByTestId('judge-input').inputValue(), text, 'tab B follows tab A');
    await a.context.close();
  });

  test('a 1 MiB input survives a reload (2)', async () => {
    const { page, context } = await open('huarong');
    const head = '1 1 1\n1\n1 1 1 1 1 1\n';
    const text = `${head}${' '.repeat((1 << 20) - head.length)}`;
    await page.getByTestId('judge-input').evaluate((e, t) => {
      e.value = t;
      e.dispatchEvent(new Event('input'));
    }, text);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.length > 0);
    assert.equal((await page.getByTestId('judge-input').inputValue()).length, 1 << 20);
    assert.equal(await page.getByTestId('notice').isHidden(), true);
    await context.close();
  });

  test('Stop during a solve keeps the moves made meanwhile (3)', async () => {
    const { page, context } = await open('omnigravity');
    await page.getByTestId('judge-input').fill(fixture('omnigravity', 'worst.in'));
    // Within one task: the run starts, three tilts queue behind it in the worker, and Stop ends it.
    await page.evaluate(() => {
      document.querySelector('[data-testid="judge-run"]').click();
      const board = document.querySelector('[data-testid="board"]');
      for (const key of ['ArrowDown', 'ArrowUp', 'ArrowDown']) board.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      document.querySelector('[data-testid="judge-stop"]').click();
    });
    assert.equal(await page.getByTestId('judge-error').textContent(), 'Stopped. The solver was restarted.');
    await waitCount(page, 3);
    assert.doesNotMatch(await page.getByTestId('board-status').textContent(), /Error/);
    await context.close();
  });

  test('the Stop button belongs to the run of its own puzzle (4)', async () => {
    const { page, context } = await open('omnigravity');
    await page.getByTestId('judge-input').fill(fixture('omnigravity', 'worst.in'));
    await page.getByTestId('judge-run').click();
    await page.click('nav a[data-puzzle="huarong"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-stop"]').hidden);
    await page.click('nav a[data-puzzle="omnigravity"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="judge-stop"]').hidden
      || document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
    await context.close();
  });

  test('a tab click right after a move is not undone by the permalink (5)', async () => {
    const { page, context } = await open('huarong');
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowUp');
    await waitCount(page, 1);
    // The click lands in the frame after a move is drawn (the words), while a permalink write deferred past that
    // frame may still be pending: the page's frame callbacks have run, its timers not yet. A race, so four tries.
    for (const [i, key] of ['ArrowDown', 'ArrowUp', 'ArrowDown', 'ArrowUp'].entries()) {
      await page.evaluate(() => {
        window.__clicked = false;
        new MutationObserver((_, observer) => {
          observer.disconnect();
          requestAnimationFrame(() => {
            document.querySelector('nav a[data-puzzle="holedox"]').click();
            window.__clicked = true;
          });
        }).observe(document.querySelector('[data-testid="move-count"]'), { attributes: true, attributeFilter: ['data-count'] });
      });
      await page.keyboard.press(key);
      await page.waitForFunction(() => window.__clicked);
      await page.waitForTimeout(400);
      assert.match(await page.evaluate(() => location.hash), /^#holedox/, `try ${i + 1}`);
      await page.click('nav a[data-puzzle="huarong"]');
      await waitCount(page, i + 2);
      await page.getByTestId('board').focus();
    }
    await context.close();
  });

  test('the "link does not describe a board" notice goes on the next load (11)', async () => {
    const { page, context } = await open('huarong', null, `${site.url}#huarong?board=1&moves=x&at=0`);
    assert.equal(await page.getByTestId('notice').isHidden(), false);
    await page.getByTestId('load-case').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="notice"]').hidden);
    await context.close();
  });

  test('control bytes of the input show escaped in the page\'s error (8)', async () => {
    const { page, context } = await open('holedox');
    await page.getByTestId('judge-input').fill('5 \x1b]0;pwned\x07\x00x 4\n');
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="judge-error"]').hidden);
    const error = await page.getByTestId('judge-error').textContent();
    assert.ok(error.includes('found "\\u{1b}]0;pwned\\u{7}\\u{0}x"'), error);
    assert.doesNotMatch(error, /[\u0000-\u001f\u007f-\u009f]/, 'no raw control character');
    await context.close();
  });

  test('a typed case number or seed is refused in the page\'s words, naming what was typed (9)', async () => {
    const { page, context } = await open('huarong');
    const status = () => page.getByTestId('board-status').textContent();
    for (const typed of ['1e9', '99999999999999999999']) {
      await page.getByTestId('case-number').fill(typed);
      await page.getByTestId('load-case').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="board-status"]').textContent.startsWith('Error'), null, { timeout: 5000 })
        .catch(() => assert.fail(`case "${typed}" was not refused`));
      assert.ok((await status()).endsWith(`found "${typed}"`), await status());
    }
    const before = await state(page);
    await page.getByTestId('generate-seed').fill('1.5');
    await page.getByTestId('generate').click();
    await page.waitForFunction(() => /found "1\.5"/.test(document.querySelector('[data-testid="board-status"]').textContent), null, { timeout: 5000 })
      .catch(async () => assert.fail(`seed 1.5: "${await status()}"`));
    assert.doesNotMatch(await status(), /invalid type|usize/);
    assert.equal(await state(page), before, 'no board made from a seed that is not one');
    await context.close();
  });

  test('seeds 0, 2^32 and 2^53+1 give three boards (10)', async () => {
    const { page, context } = await open('huarong');
    const boards = new Set();
    for (const seed of ['0', '4294967296', '9007199254740993']) {
      await page.getByTestId('generate-seed').fill(seed);
      await page.getByTestId('generate').click();
      await page.waitForFunction((b) => document.querySelector('[data-testid="board"]').dataset.state !== b, [...boards].pop() ?? '', { timeout: 5000 })
        .catch(() => {});
      await page.waitForTimeout(300);
      boards.add(await state(page));
    }
    assert.equal(boards.size, 3, [...boards].join(' | '));
    await context.close();
  });

  test('a GIF of a long path is sampled, with progress, and says so (7)', async () => {
    const path = 'UDLR'.repeat(2500);
    const { page, context } = await open('omnigravity');
    const view = await page.evaluate(async () => (await import('./dist/main.js')).FIRST.omnigravity.view.board);
    await page.goto(`${site.url}#omnigravity?board=${encodeURIComponent(view)}&moves=&at=0&path=${path}`);
    await page.waitForFunction(() => !document.querySelector('[data-testid="stepper"]').hidden);
    const began = Date.now();
    await page.getByTestId('export-gif').click();
    await page.waitForFunction(() => /frame \d+ of 300|Saved/.test(document.querySelector('[data-testid="export-output"]').textContent));
    assert.ok(Date.now() - began < 5000, 'progress within 5 s');
    await page.waitForFunction(() => /Saved/.test(document.querySelector('[data-testid="export-output"]').textContent), null, { timeout: 60000 });
    assert.match(await page.getByTestId('export-output').textContent(), /Saved 300 frames as a GIF \(10001 steps sampled evenly: steps 0, 33, 66, …, 10000\)/);
    await context.close();
  });
});
