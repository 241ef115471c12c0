// Bundles the page's modules with esbuild into web/dist (make build, after web/pkg): dist/worker-client.js, loaded first
// and on its own (async) so that the worker starts before the page has finished loading; dist/main.js, everything else,
// importing that same worker-client.js (one module instance, one worker); dist/wasm.js, the worker with the wasm glue.
// dist/main.js also carries each puzzle's sample and first view, computed here by the wasm core (web/js/first.js).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as core from '../web/pkg/puzzle_wasm.js';
import { PUZZLES } from '../web/js/puzzles/index.js';
import { sampleBoard, viewOf } from '../web/js/views.js';

const WEB = fileURLToPath(new URL('../web/', import.meta.url));

core.initSync({ module: readFileSync(`${WEB}pkg/puzzle_wasm_bg.wasm`) });
/** What the worker answers to 'loadSample' for each puzzle, and the sample itself. */
const first = Object.fromEntries(PUZZLES.map((puzzle) => {
  const handle = sampleBoard(core, puzzle);
  try {
    return [puzzle, { sample: core.sample(puzzle), view: viewOf(handle) }];
  } finally {
    handle.free();
  }
}));

/** Leaves every import of worker-client.js as `./worker-client.js`, which dist/worker-client.js answers. */
const sharedClient = {
  name: 'shared-worker-client',
  setup(b) {
    b.onResolve({ filter: /worker-client\.js$/ }, (args) => (args.kind === 'entry-point'
      ? undefined
      : { path: './worker-client.js', external: true }));
  },
};

await build({
  entryPoints: ['js/worker-client.js', 'js/main.js', 'js/wasm.js'].map((path) => `${WEB}${path}`),
  outdir: `${WEB}dist`,
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
  define: { __FIRST_VIEWS__: JSON.stringify(first) },
  plugins: [sharedClient],
});
