import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The household registration form (spec 2 §2), on /punctuele/details/{id} and the member's Informatie tab. */
export const householdForm = (page: Page) => page.getByRole('form', { name: 'Gezinsgegevens' });

/** A form section by its heading ('Adres', 'Situatie', ...). */
export const section = (scope: Page | Locator, title: string | RegExp) =>
  scope.getByRole('region', { name: title });

/** Opens a Mantine Select or MultiSelect by its label and picks an option by its exact text. */
export async function choose(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string,
): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  // Searchable lists can be long (countries): typing narrows them down to the option.
  if ((await input.getAttribute('readonly')) === null) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A motivation score ('--', '-', '+', '++', read out as 'zeer negatief' ... 'zeer positief'). */
export async function score(form: Locator, label: string, spoken: string): Promise<void> {
  const group = form.getByRole('radiogroup', { name: new RegExp(`^${label}`) });
  // The options are visually hidden radios; their visible labels carry the spoken word as title.
  await group.getByTitle(spoken, { exact: true }).click();
  await group
    .getByRole('radio', { name: spoken, exact: true })
    .and(group.locator(':checked'))
    .waitFor({ state: 'attached' });
}

/** The red dialog of spec 1 §8 with this title; returns it once it shows. */
export async function errorDialog(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** The save rules' refusal (spec 2 §5): inline above the action bar, its fields marked red. */
export async function saveRefusal(page: Page): Promise<Locator> {
  const refusal = page.getByRole('alert').filter({ hasText: 'Error bij opslaan!' });
  await refusal.waitFor();
  return refusal;
}

/** Closes a dialog with its 'Sluiten' button and waits until it is gone. */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits for the answer of an API call made by the page (method and path, ignoring the query). */
export function apiResponse(page: Page, method: string, path: RegExp) {
  const response = page.waitForResponse(
    (r) => r.request().method() === method && path.test(new URL(r.url()).pathname),
  );
  // When a step before the await fails, the closing page must not turn this into an unhandled rejection.
  response.catch(() => undefined);
  return response;
}

/**
 * Fills what spec 2 §5 requires for a member besides the names, national number, birth date and gender:
 * nationality, country of birth, work status, dag, the address (postcode 2018 fills in Antwerpen), the
 * referral, the six scores and the signed form.
 */
export async function fillMemberRequirements(page: Page): Promise<void> {
  const form = householdForm(page);
  const parent = section(form, /^(Moeder|Vader)$/);
  await choose(parent, page, 'Nationaliteit', 'België');
  await page.keyboard.press('Escape');
  await choose(parent, page, 'Geboorteland', 'België');
  await choose(parent, page, 'Arbeidsstatus', 'Werkloos');

  await section(form, 'Dossier').getByRole('radio', { name: 'Donderdag' }).check();

  // spec 2 §5: a postcode with one municipality fills it in.
  const address = section(form, 'Adres');
  await address.getByLabel('Straat').fill('Lange Kievitstraat');
  await address.getByLabel('Huisnummer').fill('42');
  await address.getByLabel('Postcode').fill('2018');
  const gemeente = address.getByLabel('Gemeente', { exact: true });
  await expect.poll(() => gemeente.inputValue()).toBe('Antwerpen');

  await choose(section(form, 'Situatie'), page, 'Doorverwijzende instantie', 'OCMW');

  const conditions = section(form, 'Voorwaarden lidmaatschap');
  for (const label of ['Kennis Nederlands', 'Acute nood', 'Financiële nood', 'Kernwaarden', 'Gemotiveerd']) {
    await score(conditions, label, 'positief');
  }
  await score(conditions, 'Oprechtheid', 'zeer positief');
  await conditions.getByRole('switch', { name: 'Inschrijvingsformulier ondertekend' }).check();
}

/** The household header's title row on member details: the name, the number and the status badges. */
export const headerOf = (page: Page, naam: string) =>
  page.getByRole('heading', { name: naam, level: 1 }).locator('xpath=..');
