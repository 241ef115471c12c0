// The board's controller: one request per action (worker-client.js), queued in order so input is never lost, one View
// back, kept per puzzle and handed to the views (views/*.js); input.js and the views call it, main.js wires it.
import { onRestart, request } from './worker-client.js';

/** The load request that rebuilds `view`'s board, history and step in a fresh worker. */
export function loadOf(puzzle, view) {
  return { op: 'load', puzzle, input: view.board, case: '1', history: view.history, at: view.moveCount };
}

export function createController() {
  let puzzle = '';
  /** The last view of each puzzle's board. */
  const views = new Map();
  /** Puzzles whose board the worker does not hold yet (drawn from the build, or lost in a restart). */
  const lost = new Set();
  /** @type {Promise<any>} */
  let queue = Promise.resolve();
  const viewListeners = [];
  const faultListeners = [];

  // A stopped or crashed worker forgets its boards: each is reloaded, with its history, before its next request.
  onRestart(() => { for (const name of views.keys()) lost.add(name); });

  /** Sends `req`, first reloading its puzzle's board when the worker lost it (a load or generate replaces it anyway). */
  async function send(req) {
    const name = req.puzzle;
    const replaces = req.op === 'load' || req.op === 'generate';
    if (lost.has(name) && views.has(name) && !replaces) {
      await request(loadOf(name, views.get(name)));
      lost.delete(name);
    }
    const answer = await request(req);
    if (replaces) lost.delete(name);
    return answer;
  }

  /** `send`, sent again once when a Stop ended the worker while it waited: a move queued behind a solve is kept. */
  async function sendKept(req) {
    try {
      return await send(req);
    } catch (error) {
      if (error?.kind !== 'stopped') throw error;
      return send(req);
    }
  }

  /**
   * Runs `task` after everything queued before it.
   * @param {() => Promise<any>} task
   * @returns {Promise<any>}
   */
  function enqueue(task) {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  }

  /** Keeps `view` as `name`'s board and, when it is shown, tells the views. */
  function apply(name, view, how) {
    const before = views.get(name) ?? null;
    views.set(name, view);
    if (name === puzzle) for (const listener of viewListeners) listener(view, { ...how, before });
  }

  /**
   * One board request (`{op, ...}` without the puzzle), after those queued before it; resolves to whether it worked.
   * @param {{op: string, [field: string]: any}} req
   * @param {{animate?: boolean, fresh?: boolean}} [how]  tween from the last frame; a new board (edits, loads)
   * @returns {Promise<boolean>}
   */
  function act(req, how = {}) {
    const name = puzzle;
    const full = { ...req, puzzle: name };
    return enqueue(async () => {
      try {
        const { value } = await sendKept(full);
        apply(name, value, { animate: how.animate ?? true, fresh: how.fresh ?? false, request: full });
        return true;
      } catch (error) {
        if (name === puzzle) for (const listener of faultListeners) listener(error, full);
        return false;
      }
    });
  }

  return {
    act,
    /** A request about the board that answers with something else (insight, frames, judgeInput), in the queue's order. */
    ask: (req) => enqueue(() => sendKept({ ...req, puzzle })),
    /** Shows `name`: its last view at once when there is one (drawn, no request), else nothing until `act` loads one. */
    show(name) {
      puzzle = name;
      const view = views.get(name);
      if (view) apply(name, view, { animate: false, fresh: false, request: null });
      return view ?? null;
    },
    /** Draws `view` (the build's first view) as `name`'s board; the worker loads the same board before its first move. */
    adopt(name, view) {
      lost.add(name);
      apply(name, view, { animate: false, fresh: true, request: null });
    },
    /** The shown puzzle's last view, or null. */
    view: () => views.get(puzzle) ?? null,
    puzzle: () => puzzle,
    /** Calls `listener(view, {animate, fresh, before, request})` after every change of the shown board. */
    onView: (listener) => viewListeners.push(listener),
    /** Calls `listener(fault, request)` when a request for the shown board fails. */
    onFault: (listener) => faultListeners.push(listener),
    /** Resolves once everything queued so far is done. */
    idle: () => queue,
  };
}
