import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { toIsoDate } from '@mvm/domain';
import { adminLogin, apiCall, baseUrl } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { newPage, PHONE } from '../support/browser';
import { describe, expect, test } from '../support/fixtures';
import { createMember, openAsAdmin, uniqueSurname } from '../support/households';
import { pageOverflow } from '../support/layout';

const shots = path.resolve(import.meta.dirname, '../screenshots/evenementen');

/** Whether the element lies wholly within the phone's width (nothing to scroll sideways to). */
async function withinWidth(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

async function expectFitsWidth(page: Page): Promise<void> {
  expect((await pageOverflow(page)).horizontal).toBe(0);
}

// Issue 27 item 10: at 390×844 the check-in's children table showed Braaf to Leeftijd; Geslacht and Opmerking
// lay beyond the screen's edge. UX.md §8: the Sinterklaas check-in and the market scan are phone screens.
describe('the phone screens fit a 390 px wide phone', () => {
  test('the Sinterklaas check-in shows every child with all its columns', async ({ browser }) => {
    const { token } = await adminLogin();
    const naam = `Sinterklaas ${uniqueSurname('E2E')}`;
    const created = await apiCall('/v1/evenementen/', {
      method: 'POST',
      token,
      body: { naam, datum: toIsoDate(new Date()), perKind: true },
    });
    const eventId = ((await created.json()) as { data: { ID: number } }).data.ID;
    const lid = await createMember({ voornaam: 'Fatima' });
    await apiCall(`/v1/evenementen/${eventId}/${lid.mvmnummer}`, {
      method: 'PUT',
      token,
      body: {
        aanwezig: true,
        opmerking: '',
        kinderen: [
          { naam: 'Adam', geslacht: 'Jongen', leeftijd: 7, opmerking: 'allergisch voor noten' },
          { naam: 'Noor', geslacht: 'Meisje', leeftijd: 4.5, opmerking: 'komt met oma' },
        ],
      },
    });

    const page = await newPage(browser, baseUrl(), PHONE);
    try {
      await openAsAdmin(page, '/sinterklaas/search');
      await page.getByRole('heading', { name: 'Sinterklaas Onthaal' }).waitFor();
      await page.getByRole('textbox', { name: 'Evenement' }).click();
      await page.getByRole('option', { name: new RegExp(naam) }).click();
      await page.getByLabel('Lidnummer').fill(`MVM${lid.mvmnummer}`);
      await page.getByLabel('Lidnummer').press('Enter');
      const kinderen = page.getByRole('list', { name: 'Kinderen' });
      await kinderen.waitFor();

      for (const [kind, geslacht, leeftijd, opmerking] of [
        ['Adam', 'Jongen', '7', 'allergisch voor noten'],
        ['Noor', 'Meisje', '4,5', 'komt met oma'],
      ] as const) {
        const card = kinderen.getByRole('listitem', { name: kind });
        for (const text of [kind, geslacht, leeftijd, opmerking]) {
          const shown = card.getByText(text);
          await shown.first().waitFor();
          expect(await withinWidth(shown.first()), `${kind}: '${text}' within the screen`).toBe(true);
        }
        for (const tick of [`${kind} braaf`, `${kind} komt`]) {
          const box = card.getByRole('checkbox', { name: tick });
          expect(await box.isChecked(), tick).toBe(true);
          expect(await withinWidth(box), tick).toBe(true);
        }
      }
      await expectFitsWidth(page);
      await expectNoSeriousA11yViolations(page, 'the check-in card on a phone');
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, 'sinterklaas-390x844.png'), fullPage: true });

      // The ticks still work from the card.
      await kinderen.getByRole('checkbox', { name: 'Adam braaf' }).uncheck();
      expect(await kinderen.getByRole('checkbox', { name: 'Adam braaf' }).isChecked()).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  test('the market scan page fits the width', async ({ browser }) => {
    const page = await newPage(browser, baseUrl(), PHONE);
    try {
      await openAsAdmin(page, '/markten/scan');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectFitsWidth(page);
      await expectNoSeriousA11yViolations(page, '/markten/scan on a phone');
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, 'markten-scan-390x844.png') });
    } finally {
      await page.context().close();
    }
  });
});
