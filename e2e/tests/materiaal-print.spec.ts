import { formatMemberNumber } from '@mvm/domain';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { MATERIAAL_CATALOGUE } from '../support/catalogues';
import { describe, expect, test } from '../support/fixtures';
import { createMember, uniqueSurname } from '../support/households';
import { addRow, ensureCatalogue, objectId } from '../support/ledger';
import { openDeskPage, startPrintDesk, type PrintDesk } from '../support/printing';
import { successNotice } from '../support/ui';

let desk: PrintDesk;
beforeAll(async () => {
  desk = await startPrintDesk();
});
afterAll(() => desk.stop());

// issue 8: the material receipt goes through the real print agent (its own process) to a network receipt
// printer (a TCP socket), not to a stubbed endpoint.
describe('material print on a real receipt printer (spec 1 §7 material)', () => {
  test('the ticked row arrives at the printer as ESC/POS with the item, price and household', async ({
    browser,
  }) => {
    const catalogus = await ensureCatalogue('materiaal', MATERIAAL_CATALOGUE);
    const achternaam = uniqueSurname('Hermans');
    const lid = await createMember({ voornaam: 'Anaïs', achternaam });
    const nummer = formatMemberNumber(lid.mvmnummer!);
    const speelgoed = catalogus.categorieen.find((c) => c.naam === 'Speelgoed')!;
    await addRow(`/v1/materiaal/klant/${lid.mvmnummer!}/gekregen/${speelgoed.ID}/0`, {
      objectID: objectId(catalogus, 'Puzzel'),
      aantal: 2,
      datum: new Date().toISOString(),
      opmerking: '',
    });

    const page = await openDeskPage(browser, desk, true);
    onTestFinished(() => page.context().close());
    await page.goto(`/materiaal/details/${nummer}`);
    await page.getByRole('list', { name: 'Gezinsleden' }).waitFor();
    await page.getByRole('button', { name: 'Speelgoed', exact: true }).click();
    const toys = page.getByRole('table', { name: 'Speelgoed' });
    await toys.getByRole('checkbox', { name: 'Printen rij 1' }).check();

    const job = desk.printer.nextJob();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const text = (await job).toString('latin1');
    await successNotice(page, 'Print verstuurd');

    expect(text).toContain('Puzzel');
    expect(text).toContain('8,00'); // 2 × € 4 ('€' itself is a byte of the printer's code page)
    expect(text).toContain(nummer);
    expect(text).toContain(achternaam);
    // ESC/POS, not plain text: the printer is initialised (ESC @) and the paper is cut (GS V).
    expect(text.startsWith('\x1b@')).toBe(true);
    expect(text).toContain('\x1dV');
    expect(await toys.getByRole('checkbox', { name: 'Printen rij 1' }).isChecked()).toBe(false);
  });
});
