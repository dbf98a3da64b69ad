import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { apiResponse } from '../support/household-form';
import { createMember } from '../support/households';
import { focusIsVisible, tabTo } from '../support/keyboard';

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? (el as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '';
  });

describe('the keyboard alone (UX.md §1, issue 14)', () => {
  test('member search → details → Gezin tab → a new household member, without the mouse', async ({
    adminPage: page,
  }) => {
    const lid = await createMember({ voornaam: 'Sofie' });
    const familienaam = lid.gezin.leden[0]!.achternaam;

    // The search box has the focus when the screen opens; Enter searches, a second Enter opens the one result.
    await page.goto('/leden/search');
    const search = page.getByRole('textbox', { name: 'Zoeken' });
    await search.waitFor();
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type(familienaam);
    await page.keyboard.press('Enter');
    await page.getByText(/Eén lid gevonden: druk op Enter/).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/leden/details/MVM${lid.mvmnummer}`);
    await page.getByRole('heading', { name: `Sofie ${familienaam}`, level: 1 }).waitFor();

    // Tabs (a vertical list): Tab reaches the selected tab, the down arrow moves to 'Gezin'.
    const informatie = page.getByRole('tab', { name: 'Informatie' });
    await tabTo(page, informatie);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    const gezin = page.getByRole('tab', { name: 'Gezin' });
    await expect.poll(() => gezin.getAttribute('aria-selected')).toBe('true');
    const table = page.getByRole('table', { name: 'Gezinsleden' });
    await table.getByRole('cell', { name: 'Sofie', exact: true }).waitFor();

    // 'Gezinslid Toevoegen' with Enter; the dialog puts the focus in its first field.
    const add = page.getByRole('button', { name: 'Gezinslid Toevoegen' });
    await tabTo(page, add);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Gezinslid Toevoegen' });
    await modal.waitFor();
    await expectNoSeriousA11yViolations(page, "'Gezinslid Toevoegen' dialog, opened with the keyboard");

    // Escape closes the dialog and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await modal.waitFor();

    const voornaam = modal.getByLabel('Voornaam');
    await expect.poll(() => voornaam.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type('Amir');

    await tabTo(page, modal.getByLabel('Geboortedatum'));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type('14/05/2015');

    // The relation list opens with the arrow keys; Enter picks the highlighted option.
    await tabTo(page, modal.getByRole('textbox', { name: 'Soort relatie' }));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    const kind = page.getByRole('option', { name: 'Kind', exact: true });
    await page.getByRole('listbox').waitFor();
    for (let i = 0; i < 10 && (await kind.getAttribute('data-combobox-selected')) === null; i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => modal.getByRole('textbox', { name: 'Soort relatie' }).inputValue()).toBe('Kind');

    // Geslacht: Tab into the radio group, the arrow keys choose.
    await tabTo(page, modal.getByRole('radio').first());
    expect(await focusIsVisible(page)).toBe(true);
    const man = modal.getByRole('radio', { name: 'Man' });
    for (let i = 0; i < 3 && !(await man.isChecked()); i += 1) await page.keyboard.press('ArrowRight');
    expect(await man.isChecked()).toBe(true);

    // Enter in a field submits the form.
    await tabTo(page, voornaam, { backwards: true });
    expect(await focusedName(page)).toContain('Voornaam');
    const saved = apiResponse(page, 'POST', new RegExp(`^/v1/lid/${lid.mvmnummer}/gezinslid$`));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(201);
    await modal.waitFor({ state: 'hidden' });
    await table.getByRole('row').filter({ hasText: 'Amir' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'member Gezin tab after adding with the keyboard');
  });
});
