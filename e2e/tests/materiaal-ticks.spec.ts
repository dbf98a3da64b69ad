import { formatMemberNumber } from '@mvm/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { MATERIAAL_CATALOGUE } from '../support/catalogues';
import { describe, expect, test } from '../support/fixtures';
import { createMember, openAsAdmin, uniqueSurname } from '../support/households';
import { addRow, capturePrints, ensureCatalogue, objectId } from '../support/ledger';
import { successNotice } from '../support/ui';

// Issue 27 item 4: 'Opslaan' then 'Print' answered 'Niets om te printen' — the save cleared the ticks.
describe('material desk: the print ticks (spec 1 §4)', () => {
  test('survive a save and go only after the print', async ({ adminPage: page }) => {
    const catalogus = await ensureCatalogue('materiaal', MATERIAAL_CATALOGUE);
    const lid = await createMember({ voornaam: 'Noor', achternaam: uniqueSurname('Wouters') });
    const nummer = formatMemberNumber(lid.mvmnummer!);
    const speelgoed = catalogus.categorieen.find((c) => c.naam === 'Speelgoed')!;
    await addRow(`/v1/materiaal/klant/${lid.mvmnummer!}/gekregen/${speelgoed.ID}/0`, {
      objectID: objectId(catalogus, 'Puzzel'),
      aantal: 1,
      datum: new Date(Date.now() - 86_400_000).toISOString(),
      opmerking: '',
    });

    await openAsAdmin(page, `/materiaal/details/${nummer}`);
    await page.getByRole('list', { name: 'Gezinsleden' }).waitFor();
    await page.getByRole('button', { name: 'Speelgoed', exact: true }).click();
    const toys = page.getByRole('table', { name: 'Speelgoed' });
    await toys.getByRole('checkbox', { name: 'Printen rij 1' }).waitFor();
    // A new row on top (Bal), ticked, and the saved Puzzel row below it, ticked.
    await page.getByRole('button', { name: 'Rij Toevoegen Speelgoed' }).click();
    await toys.getByRole('textbox', { name: 'Item rij 1' }).click();
    await page.getByRole('option', { name: 'Bal', exact: true }).click();
    await toys.getByRole('checkbox', { name: 'Printen rij 1' }).check();
    await toys.getByRole('checkbox', { name: 'Printen rij 2' }).check();

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await successNotice(page, 'Opgeslagen!');
    await expect.poll(() => page.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);
    expect(await toys.getByRole('checkbox', { name: 'Printen rij 1' }).isChecked()).toBe(true);
    expect(await toys.getByRole('checkbox', { name: 'Printen rij 2' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the material rows after a save, still ticked');

    const prints = capturePrints(page, '/materiaal');
    const sent = prints.next();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const body = (await sent) as { items: { object: string }[] };
    await successNotice(page, 'Print verstuurd');
    expect(body.items.map((i) => i.object).sort()).toEqual(['Bal', 'Puzzel']);
    // spec 1 §4: after printing, the ticks are cleared.
    expect(await toys.getByRole('checkbox', { name: 'Printen rij 1' }).isChecked()).toBe(false);
    expect(await toys.getByRole('checkbox', { name: 'Printen rij 2' }).isChecked()).toBe(false);
  });
});
