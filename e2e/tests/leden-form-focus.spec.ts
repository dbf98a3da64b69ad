import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { householdForm, saveRefusal, section } from '../support/household-form';
import { openAsAdmin, uniqueSurname, validRrn } from '../support/households';
import { hasFocus } from '../support/keyboard';

// Issue 27 item 13: the household form as a newcomer met it.
describe('household form: focus, a second national number, the refusal in view', () => {
  test('a new form focuses its first field, and a second valid national number gives its own birth date and gender', async ({
    adminPage: page,
  }) => {
    await openAsAdmin(page, '/punctuele/details/0');
    const form = householdForm(page);
    const parent = section(form, /^(Moeder|Vader|Ouder)$/);
    const voornaam = parent.getByLabel('Voornaam');
    await voornaam.waitFor();
    await expect.poll(() => hasFocus(voornaam)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'a new household form');

    const rrn = parent.getByRole('textbox', { name: 'Rijksregisternummer' });
    const geboortedatum = parent.getByLabel('Geboortedatum');
    const checked = async () =>
      parent
        .getByRole('radiogroup', { name: /^Geslacht/ })
        .getByRole('radio', { checked: true })
        .getAttribute('value');
    await rrn.fill(validRrn('1988-03-21', 'Vrouw'));
    await expect.poll(() => geboortedatum.inputValue()).toBe('21/03/1988');
    await expect.poll(checked).toBe('Vrouw');
    // A typo corrected: the other number's date and gender, not the first one's.
    await rrn.fill(validRrn('1990-07-04', 'Man'));
    await expect.poll(() => geboortedatum.inputValue()).toBe('04/07/1990');
    await expect.poll(checked).toBe('Man');
    // A birth date typed by hand stays when the number changes again.
    await geboortedatum.fill('05/07/1990');
    await geboortedatum.press('Tab');
    await rrn.fill(validRrn('1985-01-15', 'Vrouw'));
    await expect.poll(checked).toBe('Vrouw');
    expect(await geboortedatum.inputValue()).toBe('05/07/1990');
  });

  test("a refused 'Lid Inschrijven' low on the page shows its list below the action bar", async ({
    adminPage: page,
  }) => {
    await openAsAdmin(page, '/punctuele/details/0');
    const form = householdForm(page);
    const parent = section(form, /^(Moeder|Vader|Ouder)$/);
    await parent.getByLabel('Voornaam').fill('Sara');
    await parent.getByLabel('Achternaam').fill(uniqueSurname('Maes'));
    // Down at the remarks, as after filling the form from top to bottom.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await form.getByRole('button', { name: 'Lid Inschrijven' }).click();
    const refusal = await saveRefusal(page);
    await expect.poll(() => refusal.innerText()).toContain('is niet ingevuld');

    const bar = (await form.getByRole('toolbar', { name: 'Acties' }).boundingBox())!;
    const list = (await refusal.boundingBox())!;
    const viewport = page.viewportSize()!;
    // The list starts below the sticky bar and within the screen: nothing of its title under the bar.
    expect(list.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(list.y + 40).toBeLessThan(viewport.height);
    // The point just under its title belongs to the list, not to the bar over it.
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="alert"]') !== null,
      [list.x + 20, list.y + 10],
    );
    expect(onTop).toBe(true);
    // The focus is on the first field the list names.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await expectNoSeriousA11yViolations(page, "the refused 'Lid Inschrijven'");
  });
});
