// The page's side of the Rust worker (worker.js, crates/wasm/src/protocol.rs): one promise per request, Stop = restart;
// used by controller.js and the views (judge, insight, export).

/** @typedef {{kind: string, line: number, column: number, message: string, text: string}} Fault */

let worker = /** @type {Worker | null} */ (null);
let nextId = 1;
/** Requests in flight by id, with the request itself (an internal error reports what was asked). */
const pending = new Map();
const restartListeners = [];

/** A fault the page makes itself: 'internal' (the worker died) or 'stopped'. */
export function fault(kind, message) {
  return { kind, line: 0, column: 0, message, text: kind === 'internal' ? `internal error: ${message}` : message };
}

function start() {
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    pending.delete(data.id);
    if (data.ok) entry.resolve({ value: data.value, ms: data.ms });
    else entry.reject(data.error);
  };
  // A panic traps inside wasm: the instance is unusable, so every request in flight fails and a new worker starts.
  worker.onerror = (event) => {
    event.preventDefault();
    restart(fault('internal', event.message || 'the solver worker failed'));
  };
}

// Start at once: the worker fetches and compiles the wasm while the page draws itself.
start();

/**
 * Ends the worker and every request in flight (rejected with `error`); the next request starts a fresh worker, and the
 * restart listeners run (the controller reloads its boards there).
 * @param {Fault} [error]
 */
export function restart(error = fault('stopped', 'stopped')) {
  const had = worker !== null;
  worker?.terminate();
  worker = null;
  const entries = [...pending.values()];
  pending.clear();
  for (const entry of entries) entry.reject(error);
  if (had) for (const listener of restartListeners) listener();
}

/** Calls `listener` after every restart of the worker. */
export function onRestart(listener) {
  restartListeners.push(listener);
}

/**
 * Sends one request (`{op: 'judge', puzzle, input}`, ... as protocol.rs's `Request`). Resolves to {value, ms}; rejects
 * with a Fault whose kind is parse, illegal, nothing, edit or request (from the core), or internal or stopped.
 * @param {{op: string, [field: string]: any}} request
 * @returns {Promise<{value: any, ms: number}>}
 */
export function request(request) {
  if (!worker) start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    /** @type {Worker} */ (worker).postMessage({ id, request });
  });
}
