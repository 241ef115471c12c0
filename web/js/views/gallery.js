// The gallery of every reachable state (puzzles whose Info has views.gallery): each item's pieces drawn over the board's
// cells with ../raster.js, only the rows in view; filters from info.galleryFilters matched by item.tags. Used by insight.js.
import { drawFrame } from '../raster.js';
import { count } from './status.js';

const TILE = 84;
const TILE_GAP = 8;
const LABEL = 18;

/**
 * @param {HTMLElement} root  the insight section
 * @param {import('../controller.js').Controller} controller
 * @param {import('./stepper.js').Stepper} stepper
 */
export function createGallery(root, controller, stepper) {
  const $ = (id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${id}"]`));
  const gallery = $('gallery');
  const filter = /** @type {HTMLSelectElement} */ ($('gallery-filter'));
  let items = [];
  /** @type {[string, string]} */
  let moveWord = ['move', 'moves'];
  let shown = [];
  let drawn = new Map();
  const spacer = Object.assign(document.createElement('div'), { className: 'gallery-spacer' });
  gallery.append(spacer);
  /** One canvas laid over the gallery's visible area, where every visible tile's picture is painted. */
  const paint = Object.assign(document.createElement('canvas'), { className: 'gallery-paint' });
  paint.setAttribute('aria-hidden', 'true');
  gallery.after(paint);

  function paintTiles(columns, rowHeight) {
    const ratio = devicePixelRatio || 1;
    const { clientWidth: width, clientHeight: height } = gallery;
    Object.assign(paint.style, { left: `${gallery.offsetLeft + gallery.clientLeft}px`, top: `${gallery.offsetTop + gallery.clientTop}px`, width: `${width}px`, height: `${height}px` });
    if (paint.width !== Math.round(width * ratio)) paint.width = Math.round(width * ratio);
    if (paint.height !== Math.round(height * ratio)) paint.height = Math.round(height * ratio);
    const ctx = paint.getContext('2d');
    const base = controller.view()?.frame;
    if (!ctx || !base) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const padding = parseFloat(getComputedStyle(gallery).paddingLeft) || 0;
    for (const i of drawn.keys()) {
      const x = padding + (i % columns) * (TILE + TILE_GAP);
      const y = padding + Math.floor(i / columns) * rowHeight - gallery.scrollTop;
      if (y + TILE < 0 || y > height) continue;
      drawFrame(ctx, { ...base, pieces: shown[i].pieces, state: shown[i].state }, TILE / Math.max(base.rows, base.cols), x, y);
    }
  }

  function layout() {
    const columns = Math.max(1, Math.floor((gallery.clientWidth + TILE_GAP) / (TILE + TILE_GAP)));
    const rowHeight = TILE + LABEL + TILE_GAP;
    spacer.style.height = `${Math.ceil(shown.length / columns) * rowHeight}px`;
    const first = Math.max(0, Math.floor(gallery.scrollTop / rowHeight) - 1);
    const last = Math.ceil((gallery.scrollTop + gallery.clientHeight) / rowHeight) + 1;
    const wanted = new Map();
    for (let i = first * columns; i < Math.min(shown.length, last * columns); i++) {
      wanted.set(i, drawn.get(i) ?? tile(i, columns, rowHeight));
    }
    for (const [i, t] of drawn) if (!wanted.has(i)) t.remove();
    const fresh = document.createDocumentFragment();
    for (const t of wanted.values()) if (!t.isConnected) fresh.append(t);
    spacer.append(fresh);
    drawn = wanted;
    paintTiles(columns, rowHeight);
  }

  function tile(i, columns, rowHeight) {
    const item = shown[i];
    const button = Object.assign(document.createElement('button'), { type: 'button', className: 'gallery-tile' });
    button.style.left = `${(i % columns) * (TILE + TILE_GAP)}px`;
    button.style.top = `${Math.floor(i / columns) * rowHeight}px`;
    button.dataset.state = item.state;
    // The name starts with the visible label (#n · moves), as WCAG's label-in-name asks.
    button.setAttribute('aria-label', `#${item.index + 1} · ${item.moves}: state ${item.index + 1}, ${count(item.moves.length, moveWord)}`);
    button.classList.toggle('current', item.state === controller.view()?.frame.state);
    const label = Object.assign(document.createElement('span'), { textContent: `#${item.index + 1} · ${item.moves}` });
    button.append(Object.assign(document.createElement('span'), { className: 'gallery-picture' }), label);
    button.addEventListener('click', async () => {
      const ok = await controller.act({ op: 'replay', history: item.moves, at: 0 }, { animate: false });
      if (ok) stepper.adopt(controller.puzzle(), item.moves, true);
    });
    return button;
  }

  function applyFilter() {
    const current = controller.view()?.frame.state ?? '';
    const test = filter.value === 'all' ? () => true
      : filter.value === 'board' ? (item) => item.state === current : (item) => item.tags.includes(filter.value);
    shown = items.filter(test);
    $('gallery-count').textContent = String(items.length);
    $('gallery-count').dataset.count = String(items.length);
    $('gallery-shown').textContent = shown.length === items.length ? '' : `, ${shown.length} shown`;
    for (const t of drawn.values()) t.remove();
    drawn = new Map();
    gallery.scrollTop = 0;
    layout();
  }

  let queued = false;
  gallery.addEventListener('scroll', () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; layout(); });
  }, { passive: true });
  addEventListener('resize', () => { for (const t of drawn.values()) t.remove(); drawn = new Map(); layout(); });
  filter.addEventListener('change', applyFilter);

  return {
    /** Shows `list` (gallery items) for a puzzle described by `info`; hidden when it has no gallery. */
    show(info, list) {
      $('gallery-box').hidden = !info?.views.gallery;
      if (!info?.views.gallery) return;
      filter.replaceChildren(new Option('All states', 'all'),
        ...info.galleryFilters.map(([id, label]) => new Option(label, id)), new Option('Same as the board now', 'board'));
      moveWord = info.moveWord;
      items = list.map((item, index) => ({ ...item, index }));
      applyFilter();
    },
  };
}
