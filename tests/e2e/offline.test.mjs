// Chromium test of the installable, offline site: web/manifest.webmanifest and the service worker web/sw.js (registered by
// js/main.js, file list from make build's web/precache.js). Partners: harness.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE, fixture, openPage, paste, startServer, useSite } from './harness.mjs';

const site = useSite();

test('the manifest describes an installable app with 192 and 512 px icons and a maskable one', async () => {
  const { page, context, problems } = await openPage(site.browser);
  await page.goto(site.url);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href);
  assert.equal(manifest.start_url, '.');
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.name && manifest.short_name && manifest.theme_color && manifest.background_color);
  const sizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => `${i.sizes} ${i.purpose}`);
  for (const want of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.includes(want), want);
  for (const icon of manifest.icons) {
    const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
    assert.equal(status, 200, icon.src);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('after one visit the page loads and judges offline, from the service worker cache', async () => {
  const { page, context, problems } = await openPage(site.browser);
  await page.goto(`${site.url}#huarong`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  const cached = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('puzzle-playground-')));
  assert.equal(cached.length, 1, 'one versioned cache');

  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  const sample = fixture('huarong', 'sample.in');
  await paste(page.getByTestId('judge-input'), sample);
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
  assert.equal(await page.getByTestId('judge-output').textContent(), fixture('huarong', 'sample.out'));

  // Another puzzle, and a fresh navigation to the bare address, work offline too.
  await page.goto('about:blank');
  await page.goto(`${site.url}#holedox`);
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-input"]').value.startsWith('5 6 4'));
  await page.getByTestId('judge-run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="judge-output"]').textContent.length > 0);
  assert.equal(await page.getByTestId('judge-output').textContent(), fixture('holedox', 'sample.out'));
  assert.deepEqual(problems, []);
  await context.close();
});

/** The files make build lists for the service worker (web/precache.js). */
function precached() {
  const text = readFileSync(join(SITE, 'precache.js'), 'utf8');
  return JSON.parse(/self\.PRECACHE = ([^]*);\s*$/.exec(text)[1]).files;
}

/** Waits until the service worker controls `page`. */
async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test('the service worker caches exactly the built site and, offline, answers only exact addresses of it', async () => {
  // A server of its own, stopped halfway: offline for real, whatever the browser's emulation covers.
  const server = await startServer();
  const { page, context } = await openPage(site.browser);
  try {
    await page.goto(`${server.url}#omnigravity`);
    await controlled(page);
    const files = precached();
    assert.ok(files.includes('index.html') && files.some((f) => f.endsWith('.wasm')), files.join(' '));
    assert.ok(!files.some((f) => f.endsWith('.map')), 'no source map is precached');

    // Online, other addresses go to the network and are not kept: a query string, a source map, a 404.
    const online = await page.evaluate(async () => Promise.all(
      ['./?online=1', 'dist/main.js.map', 'index.html?v=2', 'nothing-here.txt'].map(async (u) => (await fetch(u)).status),
    ));
    assert.deepEqual(online.slice(0, 3), [200, 200, 200]);
    const keys = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((k) => k.startsWith('puzzle-playground-'));
      return (await (await caches.open(names[0])).keys()).map((r) => r.url);
    });
    assert.deepEqual(keys.sort(), files.map((f) => new URL(f, server.url).href).sort());

    server.stop();
    await context.setOffline(true);

    // A query string is another address: not the cached file (none of these was fetched online, so the browser's own
    // HTTP cache has none of them either).
    const busted = await page.evaluate(async () => Promise.all(['./?cachebust=1', 'index.html?cachebust=1', 'style.css?v=1']
      .map((u) => fetch(u).then((r) => `${r.status}`, () => 'network error'))));
    assert.deepEqual(busted, ['network error', 'network error', 'network error']);
    const query = await page.goto(`${server.url}?cachebust=1`);
    assert.equal(query?.status(), 404);
    assert.equal(await page.getByTestId('board').count(), 0, 'not the playground');

    // A deep path is not the page (whose relative scripts would break there): a 404 linking to the playground.
    const deep = await page.goto(`${server.url}foo/bar`);
    assert.equal(deep?.status(), 404);
    assert.equal(await page.getByTestId('board').count(), 0, 'not the playground');
    assert.equal(await page.locator('a').getAttribute('href'), server.url);

    // The root, and index.html, are the page, and it works.
    for (const address of [server.url, `${server.url}index.html#huarong`]) {
      const response = await page.goto(address);
      assert.equal(response?.status(), 200, address);
      await page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.state);
    }
  } finally {
    await context.close();
    server.stop();
  }
});
