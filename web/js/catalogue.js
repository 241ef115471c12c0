// The puzzles' tabs, sections and help entries, built from the core's Info (first.js) with DOM calls and textContent
// only (never innerHTML with core or user text); main.js calls it before the first paint. On phones (style.css, the same
// NARROW query) each statement starts folded so that the board is on screen on arrival. Beside each title (on wide
// screens), jumps to the levels, the judge, Check my output and Make tests, which lie screens below the board. Its words:
// web/locales/ui (l10n.js); the puzzles' own come in the Info, already in the page's language.
import { t } from './l10n.js';

/** Where the statement folds: style.css hides its summary above this width. */
const NARROW = '(max-width: 600px)';

/** A paragraph of the statement: plain text with `code` spans. */
function paragraph(text) {
  const p = document.createElement('p');
  text.split('`').forEach((part, i) => {
    if (i % 2 === 0) p.append(part);
    else p.append(Object.assign(document.createElement('code'), { textContent: part }));
  });
  return p;
}

/** The section of one puzzle: title with its source, statement, and slots for the board and judge panels. */
function section(info) {
  const el = document.createElement('section');
  el.id = info.name;
  el.className = 'puzzle';
  el.hidden = true;
  el.setAttribute('aria-labelledby', `${info.name}-title`);
  const title = document.createElement('h2');
  title.id = `${info.name}-title`;
  title.append(`${info.title} `, Object.assign(document.createElement('span'), { className: 'source', textContent: info.source }));
  // Open on wide screens (whose fold style.css hides), folded on phones; each section keeps its own state.
  const statement = document.createElement('details');
  statement.className = 'statement';
  statement.open = !matchMedia(NARROW).matches;
  const summary = Object.assign(document.createElement('summary'), { textContent: t('ui-statement') });
  statement.append(summary, ...info.statement.map(paragraph));
  const slots = ['board-slot', 'judge-slot'].map((className) => Object.assign(document.createElement('div'), { className }));
  el.append(jumps(), title, statement, ...slots);
  return el;
}

/** Where the jumps under a title lead (the judge panel's parts, far below the board): [label's message, element focused]. */
const JUMPS = [['ui-jump-levels', 'daily'], ['ui-jump-judge', 'judge-input'], ['ui-jump-check', 'judge-yours'], ['ui-jump-make-tests', 'make-tests-kind']];

/** Buttons under the title that bring the levels, the judge, the studio and Make tests to the top of the screen. */
function jumps() {
  const nav = Object.assign(document.createElement('div'), { className: 'jumps' });
  nav.setAttribute('role', 'group');
  nav.setAttribute('aria-label', t('ui-jumps.aria-label'));
  nav.append(...JUMPS.map(([label, testid]) => {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: `${t(label)} \u2193` });
    button.dataset.testid = `jump-${testid}`;
    button.addEventListener('click', () => {
      const target = /** @type {HTMLElement | null} */ (document.querySelector(`[data-testid="${testid}"]`));
      const part = target?.closest('.levels, .judge-io, .studio, .make-tests') ?? target;
      part?.scrollIntoView({ block: 'start' });
      target?.focus({ preventScroll: true });
    });
    return button;
  }));
  return nav;
}

/**
 * Fills the page's nav, main and help dialog with one entry per puzzle, in the core's order.
 * @param {any[]} infos
 */
export function buildCatalogue(infos) {
  // The header's nav (its label is in the page's language, so not a selector).
  const nav = /** @type {HTMLElement} */ (document.querySelector('.site-header nav'));
  nav.replaceChildren(...infos.map((info) => Object.assign(document.createElement('a'), {
    href: `#${info.name}`, textContent: info.title.split(/[ （(]/)[0],
  })));
  nav.querySelectorAll('a').forEach((a, i) => a.setAttribute('data-puzzle', infos[i].name));
  document.querySelector('main')?.replaceChildren(...infos.map(section));
  const rules = document.querySelector('.help-rules');
  rules?.replaceChildren(...infos.flatMap((info) => [
    Object.assign(document.createElement('dt'), { textContent: info.title }),
    Object.assign(document.createElement('dd'), { textContent: t('ui-help-rule', { statement: info.statement[0].replaceAll('`', ''), help: info.help }) }),
  ]));
  const home = document.querySelector('h1 a');
  if (home && infos[0]) home.setAttribute('href', `#${infos[0].name}`);
  // Widening past the fold (a phone turned, a window resized) opens every statement: there is no fold to open it by.
  matchMedia(NARROW).addEventListener('change', (event) => {
    if (!event.matches) document.querySelectorAll('details.statement').forEach((d) => { /** @type {HTMLDetailsElement} */ (d).open = true; });
  });
}
