// The page's side of the Rust workers (worker.js, one per puzzle shown, with that puzzle's module; lab-worker.js, every
// puzzle; crates/wasm/src/protocol.rs): one promise per request, queued per worker and posted one at a time, so that a
// waiting request can be dropped and the running one is known; Stop (an AbortSignal) drops a waiting request or
// restarts the worker of the running one. Used by controller.js and the views (judge, insight, export; the X-ray and
// the studio ask the lab). The faults it words itself are messages (web/locales/ui, ui-fault-*), formatted by `shape`
// as the core's are.

/** @typedef {{kind: string, line: number, column: number, message: string, text: string}} Fault */
/**
 * What a request may carry besides itself: `signal` stops it (waiting: dropped; running: its worker restarts);
 * `progress` hears a long set-up's progress ({text, percent}, the core's words); `started` is called when the worker
 * starts on it.
 * @typedef {{signal?: AbortSignal, progress?: (p: {text: string, percent: number}) => void, started?: () => void}} Options
 */

let nextId = 1;

/**
 * A fault the page makes itself: 'internal' (the worker died), 'stopped' (this request was stopped) or 'restarted'
 * (it waited for a worker that was restarted, and relied on what that worker held).
 */
export function fault(kind, message) {
  const words = shape(message);
  return { kind, line: 0, column: 0, message: words, text: kind === 'internal' ? shape({ msg: 'ui-fault-internal', args: { why: words } }) : words };
}

/** What every reply, fault and progress report passes through before the page sees it: main.js makes it l10n.js's
 * `localiseReply`, which formats the core's messages ({msg, args}) in the page's language. */
let shape = (value) => value;

/** Sets the function every reply passes through (see `shape`). */
export function shapeReplies(fn) {
  shape = fn;
}

/** Requests that rely on nothing the worker holds, so that a restarted worker can still answer them. */
const STATELESS = new Set(['puzzles', 'judge', 'solve', 'load', 'generate', 'check', 'makeTests', 'judgeRepeated']);
const stateless = (request) => STATELESS.has(request.op) || (request.op === 'frames' && request.input != null);

/** One Rust worker, started when first needed: the request it works on and those waiting. */
class Channel {
  /**
   * @param {URL} url  the worker's loader
   * @param {string} name  the worker's name: the puzzle whose module worker.js loads
   * @param {((name: string) => void)[]} listeners  called with `name` after each restart
   */
  constructor(url, name, listeners = []) {
    this.url = url;
    this.name = name;
    this.listeners = listeners;
    this.worker = /** @type {Worker | null} */ (null);
    this.running = null;
    this.waiting = [];
  }

  start() {
    const worker = new Worker(this.url, { type: 'module', name: this.name });
    worker.onmessage = ({ data }) => {
      const entry = this.running;
      if (!entry || data.id !== entry.id) return;
      if (data.progress) {
        entry.options.progress?.(shape(data.progress));
        return;
      }
      this.running = null;
      if (data.ok) entry.resolve({ value: shape(data.value), ms: data.ms });
      else entry.reject(shape(data.error));
      this.next();
    };
    // A panic traps inside wasm: the instance is unusable, so its request fails and a new worker starts.
    worker.onerror = (event) => {
      event.preventDefault();
      this.restart(fault('internal', event.message || { msg: 'ui-fault-worker-failed' }));
    };
    this.worker = worker;
  }

  /** Posts the next waiting request when the worker is free. */
  next() {
    if (this.running || this.waiting.length === 0) return;
    if (!this.worker) this.start();
    const entry = this.waiting.shift();
    this.running = entry;
    /** @type {Worker} */ (this.worker).postMessage({ id: entry.id, request: entry.request });
    entry.options.started?.();
  }

  /**
   * @param {{op: string, [field: string]: any}} request
   * @param {Options} options
   */
  send(request, options = {}) {
    return new Promise((resolve, reject) => {
      const entry = { id: nextId++, request, options, resolve, reject };
      if (options.signal?.aborted) {
        reject(fault('stopped', 'stopped'));
        return;
      }
      options.signal?.addEventListener('abort', () => this.stop(entry), { once: true });
      this.waiting.push(entry);
      this.next();
    });
  }

  /** Stops `entry`: dropped while it waits; while it runs, the worker restarts. */
  stop(entry) {
    if (entry === this.running) {
      this.restart(fault('stopped', 'stopped'));
      return;
    }
    const at = this.waiting.indexOf(entry);
    if (at < 0) return;
    this.waiting.splice(at, 1);
    entry.reject(fault('stopped', 'stopped'));
  }

  /**
   * Ends the worker. After a crash every request fails with `error` (the input that crashed it may be waiting again).
   * After a Stop the running request fails with `error`, the waiting ones that relied on the worker's boards with
   * 'restarted', and the others go to a fresh worker. The restart listeners run; nothing is sent again by itself.
   */
  restart(error) {
    const had = this.worker !== null;
    this.worker?.terminate();
    this.worker = null;
    const running = this.running;
    const keep = (entry) => error.kind !== 'internal' && stateless(entry.request);
    const lost = this.waiting.filter((entry) => !keep(entry));
    this.running = null;
    this.waiting = this.waiting.filter(keep);
    running?.reject(error);
    const restarted = error.kind === 'internal' ? error : fault('restarted', { msg: 'ui-fault-restarted' });
    for (const entry of lost) entry.reject(restarted);
    if (had) for (const listener of this.listeners) listener(this.name);
    this.next();
  }
}

/** The puzzles with a wasm module of their own (the registry, tools/bundle.mjs); a request naming another goes to the
 * lab, whose core answers it with its fault. */
const MODULES = new Set(typeof __PUZZLE_NAMES__ === 'undefined' ? [] : __PUZZLE_NAMES__);
/** Per puzzle, the worker of its module, started on its first request. */
const puzzles = new Map();
// The lab holds no board the page relies on: the X-ray loads its own copy each time it opens.
const lab = new Channel(new URL('./lab-worker.js', import.meta.url), 'lab');
/** Called with a puzzle's name after its worker restarted (see {@link onRestart}). */
const restartListeners = [];

/** The channel of `puzzle`'s worker. */
function channel(puzzle) {
  if (!MODULES.has(puzzle)) return lab;
  if (!puzzles.has(puzzle)) puzzles.set(puzzle, new Channel(new URL('./worker.js', import.meta.url), puzzle, restartListeners));
  return puzzles.get(puzzle);
}

/**
 * Starts `puzzle`'s worker now, so that it fetches and compiles its wasm while the page draws itself (main.js, for the
 * puzzle it shows first); requests start it otherwise.
 * @param {string} puzzle
 */
export function warm(puzzle) {
  const c = channel(puzzle);
  if (!c.worker) c.start();
}

/**
 * Restarts every puzzle's worker: their running requests fail with `error` (see {@link Channel.restart}); the lab is
 * left alone. Each view stops its own requests through their signal; this is for a crash or a test.
 * @param {Fault} [error]
 */
export function restart(error = fault('stopped', 'stopped')) {
  for (const c of puzzles.values()) c.restart(error);
}

/** Calls `listener(puzzle)` after every restart of a puzzle's worker (the controller marks that board lost there). */
export function onRestart(listener) {
  restartListeners.push(listener);
}

/**
 * Sends one request (`{op: 'judge', puzzle, input}`, ... as protocol.rs's `Request`) to the worker of its puzzle; one
 * that names none of the site's puzzles (`puzzles`, which a puzzle's worker answers with its own entry alone) to the
 * lab. The test builds' `panic` and `built` name the puzzle whose worker they probe. Resolves to {value, ms}; rejects
 * with a Fault whose kind is parse, illegal, nothing, edit or request (from the core), or internal, stopped or
 * restarted.
 * @param {{op: string, puzzle?: string, [field: string]: any}} request
 * @param {Options} [options]
 * @returns {Promise<{value: any, ms: number}>}
 */
export function request(request, options) {
  return channel(request.puzzle).send(request, options);
}

/**
 * Sends one request to the lab worker, started on the first: the X-ray (`xray`, `xrayStep`, after a `load` of the
 * board), the studio (`check`, `makeTests`), and any request of a puzzle's worker. Answers as {@link request}.
 * @param {{op: string, [field: string]: any}} request
 * @param {Options} [options]
 * @returns {Promise<{value: any, ms: number}>}
 */
export function labRequest(request, options) {
  return lab.send(request, options);
}
