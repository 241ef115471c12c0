// Time and states per case, beside the judge output and never in it (judge.js draws it after each run): a folded table
// of the worker's per-case figures (crates/wasm service.rs `Case.ms`, `Case.explored`), filtered like the case list
// (stepper.js `keeps`, the "Show" filter under the output). Its words in web/locales/study.
import { INFO } from '../first.js';
import { t } from '../l10n.js';
import { numText } from './numbers.js';

/** The most rows drawn; the rest are counted. */
const MOST = 1000;

/** A time in ms as the worker's clock can tell it (0.1 ms steps). */
export function msText(ms) {
  return ms < 0.05 ? '< 0.1 ms' : `${ms.toFixed(1)} ms`;
}

export class CaseFigures {
  /**
   * @param {HTMLElement} panel  the judge panel
   * @param {(answer: number) => boolean} keeps  whether the case filter shows a case with this answer
   */
  constructor(panel, keeps) {
    this.$ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
    this.box = /** @type {HTMLDetailsElement} */ (this.$('case-figures'));
    this.keeps = keeps;
    /** @type {{puzzle: string, cases: any[]} | null} */
    this.shown = null;
    this.box.addEventListener('toggle', () => this.draw());
    this.$('case-filter').addEventListener('change', () => this.draw());
    this.$('case-min').addEventListener('input', () => this.draw());
  }

  /** Shows the figures of a run of `puzzle` (none when `cases` is empty or the output is stale). */
  show(puzzle, cases) {
    this.shown = cases.length > 0 ? { puzzle, cases } : null;
    this.box.hidden = this.shown === null;
    this.draw();
  }

  /** Fills the table, only while it is open (a run may have 28,000 cases). */
  draw() {
    const body = this.$('case-figures-rows');
    if (!this.shown || !this.box.open) return body.replaceChildren();
    const { puzzle, cases } = this.shown;
    this.$('case-figures-noun').textContent = INFO[puzzle]?.caseTitle ?? t('study-figures-case');
    const kept = [];
    cases.forEach((c, i) => { if (this.keeps(c.answer)) kept.push(i); });
    body.replaceChildren(...kept.slice(0, MOST).map((i) => row(i, cases[i])));
    const total = cases.reduce((sum, c) => sum + c.ms, 0);
    const all = t('study-figures-total', { n: cases.length, ms: msText(total) });
    this.$('case-figures-total').textContent = kept.length > MOST
      ? t('study-sentences', { a: all, b: t('study-figures-first', { most: MOST, n: kept.length }) }) : all;
  }
}

/** One case's row: its number, answer, time and states searched. */
function row(index, c) {
  const tr = document.createElement('tr');
  tr.dataset.case = String(index + 1);
  const number = Object.assign(document.createElement('th'), { scope: 'row', textContent: String(index + 1) });
  // The answer as the judge prints it: -1 or the puzzle's word for it, and every count of a puzzle that counts several ways.
  const cells = [c.printed, msText(c.ms), numText(c.explored)]
    .map((text) => Object.assign(document.createElement('td'), { textContent: text }));
  tr.append(number, ...cells);
  return tr;
}
