// What both Web Worker loaders share (worker.js, the first module; lab-worker.js, the lab): the worker itself is Rust
// (crates/wasm, `start()`), and messages that arrive while its wasm compiles wait here.

/**
 * Serves this worker from the wasm at `wasm`, once `init` (the wasm-bindgen glue's) has compiled it; `start` installs
 * Rust's message handler. Call it while the module is first evaluated, so that no early message is missed.
 * @param {(options: {module_or_path: URL}) => Promise<unknown>} init
 * @param {() => void} start
 * @param {URL} wasm
 */
export async function serve(init, start, wasm) {
  const early = [];
  self.onmessage = (event) => { early.push(event); };
  await init({ module_or_path: wasm });
  start();
  for (const event of early) self.onmessage?.(event);
}
