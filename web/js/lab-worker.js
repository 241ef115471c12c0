// The lab worker's loader (crates/wasm-lab: every puzzle, the requests of their workers plus the X-ray and the studio's
// check and test maker), started by worker-client.js on the first lab request, so that a first visit loads the shown
// puzzle's module only.
import * as glue from '../pkg/puzzle_lab.js';
import { serve } from './worker-loader.js';

serve(glue, new URL('../pkg/puzzle_lab_bg.wasm', import.meta.url));
