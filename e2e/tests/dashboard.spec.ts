import { readFileSync } from 'node:fs';
import { toIsoDate } from '@mvm/domain';
import { lastDaysBrussels, lastMonthsBrussels } from '@mvm/domain/dashboard/series';
import type { Page } from 'playwright-core';
import { adminLogin, apiCall, createUserWithRole } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { createMember, daysFromNow, openAsAdmin, setMembershipPeriod } from '../support/households';
import { loginViaUi, pathOf } from '../support/ui';

type Row = { datum: string; aantal: number; afdeling: string; objectID: number };
type Item = { ID: number; naam: string; soort: string | null; maten: { ID: number; naam: string }[] };

async function json<T>(path: string, token: string): Promise<{ body: T; total: number }> {
  const response = await apiCall(path, { token });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return { body: (await response.json()) as T, total: Number(response.headers.get('Num-Total-Entries')) };
}

/** Every received row of every member, read through the members' own Hulp lists (not the dashboard). */
async function allRows(): Promise<Row[]> {
  const { token } = await adminLogin();
  const members: number[] = [];
  for (let page = 1; ; page++) {
    const { body } = await json<{ mvmnummer: number }[]>(`/v1/leden/?page=${page}&page_size=100`, token);
    members.push(...body.map((m) => m.mvmnummer));
    if (body.length < 100) break;
  }
  const rows: Row[] = [];
  for (const mvm of members)
    for (let page = 1; ; page++) {
      const { body, total } = await json<Row[]>(
        `/v1/lid/MVM${mvm}/gekregen?page=${page}&page_size=100`,
        token,
      );
      rows.push(...body);
      if (page * 100 >= total) break;
    }
  return rows;
}

/** The items of a desk's catalogue with their kind (`soort`). */
async function items(area: string): Promise<Item[]> {
  const { token } = await adminLogin();
  return (await json<Item[]>(`/v1/${area}/objects`, token)).body;
}

/** The ids of the items that make a package: the kind 'voeding' at the food desk, 'pakket' at the soap house. */
async function packageItems() {
  const ids = async (area: string, soort: string) =>
    new Set((await items(area)).filter((i) => i.soort === soort).map((i) => i.ID));
  return { voeding: await ids('voeding', 'voeding'), zeephuisje: await ids('zeephuisje', 'pakket') };
}

/** The packages of the spec's cards counted from the rows: items of the kind 'voeding' and 'pakket'. */
function countPackages(rows: Row[], kinds: { voeding: Set<number>; zeephuisje: Set<number> }) {
  const days = new Set(lastDaysBrussels(new Date(), 90).keys);
  const months = new Set(lastMonthsBrussels(new Date(), 6).keys);
  const today = toIsoDate(new Date());
  const thisMonth = today.slice(0, 7);
  const food = rows.filter((r) => r.afdeling === 'voeding' && kinds.voeding.has(r.objectID));
  const soap = rows.filter((r) => r.afdeling === 'zeephuisje' && kinds.zeephuisje.has(r.objectID));
  const sum = (list: Row[]) => list.reduce((n, r) => n + r.aantal, 0);
  return {
    today: sum(food.filter((r) => toIsoDate(r.datum) === today)),
    food90: sum(food.filter((r) => days.has(toIsoDate(r.datum)))),
    soapMonth: sum(soap.filter((r) => toIsoDate(r.datum).startsWith(thisMonth))),
    soap6: sum(soap.filter((r) => months.has(toIsoDate(r.datum).slice(0, 7)))),
  };
}

const pakketten = (n: number) => `${n} ${n === 1 ? 'pakket' : 'pakketten'}`;
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return readFileSync(file, 'utf8');
}

/**
 * Packages through the desks' own calls (spec 1 §7 food, spec 2 §7 soap house: POST …/klant/{nr}/gekregen/0):
 * a weekly Voeding over four weeks and two monthly Pakketten for a new member. Those routes come with the
 * ledgers (issue 8); without them (this branch alone) nothing is added and the cards must match the rows as
 * they are. Returns whether rows were added.
 */
async function addHistory(): Promise<boolean> {
  const { token } = await adminLogin();
  const itemOf = async (area: string, soort: string) =>
    (await items(area)).find((i) => i.soort === soort) ?? null;
  const voeding = await itemOf('voeding', 'voeding');
  const pakket = await itemOf('zeephuisje', 'pakket');
  if (voeding === null || pakket === null) return false;
  const { mvmnummer } = await createMember({ voornaam: 'Dashboard' });
  // spec 2 §5: the soap house asks a size of an item that has sizes (another test file may have given it one).
  const add = async (area: string, item: Item, datum: Date) => {
    const maatID = item.maten[0]?.ID;
    const response = await apiCall(`/v1/${area}/klant/MVM${mvmnummer}/gekregen/0`, {
      method: 'POST',
      token,
      body: {
        datum: datum.toISOString(),
        aantal: 1,
        objectID: item.ID,
        opmerking: '',
        ...(maatID ? { maatID } : {}),
      },
    });
    if (!response.ok) throw new Error(`POST ${area} row: ${response.status} ${await response.text()}`);
  };
  for (const weeksAgo of [0, 1, 2, 3]) await add('voeding', voeding, daysFromNow(-7 * weeksAgo));
  await add('zeephuisje', pakket, new Date());
  await add('zeephuisje', pakket, daysFromNow(-62));
  return true;
}

describe('home dashboard (spec 1 §2)', () => {
  test('the cards show the packages of the rows in the database, and their numbers as a table', async ({
    page,
  }) => {
    const added = await addHistory();
    const expected = countPackages(await allRows(), await packageItems());
    if (added) {
      expect(expected.today).toBeGreaterThan(0);
      expect(expected.soap6).toBeGreaterThan(1);
    }

    await openAsAdmin(page, '/home');
    await card(page, 'Voeding')
      .getByText(`Vandaag: ${pakketten(expected.today)}`)
      .waitFor();
    await card(page, 'Voeding per type')
      .getByText(`Laatste 90 dagen: ${pakketten(expected.food90)}`)
      .waitFor();
    const zeep = card(page, 'Zeephuisje');
    await zeep.getByText(`Deze maand: ${pakketten(expected.soapMonth)}`).waitFor();
    await expectNoSeriousA11yViolations(page, '/home');

    if (expected.soap6 === 0) {
      await zeep.getByText('Nog geen pakketten van het zeephuisje in de laatste 6 maanden.').waitFor();
      return;
    }
    // The chart's numbers as a table: six months, summing to what the rows say.
    await zeep.getByRole('button', { name: 'Toon als tabel' }).click();
    const cells = zeep.getByRole('table').getByRole('cell');
    await cells.first().waitFor();
    const values = (await cells.allInnerTexts()).map(Number);
    expect(values).toHaveLength(6);
    expect(values.reduce((a, b) => a + b, 0)).toBe(expected.soap6);
    await expectNoSeriousA11yViolations(page, '/home with the soap-house table');
  });

  test('a user without the food dashboard permission sees only the soap-house card', async ({ page }) => {
    const user = await createUserWithRole(
      { verbs: ['GET'], endpoints: ['/v1/dashboard/zeephuisje/*'] },
      'Zeep Vrijwilliger',
    );
    await loginViaUi(page, user.username, user.password);
    await card(page, 'Zeephuisje')
      .getByText(/^Deze maand: /)
      .waitFor();
    expect(await card(page, 'Voeding').count()).toBe(0);
    expect(await card(page, 'Voeding per type').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, '/home with one card');
  });
});

describe('reports and the renewal worklist', () => {
  test('the report of last year downloads as CSV with a BOM and ; between fields', async ({ page }) => {
    await openAsAdmin(page, '/rapporten');
    await page.getByRole('heading', { name: 'Rapporten', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, '/rapporten');
    await page.getByRole('button', { name: 'Vorig jaar' }).click();
    await page.getByRole('table', { name: 'Bediend per maand en afdeling' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/rapporten with a report');

    const year = new Date().getFullYear() - 1;
    const csv = await downloadText(page, () => page.getByRole('button', { name: 'CSV downloaden' }).click());
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n').slice(0, 5)).toEqual([
      `Rapport;01/01/${year};31/12/${year}`,
      '',
      'Bediend per maand en afdeling',
      'Maand;Afdeling;Huishoudens;Personen;Volwassenen;Kinderen onder 12;Jongeren 12–17',
      `januari ${year};Materiaal;${await firstMaterialCell(page)}`,
    ]);
  });

  test('the worklist lists a member whose membership ends soon, sorts, exports and opens the member', async ({
    page,
  }) => {
    const member = await createMember({ voornaam: 'Verlenga' });
    const mvm = member.mvmnummer as number;
    const membership = member.lidmaatschap[0];
    if (!membership?.ID) throw new Error('the new member has no membership');
    await setMembershipPeriod(mvm, membership.ID, daysFromNow(-340), daysFromNow(20));

    await openAsAdmin(page, '/rapporten/verlengen?soort=verlengen&size=100');
    const table = page.getByRole('table', { name: 'Te verlengen' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `MVM${mvm}`, exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Te Verlengen');
    await expectNoSeriousA11yViolations(page, '/rapporten/verlengen');

    await table.getByRole('button', { name: /Einddatum, gesorteerd oplopend/ }).click();
    await table.getByRole('button', { name: /Einddatum, gesorteerd aflopend/ }).waitFor();
    await row.waitFor();

    const csv = await downloadText(page, () => page.getByRole('button', { name: 'CSV downloaden' }).click());
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('MVM Nummer;Voornaam;Achternaam;Telefoonnummer;Status;Einddatum;Reden');
    expect(lines.some((l) => l.startsWith(`MVM${mvm};Verlenga;`) && l.includes(';Te Verlengen;'))).toBe(true);

    await row.getByRole('link', { name: `MVM${mvm}`, exact: true }).click();
    await page.waitForURL(`**/leden/details/MVM${mvm}`);
    expect(pathOf(page)).toBe(`/leden/details/MVM${mvm}`);
  });
});

/** The screen's first row (January, Materiaal) as the CSV writes it: the numbers after the two names. */
async function firstMaterialCell(page: Page): Promise<string> {
  const row = page.getByRole('table', { name: 'Bediend per maand en afdeling' }).getByRole('row').nth(1);
  const cells = await row.getByRole('cell').allInnerTexts();
  return cells.slice(2).join(';');
}
