import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESK, newPage, PHONE, type Viewport } from '../support/browser';
import { describe, expect, test } from '../support/fixtures';
import { adminStorageState } from '../support/session';
import { pathOf } from '../support/ui';

const shots = path.resolve(import.meta.dirname, '../screenshots/navigation');

/** Whether the element lies wholly inside the viewport (below the 56 px header). */
async function inView(locator: Locator, viewport: Viewport): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 56 && box.y + box.height <= viewport.height;
}

async function adminAt(browser: Parameters<typeof newPage>[0], viewport: Viewport): Promise<Page> {
  const page = await newPage(browser, baseUrl(), viewport, await adminStorageState());
  await page.goto('/home');
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return page;
}

// Issue 27 item 12: an administrator's navbar (seventeen entries) is taller than a 1280×800 screen, and it did
// not scroll: 'Privacy', the last entry, could be neither seen nor clicked.
describe("the navbar scrolls when its entries do not fit (admin's 17 entries)", () => {
  test('at 1280×800 the last entry comes into view by keyboard and by scrolling, and opens', async ({
    browser,
  }) => {
    const page = await adminAt(browser, DESK);
    try {
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      const privacy = nav.getByRole('link', { name: 'Privacy' });
      await privacy.waitFor();
      await expectNoSeriousA11yViolations(page, '/home with the scrolling navbar');

      // Tab from the last-but-one entry: the focused link scrolls into view.
      await nav.getByRole('link', { name: 'Printers' }).focus();
      await page.keyboard.press('Tab');
      expect(await privacy.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => inView(privacy, DESK)).toBe(true);
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, 'admin-navbar-1280x800.png') });

      await nav.getByRole('link', { name: 'Home' }).scrollIntoViewIfNeeded();
      await privacy.click();
      await page.waitForURL('**/beheer/privacy');
      expect(pathOf(page)).toBe('/beheer/privacy');
    } finally {
      await page.context().close();
    }
  });

  test('on a phone (390×844) the opened menu reaches its last entry', async ({ browser }) => {
    const page = await adminAt(browser, PHONE);
    try {
      await page.getByRole('button', { name: 'Menu openen of sluiten' }).click();
      const privacy = page
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('link', { name: 'Privacy' });
      await privacy.scrollIntoViewIfNeeded();
      await expect.poll(() => inView(privacy, PHONE)).toBe(true);
      await expectNoSeriousA11yViolations(page, 'the opened menu on a phone');
      await page.screenshot({ path: path.join(shots, 'admin-navbar-390x844.png') });
      await privacy.click();
      await page.waitForURL('**/beheer/privacy');
    } finally {
      await page.context().close();
    }
  });
});
