import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('role check on /v1 routes (spec 1 §6)', () => {
  it('answers 403 outside the roles of a limited user, and passes inside', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/beheer/rollen'], 'beperkt');
    expect((await t.call(token, { method: 'GET', url: '/v1/beheer/rollen' })).statusCode).toBe(200);
    const denied = await t.call(token, { method: 'GET', url: '/v1/beheer/gebruikers' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'Je hebt geen toegang tot deze functie' });
    // the verb matters too
    const post = await t.call(token, {
      method: 'POST',
      url: '/v1/beheer/rollen',
      payload: { name: 'x', verbs: ['GET'], endpoints: ['*'] },
    });
    expect(post.statusCode).toBe(403);
  });

  it('lets any signed-in user check their session and roles without a role for it', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/materiaal/*'], 'materiaalmens');
    expect((await t.call(token, { method: 'GET', url: '/v1/auth/check' })).statusCode).toBe(200);
    const roles = await t.call(token, { method: 'GET', url: '/v1/auth/whoami/roles' });
    expect(roles.json()[0]).toMatchObject({ verbs: ['GET'], endpoints: ['/v1/materiaal/*'] });
  });

  it('applies a role change to an existing session at once', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/beheer/rollen'], 'wordtbeheerder');
    expect((await t.call(token, { method: 'GET', url: '/v1/beheer/gebruikers' })).statusCode).toBe(403);
    const users = (await t.call(t.adminToken, { method: 'GET', url: '/v1/beheer/gebruikers' })).json<
      {
        ID: number;
        username: string;
      }[]
    >();
    const me = users.find((u) => u.username === 'wordtbeheerder')!;
    await t.call(t.adminToken, {
      method: 'PUT',
      url: `/v1/beheer/gebruikers/${me.ID}`,
      payload: { roles: ['admin'] },
    });
    expect((await t.call(token, { method: 'GET', url: '/v1/beheer/gebruikers' })).statusCode).toBe(200);
  });
});
