import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app';
import { LAST_ADMINISTRATOR } from '../../src/gebruikers/user-administrators';
import { buildTestApp, removeDataDir, testConfig, userIdOf, type TestContext } from '../helpers/build';

// Issue 6: what an attacker on the charity's network tried against the landed product.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const userCount = async () => {
  // Both drivers answer { rows } for a raw statement.
  const result = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
};

describe('the doubled-slash bypass', () => {
  it('creates no administrator through //v1/beheer/gebruikers without a token', async () => {
    const before = await userCount();
    const res = await t.call(null, {
      method: 'POST',
      url: '//v1/beheer/gebruikers',
      payload: { username: 'x', name: 'x', password: 'lang-genoeg-1', roles: ['admin'] },
    });
    expect(res.statusCode).toBe(401);
    expect(await userCount()).toBe(before);
  });

  it.each(['//v1/leden/', '//v1/beheer/gebruikers', '/v1//beheer/gebruikers'])(
    'GET %s needs a session',
    async (url) => {
      expect((await t.call(null, { method: 'GET', url })).statusCode).toBe(401);
    },
  );

  it('deletes no household through //v1/lid/{id}', async () => {
    expect((await t.call(null, { method: 'DELETE', url: '//v1/lid/3' })).statusCode).toBe(401);
  });

  it('refuses a route outside /v1 that declares no access rule (deny by default)', async () => {
    const config = testConfig();
    onTestFinished(() => removeDataDir(config));
    const app = await buildApp({ db: t.database.db, config, logger: false });
    app.get('/zonder-regel', () => Promise.resolve({ geheim: true }));
    app.get('/v1/nieuw', () => Promise.resolve({ geheim: true }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/zonder-regel' })).statusCode).toBe(403);
    const withToken = { authorization: `Bearer ${t.adminToken}` };
    expect((await app.inject({ method: 'GET', url: '/zonder-regel', headers: withToken })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/v1/nieuw' })).statusCode).toBe(401);
    expect(app.routeTable.find((r) => r.url === '/v1/nieuw')?.access).toBe('role');
    await app.close();
  });
});

describe('odd input gets a Dutch 4xx, never a 500', () => {
  it.each([
    ['GET', '/v1/lid/2147483648'],
    ['GET', '/v1/punctuelehulp/E99999999999'],
    ['GET', '/v1/leden/?search=2147483648'],
    ['GET', '/v1/leden/?search=MVM2147483648'],
    ['GET', '/v1/leden/?search=%00'],
    ['GET', '/v1/lid/%00'],
    ['DELETE', '/v1/beheer/rollen/99999999999'],
    ['DELETE', '/v1/beheer/gebruikers/999999'],
    ['GET', '/v1/leden/?page=99999999999999999999'],
  ])('%s %s', async (method, url) => {
    const res = await t.call(t.adminToken, { method: method, url });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode >= 400) expect(typeof res.json().error).toBe('string');
  });

  it.each(['/v1/lid/%201', '/v1/lid/1e0', '/v1/lid/0x1', '/v1/lid/+1', '/v1/beheer/gebruikers/1e0'])(
    'reads no id loosely: %s is a 400',
    async (url) => {
      const res = await t.call(t.adminToken, {
        method: url.includes('gebruikers') ? 'PUT' : 'GET',
        url,
        payload: {},
      });
      expect(res.statusCode).toBe(400);
    },
  );

  it.each([
    ['POST', '/login', { username: 'a\u0000', password: 'x' }],
    ['POST', '/v1/beheer/rollen', { name: 'r\u0000', verbs: ['GET'], endpoints: ['*'] }],
    ['POST', '/v1/beheer/rollen', { name: 'r', verbs: ['GET'], endpoints: ['/v1/\u0000'] }],
    ['PUT', '/v1/auth/password', { oudWachtwoord: 'x\u0000', nieuwWachtwoord: 'lang-genoeg-1' }],
  ])('refuses a NUL character in %s %s', async (method, url, payload) => {
    const res = await t.call(t.adminToken, { method: method, url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Ongeldige tekens in /);
  });
});

describe('administrators cannot lock everyone out', () => {
  it('refuses to delete the own account', async () => {
    const me = (await t.call(t.adminToken, { method: 'GET', url: '/v1/auth/check' })).json();
    const id = await userIdOf(t, me.username);
    const res = await t.call(t.adminToken, { method: 'DELETE', url: `/v1/beheer/gebruikers/${id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Je kan jezelf niet verwijderen');
  });

  it('refuses to strip the last role that administers users, from a user or from the role', async () => {
    const strip = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/v1/beheer/gebruikers/${await userIdOf(t, 'admin')}`,
      payload: { roles: [] },
    });
    expect(strip.statusCode).toBe(409);
    expect(strip.json().error).toBe(LAST_ADMINISTRATOR);
    const roles = (await t.call(t.adminToken, { method: 'GET', url: '/v1/beheer/rollen' })).json<
      {
        ID: number;
        name: string;
      }[]
    >();
    const adminRole = roles.find((r) => r.name === 'admin')!;
    const narrow = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/v1/beheer/rollen/${adminRole.ID}`,
      payload: { name: 'admin', verbs: ['GET'], endpoints: ['*'] },
    });
    expect(narrow.statusCode).toBe(409);
    // Nothing changed: admin still administers users.
    expect((await t.call(t.adminToken, { method: 'GET', url: '/v1/auth/whoami/roles' })).json()).toEqual([
      { ID: adminRole.ID, name: 'admin', verbs: ['*'], endpoints: ['*'] },
    ]);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy without inline script, nosniff, a frame guard and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends them on a refusal and on an unknown address too (set once at start, on every answer)', async () => {
    for (const url of ['/v1/lid/MVM1', '/v1/bestaat-niet']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
