// `make bench`, many-box Sokoban in the browser: the levels of crates/core/examples/sokoban.rs (Microban 1-5, then the
// generator's rooms of growing size; target/bench/sokoban-levels.xsb) judged one level per request in the page's
// worker in headless Chromium, beside the same levels natively (the example, re-run just before: per-level times
// in-process, the same search within the judge's budget). Prints per set the levels solved push-optimally, the
// states a second each way, and how many levels each way solves within a fixed time per level.
// Partners: bench/wasm.mjs (the judges' worst inputs), crates/bench/benches/solvers.rs (criterion, group sokoban-boxes).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launchBrowser, openPage, startServer } from '../tests/e2e/harness.mjs';

/** The fixed time per level that the "solved in time" columns count against. */
const LIMIT_MS = 1000;

/** Native: the example's line per level, in the file's order. */
function native() {
  const text = execFileSync('cargo', ['run', '--quiet', '--release', '-p', 'puzzle-core', '--example', 'sokoban'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 });
  return [...text.matchAll(/^level (\S+) (\d+): (.*), (\d+) states, ([\d.]+) ms$/gm)]
    .map((m) => ({ set: m[1], solved: /pushes/.test(m[3]), answer: m[3], states: Number(m[4]), ms: Number(m[5]) }));
}

/** The levels of the example's file, each as its own XSB text, in order. */
function levels() {
  const text = readFileSync(join(ROOT, 'target', 'bench', 'sokoban-levels.xsb'), 'utf8');
  return text.split(/^(?=; )/m).filter((part) => part.trim());
}

const nat = native();
const texts = levels();
if (texts.length !== nat.length) throw new Error(`${texts.length} levels in the file, ${nat.length} timed natively`);
const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, problems } = await openPage(browser);
  await page.goto(`${server.url}#sokoban`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.state);
  const wasm = await page.evaluate(async ({ texts, solved }) => {
    const { request } = await import('./dist/main.js');
    // Warm-up (Chrome has no on-stack replacement for wasm): the first small levels a few times over.
    for (let i = 0; i < 5; i++) await request({ op: 'judge', puzzle: 'sokoban', input: texts[0] });
    const out = [];
    for (let i = 0; i < texts.length; i++) {
      // Levels the native run gave up on are not run here (each would take the whole budget, some 10 s or more).
      if (!solved[i]) {
        out.push(null);
        continue;
      }
      let best = Infinity;
      let output = '';
      for (let run = 0; run < 3; run++) {
        const reply = await request({ op: 'judge', puzzle: 'sokoban', input: texts[i] });
        best = Math.min(best, reply.ms);
        output = reply.value.output;
        if (reply.ms > 2000) break;
      }
      out.push({ ms: best, output });
    }
    return out;
  }, { texts, solved: nat.map((n) => n.solved) });
  if (problems.length) throw new Error(problems.join('\n'));

  const sets = [...new Set(nat.map((n) => n.set))];
  console.log(`\nMany-box Sokoban, each level alone, best of 3: native in-process (examples/sokoban.rs) and wasm in`);
  console.log(`Chromium's worker (a judge request), the same search within the judge's budget of 2,000,000 states.\n`);
  console.log(`| set | levels solved | states expanded (solved) | native: states/s, solved within ${LIMIT_MS} ms | wasm: states/s, solved within ${LIMIT_MS} ms | wasm / native time |`);
  console.log('|---|---|---|---|---|---|');
  for (const set of sets) {
    const rows = nat.map((n, i) => ({ n, w: wasm[i] })).filter((r) => r.n.set === set);
    const solved = rows.filter((r) => r.n.solved);
    const states = solved.reduce((a, r) => a + r.n.states, 0);
    const nativeMs = solved.reduce((a, r) => a + r.n.ms, 0);
    const wasmMs = solved.reduce((a, r) => a + (r.w?.ms ?? 0), 0);
    const rate = (ms) => (ms > 0 ? `${(states / ms / 1000).toFixed(2)} M` : 'n/a');
    const inTime = (pick) => rows.filter((r) => r.n.solved && pick(r) <= LIMIT_MS).length;
    console.log(`| ${set} | ${solved.length} of ${rows.length} | ${states.toLocaleString('en-US')} | ${rate(nativeMs)}, ${inTime((r) => r.n.ms)} | `
      + `${rate(wasmMs)}, ${inTime((r) => r.w.ms)} | ${nativeMs > 0 ? (wasmMs / nativeMs).toFixed(2) + 'x' : 'n/a'} |`);
  }
  // The worker's answers are the judge's: each solved level's path has the native pushes and moves.
  for (const [i, r] of nat.entries()) {
    if (!r.solved) continue;
    const path = wasm[i].output.split('\n')[1] ?? '';
    const pushes = [...path].filter((c) => /[NSEW]/.test(c)).length;
    if (r.answer !== `${pushes} pushes, ${path.length} moves`) throw new Error(`level ${i + 1}: ${r.answer} natively, ${path} in wasm`);
  }
} finally {
  await browser.close();
  server.stop();
}
