// `make bench`, browser part: the worst-case inputs solved by the wasm build inside the page's worker in headless Chromium,
// timed with performance.now() and printed beside criterion's native in-process medians (crates/core/benches/solvers.rs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUZZLES, ROOT, launchBrowser, openPage, startServer } from '../tests/e2e/harness.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 7);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** criterion's median for judge/<puzzle>-worst, in ms, or null when it has not run. */
function nativeMs(puzzle) {
  const path = join(ROOT, 'target', 'criterion', 'judge', `${puzzle}-worst`, 'new', 'estimates.json');
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')).median.point_estimate / 1e6;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, problems } = await openPage(browser);
  await page.goto(`${server.url}#omnigravity`);
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.length > 0);
  const rows = [];
  for (const puzzle of PUZZLES) {
    const input = readFileSync(join(ROOT, 'target', 'bench', `${puzzle}-worst.in`), 'utf8');
    const times = await page.evaluate(async ({ puzzle, input, runs }) => {
      const { request } = await import('./js/worker-client.js');
      await request('judge', puzzle, input); // warm-up
      const ms = [];
      for (let i = 0; i < runs; i++) ms.push((await request('judge', puzzle, input)).ms);
      return ms;
    }, { puzzle, input, runs: RUNS });
    const wasm = median(times);
    const native = nativeMs(puzzle);
    rows.push({ puzzle, wasm, native, ratio: native ? wasm / native : null });
  }
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`\nIn-process, median of ${RUNS} runs: wasm in Chromium's worker vs native (criterion):\n`);
  console.log('| puzzle | native in-process | wasm in Chromium | wasm / native |');
  console.log('|---|---|---|---|');
  for (const r of rows) {
    const native = r.native === null ? 'n/a (run cargo bench)' : `${r.native.toFixed(2)} ms`;
    const ratio = r.ratio === null ? 'n/a' : `${r.ratio.toFixed(2)}x`;
    console.log(`| ${r.puzzle} | ${native} | ${r.wasm.toFixed(2)} ms | ${ratio} |`);
  }
} finally {
  await browser.close();
  server.stop();
}
