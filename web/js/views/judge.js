// The judge view: textarea in, the exact judge output or a located error out, per puzzle (each keeps its text, output,
// running solve and Stop button; files in and out by judgefile.js, time and states per case by casefigures.js; where the
// output's lines carry no label, the labels beside it on demand); solves through ../worker-client.js, hands each run to
// stepper.js; main.js moves it. Its words in web/locales/study; the judge output is the core's bytes, never translated.
import { fault, judge } from '../worker-client.js';
import { announce } from '../announce.js';
import { FIRST, INFO, PUZZLES } from '../first.js';
import { count } from './status.js';
import { wireFiles } from './judgefile.js';
import { CaseFigures } from './casefigures.js';
import { t } from '../l10n.js';

/**
 * The UTF-16 range of 1-based `line` in `text`, where the core counts lines by '\n'.
 * @returns {[number, number]}
 */
export function lineRange(text, line) {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next < 0) return [text.length, text.length];
    start = next + 1;
  }
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  if (end > start && text[end - 1] === '\r') end -= 1;
  return [start, end];
}

/** Per puzzle: whether its judge output's lines carry their case's label already (then none are offered). */
const LABELLED = Object.fromEntries(PUZZLES.map((p) => [p.info.name, p.labelled !== false]));

/** The words of a failed run. */
function errorText(e) {
  if (e.kind === 'internal') {
    return t('study-judge-internal', { message: e.message });
  }
  return e.kind === 'stopped' ? t('study-judge-stopped') : t('study-error', { text: e.text || e.message });
}

export class JudgePanel {
  /**
   * @param {HTMLElement} panel
   * @param {{texts?: Record<string, string>, onText?: (puzzle: string, text: string) => void,
   *          onReport?: (puzzle: string, text: string, report: any) => void, onClear?: (puzzle: string) => void,
   *          keeps?: (answer: number) => boolean}} [options]  keeps: the case filter (stepper.js), for the figures
   */
  constructor(panel, options = {}) {
    this.$ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
    this.panel = panel;
    this.input = /** @type {HTMLTextAreaElement} */ (this.$('judge-input'));
    this.options = options;
    this.texts = new Map(Object.entries(options.texts ?? {}));
    /** Per puzzle: the last run's result ({text, value, ms} or {text, error}), and the solves in flight. */
    this.results = new Map();
    this.running = new Set();
    /** Per puzzle, the Stop of its solve in flight; and a "To judge input" the next Run waits for. */
    this.stops = new Map();
    this.holding = /** @type {Promise<void> | null} */ (null);
    this.puzzle = '';
    this.figures = new CaseFigures(panel, (answer) => options.keeps?.(answer) ?? true);
    this.wire();
  }

  wire() {
    this.$('judge-run').addEventListener('click', () => this.solve());
    this.$('judge-stop').addEventListener('click', () => this.stops.get(this.puzzle)?.abort());
    this.input.addEventListener('input', () => this.typed());
    this.input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        this.solve();
      }
    });
    this.$('judge-sample').addEventListener('click', () => this.setText(FIRST[this.puzzle]?.sample ?? ''));
    this.$('judge-labels').addEventListener('change', () => this.render());
    wireCopy(this.$('judge-copy'), this.$('judge-output'));
    wireFiles(this.panel, {
      setText: (text) => this.setText(text),
      say: (text) => { this.$('judge-status').textContent = text; },
      puzzle: () => this.puzzle,
    });
  }

  typed() {
    this.texts.set(this.puzzle, this.input.value);
    this.options.onText?.(this.puzzle, this.input.value);
    this.render();
  }

  /** Draws the result kept for the puzzle shown; a result of another text is marked stale. */
  render() {
    const { $, puzzle } = this;
    const result = this.results.get(puzzle);
    const busy = this.running.has(puzzle);
    /** @type {HTMLButtonElement} */ ($('judge-run')).disabled = busy;
    $('judge-stop').hidden = !busy;
    $('judge-output').textContent = result?.value?.output ?? '';
    /** @type {HTMLButtonElement} */ ($('judge-download')).disabled = !result?.value?.output;
    $('judge-error').hidden = !result?.error;
    $('judge-error').textContent = result?.error ? errorText(result.error) : '';
    $('judge-report').hidden = result?.error?.kind !== 'internal';
    $('judge-report-input').textContent = result?.error?.kind === 'internal' ? result.text : '';
    const stale = Boolean(result) && result.text !== this.input.value;
    $('judge-output').classList.toggle('stale', stale);
    $('judge-status').textContent = busy ? t('study-judge-solving') : result?.value ? this.summary(result) : '';
    if (stale && !busy) $('judge-status').textContent = t('study-judge-stale');
    const cases = result?.value?.cases ?? [];
    this.labels(stale ? 0 : cases.length);
    $('judge-paths-box').hidden = !INFO[puzzle]?.paths || cases.length === 0 || stale;
    this.figures.show(puzzle, stale ? [] : cases);
    $('judge-paths').textContent = cases.map((c) => c.line).join('\n');
  }

  /** The case labels beside the `n` lines of the output, when the output has none of its own and they are asked for. */
  labels(n) {
    const { $, puzzle } = this;
    const offered = !LABELLED[puzzle] && n > 0;
    const on = offered && /** @type {HTMLInputElement} */ ($('judge-labels')).checked;
    $('judge-labels-box').hidden = !offered;
    $('judge-output-box').classList.toggle('labelled', on);
    $('judge-output-labels').hidden = !on;
    const noun = INFO[puzzle]?.caseNoun ?? '';
    $('judge-output-labels').textContent = on ? Array.from({ length: n }, (_, i) => `${noun} ${i + 1}`).join('\n') : '';
  }

  summary({ value, ms, workers }) {
    const info = INFO[this.puzzle];
    const cases = count(value.cases.length, info.caseWords);
    if (workers > 1) return t('study-judge-summary-pool', { cases, ms: ms.toFixed(1), workers });
    return t('study-judge-summary', { cases, ms: ms.toFixed(1) });
  }

  /** Runs the judge on the text for the puzzle shown; the result stays with that puzzle. */
  async solve() {
    const forPuzzle = this.puzzle;
    if (this.running.has(forPuzzle)) return;
    const stop = new AbortController();
    this.stops.set(forPuzzle, stop);
    this.running.add(forPuzzle);
    this.results.delete(forPuzzle);
    this.options.onClear?.(forPuzzle);
    this.render();
    // A "To judge input" asked before this Run fills the box first: the Run is of the board's text, never of the old.
    await this.holding;
    const text = this.puzzle === forPuzzle ? this.input.value : (this.texts.get(forPuzzle) ?? '');
    const began = performance.now();
    let told = '';
    const ticker = setInterval(() => {
      if (this.puzzle === forPuzzle) this.$('judge-status').textContent = told || t('study-judge-solving-time', { seconds: ((performance.now() - began) / 1000).toFixed(1) });
    }, 200);
    try {
      if (stop.signal.aborted) throw fault('stopped', 'stopped');
      const progress = (p) => { told = p.text; };
      const { value, ms, workers } = await judge({ puzzle: forPuzzle, input: text }, { signal: stop.signal, progress });
      this.results.set(forPuzzle, { text, value, ms, workers });
      this.options.onReport?.(forPuzzle, text, value);
      const lines = value.output.split('\n').filter(Boolean);
      const first = lines.slice(0, 5).join('; ');
      announce(lines.length > 5 ? t('study-judge-announce-more', { lines: first, more: lines.length - 5 }) : t('study-judge-announce', { lines: first }));
    } catch (e) {
      this.results.set(forPuzzle, { text, error: e });
    } finally {
      clearInterval(ticker);
      this.running.delete(forPuzzle);
      this.stops.delete(forPuzzle);
    }
    if (this.puzzle === forPuzzle) this.shown(this.results.get(forPuzzle)?.error);
  }

  /** Draws a finished run; a parse error selects its line in the text box. */
  shown(e) {
    this.render();
    if (e?.kind === 'parse' && e.line > 0) {
      this.input.focus();
      this.input.setSelectionRange(...lineRange(this.input.value, e.line));
    }
  }

  text() {
    return this.input.value;
  }

  /** Makes the next Run wait for `job` (a "To judge input" that will fill the box), whatever it ends with. */
  hold(job) {
    const held = job.then(() => {}, () => {}).finally(() => {
      if (this.holding === held) this.holding = null;
    });
    this.holding = held;
  }

  /** Replaces the text box's text (as if typed). */
  setText(text) {
    this.input.value = text;
    this.typed();
  }

  /** Shows `name`'s text, output and running state. */
  show(name) {
    this.puzzle = name;
    this.input.value = this.texts.get(name) ?? FIRST[name]?.sample ?? '';
    this.render();
  }

  /** Takes another tab's text for `name` (the storage event). */
  merge(name, text) {
    this.texts.set(name, text);
    if (name === this.puzzle && this.input.value !== text) {
      this.input.value = text;
      this.render();
    }
  }
}

/** The Copy button: the clipboard, or the output selected for Ctrl+C. */
function wireCopy(copy, output) {
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(output.textContent ?? '');
      copy.textContent = t('study-copy-done');
    } catch {
      const range = document.createRange();
      range.selectNodeContents(output);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      copy.textContent = t('study-copy-selected');
    }
    setTimeout(() => { copy.textContent = t('study-judge-copy'); }, 1500);
  });
}
