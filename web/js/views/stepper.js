// Stepping through solutions: the case picker filled after a judge run (judge.js), and prev/next/play/slider over a path on
// the board (../controller.js), animated like play; insight.js adopts gallery paths, export.js writes the path out.
import { INFO } from '../first.js';

const SPEEDS = { '0.5': 1200, '1': 600, '2': 300, '4': 150, '8': 75, '16': 35 };

/**
 * @param {HTMLElement} root  the element holding the stepper's controls
 * @param {ReturnType<typeof import('../controller.js').createController>} board
 * @param {{onCase: (puzzle: string) => void, onPath: () => void}} hooks
 *   onCase after a case is loaded from the picker; onPath when the path or step changes (for the permalink)
 */
export function createStepper(root, board, hooks) {
  const $ = (id) => /** @type {HTMLInputElement} */ (root.querySelector(`[data-testid="${id}"]`));
  const picker = /** @type {HTMLSelectElement} */ (/** @type {unknown} */ ($('case-select')));
  const controls = $('stepper');
  const [prev, next, play, slider, counter, note, speed] = ['step-prev', 'step-next', 'step-play', 'step-slider',
    'step-counter', 'step-note', 'step-speed'].map($);
  /** Per puzzle: the last judge run {input, cases}, and the path being stepped. */
  const runs = new Map();
  const paths = new Map();
  let timer = 0;

  const path = () => paths.get(board.puzzle()) ?? null;

  /** How far along the path the board is: the length of the common prefix of its moves and the path. */
  function position() {
    const view = board.view();
    const p = path();
    if (!view || p === null) return { k: 0, onPath: false };
    const played = view.history.slice(0, view.moveCount);
    let k = 0;
    while (k < played.length && k < p.length && played[k] === p[k]) k++;
    return { k, onPath: k === played.length };
  }

  function update() {
    const p = path();
    controls.hidden = p === null;
    if (p === null) return stopPlaying();
    const { k, onPath } = position();
    counter.textContent = `${k} / ${p.length}`;
    slider.max = String(p.length);
    slider.value = String(k);
    prev.disabled = k === 0 && onPath;
    next.disabled = k >= p.length && onPath;
    // A button that just became disabled would drop the keyboard focus to the page: the slider takes the same keys.
    if (document.activeElement instanceof HTMLButtonElement && document.activeElement.disabled && controls.contains(document.activeElement)) slider.focus();
    note.textContent = onPath ? '' : 'You are playing off the path: undo to return to it, or step to rejoin it.';
    if (k >= p.length && onPath) stopPlaying();
  }

  /** Shows step `k` of the path: animated when it is one step from here along the path, else at once. */
  function goTo(k) {
    const p = path();
    if (p === null || !board.view()) return Promise.resolve(false);
    const target = Math.max(0, Math.min(p.length, k));
    const { k: at, onPath } = position();
    if (onPath && target === at + 1) return board.act({ op: 'input', input: { kind: 'move', letter: p[at] } });
    if (onPath && target === at - 1) return board.act({ op: 'undo' });
    return board.act({ op: 'replay', history: p, at: target }, { animate: false });
  }

  function stopPlaying() {
    clearTimeout(timer);
    timer = 0;
    play.textContent = 'Play';
    play.setAttribute('aria-pressed', 'false');
  }

  function tick() {
    const p = path();
    if (p === null || position().k >= p.length) return stopPlaying();
    goTo(position().k + 1).then(() => {
      if (timer) timer = setTimeout(tick, SPEEDS[speed.value] ?? 600);
    });
  }

  function togglePlay() {
    if (timer) return stopPlaying();
    const p = path();
    if (p === null) return;
    play.textContent = 'Pause';
    play.setAttribute('aria-pressed', 'true');
    timer = setTimeout(tick, 0);
    if (position().k >= p.length) goTo(0);
  }

  prev.addEventListener('click', () => goTo(position().k - 1));
  next.addEventListener('click', () => goTo(position().k + 1));
  play.addEventListener('click', togglePlay);
  slider.addEventListener('input', () => goTo(Number(slider.value)));
  controls.addEventListener('keydown', (event) => {
    const p = path();
    if (p === null || event.target === speed) return;
    const keys = {
      ArrowLeft: () => goTo(position().k - 1),
      ArrowRight: () => goTo(position().k + 1),
      ' ': togglePlay,
      Home: () => goTo(0),
      End: () => goTo(p.length),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  });

  picker.addEventListener('change', async () => {
    const puzzle = board.puzzle();
    const run = runs.get(puzzle);
    if (!run || picker.value === '') return;
    const c = run.cases[Number(picker.value)];
    stopPlaying();
    const loaded = await board.act({ op: 'load', input: run.input, case: String(Number(picker.value) + 1), history: c.moves ?? '', at: 0 }, { animate: false, fresh: true });
    if (!loaded) return;
    paths.set(puzzle, c.moves ?? null);
    update();
    hooks.onCase(puzzle);
    hooks.onPath();
  });

  board.onView(() => {
    update();
    hooks.onPath();
  });

  /** Lists every case of the shown puzzle's last run with its answer; one native select, fast with 500 entries. */
  function showPicker() {
    const puzzle = board.puzzle();
    const run = runs.get(puzzle);
    const noun = INFO[puzzle]?.caseNoun ?? 'Case';
    const options = (run?.cases ?? []).map((c, i) => new Option(`${noun} ${i + 1}: ${c.answer}`, String(i)));
    picker.replaceChildren(new Option(`Choose one of ${options.length} to step through…`, ''), ...options);
    $('case-picker').hidden = options.length === 0;
  }

  return {
    setReport(puzzle, input, report) {
      runs.set(puzzle, { input, cases: report.cases });
      showPicker();
    },
    clearReport(puzzle) {
      runs.delete(puzzle);
      showPicker();
    },
    /** Steps along `moves` on the board as loaded now (a gallery state's moves, a permalink's path); `autoplay` plays it. */
    adopt(puzzle, moves, autoplay = false) {
      paths.set(puzzle, moves);
      stopPlaying();
      update();
      hooks.onPath();
      if (autoplay) togglePlay();
    },
    /** The path being stepped on the puzzle shown, or null. */
    path,
    /** Re-reads the board and the picker after a switch of puzzle. */
    update() {
      showPicker();
      update();
    },
    goTo,
  };
}
