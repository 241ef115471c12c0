// Chromium test of the installable, offline site: web/manifest.webmanifest and the service worker web/sw.js (registered by
// js/main.js, file list from make build's web/precache.js). Partners: harness.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fixture, openPage, useSite } from './harness.mjs';

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
  await page.getByTestId('judge-input').fill(sample);
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
