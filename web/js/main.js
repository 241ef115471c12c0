// Page entry: routes #omnigravity / #huarong / #holedox to their section and moves the one judge panel (judge.js) there.
import { createJudgePanel } from './judge.js';

const PUZZLES = ['omnigravity', 'huarong', 'holedox'];
const panelElement = /** @type {HTMLElement} */ (document.getElementById('judge-panel'));
const panel = createJudgePanel(panelElement);

function route() {
  const name = location.hash.slice(1);
  const puzzle = PUZZLES.includes(name) ? name : PUZZLES[0];
  if (name !== puzzle) history.replaceState(null, '', `#${puzzle}`);
  for (const id of PUZZLES) {
    const section = /** @type {HTMLElement} */ (document.getElementById(id));
    section.hidden = id !== puzzle;
    if (id === puzzle) section.querySelector('.judge-slot')?.append(panelElement);
  }
  for (const link of document.querySelectorAll('nav a[data-puzzle]')) {
    if (link.getAttribute('data-puzzle') === puzzle) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  document.title = `${document.getElementById(`${puzzle}-title`)?.firstChild?.textContent?.trim()} · Puzzle Playground`;
  panel.show(puzzle);
}

addEventListener('hashchange', route);
route();
