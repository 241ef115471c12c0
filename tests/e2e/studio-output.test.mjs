// Chromium tests of issue 27's judge studio (web/js/views/studio.js, studiofile.js, verdict.js, why.js, judge.js,
// studiostore.js; the core's check.rs through the lab worker): an output file's bytes (CRLF) checked as they are, the
// limit before reading, long and invisible characters shown escaped and short, a missing label rejected, texts kept
// across reloads, a huge paste held aside, the verdict's diagnosis and groups, the path for "fewer moves", the labels
// beside the judge output; and the lab module in Node refusing 200 MiB. Partners: harness.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE, fixture, openPuzzle, paste, showTab, useSite, waitStored } from './harness.mjs';

const site = useSite();
const MIB = 1024 * 1024;

/** Waits for the verdict's head to be a verdict or a refusal, and returns it. */
async function verdict(page) {
  await page.waitForFunction(() => /^(Accepted|Your output|The judge)/.test(document.querySelector('[data-testid="verdict-head"]').textContent));
  return page.getByTestId('verdict-head').textContent();
}

/** Types `output` in the box and checks it. */
async function check(page, output) {
  await paste(page.getByTestId('judge-yours'), output);
  await page.getByTestId('judge-check').click();
  return verdict(page);
}

/** Opens `bytes` as the output file `name` and checks it. */
async function checkFile(page, name, bytes) {
  await page.getByTestId('yours-file-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(bytes) });
  await page.getByTestId('yours-file').waitFor();
  await page.getByTestId('judge-check').click();
  return verdict(page);
}

/** Huarong's 500 queries of `puzzles gen huarong --seed 3 --kind worst`, made in the page, in the judge box. */
async function worst(page) {
  await page.getByTestId('make-tests-kind').selectOption('worst');
  await page.getByTestId('make-tests-seed').fill('3');
  await page.getByTestId('make-tests-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="make-tests-output"]').value.length > 0, null, { timeout: 60000 });
  await paste(page.getByTestId('judge-input'), await page.getByTestId('make-tests-input').inputValue());
  return (await page.getByTestId('make-tests-output').inputValue()).trimEnd().split('\n');
}

describe('judge studio: your output as it is', () => {
  test('a file keeps its CRLF line ends (opened or dropped); a pasted CRLF cannot', async () => {
    const { page, context, problems } = await openPuzzle(site, 'huarong');
    await paste(page.getByTestId('judge-input'), fixture('huarong', 'sample.in'));
    const crlf = fixture('huarong', 'sample.out').replace(/\n/g, '\r\n');
    assert.match(await checkFile(page, 'mine.out', crlf), /^Accepted 2\/2: every answer is right; 2 presentation faults/);
    assert.match(await page.getByTestId('verdict-faults').textContent(), /presentation: CRLF line end/);
    assert.match(await page.getByTestId('yours-file-name').textContent(), /mine\.out: \d+ bytes, 2 lines, CRLF line ends/);
    // Dropped on the box: the same bytes.
    await page.getByTestId('yours-file-clear').click();
    await page.getByTestId('judge-yours').evaluate((box, text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'dropped.out', { type: 'text/plain' }));
      box.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, crlf);
    await page.getByTestId('yours-file').waitFor();
    await page.getByTestId('judge-check').click();
    assert.match(await verdict(page), /2 presentation faults/);
    // Typing in the box checks the box again.
    assert.match(await check(page, fixture('huarong', 'sample.out')), /^Accepted 2\/2: every answer is right\.$/);
    assert.equal(await page.getByTestId('yours-file').isVisible(), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the limit holds before reading; a 1 MiB line of NUL is shown shortened; invisible characters escaped', async () => {
    const { page, context, problems } = await openPuzzle(site, 'huarong');
    await paste(page.getByTestId('judge-input'), fixture('huarong', 'sample.in'));
    await page.getByTestId('yours-file-input').setInputFiles({ name: 'big.out', mimeType: 'text/plain', buffer: Buffer.alloc(4 * MIB, 48) });
    assert.match(await page.getByTestId('yours-status').textContent(), /^big\.out is 4\.0 MiB: the judge reads at most 1 MiB, so it was not opened\./);
    assert.equal(await page.getByTestId('yours-file').isVisible(), false);
    // Typed text over the limit (600,000 characters of two bytes each): refused by the page, never sent.
    await page.getByTestId('judge-yours').evaluate((box) => { box.value = '\u00e9'.repeat(600000); });
    await page.getByTestId('judge-check').click();
    assert.equal(await verdict(page), 'Your output is 1.1 MiB: the judge reads at most 1 MiB, so it was not checked.');
    await page.getByTestId('judge-yours').fill('');
    // One line of almost 1 MiB of NUL: the fault's button stays short.
    assert.match(await checkFile(page, 'nul.out', Buffer.alloc(MIB - 1, 0)), /^Accepted 0\/2/);
    const label = await page.locator('[data-testid="verdict-fault"]').first().textContent();
    assert.ok(label.length < 200, `${label.length} characters`);
    assert.match(label, /^Query 1: expected \d+, found (\\u\{0\}){10}.*… \(1,048,575 characters\)/);
    // A no-break space, a right-to-left override and a byte-order mark inside a line are shown escaped.
    await page.getByTestId('yours-file-clear').click();
    const [a, b] = fixture('huarong', 'sample.out').trim().split('\n');
    await check(page, `${a}\n\u00a0${b}\n`);
    assert.equal(await page.locator('[data-testid="verdict-fault"]').textContent(), `Query 2: expected ${b}, found \\u{a0}${b} (wrong answer)`);
    await check(page, `\u202e${a}\n\uFEFF${b}\n`);
    const text = await page.getByTestId('verdict-faults').textContent();
    assert.ok(text.includes(`found \\u{202e}${a} `) && text.includes(`found \\u{feff}${b} `), text);
    assert.doesNotMatch(text, /[\u202e\uFEFF\u00a0]/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an output without its case labels is a wrong answer; a misspelt label is not', async () => {
    const { page, context, problems } = await openPuzzle(site, 'omnigravity');
    const expected = fixture('omnigravity', 'sample.out');
    await paste(page.getByTestId('judge-input'), fixture('omnigravity', 'sample.in'));
    assert.equal(await check(page, expected.replace(/^Case \d+: /gm, '')), 'Accepted 0/2: 2 wrong answers. Pick a fault to see why.');
    assert.match(await page.getByTestId('verdict-faults').textContent(), /no case label: expected "Case 1: " before the answer/);
    assert.match(await check(page, expected.replace(/Case /g, 'case ')), /^Accepted 2\/2: every answer is right; 2 presentation faults/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the pasted output and the Make tests fields survive a reload; a huge paste is held aside', async () => {
    const session = await openPuzzle(site, 'holedox');
    const { page, context, problems } = session;
    await paste(page.getByTestId('judge-yours'), 'Case 1: 9\nCase 2: 7\n');
    await page.getByTestId('make-tests-kind').selectOption('edge');
    await page.getByTestId('make-tests-size').fill('5');
    await page.getByTestId('make-tests-seed').fill('77');
    await openPuzzle(site, 'holedox', session);
    assert.equal(await page.getByTestId('judge-yours').inputValue(), 'Case 1: 9\nCase 2: 7\n');
    assert.equal(await page.getByTestId('make-tests-kind').inputValue(), 'edge');
    assert.equal(await page.getByTestId('make-tests-size').inputValue(), '5');
    assert.equal(await page.getByTestId('make-tests-seed').inputValue(), '77');
    // 50,000 lines pasted: not laid out in the box, checked all the same.
    await paste(page.getByTestId('judge-input'), fixture('holedox', 'sample.in'));
    await page.getByTestId('judge-yours').fill('');
    await page.getByTestId('judge-yours').evaluate((box) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Case 1: 9\r\n'.repeat(50000));
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.getByTestId('yours-file').waitFor();
    assert.equal(await page.getByTestId('judge-yours').inputValue(), '');
    assert.match(await page.getByTestId('yours-status').textContent(), /held aside/);
    await page.getByTestId('judge-check').click();
    assert.match(await verdict(page), /^Accepted 1\/2: 1 wrong answer and 1 extra output; 1 presentation fault/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('judge studio: two tabs', () => {
  test('two tabs typing outputs at the same moment keep both; a record of the page before is moved', async () => {
    const a = await openPuzzle(site, 'holedox');
    const b = await openPuzzle(site, 'huarong', { page: await a.context.newPage(), context: a.context, problems: [] });
    for (let round = 0; round < 30; round += 1) {
      const texts = [`Case 1: ${round}\n`, `${round} huarong\n`];
      await Promise.all([paste(a.page.getByTestId('judge-yours'), texts[0]), paste(b.page.getByTestId('judge-yours'), texts[1])]);
      await Promise.all([waitStored(a.page, texts), waitStored(b.page, texts)]).catch(() => assert.fail(`round ${round}: an output was lost`));
    }
    // The studio's record as the page before one key per part wrote it.
    await a.page.evaluate(() => {
      localStorage.clear();
      const record = { version: 1, outputs: { holedox: 'Case 1: 4\n' }, fields: { holedox: { kind: 'edge', size: '6', seed: '5' } } };
      localStorage.setItem('puzzle-playground-studio', JSON.stringify(record));
    });
    const c = await openPuzzle(site, 'holedox', { page: await a.context.newPage(), context: a.context, problems: [] });
    assert.equal(await c.page.getByTestId('judge-yours').inputValue(), 'Case 1: 4\n');
    assert.equal(await c.page.getByTestId('make-tests-seed').inputValue(), '5');
    assert.equal(await c.page.evaluate(() => localStorage.getItem('puzzle-playground-studio')), null);
    assert.deepEqual([...a.problems, ...b.problems, ...c.problems], []);
    await a.context.close();
  });
});

describe('judge studio: the verdict reads as a whole', () => {
  test('huarong: an empty output is one row, a shifted one is told so, the head counts every row', async () => {
    const { page, context, problems } = await openPuzzle(site, 'huarong');
    const lines = await worst(page);
    assert.equal(lines.length, 500);
    assert.equal(await check(page, ''), 'Accepted 0/500: 500 missing lines. Pick a fault to see why.');
    assert.equal(await page.getByTestId('verdict-diagnosis').textContent(), 'Your output is empty: all 500 lines are missing.');
    assert.equal(await page.locator('[data-testid="verdict-faults"] > li').count(), 1);
    assert.equal(await page.locator('[data-testid="verdict-fault"]').count(), 0);
    await page.locator('[data-testid="verdict-group"] summary').click();
    await page.getByTestId('verdict-more').waitFor();
    assert.equal(await page.locator('[data-testid="verdict-fault"]').count(), 50);
    assert.match(await page.getByTestId('verdict-more').textContent(), /^Show 50 more \(450 left\)$/);

    const shifted = [...lines.slice(0, 3), '0', ...lines.slice(3)];
    assert.match(await check(page, `${shifted.join('\n')}\n`), /^Accepted \d+\/500: /);
    assert.match(await page.getByTestId('verdict-diagnosis').textContent(),
      /^Your output looks shifted by one line from Query 4 on: line 5 holds Query 4's answer, as if a line too many came before it\.$/);
    assert.ok(await page.locator('[data-testid="verdict-faults"] > li').count() <= 51);

    // Four wrong answers and one presentation fault: five rows, all counted in the head.
    const five = lines.map((line, i) => ([10, 20, 30, 40].includes(i) ? String(Number(line) + 2) : i === 50 ? `${line} ` : line));
    assert.equal(await check(page, `${five.join('\n')}\n`),
      'Accepted 496/500: 4 wrong answers; 1 presentation fault, counted as accepted. Pick a fault to see why.');
    assert.equal(await page.locator('[data-testid="verdict-faults"] > li').count(), 5);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('huarong: fewer moves than optimal offers the path too; previous and next fault; labels beside the output', async () => {
    const { page, context, problems } = await openPuzzle(site, 'huarong');
    const lines = await worst(page);
    const k = lines.findIndex((line) => Number(line) > 2);
    const mine = lines.map((line, i) => (i === k ? String(Number(line) - 1) : i === k + 1 ? '7' : line));
    await check(page, `${mine.join('\n')}\n`);
    await page.locator(`[data-testid="verdict-fault"][data-case="${k + 1}"]`).click();
    await page.waitForFunction(() => /no path of/.test(document.querySelector('[data-testid="verdict-why"]').textContent));
    assert.equal((await page.getByTestId('why-path').textContent()).length, Number(lines[k]));
    await page.waitForFunction((n) => document.querySelector('[data-testid="step-counter"]').textContent === `0 / ${n}`, lines[k]);
    assert.equal(await page.getByTestId('why-prev').isDisabled(), true);
    await page.getByTestId('why-next').click();
    await page.waitForFunction((q) => document.querySelector('[data-testid="verdict-why"] .why-head')?.textContent.startsWith(`Query ${q}:`), k + 2);
    assert.equal(await page.locator(`[data-testid="verdict-fault"][data-case="${k + 2}"]`).getAttribute('aria-pressed'), 'true');

    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
    await page.getByTestId('judge-labels').check();
    const labels = (await page.getByTestId('judge-output-labels').textContent()).split('\n');
    assert.equal(labels.length, 500);
    assert.deepEqual([labels[0], labels[16], labels[499]], ['Query 1', 'Query 17', 'Query 500']);
    assert.equal(await page.getByTestId('judge-output').textContent(), `${lines.join('\n')}\n`, 'the exact text is unchanged');
    await showTab(page, 'omnigravity');
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
    assert.equal(await page.getByTestId('judge-labels-box').isVisible(), false, 'labelled outputs need none');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('the lab module in Node', () => {
  test('200 MiB of output, as text or bytes, is refused before it is read', async () => {
    const pkg = join(SITE, 'pkg');
    const glue = readdirSync(pkg).find((f) => /^puzzle_lab\.js$/.test(f));
    const lab = await import(join(pkg, /** @type {string} */ (glue)));
    lab.initSync({ module: readFileSync(join(pkg, 'puzzle_lab_bg.wasm')) });
    const worker = new lab.Worker();
    const input = fixture('huarong', 'sample.in');
    const now = () => 0;
    const text = worker.handle({ id: 1, request: { op: 'check', puzzle: 'huarong', input, output: '7'.repeat(200 * MIB) } }, now);
    assert.equal(text.ok, false);
    assert.equal(text.error.kind, 'output');
    // The worker sends the message; the page words it (l10n.js): "expected at most 1 MiB of output, found more than 1 MiB".
    assert.deepEqual(text.error.message, { msg: 'parse-too-large', args: { what: { msg: 'parse-output' }, found: { msg: 'parse-more-than-mib' } } });
    const bytes = worker.handle({ id: 2, request: { op: 'check', puzzle: 'huarong', input, outputBytes: new Uint8Array(200 * MIB) } }, now);
    assert.equal(bytes.error.kind, 'output');
    assert.equal(bytes.error.message.msg, 'parse-too-large');
    assert.deepEqual(bytes.error.message.args.found, { msg: 'parse-mib', args: { size: '200.0' } });
    // The worker still answers.
    const fine = worker.handle({ id: 3, request: { op: 'check', puzzle: 'huarong', input, output: fixture('huarong', 'sample.out') } }, now);
    assert.equal(fine.value.passed, true);
  });
});
