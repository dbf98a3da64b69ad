import { formatCaseNumber } from '@mvm/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import {
  apiResponse,
  saveRefusal,
  fillMemberRequirements,
  householdForm,
  section,
} from '../support/household-form';
import { getCase, getLid, openAsAdmin, uniqueSurname, validRrn } from '../support/households';
import { pathOf, successNotice } from '../support/ui';
import { adminLogin, apiCall } from '../support/api';
import { capturePrints, ensureCatalogue } from '../support/ledger';

describe('one-off help (spec 2 §2 Eenmalige Hulp)', () => {
  test('a new case needs its remark, is found in the search, and becomes a member keeping its E-number', async ({
    page,
  }) => {
    const achternaam = uniqueSurname('Dubois');

    await openAsAdmin(page, '/punctuele/search');
    await page.getByRole('heading', { name: 'Eenmalige Hulp', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, '/punctuele/search');
    await page.getByRole('button', { name: 'Nieuw', exact: true }).click();
    await page.waitForURL('**/punctuele/details/0');
    await page.getByRole('heading', { name: 'Inschrijving', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, '/punctuele/details/0');

    const form = householdForm(page);
    const parent = section(form, /^(Moeder|Vader)$/);
    await parent.getByLabel('Voornaam').fill('Marie');
    await parent.getByLabel('Achternaam').fill(achternaam);

    // spec 2 §5: a one-off case needs the remark on why it gets help.
    const saveCase = form.getByRole('button', { name: 'Opslaan als eenmalige hulp' });
    await saveCase.click();
    const refusal = await saveRefusal(page);
    await expectNoSeriousA11yViolations(page, 'form with the refused remark');
    expect(await refusal.innerText()).toContain('Opmerking over redene eenmalige hulp is niet ingevuld');
    expect(pathOf(page)).toBe('/punctuele/details/0');

    await section(form, 'Opmerkingen')
      .getByLabel('Opmerking (reden eenmalige hulp)')
      .fill('Pakket na een brand in de woning');
    const created = apiResponse(page, 'POST', /^\/v1\/punctuelehulp\/$/);
    await saveCase.click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { enummer } = ((await response.json()) as { data: { enummer: number } }).data;
    await page.waitForURL(`**/punctuele/details/${enummer}`);
    await page.getByRole('heading', { name: 'Eenmalige Hulp', level: 1 }).waitFor();
    await page.getByText(`${formatCaseNumber(enummer)} · Marie ${achternaam}`).waitFor();
    await expectNoSeriousA11yViolations(page, 'a saved one-off case');

    // Back to the list (nothing unsaved): typing more than 3 characters reloads page 1 by itself.
    await page.getByRole('button', { name: 'Terug' }).click();
    await page.waitForURL('**/punctuele/search');
    const searched = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/v1/punctuelehulp/' &&
        new URL(r.url()).searchParams.get('search') === achternaam,
    );
    await page.getByRole('textbox', { name: 'Zoeken' }).fill(achternaam);
    await searched;
    const table = page.getByRole('table', { name: 'Eenmalige hulp' });
    const row = table.getByRole('row').filter({ hasText: achternaam });
    await row.waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    expect(await row.getByRole('cell').first().innerText()).toBe(formatCaseNumber(enummer));
    await expectNoSeriousA11yViolations(page, '/punctuele/search with a result');

    await row.getByRole('button', { name: `Open ${formatCaseNumber(enummer)} Marie ${achternaam}` }).click();
    await page.waitForURL(`**/punctuele/details/${enummer}`);
    await expect.poll(() => parent.getByLabel('Voornaam').inputValue()).toBe('Marie');

    // 'Lid Inschrijven' on the case: the member fields of spec 2 §5, then the member's details.
    await parent.getByRole('textbox', { name: 'Rijksregisternummer' }).fill(validRrn('1979-11-02', 'Vrouw'));
    await parent.getByRole('img', { name: 'Geldig rijksregisternummer' }).waitFor();
    await fillMemberRequirements(page);
    const registered = apiResponse(page, 'POST', /^\/v1\/lid\/$/);
    await form.getByRole('button', { name: 'Lid Inschrijven' }).click();
    const reply = await registered;
    expect(reply.status()).toBe(201);
    const { mvmnummer } = ((await reply.json()) as { data: { mvmnummer: number } }).data;
    await page.waitForURL(`**/leden/details/${mvmnummer}`);
    await page.getByRole('heading', { name: `Marie ${achternaam}`, level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, 'member registered from a one-off case');

    // The same dossier: a member number added, the E-number kept.
    const lid = await getLid(mvmnummer);
    expect(lid).toMatchObject({ enummer, mvmnummer, status: 'Actief' });
    expect(lid.gezin.opmerking).toBe('Pakket na een brand in de woning');
    expect((await getCase(enummer)).mvmnummer).toBe(mvmnummer);
  });

  test('goods (Goederen): add, refuse, save, print the ticked rows, delete on the next save', async ({
    adminPage: page,
  }) => {
    await ensureCatalogue('punctueel', [
      {
        naam: 'Eenmalige goederen',
        items: [
          { naam: 'Noodpakket', punctueleOrder: 1, prijs: 0 },
          { naam: 'Babykleding', punctueleOrder: 2, maten: ['56', '62'] },
        ],
      },
    ]);
    const achternaam = uniqueSurname('Maes');
    const { token } = await adminLogin();
    const created = await apiCall('/v1/punctuelehulp/', {
      method: 'POST',
      token,
      body: {
        gezin: { opmerking: 'Na een brand', leden: [{ voornaam: 'Lea', achternaam, gezinsHoofd: true }] },
      },
    });
    const { enummer } = ((await created.json()) as { data: { enummer: number } }).data;

    await openAsAdmin(page, `/punctuele/details/${enummer}`);
    await page.getByRole('tab', { name: 'Goederen' }).click();
    await page.getByText('Nog geen goederen gegeven.').waitFor();
    await expectNoSeriousA11yViolations(page, 'the Goederen tab');
    const table = page.getByRole('table', { name: 'Goederen' });
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      'Print',
      'Datum',
      'Aantal',
      'Ontvanger',
      'Item',
      'Maat',
      'Opmerking',
      'Verwijderen',
    ]);

    const add = page.getByRole('button', { name: 'Rij Toevoegen' });
    await add.click();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).last().click();
    const refusal = page.getByRole('dialog').filter({ hasText: 'Error bij opslaan!' });
    await refusal.waitFor();
    await expectNoSeriousA11yViolations(page, 'the refused goods row');
    expect(await refusal.innerText()).toContain('Rij 1: Gekregen niet ingevuld!');
    await refusal.getByRole('button', { name: 'Sluiten' }).click();
    await refusal.waitFor({ state: 'detached' });

    await table.getByRole('textbox', { name: 'Item rij 1' }).click();
    await page.getByRole('option', { name: 'Noodpakket' }).click();
    await table.getByRole('textbox', { name: 'Opmerking rij 1' }).fill('Voor de eerste nacht');
    await add.click();
    await table.getByRole('textbox', { name: 'Item rij 1' }).click();
    await page.getByRole('option', { name: 'Babykleding' }).click();
    await table.getByRole('textbox', { name: 'Maat rij 1' }).click();
    await page.getByRole('option', { name: '62' }).click();
    await table.getByRole('checkbox', { name: 'Printen rij 1' }).check();

    // Printen saves first, then sends the ticked row to the one-off printer and clears the tick.
    const prints = capturePrints(page, '/eenmaligen');
    const sent = prints.next();
    await page.getByRole('button', { name: 'Printen' }).click();
    const body = (await sent) as { klant: unknown; items: { object: string; maat: string }[] };
    await successNotice(page, 'Print verstuurd');
    expect(body.klant).toEqual({ mvmNummer: formatCaseNumber(enummer), voornaam: 'Lea', naam: achternaam });
    expect(body.items).toEqual([expect.objectContaining({ object: 'Babykleding', maat: '62' })]);
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await table.getByRole('checkbox', { name: 'Printen rij 1' }).isChecked()).toBe(false);

    // The list keeps the order it had on screen: the last added on top.
    expect(await table.getByRole('textbox', { name: 'Item rij 1' }).inputValue()).toBe('Babykleding');
    // A removed row is deleted on the next save, not before.
    await table.getByRole('button', { name: 'Verwijder rij 2' }).click();
    expect(await table.getByRole('row').count()).toBe(2);
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).last().click();
    expect((await deleted).status()).toBe(200);
    await successNotice(page, 'Opgeslagen!');
    const rows = (await (
      await apiCall(`/v1/punctuelehulp/${enummer}/gekregen?page=1&page_size=20`, { token })
    ).json()) as { object: string }[];
    expect(rows.map((r) => r.object)).toEqual(['Babykleding']);
  });
});
