// Main-thread client of the wasm worker (wasm.js): one promise per request; used by judge.js and main.js.

let worker = null;
let nextId = 1;
const pending = new Map();

function start() {
  worker = new Worker(new URL('./wasm.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => {
    const { id } = event.data;
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (event.data.ok) entry.resolve({ value: event.data.value, ms: event.data.ms });
    else entry.reject(event.data.error);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const message = event.message || 'the solver worker failed to start';
    failAll({ kind: 'internal', line: 0, column: 0, message, text: `internal error: ${message}` });
  };
}

function failAll(error) {
  for (const entry of pending.values()) entry.reject(error);
  pending.clear();
  worker?.terminate();
  worker = null;
}

/**
 * Runs `op` ('report', 'judge', 'solve', 'sample') in the worker.
 * Resolves to {value, ms}; rejects with {kind, line, column, message, text}.
 * @param {string} op
 * @param {string} puzzle
 * @param {string} [input]
 * @returns {Promise<{value: any, ms: number}>}
 */
export function request(op, puzzle, input = '') {
  if (!worker) start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, op, puzzle, input });
  });
}
