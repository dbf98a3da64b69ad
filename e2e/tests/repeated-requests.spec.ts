import { formatMemberNumber, toIsoDate } from '@mvm/domain';
import type { Locator, Page } from 'playwright-core';
import { adminLogin, apiCall, baseUrl } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESK } from '../support/browser';
import { MATERIAAL_CATALOGUE } from '../support/catalogues';
import { describe, expect, test } from '../support/fixtures';
import { createMember, openAsAdmin, uniqueSurname } from '../support/households';
import { ensureCatalogue } from '../support/ledger';
import { adminStorageState } from '../support/session';
import { successNotice } from '../support/ui';

/** Issue 27 item 2: a double click, a retried request or a slow network records a thing once. */

/**
 * A double click on a busy desk laptop: both clicks wait in the browser's queue and run one after the other,
 * before the page renders the button as busy. The second click says it is one (`detail` 2), as a real one does.
 */
async function doubleClickBeforeRender(button: Locator): Promise<void> {
  await button.evaluate((element) => {
    for (const detail of [1, 2])
      element.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, detail, view: window }),
      );
  });
}

async function eventsNamed(naam: string): Promise<number> {
  const { token } = await adminLogin();
  const list = (await (await apiCall('/v1/evenementen/', { token })).json()) as { naam: string }[];
  return list.filter((e) => e.naam === naam).length;
}

async function materialRows(mvmnummer: number, categorieId: number): Promise<number> {
  const { token } = await adminLogin();
  const response = await apiCall(
    `/v1/materiaal/klant/${mvmnummer}/gekregen/${categorieId}?page=1&page_size=50`,
    {
      token,
    },
  );
  return Number(response.headers.get('Num-Total-Entries'));
}

/** A material page with one new, complete 'Kleding' row for Hanna, ready for 'Opslaan'. */
async function materialPageWithNewRow(page: Page) {
  const catalogus = await ensureCatalogue('materiaal', MATERIAAL_CATALOGUE);
  const kleding = catalogus.categorieen.find((c) => c.naam === 'Kleding')!;
  const achternaam = uniqueSurname('Dubbel');
  const lid = await createMember({ voornaam: 'Hanna', achternaam });
  await openAsAdmin(page, `/materiaal/details/${formatMemberNumber(lid.mvmnummer!)}`);
  await page.getByRole('list', { name: 'Gezinsleden' }).waitFor();
  const table = page.getByRole('table', { name: 'Kleding' });
  await page.getByRole('button', { name: 'Rij Toevoegen Kleding' }).click();
  await table.getByRole('textbox', { name: 'Item rij 1' }).click();
  await page.getByRole('option', { name: 'Muts' }).click();
  await table.getByRole('textbox', { name: 'Ontvanger rij 1' }).click();
  await page.getByRole('option', { name: `Hanna ${achternaam}` }).click();
  return { mvmnummer: lid.mvmnummer!, kledingId: kleding.ID };
}

async function closeSaved(page: Page) {
  await successNotice(page, 'Opgeslagen!');
}

describe('repeated requests (issue 27)', () => {
  test("a double click on 'Opslaan' of a new event creates one event", async ({ adminPage: page }) => {
    const naam = `Dubbelklik ${uniqueSurname('E2E')}`;
    await page.goto('/evenementen/search');
    await page.getByRole('heading', { name: 'Inschrijvingen', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Evenement', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Evenement Toevoegen' });
    await dialog.getByLabel('Naam').fill(naam);
    await expectNoSeriousA11yViolations(page, "modal 'Evenement Toevoegen'");
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/evenementen/') posted.push(r.url());
    });

    await doubleClickBeforeRender(dialog.getByRole('button', { name: 'Opslaan' }));
    await page.getByRole('heading', { name: `${naam} inschrijvingen` }).waitFor();
    expect(await page.getByRole('dialog').filter({ hasText: 'Error' }).count()).toBe(0);
    expect(await eventsNamed(naam)).toBe(1);
    expect(posted).toHaveLength(1);
  });

  test("a double click on a desk's 'Opslaan' saves a new row once", async ({ adminPage: page }) => {
    const { mvmnummer, kledingId } = await materialPageWithNewRow(page);
    await expectNoSeriousA11yViolations(page, '/materiaal/details with a new row');

    await doubleClickBeforeRender(page.getByRole('button', { name: 'Opslaan' }));
    await closeSaved(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await materialRows(mvmnummer, kledingId)).toBe(1);
  });

  test("a double click on a dialog's confirm button acts once: no error beside the success", async ({
    browser,
  }) => {
    const { token } = await adminLogin();
    const naam = `Markt ${uniqueSurname('Dubbel')}`;
    const day = (n: number) => toIsoDate(new Date(Date.now() + n * 86_400_000));
    const created = await apiCall('/v1/markt/', {
      method: 'POST',
      token,
      body: { naam, beschrijving: 'Winterkleren', startDatum: day(30), eindDatum: day(31) },
    });
    expect(created.status).toBe(201);
    // With the dialogs' own motion (the shared contexts reduce it): a closing dialog's button takes a second click.
    const context = await browser.newContext({
      locale: 'nl-BE',
      baseURL: baseUrl(),
      viewport: DESK,
      storageState: await adminStorageState(),
    });
    const page = await context.newPage();
    const deletes: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'DELETE') deletes.push(r.status());
    });
    await page.goto('/markten/beheer');
    await page.getByLabel('Zoeken', { exact: true }).fill(naam);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const row = page.getByRole('row', { name: new RegExp(naam) });
    await row.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText(`Ben je zeker dat je "${naam}" wil verwijderen?`).waitFor();
    await expectNoSeriousA11yViolations(page, 'delete confirmation');

    await page.getByRole('button', { name: 'Verwijder', exact: true }).dblclick();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(deletes).toEqual([200]);
    await context.close();
  });

  test('a save whose answer is lost on the way is sent again with its key and recorded once', async ({
    adminPage: page,
  }) => {
    const { mvmnummer, kledingId } = await materialPageWithNewRow(page);
    const keys: string[] = [];
    // The first save reaches the server, which records the row; its answer never reaches the browser.
    await page.route(`**/v1/materiaal/klant/${mvmnummer}/gekregen/**`, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      keys.push((await request.headerValue('idempotency-key')) ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await closeSaved(page);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await materialRows(mvmnummer, kledingId)).toBe(1);
    await expectNoSeriousA11yViolations(page, '/materiaal/details after the retried save');
  });
});
