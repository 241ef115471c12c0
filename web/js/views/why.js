// Why a case's answer is wrong (issues 13, 27): loads the case on the board (../controller.js), then offers the optimal
// path to step (stepper.js), the search's layers as the proof that no shorter path exists (whylists.js), or the gallery
// grouped by moves (insight.js, gallery.js). The explanation is drawn beside the board (under the stepper on narrow
// screens), with the way back to the verdict and on to the next fault, and the board, stepper and explanation brought
// on screen together; while it works, a busy line with its own Stop (stop.js), and closing it stops its requests.
// Called by studio.js through main.js; every text is set with textContent.
import { request } from '../worker-client.js';
import { INFO } from '../first.js';
import { count } from './status.js';
import { moveCount } from '../path.js';
import { Stoppable } from './stop.js';
import { fmt, layerList, rounds, within } from './whylists.js';

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
  add('\u25C0 Previous', 'why-prev', nav?.prev);
  add('Next \u25B6', 'why-next', nav?.next);
  add('Back to the verdict', 'why-back', nav?.back);
  add('Close', 'why-close', close);
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
    say(el('p', 'Stopped: this case is not explained. Pick it again to explain it.', 'why-head'));
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
    const head = found === -1 || found === null || found === undefined
      ? `${fault.label}: there is a path of ${count(fault.expectedAnswer, words)}, but the output says ${fault.found ?? 'nothing'}.`
      : `${fault.label}: ${count(found, words)} is more than needed; the fewest is ${fault.expectedAnswer}.`;
    say(el('p', head, 'why-head'), pathOffer(puzzle, path));
  }

  /** The optimal path, put on the stepper, in a paragraph that says so. */
  function pathOffer(puzzle, path) {
    stepper.adopt(puzzle, path);
    const code = el('code', path || '(none: the start is solved)');
    code.dataset.testid = 'why-path';
    const p = el('p', 'An optimal path, ready to step through on the board (Step, Play): ');
    p.append(code);
    return p;
  }

  /** Found fewer moves than optimal, or a number where there is no path: every state within that many moves, none solved. */
  async function proof(puzzle, fault, mine, path) {
    wait(`Searching ${fault.label}…`, 'Explaining the search…');
    await insight.analyse({ signal: work.signal });
    const found = /** @type {number} */ (fault.foundAnswer);
    const value = insight.current();
    if (mine !== generation) return;
    work.done();
    if (!value) return say(el('p', `${fault.label} could not be searched: the search insight under the board says why.`));
    const heat = value.heat.length > 0 ? [el('p', `The heat map on the board: ${value.heatKind} (few: warm, many: cool); the search insight under the board has its legend.`, 'hint')] : [];
    const offer = fault.expectedAnswer >= 0 && INFO[puzzle].paths ? [pathOffer(puzzle, path)] : [];
    const tell = (head, ...rest) => say(head, ...offer, ...rest, ...heat);
    // Breadth-first layers: the insight's own (depths), or those the core counted beside its rounds (depthLayers).
    const layers = value.layersKind === 'depths' ? value.layers : value.depthLayers ?? [];
    const words = INFO[puzzle].moveWord;
    const tail = fault.expectedAnswer < 0 ? (value.whyNot ?? 'No path exists at all.') : `The fewest is ${fault.expectedAnswer}.`;
    const hint = el('p', 'The search insight under the board draws every layer.', 'hint');
    const none = `${fault.label}: no path of ${count(found, words)} exists. `;
    if (layers.length > found) {
      const head = `${none}All ${fmt(within(layers, found))} states within ${count(found, words)} were searched; none is solved.`;
      return tell(el('p', head, 'why-head'), el('p', tail), layerList(layers, found, words), hint);
    }
    if (value.layersKind === 'depths' && fault.expectedAnswer < 0 && layers.length > 0) {
      const head = `${none}All ${fmt(within(layers, layers.length - 1))} reachable states (the farthest ${count(layers.length - 1, words)} away) were searched; none is solved.`;
      return tell(el('p', head, 'why-head'), el('p', tail), layerList(layers, layers.length - 1, words), hint);
    }
    if (fault.expectedAnswer < 0) return tell(el('p', none, 'why-head'), el('p', tail));
    if (value.layersKind === 'rounds') return tell(el('p', none, 'why-head'), ...rounds(value, fault.expectedAnswer, words));
    const head = `${none}The search (${value.tableKind}) explored ${fmt(value.explored)} states and proved that the fewest is ${fault.expectedAnswer}.`;
    tell(el('p', head, 'why-head'), el('p', 'The search insight under the board has its figures.', 'hint'));
  }

  /** A puzzle without a goal (a count of states): the gallery of every reachable state, grouped by moves. */
  async function gallery(puzzle, fault, mine) {
    wait(`Searching ${fault.label}…`, 'Finding every reachable state…');
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
    const head = `${fault.label}: the judge counts ${fault.expected}, the output says ${fault.found ?? 'nothing'}. `
      + 'Which states a count misses or has too many of cannot be known from the count: here are all '
      + `${fmt(items.length)} reachable states, grouped by how many ${words[1]} they need, to compare with your program's.`;
    say(el('p', head, 'why-head'), layerList(groups, groups.length - 1, words, 1),
      el('p', 'The gallery under the board shows every one of them; its filter picks a group.', 'hint'));
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
      wait(`Loading ${fault.label}…`, 'Solving the judge input…');
      stepper.adopt(puzzle, null);
      let path = '';
      try {
        if (info.paths) path = (await casesOf(puzzle, input, signal))[fault.case - 1]?.moves ?? '';
      } catch (error) {
        if (mine !== generation) return;
        work.done(signal);
        return say(el('p', `The judge input cannot be solved. Error: ${error.text || error.message}`));
      }
      if (mine !== generation) return;
      busyText.textContent = `Loading ${fault.label} on the board…`;
      const ok = await controller.act({ op: 'load', input, case: String(fault.case), history: path, at: 0 }, { animate: false, signal });
      if (mine !== generation) return;
      work.done(signal);
      if (!ok) return say(el('p', `${fault.label} cannot be loaded: the message under the board says why.`));
      const expected = fault.expectedAnswer;
      const found = fault.foundAnswer ?? null;
      if (!info.views.goal) return gallery(puzzle, fault, mine);
      if (expected >= 0 && (found === null || found < 0 || found > expected)) return offerPath(puzzle, fault, path);
      if (found !== null && found >= 0 && (expected < 0 || found < expected)) return proof(puzzle, fault, mine, path);
      // A puzzle that prints several counts (Info.counts): the default one is right and another is not.
      if (fault.kind === 'wrongAnswer' && info.counts.length > 1 && !fault.detail) {
        const counts = info.counts.map(([, plural]) => plural).join(', ');
        return say(el('p', `${fault.label}: the judge prints ${fault.expected} (the fewest ${counts}); the output says ${fault.found}.`, 'why-head'), pathOffer(puzzle, path));
      }
      if (fault.kind === 'wrongAnswer') {
        return say(el('p', `${fault.label}: the answer ${fault.found} is right, but judges reject the line: ${fault.detail ?? 'it is written differently'}.`, 'why-head'));
      }
      say(el('p', `${fault.label} is on the board: the answer is right, only written differently (${fault.detail ?? fault.kind}).`, 'why-head'));
    },
    clear,
  };
}
