import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { insertCard, removeCard } from '../support/eid';
import { closeDialog, errorDialog, householdForm, section } from '../support/household-form';
import { createMember, formattedRrn, openAsAdmin, uniqueSurname, validRrn } from '../support/households';
import { pathOf } from '../support/ui';

const card = (nationalNumber: string, lastName: string) => ({
  firstName: 'Sofie',
  lastName,
  birthDate: '1990-02-14',
  gender: 'F' as const,
  nationalNumber,
  nationality: 'Belg',
  municipality: 'Antwerpen',
  street: 'Lange Kievitstraat',
  houseNumber: '42',
  postcode: '2018',
});

describe("reading an eID card on 'Leden' (spec 2 §2, the reader simulator)", () => {
  test('an unknown card opens a new dossier pre-filled from the card', async ({ page }) => {
    const lastName = uniqueSurname('Peeters');
    const rrn = validRrn('1990-02-14', 'Vrouw');
    await insertCard(card(rrn, lastName));

    await openAsAdmin(page, '/leden/search');
    await page.getByRole('button', { name: 'eID lezen' }).click();
    await page.waitForURL('**/punctuele/details/0?readEID=1');
    await page.getByRole('heading', { name: 'Inschrijving', level: 1 }).waitFor();

    const form = householdForm(page);
    // spec 2 §2: F becomes Vrouw, so the heading is Moeder.
    const parent = section(form, 'Moeder');
    await expect.poll(() => parent.getByLabel('Voornaam').inputValue()).toBe('Sofie');
    expect(await parent.getByLabel('Achternaam').inputValue()).toBe(lastName);
    expect(await parent.getByLabel('Geboortedatum').inputValue()).toBe('14/02/1990');
    expect(await parent.getByRole('radio', { name: 'Vrouw' }).isChecked()).toBe(true);
    expect(await parent.getByRole('textbox', { name: 'Rijksregisternummer' }).inputValue()).toBe(
      formattedRrn(rrn),
    );
    await parent.getByRole('img', { name: 'Geldig rijksregisternummer' }).waitFor();
    // 'Belg' on the card becomes België in the nationality list.
    await parent.getByText('België', { exact: true }).waitFor();
    const address = section(form, 'Adres');
    expect(await address.getByLabel('Straat').inputValue()).toBe('Lange Kievitstraat');
    expect(await address.getByLabel('Huisnummer').inputValue()).toBe('42');
    expect(await address.getByLabel('Postcode').inputValue()).toBe('2018');
    expect(await address.getByLabel('Gemeente', { exact: true }).inputValue()).toBe('Antwerpen');
    // A new number: no duplicate warning.
    expect(await page.getByText('Mogelijk dubbele inschrijving!').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'new dossier pre-filled from the eID');
  });

  test("'Nieuw met eID' on Eenmalige Hulp reads the card as the new case opens", async ({ page }) => {
    const lastName = uniqueSurname('Maes');
    const rrn = validRrn('1990-02-14', 'Vrouw');
    await insertCard({ ...card(rrn, lastName), gender: 'M', firstName: 'Jonas' });

    await openAsAdmin(page, '/punctuele/search');
    const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/read');
    await page.getByRole('button', { name: 'Nieuw met eID' }).click();
    await page.waitForURL('**/punctuele/details/0?readEID=1');
    expect((await read).status()).toBe(200);
    // Not F: Man, so the heading is Vader.
    const parent = section(householdForm(page), 'Vader');
    await expect.poll(() => parent.getByLabel('Voornaam').inputValue()).toBe('Jonas');
    expect(await parent.getByLabel('Achternaam').inputValue()).toBe(lastName);
    expect(await parent.getByRole('radio', { name: 'Man' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'new case pre-filled from the eID');
  });

  test("a member's card opens that member", async ({ page }) => {
    const lid = await createMember({ voornaam: 'Sofie' });
    const head = lid.gezin.leden[0]!;
    await insertCard(card(head.rijksregisterNummer!, head.achternaam));

    await openAsAdmin(page, '/leden/search');
    await page.getByRole('button', { name: 'eID lezen' }).click();
    await page.waitForURL(`**/leden/details/MVM${lid.mvmnummer}`);
    await page.getByRole('heading', { name: `Sofie ${head.achternaam}`, level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, 'member opened from the eID');
  });

  test("no card in the reader: 'Error bij lezen van eID!' and the search stays", async ({ page }) => {
    await removeCard();
    await openAsAdmin(page, '/leden/search');
    await page.getByRole('button', { name: 'eID lezen' }).click();
    const dialog = await errorDialog(page, 'Error bij lezen van eID!');
    expect(await dialog.innerText()).toContain('Geen kaart in de lezer');
    await expectNoSeriousA11yViolations(page, "'Error bij lezen van eID!' dialog");
    await closeDialog(dialog);
    expect(pathOf(page)).toBe('/leden/search');
  });
});
