// Chromium tests of the judge studio (issue 13; web/js/views/studio.js, why.js, maketests.js): check an output with one
// wrong case, pick it, see why; presentation-only faults; a byte-order mark; Make tests from a seed. Partners: harness.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { INFOS, PUZZLES, ROOT, answersOf, caseState, fixture, openPage, paste, saidBy, screenshot, useSite } from './harness.mjs';

const site = useSite();

async function open(puzzle, options = {}) {
  const session = await openPage(site.browser, options);
  await session.page.goto(`${site.url}#${puzzle}`);
  await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state
    && document.querySelector('[data-testid="judge-input"]').value.length > 0);
  return session;
}

/** Pastes `output` as the contestant's and checks it; resolves to the verdict's first line. */
async function check(page, output) {
  await paste(page.getByTestId('judge-yours'), output);
  await page.getByTestId('judge-check').click();
  await page.waitForFunction(() => /^Accepted|Error/.test(document.querySelector('[data-testid="verdict-head"]').textContent));
  return page.getByTestId('verdict-head').textContent();
}

/** The sample output with line `index`'s answer replaced by `answer`. */
function changed(output, index, answer) {
  const lines = output.split('\n');
  lines[index] = lines[index].replace(/\S+$/, answer);
  return lines.join('\n');
}

/** The answer of each line of a judge output, -1 for the impossible word. */
const answers = (output) => output.trim().split('\n').map((line) => {
  const last = line.trim().split(/\s+/).pop();
  return /^-?\d+$/.test(last) ? Number(last) : -1;
});

/** Picks the fault of case `k` and waits for its explanation. */
async function pick(page, k) {
  await page.locator(`[data-testid="verdict-fault"][data-case="${k}"]`).click();
  await page.waitForFunction(() => {
    const why = document.querySelector('[data-testid="verdict-why"]');
    // Done when its busy line (loading, solving, searching, with its Stop) is gone.
    return !why.hidden && !why.querySelector('[data-testid="why-busy"]');
  }).catch(async (error) => {
    // Met once in a fresh run (the third pick of fifteen's case, 30 s), not reproduced: where the page stood.
    throw new Error(`${error.message}; the page said: ${await saidBy(page)}`);
  });
  return page.getByTestId('verdict-why').textContent();
}

describe('judge studio', () => {
  // Answers that are counts, one line a case; a puzzle whose answers are paths under headers, judged by its own special
  // judge (Sokoban), has its studio tested in its own file (sokoban.test.mjs).
  for (const puzzle of PUZZLES.filter((p) => !INFOS[p].header)) {
    test(`${puzzle}: one wrong case is found, explained and loaded; presentation faults are accepted`, async () => {
      const { page, context, problems } = await open(puzzle);
      const sample = fixture(puzzle, 'sample.in');
      const expected = fixture(puzzle, 'sample.out');
      const all = answers(expected);
      const n = all.length;
      const k = all.findIndex((a) => a >= 1) + 1;
      await paste(page.getByTestId('judge-input'), sample);

      assert.match(await check(page, changed(expected, k - 1, String(all[k - 1] + 1))), new RegExp(`^Accepted ${n - 1}/${n}`));
      assert.match(await page.getByTestId('judge-verdict').textContent(), /wrong answer/);
      const larger = await pick(page, k);
      const goal = !(await page.getByTestId('gallery-box').isVisible());
      if (goal) {
        assert.match(larger, /more than needed; the fewest is/);
        const path = await page.getByTestId('why-path').textContent();
        const { separator } = INFOS[puzzle];
        assert.equal(separator ? path.split(separator).length : path.length, all[k - 1], 'the path has the fewest moves');
        await page.getByTestId('stepper').waitFor();
        assert.equal(await page.getByTestId('step-counter').textContent(), `0 / ${all[k - 1]}`);
        assert.match(await check(page, changed(expected, k - 1, String(all[k - 1] - 1))), new RegExp(`^Accepted ${n - 1}/${n}`));
        const smaller = await pick(page, k);
        assert.match(smaller, /no path of \d+ \w+ exists\. (All [\d,]+ states within \d+ \w+ were searched; none is solved|The search .* explored [\d,]+ states and proved that the fewest is \d+)/);
        if (/within/.test(smaller)) {
          // One row per depth up to the found count's, a long list (Klotski's 81) its first 12 and last 4 around a gap.
          const rows = page.locator('[data-testid="why-layers"] li');
          assert.equal(await rows.count(), all[k - 1] > 16 ? 17 : all[k - 1]);
          assert.equal(await rows.last().getAttribute('value'), String(all[k - 1] - 1), 'the last row is the found count');
        }
        assert.equal(await page.getByTestId('insight').isVisible(), true);
        const impossible = all.indexOf(-1) + 1;
        if (impossible > 0) {
          await check(page, changed(expected, impossible - 1, '3'));
          assert.match(await pick(page, impossible), /no path of 3 \w+ exists/);
        }
      } else {
        assert.match(larger, /grouped by how many \w+ they need/);
        assert.ok(await page.locator('[data-testid="why-layers"] li').count() > 1);
        assert.ok(await page.locator('[data-testid="gallery-filter"] option[value^="depth:"]').count() > 0);
      }
      await screenshot(page, `studio-${puzzle}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `studio-${puzzle}-390`);
      await page.setViewportSize({ width: 1200, height: 900 });

      const sloppy = expected.replace(/\n/g, '  \r\n');
      assert.match(await check(page, sloppy), new RegExp(`^Accepted ${n}/${n}`));
      assert.match(await page.getByTestId('verdict-faults').textContent(), /presentation: /);
      assert.match(await page.getByTestId('verdict-note').textContent(), /trailing/);

      const shown = await page.getByTestId('board').getAttribute('data-state');
      await check(page, changed(expected, k - 1, String(all[k - 1] + 1)));
      await pick(page, k);
      assert.equal(await page.getByTestId('board').getAttribute('data-state'), await caseState(page, puzzle, sample, k));
      assert.ok(shown);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('a leading byte-order mark changes nothing: same judge output, same verdict', async () => {
    for (const puzzle of PUZZLES) {
      const { page, context, problems } = await open(puzzle);
      const expected = fixture(puzzle, 'sample.out');
      await paste(page.getByTestId('judge-input'), `\uFEFF${fixture(puzzle, 'sample.in')}`);
      assert.equal(await page.getByTestId('judge-input').inputValue(), `\uFEFF${fixture(puzzle, 'sample.in')}`, 'kept as pasted');
      await page.getByTestId('judge-run').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
      assert.equal(await page.getByTestId('judge-output').textContent(), expected);
      const n = answersOf(puzzle, expected).length;
      assert.equal(await check(page, `\uFEFF${expected}`), `Accepted ${n}/${n}: every answer is right.`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  for (const puzzle of PUZZLES) {
    test(`${puzzle}: Make tests from a fixed seed is reproducible and its expected output is what Run gives`, async () => {
      const { page, context, problems } = await open(puzzle);
      const make = async () => {
        await page.getByTestId('make-tests-run').click();
        await page.waitForFunction(() => !document.querySelector('[data-testid="make-tests-files"]').hidden
          || !document.querySelector('[data-testid="make-tests-error"]').hidden);
        return [await page.getByTestId('make-tests-input').inputValue(), await page.getByTestId('make-tests-output').inputValue()];
      };
      await page.getByTestId('make-tests-seed').fill('42');
      const [first, out] = await make();
      await page.getByTestId('make-tests-input').evaluate((box) => { box.value = ''; });
      await page.getByTestId('make-tests-run').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="make-tests-input"]').value.length > 0);
      const again = await page.getByTestId('make-tests-input').inputValue();
      assert.ok(first.length > 0);
      assert.equal(again, first, 'the same seed makes the same input');
      // The same bytes as `puzzles gen <puzzle> --seed 42` (crates/cli/tests/cli.rs checks the command against these files).
      assert.equal(first, fixture(puzzle, 'gen-seed-42.in'));
      assert.equal(out, fixture(puzzle, 'gen-seed-42.out'));
      assert.equal(await page.getByTestId('make-tests-download-in').getAttribute('download'), `${puzzle}-42.in`);
      assert.equal(await page.getByTestId('make-tests-download-out').getAttribute('download'), `${puzzle}-42.out`);
      assert.match(await page.getByTestId('make-tests-download-in').getAttribute('href'), /^blob:/);
      await page.getByTestId('make-tests-use').click();
      assert.equal(await page.getByTestId('judge-input').inputValue(), first);
      assert.equal(await page.getByTestId('make-tests-undo').isVisible(), true, 'the replaced input can be put back');
      await page.getByTestId('judge-run').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0, null, { timeout: 60000 });
      assert.equal(await page.getByTestId('judge-output').textContent(), out);
      // An empty seed: a fresh one each click, shown apart.
      await page.getByTestId('make-tests-seed').fill('');
      await page.getByTestId('make-tests-kind').selectOption('edge');
      await make();
      assert.match(await page.getByTestId('make-tests-seed-used').textContent(), /^Seed used: \d+$/);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('fifteen: fewer moves than optimal is disproved by layers of states (3x3) or by the rounds of IDA* (deep 4x4)', async () => {
    const { page, context, problems } = await open('fifteen');
    // A 3x3 board 7 moves from home: every state within 6 moves counted, none solved.
    const small = '1\n3 3\n4 1 3\n7 2 5\n8 0 6\n';
    await paste(page.getByTestId('judge-input'), small);
    assert.match(await check(page, 'Case 1: 6\n'), /^Accepted 0\/1/);
    const layers = await pick(page, 1);
    assert.match(layers, /Case 1: no path of 6 moves exists\. All [\d,]+ states within 6 moves were searched; none is solved\./);
    assert.equal(await page.locator('[data-testid="why-layers"] li').count(), 7);
    // A 4x4 board 24 moves from home: too many states to count, so the proof is IDA*'s bounds.
    const deep = '1\n4 4\n1 2 5 7\n6 4 3 8\n9 10 12 15\n13 14 11 0\n';
    await paste(page.getByTestId('judge-input'), deep);
    assert.match(await check(page, 'Case 1: 22\n'), /^Accepted 0\/1/);
    const bounds = await pick(page, 1);
    assert.match(bounds, /no path of 22 moves exists\. .*IDA\* searched in rounds.* The rounds with bounds [\d, ]+ found no solution, and the smallest estimate beyond the last of them was 24\./);
    const rounds = page.locator('[data-testid="why-rounds"] li');
    assert.ok(await rounds.count() >= 2);
    assert.match(await rounds.last().textContent(), /bound 24: [\d,]+ nodes expanded, solved/);
    // A search without a table says what it used, not "0 (...)"; the chart counts rounds, labelled by their bounds.
    assert.match(await page.getByTestId('insight-table').textContent(), /^the Manhattan distance/);
    assert.match(await page.locator('[data-testid="layers-chart"] .axis-name').textContent(), /round, by its bound/);
    assert.equal(await page.locator('[data-testid="layers-chart"] text:not(.value):not(.axis-name)').last().textContent(), '24');
    await screenshot(page, 'studio-fifteen-rounds');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('README screenshot: docs/screenshots/studio.png', async () => {
    const puzzle = 'holedox';
    const { page, context, problems } = await open(puzzle, { viewport: { width: 1366, height: 768 }, colorScheme: 'light' });
    const expected = fixture(puzzle, 'sample.out');
    await paste(page.getByTestId('judge-input'), fixture(puzzle, 'sample.in'));
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
    await check(page, changed(expected, 0, String(answers(expected)[0] - 1)));
    await pick(page, 1);
    mkdirSync(join(ROOT, 'docs', 'screenshots'), { recursive: true });
    // The run's time differs from run to run: hidden, so that the committed picture comes out the same each time.
    await page.getByTestId('judge-status').evaluate((status) => { status.style.visibility = 'hidden'; });
    // The explanation of the picked case sits beside the board (issue 27): the picture is the board's panel with it.
    await page.locator('#board-panel').screenshot({ path: join(ROOT, 'docs', 'screenshots', 'studio.png'), animations: 'disabled' });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
