// Known mistakes in the studio's verdict (issue 25): which known mistake the pasted output is (the lab's `mistake`
// request), and that mistake's smallest failing case (`hack`), shown on the board with both answers (why.js) and offered
// as the judge input. Partners: studio.js (shows and clears it with each verdict), the core's mistakes.rs; its words in
// web/locales/study (the explanation is the core's). Every text is set with textContent.
import { labRequest } from '../worker-client.js';
import { t } from '../l10n.js';

/** An element with its test id and text. */
function el(tag, testid, text = '') {
  const element = document.createElement(tag);
  element.dataset.testid = testid;
  element.textContent = text;
  if (element instanceof HTMLButtonElement) element.type = 'button';
  return element;
}

export class MistakeView {
  /**
   * @param {HTMLElement} after  the element the mistake's lines follow (the verdict's diagnosis)
   * @param {{explain: (puzzle: string, input: string, fault: any, nav: any) => void, toJudge: (text: string) => void}} hooks
   */
  constructor(after, hooks) {
    this.box = el('div', 'verdict-mistake-box');
    this.box.className = 'verdict-mistake';
    this.box.hidden = true;
    after.after(this.box);
    this.hooks = hooks;
    /** Counts the verdicts shown, so that a late reply for an older one is dropped. */
    this.token = 0;
    /** Stops the requests for the verdict shown (a long search restarts the lab worker rather than hold the next check). */
    this.stopper = new AbortController();
  }

  /** Forgets what is shown, and stops what is still being asked for it. */
  clear() {
    this.token += 1;
    this.stopper.abort();
    this.stopper = new AbortController();
    this.box.hidden = true;
    this.box.replaceChildren();
  }

  /**
   * Asks which known mistake the output is (`output`: `{output}` or `{outputBytes}`) and says it, with a way to its
   * smallest failing case; says nothing for an output without wrong answers.
   */
  async show(puzzle, input, output) {
    this.clear();
    const token = this.token;
    let value;
    try {
      ({ value } = await labRequest({ op: 'mistake', puzzle, input, ...output }, { signal: this.stopper.signal }));
    } catch {
      return;
    }
    if (token !== this.token || !value?.wrong) return;
    this.box.hidden = false;
    const { named } = value;
    const words = named ? t('study-mistake-named', { id: named.id, explanation: named.explanation }) : t('study-mistake-none');
    this.box.append(el('p', 'verdict-mistake', words));
    if (!named) return;
    const find = el('button', 'verdict-hack-find', t('study-mistake-find'));
    find.addEventListener('click', () => this.hack(puzzle, named.id, find, token));
    this.box.append(find);
  }

  /** Searches mistake `id`'s smallest failing case, then shows it on the board with both answers. */
  async hack(puzzle, id, button, token) {
    button.disabled = true;
    button.textContent = t('study-mistake-searching');
    let value;
    try {
      ({ value } = await labRequest({ op: 'hack', puzzle, id }, { signal: this.stopper.signal }));
    } catch (error) {
      if (token === this.token) button.textContent = t('study-mistake-failed', { why: error.text || error.message });
      return;
    }
    if (token !== this.token) return;
    button.remove();
    const fault = value?.verdict?.faults?.[0];
    if (!value?.hack || !fault) {
      this.box.append(el('p', 'verdict-hack-none', t('study-mistake-no-hack')));
      return;
    }
    const { input } = value.hack;
    const answers = t('study-mistake-hack', { expected: String(fault.expected), found: String(fault.found ?? '') });
    const show = el('button', 'verdict-hack-show', t('study-mistake-show'));
    show.addEventListener('click', () => this.hooks.explain(puzzle, input, fault, null));
    const use = el('button', 'verdict-hack-use', t('study-mistake-use'));
    use.addEventListener('click', () => this.hooks.toJudge(input));
    const part = el('div', 'verdict-hack');
    part.append(el('p', 'verdict-hack-answers', answers), el('pre', 'verdict-hack-input', input), show, use);
    this.box.append(part);
    this.hooks.explain(puzzle, input, fault, null);
  }
}
