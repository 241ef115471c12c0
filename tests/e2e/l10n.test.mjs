// Chromium tests of the page in 中文 and English (issue 23, web/js/l10n.js): the language from ?lang=, the switch (kept,
// and in the address), the browser's languages on a first visit, <html lang>, the core's words and parse errors in
// Chinese, and no English left where the page speaks Chinese. Partners: harness.mjs, web/locales, crates/core/**/*.ftl.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PUZZLES, openPage, paste, screenshot, useSite } from './harness.mjs';
import { HAN, englishLeft } from './english.mjs';
import { createMessages } from '../../web/js/messages.js';

const site = useSite();

/** Opens the page at `query` (e.g. `?lang=zh`) showing `puzzle`, and waits for its board. */
async function open(puzzle, query = '', options = {}) {
  const session = await openPage(site.browser, options);
  await session.page.goto(`${site.url}${query}#${puzzle}`);
  await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  return session;
}

describe('localiseReply (web/js/messages.js), the page\'s pass over every reply', () => {
  const { localiseReply } = createMessages({ en: 'hi = Hi { $who }\nwho = you\n', zh: 'hi = 你好 { $who }\n' }, 'zh');

  test('formats each message, nested or an argument, in the language (English where it has none)', () => {
    const reply = { a: { msg: 'hi', args: { who: { msg: 'who' } } }, list: [1, { msg: 'who' }], n: 3, s: 'x' };
    assert.deepEqual(localiseReply(reply), { a: '你好 you', list: [1, 'you'], n: 3, s: 'x' });
    assert.deepEqual(reply.list, [1, { msg: 'who' }], 'the reply itself is left as it was');
  });

  test('leaves a part with no message in it as it is, not copied (a judge reply\'s 500 rows)', () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ answer: i, moves: 'UDLR', ms: 0.1 }));
    const bytes = new Uint8Array(3);
    const reply = { output: '1\n', cases: rows, bytes, status: { msg: 'hi', args: { who: 'me' } } };
    const shaped = localiseReply(reply);
    assert.equal(shaped.status, '你好 me');
    assert.equal(shaped.cases, rows);
    assert.equal(shaped.bytes, bytes);
    assert.equal(localiseReply(rows), rows);
    assert.equal(localiseReply(null), null);
  });
});

describe('the page in Chinese and English', () => {
  test('?lang=zh: <html lang>, the switch, every puzzle\'s title, statement and goal in Chinese', async () => {
    const { page, context, problems } = await open(PUZZLES[0], '?lang=zh');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    assert.equal(await page.getByTestId('lang-zh').getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByTestId('lang-en').getAttribute('aria-pressed'), 'false');
    const tabs = await page.locator('nav a').allTextContents();
    assert.equal(tabs.length, PUZZLES.length);
    for (const tab of tabs) assert.match(tab, HAN, `the tab ${tab} is Chinese`);
    assert.deepEqual(await englishLeft(page, 'h1, .tagline'), [], 'the header');
    assert.match(await page.title(), HAN);
    assert.equal(new Set(tabs).size, tabs.length, `the tabs are told apart: ${tabs.join(', ')}`);
    assert.match(await page.locator('section#huarong h2').textContent(), /华容道（NOIP 2013）/);
    for (const puzzle of PUZZLES) {
      await page.goto(`${site.url}?lang=zh#${puzzle}`);
      await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
      const section = page.locator(`section#${puzzle}`);
      assert.match(await section.locator('h2').textContent(), HAN, `${puzzle}: its title`);
      for (const p of await section.locator('.statement p').allTextContents()) assert.match(p, HAN, `${puzzle}: ${p}`);
      assert.deepEqual(await englishLeft(page, `section#${puzzle} h2, section#${puzzle} .statement`), [], puzzle);
    }
    await screenshot(page, 'l10n-zh');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the switch: English and back, kept for the next visit and in the address (a permalink)', async () => {
    const { page, context } = await open('huarong', '?lang=zh');
    await page.getByTestId('lang-en').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.match(page.url(), /[?&]lang=en/);
    assert.match(page.url(), /#huarong/, 'the switch keeps the puzzle shown');
    assert.equal(await page.locator('section#huarong h2').evaluate((h) => h.firstChild.textContent.trim()), 'Huarong');
    // A later visit without ?lang keeps the choice.
    await page.goto(`${site.url}#huarong`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.getByTestId('lang-zh').click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.goto(`${site.url}#huarong`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    // The address outranks what was kept.
    await page.goto(`${site.url}?lang=en#huarong`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await context.close();
  });

  for (const [locale, lang] of [['zh-CN', 'zh-CN'], ['zh-TW', 'zh-CN'], ['en-GB', 'en'], ['fr-FR', 'en']]) {
    test(`a first visit from a browser in ${locale} is in ${lang}`, async () => {
      const { page, context } = await open('fifteen', '', { locale });
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      await context.close();
    });
  }

  test('a parse error of the judge input says its line and column in Chinese', async () => {
    const { page, context } = await open('huarong', '?lang=zh');
    await paste(page.getByTestId('judge-input'), '3 4 x\n');
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-error"]').textContent.length > 0);
    const error = await page.getByTestId('judge-error').textContent();
    assert.match(error, /第 1 行第 5 列/, error);
    assert.ok(!/line|column|expected|found/.test(error), error);
    await context.close();
  });
});
