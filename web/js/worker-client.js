// Main-thread client of the wasm worker (wasm.js): one promise per request, stop and restart; used by judge.js, board.js and main.js.

let worker = null;
let nextId = 1;
const pending = new Map();
const restartListeners = [];

function start() {
  worker = new Worker(new URL('./wasm.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => {
    const { id } = event.data;
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (event.data.ok) {
      entry.resolve({ value: event.data.value, ms: event.data.ms });
    } else {
      entry.reject(event.data.error);
      // A panic leaves the wasm instance unusable: start afresh.
      if (event.data.error?.kind === 'internal') restart();
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const message = event.message || 'the solver worker failed';
    restart({ kind: 'internal', line: 0, column: 0, message, text: `internal error: ${message}` });
  };
}

// Start at once: the worker fetches and compiles the wasm while the page draws itself.
start();

/**
 * Ends the worker and every request in flight (rejected with `error`); the next request starts a
 * fresh worker, and the restart listeners run (boards are reloaded there).
 */
export function restart(error = { kind: 'stopped', line: 0, column: 0, message: 'stopped', text: 'stopped' }) {
  const had = worker !== null;
  worker?.terminate();
  worker = null;
  for (const entry of pending.values()) entry.reject(error);
  pending.clear();
  if (had) for (const listener of restartListeners) listener();
}

/** Calls `listener` after every restart of the worker. */
export function onRestart(listener) {
  restartListeners.push(listener);
}

/**
 * Runs `op` in the worker: 'report', 'judge', 'solve', 'sample' and 'levels' take the judge input as
 * `args`; board requests ('load', 'play', ...) take an object. Resolves to {value, ms}; rejects with
 * {kind, line, column, message, text}, where kind is 'parse', 'request', 'illegal', 'edit',
 * 'internal' or 'stopped'.
 * @param {string} op
 * @param {string} puzzle
 * @param {any} [args]
 * @returns {Promise<{value: any, ms: number}>}
 */
export function request(op, puzzle, args = '') {
  if (!worker) start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, op, puzzle, input: args });
  });
}
