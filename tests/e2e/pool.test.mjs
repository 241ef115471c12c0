// Chromium tests of the page's judge over a pool of workers (issue 26; web/js/worker-client.js `judge`, crates/wasm
// service.rs `JudgeCases` and `Give`): the output of every puzzle is the one worker's byte for byte, Fifteen's tables
// are built once and given to the helpers, and Stop ends every worker of the run. Partners: workers.test.mjs, stops.test.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, SITE, fixture, openPage, openPuzzle, pageIn, paste, screenshot, showTab, useSite } from './harness.mjs';
import { chunkSize } from '../../web/js/worker-client.js';

const site = useSite();

/**
 * A page that reports `cores` as its hardwareConcurrency (so that a 2-core machine runs a pool of four), and counts, per
 * worker it starts, the progress messages of a set-up it builds (`__told`: worker numbers in start order), the
 * requests posted to its workers (`__posted`: their ops), how many cases each `judgeCases` asks for (`__spans`; with
 * the worker's number, `__requests`: [worker, from, to, part]) and
 * how many set-ups each `judgeCases` reply gives (`__sent`). With `forgetful`, its workers keep nothing in IndexedDB
 * (kept.js's store answers nothing), so that a worker that is not given the tables builds them. `memory`: the bytes
 * the pool's workers may hold together (worker-client.js `poolByMemory`; else an eighth of the device's). With
 * `always` (the default), every run is pooled; with `ahead`, a pool's requests go two a worker at a time whatever its
 * cases; `warmWorth` (whole ms) replaces worker-client.js's POOL_WARM_WORTH, `partsMs` its POOL_PARTS_MS. With `kept`, the page opens in the file's one
 * context that keeps Fifteen's tables ({@link keptTables}): close the page, not that context. `__inflight` holds per worker (its number) the most `judgeCases` it was given at once, unanswered.
 */
async function openWith(puzzle, cores, { forgetful = false, memory = 0, always = true, ahead = false, warmWorth = 0, kept = false, partsMs = undefined } = {}) {
  const session = kept ? await pageIn(await keptTables()) : await openPage(site.browser, { serviceWorkers: 'block' });
  if (forgetful) {
    const source = (name) => readFileSync(join(SITE, 'js', name), 'utf8');
    await session.context.route('**/dist/worker.js', (route) => route.fulfill({ body: source('worker.js'), contentType: 'text/javascript' }));
    await session.context.route('**/dist/worker-loader.js', (route) => route.fulfill({ body: source('worker-loader.js'), contentType: 'text/javascript' }));
    await session.context.route('**/dist/kept.js', (route) => route.fulfill({
      body: 'export async function openKept() { return { load: () => undefined, keep: () => {} }; }', contentType: 'text/javascript',
    }));
  }
  await session.page.addInitScript(([n, bytes, pooled, twoAtATime, worth, quick]) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n, configurable: true });
    if (typeof quick === 'number') globalThis.__poolPartsMs = quick;
    if (bytes) globalThis.__poolMemory = bytes;
    if (worth) globalThis.__poolWarmWorth = worth;
    if (twoAtATime) globalThis.__poolAhead = true;
    const inflight = {};
    Object.defineProperty(window, '__inflight', { value: inflight });
    // Every run pooled, however short, no worker taking a case past the first two before every helper is ready
    // (worker-client.js starts helpers only for a run whose first two cases say the rest would take one worker over
    // 40 ms): so that every helper takes part even in a run of easy boards that the first one ready would finish.
    if (pooled) globalThis.__poolAlways = true;
    const told = [];
    Object.defineProperty(window, '__told', { value: told });
    const posted = [];
    Object.defineProperty(window, '__posted', { value: posted });
    const spans = [];
    Object.defineProperty(window, '__spans', { value: spans });
    const sent = [];
    Object.defineProperty(window, '__sent', { value: sent });
    // Each judgeCases posted: [worker number, from, to, part].
    const requests = [];
    Object.defineProperty(window, '__requests', { value: requests });
    let started = 0;
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url, options) {
        super(url, options);
        const number = ++started;
        this.number = number;
        this.open = new Set();
        this.addEventListener('message', (event) => {
          if (!event.data?.progress) this.open.delete(event.data?.id);
          if (event.data?.progress) told.push(number);
          if (Array.isArray(event.data?.value?.shared)) sent.push(event.data.value.shared.length);
        });
      }

      postMessage(message, ...rest) {
        if (message?.request?.op) posted.push(message.request.op);
        if (message?.request?.op === 'judgeCases') {
          spans.push(message.request.to - message.request.from);
          requests.push([this.number, message.request.from, message.request.to, message.request.part]);
          this.open.add(message.id);
          inflight[this.number] = Math.max(inflight[this.number] ?? 0, this.open.size);
        }
        return super.postMessage(message, ...rest);
      }
    };
  }, [cores, memory, always, ahead, warmWorth, partsMs]);
  return openPuzzle(site, puzzle, session);
}

/** The context of the file's pages that open `kept` (see {@link openWith}), made by the first. */
let tabled = /** @type {import('playwright-core').BrowserContext | null} */ (null);

/** The context whose IndexedDB keeps Fifteen's 4x4 tables for the pages opened `kept`: the first page builds them, the
 * next load them in about half a second rather than building them again (4 s each). */
async function keptTables() {
  tabled ??= await site.browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers: 'block' });
  return tabled;
}

/** The output, the solve lines and the status line of a Run of `input`. */
async function run(page, input) {
  await paste(page.getByTestId('judge-input'), input);
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-stop"]').hidden
    && document.querySelector('[data-testid="judge-output"]').textContent.length > 0, null, { timeout: 120000 });
  return {
    output: await page.getByTestId('judge-output').textContent(),
    paths: await page.getByTestId('judge-paths').textContent(),
    status: await page.getByTestId('judge-status').textContent(),
  };
}

/** The page's puzzle workers (worker.js, the one that plays and a pool's helpers) still running. */
const puzzleWorkers = (page) => page.workers().filter((w) => new URL(w.url()).pathname.endsWith('/worker.js'));

/** `n` random 4x4 boards in the judge format, each a random walk of 150 moves from the goal (a seeded generator). */
function fifteenBoards(n, seed) {
  let state = seed;
  const random = (k) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * k);
  };
  const lines = [String(n)];
  for (let b = 0; b < n; b++) {
    const tiles = [...Array.from({ length: 15 }, (_, i) => i + 1), 0];
    let blank = 15;
    let last = -1;
    for (let step = 0; step < 150; step++) {
      const [r, c] = [Math.floor(blank / 4), blank % 4];
      const next = [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]
        .filter(([y, x]) => y >= 0 && y < 4 && x >= 0 && x < 4 && y * 4 + x !== last)
        .map(([y, x]) => y * 4 + x);
      const to = next[random(next.length)];
      [tiles[blank], tiles[to]] = [tiles[to], tiles[blank]];
      last = blank;
      blank = to;
    }
    lines.push('4 4');
    for (let r = 0; r < 4; r++) lines.push(tiles.slice(r * 4, r * 4 + 4).join(' '));
  }
  return `${lines.join('\n')}\n`;
}

/** Per puzzle, inputs of many cases from its judge fixtures, with their outputs. */
const MANY = {
  omnigravity: 'random', huarong: 'random-27x19', holedox: 'random', fifteen: 'gen-seed-42', klotski: 'classic-2', sokoban: 'edge',
};

describe('chunkSize (worker-client.js): the cases a pool\'s worker asks for next', () => {
  /** The requests of a run's first round, workers asking in `order` after the first worker's first request took
   * `head` of `count` cases: what each worker was given, first request included. */
  function firstRound(count, head, least, order) {
    const workers = new Set(order).size;
    const taken = new Map([[order[0], head]]);
    let next = head;
    for (const worker of order) {
      if (next >= count) break;
      const cases = chunkSize({ rest: count - next, workers, least, share: Math.ceil(count / workers), taken: taken.get(worker) ?? 0 });
      assert.ok(cases >= 1 && cases <= count - next, `${cases} of ${count - next}`);
      taken.set(worker, (taken.get(worker) ?? 0) + cases);
      next += cases;
    }
    return [...taken.values()];
  }

  test('500 quick queries over two workers, two requests each: neither takes most, whichever asks first', () => {
    // A floor of 134 queries (2 ms at 0.015 ms) once made three requests, two of them the first worker's: 366 and 134.
    assert.deepEqual(firstRound(500, 68, 134, ['main', 'main', 'helper', 'helper']), [250, 250]);
    assert.deepEqual(firstRound(500, 68, 134, ['main', 'helper', 'main', 'helper']), [250, 250]);
    assert.deepEqual(firstRound(500, 34, 134, ['main', 'helper', 'main', 'helper']), [250, 250]);
  });

  test('guided self-scheduling stays as it was: a quarter of the rest for two workers, fewer as fewer are left, no lone tail', () => {
    const sizes = [];
    for (let rest = 48; rest > 0;) {
      const cases = chunkSize({ rest, workers: 2, least: 1, share: 25, taken: 0 });
      sizes.push(cases);
      rest -= cases;
    }
    assert.deepEqual(sizes, [12, 9, 7, 5, 4, 3, 2, 2, 1, 1, 1, 1]);
    assert.equal(chunkSize({ rest: 150, workers: 2, least: 134, share: 250, taken: 0 }), 150, 'the rest, not 134 and a tail of 16');
    assert.equal(chunkSize({ rest: 437, workers: 1, least: 134, share: 500, taken: 68 }), 437, 'one worker alone: all at once');
  });
});

describe('issue 26: the judge on every core', () => {
  test('every puzzle: a pool of four gives the one worker\'s output, lines and rows, byte for byte', async () => {
    const one = await openWith(PUZZLES[0], 1);
    const four = await openWith(PUZZLES[0], 4);
    for (const puzzle of PUZZLES) {
      for (const session of [one, four]) await showTab(session.page, puzzle);
      for (const name of ['sample', MANY[puzzle]]) {
        const input = fixture(puzzle, `${name}.in`);
        const alone = await run(one.page, input);
        const pooled = await run(four.page, input);
        assert.equal(alone.output, fixture(puzzle, `${name}.out`), `${puzzle} ${name}: one worker`);
        assert.equal(pooled.output, alone.output, `${puzzle} ${name}: the pool`);
        assert.equal(pooled.paths, alone.paths, `${puzzle} ${name}: the solve lines`);
        assert.match(alone.status, /\(in the worker\)\.$/, `${puzzle} ${name}`);
        // However many workers took part (a short run is done before a helper has started): the pool's path.
        assert.match(pooled.status, /\((in the worker|[234] workers side by side)\)\.$/, `${puzzle} ${name}`);
      }
    }
    assert.deepEqual(one.problems, []);
    assert.deepEqual(four.problems, []);
    await one.context.close();
    await four.context.close();
  });

  test('Fifteen: the tables are built once, by the first worker, the helpers are given them, and Stop ends every worker', async () => {
    // Two requests a worker at a time, as quick cases go (`ahead`): Stop ends a worker that was given its next too.
    const { page, context, problems } = await openWith('fifteen', 4, { forgetful: true, ahead: true });
    // A hundred copies of Korf's instance 17 (66 moves, the hardest of his 100 for our search): seconds of work even
    // for a pool, so that Stop finds the run going (40 random-walk boards were done before the click once the search
    // got three times faster).
    const hardest = '\n4 4\n4 6 14 13\n7 8 11 9\n3 10 15 5\n12 0 2 1\n';
    const input = `100\n${hardest.repeat(100)}`;
    await paste(page.getByTestId('judge-input'), input);
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => /Building Fifteen's tables/.test(document.querySelector('[data-testid="judge-status"]').textContent),
      null, { timeout: 60000 });
    await page.waitForFunction(() => /Solving… \d+ of 100 done/.test(document.querySelector('[data-testid="judge-status"]').textContent),
      null, { timeout: 120000 });
    // The helpers are started as the first worker's reply comes back, when the status starts counting; Playwright
    // lists a worker only once its thread runs, a moment later (a fresh clone's run once found one worker listed here).
    for (let i = 0; i < 50 && puzzleWorkers(page).length < 2; i++) await page.waitForTimeout(100);
    assert.ok(puzzleWorkers(page).length >= 2, `a pool at work: ${puzzleWorkers(page).length} workers`);
    for (let i = 0; i < 50 && !Object.values(await page.evaluate(() => window.__inflight)).includes(2); i++) await page.waitForTimeout(100);
    assert.ok(Object.values(await page.evaluate(() => window.__inflight)).includes(2), 'a worker holds two requests');
    await screenshot(page, 'pool-progress');
    await page.getByTestId('judge-stop').click();
    assert.equal(await page.getByTestId('judge-error').textContent(), 'Stopped. The solver was restarted.');
    // The helpers end; the worker that plays starts again for the board.
    for (let i = 0; i < 50 && puzzleWorkers(page).length > 1; i++) await page.waitForTimeout(100);
    assert.ok(puzzleWorkers(page).length <= 1, `after Stop: ${puzzleWorkers(page).length} puzzle workers`);
    const told = await page.evaluate(() => [...new Set(window.__told)]);
    assert.deepEqual(told, [1], 'the first worker alone built the tables');

    // A Run after the Stop, which ended the worker that held the tables: its successor builds them (nothing is kept
    // here) and gives them to the helpers, who build nothing.
    const few = fifteenBoards(8, 11);
    const pooled = await run(page, few);
    assert.match(pooled.status, /solved in \d+\.\d ms \([234] workers side by side\)\.$/, 'helpers took part');
    assert.equal(pooled.output.split('\n').filter(Boolean).length, 8);
    const builders = await page.evaluate(() => [...new Set(window.__told)]);
    assert.equal(builders.length, 2, `one more build: ${builders}`);
    const alone = await openWith('fifteen', 1, { kept: true });
    assert.equal((await run(alone.page, few)).output, pooled.output, 'the pool against one worker');
    assert.deepEqual(problems, []);
    await alone.page.close();
    await context.close();
  });

  test('the requests of a pool take fewer cases as fewer are left, single ones at the end, so that the workers end together', async () => {
    const { page, context, problems } = await openWith('omnigravity', 2);
    const input = fixture('omnigravity', 'random.in');
    await run(page, input);
    await page.evaluate(() => { window.__spans.length = 0; });
    const pooled = await run(page, input);
    assert.equal(pooled.output, fixture('omnigravity', 'random.out'));
    // The first worker's first two cases, the helper's parse (no case), then the cases left shared out.
    const spans = await page.evaluate(() => window.__spans.filter((n) => n > 0).slice(1));
    assert.ok(spans.length >= 6, `${spans}`);
    assert.ok(spans.every((n, i) => i === 0 || n <= spans[i - 1]), `never more than the request before: ${spans}`);
    assert.equal(spans[0], Math.ceil(48 / 4), `a quarter of the 48 cases left, for two workers: ${spans}`);
    assert.deepEqual(spans.slice(-2), [1, 1], `single cases at the end: ${spans}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('quick cases go to each worker two requests at a time, so that none waits for the page between them; long ones one', async () => {
    const { page, context, problems } = await openWith('omnigravity', 2);
    const input = fixture('omnigravity', 'random.in');
    await run(page, input);
    await page.evaluate(() => { for (const key of Object.keys(window.__inflight)) delete window.__inflight[key]; });
    assert.equal((await run(page, input)).output, fixture('omnigravity', 'random.out'));
    assert.deepEqual(Object.values(await page.evaluate(() => window.__inflight)), [2, 2], 'both workers, two at a time');
    await context.close();

    // Korf's instance 17, the hardest of his 100 (66 moves): far past POOL_AHEAD_MS a case.
    const fifteen = await openWith('fifteen', 2, { kept: true });
    const hard = `6\n${'\n4 4\n4 6 14 13\n7 8 11 9\n3 10 15 5\n12 0 2 1\n'.repeat(6)}`;
    const pooled = await run(fifteen.page, hard);
    assert.match(pooled.status, /\(2 workers side by side\)\.$/, pooled.status);
    assert.deepEqual(Object.values(await fifteen.page.evaluate(() => window.__inflight)), [1, 1], 'one at a time');
    assert.deepEqual(problems, []);
    assert.deepEqual(fifteen.problems, []);
    await fifteen.page.close();
  });

  test('Fifteen: the tables go to the helpers once, not again with every run while they hold them', async () => {
    const { page, problems } = await openWith('fifteen', 2, { kept: true });
    const few = fifteenBoards(8, 5);
    const first = await run(page, few);
    assert.match(first.status, /\(2 workers side by side\)\.$/, first.status);
    // The first reply of a run is the first worker's, which has built the set-ups.
    assert.equal(await page.evaluate(() => window.__sent[0]), 1, 'the first run gives the 4x4 tables');
    for (let round = 0; round < 2; round++) {
      await page.evaluate(() => { window.__sent.length = 0; });
      const again = await run(page, few);
      assert.equal(again.output, first.output);
      assert.equal(await page.evaluate(() => window.__sent[0]), 0, `run ${round + 2}: the helper holds them already`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('a quick input is judged in one request to the first worker, on a page of four cores as on one', async () => {
    const { page, context, problems } = await openWith('huarong', 4, { always: false });
    // The first 40 queries on a strip of 1x6, well under a ms: far under POOL_WARM_WORTH, so that helpers, running or
    // not, solve none of them. (All 200 took about 5 ms at the first request's pace on a busy host, near the 6 ms
    // threshold, and were pooled once in a fresh clone.)
    const [head, board, ...queries] = fixture('huarong', 'strip-1x6.in').trimEnd().split('\n');
    const input = [head.replace(/ 200$/, ' 40'), board, ...queries.slice(0, 40)].join('\n') + '\n';
    const expected = fixture('huarong', 'strip-1x6.out').split('\n').slice(0, 40).join('\n') + '\n';
    // A first run warms the worker up (its first call runs in wasm's baseline tier, slow enough to be pooled).
    await run(page, input);
    for (let round = 0; round < 2; round++) {
      await page.evaluate(() => { window.__spans.length = 0; });
      const pooled = await run(page, input);
      assert.equal(pooled.output, expected);
      assert.match(pooled.status, /\(in the worker\)\.$/, pooled.status);
      // Helpers running since the first run may parse the input beside it (requests of no case).
      assert.deepEqual(await page.evaluate(() => window.__spans.filter((n) => n > 0)), [2],
        `round ${round + 1}: the input parsed and every case solved in one request`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a run that one worker took over POOL_WARM_WORTH starts the helpers; the next is pooled, each helper parsing as the first request is posted', async () => {
    // A threshold of 1 s for the warm-up: the sample's two cases on a cold worker (its first, baseline-tier call) took
    // over POOL_WARM_WORTH's 6 ms once, on a busy machine, and started a helper.
    // Quick cases never go in parts here (the next test): the first request is measured.
    const { page, context, problems } = await openWith('huarong', 2, { always: false, warmWorth: 1000, partsMs: 0 });
    const input = fixture('huarong', 'random-23x9.in');
    // The sample warms the worker up; its two cases take far less than the threshold: no helper starts.
    await run(page, fixture('huarong', 'sample.in'));
    await page.waitForTimeout(300);
    assert.equal(puzzleWorkers(page).length, 1, 'one worker after a quick run');
    // A threshold of 1 ms: the run goes alone and starts the helper. Alone whatever the machine's load: a cold helper
    // joins a run whose rest would take the first worker over POOL_WORTH (40 ms), which this input did once under load.
    await page.evaluate(() => { globalThis.__poolWarmWorth = 1; globalThis.__poolWorth = 60000; });
    const alone = await run(page, input);
    assert.equal(alone.output, fixture('huarong', 'random-23x9.out'));
    assert.match(alone.status, /\(in the worker\)\.$/, alone.status);
    for (let i = 0; i < 50 && puzzleWorkers(page).length < 2; i++) await page.waitForTimeout(100);
    assert.equal(puzzleWorkers(page).length, 2, 'the helper started, warm for the next run');
    // 500 queries on 30x30: more than the first request's 1 ms, wherever the test runs.
    await page.evaluate(() => { window.__spans.length = 0; });
    const pooled = await run(page, fixture('huarong', 'worst-30x30.in'));
    assert.equal(pooled.output, fixture('huarong', 'worst-30x30.out'));
    assert.match(pooled.status, /\(2 workers side by side\)\.$/, pooled.status);
    const spans = await page.evaluate(() => window.__spans);
    assert.deepEqual(spans.slice(0, 2), [0, 2], `the helper's parse, then the first worker's first request: ${spans}`);
    // Again, each worker holding the board's solver (the first query of a run no longer prices the board's turns): its
    // queries, well under POOL_CHUNK_MS (2 ms) each, go a few at least a request, never one by one.
    await page.evaluate(() => { window.__spans.length = 0; });
    assert.equal((await run(page, fixture('huarong', 'worst-30x30.in'))).output, pooled.output);
    const again = await page.evaluate(() => window.__spans);
    assert.ok(again.slice(2).every((n) => n >= 2), `no request of a single quick query: ${again}`);
    // Both take queries (how many each: chunkSize's tests above).
    await page.evaluate(() => { window.__requests.length = 0; });
    assert.equal((await run(page, fixture('huarong', 'worst-30x30.in'))).output, pooled.output);
    const requests = await page.evaluate(() => window.__requests.filter(([, from, to]) => to > from));
    const workers = new Set(requests.map(([worker]) => worker));
    assert.equal(workers.size, 2, `both workers took queries: ${JSON.stringify(requests)}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('quick cases on a warm helper: each worker is given its part at once; a bad input is refused once, nobody restarted', async () => {
    // Quick under 10 ms a query rather than POOL_PARTS_MS (0.1 ms): on a slow host (a fresh clone, 7 December) four runs
    // of the 500 queries never averaged under 0.1 ms each, and none went in parts.
    const { page, context, problems } = await openWith('huarong', 2, { always: false, warmWorth: 1, partsMs: 10 });
    // The first run goes alone, or, on a cold worker's slow first queries, pooled: either way the helper runs after
    // it; once a run's queries took under the quick time each, the next goes in parts.
    const input = fixture('huarong', 'worst-30x30.in');
    let pooled = { output: '', paths: '', status: '' };
    let requests = [];
    for (let round = 0; round < 4 && !(requests.length > 0 && requests.every(([, , , part]) => part)); round++) {
      await page.evaluate(() => { window.__requests.length = 0; });
      pooled = await run(page, input);
      requests = await page.evaluate(() => window.__requests);
    }
    assert.equal(pooled.output, fixture('huarong', 'worst-30x30.out'));
    assert.match(pooled.status, /^500 queries solved in [\d.]+ ms \(2 workers side by side\)\.$/, pooled.status);
    assert.deepEqual(requests.map(([worker, , , part]) => [worker, part]), [[1, [0, 2]], [2, [1, 2]]],
      `one request a worker, no first request measured: ${JSON.stringify(requests)}`);
    const lines = pooled.paths.split('\n');
    assert.equal(lines.length, 500);
    assert.ok(lines.every((line, i) => line.split(' ')[0] === pooled.output.split('\n')[i]), 'each path beside its answer');
    // A bad input: every part finds the same fault, shown once; the helper is not restarted.
    const helper = puzzleWorkers(page)[1];
    await paste(page.getByTestId('judge-input'), '3 4 1\n1 1 1 1\n1 1 1 1\n1 1 1\n1 1 1 1 1 1\n');
    await page.getByTestId('judge-run').click();
    await page.waitForFunction(() => /line 5, column 7: expected the piece and the blank on different cells/
      .test(document.querySelector('[data-testid="judge-error"]').textContent));
    assert.equal(puzzleWorkers(page).length, 2);
    assert.equal(puzzleWorkers(page)[1], helper, 'the same helper');
    assert.equal((await run(page, input)).output, pooled.output, 'and the next run is whole');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('Fifteen: a pool takes no more workers than its memory holds (43 MiB of tables each: two in 100 MiB)', async () => {
    const { page, problems } = await openWith('fifteen', 4, { memory: 100 * 2 ** 20, kept: true });
    const few = fifteenBoards(8, 11);
    const pooled = await run(page, few);
    assert.match(pooled.status, /\((in the worker|2 workers side by side)\)\.$/, pooled.status);
    const roomy = await openWith('fifteen', 4, { kept: true });
    const wide = await run(roomy.page, few);
    assert.match(wide.status, /\([34] workers side by side\)\.$/, `an eighth of 4 GiB holds more: ${wide.status}`);
    assert.equal(wide.output, pooled.output);
    assert.deepEqual(problems, []);
    assert.deepEqual(roomy.problems, []);
    await roomy.page.close();
    await page.close();
  });
});
