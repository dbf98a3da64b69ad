import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { ADMIN_PASSWORD, buildTestApp, type TestContext } from '../helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /login', () => {
  it('answers a token and the name for the right password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.name).toBe('Beheerder');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('matches the user name case-insensitively', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'ADMIN', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with a Dutch error for a wrong password and for an unknown user alike', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'admin', password: 'fout' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'niemand', password: 'fout' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Gebruikersnaam of wachtwoord is fout' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('blocks a user name after five failures, even with the right password', async () => {
    await t.userWithRole(['GET'], ['/v1/leden/*'], 'geblokkeerd');
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { username: 'geblokkeerd', password: 'fout' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'geblokkeerd', password: 'wachtwoord-123' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/Te veel mislukte aanmeldpogingen/);
  });
});

describe('sessions', () => {
  it('answers 401 on every /v1 call without a valid token', async () => {
    for (const url of ['/v1/auth/check', '/v1/auth/whoami/roles', '/v1/beheer/gebruikers', '/v1/lid/1']) {
      const none = await t.call(null, { method: 'GET', url });
      const bad = await t.call('verzonnen-token', { method: 'GET', url });
      expect([none.statusCode, bad.statusCode], url).toEqual([401, 401]);
      expect(none.json().error).toBeTruthy();
    }
  });

  it('answers a path no route serves with 404, with or without a token', async () => {
    for (const token of [null, t.adminToken]) {
      const res = await t.call(token, { method: 'GET', url: '/v1/bestaat-niet' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Niet gevonden' });
    }
  });

  it('accepts the bearer scheme in any case', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/auth/check',
        headers: { authorization: `${scheme} ${t.adminToken}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
  });

  it('checks the session and lists the roles of the signed-in user', async () => {
    const check = await t.call(t.adminToken, { method: 'GET', url: '/v1/auth/check' });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ status: 'ok', username: 'admin' });
    const roles = await t.call(t.adminToken, { method: 'GET', url: '/v1/auth/whoami/roles' });
    expect(roles.json()).toEqual([{ ID: expect.any(Number), name: 'admin', verbs: ['*'], endpoints: ['*'] }]);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    expect((await t.call(token, { method: 'POST', url: '/v1/auth/logout' })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/v1/auth/check' })).statusCode).toBe(401);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/v1/auth/check' })).statusCode).toBe(200);
  });

  it('expires a session after the idle time', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const idle = new Date(Date.now() - (t.app.config.sessionIdleMinutes + 1) * 60_000);
    const [latest] = await t.database.db
      .select()
      .from(sessions)
      .orderBy(sessions.id)
      .limit(1)
      .offset((await t.database.db.select().from(sessions)).length - 1);
    await t.database.db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.id, latest!.id));
    expect((await t.call(token, { method: 'GET', url: '/v1/auth/check' })).statusCode).toBe(401);
  });

  it('lets a user change their own password and ends their other sessions', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/leden/*'], 'wisselaar');
    const other = await t.login('wisselaar', 'wachtwoord-123');
    const wrong = await t.call(token, {
      method: 'PUT',
      url: '/v1/auth/password',
      payload: { oudWachtwoord: 'fout', nieuwWachtwoord: 'nieuw-wachtwoord' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Het huidige wachtwoord is fout');
    const short = await t.call(token, {
      method: 'PUT',
      url: '/v1/auth/password',
      payload: { oudWachtwoord: 'wachtwoord-123', nieuwWachtwoord: 'kort' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.nieuwWachtwoord).toMatch(/minstens 8 tekens/);
    const ok = await t.call(token, {
      method: 'PUT',
      url: '/v1/auth/password',
      payload: { oudWachtwoord: 'wachtwoord-123', nieuwWachtwoord: 'nieuw-wachtwoord' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call(other, { method: 'GET', url: '/v1/auth/check' })).statusCode).toBe(401);
    expect((await t.call(token, { method: 'GET', url: '/v1/auth/check' })).statusCode).toBe(200);
    await expect(t.login('wisselaar', 'nieuw-wachtwoord')).resolves.toBeTruthy();
  });
});
