import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers/build';

let t: TestContext;
let userId: number;
let roleId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const role = await t.call(t.adminToken, {
    method: 'POST',
    url: '/v1/beheer/rollen',
    payload: { name: 'r', verbs: ['GET'], endpoints: ['*'] },
  });
  roleId = role.json().data.ID;
  const user = await t.call(t.adminToken, {
    method: 'POST',
    url: '/v1/beheer/gebruikers',
    payload: { username: 'u', name: 'U', password: 'geheim-123' },
  });
  userId = user.json().data.ID;
});
afterAll(() => t.close());

// Every route that takes a body (issue 2: bad input answers 4xx with a Dutch error, never 500).
const routes = () =>
  [
    { method: 'POST', url: '/login', auth: false },
    { method: 'PUT', url: '/v1/auth/password', auth: true },
    { method: 'POST', url: '/v1/beheer/gebruikers', auth: true },
    { method: 'PUT', url: `/v1/beheer/gebruikers/${userId}`, auth: true },
    { method: 'POST', url: '/v1/beheer/rollen', auth: true },
    { method: 'PUT', url: `/v1/beheer/rollen/${roleId}`, auth: true },
  ] as const;

const badBodies: [string, string, string][] = [
  ['malformed JSON', '{"username": ', 'application/json'],
  ['a JSON array', '[1,2]', 'application/json'],
  [
    'wrong types',
    '{"username": 5, "password": true, "name": [], "verbs": "GET", "endpoints": 1, "oudWachtwoord": 3, "nieuwWachtwoord": 4}',
    'application/json',
  ],
  ['an unknown field', '{"onbekend": 1}', 'application/json'],
  ['an empty body', '', 'application/json'],
  ['plain text', 'hallo', 'text/plain'],
  ['an oversized body', JSON.stringify({ username: 'x'.repeat(1.2 * 1024 * 1024) }), 'application/json'],
];

describe('bad input never produces a 500', () => {
  it.each(badBodies)(
    'answers 4xx with a Dutch error for %s on every route',
    async (_label, payload, contentType) => {
      for (const route of routes()) {
        const res = await t.call(route.auth ? t.adminToken : null, {
          method: route.method,
          url: route.url,
          payload,
          headers: { 'content-type': contentType },
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
        expect(typeof res.json().error, `${route.method} ${route.url}`).toBe('string');
      }
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    },
  );

  it('names the failing field in Dutch', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: '', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: 'Gebruikersnaam is niet ingevuld' });
  });

  it('rejects a non-numeric id in the path with 400', async () => {
    const res = await t.call(t.adminToken, { method: 'DELETE', url: '/v1/beheer/gebruikers/abc' });
    expect(res.statusCode).toBe(400);
  });
});
