import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESK, PHONE } from '../support/browser';
import { describe, expect, test } from '../support/fixtures';
import { createMember } from '../support/households';
import { createUserWithRole } from '../support/api';
import { undersizedTargets } from '../support/layout';

/** Opens a screen (the page is logged in as admin) and waits for its title (the h1 of the page header). */
async function openScreen(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

// Every screen that exists today, audited at the desk size (issue 14). Placeholders count too: they are
// the shell that every area's screen will be built in.
const screens: [path: string, title: string | RegExp][] = [
  ['/home', 'Home'],
  ['/leden/search', 'Leden'],
  ['/punctuele/search', 'Eenmalige Hulp'],
  ['/punctuele/details/0', 'Inschrijving'],
  ['/beheer/gebruikers', 'Gebruikers'],
  ['/materiaal/search', /./],
  ['/voeding/search', /./],
  ['/onthaal/search', /./],
  ['/zeephuisje/search', /./],
  ['/evenementen/search', /./],
  ['/markten/beheer', /./],
];

describe('accessibility audit of every screen at 1280×800 (issue 14)', () => {
  // Lists with rows, so their status badges and buttons are audited too.
  beforeAll(async () => {
    await createMember();
    await createMember({ voornaam: 'Jan', geslacht: 'Man', geboortedatum: '1979-11-02' });
  });

  test('/login, and its error dialog', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Aanmelden' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/login');

    await page.getByLabel('Gebruikersnaam').fill('admin');
    await page.getByLabel(/^Wachtwoord/).fill('niet-het-wachtwoord');
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await page.getByRole('dialog', { name: 'Login error!' }).waitFor();
    await expectNoSeriousA11yViolations(page, "/login 'Login error!' dialog");
  });

  test.for(screens)('%s', async ([path, title], { adminPage: page }) => {
    await openScreen(page, path, title);
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page, path);
  });

  test("a member's four tabs and the 'Gezinslid Toevoegen' dialog", async ({ adminPage: page }) => {
    // Every badge and alert of the household header at once.
    const lid = await createMember(
      { voornaam: 'Sofie' },
      {
        controle: true,
        redenControle: 'Adres nakijken',
        nietBetalen: true,
        voorrang: true,
        tijdelijkeOpmerkingen: 'Komt met de bus, graag een lichte doos.',
      },
    );
    const naam = `Sofie ${lid.gezin.leden[0]!.achternaam}`;

    await openScreen(page, `/leden/details/${lid.mvmnummer}`, naam);
    await page.getByRole('form', { name: 'Gezinsgegevens' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'member Informatie tab');

    await page.getByRole('tab', { name: 'Gezin' }).click();
    await page.getByRole('table', { name: 'Gezinsleden' }).getByRole('cell', { name: 'Sofie' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'member Gezin tab');
    await page.getByRole('button', { name: 'Gezinslid Toevoegen' }).click();
    const modal = page.getByRole('dialog', { name: 'Gezinslid Toevoegen' });
    await modal.waitFor();
    await expectNoSeriousA11yViolations(page, "'Gezinslid Toevoegen' dialog");
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    await modal.getByText('Geslacht is niet ingevuld').waitFor();
    await expectNoSeriousA11yViolations(page, "'Gezinslid Toevoegen' dialog with its errors");
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Lidmaatschap' }).click();
    await page.getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'member Lidmaatschap tab');
    await page.getByRole('article').first().getByRole('button', { name: 'Bewerken' }).click();
    await page.getByRole('dialog', { name: 'Lidmaatschap Bewerken' }).waitFor();
    await expectNoSeriousA11yViolations(page, "'Lidmaatschap Bewerken' dialog");
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Hulp' }).click();
    // The chart is loaded on its own: audit it once its text alternative is there.
    await page.getByRole('table', { name: 'Voeding per week, de laatste 52 weken' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'member Hulp tab');
  });

  test('/beheer/gebruikers: the users and roles dialogs', async ({ adminPage: page }) => {
    const user = await createUserWithRole(
      { verbs: ['GET'], endpoints: ['/v1/voeding/*'] },
      'Audit Gebruiker',
    );
    await openScreen(page, '/beheer/gebruikers', 'Gebruikers');
    const row = page.getByRole('row').filter({ hasText: user.username });

    await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
    await page.getByRole('dialog', { name: 'Nieuwe gebruiker' }).waitFor();
    await expectNoSeriousA11yViolations(page, "'Nieuwe gebruiker' dialog");
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Audit Gebruiker wijzigen' }).click();
    await page.getByRole('dialog', { name: 'Audit Gebruiker wijzigen' }).waitFor();
    await expectNoSeriousA11yViolations(page, "'… wijzigen' dialog");
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Audit Gebruiker verwijderen' }).click();
    await page.getByRole('dialog', { name: 'Ben je zeker?' }).waitFor();
    await expectNoSeriousA11yViolations(page, "'Ben je zeker?' dialog (user)");
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Rollen' }).click();
    await page.getByRole('table', { name: 'Rollen' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/beheer/gebruikers Rollen tab');
    await page.getByRole('button', { name: 'Nieuwe rol' }).click();
    await page.getByRole('dialog', { name: 'Nieuwe rol' }).waitFor();
    await expectNoSeriousA11yViolations(page, "'Nieuwe rol' dialog");
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Gebruikersmenu van/ }).click();
    await page.getByRole('menuitem', { name: 'Wachtwoord wijzigen' }).click();
    await page.getByRole('dialog', { name: 'Wachtwoord wijzigen' }).waitFor();
    await expectNoSeriousA11yViolations(page, "'Wachtwoord wijzigen' dialog");
  });
});

describe('the phone screens at 390×844 (issue 14: touch targets of at least 44 px)', () => {
  test.for<[path: string, title: string]>([
    ['/markten/scan', 'Markt scannen'],
    ['/sinterklaas/search', 'Sinterklaas Onthaal'],
  ])('%s', async ([path, title], { adminPage: page }) => {
    await page.setViewportSize(PHONE);
    await openScreen(page, path, title);
    await expectNoSeriousA11yViolations(page, `${path} at 390×844`);
    expect(await undersizedTargets(page, 44)).toEqual([]);
    await page.setViewportSize(DESK);
  });
});
