// The playable board panel: draws frames (draw.js), animates moves (animate.js), plays, undoes, hints, edits and generates through
// the worker (worker-client.js); per-puzzle details come from puzzles/<name>.js. main.js moves the one panel between puzzles.
import { onRestart, request } from './worker-client.js';
import { createBoardView } from './draw.js';
import { tween } from './animate.js';
import { announce } from './announce.js';
import { UIS as LIST } from './puzzles/index.js';
import { FIRST } from './first.js';

/**
 * @typedef {object} PuzzleUi
 * @property {string} name
 * @property {string} help  how to play, shown under the board
 * @property {Record<string, string>} keys  key -> move letter
 * @property {{move: string, label: string, name: string}[]} buttons  on-screen move buttons
 * @property {(dir: string) => string} swipe  swipe direction -> move letter
 * @property {(frame: any, cell: [number, number]) => string | null} click  clicked cell -> move letter
 * @property {{id: string, label: string}[]} tools  edit tools
 * @property {boolean} resizable
 * @property {{rows: number, cols: number}} [limits]
 * @property {(tool: string, cell: [number, number], path?: [number, number][]) => object | null} edit
 * @property {(frame: any, from: [number, number], to: [number, number]) => object | null} drag  edit-mode drag -> edit
 * @property {(status: any) => string} describe
 * @property {string} [mover]  what a move moves, for the hint text ("the blank"); omitted when there is no hint
 */

/** @type {Record<string, PuzzleUi>} */
const UIS = Object.fromEntries(LIST.map((ui) => [ui.name, ui]));
const NAMES = { U: 'up', D: 'down', L: 'left', R: 'right' };
const SWIPE_PX = 24;

/** The cell one step from `cell` towards `move`. */
function neighbour([row, col], move) {
  return { U: [row - 1, col], D: [row + 1, col], L: [row, col - 1], R: [row, col + 1] }[move];
}

/**
 * @param {HTMLElement} panel
 * @param {{getJudgeText: () => string, setJudgeText: (text: string) => void,
 *          onChange: (puzzle: string, saved: {board: string, moves: string, at: number}) => void}} hooks
 */
export function createBoardPanel(panel, hooks) {
  const $ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  const boardEl = $('board');
  const view = createBoardView(/** @type {SVGSVGElement} */ (/** @type {unknown} */ ($('board-svg'))));
  const moveCount = $('move-count');
  const optimal = $('optimal');
  const message = $('board-status');
  const hintText = $('hint-text');
  const undoButton = /** @type {HTMLButtonElement} */ ($('undo'));
  const redoButton = /** @type {HTMLButtonElement} */ ($('redo'));
  const hintButton = /** @type {HTMLButtonElement} */ ($('hint'));
  const moveButtons = $('move-buttons');
  const editToggle = $('edit-toggle');
  const editTools = $('edit-tools');
  const toolBox = $('edit-tool-list');
  const editError = $('edit-error');
  const resizeBox = $('resize');
  const rowsInput = /** @type {HTMLInputElement} */ ($('resize-rows'));
  const colsInput = /** @type {HTMLInputElement} */ ($('resize-cols'));
  const levelSelect = /** @type {HTMLSelectElement} */ ($('generate-level'));
  const seedInput = /** @type {HTMLInputElement} */ ($('generate-seed'));
  const caseInput = /** @type {HTMLInputElement} */ ($('case-number'));

  let puzzle = '';
  /** @type {PuzzleUi} */
  let ui = LIST[0];
  /** The worker's last view: {frame, status, moveCount, history, board}. */
  let current = null;
  /** Optimal move count from the start of the board, for the "solved" message. */
  let startOptimal = null;
  let animation = { finish() {} };
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  let editing = false;
  let tool = '';
  /** Views per puzzle, so switching tabs back finds the board as it was. */
  const views = new Map();
  /** Called with (puzzle, view) after every change of the board. */
  const viewListeners = [];

  function say(text) {
    message.textContent = text;
  }

  function flash() {
    boardEl.classList.remove('refused');
    void boardEl.getBoundingClientRect();
    boardEl.classList.add('refused');
    setTimeout(() => boardEl.classList.remove('refused'), 400);
  }

  function showStatus() {
    const { status, frame } = current;
    moveCount.textContent = `Moves: ${current.moveCount}`;
    moveCount.dataset.count = String(current.moveCount);
    boardEl.dataset.state = frame.state;
    if (document.activeElement !== rowsInput && document.activeElement !== colsInput) {
      rowsInput.value = String(frame.rows);
      colsInput.value = String(frame.cols);
    }
    undoButton.disabled = current.moveCount === 0;
    redoButton.disabled = current.moveCount >= current.history.length;
    if (status.optimal === null || status.optimal === undefined) {
      optimal.textContent = ui.describe(status);
      delete optimal.dataset.optimal;
    } else {
      optimal.dataset.optimal = String(status.optimal);
      optimal.textContent = status.optimal < 0 ? 'No solution from here' : `Optimal from here: ${status.optimal}`;
    }
    hintButton.hidden = status.optimal === null || status.optimal === undefined;
    hintButton.disabled = !status.hint;
    hintText.textContent = '';
    delete hintText.dataset.move;
    view.mark([], '');
    if (status.goal) {
      const best = startOptimal === null ? '' : ` (optimal: ${startOptimal})`;
      say(`Solved in ${current.moveCount} moves${best}!`);
      boardEl.classList.add('solved');
    } else {
      boardEl.classList.remove('solved');
    }
  }

  /** Shows a new view, animating from the old frame when it is the same board. */
  function apply(next, animate) {
    const before = current;
    current = next;
    views.set(puzzle, next);
    animation.finish();
    const sameBoard = before && before.frame.rows === next.frame.rows && before.frame.cols === next.frame.cols
      && before.frame.cells.join() === next.frame.cells.join();
    if (animate && sameBoard) animation = tween(view, before.frame, next.frame);
    else view.render(next.frame);
    showStatus();
    hooks.onChange(puzzle, { board: next.board, moves: next.history, at: next.moveCount });
    for (const listener of viewListeners) listener(puzzle, next);
  }

  /**
   * Runs `op` in the worker after everything queued before it, so input is never lost.
   * Resolves to whether it succeeded.
   * @returns {Promise<boolean>}
   */
  function act(op, args = {}, { animate = true, fresh = false } = {}) {
    const forPuzzle = puzzle;
    const task = queue.then(async () => {
      animation.finish();
      try {
        const { value } = await request(op, forPuzzle, args);
        if (forPuzzle !== puzzle) return false;
        say('');
        if (fresh) startOptimal = value.status.optimal ?? null;
        apply(value, animate);
        announceChange(op, args);
        return true;
      } catch (error) {
        if (forPuzzle !== puzzle) return false;
        if (error.kind === 'illegal') {
          flash();
          announce(`Not possible: ${error.message}.`);
          say(`Not possible: ${error.message}.`);
        } else if (error.kind === 'edit') {
          editError.textContent = error.message;
          announce(`Edit refused: ${error.message}`);
        } else {
          say(`Error: ${error.text || error.message}`);
        }
        return false;
      }
    });
    queue = task;
    return task;
  }

  /** Tells screen-reader users what a successful `op` did. */
  function announceChange(op, args) {
    const n = current.moveCount;
    const done = {
      play: `Moved ${NAMES[args.move] ?? ''}: ${n} move${n === 1 ? '' : 's'}`,
      undo: `Undone: ${n} move${n === 1 ? '' : 's'}`,
      redo: `Redone: ${n} move${n === 1 ? '' : 's'}`,
      restart: 'Restarted',
      edit: 'Board edited',
      generate: 'New board generated',
    }[op];
    if (!done) return;
    announce(current.status.goal ? `${done}. Solved!` : `${done}.`);
  }

  function play(move) {
    if (!move) {
      flash();
      return Promise.resolve(false);
    }
    return act('play', { move });
  }

  function setEditing(on) {
    editing = on;
    editToggle.setAttribute('aria-pressed', String(on));
    editToggle.textContent = on ? 'Done editing' : 'Edit';
    editTools.hidden = !on;
    boardEl.classList.toggle('editing', on);
    editError.textContent = '';
    keyPath = null;
    if (current) view.mark([], '');
  }

  function buildControls() {
    $('board-help-text').textContent = ui.help;
    moveButtons.replaceChildren(...ui.buttons.map((b) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = b.label;
      button.setAttribute('aria-label', b.name);
      button.dataset.testid = `move-${b.move}`;
      button.dataset.move = b.move;
      button.addEventListener('click', () => play(b.move));
      return button;
    }));
    moveButtons.hidden = ui.buttons.length === 0;
    toolBox.replaceChildren(...ui.tools.map((t, i) => {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'edit-tool';
      input.value = t.id;
      input.checked = i === 0;
      input.dataset.testid = `tool-${t.id}`;
      input.addEventListener('change', () => { tool = t.id; });
      label.append(input, ` ${t.label}`);
      return label;
    }));
    tool = ui.tools[0]?.id ?? '';
    resizeBox.hidden = !ui.resizable;
    if (ui.limits) {
      rowsInput.max = String(ui.limits.rows);
      colsInput.max = String(ui.limits.cols);
    }
  }

  async function fillLevels() {
    const forPuzzle = puzzle;
    try {
      const { value } = await request('levels', forPuzzle);
      if (forPuzzle !== puzzle) return;
      levelSelect.replaceChildren(...value.map((name, i) => new Option(name, String(i))));
    } catch {
      levelSelect.replaceChildren();
    }
  }

  // Pointer input: a tap is a click on a cell, a drag a swipe (or, when drawing a snake, a path).
  let press = null;
  boardEl.addEventListener('pointerdown', (event) => {
    if (!current) return;
    const cell = view.cellAt(event, current.frame);
    press = { x: event.clientX, y: event.clientY, cell, path: cell ? [cell] : [] };
    boardEl.focus({ preventScroll: true });
    boardEl.setPointerCapture(event.pointerId);
  });
  boardEl.addEventListener('pointermove', (event) => {
    if (!press || !editing || tool !== 'snake' || !current) return;
    const cell = view.cellAt(event, current.frame);
    const last = press.path[press.path.length - 1];
    if (!cell || !last || (cell[0] === last[0] && cell[1] === last[1])) return;
    const back = press.path[press.path.length - 2];
    if (back && back[0] === cell[0] && back[1] === cell[1]) press.path.pop();
    else if (Math.abs(cell[0] - last[0]) + Math.abs(cell[1] - last[1]) === 1
      && !press.path.some(([r, c]) => r === cell[0] && c === cell[1])) press.path.push(cell);
    view.mark(press.path, 'snake-path');
  });
  boardEl.addEventListener('pointerup', (event) => {
    if (!press || !current) return;
    const { x, y, cell, path } = press;
    press = null;
    const dx = event.clientX - x;
    const dy = event.clientY - y;
    if (editing) {
      view.mark([], '');
      const end = view.cellAt(event, current.frame);
      const dragged = tool !== 'snake' && cell && end && (end[0] !== cell[0] || end[1] !== cell[1]);
      const edit = dragged ? ui.drag(current.frame, cell, end)
        : tool === 'snake' ? ui.edit(tool, cell, path) : cell && ui.edit(tool, cell);
      if (edit) {
        editError.textContent = '';
        act('edit', { edit }, { animate: false, fresh: true });
      }
      return;
    }
    if (Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE_PX) {
      const dir = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U');
      play(ui.swipe(dir));
    } else if (cell) {
      play(ui.click(current.frame, cell));
    }
  });

  // Keyboard editing: with the board focused in edit mode, arrows move a cursor and Enter or Space applies the tool
  // (the snake tool: the first press starts a path at the cursor, arrows extend it, the next press draws it; Esc drops it).
  /** @type {[number, number]} */
  let cursor = [0, 0];
  /** @type {[number, number][] | null} */
  let keyPath = null;
  function showCursor() {
    view.mark(keyPath ?? [cursor], keyPath ? 'snake-path' : 'edit-cursor');
  }
  function editKey(event) {
    if (!current) return false;
    const { rows, cols } = current.frame;
    const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
    if (step) {
      const next = /** @type {[number, number]} */ ([
        Math.min(rows - 1, Math.max(0, cursor[0] + step[0])), Math.min(cols - 1, Math.max(0, cursor[1] + step[1]))]);
      if (keyPath) {
        const back = keyPath[keyPath.length - 2];
        if (back && back[0] === next[0] && back[1] === next[1]) keyPath.pop();
        else if (!keyPath.some(([r, c]) => r === next[0] && c === next[1])) keyPath.push(next);
        else return true;
      }
      cursor = next;
      showCursor();
      announce(`Row ${cursor[0] + 1}, column ${cursor[1] + 1}${keyPath ? `, snake length ${keyPath.length}` : ''}`);
      return true;
    }
    if (event.key === 'Escape' && keyPath) {
      keyPath = null;
      showCursor();
      return true;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return false;
    if (tool === 'snake' && !keyPath) {
      keyPath = [cursor];
      showCursor();
      announce('Snake started: move with the arrow keys, press Enter to draw it.');
      return true;
    }
    const edit = tool === 'snake' ? ui.edit(tool, cursor, keyPath ?? [cursor]) : ui.edit(tool, cursor);
    keyPath = null;
    if (edit) {
      editError.textContent = '';
      act('edit', { edit }, { animate: false, fresh: true }).then(() => { if (editing) showCursor(); });
    }
    return true;
  }
  boardEl.addEventListener('keydown', (event) => {
    if (!editing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (editKey(event)) {
      event.preventDefault();
      event.stopPropagation();
    }
  });
  boardEl.addEventListener('focus', () => { if (editing && current) showCursor(); });

  document.addEventListener('keydown', (event) => {
    if (!puzzle || panel.closest('[hidden]')) return;
    const target = /** @type {HTMLElement} */ (event.target);
    if (target.closest('textarea, input, select')) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && key === 'z' && !event.shiftKey) {
      event.preventDefault();
      act('undo');
    } else if ((event.ctrlKey || event.metaKey) && (key === 'y' || (key === 'z' && event.shiftKey))) {
      event.preventDefault();
      act('redo');
    } else if (!event.ctrlKey && !event.metaKey && !event.altKey && ui.keys[event.key] && !editing) {
      event.preventDefault();
      play(ui.keys[event.key]);
    }
  });

  undoButton.addEventListener('click', () => act('undo'));
  redoButton.addEventListener('click', () => act('redo'));
  $('restart').addEventListener('click', () => act('restart'));
  hintButton.addEventListener('click', () => {
    const move = current?.status.hint;
    if (!move) return;
    hintText.textContent = `Hint: move ${ui.mover ?? ''} ${NAMES[move]} (${move}).`.replace('  ', ' ');
    hintText.dataset.move = move;
    const [sr, sc] = current.frame.state.split(' ').map(Number);
    view.mark([neighbour([sr - 1, sc - 1], move)], 'hint-mark');
  });
  editToggle.addEventListener('click', () => setEditing(!editing));
  $('resize-apply').addEventListener('click', () => {
    act('edit', { edit: { op: 'resize', rows: Number(rowsInput.value), cols: Number(colsInput.value) } },
      { animate: false, fresh: true });
  });
  $('generate').addEventListener('click', () => {
    let seed = Number.parseInt(seedInput.value, 10);
    if (!Number.isFinite(seed) || seed < 0) {
      seed = Math.floor(Math.random() * 2 ** 32);
      seedInput.value = String(seed);
    }
    act('generate', { seed, level: Number(levelSelect.value) || 0 }, { animate: false, fresh: true });
  });
  $('load-case').addEventListener('click', () => {
    const k = Math.max(1, Number.parseInt(caseInput.value, 10) || 1);
    act('load', { input: hooks.getJudgeText(), index: k - 1 }, { animate: false, fresh: true });
  });
  $('to-judge').addEventListener('click', async () => {
    await queue;
    try {
      const { value } = await request('judgeInput', puzzle, { current: false });
      hooks.setJudgeText(value);
      say('The board is now in the judge input below.');
    } catch (error) {
      say(`Error: ${error.text || error.message}`);
    }
  });

  /** The restore request that rebuilds a view's board in the worker. */
  function restoreArgs(v) {
    return { input: v.board, history: v.history, at: v.moveCount };
  }

  // A stopped or crashed worker forgets its boards: rebuild the one on show.
  onRestart(() => {
    const cached = views.get(puzzle);
    if (cached) act('restore', restoreArgs(cached), { animate: false });
  });

  return {
    /**
     * Shows `name`'s board: from a permalink or saved board when given, else as it was, else the sample's case 1.
     * @param {string} name
     * @param {{board: string, moves: string, at: number} | null} saved
     * @returns {Promise<unknown>}
     */
    show(name, saved) {
      const switching = name !== puzzle;
      if (switching) {
        puzzle = name;
        ui = UIS[name];
        current = null;
        setEditing(false);
        buildControls();
        say('');
      }
      const loadSample = () => act('loadSample', {}, { animate: false, fresh: true });
      const cached = views.get(name);
      const first = FIRST[name];
      // A saved board that is still the sample's untouched first case is that case: no restore needed.
      const pristine = first && saved?.board === first.view.board && saved.moves === '';
      let shown;
      if (first && !cached && (!saved || pristine)) {
        // Drawn at once from the build's view; the worker loads the same board behind it and answers the moves.
        startOptimal = first.view.status.optimal ?? null;
        apply(first.view, false);
        shown = loadSample();
      } else if (saved) {
        shown = act('restore', { input: saved.board, history: saved.moves, at: saved.at }, { animate: false, fresh: true })
          .then(async (ok) => {
            if (ok) return;
            await loadSample();
            say('That board could not be restored; here is the sample instead.');
          });
      } else {
        shown = cached ? act('restore', restoreArgs(cached), { animate: false }) : loadSample();
      }
      // The generator's level names are not needed to draw the board: they are asked for after it.
      if (switching) shown.then(fillLevels, fillLevels);
      return shown;
    },
    /** Runs a board request after those queued before it (see `act`); resolves to whether it succeeded. */
    run: act,
    /** The current view: {frame, status, moveCount, history, board}, or null. */
    view: () => current,
    /** The puzzle shown. */
    puzzle: () => puzzle,
    /** Calls `listener(puzzle, view)` after every change of the board. */
    onView(listener) {
      viewListeners.push(listener);
    },
    /** Draws a heat map over the board (null values are left clear), or clears it with null. */
    heat(values) {
      view.heat(values, current?.frame);
    },
    /** The current board for a permalink, or null before one is loaded. */
    saved() {
      return current ? { board: current.board, moves: current.history, at: current.moveCount } : null;
    },
  };
}
