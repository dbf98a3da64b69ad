// `npm run bench:scan`: issue 9's browser measurement — at the reception desk, from the scanner's Enter to the
// household's row on screen, in real Chromium against the started product (PGlite with the demo's households).
// A measurement, not a test: it prints the spread of 30 scans and never fails on a number.
import { chromium } from 'playwright-core';
import { DESK } from '../support/browser';
import { startServer } from '../support/server';

const SCANS = 30;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const server = await startServer({ SEED_DEMO: '1' });
const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const login = await fetch(`${server.baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.adminPassword }),
  });
  // POST /login's reply (loginResponseSchema): the token and the name the app keeps.
  const session = (await login.json()) as { token: string; name: string };
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: DESK,
    locale: 'nl-BE',
    storageState: {
      cookies: [],
      origins: [{ origin: server.baseUrl, localStorage: [{ name: 'user', value: JSON.stringify(session) }] }],
    },
  });
  const page = await context.newPage();
  await page.goto('/onthaal/search');
  await page.getByRole('heading', { name: 'Onthaal', level: 1 }).waitFor();

  // In the page: the moment Enter goes down, and the first frame whose table holds a row with the scanned
  // number (a MutationObserver), so the figure holds no Playwright round trips.
  // (A script as text: tsx would wrap the named functions of a callback in a helper the page does not have.)
  await page.evaluate(`
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      window.scanStart = performance.now();
      window.scanShown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const shown = Array.from(document.querySelectorAll('tbody td'))
            .some((td) => td.textContent.trim() === window.scanTarget);
          if (!shown) return;
          observer.disconnect();
          resolve(performance.now() - window.scanStart);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    }, true);
  `);

  const times: number[] = [];
  for (let i = 0; i < SCANS + 3; i += 1) {
    const nummer = `MVM${(i % 200) + 1}`;
    await page.evaluate((n) => ((window as unknown as { scanTarget: string }).scanTarget = n), nummer);
    // A keyboard-wedge scanner: the digits as keystrokes with no field focused, then one Enter.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.type(nummer);
    await page.keyboard.press('Enter');
    // A bound for a scan that never shows (the figure itself is measured in the page).
    const ms = await page
      .waitForFunction(() => (window as unknown as { scanShown?: Promise<number> }).scanShown, null, {
        timeout: 15_000,
      })
      .then(() => page.evaluate(() => (window as unknown as { scanShown: Promise<number> }).scanShown))
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/scan-timing.png' });
        throw new Error(
          `${nummer}: ${String(error)}\n${(await page.locator('main').innerText()).slice(0, 600)}`,
        );
      });
    if (i >= 3) times.push(ms); // the first scans warm the caches
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
  process.stderr.write(
    `Onthaal, scan (Enter) tot de rij op het scherm, ${times.length} scans: ` +
      `mediaan ${at(0.5)} ms, p95 ${at(0.95)} ms, snelste ${at(0)} ms, traagste ${at(1)} ms\n`,
  );
} finally {
  await browser.close();
  await server.stop();
}
