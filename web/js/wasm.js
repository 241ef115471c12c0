// The module Web Worker that owns the wasm core (pkg/ from crates/wasm); its only client is worker-client.js.
import init, * as core from '../pkg/puzzle_wasm.js';

const ready = init();

/** Requests the page may make: name -> function of (puzzle, input). */
const OPS = {
  report: (puzzle, input) => core.report(puzzle, input),
  judge: (puzzle, input) => core.judge(puzzle, input),
  solve: (puzzle, input) => core.solve(puzzle, input),
  sample: (puzzle) => core.sample(puzzle),
};

/** A thrown wasm error is a plain object; anything else becomes an internal error. */
function asError(thrown) {
  if (thrown && typeof thrown === 'object' && 'kind' in thrown) return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return { kind: 'internal', line: 0, column: 0, message, text: `internal error: ${message}` };
}

self.onmessage = async (event) => {
  const { id, op, puzzle, input } = event.data;
  try {
    await ready;
    const run = OPS[op];
    if (!run) throw { kind: 'request', line: 0, column: 0, message: `unknown request ${op}`, text: `unknown request ${op}` };
    const start = performance.now();
    const value = run(puzzle, input);
    self.postMessage({ id, ok: true, value, ms: performance.now() - start });
  } catch (thrown) {
    self.postMessage({ id, ok: false, error: asError(thrown) });
  }
};
