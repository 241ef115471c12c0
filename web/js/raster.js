// Draws a core Frame onto a 2D canvas (views/export.js's PNG, gif-worker.js's GIF frames on an OffscreenCanvas,
// views/gallery.js) in its puzzle's look (Info.look, look.js) as draw.js and svgparts.js draw it on screen: each kind's
// fill, outline, dashes and label, shaped pieces as one outline (outline.js), the spine of joined pieces, the cells'
// marks and the dashed rings over the pieces. Always in the light theme's colours (an image has no theme). Sizes are
// draw.js's CELL=100 units.
import { DASH, NO_LOOK, cellLook, fillOf, labelCell, pieceLook } from './look.js';
import { outlinePath } from './outline.js';

/** The grid lines between cells. */
const LINE = '#d9d6cc';

/**
 * The cells in their kinds' fills, grid lines over the open ones where cells are big enough, and the cells' marks.
 * @param {import('./look.js').Look} look
 */
function drawCells(ctx, frame, cell, look) {
  const styles = frame.cells.map((kind) => cellLook(look, kind));
  const fill = (open) => styles.forEach((style, i) => {
    if (style.open !== open) return;
    ctx.fillStyle = style.fill.light;
    ctx.fillRect((i % frame.cols) * cell, Math.floor(i / frame.cols) * cell, cell, cell);
  });
  fill(true);
  if (cell >= 16) {
    ctx.strokeStyle = LINE;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let r = 0; r <= frame.rows; r++) ctx.rect(0.5, r * cell + 0.5, frame.cols * cell - 1, 0);
    for (let c = 0; c <= frame.cols; c++) ctx.rect(c * cell + 0.5, 0.5, 0, frame.rows * cell - 1);
    ctx.stroke();
  }
  fill(false);
  styles.forEach((style, i) => {
    if (!style.mark || cell < 24) return;
    ctx.fillStyle = style.ink.light;
    ctx.font = `bold ${Math.round(cell * 0.2)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(style.mark, (i % frame.cols) * cell + cell / 2, Math.floor(i / frame.cols) * cell + cell * 0.16);
  });
}

/**
 * One piece: its outline around its cells in its kind's fill, the outline's stroke, and its label as the screen shows it.
 * @param {import('./look.js').Look} look
 */
function drawPiece(ctx, p, cell, look) {
  const u = cell / 100;
  const style = pieceLook(look, p.kind);
  const shape = new Path2D(outlinePath(p, cell, style.inset * u, style.radius * u));
  ctx.save();
  ctx.translate(p.col * cell, p.row * cell);
  ctx.fillStyle = fillOf(style, p.label).light;
  ctx.fill(shape);
  if (cell >= 16) {
    ctx.strokeStyle = style.outline.light;
    ctx.lineWidth = style.outlineWidth * u;
    ctx.setLineDash(style.dashed ? DASH.map((d) => d * u) : []);
    ctx.stroke(shape);
    ctx.setLineDash([]);
  }
  if (p.label && style.label && cell >= 10) {
    const [r, c] = labelCell(p);
    ctx.fillStyle = style.ink.light;
    ctx.font = `bold ${Math.round(style.labelSize * u)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(p.label, (c + 0.5) * cell, (r + 0.5) * cell);
  }
  ctx.restore();
}

/** A rounded rectangle path (the SVG rects' rx). */
function rounded(ctx, x, y, w, h, r) {
  ctx.beginPath();
  if (ctx.roundRect) ctx.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2));
  else ctx.rect(x, y, w, h);
}

/** The size of an export of `frame` (PNG, GIF): cells of up to 480 / its longer side pixels, at least 8. */
export function boardSize(frame) {
  const cell = Math.max(8, Math.floor(480 / Math.max(frame.rows, frame.cols)));
  return { width: frame.cols * cell, height: frame.rows * cell, cell };
}

/**
 * Draws `frame` in `look` (its puzzle's Info.look) with cells of `cell` pixels at (x, y) of `ctx`.
 * @param {CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D} ctx
 * @param {import('./look.js').Look | undefined} look
 */
export function drawFrame(ctx, frame, look, cell, x = 0, y = 0) {
  look = look ?? NO_LOOK;
  ctx.save();
  ctx.translate(x, y);
  drawCells(ctx, frame, cell, look);
  const joined = frame.pieces.filter((p) => pieceLook(look, p.kind).joined).sort((a, b) => a.id - b.id);
  if (look.spine && joined.length > 1) {
    ctx.strokeStyle = look.spine.light;
    ctx.lineWidth = cell * 0.34;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    joined.forEach((p, i) => ctx[i ? 'lineTo' : 'moveTo']((p.col + 0.5) * cell, (p.row + 0.5) * cell));
    ctx.stroke();
  }
  for (const p of frame.pieces) drawPiece(ctx, p, cell, look);
  // The dashed rings of cells whose look has one (the target) over the pieces, so they show under a piece too (draw.js's
  // ring layer).
  if (cell >= 16) {
    ctx.lineWidth = cell * 0.06;
    ctx.setLineDash([cell * 0.14, cell * 0.08]);
    frame.cells.forEach((kind, i) => {
      const over = cellLook(look, kind).over;
      if (!over) return;
      ctx.strokeStyle = over;
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
