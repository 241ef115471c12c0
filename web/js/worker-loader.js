// What both Web Worker loaders share (worker.js, a puzzle's module; lab-worker.js, the lab): the worker itself is Rust
// (crates/wasm, `start()`, handed the store of kept set-ups, kept.js), and messages that arrive while its wasm compiles
// wait here.
import { openKept } from './kept.js';

/**
 * Serves this worker from the wasm at `wasm`, once the wasm-bindgen glue `glue` (a module or the promise of one: its
 * default export `init` compiles the wasm, `start` installs Rust's message handler) is loaded and has compiled it, and
 * the store of kept tables is open. Call it while the worker's module is first evaluated, so that no early message is
 * missed.
 * @param {{default: (options: {module_or_path: URL}) => Promise<unknown>, start: (store: object) => void}
 *   | Promise<{default: (options: {module_or_path: URL}) => Promise<unknown>, start: (store: object) => void}>} glue
 * @param {URL} wasm
 */
export async function serve(glue, wasm) {
  // A trap inside an async task of the Rust worker (a panic while it awaits) rejects a promise instead of throwing:
  // thrown again from a timer, it becomes the worker's error event, so that the page restarts it rather than waiting.
  self.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    setTimeout(() => { throw event.reason; });
  });
  const early = [];
  self.onmessage = (event) => { early.push(event); };
  const { default: init, start } = await glue;
  const [, store] = await Promise.all([init({ module_or_path: wasm }), openKept()]);
  start(store);
  for (const event of early) self.onmessage?.(event);
}
