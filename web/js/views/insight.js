// The search insight view: explored states, table size, BFS layers chart, worker time, the heat map on the board
// (views/board.js) while the board shows the state searched from, why a case has no solution, and the gallery (gallery.js);
// its words in web/locales/study (numbers.js writes their numbers).
import { Gallery } from './gallery.js';
import { INFO } from '../first.js';
import { SCALES, drawLayers } from './layers.js';
import { t } from '../l10n.js';
import { grouped, numText } from './numbers.js';

/** The heat map's legend: its colour scale (draw.js's heatCell hues) from the smallest to the largest value, and what it counts. */
function showLegend($, value) {
  const values = value.heat.filter((v) => v !== null && v !== undefined);
  $('heat-legend').hidden = values.length === 0;
  if (values.length === 0) return;
  $('heat-min').textContent = String(Math.min(...values));
  $('heat-max').textContent = String(Math.max(...values));
  $('heat-what').textContent = t('study-heat-what', { kind: value.heatKind });
}

/** What the layer chart shows, by the core's `layersKind`. */
const CAPTIONS = { depths: 'study-layers-depths', rounds: 'study-layers-rounds' };

/** The search's figures, chart (with the goal's depth, or null), heat legend and why-not text. */
function showFigures($, value, ms, goal) {
  // Two figures, each named for what it counts, the same on every puzzle: the plain search's and the solver's.
  $('insight-explored').textContent = numText(value.explored);
  $('insight-explored-note').textContent = t(value.capped ? 'study-insight-note-capped' : 'study-insight-note-all');
  $('insight-solver').textContent = numText(value.solver);
  $('insight-solver-kind').textContent = value.solverKind;
  // A search without a table (an iterative deepening search on a shallow board, say) says only what it used.
  $('insight-table').textContent = value.table > 0
    ? t('study-insight-table', { size: grouped(value.table), kind: value.tableKind }) : value.tableKind;
  $('insight-time').textContent = t('study-insight-ms', { ms: ms.toFixed(1) });
  const rounds = value.layersKind === 'rounds';
  drawLayers($('layers-chart'), value.layers, rounds ? null : goal, rounds ? SCALES.rounds(value.bounds) : SCALES.depths());
  const figure = $('layers-chart').closest('figure');
  if (figure) figure.hidden = false;
  const caption = figure?.querySelector('figcaption');
  if (caption) caption.textContent = t(CAPTIONS[value.layersKind] ?? CAPTIONS.depths);
  showLegend($, value);
  $('heat-box').hidden = value.heat.length === 0;
  $('heat-kind').textContent = value.heatKind ?? '';
  $('why-not').hidden = !value.whyNot;
  $('why-not').textContent = value.whyNot ?? '';
}

/** While a search runs: nothing of the last one (another puzzle's, another board's) stays on show. */
function showPending($) {
  $('insight-explored').textContent = '…';
  for (const id of ['insight-explored-note', 'insight-solver', 'insight-solver-kind', 'insight-table', 'insight-time', 'heat-kind', 'why-not']) {
    $(id).textContent = '';
  }
  const chart = $('layers-chart');
  chart.replaceChildren();
  chart.setAttribute('aria-label', t('study-insight-searching'));
  const figure = chart.closest('figure');
  if (figure) figure.hidden = true;
  const caption = figure?.querySelector('figcaption');
  if (caption) caption.textContent = '';
  for (const id of ['heat-box', 'heat-legend', 'why-not']) $(id).hidden = true;
}

/** A search that was stopped or failed: said where its figures go; no gallery items. */
function showStopped($, error) {
  $('insight-explored').textContent = '—';
  $('insight-explored-note').textContent = error?.kind === 'stopped' || error?.kind === 'restarted'
    ? t('study-insight-stopped')
    : t('study-error', { text: error?.text || error?.message });
  $('layers-chart').setAttribute('aria-label', t('study-insight-not-searched'));
  return [];
}

/** The goal's depth from the start (the optimum there), when the puzzle has a goal and `view` shows its start; else null. */
function goalDepth(info, view) {
  return info.views.goal && view?.moveCount === 0 ? view.status.optimal : null;
}

/**
 * @param {HTMLElement} root  the insight section
 * @param {import('../controller.js').Controller} controller
 * @param {import('./board.js').BoardView} board
 * @param {import('./stepper.js').Stepper} stepper
 */
export function createInsight(root, controller, board, stepper) {
  const $ = (id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${id}"]`));
  const heatToggle = /** @type {HTMLInputElement} */ ($('heat-toggle'));
  const gallery = new Gallery(root, controller, stepper);
  let insight = null;
  let items = []; // the gallery's states of the last analysis, in its order (the stepper's caption names them)
  let analysed = { board: '', state: '' }; // the board analysed (its judge input) and the state the search started from
  let generation = 0;

  function showHeat() {
    const view = controller.view();
    const on = heatToggle.checked && insight && insight.heat.length > 0 && view?.frame.state === analysed.state;
    board.heat(on ? insight.heat : null);
  }
  heatToggle.addEventListener('change', showHeat);

  /** Forgets the last analysis: its figures, heat map and gallery are no longer shown anywhere. */
  function forget() {
    generation++;
    analysed = { board: '', state: '' };
    insight = null;
    items = [];
    board.heat(null);
    showPending($);
    gallery.show(null, []);
  }

  function clear() {
    forget();
    root.hidden = true;
  }

  controller.onView((view) => {
    if (analysed.board && view.board !== analysed.board) clear();
    else if (insight) showHeat();
  });

  function show(value, ms, puzzle, view) {
    ({ insight, gallery: items } = value);
    showFigures($, insight, ms, goalDepth(INFO[puzzle], view));
    showHeat();
    gallery.show(INFO[puzzle], items);
  }

  return {
    /** Analyses the board now on the page (from its start), shows it, resolves to the gallery items (none if stopped). */
    async analyse(/** @type {{signal?: AbortSignal}} */ how = {}) {
      const puzzle = controller.puzzle();
      forget();
      const mine = generation;
      root.hidden = false;
      // Stopped (the busy line's Stop, the caller's) or failed: said in place of the figures, never thrown at the page.
      const answer = await controller.ask({ op: 'insight' }, { label: t('study-insight-asking'), signal: how.signal })
        .catch((error) => ({ error }));
      if (mine !== generation) return [];
      if ('error' in answer) return showStopped($, answer.error);
      const { value, ms } = answer;
      const view = controller.view();
      analysed = { board: view?.board ?? '', state: '' };
      // The search starts from the board's start: its state is that of the gallery's first item or of move 0.
      analysed.state = view && view.moveCount === 0 ? view.frame.state : (value.gallery[0]?.state ?? '');
      show(value, ms, puzzle, view);
      return value.gallery;
    },
    /** The last insight shown, or null. */
    current: () => insight,
    items: () => items,
    clear,
  };
}
