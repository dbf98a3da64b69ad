import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseUrl } from '../support/api';
import { newPage } from '../support/browser';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { scrollsSideways } from '../support/layout';
import { describe, expect, test } from '../support/fixtures';
import { loginViaUi, pathOf, storedSession, successNotice } from '../support/ui';

/**
 * WebAuthn needs a secure context and a host name as RP ID: 127.0.0.1 is an IP address, which browsers
 * refuse as RP ID, so this journey opens the same server as http://localhost:PORT (loopback counts as secure).
 */
const localhostUrl = () => baseUrl().replace('//127.0.0.1:', '//localhost:');

async function withVirtualKey(browser: Browser): Promise<Page> {
  const page = await newPage(browser, localhostUrl());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

describe('USB key', () => {
  test("admin creates a key on /beheer/gebruikers, logs out, and logs in with 'Gebruik USB Sleutel'", async ({
    browser,
  }) => {
    const page = await withVirtualKey(browser);
    try {
      await loginViaUi(page, 'admin', inject('adminPassword'));
      await page.goto('/beheer/gebruikers');
      const adminRow = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
      await expect.poll(() => adminRow.getByRole('cell').nth(2).innerText()).toBe('Nee');
      await expectNoSeriousA11yViolations(page, '/beheer/gebruikers');

      await adminRow.getByRole('button', { name: /^USB Sleutel aanmaken/ }).click();
      await successNotice(page, 'Opgeslagen!');
      await expect
        .poll(() => adminRow.getByRole('cell').nth(2).innerText())
        .toMatch(/^Ja: 1 sleutel\(s\)\s+bekend$/);
      // With a key the row is at its widest: the table still fits 1280 px without scrolling sideways.
      expect(await scrollsSideways(page.getByRole('table', { name: 'Gebruikers' }))).toBeNull();

      await page.getByRole('button', { name: /^Gebruikersmenu van/ }).click();
      await page.getByRole('menuitem', { name: 'Afmelden' }).click();
      await page.waitForURL('**/login');
      expect(await storedSession(page)).toBeNull();

      await page.getByRole('button', { name: 'Gebruik USB Sleutel' }).click();
      await page.waitForURL('**/home');
      expect(pathOf(page)).toBe('/home');
      expect((await storedSession(page))?.name).toBe('Beheerder');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
