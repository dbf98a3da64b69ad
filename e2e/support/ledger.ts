import type { Catalogus } from '@mvm/domain/ledger/catalogue-schemas';
import type { LedgerArea, ObjectSoort } from '@mvm/domain/ledger/schemas';
import type { Page, Request } from 'playwright-core';
import { adminLogin, apiCall } from './api';

export type ItemSpec = {
  naam: string;
  soort?: ObjectSoort;
  maten?: string[];
  prijs?: number;
  punctueleOrder?: number;
};
export type CategorieSpec = {
  naam: string;
  perPersoon?: boolean;
  opMaat?: boolean;
  printKindInfo?: boolean;
  items: ItemSpec[];
};

async function admin<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const { token } = await adminLogin();
  const response = await apiCall(path, { method, token, body });
  const json = (await response.json()) as T & { data?: unknown };
  if (!response.ok)
    throw new Error(`${method} ${path} failed with ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/**
 * The browser tests' server starts without demo data: each ledger test puts the items it needs in its
 * area's catalogue through the admin catalogue API (beyond the spec), once, and reuses them after.
 */
export async function ensureCatalogue(area: LedgerArea, categories: CategorieSpec[]): Promise<Catalogus> {
  const base = `/v1/beheer/catalogus/${area}`;
  let catalogus = await admin<Catalogus>(base);
  for (const [index, spec] of categories.entries()) {
    let categorie = catalogus.categorieen.find((c) => c.naam === spec.naam);
    if (!categorie) {
      const { naam, perPersoon = false, opMaat = false, printKindInfo = false } = spec;
      catalogus = (
        await admin<{ data: Catalogus }>(`${base}/categorie`, 'POST', {
          naam,
          perPersoon,
          opMaat,
          printKindInfo,
          order: index + 1,
        })
      ).data;
      categorie = catalogus.categorieen.find((c) => c.naam === spec.naam)!;
    }
    for (const item of spec.items) {
      if (catalogus.objects.some((o) => o.naam === item.naam && o.categorie.ID === categorie.ID)) continue;
      catalogus = (
        await admin<{ data: Catalogus }>(`${base}/object`, 'POST', {
          naam: item.naam,
          categorieID: categorie.ID,
          prijs: item.prijs ?? 1.5,
          soort: item.soort ?? null,
          maten: item.maten ?? [],
          punctueleOrder: item.punctueleOrder ?? null,
        })
      ).data;
    }
  }
  return catalogus;
}

export function objectId(catalogus: Catalogus, naam: string): number {
  const found = catalogus.objects.find((o) => o.naam === naam);
  if (!found) throw new Error(`item ${naam} not in the catalogue`);
  return found.ID;
}

/** Records a received row through the API (history for paging and filtering tests). */
export async function addRow(path: string, row: Record<string, unknown>): Promise<void> {
  await admin(path, 'POST', row);
}

/**
 * Catches what the browser posts to the desk's print agent. The agent mounted in the API answers the
 * endpoints of the print issue; this test is about what the screen sends, so the test answers itself.
 */
export function capturePrints(
  page: Page,
  endpoint: string,
): { bodies: unknown[]; next: () => Promise<unknown> } {
  const bodies: unknown[] = [];
  void page.route(`**/print-agent${endpoint}`, (route) => {
    bodies.push(route.request().postDataJSON());
    void route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"ok"}' });
  });
  return {
    bodies,
    next: () =>
      page
        .waitForRequest((request: Request) => new URL(request.url()).pathname === `/print-agent${endpoint}`)
        .then((request) => request.postDataJSON() as unknown),
  };
}
