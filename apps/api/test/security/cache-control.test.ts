import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestContext } from '../helpers/build';
import { samplePath } from './route-table';

// Issue 24: no reply with a family's data or a token may be kept by a browser or a proxy (a shared desk
// computer's cache): `Cache-Control: no-store` on every route behind a session and on the login calls.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const behindSession = () =>
  t.app.routeTable.filter((r) => r.method !== 'OPTIONS' && (r.access === 'role' || r.access === 'session'));

describe('Cache-Control: no-store (issue 24)', () => {
  it('covers every /v1 route', () => {
    const v1 = t.app.routeTable.filter((r) => r.url.startsWith('/v1/') && r.method !== 'OPTIONS');
    expect(v1.length).toBeGreaterThan(30);
    expect(v1.filter((r) => !behindSession().includes(r)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('is on the answer of every GET route behind a session, whatever its status', async () => {
    const gets = behindSession().filter((r) => r.method === 'GET');
    for (const route of gets) {
      const res = await t.call(t.adminToken, { method: 'GET', url: samplePath(route.url) });
      expect(res.headers['cache-control'], `GET ${route.url} → ${res.statusCode}`).toBe('no-store');
    }
    const list = await t.call(t.adminToken, { method: 'GET', url: '/v1/leden/' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('is on the refusals of every route behind a session (401, 403)', async () => {
    const outsider = await t.userWithRole(['*'], ['/v1/niets/*'], 'buitenstaander-cache');
    for (const route of behindSession()) {
      const url = samplePath(route.url);
      const anonymous = await t.call(null, { method: route.method, url });
      expect(anonymous.statusCode, `${route.method} ${url}`).toBe(401);
      expect(anonymous.headers['cache-control'], `${route.method} ${url}`).toBe('no-store');
    }
    const refused = await t.call(outsider, { method: 'GET', url: '/v1/leden/' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('is on the login calls, which answer a token', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    t.logs.remember(ok.json().token);
    expect(ok.headers['cache-control']).toBe('no-store');
    const begin = await t.app.inject({ method: 'GET', url: '/auth/webauthn/login/begin' });
    expect(begin.headers['cache-control']).toBe('no-store');
  });
});
