// `make bench`, the judge panel over a pool of workers (web/js/worker-client.js `judge`) against one worker, in the same
// run in headless Chromium: OmniGravity's and Huarong's worst inputs (bench/compare.py's, else the generator's),
// Fifteen's 100 random boards (bench/fifteen.py's) and Korf's 100 (bench/korf100.in), each judged alone (the page's
// `judge` called) and through the panel's Run, with the page reporting one core, then the machine's; beside them the
// same input natively (`puzzles judge --jobs 1` and `--jobs N`, Fifteen's tables kept in a cache folder of the run's,
// as the page keeps them in IndexedDB), so that the worker/native ratio is of one run. Partners:
// crates/bench/benches/solvers.rs group `jobs` (the same natively, in-process), Makefile.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, launchBrowser, openPage, startServer } from '../tests/e2e/harness.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
/** Runs of each page before the timed ones (`BENCH_WARM`). */
const WARM = Math.max(1, Number(process.env.BENCH_WARM || 6));
const CORES = availableParallelism();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The bench's input of `puzzle`: bench/`name`.in (Korf's 100), target/bench/`name`.in, or the generator's worst at seed 1. */
function input(puzzle, name) {
  for (const file of [join(ROOT, 'bench', `${name}.in`), join(ROOT, 'target', 'bench', `${name}.in`)]) {
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return execFileSync(join(ROOT, 'target', 'release', 'puzzles'), ['gen', puzzle, '--kind', 'worst', '--seed', '1'], { encoding: 'utf8' });
}

/** The inputs, or those named in `BENCH_INPUTS` (comma-separated, e.g. `omnigravity-worst,korf100`). */
const INPUTS = [
  ['omnigravity', 'omnigravity-worst'],
  ['huarong', 'huarong-worst'],
  ['fifteen', 'fifteen-random'],
  ['fifteen', 'korf100'],
].filter(([, name]) => !process.env.BENCH_INPUTS || process.env.BENCH_INPUTS.split(',').includes(name));

/** A page of `puzzle` that reports `cores` as its hardwareConcurrency (until {@link judgeAlone} sets another). */
async function pageWith(browser, url, puzzle, cores) {
  const session = await openPage(browser);
  await session.context.addInitScript((n) => {
    globalThis.__benchCores = n;
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => globalThis.__benchCores, configurable: true });
  }, cores);
  await session.page.goto(`${url}#${puzzle}`);
  await session.page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.state);
  return session;
}

/**
 * One Run of `text` in the panel: the output, the status line and the page's wall time from the click to the summary
 * shown (the same clock for both: the one worker's own figure in its status line leaves out the messages' way). The
 * text is pasted once, and the click waits for a quiet page, as a person's would: the page drawing the pasted text is
 * no part of the run.
 */
async function run(page, text) {
  const box = page.getByTestId('judge-input');
  if ((await box.inputValue()) !== text) await box.fill(text);
  await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 100)); }));
  const ms = await page.evaluate(() => new Promise((resolve) => {
    const status = /** @type {HTMLElement} */ (document.querySelector('[data-testid="judge-status"]'));
    const began = performance.now();
    const seen = new MutationObserver(() => {
      if (!/solved in/.test(status.textContent ?? '')) return;
      seen.disconnect();
      resolve(performance.now() - began);
    });
    seen.observe(status, { childList: true, characterData: true, subtree: true });
    /** @type {HTMLElement} */ (document.querySelector('[data-testid="judge-run"]')).click();
  }));
  const status = await page.getByTestId('judge-status').textContent();
  return { output: await page.getByTestId('judge-output').textContent(), ms, status };
}

/**
 * The judge alone, as the panel's Run calls it (web/js/worker-client.js `judge`, imported from the page's own bundle) on
 * `text`: the page's wall time from the call to the whole output put together, without the panel's drawing (the Run's
 * click, the output and its tables drawn), which takes the same cores in a click-to-summary run. It starts on a quiet
 * page, as a Run's click does: the last Run's summary is shown before its options are laid out and painted, and a call
 * at once shared the two cores with that drawing. `cores` is the page's hardwareConcurrency for the call: the bench
 * times one worker and the pool in the same page, in turn.
 */
async function judgeAlone(page, puzzle, text, cores) {
  return page.evaluate(async ([name, input, n]) => {
    const { judge } = await import('/dist/worker-client.js');
    await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 100)); });
    globalThis.__benchCores = n;
    const began = performance.now();
    const { value } = await judge({ puzzle: name, input });
    return { ms: performance.now() - began, output: value.output };
  }, [puzzle, text, cores]);
}

/**
 * The ceiling this machine gives the pool on `text`: `cores` workers of the puzzle's module (plain ones, beside the
 * page's) each judge the whole input at once (`judgeCases` over every case, the input parsed and the set-ups built or
 * read from IndexedDB, and WARM runs of each), against one of them alone, alternating, median of RUNS each: `cores` x one / all.
 * No messages between cases, no scheduling, no page drawing: what a split of the cases over `cores` workers could reach
 * at best where each worker runs as fast as it does with the others running. Returns {one, all, ratio}.
 */
async function copies(page, puzzle, text, cores) {
  return page.evaluate(async ([name, input, n, runs, warm]) => {
    let id = 1;
    const workers = Array.from({ length: n }, () => new Worker('/dist/worker.js', { type: 'module', name }));
    const ask = (worker, to, share = false) => new Promise((resolve, reject) => {
      const mine = id++;
      const heard = ({ data }) => {
        if (data.id !== mine || data.progress) return;
        worker.removeEventListener('message', heard);
        if (data.ok) resolve(data.value);
        else reject(new Error(JSON.stringify(data.error)));
      };
      worker.addEventListener('message', heard);
      worker.postMessage({ id: mine, request: { op: 'judgeCases', puzzle: name, input, from: 0, to, share } });
    });
    const timed = async (job) => {
      const began = performance.now();
      await job();
      return performance.now() - began;
    };
    try {
      const [{ count }] = await Promise.all(workers.map((worker) => ask(worker, 0, true)));
      for (let i = 0; i < warm; i++) await Promise.all(workers.map((worker) => ask(worker, count)));
      const one = [];
      const all = [];
      for (let i = 0; i < runs; i++) {
        one.push(await timed(() => ask(workers[0], count)));
        all.push(await timed(() => Promise.all(workers.map((worker) => ask(worker, count)))));
      }
      const middle = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      return { one: middle(one), all: middle(all), ratio: (n * middle(one)) / middle(all) };
    } finally {
      for (const worker of workers) worker.terminate();
    }
  }, [puzzle, text, cores, RUNS, WARM]);
}

const CLI = join(ROOT, 'target', 'release', 'puzzles');
const CACHE = mkdtempSync(join(tmpdir(), 'pool-bench-'));

/** `puzzles judge` natively on `text` with `jobs` jobs: the median wall time (ms) of RUNS after a warm-up (which keeps
 * Fifteen's tables in the run's cache folder); the output must equal `expected`. */
function native(puzzle, text, jobs, expected) {
  const file = join(CACHE, `${puzzle}.in`);
  writeFileSync(file, text);
  const once = () => {
    const began = performance.now();
    const out = execFileSync(CLI, ['judge', puzzle, '--jobs', String(jobs), file], {
      encoding: 'utf8', env: { ...process.env, PUZZLES_CACHE_DIR: CACHE }, maxBuffer: 1 << 26,
    });
    if (out.trimEnd() !== expected.trimEnd()) throw new Error(`${puzzle}: the native output differs from the worker's`);
    return performance.now() - began;
  };
  once();
  return median(Array.from({ length: RUNS }, once));
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const rows = [];
  for (const [puzzle, name] of INPUTS) {
    const text = input(puzzle, name);
    const one = await pageWith(browser, server.url, puzzle, 1);
    const many = await pageWith(browser, server.url, puzzle, CORES);
    // Warm-up: Fifteen's tables built (and given to the helpers), and each worker past its baseline tier: Chromium
    // tiers a wasm function up once it has run for a while, per instance, so a helper, given half the cases of a run,
    // takes more runs than one worker alone (OmniGravity's pooled judge, one page's runs in turn: 214, 115, 105, 87,
    // 71, 67, 66 ms).
    const expected = (await run(one.page, text)).output;
    for (let i = 0; i < WARM; i++) {
      if (i > 0) await run(one.page, text);
      const first = await run(many.page, text);
      if (first.output !== expected) throw new Error(`${puzzle}: the pool's output differs from one worker's`);
    }
    const times = { one: [], many: [], oneAlone: [], manyAlone: [] };
    let status = '';
    for (let i = 0; i < RUNS; i++) {
      times.one.push((await run(one.page, text)).ms);
      const pooled = await run(many.page, text);
      if (pooled.output !== expected) throw new Error(`${puzzle}: the pool's output differs from one worker's`);
      times.many.push(pooled.ms);
      // Both in the pool's page, one call with one core reported and one with the machine's: an A/B in one page
      // (the one worker is the pool's first, as a one-core page's would be), steadier than two pages' figures.
      times.oneAlone.push((await judgeAlone(many.page, puzzle, text, 1)).ms);
      const alone = await judgeAlone(many.page, puzzle, text, CORES);
      if (alone.output !== expected) throw new Error(`${puzzle}: the pool's judge differs from one worker's`);
      times.manyAlone.push(alone.ms);
      console.error(`${name}, run ${i + 1} of ${RUNS}: click to summary, one worker ${times.one[i].toFixed(1)} ms, the pool `
        + `${pooled.ms.toFixed(1)} ms; the judge alone, ${times.oneAlone[i].toFixed(1)} ms, ${alone.ms.toFixed(1)} ms`);
      status = pooled.status;
    }
    const ceiling = await copies(many.page, puzzle, text, CORES);
    const natively = { one: native(puzzle, text, 1, expected), many: native(puzzle, text, CORES, expected) };
    rows.push({
      puzzle, name, one: median(times.one), many: median(times.many), oneAlone: median(times.oneAlone), manyAlone: median(times.manyAlone), status, natively, ceiling,
    });
    await one.context.close();
    await many.context.close();
  }
  console.log(`\nThe judge panel in Chromium: one worker against a pool of ${CORES} (this machine's cores), median of ${RUNS} runs after ${WARM} of each page;`
    + ' the judge alone (the call to the output, on a quiet page, one worker and the pool in turn in the pool\'s page) and the Run'
    + ' (its click to the summary shown, the page drawing on the same cores; one page each)');
  console.log(`| input | judge: one worker | judge: pool | one / pool | ceiling: ${CORES} workers each judging it all at once | Run: one worker | `
    + 'Run: pool | one / pool | native, 1 job | native, all jobs | Run / native: 1, all | the pool\'s status line |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const n = r.natively;
    const c = r.ceiling;
    console.log(`| ${r.name} | ${r.oneAlone.toFixed(1)} ms | ${r.manyAlone.toFixed(1)} ms | ${(r.oneAlone / r.manyAlone).toFixed(2)}x | `
      + `${c.ratio.toFixed(2)}x (one ${c.one.toFixed(1)} ms, ${CORES} at once ${c.all.toFixed(1)} ms) | `
      + `${r.one.toFixed(1)} ms | ${r.many.toFixed(1)} ms | ${(r.one / r.many).toFixed(2)}x | ${n.one.toFixed(1)} ms | `
      + `${n.many.toFixed(1)} ms | ${(r.one / n.one).toFixed(2)}x, ${(r.many / n.many).toFixed(2)}x | ${r.status} |`);
  }
} finally {
  await browser.close();
  server.stop();
  rmSync(CACHE, { recursive: true, force: true });
}
