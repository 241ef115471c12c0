// What the page shows of a board after any change: the worker's answer to board requests (wasm.js), and the build's
// first views of each sample (tools/bundle.mjs, read back by first.js), both from the same sampleBoard.

/**
 * The first case of `puzzle`'s sample as a new board: the page's first board, in the worker and at build time alike.
 * @param {any} core  the wasm core (pkg/puzzle_wasm.js), initialised
 * @param {string} puzzle
 */
export function sampleBoard(core, puzzle) {
  return core.BoardHandle.load(puzzle, core.sample(puzzle), 0);
}

/**
 * @param {any} handle  a BoardHandle of the wasm core (pkg/puzzle_wasm.js)
 * @returns {{frame: any, status: any, moveCount: number, history: string, board: string}}
 */
export function viewOf(handle) {
  return {
    frame: handle.frame(),
    status: handle.status(),
    moveCount: handle.moveCount(),
    history: handle.history(),
    board: handle.judgeInput(false),
  };
}
