import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';
import { isPublicOnPurpose, samplePath, spellings, type TableRoute } from './route-table';

// Issue 6: the permission matrix over the server's own route table (collected by the onRoute hook of
// the auth plugin), so a route is covered the moment it exists.
let t: TestContext;
let outsider: string;
beforeAll(async () => {
  t = await buildTestApp();
  // Every verb, but on paths no route has: a signed-in user without the right for any route.
  outsider = await t.userWithRole(['*'], ['/v1/niets/*'], 'buitenstaander');
});
afterAll(() => t.close());

const routes = () => t.app.routeTable.filter((r) => r.method !== 'OPTIONS');
const label = (r: TableRoute) => `${r.method} ${r.url}`;
const inject = (token: string | null, method: string, url: string) => t.call(token, { method, url });

describe('the route table', () => {
  it('holds every route of the app, each with an access rule', () => {
    expect(routes().length).toBeGreaterThan(30);
    for (const route of routes())
      expect(['public', 'session', 'role', 'control-token'], label(route)).toContain(route.access);
  });

  it('keeps the server-token rule to the command line’s own route (issue 25)', () => {
    const own = routes().filter((r) => r.access === 'control-token');
    expect(own.map(label)).toEqual(['POST /intern/back-up']);
  });

  it('has no public route that is not public on purpose', () => {
    const unexpected = routes().filter((r) => r.access === 'public' && !isPublicOnPurpose(t.app, r));
    expect(unexpected.map(label)).toEqual([]);
  });

  it('gives every route of the mounted print agent but its health check the role check (issue 24)', () => {
    const agent = routes().filter((r) => r.url.startsWith('/print-agent/'));
    expect(agent.map(label)).toEqual(
      expect.arrayContaining(['POST /print-agent/lid', 'POST /print-agent/print']),
    );
    for (const route of agent)
      expect(route.access, label(route)).toBe(route.url === '/print-agent/healthz' ? 'public' : 'role');
  });

  it('gives every /v1 route a session check at least, and the role check unless it is about the own session', () => {
    for (const route of routes().filter((r) => r.url.startsWith('/v1/'))) {
      const own = route.url.startsWith('/v1/auth/') || route.url.startsWith('/v1/users/');
      expect(route.access, label(route)).toBe(own ? 'session' : 'role');
    }
  });
});

describe('every route under every spelling of its path', () => {
  it('answers 401 without a token, and never serves anything', async () => {
    for (const route of routes().filter((r) => r.access !== 'public')) {
      const { routed, unrouted } = spellings(samplePath(route.url));
      for (const url of routed) {
        const res = await inject(null, route.method, url);
        expect(res.statusCode, `${route.method} ${url}`).toBe(401);
      }
      for (const url of unrouted) {
        const res = await inject(null, route.method, url);
        expect([401, 404], `${route.method} ${url}`).toContain(res.statusCode);
      }
    }
  });

  it('answers 403 to a signed-in user whose roles lack the route', async () => {
    for (const route of routes().filter((r) => r.access === 'role')) {
      const { routed, unrouted } = spellings(samplePath(route.url));
      for (const url of routed) {
        const res = await inject(outsider, route.method, url);
        expect(res.statusCode, `${route.method} ${url}`).toBe(403);
        if (route.method !== 'HEAD') expect(res.json().error).toBe('Je hebt geen toegang tot deze functie');
      }
      for (const url of unrouted) {
        expect([403, 404], `${route.method} ${url}`).toContain(
          (await inject(outsider, route.method, url)).statusCode,
        );
      }
    }
  });

  it('lets a user whose role has exactly this verb and path through (neither 401 nor 403)', async () => {
    for (const route of routes().filter((r) => r.access === 'role' && r.method !== 'HEAD')) {
      const pathname = samplePath(route.url);
      const token = await t.userWithRole([route.method], [pathname]);
      for (const url of spellings(pathname).routed) {
        const res = await inject(token, route.method, url);
        expect([401, 403], `${route.method} ${url}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      }
    }
    // One user (an argon2 hash) per role route: with every area's routes this takes minutes on a busy machine.
  }, 300_000);

  it('lets any signed-in user reach the routes of their own session', async () => {
    // Logging out last: it ends the session the other calls use.
    const own = routes().filter((r) => r.access === 'session' && r.method !== 'HEAD');
    const logoutLast = [
      ...own.filter((r) => !r.url.includes('logout')),
      ...own.filter((r) => r.url.includes('logout')),
    ];
    for (const route of logoutLast) {
      // The own USB-key routes name the user: their own name.
      const res = await inject(outsider, route.method, samplePath(route.url, 'buitenstaander'));
      expect([401, 403], label(route)).not.toContain(res.statusCode);
    }
  });
});
