// Stepping through solutions: the case picker filled after a judge run (judge.js), and prev/next/play/slider over a path on
// the board panel (board.js), animated like play; insight.js shows what the search saw, export.js writes the path out.

const SPEEDS = { '0.5': 1200, '1': 600, '2': 300, '4': 150 };

/**
 * @param {HTMLElement} root  the element holding the stepper's controls
 * @param {ReturnType<typeof import('./board.js').createBoardPanel>} board
 * @param {{onCase: (puzzle: string) => void, onPath: () => void}} hooks
 *   onCase after a case is loaded from the picker; onPath when the path or step changes (for the permalink)
 */
export function createStepper(root, board, hooks) {
  const $ = (id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${id}"]`));
  const picker = /** @type {HTMLSelectElement} */ ($('case-select'));
  const pickerBox = $('case-picker');
  const controls = $('stepper');
  const prev = /** @type {HTMLButtonElement} */ ($('step-prev'));
  const next = /** @type {HTMLButtonElement} */ ($('step-next'));
  const play = /** @type {HTMLButtonElement} */ ($('step-play'));
  const slider = /** @type {HTMLInputElement} */ ($('step-slider'));
  const counter = $('step-counter');
  const note = $('step-note');
  const speed = /** @type {HTMLSelectElement} */ ($('step-speed'));

  /** The last judge run: {puzzle, input, cases}. */
  let run = null;
  /** The path being stepped, per puzzle. */
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
    note.textContent = onPath ? '' : 'You are playing off the path: undo to return to it, or step to rejoin it.';
    if (k >= p.length && onPath) stopPlaying();
  }

  /** Shows step `k` of the path: animated when it is one step from here along the path, else at once. */
  function goTo(k) {
    const p = path();
    const view = board.view();
    if (p === null || !view) return Promise.resolve(false);
    const target = Math.max(0, Math.min(p.length, k));
    const { k: at, onPath } = position();
    if (onPath && target === at + 1) return board.run('play', { move: p[at] });
    if (onPath && target === at - 1) return board.run('undo');
    return board.run('restore', { input: view.board, history: p, at: target }, { animate: false });
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
    if (!run || picker.value === '') return;
    const index = Number(picker.value);
    const c = run.cases[index];
    stopPlaying();
    const loaded = await board.run('restore', { input: run.input, index, history: c.moves ?? '', at: 0 }, { animate: false, fresh: true });
    if (!loaded) return;
    paths.set(run.puzzle, c.moves ?? null);
    update();
    hooks.onCase(run.puzzle);
    hooks.onPath();
  });

  board.onView(() => {
    update();
    hooks.onPath();
  });

  return {
    /** Lists every case of a judge run with its answer; the list is one native select, fast with 500 entries. */
    setReport(puzzle, input, report) {
      run = { puzzle, input, cases: report.cases };
      const noun = puzzle === 'huarong' ? 'Query' : 'Case';
      const options = report.cases.map((c, i) => new Option(`${noun} ${i + 1}: ${c.answer}`, String(i)));
      picker.replaceChildren(new Option(`Choose one of ${report.cases.length} to step through…`, ''), ...options);
      pickerBox.hidden = report.cases.length === 0;
    },
    /** Hides the picker (another puzzle, or a failed run). */
    clearReport() {
      run = null;
      picker.replaceChildren();
      pickerBox.hidden = true;
    },
    /**
     * Steps along `moves` (letters) on the board as loaded now, e.g. a gallery state's tilts or a permalink's path;
     * with `autoplay`, plays it at once.
     */
    adopt(puzzle, moves, autoplay = false) {
      paths.set(puzzle, moves);
      stopPlaying();
      update();
      hooks.onPath();
      if (autoplay) togglePlay();
    },
    /** The path being stepped on the puzzle shown, or null. */
    path,
    /** Re-reads the board after a switch of puzzle. */
    update,
    goTo,
  };
}
