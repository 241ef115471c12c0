// The gallery of every reachable state (puzzles whose Info has views.gallery): each item's pieces drawn over the board's
// cells with ../raster.js, only the rows in view; filters from info.galleryFilters matched by item.tags. Used by insight.js;
// its words in web/locales/study.
import { drawFrame } from '../raster.js';
import { INFO } from '../first.js';
import { count } from './status.js';
import { moveCount } from '../path.js';
import { t } from '../l10n.js';

const TILE = 84;
const TILE_GAP = 8;
const LABEL = 18;

/** Draws the tile pictures of `drawn` (index -> tile) on one canvas laid over the gallery's visible area. */
function paintTiles(gallery, paint, drawn, shown, base, columns, rowHeight, look) {
  const ratio = devicePixelRatio || 1;
  const { clientWidth: width, clientHeight: height } = gallery;
  Object.assign(paint.style, { left: `${gallery.offsetLeft + gallery.clientLeft}px`, top: `${gallery.offsetTop + gallery.clientTop}px`, width: `${width}px`, height: `${height}px` });
  if (paint.width !== Math.round(width * ratio)) paint.width = Math.round(width * ratio);
  if (paint.height !== Math.round(height * ratio)) paint.height = Math.round(height * ratio);
  const ctx = paint.getContext('2d');
  if (!ctx || !base) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const padding = parseFloat(getComputedStyle(gallery).paddingLeft) || 0;
  for (const i of drawn.keys()) {
    const x = padding + (i % columns) * (TILE + TILE_GAP);
    const y = padding + Math.floor(i / columns) * rowHeight - gallery.scrollTop;
    if (y + TILE < 0 || y > height) continue;
    drawFrame(ctx, { ...base, pieces: shown[i].pieces, state: shown[i].state }, look, TILE / Math.max(base.rows, base.cols), x, y);
  }
}

/** One filter per number of moves the states need (the search's layers), with the count of each group. */
function byDepth(list, words, puzzle) {
  const groups = new Map();
  for (const item of list) {
    const depth = moveCount(item.moves, puzzle);
    groups.set(depth, (groups.get(depth) ?? 0) + 1);
  }
  return [...groups].map(([depth, n]) => new Option(t('study-gallery-depth', { moves: count(depth, words), n }), `depth:${depth}`));
}

export class Gallery {
  /**
   * @param {HTMLElement} root  the insight section
   * @param {import('../controller.js').Controller} controller
   * @param {import('./stepper.js').Stepper} stepper
   */
  constructor(root, controller, stepper) {
    this.$ = (id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${id}"]`));
    this.controller = controller;
    this.stepper = stepper;
    this.gallery = this.$('gallery');
    this.filter = /** @type {HTMLSelectElement} */ (this.$('gallery-filter'));
    this.items = [];
    this.shown = [];
    this.drawn = new Map();
    /** @type {[string, string]} */
    this.moveWord = ['move', 'moves'];
    this.spacer = Object.assign(document.createElement('div'), { className: 'gallery-spacer' });
    this.gallery.append(this.spacer);
    this.paint = Object.assign(document.createElement('canvas'), { className: 'gallery-paint' });
    this.paint.setAttribute('aria-hidden', 'true');
    this.gallery.after(this.paint);
    let queued = false;
    this.gallery.addEventListener('scroll', () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => { queued = false; this.layout(); });
    }, { passive: true });
    addEventListener('resize', () => this.redraw());
    this.filter.addEventListener('change', () => this.applyFilter());
    this.gallery.addEventListener('keydown', (event) => this.key(event));
    controller.onView(() => this.markCurrent());
  }

  /** Tiles per row and the height of a row, as laid out now. */
  grid() {
    return { columns: Math.max(1, Math.floor((this.gallery.clientWidth + TILE_GAP) / (TILE + TILE_GAP))), rowHeight: TILE + LABEL + TILE_GAP };
  }

  /** Roving focus over the tiles (one Tab stop: the gallery): Left/Right by one, Up/Down by a row, Home/End; Enter clicks. */
  key(event) {
    const n = this.shown.length;
    const { columns } = this.grid();
    const focused = /** @type {HTMLElement} */ (event.target);
    const at = focused.classList.contains('gallery-tile') ? Number(focused.dataset.index) : -1;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, ArrowUp: at - columns, ArrowDown: at + columns, Home: 0, End: n - 1 }[event.key];
    if (to === undefined || n === 0) return;
    event.preventDefault();
    const current = this.controller.view()?.frame.state;
    const start = Math.max(0, this.shown.findIndex((item) => item.state === current));
    this.focusTile(at < 0 && event.key.startsWith('Arrow') ? start : Math.max(0, Math.min(n - 1, to)));
  }

  /** Scrolls tile `i` into view, lays it out and focuses it. */
  focusTile(i) {
    const { gallery } = this;
    const { rowHeight, columns } = this.grid();
    const top = Math.floor(i / columns) * rowHeight;
    if (top < gallery.scrollTop) gallery.scrollTop = top;
    else if (top + rowHeight > gallery.scrollTop + gallery.clientHeight) gallery.scrollTop = top + rowHeight - gallery.clientHeight;
    this.layout();
    this.drawn.get(i)?.focus({ preventScroll: true });
  }

  /** Marks the tiles of the state on the board now. */
  markCurrent() {
    const state = this.controller.view()?.frame.state;
    for (const [i, t] of this.drawn) this.setCurrent(t, this.shown[i]?.state === state);
  }

  setCurrent(tile, on) {
    tile.classList.toggle('current', on);
    if (on) tile.setAttribute('aria-current', 'true');
    else tile.removeAttribute('aria-current');
  }

  /** Lays out the tiles of the rows in view (so 15,000 states scroll smoothly) and paints their pictures. */
  layout() {
    const { gallery } = this;
    const { columns, rowHeight } = this.grid();
    this.spacer.style.height = `${Math.ceil(this.shown.length / columns) * rowHeight}px`;
    const first = Math.max(0, Math.floor(gallery.scrollTop / rowHeight) - 1);
    const last = Math.ceil((gallery.scrollTop + gallery.clientHeight) / rowHeight) + 1;
    const wanted = new Map();
    for (let i = first * columns; i < Math.min(this.shown.length, last * columns); i++) {
      wanted.set(i, this.drawn.get(i) ?? this.tile(i, columns, rowHeight));
    }
    for (const [i, t] of this.drawn) if (!wanted.has(i)) t.remove();
    const fresh = document.createDocumentFragment();
    for (const t of wanted.values()) if (!t.isConnected) fresh.append(t);
    this.spacer.append(fresh);
    this.drawn = wanted;
    paintTiles(gallery, this.paint, wanted, this.shown, this.controller.view()?.frame, columns, rowHeight, INFO[this.controller.puzzle()]?.look);
  }

  /** The button of shown item `i`: its label, and a click that plays its moves from the start. */
  tile(i, columns, rowHeight) {
    const item = this.shown[i];
    const button = Object.assign(document.createElement('button'), { type: 'button', className: 'gallery-tile' });
    button.style.left = `${(i % columns) * (TILE + TILE_GAP)}px`;
    button.style.top = `${Math.floor(i / columns) * rowHeight}px`;
    button.dataset.state = item.state;
    button.dataset.index = String(i);
    button.tabIndex = -1;
    // The name starts with the visible label (#n · moves), as WCAG's label-in-name asks.
    const moves = count(moveCount(item.moves, this.controller.puzzle()), this.moveWord);
    button.setAttribute('aria-label', t('study-gallery-tile', { index: item.index + 1, moves: item.moves, count: moves }));
    this.setCurrent(button, item.state === this.controller.view()?.frame.state);
    const label = Object.assign(document.createElement('span'), { textContent: `#${item.index + 1} · ${item.moves}` });
    button.append(Object.assign(document.createElement('span'), { className: 'gallery-picture' }), label);
    button.addEventListener('click', async () => {
      const ok = await this.controller.act({ op: 'replay', history: item.moves, at: 0 }, { animate: false });
      if (ok) this.stepper.adopt(this.controller.puzzle(), item.moves, true);
    });
    return button;
  }

  /** Lays every tile out afresh (a resize changes the columns), keeping the keyboard focus on its tile. */
  redraw() {
    const focused = document.activeElement;
    const at = focused instanceof HTMLElement && this.gallery.contains(focused) && focused.dataset.index ? Number(focused.dataset.index) : -1;
    for (const t of this.drawn.values()) t.remove();
    this.drawn = new Map();
    if (at >= 0 && at < this.shown.length) this.focusTile(at);
    else this.layout();
  }

  applyFilter() {
    const current = this.controller.view()?.frame.state ?? '';
    const { value } = this.filter;
    const depth = value.startsWith('depth:') ? Number(value.slice(6)) : -1;
    const test = value === 'all' ? () => true : value === 'board' ? (item) => item.state === current
      : depth >= 0 ? (item) => moveCount(item.moves, this.controller.puzzle()) === depth : (item) => item.tags.includes(value);
    this.shown = this.items.filter(test);
    this.$('gallery-count').textContent = String(this.items.length);
    this.$('gallery-count').dataset.count = String(this.items.length);
    this.$('gallery-shown').textContent = this.shown.length === this.items.length ? '' : t('study-gallery-shown', { n: this.shown.length });
    this.gallery.scrollTop = 0;
    this.redraw();
  }

  /** Shows `list` (gallery items) for a puzzle described by `info`; hidden when it has no gallery. */
  show(info, list) {
    this.$('gallery-box').hidden = !info?.views.gallery;
    if (!info?.views.gallery) return;
    this.filter.replaceChildren(new Option(t('study-gallery-all'), 'all'),
      ...info.galleryFilters.map(([id, label]) => new Option(label, id)), new Option(t('study-gallery-board'), 'board'),
      ...byDepth(list, info.moveWord, info.name));
    this.moveWord = info.moveWord;
    this.items = list.map((item, index) => ({ ...item, index }));
    this.applyFilter();
  }
}
