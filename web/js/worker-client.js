// The page's side of the Rust workers (worker.js, one per puzzle shown, with that puzzle's module; lab-worker.js, every
// puzzle; crates/wasm/src/request.rs and protocol.rs): one promise per request, queued per worker and posted one at a
// time (a pool's quick cases two), so that a waiting request can be dropped and the running one is known; Stop (an
// AbortSignal) drops a waiting request or restarts the worker of a posted one; and the judge over a pool of workers
// per puzzle (`judge`, beside the one that plays). Used by controller.js and the views (judge, insight, export; the
// X-ray and the studio ask the lab). The faults it words itself are messages (web/locales/ui, ui-fault-*), formatted
// by `shape` as the core's are.

/** @typedef {{kind: string, line: number, column: number, message: string, text: string}} Fault */
/**
 * What a request may carry besides itself: `signal` stops it (waiting: dropped; posted: its worker restarts);
 * `progress` hears a long set-up's progress ({text, percent}, the core's words); `started` is called when it is posted;
 * `ahead` lets it be posted while one other `ahead` request runs (a pool's cases: the worker goes on to it without
 * waiting for the page to hear the first's reply).
 * @typedef {{signal?: AbortSignal, progress?: (p: {text: string, percent: number}) => void, started?: () => void,
 *   ahead?: boolean}} Options
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
const STATELESS = new Set(['puzzles', 'judge', 'judgeCases', 'solve', 'load', 'generate', 'levels', 'level', 'check', 'makeTests', 'pack', 'judgeRepeated']);
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
    /** The requests posted to the worker, in order: the first runs, an `ahead` one may wait in the worker behind it. */
    this.posted = [];
    this.waiting = [];
    /** The keys of the set-ups given to this worker (a pool's helper: {@link judge}); none after a restart. */
    this.given = new Set();
  }

  start() {
    const worker = new Worker(this.url, { type: 'module', name: this.name });
    worker.onmessage = ({ data }) => {
      const entry = this.posted[0];
      if (!entry || data.id !== entry.id) return;
      if (data.progress) {
        entry.options.progress?.(shape(data.progress));
        return;
      }
      this.posted.shift();
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

  /** Posts the next waiting request when the worker is free, or when it and the one running are both `ahead`. */
  next() {
    const free = () => this.posted.length === 0
      || (this.posted.length === 1 && this.posted[0].options.ahead && this.waiting[0].options.ahead);
    while (this.waiting.length > 0 && free()) {
      if (!this.worker) this.start();
      const entry = this.waiting.shift();
      this.posted.push(entry);
      /** @type {Worker} */ (this.worker).postMessage({ id: entry.id, request: entry.request });
      entry.options.started?.();
    }
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

  /** Stops `entry`: dropped while it waits; once posted, the worker restarts. */
  stop(entry) {
    if (this.posted.includes(entry)) {
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
   * After a Stop the posted requests fail with `error`, the waiting ones that relied on the worker's boards with
   * 'restarted', and the others go to a fresh worker. The restart listeners run; nothing is sent again by itself.
   */
  restart(error) {
    const had = this.worker !== null;
    this.worker?.terminate();
    this.worker = null;
    this.given = new Set();
    const posted = this.posted;
    const keep = (entry) => error.kind !== 'internal' && stateless(entry.request);
    const lost = this.waiting.filter((entry) => !keep(entry));
    this.posted = [];
    this.waiting = this.waiting.filter(keep);
    for (const entry of posted) entry.reject(error);
    const restarted = error.kind === 'internal' ? error : fault('restarted', { msg: 'ui-fault-restarted' });
    for (const entry of lost) entry.reject(restarted);
    if (had) for (const listener of this.listeners) listener(this.name);
    this.next();
  }

  /** Ends an idle worker (a pool's helper after {@link POOL_IDLE}); a request starts a new one. */
  close() {
    if (this.posted.length > 0 || this.waiting.length > 0) return;
    this.worker?.terminate();
    this.worker = null;
    this.given = new Set();
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
 * Sends one request (`{op: 'judge', puzzle, input}`, ... as request.rs's `Request`) to the worker of its puzzle; one
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

/** The most workers of a pool's judge run: each holds its own copy of the input and of what its cases share (search tables
 * of 43 MiB), and a phone's eight cores are not eight times the memory ({@link poolByMemory}). */
const POOL_MOST = 8;
/** The share of the device's memory (`navigator.deviceMemory`, in GiB; 4 when the browser does not tell) that a pool's
 * workers may hold for what their cases share, all together: an eighth. */
const POOL_MEMORY_SHARE = 1 / 8;
/** The cases the first worker solves at least in the run's first request, with the input's parse and set-ups: their
 * time decides whether helpers join ({@link POOL_WORTH}). Two: a long first pair delays the helpers by that much. */
const POOL_FIRST = 2;
/** The first request goes on past {@link POOL_FIRST} cases while its cases took less than this (ms): the helpers'
 * start waits that long, and the time per case is measured on more cases. Three: bench/pool-wasm.mjs's worst input of
 * 100 boards, about 1.2 ms each in Chromium, pooled on 2 cores, took 64.8 ms (median of 21) against 70.9 ms with ten. */
const POOL_HEAD_MS = 3;
/** Cases quicker than this (ms, the first request's mean) are asked for two requests a worker at a time (`ahead`): the
 * worker goes on to its next cases while the page hears the last reply, which on a machine whose every core solves may
 * wait milliseconds for a core (the same 100 boards: 15 requests). Longer cases take one at a time, so that none waits
 * behind a long case while another worker is idle. The same boards: 63.8 ms against 64.8 ms one request at a time, the
 * judge alone; 79 ms against 86 ms from the Run's click to the summary, where the page draws the Run while the first
 * reply waits. */
const POOL_AHEAD_MS = 5;
/** The least work of a pool's request (ms of cases, by the first request's mean): a message's way to a worker and back
 * takes a few tenths of a ms, and on a machine whose every core solves, often milliseconds, while some puzzles' queries
 * take 0.02 ms each. bench/pool-wasm.mjs's 500 queries on 30x30, pooled on 2 cores, the judge alone: 12.0 ms against
 * 14.1 ms with requests as small as one query (median of 30; one worker: 16.1 ms). */
const POOL_CHUNK_MS = 2;
/** Helpers join a run whose first cases say that the rest would take one worker longer than this (ms, by the worker's
 * own time per case): a helper's start (its module, the input parsed, its solver's set-up) costs about that much.
 * Below it, the first request solves the rest itself (`aloneMs`), with no more round trips of messages. A test may set
 * `globalThis.__poolAlways` to have every run pooled, or `globalThis.__poolWorth` (whole ms) in this one's place. */
const POOL_WORTH = 40;
/** Helpers running already (warm: a run of the last {@link POOL_IDLE} ms started them) parse the input while the first
 * worker solves its first cases, so that joining costs them only messages: they join a run whose rest would take one
 * worker longer than this (ms), and the first request goes on for {@link POOL_WARM_HEAD_MS} ms rather than
 * {@link POOL_HEAD_MS}. A run that one worker took longer than this starts helpers, warm for the next run: one per
 * this many ms of the run past the first (12 ms: one; 30 ms: four), at most the pool's. A test may set
 * `globalThis.__poolWarmWorth` (whole ms) in its place. */
const POOL_WARM_WORTH = 6;
/** The first request's length (ms) when warm helpers parse beside it (see {@link POOL_WARM_WORTH}): long enough to
 * measure quick cases on the worker's coarse clock (0.1 ms), short enough that the helpers soon take their share. */
const POOL_WARM_HEAD_MS = 1;
/** A run whose last run's cases took under this (ms each, on average) with no set-ups to share, on warm helpers, gives
 * each worker its part of the cases at once ({@link judgeInParts}): about 0.9 ms of a request's own cost (its
 * messages, its reply) is then paid once a worker, and the page's first request, about 2 ms to measure 1 ms of
 * cases, not at all. bench/pool-wasm.mjs's inputs: 500 queries on 30x30, about 0.02 ms each, go in parts; 100
 * worst 8x8 boards, about 1.2 ms each, stay spread by {@link chunkSize} (their halves took 62 and 82 ms: uneven). */
const POOL_PARTS_MS = 0.1;
/** A pool's helpers end after this long without a run (ms), so that an idle page holds one worker per puzzle. */
const POOL_IDLE = 60000;
/** Per puzzle, the helpers of its pool beside the worker that plays, and the timer that ends them when idle. */
const pools = new Map();

/** How many workers a judge run may take: one per core the browser reports, at most {@link POOL_MOST}. */
function poolSize() {
  const cores = Math.floor(Number(globalThis.navigator?.hardwareConcurrency) || 1);
  return Math.max(1, Math.min(cores, POOL_MOST));
}

/** How many workers may each hold `held` bytes (what a run's cases share, as the core reports it) within the pool's
 * memory ({@link POOL_MEMORY_SHARE}; a test may set `globalThis.__poolMemory` in bytes); at least one. */
function poolByMemory(held) {
  if (!(held > 0)) return POOL_MOST;
  const device = Number(/** @type {any} */ (globalThis.navigator)?.deviceMemory) || 4;
  const budget = Number(globalThis.__poolMemory) || device * 2 ** 30 * POOL_MEMORY_SHARE;
  return Math.max(1, Math.floor(budget / held));
}

/** The keys of the set-ups that each of the first `n` helpers of `pool` holds (none unless it has `n`): whichever of
 * them join a run, the first worker need not send those again (a puzzle's search tables: 11 MiB laid out as bytes and
 * copied to the page, some 30 ms of a run). */
function keptBy(pool, n) {
  const helpers = pool?.helpers.slice(0, n) ?? [];
  if (n < 1 || helpers.length < n) return [];
  return [...helpers[0].given].filter((key) => helpers.every((helper) => helper.given.has(key)));
}

/** How many of `pool`'s first helpers are running and idle, at most `n`: warm ones ({@link POOL_WARM_WORTH}). */
function warmIn(pool, n) {
  const helpers = pool?.helpers ?? [];
  let warm = 0;
  while (warm < Math.min(n, helpers.length) && helpers[warm].worker && helpers[warm].posted.length === 0) warm++;
  return warm;
}

/** `puzzle`'s pool with at least `n` helpers, its idle timer stopped. */
function poolOf(puzzle, n) {
  let pool = pools.get(puzzle);
  if (!pool) {
    pool = { helpers: /** @type {Channel[]} */ ([]), timer: /** @type {any} */ (0) };
    pools.set(puzzle, pool);
  }
  clearTimeout(pool.timer);
  // No restart listeners: a helper holds no board, and a restarted one is started again by the next request.
  while (pool.helpers.length < n) pool.helpers.push(new Channel(new URL('./worker.js', import.meta.url), puzzle));
  return pool;
}

/**
 * How many of the `rest` cases not yet taken a pool's worker asks for next, with `workers` in the run: the rest over
 * twice the workers (guided self-scheduling: a few long requests while many cases are left, single cases at the end,
 * so that the workers end together however long the last cases are; 100 cases of very unequal lengths in 0.93 of the
 * time of a fixed eighth a worker), at least `least` (POOL_CHUNK_MS of cases), and the rest where it would leave
 * fewer than `least` (no lone tail). A request that the floor or the tail made larger than its guided share takes the
 * worker, which has `taken` cases, no further than its even `share` of the run's, unless that would leave the others
 * a lone tail: 500 quick queries (a floor of 134, 68 in the first request) were three requests, two of them the first
 * worker's (366 queries against the helper's 134). One worker alone takes the rest at once.
 * @param {{rest: number, workers: number, least: number, share: number, taken: number}} p
 */
export function chunkSize({ rest, workers, least, share, taken }) {
  if (workers < 2) return rest;
  const guided = Math.ceil(rest / (workers * 2));
  let cases = Math.max(least, guided);
  if (rest - cases < least) cases = rest;
  const room = share - taken;
  if (cases > guided && room > 0 && rest - room >= least / 2) cases = Math.min(cases, room);
  return cases;
}

/**
 * Judges `input` as the `judge` request does, with its cases spread over a pool of workers: `puzzle`'s own (the one
 * that plays) and helpers beside it (one per core, {@link poolSize}). The first worker's first request parses the
 * input, builds what the cases share (`judgeCases` with `share`: a puzzle's search tables, with their progress) and
 * solves the first cases ({@link POOL_FIRST}, then more for {@link POOL_HEAD_MS}), all while the page draws the Run; it
 * answers with what took long and a helper lacks ({@link keptBy}), which the helpers are given (`give`) before any
 * case, so that none builds it again. The helpers join only a run worth it: the first worker goes on alone, in that
 * request, while the rest at its pace would take it under {@link POOL_WORTH} ms (a sample, a quick input are done in
 * one request); helpers running already (warm) parse the input beside that request and join a rest over
 * {@link POOL_WARM_WORTH} ms, and a run done alone that took longer starts them for the next. Each worker then takes
 * the next cases not yet taken, fewer as fewer are left (quick cases two requests at a time, {@link POOL_AHEAD_MS}); a
 * helper not running yet parses the input first, so that one still starting when the others have taken every case
 * takes none, and the run does not wait for it. Each request's range of cases (its
 * part of the output, its rows) is put back in input order: the output is the one worker's, byte for byte. Progress
 * after each chunk ({text, percent}); Stop (`signal`) ends every worker of the run, and a fault of one ends the
 * others' requests. Resolves to {value (as the `judge` reply), ms (the run's wall time), workers (how many solved
 * cases)}; rejects as {@link request}.
 * @param {{puzzle: string, input: string}} request
 * @param {Options} [options]
 * @returns {Promise<{value: {output: string, cases: any[], byMetric: any[][]}, ms: number, workers: number}>}
 */
export async function judge({ puzzle, input }, options = {}) {
  const main = channel(puzzle);
  const size = MODULES.has(puzzle) ? poolSize() : 1;
  if (size < 2) return { ...(await main.send({ op: 'judge', puzzle, input }, options)), workers: 1 };
  const began = performance.now();
  const ended = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, ended.signal]) : ended.signal;
  const ask = (worker, from, to, { share = false, moreMs = 0, aloneMs = 0, kept = [], more = {}, ahead = false, part = undefined } = {}) => worker.send({ op: 'judgeCases', puzzle, input, from, to, part, share, moreMs, aloneMs, kept }, { ...more, signal, ahead })
    .then(({ value }) => value);
  const always = globalThis.__poolAlways === true;
  const known = pools.get(puzzle);
  const kept = keptBy(known, size - 1);
  const warm = always ? 0 : warmIn(known, size - 1);
  if (warm > 0 && known.quick) return judgeInParts(known, [main, ...known.helpers.slice(0, warm)], ask, began, options);
  // Warm helpers parse the input beside the first request (a fault there is the first request's too, reported once).
  const early = (known?.helpers ?? []).slice(0, warm).map((helper) => ask(helper, 0, 0).then(() => {}));
  for (const parse of early) parse.catch(() => {});
  const worth = warmWorth();
  const [moreMs, aloneMs] = always ? [0, 0] : warm > 0 ? [POOL_WARM_HEAD_MS, worth] : [POOL_HEAD_MS, coldWorth()];
  const head = await ask(main, 0, POOL_FIRST, { share: true, moreMs, aloneMs, kept, more: options });
  const { count, metrics, shared, held } = head;
  /** Each request's range of cases ({from, output, cases, byMetric}), in the order they came back. */
  const chunks = [head];
  const solvers = new Set(head.cases.length > 0 ? [main] : []);
  let next = head.cases.length;
  let done = next;
  // Cases left: the worker found the rest, at its own pace (its own clock: the reply may wait while the page draws),
  // worth the helpers' start. A test's `__poolAlways` pools every run past the first two cases, and then no worker
  // takes a case before every helper has parsed the input, so that each takes part however quick the cases are.
  // A rest too short for a cold helper's start takes the warm ones only.
  const took = head.cases.reduce((sum, c) => sum + c.ms, 0);
  const mean = took / Math.max(1, head.cases.length);
  const cold = always || mean * (count - done) >= coldWorth();
  const joining = Math.max(0, Math.min(cold ? size - 1 : warm, count - done, poolByMemory(held) - 1));
  const pool = poolOf(puzzle, joining);
  const helpers = pool.helpers.slice(0, joining);
  // Two requests a worker at a time for quick cases (a test's `__poolAhead` asks for them whatever the cases).
  const lanes = helpers.length > 0 && (mean < POOL_AHEAD_MS || globalThis.__poolAhead === true) ? 2 : 1;
  // At least POOL_CHUNK_MS of cases a request (but for a test's `__poolAlways`): a message's way costs more than a
  // quick case. The request that would leave fewer than that takes the rest: no lone tail request of a case or two.
  const least = always ? 1 : Math.ceil(POOL_CHUNK_MS / Math.max(mean, 0.01));
  const share = Math.ceil(count / (helpers.length + 1));
  const taken = new Map([[main, done]]);
  const chunk = (worker) => {
    const cases = chunkSize({ rest: count - next, workers: helpers.length + 1, least, share, taken: taken.get(worker) ?? 0 });
    taken.set(worker, (taken.get(worker) ?? 0) + cases);
    return cases;
  };
  /** @type {(value?: unknown) => void} */
  let partsIn = () => {};
  const allIn = new Promise((resolve) => { partsIn = resolve; });
  /** @type {(error: unknown) => void} */
  let fail = () => {};
  const failed = new Promise((_resolve, reject) => { fail = reject; });
  const told = () => {
    tellCases(options, done, count);
    if (done === count) partsIn();
  };
  told();
  const drain = async (worker) => {
    while (next < count) {
      const from = next;
      const to = Math.min(count, from + chunk(worker));
      next = to;
      const value = await ask(worker, from, to, { ahead: lanes > 1 });
      chunks.push(value);
      solvers.add(worker);
      done += value.cases.length;
      told();
    }
  };
  // A fault of any worker ends the run: the others' requests are stopped.
  const track = (work) => work.catch((e) => {
    ended.abort();
    fail(e);
  });
  // Each helper is given the set-ups first; one not started yet parses the input before it takes cases.
  const ready = helpers.map((helper, i) => {
    for (const { key, bytes } of shared) {
      if (helper.given.has(key)) continue;
      helper.given.add(key);
      helper.send({ op: 'give', key, bytes }, { signal }).catch(() => {});
    }
    if (i < early.length) return early[i];
    return always || !helper.worker ? ask(helper, 0, 0).then(() => {}) : Promise.resolve();
  });
  const everyone = always ? Promise.all(ready.map((parse) => parse.catch(() => {}))) : null;
  for (let lane = 0; lane < lanes; lane++) {
    track(Promise.resolve(everyone).then(() => drain(main)));
    helpers.forEach((helper, i) => track(ready[i].then(() => everyone).then(() => drain(helper))));
  }
  try {
    await Promise.race([allIn, failed]);
    const value = joined(chunks, metrics);
    pool.quick = isQuick(value, held);
    // One worker alone took long enough that helpers would have paid: they start now, warm for the next run, one per
    // warmWorth ms of it past the first (a 12 ms run starts one, not a phone's seven).
    if (helpers.length === 0 && took > worth) {
      const wanted = Math.min(size - 1, poolByMemory(held) - 1, Math.ceil(took / worth) - 1);
      for (const helper of poolOf(puzzle, wanted).helpers.slice(0, wanted)) if (!helper.worker) helper.start();
    }
    return { value, ms: performance.now() - began, workers: solvers.size };
  } finally {
    rest(pool);
  }
}

/** A pool's run's progress, once a case is done: `done` of `count` cases ({text, percent}). */
function tellCases(options, done, count) {
  if (done > 0) options.progress?.({ text: shape({ msg: 'ui-judge-cases', args: { done, count } }), percent: Math.floor((done * 100) / count) });
}

/** A run's replies ({from, output, cases, byMetric}, in any order) put together as the one worker's judge reply. */
function joined(chunks, metrics) {
  chunks.sort((a, b) => a.from - b.from);
  return {
    output: chunks.map((c) => c.output).join(''),
    cases: chunks.flatMap((c) => c.cases),
    byMetric: Array.from({ length: metrics }, (_, m) => chunks.flatMap((c) => c.byMetric[m])),
  };
}

/** Whether a run's cases (`value.cases`, each with its `ms`) took under {@link POOL_PARTS_MS} each, on average (a test
 * may set `globalThis.__poolPartsMs` in its place), and over {@link POOL_WARM_WORTH} in all, with no set-ups for the
 * workers to share (`held`): the next run on warm helpers goes {@link judgeInParts}. A run of a few quick cases does
 * not: the next, likely as short, is done in the first request. */
function isQuick(value, held) {
  const cases = value.cases.length;
  const took = value.cases.reduce((sum, c) => sum + c.ms, 0);
  const quick = typeof globalThis.__poolPartsMs === 'number' ? globalThis.__poolPartsMs : POOL_PARTS_MS;
  return held === 0 && cases > 0 && took / cases < quick && took > warmWorth();
}

/** {@link POOL_WORTH}, or a test's `globalThis.__poolWorth`. */
function coldWorth() {
  return Number(globalThis.__poolWorth) || POOL_WORTH;
}

/** {@link POOL_WARM_WORTH}, or a test's `globalThis.__poolWarmWorth`. */
function warmWorth() {
  return Number(globalThis.__poolWarmWorth) || POOL_WARM_WORTH;
}

/**
 * {@link judge} for a puzzle whose last run's cases were quick ({@link isQuick}) on `workers` running and idle (the
 * first the one that plays): each worker is given its part of the cases (`part` [k, n]) at once, one request each,
 * and the page waits for no first request to count the cases or time them. 500 queries on 30x30, two workers side
 * by side in one page: about 7.3 ms against 12.2 ms for one (the first request, then the rest spread, took about 9.9).
 * A fault of one part is the run's (every part of a bad input finds it: the others end on their own, nobody
 * restarted); Stop ends every worker.
 * @param {{helpers: Channel[], timer: any, quick?: boolean}} pool  the puzzle's pool, whose helpers are among `workers`
 * @param {Channel[]} workers
 * @param {(worker: Channel, from: number, to: number, extra: object) => Promise<any>} ask
 * @param {number} began
 * @param {Options} options
 */
async function judgeInParts(pool, workers, ask, began, options) {
  let done = 0;
  const parts = workers.map((worker, k) => ask(worker, 0, 0, { part: [k, workers.length], more: k === 0 ? options : {} })
    .then((value) => {
      done += value.cases.length;
      tellCases(options, done, value.count);
      return value;
    }));
  const settled = await Promise.allSettled(parts);
  rest(pool);
  const failed = settled.find((part) => part.status === 'rejected');
  if (failed) throw /** @type {PromiseRejectedResult} */ (failed).reason;
  const chunks = settled.map((part) => /** @type {PromiseFulfilledResult<any>} */ (part).value);
  const value = joined(chunks, chunks[0].metrics);
  pool.quick = isQuick(value, chunks[0].held);
  return { value, ms: performance.now() - began, workers: chunks.filter((c) => c.cases.length > 0).length };
}

/** Ends `pool`'s helpers after {@link POOL_IDLE} ms without a run; one still busy (starting late) is ended later. */
function rest(pool) {
  clearTimeout(pool.timer);
  pool.timer = setTimeout(() => {
    for (const helper of pool.helpers) helper.close();
    if (pool.helpers.some((helper) => helper.worker)) rest(pool);
  }, POOL_IDLE);
}
