// The lab worker's loader (crates/wasm-lab: the first module's requests plus the X-ray and the studio's check and test
// maker), started by worker-client.js on the first lab request, so that a first visit loads the smaller module only.
import init, { start } from '../pkg/puzzle_lab.js';
import { serve } from './worker-loader.js';

serve(init, start, new URL('../pkg/puzzle_lab_bg.wasm', import.meta.url));
