import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, TEST_PASSWORD, userIdOf, type TestContext } from '../helpers/build';

// Issue 24: a role that may manage users and roles is no administrator. It gives only rights it holds itself
// and touches no user who holds rights it lacks.
let t: TestContext;
let manager: string;
let managerId: number;
let adminId: number;
let managerRoleId: number;
let adminRoleId: number;

const BEHEER = {
  name: 'gebruikersbeheer',
  verbs: ['GET', 'POST', 'PUT', 'DELETE'],
  endpoints: [
    '/v1/beheer/gebruikers/*',
    '/v1/beheer/rollen/*',
    '/v1/users/auth/webauthn/register/*',
    '/v1/voeding/*',
  ],
};
const VOEDING = { name: 'voeding', verbs: ['GET', 'POST'], endpoints: ['/v1/voeding/*'] };
const MEER_RECHTEN = 'die gebruiker heeft rechten die jij niet hebt';

const as = (token: string, method: string, url: string, payload?: object) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });
const roleIdOf = async (name: string) =>
  (await as(t.adminToken, 'GET', '/v1/beheer/rollen'))
    .json<{ ID: number; name: string }[]>()
    .find((r) => r.name === name)!.ID;
const rolesOf = async (username: string) =>
  (await as(t.adminToken, 'GET', '/v1/beheer/gebruikers'))
    .json<{ username: string; roles: string[] }[]>()
    .find((u) => u.username === username)?.roles;

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of [BEHEER, VOEDING]) await as(t.adminToken, 'POST', '/v1/beheer/rollen', role);
  const created = await as(t.adminToken, 'POST', '/v1/beheer/gebruikers', {
    username: 'beheerder',
    name: 'Beheerder',
    password: TEST_PASSWORD,
    roles: ['gebruikersbeheer'],
  });
  managerId = created.json<{ data: { ID: number } }>().data.ID;
  manager = await t.login('beheerder', TEST_PASSWORD);
  adminId = await userIdOf(t, 'admin');
  managerRoleId = await roleIdOf('gebruikersbeheer');
  adminRoleId = await roleIdOf('admin');
});
afterAll(() => t.close());

describe('a user manager without * cannot make itself or anyone an administrator', () => {
  it('cannot give itself the admin role', async () => {
    const res = await as(manager, 'PUT', `/v1/beheer/gebruikers/${managerId}`, {
      roles: ['gebruikersbeheer', 'admin'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      "Je kan de rol 'admin' niet toekennen: die geeft rechten die jij niet hebt",
    );
    expect(await rolesOf('beheerder')).toEqual(['gebruikersbeheer']);
  });

  it('cannot create an administrator', async () => {
    const res = await as(manager, 'POST', '/v1/beheer/gebruikers', {
      username: 'nieuwe-baas',
      name: 'Nieuwe baas',
      password: 'lang-genoeg-1',
      roles: ['admin'],
    });
    expect(res.statusCode).toBe(403);
    expect(await rolesOf('nieuwe-baas')).toBeUndefined();
  });

  it("cannot reset the administrator's password, rename or delete the administrator", async () => {
    const reset = await as(manager, 'PUT', `/v1/beheer/gebruikers/${adminId}`, { password: 'overgenomen-1' });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error).toBe(`Je kan deze gebruiker niet wijzigen: ${MEER_RECHTEN}`);
    // The old password still works, the new one does not.
    await t.login('admin', ADMIN_PASSWORD);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'admin', password: 'overgenomen-1' },
    });
    expect(stolen.statusCode).toBe(401);

    expect((await as(manager, 'PUT', `/v1/beheer/gebruikers/${adminId}`, { name: 'x' })).statusCode).toBe(
      403,
    );
    const removed = await as(manager, 'DELETE', `/v1/beheer/gebruikers/${adminId}`);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().error).toBe(`Je kan deze gebruiker niet verwijderen: ${MEER_RECHTEN}`);
    expect(await rolesOf('admin')).toEqual(['admin']);
  });

  it("cannot lift the administrator's login locks or manage the administrator's USB keys", async () => {
    const lift = await as(manager, 'DELETE', `/v1/beheer/gebruikers/${adminId}/blokkering`);
    expect(lift.statusCode).toBe(403);
    expect(lift.json().error).toBe(
      `Je kan de aanmeldblokkering van deze gebruiker niet opheffen: ${MEER_RECHTEN}`,
    );
    const key = await as(manager, 'DELETE', `/v1/beheer/gebruikers/${adminId}/sleutels/1`);
    expect(key.statusCode).toBe(403);
    const begin = await as(manager, 'GET', '/v1/users/auth/webauthn/register/admin/begin');
    expect(begin.statusCode).toBe(403);
    expect(begin.json().error).toBe(
      `Je kan de USB-sleutels van deze gebruiker niet beheren: ${MEER_RECHTEN}`,
    );
  });

  it('cannot make a role beyond its own rights, nor widen its own role', async () => {
    for (const role of [
      { name: 'alles', verbs: ['*'], endpoints: ['*'] },
      { name: 'beheer', verbs: ['GET'], endpoints: ['/v1/beheer/*'] },
      { name: 'patch', verbs: ['PATCH'], endpoints: ['/v1/voeding/*'] },
    ]) {
      const res = await as(manager, 'POST', '/v1/beheer/rollen', role);
      expect(res.statusCode, role.name).toBe(403);
      expect(res.json().error).toBe('Je kan geen rol opslaan die rechten geeft die jij niet hebt');
    }
    const widen = await as(manager, 'PUT', `/v1/beheer/rollen/${managerRoleId}`, {
      ...BEHEER,
      endpoints: [...BEHEER.endpoints, '/v1/lid/*'],
    });
    expect(widen.statusCode).toBe(403);
    const names = (await as(t.adminToken, 'GET', '/v1/beheer/rollen'))
      .json<{ name: string }[]>()
      .map((r) => r.name);
    expect(names).toEqual(['admin', 'gebruikersbeheer', 'voeding']);
  });

  it('cannot change or delete the admin role', async () => {
    const narrow = await as(manager, 'PUT', `/v1/beheer/rollen/${adminRoleId}`, VOEDING);
    expect(narrow.statusCode).toBe(403);
    expect(narrow.json().error).toBe(
      "Je kan de rol 'admin' niet wijzigen: die geeft rechten die jij niet hebt",
    );
    expect((await as(manager, 'DELETE', `/v1/beheer/rollen/${adminRoleId}`)).statusCode).toBe(403);
    expect((await as(t.adminToken, 'GET', '/v1/auth/whoami/roles')).json()).toEqual([
      { ID: adminRoleId, name: 'admin', verbs: ['*'], endpoints: ['*'] },
    ]);
  });
});

describe('a user manager still manages users with fewer rights', () => {
  it('creates a user with a role it holds, resets the password, changes the roles and deletes the user', async () => {
    const created = await as(manager, 'POST', '/v1/beheer/gebruikers', {
      username: 'vrijwilliger',
      name: 'Vrijwilliger',
      password: 'lang-genoeg-1',
      roles: ['voeding'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { ID: number } }>().data.ID;

    const reset = await as(manager, 'PUT', `/v1/beheer/gebruikers/${id}`, { password: 'nieuw-geheim-2' });
    expect(reset.statusCode, reset.body).toBe(200);
    t.logs.remember('nieuw-geheim-2');
    await t.login('vrijwilliger', 'nieuw-geheim-2');

    const own = await as(manager, 'POST', '/v1/beheer/rollen', {
      name: 'voeding-lezen',
      verbs: ['GET'],
      endpoints: ['/v1/voeding/klant', '/v1/beheer/gebruikers'],
    });
    expect(own.statusCode, own.body).toBe(201);
    const changed = await as(manager, 'PUT', `/v1/beheer/gebruikers/${id}`, { roles: ['voeding-lezen'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.roles).toEqual(['voeding-lezen']);

    const begin = await as(manager, 'GET', '/v1/users/auth/webauthn/register/vrijwilliger/begin');
    expect(begin.statusCode, begin.body).toBe(200);
    expect((await as(manager, 'DELETE', `/v1/beheer/gebruikers/${id}/blokkering`)).statusCode).toBe(200);
    expect((await as(manager, 'DELETE', `/v1/beheer/gebruikers/${id}`)).statusCode).toBe(200);
    const narrowed = await as(manager, 'PUT', `/v1/beheer/rollen/${own.json().data.ID}`, {
      name: 'voeding-lezen',
      verbs: ['GET'],
      endpoints: ['/v1/voeding/klant'],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect((await as(manager, 'DELETE', `/v1/beheer/rollen/${own.json().data.ID}`)).statusCode).toBe(200);
  });

  it('changes its own name, and may narrow its own role', async () => {
    const renamed = await as(manager, 'PUT', `/v1/beheer/gebruikers/${managerId}`, { name: 'Beheerder B.' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const narrowed = await as(manager, 'PUT', `/v1/beheer/rollen/${managerRoleId}`, {
      ...BEHEER,
      endpoints: BEHEER.endpoints.filter((e) => e !== '/v1/voeding/*'),
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
  });
});
