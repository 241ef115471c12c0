// Chromium tests of the page's chrome and board panel in 中文 (issue 23, web/locales/ui): the header, tabs, toolbar,
// counter, status line, edit tools, resize, the board's input row, notices, the busy line and its Stop, the help dialog
// and the footer show no English in ?lang=zh for every puzzle, their accessible names are Chinese, and ?lang=en reads
// as before. Partners: harness.mjs, english.mjs, web/index.html, web/js/main.js, help.js, theme.js, catalogue.js,
// views/status.js, views/controls.js, views/busy.js.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { INFOS, PUZZLES, SCREENSHOTS, fixture, openPage, paste, screenshot, useSite } from './harness.mjs';
import { HAN, englishLeft } from './english.mjs';

const site = useSite();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
/** An 80-move 4x4 board (stops.test.mjs): its search runs long enough for the busy line and its Stop. */
const HARD = '1\n4 4\n0 12 9 13\n15 11 10 14\n3 7 5 6\n4 8 2 1\n';

/** What this area of the page holds (the puzzle's section: its jumps; the board panel less the review, stepper,
 * export and insight blocks, which other areas word). */
const CHROME = ['.site-header h1', '.tagline', '.header-buttons > button', '.site-header nav', '.puzzle:not([hidden]) .jumps', '[data-testid="notice"]', '[data-testid="board-goal"]',
  '.board-toolbar', '.board-area', '[data-testid="optimal"]', '[data-testid="board-busy"]', '[data-testid="board-status"]',
  '[data-testid="hint-text"]', '#board-help', '.edit-tools', '.board-io', '.site-footer'].join(', ');

/** The visible English words left under `selector`, less GDR (Klotski's help: a path's notation, G down then right). */
const left = async (page, selector) => (await englishLeft(page, selector)).filter((w) => !w.startsWith('GDR '));

/** The help dialog less the puzzles' rules (the core's statements and help, from the Info). */
const HELP = '.help-body > :not(.help-rules)';

/** Opens the page at `query` + `hash` and waits for its board. */
async function open(query, hash, options = {}, wait = true) {
  const session = await openPage(site.browser, options);
  await session.page.goto(`${site.url}${query}${hash}`);
  if (wait) await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  return session;
}

const attr = (page, testid, name) => page.getByTestId(testid).getAttribute(name);

describe('the chrome and the board panel in Chinese', () => {
  test('?lang=zh: every puzzle\'s header, tabs, toolbar, counter, status, edit tools and input row have no English', async () => {
    const { page, context, problems } = await open('?lang=zh', `#${PUZZLES[0]}`, LAPTOP);
    for (const puzzle of PUZZLES) {
      await page.goto(`${site.url}?lang=zh#${puzzle}`);
      await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
      assert.deepEqual(await left(page, CHROME), [], `${puzzle}: as it opens`);
      // The named layouts by their Chinese names, without their English glosses.
      if (INFOS[puzzle].layouts.length > 0) {
        const options = await page.locator('[data-testid="layout-select"] option').allTextContents();
        assert.ok(options.length > 30, `${puzzle}: ${options.length} layouts`);
        for (const option of options) assert.doesNotMatch(option, /[A-Za-z]{3,}/, option);
      }
      assert.match(await page.getByTestId('move-count').textContent(), HAN, `${puzzle}: the counter`);
      assert.match(await page.locator(`section#${puzzle} > details.statement > summary`).textContent(), /^题面/, `${puzzle}: the statement's fold`);
      assert.match(await page.title(), /搜索题游乐场$/);
      // The hint where there is one, then its move, announced in Chinese, the core's words for the move and for a
      // refused move's reason included.
      const hint = page.getByTestId('hint');
      let key = 'ArrowLeft';
      if (await hint.isVisible() && await hint.isEnabled()) {
        await hint.click();
        await page.waitForFunction(() => document.querySelector('[data-testid="hint-text"]').textContent.length > 0);
        assert.match(await page.getByTestId('hint-text').textContent(), /^提示：/);
        const move = await page.getByTestId('hint-text').getAttribute('data-move');
        key = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' }[move ?? ''] ?? key;
      }
      // The announcer may still hold the last puzzle's last words: wait for the move's own.
      const before = await page.getByTestId('announcer').textContent();
      await page.getByTestId('board').focus();
      await page.keyboard.press(key);
      await page.waitForFunction((was) => {
        const now = document.querySelector('[data-testid="announcer"]').textContent;
        return now.length > 0 && now !== was;
      }, before);
      const said = await page.getByTestId('announcer').textContent();
      assert.match(said, /^(已向|走不了)/, `${puzzle}: ${said}`);
      if (said.startsWith('走不了')) assert.match(await page.getByTestId('board-status').textContent(), /^走不了：/);
      assert.deepEqual(await left(page, CHROME), [], `${puzzle}: after the hint and a move (${said})`);
      await page.getByTestId('edit-toggle').click();
      await page.getByTestId('edit-tools').waitFor({ state: 'visible' });
      assert.equal(await page.getByTestId('edit-toggle').textContent(), '完成编辑');
      assert.deepEqual(await left(page, CHROME), [], `${puzzle}: editing`);
      // The size row only where the board can change size (OmniGravity's fixed 8x8 showed it: .resize's display
      // beat [hidden]); an edit refused there: the core's reason in Chinese.
      assert.equal(await page.getByTestId('resize').isVisible(), Boolean(INFOS[puzzle].resize), `${puzzle}: the size row`);
      if (INFOS[puzzle].resize) {
        await page.getByTestId('resize-rows').fill('99');
        await page.getByTestId('resize-apply').click();
        await page.waitForFunction(() => document.querySelector('[data-testid="edit-error"]').textContent.length > 0);
        const why = await page.getByTestId('edit-error').textContent();
        assert.match(why, /行数应在 \d+ 到 \d+ 之间，实际为 99/, `${puzzle}: ${why}`);
        assert.deepEqual(await left(page, CHROME), [], `${puzzle}: an edit refused`);
      }
      if (puzzle === 'huarong') await screenshot(page, 'l10n-ui-zh-edit-laptop');
      await page.getByTestId('edit-toggle').click();
      assert.equal(await page.getByTestId('edit-toggle').textContent(), '编辑');
    }
    // Accessible names and titles.
    assert.equal(await page.locator('.site-header nav').getAttribute('aria-label'), '题目');
    assert.equal(await page.locator('.board-toolbar').getAttribute('aria-label'), '棋盘操作');
    assert.match(await attr(page, 'board', 'aria-label'), /^棋盘：/);
    assert.match(await attr(page, 'theme-toggle', 'title'), HAN);
    assert.equal(await attr(page, 'generate-seed', 'placeholder'), '随机');
    assert.equal(await page.locator('.puzzle:not([hidden]) .jumps').getAttribute('aria-label'), '跳转到');
    assert.equal(await page.getByTestId('help').textContent(), '帮助 ?');
    assert.equal(await page.getByTestId('theme-toggle').textContent(), '配色：自动');
    await page.getByTestId('theme-toggle').click();
    assert.equal(await page.getByTestId('theme-toggle').textContent(), '配色：浅色');
    await page.getByTestId('theme-toggle').click();
    await page.getByTestId('theme-toggle').click();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('?lang=zh: a big board\'s rings are named in Chinese, what each marks and its colour', async () => {
    const { page, context, problems } = await open('?lang=zh', '#huarong', PHONE);
    await paste(page.getByTestId('judge-input'), fixture('huarong', 'worst-30x30.in'));
    await page.getByTestId('case-number').fill('1');
    await page.getByTestId('load-case').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="board-legend"]').hidden);
    const legend = await page.getByTestId('board-legend').textContent();
    assert.match(legend, /^彩色圆环标出要移动的棋子（橙色）.*目标（黄色）.*空格（蓝色虚线）。$/);
    assert.deepEqual(await englishLeft(page, '[data-testid="board-legend"]'), [], legend);
    assert.match(await page.locator('.locator-blank title').textContent(), /^空格$/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('?lang=zh: the help dialog, opened by its button and by ?, has no English', async () => {
    const { page, context, problems } = await open('?lang=zh', '#huarong', LAPTOP);
    const dialog = page.getByTestId('help-dialog');
    await page.getByTestId('help').click();
    await dialog.waitFor({ state: 'visible' });
    assert.deepEqual(await left(page, HELP), []);
    assert.equal(await page.locator('[data-testid="help-board"] b').first().textContent(), '提示');
    await screenshot(page, 'l10n-ui-zh-help-laptop');
    // The dialog scrolls: its keys' table and Close, as seen.
    await page.locator('.help-body').evaluate((body) => { body.querySelector('.help-actions').scrollIntoView(); });
    await page.screenshot({ path: join(SCREENSHOTS, 'l10n-ui-zh-help-keys-laptop.png') });
    await page.getByTestId('help-close').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.keyboard.type('?');
    await dialog.waitFor({ state: 'visible' });
    assert.deepEqual(await left(page, HELP), []);
    assert.equal(await page.getByTestId('help-close').textContent(), '关闭');
    await page.keyboard.press('Escape');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('?lang=zh on a phone: the board panel, the help and the footer (screenshots)', async () => {
    const { page, context, problems } = await open('?lang=zh', '#fifteen', PHONE);
    assert.deepEqual(await left(page, CHROME), []);
    await screenshot(page, 'l10n-ui-zh-phone');
    await page.getByTestId('edit-toggle').click();
    await screenshot(page, 'l10n-ui-zh-edit-phone');
    await page.getByTestId('help').click();
    await page.getByTestId('help-dialog').waitFor({ state: 'visible' });
    assert.deepEqual(await left(page, HELP), []);
    await screenshot(page, 'l10n-ui-zh-help-phone');
    await page.locator('.help-body').evaluate((body) => { body.querySelector('.help-keys').scrollIntoView(); });
    await page.screenshot({ path: join(SCREENSHOTS, 'l10n-ui-zh-help-keys-phone.png') });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('?lang=zh: the busy line and its Stop on a long search, and a bad link\'s notice', async () => {
    const { page, context } = await open('?lang=zh', `#fifteen?board=${encodeURIComponent(HARD)}`, LAPTOP, false);
    await page.getByTestId('board-stop').waitFor({ state: 'visible', timeout: 60000 });
    assert.equal(await page.getByTestId('board-stop').textContent(), '停止');
    // The line: the set-up's progress (Fifteen's tables, the core's words) or "Working…", and the Stop.
    assert.deepEqual(await left(page, '[data-testid="board-busy"]'), []);
    await page.getByTestId('board-stop').click();
    await page.getByTestId('board-busy').waitFor({ state: 'hidden' });
    assert.deepEqual(await left(page, CHROME), [], 'the search stopped');
    await page.goto(`${site.url}?lang=zh#huarong?board=x&at=z`);
    await page.getByTestId('notice').waitFor({ state: 'visible' });
    assert.match(await page.getByTestId('notice').textContent(), /链接/);
    assert.deepEqual(await left(page, CHROME), [], 'a bad link');
    await context.close();
  });

  test('?lang=en reads as before', async () => {
    const { page, context, problems } = await open('?lang=en', '#huarong', LAPTOP);
    assert.equal(await page.getByTestId('help').textContent(), 'Help ?');
    assert.equal(await page.getByTestId('theme-toggle').textContent(), 'Theme: auto');
    assert.equal(await attr(page, 'theme-toggle', 'title'), 'Switch between automatic, light and dark colours');
    assert.equal(await page.getByTestId('move-count').textContent(), 'Moves: 0');
    assert.equal(await page.locator('.site-header nav').getAttribute('aria-label'), 'Puzzles');
    assert.equal(await attr(page, 'board', 'aria-label'), 'Puzzle board: use the arrow keys to move');
    assert.equal(await page.locator('section#huarong > details.statement > summary').textContent(), 'Statement: rules, input, output');
    assert.equal(await page.locator('section#huarong').getByTestId('jump-judge-input').textContent(), 'The judge \u2193');
    assert.equal(await page.locator('#board-help').evaluate((p) => p.textContent.replace(/^.*?\. (?=Ctrl)/, '')),
      'Ctrl+Z undoes,\n      Ctrl+Y redoes.');
    assert.match(await page.locator('[data-testid="help-board"] p').innerHTML(), /^Move with the arrow keys, a click or a swipe\. <b>Hint<\/b> shows/);
    assert.match(await page.title(), / · Puzzle Playground$/);
    await page.getByTestId('edit-toggle').click();
    assert.equal(await page.getByTestId('edit-toggle').textContent(), 'Done editing');
    assert.equal(await page.locator('.resize label').first().textContent(), 'Rows ');
    await page.getByTestId('theme-toggle').click();
    assert.equal(await page.getByTestId('theme-toggle').textContent(), 'Theme: light');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
