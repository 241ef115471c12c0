// Chromium tests of each puzzle's look (the core's Info.look, crates/core/src/look.rs, drawn by web/js/draw.js,
// svgparts.js and outline.js): every piece and cell of every puzzle's first board in its kind's declared colours in both
// themes, and a Klotski L-shaped piece drawn as one path over exactly its cells; screenshots at 1366x768 and 390x844.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as core from '../../web/pkg/puzzle_lab.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, SCREENSHOTS, boardGrid, openPage, screenshot, useSite } from './harness.mjs';

const site = useSite();

/** Every puzzle's look, asked of the core as the page's build asks it (harness.mjs has loaded the wasm). */
const LOOKS = (() => {
  const worker = new core.Worker();
  const answer = worker.handle({ id: 1, request: { op: 'puzzles' } }, () => 0);
  worker.free();
  return Object.fromEntries(answer.value.map(({ info }) => [info.name, info.look]));
})();

/** A CSS hex colour as the browser computes it, `rgb(r, g, b)`. */
function rgb(hex) {
  const n = parseInt(hex.slice(1, 7), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** What the board draws: per piece its kind, label, computed fill, label ink and display; per cell kind its fill. */
function drawn(page) {
  return page.evaluate(() => {
    const pieces = [...document.querySelectorAll('[data-testid="board-svg"] .pieces .piece')].map((g) => {
      const [shape, text] = g.children;
      const classes = [...g.classList];
      return {
        kind: classes.find((c) => c.startsWith('piece-'))?.slice(6),
        label: classes.find((c) => c.startsWith('label-'))?.slice(6),
        tag: shape.tagName,
        fill: getComputedStyle(shape).fill,
        ink: getComputedStyle(text).fill,
        shown: getComputedStyle(text).display !== 'none' && text.textContent !== '',
      };
    });
    const cells = [...document.querySelectorAll('[data-testid="board-svg"] .cells .cell')].map((g) => ({
      kind: [...g.classList].find((c) => c.startsWith('cell-'))?.slice(5),
      fill: getComputedStyle(g.querySelector('rect')).fill,
    }));
    return { pieces, cells };
  });
}

/** Shows `puzzle` on `page` (a hash change: one page for every puzzle) and waits until its board is drawn in its kinds. */
async function show(page, puzzle) {
  await page.goto(`${site.url}#${puzzle}`);
  await page.waitForFunction(([p, kinds]) => {
    const pieces = [...document.querySelectorAll('[data-testid="board-svg"] .pieces .piece')];
    return document.getElementById(p)?.hidden === false && pieces.length > 0
      && pieces.every((g) => kinds.some((k) => g.classList.contains(`piece-${k}`)));
  }, [puzzle, LOOKS[puzzle].pieces.map((k) => k.id)]);
}

for (const [viewport, scheme] of [[{ width: 1366, height: 768 }, 'light'], [{ width: 390, height: 844 }, 'light'], [{ width: 1366, height: 768 }, 'dark']]) {
  test(`at ${viewport.width}x${viewport.height}, ${scheme}: every puzzle's board draws each piece and cell in its look's colours`, async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport, colorScheme: scheme });
    for (const puzzle of PUZZLES) {
      const look = LOOKS[puzzle];
      await show(page, puzzle);
      const { pieces, cells } = await drawn(page);
      for (const p of pieces) {
        const style = look.pieces.find((s) => s.id === p.kind);
        assert.ok(style, `${puzzle}: the kind ${p.kind} is in its look`);
        const fill = style.labelFills.find((f) => f.label === p.label)?.fill ?? style.fill;
        assert.equal(p.tag, 'path', `${puzzle}: a piece is one path`);
        assert.equal(p.fill, rgb(fill[scheme]), `${puzzle}: ${p.kind} ${p.label} in its fill`);
        assert.equal(p.shown, style.label, `${puzzle}: ${p.kind}'s label shown as its look says`);
        if (style.label) assert.equal(p.ink, rgb(style.ink[scheme]), `${puzzle}: ${p.kind}'s label ink`);
      }
      for (const c of cells) {
        const style = look.cells.find((s) => s.id === c.kind);
        assert.ok(style, `${puzzle}: the cell kind ${c.kind} is in its look`);
        assert.equal(c.fill, rgb(style.fill[scheme]), `${puzzle}: ${c.kind} cells in their fill`);
      }
      await page.getByTestId('board').scrollIntoViewIfNeeded();
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `look-${puzzle}-${viewport.width}${scheme === 'dark' ? '-dark' : ''}.png`) });
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

/** One Klotski case with an L-shaped piece B over cells (1,1), (1,2), (2,1) of a 3x3 box (at most four free cells: two walls): (2,2) of its box is free. */
const L_CASE = '1\n3 3\nBB.\nB.A\n##.\n3 3\n';

test('a Klotski L-shaped piece is one path covering exactly its cells, on the board and its label inside it', async () => {
  const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  await page.goto(`${site.url}#klotski?board=${encodeURIComponent(L_CASE)}&moves=&at=0`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state === 'BB./B.A/##.');
  await page.getByTestId('board').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('[data-testid="board-svg"] .piece.label-B path')?.getAttribute('d')?.includes('A'));
  const hits = await page.evaluate(({ left, top, cell }) => {
    const b = document.querySelector('[data-testid="board-svg"] .piece.label-B');
    /** Whether the point at the centre of cell (r, c), or `dx, dy` cells off it, hits piece B. */
    const hitsB = (r, c, dx = 0, dy = 0) => {
      const hit = document.elementFromPoint(left + (c + 0.5 + dx) * cell, top + (r + 0.5 + dy) * cell);
      return hit?.closest('.piece') === b;
    };
    const text = b.querySelector('text');
    const label = text.getBoundingClientRect();
    return {
      paths: b.querySelectorAll('path').length,
      children: b.children.length,
      inside: [[0, 0], [0, 1], [1, 0]].map(([r, c]) => hitsB(r, c)),
      // Near the inner corner of the L, inside each arm, and just outside in the free cell.
      arms: [hitsB(0, 1, 0, 0.4), hitsB(1, 0, 0.4, 0)],
      outside: hitsB(1, 1),
      outsideNearCorner: hitsB(1, 1, -0.4, -0.4),
      labelCell: [Math.floor((label.top + label.height / 2 - top) / cell), Math.floor((label.left + label.width / 2 - left) / cell)],
      label: text.textContent,
    };
  }, await boardGrid(page));
  assert.equal(hits.paths, 1, 'one path');
  assert.equal(hits.children, 2, 'the path and its label');
  assert.deepEqual(hits.inside, [true, true, true], 'each of its cells hits the piece');
  assert.deepEqual(hits.arms, [true, true], 'inside its arms near the inner corner');
  assert.equal(hits.outside, false, 'the free cell of its bounding box does not');
  assert.equal(hits.outsideNearCorner, false, 'nor does the free cell near the inner corner');
  assert.equal(hits.label, 'B');
  assert.ok([[0, 0], [0, 1], [1, 0]].some(([r, c]) => r === hits.labelCell[0] && c === hits.labelCell[1]), `label at ${hits.labelCell}, a cell of the piece`);
  await screenshot(page, 'look-klotski-L');
  // The PNG export (raster.js) draws the same outline: saved for a look.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
  await download.saveAs(join(SCREENSHOTS, 'look-klotski-L-export.png'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a board shown after another puzzle\'s draws only its own goal outlines, as on a fresh page', async () => {
  const goals = (page) => page.locator('[data-testid="board-goal-pieces"] > *').count();
  const alone = {};
  for (const puzzle of PUZZLES) {
    const { page: fresh, context: freshContext } = await openPage(site.browser);
    await show(fresh, puzzle);
    alone[puzzle] = await goals(fresh);
    await freshContext.close();
  }
  // One page visits every puzzle after every other: a layer left from the last one (OmniGravity's goal outlines on
  // Holedox's lair) shows as a count unlike the puzzle's own.
  const { page, context, problems } = await openPage(site.browser);
  for (const from of PUZZLES) {
    for (const to of PUZZLES.filter((p) => p !== from)) {
      await show(page, from);
      await show(page, to);
      assert.equal(await goals(page), alone[to], `${to} after ${from}`);
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});
