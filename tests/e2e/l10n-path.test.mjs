// Chromium tests of the review, the stepper, rated moves and export in 中文 (issue 23): every puzzle's stepper after a
// judge run, its review with a mistake, its marks and legend, the PNG and the GIF (its step strip drawn in Chinese), the
// manifest; and the same views unchanged in English. Partners: harness.mjs, english.mjs, web/locales/path,
// web/js/views/{review,reviewlist,stepper,caption,ratings,export}.js, web/js/gif-worker.js.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { INFOS, PUZZLES, SCREENSHOTS, openPage, screenshot, showTab, useSite } from './harness.mjs';
import { HAN, englishLeft } from './english.mjs';

const site = useSite();
const KEYS = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };
/** Latin words of three letters or more that a Chinese text may keep (names, formats). */
const NAMES = new Set(['PNG', 'GIF', 'Home', 'End', 'Case', 'EXIT']);
const latin = (text) => (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !NAMES.has(w));

/** Opens `puzzle` at `query`, runs its sample through the judge and picks case 1: the stepper shows its path. */
async function stepped(puzzle, query, viewport = { width: 1366, height: 768 }) {
  const session = await openPage(site.browser, { acceptDownloads: true, viewport });
  const { page } = session;
  await page.goto(`${site.url}${query}#${puzzle}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
  await page.getByTestId('case-select').selectOption('0');
  await page.waitForFunction(() => !document.querySelector('[data-testid="stepper"]').hidden
    && !/^0 \/ 0$/.test(document.querySelector('[data-testid="step-counter"]').textContent));
  return session;
}

const count = (page) => page.getByTestId('move-count').getAttribute('data-count').then(Number);

/** The words of the stepper's buttons and slider for a screen reader: their aria-labels and titles. */
const stepperNames = (page) => page.locator('[data-testid="stepper"] [aria-label], [data-testid="stepper"] [title]')
  .evaluateAll((els) => els.flatMap((el) => [el.getAttribute('aria-label'), el.getAttribute('title')]).filter(Boolean));

/** Saves the download `click` starts under target/e2e/`name` and returns its bytes. */
async function download(page, click, name) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(SCREENSHOTS, name);
  await file.saveAs(path);
  return readFile(path);
}

/** Shows `bytes` (an image) alone on a page and screenshots it, so the image's own words can be looked at. */
async function look(page, bytes, type, name) {
  const shot = await page.context().newPage();
  await shot.setContent(`<img src="data:${type};base64,${bytes.toString('base64')}">`);
  await shot.locator('img').evaluate((img) => img.decode());
  await shot.locator('img').screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  await shot.close();
}

describe('the review, the stepper, rated moves and export in Chinese', () => {
  for (const puzzle of PUZZLES) {
    test(`${puzzle}: stepper, marks and legend, review with a mistake, PNG and GIF, with no English left`, async () => {
      const { page, context, problems } = await stepped(puzzle, '?lang=zh');
      // The stepper: caption, buttons, labels, the case picker's entries.
      assert.match(await page.getByTestId('step-caption').textContent(), HAN);
      assert.deepEqual(await englishLeft(page, '[data-testid="stepper"], [data-testid="case-picker"] select'), [], 'the stepper');
      const names = await stepperNames(page);
      assert.ok(names.length >= 7, names.join(' | '));
      for (const name of names) assert.deepEqual(latin(name), [], `a stepper label: ${name}`);
      // Play and Pause (a path of 3 steps or more is still playing when the button is read).
      const steps = Number((await page.getByTestId('step-counter').textContent()).split(' / ')[1]);
      if (steps >= 3) {
        await page.getByTestId('step-play').click();
        assert.equal(await page.getByTestId('step-play').textContent(), '暂停');
        await page.getByTestId('step-play').click();
      }
      assert.equal(await page.getByTestId('step-play').textContent(), '播放');
      await page.getByTestId('step-slider').fill('0');
      await page.waitForFunction(() => /^0 \//.test(document.querySelector('[data-testid="step-counter"]').textContent));
      await page.getByTestId('step-next').click();
      await page.waitForFunction(() => /^1 \//.test(document.querySelector('[data-testid="step-counter"]').textContent));

      // The marks: the legend, and each mark's name in Chinese.
      await page.getByTestId('move-ratings').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-rating"]').length > 0);
      assert.deepEqual(await englishLeft(page, '[data-testid="ratings-legend"], [data-testid="export"]'), [], 'legend and buttons');
      const marks = await page.getByTestId('move-rating').evaluateAll((gs) => gs.map((g) => ({
        label: g.getAttribute('aria-label'), move: g.dataset.move, delta: g.dataset.delta })));
      for (const { label } of marks) {
        assert.match(label, HAN, label);
        assert.deepEqual(latin(label), [], `a mark's name: ${label}`);
      }
      // A mistake, when a mark says a move that is no closer and a key plays it; then the review.
      const worse = INFOS[puzzle].pick ? undefined : marks.find((m) => m.delta !== '-1' && KEYS[m.move]);
      const before = await count(page);
      if (worse) {
        await page.getByTestId('board').focus();
        await page.keyboard.press(KEYS[worse.move]);
        await page.waitForFunction((n) => Number(document.querySelector('[data-testid="move-count"]').dataset.count) !== n, before);
      }
      await page.screenshot({ path: join(SCREENSHOTS, `l10n-path-${puzzle}-marks.png`) });
      await page.getByTestId('move-ratings').click();
      if (await page.getByTestId('review-open').isVisible()) {
        await page.getByTestId('review-open').click();
        await page.waitForFunction(() => {
          const s = document.querySelector('[data-testid="review-summary"]');
          return s.dataset.reviewed !== undefined && s.dataset.reviewed === String(document.querySelectorAll('[data-testid="review-move"]').length);
        });
        const rows = await page.getByTestId('review-move').allTextContents();
        assert.ok(rows.length >= 1, rows.join(' | '));
        assert.deepEqual(await englishLeft(page, '[data-testid="review"]'), [], `the review: ${rows.join(' | ')}`);
        if (worse) assert.match(await page.getByTestId('review-better').textContent(), /^第 \d+ 步更好的走法：/);
        await page.getByTestId('review').scrollIntoViewIfNeeded();
        await screenshot(page, `l10n-path-${puzzle}-review`);
      }

      // Export: the path as text, the PNG and the GIF, their lines in Chinese.
      const output = page.getByTestId('export-output');
      const png = await download(page, () => page.getByTestId('export-png').click(), `l10n-path-${puzzle}-board.png`);
      assert.equal(await output.textContent(), '已把棋盘保存为 PNG。');
      assert.ok(png.length > 100);
      await page.getByTestId('step-next').click();
      const gif = await download(page, () => page.getByTestId('export-gif').click(), `l10n-path-${puzzle}.gif`);
      await page.waitForFunction(() => /^已保存为 GIF/.test(document.querySelector('[data-testid="export-output"]').textContent));
      const saved = await output.textContent();
      assert.deepEqual(latin(saved.replace(/\d+ KB/, '')), [], saved);
      await look(page, gif, 'image/gif', `l10n-path-${puzzle}-gif`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
    test(`at ${viewport.width}x${viewport.height}: the stepper and its review on screen in Chinese`, async () => {
      const { page, context, problems } = await stepped('huarong', '?lang=zh', viewport);
      await page.getByTestId('step-next').click();
      await page.waitForFunction(() => /^1 \//.test(document.querySelector('[data-testid="step-counter"]').textContent));
      await page.getByTestId('move-ratings').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-rating"]').length > 0);
      // A move off the path, no closer: a mistake, and the note that the board is off the path.
      const worse = await page.locator('[data-testid="move-rating"]:not([data-delta="-1"])').first().getAttribute('data-move');
      await page.getByTestId('board').focus();
      await page.keyboard.press(KEYS[worse]);
      await page.waitForFunction(() => document.querySelector('[data-testid="move-count"]').dataset.count === '2');
      await page.getByTestId('review-open').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="review-move"]').length === 2
        && document.querySelector('[data-testid="review-summary"]').dataset.reviewed === '2');
      assert.deepEqual(await englishLeft(page, '[data-testid="review"], [data-testid="stepper"], [data-testid="ratings-legend"]'), []);
      await page.getByTestId('stepper').scrollIntoViewIfNeeded();
      await screenshot(page, `l10n-path-zh-${viewport.width}`);
      // The screen itself, from the review's title down (the full page is too tall to read at a phone's width).
      await page.locator('#review-title').evaluate((h) => h.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: join(SCREENSHOTS, `l10n-path-zh-${viewport.width}-screen.png`) });
      // No control wider than the page (no Chinese clipped by an overflow).
      const wide = await page.locator('[data-testid="stepper"] *, [data-testid="export"] > *, [data-testid="review"] *')
        .evaluateAll((els, w) => els.filter((el) => el.getBoundingClientRect().right > w + 1).map((el) => el.outerHTML.slice(0, 80)), viewport.width);
      assert.deepEqual(wide, []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('?lang=zh points the manifest at the Chinese one; ?lang=en keeps the English one', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.url}?lang=zh#huarong`);
    const zh = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.equal(zh, 'manifest.zh.webmanifest');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), zh);
    assert.match(manifest.name, HAN);
    assert.match(manifest.short_name, HAN);
    const precache = await page.evaluate(async () => (await fetch('precache.js')).text());
    assert.match(precache, /"manifest\.zh\.webmanifest"/, 'the service worker caches it');
    await page.goto(`${site.url}?lang=en#huarong`);
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), 'manifest.webmanifest');
    await context.close();
  });

  test('the note beside every puzzle\'s optimal paths says its own letters in Chinese and in English', async () => {
    const expected = {
      zh: { sokoban: /：n 北（上）、s 南、e 东、w 西：走一步；N S E W：推一次箱子；/, klotski: /GDR/, other: /：U 上、D 下、L 左、R 右；/ },
      en: { sokoban: /: n north \(up\), s south, e east, w west: a walk; N S E W: a push of the box; /, klotski: /GDR/, other: /: U up, D down, L left, R right; / },
    };
    for (const lang of ['zh', 'en']) {
      const { page, context, problems } = await openPage(site.browser);
      await page.goto(`${site.url}?lang=${lang}#${PUZZLES[0]}`);
      for (const puzzle of PUZZLES.filter((name) => INFOS[name].paths)) {
        await showTab(page, puzzle);
        await page.waitForFunction((name) => location.hash.startsWith(`#${name}`) && document.querySelector('[data-testid="board"]').dataset.state, puzzle);
        const note = await page.getByTestId('judge-paths-note').textContent();
        assert.match(note, expected[lang][puzzle] ?? expected[lang].other, `${puzzle} in ${lang}`);
        if (lang === 'zh') assert.deepEqual(latin(note).filter((w) => w !== 'GDR'), [], note);
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('?lang=en: the same views word for word in English', async () => {
    const { page, context, problems } = await stepped('huarong', '?lang=en');
    assert.match(await page.getByTestId('step-caption').textContent(), /^Stepping the optimal path: \d+ moves of the blank, the fewest that solve this board\.$/);
    assert.equal(await page.getByTestId('step-prev').textContent(), '◀ Step');
    assert.equal(await page.getByTestId('step-first').getAttribute('aria-label'), 'First step (Home)');
    assert.equal(await page.getByTestId('step-play').textContent(), 'Play');
    assert.match(await page.getByTestId('case-select').locator('option').first().textContent(), /^Choose one of \d+…$/);
    assert.match(await page.getByTestId('case-select').locator('option').nth(1).textContent(), /^Query 1: \d+$/);
    await page.getByTestId('step-next').click();
    await page.waitForFunction(() => /^1 \//.test(document.querySelector('[data-testid="step-counter"]').textContent));
    await page.getByTestId('move-ratings').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-rating"]').length > 0);
    assert.match(await page.getByTestId('ratings-legend').textContent(), /^Each legal move is marked: −1 one move closer/);
    const label = await page.getByTestId('move-rating').first().getAttribute('aria-label');
    assert.match(label, /^(Slide|Move) .*: (one move closer|no progress|\d+ moves? further|a dead end)/, label);
    await page.getByTestId('review-open').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="review-summary"]').dataset.reviewed === '1');
    assert.equal(await page.locator('#review-title').textContent(), 'Review of your moves');
    assert.match(await page.getByTestId('review-move').first().textContent(), /^Slide .*: \d+ → \d+ ✓$/);
    assert.equal(await page.getByTestId('review-close').textContent(), 'Close');
    await download(page, () => page.getByTestId('export-png').click(), 'l10n-path-en-board.png');
    assert.equal(await page.getByTestId('export-output').textContent(), 'Saved the board as a PNG.');
    await download(page, () => page.getByTestId('export-gif').click(), 'l10n-path-en.gif');
    await page.waitForFunction(() => /^Saved/.test(document.querySelector('[data-testid="export-output"]').textContent));
    assert.match(await page.getByTestId('export-output').textContent(),
      /^Saved \d+ frames as a GIF, each with its step counter up to step (\d+) \/ \1 \(\d+ KB\)\.$/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
