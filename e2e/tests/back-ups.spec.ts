import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';

// Issue 25: the administrators' Back-ups screen, /beheer/back-ups.

describe('back-ups (issue 25)', () => {
  test('warns while there is no recent backup, makes one with the button, then shows it', async ({
    adminPage: page,
  }) => {
    await page.goto('/beheer/back-ups');
    await page.getByRole('heading', { name: 'Back-ups', level: 1 }).waitFor();
    // The e2e server has made no backup yet (its schedule is at night), so the card warns, and says the
    // backups are not encrypted (no BACKUP_PASSPHRASE here).
    await page.getByRole('alert').filter({ hasText: 'Geen recente back-up' }).waitFor();
    await page.getByText('Back-ups zijn niet versleuteld').waitFor();
    await expectNoSeriousA11yViolations(page, '/beheer/back-ups');

    const made = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/v1/beheer/back-ups' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Nu een back-up maken' }).click();
    expect((await made).status()).toBe(200);
    await page.getByText(/^Laatste back-up: /).waitFor();
    await page.getByText('gelukt', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Geen recente back-up' }).count())
      .toBe(0);
    const table = page.getByRole('table');
    expect(
      await table
        .getByRole('row')
        .filter({ hasText: /mvm-pglite-.*\.tar\.gz/ })
        .count(),
    ).toBe(1);
    await expectNoSeriousA11yViolations(page, 'after a backup');
  });
});
