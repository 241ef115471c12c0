// Chromium tests of Fifteen, the puzzle added through docs/adding-a-puzzle.md alone: its tiles show their numbers (the
// core marks them `numbered`), the sample's judge output, a tap slides a tile, the state text format of issue 12.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fixture, openPage, screenshot, useSite } from './harness.mjs';

const site = useSite();

test('Fifteen: numbered tiles, the exact judge output, and a tap that slides a tile into the blank', async () => {
  const { page, problems } = await openPage(site.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${site.url}#fifteen`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  const start = await page.getByTestId('board').getAttribute('data-state');
  assert.match(start, /^\d+( \d+)*(\/\d+( \d+)*)+$/, 'rows joined by /, numbers by spaces');
  // Every tile's number is laid out and visible (Huarong's anonymous tiles hide theirs; these must not).
  const labels = await page.locator('[data-testid="board-svg"] .piece-numbered text').evaluateAll((texts) => texts
    .map((t) => ({ text: t.textContent, shown: getComputedStyle(t).display !== 'none' && t.getBBox().width > 0 })));
  const cells = start.split('/').flatMap((row) => row.split(' ')).filter((n) => n !== '0');
  assert.deepEqual(labels.map((l) => l.text).sort(), [...cells].sort());
  assert.ok(labels.every((l) => l.shown), JSON.stringify(labels));
  await screenshot(page, 'fifteen-phone');

  // A tap on a tile beside the blank slides it in: one move, and the tile is where the blank was.
  const rows = start.split('/').map((row) => row.split(' '));
  const blankRow = rows.findIndex((row) => row.includes('0'));
  const blankCol = rows[blankRow].indexOf('0');
  const [r, c] = blankRow > 0 ? [blankRow - 1, blankCol] : [blankRow + 1, blankCol];
  const tile = page.locator('[data-testid="board-svg"] .piece-numbered text').filter({ hasText: new RegExp(`^${rows[r][c]}$`) });
  const box = await tile.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => document.querySelector('[data-testid="move-count"]').dataset.count === '1');
  const after = (await page.getByTestId('board').getAttribute('data-state')).split('/').map((row) => row.split(' '));
  assert.equal(after[blankRow][blankCol], rows[r][c]);
  assert.equal(after[r][c], '0');

  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
  assert.equal(await page.getByTestId('judge-output').textContent(), fixture('fifteen', 'sample.out'));
  assert.deepEqual(problems, []);
});
