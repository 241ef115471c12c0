// `make bench`, Fifteen in the browser: the 100 random solvable 4x4 boards of bench/fifteen.py
// (target/bench/fifteen-random.in, written by crates/core/examples/fifteen.rs, seed 15) judged one board per request in
// the page's worker in headless Chromium, beside the same boards natively (the example, re-run just before: per-board
// times in-process; and `puzzles judge fifteen` on the whole file: one process, tables included).
// Also: main-thread long tasks while solving, how fast Stop gives a working page back, and hint latency while playing.
// Partners: bench/wasm.mjs (the other puzzles), bench/fifteen.py (native figures), Makefile (bench target).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launchBrowser, openPage, startServer } from '../tests/e2e/harness.mjs';

const BOARDS = join(ROOT, 'target', 'bench', 'fifteen-random.in');
const CLI = join(ROOT, 'target', 'release', 'puzzles');
const HINTS = 20;
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => {
  const s = sorted(xs);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};
const worst = (xs) => Math.max(...xs);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const ms = (x) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;

/** The file's boards, each as a one-board judge input. */
function boards(text) {
  const tokens = text.split(/\s+/).filter(Boolean);
  const count = Number(tokens[0]);
  const out = [];
  for (let i = 0, at = 1; i < count; i++, at += 18) {
    const [n, m] = tokens.slice(at, at + 2);
    const cells = tokens.slice(at + 2, at + 18);
    const rows = [0, 1, 2, 3].map((r) => cells.slice(r * 4, r * 4 + 4).join(' '));
    out.push(`1\n${n} ${m}\n${rows.join('\n')}\n`);
  }
  return out;
}

/** Native, right before the wasm (this machine's speed drifts): the example's per-board figures and the CLI's total. */
function native() {
  const text = execFileSync('cargo', ['run', '--quiet', '--release', '-p', 'puzzle-core', '--example', 'fifteen'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 });
  const perBoard = [...text.matchAll(/^board\s+\d+:\s+(\d+) moves,\s+(\d+) nodes,\s+([\d.]+) ms CPU \(([\d.]+) wall\)/gm)]
    .map((m) => ({ moves: Number(m[1]), nodes: Number(m[2]), cpu: Number(m[3]), wall: Number(m[4]) }));
  const tables = /^tables: (\d+) ms wall, (\d+) ms CPU/m.exec(text);
  const cli = [];
  let output = '';
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    output = execFileSync(CLI, ['judge', 'fifteen', BOARDS], { encoding: 'utf8' });
    cli.push(performance.now() - t);
  }
  // criterion on the whole file through puzzle_core::judge (the path the worker takes: a short Manhattan search first,
  // the tables past 50,000 nodes), tables built before timing.
  execFileSync('cargo', ['bench', '-q', '-p', 'puzzle-core', '--bench', 'solvers', '--', 'fifteen/random-4x4-x100',
    '--warm-up-time', '1', '--measurement-time', '4'], { cwd: ROOT, stdio: 'ignore' });
  const est = join(ROOT, 'target', 'criterion', 'fifteen', 'random-4x4-x100', 'new', 'estimates.json');
  const criterion = JSON.parse(readFileSync(est, 'utf8')).median.point_estimate / 1e6;
  return { perBoard, tablesWall: Number(tables[1]), tablesCpu: Number(tables[2]), cli: Math.min(...cli), output, criterion };
}

if (!existsSync(BOARDS)) throw new Error(`${BOARDS} is missing: run python3 bench/fifteen.py first`);
const list = boards(readFileSync(BOARDS, 'utf8'));
const nat = native();
const server = await startServer();
const browser = await launchBrowser();

try {
  const { page, problems } = await openPage(browser);
  await page.addInitScript(() => {
    // One worker, against one thread natively: the pool's figures are bench/pool-wasm.mjs's.
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 1, configurable: true });
    window.__longTasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${server.url}#fifteen`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.state);
  await page.waitForTimeout(300);
  const takeLongTasks = () => page.evaluate(() => window.__longTasks.splice(0));
  await takeLongTasks();

  // 1. Tables: they are built when a 4x4 search passes 50,000 nodes under the Manhattan distance. The first request
  // in this worker is the deepest board (natively); its time less its own time later (tables built) is the build.
  // 2. Then each board in its own request: the worker's own clock (ms) and the page's round trip.
  const deepest = nat.perBoard.reduce((best, r, i, all) => (r.moves > all[best].moves ? i : best), 0);
  const oneMove = list[deepest];
  const run = await page.evaluate(async ({ list, oneMove }) => {
    const { request } = await import('./dist/main.js');
    let t = performance.now();
    const first = await request({ op: 'judge', puzzle: 'fifteen', input: oneMove });
    const build = { worker: first.ms, roundTrip: performance.now() - t };
    const rows = [];
    const began = performance.now();
    for (const input of list) {
      t = performance.now();
      const r = await request({ op: 'judge', puzzle: 'fifteen', input });
      rows.push({ worker: r.ms, roundTrip: performance.now() - t, output: r.value.output });
    }
    return { build, rows, wall: performance.now() - began };
  }, { list, oneMove });
  const solveTasks = await takeLongTasks();
  run.build.worker -= run.rows[deepest].worker;
  run.build.roundTrip -= run.rows[deepest].roundTrip;
  const answers = run.rows.map((r) => r.output.trim().replace(/^Case 1: /, ''));
  const nativeAnswers = nat.output.trim().split('\n').map((l) => l.replace(/^Case \d+: /, ''));
  if (answers.join() !== nativeAnswers.join()) throw new Error('wasm answers differ from `puzzles judge fifteen`');

  // 3. Hints while playing: the hardest of the boards loaded (tables already built), then its hints followed.
  const hardest = answers.map(Number).reduce((best, a, i, all) => (a > all[best] ? i : best), 0);
  const hints = await page.evaluate(async ({ input, count }) => {
    const { request } = await import('./dist/main.js');
    let t = performance.now();
    let r = await request({ op: 'load', puzzle: 'fifteen', input, case: '1' });
    const load = { worker: r.ms, roundTrip: performance.now() - t, optimal: r.value.status.optimal };
    const steps = [];
    for (let i = 0; i < count && r.value.status.hint; i++) {
      const letter = r.value.status.hint;
      t = performance.now();
      r = await request({ op: 'input', puzzle: 'fifteen', input: { kind: 'move', letter } });
      steps.push({ worker: r.ms, roundTrip: performance.now() - t });
    }
    // Off the optimal path: a legal move other than the hint (and not undoing the last), which needs a fresh search.
    const off = [];
    const back = { U: 'D', D: 'U', L: 'R', R: 'L' };
    let last = '';
    for (let i = 0; i < 10; i++) {
      const hint = r.value.status.hint;
      for (const letter of ['U', 'L', 'D', 'R'].filter((x) => x !== hint && x !== back[last])) {
        t = performance.now();
        try {
          r = await request({ op: 'input', puzzle: 'fifteen', input: { kind: 'move', letter } });
        } catch {
          continue; // illegal at the edge
        }
        off.push({ worker: r.ms, roundTrip: performance.now() - t });
        last = letter;
        break;
      }
    }
    return { load, steps, off };
  }, { input: list[hardest], count: HINTS });
  const hintTasks = await takeLongTasks();

  // 4. The whole file through the page's judge panel (one request, as a person pastes it), then Stop mid-run.
  const paste = async (text) => {
    await page.evaluate((t) => {
      const area = document.querySelector('[data-testid="judge-input"]');
      area.value = t;
      area.dispatchEvent(new Event('input'));
    }, text);
    await page.waitForTimeout(200);
  };
  await paste(readFileSync(BOARDS, 'utf8'));
  await takeLongTasks();
  const t0 = Date.now();
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0,
    null, { timeout: 180000, polling: 20 });
  const panelWall = Date.now() - t0;
  const panelStatus = await page.getByTestId('judge-status').textContent();
  await page.waitForTimeout(100);
  const panelTasks = await takeLongTasks();

  // Stop: re-run, wait until the solve is well under way, press Stop, and time until the worker answers a new
  // request (a fresh worker: {op: 'puzzles', puzzle: 'fifteen'}), then until the deepest board is solved again (tables rebuilt).
  await page.getByTestId('judge-run').click();
  await page.waitForTimeout(1000);
  const stop = await page.evaluate(async (oneMove) => {
    const { request } = await import('./dist/main.js');
    const button = /** @type {HTMLButtonElement} */ (document.querySelector('[data-testid="judge-stop"]'));
    const visible = !button.hidden;
    const t = performance.now();
    button.click();
    await request({ op: 'puzzles', puzzle: 'fifteen' });
    const answer = performance.now() - t;
    await request({ op: 'judge', puzzle: 'fifteen', input: oneMove });
    return { visible, answer, fifteen: performance.now() - t };
  }, oneMove);
  await page.waitForTimeout(300);
  const stopText = await page.getByTestId('judge-error').textContent();
  const stopTasks = await takeLongTasks();
  if (problems.length) throw new Error(problems.join('\n'));

  // Report.
  const w = run.rows.map((r) => r.worker);
  const rt = run.rows.map((r) => r.roundTrip);
  const nw = nat.perBoard.map((r) => r.wall);
  const nc = nat.perBoard.map((r) => r.cpu);
  const nodes = nat.perBoard.map((r) => r.nodes);
  const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
  console.log(`\nFifteen: ${list.length} random solvable 4x4 boards (${BOARDS.replace(`${ROOT}/`, '')}, seed 15), `
    + `mean length ${(sum(answers.map(Number)) / answers.length).toFixed(1)}, answers equal to \`puzzles judge fifteen\`.`);
  console.log('wasm: one board per request in the page\'s worker (its own clock; the page\'s round trip beside it). '
    + 'native: crates/core/examples/fifteen.rs in-process, run just before (wall; CPU beside it); per board it calls the '
    + 'pattern-database solver directly, where judge (wasm, CLI, criterion) first tries 50,000 Manhattan nodes.\n');
  console.log('| measure | wasm (worker) | wasm (round trip) | native (wall) | native (CPU) | wasm / native (wall) | target |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(`| tables (first request: board ${deepest + 1}, ${nat.perBoard[deepest].moves} moves, less its time once built) | ${ms(run.build.worker)} | ${ms(run.build.roundTrip)} | ${ms(nat.tablesWall)} | ${ms(nat.tablesCpu)} | ${ratio(run.build.worker, nat.tablesWall)} | |`);
  console.log(`| median a board | ${ms(median(w))} | ${ms(median(rt))} | ${ms(median(nw))} | ${ms(median(nc))} | ${ratio(median(w), median(nw))} | <= 2x native |`);
  console.log(`| worst board | ${ms(worst(w))} | ${ms(worst(rt))} | ${ms(worst(nw))} | ${ms(worst(nc))} | ${ratio(worst(w), worst(nw))} | <= 2x native |`);
  console.log(`| total of the ${list.length} boards | ${ms(sum(w))} | ${ms(run.wall)} | ${ms(sum(nw))} | ${ms(sum(nc))} | ${ratio(sum(w), sum(nw))} | <= 2x native |`);
  console.log(`| total, the ${list.length} boards in one \`judge\` (tables built): worker's panel run vs criterion (same path) | ${panelStatus.replace(/.*in ([\d.]+) ms.*/, '$1 ms')} | | ${ms(nat.criterion)} | | ${ratio(Number(panelStatus.replace(/.*in ([\d.]+) ms.*/, '$1')), nat.criterion)} | <= 2x native |`);
  console.log(`| total with tables | ${ms(sum(w) + run.build.worker)} | | ${ms(sum(nw) + nat.tablesWall)} | | ${ratio(sum(w) + run.build.worker, sum(nw) + nat.tablesWall)} | |`);
  console.log(`| whole file, one judge request from the page's panel (tables built) | ${panelStatus.replace(/.*in ([\d.]+) ms.*/, '$1 ms')} | ${panelWall} ms (click to output) | ${ms(nat.cli)} (\`puzzles judge fifteen FILE\`, best of 3, tables included) | | | |`);
  console.log(`\nnodes expanded a board (native): median ${median(nodes)}, worst ${worst(nodes)}, total ${sum(nodes)}`);
  const longest = (tasks) => (tasks.length ? `${Math.max(...tasks).toFixed(0)} ms (${tasks.length} over 50 ms)` : 'none over 50 ms');
  console.log('\n| the page while Fifteen solves | value | target |');
  console.log('|---|---|---|');
  console.log(`| longest main-thread task, ${list.length} boards one request each | ${longest(solveTasks)} | none over 50 ms |`);
  console.log(`| longest main-thread task, the whole file through the judge panel | ${longest(panelTasks)} | none over 50 ms |`);
  console.log(`| longest main-thread task, load and hints | ${longest(hintTasks)} | none over 50 ms |`);
  console.log(`| Stop pressed 1 s into the whole-file run (button shown: ${stop.visible}) to the page's next answer (fresh worker) | ${ms(stop.answer)} | can be stopped |`);
  console.log(`| Stop to board ${deepest + 1} solved again (tables rebuilt in the fresh worker) | ${ms(stop.fifteen)} | |`);
  console.log(`| longest main-thread task around Stop | ${longest(stopTasks)} | none over 50 ms |`);
  console.log(`| judge panel after Stop says | ${stopText.trim()} | |`);
  const hw = hints.steps.map((s) => s.worker);
  const hr = hints.steps.map((s) => s.roundTrip);
  const ow = hints.off.map((s) => s.worker);
  const or = hints.off.map((s) => s.roundTrip);
  console.log(`\n| hints on the hardest board (${hints.load.optimal} moves, board ${hardest + 1}), tables built | worker median / worst | round trip median / worst | target |`);
  console.log('|---|---|---|---|');
  console.log(`| load (its first hint: the whole optimal search) | ${ms(hints.load.worker)} | ${ms(hints.load.roundTrip)} | |`);
  console.log(`| ${hw.length} hints followed, each move's reply with its next hint | ${ms(median(hw))} / ${ms(worst(hw))} | ${ms(median(hr))} / ${ms(worst(hr))} | median <= 200 ms |`);
  if (ow.length) console.log(`| ${ow.length} moves off the hint (a fresh search each) | ${ms(median(ow))} / ${ms(worst(ow))} | ${ms(median(or))} / ${ms(worst(or))} | median <= 200 ms |`);
} finally {
  await browser.close();
  server.stop();
}
