import { formatMemberNumber } from '@mvm/domain';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { VOEDING_CATALOGUE as VOEDING } from '../support/catalogues';
import { describe, expect, test } from '../support/fixtures';
import { createMember, openAsAdmin } from '../support/households';
import { ensureCatalogue } from '../support/ledger';
import { successNotice } from '../support/ui';

async function closeDialog(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

describe('food desk (spec 1 §2, §4, §5)', () => {
  test("'Voeding Vandaag' from the scan to the saved row, then the weekly refusal", async ({
    adminPage: page,
  }) => {
    await ensureCatalogue('voeding', VOEDING);
    const lid = await createMember({ voornaam: 'Amina' });
    const nummer = formatMemberNumber(lid.mvmnummer!);

    await openAsAdmin(page, '/voeding/search');
    await page.getByRole('heading', { name: 'Voeding', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, '/voeding/search');
    // A scanner types the number and one Enter, with no field focused: the household opens at once.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.type(nummer);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/voeding/details/${nummer}`);
    await page.getByText('Mag vandaag voeding krijgen.').waitFor();
    await page.getByRole('textbox', { name: 'Type Voeding' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/voeding/details');

    const table = page.getByRole('table', { name: 'Gekregen voeding' });
    await page.getByText('Nog geen voeding gekregen.').waitFor();
    await page.getByRole('button', { name: 'Voeding Vandaag', exact: true }).click();
    await successNotice(page, 'Opgeslagen!');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.getByRole('textbox', { name: 'Item rij 1' }).inputValue()).toBe('Voeding');
    await page.getByText(/Vandaag geen voeding: Klant heeft deze week al voeding gehad\./).waitFor();

    // The same week again: refused with the spec's words, nothing recorded.
    await page.getByRole('button', { name: 'Voeding Vandaag', exact: true }).click();
    const refusal = page.getByRole('dialog').filter({ hasText: 'Error!' });
    await refusal.waitFor();
    await expectNoSeriousA11yViolations(page, 'the weekly refusal');
    expect(await closeDialog(page, 'Error!')).toContain('Klant heeft deze week al voeding gehad');
    expect(await table.getByRole('row').count()).toBe(2);

    // 'Terug' returns to the search with the number selected, so the next scan replaces it.
    await page.getByRole('button', { name: 'Terug' }).click();
    await page.waitForURL('**/voeding/search**');
    const box = page.getByRole('textbox', { name: 'Zoeken', exact: true });
    await expect
      .poll(() =>
        box.evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0)),
      )
      .toBe(nummer);
  });

  test("the split button's variants, and the milk powder refusal", async ({ adminPage: page }) => {
    await ensureCatalogue('voeding', VOEDING);
    const lid = await createMember({ voornaam: 'Yara' });
    await openAsAdmin(page, `/voeding/details/${formatMemberNumber(lid.mvmnummer!)}`);
    await page.getByText('Mag vandaag voeding krijgen.').waitFor();

    await page.getByRole('button', { name: 'Voeding Vandaag: kies een variant' }).click();
    await page.getByRole('menuitem', { name: 'Met (zelfde) melkpoeder' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the Voeding Vandaag menu');
    await page.getByRole('menuitem', { name: 'Met (zelfde) melkpoeder' }).click();
    expect(await closeDialog(page, 'Error!')).toContain(
      'Geen melkpoeder in het verleden gegeven, voeg deze eerst manueel toe.',
    );

    await page.getByRole('button', { name: 'Voeding Vandaag: kies een variant' }).click();
    await page.getByRole('menuitem', { name: 'Met verjaardag' }).click();
    await successNotice(page, 'Opgeslagen!');
    const table = page.getByRole('table', { name: 'Gekregen voeding' });
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    const items = await Promise.all(
      [1, 2].map((n) => table.getByRole('textbox', { name: `Item rij ${n}` }).inputValue()),
    );
    expect(items.sort()).toEqual(['Verjaardag', 'Voeding']);
    // Rows of one day share one band.
    const bands = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-day-band')));
    expect(bands).toEqual(['a', 'a']);
  });

  test("a row typed by hand: 'Gekregen niet ingevuld!', then saved; paging by 10", async ({
    adminPage: page,
  }) => {
    await ensureCatalogue('voeding', VOEDING);
    const lid = await createMember({ voornaam: 'Noor' });
    await openAsAdmin(page, `/voeding/details/${formatMemberNumber(lid.mvmnummer!)}`);
    await page.getByText('Mag vandaag voeding krijgen.').waitFor();

    await page.getByRole('button', { name: 'Rij Toevoegen' }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect(await closeDialog(page, 'Error bij opslaan!')).toContain('Rij 1: Gekregen niet ingevuld!');

    const table = page.getByRole('table', { name: 'Gekregen voeding' });
    await table.getByRole('textbox', { name: 'Item rij 1' }).click();
    await page.getByRole('option', { name: 'Melkpoeder' }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await successNotice(page, 'Opgeslagen!');
    // Now the milk powder variant can repeat it.
    await page.getByRole('button', { name: 'Voeding Vandaag: kies een variant' }).click();
    await page.getByRole('menuitem', { name: 'Met (zelfde) melkpoeder' }).click();
    await successNotice(page, 'Opgeslagen!');
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    expect(await page.getByRole('button', { name: /^Volgende/ }).isDisabled()).toBe(true);
  });
});
