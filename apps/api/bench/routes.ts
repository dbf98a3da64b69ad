import { toIsoDate } from '@mvm/domain';
import { encryptMarketBarcode, importBarcodeKey } from '@mvm/domain/markten/barcode';
export type BenchRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{rare}` and `{rrn}` are filled in at run time from member MVM1 (see `resolveRoutes`). */
  path: string;
  /** Only measured when the bulk households seeder ran (apps/api/src/seed/cli.ts). */
  needsHouseholds?: boolean;
  /** A JSON body (writes); `{babyvoeding}` in it is filled in at run time, like the path's placeholders. */
  body?: Record<string, unknown>;
  /** JSON bodies sent in turn (a write route: each request a different record); filled by `resolveRoutes`. */
  bodies?: string[];
  /** The door scan: `{markt}` and the bodies (one barcode per member) are made at run time. */
  doorScan?: boolean;
  /**
   * Measured at one client only: a report is asked by one coordinator at a time, and at 10 or 50 clients a
   * half-second query has not answered once within the measuring window (counted as a failure).
   */
  oneClient?: boolean;
};

/**
 * What `npm run bench` measures, in this order; one line per route. `/healthz` (one trivial query) is the
 * reference round trip: the other rows are read against it. Every call but `/healthz` carries the admin token.
 * Name searches: a common name (thousands of matches on 100k households), a rare one (the full name of MVM1's
 * head: a handful of matches) and a typo of a common name (trigram similarity, no substring match).
 */
export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'healthz (reference)', method: 'GET', path: '/healthz' },
  { name: 'auth check', method: 'GET', path: '/v1/auth/check' },
  { name: 'users list', method: 'GET', path: '/v1/beheer/gebruikers' },
  { name: 'members: common name', method: 'GET', path: '/v1/leden/?search=Peeters', needsHouseholds: true },
  { name: 'members: rare name', method: 'GET', path: '/v1/leden/?search={rare}', needsHouseholds: true },
  { name: 'members: typo', method: 'GET', path: '/v1/leden/?search=Jannsens', needsHouseholds: true },
  {
    name: 'members: national number',
    method: 'GET',
    path: '/v1/leden/?search={rrn}',
    needsHouseholds: true,
  },
  {
    name: 'members: first page',
    method: 'GET',
    path: '/v1/leden/?page=1&page_size=10',
    needsHouseholds: true,
  },
  { name: 'member by number', method: 'GET', path: '/v1/lid/MVM1', needsHouseholds: true },
  {
    name: "member's received rows",
    method: 'GET',
    path: '/v1/lid/MVM1/gekregen?page=1&page_size=10',
    needsHouseholds: true,
  },
  // The desks' ledgers (issue 8): a household's material and food rows, the soap-house info with its
  // year of totals and "may we serve today?", and saving a food row (a write: an ordinary item, so the
  // once-a-week rule does not refuse the repeats).
  {
    name: 'material rows',
    method: 'GET',
    path: '/v1/materiaal/klant/MVM2/gekregen/{kleding}?page=1&page_size=10',
    needsHouseholds: true,
  },
  {
    name: 'food rows',
    method: 'GET',
    path: '/v1/voeding/klant/MVM2/gekregen?page=1&page_size=10',
    needsHouseholds: true,
  },
  { name: 'soap-house info', method: 'GET', path: '/v1/zeephuisje/klant/MVM2', needsHouseholds: true },
  {
    name: 'save a food row',
    method: 'POST',
    path: '/v1/voeding/klant/MVM3/gekregen/0',
    needsHouseholds: true,
    body: { objectID: '{babyvoeding}', datum: '2025-01-07T10:00:00+01:00', aantal: 1, opmerking: 'bench' },
  },
  // Issue 9: the reception (target p95 ≤ 25 ms at 10 clients on 100,000 households).
  {
    name: 'reception: print payload',
    method: 'GET',
    path: '/v1/onthaal/voeding/MVM1',
    needsHouseholds: true,
  },
  {
    name: 'reception: scan (rows)',
    method: 'GET',
    path: '/v1/onthaal/klant?search=1',
    needsHouseholds: true,
  },
  { name: 'markets list', method: 'GET', path: '/v1/markten/?page=1&page_size=10' },
  // A write: every request stores the presence of another household at a market running today.
  {
    name: 'door scan (write)',
    method: 'POST',
    path: '/v1/markten/scan/{markt}',
    needsHouseholds: true,
    doorScan: true,
  },
];

type CatalogueItem = { ID: number; naam: string; categorie: { ID: number; naam: string } };

/** Fills `{kleding}` (the material category Kleding) and `{babyvoeding}` (a food item) from the catalogues. */
async function resolveLedgerRoutes(
  baseUrl: string,
  token: string,
  routes: BenchRoute[],
): Promise<BenchRoute[]> {
  const uses = (key: string) => routes.some((r) => `${r.path}${JSON.stringify(r.body ?? {})}`.includes(key));
  if (!uses('{kleding}') && !uses('{babyvoeding}')) return routes;
  const items = async (area: string) => {
    const response = await fetch(`${baseUrl}/v1/${area}/objects`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET /v1/${area}/objects answered ${response.status}`);
    // The API's own reply, read only for an id.
    return (await response.json()) as CatalogueItem[];
  };
  const kleding = (await items('materiaal')).find((o) => o.categorie.naam === 'Kleding')?.categorie.ID;
  const babyvoeding = (await items('voeding')).find((o) => o.naam === 'Babyvoeding')?.ID;
  if (kleding === undefined || babyvoeding === undefined) throw new Error('The demo catalogue is missing');
  return routes.map((r) => ({
    ...r,
    path: r.path.replace('{kleding}', String(kleding)),
    ...(r.body
      ? {
          body: Object.fromEntries(
            Object.entries(r.body).map(([k, v]) => [k, v === '{babyvoeding}' ? babyvoeding : v]),
          ),
        }
      : {}),
  }));
}
// The yearly report: the twelve months up to today (the seeded rows' densest year).
const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const YEAR = `van=${isoDay(new Date(Date.now() - 364 * DAY))}&tot=${isoDay(new Date())}`;

BENCH_ROUTES.push(
  {
    name: 'dashboard: food per day',
    method: 'GET',
    path: '/v1/dashboard/voeding/90days',
    needsHouseholds: true,
  },
  {
    name: 'dashboard: food per type',
    method: 'GET',
    path: '/v1/dashboard/voeding/type',
    needsHouseholds: true,
  },
  {
    name: 'dashboard: soap house per month',
    method: 'GET',
    path: '/v1/dashboard/zeephuisje/6months',
    needsHouseholds: true,
  },
  {
    name: 'report: one year',
    method: 'GET',
    path: `/v1/rapporten/?${YEAR}`,
    needsHouseholds: true,
    oneClient: true,
  },
);

type HeadOfMvm1 = { voornaam: string; achternaam: string; rijksregisterNummer?: string | null };

/**
 * Fills `{rare}` and `{rrn}` from the head of household MVM1 (admin sees the national number), and prepares the
 * door scan: a market running today and one barcode per member (up to 5,000), encrypted with the installation's
 * key as the reception's print jobs are.
 */
export async function resolveRoutes(
  baseUrl: string,
  token: string,
  routes: BenchRoute[],
): Promise<BenchRoute[]> {
  routes = await resolveLedgerRoutes(baseUrl, token, routes);
  const withScan = routes.some((r) => r.doorScan) ? await resolveDoorScan(baseUrl, token, routes) : routes;
  return resolveMemberRoutes(baseUrl, token, withScan);
}

async function resolveMemberRoutes(
  baseUrl: string,
  token: string,
  routes: BenchRoute[],
): Promise<BenchRoute[]> {
  if (!routes.some((r) => /\{(rare|rrn)\}/.test(r.path))) return routes;
  const response = await fetch(`${baseUrl}/v1/lid/MVM1`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /v1/lid/MVM1 answered ${response.status}`);
  // The API's own reply, read only for the head's name and national number.
  const dossier = (await response.json()) as { gezin: { leden: (HeadOfMvm1 & { gezinsHoofd: boolean })[] } };
  const head = dossier.gezin.leden.find((l) => l.gezinsHoofd) ?? dossier.gezin.leden[0];
  if (!head?.rijksregisterNummer) throw new Error('MVM1 has no head with a national number');
  const fill = {
    rare: encodeURIComponent(`${head.voornaam} ${head.achternaam}`),
    rrn: encodeURIComponent(head.rijksregisterNummer),
  };
  return routes.map((r) => ({
    ...r,
    path: r.path.replace(/\{(rare|rrn)\}/g, (_, key: 'rare' | 'rrn') => fill[key]),
  }));
}

const DOOR_SCAN_MEMBERS = 5000;

async function resolveDoorScan(baseUrl: string, token: string, routes: BenchRoute[]): Promise<BenchRoute[]> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const today = toIsoDate(new Date());
  const created = await fetch(`${baseUrl}/v1/markt/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      naam: `Benchmarkt ${Date.now()}`,
      beschrijving: 'bench',
      startDatum: today,
      eindDatum: today,
    }),
  });
  if (!created.ok) throw new Error(`POST /v1/markt/ answered ${created.status}`);
  const marktId = ((await created.json()) as { data: { ID: number } }).data.ID;
  const keyReply = await fetch(`${baseUrl}/v1/markten/scan/key`, { headers });
  const key = await importBarcodeKey(((await keyReply.json()) as { key: string }).key);
  const members: number[] = [];
  for (let page = 1; members.length < DOOR_SCAN_MEMBERS; page += 1) {
    const reply = await fetch(`${baseUrl}/v1/leden/?page=${page}&page_size=100`, { headers });
    const rows = (await reply.json()) as { mvmnummer: number }[];
    if (rows.length === 0) break;
    members.push(...rows.map((r) => r.mvmnummer));
  }
  const bodies = await Promise.all(
    members.map(async (mvmnummer) =>
      JSON.stringify({
        barcode: await encryptMarketBarcode(key, {
          data: { markt_id: marktId, mvmnummer, persoonnaam: 'Bench', kinderen: [] },
        }),
      }),
    ),
  );
  return routes.map((r) =>
    r.doorScan ? { ...r, path: r.path.replace('{markt}', String(marktId)), bodies } : r,
  );
}
