import { formatMemberNumber } from '@mvm/domain';
import type { Page } from 'playwright-core';
import { createUserWithRole, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { createMember } from '../support/households';
import { ensureCatalogue } from '../support/ledger';
import { loginViaUi, navbarEntries, successNotice } from '../support/ui';

const CATEGORIE = 'Schoenen';

/** Opens a category on the household's material page (the first one is open already). */
async function openCategory(page: Page, naam: string): Promise<void> {
  const control = page.getByRole('button', { name: naam, exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await page.getByRole('button', { name: `Rij Toevoegen ${naam}` }).waitFor();
}

/** The options the item picker of row `n` offers. */
async function itemOptions(page: Page, n: number): Promise<string[]> {
  await page
    .getByRole('table', { name: CATEGORIE })
    .getByRole('textbox', { name: `Item rij ${n}` })
    .click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const names = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return names;
}

describe('the admin catalogue (issue 8, beyond the spec)', () => {
  test('an item added in Materiaal reaches the picker; retired it leaves the picker and its row keeps its name', async ({
    adminPage: page,
  }) => {
    await ensureCatalogue('materiaal', [
      { naam: CATEGORIE, opMaat: true, items: [{ naam: 'Laars', maten: ['36'] }] },
    ]);
    const naam = unique('Sandaal');
    const lid = await createMember({ voornaam: 'Noor' });
    const nummer = formatMemberNumber(lid.mvmnummer!);

    await page.goto('/beheer/catalogus');
    await page.getByRole('heading', { name: 'Catalogus', level: 1 }).waitFor();
    const schoenen = page.getByRole('table', { name: CATEGORIE });
    await schoenen.getByRole('cell', { name: 'Laars', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, '/beheer/catalogus');

    // Add the item with two sizes; a name that exists in the category is refused in the dialog.
    await page.getByRole('button', { name: `Item toevoegen aan ${CATEGORIE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Nieuw item in ${CATEGORIE}` });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Naam' }).fill('laars');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.getByText('Deze naam bestaat hier al').waitFor();
    await expectNoSeriousA11yViolations(page, 'the new item dialog with a refusal');
    await dialog.getByRole('textbox', { name: 'Naam' }).fill(naam);
    await dialog.getByRole('textbox', { name: 'Maten' }).fill('38, 39');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await schoenen.getByRole('cell', { name: naam, exact: true }).waitFor();

    // Its sizes, in their own dialog.
    await page.getByRole('button', { name: `Maten van ${naam}` }).click();
    const maten = page.getByRole('dialog', { name: `Maten van ${naam}` });
    await maten.getByRole('table', { name: `Maten van ${naam}` }).waitFor();
    expect(await maten.getByRole('row').count()).toBe(3);
    await expectNoSeriousA11yViolations(page, 'the sizes dialog');
    await maten.getByRole('button', { name: 'Sluiten' }).click();
    await maten.waitFor({ state: 'detached' });

    // The desk's picker offers it; record a row with it.
    await page.goto(`/materiaal/details/${nummer}`);
    await openCategory(page, CATEGORIE);
    await page.getByRole('button', { name: `Rij Toevoegen ${CATEGORIE}` }).click();
    expect(await itemOptions(page, 1)).toContain(naam);
    const table = page.getByRole('table', { name: CATEGORIE });
    await table.getByRole('textbox', { name: 'Item rij 1' }).click();
    await page.getByRole('option', { name: naam }).click();
    await table.getByRole('textbox', { name: 'Maat rij 1' }).click();
    await page.getByRole('option', { name: '39' }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await successNotice(page, 'Opgeslagen!');

    // Retire it, after the confirmation.
    await page.goto('/beheer/catalogus');
    await page.getByRole('button', { name: `Item ${naam} uit gebruik nemen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ben je zeker?' });
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page, 'the retire confirmation');
    await confirm.getByRole('button', { name: 'Uit gebruik nemen' }).click();
    await page.getByRole('button', { name: `Item ${naam} terugzetten` }).waitFor();
    await expect
      .poll(() => schoenen.getByRole('row').filter({ hasText: naam }).innerText())
      .toContain('Uit gebruik');
    await expectNoSeriousA11yViolations(page, '/beheer/catalogus with a retired item');

    // Gone from the picker; the recorded row still names it.
    await page.goto(`/materiaal/details/${nummer}`);
    await openCategory(page, CATEGORIE);
    await expect.poll(() => table.getByRole('textbox', { name: 'Item rij 1' }).inputValue()).toBe(naam);
    expect(await table.getByRole('textbox', { name: 'Maat rij 1' }).inputValue()).toBe('39');
    await page.getByRole('button', { name: `Rij Toevoegen ${CATEGORIE}` }).click();
    const offered = await itemOptions(page, 1);
    expect(offered).toContain('Laars');
    expect(offered).not.toContain(naam);
  });

  test('without a catalogue right there is no menu entry, and the address shows "Geen toegang"', async ({
    page,
  }) => {
    const user = await createUserWithRole({
      verbs: ['*'],
      endpoints: ['/v1/materiaal/*', '/v1/beheer/user'],
    });
    await loginViaUi(page, user.username, user.password);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Materiaal' })
      .waitFor();
    expect(await navbarEntries(page)).not.toContain('Catalogus');

    await page.goto('/beheer/catalogus');
    await page.getByRole('heading', { name: 'Geen toegang' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/beheer/catalogus without the right');
  });

  test("a role with one desk's catalogue sees the entry and only that desk", async ({ page }) => {
    const user = await createUserWithRole({
      verbs: ['GET', 'POST', 'PUT'],
      endpoints: ['/v1/beheer/catalogus/voeding*'],
    });
    await loginViaUi(page, user.username, user.password);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Catalogus' })
      .click();
    await page.getByRole('heading', { name: 'Catalogus', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Categorie toevoegen' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
  });
});
