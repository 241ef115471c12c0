// The judge panel: textarea in, exact judge output or a located error out; one panel moved between puzzles by main.js, solving through worker-client.js.
import { request, restart } from './worker-client.js';
import { announce } from './announce.js';
import { FIRST } from './first.js';

/**
 * The UTF-16 range of 1-based `line` in `text`, where the core counts lines by '\n'.
 * @param {string} text
 * @param {number} line
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

/**
 * Wires the panel's controls; returns `show(puzzle)` to attach it to a puzzle, and the textarea's text.
 * @param {HTMLElement} panel
 * @param {{texts?: Record<string, string>, onText?: (puzzle: string, text: string) => void,
 *          onReport?: (puzzle: string, text: string, report: any) => void, onClear?: () => void}} [options]
 *   texts saved by an earlier visit, a callback on every edit of the text, and callbacks when a run
 *   succeeds (with its report) or the result is cleared
 */
export function createJudgePanel(panel, options = {}) {
  const $ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  const input = /** @type {HTMLTextAreaElement} */ ($('judge-input'));
  const run = /** @type {HTMLButtonElement} */ ($('judge-run'));
  const stop = /** @type {HTMLButtonElement} */ ($('judge-stop'));
  const report = $('judge-report');
  const reportInput = $('judge-report-input');
  const sample = $('judge-sample');
  const copy = $('judge-copy');
  const output = $('judge-output');
  const error = $('judge-error');
  const status = $('judge-status');
  const pathsBox = $('judge-paths-box');
  const paths = $('judge-paths');

  /** Text typed per puzzle, kept while switching. */
  const texts = new Map(Object.entries(options.texts ?? {}));
  const onText = options.onText ?? (() => {});
  const onReport = options.onReport ?? (() => {});
  const onClear = options.onClear ?? (() => {});
  let puzzle = '';
  let generation = 0;

  function clearResult() {
    output.textContent = '';
    error.textContent = '';
    error.hidden = true;
    status.textContent = '';
    paths.textContent = '';
    pathsBox.hidden = true;
    report.hidden = true;
    reportInput.textContent = '';
    onClear();
  }

  function showError(e, text = input.value) {
    output.textContent = '';
    if (e.kind === 'internal') {
      error.textContent = `Internal error: ${e.message}. The solver was restarted; the page keeps working. `
        + 'Please report it with the input below.';
      reportInput.textContent = text;
      report.hidden = false;
    } else if (e.kind === 'stopped') {
      error.textContent = 'Stopped. The solver was restarted.';
    } else {
      error.textContent = `Error: ${e.text || e.message}`;
    }
    error.hidden = false;
    status.textContent = '';
    if (e.kind === 'parse' && e.line > 0) {
      const [start, end] = lineRange(input.value, e.line);
      input.focus();
      input.setSelectionRange(start, end);
    }
  }

  async function solve() {
    const mine = ++generation;
    const forPuzzle = puzzle;
    clearResult();
    const text = input.value;
    const began = performance.now();
    status.textContent = 'Solving…';
    const ticker = setInterval(() => {
      status.textContent = `Solving… ${((performance.now() - began) / 1000).toFixed(1)} s`;
    }, 200);
    run.disabled = true;
    stop.hidden = false;
    try {
      const { value, ms } = await request('report', forPuzzle, text);
      if (mine !== generation) return;
      output.textContent = value.output;
      onReport(forPuzzle, text, value);
      const n = value.cases.length;
      const noun = forPuzzle === 'huarong' ? 'quer' + (n === 1 ? 'y' : 'ies') : 'case' + (n === 1 ? '' : 's');
      status.textContent = `${n} ${noun} solved in ${ms.toFixed(1)} ms (in the worker).`;
      const lines = value.output.split('\n').filter(Boolean);
      const shown = lines.slice(0, 5).join('; ');
      announce(`Judge output: ${shown}${lines.length > 5 ? `; and ${lines.length - 5} more lines` : ''}.`);
      const withMoves = value.cases.filter((c) => c.moves !== null && c.moves !== undefined);
      if (n > 0 && withMoves.length === n) {
        paths.textContent = value.cases
          .map((c) => (c.answer > 0 ? `${c.answer} ${c.moves}` : String(c.answer)))
          .join('\n');
        pathsBox.hidden = false;
      }
    } catch (e) {
      if (mine === generation) showError(e, text);
    } finally {
      clearInterval(ticker);
      if (mine === generation) {
        run.disabled = false;
        stop.hidden = true;
      }
    }
  }

  async function loadSample() {
    const forPuzzle = puzzle;
    const value = FIRST[forPuzzle]?.sample ?? (await request('sample', forPuzzle)).value;
    if (forPuzzle !== puzzle) return;
    input.value = value ?? '';
    onText(puzzle, input.value);
    clearResult();
  }

  run.addEventListener('click', solve);
  stop.addEventListener('click', () => restart());
  input.addEventListener('input', () => onText(puzzle, input.value));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      solve();
    }
  });
  sample.addEventListener('click', () => {
    loadSample().catch(showError);
  });
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(output.textContent ?? '');
      copy.textContent = 'Copied';
    } catch {
      const range = document.createRange();
      range.selectNodeContents(output);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      copy.textContent = 'Selected: press Ctrl+C';
    }
    setTimeout(() => { copy.textContent = 'Copy'; }, 1500);
  });

  return {
    /** The textarea's text. */
    text: () => input.value,
    /** Replaces the textarea's text (as if typed). */
    setText(text) {
      input.value = text;
      onText(puzzle, text);
      clearResult();
    },
    /** @param {string} name */
    async show(name) {
      if (puzzle) texts.set(puzzle, input.value);
      puzzle = name;
      generation++;
      run.disabled = false;
      clearResult();
      if (texts.has(name)) input.value = texts.get(name);
      else await loadSample().catch(showError);
    },
  };
}
