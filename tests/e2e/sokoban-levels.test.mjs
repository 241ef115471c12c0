// Chromium tests of Sokoban's many-box game (crates/core/src/puzzles/sokoban/{board,play}.rs, web/js/input.js): XSB
// levels pasted and loaded by number, dead squares drawn, pushes and undo, a click that walks, a box dragged where it
// should go, a box frozen off a goal flagged with why, the board written back as XSB ("To judge input"), the level and
// its moves as an XSB file with LURD, a reload, a collection opened from a file, and "no proof" past the page budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { boardState, cellCentre, drag, openPage, paste, screenshot, useSite, waitMoveCount } from './harness.mjs';

const site = useSite();

/** Two levels of a collection, with their titles: a two-box room, then a one-box corridor. */
const LEVELS = `; Two boxes
#######
#     #
#@$ $.#
#    .#
#######

; Corridor
#####
#@$.#
#####
`;

for (const [viewport, locale] of [[{ width: 1366, height: 768 }, 'en-US'], [{ width: 390, height: 844 }, 'zh-CN']]) {
  test(`Sokoban levels at ${viewport.width} px (${locale}): XSB in, play, walk, drag, frozen, XSB out`, async () => {
    const { page, problems } = await openPage(site.browser, { viewport, locale });
    await page.goto(`${site.url}#sokoban`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    const en = locale === 'en-US';

    await paste(page.getByTestId('judge-input'), LEVELS);
    await page.getByTestId('case-number').fill('1');
    await page.getByTestId('load-case').click();
    // You at (3, 2), the boxes at (3, 3) and (3, 5), 1-based.
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state === '3 2 3 3 3 5');
    assert.equal(await page.locator('[data-testid="board-svg"] .piece-box').count(), 2);
    assert.equal(await page.locator('[data-testid="board-svg"] .cell-dock').count(), 2);
    // The cells a box never leaves for a goal are dead squares, drawn so: the top row, and the left column below it.
    assert.equal(await page.locator('[data-testid="board-svg"] .cell-dead').count(), 7);
    await page.waitForFunction(() => /5/.test(document.querySelector('[data-testid="optimal"]').textContent));
    assert.match(await page.getByTestId('optimal').textContent(), en ? /5 pushes, 10 moves/ : /5 次推箱，10 步/);
    await screenshot(page, `sokoban-levels-${viewport.width}`);

    // A key pushes the box beside you; undo takes it back.
    await page.getByTestId('board-svg').evaluate((svg) => svg.scrollIntoView({ block: 'center' }));
    await page.getByTestId('board-svg').focus();
    await page.keyboard.press('ArrowRight');
    await waitMoveCount(page, 1);
    assert.equal(await boardState(page), '3 3 3 4 3 5');
    await page.keyboard.press('Control+z');
    await waitMoveCount(page, 0);
    assert.equal(await boardState(page), '3 2 3 3 3 5');

    // A click on a far cell walks you there: (4, 4), three steps round below.
    const far = await cellCentre(page, 3, 3);
    await page.mouse.click(far.x, far.y);
    await waitMoveCount(page, 3);
    assert.equal(await boardState(page), '4 4 3 3 3 5');

    // The box at (3, 5) dragged onto the goal at (3, 6): you step up behind it and push once.
    await drag(page, await cellCentre(page, 2, 4), await cellCentre(page, 2, 5));
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state.endsWith('3 6'));
    assert.match(await boardState(page), /^3 5 3 3 3 6$/);

    // The other box dragged up against the top wall, between dead squares: frozen off a goal, flagged at once with
    // why, and drawn so.
    await drag(page, await cellCentre(page, 2, 2), await cellCentre(page, 1, 2));
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state === '3 3 2 3 3 6');
    await page.waitForFunction(() => document.querySelector('[data-testid="board-svg"] .piece-frozen'));
    await page.waitForFunction(() => /\(2, 3\)/.test(document.querySelector('[data-testid="optimal"]').textContent));
    const status = await page.getByTestId('optimal').textContent();
    assert.match(status, en
      ? /^No solution from here: the box at \(2, 3\) is frozen off a goal: it cannot move left or right \(dead squares at \(2, 2\) and \(2, 4\)\), nor up or down \(a wall at \(1, 3\)\)$/
      : /^从这里无解：\(2, 3\) 的箱子冻结在目标之外/, status);
    assert.equal(await page.locator('[data-testid="board-svg"] .piece-frozen').count(), 1);
    await screenshot(page, `sokoban-levels-frozen-${viewport.width}`);

    // "To judge input" writes the board as it stands in XSB, title kept.
    await page.getByTestId('to-judge').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.startsWith('#'));
    const xsb = await page.getByTestId('judge-input').inputValue();
    assert.equal(xsb, '#######\n# $   #\n# @  *#\n#    .#\n#######\nTitle: Two boxes\n');

    // "Level and path as a file" downloads the level as it starts in XSB, the moves played after it in LURD.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-level').click()]);
    assert.equal(file.suggestedFilename(), 'sokoban-level.xsb');
    const saved = await readFile(await file.path(), 'utf8');
    assert.match(saved, /^#######\n# {5}#\n#@\$ \$\.#\n# {4}\.#\n#######\nTitle: Two boxes\n; Pushes: 2, moves: 9\n; Moves: [lurd]+R[lurd]*U\n$/, saved);
    assert.equal(await page.getByTestId('export-output').textContent(), saved);

    // Level 2 of the collection, solved by one push; a reload keeps the board and its moves.
    await paste(page.getByTestId('judge-input'), LEVELS);
    await page.getByTestId('case-number').fill('2');
    await page.getByTestId('load-case').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state === '2 2 2 3');
    await page.getByTestId('board-svg').focus();
    await page.keyboard.press('ArrowRight');
    await waitMoveCount(page, 1);
    // The board is stored with its move once the view is drawn (a bug met: a reload before that restored the start).
    await page.waitForFunction(() => {
      const kept = Object.keys(localStorage).filter((key) => key.startsWith('puzzle-playground.board.'));
      return kept.map((key) => JSON.parse(localStorage.getItem(key) ?? '{}')).some((b) => b.board?.startsWith('#####\n#@$.#') && b.at === 1);
    });
    // And the address bar's permalink, which a reload reads first, is written a frame after the view (a race met on
    // a fresh clone: the reload read the address of the level's start).
    await page.waitForFunction(() => {
      const query = new URLSearchParams(location.hash.split('?')[1] ?? '');
      return query.get('board')?.startsWith('#####\n#@$.#') && query.get('at') === '1';
    });
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state === '2 3 2 4');
    assert.equal(await page.getByTestId('move-count').getAttribute('data-count'), '1');
    // Solved by its one push: the file says so.
    const [solved] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-level').click()]);
    assert.equal(await readFile(await solved.path(), 'utf8'), '#####\n#@$.#\n#####\nTitle: Corridor\n; Pushes: 1, moves: 1\n; Solution: R\n');
    // A puzzle without a level format of its own offers no such file.
    await page.goto(`${site.url}#fifteen`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.equal(await page.getByTestId('export-level').isHidden(), true);
    assert.deepEqual(problems, []);
  });
}

/** Seven boxes in an open room: the many-box search runs to its budget (seconds in the worker). */
const OPEN_ROOM = `##############
#@           #
# $  $  $  $ #
#            #
#  $  $  $   #
#            #
#            #
#      ......#
#       .    #
##############
`;

test('a long many-box search shows a Stop; stopped, the board plays on unsearched, and Hint searches again', async () => {
  const { page, problems } = await openPage(site.browser, { viewport: { width: 1920, height: 1080 } });
  await page.goto(`${site.url}#sokoban`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  await paste(page.getByTestId('judge-input'), OPEN_ROOM);
  await page.getByTestId('load-case').click();
  await page.getByTestId('board-stop').waitFor({ state: 'visible', timeout: 30000 });
  await page.getByTestId('board-stop').click();
  await page.getByTestId('board-busy').waitFor({ state: 'hidden' });
  await page.waitForFunction(() => /not searched/.test(document.querySelector('[data-testid="optimal"]').textContent));
  assert.equal(await boardState(page), '2 2 3 3 3 6 3 9 3 12 5 4 5 7 5 10');
  // The board still plays: a push right, at once (no search after a Stop).
  await page.getByTestId('board-svg').focus();
  await page.keyboard.press('ArrowDown');
  await waitMoveCount(page, 1);
  assert.equal(await boardState(page), '3 2 3 3 3 6 3 9 3 12 5 4 5 7 5 10');
  await screenshot(page, 'sokoban-levels-stopped-1920');
  // Hint searches again, with its Stop.
  await page.getByTestId('hint').click();
  await page.getByTestId('board-stop').waitFor({ state: 'visible', timeout: 30000 });
  await page.getByTestId('board-stop').click();
  await page.getByTestId('board-busy').waitFor({ state: 'hidden' });
  await page.waitForFunction(() => /not searched/.test(document.querySelector('[data-testid="optimal"]').textContent));
  assert.equal(await page.getByTestId('move-count').getAttribute('data-count'), '1');
  assert.deepEqual(problems, []);
});

test('an XSB collection opens from a file; a search past the page budget says no proof, not no solution', async () => {
  const { page, problems } = await openPage(site.browser, { viewport: { width: 1366, height: 768 } });
  await page.goto(`${site.url}#sokoban`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  await page.getByTestId('judge-file').setInputFiles({ name: 'levels.xsb', mimeType: 'text/plain', buffer: Buffer.from(LEVELS) });
  await page.waitForFunction((t) => document.querySelector('[data-testid="judge-input"]').value === t, LEVELS);
  assert.match(await page.getByTestId('judge-status').textContent(), /Opened levels\.xsb/);
  await page.getByTestId('case-number').fill('2');
  await page.getByTestId('load-case').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state === '2 2 2 3');
  // Seven boxes in an open room: the hint's search runs to the page's budget and says so.
  await paste(page.getByTestId('judge-input'), OPEN_ROOM);
  await page.getByTestId('case-number').fill('1');
  await page.getByTestId('load-case').click();
  await page.waitForFunction(() => /no proof within 300000 states searched/.test(document.querySelector('[data-testid="optimal"]').textContent),
    null, { timeout: 120000 });
  assert.doesNotMatch(await page.getByTestId('optimal').textContent(), /No solution/);
  assert.deepEqual(problems, []);
});
