// The X-ray panel: replays a search from the board as it stands, one expansion or one layer at a time, with its
// counters, costs, successors, the first states waiting and the pseudocode; the core traces (crates/core/src/xray/,
// asked through controller.js), draw.js draws the expanded state in a second SVG, xraysteps.js writes a step's texts;
// main.js opens it from the `xray` button or a link to a step (link.js); the classroom view puts it over the whole
// screen in large text (style.css `.xray.classroom`); xrayquiz.js asks which state comes next; the page's words in
// web/locales/study.
import { SvgBoard } from '../draw.js';
import { INFO } from '../first.js';
import { labRequest } from '../worker-client.js';
import { Stoppable } from './stop.js';
import { compare, cost, fmt, showCode, showQueue, showSuccessors } from './xraysteps.js';
import { XrayQuiz } from './xrayquiz.js';
import { t } from '../l10n.js';
import { grouped } from './numbers.js';
import { permalink } from '../link.js';

const COUNTERS = ['expanded', 'generated', 'frontier', 'layer'];
const KEYS = { ArrowLeft: 'xray-prev', ArrowRight: 'xray-next', PageUp: 'xray-layer-prev', PageDown: 'xray-layer-next', End: 'xray-end', ' ': 'xray-play' };

/** The X-ray panel: `open()` traces both searches from the board as it stands; `close()` hides it. */
export class XrayPanel {
  /**
   * @param {HTMLElement} root  the X-ray section
   * @param {import('../controller.js').Controller} controller
   */
  constructor(root, controller) {
    this.root = root;
    this.controller = controller;
    this.board = new SvgBoard(/** @type {SVGSVGElement} */ (/** @type {unknown} */ (this.$('xray-board'))));
    this.speed = /** @type {HTMLSelectElement} */ (this.$('xray-speed'));
    /** @type {Record<string, any>} */
    this.summaries = {};
    this.method = 'bfs';
    /** Per puzzle, the search last chosen in its X-ray: each opens with its own choice, or the default (the plain search). */
    this.methods = new Map();
    this.index = 0;
    this.timer = 0;
    /** Bumped by each request, so that only the last answer is drawn. */
    this.generation = 0;
    /** The board's state the X-ray was traced from, and its view (for the link to a step). */
    this.state = '';
    /** @type {any} */
    this.traced = null;
    /** The puzzle whose board the lab worker holds (loaded by `open()`). */
    this.puzzle = '';
    /** The X-ray's Stop (issue 27): closing it stops its trace, the lab restarting if need be. */
    this.work = new Stoppable(this.$('xray-compare'), 'xray-stop', () => this.close());
    this.work.button.textContent = t('study-judge-stop');
    this.quiz = new XrayQuiz(root, () => this.stop());
    this.wire();
    controller.onView((view) => { if (!root.hidden && view.frame.state !== this.state) this.close(); });
  }

  $(id) {
    return /** @type {HTMLElement} */ (this.root.querySelector(`[data-testid="${id}"]`));
  }

  counter(name) {
    return /** @type {HTMLElement} */ (this.root.querySelector(`[data-counter="${name}"]`));
  }

  /** Buttons, keys, speed and the choice of search. */
  wire() {
    const actions = {
      'xray-prev': () => this.go(this.index - 1),
      'xray-next': () => this.go(this.index + 1),
      'xray-layer-prev': () => this.layerJump(-1),
      'xray-layer-next': () => this.layerJump(1),
      'xray-end': () => this.go(Number.MAX_SAFE_INTEGER),
      'xray-play': () => this.play(),
    };
    for (const [id, action] of Object.entries(actions)) this.$(id).addEventListener('click', action);
    this.$('xray-classroom').addEventListener('click', () => this.classroom(!this.root.classList.contains('classroom')));
    this.speed.addEventListener('change', () => { if (this.timer) { this.stop(); this.play(); } });
    this.root.addEventListener('keydown', (event) => {
      const target = /** @type {HTMLElement} */ (event.target);
      if (target.matches('select, input') || (event.key === ' ' && target.matches('button'))) return;
      if (event.key === 'Escape' && this.root.classList.contains('classroom')) {
        event.preventDefault();
        this.classroom(false);
        return;
      }
      // Keys in the panel drive the replay, never the board behind it (whose change would close the panel).
      if (event.key.startsWith('Arrow')) event.stopPropagation();
      if (!KEYS[event.key]) return;
      event.preventDefault();
      actions[KEYS[event.key]]();
    });
    for (const radio of /** @type {NodeListOf<HTMLInputElement>} */ (this.root.querySelectorAll('input[name="xray-method"]'))) {
      radio.addEventListener('change', () => { this.methods.set(this.puzzle, radio.value); this.showMethod(radio.value); });
    }
  }

  /** The classroom view on or off: the panel over the whole screen, its text large (style.css). */
  classroom(on, focus = true) {
    this.root.classList.toggle('classroom', on);
    this.$('xray-classroom').setAttribute('aria-pressed', String(on));
    if (focus) this.root.focus();
  }

  showStep(step) {
    const summary = this.summaries[this.method];
    // `k / n` (the test contract of issue 28), then the search's own step number.
    this.$('xray-step').textContent = `${step.index + 1} / ${summary.totalSteps}`;
    this.$('xray-number').textContent = t('study-xray-number', { number: grouped(step.number + 1) });
    if (this.traced) {
      const link = permalink(this.puzzle, this.traced, undefined, { method: this.method, step: step.index + 1 });
      /** @type {HTMLAnchorElement} */ (this.$('xray-step-link')).href = new URL(link, location.href).href;
    }
    for (const name of COUNTERS) this.counter(name).textContent = fmt(step[name]);
    this.board.render(step.frame);
    this.board.mark(step.successors.filter((x) => x.cell && x.fate !== 'seen').map((x) => x.cell), 'xray-next');
    showCode(this.$('xray-code'), summary.pseudocode, step.line);
    showSuccessors(this.$('xray-successors'), step.successors, this.board.look);
    showQueue(this.$('xray-queue'), this.$('xray-queue-title'), step, summary.open, this.board.look);
    this.quiz.ask(step, summary.nextRule);
    this.$('xray-cost').textContent = step.bound == null ? cost(step) : t('study-xray-cost-bound', { cost: cost(step), bound: step.bound });
    this.root.dataset.step = String(step.index);
    this.root.dataset.method = this.method;
  }

  /** Shows kept step `index` (clamped) of the current search. */
  async go(index) {
    const summary = this.summaries[this.method];
    if (!summary || summary.totalSteps === 0) return;
    this.index = Math.max(0, Math.min(summary.totalSteps - 1, index));
    const mine = ++this.generation;
    try {
      const { value } = await labRequest({ op: 'xrayStep', puzzle: this.puzzle, method: this.method, step: this.index }, { signal: this.work.signal });
      if (mine === this.generation && value) this.showStep(value);
    } catch (error) {
      if (mine === this.generation) this.failed(error);
    }
  }

  /** A request of the X-ray shown failed (the lab restarted, crashed, or it was stopped): says so, stops playing. */
  failed(error) {
    this.stop();
    this.work.done();
    this.$('xray-compare').textContent = error?.kind === 'stopped' ? t('study-xray-stopped')
      : t('study-xray-failed', { why: String(error?.text || error?.message || error) });
  }

  /** Goes to the first kept step of the layer `delta` away from the current step's. */
  layerJump(delta) {
    const starts = this.summaries[this.method]?.layerStarts ?? [];
    let at = starts.findLastIndex((start) => start <= this.index);
    if (delta < 0 && starts[at] === this.index) at -= 1;
    else if (delta > 0) at += 1;
    this.go(at < 0 ? 0 : starts[at] ?? Number.MAX_SAFE_INTEGER);
  }

  /** Shows search `method` from its kept step `index`. */
  showMethod(method, index = 0) {
    this.stop();
    this.method = method;
    const summary = this.summaries[method];
    this.$('xray-name').textContent = t('study-xray-name', { name: summary.name });
    // The layer counter's term follows the search: a depth, a round of the bound, a key f, a number of pushes.
    this.$('xray-layer-term').textContent = summary.unit;
    this.$('xray-note').textContent = summary.sampled && summary.totalSteps > 0
      ? t('study-xray-sampled', {
        note: summary.note, whole: grouped(summary.wholeSteps), layers: summary.wholeLayers,
        shown: grouped(summary.totalSteps - summary.wholeSteps), expanded: grouped(summary.expanded),
      })
      : summary.note;
    this.root.classList.toggle('xray-figures-only', summary.totalSteps === 0);
    showCode(this.$('xray-code'), summary.pseudocode, -1);
    if (summary.totalSteps === 0) this.figuresOnly(summary);
    return this.go(index);
  }

  /** A search without steps to replay: its figures, and the board as it stands. */
  figuresOnly(summary) {
    this.$('xray-step').textContent = t('study-xray-not-replayed');
    this.$('xray-number').textContent = '';
    for (const name of COUNTERS) this.counter(name).textContent = '–';
    this.counter('expanded').textContent = fmt(summary.expanded);
    this.counter('layer').textContent = summary.layers ? t('study-xray-rounds', { n: grouped(summary.layers) }) : '–';
    this.$('xray-successors').replaceChildren();
    this.$('xray-queue').replaceChildren();
    this.$('xray-cost').textContent = '–';
    const view = this.controller.view();
    if (view) this.board.render(view.frame);
    this.root.dataset.step = '';
    this.root.dataset.method = this.method;
  }

  stop() {
    clearInterval(this.timer);
    this.timer = 0;
    this.$('xray-play').setAttribute('aria-pressed', 'false');
    this.$('xray-play').textContent = t('study-xray-play');
  }

  play() {
    if (this.timer) return this.stop();
    this.$('xray-play').setAttribute('aria-pressed', 'true');
    this.$('xray-play').textContent = t('study-xray-pause');
    this.timer = window.setInterval(() => {
      if (this.index >= this.summaries[this.method].totalSteps - 1) this.stop();
      else this.go(this.index + 1);
    }, 1000 / Number(this.speed.value));
  }

  close() {
    this.stop();
    this.work.abort();
    this.generation++;
    this.classroom(false, false);
    this.root.hidden = true;
    this.summaries = {};
    document.querySelector('[data-testid="xray"]')?.setAttribute('aria-expanded', 'false');
  }

  /** Checks the radio of `wanted`, else of the shown puzzle's last choice, else of the default (the one index.html
   * checks); returns it. */
  chooseMethod(wanted = this.methods.get(this.puzzle)) {
    // The taught method's radio is there only for a puzzle that has one (open()).
    const radios = /** @type {HTMLInputElement[]} */ ([...this.root.querySelectorAll('input[name="xray-method"]')])
      .filter((radio) => !radio.closest('label')?.hidden);
    wanted = radios.some((r) => r.value === wanted) ? wanted : radios.find((r) => r.defaultChecked)?.value ?? 'bfs';
    for (const radio of radios) radio.checked = radio.value === wanted;
    return wanted;
  }

  /**
   * Traces both searches from the board as it stands and shows the first step of the one chosen, or (a link's) step
   * `at.step` (1-based) of search `at.method`.
   * @param {{method: string, step: number}} [at]
   */
  async open(at) {
    const signal = this.work.begin();
    const mine = ++this.generation;
    this.root.hidden = false;
    document.querySelector('[data-testid="xray"]')?.setAttribute('aria-expanded', 'true');
    this.$('xray-compare').textContent = t('study-xray-tracing');
    const view = this.controller.view();
    this.state = view?.frame.state ?? '';
    this.traced = view;
    if (!view) return;
    this.puzzle = this.controller.shown;
    this.board.setLook(INFO[this.puzzle]?.look);
    // A third search where the puzzle has one: the method contestants are taught (its name from the core's Info).
    const taught = INFO[this.puzzle]?.xrayTaught ?? null;
    this.$('xray-taught-box').hidden = !taught;
    this.$('xray-taught-name').textContent = taught ?? '';
    const methods = taught ? ['bfs', 'solver', 'taught'] : ['bfs', 'solver'];
    // The lab traces a copy of the board shown: its start (the view's one-case judge input), moves and cursor; quiet, it
    // answers no view, so it searches no optimum.
    const load = { op: 'load', puzzle: this.puzzle, input: view.board, case: '1', history: view.history, at: view.moveCount, quiet: true };
    const ask = (method) => labRequest({ op: 'xray', puzzle: this.puzzle, method }, { signal });
    const traced = await labRequest(load, { signal }).then(() => Promise.all(methods.map(ask)))
      .catch((error) => { if (mine === this.generation) this.failed(error); });
    if (!traced || mine !== this.generation) return;
    this.work.done(signal);
    this.summaries = Object.fromEntries(methods.map((method, i) => [method, traced[i].value]));
    this.$('xray-compare').textContent = compare(this.summaries.bfs, this.summaries.solver, this.summaries.taught && { name: taught, summary: this.summaries.taught });
    await this.showMethod(this.chooseMethod(at?.method), (at?.step ?? 1) - 1);
    this.root.focus();
  }
}
