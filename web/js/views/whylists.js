// The proofs' lists of why.js: a breadth-first search's layers ("k moves: n states (N within k)") and an iterative
// deepening search's rounds, each as an ordered list, from the insight the core sends (crates/core/src/insight.rs).
import { count } from './status.js';

const el = (tag, text = '', className = '') => Object.assign(document.createElement(tag), { textContent: text, className });

/** The sum of `layers` from depth 0 to `depth`. */
export const within = (layers, depth) => layers.slice(0, depth + 1).reduce((a, b) => a + b, 0);
export const fmt = (n) => n.toLocaleString('en');

/** One row per depth from `first` to `last`: "k moves: n states (N within k)"; long lists keep their first and last rows. */
export function layerList(layers, last, words, first = 0) {
  const ol = el('ol', '', 'why-layers');
  ol.dataset.testid = 'why-layers';
  let total = 0;
  for (let depth = first; depth <= last; depth++) {
    total += layers[depth] ?? 0;
    if (depth === first + 12 && last > first + 15) ol.append(el('li', '…', 'gap'));
    if (depth >= first + 12 && depth < last - 3) continue;
    const li = el('li', `${count(depth, words)}: ${count(layers[depth] ?? 0, ['state', 'states'])} (${fmt(total)} within ${depth})`);
    li.value = depth;
    ol.append(li);
  }
  return ol;
}

/**
 * The proof of an iterative deepening search (IDA*) that no path shorter than `best` exists: every round explores each
 * path whose estimate (moves so far plus an estimate of those left that never overestimates) stays within its bound.
 */
export function rounds(value, best, words) {
  const bounds = value.bounds ?? [];
  const failed = bounds.slice(0, -1);
  const argument = failed.length === 0
    ? `The estimate from this board is already ${count(best, words)}, and it never overestimates: no shorter path exists.`
    : `IDA* searched in rounds, each exploring every path whose estimate stays within the round's bound. The rounds with `
      + `bounds ${failed.join(', ')} found no solution, and the smallest estimate beyond the last of them was ${best}. `
      + `The estimate never overestimates, so no path shorter than ${best} exists.`;
  const ol = el('ol', '', 'why-layers');
  ol.dataset.testid = 'why-rounds';
  bounds.forEach((bound, i) => ol.append(el('li', `Round ${i + 1}, bound ${bound}: ${fmt(value.layers[i] ?? 0)} nodes expanded${i === bounds.length - 1 ? ', solved' : ', no solution'}`)));
  const depth = (value.depthLayers ?? []).length - 1;
  const near = depth > 0 ? ` (Counting states instead stops short here: the ${fmt(within(value.depthLayers, depth))} states within ${count(depth, words)} are as many as a breadth-first search keeps.)` : '';
  return [el('p', argument + near), ol, el('p', 'The search insight under the board has its figures.', 'hint')];
}
