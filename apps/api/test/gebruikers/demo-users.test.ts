import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../src/seed/demo-users';
import { buildTestApp, type TestContext } from '../helpers/build';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  const logins = await seedDemoUsers(t.database.db);
  const coordinator = logins.find((l) => l.username === 'coordinator');
  if (!coordinator) throw new Error('no demo coordinator');
  t.logs.remember(coordinator.password);
  token = await t.login(coordinator.username, coordinator.password);
}, 60_000);
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

  it('may not manage users or see a desk’s households', async () => {
    for (const url of ['/v1/beheer/gebruikers', '/v1/voeding/klant/1']) {
      const res = await t.call(token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
