// Stepping through solutions: the case picker filled after a judge run (judge.js), and prev/next/play/slider over a path on
// the board (../controller.js), animated like play; a jump (first, last, go to step) brings the board on screen, on a
// phone too; insight.js adopts gallery paths, export.js writes the path out. Its words: web/locales/path.
import { INFO } from '../first.js';
import { t } from '../l10n.js';
import { movesOf } from '../path.js';

const SPEEDS = { '0.5': 1200, '1': 600, '2': 300, '4': 150, '8': 75, '16': 35 };

export class Stepper {
  /**
   * @param {HTMLElement} root  the element holding the stepper's controls
   * @param {import('../controller.js').Controller} board
   * @param {{onCase: (puzzle: string) => void, onPath: () => void}} hooks
   *   onCase after a case is loaded from the picker; onPath when the path or step changes (for the permalink)
   */
  constructor(root, board, hooks) {
    const $ = (id) => /** @type {HTMLInputElement} */ (root.querySelector(`[data-testid="${id}"]`));
    this.board = board;
    this.hooks = hooks;
    this.picker = /** @type {HTMLSelectElement} */ (/** @type {unknown} */ ($('case-select')));
    this.pickerBox = $('case-picker');
    this.caseFilter = /** @type {HTMLSelectElement} */ (/** @type {unknown} */ ($('case-filter')));
    this.caseMin = $('case-min');
    /** The count whose optimal path is stepped, for a puzzle that counts several ways (Info.metrics). */
    this.metric = /** @type {HTMLSelectElement} */ (/** @type {unknown} */ ($('case-metric')));
    this.metricBox = $('case-metric-box');
    this.caseShown = $('case-shown');
    this.controls = $('stepper');
    this.first = $('step-first');
    this.last = $('step-last');
    this.prev = $('step-prev');
    this.next = $('step-next');
    this.play = $('step-play');
    this.slider = $('step-slider');
    this.counter = $('step-counter');
    this.note = $('step-note');
    this.speed = $('step-speed');
    this.jump = $('step-jump');
    /** Per puzzle: the last judge run {input, cases}, and the path being stepped. */
    this.runs = new Map();
    this.paths = new Map();
    /** Per puzzle: whether its path was adopted as one that is not known to be optimal (a contestant's moves). */
    this.unproved = new Map();
    this.timer = 0;
    this.wire();
    board.onView(() => {
      this.refresh();
      hooks.onPath();
    });
  }

  wire() {
    this.prev.addEventListener('click', () => this.goTo(this.position().k - 1));
    this.next.addEventListener('click', () => this.goTo(this.position().k + 1));
    this.first.addEventListener('click', () => this.jumpTo(0));
    this.last.addEventListener('click', () => this.jumpTo(Infinity));
    this.play.addEventListener('click', () => this.togglePlay());
    this.slider.addEventListener('input', () => this.goTo(Number(this.slider.value)));
    this.jump.addEventListener('change', () => { if (this.jump.value.trim() !== '') this.jumpTo(Math.floor(Number(this.jump.value)) || 0); });
    this.controls.addEventListener('keydown', (event) => this.key(event));
    this.picker.addEventListener('change', () => this.pick());
    this.metric.addEventListener('change', () => this.pick());
    this.caseFilter.addEventListener('change', () => this.showPicker());
    this.caseMin.addEventListener('input', () => this.showPicker());
  }

  /** Left, Right, Space, Home and End anywhere in the stepper's controls but the speed box. */
  key(event) {
    const p = this.steps();
    if (p === null || event.target === this.speed || event.target === this.jump) return;
    const keys = {
      ArrowLeft: () => this.goTo(this.position().k - 1),
      ArrowRight: () => this.goTo(this.position().k + 1),
      ' ': () => this.togglePlay(),
      Home: () => this.goTo(0),
      End: () => this.goTo(p.length),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  }

  /** The path being stepped on the puzzle shown (its text in the puzzle's notation), or null. */
  path() {
    return this.paths.get(this.board.puzzle()) ?? null;
  }

  /** Whether the path being stepped is an optimal one (the judge's, a gallery state's) rather than moves of a person's. */
  optimal() {
    return !this.unproved.get(this.board.puzzle());
  }

  /** The moves of the path being stepped, each as its text, or null. */
  steps() {
    const path = this.path();
    return path === null ? null : movesOf(path, this.board.puzzle());
  }

  /** How far along the path the board is: the length of the common prefix of its moves and the path. */
  position() {
    const view = this.board.view();
    const p = this.steps();
    if (!view || p === null) return { k: 0, onPath: false };
    const played = movesOf(view.history, this.board.puzzle()).slice(0, view.moveCount);
    let k = 0;
    while (k < played.length && k < p.length && played[k] === p[k]) k++;
    return { k, onPath: k === played.length };
  }

  refresh() {
    const p = this.steps();
    this.controls.hidden = p === null;
    if (p === null) return this.stopPlaying();
    const { k, onPath } = this.position();
    this.counter.textContent = `${k} / ${p.length}`;
    this.slider.max = String(p.length);
    this.jump.max = String(p.length);
    this.slider.value = String(k);
    this.prev.disabled = k === 0 && onPath;
    this.first.disabled = this.prev.disabled;
    this.next.disabled = k >= p.length && onPath;
    this.last.disabled = this.next.disabled;
    // A button that just became disabled would drop the keyboard focus to the page: the slider takes the same keys.
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && focused.disabled && this.controls.contains(focused)) this.slider.focus();
    this.note.textContent = onPath ? '' : t('path-step-off');
    if (k >= p.length && onPath) this.stopPlaying();
  }

  /** Shows step `k` of the path: animated when it is one step from here along the path, else at once. */
  goTo(k) {
    const p = this.steps();
    if (p === null || !this.board.view()) return Promise.resolve(false);
    const target = Math.max(0, Math.min(p.length, k));
    const { k: at, onPath } = this.position();
    // Steps are the path's, not the player's moves: reaching the goal this way is no win to celebrate or review.
    const by = 'stepper';
    if (onPath && target === at + 1) return this.board.act({ op: 'input', input: { kind: 'move', letter: p[at] } }, { by });
    if (onPath && target === at - 1) return this.board.act({ op: 'undo' }, { by });
    return this.board.act({ op: 'replay', history: this.path(), at: target }, { animate: false, by });
  }

  /** Goes to step `k` (clamped) and then brings the board and the stepper's buttons on screen when they are not. */
  async jumpTo(k) {
    const p = this.path();
    if (p === null) return false;
    const ok = await this.goTo(Math.min(k, p.length));
    if (ok) this.bringBoard();
    return ok;
  }

  /** Scrolls the board to the top of the screen when it or the stepper's buttons are off screen (a phone's case). */
  bringBoard() {
    const board = document.querySelector('[data-testid="board"]');
    const seen = (element) => {
      const r = element?.getBoundingClientRect();
      return !r || (r.top >= 0 && r.bottom <= innerHeight);
    };
    if (board && !(seen(board) && seen(this.next))) board.scrollIntoView({ block: 'start' });
  }

  stopPlaying() {
    clearTimeout(this.timer);
    this.timer = 0;
    this.play.textContent = t('path-step-play');
    this.play.setAttribute('aria-pressed', 'false');
  }

  tick() {
    const p = this.steps();
    if (p === null || this.position().k >= p.length) return this.stopPlaying();
    this.goTo(this.position().k + 1).then(() => {
      if (this.timer) this.timer = setTimeout(() => this.tick(), SPEEDS[this.speed.value] ?? 600);
    });
  }

  togglePlay() {
    if (this.timer) return this.stopPlaying();
    const p = this.steps();
    if (p === null) return;
    this.play.textContent = t('path-step-pause');
    this.play.setAttribute('aria-pressed', 'true');
    this.timer = setTimeout(() => this.tick(), 0);
    if (this.position().k >= p.length) this.goTo(0);
  }

  /** Loads the case picked, at its start, with its optimal path to step. */
  async pick() {
    const puzzle = this.board.puzzle();
    const run = this.runs.get(puzzle);
    if (!run || this.picker.value === '') return;
    const index = Number(this.picker.value);
    const metric = run.byMetric?.[Number(this.metric.value)];
    const c = metric?.[index] ?? run.cases[index];
    this.stopPlaying();
    const request = { op: 'load', input: run.input, case: String(index + 1), history: c.moves ?? '', at: 0 };
    if (!(await this.board.act(request, { animate: false, by: 'stepper' }))) return;
    this.paths.set(puzzle, c.moves ?? null);
    this.unproved.delete(puzzle);
    this.refresh();
    this.hooks.onCase(puzzle);
    this.hooks.onPath();
  }

  /** Whether a case with `answer` passes the case filter (no solution, solvable, answers at least N). */
  keeps(answer) {
    const kind = this.caseFilter.value;
    if (kind === 'none' && answer >= 0) return false;
    if (kind === 'solved' && answer < 0) return false;
    const least = this.caseMin.value.trim() === '' ? null : Number(this.caseMin.value);
    return least === null || !Number.isFinite(least) || answer >= least;
  }

  /** Lists the cases of the shown puzzle's last run that pass the filter, with their answers; one native select. */
  showPicker() {
    const puzzle = this.board.puzzle();
    const noun = INFO[puzzle]?.caseNoun ?? 'Case';
    this.showMetrics(puzzle);
    const cases = this.runs.get(puzzle)?.cases ?? [];
    const options = [];
    const option = (c, i) => new Option(t('path-case-option', { noun, index: i + 1, answer: String(c.answer) }), String(i));
    cases.forEach((c, i) => { if (this.keeps(c.answer)) options.push(option(c, i)); });
    const chosen = this.picker.value;
    this.picker.replaceChildren(new Option(t('path-case-prompt', { count: options.length }), ''), ...options);
    if (options.some((o) => o.value === chosen)) this.picker.value = chosen;
    this.caseShown.textContent = options.length === cases.length ? '' : t('path-case-shown', { shown: options.length, count: cases.length });
    this.pickerBox.hidden = cases.length === 0;
  }

  setReport(puzzle, input, report) {
    this.runs.set(puzzle, { input, cases: report.cases, byMetric: report.byMetric ?? [] });
    this.showPicker();
  }

  /** The counts of `puzzle` to choose an optimal path by ("steps", "slides", "moves"), the default one first chosen. */
  showMetrics(puzzle) {
    const { metrics = [], counts = [], moveWord } = INFO[puzzle] ?? {};
    this.metricBox.hidden = metrics.length === 0;
    if (metrics.length === 0 || this.metric.dataset.puzzle === puzzle) return;
    this.metric.dataset.puzzle = puzzle;
    this.metric.replaceChildren(...metrics.map((name, i) => new Option(counts[i]?.[1] ?? name, String(i))));
    const moves = counts.findIndex((pair) => pair[1] === moveWord?.[1]);
    this.metric.value = String(Math.max(0, moves));
  }

  clearReport(puzzle) {
    this.runs.delete(puzzle);
    this.showPicker();
  }

  /**
   * Steps along `moves` on the board as loaded now (a gallery state's moves, a permalink's path); `autoplay` plays it;
   * `optimal` false for moves not known to be optimal (a contestant's, up to the move the special judge refused).
   */
  adopt(puzzle, moves, autoplay = false, optimal = true) {
    this.paths.set(puzzle, moves);
    this.unproved.set(puzzle, !optimal);
    this.stopPlaying();
    this.refresh();
    this.hooks.onPath();
    if (autoplay) this.togglePlay();
  }

  /** Re-reads the board and the picker after a switch of puzzle. */
  update() {
    this.showPicker();
    this.refresh();
  }
}
