// Chromium layout tests from 360 px phones to wide screens: nothing wider than the viewport, every control reachable, on a
// phone the board and its status line on screen on arrival (the statement folded) and OmniGravity's board with its
// stepper; writes screenshots to target/e2e/ and the README's pictures to docs/screenshots/<puzzle>.png (.zh.png). Partners:
// harness.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, ROOT, SCREENSHOTS, openPage, screenshot, showTab, useSite } from './harness.mjs';

const site = useSite();
const DOCS = join(ROOT, 'docs', 'screenshots');

/** Elements whose right edge passes the viewport's (ignoring the visually hidden live region). */
function overflowing(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('.sr-only, [hidden], dialog:not([open])')) continue;
      // Inside a strip that scrolls sideways by itself (a phone's tabs), an element may pass the edge: the page does not.
      const strip = el.parentElement?.closest('nav');
      if (strip && getComputedStyle(strip).overflowX === 'auto') continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 1 || box.left < -1)) {
        out.push(`${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return { width, scroll: document.documentElement.scrollWidth, out: out.slice(0, 10) };
  });
}

/** Elements marked `hidden` that a style draws all the same (a rule such as `.judge label { display: block }` beats the
 * browser's own `[hidden]` rule: the empty "optimal in" picker and OmniGravity's "My output is paths" showed so). */
function drawnThoughHidden(page) {
  return page.evaluate(() => [...document.querySelectorAll('[hidden]')]
    .filter((el) => getComputedStyle(el).display !== 'none')
    .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${el.className}`));
}

/** Checkboxes drawn wider than a checkbox (a form's `input { width: 9rem }` made the hack pack's a wide gap before its
 * words). */
function wideCheckboxes(page) {
  return page.evaluate(() => [...document.querySelectorAll('input[type="checkbox"]')]
    .map((box) => [box.getAttribute('data-testid') ?? box.id, Math.round(box.getBoundingClientRect().width)])
    .filter(([, width]) => width > 32));
}

/** The left edges of the rows of the board's controls under it (Generate, the case to load) that differ from the first
 * row's: an empty note (the seed used, a set-up's progress) was a flex item with its gap, and pushed a row right. */
function rowStarts(page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelector('.board-io')?.children ?? []].map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .sort((a, b) => a.top - b.top);
    // A row: the boxes that overlap the first one below the last row, vertically.
    const starts = [];
    let bottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= bottom - 1) starts.push(Math.round(box.left));
      else starts[starts.length - 1] = Math.min(starts[starts.length - 1], Math.round(box.left));
      bottom = box.top >= bottom - 1 ? box.bottom : Math.max(bottom, box.bottom);
    }
    return [...new Set(starts)];
  });
}

describe('layout', () => {
  for (const [name, viewport] of [['phone', { width: 360, height: 740 }], ['wide', { width: 1600, height: 1000 }]]) {
    for (const puzzle of PUZZLES) {
      test(`${puzzle} at ${viewport.width}x${viewport.height}: no horizontal overflow`, async () => {
        const { page, context, problems } = await openPage(site.browser, { viewport, hasTouch: name === 'phone', isMobile: name === 'phone' });
        await page.goto(`${site.url}#${puzzle}`);
        await page.waitForFunction((name) => location.hash.startsWith(`#${name}`) && document.querySelector('[data-testid="board"]').dataset.state, puzzle);
        await page.getByTestId('judge-run').click();
        await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
        await screenshot(page, `${name}-${puzzle}`);
        const { width, scroll, out } = await overflowing(page);
        assert.deepEqual(out, [], 'no element sticks out');
        assert.ok(scroll <= width, `page scrolls sideways: ${scroll} > ${width}`);
        assert.deepEqual(await drawnThoughHidden(page), [], 'an element marked hidden is not drawn');
        assert.deepEqual(await wideCheckboxes(page), [], 'a checkbox is drawn as one');
        assert.equal((await rowStarts(page)).length, 1, 'the rows of the controls under the board start at one edge');
        const board = await page.getByTestId('board').boundingBox();
        // A board taller than wide (Klotski's 4x5) is bounded by the height it may take instead.
        assert.ok(board && (board.width >= Math.min(280, viewport.width - 80) || board.height >= 0.38 * viewport.height), 'the board uses the width');
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

  test('at 390 px, in Chinese and in English, the rows of every puzzle\'s controls under the board start at one edge', async () => {
    for (const lang of ['zh', 'en']) {
      const { page, context, problems } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      await page.goto(`${site.url}?lang=${lang}#${PUZZLES[0]}`);
      for (const puzzle of PUZZLES) {
        await showTab(page, puzzle);
        await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
        assert.equal((await rowStarts(page)).length, 1, `${puzzle} in ${lang}: ${await rowStarts(page)}`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

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

  test('on a phone the current tab is in the tab row\'s view: on landing on the last puzzle, and after picking the first and then the last', async () => {
    const last = PUZZLES[PUZZLES.length - 1];
    const { page, context, problems } = await openPage(site.browser, PHONE);
    /** The current tab's left and right against the visible part of the tab row, and how far the row scrolled. */
    const tab = () => page.evaluate(() => {
      const nav = /** @type {HTMLElement} */ (document.querySelector('nav'));
      const box = /** @type {Element} */ (nav.querySelector('[aria-current="page"]')).getBoundingClientRect();
      const row = nav.getBoundingClientRect();
      return { inView: box.left >= row.left - 1 && box.right <= row.right + 1, scrolled: nav.scrollLeft, scrolls: nav.scrollWidth > nav.clientWidth };
    });
    await page.goto(`${site.url}#${last}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    const landed = await tab();
    assert.ok(landed.scrolls, 'the tabs pass the width of a 390 px screen (else this test tests nothing)');
    assert.ok(landed.inView && landed.scrolled > 0, `landing on #${last}: ${JSON.stringify(landed)}`);
    await showTab(page, PUZZLES[0]);
    const first = await tab();
    assert.ok(first.inView, `after picking ${PUZZLES[0]}: ${JSON.stringify(first)}`);
    await showTab(page, last);
    const picked = await tab();
    assert.ok(picked.inView && picked.scrolled > 0, `after picking ${last}: ${JSON.stringify(picked)}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a page opened on a wide screen reads no layout before its board is drawn (route once measured the tabs half built: about 90 ms)', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1200, height: 900 } });
    // Every read of the tabs' or the page's geometry before the board is drawn is recorded with its caller.
    await page.addInitScript(() => {
      const reads = /** @type {string[]} */ ([]);
      Object.assign(window, { __layoutReads: reads });
      const drawn = () => Boolean(document.querySelector('[data-testid="board"]')?.getAttribute('data-state'));
      const watch = (proto, names) => {
        for (const name of names) {
          const own = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(proto, name));
          const read = own.get ?? own.value;
          const record = function (...args) {
            if (!drawn()) reads.push(`${name} ${new Error().stack?.split('\n')[2]?.trim()}`);
            return read.apply(this, args);
          };
          Object.defineProperty(proto, name, own.get ? { ...own, get: record } : { ...own, value: record });
        }
      };
      watch(HTMLElement.prototype, ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop']);
      watch(Element.prototype, ['clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight', 'getBoundingClientRect']);
    });
    await page.goto(`${site.url}#${PUZZLES[PUZZLES.length - 1]}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__layoutReads), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('README screenshots: each puzzle at 1000x900 in docs/screenshots/, in English and in Chinese (<puzzle>.zh.png)', async () => {
    mkdirSync(DOCS, { recursive: true });
    for (const [puzzle, lang] of PUZZLES.flatMap((p) => [[p, 'en'], [p, 'zh']])) {
      const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1000, height: 900 }, colorScheme: 'light' });
      await page.goto(`${site.url}?lang=${lang}#${puzzle}`);
      await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
      await page.evaluate(() => document.fonts.ready);
      // From the puzzle's heading to the bottom of its board.
      const clip = await page.evaluate((id) => {
        const top = /** @type {Element} */ (document.getElementById(`${id}-title`)).getBoundingClientRect().top + scrollY;
        const bottom = /** @type {Element} */ (document.querySelector('.board-area')).getBoundingClientRect().bottom + scrollY;
        return { x: 0, y: Math.max(0, top - 12), width: document.documentElement.clientWidth, height: bottom - top + 24 };
      }, puzzle);
      const name = lang === 'en' ? `${puzzle}.png` : `${puzzle}.${lang}.png`;
      await page.screenshot({ path: join(DOCS, name), fullPage: true, clip, animations: 'disabled' });
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Whether `box` lies on the screen from top to bottom. */
const onScreen = (box, height) => Boolean(box) && box.y >= 0 && box.y + box.height <= height + 0.5;

/** Opens `puzzle` as a first visit does and waits for its board and sample. */
async function arrive(puzzle, options) {
  const s = await openPage(site.browser, options);
  await s.page.goto(`${site.url}#${puzzle}`);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state
    && document.querySelector('[data-testid="judge-input"]').value.length > 0);
  await s.page.evaluate(() => document.fonts.ready);
  return s;
}

/** Runs the judge on the sample and picks case `index` (0-based) to step through. */
async function pick(page, index) {
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="case-select"]').options.length > 1);
  await page.getByTestId('case-select').selectOption(String(index));
  await page.waitForFunction(() => !document.querySelector('[data-testid="stepper"]').hidden);
  await page.waitForTimeout(300);
}

describe('phones: the board on screen on arrival (issue 15, friction 1)', () => {
  for (const puzzle of PUZZLES) {
    test(`${puzzle} at 390x844: statement folded, board and status line on screen, a tap unfolds the statement`, async () => {
      const { page, context, problems } = await arrive(puzzle, PHONE);
      const statement = page.locator(`#${puzzle} details.statement`);
      assert.equal(await statement.evaluate((d) => /** @type {HTMLDetailsElement} */ (d).open), false, 'the statement is folded');
      await page.screenshot({ path: join(SCREENSHOTS, `arrival-phone-${puzzle}.png`) });
      const board = await page.getByTestId('board').boundingBox();
      assert.ok(onScreen(board, 844), `the board is on screen: ${JSON.stringify(board)}`);
      const area = /** @type {{y: number, height: number}} */ (await page.locator('.board-area').boundingBox());
      const hint = await page.getByTestId('hint').isVisible();
      for (const id of hint ? ['optimal', 'board-status', 'hint-text', 'hint'] : ['optimal', 'board-status']) {
        const box = await page.getByTestId(id).boundingBox();
        assert.ok(onScreen(box, 844), `${id} is on screen: ${JSON.stringify(box)}`);
      }
      const status = /** @type {{y: number}} */ (await page.getByTestId('optimal').boundingBox());
      assert.ok(status.y - (area.y + area.height) <= 24, `the status line is right under the board (${status.y} vs ${area.y + area.height})`);
      await statement.locator('summary').tap();
      assert.equal(await statement.evaluate((d) => /** @type {HTMLDetailsElement} */ (d).open), true, 'a tap opens it');
      assert.equal(await statement.locator('p').first().isVisible(), true);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('on a wide screen every statement is open, with no fold to open', async () => {
    const { page, context, problems } = await arrive(PUZZLES[0], { viewport: { width: 1200, height: 900 } });
    for (const puzzle of PUZZLES) {
      await page.click(`nav a[data-puzzle="${puzzle}"]`);
      await page.waitForFunction((p) => !document.getElementById(p).hidden, puzzle);
      const statement = page.locator(`#${puzzle} details.statement`);
      assert.equal(await statement.evaluate((d) => /** @type {HTMLDetailsElement} */ (d).open), true, puzzle);
      assert.equal(await statement.locator('summary').isVisible(), false, `${puzzle}: no fold on a wide screen`);
      assert.equal(await statement.locator('p').first().isVisible(), true);
      await page.screenshot({ path: join(SCREENSHOTS, `arrival-desktop-${puzzle}.png`) });
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('OmniGravity at 390x844: after a case is picked, the board and the stepper\'s controls share the screen', async () => {
    const { page, context, problems } = await arrive('omnigravity', PHONE);
    await pick(page, 0);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-omnigravity-stepper.png') });
    for (const id of ['board', 'step-prev', 'step-play', 'step-next', 'step-slider', 'step-counter']) {
      const box = await page.getByTestId(id).boundingBox();
      assert.ok(onScreen(box, 844), `${id} on screen: ${JSON.stringify(box)}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('Holedox at 390x844: stepping to the goal shows the win message right under the board, on screen', async () => {
    const { page, context, problems } = await arrive('holedox', PHONE);
    await pick(page, 0);
    await page.getByTestId('step-slider').focus();
    await page.keyboard.press('End');
    await page.getByTestId('solved-banner').waitFor();
    await page.getByTestId('solved-banner').evaluate((b) => Promise.all(b.getAnimations().map((a) => a.finished)));
    const board = /** @type {{y: number, height: number}} */ (await page.getByTestId('board').boundingBox());
    const banner = await page.getByTestId('solved-banner').boundingBox();
    assert.ok(onScreen(board, 844) && onScreen(banner, 844), `board and banner on screen: ${JSON.stringify([board, banner])}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-holedox-won.png') });
    const gap = /** @type {{y: number}} */ (banner).y - (board.y + board.height);
    assert.ok(gap <= 24, `the banner is right under the board (${gap} px below)`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the case picker\'s first line is not cut at 390 px (nor at 360 px)', async () => {
    for (const width of [390, 360]) {
      const { page, context, problems } = await arrive(PUZZLES[0], { ...PHONE, viewport: { width, height: 844 } });
      for (const puzzle of PUZZLES) {
        await page.click(`nav a[data-puzzle="${puzzle}"]`);
        await page.waitForFunction((p) => !document.getElementById(p).hidden, puzzle);
        await page.getByTestId('judge-run').click();
        await page.waitForFunction(() => document.querySelector('[data-testid="case-select"]').options.length > 1);
        const fit = await page.getByTestId('case-select').evaluate((select) => {
          const s = /** @type {HTMLSelectElement} */ (select);
          const style = getComputedStyle(s);
          const context2d = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
          context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = s.options[s.selectedIndex].text;
          // Room for the text: the box less its padding and the drop-down arrow (about 20 px in Chromium).
          const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          return { text, width: context2d.measureText(text).width, room, scroll: s.scrollWidth, client: s.clientWidth };
        });
        assert.ok(fit.scroll <= fit.client, `${puzzle}: ${JSON.stringify(fit)}`);
        assert.ok(fit.width <= fit.room, `${puzzle} at ${width} px: "${fit.text}" is ${fit.width} px in ${fit.room} px`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
