import { formatMemberNumber } from '@mvm/domain';
import { createUserWithRole } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { createMember, uniqueSurname } from '../support/households';
import { loginViaUi } from '../support/ui';

// Issue 12: the member page's 'Toegang' tab shows the dossier's access history, to administrators only.

describe("the member's 'Toegang' tab (issue 12)", () => {
  test('a desk user opens a member without the tab; the admin then sees that opening on the tab', async ({
    page,
    adminPage,
  }) => {
    const achternaam = uniqueSurname('Toegang');
    const member = await createMember({ achternaam });
    const nummer = formatMemberNumber(member.mvmnummer ?? 0);
    const desk = await createUserWithRole(
      { verbs: ['GET'], endpoints: ['/v1/leden/*', '/v1/lid/*'] },
      'Toegang Vrijwilliger',
    );

    // The desk user opens the member (the opening is logged) and asks for the tab by its address.
    await loginViaUi(page, desk.username, desk.password);
    await page.goto(`/leden/details/${nummer}?tab=toegang`);
    await page.getByRole('heading', { name: `Sofie ${achternaam}`, level: 1 }).waitFor();
    // The roles have loaded once the navbar shows the member area; only then is the missing tab meaningful.
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Leden' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Onderdelen van het dossier' });
    await tabs.getByRole('tab', { name: 'Hulp' }).waitFor();
    expect(await tabs.getByRole('tab', { name: 'Toegang' }).count()).toBe(0);
    expect(await tabs.getByRole('tab', { name: 'Informatie' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('table', { name: 'Toegang tot dit dossier' }).count()).toBe(0);

    // The admin: the tab, with the desk user's opening of this dossier. The log is written a moment after
    // the read (batched), so the tab is opened again until the entry is there.
    const table = adminPage.getByRole('table', { name: 'Toegang tot dit dossier' });
    const deskRows = table.getByRole('row').filter({ hasText: desk.username });
    await expect
      .poll(
        async () => {
          await adminPage.goto(`/leden/details/${nummer}?tab=toegang`);
          // Loaded: the table is no longer busy.
          await table.and(adminPage.locator('[aria-busy="false"]')).waitFor();
          return deskRows.count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    expect(await adminPage.getByRole('tab', { name: 'Toegang' }).getAttribute('aria-selected')).toBe('true');
    // Only this dossier's entries: every row names it.
    const dossiers = await table.getByRole('row').locator('td:nth-child(3)').allInnerTexts();
    expect(dossiers.length).toBeGreaterThan(0);
    for (const dossier of dossiers) expect(dossier).toBe(nummer);
    expect(await deskRows.first().innerText()).toContain('Lid: dossier');
    await expectNoSeriousA11yViolations(adminPage, "the member's Toegang tab");
  });
});
