// The one list of puzzle names in the page's JavaScript (tools/check-names.mjs allows them only in web/js/puzzles/):
// each puzzle's optional visual module (colours, piece shapes) for views/board.js, and the names for tests/e2e/harness.mjs.
// Everything else about a puzzle (its title, rules, controls, views) comes from the core's Info (first.js).

/** Visual choices per puzzle beyond the core's frame; none is needed today (draw.js styles pieces by their kind). */
export const VISUALS = {
  omnigravity: {},
  huarong: {},
  holedox: {},
  fifteen: {},
};

/** The registry names (as in crates/core/src/lib.rs); the page itself takes its list and order from the core. */
export const PUZZLES = Object.keys(VISUALS);
