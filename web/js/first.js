// Each puzzle's sample and the view of its first case, computed by the wasm core at build time (tools/bundle.mjs puts
// them in the bundle as __FIRST_VIEWS__): the page draws its first board at once, while the worker still loads.
// Used by board.js and judge.js; empty when the sources are run unbundled.

/** @type {Record<string, {sample: string, view: {frame: any, status: any, moveCount: number, history: string, board: string}}>} */
export const FIRST = typeof __FIRST_VIEWS__ === 'undefined' ? {} : __FIRST_VIEWS__;
