import type { Page } from 'playwright-core';

/** Fills the login form by its labels and presses 'Aanmelden'; the caller decides what should follow. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
}

/** Logs in through the form and waits for the landing page (/home, or /markten/scan for the Markt user). */
export async function loginViaUi(page: Page, username: string, password: string): Promise<void> {
  await submitLogin(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** What the app keeps in localStorage after a login (spec 1 §7), or null. */
export async function storedSession(page: Page): Promise<{ token: string; name: string } | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('user'));
  return raw ? (JSON.parse(raw) as { token: string; name: string }) : null;
}

/** The names of the entries in the navbar, once the user's roles have loaded. */
export async function navbarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await nav.getByRole('link', { name: 'Home' }).waitFor();
  return nav.getByRole('link').allInnerTexts();
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Issue 27: a success (spec 1 §8 texts: 'Opgeslagen!', 'Print verstuurd' …) is a notice that passes by itself —
 * never a dialog that needs a key. Waits for it, checks no dialog came with it, and waits until it is gone, so
 * the next call sees the next notice. Returns its text.
 */
export async function successNotice(page: Page, title: string): Promise<string> {
  const notice = page.getByRole('status').filter({ hasText: title }).first();
  await notice.waitFor();
  const text = await notice.innerText().catch(() => title);
  if ((await page.getByRole('dialog').filter({ hasText: title }).count()) > 0) {
    throw new Error(`'${title}' came as a dialog`);
  }
  await notice.waitFor({ state: 'detached' });
  return text;
}
