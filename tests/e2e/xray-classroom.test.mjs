// Chromium tests of the X-ray for a classroom (issue 28; web/js/views/xray.js, web/js/link.js, style.css
// `.xray.classroom`): the presentation layout at 1920x1080 with every text at least 24 px, readable at 200 % zoom,
// keyboard stepping, a permalink to an X-ray step (`xray-step-link`) that opens the same step in a fresh browser, and
// the honest comparison (the plain search's expansions when it met the goal against the solver's).
// Partners: xray.test.mjs (the X-ray's stepping), l10n-study.test.mjs (its words in Chinese).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, useSite } from './harness.mjs';

const site = useSite();
const PANEL = '[data-testid="xray-panel"]';

/** A page of `puzzle` at `viewport` (zoom: `scale`, the CSS pixels halved at 200 %), in `lang`. */
async function open(puzzle, { width, height, scale = 1, lang = 'en', hash = '' }) {
  const session = await openPage(site.browser, { viewport: { width, height }, deviceScaleFactor: scale });
  await session.page.goto(`${site.url}?lang=${lang}#${hash || puzzle}`);
  await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.state);
  return session;
}

/** Opens the X-ray and waits for its first step. */
async function openXray(page) {
  await page.getByTestId('xray').click();
  await page.waitForFunction((p) => document.querySelector(p).dataset.step === '0', PANEL, { timeout: 60000 });
}

/** Waits for kept step `index` (0-based) of the X-ray. */
const atStep = (page, index, method = 'bfs') => page.waitForFunction(([p, i, m]) => {
  const panel = document.querySelector(p);
  return !panel.hidden && panel.dataset.step === String(i) && panel.dataset.method === m;
}, [PANEL, index, method], { timeout: 60000 });

/** Every visible text of the panel: its element, computed font size (px) and width (px). */
const texts = (page) => page.$$eval(`${PANEL} *`, (elements) => elements
  // The board's own labels (SVG text) scale with the board.
  .filter((e) => !e.closest('svg') && [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim()))
  .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
  .map((e) => ({ text: e.textContent.trim().slice(0, 40), size: parseFloat(getComputedStyle(e).fontSize), width: e.getBoundingClientRect().width })));

test('the classroom view fills a 1920x1080 screen with text of at least 24 px, steps by keyboard and leaves on Escape', async () => {
  const { page, context, problems } = await open('huarong', { width: 1920, height: 1080 });
  await openXray(page);
  const before = await texts(page);
  assert.ok(before.some((x) => x.size < 24), 'the panel in the page is small text');
  await page.getByTestId('xray-classroom').click();
  assert.equal(await page.getByTestId('xray-classroom').getAttribute('aria-pressed'), 'true');
  const box = await page.locator(PANEL).boundingBox();
  assert.deepEqual([box?.x, box?.y, box?.width, box?.height], [0, 0, 1920, 1080], 'the whole screen');
  const small = (await texts(page)).filter((x) => x.size < 24);
  assert.deepEqual(small, [], 'every text at least 24 px');
  const board = await page.getByTestId('xray-board').boundingBox();
  assert.ok((board?.width ?? 0) >= 400, `the board large: ${board?.width} px`);
  // Keyboard stepping: the panel has the focus.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await atStep(page, 3);
  assert.match(await page.getByTestId('xray-step').textContent(), /^4 \/ \d+$/);
  await page.keyboard.press('ArrowLeft');
  await atStep(page, 2);
  await page.screenshot({ path: 'target/e2e/xray-classroom-1920.png' });
  await page.keyboard.press('Escape');
  assert.equal(await page.getByTestId('xray-classroom').getAttribute('aria-pressed'), 'false');
  assert.ok(((await page.locator(PANEL).boundingBox())?.height ?? 0) < 1080, 'back in the page');
  assert.equal(await page.locator(PANEL).evaluate((p) => p.hidden), false, 'Escape leaves the classroom view, not the X-ray');
  assert.deepEqual(problems, []);
  await context.close();
});

test('in the page, the X-ray\'s texts take the width beside its board (the board once sized the whole grid: 560 px)', async () => {
  const { page, context, problems } = await open('huarong', { width: 1366, height: 768 });
  await openXray(page);
  const side = await page.locator('.xray-side').boundingBox();
  const board = await page.getByTestId('xray-board').boundingBox();
  assert.ok((side?.width ?? 0) >= 600, `the texts' column: ${side?.width} px`);
  assert.ok((board?.width ?? 0) >= 200 && (board?.width ?? 0) <= 360, `the board: ${board?.width} px`);
  const lines = await page.$$eval('[data-testid="xray-panel"] .xray-code li', (items) => items.map((li) => li.getBoundingClientRect().width));
  assert.ok(lines.every((w) => w >= 500), `pseudocode lines: ${lines}`);
  await screenshot(page, 'xray-page-1366');
  assert.deepEqual(problems, []);
  await context.close();
});

test('at 200 % zoom the classroom view stacks: no sideways scrolling, no line wrapped word by word', async () => {
  const { page, context, problems } = await open('fifteen', { width: 960, height: 540, scale: 2 });
  await openXray(page);
  await page.getByTestId('xray-classroom').click();
  await page.keyboard.press('ArrowRight');
  await atStep(page, 1);
  const wide = await page.locator(PANEL).evaluate((p) => p.scrollWidth - p.clientWidth);
  assert.ok(wide <= 1, `no sideways scrolling: ${wide} px`);
  const lines = await page.$$eval(`${PANEL} .xray-code li, ${PANEL} .xray-successors li`, (items) => items.map((li) => li.getBoundingClientRect().width));
  assert.ok(lines.length > 3 && lines.every((w) => w >= 600), `the pseudocode and successors span the width: ${lines}`);
  assert.deepEqual((await texts(page)).filter((x) => x.size < 24), [], 'every text at least 24 px');
  await page.screenshot({ path: 'target/e2e/xray-classroom-zoom200.png' });
  assert.deepEqual(problems, []);
  await context.close();
});

for (const lang of ['en', 'zh']) {
  test(`${lang}: a link to an X-ray step opens that step of that search in a fresh browser`, async () => {
    const { page, context, problems } = await open('holedox', { width: 1366, height: 768, lang });
    // A board with one move played: the link carries the board as it stands, not only its start. Each key waits for
    // the worker's answer (a move applied, or refused) before the next, so that exactly one move is played.
    await page.getByTestId('board').focus();
    const start = await page.getByTestId('board').getAttribute('data-state');
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      const moved = await page.waitForFunction((s) => document.querySelector('[data-testid="board"]').dataset.state !== s, start, { timeout: 1500 })
        .then(() => true, () => false);
      if (moved) break;
    }
    await page.waitForFunction(() => /\b1\b/.test(document.querySelector('[data-testid="move-count"]').textContent));
    const state = await page.getByTestId('board').getAttribute('data-state');
    assert.notEqual(state, start, 'a move was played');
    await openXray(page);
    await page.getByTestId('xray-method-solver').check();
    await atStep(page, 0, 'solver');
    await page.getByTestId('xray-next').click();
    await atStep(page, 1, 'solver');
    await page.getByTestId('xray-next').click();
    await atStep(page, 2, 'solver');
    const shown = await page.getByTestId('xray-step').textContent();
    const counters = await page.locator('[data-testid="xray-counter"]').allTextContents();
    const href = await page.getByTestId('xray-step-link').getAttribute('href') ?? '';
    assert.match(href, /[?&]xray=solver&step=3(&|$)/);
    assert.equal(await page.getByTestId('xray-step-link').textContent(), lang === 'zh' ? '链接到这一步' : 'Link to this step');

    const fresh = await openPage(site.browser, { viewport: { width: 1366, height: 768 } });
    await fresh.page.goto(href);
    await atStep(fresh.page, 2, 'solver');
    assert.equal(await fresh.page.getByTestId('board').getAttribute('data-state'), state, 'the same board');
    assert.equal(await fresh.page.getByTestId('xray-step').textContent(), shown);
    assert.deepEqual(await fresh.page.locator('[data-testid="xray-counter"]').allTextContents(), counters);
    assert.equal(await fresh.page.getByTestId('xray-method-solver').isChecked(), true);
    // A bad step in a link is refused with the page's notice, and the board still opens.
    await fresh.page.goto(href.replace('step=3', 'step=x'));
    await fresh.page.reload();
    await fresh.page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.state);
    assert.equal(await fresh.page.locator(PANEL).evaluate((p) => p.hidden), true, 'no X-ray from a bad link');
    assert.deepEqual(problems, []);
    assert.deepEqual(fresh.problems, []);
    await fresh.context.close();
    await context.close();
  });
}

test('the comparison is honest: the plain search where it met the goal against the solver, the full count apart', async () => {
  const { page, context, problems } = await open('huarong', { width: 1366, height: 768 });
  await openXray(page);
  const compare = await page.getByTestId('xray-compare').textContent() ?? '';
  const found = /^Plain BFS expanded ([\d,]+) states in all; it met the goal after ([\d,]+) expansions, where the solver expanded ([\d,]+)/.exec(compare);
  assert.ok(found, compare);
  const [all, goal] = [Number(found[1]), Number(found[2])];
  assert.ok(goal >= 1 && goal < all, compare);
  // Step `goal` of the plain search (1-based) is the one whose successors hold the goal.
  for (let i = 0; i < goal - 1; i++) await page.getByTestId('xray-next').click();
  await atStep(page, goal - 1);
  assert.match(await page.getByTestId('xray-successors').textContent(), /the goal/);
  await page.getByTestId('xray-prev').click();
  await atStep(page, Math.max(0, goal - 2));
  if (goal > 1) assert.doesNotMatch(await page.getByTestId('xray-successors').textContent(), /the goal/);
  assert.deepEqual(problems, []);
  await context.close();
});
