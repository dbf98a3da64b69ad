import { formatMemberNumber } from '@mvm/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { VOEDING_CATALOGUE } from '../support/catalogues';
import { describe, expect, test } from '../support/fixtures';
import { createMember, openAsAdmin } from '../support/households';
import { ensureCatalogue } from '../support/ledger';

// Issue 27 item 9: 'Opgeslagen!' was a dialog to close at three desks (an extra Escape per family) and a
// passing notice elsewhere. The spec's texts stay; success passes by itself, errors stay red dialogs.
describe('success is a passing notice, the same on every desk (spec 1 §8)', () => {
  test("'Opgeslagen!' needs no key: the next keys go on with the work, and the notice goes by itself", async ({
    adminPage: page,
  }) => {
    await ensureCatalogue('voeding', VOEDING_CATALOGUE);
    const lid = await createMember({ voornaam: 'Yara' });
    await openAsAdmin(page, `/voeding/details/${formatMemberNumber(lid.mvmnummer!)}`);
    await page.getByText('Mag vandaag voeding krijgen.').waitFor();

    // The quick action, then straight on typing the remark: no dialog took the focus.
    const opmerking = page.getByRole('textbox', { name: 'Opmerking', exact: true });
    await page.getByRole('button', { name: 'Voeding Vandaag', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Opgeslagen!' });
    await notice.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, "the 'Opgeslagen!' notice");
    await opmerking.click();
    await page.keyboard.type('Komt volgende week terug');
    expect(await opmerking.inputValue()).toBe('Komt volgende week terug');

    // Saved with the keyboard: the same notice, and the focus stays on the page's work.
    const save = page.getByRole('button', { name: 'Opslaan' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => notice.count()).toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => save.isDisabled()).toBe(true);
    // It passes by itself.
    await notice.first().waitFor({ state: 'detached' });

    // An error is still the spec's red dialog with 'Sluiten'.
    await page.getByRole('button', { name: 'Voeding Vandaag', exact: true }).click();
    const refusal = page.getByRole('dialog').filter({ hasText: 'Error!' });
    await refusal.getByText('Klant heeft deze week al voeding gehad').waitFor();
    await refusal.getByRole('button', { name: 'Sluiten' }).click();
    await refusal.waitFor({ state: 'detached' });
  });
});
