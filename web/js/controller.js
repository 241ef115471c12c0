// The board's controller: one request per action (worker-client.js), queued in order so input is never lost, one View
// back, kept per puzzle and handed to the views (views/*.js); the request running can be stopped (views/busy.js).
// input.js and the views call it, main.js wires it.
import { onRestart, request } from './worker-client.js';

/** The load request that rebuilds `view`'s board, history and step in a fresh worker. */
export function loadOf(puzzle, view) {
  return { op: 'load', puzzle, input: view.board, case: '1', history: view.history, at: view.moveCount };
}

/** Requests that replace a puzzle's board in the worker, so a lost board need not be reloaded first. */
const REPLACES = new Set(['load', 'generate', 'level']);
/**
 * Board requests that stay wanted when the person stops the search their view waits for: the board is reloaded
 * without searching (`search: false`) and the request made again, which is then quick; the search is not made again.
 */
const RESUMABLE = new Set(['load', 'input', 'undo', 'redo', 'restart', 'replay']);

export class Controller {
  constructor() {
    this.shown = '';
    /** The last view of each puzzle's board. */
    this.views = new Map();
    /** Puzzles whose board the worker does not hold (drawn from the build, or lost in a restart). */
    this.lost = new Set();
    /** Puzzles whose board's search was stopped: reloaded without searching until Hint asks again. */
    this.unsearched = new Set();
    /** Per puzzle, how many boards a load or generate put there: input given to an older one is dropped. */
    this.boards = new Map();
    /** @type {Promise<any>} */
    this.queue = Promise.resolve();
    /** The request the worker is working on for the board: {stop, began, text, label}, or null. */
    this.running = null;
    this.viewListeners = [];
    this.faultListeners = [];
    this.busyListeners = [];
    this.actListeners = [];
    // A stopped or crashed puzzle's worker forgets its board: it is reloaded, with its history, before its next request.
    onRestart((name) => this.lost.add(name));
  }

  /** Sends `req`, first reloading its puzzle's board (quietly: no view, no search) when the worker lost it. */
  async send(req, options) {
    const name = req.puzzle;
    if (this.lost.has(name) && this.views.has(name) && !REPLACES.has(req.op)) {
      const search = !this.unsearched.has(name);
      await request({ ...loadOf(name, this.views.get(name)), search, quiet: true }, options);
      this.lost.delete(name);
    }
    const answer = await request(req, options);
    if (REPLACES.has(req.op)) this.lost.delete(name);
    if (REPLACES.has(req.op) || req.op === 'search') {
      if (req.search === false) this.unsearched.add(name);
      else this.unsearched.delete(name);
    }
    return answer;
  }

  /**
   * `send`, made again once when it waited for a worker that was restarted; when the person stopped the search it ran
   * (the busy line's Stop, not the caller's own signal), a board request is made again without searching (RESUMABLE),
   * anything else fails with 'stopped'. `attempt()` gives each try its options.
   * @param {{op: string, puzzle: string, [field: string]: any}} req
   * @param {() => import('./worker-client.js').Options} attempt
   * @param {AbortSignal} [signal]  the caller's own Stop
   */
  async sendKept(req, attempt, signal) {
    try {
      return await this.send(req, attempt());
    } catch (error) {
      if (error?.kind === 'restarted') return this.send(req, attempt());
      if (error?.kind !== 'stopped' || !RESUMABLE.has(req.op) || signal?.aborted) throw error;
      this.unsearched.add(req.puzzle);
      return this.send(req.op === 'load' ? { ...req, search: false } : req, attempt());
    }
  }

  /**
   * Runs `task` after everything queued before it. `task(attempt)`: each `attempt()` gives the options of one try of its
   * requests, with a Stop of its own (`stop()`, or the caller's `signal`) and the progress for the busy line.
   * @param {(attempt: () => import('./worker-client.js').Options) => Promise<any>} task
   * @param {{signal?: AbortSignal, label?: string, progress?: (p: {text: string, percent: number}) => void}} [how]
   * @returns {Promise<any>}
   */
  enqueue(task, how = {}) {
    const attempt = () => {
      const stop = new AbortController();
      if (how.signal?.aborted) stop.abort();
      how.signal?.addEventListener('abort', () => stop.abort(), { once: true });
      const job = { stop, began: 0, text: '', label: how.label ?? '' };
      return {
        signal: stop.signal,
        started: () => { job.began = performance.now(); this.busy(job); },
        progress: (p) => { job.text = p.text; how.progress?.(p); this.busy(job); },
      };
    };
    const run = this.queue.then(() => task(attempt).finally(() => this.busy(null)));
    this.queue = run.catch(() => {});
    return run;
  }

  /** Tells the busy listeners what the worker works on for the board ({began, text}), or null when it is free. */
  busy(job) {
    this.running = job;
    for (const listener of this.busyListeners) listener(job);
  }

  /** Stops the board request the worker is working on (the busy line's Stop). */
  stop() {
    this.running?.stop.abort();
  }

  /** Keeps `view` as `name`'s board and, when it is shown, tells the views. */
  apply(name, view, how) {
    const before = this.views.get(name) ?? null;
    this.views.set(name, view);
    if (name === this.shown) for (const listener of this.viewListeners) listener(view, { ...how, before });
  }

  /**
   * One board request (`{op, ...}` without the puzzle), after those queued before it; resolves to whether it worked.
   * Input given to a board that a load or generate queued before it replaces is dropped: it never reaches the new one.
   * @param {{op: string, [field: string]: any}} req
   * @param {{animate?: boolean, by?: string, signal?: AbortSignal, progress?: (p: {text: string, percent: number}) => void}} [how]
   *   animate: tween from the last frame (moves) or draw at once (new boards); by: who asked ('stepper' for a path being
   *   stepped; the player by default), handed on to the view listeners; signal: a Stop of the caller's own
   * @returns {Promise<boolean>}
   */
  act(req, how = {}) {
    const name = this.shown;
    const full = { ...req, puzzle: name };
    const board = this.boards.get(name) ?? 0;
    for (const listener of this.actListeners) listener(full);
    return this.enqueue(async (attempt) => {
      if (!REPLACES.has(req.op) && (this.boards.get(name) ?? 0) !== board) return false;
      try {
        const { value } = await this.sendKept(full, attempt, how.signal);
        if (REPLACES.has(req.op)) this.boards.set(name, (this.boards.get(name) ?? 0) + 1);
        this.apply(name, value, { animate: how.animate ?? true, request: full, by: how.by ?? 'player' });
        return true;
      } catch (error) {
        if (name === this.shown) for (const listener of this.faultListeners) listener(error, full);
        return false;
      }
    }, how);
  }

  /**
   * A request about the board that answers with something else (insight, frames, judgeInput), in the queue's order;
   * like `act`'s, a long one shows the busy line with its Stop, and `how.signal` is a Stop of the caller's own.
   * @param {{op: string, [field: string]: any}} req
   * @param {{signal?: AbortSignal, label?: string, progress?: (p: {text: string, percent: number}) => void}} [how]
   *   label: what the busy line says while no progress is heard ("Working… 1.2 s" without one)
   */
  ask(req, how = {}) {
    const full = { ...req, puzzle: this.shown };
    return this.enqueue((attempt) => this.sendKept(full, attempt, how.signal), how);
  }

  /** Shows `name`: its last view at once when there is one (drawn, no request); else null, and `act` loads one. */
  show(name) {
    this.shown = name;
    const view = this.views.get(name);
    if (view) this.apply(name, view, { animate: false, request: null });
    return view ?? null;
  }

  /** Draws `view` (the build's first view) as `name`'s board; the worker loads the same board before its first move. */
  adopt(name, view) {
    this.lost.add(name);
    this.apply(name, view, { animate: false, request: null });
  }

  /** The shown puzzle's last view, or null. */
  view() {
    return this.views.get(this.shown) ?? null;
  }

  puzzle() {
    return this.shown;
  }

  /** Calls `listener(view, {animate, before, request, by})` after every change of the shown board. */
  onView(listener) {
    this.viewListeners.push(listener);
  }

  /** Calls `listener(fault, request)` when a request for the shown board fails. */
  onFault(listener) {
    this.faultListeners.push(listener);
  }

  /**
   * Calls `listener(request)` when a board request is queued, before it runs: a view whose work it makes stale (the
   * review of the game as it was) stops that work, so that the request does not wait behind it.
   */
  onAct(listener) {
    this.actListeners.push(listener);
  }

  /** Calls `listener(job)` when the worker starts on a board request or hears its progress, and `listener(null)` after. */
  onBusy(listener) {
    this.busyListeners.push(listener);
  }
}
