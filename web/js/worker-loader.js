// What both Web Worker loaders share (worker.js, the first module; lab-worker.js, the lab): the worker itself is Rust
// (crates/wasm, `start()`, handed the store of kept set-ups, kept.js), and messages that arrive while its wasm compiles
// wait here.
import { openKept } from './kept.js';

/**
 * Serves this worker from the wasm at `wasm`, once `init` (the wasm-bindgen glue's) has compiled it and the store of
 * kept tables is open; `start` installs Rust's message handler. Call it while the module is first evaluated, so that
 * no early message is missed.
 * @param {(options: {module_or_path: URL}) => Promise<unknown>} init
 * @param {(store: object) => void} start
 * @param {URL} wasm
 */
export async function serve(init, start, wasm) {
  // A trap inside an async task of the Rust worker (a panic while it awaits) rejects a promise instead of throwing:
  // thrown again from a timer, it becomes the worker's error event, so that the page restarts it rather than waiting.
  self.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    setTimeout(() => { throw event.reason; });
  });
  const early = [];
  self.onmessage = (event) => { early.push(event); };
  const [, store] = await Promise.all([init({ module_or_path: wasm }), openKept()]);
  start(store);
  for (const event of early) self.onmessage?.(event);
}
