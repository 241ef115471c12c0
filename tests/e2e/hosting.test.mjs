// Chromium and HTTP test of hosting: the security headers that tools/serve.py (make serve, the harness's server) sends
// with every file, and that another origin cannot frame the page. Partners: harness.mjs, web/index.html (its CSP meta tag).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE, openPage, useSite } from './harness.mjs';

const site = useSite();

/** The page's own policy, from its meta tag, whitespace collapsed. */
function pagePolicy() {
  const html = readFileSync(join(SITE, 'index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html);
  assert.ok(meta, 'web/index.html has a CSP meta tag');
  return meta[1].split(/\s+/).join(' ');
}

test('the page, its scripts and its wasm come with the security headers and exact types', async () => {
  const policy = pagePolicy();
  for (const [path, type] of [
    ['', 'text/html'], ['index.html', 'text/html'], ['pkg/puzzle_huarong_bg.wasm', 'application/wasm'], ['pkg/puzzle_huarong.js', 'text/javascript'],
    ['dist/main.js', 'text/javascript'], ['sw.js', 'text/javascript'], ['no-such-file', 'text/html'],
  ]) {
    const response = await fetch(new URL(path, site.url));
    await response.arrayBuffer();
    assert.equal(response.status, path === 'no-such-file' ? 404 : 200, path);
    const headers = response.headers;
    assert.equal(headers.get('content-type')?.split(';')[0], type, path);
    assert.equal(headers.get('content-security-policy'), `frame-ancestors 'none'; ${policy}`, path);
    assert.equal(headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(headers.get('x-frame-options'), 'DENY', path);
    assert.equal(headers.get('referrer-policy'), 'no-referrer', path);
  }
});

/** Serves `html` as the index of a temporary directory on another port (another origin): a page that tries to frame. */
async function otherOrigin(html) {
  const dir = mkdtempSync(join(tmpdir(), 'framer-'));
  writeFileSync(join(dir, 'index.html'), html);
  const server = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    server.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = /port (\d+)/.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    server.on('exit', (code) => reject(new Error(`framer server exited with ${code}: ${seen}`)));
  });
  return {
    url: `http://localhost:${port}/`,
    stop: () => {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('a page on another origin cannot show the playground in a frame', async () => {
  const framer = await otherOrigin(`<!doctype html><title>framer</title><iframe src="${site.url}#huarong" width="800" `
    + 'height="600" onload="window.framed = true"></iframe>');
  const { page, context } = await openPage(site.browser);
  try {
    await page.goto(framer.url);
    await page.waitForFunction(() => /** @type {any} */ (window).framed === true);
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    assert.ok(child, 'the iframe exists');
    // Give a page that did load the time to draw its board; a refused frame stays an error page.
    await page.waitForTimeout(1000);
    assert.ok(!child.url().startsWith(site.url), `the frame shows ${child.url()}`);
    const boards = await child.locator('[data-testid="board"]').count().catch(() => 0);
    assert.equal(boards, 0, 'no board in the frame');
  } finally {
    await context.close();
    framer.stop();
  }
});
