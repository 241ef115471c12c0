// The bad-input catalogue (tests/cases/<puzzle>/bad-*.in with the expected message in bad-*.err) through the wasm build in
// Node and through the page in Chromium: each must give exactly the message the CLI and the core give (tests/robustness.rs).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, ROOT, openPage, paste, useSite } from './harness.mjs';
import { initSync, Worker } from '../../web/pkg/puzzle_lab.js';
import { createMessages } from '../../web/js/messages.js';
import { messagesOf } from '../../tools/messages.mjs';

const site = useSite();

/** Every catalogued bad input: {puzzle, name, input, expected}. */
const CATALOGUE = PUZZLES.flatMap((puzzle) => {
  const dir = join(ROOT, 'tests', 'cases', puzzle);
  return readdirSync(dir)
    .filter((file) => file.startsWith('bad-') && file.endsWith('.in'))
    .map((file) => ({
      puzzle,
      name: file,
      input: readFileSync(join(dir, file), 'utf8'),
      expected: readFileSync(join(dir, file.replace(/\.in$/, '.err')), 'utf8').trimEnd(),
    }));
});

describe('the bad-input catalogue', () => {
  test('has at least 30 entries, some for every puzzle', () => {
    assert.ok(CATALOGUE.length >= 30, `${CATALOGUE.length} entries`);
    for (const puzzle of PUZZLES) assert.ok(CATALOGUE.some((c) => c.puzzle === puzzle), puzzle);
  });

  test('the wasm worker in Node answers exactly the catalogued message', () => {
    initSync({ module: readFileSync(join(ROOT, 'web', 'pkg', 'puzzle_lab_bg.wasm')) });
    const worker = new Worker();
    // The worker sends a message ({msg, args}); in English it reads exactly as the CLI's (tests/robustness.rs).
    const { t } = createMessages({ en: messagesOf(PUZZLES, 'en') }, 'en');
    for (const c of CATALOGUE) {
      const answer = worker.handle({ id: 1, request: { op: 'judge', puzzle: c.puzzle, input: c.input } }, () => 0);
      assert.equal(answer.ok, false, c.name);
      assert.equal(answer.error.kind, 'parse', c.name);
      assert.equal(t(answer.error.text.msg, answer.error.text.args), c.expected, `${c.puzzle}/${c.name}`);
    }
  });

  test('the page shows exactly the catalogued message and keeps working', async () => {
    const { page, context, problems } = await openPage(site.browser);
    for (const puzzle of PUZZLES) {
      await page.goto(`${site.url}#${puzzle}`);
      await page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.length > 0);
      for (const c of CATALOGUE.filter((entry) => entry.puzzle === puzzle)) {
        await paste(page.getByTestId('judge-input'), c.input);
        await page.getByTestId('judge-run').click();
        await page.waitForFunction(() => !document.querySelector('[data-testid="judge-error"]').hidden
          || document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
        assert.equal(await page.getByTestId('judge-error').textContent(), `Error: ${c.expected}`, `${puzzle}/${c.name}`);
        assert.equal(await page.getByTestId('judge-output').textContent(), '', `${puzzle}/${c.name}`);
      }
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
});
