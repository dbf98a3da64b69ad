import { apiCall, apiLogin, createUserWithRole } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { loginViaUi, navbarEntries, pathOf } from '../support/ui';

describe('navigation and permissions', () => {
  test('a page behind login sends a visitor without a session to /login', async ({ page }) => {
    await page.goto('/leden/search');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Aanmelden' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/login');
  });

  test('a limited user sees only their areas, and the API refuses the others with 403', async ({ page }) => {
    const user = await createUserWithRole(
      { verbs: ['GET'], endpoints: ['/v1/materiaal/*', '/v1/voeding/*'] },
      'Beperkte Vrijwilliger',
    );
    await loginViaUi(page, user.username, user.password);
    expect(pathOf(page)).toBe('/home');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Voeding' })
      .waitFor();

    expect(await navbarEntries(page)).toEqual(['Home', 'Materiaal', 'Voeding']);
    await page.getByRole('button', { name: 'Gebruikersmenu van Beperkte Vrijwilliger' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/home of a limited user');

    const { token } = await apiLogin(user.username, user.password);
    expect((await apiCall('/v1/beheer/gebruikers', { token })).status).toBe(403);
    expect((await apiCall('/v1/auth/check', { token })).status).toBe(200);
  });

  test("the user named 'Markt' is sent from /home to /markten/scan", async ({ page }) => {
    const user = await createUserWithRole(
      { verbs: ['GET', 'POST'], endpoints: ['/v1/markten/scan/*'] },
      'Markt',
    );
    await loginViaUi(page, user.username, user.password);
    await page.waitForURL('**/markten/scan');

    await page.goto('/home');
    await page.waitForURL('**/markten/scan');
    // spec 1 §6: the Markt user is restricted to the market scan page.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('link', { name: 'Markt scannen' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Markt scannen']);
    await expectNoSeriousA11yViolations(page, '/markten/scan of the Markt user');
  });
});
