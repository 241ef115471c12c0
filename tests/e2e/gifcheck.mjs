// Helpers for the GIF export tests (gif.test.mjs, contest.test.mjs, fixes.test.mjs): decodes a downloaded GIF in the page
// with WebCodecs' ImageDecoder and reads each frame's "step k / n" strip by comparing it with web/js/raster.js's counter.
import { readFile } from 'node:fs/promises';

/** The strip's height in pixels, as web/js/gif-worker.js draws it. */
const STRIP = 28;

/**
 * Decodes the GIF of `download` in `page`; for each wanted frame `{index, label, wrong}` says how far its counter strip is
 * from `label` and from `wrong` (pixels light in one, dark in the other, against raster.js's drawCounter). Also the frame
 * count and size.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Download} download
 * @param {{index: number, label: string, wrong: string}[]} wanted
 */
export async function readCounters(page, download, wanted) {
  const base64 = (await readFile(await download.path())).toString('base64');
  return page.evaluate(async ({ base64, wanted, strip }) => {
    const { drawCounter } = await import('./js/raster.js');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    // @ts-ignore: ImageDecoder is WebCodecs, in Chromium.
    const decoder = new ImageDecoder({ data: bytes, type: 'image/gif' });
    await decoder.tracks.ready;
    await decoder.completed;
    const frames = decoder.tracks.selectedTrack.frameCount;
    const strips = [];
    let size = [0, 0];
    const pixels = (draw, width, height) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      draw(ctx);
      return ctx.getImageData(0, 0, width, height).data;
    };
    // Pixels that differ in being light (text) or dark (the strip): quantising to 64 colours keeps that apart.
    const light = (d, i) => d[i] + d[i + 1] + d[i + 2] > 384;
    const distance = (a, b) => {
      let n = 0;
      for (let i = 0; i < a.length; i += 4) n += Number(light(a, i) !== light(b, i));
      return n;
    };
    for (const { index, label, wrong } of wanted) {
      const { image } = await decoder.decode({ frameIndex: index });
      const [w, h] = [image.displayWidth, image.displayHeight];
      size = [w, h];
      const found = pixels((ctx) => ctx.drawImage(image, 0, h - strip, w, strip, 0, 0, w, strip), w, strip);
      image.close();
      const right = pixels((ctx) => drawCounter(ctx, label, w, 0, strip), w, strip);
      const other = pixels((ctx) => drawCounter(ctx, wrong, w, 0, strip), w, strip);
      strips.push({ index, label, right: distance(found, right), wrong: distance(found, other) });
    }
    return { frames, size, strips };
  }, { base64, wanted, strip: STRIP });
}

/** Asserts that each strip of `readCounters` reads its label: much nearer to it than to the wrong one. */
export function assertCounters(assert, { strips }) {
  for (const s of strips) {
    assert.ok(s.right * 3 < s.wrong, `frame ${s.index} shows "${s.label}" (distance ${s.right} against ${s.wrong} for a wrong label)`);
  }
}
