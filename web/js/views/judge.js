// The judge view: textarea in, the exact judge output or a located error out, per puzzle (each keeps its text, output,
// running solve and Stop button); solves through ../worker-client.js, hands each run to stepper.js; main.js moves it.
import { request, restart } from '../worker-client.js';
import { announce } from '../announce.js';
import { FIRST, INFO } from '../first.js';
import { count } from './status.js';

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

/** The words of a failed run. */
function errorText(e) {
  if (e.kind === 'internal') {
    return `Internal error: ${e.message}. The solver was restarted; the page keeps working. Please report it with the input below.`;
  }
  return e.kind === 'stopped' ? 'Stopped. The solver was restarted.' : `Error: ${e.text || e.message}`;
}

/**
 * @param {HTMLElement} panel
 * @param {{texts?: Record<string, string>, onText?: (puzzle: string, text: string) => void,
 *          onReport?: (puzzle: string, text: string, report: any) => void, onClear?: (puzzle: string) => void}} [options]
 */
export function createJudgePanel(panel, options = {}) {
  const $ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  const input = /** @type {HTMLTextAreaElement} */ ($('judge-input'));
  const run = /** @type {HTMLButtonElement} */ ($('judge-run'));
  const stop = /** @type {HTMLButtonElement} */ ($('judge-stop'));
  const [output, error, status, paths, pathsBox] = ['judge-output', 'judge-error', 'judge-status', 'judge-paths', 'judge-paths-box'].map($);
  const texts = new Map(Object.entries(options.texts ?? {}));
  const onText = options.onText ?? (() => {});
  /** Per puzzle: the last run's result ({text, value, ms} or {text, error}), and the solve in flight. */
  const results = new Map();
  const running = new Map();
  let puzzle = '';

  /** Draws the result kept for the puzzle shown. */
  function render() {
    const result = results.get(puzzle);
    const busy = running.has(puzzle);
    run.disabled = busy;
    stop.hidden = !busy;
    output.textContent = result?.value?.output ?? '';
    error.hidden = !result?.error;
    error.textContent = result?.error ? errorText(result.error) : '';
    $('judge-report').hidden = result?.error?.kind !== 'internal';
    $('judge-report-input').textContent = result?.error?.kind === 'internal' ? result.text : '';
    const stale = result && result.text !== input.value;
    output.classList.toggle('stale', Boolean(stale));
    status.textContent = busy ? 'Solving…' : result?.value ? summary(result) : '';
    if (stale && !busy) status.textContent = 'The input has changed since this run: Run again to update the output.';
    const cases = result?.value?.cases ?? [];
    pathsBox.hidden = !INFO[puzzle]?.paths || cases.length === 0 || Boolean(stale);
    paths.textContent = cases.map((c) => (c.answer < 0 ? 'no solution' : c.line)).join('\n');
  }

  const summary = ({ value, ms }) => `${count(value.cases.length, [INFO[puzzle].caseNoun.toLowerCase(), INFO[puzzle].casePlural])} solved in ${ms.toFixed(1)} ms (in the worker).`;

  async function solve() {
    const forPuzzle = puzzle;
    const text = input.value;
    const began = performance.now();
    const ticker = setInterval(() => {
      if (puzzle === forPuzzle) status.textContent = `Solving… ${((performance.now() - began) / 1000).toFixed(1)} s`;
    }, 200);
    running.set(forPuzzle, true);
    results.delete(forPuzzle);
    options.onClear?.(forPuzzle);
    render();
    try {
      const { value, ms } = await request({ op: 'judge', puzzle: forPuzzle, input: text });
      results.set(forPuzzle, { text, value, ms });
      options.onReport?.(forPuzzle, text, value);
      const lines = value.output.split('\n').filter(Boolean);
      announce(`Judge output: ${lines.slice(0, 5).join('; ')}${lines.length > 5 ? `; and ${lines.length - 5} more lines` : ''}.`);
    } catch (e) {
      results.set(forPuzzle, { text, error: e });
    } finally {
      clearInterval(ticker);
      running.delete(forPuzzle);
    }
    if (puzzle !== forPuzzle) return;
    render();
    const e = results.get(forPuzzle)?.error;
    if (e?.kind === 'parse' && e.line > 0) {
      input.focus();
      input.setSelectionRange(...lineRange(input.value, e.line));
    }
  }

  function setText(text) {
    input.value = text;
    texts.set(puzzle, text);
    onText(puzzle, text);
    render();
  }

  run.addEventListener('click', solve);
  stop.addEventListener('click', () => restart());
  input.addEventListener('input', () => {
    texts.set(puzzle, input.value);
    onText(puzzle, input.value);
    render();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      solve();
    }
  });
  $('judge-sample').addEventListener('click', () => setText(FIRST[puzzle]?.sample ?? ''));
  wireCopy($('judge-copy'), output);

  return {
    text: () => input.value,
    setText,
    /** Shows `name`'s text, output and running state. */
    show(name) {
      puzzle = name;
      input.value = texts.get(name) ?? FIRST[name]?.sample ?? '';
      render();
    },
    /** Takes another tab's text for `name` (the storage event). */
    merge(name, text) {
      texts.set(name, text);
      if (name === puzzle && input.value !== text) {
        input.value = text;
        render();
      }
    },
  };
}

/** The Copy button: the clipboard, or the output selected for Ctrl+C. */
function wireCopy(copy, output) {
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
}
