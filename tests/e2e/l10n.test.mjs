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

  test('a Chinese page parses the English text only when a message is missing in Chinese', () => {
    let read = 0;
    const sources = { zh: 'hi = 你好\n', get en() { read += 1; return 'hi = Hi\nbye = Bye\n'; } };
    const { t } = createMessages(sources, 'zh');
    assert.equal(t('hi'), '你好');
    assert.equal(read, 0, 'the English text was read for a message that Chinese has');
    assert.equal(t('bye'), 'Bye');
    assert.equal(t('bye'), 'Bye');
    assert.equal(t('none'), 'none');
    assert.equal(read, 1, 'the English text is parsed once');
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

describe('numbers in messages (web/js/messages.js PlainNumber)', () => {
  const sources = { en: 'n = { $n } { $n ->\n    [one] step\n   *[other] steps\n}\n', zh: 'n = { $n } 步\n' };

  test('a whole number is its digits, as the core writes it, and still picks its plural; others as Fluent writes them', () => {
    for (const lang of ['en', 'zh']) {
      const { t } = createMessages(sources, lang);
      const unit = (n) => (lang === 'zh' ? '步' : Math.abs(n) === 1 ? 'step' : 'steps');
      for (const n of [0, 1, 2, -1, 999, 1000, 100000, 1234567, Number.MAX_SAFE_INTEGER]) {
        assert.equal(t('n', { n }), `${n} ${unit(n)}`, `${lang}: ${n}`);
      }
      // Past whole numbers, Fluent's own writing (Intl.NumberFormat, no grouping): rounding, -0.
      for (const n of [1.5, 2.25, 1.23456, -0, 1e21]) {
        const written = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', { useGrouping: false }).format(n);
        assert.equal(t('n', { n }).split(' ')[0], written, `${lang}: ${n}`);
      }
    }
  });

  test('a page makes no Intl.NumberFormat to start (its first costs about 40 ms)', async () => {
    const session = await openPage(site.browser);
    await session.context.addInitScript(() => {
      const Made = Intl.NumberFormat;
      globalThis.__numberFormats = 0;
      Intl.NumberFormat = new Proxy(Made, {
        construct(target, args) {
          globalThis.__numberFormats += 1;
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          globalThis.__numberFormats += 1;
          return Reflect.apply(target, self, args);
        },
      });
    });
    for (const query of ['', '?lang=zh']) {
      await session.page.goto(`${site.url}${query}#huarong`);
      await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
      // Past its start: the first frames drawn, the address written, the worker's module loaded.
      await session.page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 300)); }));
      assert.equal(await session.page.evaluate(() => globalThis.__numberFormats), 0, `${query || 'English'}: Intl.NumberFormat made`);
    }
    assert.deepEqual(session.problems, []);
    await session.context.close();
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
