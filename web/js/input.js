// What the person does, as neutral UserInputs (crates/core/src/input.rs): keys, taps, swipes and the edit cursor on the
// board (views/board.js finds cells and draws marks); every input goes to controller.js, which the core answers.

const SWIPE_PX = 24;
const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];

/**
 * @param {HTMLElement} boardEl  the focusable board
 * @param {import('./views/board.js').BoardView} board
 * @param {{info: () => any, frame: () => any, editing: () => boolean, tool: () => any,
 *          send: (input: object) => void, undo: () => void, redo: () => void, say: (text: string) => void}} hooks
 */
export function wireInput(boardEl, board, hooks) {
  /** The press in progress: where it began, and for a path tool every cell visited. */
  let press = null;
  boardEl.addEventListener('pointerdown', (event) => {
    const frame = hooks.frame();
    if (!frame) return;
    const cell = board.cellAt(event, frame);
    press = { x: event.clientX, y: event.clientY, cell, cells: cell ? [cell] : [] };
    boardEl.focus({ preventScroll: true });
    boardEl.setPointerCapture(event.pointerId);
  });
  boardEl.addEventListener('pointermove', (event) => {
    if (!press || !hooks.editing() || !hooks.tool()?.path) return;
    const cell = board.cellAt(event, hooks.frame());
    if (!cell || same(cell, press.cells[press.cells.length - 1])) return;
    press.cells.push(cell);
    board.mark(press.cells, 'snake-path');
  });
  boardEl.addEventListener('pointerup', (event) => {
    if (!press || !hooks.frame()) return;
    const { x, y, cell, cells } = press;
    press = null;
    if (hooks.editing()) {
      board.mark([], '');
      const end = board.cellAt(event, hooks.frame());
      const tool = hooks.tool();
      if (tool?.path) hooks.send({ kind: 'tool', tool: tool.id, cells });
      else if (cell && end && !same(cell, end)) hooks.send({ kind: 'drag', from: cell, to: end });
      else if (cell && tool) hooks.send({ kind: 'tool', tool: tool.id, cells: [cell] });
      return;
    }
    const dx = event.clientX - x;
    const dy = event.clientY - y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE_PX) {
      const dir = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U');
      hooks.send({ kind: 'swipe', dir });
    } else if (cell) {
      hooks.send({ kind: 'click', cell });
    }
  });
  const cursor = wireEditCursor(boardEl, board, hooks);
  document.addEventListener('keydown', (event) => playKey(event, boardEl, hooks));
  return cursor;
}

/** Undo, redo and the puzzle's own keys, anywhere on the page but in a form field. */
function playKey(event, boardEl, hooks) {
  if (boardEl.closest('[hidden]')) return;
  const target = /** @type {HTMLElement} */ (event.target);
  if (target.closest('textarea, input, select')) return;
  const key = event.key.toLowerCase();
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl && key === 'z' && !event.shiftKey) {
    event.preventDefault();
    hooks.undo();
  } else if (ctrl && (key === 'y' || (key === 'z' && event.shiftKey))) {
    event.preventDefault();
    hooks.redo();
  } else if (!ctrl && !event.altKey && !hooks.editing() && hooks.info().keys.includes(event.key)) {
    event.preventDefault();
    hooks.send({ kind: 'key', key: event.key });
  }
}

/**
 * Keyboard editing: with the board focused in edit mode, arrows move a cursor and Enter or Space applies the tool; a
 * path tool starts a path at the first press, collects every cell the cursor visits and sends them at the next.
 */
function wireEditCursor(boardEl, board, hooks) {
  /** @type {[number, number]} */
  let cursor = [0, 0];
  let path = null;
  const show = () => board.mark(path ?? [cursor], path ? 'snake-path' : 'edit-cursor');
  function key(event) {
    const frame = hooks.frame();
    const step = STEPS[event.key];
    if (step) {
      cursor = [Math.min(frame.rows - 1, Math.max(0, cursor[0] + step[0])),
        Math.min(frame.cols - 1, Math.max(0, cursor[1] + step[1]))];
      path?.push(cursor);
      show();
      hooks.say(`Row ${cursor[0] + 1}, column ${cursor[1] + 1}`);
    } else if (event.key === 'Escape' && path) {
      path = null;
      show();
    } else if (event.key === 'Enter' || event.key === ' ') {
      const tool = hooks.tool();
      if (tool?.path && !path) {
        path = [cursor];
        show();
        hooks.say(`${tool.label}: move with the arrow keys, press Enter to finish.`);
      } else if (tool) {
        hooks.send({ kind: 'tool', tool: tool.id, cells: path ?? [cursor] });
        path = null;
      }
    } else {
      return false;
    }
    return true;
  }
  boardEl.addEventListener('keydown', (event) => {
    if (!hooks.editing() || !hooks.frame() || event.ctrlKey || event.metaKey || event.altKey) return;
    if (key(event)) {
      event.preventDefault();
      event.stopPropagation();
    }
  });
  boardEl.addEventListener('focus', () => { if (hooks.editing() && hooks.frame()) show(); });
  return {
    /** Drops a path in progress and redraws the cursor (after an edit, or when edit mode ends). */
    reset() {
      path = null;
      if (hooks.editing() && hooks.frame()) show();
      else board.mark([], '');
    },
  };
}
