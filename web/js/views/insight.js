// The search insight view: explored states, table size, BFS layers chart, worker time, the heat map on the board
// (views/board.js) while the board shows the state searched from, why a case has no solution, and the gallery (gallery.js).
import { Gallery } from './gallery.js';
import { INFO } from '../first.js';

const SVG = 'http://www.w3.org/2000/svg';

function svgElement(name, attributes, text = '') {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text) element.textContent = text;
  return element;
}

/** The layers chart: one bar per depth, with its count in a tooltip. */
function drawChart(chart, layers) {
  const width = 600;
  const height = 120;
  const max = Math.max(1, ...layers);
  const bar = width / Math.max(1, layers.length);
  chart.setAttribute('viewBox', `0 0 ${width} ${height + 16}`);
  chart.replaceChildren(...layers.map((n, depth) => {
    const h = Math.max(1, (n / max) * height);
    const rect = svgElement('rect', { x: depth * bar + bar * 0.1, y: height - h, width: Math.max(0.5, bar * 0.8), height: h });
    rect.append(svgElement('title', {}, `depth ${depth}: ${n.toLocaleString('en')} states`));
    return rect;
  }));
  chart.append(svgElement('text', { x: 0, y: height + 14, 'text-anchor': 'start' }, '0'),
    svgElement('text', { x: width, y: height + 14, 'text-anchor': 'end' }, String(layers.length - 1)));
  chart.setAttribute('aria-label', `States first reached at each depth, 0 to ${layers.length - 1}; at most ${max.toLocaleString('en')} at one depth`);
}

/** The search's figures, chart, heat legend and why-not text. */
function showFigures($, value, ms) {
  $('insight-explored').textContent = value.explored.toLocaleString('en');
  $('insight-table').textContent = `${value.table.toLocaleString('en')} (${value.tableKind})`;
  $('insight-time').textContent = `${ms.toFixed(1)} ms`;
  drawChart($('layers-chart'), value.layers);
  $('heat-box').hidden = value.heat.length === 0;
  $('heat-kind').textContent = value.heatKind;
  $('why-not').hidden = !value.whyNot;
  $('why-not').textContent = value.whyNot ?? '';
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
  /** The gallery's states of the last analysis, in its order (the stepper's caption names them). */
  let items = [];
  /** The board analysed (its judge input) and the state the search started from. */
  let analysed = { board: '', state: '' };
  let generation = 0;

  function showHeat() {
    const view = controller.view();
    const on = heatToggle.checked && insight && insight.heat.length > 0 && view?.frame.state === analysed.state;
    board.heat(on ? insight.heat : null);
  }
  heatToggle.addEventListener('change', showHeat);

  function clear() {
    generation++;
    analysed = { board: '', state: '' };
    root.hidden = true;
    insight = null;
    items = [];
    board.heat(null);
  }

  controller.onView((view) => {
    if (analysed.board && view.board !== analysed.board) clear();
    else if (insight) showHeat();
  });

  function show(value, ms, items, puzzle) {
    insight = value;
    showFigures($, value, ms);
    showHeat();
    gallery.show(INFO[puzzle], items);
  }

  return {
    /** Analyses the board now on the page (from its start) and shows the result; resolves to the gallery items. */
    async analyse() {
      const puzzle = controller.puzzle();
      const mine = ++generation;
      root.hidden = false;
      $('insight-explored').textContent = '…';
      const { value, ms } = await controller.ask({ op: 'insight' });
      if (mine !== generation) return [];
      const view = controller.view();
      analysed = { board: view?.board ?? '', state: '' };
      // The search starts from the board's start: its state is that of the gallery's first item or of move 0.
      analysed.state = view && view.moveCount === 0 ? view.frame.state : (value.gallery[0]?.state ?? '');
      items = value.gallery;
      show(value.insight, ms, value.gallery, puzzle);
      return value.gallery;
    },
    /** The last insight shown, or null. */
    current: () => insight,
    items: () => items,
    clear,
  };
}
