// scratch (not committed): times the page's hint past 4x4 in Chromium.
import { openPage, paste, screenshot, startServer, launchBrowser } from './harness.mjs';
import { readFileSync } from 'node:fs';
const boards = JSON.parse(readFileSync('/tmp/scratch/boards.json', 'utf8'));
const server = await startServer();
const browser = await launchBrowser();
const { page } = await openPage(browser, { viewport: { width: 1366, height: 768 } });
await page.goto(`${server.url}?lang=en#fifteen`);
await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.state);
for (const [name, text] of Object.entries(boards)) {
  const began = Date.now();
  await paste(page.getByTestId('judge-input'), text);
  await page.getByTestId('case-number').fill('1');
  await page.getByTestId('load-case').click();
  const first = text.split('\n')[2].split(' ').slice(0, 3).join(' ');
  await page.waitForFunction((row) => document.querySelector('[data-testid="board"]').dataset.state.startsWith(row), first);
  await page.waitForFunction(() => !document.querySelector('[data-testid="hint"]').disabled
    && !document.querySelector('[data-testid="hint"]').hidden, null, { timeout: 120_000 });
  const line = await page.getByTestId('optimal').textContent();
  console.log(name, ((Date.now() - began) / 1000).toFixed(2), 's', line);
  if (name === '6-1') await screenshot(page, 'scratch-6x6-hint');
}
await browser.close();
server.close?.();
process.exit(0);
