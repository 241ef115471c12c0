// Check my output (issues 13, 25, 27): the contestant's output (typed, pasted, or a file's bytes: studiofile.js) checked
// against the judge's by the core's `check` request (in paths mode, `paths`: each path replayed as a special judge
// does); its headline, diagnosis and rows (verdict.js) drawn as text, each
// case's fault a button that hands the case to why.js; the known mistake it reproduces (mistake.js). Partners: judge.js
// (input), studiostore.js (kept), main.js; its
// words in web/locales/study (the headline, diagnosis and note are the core's).
import { labRequest } from '../worker-client.js';
import { textProblem, wireOutputFile } from './studiofile.js';
import { VerdictList } from './verdict.js';
import { MistakeView } from './mistake.js';
import { loadStudio, storeStudio } from '../studiostore.js';
import { Stoppable } from './stop.js';
import { t } from '../l10n.js';
import { INFO } from '../first.js';

/** The words of a check that could not be made. */
function errorWords(error) {
  const why = error.text || error.message;
  if (error.kind === 'output') return t('study-studio-output-error', { why });
  if (error.kind === 'stopped' || error.kind === 'internal') return t('study-studio-unfinished', { why });
  return t('study-studio-input-error', { why });
}

export class Studio {
  /**
   * @param {HTMLElement} panel  the judge panel
   * @param {{input: () => string, explain: (puzzle: string, input: string, fault: any, nav: any) => void,
   *          clear: () => void, toJudge?: (text: string) => void}} hooks
   */
  constructor(panel, hooks) {
    this.$ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
    this.hooks = hooks;
    this.yours = /** @type {HTMLTextAreaElement} */ (this.$('judge-yours'));
    /** The paths mode: the output holds paths, each replayed move by move (puzzles whose answers are paths only). */
    this.paths = /** @type {HTMLInputElement} */ (this.$('check-paths'));
    /** Per puzzle: the output typed or pasted (kept across reloads), and the last verdict ({input, value} or {input, error}). */
    this.texts = new Map(Object.entries(loadStudio().outputs));
    this.verdicts = new Map();
    this.puzzle = '';
    this.list = new VerdictList(/** @type {HTMLOListElement} */ (this.$('verdict-faults')), (index) => this.pick(index));
    this.mistake = new MistakeView(this.$('verdict-diagnosis'), { explain: hooks.explain, toJudge: (text) => hooks.toJudge?.(text) });
    this.file = wireOutputFile(panel, { say: (text) => { this.$('yours-status').textContent = text; } });
    this.$('judge-check').addEventListener('click', () => this.check());
    // Stop (issue 27): a check in flight can be stopped; the lab worker restarts if it was working on it.
    this.work = new Stoppable(this.$('judge-check'), 'judge-check-stop');
    this.work.button.textContent = t('study-judge-stop');
    this.yours.addEventListener('input', () => {
      this.texts.set(this.puzzle, this.yours.value);
      const problem = storeStudio(this.puzzle, { output: this.yours.value });
      this.$('yours-status').textContent = problem ?? '';
    });
  }

  /** Checks the output (the file held, else the text box's text) against the judge input in the judge box. */
  async check() {
    const { puzzle } = this;
    const input = this.hooks.input();
    const held = this.file.held();
    const output = this.yours.value;
    const problem = held ? '' : textProblem(output);
    this.hooks.clear();
    this.$('judge-verdict').hidden = false;
    this.$('verdict-head').textContent = problem || t('study-studio-checking');
    this.$('verdict-diagnosis').hidden = true;
    this.$('verdict-faults').replaceChildren();
    this.$('verdict-note').textContent = '';
    this.mistake.clear();
    if (problem) return this.verdicts.delete(puzzle);
    const signal = this.work.begin();
    try {
      const paths = this.paths.checked && !this.paths.hidden;
      const request = held ? { op: 'check', puzzle, input, outputBytes: held.bytes, paths } : { op: 'check', puzzle, input, output, paths };
      const { value } = await labRequest(request, { signal });
      this.verdicts.set(puzzle, { input, value, paths });
      if (!paths && value.faults.some((/** @type {any} */ f) => f.kind === 'wrongAnswer')) {
        this.mistake.show(puzzle, input, held ? { outputBytes: held.bytes } : { output });
      }
    } catch (error) {
      if (error?.kind === 'stopped') this.verdicts.delete(puzzle);
      else this.verdicts.set(puzzle, { input, error });
    }
    this.work.done(signal);
    if (this.puzzle !== puzzle) return;
    this.render();
    if (signal.aborted && !this.verdicts.has(puzzle)) return this.stopped();
    const head = this.$('verdict-head').getBoundingClientRect();
    if (head.top < 0 || head.bottom > innerHeight) this.$('verdict-head').scrollIntoView({ block: 'start' });
  }

  /** After a Stop: no verdict, and says so. */
  stopped() {
    this.$('judge-verdict').hidden = false;
    this.$('verdict-head').textContent = t('study-studio-stopped');
    this.$('verdict-diagnosis').hidden = true;
    this.$('verdict-faults').replaceChildren();
  }

  /** Draws the puzzle's last verdict: its headline, diagnosis, one row per group of faults, the note. */
  render() {
    const kept = this.verdicts.get(this.puzzle);
    const { $ } = this;
    $('judge-verdict').hidden = !kept;
    if (!kept) return;
    $('judge-verdict').classList.toggle('passed', Boolean(kept.value?.passed));
    $('verdict-diagnosis').hidden = !kept.value?.diagnosis;
    $('verdict-diagnosis').textContent = kept.value?.diagnosis ?? '';
    if (kept.error) {
      $('verdict-head').textContent = errorWords(kept.error);
      $('verdict-faults').replaceChildren();
      $('verdict-note').textContent = '';
      return;
    }
    const { value } = kept;
    const pickable = value.faults.some((f) => f.kind !== 'extraOutput');
    $('verdict-head').textContent = pickable ? t('study-sentences', { a: value.headline, b: t('study-studio-pick') }) : value.headline;
    this.list.draw(value, Boolean(kept.paths));
    $('verdict-note').textContent = value.note;
  }

  /** Explains fault `index` of the verdict shown, with a way back to it and on to its neighbours. */
  pick(index) {
    const kept = this.verdicts.get(this.puzzle);
    if (!kept?.value) return;
    this.list.reveal(index);
    const go = (step) => {
      const other = this.list.next(index, step);
      return other < 0 ? null : () => this.pick(other);
    };
    this.hooks.explain(this.puzzle, kept.input, kept.value.faults[index], {
      paths: Boolean(kept.paths),
      prev: go(-1),
      next: go(1),
      back: () => {
        const button = this.list.reveal(index);
        button?.scrollIntoView({ block: 'center' });
        button?.focus({ preventScroll: true });
      },
    });
  }

  /** Shows `name`'s output and verdict. */
  show(name) {
    this.puzzle = name;
    this.yours.value = this.texts.get(name) ?? '';
    this.file.show(name);
    /** @type {HTMLElement} */ (this.paths.parentElement).hidden = !INFO[name]?.paths;
    this.paths.hidden = !INFO[name]?.paths;
    this.$('yours-status').textContent = '';
    this.hooks.clear();
    this.mistake.clear();
    this.render();
  }
}
