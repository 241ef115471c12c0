// Chromium tests of Klotski, the puzzle whose moves name a piece: a drag sends a piece where it was let go, a tap
// picks a piece and the arrow keys move it, the counter counts steps, slides and moves, the stepper steps each count's
// optimal path, the shaped pieces and the exit are drawn (crates/core/src/puzzles/klotski/play.rs, web/js/input.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellCentre, drag, fixture, openPage, saidBy, screenshot, useSite, waitMoveCount } from './harness.mjs';

const site = useSite();

for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
  test(`Klotski at ${viewport.width} px: drag, pick and arrows, the three counts, the judge and the stepper`, async () => {
    const { page, problems } = await openPage(site.browser, { viewport });
    await page.goto(`${site.url}#klotski`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    // The sample's first case is the classic 横刀立马: rows joined by '/'.
    assert.equal(await page.getByTestId('board').getAttribute('data-state'), 'BAAC/BAAC/DEEF/DGHF/I..J');
    assert.match(await page.getByTestId('optimal').textContent(), /116 steps, 90 slides, 81 moves/);

    // Drag G (row 4, column 2) onto the empty cell under it.
    await page.getByTestId('board-svg').evaluate((svg) => svg.scrollIntoView({ block: 'center' }));
    const g = await cellCentre(page, 3, 1);
    const below = await cellCentre(page, 4, 1);
    await drag(page, g, below);
    await waitMoveCount(page, 1);
    assert.equal(await page.getByTestId('board').getAttribute('data-state'), 'BAAC/BAAC/DEEF/D.HF/IG.J');
    assert.equal(await page.getByTestId('move-count').textContent(), '1 step, 1 slide, 1 move');

    // A tap on H picks it (a mark is drawn on it); the arrow keys then move it.
    const h = await cellCentre(page, 3, 2);
    await page.mouse.click(h.x, h.y);
    assert.equal(await page.locator('[data-testid="board-svg"] [data-picked]').count(), 1);
    await page.keyboard.press('ArrowLeft');
    await waitMoveCount(page, 2);
    assert.equal(await page.getByTestId('board').getAttribute('data-state'), 'BAAC/BAAC/DEEF/DH.F/IG.J');
    assert.equal(await page.getByTestId('move-count').textContent(), '2 steps, 2 slides, 2 moves');
    // Still picked after its move: a tap on an empty cell sends it there.
    assert.equal(await page.locator('[data-testid="board-svg"] [data-picked]').count(), 1);
    const empty = await cellCentre(page, 4, 2);
    await page.mouse.click(empty.x, empty.y);
    await waitMoveCount(page, 3);
    assert.equal(await page.getByTestId('board').getAttribute('data-state'), 'BAAC/BAAC/DEEF/D..F/IGHJ');
    await screenshot(page, `klotski-${viewport.width}`);

    // The judge's exact output, and the stepper's optimal path in each count.
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
    assert.equal(await page.getByTestId('judge-output').textContent(), fixture('klotski', 'sample.out'));
    assert.equal(await page.getByTestId('case-metric-box').isVisible(), true);
    assert.deepEqual(await page.getByTestId('case-metric').locator('option').allTextContents(), ['steps', 'slides', 'moves']);
    await page.getByTestId('case-select').selectOption('0');
    await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent.endsWith('/ 81'));
    await page.getByTestId('case-metric').selectOption('1');
    // Timed out once in 8 runs, beside three other files two at a time (7 December): where the page stood, if it does again.
    await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent.endsWith('/ 90'))
      .catch(async (e) => { throw new Error(`${e.message} (${await saidBy(page)})`); });
    await page.getByTestId('step-last').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="solved-banner"]')?.hidden === false);
    assert.equal(await page.getByTestId('step-counter').textContent(), '90 / 90');

    // The named classic layouts, each with its optima: 指挥若定 takes 70 piece moves.
    const names = await page.getByTestId('layout-select').locator('option').allTextContents();
    assert.ok(names.length > 30, `${names.length} layouts`);
    assert.match(names[1], /^横刀立马 · .* \(81 moves, 90 slides, 116 steps\)$/);
    await page.getByTestId('layout-select').selectOption('1');
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state === 'BAAC/BAAC/DEEF/GHIJ/G..J');
    assert.match(await page.getByTestId('optimal').textContent(), /100 steps, 79 slides, 70 moves/);
    assert.deepEqual(problems, []);
  });
}
