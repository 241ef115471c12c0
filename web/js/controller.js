// The board's controller: one request per action (worker-client.js), queued in order so input is never lost, one View
// back, kept per puzzle and handed to the views (views/*.js); input.js and the views call it, main.js wires it.
import { onRestart, request } from './worker-client.js';

/** The load request that rebuilds `view`'s board, history and step in a fresh worker. */
export function loadOf(puzzle, view) {
  return { op: 'load', puzzle, input: view.board, case: '1', history: view.history, at: view.moveCount };
}

/** Requests that replace a puzzle's board in the worker, so a lost board need not be reloaded first. */
const REPLACES = new Set(['load', 'generate']);

export class Controller {
  constructor() {
    this.shown = '';
    /** The last view of each puzzle's board. */
    this.views = new Map();
    /** Puzzles whose board the worker does not hold (drawn from the build, or lost in a restart). */
    this.lost = new Set();
    /** @type {Promise<any>} */
    this.queue = Promise.resolve();
    this.viewListeners = [];
    this.faultListeners = [];
    // A stopped or crashed worker forgets its boards: each is reloaded, with its history, before its next request.
    onRestart(() => { for (const name of this.views.keys()) this.lost.add(name); });
  }

  /** Sends `req`, first reloading its puzzle's board when the worker lost it. */
  async send(req) {
    const name = req.puzzle;
    if (this.lost.has(name) && this.views.has(name) && !REPLACES.has(req.op)) {
      await request(loadOf(name, this.views.get(name)));
      this.lost.delete(name);
    }
    const answer = await request(req);
    if (REPLACES.has(req.op)) this.lost.delete(name);
    return answer;
  }

  /** `send`, sent again once when a Stop ended the worker while it waited: a move queued behind a solve is kept. */
  async sendKept(req) {
    try {
      return await this.send(req);
    } catch (error) {
      if (error?.kind !== 'stopped') throw error;
      return this.send(req);
    }
  }

  /**
   * Runs `task` after everything queued before it.
   * @param {() => Promise<any>} task
   * @returns {Promise<any>}
   */
  enqueue(task) {
    const run = this.queue.then(task);
    this.queue = run.catch(() => {});
    return run;
  }

  /** Keeps `view` as `name`'s board and, when it is shown, tells the views. */
  apply(name, view, how) {
    const before = this.views.get(name) ?? null;
    this.views.set(name, view);
    if (name === this.shown) for (const listener of this.viewListeners) listener(view, { ...how, before });
  }

  /**
   * One board request (`{op, ...}` without the puzzle), after those queued before it; resolves to whether it worked.
   * @param {{op: string, [field: string]: any}} req
   * @param {{animate?: boolean, by?: string}} [how]  tween from the last frame (moves) or draw at once (new boards);
   *   `by` who asked ('stepper' for a path being stepped; the player by default), handed on to the view listeners
   * @returns {Promise<boolean>}
   */
  act(req, how = {}) {
    const name = this.shown;
    const full = { ...req, puzzle: name };
    return this.enqueue(async () => {
      try {
        const { value } = await this.sendKept(full);
        this.apply(name, value, { animate: how.animate ?? true, request: full, by: how.by ?? 'player' });
        return true;
      } catch (error) {
        if (name === this.shown) for (const listener of this.faultListeners) listener(error, full);
        return false;
      }
    });
  }

  /** A request about the board that answers with something else (insight, frames, judgeInput), in the queue's order. */
  ask(req) {
    const full = { ...req, puzzle: this.shown };
    return this.enqueue(() => this.sendKept(full));
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
}
