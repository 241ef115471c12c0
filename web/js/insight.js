// The search insight view: explored states, table size, BFS layers chart, worker time, heat map on the board (board.js),
// why a case has no solution, and OmniGravity's gallery of every reachable state (drawn with raster.js, only rows in view).
import { request } from './worker-client.js';
import { drawFrame } from './raster.js';
import { frameFromState } from './puzzles/omnigravity.js';

const SVG = 'http://www.w3.org/2000/svg';
const TILE = 84;
const TILE_GAP = 8;
const LABEL = 18;

const CORNERS = [[0, 0], [0, 6], [6, 0], [6, 6]];

/** Filters of the gallery: name -> predicate on (state text, the board's current state). */
const FILTERS = {
  all: { label: 'All states', test: () => true },
  ...Object.fromEntries(['A', 'B', 'C', 'D'].map((piece) => [piece, {
    label: `Piece ${piece} in a corner`,
    test: (state) => {
      const rows = state.split('/');
      return CORNERS.some(([r, c]) => rows[r][c] === piece && rows[r + 1][c + 1] === piece);
    },
  }])),
  board: { label: 'Same as the board now', test: (state, current) => state === current },
};

/**
 * @param {HTMLElement} root  the insight section
 * @param {ReturnType<typeof import('./board.js').createBoardPanel>} board
 * @param {ReturnType<typeof import('./stepper.js').createStepper>} stepper
 */
export function createInsight(root, board, stepper) {
  const $ = (id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${id}"]`));
  const explored = $('insight-explored');
  const table = $('insight-table');
  const time = $('insight-time');
  const chart = $('layers-chart');
  const heatToggle = /** @type {HTMLInputElement} */ ($('heat-toggle'));
  const heatBox = $('heat-box');
  const heatKind = $('heat-kind');
  const whyNot = $('why-not');
  const galleryBox = $('gallery-box');
  const gallery = $('gallery');
  const count = $('gallery-count');
  const filter = /** @type {HTMLSelectElement} */ ($('gallery-filter'));

  let insight = null;
  /** The judge input of the board analysed: another board clears the view. */
  let analysed = '';
  let items = [];
  let shown = [];
  let generation = 0;

  filter.replaceChildren(...Object.entries(FILTERS).map(([key, f]) => new Option(f.label, key)));

  function drawChart(layers) {
    const width = 600;
    const height = 120;
    const max = Math.max(1, ...layers);
    const bar = width / Math.max(1, layers.length);
    chart.setAttribute('viewBox', `0 0 ${width} ${height + 16}`);
    chart.replaceChildren(...layers.map((n, depth) => {
      const h = Math.max(1, (n / max) * height);
      const rect = document.createElementNS(SVG, 'rect');
      rect.setAttribute('x', String(depth * bar + bar * 0.1));
      rect.setAttribute('y', String(height - h));
      rect.setAttribute('width', String(Math.max(0.5, bar * 0.8)));
      rect.setAttribute('height', String(h));
      const title = document.createElementNS(SVG, 'title');
      title.textContent = `depth ${depth}: ${n.toLocaleString('en')} states`;
      rect.append(title);
      return rect;
    }));
    /** @type {[number, string, string][]} */
    const ends = [[0, '0', 'start'], [width, String(layers.length - 1), 'end']];
    for (const [x, text, anchor] of ends) {
      const label = document.createElementNS(SVG, 'text');
      label.setAttribute('x', String(x));
      label.setAttribute('y', String(height + 14));
      label.setAttribute('text-anchor', String(anchor));
      label.textContent = text;
      chart.append(label);
    }
    chart.setAttribute('aria-label', `States first reached at each depth, 0 to ${layers.length - 1}; at most ${max.toLocaleString('en')} at one depth`);
  }

  function showHeat() {
    const on = heatToggle.checked && insight && insight.heat.length > 0;
    board.heat(on ? insight.heat : null);
  }

  // The gallery draws only the rows of tiles in view, so 15,000 states scroll smoothly.
  const spacer = document.createElement('div');
  spacer.className = 'gallery-spacer';
  gallery.append(spacer);
  let drawn = new Map();
  /** One canvas laid over the gallery's visible area, where every visible tile's picture is painted. */
  const paint = document.createElement('canvas');
  paint.className = 'gallery-paint';
  paint.setAttribute('aria-hidden', 'true');
  gallery.after(paint);
  /** Frames of the states in view, by index in `shown` (rebuilt only when a new state comes into view). */
  let frames = new Map();

  function paintTiles(columns, rowHeight) {
    const ratio = devicePixelRatio || 1;
    const width = gallery.clientWidth;
    const height = gallery.clientHeight;
    paint.style.left = `${gallery.offsetLeft + gallery.clientLeft}px`;
    paint.style.top = `${gallery.offsetTop + gallery.clientTop}px`;
    paint.style.width = `${width}px`;
    paint.style.height = `${height}px`;
    if (paint.width !== Math.round(width * ratio)) paint.width = Math.round(width * ratio);
    if (paint.height !== Math.round(height * ratio)) paint.height = Math.round(height * ratio);
    const ctx = paint.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const padding = parseFloat(getComputedStyle(gallery).paddingLeft) || 0;
    const next = new Map();
    for (const i of drawn.keys()) {
      const frame = frames.get(i) ?? frameFromState(shown[i].state);
      next.set(i, frame);
      const x = padding + (i % columns) * (TILE + TILE_GAP);
      const y = padding + Math.floor(i / columns) * rowHeight - gallery.scrollTop;
      if (y + TILE < 0 || y > height) continue;
      drawFrame(ctx, frame, TILE / 8, x, y);
    }
    frames = next;
  }

  let spacerHeight = '';

  function layoutGallery() {
    const columns = Math.max(1, Math.floor((gallery.clientWidth + TILE_GAP) / (TILE + TILE_GAP)));
    const rowHeight = TILE + LABEL + TILE_GAP;
    const height = `${Math.ceil(shown.length / columns) * rowHeight}px`;
    if (height !== spacerHeight) {
      spacerHeight = height;
      spacer.style.height = height;
    }
    const first = Math.max(0, Math.floor(gallery.scrollTop / rowHeight) - 1);
    const last = Math.ceil((gallery.scrollTop + gallery.clientHeight) / rowHeight) + 1;
    const wanted = new Map();
    for (let i = first * columns; i < Math.min(shown.length, last * columns); i++) {
      const tile = drawn.get(i) ?? makeTile(i, columns, rowHeight);
      wanted.set(i, tile);
    }
    for (const [i, tile] of drawn) if (!wanted.has(i)) tile.remove();
    const fresh = document.createDocumentFragment();
    for (const tile of wanted.values()) if (!tile.isConnected) fresh.append(tile);
    spacer.append(fresh);
    drawn = wanted;
    paintTiles(columns, rowHeight);
  }

  function makeTile(i, columns, rowHeight) {
    const item = shown[i];
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'gallery-tile';
    button.style.left = `${(i % columns) * (TILE + TILE_GAP)}px`;
    button.style.top = `${Math.floor(i / columns) * rowHeight}px`;
    // The name starts with the visible label (#n · moves), as WCAG's label-in-name asks.
    button.setAttribute('aria-label', `#${item.index + 1} · ${item.moves}: state ${item.index + 1}, ${item.moves.length} tilts`);
    // The picture is painted by paintTiles() on one canvas over the gallery: a canvas per tile is slow.
    const picture = document.createElement('span');
    picture.className = 'gallery-picture';
    const label = document.createElement('span');
    label.textContent = `#${item.index + 1} · ${item.moves}`;
    button.append(picture, label);
    button.addEventListener('click', async () => {
      const view = board.view();
      if (!view) return;
      const ok = await board.run('restore', { input: view.board, history: item.moves, at: 0 }, { animate: false });
      if (ok) stepper.adopt(board.puzzle(), item.moves, true);
    });
    return button;
  }

  function applyFilter() {
    const f = FILTERS[filter.value] ?? FILTERS.all;
    const current = board.view()?.frame.state ?? '';
    shown = items.filter((item) => f.test(item.state, current));
    count.textContent = String(items.length);
    count.dataset.count = String(items.length);
    $('gallery-shown').textContent = shown.length === items.length ? '' : `, ${shown.length} shown`;
    for (const tile of drawn.values()) tile.remove();
    drawn = new Map();
    frames = new Map();
    gallery.scrollTop = 0;
    layoutGallery();
  }

  let layoutQueued = false;
  gallery.addEventListener('scroll', () => {
    if (layoutQueued) return;
    layoutQueued = true;
    requestAnimationFrame(() => {
      layoutQueued = false;
      layoutGallery();
    });
  }, { passive: true });
  addEventListener('resize', () => { for (const t of drawn.values()) t.remove(); drawn = new Map(); frames = new Map(); layoutGallery(); });
  filter.addEventListener('change', applyFilter);
  heatToggle.addEventListener('change', showHeat);

  function clear() {
    generation++;
    analysed = '';
    root.hidden = true;
    insight = null;
    board.heat(null);
  }

  board.onView((_, view) => {
    if (analysed && view.board !== analysed) clear();
  });

  return {
    /** Analyses the board now on the page (from its start) and shows the result; resolves to the gallery items. */
    async analyse() {
      const puzzle = board.puzzle();
      const mine = ++generation;
      analysed = board.view()?.board ?? '';
      root.hidden = false;
      explored.textContent = '…';
      const [{ value, ms }, gal] = await Promise.all([
        request('insight', puzzle),
        puzzle === 'omnigravity' ? request('gallery', puzzle) : Promise.resolve({ value: [], ms: 0 }),
      ]);
      if (mine !== generation) return;
      insight = value;
      explored.textContent = value.explored.toLocaleString('en');
      table.textContent = `${value.table.toLocaleString('en')} (${value.table_kind})`;
      time.textContent = `${(ms + gal.ms).toFixed(1)} ms`;
      drawChart(value.layers);
      heatBox.hidden = value.heat.length === 0;
      heatKind.textContent = value.heat_kind;
      showHeat();
      whyNot.hidden = !value.why_not;
      whyNot.textContent = value.why_not ?? '';
      items = gal.value.map((item, index) => ({ ...item, index }));
      galleryBox.hidden = puzzle !== 'omnigravity';
      if (puzzle === 'omnigravity') applyFilter();
      return items;
    },
    /** Hides the view (another board). */
    clear,
  };
}
