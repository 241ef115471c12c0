// Draws a core Frame onto a 2D canvas (for views/export.js PNG/GIF and the gallery in views/gallery.js), with the same
// colours as style.css and a letter or number on every piece.

export const COLORS = {
  floor: '#fbfaf6',
  line: '#d9d6cc',
  wall: '#3d4349',
  exit: '#f0e442',
  target: '#f0e442',
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

/**
 * Draws `frame` with cells of `cell` pixels at (x, y) of `ctx`.
 * @param {CanvasRenderingContext2D} ctx
 */
export function drawFrame(ctx, frame, cell, x = 0, y = 0) {
  ctx.save();
  ctx.translate(x, y);
  // The floor in one rectangle, grid lines only where cells are big enough to need them, then the rest.
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
    ctx.fillStyle = COLORS[kind] ?? COLORS.floor;
    ctx.fillRect((i % frame.cols) * cell, Math.floor(i / frame.cols) * cell, cell, cell);
  });
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
  for (const p of frame.pieces) {
    const inset = Math.max(1, Math.round(cell * (p.kind === 'body' || p.kind === 'tail' ? 0.14 : 0.06)));
    ctx.fillStyle = p.kind === 'block' ? COLORS[p.label] ?? COLORS.tile : COLORS[p.kind] ?? COLORS.tile;
    ctx.fillRect(p.col * cell + inset, p.row * cell + inset, p.width * cell - 2 * inset, p.height * cell - 2 * inset);
    if (p.label && cell >= 10) {
      ctx.fillStyle = p.kind === 'block' ? '#111' : '#fff';
      ctx.font = `bold ${Math.round(cell * (p.kind === 'block' ? 0.9 : 0.45))}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(p.label, (p.col + p.width / 2) * cell, (p.row + p.height / 2) * cell);
    }
  }
  ctx.restore();
}
