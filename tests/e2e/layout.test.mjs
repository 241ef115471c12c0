// Chromium layout tests from 360 px phones to wide screens: nothing wider than the viewport, every control reachable; writes
// phone screenshots to target/e2e/ and the README's pictures to docs/screenshots/<puzzle>.png. Partners: harness.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, ROOT, openPage, screenshot, useSite } from './harness.mjs';

const site = useSite();
const DOCS = join(ROOT, 'docs', 'screenshots');

/** Elements whose right edge passes the viewport's (ignoring the visually hidden live region). */
function overflowing(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('.sr-only, [hidden], dialog:not([open])')) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 1 || box.left < -1)) {
        out.push(`${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return { width, scroll: document.documentElement.scrollWidth, out: out.slice(0, 10) };
  });
}

describe('layout', () => {
  for (const [name, viewport] of [['phone', { width: 360, height: 740 }], ['wide', { width: 1600, height: 1000 }]]) {
    for (const puzzle of PUZZLES) {
      test(`${puzzle} at ${viewport.width}x${viewport.height}: no horizontal overflow`, async () => {
        const { page, context, problems } = await openPage(site.browser, { viewport, hasTouch: name === 'phone', isMobile: name === 'phone' });
        await page.goto(`${site.url}#${puzzle}`);
        await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
        await page.getByTestId('judge-run').click();
        await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
        await screenshot(page, `${name}-${puzzle}`);
        const { width, scroll, out } = await overflowing(page);
        assert.deepEqual(out, [], 'no element sticks out');
        assert.ok(scroll <= width, `page scrolls sideways: ${scroll} > ${width}`);
        const board = await page.getByTestId('board').boundingBox();
        assert.ok(board && board.width >= Math.min(280, viewport.width - 80), 'the board uses the width');
        // The help dialog fits too.
        await page.getByTestId('help').click();
        const dialog = await page.getByTestId('help-dialog').boundingBox();
        assert.ok(dialog && dialog.x >= 0 && dialog.x + dialog.width <= viewport.width, 'the help dialog fits');
        await page.keyboard.press('Escape');
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }

  test('landing on a puzzle\'s address, or picking its tab, keeps the header and the tabs in view', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1000, height: 700 } });
    await page.goto(`${site.url}#holedox`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    await page.waitForTimeout(100);
    assert.equal(await page.evaluate(() => scrollY), 0, 'no jump past the header');
    await page.locator('nav a[data-puzzle="huarong"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state === '3 2 1 2');
    assert.equal(await page.evaluate(() => scrollY), 0);
    assert.equal(await page.locator('nav a[data-puzzle="huarong"]').isVisible(), true);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('README screenshots: each puzzle at 1000x900 in docs/screenshots/', async () => {
    mkdirSync(DOCS, { recursive: true });
    for (const puzzle of PUZZLES) {
      const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1000, height: 900 }, colorScheme: 'light' });
      await page.goto(`${site.url}#${puzzle}`);
      await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
      await page.evaluate(() => document.fonts.ready);
      // From the puzzle's heading to the bottom of its board.
      const clip = await page.evaluate((id) => {
        const top = /** @type {Element} */ (document.getElementById(`${id}-title`)).getBoundingClientRect().top + scrollY;
        const bottom = /** @type {Element} */ (document.querySelector('.board-area')).getBoundingClientRect().bottom + scrollY;
        return { x: 0, y: Math.max(0, top - 12), width: document.documentElement.clientWidth, height: bottom - top + 24 };
      }, puzzle);
      await page.screenshot({ path: join(DOCS, `${puzzle}.png`), fullPage: true, clip, animations: 'disabled' });
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
