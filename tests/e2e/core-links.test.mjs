// Chromium tests of issue 27's points 17 and 22, on links: an unsolvable 4x4 opened by link is answered by parity
// without building Fifteen's tables (the worker built with `testing`, asked which tables it holds), and a link's path=
// is replayed by the core and refused with its step when illegal (web/js/main.js, crates/wasm/src/service.rs `Path`).
// Partners: harness.mjs, crates/core/src/puzzles/fifteen/solve.rs, tests/fifteen_parity.rs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE, fixture, openPage, openPuzzle, screenshot, useSite, useTestingWorker } from './harness.mjs';

const site = useSite();

const VIEWPORTS = [[390, 844], [1366, 768], [1920, 1080]];

/** A page at `width` x `height` whose worker answers the test-only requests. */
async function testingPage(width, height) {
  const session = await openPage(site.browser, { viewport: { width, height }, serviceWorkers: 'block' });
  await useTestingWorker(session.page);
  return session;
}

/** Asks the page's own worker (dist/main.js exports its `request`): its answer, or `{fault}` with the fault's text. */
const ask = (page, request) => page.evaluate(async (r) => (await import('./dist/main.js')).request(r)
  .then(({ value }) => value, (fault) => ({ fault: fault.text })), request);

/** Sam Loyd's 14-15 board as a one-case judge input (a link carries it URL-encoded). */
const LOYD = '1\n4 4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n';

describe("issue 27: links answered by the core", () => {
  test('an unsolvable 4x4 by link is answered by parity, the tables never built (point 17)', async () => {
    for (const [width, height] of VIEWPORTS) {
      const { page, context, problems } = await testingPage(width, height);
      await openPuzzle(site, 'fifteen', { page, context, problems }, `${site.url}#fifteen?board=${encodeURIComponent(LOYD)}&moves=&at=0`);
      await page.waitForFunction(() => document.querySelector('[data-testid="optimal"]').dataset.optimal === '-1');
      assert.equal(await page.getByTestId('optimal').textContent(), 'No solution from here');
      assert.equal(await page.getByTestId('board').getAttribute('data-state'), '1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0');
      // The hint, the judge, the insight and the ratings of that board: still no tables.
      await page.getByTestId('analyse').click();
      await page.waitForFunction(() => /unsolvable/.test(document.querySelector('[data-testid="insight"]').textContent));
      const judged = await ask(page, { op: 'judge', puzzle: 'fifteen', input: LOYD });
      assert.equal(judged.output, 'Case 1: unsolvable\n');
      assert.deepEqual(await ask(page, { op: 'built', puzzle: 'fifteen' }), [], `${width}x${height}: tables built for an unsolvable board`);
      // The probe sees a build: a solvable 2x2 board builds (only) the 2x2 table.
      await ask(page, { op: 'judge', puzzle: 'fifteen', input: '1\n2 2\n1 2\n0 3\n' });
      assert.deepEqual(await ask(page, { op: 'built', puzzle: 'fifteen' }), ['2x2']);
      await screenshot(page, `core-links-loyd-${width}x${height}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  /**
   * Where `UDUUUUU` (the paths' notation: where the blank moves) is refused on each sample's first board, and why, in
   * the core's words, which speak of the tile the player would slide; OmniGravity tilts anywhere.
   */
  const REFUSED = {
    // The blank goes up, down, up and up the sample's column 2, then meets the top edge.
    huarong: [5, "no tile can slide down into the blank: it is on the board's top edge"],
    // The tail is above the head.
    holedox: [1, 'the head cannot move up: its own body is at (3, 1)'],
    // The blank starts bottom left of a 3x3 board.
    fifteen: [5, "no tile can slide down into the blank: it is on the board's top edge"],
  };

  test("a link's illegal path= is refused with its step, not stepped and not exported (point 22)", async () => {
    for (const [width, height] of VIEWPORTS) {
      for (const [puzzle, [step, reason]] of Object.entries(REFUSED)) {
        const board = fixture(puzzle, 'sample.in');
        const link = `${site.url}#${puzzle}?board=${encodeURIComponent(board)}&moves=&at=0&path=UDUUUUU`;
        const session = await openPage(site.browser, { viewport: { width, height } });
        const { page, context, problems } = await openPuzzle(site, puzzle, session, link);
        await page.waitForFunction(() => !document.querySelector('[data-testid="notice"]').hidden
          || !document.querySelector('[data-testid="stepper"]').hidden);
        assert.equal(await page.getByTestId('notice').textContent(),
          `The link's path was refused at step ${step} of 7: ${reason}. The board is shown without it.`, `${puzzle} ${width}x${height}`);
        assert.equal(await page.getByTestId('stepper').isHidden(), true, puzzle);
        // The notice is on screen where the page opens.
        const box = await page.getByTestId('notice').boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= height && box.x + box.width <= width, `${puzzle} ${width}x${height}`);
        await page.getByTestId('export-text').click();
        assert.equal(await page.getByTestId('export-output').textContent(), '0', puzzle);
        await page.waitForFunction(() => !location.hash.includes('path='));
        await screenshot(page, `core-links-path-${puzzle}-${width}x${height}`);
        assert.deepEqual(problems, [], puzzle);
        await context.close();
      }
    }
  });

  test("a link's legal path= is still stepped, on every puzzle that steps paths", async () => {
    const huarong = fixture('huarong', 'sample.in');
    const cases = [
      ['huarong', `board=${encodeURIComponent(huarong)}&moves=&at=0&path=UU`, '0 / 2'],
      ['omnigravity', `board=${encodeURIComponent(fixture('omnigravity', 'sample.in'))}&moves=&at=0&path=UDUUUUU`, '0 / 7'],
    ];
    for (const [puzzle, query, counter] of cases) {
      const { page, context, problems } = await openPuzzle(site, puzzle, null, `${site.url}#${puzzle}?${query}`);
      await page.waitForFunction(() => !document.querySelector('[data-testid="stepper"]').hidden);
      assert.equal(await page.getByTestId('step-counter').textContent(), counter);
      assert.equal(await page.getByTestId('notice').isHidden(), true);
      await page.getByTestId('step-next').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent.startsWith('1 /'));
      assert.deepEqual(problems, [], puzzle);
      await context.close();
    }
  });
});
