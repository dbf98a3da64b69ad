import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, headless, with everything that would reach the network on its own turned off.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Viewport = { width: number; height: number };

/** UX.md: desks are laptops from 1280 px wide; phones are checked at 390×844. */
export const DESK: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install Debian's package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH. The tests never download a browser.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A page in its own context on the product's origin: without `storageState` an empty localStorage, so no
 * session; with it, the stored session of a login made once for the test file.
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport = DESK,
  storageState?: StorageState,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'nl-BE', storageState });
  // Fail fast: every screen here answers within a few seconds on a laptop.
  context.setDefaultTimeout(10_000);
  return context.newPage();
}
