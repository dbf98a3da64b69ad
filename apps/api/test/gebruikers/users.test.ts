import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);

describe('users (Gebruikers)', () => {
  it('creates, lists, renames and deletes a user, never showing a password hash', async () => {
    await admin({
      method: 'POST',
      url: '/v1/beheer/rollen',
      payload: { name: 'voeding', verbs: ['GET', 'POST'], endpoints: ['/v1/voeding/*'] },
    });
    const created = await admin({
      method: 'POST',
      url: '/v1/beheer/gebruikers',
      payload: { username: 'Els', name: 'Els Peeters', password: 'geheim-123', roles: ['voeding'] },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json().data;
    expect(user).toEqual({
      ID: expect.any(Number),
      username: 'Els',
      name: 'Els Peeters',
      roles: ['voeding'],
      webauthnCredentials: [],
    });

    const list = await admin({ method: 'GET', url: '/v1/beheer/gebruikers' });
    expect(list.headers['num-total-entries']).toBe('2');
    expect(list.body).not.toMatch(/argon2|password/i);

    const renamed = await admin({
      method: 'PUT',
      url: `/v1/beheer/gebruikers/${user.ID}/`,
      payload: { name: 'Els P.' },
    });
    expect(renamed.json().data.name).toBe('Els P.');

    expect((await admin({ method: 'DELETE', url: `/v1/beheer/gebruikers/${user.ID}` })).statusCode).toBe(200);
    expect((await admin({ method: 'DELETE', url: `/v1/beheer/gebruikers/${user.ID}` })).statusCode).toBe(404);
  });

  it('refuses a user name that exists in another case', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/beheer/gebruikers',
      payload: { username: 'Admin', name: 'x', password: 'geheim-123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("De gebruikersnaam 'Admin' bestaat al");
  });

  it('refuses an unknown role and saves nothing', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/beheer/gebruikers',
      payload: { username: 'jan', name: 'Jan', password: 'geheim-123', roles: ['bestaat-niet'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Onbekende rol: bestaat-niet');
    const list = (await admin({ method: 'GET', url: '/v1/beheer/gebruikers' })).json<
      {
        username: string;
      }[]
    >();
    expect(list.map((u) => u.username)).not.toContain('jan');
  });

  it('does not let an administrator delete themselves', async () => {
    const list = (await admin({ method: 'GET', url: '/v1/beheer/gebruikers' })).json<
      {
        ID: number;
        username: string;
      }[]
    >();
    const me = list.find((u) => u.username === 'admin')!;
    const res = await admin({ method: 'DELETE', url: `/v1/beheer/gebruikers/${me.ID}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Je kan jezelf niet verwijderen');
  });

  it('writes who created, changed and deleted which user to the audit log', async () => {
    const created = await admin({
      method: 'POST',
      url: '/v1/beheer/gebruikers',
      payload: { username: 'audit', name: 'A', password: 'geheim-123' },
    });
    const id = created.json().data.ID;
    await admin({ method: 'PUT', url: `/v1/beheer/gebruikers/${id}`, payload: { password: 'ander-geheim' } });
    await admin({ method: 'DELETE', url: `/v1/beheer/gebruikers/${id}` });
    const rows = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(3);
    expect(rows.map((r) => [r.action, r.entity, r.entityId, r.username])).toEqual([
      ['delete', 'gebruiker', String(id), 'admin'],
      ['update', 'gebruiker', String(id), 'admin'],
      ['create', 'gebruiker', String(id), 'admin'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('ander-geheim');
  });
});

describe('roles (Rollen)', () => {
  it('creates, changes and deletes a role', async () => {
    const created = await admin({
      method: 'POST',
      url: '/v1/beheer/rollen',
      payload: { name: 'markt', verbs: ['GET'], endpoints: ['/v1/markten/scan/*'] },
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    const changed = await admin({
      method: 'PUT',
      url: `/v1/beheer/rollen/${role.ID}`,
      payload: { name: 'markt', verbs: ['GET', 'POST'], endpoints: ['/v1/markten/scan/*'] },
    });
    expect(changed.json().data.verbs).toEqual(['GET', 'POST']);
    expect((await admin({ method: 'DELETE', url: `/v1/beheer/rollen/${role.ID}` })).statusCode).toBe(200);
  });

  it('refuses to delete a role that users still hold', async () => {
    const roles = (await admin({ method: 'GET', url: '/v1/beheer/rollen' })).json<
      {
        ID: number;
        name: string;
      }[]
    >();
    const adminRole = roles.find((r) => r.name === 'admin')!;
    const res = await admin({ method: 'DELETE', url: `/v1/beheer/rollen/${adminRole.ID}` });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a pattern that is not a path', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/beheer/rollen',
      payload: { name: 'fout', verbs: ['GET'], endpoints: ['v1/zonder-slash'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['endpoints.0']).toBe('Een pad begint met / of is *');
  });
});
