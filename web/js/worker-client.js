// The page's side of the Rust workers (worker.js, lab-worker.js; crates/wasm/src/protocol.rs): one promise per request,
// Stop = restart; used by controller.js and the views (judge, insight, export; the X-ray and the studio ask the lab).

/** @typedef {{kind: string, line: number, column: number, message: string, text: string}} Fault */

let nextId = 1;
const restartListeners = [];

/** A fault the page makes itself: 'internal' (the worker died) or 'stopped'. */
export function fault(kind, message) {
  return { kind, line: 0, column: 0, message, text: kind === 'internal' ? `internal error: ${message}` : message };
}

/** One Rust worker, started when first needed, and its requests in flight. */
class Channel {
  /**
   * @param {URL} url  the worker's loader
   * @param {() => void} onDied  called after the worker failed and its requests were rejected
   */
  constructor(url, onDied) {
    this.url = url;
    this.onDied = onDied;
    this.worker = /** @type {Worker | null} */ (null);
    /** Requests in flight by id. */
    this.pending = new Map();
  }

  start() {
    const worker = new Worker(this.url, { type: 'module' });
    worker.onmessage = ({ data }) => {
      const entry = this.pending.get(data.id);
      if (!entry) return;
      this.pending.delete(data.id);
      if (data.ok) entry.resolve({ value: data.value, ms: data.ms });
      else entry.reject(data.error);
    };
    // A panic traps inside wasm: the instance is unusable, so every request in flight fails and a new worker starts.
    worker.onerror = (event) => {
      event.preventDefault();
      if (this.end(fault('internal', event.message || 'the solver worker failed'))) this.onDied();
    };
    this.worker = worker;
  }

  /** Ends the worker and rejects every request in flight with `error`; true when there was a worker. */
  end(error) {
    const had = this.worker !== null;
    this.worker?.terminate();
    this.worker = null;
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const entry of entries) entry.reject(error);
    return had;
  }

  /** @param {{op: string, [field: string]: any}} request */
  send(request) {
    if (!this.worker) this.start();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      /** @type {Worker} */ (this.worker).postMessage({ id, request });
    });
  }
}

const notifyRestart = () => { for (const listener of restartListeners) listener(); };
const first = new Channel(new URL('./worker.js', import.meta.url), notifyRestart);
// The lab holds no board the page relies on: the X-ray loads its own copy each time it opens.
const lab = new Channel(new URL('./lab-worker.js', import.meta.url), () => {});

// Start at once: the worker fetches and compiles the wasm while the page draws itself.
first.start();

/**
 * Ends both workers and every request in flight (rejected with `error`); the next request starts a fresh worker, and
 * the restart listeners run (the controller reloads its boards there).
 * @param {Fault} [error]
 */
export function restart(error = fault('stopped', 'stopped')) {
  const had = first.end(error);
  lab.end(error);
  if (had) notifyRestart();
}

/** Calls `listener` after every restart of the first worker. */
export function onRestart(listener) {
  restartListeners.push(listener);
}

/**
 * Sends one request (`{op: 'judge', puzzle, input}`, ... as protocol.rs's `Request`) to the first worker. Resolves to
 * {value, ms}; rejects with a Fault whose kind is parse, illegal, nothing, edit or request (from the core), or internal
 * or stopped.
 * @param {{op: string, [field: string]: any}} request
 * @returns {Promise<{value: any, ms: number}>}
 */
export function request(request) {
  return first.send(request);
}

/**
 * Sends one request to the lab worker, started on the first: the X-ray (`xray`, `xrayStep`, after a `load` of the
 * board), the studio (`check`, `makeTests`), and any request of the first worker. Answers as {@link request}.
 * @param {{op: string, [field: string]: any}} request
 * @returns {Promise<{value: any, ms: number}>}
 */
export function labRequest(request) {
  return lab.send(request);
}
