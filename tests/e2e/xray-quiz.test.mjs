// Chromium tests of the X-ray's quiz and words (issue 28; web/js/views/xrayquiz.js, xraysteps.js, xray.js; the core's
// StepView.next and Summary.unit/nextRule in crates/core/src/xray/mod.rs): the question which state is expanded next,
// one answer wrong and one right with the reason, the waiting states and successors drawn as small boards, and the
// layer counter named after the search (a depth for BFS, a round of the bound for IDA*, a key for A*), in both
// languages. Partners: xray.test.mjs (stepping), xray-classroom.test.mjs (the classroom view).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, useSite } from './harness.mjs';

const site = useSite();
const PANEL = '[data-testid="xray-panel"]';

/** A page of `puzzle` in `lang` with the X-ray open on search `method`, at its first step. */
async function openXray(puzzle, method = 'bfs', lang = 'en', viewport = { width: 1366, height: 768 }) {
  const session = await openPage(site.browser, { viewport });
  const { page } = session;
  await page.goto(`${site.url}?lang=${lang}#${puzzle}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.state);
  await page.getByTestId('xray').click();
  await atStep(page, 0, 'bfs');
  if (method !== 'bfs') {
    await page.getByTestId(`xray-method-${method}`).check();
    await atStep(page, 0, method);
  }
  return session;
}

/** Waits for kept step `index` of search `method`, drawn. */
const atStep = (page, index, method) => page.waitForFunction(([p, i, m]) => {
  const panel = document.querySelector(p);
  return !panel.hidden && panel.dataset.step === String(i) && panel.dataset.method === m;
}, [PANEL, index, method], { timeout: 60000 });

/** The quiz's choices: the state each stands for, in the successors' list or the queue's. */
const choices = (page) => page.$$eval('[data-testid="xray-quiz-choice"]', (buttons) => buttons.map((b) => ({
  state: b.dataset.state, list: b.closest('ul, ol').dataset.testid, disabled: b.disabled, right: b.classList.contains('quiz-right'),
})));

test('the quiz asks which state breadth-first search expands next: a wrong answer is told why, a right one too', async () => {
  const { page, context, problems } = await openXray('fifteen');
  await page.getByTestId('xray-quiz').click();
  assert.equal(await page.getByTestId('xray-quiz').getAttribute('aria-pressed'), 'true');
  await page.getByTestId('xray-next').click();
  await atStep(page, 1, 'bfs');
  assert.match(await page.getByTestId('xray-quiz-question').textContent(), /expand next/);
  const shown = await choices(page);
  const queue = shown.filter((c) => c.list === 'xray-queue');
  const successors = shown.filter((c) => c.list === 'xray-successors');
  assert.ok(queue.length >= 2 && successors.length >= 1, JSON.stringify(shown));
  // The state just reached waits at the back: choosing it is the depth-first mistake.
  const late = successors.find((c) => c.state !== queue[0].state);
  assert.ok(late, 'a successor other than the front of the queue');
  await page.locator(`[data-testid="xray-successors"] [data-testid="xray-quiz-choice"][data-state="${late.state}"]`).click();
  const verdict = page.getByTestId('xray-quiz-verdict');
  assert.equal(await verdict.getAttribute('data-verdict'), 'wrong');
  assert.match(await verdict.textContent(), /^Not this one \(g \d+\).*first in, first out/);
  const after = await choices(page);
  assert.ok(after.every((c) => c.disabled), 'one answer per step');
  assert.deepEqual(after.filter((c) => c.right).map((c) => c.state), after.filter((c) => c.state === queue[0].state).map((c) => c.state),
    'the front of the queue is marked right');
  await screenshot(page, 'xray-quiz-wrong');
  await page.getByTestId('xray-panel').screenshot({ path: 'docs/screenshots/xray-quiz.png' });
  // The next step: the front of the queue, chosen.
  await page.getByTestId('xray-next').click();
  await atStep(page, 2, 'bfs');
  assert.equal(await verdict.getAttribute('data-verdict'), null, 'a new question, unanswered');
  const front = (await choices(page)).find((c) => c.list === 'xray-queue');
  await page.locator(`[data-testid="xray-queue"] [data-testid="xray-quiz-choice"][data-state="${front?.state}"]`).click();
  assert.equal(await verdict.getAttribute('data-verdict'), 'right');
  assert.match(await verdict.textContent(), /^Right\. Breadth-first search takes the state that has waited longest/);
  // Off again: the lists are plain lists.
  await page.getByTestId('xray-quiz').click();
  assert.ok(await page.getByTestId('xray-quiz-box').isHidden());
  await page.getByTestId('xray-next').click();
  await atStep(page, 3, 'bfs');
  assert.deepEqual(await choices(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the quiz on IDA*: the next state is the first successor within the bound, and the reason says depth first', async () => {
  const { page, context, problems } = await openXray('fifteen', 'solver');
  await page.getByTestId('xray-quiz').click();
  const question = await page.getByTestId('xray-quiz-question').textContent();
  assert.match(question, /expand next/, 'IDA* expands a successor of the start next: a question');
  const right = await page.evaluate(() => document.querySelector('[data-testid="xray-successors"] .fate-new [data-testid="xray-quiz-choice"]')?.dataset.state);
  assert.ok(right, 'a successor within the bound');
  await page.locator(`[data-testid="xray-successors"] [data-testid="xray-quiz-choice"][data-state="${right}"]`).first().click();
  assert.equal(await page.getByTestId('xray-quiz-verdict').getAttribute('data-verdict'), 'right');
  assert.match(await page.getByTestId('xray-quiz-verdict').textContent(), /depth first/);
  assert.deepEqual(problems, []);
  await context.close();
});

for (const lang of ['en', 'zh']) {
  test(`${lang}: waiting states are small boards, and the layer counter is named after the search`, async () => {
    const terms = {
      en: { bfs: 'Layer (moves from the start)', fifteen: 'Round of the bound', huarong: 'Round (one per key f = g + h)' },
      zh: { bfs: '层（距起点的步数）', fifteen: '界限的轮次', huarong: '轮次（每个键值 f = g + h 一轮）' },
    }[lang];
    const { page, context, problems } = await openXray('fifteen', 'bfs', lang);
    assert.equal(await page.getByTestId('xray-layer-term').textContent(), terms.bfs);
    const tiles = await page.locator('[data-testid="xray-board"] .pieces > *').count();
    const minis = await page.$$eval('[data-testid="xray-queue-entry"]', (items) => items.map((li) => li.querySelectorAll('svg.xray-mini .pieces > *').length));
    assert.ok(tiles > 0 && minis.length > 0 && minis.every((n) => n === tiles), `each waiting state drawn with its ${tiles} tiles: ${minis}`);
    const queueText = await page.getByTestId('xray-queue').textContent();
    assert.doesNotMatch(queueText, /\d+ \d+ \d+ \d+/, 'no raw state text');
    await page.getByTestId('xray-method-solver').check();
    await atStep(page, 0, 'solver');
    assert.equal(await page.getByTestId('xray-layer-term').textContent(), terms.fifteen);
    await page.getByTestId('xray-quiz').click();
    await screenshot(page, `xray-quiz-ida-${lang}`);
    await page.goto(`${site.url}?lang=${lang}#huarong`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.state);
    await page.getByTestId('xray').click();
    await atStep(page, 0, 'bfs');
    await page.getByTestId('xray-method-solver').check();
    await atStep(page, 0, 'solver');
    assert.equal(await page.getByTestId('xray-layer-term').textContent(), terms.huarong);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('at 390 px the quiz and the small boards fit: no sideways scrolling', async () => {
  const { page, context, problems } = await openXray('huarong', 'solver', 'en', { width: 390, height: 844 });
  await page.getByTestId('xray-quiz').click();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(wide <= 1, `no sideways scrolling: ${wide} px`);
  await page.getByTestId('xray-panel').screenshot({ path: 'target/e2e/xray-quiz-390.png' });
  assert.deepEqual(problems, []);
  await context.close();
});

for (const lang of ['en', 'zh']) {
  test(`${lang}: Huarong's X-ray steps NOIP's standard solution beside its A*, a permalink opens it; Fifteen has none`, async () => {
    const words = {
      en: { name: "NOIP's standard solution", method: /^NOIP 2013's standard solution/, compare: /NOIP's standard solution, without an estimate, expanded \d+\./, unit: 'Round (one per distance)' },
      zh: { name: 'NOIP 标准解法', method: /^NOIP 2013 标准解法/, compare: /NOIP 标准解法不用估价，扩展了 \d+ 个。/, unit: '轮次（每个距离一轮）' },
    }[lang];
    const { page, context, problems } = await openXray('huarong', 'bfs', lang);
    assert.ok(await page.getByTestId('xray-taught-box').isVisible());
    assert.equal(await page.getByTestId('xray-taught-name').textContent(), words.name);
    assert.match(await page.getByTestId('xray-compare').textContent(), words.compare);
    await page.getByTestId('xray-method-taught').check();
    await atStep(page, 0, 'taught');
    assert.match(await page.getByTestId('xray-name').textContent(), words.method);
    assert.equal(await page.getByTestId('xray-layer-term').textContent(), words.unit);
    await page.getByTestId('xray-next').click();
    await atStep(page, 1, 'taught');
    const link = await page.getByTestId('xray-step-link').getAttribute('href');
    assert.match(link ?? '', /xray=taught&step=2/);
    await screenshot(page, `xray-taught-${lang}`);
    const fresh = await openPage(site.browser, { viewport: { width: 1366, height: 768 } });
    await fresh.page.goto(link ?? '');
    await atStep(fresh.page, 1, 'taught');
    assert.ok(await fresh.page.getByTestId('xray-method-taught').isChecked());
    assert.deepEqual(fresh.problems, []);
    await fresh.context.close();
    // Fifteen has no taught method: no third choice.
    await page.goto(`${site.url}?lang=${lang}#fifteen`);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.state);
    await page.getByTestId('xray').click();
    await atStep(page, 0, 'bfs');
    assert.ok(await page.getByTestId('xray-taught-box').isHidden());
    assert.deepEqual(problems, []);
    await context.close();
  });
}
