// Why a case's answer is wrong (issues 13, 27): loads the case on the board (../controller.js), then offers the optimal
// path to step (stepper.js), the search's layers as the proof that no shorter path exists (whylists.js), or the gallery
// grouped by moves (insight.js, gallery.js). The explanation is drawn beside the board (under the stepper on narrow
// screens), with the way back to the verdict and on to the next fault, and the board, stepper and explanation brought
// on screen together; while it works, a busy line with its own Stop (stop.js), and closing it stops its requests.
// Called by studio.js through main.js; every text is set with textContent, the page's words from web/locales/study.
import { request } from '../worker-client.js';
import { INFO } from '../first.js';
import { count } from './status.js';
import { moveCount } from '../path.js';
import { Stoppable } from './stop.js';
import { layerList, rounds, within } from './whylists.js';
import { t } from '../l10n.js';
import { grouped } from './numbers.js';

const el = (tag, text = '', className = '') => Object.assign(document.createElement(tag), { textContent: text, className });

/** From this width the explanation sits beside the board; below it, under the stepper. */
const BESIDE = '(min-width: 900px)';

/** The explanation's buttons: previous and next fault, back to the verdict, close. */
function navigation(nav, close) {
  const div = el('div', '', 'why-nav');
  const add = (text, testid, action) => {
    const button = el('button', text);
    button.type = 'button';
    button.dataset.testid = testid;
    button.disabled = !action;
    if (action) button.addEventListener('click', action);
    div.append(button);
  };
  add(t('study-why-prev'), 'why-prev', nav?.prev);
  add(t('study-why-next'), 'why-next', nav?.next);
  add(t('study-why-back'), 'why-back', nav?.back);
  add(t('study-why-close'), 'why-close', close);
  return div;
}

/** Whether `element` is laid out and wholly inside the viewport. */
function onScreen(element) {
  const r = element?.getBoundingClientRect();
  return !r || (r.width === 0 && r.height === 0) || (r.top >= 0 && r.bottom <= innerHeight);
}

/**
 * @param {HTMLElement} box  the verdict-why element
 * @param {{controller: import('../controller.js').Controller, stepper: import('./stepper.js').Stepper,
 *          insight: ReturnType<typeof import('./insight.js').createInsight>}} parts
 */
export function createWhy(box, { controller, stepper, insight }) {
  /** The last judge run asked for here: the cases' optimal moves. */
  let judged = { puzzle: '', input: '', cases: [] };
  let generation = 0;

  async function casesOf(puzzle, input, signal) {
    if (judged.puzzle !== puzzle || judged.input !== input) {
      const { value } = await request({ op: 'judge', puzzle, input }, { signal });
      judged = { puzzle, input, cases: value.cases };
    }
    return judged.cases;
  }

  let nav = null;
  // The busy line: what the explanation waits for, and its Stop.
  const busy = el('p', '', 'board-busy why-busy');
  busy.dataset.testid = 'why-busy';
  const busyText = el('span');
  busyText.dataset.testid = 'why-busy-text';
  busy.append(busyText);
  const work = new Stoppable(busyText, 'why-stop', () => stop());
  work.button.textContent = t('study-judge-stop');
  const panel = /** @type {HTMLElement} */ (document.getElementById('board-panel'));
  const $ = (id) => /** @type {HTMLElement} */ (document.querySelector(`[data-testid="${id}"]`));

  /** Beside the board when there is room, else right under the stepper: where a picked case is looked at. */
  function place() {
    const area = panel.querySelector('.board-area');
    if (matchMedia(BESIDE).matches && area) {
      if (box.parentElement !== area) area.append(box);
    } else if (box.previousElementSibling !== $('stepper')) $('stepper').after(box);
    panel.classList.add('explaining');
  }

  /** Brings the board to the top when the board, the stepper's buttons or the explanation's start is off screen. */
  function bring() {
    const head = box.querySelector('.why-head') ?? box.firstElementChild;
    const parts = [$('board'), $('stepper').hidden ? null : $('step-next'), head];
    if (parts.every(onScreen)) return;
    $('board').scrollIntoView({ block: 'start' });
  }

  function say(...parts) {
    box.hidden = false;
    const [head, ...rest] = parts;
    box.replaceChildren(head, navigation(nav, () => clear()), ...rest);
    bring();
  }

  /** Says what the explanation waits for, with its Stop, under `head`. */
  function wait(head, text) {
    busyText.textContent = text;
    work.button.hidden = false;
    say(el('p', head), busy);
  }

  /** The Stop: the explanation's requests end at once, and it says so. */
  function stop() {
    generation++;
    work.abort();
    say(el('p', t('study-why-stopped'), 'why-head'));
  }

  function clear() {
    generation++;
    work.abort();
    box.hidden = true;
    box.replaceChildren();
    panel.classList.remove('explaining');
  }

  /** Found more moves than optimal, or -1 where a path exists: the optimal path, ready on the stepper. */
  function offerPath(puzzle, fault, path) {
    const words = INFO[puzzle].moveWord;
    const found = fault.foundAnswer;
    const { label } = fault;
    const head = found === -1 || found === null || found === undefined
      ? t('study-why-path-exists', { label, moves: count(fault.expectedAnswer, words), found: String(fault.found ?? t('study-fault-nothing')) })
      : t('study-why-path-longer', { label, moves: count(found, words), best: fault.expectedAnswer });
    say(el('p', head, 'why-head'), pathOffer(puzzle, path));
  }

  /** The optimal path, put on the stepper, in a paragraph that says so. */
  function pathOffer(puzzle, path) {
    stepper.adopt(puzzle, path);
    const code = el('code', path || t('study-why-path-none'));
    code.dataset.testid = 'why-path';
    const p = el('p', t('study-why-path-offer'));
    p.append(code);
    return p;
  }

  /** Found fewer moves than optimal, or a number where there is no path: every state within that many moves, none solved. */
  async function proof(puzzle, fault, mine, path) {
    const { label } = fault;
    wait(t('study-why-searching', { label }), t('study-insight-asking'));
    await insight.analyse({ signal: work.signal });
    const found = /** @type {number} */ (fault.foundAnswer);
    const value = insight.current();
    if (mine !== generation) return;
    work.done();
    if (!value) return say(el('p', t('study-why-unsearched', { label })));
    const heat = value.heat.length > 0 ? [el('p', t('study-why-heat', { kind: value.heatKind }), 'hint')] : [];
    const offer = fault.expectedAnswer >= 0 && INFO[puzzle].paths ? [pathOffer(puzzle, path)] : [];
    const tell = (head, ...rest) => say(head, ...offer, ...rest, ...heat);
    // Breadth-first layers: the insight's own (depths), or those the core counted beside its rounds (depthLayers).
    const layers = value.layersKind === 'depths' ? value.layers : value.depthLayers ?? [];
    const words = INFO[puzzle].moveWord;
    const tail = fault.expectedAnswer < 0 ? (value.whyNot ?? t('study-why-no-path')) : t('study-why-fewest', { best: fault.expectedAnswer });
    const hint = el('p', t('study-why-layers-hint'), 'hint');
    const none = t('study-why-none', { label, moves: count(found, words) });
    // The head: `none`, then what was searched (English keeps the space it always had after `none`, even alone).
    const after = (b) => t('study-sentences', { a: none, b });
    if (layers.length > found) {
      const head = after(t('study-why-within', { n: grouped(within(layers, found)), moves: count(found, words) }));
      return tell(el('p', head, 'why-head'), el('p', tail), layerList(layers, found, words), hint);
    }
    if (value.layersKind === 'depths' && fault.expectedAnswer < 0 && layers.length > 0) {
      const head = after(t('study-why-reachable', { n: grouped(within(layers, layers.length - 1)), moves: count(layers.length - 1, words) }));
      return tell(el('p', head, 'why-head'), el('p', tail), layerList(layers, layers.length - 1, words), hint);
    }
    if (fault.expectedAnswer < 0) return tell(el('p', after(''), 'why-head'), el('p', tail));
    if (value.layersKind === 'rounds') return tell(el('p', after(''), 'why-head'), ...rounds(value, fault.expectedAnswer, words));
    const head = after(t('study-why-proved', { table: value.tableKind, n: grouped(value.explored), best: fault.expectedAnswer }));
    tell(el('p', head, 'why-head'), el('p', t('study-why-figures-hint'), 'hint'));
  }

  /** A puzzle without a goal (a count of states): the gallery of every reachable state, grouped by moves. */
  async function gallery(puzzle, fault, mine) {
    wait(t('study-why-searching', { label: fault.label }), t('study-why-finding'));
    const items = await insight.analyse({ signal: work.signal });
    if (mine !== generation) return;
    work.done();
    // The groups of the gallery (every state reached by at least one move), as its filter has them.
    const groups = [0];
    for (const item of items) {
      const depth = moveCount(item.moves, puzzle);
      groups[depth] = (groups[depth] ?? 0) + 1;
    }
    const words = INFO[puzzle].moveWord;
    const head = t('study-why-count', { label: fault.label, expected: String(fault.expected), found: String(fault.found ?? t('study-fault-nothing')),
      n: grouped(items.length), word: words[1] });
    say(el('p', head, 'why-head'), layerList(groups, groups.length - 1, words, 1), el('p', t('study-why-gallery-hint'), 'hint'));
  }

  return {
    /**
     * Loads `fault`'s case of `input` on the board and explains it; `how` has the explanation's buttons' actions
     * (prev, next: another fault, or null; back: to the verdict).
     */
    async explain(puzzle, input, fault, how = null) {
      const mine = ++generation;
      nav = how;
      place();
      const info = INFO[puzzle];
      const signal = work.begin();
      wait(t('study-why-loading', { label: fault.label }), t('study-why-solving'));
      stepper.adopt(puzzle, null);
      let path = '';
      try {
        if (info.paths) path = (await casesOf(puzzle, input, signal))[fault.case - 1]?.moves ?? '';
      } catch (error) {
        if (mine !== generation) return;
        work.done(signal);
        return say(el('p', t('study-why-unsolved', { why: error.text || error.message })));
      }
      if (mine !== generation) return;
      busyText.textContent = t('study-why-loading-board', { label: fault.label });
      // A special judge's refusal at one move: the answer's moves before it on the board, stepped up to there.
      const stepped = typeof fault.step === 'number' && typeof fault.played === 'string';
      const history = stepped ? fault.played : path;
      const at = stepped ? moveCount(fault.played, puzzle) : 0;
      const ok = await controller.act({ op: 'load', input, case: String(fault.case), history, at }, { animate: false, signal });
      if (mine !== generation) return;
      work.done(signal);
      if (!ok) return say(el('p', t('study-why-unloaded', { label: fault.label })));
      const expected = fault.expectedAnswer;
      const found = fault.foundAnswer ?? null;
      if (!info.views.goal) return gallery(puzzle, fault, mine);
      if (stepped) {
        stepper.adopt(puzzle, fault.played, false, false);
        const id = how?.paths ? 'study-why-path-step' : 'study-why-bad-step';
        const head = t(id, { label: fault.label, step: fault.step, detail: fault.detail ?? '' });
        return say(el('p', head, 'why-head'), el('p', t('study-why-bad-step-hint'), 'hint'));
      }
      // Refused by the special judge as a whole (its counts, where it ends): why, and the judge's path to step.
      if (fault.rejected) {
        return say(el('p', t('study-why-special', { label: fault.label, detail: fault.detail ?? '' }), 'why-head'), pathOffer(puzzle, path));
      }
      if (expected >= 0 && (found === null || found < 0 || found > expected)) return offerPath(puzzle, fault, path);
      if (found !== null && found >= 0 && (expected < 0 || found < expected)) return proof(puzzle, fault, mine, path);
      // A puzzle that prints several counts (Info.counts): the default one is right and another is not.
      if (fault.kind === 'wrongAnswer' && info.counts.length > 1 && !fault.detail) {
        const counts = info.counts.map(([, plural]) => plural).join(t('study-list-sep'));
        const head = t('study-why-counts', { label: fault.label, expected: String(fault.expected), counts, found: String(fault.found) });
        return say(el('p', head, 'why-head'), pathOffer(puzzle, path));
      }
      if (fault.kind === 'wrongAnswer') {
        const detail = fault.detail ?? t('study-why-written');
        return say(el('p', t('study-why-rejected', { label: fault.label, found: String(fault.found), detail }), 'why-head'));
      }
      say(el('p', t('study-why-on-board', { label: fault.label, detail: fault.detail ?? fault.kind }), 'why-head'));
    },
    clear,
  };
}
