import { formatMemberNumber, toIsoDate } from '@mvm/domain';
import type { Page } from 'playwright-core';
import { adminLogin, apiCall, createUserWithRole } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { createMember } from '../support/households';
import { loginViaUi, successNotice } from '../support/ui';

// Issue 27 item 8: a write action is shown only when the user's roles allow that verb on that path. The roles
// are those of the demo data (apps/api/src/seed/demo-users.ts): 'alleen-lezen' reads the desks, the markets and
// the events; the markets part of 'coordinator' keeps the markets (a market is saved under /v1/markt/).
const READER = {
  verbs: ['GET'],
  endpoints: [
    '/v1/onthaal/*',
    '/v1/punctuele/*',
    '/v1/punctuelehulp/*',
    '/v1/materiaal/*',
    '/v1/voeding/*',
    '/v1/zeephuisje/*',
    '/v1/evenementen/*',
    '/v1/sinterklaas/*',
    '/v1/markten/*',
    '/v1/markt/*',
    '/v1/dashboard/*',
    '/v1/lid/*',
    '/v1/leden/*',
  ],
};
const MARKETS = { verbs: ['GET', 'POST', 'PUT', 'DELETE'], endpoints: ['/v1/markten/*', '/v1/markt/*'] };

const WRITE_BUTTONS = [
  'Nieuw',
  'Bewerken',
  'Verwijderen',
  'Opslaan',
  'Voeding Vandaag',
  'Pakket Vandaag',
  'Print',
  'Printen',
  'Rij Toevoegen',
  'Gezinslid Toevoegen',
  'Verlengen',
  'Print Lidkaart',
];

async function newMarket(naam: string): Promise<number> {
  const { token } = await adminLogin();
  const today = toIsoDate(new Date());
  const response = await apiCall('/v1/markt/', {
    method: 'POST',
    token,
    body: { naam, beschrijving: 'Markt van de browsertest', startDatum: today, eindDatum: today },
  });
  const body = (await response.json()) as { data: { ID: number } };
  if (!response.ok) throw new Error(`POST /v1/markt/: ${response.status}`);
  return body.data.ID;
}

/** The roles have loaded once the navbar shows this area; only then does a missing button mean anything. */
async function rolesLoaded(page: Page, area: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: area, exact: true })
    .waitFor();
}

/** The names of the write buttons (and links) on the page's main part, by their whole accessible name. */
async function writeActions(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  const found: string[] = [];
  for (const name of WRITE_BUTTONS) {
    const buttons = main.getByRole('button', { name, exact: true });
    const links = main.getByRole('link', { name, exact: true });
    if ((await buttons.count()) + (await links.count()) > 0) found.push(name);
  }
  return found;
}

describe('write actions follow the roles (issue 27 item 8)', () => {
  test('a read-only user sees the desks, the members and the markets without one write button', async ({
    page,
  }) => {
    const lid = await createMember({ voornaam: 'Lezer' });
    const nummer = formatMemberNumber(lid.mvmnummer!);
    const marktId = await newMarket(`Leesmarkt ${nummer}`);
    const reader = await createUserWithRole(READER, 'Lezer Demo');
    await loginViaUi(page, reader.username, reader.password);

    await page.goto('/markten/beheer');
    await rolesLoaded(page, 'Markten beheer');
    await page.getByRole('cell', { name: `Leesmarkt ${nummer}` }).waitFor();
    expect(await writeActions(page)).toEqual([]);
    // The market opens to be looked at, its fields disabled.
    await page
      .getByRole('row', { name: new RegExp(`Leesmarkt ${nummer}`) })
      .getByRole('button', { name: 'Bekijken' })
      .click();
    await page.waitForURL(`**/martken/details/${marktId}`);
    expect(await page.getByRole('textbox', { name: 'Naam' }).isDisabled()).toBe(true);
    expect(await writeActions(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'a market, read-only');

    await page.goto('/leden/search');
    await rolesLoaded(page, 'Leden');
    await page.getByRole('table', { name: 'Leden' }).waitFor();
    expect(await writeActions(page)).toEqual([]);

    await page.goto(`/leden/details/${nummer}`);
    await page.getByRole('heading', { name: new RegExp(`Lezer`), level: 1 }).waitFor();
    await rolesLoaded(page, 'Leden');
    await page.getByRole('toolbar', { name: 'Acties' }).getByRole('button', { name: 'Print' }).waitFor();
    // The sheet's Print is a read (a PDF in the browser); the save is not offered.
    expect((await writeActions(page)).filter((name) => name !== 'Print')).toEqual([]);
    await page.getByRole('tab', { name: 'Gezin' }).click();
    await page.getByRole('heading', { name: 'Gezin' }).waitFor();
    expect(await writeActions(page)).toEqual(expect.not.arrayContaining(['Gezinslid Toevoegen', 'Bewerken']));
    await page.getByRole('tab', { name: 'Lidmaatschap' }).click();
    await page.getByRole('heading', { name: 'Lidmaatschap' }).waitFor();
    expect(await writeActions(page)).toEqual(expect.not.arrayContaining(['Verlengen', 'Print Lidkaart']));

    await page.goto(`/voeding/details/${nummer}`);
    await rolesLoaded(page, 'Voeding');
    await page.getByText('Mag vandaag voeding krijgen.').waitFor();
    expect(await writeActions(page)).toEqual([]);
    expect(await page.getByRole('textbox', { name: 'Opmerking' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the food desk, read-only');
    // The shortcut does nothing either.
    await page.keyboard.press('Alt+V');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto(`/zeephuisje/details/${nummer}`);
    await rolesLoaded(page, 'Zeephuisje');
    await page
      .getByText(/Mag vandaag een pakket krijgen|Vandaag geen pakket/)
      .first()
      .waitFor();
    expect(await writeActions(page)).toEqual([]);

    await page.goto(`/materiaal/details/${nummer}`);
    await rolesLoaded(page, 'Materiaal');
    await page.getByRole('textbox', { name: 'Opmerking' }).waitFor();
    expect(await writeActions(page)).toEqual([]);

    await page.goto('/onthaal/search');
    await rolesLoaded(page, 'Onthaal');
    const search = page.getByRole('textbox', { name: 'Zoeken', exact: true });
    await search.fill(String(lid.mvmnummer));
    await search.press('Enter');
    await page.getByRole('cell', { name: 'Lezer' }).waitFor();
    expect(await page.getByRole('button', { name: /^Print/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the reception, read-only');
  });

  test('a markets-only user keeps the markets: Nieuw, Bewerken, Verwijderen, and a save that passes', async ({
    page,
  }) => {
    const naam = `Marktbeheer ${Math.random().toString(36).slice(2, 7)}`;
    await newMarket(naam);
    const keeper = await createUserWithRole(MARKETS, 'Markten Demo');
    await loginViaUi(page, keeper.username, keeper.password);

    await page.goto('/markten/beheer');
    await rolesLoaded(page, 'Markten beheer');
    const row = page.getByRole('row', { name: new RegExp(naam) });
    await row.waitFor();
    expect(await writeActions(page)).toEqual(['Nieuw', 'Bewerken', 'Verwijderen']);
    await expectNoSeriousA11yViolations(page, 'markets administration, markets role');

    await row.getByRole('button', { name: 'Bewerken' }).click();
    const field = page.getByRole('textbox', { name: 'Beschrijving' });
    await field.fill('Winterkleren, door de marktbeheerder');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect(await successNotice(page, 'De markt is opgeslagen!')).toContain('De markt is opgeslagen!');

    // The desks are not this role's: no members or food in the navbar, and a member page says so.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await nav.getByRole('link', { name: 'Leden' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Voeding' }).count()).toBe(0);
  });
});
