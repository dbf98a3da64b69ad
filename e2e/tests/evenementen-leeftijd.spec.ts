import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { toIsoDate } from '@mvm/domain';
import { adminLogin, apiCall } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { createMember, openAsAdmin, uniqueSurname } from '../support/households';

const shots = path.resolve(import.meta.dirname, '../screenshots/evenementen');

type Kind = { naam: string; leeftijd: number | null };

// Issue 27 item 14: '4,5' typed in the age became 5, and a child of 30 was signed up for an event up to 12.
describe("a child's age on the sign-up (spec 2 §2 step 0,5; the event's maximum age)", () => {
  test('takes a half year typed with a comma, and refuses an age above the maximum', async ({ page }) => {
    const { token } = await adminLogin();
    const naam = `Paasfeest ${uniqueSurname('E2E')}`;
    const created = await apiCall('/v1/evenementen/', {
      method: 'POST',
      token,
      body: { naam, datum: toIsoDate(new Date()), perKind: true, maxKindLeeftijd: 12 },
    });
    const eventId = ((await created.json()) as { data: { ID: number } }).data.ID;
    const lid = await createMember({ voornaam: 'Yasmine' });
    const signedUp = async () => {
      const reply = await apiCall(`/v1/evenementen/${eventId}/${lid.mvmnummer}`, { token });
      return (await reply.json()) as { ingeschreven: boolean; kinderen: Kind[] };
    };

    await openAsAdmin(page, `/evenementen/details/${eventId}/${lid.mvmnummer}`);
    await page.getByRole('heading', { name: naam, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Kind Toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Naam kind 1' }).fill('Noor');
    await page.getByRole('textbox', { name: 'Geslacht Noor' }).click();
    await page.getByRole('option', { name: 'Meisje' }).click();
    const age = page.getByRole('textbox', { name: 'Leeftijd Noor' });
    // Typed key by key, as a volunteer does: the comma must not clear the field.
    await age.pressSequentially('4,5');
    expect(await age.inputValue()).toBe('4,5');

    await page.getByRole('button', { name: 'Kind Toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Naam kind 2' }).fill('Ilias');
    await page.getByRole('textbox', { name: 'Geslacht Ilias' }).click();
    await page.getByRole('option', { name: 'Jongen' }).click();
    const older = page.getByRole('textbox', { name: 'Leeftijd Ilias' });
    await older.pressSequentially('30');
    expect(await older.inputValue()).toBe('30');
    // The field says it at once, beside the age, and marks itself invalid.
    const message = 'Leeftijd kind hoger dan het maximum (12 jaar)!';
    await page.getByText(message).waitFor();
    expect(await older.getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'sign-up with an age above the maximum');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'leeftijd-boven-maximum-1280x800.png') });

    await page.getByRole('button', { name: `Inschrijven voor ${naam}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Error bij opslaan!' });
    await dialog.getByText(message).waitFor();
    await expectNoSeriousA11yViolations(page, "the refusal 'Error bij opslaan!'");
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await signedUp()).ingeschreven).toBe(false);

    // Unticked, Ilias is not signed up and not held to the maximum; Noor goes with her half year.
    await page.getByRole('checkbox', { name: 'Ilias ingeschreven' }).uncheck();
    await expect.poll(() => page.getByText(message).count()).toBe(0);
    await page.getByRole('button', { name: `Inschrijven voor ${naam}` }).click();
    await expect.poll(async () => (await signedUp()).ingeschreven).toBe(true);
    expect((await signedUp()).kinderen).toEqual([
      expect.objectContaining({ naam: 'Noor', leeftijd: 4.5 }),
      expect.objectContaining({ naam: 'Ilias', leeftijd: 30, aanwezig: false }),
    ]);
  });
});
