// Chromium tests of Sokoban, the judge with a header per maze and a special judge (crates/core/src/puzzles/sokoban/,
// crates/core/src/check/read.rs, web/js/views/why.js): walking and pushing by keys and taps, the two counts, the
// judge's output under its headers, a tied path accepted, an illegal move shown on the board at its step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellCentre, fixture, openPage, paste, screenshot, useSite, waitMoveCount } from './harness.mjs';

const site = useSite();

/** The board's state text: your cell, then the box's, 1-based. */
const state = (page) => page.getByTestId('board').getAttribute('data-state');

for (const [viewport, locale] of [[{ width: 1366, height: 768 }, 'en-US'], [{ width: 390, height: 844 }, 'zh-CN']]) {
  test(`Sokoban at ${viewport.width} px (${locale}): walk, push, counts, the judge's records and its special judge`, async () => {
    const { page, problems } = await openPage(site.browser, { viewport, locale });
    await page.goto(`${site.url}#sokoban`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    const en = locale === 'en-US';
    // The sample's first maze: `SB....T`, you at (1, 1), the box at (1, 2).
    assert.equal(await state(page), '1 1 1 2');
    assert.match(await page.getByTestId('optimal').textContent(), en ? /5 pushes, 5 moves/ : /5 次推箱，5 步/);

    // A key towards the box pushes it; a tap beside you steps you (here: a push again).
    await page.getByTestId('board-svg').evaluate((svg) => svg.scrollIntoView({ block: 'center' }));
    await page.getByTestId('board-svg').focus();
    await page.keyboard.press('ArrowRight');
    await waitMoveCount(page, 1);
    assert.equal(await state(page), '1 2 1 3');
    const right = await cellCentre(page, 0, 2);
    await page.mouse.click(right.x, right.y);
    await waitMoveCount(page, 2);
    assert.equal(await state(page), '1 3 1 4');
    assert.equal(await page.getByTestId('move-count').textContent(), en ? '2 pushes, 2 moves' : '2 次推箱，2 步');
    await page.keyboard.press('Control+z');
    await waitMoveCount(page, 1);
    assert.equal(await state(page), '1 2 1 3');

    // The judge prints the statement's output, headers and blank lines, and offers no labels beside it.
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.startsWith('Maze #1'));
    assert.equal(await page.getByTestId('judge-output').textContent(), fixture('sokoban', 'sample.out'));
    assert.equal(await page.getByTestId('judge-labels-box').isHidden(), true);

    // The studio: two mazes, the first answered by a path that ties with the judge's (2 pushes, 5 moves each way),
    // the second by a path whose 17th move walks into the box.
    const sample = fixture('sokoban', 'sample.in');
    const last = sample.slice(sample.lastIndexOf('8 4\n'));
    await paste(page.getByTestId('judge-input'), `3 3\nS..\n.B.\n..T\n${last}`);
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.includes('Maze #2'));
    const judged = await page.getByTestId('judge-output').textContent();
    const mine = judged.split('\n')[1];
    const tied = mine === 'sEneS' ? 'eSwsE' : 'sEneS';
    assert.ok(['sEneS', 'eSwsE'].includes(mine), judged);
    await paste(page.getByTestId('judge-yours'), `Maze #1\n${tied}\n\nMaze #2\nswwwnnnnnneeessssSS\n\n`);
    await page.getByTestId('judge-check').click();
    await page.waitForFunction(() => /\d\/\d/.test(document.querySelector('[data-testid="verdict-head"]').textContent));
    assert.match(await page.getByTestId('verdict-head').textContent(), /1\/2/);
    await page.locator('[data-testid="verdict-fault"][data-case="2"]').click();
    await page.waitForFunction(() => {
      const why = document.querySelector('[data-testid="verdict-why"]');
      return !why.hidden && !why.querySelector('[data-testid="why-busy"]');
    });
    const why = await page.getByTestId('verdict-why').textContent();
    assert.match(why, en ? /Maze #2: the moves before move 17 are on the board, and move 17 cannot be played there/ : /Maze #2：第 17 步之前/);
    assert.match(why, en ? /you cannot walk down into the box/ : /走进/);
    // The board stands after the 16 legal moves: you at (4, 4), above the box at (5, 4).
    await waitMoveCount(page, 16);
    assert.equal(await state(page), '4 4 5 4');
    // The stepper steps those moves, and does not call them optimal (a bug met: it did).
    const caption = await page.getByTestId('step-caption').textContent();
    assert.match(caption, en ? /^Stepping 16 moves of yours from the start to the state it ends on\.$/ : /16 步/, caption);
    assert.doesNotMatch(caption, /optimal|最优/);
    await screenshot(page, `sokoban-studio-${viewport.width}`);

    // Presentation faults are accepted: CRLF line ends, trailing spaces, headers spelt loosely, no blank lines.
    const loose = `maze #1 \r\n${tied}\r\nMaze  #2\r\n${judged.split('\n')[4]}  \r\n`;
    await paste(page.getByTestId('judge-yours'), loose);
    await page.getByTestId('judge-check').click();
    await page.waitForFunction(() => /2\/2/.test(document.querySelector('[data-testid="verdict-head"]').textContent));
    assert.match(await page.getByTestId('verdict-faults').textContent(), en ? /presentation: / : /格式/);
    assert.deepEqual(problems, []);
  });
}
