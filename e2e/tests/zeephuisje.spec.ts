import { formatMemberNumber } from '@mvm/domain';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { createMember, openAsAdmin } from '../support/households';
import { addRow, ensureCatalogue, objectId } from '../support/ledger';
import { successNotice } from '../support/ui';

const ZEEPHUISJE = [
  { naam: 'Pakket', items: [{ naam: 'Pakket', soort: 'pakket' as const, maten: ['Standaard'] }] },
  {
    naam: 'Beddengoed',
    items: [{ naam: 'Overtrek 2 Personen' }, { naam: 'Overtrek 1 Persoon' }, { naam: 'Laken' }],
  },
  { naam: 'Luiers', items: [{ naam: 'Luiers', maten: ['Maat 3', 'Maat 4'] }] },
];

async function closeDialog(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

describe('soap house (spec 2 §2, §4, §5, §9)', () => {
  test("'Pakket Vandaag' once a month, totals, a size refusal and paging", async ({ adminPage: page }) => {
    const catalogus = await ensureCatalogue('zeephuisje', ZEEPHUISJE);
    const lid = await createMember({ voornaam: 'Fatima' });
    const nummer = formatMemberNumber(lid.mvmnummer!);
    // History: 4 duvet covers for two and 11 sheets in the last year (paging is 10 a page).
    const rows = `/v1/zeephuisje/klant/${lid.mvmnummer!}/gekregen/0`;
    const recent = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await addRow(rows, { objectID: objectId(catalogus, 'Overtrek 2 Personen'), aantal: 4, datum: recent });
    for (let i = 0; i < 11; i += 1) {
      await addRow(rows, {
        objectID: objectId(catalogus, 'Laken'),
        aantal: 1,
        datum: recent,
        opmerking: `laken ${i + 1}`,
      });
    }

    await openAsAdmin(page, '/zeephuisje/search');
    await page.getByRole('textbox', { name: 'Zoeken', exact: true }).fill(String(lid.mvmnummer!));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/zeephuisje/details/${nummer}`);
    await page.getByText('Mag vandaag een pakket krijgen.').waitFor();
    await page.getByText('Overtrek 2 Personen:').waitFor();
    expect(await page.getByText('2 (/2)').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, '/zeephuisje/details');

    await page.getByRole('button', { name: 'Pakket Vandaag' }).click();
    await successNotice(page, 'Opgeslagen!');
    const pakket = page.getByRole('table', { name: 'Pakket' });
    await expect.poll(() => pakket.getByRole('row').count()).toBe(2);
    await page.getByText(/Vandaag geen pakket: Klant heeft deze maand al een pakket gehad\./).waitFor();

    await page.getByRole('button', { name: 'Pakket Vandaag' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Error!' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the monthly refusal');
    expect(await closeDialog(page, 'Error!')).toContain('Klant heeft deze maand al een pakket gehad');
    expect(await pakket.getByRole('row').count()).toBe(2);

    // Beddengoed: 12 rows, 10 a page.
    await page.getByRole('button', { name: 'Beddengoed', exact: true }).click();
    const bed = page.getByRole('table', { name: 'Beddengoed' });
    await expect.poll(() => bed.getByRole('row').count()).toBe(11);
    await page.getByRole('button', { name: 'Volgende pagina Beddengoed' }).click();
    await expect.poll(() => bed.getByRole('row').count()).toBe(3);
    await page.getByRole('button', { name: 'Vorige pagina Beddengoed' }).click();
    await expect.poll(() => bed.getByRole('row').count()).toBe(11);

    // Luiers without a size: the soap house's own wording.
    await page.getByRole('button', { name: 'Luiers', exact: true }).click();
    await page.getByRole('button', { name: 'Rij Toevoegen Luiers' }).click();
    const luiers = page.getByRole('table', { name: 'Luiers' });
    await luiers.getByRole('textbox', { name: 'Item rij 1' }).click();
    await page.getByRole('option', { name: 'Luiers' }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Error bij opslaan!' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the size refusal');
    expect(await closeDialog(page, 'Error bij opslaan!')).toContain('Luiers, rij 1: Maat niet ingevuld');

    // Paging with that unsaved row asks first; 'Annuleren' keeps it.
    await page.getByRole('button', { name: 'Volgende pagina Beddengoed' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Er zijn niet opgeslagen wijzigingen!' });
    await ask.waitFor();
    await expectNoSeriousA11yViolations(page, 'the unsaved-changes question');
    await ask.getByRole('button', { name: 'Annuleren' }).click();
    await ask.waitFor({ state: 'detached' });
    await luiers.getByRole('textbox', { name: 'Maat rij 1' }).click();
    await page.getByRole('option', { name: 'Maat 4' }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await successNotice(page, 'Opgeslagen!');
    await expect.poll(() => luiers.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);
  });
});
