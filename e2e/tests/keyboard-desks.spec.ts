import { formatMemberNumber, toIsoDate } from '@mvm/domain';
import type { Locator, Page } from 'playwright-core';
import { adminLogin, apiCall } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { MATERIAAL_CATALOGUE, VOEDING_CATALOGUE } from '../support/catalogues';
import { describe, expect, test } from '../support/fixtures';
import { createMember, uniqueSurname } from '../support/households';
import { chooseWithArrows, focusIsVisible, hasFocus, tabTo } from '../support/keyboard';
import { ensureCatalogue } from '../support/ledger';
import { successNotice } from '../support/ui';

// UX.md §1, issue 14: the desks of issues 8–12 with the keyboard alone (Tab, Enter, Space, arrows; no mouse).

const option = (page: Page, name: string | RegExp) =>
  page.getByRole('option', { name, exact: typeof name === 'string' });

/** Tabs to `target`, checks that it shows its focus, and presses `key` on it. */
async function press(page: Page, target: Locator, key = 'Enter', options?: Parameters<typeof tabTo>[2]) {
  await tabTo(page, target, options);
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press(key);
}

async function admin<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const { token } = await adminLogin();
  const response = await apiCall(path, { method, token, body });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** What the browser sends to the print agent on `pathname`, answered by the test (the printer is not the subject). */
function capturePrint(page: Page, pathname: string): unknown[] {
  const bodies: unknown[] = [];
  void page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ json: { status: 'ok' } });
    },
  );
  return bodies;
}

describe('the desks with the keyboard alone (UX.md §1, issue 14)', () => {
  test('materiaal: a child’s clothing row added, filled and saved', async ({ adminPage: page }) => {
    await ensureCatalogue('materiaal', MATERIAAL_CATALOGUE);
    const achternaam = uniqueSurname('Toets');
    const lid = await createMember({ voornaam: 'Hanna', achternaam });
    await page.goto(`/materiaal/details/${formatMemberNumber(lid.mvmnummer!)}`);
    await page.getByRole('list', { name: 'Gezinsleden' }).waitFor();

    const kleding = page.getByRole('table', { name: 'Kleding' });
    await press(page, page.getByRole('button', { name: 'Rij Toevoegen Kleding' }));
    await kleding.getByRole('textbox', { name: 'Item rij 1' }).waitFor();

    await tabTo(page, kleding.getByRole('textbox', { name: 'Ontvanger rij 1' }));
    expect(await focusIsVisible(page)).toBe(true);
    await chooseWithArrows(page, option(page, `Hanna ${achternaam}`));
    await tabTo(page, kleding.getByRole('textbox', { name: 'Item rij 1' }));
    await chooseWithArrows(page, option(page, 'Trui'));
    await expect.poll(() => kleding.getByRole('textbox', { name: 'Item rij 1' }).inputValue()).toBe('Trui');
    await tabTo(page, kleding.getByRole('textbox', { name: 'Maat rij 1' }));
    await chooseWithArrows(page, option(page, '104'));
    await tabTo(page, kleding.getByRole('textbox', { name: 'Opmerking rij 1' }));
    await page.keyboard.type('met het toetsenbord');
    await expectNoSeriousA11yViolations(page, 'a material row filled with the keyboard');

    // 'Opslaan' sits above the rows: back with Shift+Tab.
    const save = page.getByRole('button', { name: 'Opslaan' });
    await press(page, save, 'Enter', { backwards: true, max: 60 });
    await successNotice(page, 'Opgeslagen!');
    await expect.poll(() => save.isDisabled()).toBe(true);
    const rows = await admin<{ object: string; ontvanger: string; opmerking: string }[]>(
      `/v1/lid/${lid.mvmnummer}/gekregen`,
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        object: 'Trui',
        ontvanger: `Hanna ${achternaam}`,
        opmerking: 'met het toetsenbord',
      }),
    );
  });

  test("voeding: 'Voeding Vandaag' with Enter, and its variants' menu with the arrows", async ({
    adminPage: page,
  }) => {
    await ensureCatalogue('voeding', VOEDING_CATALOGUE);
    const lid = await createMember({ voornaam: 'Amina' });
    await page.goto(`/voeding/details/${formatMemberNumber(lid.mvmnummer!)}`);
    await page.getByText('Mag vandaag voeding krijgen.').waitFor();

    const table = page.getByRole('table', { name: 'Gekregen voeding' });
    await press(page, page.getByRole('button', { name: 'Voeding Vandaag', exact: true }));
    await successNotice(page, 'Opgeslagen!');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await expect.poll(() => table.getByRole('textbox', { name: 'Item rij 1' }).inputValue()).toBe('Voeding');

    // The split button's menu: Enter opens it on its first item, the arrows move, Escape closes it and gives
    // the focus back.
    const variants = page.getByRole('button', { name: 'Voeding Vandaag: kies een variant' });
    await press(page, variants);
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => hasFocus(page.getByRole('menu'))).toBe(true);
    expect(await focusIsVisible(page)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the Voeding Vandaag menu, opened with the keyboard');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(variants)).toBe(true);
  });

  test('onthaal: search with Enter, choose what to print with the arrows, print with Enter', async ({
    adminPage: page,
  }) => {
    const lid = await createMember({ voornaam: 'Zoë' });
    const nr = lid.mvmnummer!;
    const printed = capturePrint(page, '/print-agent/print');
    await page.goto('/onthaal/search');
    await page.getByRole('heading', { name: 'Onthaal', level: 1 }).waitFor();

    const search = page.getByRole('textbox', { name: 'Zoeken', exact: true });
    await tabTo(page, search);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type(String(nr));
    await page.keyboard.press('Enter');
    const print = page.getByRole('button', { name: `Print MVM${nr}` });
    await print.waitFor();

    await tabTo(page, page.getByRole('textbox', { name: 'Wat printen' }));
    await chooseWithArrows(page, option(page, 'Enkel voeding'));
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Wat printen' }).inputValue())
      .toBe('Enkel voeding');

    await press(page, print);
    await page.getByText(/^Laatste ticket: \d+$/).waitFor();
    expect(printed).toEqual([expect.objectContaining({ voornaam: 'Zoë', printType: 'Gewoon' })]);
    // After a print the focus is back in the search box, ready for the next card.
    await expect.poll(() => hasFocus(search)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'reception after a print with the keyboard');
  });

  test('markt scannen: the market with the arrows, then barcode and Enter; the field keeps the focus', async ({
    adminPage: page,
  }) => {
    const markt = `Toetsenmarkt ${uniqueSurname('E2E')}`;
    const today = toIsoDate(new Date());
    await admin('/v1/markt/', 'POST', {
      naam: markt,
      beschrijving: 'Markt van de toetsenbordtest',
      startDatum: today,
      eindDatum: today,
    });
    const lid = await createMember({ voornaam: 'Lina' });
    const jobs = await admin<{ markt: string; barcode: string }[]>(`/v1/onthaal/markt/${lid.mvmnummer}`);
    const barcode = jobs.find((j) => j.markt === markt)!.barcode;

    await page.goto('/markten/scan');
    await page.getByRole('heading', { name: 'Markt scannen', level: 1 }).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Markt' }));
    expect(await focusIsVisible(page)).toBe(true);
    await chooseWithArrows(page, option(page, markt), { max: 60 });
    await page.getByText('Scan Barcode').waitFor();

    const field = page.getByRole('textbox', { name: 'Barcode' });
    await tabTo(page, field);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type(barcode);
    await page.keyboard.press('Enter');
    await page.getByText(`MVM${lid.mvmnummer}`).waitFor();
    expect(await page.locator('[data-panel]').getAttribute('data-panel')).toBe('ok');
    // A keyboard-wedge scanner types into the field and presses Enter: the field keeps the focus for the next.
    await expect.poll(() => hasFocus(field)).toBe(true);
    expect(await field.inputValue()).toBe('');
    // The camera button is reachable too (not switched on: no camera here).
    await tabTo(page, page.getByRole('button', { name: 'Scannen met camera' }));
    expect(await focusIsVisible(page)).toBe(true);
    await expectNoSeriousA11yViolations(page, '/markten/scan after a scan with the keyboard');
  });

  test('sinterklaas: event with the arrows, member number and Enter, a tick with Space, print with Enter', async ({
    adminPage: page,
  }) => {
    const naam = `Sinterklaas ${uniqueSurname('Toets')}`;
    const created = await admin<{ data: { ID: number } }>('/v1/evenementen/', 'POST', {
      naam,
      datum: toIsoDate(new Date()),
      perKind: true,
    });
    const lid = await createMember({ voornaam: 'Fatima' });
    await admin(`/v1/evenementen/${created.data.ID}/${lid.mvmnummer}`, 'PUT', {
      aanwezig: true,
      opmerking: '',
      kinderen: [{ naam: 'Adam', geslacht: 'Jongen', leeftijd: 7 }],
    });
    // The two Sinterklaas printers: the test answers for them.
    const printed = capturePrint(page, '/print-agent/sinterklaas');

    await page.goto('/sinterklaas/search');
    await page.getByRole('heading', { name: 'Sinterklaas Onthaal' }).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Evenement' }));
    expect(await focusIsVisible(page)).toBe(true);
    await chooseWithArrows(page, option(page, new RegExp(naam)), { max: 60 });

    await tabTo(page, page.getByRole('textbox', { name: 'Lidnummer' }));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type(`MVM${lid.mvmnummer}`);
    await page.keyboard.press('Enter');
    await page.getByText('Ingeschreven', { exact: true }).waitFor();

    const braaf = page.getByRole('checkbox', { name: 'Adam braaf' });
    const wasBraaf = await braaf.isChecked();
    await press(page, braaf, 'Space');
    await expect.poll(() => braaf.isChecked()).toBe(!wasBraaf);

    await press(page, page.getByRole('button', { name: 'Print' }));
    await successNotice(page, 'Print verstuurd');
    await page.getByText('Aanwezig', { exact: true }).waitFor();
    expect(printed).toHaveLength(2);
    await expectNoSeriousA11yViolations(page, 'Sinterklaas check-in after printing with the keyboard');
  });

  test("the dashboard: 'Home' from the navbar, and each chart's numbers as a table", async ({
    adminPage: page,
  }) => {
    // A food package today, so the food cards have a chart (and a table) whatever else is in the database.
    const catalogus = await ensureCatalogue('voeding', VOEDING_CATALOGUE);
    const voeding = catalogus.objects.find((o) => o.naam === 'Voeding')!;
    const lid = await createMember({ voornaam: 'Dashboard' });
    await admin(`/v1/voeding/klant/MVM${lid.mvmnummer}/gekregen/0`, 'POST', {
      datum: new Date().toISOString(),
      aantal: 1,
      objectID: voeding.ID,
      opmerking: '',
    });

    await page.goto('/leden/search');
    await page.getByRole('heading', { name: 'Leden', level: 1 }).waitFor();
    const home = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Home' });
    await press(page, home, 'Enter', { backwards: true });
    await page.waitForURL('**/home');
    await page
      .getByRole('region', { name: 'Voeding', exact: true })
      .getByText(/^Vandaag: /)
      .waitFor();

    const buttons = page.getByRole('button', { name: 'Toon als tabel' });
    await expect.poll(() => buttons.count()).toBeGreaterThanOrEqual(2);
    const opened: string[] = [];
    let scrolled = 0;
    // Each press turns its button into 'Verberg tabel', so the first 'Toon als tabel' is the next chart.
    while ((await buttons.count()) > 0) {
      const button = buttons.first();
      const tableId = await button.getAttribute('aria-controls');
      await press(page, button, 'Enter', { max: 60 });
      const shown = page.locator(`[id="${tableId}"]`);
      await shown.getByRole('table').waitFor();
      opened.push(tableId!);
      const toggle = page.locator(`[aria-controls="${tableId}"]`);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await toggle.innerText()).toBe('Verberg tabel');
      expect(await hasFocus(toggle)).toBe(true);
      // A table taller than its card (90 days) scrolls in a box the keyboard can focus and scroll.
      const box = shown.getByRole('region');
      if ((await box.count()) === 1) {
        const top = () => box.evaluate((el) => el.scrollTop);
        if ((await box.evaluate((el) => el.scrollHeight > el.clientHeight)) && (await top()) === 0) {
          await press(page, box, 'PageDown');
          await expect.poll(top).toBeGreaterThan(0);
          scrolled += 1;
        }
      }
    }
    expect(opened.length).toBeGreaterThanOrEqual(2);
    // The two food cards show 90 days each.
    expect(scrolled).toBeGreaterThanOrEqual(2);
    await expectNoSeriousA11yViolations(page, '/home with every chart as a table, opened with the keyboard');
  });
});
