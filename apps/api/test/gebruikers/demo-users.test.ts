import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../src/seed/demo-users';
import { buildTestApp, type TestContext } from '../helpers/build';

let t: TestContext;
let token: string;
let reader: string;
beforeAll(async () => {
  t = await buildTestApp();
  const logins = await seedDemoUsers(t.database.db);
  const logIn = async (username: string) => {
    const login = logins.find((l) => l.username === username);
    if (!login) throw new Error(`no demo user ${username}`);
    t.logs.remember(login.password);
    return t.login(login.username, login.password);
  };
  token = await logIn('coordinator');
  reader = await logIn('lezer');
}, 60_000);

const today = new Date().toISOString().slice(0, 10);
const markt = {
  naam: 'Demo markt',
  beschrijving: 'Winterkleren',
  startDatum: today,
  eindDatum: today,
  voorKinderen: false,
  printLocatie: 'onthaal',
};
afterAll(() => t.close());

describe('the demo coordinator (markets and catalogues)', () => {
  it('may read and change the markets and every desk’s catalogue', async () => {
    for (const url of ['/v1/markten/', '/v1/markten/scan/current-markten', '/v1/beheer/catalogus/voeding']) {
      const res = await t.call(token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const res = await t.call(token, {
      method: 'POST',
      url: '/v1/beheer/catalogus/materiaal/categorie',
      payload: { naam: 'Demo coordinator' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('may create, change and delete a market (issue 27: every save answered 403)', async () => {
    const created = await t.call(token, { method: 'POST', url: '/v1/markt/', payload: markt });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { ID: number } }>().data.ID;
    const read = await t.call(token, { method: 'GET', url: `/v1/markt/${id}` });
    expect(read.statusCode).toBe(200);
    const saved = await t.call(token, {
      method: 'PUT',
      url: `/v1/markt/${id}`,
      payload: { ...read.json<Record<string, unknown>>(), naam: 'Andere markt' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.call(token, { method: 'DELETE', url: `/v1/markt/${id}` })).statusCode).toBe(200);
  });

  it('may not manage users or see a desk’s households', async () => {
    for (const url of ['/v1/beheer/gebruikers', '/v1/voeding/klant/1']) {
      const res = await t.call(token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('the demo reader (alleen-lezen)', () => {
  it('may read the desks and the markets', async () => {
    for (const url of ['/v1/leden/', '/v1/onthaal/klant', '/v1/markten/', '/v1/evenementen/']) {
      const res = await t.call(reader, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('may change nothing', async () => {
    const writes = [
      { method: 'POST', url: '/v1/markt/', payload: markt },
      { method: 'POST', url: '/v1/voeding/klant/1/vandaag', payload: {} },
      { method: 'PUT', url: '/v1/lid/1', payload: {} },
      { method: 'DELETE', url: '/v1/markt/1' },
    ] as const;
    for (const call of writes) {
      const res = await t.call(reader, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});
