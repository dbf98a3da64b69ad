import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Route } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { createMember, uniqueSurname } from '../support/households';

const shots = path.resolve(import.meta.dirname, '../screenshots/onthaal');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Zoeken', exact: true });
const row = (page: Page, nr: number) => page.getByRole('row').filter({ hasText: `MVM${nr}` });
const printButton = (page: Page, nr: number) => row(page, nr).getByRole('button', { name: `Print MVM${nr}` });
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function openReception(page: Page): Promise<{ tickets: () => number }> {
  let tickets = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/onthaal\/voeding\//.test(request.url())) tickets += 1;
  });
  await page.goto('/onthaal/search');
  await page.getByRole('heading', { name: 'Onthaal', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'Wat printen' }).click();
  await page.getByRole('option', { name: 'Enkel voeding' }).click();
  return { tickets: () => tickets };
}

async function search(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

// Issue 27 item 6: the reception's print took five Tabs, and while it cooled down (spec 1 §4) the disabled
// button dropped the focus, so the next Tab and Enter landed on a navigation link.
describe("the reception's print: a visible shortcut, and the focus stays while it runs and cools down", () => {
  test('Alt+P prints the only row from the search box; the button shows it', async ({ adminPage: page }) => {
    const lid = await createMember({ voornaam: 'Hanna' });
    const nr = lid.mvmnummer!;
    const { tickets } = await openReception(page);
    await search(page, String(nr));
    const print = printButton(page, nr);
    await print.waitFor();
    expect(await print.getAttribute('aria-keyshortcuts')).toBe('Alt+P');
    expect(await print.getByText('Alt+P').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'reception with the print shortcut');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'print-sneltoets-1280x800.png') });

    expect(await hasFocus(searchBox(page))).toBe(true);
    await page.keyboard.press('Alt+p');
    await row(page, nr).getByRole('img', { name: 'Vandaag al geprint (1)' }).waitFor();
    expect(tickets()).toBe(1);
  });

  test('a print by Enter keeps the focus on its button while it runs; a second Enter prints nothing', async ({
    adminPage: page,
  }) => {
    const lid = await createMember({ voornaam: 'Rania' });
    const nr = lid.mvmnummer!;
    const { tickets } = await openReception(page);
    await search(page, String(nr));
    const print = printButton(page, nr);
    await print.waitFor();

    // The printer holds the ticket until the test lets it go: the print runs as long as the test needs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached: () => void = () => undefined;
    const atPrinter = new Promise<void>((resolve) => (reached = resolve));
    await page.route(
      (url) => url.pathname === '/print-agent/print',
      async (route: Route) => {
        reached();
        await held;
        await route.continue();
      },
    );

    await print.focus();
    await page.keyboard.press('Enter');
    await atPrinter;
    expect(await print.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(print)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Alt+p');
    // Tab goes on from the button, within the page: not back to the navigation.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('nav'))),
      'the focus is not in the navigation',
    ).toBe(false);

    release();
    await page.getByText(/^Laatste ticket: \d+$/).waitFor();
    expect(tickets()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/onthaal/search');
  });

  test('with several rows Alt+P puts the focus on the first print button and prints nothing', async ({
    adminPage: page,
  }) => {
    const achternaam = uniqueSurname('Sneltoets');
    await createMember({ voornaam: 'Aya', achternaam });
    await createMember({ voornaam: 'Lina', achternaam });
    const { tickets } = await openReception(page);
    await search(page, achternaam);
    await expect.poll(() => page.getByRole('button', { name: /^Print MVM/ }).count()).toBe(2);

    await page.keyboard.press('Alt+p');
    const firstPrint = page.getByRole('button', { name: /^Print MVM/ }).first();
    await expect.poll(() => hasFocus(firstPrint)).toBe(true);
    expect(tickets()).toBe(0);
  });
});
