// Chromium tests of the judge, the search insight, the gallery, the X-ray, "Check my output" and Make tests in 中文
// and English (issue 23; web/locales/study, web/js/views/{insight,gallery,xray,judge,studio,why,maketests,verdict}.js):
// in ?lang=zh the page's own words are Chinese, the judge output stays the judge's bytes, and ?lang=en reads as before.
// The core's words are asserted Chinese too: the X-ray's, the insight's and the verdict's (crates/core/src/l10n/
// {xray,insight,check}); the explanation of a wrong answer is listed.
// Partners: harness.mjs, english.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { INFOS, PUZZLES, analyse, fixture, openPage, openPuzzle, openXray, paste, screenshot, useSite } from './harness.mjs';
import { HAN, englishLeft } from './english.mjs';

const site = useSite();

const open = (puzzle, lang = 'zh', options = {}) => openPage(site.browser, { acceptDownloads: true, ...options })
  .then((s) => openPuzzle(site, puzzle, s, `${site.url}?lang=${lang}#${puzzle}`));

/** The page's own elements of the judge panel (the output, the core's labels and messages left out). */
const JUDGE = ['.judge-io label', '.judge-io .buttons', '#judge-output-label', '.result-head .buttons',
  '[data-testid="judge-labels-box"]', '.case-picker label', '.case-figures summary',
  '.case-figures .hint', '.case-figures thead th:not([data-testid])', '[data-testid="case-figures-total"]',
  '.paths summary', '.paths-cli', '.studio h3', 'label[for="judge-yours"]', '.studio .buttons'].join(', ');
const MAKE = ['.make-tests h3', '.make-tests-form', '#make-tests-in-label', '#make-tests-out-label',
  '[data-testid="make-tests-files"] button'].join(', ');
/** The page's own words of the insight (the core's: the solver's kind, the table's, the heat's and why-not). */
const INSIGHT = ['#insight-title', '.insight dt', '[data-testid="insight-explored-note"]', '.layers figcaption',
  '[data-testid="heat-box"] > span:not([data-testid])', '.gallery-box p > span:not([data-testid])',
  '.gallery-box label'].join(', ');
/** The whole X-ray: the page's words and the core's (the searches' names and notes, the pseudocode, the queue's name). */
const XRAY = '[data-testid="xray-panel"]';

/** The X-ray's English words, less the board strings of the states waiting ("g 3 · BAAC/BAAC/DEE./…": notation). */
const xrayEnglish = async (page) => (await englishLeft(page, XRAY)).filter((w) => !/\(in "g \d+( \+ h \d+ = f \d+)? · /.test(w));

/** Every visible English word under `selector`, for the report: the core's words the page shows as they arrive. */
async function coreWords(page, selector, name) {
  const words = await englishLeft(page, selector);
  if (words.length > 0) console.log(`${name}, the core's words: ${[...new Set(words.map((w) => w.replace(/ \(in .*/, '')))].join(' ')}`);
}

/** Clicks `locator` when it is shown now: a click that waited for one never shown (a puzzle with no paths, a verdict
 * with no group of faults) would wait out Playwright's 30 s before failing. */
async function clickIfShown(locator) {
  if (await locator.isVisible()) await locator.click();
}

/** The verdict's own elements (its head, diagnosis, rows and note), the explanation left out. */
const VERDICT = ['[data-testid="verdict-head"]', '[data-testid="verdict-diagnosis"]', '[data-testid="verdict-faults"]',
  '[data-testid="verdict-note"]'].join(', ');

/** Checks `output` in the studio and waits for its verdict. */
async function checkOutput(page, output) {
  await paste(page.getByTestId('judge-yours'), output);
  await page.getByTestId('judge-check').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="verdict-note"]').textContent.length > 0);
}

/** Outputs with presentation faults, extra lines and an early end: the verdict says every one of them in Chinese. */
async function verdictIsChinese(page, puzzle, expected) {
  const lines = expected.trimEnd().split('\n');
  await checkOutput(page, `${lines.map((line) => `${line} \r\n`).join('\r\n')}x\ny`);
  assert.deepEqual(await englishLeft(page, VERDICT), [], `${puzzle}: presentation faults and extra output`);
  const head = await page.getByTestId('verdict-head').textContent();
  assert.match(head, /^通过 (\d+)\/\1：\d+ 处多余输出；\d+ 处格式错误，按通过计。/, head);
  await clickIfShown(page.locator('[data-testid="verdict-group"] summary').first());
  assert.deepEqual(await englishLeft(page, VERDICT), [], `${puzzle}: a run opened`);
  assert.match(await page.getByTestId('verdict-note').textContent(), /^格式错误（行末空格/);
  // The first case's answer alone: its line, or its record (a header, its answer and the blank line).
  const header = Boolean(INFOS[puzzle].header);
  await checkOutput(page, header ? `${lines.slice(0, 3).join('\n')}\n` : `${lines[0]}\n`);
  assert.deepEqual(await englishLeft(page, VERDICT), [], `${puzzle}: an output that ends early`);
  if (lines.length > (header ? 3 : 1)) {
    const diagnosis = await page.getByTestId('verdict-diagnosis').textContent();
    assert.match(diagnosis, header ? /^你的输出在第 1 条记录之后就结束了：/ : /^你的输出在第 1 行之后就结束了：/);
  }
}

describe('the judge, insight, X-ray, studio and Make tests in Chinese', () => {
  for (const puzzle of PUZZLES) {
    test(`${puzzle}: ?lang=zh speaks Chinese in the judge, the insight, the gallery and the X-ray`, async () => {
      const { page, context, problems } = await open(puzzle);
      await page.getByTestId('judge-run').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
      assert.equal(await page.getByTestId('judge-output').textContent(), fixture(puzzle, 'sample.out'), 'the judge\'s bytes');
      // The summary counts the cases in the core's words for them (Info.caseWords).
      assert.match(await page.getByTestId('judge-status').textContent(), /^已求解 \d+ (组数据|个询问)，用时 \d+\.\d ms（(在工作线程中|\d+ 个工作线程同时求解)）。$/);
      await page.locator('.case-figures summary').click();
      assert.match(await page.getByTestId('case-figures-noun').textContent(), /^(数据|询问)$/);
      await clickIfShown(page.locator('.paths summary'));
      assert.deepEqual(await englishLeft(page, JUDGE), [], 'the judge panel');
      assert.match(await page.getByTestId('judge-run').textContent(), /^运行$/);
      assert.equal(await page.getByTestId('make-tests-size').getAttribute('placeholder'), '默认');
      await analyse(page);
      assert.deepEqual(await englishLeft(page, INSIGHT), [], 'the insight');
      assert.match(await page.getByTestId('layers-chart').getAttribute('aria-label'), HAN);
      // The whole insight, the core's words in it too (the solver, the table, the heat, why not); a gallery tile's
      // moves are notation (U, D, L, R).
      const insight = (await englishLeft(page, '[data-testid="insight"]')).filter((w) => !/^[UDLR]+ \(in /.test(w));
      assert.deepEqual(insight, [], 'the insight, the core\'s words included');
      if (await page.getByTestId('gallery-box').isVisible()) {
        assert.match(await page.locator('.gallery-tile').first().getAttribute('aria-label'), /^#1 · .*：第 1 个状态/);
        assert.equal(await page.getByTestId('gallery').getAttribute('aria-label'), '全部可达状态');
        const options = await page.locator('[data-testid="gallery-filter"] option').allTextContents();
        for (const option of options) assert.match(option, HAN, option);
      }
      await openXray(page);
      await page.getByTestId('xray-next').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.step === '1');
      assert.deepEqual(await xrayEnglish(page), [], 'the X-ray, the plain search');
      assert.match(await page.getByTestId('xray-compare').textContent(), /^朴素广搜扩展了 \d+ 个状态/);
      await page.getByTestId('xray-method-solver').check();
      await page.waitForFunction(() => document.querySelector('[data-testid="xray-panel"]').dataset.method === 'solver');
      assert.deepEqual(await xrayEnglish(page), [], 'the X-ray, the solver');
      for (const label of await page.$$eval('.xray [aria-label]', (els) => els.map((e) => e.getAttribute('aria-label')))) {
        assert.match(label, HAN, label);
      }
      if (puzzle === PUZZLES[0]) {
        for (const [width, height] of [[390, 844], [1366, 768]]) {
          await page.setViewportSize({ width, height });
          await screenshot(page, `l10n-study-${puzzle}-${width}`);
        }
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const puzzle of PUZZLES) {
    test(`${puzzle}: ?lang=zh checks an output, explains a fault and makes tests in Chinese`, async () => {
      const { page, context, problems } = await open(puzzle);
      const expected = fixture(puzzle, 'sample.out');
      const lines = expected.split('\n');
      if (INFOS[puzzle].header) {
        // Sokoban's special judge: the first maze's path with a step back (w after pushing E) is legal but longer.
        const k = lines.findIndex((line) => /^[NSEWnsew]+$/.test(line));
        lines[k] += 'w';
      } else {
        const k = lines.findIndex((line) => /[1-9]\d*\s*$/.test(line));
        lines[k] = lines[k].replace(/\d+(\s*)$/, (n, tail) => `${Number(n) + 1}${tail}`);
      }
      await paste(page.getByTestId('judge-yours'), lines.join('\n'));
      await page.getByTestId('judge-check').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="verdict-faults"]').children.length > 0);
      const fault = await page.getByTestId('verdict-fault').first().textContent();
      assert.match(fault, /：应为 .*，实际为 .*（答案错误(：.*)?）$/, fault);
      assert.match(await page.getByTestId('verdict-head').textContent(), /选一处错误查看原因。$/);
      assert.deepEqual(await englishLeft(page, '[data-testid="judge-verdict"]'), [], `${puzzle} verdict`);
      assert.match(await page.getByTestId('verdict-head').textContent(), /^通过 \d+\/\d+：\d+ 个答案错误。/);
      await page.getByTestId('verdict-fault').first().click();
      await page.waitForFunction(() => {
        const why = document.querySelector('[data-testid="verdict-why"]');
        return !why.hidden && !why.querySelector('[data-testid="why-busy"]');
      }, null, { timeout: 60000 });
      assert.deepEqual(await englishLeft(page, '.why-nav, [data-testid="verdict-why"] .hint'), [], 'the explanation\'s buttons and hints');
      const why = await page.getByTestId('verdict-why').textContent();
      assert.match(why, /多于需要|状态/, why);
      await coreWords(page, '[data-testid="verdict-why"]', `${puzzle} why`);
      await page.getByTestId('make-tests-seed').fill('42');
      await page.getByTestId('make-tests-run').click();
      await page.waitForFunction(() => !document.querySelector('[data-testid="make-tests-files"]').hidden);
      assert.equal(await page.getByTestId('make-tests-input').inputValue(), fixture(puzzle, 'gen-seed-42.in'));
      assert.equal(await page.getByTestId('make-tests-seed-used').textContent(), '所用种子：42');
      assert.equal(await page.getByTestId('make-tests-download-in').textContent(), `下载 ${puzzle}-42.in`);
      assert.deepEqual(await englishLeft(page, MAKE), [], 'Make tests');
      await verdictIsChinese(page, puzzle, expected);
      if (puzzle === PUZZLES[0]) {
        for (const [width, height] of [[390, 844], [1366, 768]]) {
          await page.setViewportSize({ width, height });
          await screenshot(page, `l10n-study-studio-${puzzle}-${width}`);
        }
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('?lang=en reads as before: the judge, insight, X-ray, studio and Make tests', async () => {
    const puzzle = 'fifteen';
    const { page, context, problems } = await open(puzzle, 'en');
    assert.equal(await page.getByTestId('judge-run').textContent(), 'Run');
    assert.equal(await page.locator('#make-tests-title').textContent(), 'Make tests');
    assert.equal(await page.getByTestId('make-tests-seed').getAttribute('placeholder'), 'random');
    assert.equal(await page.locator('.paths-cli').textContent(), 'The command line\'s puzzles solve prints the same lines.');
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
    assert.equal(await page.getByTestId('judge-output').textContent(), fixture(puzzle, 'sample.out'));
    assert.match(await page.getByTestId('judge-status').textContent(), /^\d+ \w+ solved in \d+\.\d ms \((in the worker|\d+ workers side by side)\)\.$/);
    await analyse(page);
    assert.match(await page.getByTestId('insight-explored-note').textContent(), /^\((every reachable state|stopped at its budget: not every reachable state)\)$/);
    assert.match(await page.getByTestId('insight-explored').textContent(), /^\d{1,3}(,\d{3})*$/, 'grouped as before');
    assert.match(await page.locator('.layers figcaption').textContent(),
      /^(States first reached at each depth of a plain breadth-first search|Nodes expanded in each round of the iterative deepening search \(rounds, not depths\))$/);
    await openXray(page);
    assert.match(await page.getByTestId('xray-step').textContent(), /^1 \/ \d+$/);
    assert.equal(await page.getByTestId('xray-number').textContent(), '(search step 1)');
    assert.match(await page.getByTestId('xray-compare').textContent(), /^Plain BFS expanded [\d,]+ states/);
    assert.equal(await page.getByTestId('xray-play').textContent(), 'Play');
    const lines = fixture(puzzle, 'sample.out').split('\n');
    const k = lines.findIndex((line) => /[1-9]\d*\s*$/.test(line));
    lines[k] = lines[k].replace(/\d+(\s*)$/, (n, tail) => `${Number(n) + 1}${tail}`);
    await paste(page.getByTestId('judge-yours'), lines.join('\n'));
    await page.getByTestId('judge-check').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="verdict-faults"]').children.length > 0);
    assert.match(await page.getByTestId('verdict-fault').first().textContent(), /: expected .*, found .* \(wrong answer\)$/);
    assert.match(await page.getByTestId('verdict-head').textContent(), / Pick a fault to see why\.$/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
