import { formatMemberNumber } from '@mvm/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { createMember, uniqueSurname } from '../support/households';

// Issue 12: the administrators' privacy page, /beheer/privacy.

describe('privacy (issue 12)', () => {
  test('the access log shows who opened a dossier, searched by dossier number', async ({
    adminPage: page,
  }) => {
    const achternaam = uniqueSurname('Inzage');
    const member = await createMember({ achternaam });
    const nummer = formatMemberNumber(member.mvmnummer ?? 0);
    await page.goto(`/leden/details/${nummer}`);
    await page.getByText(achternaam).first().waitFor();

    await page.goto('/beheer/privacy');
    await page.getByRole('heading', { name: 'Privacy', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, '/beheer/privacy');

    await page.getByRole('textbox', { name: 'Dossier' }).fill(nummer);
    const table = page.getByRole('table', { name: 'Toegangslog' });
    // The log is written a moment after the read (batched): search until it is there.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Zoeken' }).click();
          // The row of this dossier: until the filtered answer arrives the table may still show other dossiers.
          return table
            .getByRole('row')
            .filter({ hasText: 'Lid: dossier' })
            .filter({ hasText: nummer })
            .count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'the access log of one dossier');
  });

  test('retention: the period, what is due, a dry run and the confirmation', async ({ adminPage: page }) => {
    await page.goto('/beheer/privacy');
    await page.getByRole('tab', { name: 'Bewaartermijn' }).click();
    await page.getByText('Bewaartermijn: 24 maanden').waitFor();
    await page.getByRole('table', { name: 'Te anonimiseren dossiers' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Bewaartermijn');

    const dryRun = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/v1/privacy/bewaartermijn/uitvoeren',
    );
    await page.getByRole('button', { name: 'Proef' }).click();
    const reply = (await (await dryRun).json()) as { data: { proef: boolean } };
    expect(reply.data.proef).toBe(true);
    await page.getByText(/^Proef: \d+ dossier\(s\) zouden geanonimiseerd worden$/).waitFor();

    const anonymise = page.getByRole('button', { name: 'Nu anonimiseren…' });
    if (await anonymise.isEnabled()) {
      await anonymise.click();
      const dialog = page.getByRole('dialog', { name: 'Dossiers anonimiseren' });
      await dialog.waitFor();
      await expectNoSeriousA11yViolations(page, 'the anonymise confirmation');
      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  test('a family request: find, export as PDF, erase with a reason', async ({ adminPage: page }) => {
    const achternaam = uniqueSurname('Verzoek');
    const member = await createMember({ achternaam });
    const nummer = formatMemberNumber(member.mvmnummer ?? 0);

    await page.goto('/beheer/privacy');
    await page.getByRole('tab', { name: 'Inzage en wissen' }).click();
    await page.getByRole('textbox', { name: 'Lid- of E-nummer' }).fill(nummer);
    await page.getByRole('button', { name: 'Opzoeken' }).click();
    await page.getByRole('heading', { name: `${nummer} · Sofie ${achternaam}` }).waitFor();
    await page.getByRole('table', { name: 'Toegang tot dit dossier' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'a family found for a request');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`gezin-${member.ID}.pdf`);

    await page.getByRole('button', { name: 'Gezin wissen…' }).click();
    const dialog = page.getByRole('dialog', { name: `Gezin ${nummer} wissen` });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'the erase dialog');
    await dialog.getByRole('button', { name: 'Wissen' }).click();
    await dialog.getByText('Geef de reden van het wissen').waitFor();
    await dialog.getByRole('textbox', { name: 'Reden' }).fill('Vraag van de betrokkene per brief');
    await dialog.getByRole('button', { name: 'Wissen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Geanonimiseerd', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Gezin wissen…' }).isDisabled()).toBe(true);
    // The name is gone.
    await page.getByRole('heading', { name: `${nummer} · geen naam` }).waitFor();

    // The member is gone from the member screens.
    await page.goto(`/leden/details/${nummer}`);
    await page.getByText('Dit lid werd niet gevonden.', { exact: false }).waitFor();
  });
});
