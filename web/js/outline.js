// The outline of a piece as one SVG path: the boundary around its cells (any 4-connected shape, or its whole rectangle),
// inset and with rounded corners; svgparts.js draws it on the board and raster.js fills it as a Path2D (PNG, GIF).

/**
 * The boundary loops of a set of cells, each a list of corner points `[x, y]` in cells (x to the right, y down), going
 * clockwise on screen so that the piece lies to the right of each edge; straight runs are one edge.
 * @param {[number, number][]} cells  `[row, col]` offsets
 * @returns {[number, number][][]}
 */
export function loops(cells) {
  const has = new Set(cells.map(([r, c]) => `${r},${c}`));
  const inside = (r, c) => has.has(`${r},${c}`);
  /** Edges by their start point: [x0, y0, x1, y1]. */
  const from = new Map();
  const add = (x0, y0, x1, y1) => {
    const key = `${x0},${y0}`;
    from.set(key, [...(from.get(key) ?? []), [x0, y0, x1, y1]]);
  };
  for (const [r, c] of cells) {
    if (!inside(r - 1, c)) add(c, r, c + 1, r);
    if (!inside(r, c + 1)) add(c + 1, r, c + 1, r + 1);
    if (!inside(r + 1, c)) add(c + 1, r + 1, c, r + 1);
    if (!inside(r, c - 1)) add(c, r + 1, c, r);
  }
  const result = [];
  for (;;) {
    const first = [...from.values()].find((edges) => edges.length > 0)?.[0];
    if (!first) return result;
    const points = [];
    let edge = first;
    while (edge) {
      const key = `${edge[0]},${edge[1]}`;
      from.set(key, from.get(key).filter((e) => e !== edge));
      points.push([edge[0], edge[1], edge[2] - edge[0], edge[3] - edge[1]]);
      const [dx, dy] = [edge[2] - edge[0], edge[3] - edge[1]];
      const next = from.get(`${edge[2]},${edge[3]}`) ?? [];
      // Where two cells touch only at a corner, turn right first: each lobe stays its own simple loop.
      const turn = (e) => { const cross = dx * (e[3] - e[1]) - dy * (e[2] - e[0]); return cross > 0 ? 0 : cross === 0 ? 1 : 2; };
      edge = [...next].sort((a, b) => turn(a) - turn(b))[0];
    }
    // Keep the corners only: a point whose edge runs on in the direction of the one before is no corner.
    result.push(points.filter((p, i) => {
      const q = points[(i + points.length - 1) % points.length];
      return p[2] !== q[2] || p[3] !== q[3];
    }).map(([x, y]) => /** @type {[number, number]} */ ([x, y])));
  }
}

/**
 * One loop moved `inset` units inward (units: `unit` per cell) and written as path commands with corners of `radius`.
 * @param {[number, number][]} loop
 */
function loopPath(loop, unit, inset, radius) {
  const n = loop.length;
  const dir = (a, b) => [Math.sign(b[0] - a[0]), Math.sign(b[1] - a[1])];
  // Each corner moves by `inset` along both edges' inward normals (for an edge going (dx, dy): (-dy, dx)).
  const moved = loop.map((p, i) => {
    const [ax, ay] = dir(loop[(i + n - 1) % n], p);
    const [bx, by] = dir(p, loop[(i + 1) % n]);
    return [p[0] * unit + inset * (-ay - by), p[1] * unit + inset * (ax + bx)];
  });
  const parts = [];
  moved.forEach((p, i) => {
    const prev = moved[(i + n - 1) % n];
    const next = moved[(i + 1) % n];
    const lengthIn = Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    const lengthOut = Math.hypot(next[0] - p[0], next[1] - p[1]);
    const r = Math.max(0, Math.min(radius, lengthIn / 2, lengthOut / 2));
    const [ax, ay] = [(p[0] - prev[0]) / lengthIn, (p[1] - prev[1]) / lengthIn];
    const [bx, by] = [(next[0] - p[0]) / lengthOut, (next[1] - p[1]) / lengthOut];
    const sweep = ax * by - ay * bx > 0 ? 1 : 0;
    const a = [p[0] - ax * r, p[1] - ay * r].map(round);
    const b = [p[0] + bx * r, p[1] + by * r].map(round);
    parts.push(`${i ? 'L' : 'M'}${a[0]} ${a[1]}`, `A${round(r)} ${round(r)} 0 0 ${sweep} ${b[0]} ${b[1]}`);
  });
  return `${parts.join('')}Z`;
}

const round = (v) => Math.round(v * 100) / 100;

/**
 * The SVG path data of a piece's outline relative to its top-left corner, `unit` per cell: one path around its
 * cells (its `cells` offsets, or its whole rectangle), `inset` units in from their edges, corners of `radius`.
 */
export function outlinePath(piece, unit, inset, radius) {
  const cells = piece.cells?.length ? piece.cells : null;
  if (!cells) {
    return loopPath([[0, 0], [piece.width, 0], [piece.width, piece.height], [0, piece.height]], unit, inset, radius);
  }
  return loops(cells).map((loop) => loopPath(loop, unit, inset, radius)).join('');
}
