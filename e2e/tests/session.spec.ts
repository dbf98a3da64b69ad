import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { pathOf, storedSession } from '../support/ui';

/**
 * Each test revokes its session, so each gets its own: logged in through the API and stored the way the app
 * stores it (the login form has its own tests in login.spec.ts).
 */
async function loginAsAdmin(page: Page): Promise<string> {
  const session = await apiLogin('admin', inject('adminPassword'));
  await page.goto('/login');
  await page.evaluate((user) => window.localStorage.setItem('user', JSON.stringify(user)), session);
  await page.goto('/home');
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  return session.token;
}

describe('session', () => {
  test("'Afmelden' in the user menu returns to /login and the old token is refused", async ({ page }) => {
    const token = await loginAsAdmin(page);

    await page.getByRole('button', { name: 'Gebruikersmenu van Beheerder' }).click();
    await page.getByRole('menuitem', { name: 'Afmelden' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the user menu');
    await page.getByRole('menuitem', { name: 'Afmelden' }).click();
    await page.waitForURL('**/login');

    expect(await storedSession(page)).toBeNull();
    await expectNoSeriousA11yViolations(page, "/login after 'Afmelden'");
    expect((await apiCall('/v1/auth/check', { token })).status).toBe(401);
  });

  test('a session revoked on the server: the next page load ends on /login with the session cleared', async ({
    page,
  }) => {
    const token = await loginAsAdmin(page);
    // Off the app while the session is revoked: an open page's own next call would already meet the 401.
    await page.goto('about:blank');
    expect((await apiCall('/v1/auth/logout', { method: 'POST', token })).status).toBe(200);

    // Opening a page checks the session with the API, which now answers 401: the app clears and reloads.
    // The reload may cut the first load short, so the test waits for where it ends, not for the first load.
    const refused = page.waitForResponse((r) => r.url().includes('/v1/') && r.status() === 401);
    await page.goto('/leden/search', { waitUntil: 'commit' });
    await refused;
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Aanmelden' }).waitFor();
    await expect.poll(() => storedSession(page), { timeout: 30_000 }).toBeNull();
  });

  test('a session revoked on the server: the 60-second check sends an idle page to /login', async ({
    page,
  }) => {
    await page.clock.install();
    const token = await loginAsAdmin(page);
    expect((await apiCall('/v1/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect(pathOf(page)).toBe('/home');

    // spec 1 §2: the session is checked every 60 seconds, without any click.
    await page.clock.runFor(61_000);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Aanmelden' }).waitFor();
    await expect.poll(() => storedSession(page), { timeout: 30_000 }).toBeNull();
  });
});
