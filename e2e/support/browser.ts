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

/**
 * What every test context shares: the desk locale, and reduced motion. The app honours the setting (the
 * theme's respectReducedMotion), so an accordion opens at once: on a loaded machine a click aimed at a
 * button inside a panel that was still growing could land beside it and be lost.
 */
export const CONTEXT_DEFAULTS = {
  locale: 'nl-BE',
  reducedMotion: 'reduce',
} as const satisfies BrowserContextOptions;

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
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, baseURL: baseUrl, viewport, storageState });
  // A bound for a screen that never comes, not a speed target: a screen answers within a second on a laptop,
  // but a fetch and render on two cores shared with other builds once took longer than 15 s.
  context.setDefaultTimeout(30_000);
  return context.newPage();
}
