// Chromium accessibility tests: an axe-core audit of every view (puzzles in both languages, edit mode, insight, help overlay, dark mode), the help
// dialog (web/js/help.js), the theme toggle (theme.js), keyboard editing and the live region (announce.js). Partners: harness.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, ROOT, openPage, saidBy, useSite } from './harness.mjs';

const site = useSite();
const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Opens `puzzle` and waits for its board. */
async function open(puzzle, options = {}, lang = '') {
  const session = await openPage(site.browser, options);
  await session.page.goto(`${site.url}${lang ? `?lang=${lang}` : ''}#${puzzle}`);
  await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  return session;
}

/**
 * Runs axe-core in the page (evaluated through the devtools protocol, so the page's CSP needs no exception) and returns
 * the serious and critical violations as readable lines.
 */
async function audit(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    // @ts-ignore axe is the global the evaluated axe.min.js defines
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.slice(0, 5).join(', ')}`);
}

describe('axe-core audit: no serious or critical violations', () => {
  for (const puzzle of PUZZLES) {
    for (const theme of ['light', 'dark']) {
      test(`${puzzle}, ${theme} theme`, async () => {
        const { page, context, problems } = await open(puzzle, { colorScheme: theme });
        assert.deepEqual(await audit(page), []);
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }

  for (const puzzle of PUZZLES) {
    test(`${puzzle}, in Chinese (?lang=zh)`, async () => {
      const { page, context, problems } = await open(puzzle, {}, 'zh');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
      assert.deepEqual(await audit(page), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('edit mode, in both themes', async () => {
    const { page, context, problems } = await open('holedox');
    await page.getByTestId('edit-toggle').click();
    await page.getByTestId('edit-tools').waitFor();
    assert.deepEqual(await audit(page), []);
    await page.getByTestId('theme-toggle').click(); // auto -> light
    await page.getByTestId('theme-toggle').click(); // light -> dark
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.deepEqual(await audit(page), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const puzzle of PUZZLES) {
    test(`${puzzle}: the insight view after a judge run and a case pick`, async () => {
      const { page, context, problems } = await open(puzzle);
      await page.getByTestId('judge-run').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
      await page.getByTestId('case-select').selectOption('0');
      await page.waitForFunction(() => !document.querySelector('[data-testid="insight"]').hidden
        && document.querySelector('[data-testid="insight-explored"]').textContent !== '…')
        .catch(async (e) => { throw new Error(`${e.message} (${await saidBy(page)})`); });
      await page.getByTestId('stepper').waitFor();
      assert.deepEqual(await audit(page), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('the help overlay, in both themes', async () => {
    const { page, context, problems } = await open('huarong');
    await page.getByTestId('help').click();
    await page.getByTestId('help-dialog').waitFor();
    assert.deepEqual(await audit(page), []);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.deepEqual(await audit(page), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('keyboard and screen readers', () => {
  test('"?" opens the help dialog with the rules and every shortcut; Esc closes it and focus returns', async () => {
    const { page, context, problems } = await open('omnigravity');
    const dialog = page.getByTestId('help-dialog');
    assert.equal(await dialog.isVisible(), false);
    await page.getByTestId('board').focus();
    await page.keyboard.press('Shift+?');
    await dialog.waitFor();
    assert.equal(await dialog.evaluate((d) => /** @type {HTMLDialogElement} */ (d).open), true);
    const text = await dialog.textContent();
    for (const words of ['OmniGravity', 'Huarong', 'Holedox', 'W', 'Ctrl', 'Z', 'Y', 'Enter', 'Space', 'Home', 'End', '?', 'Esc']) {
      assert.ok(text.includes(words), `the help mentions ${words}`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'board');

    // The visible button opens it too; its Close button closes it and focus goes back to the button.
    await page.getByTestId('help').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.getByTestId('help-close').click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'help');

    // "?" typed in the judge input is text, not a shortcut.
    await page.getByTestId('judge-input').focus();
    await page.keyboard.press('End');
    await page.keyboard.type('?');
    assert.equal(await dialog.isVisible(), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the theme button cycles auto, light, dark and is remembered across reloads', async () => {
    const { page, context, problems } = await open('holedox', { colorScheme: 'light' });
    const toggle = page.getByTestId('theme-toggle');
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(await theme(), null);
    const light = await bg();
    await toggle.click();
    assert.equal(await theme(), 'light');
    await toggle.click();
    assert.equal(await theme(), 'dark');
    assert.notEqual(await bg(), light, 'the dark palette applies');
    assert.match(await toggle.textContent(), /dark/);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    assert.equal(await theme(), 'dark');
    await toggle.click();
    assert.equal(await theme(), null);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('moves and judge answers are announced in the live region', async () => {
    const { page, context, problems } = await open('omnigravity');
    const announcer = page.getByTestId('announcer');
    assert.equal(await announcer.getAttribute('aria-live'), 'polite');
    // OmniGravity counts in its own word (info.moveWord, issue 15 item 11): "1 tilt", "0 tilts".
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /Moved left: 1 tilt\b/.test(document.querySelector('[data-testid="announcer"]').textContent));
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => /Undone: 0 tilts/.test(document.querySelector('[data-testid="announcer"]').textContent));
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => /Judge output: Case 1: \d+/.test(document.querySelector('[data-testid="announcer"]').textContent));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('edit mode works from the keyboard: arrows move a cursor, Enter applies the tool', async () => {
    const { page, context, problems } = await open('huarong');
    const state = () => page.getByTestId('board').getAttribute('data-state');
    await page.getByTestId('edit-toggle').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('tool-blank').check();
    await page.getByTestId('board').focus();
    const before = await state();
    // Find a cell the blank may go to: walk the cursor along row 1 and try each.
    for (let col = 0; col < 4 && (await state()) === before; col++) {
      if (col > 0) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(150);
    }
    assert.notEqual(await state(), before, 'a keyboard edit moved the blank');
    assert.match(await state(), /^1 \d+ /, 'the blank is now in row 1');
    assert.equal(await page.locator('.marks rect.edit-cursor').count(), 1, 'the cursor is drawn');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
