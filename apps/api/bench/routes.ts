export type BenchRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{rare}` and `{rrn}` are filled in at run time from member MVM1 (see `resolveRoutes`). */
  path: string;
  /** Only measured when the bulk households seeder ran (apps/api/src/seed/cli.ts). */
  needsHouseholds?: boolean;
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
];

type HeadOfMvm1 = { voornaam: string; achternaam: string; rijksregisterNummer?: string | null };

/** Fills `{rare}` and `{rrn}` from the head of household MVM1 (admin sees the national number). */
export async function resolveRoutes(
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
