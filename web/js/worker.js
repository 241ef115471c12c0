// The Web Worker's loader for the module the page loads first (crates/wasm-cdylib: play, judge, learn); its one client
// is worker-client.js. The X-ray and the studio's requests go to lab-worker.js.
import init, { start } from '../pkg/puzzle_wasm.js';
import { serve } from './worker-loader.js';

// The path from js/ and from the bundle in dist/ alike (the glue's default would point into dist/).
serve(init, start, new URL('../pkg/puzzle_wasm_bg.wasm', import.meta.url));
