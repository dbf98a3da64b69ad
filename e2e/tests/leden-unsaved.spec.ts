import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { apiResponse, householdForm, section } from '../support/household-form';
import { createMember, getLid, openAsAdmin } from '../support/households';
import { pathOf } from '../support/ui';

describe("member details: 'Terug' with unsaved changes (spec 2 §2, §8)", () => {
  test("asks first; 'Annuleren' keeps the typed value, 'Opslaan' saves and returns to the search", async ({
    page,
  }) => {
    const lid = await createMember();
    const path = `/leden/details/${lid.mvmnummer}`;

    await openAsAdmin(page, path);
    const straat = section(householdForm(page), 'Adres').getByLabel('Straat');
    await expect.poll(() => straat.inputValue()).toBe('Kerkstraat');
    await straat.fill('Nieuwstraat');
    await page.getByRole('button', { name: 'Terug' }).click();

    let dialog = page.getByRole('dialog', { name: 'Er zijn niet opgeslagen wijzigingen!' });
    await dialog.getByText('wil je deze opslaan?').waitFor();
    await expectNoSeriousA11yViolations(page, "'Er zijn niet opgeslagen wijzigingen!' dialog");
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe(path);
    expect(await straat.inputValue()).toBe('Nieuwstraat');
    expect((await getLid(lid.mvmnummer!)).gezin.straat).toBe('Kerkstraat');

    await page.getByRole('button', { name: 'Terug' }).click();
    dialog = page.getByRole('dialog', { name: 'Er zijn niet opgeslagen wijzigingen!' });
    const saved = apiResponse(page, 'PUT', new RegExp(`^/v1/lid/${lid.mvmnummer}$`));
    await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL('**/leden/search');
    expect((await getLid(lid.mvmnummer!)).gezin.straat).toBe('Nieuwstraat');
  });

  test("'Doorgaan zonder opslaan' leaves and keeps the stored value", async ({ page }) => {
    const lid = await createMember();

    await openAsAdmin(page, `/leden/details/${lid.mvmnummer}`);
    const opmerkingen = section(householdForm(page), 'Opmerkingen').getByLabel('Tijdelijke opmerkingen');
    const straat = section(householdForm(page), 'Adres').getByLabel('Straat');
    await expect.poll(() => straat.inputValue()).toBe('Kerkstraat');
    await opmerkingen.fill('Brengt de kinderen mee');
    await page.getByRole('button', { name: 'Terug' }).click();
    const dialog = page.getByRole('dialog', { name: 'Er zijn niet opgeslagen wijzigingen!' });
    await dialog.getByRole('button', { name: 'Doorgaan zonder opslaan' }).click();
    await page.waitForURL('**/leden/search');
    expect((await getLid(lid.mvmnummer!)).tijdelijkeOpmerkingen).toBe('');
  });
});
