// The X-ray's texts of one step (xray.js): the sentence comparing the two searches, the pseudocode with its current line,
// the successors and what became of each, and the first states waiting, from the traces of crates/core/src/xray/.

export const fmt = (n) => Number(n).toLocaleString('en');
const FATES = {
  new: 'new: queued', seen: 'seen before: dropped', goal: 'new, and the goal',
  better: 'seen, now shorter: queued again', over: 'over the bound: cut off',
};

/** A state's cost as the core sends it: "g 3 + h 5 = f 8", or "g 3" when there is no estimate. */
export const cost = (x) => (x.h ? `g ${x.g} + h ${x.h} = f ${x.g + x.h}` : `g ${x.g}`);

/** The sentence comparing the two searches, from their summaries. */
export function compare(bfs, solver) {
  const plain = `Plain BFS expanded ${fmt(bfs.expanded)} states${bfs.capped ? ' before its budget stopped it' : ''}`;
  if (solver.expanded === 0 && solver.totalSteps === 0) return `${plain}; the solver: ${solver.note}`;
  const saved = bfs.expanded > solver.expanded ? ` (${fmt(bfs.expanded - solver.expanded)} fewer)` : '';
  const answer = solver.answer == null ? '' : ` Its answer: ${fmt(solver.answer)}.`;
  return `${plain}; the solver expanded ${fmt(solver.expanded)}${saved}.${answer}`;
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

/** The successors as a list: move, what became of it. */
export function showSuccessors(list, successors) {
  const items = successors.map((s) => {
    const item = document.createElement('li');
    item.className = `fate-${s.fate}`;
    item.dataset.state = s.state;
    item.textContent = `${s.move}${s.how ? ` ${s.how}` : ''}, ${cost(s)}: ${FATES[s.fate] ?? s.fate}`;
    return item;
  });
  if (items.length === 0) {
    const none = document.createElement('li');
    none.textContent = 'none (no legal move, or not expanded)';
    items.push(none);
  }
  list.replaceChildren(...items);
}

/** The first states waiting after the step (IDA*: its path), as compact text with their costs. */
export function showQueue(list, title, step, open) {
  const shown = step.queue.length;
  title.textContent = `${open} (${shown < step.frontier ? `first ${shown} of ` : ''}${fmt(step.frontier)}):`;
  const items = step.queue.map((entry) => {
    const item = document.createElement('li');
    item.dataset.testid = 'xray-queue-entry';
    item.dataset.state = entry.state;
    item.textContent = `${cost(entry)} · ${entry.state}`;
    return item;
  });
  list.replaceChildren(...items);
}
