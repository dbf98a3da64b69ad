export type BenchRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Only measured when the bulk households seeder ran (apps/api/src/seed/cli.ts). */
  needsHouseholds?: boolean;
};

/**
 * What `npm run bench` measures, in this order; one line per route. `/healthz` (one trivial query) is the
 * reference round trip: the other rows are read against it. Every call but `/healthz` carries the admin token.
 */
export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'healthz (reference)', method: 'GET', path: '/healthz' },
  { name: 'auth check', method: 'GET', path: '/v1/auth/check' },
  { name: 'users list', method: 'GET', path: '/v1/beheer/gebruikers' },
  { name: 'members: name search', method: 'GET', path: '/v1/leden/?search=Peeters', needsHouseholds: true },
  {
    name: 'members: first page',
    method: 'GET',
    path: '/v1/leden/?page=1&page_size=10',
    needsHouseholds: true,
  },
  { name: 'member by number', method: 'GET', path: '/v1/lid/MVM1', needsHouseholds: true },
];
