// The Web Worker's loader for one puzzle's wasm module (crates/wasm-cdylib built with that puzzle's core: play, judge,
// learn), named by the worker's name, which is the puzzle's (worker-client.js starts one such worker per puzzle shown).
// The X-ray and the studio's requests go to lab-worker.js.
import { serve } from './worker-loader.js';

// The paths from js/ and from the bundle in dist/ alike (the glue's default would point into dist/); the glue is
// imported from pkg/ as it is, not bundled, since which one this worker needs is known only when it starts.
const module = `../pkg/puzzle_${self.name}`;
serve(import(new URL(`${module}.js`, import.meta.url).href), new URL(`${module}_bg.wasm`, import.meta.url));
