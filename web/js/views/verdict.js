// The verdict of "Check my output" as a list (issues 13, 25, 27): one row per group the core made (a fault, or a run of one
// kind on consecutive cases that opens to its faults, PAGE at a time), a button per case fault. Partner: studio.js,
// which draws the headline and diagnosis and hands a picked fault to why.js. Every text is set with textContent; the
// page's words in web/locales/study (a fault's label, detail and a run's text are the core's).
import { t } from '../l10n.js';
import { grouped } from './numbers.js';

/** Rows drawn at first, and faults drawn at a time inside an opened run. */
export const PAGE = 50;

const KINDS = { wrongAnswer: 'study-kind-wrong-answer', missingLine: 'study-kind-missing-line', extraOutput: 'study-kind-extra-output', presentation: 'study-kind-presentation' };

/** A fault's kind in words, with its detail ("presentation: trailing spaces"). */
export function kindWords(fault) {
  const words = KINDS[fault.kind] ? t(KINDS[fault.kind]) : fault.kind;
  return fault.detail ? t('study-kind-detail', { kind: words, detail: fault.detail }) : words;
}

/** The fault as one line: `Case 3: expected 5, found 7 (wrong answer)`; of a path check (`paths`), the label and why:
 * `Case 3: move 4 (U): illegal: ...`. */
export function faultLine(fault, paths = false) {
  const { label } = fault;
  if (paths && fault.kind === 'wrongAnswer') return t('study-fault-path', { label, detail: fault.detail ?? kindWords(fault) });
  if (fault.kind === 'extraOutput') return t('study-fault-extra', { label, line: JSON.stringify(fault.foundLine ?? ''), detail: fault.detail ?? '' });
  const found = fault.found === null || fault.found === undefined ? t('study-fault-nothing') : String(fault.found);
  return t('study-fault', { label, expected: String(fault.expected), found, kind: kindWords(fault) });
}

const el = (tag, text = '', className = '') => Object.assign(document.createElement(tag), { textContent: text, className });

/** A button drawing "Show N more" that calls `more` and removes itself. */
function moreButton(left, more) {
  const button = el('button', t('study-more', { n: grouped(Math.min(left, PAGE)), left: grouped(left) }), 'more');
  button.type = 'button';
  button.dataset.testid = 'verdict-more';
  button.addEventListener('click', () => {
    button.remove();
    more();
  });
  return button;
}

export class VerdictList {
  /**
   * @param {HTMLOListElement} list  the verdict-faults list
   * @param {(index: number) => void} pick  called with the fault's index in the verdict when its button is pressed
   */
  constructor(list, pick) {
    this.list = list;
    this.pick = pick;
    this.value = /** @type {any} */ (null);
    this.paths = false;
    /** Per fault index, its button once drawn. */
    this.buttons = new Map();
    /** Per run (group index): its list and how many of its faults are drawn. */
    this.runs = new Map();
    /** How many rows are drawn, and the row holding "Show more" after them. */
    this.drawn = 0;
    this.tail = /** @type {HTMLElement | null} */ (null);
  }

  /** Draws `value`'s groups: the first PAGE rows, the rest on demand (`paths`: a path check's verdict). */
  draw(value, paths = false) {
    this.value = value;
    this.paths = paths;
    this.buttons.clear();
    this.runs.clear();
    this.drawn = 0;
    this.list.replaceChildren();
    this.rows();
  }

  /** Draws the next PAGE rows, and a "Show more" row when some are left. */
  rows() {
    const { groups } = this.value;
    this.tail?.remove();
    this.tail = null;
    const to = Math.min(groups.length, this.drawn + PAGE);
    for (let g = this.drawn; g < to; g++) this.list.append(this.row(g));
    this.drawn = to;
    if (to < groups.length) {
      this.tail = el('li', '', 'fault');
      this.tail.append(moreButton(groups.length - to, () => this.rows()));
      this.list.append(this.tail);
    }
  }

  /** One group: a fault's button (plain text for output past the last case), or a run that opens to its faults. */
  row(g) {
    const group = this.value.groups[g];
    const li = el('li', '', `fault ${group.kind}`);
    if (group.count === 1) {
      li.append(this.button(group.first, faultLine(this.value.faults[group.first], this.paths)));
      return li;
    }
    const details = el('details', '', 'fault-run');
    details.dataset.testid = 'verdict-group';
    const inner = el('ol', '', 'run-faults');
    details.append(el('summary', group.text), inner);
    const run = { details, inner, done: 0, tail: /** @type {HTMLElement | null} */ (null) };
    this.runs.set(g, run);
    details.addEventListener('toggle', () => { if (details.open && run.done === 0) this.more(g); });
    li.append(details);
    return li;
  }

  /** Draws the next PAGE faults of run `g`. */
  more(g) {
    const group = this.value.groups[g];
    const run = this.runs.get(g);
    run.tail?.remove();
    run.tail = null;
    const to = Math.min(group.count, run.done + PAGE);
    for (let i = run.done; i < to; i++) {
      const li = el('li');
      li.append(this.button(group.first + i, faultLine(this.value.faults[group.first + i], this.paths)));
      run.inner.append(li);
    }
    run.done = to;
    if (to < group.count) {
      run.tail = el('li');
      run.tail.append(moreButton(group.count - to, () => this.more(g)));
      run.inner.append(run.tail);
    }
  }

  button(index, text) {
    const fault = this.value.faults[index];
    if (fault.kind === 'extraOutput') return el('span', text);
    const button = el('button', text);
    button.type = 'button';
    button.dataset.testid = 'verdict-fault';
    button.dataset.case = String(fault.case);
    button.dataset.kind = fault.kind;
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => this.pick(index));
    this.buttons.set(index, button);
    return button;
  }

  /** The button of fault `index`, drawn (its rows and its run opened) if it was not; marks it as the one picked. */
  reveal(index) {
    const g = this.value.groups.findIndex((group) => index >= group.first && index < group.first + group.count);
    if (g < 0) return undefined;
    while (this.drawn <= g) this.rows();
    const run = this.runs.get(g);
    if (run) {
      run.details.open = true;
      while (!this.buttons.has(index) && run.done < this.value.groups[g].count) this.more(g);
    }
    for (const [i, button] of this.buttons) button.setAttribute('aria-pressed', String(i === index));
    return this.buttons.get(index);
  }

  /** The index of the case fault (not extra output) after (`step` 1) or before (-1) `index`, or -1 when none. */
  next(index, step) {
    const { faults } = this.value;
    for (let i = index + step; i >= 0 && i < faults.length; i += step) if (faults[i].kind !== 'extraOutput') return i;
    return -1;
  }
}
