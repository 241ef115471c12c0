// What the person does, as neutral UserInputs (crates/core/src/input.rs): keys, taps, swipes and the edit cursor on the
// board (views/board.js finds cells and draws marks); every input goes to controller.js, which the core answers.
// Its words: web/locales/ui (ui-*).
import { t } from './l10n.js';

const SWIPE_PX = 24;
const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];

/** The cells of `piece` of a frame, absolute: its `cells` offsets, or its whole rectangle. */
export function pieceCells(piece) {
  if (piece.cells?.length) return piece.cells.map(([r, c]) => [piece.row + r, piece.col + c]);
  const out = [];
  for (let r = 0; r < piece.height; r += 1) for (let c = 0; c < piece.width; c += 1) out.push([piece.row + r, piece.col + c]);
  return out;
}

/** The piece of `frame` on `cell`, or undefined. */
const pieceOn = (frame, cell) => cell && frame.pieces.find((p) => pieceCells(p).some((c) => same(c, cell)));

/**
 * The picked piece of a puzzle whose moves name a piece (Info.pick): kept by its id, so it stays picked as it moves;
 * keys and taps then carry one of its cells (UserInput keyAt, pull).
 */
class Pick {
  constructor(board, say) {
    this.board = board;
    this.say = say;
    this.id = null;
  }

  /** A cell of the picked piece in `frame`, or null when none is picked (or it is gone). */
  cell(frame) {
    const piece = frame?.pieces.find((p) => p.id === this.id);
    return piece ? pieceCells(piece)[0] : null;
  }

  /** Picks `piece` (null: none) and says so. */
  set(piece) {
    this.id = piece?.id ?? null;
    this.board.pick(this.id);
    if (piece) this.say(t('ui-piece-picked', { piece: piece.label }));
  }

  /** The next piece after the picked one, in the frame's order, picked. */
  next(frame) {
    const at = frame.pieces.findIndex((p) => p.id === this.id);
    this.set(frame.pieces[(at + 1) % frame.pieces.length] ?? null);
  }
}

/**
 * @param {HTMLElement} boardEl  the focusable board
 * @param {import('./views/board.js').BoardView} board
 * @param {{info: () => any, frame: () => any, editing: () => boolean, tool: () => any,
 *          send: (input: object) => void, undo: () => void, redo: () => void, say: (text: string) => void}} hooks
 */
export function wireInput(boardEl, board, hooks) {
  /** The press in progress: where it began, and for a path tool every cell visited. */
  let press = null;
  const pick = new Pick(board, hooks.say);
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
    if (hooks.info().pick) {
      pickOrPull(pick, hooks, cell, board.cellAt(event, hooks.frame()));
      return;
    }
    const dx = event.clientX - x;
    const dy = event.clientY - y;
    const end = board.cellAt(event, hooks.frame());
    if (hooks.info().drag && pieceOn(hooks.frame(), cell) && end && !same(cell, end)) {
      hooks.send({ kind: 'pull', from: cell, to: end });
    } else if (Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE_PX) {
      const dir = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U');
      hooks.send({ kind: 'swipe', dir });
    } else if (cell) {
      hooks.send({ kind: 'click', cell });
    }
  });
  const cursor = wireEditCursor(boardEl, board, hooks);
  document.addEventListener('keydown', (event) => playKey(event, boardEl, hooks, pick));
  boardEl.addEventListener('keydown', (event) => {
    if (!hooks.info().pick || hooks.editing() || !hooks.frame()) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      pick.next(hooks.frame());
    } else if (event.key === 'Escape' && pick.id !== null) {
      pick.set(null);
    }
  });
  return {
    ...cursor,
    /** Keeps the pick on its piece after a new view (none when its board changed). */
    view(frame, sameBoard) {
      if (!sameBoard || !pick.cell(frame)) pick.set(null);
      else board.pick(pick.id);
    },
  };
}

/**
 * A press on a board whose moves name a piece: a tap on a piece picks it, a press on a piece let go elsewhere sends
 * it there, and a tap elsewhere sends the picked piece there (a tap with none picked goes to the core, which says why).
 */
function pickOrPull(pick, hooks, from, to) {
  const frame = hooks.frame();
  const piece = pieceOn(frame, from);
  if (piece && to && !same(from, to)) {
    pick.set(piece);
    hooks.send({ kind: 'pull', from, to });
  } else if (piece) {
    pick.set(pick.id === piece.id ? null : piece);
  } else if (from && pick.cell(frame)) {
    hooks.send({ kind: 'pull', from: pick.cell(frame), to: from });
  } else if (from) {
    hooks.send({ kind: 'click', cell: from });
  }
}

/** Undo, redo and the puzzle's own keys, anywhere on the page but in a form field. */
function playKey(event, boardEl, hooks, pick) {
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
    const at = hooks.info().pick ? pick.cell(hooks.frame()) : null;
    hooks.send(at ? { kind: 'keyAt', key: event.key, at } : { kind: 'key', key: event.key });
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
      hooks.say(t('ui-cursor', { row: cursor[0] + 1, column: cursor[1] + 1 }));
    } else if (event.key === 'Escape' && path) {
      path = null;
      show();
    } else if (event.key === 'Enter' || event.key === ' ') {
      const tool = hooks.tool();
      if (tool?.path && !path) {
        path = [cursor];
        show();
        hooks.say(t('ui-path-tool', { tool: tool.label }));
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
