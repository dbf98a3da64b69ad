import { formatMemberNumber } from '@mvm/domain';
import type { Page } from 'playwright-core';
import { apiCall, adminLogin } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { MATERIAAL_CATALOGUE } from '../support/catalogues';
import { describe, expect, test } from '../support/fixtures';
import { createMember, uniqueSurname } from '../support/households';
import { hasFocus } from '../support/keyboard';
import { ensureCatalogue } from '../support/ledger';
import { successNotice } from '../support/ui';

/** The keyboard, counting every key a volunteer presses (a typed text counts one per character). */
function countingKeyboard(page: Page) {
  let keys = 0;
  return {
    keys: () => keys,
    press: async (key: string) => {
      keys += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      keys += text.length;
      await page.keyboard.type(text);
    },
  };
}

// Issue 27 item 7: two material rows took about 148 keys — the recipient and size lists took no type-ahead,
// an item typed and Enter chose nothing, the new row was not focused.
describe('material rows by keyboard in a few keys', () => {
  test('two clothing rows: the new row focused, type to pick, Enter to go on, Alt+N for the next row', async ({
    adminPage: page,
  }) => {
    await ensureCatalogue('materiaal', MATERIAAL_CATALOGUE);
    const achternaam = uniqueSurname('Vandenbroeck');
    const lid = await createMember({ voornaam: 'Hanna', achternaam });
    await page.goto(`/materiaal/details/${formatMemberNumber(lid.mvmnummer!)}`);
    await page.getByRole('list', { name: 'Gezinsleden' }).waitFor();
    const kleding = page.getByRole('table', { name: 'Kleding' });
    const field = (name: string, row = 1) => kleding.getByRole('textbox', { name: `${name} rij ${row}` });
    const keyboard = countingKeyboard(page);

    await page.getByRole('button', { name: 'Rij Toevoegen Kleding' }).focus();
    await keyboard.press('Enter');
    await expect.poll(() => hasFocus(field('Ontvanger'))).toBe(true);
    await keyboard.type('Han');
    await keyboard.press('Enter');
    await expect.poll(() => field('Ontvanger').inputValue()).toBe(`Hanna ${achternaam}`);
    await expect.poll(() => hasFocus(field('Item'))).toBe(true);
    await keyboard.type('Tr');
    await keyboard.press('Enter');
    await expect.poll(() => field('Item').inputValue()).toBe('Trui');
    await expect.poll(() => hasFocus(field('Maat'))).toBe(true);
    await keyboard.type('104');
    await keyboard.press('Enter');
    await expect.poll(() => field('Maat').inputValue()).toBe('104');
    await expect.poll(() => hasFocus(field('Opmerking'))).toBe(true);

    // The next row from where the focus is: Alt+N, the new row on top with its recipient focused. Muts has one
    // size, which it picks: Enter goes on to the remark.
    await keyboard.press('Alt+N');
    await expect.poll(() => kleding.getByRole('row').count()).toBe(3);
    await expect.poll(() => hasFocus(field('Ontvanger'))).toBe(true);
    await keyboard.type('Han');
    await keyboard.press('Enter');
    await expect.poll(() => hasFocus(field('Item'))).toBe(true);
    await keyboard.type('Mu');
    await keyboard.press('Enter');
    await expect.poll(() => field('Maat').inputValue()).toBe('Eén maat');
    await expect.poll(() => hasFocus(field('Opmerking'))).toBe(true);
    // The whole recipient's name is readable in its field.
    expect(
      await field('Ontvanger').evaluate((el) => (el as HTMLInputElement).scrollWidth <= el.clientWidth),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page, 'two material rows filled by keyboard');
    expect(keyboard.keys()).toBeLessThanOrEqual(20);

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await successNotice(page, 'Opgeslagen!');
    const { token } = await adminLogin();
    const rows = (await (await apiCall(`/v1/lid/${lid.mvmnummer}/gekregen`, { token })).json()) as {
      object: string;
      maat: string | null;
      ontvanger: string;
    }[];
    expect(rows.map((r) => `${r.object} ${r.maat ?? ''} ${r.ontvanger}`).sort()).toEqual([
      `Muts Eén maat Hanna ${achternaam}`,
      `Trui 104 Hanna ${achternaam}`,
    ]);
  });
});
