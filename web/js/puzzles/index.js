// The one list of the page's puzzles, in tab order: each module here describes its board for board.js (a PuzzleUi). main.js
// routes by these names, storage.js keeps their texts and boards, board.js drives them, tests/e2e/harness.mjs tests them.
import omnigravity from './omnigravity.js';
import huarong from './huarong.js';
import holedox from './holedox.js';

/** @type {import('../board.js').PuzzleUi[]} */
export const UIS = [omnigravity, huarong, holedox];

/** The registry names (as `PUZZLES` in crates/core/src/lib.rs); the first is the page's default. */
export const PUZZLES = UIS.map((ui) => ui.name);
