// Chromium tests of issue 15's friction points 8, 10 and 11: the gallery's arrow keys and current state, input files in
// (file input and drop, up to the core's limit) and the output out, time and states per case, the case filter, and exports
// drawn like the screen with a GIF step counter.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, ROOT, SCREENSHOTS, answersOf, fixture, openPage, paste, saidBy, screenshot, showTab, useSite, wrappedTexts } from './harness.mjs';
import { assertCounters, readCounters } from './gifcheck.mjs';

const site = useSite();

async function open(puzzle, options = {}) {
  const s = await openPage(site.browser, { acceptDownloads: true, ...options });
  await s.page.goto(`${site.url}#${puzzle}`);
  await s.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state
    && document.querySelector('[data-testid="judge-input"]').value.length > 0);
  return s;
}
const focusedIndex = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-index'));

async function judge(page) {
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0)
    .catch(async (e) => { throw new Error(`${e.message} (${await saidBy(page)})`); });
}

/** Records every canvas fillText (the exports' words) in window.__texts. */
async function recordTexts(page) {
  await page.evaluate(() => {
    const fill = CanvasRenderingContext2D.prototype.fillText;
    window.__texts = [];
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      window.__texts.push(String(text));
      return fill.call(this, text, ...rest);
    };
  });
}

describe('issue 15 friction 8, 10, 11: contestants', () => {
  test('gallery: arrow keys move the focus over the tiles, Enter steps there, the current state is marked (8)', async () => {
    const { page, context, problems } = await open('omnigravity');
    await page.getByTestId('analyse').click();
    await page.locator('.gallery-tile').first().waitFor();
    const columns = await page.evaluate(() => new Set([...document.querySelectorAll('.gallery-tile')].map((t) => t.style.left)).size);
    assert.ok(columns > 1, 'several tiles a row');
    assert.equal(await page.locator('.gallery-tile[tabindex="0"]').count(), 0, 'one Tab stop: the gallery');
    await page.getByTestId('gallery').focus();
    await page.keyboard.press('ArrowRight');
    const start = Number(await focusedIndex(page));
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('current')), true, 'starts at the board\'s state');
    await page.keyboard.press('Home');
    assert.equal(await focusedIndex(page), '0');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedIndex(page), '1');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedIndex(page), String(1 + columns));
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focusedIndex(page), String(columns));
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusedIndex(page), '0');
    await page.keyboard.press('End');
    const total = Number(await page.getByTestId('gallery-count').textContent());
    assert.equal(await focusedIndex(page), String(total - 1), 'End scrolls to the last tile and focuses it');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const target = await page.evaluate(() => document.activeElement.dataset.state);
    await screenshot(page, 'contest-gallery-focus');
    await page.getByTestId('gallery-box').screenshot({ path: join(SCREENSHOTS, 'contest-gallery-box.png') });
    assert.equal(await focusedIndex(page), '2', 'a resize (the full-page screenshot) keeps the focus on its tile');
    await page.keyboard.press('Enter');
    await page.waitForFunction((s) => document.querySelector('[data-testid="board"]').dataset.state === s, target, { timeout: 15000 });
    await page.waitForFunction((s) => [...document.querySelectorAll('.gallery-tile.current')].some((t) => t.dataset.state === s), target);
    assert.equal(await page.locator('.gallery-tile.current').count(), 1, 'only the board\'s state is marked');
    assert.ok(start >= 0);
    const seed = await page.getByTestId('generate-seed').evaluate((e) => e.clientWidth);
    const digits = await page.evaluate(() => {
      const probe = Object.assign(document.createElement('span'), { textContent: '18446744073709551615' });
      document.querySelector('[data-testid="generate-seed"]').parentElement.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    });
    assert.ok(seed >= digits, `the seed box (${seed} px) holds 20 digits (${digits} px)`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an input file opens from the file input and by a drop; over 1 MiB is refused (10)', async () => {
    const { page, context, problems } = await open('huarong');
    const text = fixture('huarong', 'random-23x9.in');
    await page.getByTestId('judge-file').setInputFiles({ name: 'mine.in', mimeType: 'text/plain', buffer: Buffer.from(`${text}\n`) });
    await page.waitForFunction((t) => document.querySelector('[data-testid="judge-input"]').value === t, `${text}\n`);
    assert.match(await page.getByTestId('judge-status').textContent(), /Opened mine\.in/);
    const dropped = '1\n1 1\n.\n';
    const handle = await page.evaluateHandle((t) => {
      const data = new DataTransfer();
      data.items.add(new File([t], 'dropped.in', { type: 'text/plain' }));
      return data;
    }, dropped);
    await page.getByTestId('judge-input').dispatchEvent('dragover', { dataTransfer: handle });
    await page.getByTestId('judge-input').dispatchEvent('drop', { dataTransfer: handle });
    await page.waitForFunction((t) => document.querySelector('[data-testid="judge-input"]').value === t, dropped);
    assert.match(await page.getByTestId('judge-status').textContent(), /Opened dropped\.in/);
    // Exactly the core's limit opens; one byte more is refused.
    await page.getByTestId('judge-file').setInputFiles({ name: 'full.in', mimeType: 'text/plain', buffer: Buffer.alloc(1 << 20, 65) });
    await page.waitForFunction(() => /Opened full\.in/.test(document.querySelector('[data-testid="judge-status"]').textContent));
    await paste(page.getByTestId('judge-input'), dropped);
    await page.getByTestId('judge-file').setInputFiles({ name: 'big.in', mimeType: 'text/plain', buffer: Buffer.alloc((1 << 20) + 5, 65) });
    await page.waitForFunction(() => /at most 1 MiB/.test(document.querySelector('[data-testid="judge-status"]').textContent));
    assert.equal(await page.getByTestId('judge-input').inputValue(), dropped, 'the box keeps its text');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('Download saves the judge output as <puzzle>.out; the case filter shows only the -1 cases (10)', async () => {
    const { page, context, problems } = await open('huarong');
    assert.equal(await page.getByTestId('judge-download').isDisabled(), true, 'nothing to download before a run');
    await judge(page);
    const output = await page.getByTestId('judge-output').textContent();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('judge-download').click()]);
    assert.equal(download.suggestedFilename(), 'huarong.out');
    assert.equal(readFileSync(await download.path(), 'utf8'), output);
    const options = () => page.locator('[data-testid="case-select"] option:not([value=""])').allTextContents();
    assert.equal((await options()).length, 2);
    await page.getByTestId('case-filter').selectOption('none');
    const only = await options();
    assert.equal(only.length, 1);
    assert.match(only[0], /2: -1$/);
    assert.equal(await page.getByTestId('case-shown').textContent(), '1 of 2 shown');
    await page.getByTestId('case-filter').selectOption('all');
    await page.getByTestId('case-min').fill('1');
    assert.equal((await options()).length, 1);
    assert.match((await options())[0], /1: 2$/);
    await page.getByTestId('case-select').selectOption({ index: 1 });
    await page.getByTestId('stepper').waitFor();
    await screenshot(page, 'contest-judge-desktop');
    await page.locator('#judge-panel').screenshot({ path: join(SCREENSHOTS, 'contest-judge-panel-desktop.png') });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the page\'s input limit is the core\'s, carried by the puzzles reply: no second copy of the number (10)', async () => {
    const { page, context, problems } = await open('holedox');
    const limits = await page.evaluate(async () => {
      const { request } = await import('./dist/main.js');
      return (await request({ op: 'puzzles' })).value.map((entry) => entry.maxInput);
    });
    assert.equal(limits.length, PUZZLES.length);
    for (const limit of limits) assert.equal(limit, 1 << 20);
    const sources = [];
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (entry.name.endsWith('.js')) sources.push(join(dir, entry.name));
      }
    };
    walk(join(ROOT, 'web', 'js'));
    for (const file of sources) {
      assert.doesNotMatch(readFileSync(file, 'utf8'), /1\s*<<\s*20|1048576|0x100000|2\s*\*\*\s*20/, `${file} spells the limit`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('time and states per case beside the output, never in it; the case filter applies to them too (10)', async () => {
    const { page, context, problems } = await open('huarong');
    for (const puzzle of PUZZLES) {
      // The tab shown first (its hashchange is a task of its own): a Run clicked before it would judge the last puzzle.
      await showTab(page, puzzle);
      await judge(page);
      const output = await page.getByTestId('judge-output').textContent();
      assert.equal(output, fixture(puzzle, 'sample.out'), `${puzzle}: the output is the judge's, untouched`);
      const figures = page.getByTestId('case-figures');
      assert.equal(await figures.isVisible(), true, puzzle);
      await figures.locator('summary').click();
      const rows = figures.locator('tbody tr');
      const answers = answersOf(puzzle, output);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="case-figures"] tbody tr').length === n, answers.length);
      for (let i = 0; i < answers.length; i++) {
        const cells = await rows.nth(i).locator('td, th').allTextContents();
        assert.equal(cells.length, 4, puzzle);
        assert.equal(cells[0], String(i + 1));
        assert.equal(cells[1], answers[i]);
        assert.match(cells[2], /^(\d+\.\d ms|< 0\.1 ms)$/, `${puzzle} case ${i + 1}: its time`);
        assert.match(cells[3], /^\d{1,3}(,\d{3})*$/, `${puzzle} case ${i + 1}: its states`);
      }
      assert.equal(await page.getByTestId('judge-output').textContent(), output, 'the figures stay out of the output');
      await figures.locator('summary').click();
    }
    // The filter of the case list filters the figures too.
    await showTab(page, 'huarong');
    await page.getByTestId('case-figures').locator('summary').click();
    await page.getByTestId('case-figures').locator('tbody tr').first().waitFor();
    await page.getByTestId('case-filter').selectOption('none');
    const shown = await page.getByTestId('case-figures').locator('tbody tr').allTextContents();
    assert.equal(shown.length, 1);
    assert.match(shown[0], /^2-1/);
    assert.equal((await page.locator('[data-testid="case-select"] option:not([value=""])').allTextContents()).length, 1);
    await page.getByTestId('case-figures').scrollIntoViewIfNeeded();
    await screenshot(page, 'contest-case-figures');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the judge panel with its new buttons at 390 px', async () => {
    const { page, context, problems } = await open('holedox', { viewport: { width: 390, height: 844 } });
    await judge(page);
    await page.getByTestId('case-filter').selectOption('none');
    await page.getByTestId('judge-input').scrollIntoViewIfNeeded();
    await screenshot(page, 'contest-judge-phone');
    await page.locator('#judge-panel').screenshot({ path: join(SCREENSHOTS, 'contest-judge-panel-phone.png') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    assert.equal(overflow, false, 'nothing wider than the phone');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('at 390 px in Chinese the time and states per case fit: a path as the answer wraps, a column head keeps its word', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(`${site.url}?lang=zh#sokoban`);
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.length > 0);
    await judge(page);
    await page.getByTestId('case-figures').locator('summary').click();
    await page.getByTestId('case-figures').locator('tbody tr').first().waitFor();
    const sideways = await page.locator('[data-testid="case-figures"] .case-figures-scroll').evaluate((scroll) => scroll.scrollWidth - scroll.clientWidth);
    assert.deepEqual({ sideways, heads: await wrappedTexts(page, '[data-testid="case-figures"] thead th') }, { sideways: 0, heads: [] });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the PNG has the round head and the EXIT label; the GIF carries "step k / n" (11)', async () => {
    const { page, context, problems } = await open('holedox');
    await recordTexts(page);
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
    assert.ok((await page.evaluate(() => window.__texts)).includes('EXIT'), 'the EXIT label');
    const data = readFileSync(await png.path()).toString('base64');
    const pixels = await page.evaluate(async (base64) => {
      const svg = document.querySelector('[data-testid="board-svg"]');
      const [, , w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
      const [, col, row] = /translate\(([\d.]+) ([\d.]+)\)/.exec(svg.querySelector('.piece-head').getAttribute('transform')).map(Number);
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0);
      const cell = image.width / (w / 100);
      const at = (x, y) => [...ctx.getImageData(Math.floor((col / 100 + x) * cell), Math.floor((row / 100 + y) * cell), 1, 1).data.slice(0, 3)];
      return { corner: at(0.1, 0.1), top: at(0.5, 0.18), size: [image.width / (w / 100), image.height / (h / 100)] };
    }, data);
    assert.deepEqual(pixels.corner, [251, 250, 246], 'the head cell\'s corner is floor: the head is round');
    assert.deepEqual(pixels.top, [213, 94, 0], 'the head is head-coloured inside');
    await judge(page);
    await page.getByTestId('case-select').selectOption('0');
    await page.getByTestId('stepper').waitFor();
    const n = Number((await page.getByTestId('step-counter').textContent()).split(' / ')[1]);
    const [gif] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-gif').click()]);
    assert.match(gif.suggestedFilename(), /\.gif$/);
    await page.waitForFunction(() => /Saved/.test(document.querySelector('[data-testid="export-output"]').textContent));
    assert.match(await page.getByTestId('export-output').textContent(), new RegExp(`Saved ${n + 1} frames as a GIF, each with its step counter`));
    // The GIF is drawn in a worker (web/js/gif-worker.js): its frames are read back from the file.
    const wanted = Array.from({ length: n + 1 }, (_, k) => ({ index: k, label: `step ${k} / ${n}`, wrong: `step ${k < n ? k + 1 : k - 1} / ${n}` }));
    const read = await readCounters(page, gif, wanted);
    assert.equal(read.frames, n + 1);
    assertCounters(assert, read);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
