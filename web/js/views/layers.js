// The insight's layers chart (index.html's layers-chart): one bar per depth of a plain breadth-first search (or per round
// of an iterative deepening search, labelled by its bound), an axis with ticks, the counts of the largest layer and of both ends, and a mark at the goal's depth; views/insight.js
// draws it and the heat legend; its words in web/locales/study.
import { svgElement } from '../draw.js';
import { t } from '../l10n.js';
import { grouped, numText } from './numbers.js';

const WIDTH = 600;
const LEFT = 8;
const TOP = 18;
const HEIGHT = 100;
const AXIS = TOP + HEIGHT;

/** A round step for about six ticks over 0..last. */
function tickStep(last) {
  const raw = Math.max(1, last / 6);
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
}

/** The axis: a line, ticks with their depth (or `scale.ticks[depth]`), and its name. */
function axis(x, last, scale) {
  const parts = [svgElement('line', { class: 'axis', x1: LEFT, x2: WIDTH - LEFT, y1: AXIS, y2: AXIS })];
  const step = tickStep(last);
  for (let d = 0; d <= last; d += step) {
    parts.push(svgElement('line', { class: 'axis', x1: x(d), x2: x(d), y1: AXIS, y2: AXIS + 4 }),
      svgElement('text', { x: x(d), y: AXIS + 15, 'text-anchor': 'middle' }, String(scale.ticks?.[d] ?? d)));
  }
  parts.push(svgElement('text', { class: 'axis-name', x: WIDTH - LEFT, y: AXIS + 30, 'text-anchor': 'end' }, scale.name));
  return parts;
}

/** Labels with the count of the first, the largest and the last layer, above their bars. */
function valueLabels(layers, x, y) {
  const biggest = layers.indexOf(Math.max(...layers));
  return [...new Set([0, biggest, layers.length - 1])].map((d) => {
    const anchor = d === 0 ? 'start' : d === layers.length - 1 ? 'end' : 'middle';
    return svgElement('text', { class: 'value', 'data-depth': d, x: x(d), y: y(layers[d]) - 4, 'text-anchor': anchor },
      numText(layers[d]));
  });
}

/** A breadth-first search's depths, and the rounds of an iterative deepening search labelled by their bounds. */
export const SCALES = {
  depths: () => ({ name: t('study-layers-axis-depths'), bar: 'study-layers-bar-depth', ticks: null }),
  rounds: (bounds) => ({ name: t('study-layers-axis-rounds'), bar: 'study-layers-bar-round', ticks: bounds }),
};

/**
 * Draws `layers` (states first reached at each depth, or nodes per round) into `chart`; `goal` is the optimum's depth,
 * or null; `scale` names the axis (SCALES).
 */
export function drawLayers(chart, layers, goal, scale = SCALES.depths()) {
  const last = Math.max(0, layers.length - 1);
  const max = Math.max(1, ...layers);
  const bar = (WIDTH - 2 * LEFT) / Math.max(1, layers.length);
  const x = (d) => LEFT + (d + 0.5) * bar;
  const y = (n) => AXIS - Math.max(1, (n / max) * HEIGHT);
  chart.setAttribute('viewBox', `0 0 ${WIDTH} ${AXIS + 34}`);
  chart.replaceChildren(...layers.map((n, depth) => {
    const rect = svgElement('rect', { x: x(depth) - bar * 0.4, y: y(n), width: Math.max(0.5, bar * 0.8), height: AXIS - y(n) });
    rect.append(svgElement('title', {}, t(scale.bar, { at: scale.ticks?.[depth] ?? depth, n: grouped(n) })));
    return rect;
  }), ...axis(x, last, scale), ...(layers.length ? valueLabels(layers, x, y) : []));
  const marked = goal !== null && goal >= 0 && goal <= last;
  if (marked) {
    chart.append(svgElement('line', { class: 'goal', 'data-testid': 'layers-goal', x1: x(goal), x2: x(goal), y1: 2, y2: AXIS }),
      svgElement('text', { class: 'goal', x: x(goal) + (goal > last / 2 ? -4 : 4), y: 12, 'text-anchor': goal > last / 2 ? 'end' : 'start' },
        t('study-layers-goal', { goal })));
  }
  chart.setAttribute('aria-label', t(marked ? 'study-layers-aria-goal' : 'study-layers-aria', { last, max: grouped(max), goal: goal ?? 0 }));
}
