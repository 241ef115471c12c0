// The X-ray's quiz (issue 28): at a step whose next expansion is kept, it asks which state the search expands next;
// the successors and waiting states that xraysteps.js draws become the choices; the right answer (StepView.next) and
// why (Summary.nextRule: first in first out, the least f, depth first) come from the core's trace
// (crates/core/src/xray/mod.rs). Partner: xray.js, which shows each step and calls `ask`.
import { t } from '../l10n.js';
import { cost } from './xraysteps.js';

/** The quiz: off by default; `ask(step, rule)` turns the step's drawn states into choices while it is on. */
export class XrayQuiz {
  /**
   * @param {HTMLElement} root  the X-ray section
   * @param {() => void} started  called when the quiz is switched on (the replay stops playing)
   */
  constructor(root, started) {
    this.root = root;
    this.toggle = this.$('xray-quiz');
    this.box = this.$('xray-quiz-box');
    this.question = this.$('xray-quiz-question');
    this.verdict = this.$('xray-quiz-verdict');
    /** @type {any} */
    this.step = null;
    this.rule = '';
    this.toggle.addEventListener('click', () => {
      const on = this.toggle.getAttribute('aria-pressed') !== 'true';
      this.toggle.setAttribute('aria-pressed', String(on));
      this.box.hidden = !on;
      if (on) started();
      if (this.step) this.ask(this.step, this.rule);
    });
  }

  $(id) {
    return /** @type {HTMLElement} */ (this.root.querySelector(`[data-testid="${id}"]`));
  }

  get on() {
    return this.toggle.getAttribute('aria-pressed') === 'true';
  }

  /** Asks the question of `step` (shown), whose search expands next by `rule`, if the quiz is on. */
  ask(step, rule) {
    this.step = step;
    this.rule = rule;
    this.verdict.textContent = '';
    delete this.verdict.dataset.verdict;
    if (!this.on) return;
    const items = /** @type {HTMLElement[]} */ ([...this.root.querySelectorAll('.xray-successors li[data-state], .xray-queue li[data-state]')]);
    if (!step.next || !items.some((item) => item.dataset.state === step.next.state)) {
      this.question.textContent = t('study-xray-quiz-none');
      return;
    }
    this.question.textContent = t('study-xray-quiz-question');
    /** @type {Map<string, any>} */
    const costs = new Map([...step.queue, ...step.successors].map((s) => [s.state, s]));
    for (const item of items) {
      const choice = document.createElement('button');
      choice.type = 'button';
      choice.className = 'xray-choice';
      choice.dataset.testid = 'xray-quiz-choice';
      choice.dataset.state = item.dataset.state;
      choice.append(...item.childNodes);
      choice.addEventListener('click', () => this.answer(choice, costs.get(choice.dataset.state ?? '')));
      item.append(choice);
    }
  }

  /** Says whether `choice` (a state with costs `chosen`) is the state expanded next, and why; marks the right one. */
  answer(choice, chosen) {
    const next = this.step.next;
    const right = choice.dataset.state === next.state;
    const tie = !right && chosen && chosen.h + next.h > 0 && chosen.g + chosen.h === next.g + next.h;
    const verdict = right ? 'right' : tie ? 'tie' : 'wrong';
    const args = { rule: this.rule, chosen: chosen ? cost(chosen) : '', right: cost(next) };
    this.verdict.textContent = t(`study-xray-quiz-${verdict}`, args);
    this.verdict.dataset.verdict = verdict;
    for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (this.root.querySelectorAll('.xray-choice'))) {
      button.disabled = true;
      if (button.dataset.state === next.state) button.classList.add('quiz-right');
    }
    if (!right) choice.classList.add('quiz-wrong');
  }
}
