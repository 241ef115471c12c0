// `make bench`, browser part: the worst-case inputs solved by the wasm build inside the page's worker in headless Chromium,
// timed with performance.now() beside criterion's native in-process figures (crates/bench/benches/solvers.rs), re-run per puzzle just before.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, ROOT, launchBrowser, openPage, startServer, useTestingWorker } from '../tests/e2e/harness.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 15);
// A puzzle without a seed program (Klotski) has no worst case from bench/compare.py: its generator's, as `puzzles gen
// --kind worst --seed 1` prints it (the one crates/bench/benches/solvers.rs times natively).
mkdirSync(join(ROOT, 'target', 'bench'), { recursive: true });
for (const p of PUZZLES.filter((name) => name !== 'fifteen')) {
  const file = join(ROOT, 'target', 'bench', `${p}-worst.in`);
  if (!existsSync(file)) writeFileSync(file, execFileSync(join(ROOT, 'target', 'release', 'puzzles'), ['gen', p, '--kind', 'worst', '--seed', '1']));
}
// The puzzles with a worst-case input; Fifteen's random boards have their own bench/fifteen-wasm.mjs.
const WORST = PUZZLES.filter((p) => existsSync(join(ROOT, 'target', 'bench', `${p}-worst.in`)));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * criterion's figures for judge/<puzzle>-worst in ms: its median, and the best of its samples (time per iteration), or
 * null when it has not run.
 */
function nativeMs(puzzle) {
  const dir = join(ROOT, 'target', 'criterion', 'judge', `${puzzle}-worst`, 'new');
  if (!existsSync(join(dir, 'estimates.json'))) return null;
  const { iters, times } = JSON.parse(readFileSync(join(dir, 'sample.json'), 'utf8'));
  return {
    median: JSON.parse(readFileSync(join(dir, 'estimates.json'), 'utf8')).median.point_estimate / 1e6,
    best: Math.min(...times.map((t, i) => t / iters[i])) / 1e6,
  };
}

/**
 * Page-clock times from navigation (performance.now(), whose zero is the navigation's start) to the first board drawn
 * with the sample in the judge box: first visits in fresh browser contexts, the worker's first answer on those visits,
 * and repeat visits served by the service worker.
 */
async function measureStartup(url) {
  const visits = Number(process.env.BENCH_VISITS || 9);
  const first = [];
  const worker = [];
  const repeat = [];
  const ready = async (page) => {
    await page.waitForFunction(() => window.__ready, null, { polling: 5 });
    return page.evaluate(() => Math.round(window.__ready));
  };
  // Visit -1 warms the freshly launched browser (its one-time costs, such as loading fonts, are no site's) and is not counted.
  for (let i = -1; i < visits; i++) {
    const { page, context } = await openPage(browser);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (!window.__ready && document.querySelector('[data-testid="board"]')?.dataset.state
          && document.querySelector('[data-testid="judge-input"]')?.value) window.__ready = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`${url}#huarong`);
    const drawn = await ready(page);
    const answered = await page.evaluate(async () => {
      const { request } = await import('./dist/main.js');
      await request({ op: 'puzzles', puzzle: 'huarong' });
      return Math.round(performance.now());
    });
    if (i < 0) {
      await context.close();
      continue;
    }
    first.push(drawn);
    worker.push(answered);
    if (i < 3) {
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.reload();
      repeat.push(await ready(page));
    }
    await context.close();
  }
  return { first, worker, repeat };
}

const server = await startServer();
const browser = await launchBrowser();

try {
  // Without the service worker, whose cache would answer a puzzle's worker started after it controls the page.
  const { page, problems } = await openPage(browser, { serviceWorkers: 'block' });
  // judgeRepeated is a test-only request: this page runs the wasm built with the cargo feature `testing`.
  await useTestingWorker(page);
  await page.goto(`${server.url}#omnigravity`);
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.length > 0);
  const rows = [];
  for (const puzzle of WORST) {
    const input = readFileSync(join(ROOT, 'target', 'bench', `${puzzle}-worst.in`), 'utf8');
    // criterion again for this puzzle alone, right before its wasm runs: this machine's speed drifts by half over
    // minutes, so the two sides of a ratio are measured minutes apart at most, not across the whole bench.
    execFileSync('cargo', ['bench', '-q', '-p', 'puzzle-core', '--bench', 'solvers', '--', `judge/${puzzle}-worst`,
      '--warm-up-time', '2', '--measurement-time', '4'], { cwd: ROOT, stdio: 'ignore' });
    const native = nativeMs(puzzle);
    const times = await page.evaluate(async ({ puzzle, input, runs }) => {
      const { request } = await import('./dist/main.js');
      // Warm-up, as criterion warms up natively (3 s): at least 5 runs and 3 seconds, so that V8 has tiered the hot code up.
      const warm = performance.now();
      let last = 0;
      for (let i = 0; i < 5 || performance.now() - warm < 3000; i++) last = (await request({ op: 'judge', puzzle, input })).ms;
      // The worker's clock ticks in 0.1 ms: a sub-millisecond solve is timed over enough repeats to last 20 ms.
      const times = Math.max(1, Math.ceil(20 / Math.max(last, 0.1)));
      const ms = [];
      for (let i = 0; i < runs; i++) ms.push((await request({ op: 'judgeRepeated', puzzle, input, times })).ms / times);
      return ms;
    }, { puzzle, input, runs: RUNS });
    rows.push({ puzzle, wasm: { median: median(times), best: Math.min(...times) }, native });
  }
  // The page itself: time to interactive, long tasks while the worst inputs are solved, the 500-query picker and the gallery.
  const startup = await measureStartup(server.url);
  const page2 = (await openPage(browser)).page;
  await page2.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
  });
  const picker = {};
  const solveTasks = [];
  const pickTasks = [];
  /** Puts `text` in the judge textarea at once, as a paste would, and lets the page settle. */
  const paste = async (text) => {
    await page2.evaluate((t) => {
      const area = document.querySelector('[data-testid="judge-input"]');
      area.value = t;
      area.dispatchEvent(new Event('input'));
    }, text);
    await page2.waitForTimeout(200);
  };
  const takeLongTasks = () => page2.evaluate(() => window.__longTasks.splice(0));
  for (const puzzle of WORST) {
    await page2.goto(`${server.url}#${puzzle}`);
    await page2.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
    await paste(readFileSync(join(ROOT, 'target', 'bench', `${puzzle}-worst.in`), 'utf8'));
    await takeLongTasks();
    await page2.getByTestId('judge-run').click();
    await page2.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0, null, { timeout: 60000 });
    await page2.waitForTimeout(100);
    solveTasks.push(...await takeLongTasks());
    const t0 = Date.now();
    const options = await page2.getByTestId('case-select').locator('option').count();
    await page2.getByTestId('case-select').selectOption(String(options - 2));
    await page2.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent !== '0 / 0'
      || document.querySelector('[data-testid="insight"]').hidden === false, null, { timeout: 60000 });
    picker[puzzle] = { options: options - 1, ms: Date.now() - t0 };
    await page2.waitForTimeout(300);
    pickTasks.push(...await takeLongTasks());
  }
  // Gallery: scroll through the deepest OmniGravity board's states and record frame gaps.
  await page2.goto(`${server.url}#omnigravity`);
  await page2.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  await paste(readFileSync(join(ROOT, 'target', 'bench', 'omnigravity-worst.in'), 'utf8'));
  await page2.getByTestId('judge-run').click();
  await page2.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
  await page2.getByTestId('case-select').selectOption('0');
  // compare.py's worst boards reach over 10,000 states; the generator's (bench/wasm.mjs run alone) may reach fewer.
  await page2.waitForFunction(() => Number(document.querySelector('[data-testid="gallery-count"]').dataset.count) > 0, null, { timeout: 60000 });
  await page2.waitForFunction(() => Number(document.querySelector('[data-testid="gallery-count"]').dataset.count) > 10000, null, { timeout: 5000 })
    .catch(() => {});
  const scroll = await page2.evaluate(async () => {
    const gallery = document.querySelector('[data-testid="gallery"]');
    const gaps = [];
    let last = performance.now();
    const start = window.__longTasks.length;
    for (let i = 0; i < 120; i++) {
      gallery.scrollTop += 150; // a fast flick: 150 px a frame is 9,000 px a second
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }
    return { count: Number(document.querySelector('[data-testid="gallery-count"]').dataset.count),
      worstFrame: Math.max(...gaps), medianFrame: gaps.sort((a, b) => a - b)[60], longTasks: window.__longTasks.slice(start) };
  });
  const wasmFile = join(ROOT, 'web', 'pkg', 'puzzle_huarong_bg.wasm');
  const { gzipSync } = await import('node:zlib');
  const gz = gzipSync(readFileSync(wasmFile)).length;

  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`\nIn-process, each puzzle's native (criterion) and wasm (Chromium's worker, ${RUNS} runs after a 3 s warm-up)`);
  console.log('figures taken one right after the other: median (best).\n');
  console.log('| puzzle | native in-process | wasm in Chromium | wasm / native, medians (bests) |');
  console.log('|---|---|---|---|');
  const both = ({ median: m, best }) => `${m.toFixed(2)} (${best.toFixed(2)}) ms`;
  for (const r of rows) {
    const native = r.native === null ? 'n/a (run cargo bench)' : both(r.native);
    const ratio = r.native === null ? 'n/a'
      : `${(r.wasm.median / r.native.median).toFixed(2)}x (${(r.wasm.best / r.native.best).toFixed(2)}x)`;
    console.log(`| ${r.puzzle} | ${native} | ${both(r.wasm)} | ${ratio} |`);
  }
  console.log('\nThe page (headless Chromium, localhost):\n');
  console.log('| measure | value | target |');
  console.log('|---|---|---|');
  console.log(`| wasm size, gzipped (after wasm-opt) | ${(gz / 1024).toFixed(1)} KB | <= 205 KB (the Makefile's WASM_BUDGET) |`);
  const { first, worker, repeat } = startup;
  console.log(`| first visit, navigation to interactive (board drawn with its controls, sample in the judge box), median / worst of ${first.length} | ${median(first)} / ${Math.max(...first)} ms | <= 300 ms |`);
  console.log(`| first visit, navigation to the worker's first answer (a move is played), median | ${median(worker)} ms | (not a target) |`);
  console.log(`| repeat visit (service worker), navigation to interactive, median of ${repeat.length} | ${median(repeat)} ms | |`);
  const longest = (tasks) => (tasks.length ? `${Math.max(...tasks).toFixed(0)} ms (${tasks.length} over 50 ms)` : 'none over 50 ms');
  console.log(`| longest main-thread task while the three worst inputs were solved | ${longest(solveTasks)} | none over 50 ms |`);
  console.log(`| longest main-thread task while a picked case was drawn with its insight | ${longest(pickTasks)} | (not a target) |`);
  for (const [puzzle, p] of Object.entries(picker)) {
    console.log(`| ${puzzle}: picker of ${p.options} entries, one picked and loaded | ${p.ms} ms | usable |`);
  }
  console.log(`| gallery of ${scroll.count} states: 120 scroll steps, median / worst frame | ${scroll.medianFrame.toFixed(1)} / ${scroll.worstFrame.toFixed(1)} ms, long tasks: ${scroll.longTasks.length ? scroll.longTasks.map((t) => t.toFixed(0)).join(', ') + ' ms' : 'none'} | no jank |`);
} finally {
  await browser.close();
  server.stop();
}
