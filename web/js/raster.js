// Draws a core Frame onto a 2D canvas (views/export.js's PNG, gif-worker.js's GIF frames on an OffscreenCanvas,
// views/gallery.js) as draw.js and style.css draw it on screen: the same colours, the snake's round head and spine, the
// EXIT and T labels, the target's dashed ring over the pieces, the piece labels the screen shows (none on plain tiles).
// Sizes are draw.js's CELL=100 units.

export const COLORS = {
  floor: '#fbfaf6',
  line: '#d9d6cc',
  wall: '#3d4349',
  exit: '#f0e442',
  target: '#f0e442',
  ring: '#b8a600',
  A: '#e69f00',
  B: '#56b4e9',
  C: '#009e73',
  D: '#cc79a7',
  tile: '#c9b48a',
  chosen: '#d55e00',
  head: '#d55e00',
  body: '#0072b2',
  tail: '#0072b2',
};

/** How the screen labels a piece (style.css `.piece-* text`): its size in CELL units and colour, or null for none. */
export function labelStyle(kind) {
  if (kind === 'tile') return null;
  if (kind === 'block') return { size: 90, color: '#111' };
  if (kind === 'body' || kind === 'tail') return { size: 36, color: '#fff' };
  return { size: 46, color: kind === 'head' || kind === 'chosen' ? '#fff' : '#111' };
}

/** A rounded rectangle path (the SVG rects' rx). */
function rounded(ctx, x, y, w, h, r) {
  ctx.beginPath();
  if (ctx.roundRect) ctx.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2));
  else ctx.rect(x, y, w, h);
}

/** The floor, grid lines where cells are big enough, walls, exit and target cells with their labels. */
function drawCells(ctx, frame, cell) {
  ctx.fillStyle = COLORS.floor;
  ctx.fillRect(0, 0, frame.cols * cell, frame.rows * cell);
  if (cell >= 16) {
    ctx.strokeStyle = COLORS.line;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let r = 0; r <= frame.rows; r++) ctx.rect(0.5, r * cell + 0.5, frame.cols * cell - 1, 0);
    for (let c = 0; c <= frame.cols; c++) ctx.rect(c * cell + 0.5, 0.5, 0, frame.rows * cell - 1);
    ctx.stroke();
  }
  frame.cells.forEach((kind, i) => {
    if (kind === 'floor') return;
    const x = (i % frame.cols) * cell;
    const y = Math.floor(i / frame.cols) * cell;
    ctx.fillStyle = COLORS[kind] ?? COLORS.floor;
    ctx.fillRect(x, y, cell, cell);
    if ((kind === 'exit' || kind === 'target') && cell >= 24) {
      ctx.fillStyle = '#1d2021';
      ctx.font = `bold ${Math.round(cell * 0.2)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(kind === 'exit' ? 'EXIT' : 'T', x + cell / 2, y + cell * 0.16);
    }
  });
}

/** One piece: its rectangle (round for the snake's head), outline, and label as the screen shows it. */
function drawPiece(ctx, p, cell) {
  const u = cell / 100;
  const inset = (p.kind === 'body' || p.kind === 'tail' ? 14 : 6) * u;
  ctx.fillStyle = p.kind === 'block' ? COLORS[p.label] ?? COLORS.tile : COLORS[p.kind] ?? COLORS.tile;
  rounded(ctx, p.col * cell + inset, p.row * cell + inset, p.width * cell - 2 * inset, p.height * cell - 2 * inset, (p.kind === 'head' ? 40 : 16) * u);
  ctx.fill();
  if (cell >= 16) {
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.35)';
    ctx.lineWidth = 4 * u;
    ctx.setLineDash(p.kind === 'tail' ? [10 * u, 6 * u] : []);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const label = labelStyle(p.kind);
  if (!p.label || !label || cell < 10) return;
  ctx.fillStyle = label.color;
  ctx.font = `bold ${Math.round(label.size * u)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(p.label, (p.col + p.width / 2) * cell, (p.row + p.height / 2) * cell);
}

/** The size of an export of `frame` (PNG, GIF): cells of up to 480 / its longer side pixels, at least 8. */
export function boardSize(frame) {
  const cell = Math.max(8, Math.floor(480 / Math.max(frame.rows, frame.cols)));
  return { width: frame.cols * cell, height: frame.rows * cell, cell };
}

/**
 * Draws `frame` with cells of `cell` pixels at (x, y) of `ctx`.
 * @param {CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D} ctx
 */
export function drawFrame(ctx, frame, cell, x = 0, y = 0) {
  ctx.save();
  ctx.translate(x, y);
  drawCells(ctx, frame, cell);
  const snake = frame.pieces.filter((p) => ['head', 'body', 'tail'].includes(p.kind)).sort((a, b) => a.id - b.id);
  if (snake.length > 1) {
    ctx.strokeStyle = 'rgba(0, 114, 178, 0.55)';
    ctx.lineWidth = cell * 0.34;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    snake.forEach((p, i) => ctx[i ? 'lineTo' : 'moveTo']((p.col + 0.5) * cell, (p.row + 0.5) * cell));
    ctx.stroke();
  }
  for (const p of frame.pieces) drawPiece(ctx, p, cell);
  // The target's ring over the pieces, so it shows under a tile too (draw.js's ring layer).
  if (cell >= 16) {
    ctx.strokeStyle = COLORS.ring;
    ctx.lineWidth = cell * 0.06;
    ctx.setLineDash([cell * 0.14, cell * 0.08]);
    frame.cells.forEach((kind, i) => {
      if (kind !== 'target') return;
      rounded(ctx, (i % frame.cols) * cell + cell * 0.03, Math.floor(i / frame.cols) * cell + cell * 0.03, cell * 0.94, cell * 0.94, cell * 0.1);
      ctx.stroke();
    });
    ctx.setLineDash([]);
  }
  ctx.restore();
}

/** Writes "step k / n" in a strip of `height` pixels below a board of `width` x `top` pixels (the GIF's counter). */
export function drawCounter(ctx, text, width, top, height) {
  ctx.save();
  ctx.fillStyle = '#1d2021';
  ctx.fillRect(0, top, width, height);
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${Math.round(height * 0.6)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, width / 2, top + height / 2);
  ctx.restore();
}
