// The X-ray's texts of one step (xray.js): the sentence comparing the two searches, the pseudocode with its current line,
// the successors and what became of each, and the first states waiting (each a small board, draw.js), from the traces of
// crates/core/src/xray/ (xrayquiz.js makes them the quiz's choices); the
// page's words in web/locales/study (the core's, such as the pseudocode, the searches' names and a solver's words for
// its moves, arrive in its replies as messages, already in the page's language: l10n.js localiseReply).
import { t } from '../l10n.js';
import { SvgBoard, svgElement } from '../draw.js';
import { grouped, numText } from './numbers.js';

export const fmt = numText;
const FATES = { new: 'study-xray-fate-new', seen: 'study-xray-fate-seen', goal: 'study-xray-fate-goal', better: 'study-xray-fate-better', over: 'study-xray-fate-over' };

/** A state's cost as the core sends it: "g 3 + h 5 = f 8", or "g 3" when there is no estimate. */
export const cost = (x) => (x.h ? `g ${x.g} + h ${x.h} = f ${x.g + x.h}` : `g ${x.g}`);

/**
 * The sentence comparing the searches, from their summaries; `taught`: the method contestants are taught, if any.
 * @param {any} bfs
 * @param {any} solver
 * @param {{name: string, summary: any}} [taught]
 */
export function compare(bfs, solver, taught) {
  const text = compareTwo(bfs, solver);
  if (!taught) return text;
  return t('study-sentences', { a: text, b: t('study-xray-compare-taught', { name: taught.name, m: grouped(taught.summary.expanded) }) });
}

/** The sentence comparing the plain search with the solver. */
function compareTwo(bfs, solver) {
  const plain = t(bfs.capped ? 'study-xray-plain-capped' : 'study-xray-plain', { n: grouped(bfs.expanded) });
  if (solver.expanded === 0 && solver.totalSteps === 0) return t('study-xray-compare-note', { plain, note: solver.note });
  const m = grouped(solver.expanded);
  // Honest: a solver stops at the goal, so it is compared with the plain search where that met the goal; the plain
  // search's count of every state stays in the sentence, apart.
  const reached = bfs.goalAt;
  let text;
  if (reached != null) {
    const goal = grouped(reached);
    text = reached > solver.expanded
      ? t('study-xray-compare-goal-saved', { plain, goal, m, fewer: grouped(reached - solver.expanded) })
      : t('study-xray-compare-goal', { plain, goal, m });
  } else {
    text = bfs.expanded > solver.expanded
      ? t('study-xray-compare-saved', { plain, m, fewer: grouped(bfs.expanded - solver.expanded) })
      : t('study-xray-compare', { plain, m });
  }
  if (solver.answer == null) return text;
  return t('study-sentences', { a: text, b: t('study-xray-answer', { answer: grouped(solver.answer) }) });
}

/** Draws the pseudocode with line `line` marked. */
export function showCode(list, code, line) {
  list.replaceChildren(...code.map((text, i) => {
    const item = document.createElement('li');
    item.textContent = text;
    if (i === line) {
      item.className = 'current';
      item.setAttribute('aria-current', 'step');
    }
    return item;
  }));
}

/**
 * A state drawn small in the puzzle's look, its words beside it: a list item's picture (a waiting state, a successor).
 * @param {any} frame  the state's frame, as the core sends it
 * @param {import('../look.js').Look} look
 */
export function miniBoard(frame, look) {
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (svgElement('svg', { class: 'xray-mini', preserveAspectRatio: 'xMidYMid meet' })));
  const box = document.createElement('span');
  box.className = 'xray-mini-box';
  box.setAttribute('aria-hidden', 'true');
  box.append(svg);
  const board = new SvgBoard(svg);
  board.setLook(look);
  board.render(frame);
  // draw.js sizes a board's box for the playing board: a small board keeps the aspect ratio, at the list's size.
  box.style.width = '';
  return box;
}

/** A list item of a state: its small board, then its words (in a span, so that the quiz can make it a button's). */
function stateItem(state, look, words) {
  const item = document.createElement('li');
  item.dataset.state = state.state;
  const text = document.createElement('span');
  text.className = 'xray-state-words';
  text.textContent = words;
  item.append(miniBoard(state.frame, look), text);
  return item;
}

/** The successors as a list: each drawn small, its move (and the solver's word for it, if any), what became of it. */
export function showSuccessors(list, successors, look) {
  const items = successors.map((s) => {
    const move = `${s.move}${s.how ? ` ${s.how}` : ''}`;
    const item = stateItem(s, look, t('study-xray-successor', { move, cost: cost(s), fate: FATES[s.fate] ? t(FATES[s.fate]) : s.fate }));
    item.className = `fate-${s.fate}`;
    return item;
  });
  if (items.length === 0) {
    const none = document.createElement('li');
    none.textContent = t('study-xray-no-successors');
    items.push(none);
  }
  list.replaceChildren(...items);
}

/** The first states waiting after the step (IDA*: its path), each drawn small with its costs. */
export function showQueue(list, title, step, open, look) {
  const shown = step.queue.length;
  const frontier = grouped(step.frontier);
  title.textContent = shown < step.frontier ? t('study-xray-queue-first', { open, shown, frontier }) : t('study-xray-queue', { open, frontier });
  const items = step.queue.map((entry) => {
    const item = stateItem(entry, look, cost(entry));
    item.dataset.testid = 'xray-queue-entry';
    item.title = entry.state;
    return item;
  });
  list.replaceChildren(...items);
}
