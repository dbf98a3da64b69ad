import { inject } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { navbarEntries, pathOf, submitLogin, storedSession } from '../support/ui';

describe('login', () => {
  test('admin lands on /home with the navbar and their name', async ({ page }) => {
    await submitLogin(page, 'admin', inject('adminPassword'));
    await page.waitForURL('**/home');

    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.getByRole('button', { name: 'Gebruikersmenu van Beheerder' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/home');
    const entries = await navbarEntries(page);
    // The admin role allows every verb on '*', so every area is listed.
    expect(entries).toEqual(expect.arrayContaining(['Home', 'Leden', 'Materiaal', 'Voeding', 'Gebruikers']));
    expect(await storedSession(page)).toMatchObject({ name: 'Beheerder' });
  });

  test("a wrong password shows the red 'Login error!' dialog and stays on /login", async ({ page }) => {
    await submitLogin(page, 'admin', 'niet-het-wachtwoord');

    const dialog = page.getByRole('dialog', { name: 'Login error!' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Gebruikersnaam of wachtwoord is fout');
    await expectNoSeriousA11yViolations(page, "'Login error!' dialog");
    const [red, green, blue] = await dialog
      .getByText('Login error!')
      .evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.map(Number));
    expect(red).toBeGreaterThan(150);
    expect(red).toBeGreaterThan(green! * 2);
    expect(red).toBeGreaterThan(blue! * 2);

    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/login');
    expect(await storedSession(page)).toBeNull();
  });

  test('empty fields send nothing to the server', async ({ page }) => {
    const loginPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/login') {
        loginPosts.push(request.url());
      }
    });
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Aanmelden' });

    await submit.click();
    await page.getByText('Gebruikersnaam is niet ingevuld').waitFor();
    await page.getByText('Wachtwoord is niet ingevuld').waitFor();
    await expectNoSeriousA11yViolations(page, '/login with its field errors');

    await page.getByLabel('Gebruikersnaam').fill('admin');
    await submit.click();
    await page.getByText('Wachtwoord is niet ingevuld').waitFor();
    // Give a request that should not exist the time to show up.
    await page.waitForTimeout(300);

    expect(loginPosts).toEqual([]);
    expect(pathOf(page)).toBe('/login');
  });
});
