import { ageInYears, VERLENGEN_NIET_TOEGESTAAN } from '@mvm/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { apiResponse, headerOf } from '../support/household-form';
import { createMember, daysFromNow, getLid, openAsAdmin, setMembershipPeriod } from '../support/households';

const brusselsDate = (date: Date) =>
  new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

describe('member details: the family (spec 2 §2 Family tab)', () => {
  test('add a household member, edit it, delete it; the head has no edit or delete', async ({ page }) => {
    const lid = await createMember({ voornaam: 'Sofie' });
    const familienaam = lid.gezin.leden[0]!.achternaam;

    await openAsAdmin(page, `/leden/details/${lid.mvmnummer}?tab=gezin`);
    const table = page.getByRole('table', { name: 'Gezinsleden' });
    await table.getByRole('cell', { name: 'Sofie', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'member Gezin tab');
    // The head of family: no edit or delete (spec 2 §6).
    const headRow = table.getByRole('row').filter({ hasText: 'Gezinshoofd' });
    expect(await headRow.getByRole('button').count()).toBe(0);

    await page.getByRole('button', { name: 'Gezinslid Toevoegen' }).click();
    let modal = page.getByRole('dialog', { name: 'Gezinslid Toevoegen' });
    await modal.waitFor();
    await expectNoSeriousA11yViolations(page, "'Gezinslid Toevoegen' dialog");
    // The surname starts as the family's; every field is required in the member area.
    expect(await modal.getByLabel('Achternaam').inputValue()).toBe(familienaam);
    await modal.getByLabel('Voornaam').fill('Amir');
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    await modal.getByText('Geboortedatum is niet ingevuld').waitFor();
    await modal.getByText('Geslacht is niet ingevuld').waitFor();
    await expectNoSeriousA11yViolations(page, "'Gezinslid Toevoegen' dialog with its errors");

    await modal.getByLabel('Geboortedatum').fill('14/05/2015');
    await modal.getByLabel('Geboortedatum').press('Tab');
    await modal.getByLabel('Soort relatie').click();
    await page.getByRole('option', { name: 'Kind', exact: true }).click();
    await modal.getByText('Man', { exact: true }).click();
    let saved = apiResponse(page, 'POST', new RegExp(`^/v1/lid/${lid.mvmnummer}/gezinslid$`));
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    expect((await saved).status()).toBe(201);
    await modal.waitFor({ state: 'hidden' });

    const amir = table.getByRole('row').filter({ hasText: 'Amir' });
    await amir.waitFor();
    // The household header counts the new child too.
    await page.getByText('2 gezinsleden: 1 volwassene, 1 kind', { exact: false }).waitFor();
    const leeftijd = String(ageInYears('2015-05-14', new Date()));
    expect(await amir.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['Amir', familienaam, 'Kind', leeftijd, 'Man']),
    );

    // Edit: the modal is titled with the member's name.
    await amir.getByRole('button', { name: `Amir ${familienaam} bewerken` }).click();
    modal = page.getByRole('dialog', { name: `Amir ${familienaam} Bewerken` });
    await modal.waitFor();
    await expectNoSeriousA11yViolations(page, "'… Bewerken' dialog of a household member");
    expect(await modal.getByLabel('Geboortedatum').inputValue()).toBe('14/05/2015');
    await modal.getByLabel('Voornaam').fill('Amira');
    await modal.getByText('Vrouw', { exact: true }).click();
    saved = apiResponse(page, 'PUT', new RegExp(`^/v1/lid/${lid.mvmnummer}/gezinslid/\\d+$`));
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    expect((await saved).status()).toBe(200);
    await modal.waitFor({ state: 'hidden' });
    const amira = table.getByRole('row').filter({ hasText: 'Amira' });
    await amira.getByRole('cell', { name: 'Vrouw', exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: 'Amir', exact: true }).count()).toBe(0);

    // Delete asks first.
    await amira.getByRole('button', { name: `Amira ${familienaam} verwijderen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ben je zeker?' });
    await confirm.getByText(`Ben je zeker dat je Amira ${familienaam} wil verwijderen?`).waitFor();
    await expectNoSeriousA11yViolations(page, "'Ben je zeker?' dialog (household member)");
    const removed = apiResponse(page, 'DELETE', new RegExp(`^/v1/lid/${lid.mvmnummer}/gezinslid/\\d+$`));
    await confirm.getByRole('button', { name: 'Verwijder' }).click();
    expect((await removed).status()).toBe(200);
    await amira.waitFor({ state: 'detached' });
    expect(await table.getByRole('row').count()).toBe(2); // the header and the head of family

    expect((await getLid(lid.mvmnummer!)).gezin.leden).toHaveLength(1);
  });
});

describe('member details: memberships (spec 2 §2 Membership tab, §4)', () => {
  test("a new member's first membership cannot be renewed within a month of its start", async ({ page }) => {
    const lid = await createMember();

    await openAsAdmin(page, `/leden/details/${lid.mvmnummer}?tab=lidmaatschap`);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().innerText()).toMatch(/Vroegtijdig Beindigd\s+nee/);
    await cards.first().getByRole('button', { name: 'Bewerken' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'member Lidmaatschap tab');

    const renew = page.getByRole('button', { name: 'Verlengen' });
    expect(await renew.isDisabled()).toBe(true);
    await page.getByText(`${VERLENGEN_NIET_TOEGESTAAN}.`).waitFor();
  });

  test("'Verlengen' adds a card; ending early needs a reason, and an ended card can no longer be edited", async ({
    page,
  }) => {
    const lid = await createMember();
    // Made two months ago, so it may be renewed (spec 2 §4).
    const [first] = lid.lidmaatschap;
    await setMembershipPeriod(lid.mvmnummer!, first!.ID, daysFromNow(-60), daysFromNow(300));

    await openAsAdmin(page, `/leden/details/${lid.mvmnummer}?tab=lidmaatschap`);
    const header = headerOf(page, `Sofie ${lid.gezin.leden[0]!.achternaam}`);
    await header.getByText('Actief', { exact: true }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);

    const renewed = apiResponse(page, 'POST', new RegExp(`^/v1/lid/${lid.mvmnummer}/lidmaatschap$`));
    await page.getByRole('button', { name: 'Verlengen' }).click();
    // 'Verlengen' asks first and shows where the new period starts.
    const confirm = page.getByRole('dialog', { name: 'Lidmaatschap verlengen?' });
    await confirm.getByText(`loopt van ${brusselsDate(daysFromNow(300))} tot`).waitFor();
    await confirm.getByRole('button', { name: 'Ja, verlengen' }).click();
    expect((await renewed).status()).toBe(201);
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    // The new period starts where the current one ends (DESIGN.md).
    const previousEnd = brusselsDate(daysFromNow(300));
    expect(await cards.first().getAttribute('aria-label')).toMatch(
      new RegExp(`^Lidmaatschap ${previousEnd} tot `),
    );
    // Newest first: right after the renewal, renewing again is refused.
    expect(await page.getByRole('button', { name: 'Verlengen' }).isDisabled()).toBe(true);

    // End the current (older) membership early.
    const current = cards.nth(1);
    await current.getByRole('button', { name: 'Bewerken' }).click();
    const modal = page.getByRole('dialog', { name: 'Lidmaatschap Bewerken' });
    await modal.getByRole('button', { name: 'Vroegtijdig beëindigen' }).click();
    await modal.getByLabel('Redene').waitFor();
    await expectNoSeriousA11yViolations(page, "'Lidmaatschap Bewerken' dialog, ending early");
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') requests.push(r.url());
    });
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    await modal.getByText('Redenen beindiging is verplicht!').waitFor();
    await expectNoSeriousA11yViolations(page, "'Lidmaatschap Bewerken' dialog with its error");
    expect(requests).toEqual([]);

    await modal.getByLabel('Redene').fill('Verhuisd naar Gent');
    const ended = apiResponse(
      page,
      'PUT',
      new RegExp(`^/v1/lid/${lid.mvmnummer}/lidmaatschap/${first!.ID}$`),
    );
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    expect((await ended).status()).toBe(200);
    await modal.waitFor({ state: 'hidden' });

    await current.getByText('Verhuisd naar Gent').waitFor();
    expect(await current.innerText()).toMatch(/Vroegtijdig Beindigd\s+ja \(\d\d\/\d\d\/\d{4}/);
    expect(await current.getByRole('button', { name: 'Bewerken' }).count()).toBe(0);
    // The renewed card can still be edited; with only a future membership left, the member is not active today.
    expect(await cards.first().getByRole('button', { name: 'Bewerken' }).count()).toBe(1);
    await header.getByText('Niet Actief', { exact: true }).waitFor();

    const after = await getLid(lid.mvmnummer!);
    expect(after.lidmaatschap.find((m) => m.ID === first!.ID)).toMatchObject({
      vroegtijdigBeindigd: true,
      redenenBeindiging: 'Verhuisd naar Gent',
      state: 'nietactief',
    });
  });
});
