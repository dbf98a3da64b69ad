import { formatMemberNumber } from '@mvm/domain';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { MATERIAAL_CATALOGUE as MATERIAAL } from '../support/catalogues';
import { describe, expect, test } from '../support/fixtures';
import { createMember, openAsAdmin, uniqueSurname } from '../support/households';
import { addRow, capturePrints, ensureCatalogue, objectId } from '../support/ledger';
import { successNotice } from '../support/ui';

async function closeDialog(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

describe('material desk (spec 1 §2, §4, §5, §7)', () => {
  test('search by name, record a child’s item, refuse an incomplete row, page, filter and print', async ({
    adminPage: page,
  }) => {
    const catalogus = await ensureCatalogue('materiaal', MATERIAAL);
    const achternaam = uniqueSurname('Claes');
    const lid = await createMember({ voornaam: 'Hanna', achternaam });
    const nummer = formatMemberNumber(lid.mvmnummer!);
    const speelgoed = catalogus.categorieen.find((c) => c.naam === 'Speelgoed')!;
    for (let i = 0; i < 11; i += 1) {
      await addRow(`/v1/materiaal/klant/${lid.mvmnummer!}/gekregen/${speelgoed.ID}/0`, {
        objectID: objectId(catalogus, i < 3 ? 'Puzzel' : 'Bal'),
        aantal: 1,
        datum: new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
        opmerking: `speelgoed ${i + 1}`,
      });
    }

    await openAsAdmin(page, '/materiaal/search');
    await page.getByRole('heading', { name: 'Materiaal', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Zoeken op' }).click();
    await page.getByRole('option', { name: 'Op naam zoeken' }).click();
    await page.getByRole('textbox', { name: 'Zoeken', exact: true }).fill(achternaam);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    const results = page.getByRole('table', { name: 'Materiaal: zoekresultaten' });
    await results.getByRole('cell', { name: nummer, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, '/materiaal/search with a result');
    await results.getByRole('button', { name: `Open ${nummer}` }).click();
    await page.waitForURL(`**/materiaal/details/${nummer}`);
    await page.getByRole('list', { name: 'Gezinsleden' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/materiaal/details');

    // Kleding is per child and per size: an item with one size picks it; the child is required.
    const kleding = page.getByRole('table', { name: 'Kleding' });
    await page.getByRole('button', { name: 'Rij Toevoegen Kleding' }).click();
    await kleding.getByRole('textbox', { name: 'Item rij 1' }).click();
    await page.getByRole('option', { name: 'Muts' }).click();
    expect(await kleding.getByRole('textbox', { name: 'Maat rij 1' }).inputValue()).toBe('Eén maat');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Error bij opslaan!' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the refused material row');
    expect(await closeDialog(page, 'Error bij opslaan!')).toContain(
      'Kleding, rij 1: ontvanger niet ingevuld',
    );
    await kleding.getByRole('textbox', { name: 'Ontvanger rij 1' }).click();
    await page.getByRole('option', { name: `Hanna ${achternaam}` }).click();
    await page.getByRole('textbox', { name: 'Opmerking', exact: true }).fill('Vraagt ook schoenen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await successNotice(page, 'Opgeslagen!');
    expect(await page.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);

    // Speelgoed: 11 rows, 10 a page.
    await page.getByRole('button', { name: 'Speelgoed', exact: true }).click();
    const toys = page.getByRole('table', { name: 'Speelgoed' });
    await expect.poll(() => toys.getByRole('row').count()).toBe(11);
    await page.getByRole('button', { name: 'Volgende pagina Speelgoed' }).click();
    await expect.poll(() => toys.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Vorige pagina Speelgoed' }).click();
    await expect.poll(() => toys.getByRole('row').count()).toBe(11);

    // The filter: only the puzzles.
    await page.getByRole('button', { name: 'Filter Speelgoed' }).click();
    await page.getByRole('textbox', { name: 'Item', exact: true }).click();
    await page.getByRole('option', { name: 'Puzzel' }).click();
    await expect.poll(() => toys.getByRole('row').count()).toBe(4);
    await expectNoSeriousA11yViolations(page, 'the material filter');

    // Printing: nothing ticked is refused; ticked rows go to the printer and the ticks are cleared.
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    expect(await closeDialog(page, 'Error bij printen!')).toContain('Niets om te printen');
    const prints = capturePrints(page, '/materiaal');
    await toys.getByRole('checkbox', { name: 'Printen rij 1' }).check();
    await kleding.getByRole('checkbox', { name: 'Printen rij 1' }).check();
    const sent = prints.next();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const body = (await sent) as { klant: unknown; items: { object: string; ontvanger: unknown }[] };
    await successNotice(page, 'Print verstuurd');
    expect(body.klant).toEqual({ mvmNummer: nummer, voornaam: 'Hanna', naam: achternaam });
    expect(body.items.map((i) => i.object).sort()).toEqual(['Muts', 'Puzzel']);
    expect(body.items.find((i) => i.object === 'Muts')?.ontvanger).toMatchObject({
      naam: `Hanna ${achternaam}`,
      geslacht: 'Vrouw',
    });
    expect(await toys.getByRole('checkbox', { name: 'Printen rij 1' }).isChecked()).toBe(false);
  });
});
