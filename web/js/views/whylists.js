// The proofs' lists of why.js: a breadth-first search's layers ("k moves: n states (N within k)") and an iterative
// deepening search's rounds, each as an ordered list, from the insight the core sends (crates/core/src/insight.rs); the
// page's words in web/locales/study.
import { count } from './status.js';
import { t } from '../l10n.js';
import { grouped } from './numbers.js';

const el = (tag, text = '', className = '') => Object.assign(document.createElement(tag), { textContent: text, className });

/** The sum of `layers` from depth 0 to `depth`. */
export const within = (layers, depth) => layers.slice(0, depth + 1).reduce((a, b) => a + b, 0);

/** One row per depth from `first` to `last`: "k moves: n states (N within k)"; long lists keep their first and last rows. */
export function layerList(layers, last, words, first = 0) {
  const ol = el('ol', '', 'why-layers');
  ol.dataset.testid = 'why-layers';
  let total = 0;
  for (let depth = first; depth <= last; depth++) {
    total += layers[depth] ?? 0;
    if (depth === first + 12 && last > first + 15) ol.append(el('li', '…', 'gap'));
    if (depth >= first + 12 && depth < last - 3) continue;
    const li = el('li', t('study-why-layer', { moves: count(depth, words), n: layers[depth] ?? 0, total: grouped(total), depth }));
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
    ? t('study-why-estimate', { moves: count(best, words) })
    : t('study-why-rounds', { bounds: failed.join(t('study-list-sep')), best });
  const ol = el('ol', '', 'why-layers');
  ol.dataset.testid = 'why-rounds';
  bounds.forEach((bound, i) => ol.append(el('li', t(i === bounds.length - 1 ? 'study-why-round-solved' : 'study-why-round-failed',
    { round: i + 1, bound, n: grouped(value.layers[i] ?? 0) }))));
  const depth = (value.depthLayers ?? []).length - 1;
  const near = depth > 0 ? t('study-why-near', { n: grouped(within(value.depthLayers, depth)), moves: count(depth, words) }) : '';
  return [el('p', near ? t('study-sentences', { a: argument, b: near }) : argument), ol, el('p', t('study-why-figures-hint'), 'hint')];
}
