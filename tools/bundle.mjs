// Bundles the page's modules with esbuild into web/dist (make build, after web/pkg): dist/worker-client.js, loaded first
// and on its own (async); dist/main.js, everything else, importing that same worker-client.js (one module instance, one
// worker per puzzle); dist/worker.js and dist/lab-worker.js, the Rust workers' loaders (a puzzle's module, whose glue
// stays in pkg/ since its worker picks it by name, and the lab: the X-ray and the studio, started when first asked);
// dist/gif-worker.js, the GIF encoder's worker (raster.js and the vendored gifenc), started by views/export.js.
// dist/main.js also carries every puzzle's Info and sample (__PUZZLES__) and the view of each sample's first case
// (__FIRST_VIEWS__), asked here in Node of the lab module, which holds every puzzle, exactly as the page asks a puzzle's
// worker (web/js/first.js); dist/worker-client.js the puzzles' names (__PUZZLE_NAMES__, a wasm module each); and every
// message in each language (__MESSAGES__, read by web/js/l10n.js): the core's .ftl files (its own, then each puzzle's
// folder, in the registry's order) and the page's (web/locales: index.html's words; web/locales/views: web/js's).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as core from '../web/pkg/puzzle_lab.js';
import { allMessages, messagesOf } from './messages.mjs';
import { createMessages } from '../web/js/messages.js';

const WEB = fileURLToPath(new URL('../web/', import.meta.url));

core.initSync({ module: readFileSync(`${WEB}pkg/puzzle_lab_bg.wasm`) });
const worker = new core.Worker();
let id = 0;
/** The puzzles' names once known (a fault is written with the core's words and theirs). */
let names = [];
/** One request, answered as the worker answers the page; a fault stops the build. */
function ask(request) {
  const answer = worker.handle({ id: ++id, request }, () => performance.now());
  if (!answer.ok) {
    const { localiseReply } = createMessages({ en: messagesOf(names, 'en') }, 'en');
    throw new Error(`${request.op}: ${localiseReply(answer.error).text}`);
  }
  return answer.value;
}

const puzzles = ask({ op: 'puzzles' });
names = puzzles.map(({ info }) => info.name);
const firstViews = Object.fromEntries(puzzles.map(({ info }) => [
  info.name, ask({ op: 'load', puzzle: info.name, input: null, case: '1' }),
]));


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
  entryPoints: ['js/worker-client.js', 'js/main.js', 'js/worker.js', 'js/lab-worker.js', 'js/gif-worker.js'].map((path) => `${WEB}${path}`),
  outdir: `${WEB}dist`,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
  define: {
    __PUZZLES__: JSON.stringify(puzzles),
    __FIRST_VIEWS__: JSON.stringify(firstViews),
    __MESSAGES__: JSON.stringify(allMessages(names)),
    __PUZZLE_NAMES__: JSON.stringify(names),
  },
  plugins: [sharedClient],
});
