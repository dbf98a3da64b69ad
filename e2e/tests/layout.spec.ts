import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { createUserWithRole } from '../support/api';
import { describe, expect, test } from '../support/fixtures';
import { createMember } from '../support/households';
import { pageOverflow, scrollsSideways, undersizedTargets } from '../support/layout';
import { addRow, ensureCatalogue, objectId } from '../support/ledger';

// Screens as they were checked, to look at (e2e/screenshots/ is gitignored).
const shots = path.resolve(import.meta.dirname, '../screenshots/layout');
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

let mvmnummer: number;

const DAY = 86_400_000;

/**
 * Ten rows of a ledger and its pager are on screen as the page opens, nothing scrolls sideways. The
 * household's column beside them (header, info, totals) and the closed categories may reach further down.
 */
async function expectRowsAndPagerFit(page: Page, table: string, name: string): Promise<void> {
  const rows = page.getByRole('table', { name: table });
  await expect.poll(() => rows.getByRole('row').count()).toBe(11); // the header and ten rows
  const next = page.getByRole('button', { name: `Volgende pagina ${table}` });
  await next.waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await screenshot(page, name);

  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect((await pageOverflow(page)).horizontal).toBe(0);
  expect(await scrollsSideways(rows)).toBeNull();
  for (const [what, locator] of [
    ['the tenth row', rows.getByRole('row').last()],
    ['the pager', next],
  ] as const) {
    const box = await locator.boundingBox();
    expect(box!.y + box!.height, what).toBeLessThanOrEqual(800);
  }
  // Every date is whole in its field ('23/11/2026', not '23/11/202'): the desk reads when a row was given.
  const cut = await rows
    .locator('input[aria-label^="Datum"]')
    .evaluateAll((inputs) =>
      inputs.flatMap((i) => (i.scrollWidth > i.clientWidth ? [(i as HTMLInputElement).value] : [])),
    );
  expect(cut, 'dates cut off in their field').toEqual([]);
}

// issue 7 'Readable at a glance', UX.md §7 and §8, at a desk's 1280×800.
describe('readable at a glance at 1280×800', () => {
  beforeAll(async () => {
    // More than a page of members, so the pager has a second page.
    // One after another: each creation logs in as admin, and the login limit (issue 24) refuses a sixth login of
    // one user from one address while the earlier ones are still being checked.
    const members = [];
    for (let i = 0; i < 11; i += 1) members.push(await createMember());
    mvmnummer = members[0]!.mvmnummer!;
  });

  test('the member list with its pager fits without scrolling the page', async ({ adminPage: page }) => {
    await page.goto('/leden/search');
    const table = page.getByRole('table', { name: 'Leden' });
    await expect.poll(() => table.getByRole('row').count()).toBe(11); // the header and ten members
    const next = page.getByRole('button', { name: 'Volgende pagina' });
    await next.waitFor();
    await screenshot(page, 'leden-search');

    expect(await pageOverflow(page)).toEqual({ vertical: 0, horizontal: 0 });
    expect(await scrollsSideways(table)).toBeNull();
    const box = await next.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  });

  test('the food details show ten rows and the pager without scrolling the page', async ({
    adminPage: page,
  }) => {
    const catalogus = await ensureCatalogue('voeding', [
      { naam: 'Voeding', items: [{ naam: 'Voeding', soort: 'voeding' }] },
    ]);
    const { mvmnummer: nr } = await createMember({ voornaam: 'Yasmina' });
    // One food package a week (the weekly rule): eleven weeks back, so there is a second page.
    for (let i = 1; i <= 11; i += 1)
      await addRow(`/v1/voeding/klant/${nr!}/gekregen/0`, {
        objectID: objectId(catalogus, 'Voeding'),
        datum: new Date(Date.now() - i * 7 * DAY).toISOString(),
      });
    await page.goto(`/voeding/details/${nr!}`);
    await expectRowsAndPagerFit(page, 'Gekregen voeding', 'voeding-details');
  });

  test('the soap-house details show ten rows and the pager without scrolling the page', async ({
    adminPage: page,
  }) => {
    // The first category is open when the page opens: its rows are what the desk sees first.
    const catalogus = await ensureCatalogue('zeephuisje', [
      { naam: 'Pakket', items: [{ naam: 'Pakket', soort: 'pakket', maten: ['Standaard'] }] },
    ]);
    const { mvmnummer: nr } = await createMember({ voornaam: 'Ilse' });
    // One package a month (the monthly rule): eleven months back.
    const pakket = catalogus.objects.find((o) => o.naam === 'Pakket')!;
    for (let i = 1; i <= 11; i += 1)
      await addRow(`/v1/zeephuisje/klant/${nr!}/gekregen/0`, {
        objectID: pakket.ID,
        maatID: pakket.maten[0]!.ID,
        datum: new Date(Date.now() - i * 32 * DAY).toISOString(),
      });
    await page.goto(`/zeephuisje/details/${nr!}`);
    await expectRowsAndPagerFit(page, 'Pakket', 'zeephuisje-details');
  });

  test('the users table does not scroll sideways', async ({ adminPage: page }) => {
    await createUserWithRole(
      { verbs: ['GET'], endpoints: ['/v1/voeding/*'] },
      'Marie-Christine Vandenberghe-Van Damme',
    );
    await page.goto('/beheer/gebruikers');
    const table = page.getByRole('table', { name: 'Gebruikers' });
    await table.getByRole('cell', { name: 'Marie-Christine Vandenberghe-Van Damme', exact: true }).waitFor();
    await screenshot(page, 'gebruikers');

    expect(await scrollsSideways(table)).toBeNull();
    expect((await pageOverflow(page)).horizontal).toBe(0);
  });

  test.for([
    ['/home', 'home'],
    ['/leden/search', 'leden-search-targets'],
    ['/punctuele/search', 'punctuele-search'],
    ['/punctuele/details/0', 'punctuele-details-0'],
    ['/beheer/gebruikers', 'gebruikers-targets'],
  ])('click targets on %s are at least 40 px', async ([url, name], { adminPage: page }) => {
    await page.goto(url!);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await screenshot(page, name!);
    expect(await undersizedTargets(page, 40)).toEqual([]);
  });

  test("click targets on a member's four tabs are at least 40 px", async ({ adminPage: page }) => {
    for (const tab of ['informatie', 'gezin', 'lidmaatschap', 'hulp']) {
      await page.goto(`/leden/details/${mvmnummer}?tab=${tab}`);
      await page.getByRole('tabpanel').waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      if (tab === 'hulp') await page.getByRole('table', { name: /^Voeding per week/ }).waitFor();
      await screenshot(page, `leden-details-${tab}`);
      expect(await undersizedTargets(page, 40), tab).toEqual([]);
    }
  });

  test("the save bar covers no field when a member's page opens, and stays in view while scrolling", async ({
    adminPage: page,
  }) => {
    await page.goto(`/leden/details/MVM${mvmnummer}`);
    const bar = page.getByRole('toolbar', { name: 'Acties' });
    await bar.waitFor();
    await page.getByLabel('Rijksregisternummer').first().waitFor();
    await screenshot(page, 'leden-details-save-bar');

    const covered = await bar.evaluate((toolbar) => {
      const box = toolbar.getBoundingClientRect();
      const form = toolbar.closest('form');
      if (!form) return ['no form'];
      return Array.from(form.querySelectorAll('input, textarea, select'))
        .filter((field) => {
          const r = field.getBoundingClientRect();
          const visible = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
          return (
            visible && r.top < box.bottom && r.bottom > box.top && r.left < box.right && r.right > box.left
          );
        })
        .map((field) => field.getAttribute('aria-label') ?? field.id);
    });
    expect(covered).toEqual([]);

    await page.mouse.wheel(0, 900);
    await expect.poll(async () => (await bar.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
