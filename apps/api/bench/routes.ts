export type BenchRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{rare}` and `{rrn}` are filled in at run time from member MVM1 (see `resolveRoutes`). */
  path: string;
  /** Only measured when the bulk households seeder ran (apps/api/src/seed/cli.ts). */
  needsHouseholds?: boolean;
  /** A JSON body (writes); `{babyvoeding}` in it is filled in at run time, like the path's placeholders. */
  body?: Record<string, unknown>;
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

type HeadOfMvm1 = { voornaam: string; achternaam: string; rijksregisterNummer?: string | null };

/** Fills `{rare}` and `{rrn}` from the head of household MVM1 (admin sees the national number). */
export async function resolveRoutes(
  baseUrl: string,
  token: string,
  routes: BenchRoute[],
): Promise<BenchRoute[]> {
  routes = await resolveLedgerRoutes(baseUrl, token, routes);
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
