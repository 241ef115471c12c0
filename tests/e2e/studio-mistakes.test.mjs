// Chromium tests of the studio's known mistakes (issue 25; web/js/views/mistake.js over the lab's `mistake` and `hack`
// requests): a known mistake's output pasted is named as `puzzles check` names it, its smallest failing case is shown on
// the board with both answers and offered as the judge input; a foreign wrong output names none. Partners: harness.mjs,
// studio.test.mjs (the verdict itself), crates/cli (`puzzles judge --mistake`, `puzzles check`).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUZZLES, ROOT, caseState, fixture, openPage, paste, screenshot, useSite } from './harness.mjs';

const site = useSite();
/**
 * The command line, to compare with: `make cli`'s release build, else the debug build that `make test`'s Rust tests
 * leave, else one built now (so that the comparison never silently falls away).
 */
function commandLine() {
  const built = ['release', 'debug'].map((profile) => join(ROOT, 'target', profile, 'puzzles')).find((path) => existsSync(path));
  if (built) return built;
  execFileSync('cargo', ['build', '-q', '-p', 'puzzle-cli'], { cwd: ROOT, stdio: 'inherit' });
  return join(ROOT, 'target', 'debug', 'puzzles');
}

async function open(puzzle) {
  const session = await openPage(site.browser);
  await session.page.goto(`${site.url}#${puzzle}`);
  await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state
    && document.querySelector('[data-testid="judge-input"]').value.length > 0);
  return session;
}

/** Pastes `output` as the contestant's, checks it, and waits for the known mistake's line: its text. */
async function named(page, output) {
  await paste(page.getByTestId('judge-yours'), output);
  await page.getByTestId('judge-check').click();
  await page.waitForFunction(() => /^Accepted|Error/.test(document.querySelector('[data-testid="verdict-head"]').textContent));
  await page.getByTestId('verdict-mistake').waitFor({ timeout: 60_000 });
  return page.getByTestId('verdict-mistake').textContent();
}

describe('studio: known mistakes', () => {
  test('holedox: head-enters-tail is named, its smallest failing case is on the board with both answers', async () => {
    const { page, context, problems } = await open('holedox');
    await paste(page.getByTestId('judge-input'), fixture('holedox', 'sample.in'));
    const line = await named(page, 'Case 1: 3\nCase 2: 5\n');
    assert.equal(line, 'Known mistake: head-enters-tail: Lets the head enter the cell of the tail, which leaves it in the same '
      + 'move; the head may not enter any cell of the body.');
    await page.getByTestId('verdict-hack-find').click();
    await page.getByTestId('verdict-hack-answers').waitFor({ timeout: 60_000 });
    assert.equal(await page.getByTestId('verdict-hack-answers').textContent(),
      'Its smallest failing case: the judge answers -1, the mistake 1.');
    const hack = '1 2 2\n1 2\n1 1\n0\n\n0 0 0\n';
    assert.equal(await page.getByTestId('verdict-hack-input').textContent(), hack);
    await page.waitForFunction(() => {
      const why = document.querySelector('[data-testid="verdict-why"]');
      return !why.hidden && !why.querySelector('[data-testid="why-busy"]');
    });
    const shown = await page.getByTestId('board').getAttribute('data-state');
    await screenshot(page, 'studio-mistakes-holedox');
    assert.equal(shown, await caseState(page, 'holedox', hack, 1), 'the hack case is on the board');
    await page.getByTestId('verdict-hack-use').click();
    assert.equal(await page.getByTestId('judge-input').inputValue(), hack, 'offered as the judge input');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a wrong output that no mistake makes names none', async () => {
    const { page, context, problems } = await open('huarong');
    await paste(page.getByTestId('judge-input'), fixture('huarong', 'sample.in'));
    assert.equal(await named(page, '2\n7\n'), 'Known mistake: none of the catalogue reproduces these wrong answers.');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('each mistake that fails on the sample is named on the page as the command line names it', async () => {
    const CLI = commandLine();
    const dir = mkdtempSync(join(tmpdir(), 'mistakes-'));
    for (const puzzle of PUZZLES) {
      const input = join(dir, `${puzzle}.in`);
      writeFileSync(input, fixture(puzzle, 'sample.in'));
      const ids = execFileSync(CLI, ['hack', puzzle, '--list'], { encoding: 'utf8' }).trim().split('\n');
      const { page, context, problems } = await open(puzzle);
      await paste(page.getByTestId('judge-input'), fixture(puzzle, 'sample.in'));
      for (const id of ids) {
        const output = execFileSync(CLI, ['judge', puzzle, '--mistake', id, input], { encoding: 'utf8' });
        if (output === fixture(puzzle, 'sample.out')) continue;
        const file = join(dir, `${puzzle}-${id}.out`);
        writeFileSync(file, output);
        let report = '';
        try {
          report = execFileSync(CLI, ['check', puzzle, input, file], { encoding: 'utf8' });
        } catch (error) {
          report = String(/** @type {any} */ (error).stdout);
        }
        const cli = report.split('\n').find((l) => l.startsWith('Known mistake:'));
        if (!cli) continue;
        const words = await named(page, output);
        assert.equal(words.replace(/\.$/, ''), cli.replace(/\.$/, ''), `${puzzle} ${id}`);
      }
      assert.deepEqual(problems, [], puzzle);
      await context.close();
    }
    rmSync(dir, { recursive: true });
  });
});
