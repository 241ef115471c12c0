// The Web Worker's loader: the worker itself is Rust (crates/wasm, `start()`); its one client is worker-client.js.
import init, { start } from '../pkg/puzzle_wasm.js';

/** Messages that arrive while the wasm compiles, answered in order once Rust's handler is in place. */
const early = [];
self.onmessage = (event) => { early.push(event); };

// The path from js/ and from the bundle in dist/ alike (the glue's default would point into dist/).
await init({ module_or_path: new URL('../pkg/puzzle_wasm_bg.wasm', import.meta.url) });
start();
for (const event of early) self.onmessage?.(event);
