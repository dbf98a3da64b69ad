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

  test('the first load of /login is compressed and at most 200 KB, without the signed-in shell', async ({
    page,
  }) => {
    // Bytes on the wire as Chromium counts them (headers included), per response.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const transferred = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) => transferred.set(event.requestId, event.encodedDataLength));
    const encodings = new Map<string, string>();
    page.on('response', (response) => {
      encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding'] ?? 'none');
    });

    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Aanmelden' }).waitFor();

    const total = [...transferred.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeGreaterThan(50_000); // the app did load: a broken measurement cannot pass
    const breakdown = [...transferred]
      .map(([id, bytes]) => `${(bytes / 1024).toFixed(1)} kB ${urls.get(id) ?? id}`)
      .join('\n');
    expect(total, breakdown).toBeLessThanOrEqual(200 * 1024);
    // The entry script and the stylesheet (files under 1 KB are left uncompressed by the build).
    const entry = [...encodings.keys()].filter((file) => /\/assets\/index-[^/]+\.(js|css)$/.test(file));
    expect(entry).toHaveLength(2);
    expect(entry.map((file) => encodings.get(file))).toEqual(['br', 'br']);
    expect([...urls.values()].some((url) => url.includes('protected-shell'))).toBe(false);
  });
});
