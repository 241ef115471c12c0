// The module Web Worker that owns the wasm core (pkg/ from crates/wasm); its only client is worker-client.js.
import init, * as core from '../pkg/puzzle_wasm.js';
import { sampleBoard, viewOf } from './views.js';

// The path from js/ and from the bundle in dist/ alike (the glue's default would point into dist/).
const ready = init({ module_or_path: new URL('../pkg/puzzle_wasm_bg.wasm', import.meta.url) });

/** Set by the test-only 'armPanic' request: the next 'report' panics inside wasm. */
let panicOnNextReport = false;

/** One playable board per puzzle, kept here so that searches for hints never block the page. */
const boards = new Map();

/** The board of `puzzle`, or a request error when none is loaded. */
function board(puzzle) {
  const handle = boards.get(puzzle);
  if (!handle) throw { kind: 'request', line: 0, column: 0, message: `no ${puzzle} board loaded`, text: `no ${puzzle} board loaded` };
  return handle;
}

/** Replaces the board of `puzzle` (freeing the old one's wasm memory). */
function keep(puzzle, handle) {
  boards.get(puzzle)?.free();
  boards.set(puzzle, handle);
  return view(puzzle);
}

/** Everything the page shows of `puzzle`'s board after any change. */
function view(puzzle) {
  return viewOf(board(puzzle));
}

/** Requests the page may make: name -> function of (puzzle, input); board requests take an object. */
const OPS = {
  report: (puzzle, input) => {
    if (panicOnNextReport) {
      panicOnNextReport = false;
      core.test_panic();
    }
    return core.report(puzzle, input);
  },
  judge: (puzzle, input) => core.judge(puzzle, input),
  /** For bench/wasm.mjs: `times` judge runs in one request, so a sub-millisecond solve is timed past the clock's 0.1 ms. */
  judgeRepeated: (puzzle, { input, times }) => {
    let output = '';
    for (let i = 0; i < times; i++) output = core.judge(puzzle, input);
    return output;
  },
  solve: (puzzle, input) => core.solve(puzzle, input),
  sample: (puzzle) => core.sample(puzzle),
  levels: (puzzle) => core.levels(puzzle),
  load: (puzzle, { input, index }) => keep(puzzle, core.BoardHandle.load(puzzle, input, index)),
  /** The sample's first case: a page's first board, in one request. */
  loadSample: (puzzle) => keep(puzzle, sampleBoard(core, puzzle)),
  generate: (puzzle, { seed, level }) => keep(puzzle, core.BoardHandle.generate(puzzle, seed >>> 0, level)),
  restore: (puzzle, { input, index = 0, history, at }) => {
    const handle = core.BoardHandle.load(puzzle, input, index);
    try {
      for (const letter of history) handle.play(letter);
    } catch (error) {
      handle.free();
      throw error;
    }
    for (let i = history.length; i > at; i--) handle.undo();
    return keep(puzzle, handle);
  },
  play: (puzzle, { move }) => (board(puzzle).play(move), view(puzzle)),
  undo: (puzzle) => (board(puzzle).undo(), view(puzzle)),
  redo: (puzzle) => (board(puzzle).redo(), view(puzzle)),
  restart: (puzzle) => (board(puzzle).restart(), view(puzzle)),
  edit: (puzzle, { edit }) => (board(puzzle).edit(edit), view(puzzle)),
  judgeInput: (puzzle, { current }) => board(puzzle).judgeInput(current),
  insight: (puzzle) => board(puzzle).insight(),
  gallery: (puzzle) => board(puzzle).gallery(),
  /** Every frame along `history` from the start of a board, without touching the page's board. */
  frames: (puzzle, { input, history }) => {
    const handle = core.BoardHandle.load(puzzle, input, 0);
    try {
      const frames = [handle.frame()];
      for (const letter of history) {
        handle.play(letter);
        frames.push(handle.frame());
      }
      return frames;
    } finally {
      handle.free();
    }
  },
  // Test-only: the next judge run panics inside wasm, to check that the page survives a panic.
  armPanic: () => {
    panicOnNextReport = true;
  },
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
