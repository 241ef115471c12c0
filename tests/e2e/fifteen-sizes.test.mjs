// Chromium tests of Fifteen past 4x4 (issue 26): the edit mode resizes up to 10x10 and draws a 10x10 board legibly on a
// phone, and a far 5x5 board's hint comes with its guarantee ("at most 1.5× optimal; at least 96 moves are needed"), in
// English and in Chinese, as a random 10x10 board's does (the path by rows and columns); a size's additive tables are
// built once, with their progress, and kept in IndexedDB. Partners: harness.mjs,
// crates/core/src/puzzles/fifteen/bounded.rs, pdb_large.rs and play.rs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, paste, screenshot, useSite } from './harness.mjs';

const site = useSite();

/** A 5x5 board 400 random moves from the goal: the exact search gives up within the page's budget. */
const FAR = '1\n5 5\n14 7 23 5 13\n16 11 21 15 4\n6 18 20 9 12\n1 0 22 19 2\n10 24 17 8 3\n';

/** A uniformly random solvable 10x10 board: the weighted searches give up within the page's budget, and the hint
 * follows the path by rows and columns (bounded.rs `by_rows`), with the factor it proves. */
const SHUFFLED = `1\n10 10\n${[
  '7 3 25 36 34 24 23 87 61 93', '22 8 31 42 39 21 66 38 28 60', '62 94 17 14 37 40 13 51 29 47',
  '19 4 85 88 75 84 83 49 58 69', '43 68 80 54 56 74 96 89 99 76', '9 11 18 48 16 50 81 91 64 26',
  '46 57 98 35 97 78 71 1 20 45', '95 73 92 53 33 79 12 59 67 86', '5 63 0 55 41 65 27 44 2 77',
  '70 6 72 30 32 90 82 52 10 15'].join('\n')}\n`;

/** Resizes the board in the edit mode to `rows` x `cols` and waits for it. */
async function resize(page, rows, cols) {
  if (await page.getByTestId('resize-rows').isHidden()) await page.getByTestId('edit-toggle').click();
  await page.getByTestId('resize-rows').fill(String(rows));
  await page.getByTestId('resize-cols').fill(String(cols));
  await page.getByTestId('resize-apply').click();
  await page.waitForFunction(([r, c]) => {
    const rows = document.querySelector('[data-testid="board"]').dataset.state.split('/');
    return rows.length === r && rows[0].split(' ').length === c;
  }, [rows, cols]);
}

/** Loads `text`'s first board from the judge input box and waits until the status has a hint for it. */
async function loadFar(page, text) {
  await paste(page.getByTestId('judge-input'), text);
  await page.getByTestId('case-number').fill('1');
  await page.getByTestId('load-case').click();
  const first = text.split('\n')[2].split(' ').slice(0, 3).join(' ');
  await page.waitForFunction((row) => document.querySelector('[data-testid="board"]').dataset.state.startsWith(row), first);
  await page.waitForFunction(() => !document.querySelector('[data-testid="hint"]').disabled
    && !document.querySelector('[data-testid="hint"]').hidden, null, { timeout: 120_000 });
}

for (const [lang, guarantee] of [
  ['en', /^A path of (\d+) moves from here, at most ([\d.]+)× optimal; at least (\d+) moves are needed/],
  ['zh', /^从这里有一条 (\d+) 步的路径，至多是最优的 ([\d.]+) 倍；至少需要 (\d+) 步/],
]) {
  test(`Fifteen past 4x4 (${lang}): resize to 5x5 and 10x10, and a far board's hint states its guarantee`, async () => {
    const { page, problems, context } = await openPage(site.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}?lang=${lang}#fifteen`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    await resize(page, 5, 5);
    assert.equal(await page.getByTestId('resize-rows').getAttribute('max'), '10');
    assert.equal(await page.getByTestId('board').getAttribute('data-state'),
      '1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0');
    await resize(page, 10, 10);
    // Every tile of the 10x10 board is drawn with its number, at least 26 px a tile on a 390 px phone.
    const cells = await page.locator('[data-testid="board-svg"] .piece-numbered').evaluateAll((pieces) => pieces
      .map((p) => p.getBoundingClientRect().width));
    assert.equal(cells.length, 99);
    // 26 px a tile in cells of 33: the board keeps about 16 px a side for its locator rings (draw.js ringMargin).
    assert.ok(Math.min(...cells) >= 26, `cells ${Math.min(...cells)} px wide`);
    if (lang === 'en') await screenshot(page, 'fifteen-10x10-phone');

    await loadFar(page, FAR);
    const line = await page.getByTestId('optimal').textContent();
    const [, n, factor, lower] = line.match(guarantee) ?? assert.fail(`the guarantee, found ${line}`);
    // N <= factor x optimum is the core's proof (tests/fifteen/bounded.rs); here: a factor over 1, L <= N, same parity.
    assert.ok(Number(factor) > 1 && Number(lower) > 0 && Number(lower) <= Number(n), line);
    assert.equal((Number(n) - Number(lower)) % 2, 0, line);
    await page.getByTestId('hint').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="hint-text"]').textContent.length > 0);
    assert.ok(await page.getByTestId('hint-text').getAttribute('data-move'));
    if (lang === 'zh') await screenshot(page, 'fifteen-5x5-guarantee-zh-phone');

    // A random 10x10 board: a hint all the same, with the factor the path by rows proves.
    const began = Date.now();
    await loadFar(page, SHUFFLED);
    const far = await page.getByTestId('optimal').textContent();
    const [, n10, factor10, lower10] = far.match(guarantee) ?? assert.fail(`the 10x10 guarantee, found ${far}`);
    assert.ok(Number(n10) * 1000 <= Math.round(Number(factor10) * 1000) * Number(lower10) && Number(lower10) > 300, far);
    console.log(`10x10 (${lang}): ${far} (${Date.now() - began} ms to the hint)`);
    if (lang === 'en') await screenshot(page, 'fifteen-10x10-guarantee-phone');
    await page.getByTestId('hint').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="hint-text"]').textContent.length > 0);
    assert.ok(await page.getByTestId('hint-text').getAttribute('data-move'));
    assert.deepEqual(problems, []);
    await context.close();
  });
}

/** Notes every text the busy line under the board shows, from now on, in `window.seenProgress`. */
async function recordProgress(page) {
  await page.evaluate(() => {
    const seen = [];
    window.seenProgress = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="board-busy-text"]')?.textContent;
      if (text && !seen.includes(text)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test('Fifteen past 4x4: a size\'s additive tables are built once, with their progress, and kept for the next visit', async () => {
  const { page, problems, context } = await openPage(site.browser, { viewport: { width: 1366, height: 768 } });
  const visit = async () => {
    await page.goto(`${site.url}#fifteen`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    await recordProgress(page);
    await loadFar(page, FAR);
    return page.evaluate(() => window.seenProgress.filter((t) => t.startsWith('Building')));
  };
  const first = await visit();
  assert.ok(first.length > 1 && first.includes('Building Fifteen\'s tables… 0 %'), `progress: ${first}`);
  const kept = await page.evaluate(() => new Promise((resolve, reject) => {
    const req = indexedDB.open('puzzle-playground', 1);
    req.onsuccess = () => {
      const keys = req.result.transaction('kept').objectStore('kept').getAllKeys();
      keys.onsuccess = () => resolve(keys.result.map(String));
      keys.onerror = reject;
    };
    req.onerror = reject;
  }));
  assert.ok(kept.includes('fifteen-additive-5x5-v1'), `kept: ${kept}`);
  const line = await page.getByTestId('optimal').textContent();
  // The next visit reads them back: no build, the same guarantee.
  assert.deepEqual(await visit(), []);
  assert.equal(await page.getByTestId('optimal').textContent(), line);
  assert.deepEqual(problems, []);
  await context.close();
});
