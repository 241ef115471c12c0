// Export of the board and its path: the moves as text (as `puzzles solve` prints them), the board as PNG and the whole
// path as an animated GIF (gifenc, served from vendor/), drawn with raster.js; used by main.js with board.js and stepper.js.
import { request } from './worker-client.js';
import { drawFrame } from './raster.js';

/** Pixels per cell so that the picture is about 480 px on its long side. */
function cellSize(frame) {
  return Math.max(8, Math.floor(480 / Math.max(frame.rows, frame.cols)));
}

function canvasFor(frame) {
  const cell = cellSize(frame);
  const canvas = document.createElement('canvas');
  canvas.width = frame.cols * cell;
  canvas.height = frame.rows * cell;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
  return { canvas, ctx, cell };
}

function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The export text of a path: the solve line for Huarong and Holedox (`N MOVES`, or `0`), the letters for OmniGravity. */
export function pathText(puzzle, moves) {
  if (puzzle === 'omnigravity') return moves;
  return moves.length === 0 ? '0' : `${moves.length} ${moves}`;
}

/** Downloads the board as it stands as `<puzzle>-board.png`. */
export async function exportPng(puzzle, frame) {
  const { canvas, ctx, cell } = canvasFor(frame);
  drawFrame(ctx, frame, cell);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob) download(blob, `${puzzle}-board.png`);
  return blob;
}

/** Downloads every step of `moves` from the start of `boardInput` as `<puzzle>-solution.gif`. */
export async function exportGif(puzzle, boardInput, moves) {
  const { GIFEncoder, quantize, applyPalette } = await import('../vendor/gifenc.js');
  const { value: frames } = await request('frames', puzzle, { input: boardInput, history: moves });
  const { canvas, ctx, cell } = canvasFor(frames[0]);
  const gif = GIFEncoder();
  frames.forEach((frame, i) => {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    drawFrame(ctx, frame, cell);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const palette = quantize(data, 64);
    const last = i === frames.length - 1;
    gif.writeFrame(applyPalette(data, palette), canvas.width, canvas.height, { palette, delay: last || i === 0 ? 1200 : 450 });
  });
  gif.finish();
  const blob = new Blob([gif.bytes()], { type: 'image/gif' });
  download(blob, `${puzzle}-solution.gif`);
  return blob;
}

/**
 * Wires the export buttons under `root` to the board panel and the stepper.
 * @param {HTMLElement} root
 * @param {ReturnType<typeof import('./board.js').createBoardPanel>} board
 * @param {ReturnType<typeof import('./stepper.js').createStepper>} stepper
 */
export function wireExport(root, board, stepper) {
  const $ = (id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${id}"]`));
  const output = $('export-output');
  /** The path to export: the one being stepped, else the moves played so far. */
  const moves = () => stepper.path() ?? board.view()?.history.slice(0, board.view()?.moveCount) ?? '';
  const show = (text) => {
    output.textContent = text;
    output.hidden = false;
  };
  $('export-text').addEventListener('click', () => show(pathText(board.puzzle(), moves())));
  $('export-png').addEventListener('click', async () => {
    const view = board.view();
    if (view) show((await exportPng(board.puzzle(), view.frame)) ? 'Saved the board as a PNG.' : 'Could not draw the PNG.');
  });
  $('export-gif').addEventListener('click', async () => {
    const view = board.view();
    if (!view) return;
    show('Drawing the GIF…');
    try {
      const blob = await exportGif(board.puzzle(), view.board, moves());
      show(`Saved ${moves().length + 1} frames as a GIF (${Math.round(blob.size / 1024)} KB).`);
    } catch (error) {
      show(`Could not make the GIF: ${error.message ?? error.text ?? error}`);
    }
  });
}
