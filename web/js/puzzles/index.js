// The one list of puzzle names in the page's JavaScript (tools/check-names.mjs allows them only in web/js/puzzles/):
// each puzzle's optional visual entry (colours, piece shapes) beyond the core's frame. The tests take their list of
// puzzles from the core (tests/e2e/harness.mjs asks the wasm), and so does the page (first.js).

/** Visual choices per puzzle beyond the core's frame and look; none is needed today (draw.js draws each kind as Info.look says). */
export const VISUALS = {
  omnigravity: {},
  huarong: {},
  holedox: {},
  fifteen: {},
};
