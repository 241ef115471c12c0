// Chromium test of issue 25 (web/js/views/studio.js, verdict.js, why.js, maketests.js; the core's check/paths.rs and
// pack.rs through the lab worker), in English and Chinese: the studio's paths mode accepts `puzzles solve`'s output and
// names the first bad move of a changed path, whose pick shows that step on the board with the reason; a garbled path is
// a located error; "Download as zip" saves a zip holding the files of the layout picked. Partners: harness.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fixture, openPage, openPuzzle, paste, screenshot, useSite } from './harness.mjs';

const site = useSite();

const open = (puzzle, lang) => openPage(site.browser, { acceptDownloads: true })
  .then((s) => openPuzzle(site, puzzle, s, `${site.url}?lang=${lang}#${puzzle}`));

/** The names of a zip's files, from its central directory (a zip's own index, at its end). */
function zipNames(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  assert.ok(end >= 0, 'a zip ends with its central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = [];
  for (let i = 0; i < count; i++) {
    assert.equal(view.getUint32(at, true), 0x02014b50, 'a central directory entry');
    const [name, extra, comment] = [28, 30, 32].map((o) => view.getUint16(at + o, true));
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + name)));
    at += 46 + name + extra + comment;
  }
  return names;
}

const WORDS = {
  en: {
    bad: /^Query 1: move 2 \(D\): not optimal: the best continuation from here needs 1 move, after this move it needs 2 moves$/,
    why: /^Query 1: the moves before move 2 are on the board; from here the path goes wrong: move 2 \(D\): not optimal/,
    garbled: /line 1, column 4: expected a move such as U, found "x"/,
    mode: 'My output is paths: replay them',
  },
  zh: {
    bad: /^询问 1：第 2 步（D）：不是最优：从这里最好的走法需要 1 步，走了这一步之后需要 2 步$/,
    why: /^询问 1：第 2 步之前的移动已放在棋盘上；路径从这里走错了：第 2 步（D）：不是最优/,
    garbled: /第 1 行第 4 列：应为 一步，例如 U，实际为 "x"/,
    mode: '我的输出是路径：逐步重放',
  },
};

describe('the studio checks paths and packs tests', () => {
  for (const lang of ['en', 'zh']) {
    test(`${lang}: paths mode accepts the solve output, names a changed move and shows it on the board`, async () => {
      const { page, context, problems } = await open('huarong', lang);
      const words = WORDS[lang];
      await paste(page.getByTestId('judge-input'), fixture('huarong', 'sample.in'));
      assert.equal((await page.locator('label.check-paths').textContent()).trim(), words.mode);
      await page.getByTestId('check-paths').check();
      await paste(page.getByTestId('judge-yours'), '2 UU\n-1\n');
      await page.getByTestId('judge-check').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="judge-verdict"]').classList.contains('passed'));
      assert.equal(await page.getByTestId('verdict-fault').count(), 0);

      await paste(page.getByTestId('judge-yours'), '2 UD\n-1\n');
      await page.getByTestId('judge-check').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="verdict-fault"]').length === 1);
      const fault = page.getByTestId('verdict-fault');
      assert.match(await fault.textContent(), words.bad);
      await fault.click();
      await page.waitForFunction(() => {
        const why = document.querySelector('[data-testid="verdict-why"]');
        return !why.hidden && why.querySelector('.why-head') && !why.querySelector('[data-testid="why-busy"]');
      }, null, { timeout: 60000 });
      assert.match(await page.locator('[data-testid="verdict-why"] .why-head').textContent(), words.why);
      // The path's moves before the bad one are played on the board: the step shown is after move 1.
      await page.waitForFunction(() => document.querySelector('[data-testid="move-count"]').dataset.count === '1');
      await screenshot(page, `studio-paths-${lang}`);

      await paste(page.getByTestId('judge-yours'), '2 Ux\n-1\n');
      await page.getByTestId('judge-check').click();
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="verdict-head"]').textContent),
        words.garbled.source);
      // Without paths mode the same output is compared as text, as before.
      await page.getByTestId('check-paths').uncheck();
      await paste(page.getByTestId('judge-yours'), '2\n-1\n');
      await page.getByTestId('judge-check').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="judge-verdict"]').classList.contains('passed'));
      assert.deepEqual(problems, []);
      await context.close();
    });

    test(`${lang}: Download as zip saves the layout picked`, async () => {
      const { page, context, problems } = await open('huarong', lang);
      await page.getByTestId('make-tests-seed').fill('7');
      await page.getByTestId('make-tests-count').fill('3');
      const layouts = {
        polygon: ['tests/01', 'tests/01.a', 'tests/02', 'tests/02.a', 'tests/03', 'tests/03.a'],
        hydro: ['1.in', '1.out', '2.in', '2.out', '3.in', '3.out', 'config.yaml'],
        cph: ['huarong.json'],
      };
      for (const [format, names] of Object.entries(layouts)) {
        await page.getByTestId('make-tests-format').selectOption(format);
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('make-tests-zip').click()]);
        assert.equal(download.suggestedFilename(), `huarong-7-${format}.zip`);
        const bytes = new Uint8Array(readFileSync(await download.path()));
        assert.deepEqual(zipNames(bytes), names, format);
      }
      await page.getByTestId('make-tests').screenshot({ path: `target/e2e/studio-zip-${lang}.png` });
      const link = await page.getByTestId('make-tests-zip-link').textContent();
      assert.match(link, lang === 'en' ? /^huarong-7-cph\.zip: 3 tests from seed 7$/ : /^huarong-7-cph\.zip：从种子 7 起的 3 个测试$/);
      // With the hack pack: Huarong's four known mistakes' smallest failing cases after the three tests.
      await page.getByTestId('make-tests-format').selectOption('plain');
      await page.getByTestId('make-tests-hacks').check();
      const [hacked] = await Promise.all([page.waitForEvent('download'), page.getByTestId('make-tests-zip').click()]);
      const names = zipNames(new Uint8Array(readFileSync(await hacked.path())));
      assert.deepEqual(names, [1, 2, 3, 4, 5, 6, 7].flatMap((k) => [`${k}.in`, `${k}.out`]), 'three tests, then four hacks');
      assert.match(await page.getByTestId('make-tests-zip-link').textContent(),
        lang === 'en' ? /^huarong-7-plain\.zip: 3 tests from seed 7, then the hack pack$/ : /^huarong-7-plain\.zip：从种子 7 起的 3 个测试，再加每个已知错误最小的出错数据$/);
      await page.getByTestId('make-tests-hacks').uncheck();
      await page.getByTestId('make-tests-count').fill('101');
      await page.getByTestId('make-tests-zip').click();
      await page.waitForFunction(() => !document.querySelector('[data-testid="make-tests-error"]').hidden);
      assert.match(await page.getByTestId('make-tests-error').textContent(), lang === 'en' ? /1 to 100, found 101/ : /1 到 100/);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
