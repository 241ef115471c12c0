// Check my output (issue 13): the contestant's output checked against the judge's by the core's `check` request, the
// verdict drawn as text, each case's fault a button that hands the case to why.js. Partners: judge.js (input), main.js.
import { labRequest } from '../worker-client.js';
import { Stoppable } from './stop.js';

const KINDS = { wrongAnswer: 'wrong answer', missingLine: 'missing line', extraOutput: 'extra output', presentation: 'presentation' };

/** A fault's kind in words, with its detail ("presentation: trailing spaces"). */
export function kindWords(fault) {
  const words = KINDS[fault.kind] ?? fault.kind;
  return fault.detail ? `${words}: ${fault.detail}` : words;
}

/** The fault as one line: `Case 3: expected 5, found 7 (wrong answer)`. */
export function faultLine(fault) {
  if (fault.kind === 'extraOutput') return `${fault.label}: extra output ${JSON.stringify(fault.foundLine ?? '')}`;
  const found = fault.found === null || fault.found === undefined ? 'nothing' : fault.found;
  return `${fault.label}: expected ${fault.expected}, found ${found} (${kindWords(fault)})`;
}

export class Studio {
  /**
   * @param {HTMLElement} panel  the judge panel
   * @param {{input: () => string, explain: (puzzle: string, input: string, fault: any) => void, clear: () => void}} hooks
   */
  constructor(panel, hooks) {
    this.$ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
    this.hooks = hooks;
    this.yours = /** @type {HTMLTextAreaElement} */ (this.$('judge-yours'));
    /** Per puzzle: the output pasted, and the last verdict ({input, output, value} or {input, output, error}). */
    this.texts = new Map();
    this.verdicts = new Map();
    this.puzzle = '';
    this.$('judge-check').addEventListener('click', () => this.check());
    // Stop (issue 27): a check in flight can be stopped; the lab worker restarts if it was working on it.
    this.work = new Stoppable(this.$('judge-check'), 'judge-check-stop');
    this.yours.addEventListener('input', () => this.texts.set(this.puzzle, this.yours.value));
  }

  /** Checks the output pasted against the judge input in the judge box. */
  async check() {
    const { puzzle } = this;
    const input = this.hooks.input();
    const output = this.yours.value;
    this.hooks.clear();
    this.$('judge-verdict').hidden = false;
    this.$('verdict-head').textContent = 'Checking…';
    this.$('verdict-faults').replaceChildren();
    const signal = this.work.begin();
    try {
      const { value } = await labRequest({ op: 'check', puzzle, input, output }, { signal });
      this.verdicts.set(puzzle, { input, output, value });
    } catch (error) {
      if (error?.kind === 'stopped') this.verdicts.delete(puzzle);
      else this.verdicts.set(puzzle, { input, output, error });
    }
    this.work.done(signal);
    if (this.puzzle === puzzle) this.render();
    if (this.puzzle === puzzle && signal.aborted && !this.verdicts.has(puzzle)) this.stopped();
  }

  /** After a Stop: no verdict, and says so. */
  stopped() {
    this.$('judge-verdict').hidden = false;
    this.$('verdict-head').textContent = 'Stopped: no verdict.';
    this.$('verdict-faults').replaceChildren();
  }

  /** Draws the puzzle's last verdict: `Accepted A/N`, one row per fault (a button for a case), the note. */
  render() {
    const kept = this.verdicts.get(this.puzzle);
    const { $ } = this;
    $('judge-verdict').hidden = !kept;
    if (!kept) return;
    $('judge-verdict').classList.toggle('passed', Boolean(kept.value?.passed));
    if (kept.error) {
      $('verdict-head').textContent = `The judge input cannot be checked. Error: ${kept.error.text || kept.error.message}`;
      $('verdict-faults').replaceChildren();
      $('verdict-note').textContent = '';
      return;
    }
    const { value } = kept;
    const wrong = value.faults.filter((f) => f.kind !== 'presentation').length;
    $('verdict-head').textContent = `Accepted ${value.accepted}/${value.total}${value.passed ? ': every answer is right.'
      : `: ${wrong} fault${wrong === 1 ? '' : 's'}. Pick one to see why it is wrong.`}`;
    $('verdict-faults').replaceChildren(...value.faults.map((fault) => this.row(fault, kept.input)));
    $('verdict-note').textContent = value.note;
  }

  /** One fault: a button loading its case, or plain text for output past the last case. */
  row(fault, input) {
    const li = document.createElement('li');
    li.className = `fault ${fault.kind}`;
    if (fault.kind === 'extraOutput') {
      li.textContent = faultLine(fault);
      return li;
    }
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: faultLine(fault) });
    button.dataset.testid = 'verdict-fault';
    button.dataset.case = String(fault.case);
    button.dataset.kind = fault.kind;
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => {
      for (const other of this.$('verdict-faults').querySelectorAll('button')) other.setAttribute('aria-pressed', String(other === button));
      this.hooks.explain(this.puzzle, input, fault);
    });
    li.append(button);
    return li;
  }

  /** Shows `name`'s pasted output and verdict. */
  show(name) {
    this.puzzle = name;
    this.yours.value = this.texts.get(name) ?? '';
    this.hooks.clear();
    this.render();
  }
}
