import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app';
import { loginWaitSeconds, nameDelaySeconds, reserveLoginAttempt } from '../../src/auth/login-limiter';
import { loadConfig } from '../../src/config';
import {
  buildTestApp,
  removeDataDir,
  TEST_PASSWORD,
  testConfig,
  userIdOf,
  type TestContext,
} from '../helpers/build';
import { coolDownName } from '../helpers/login-attack';

// Issue 6: the login limit cannot be dodged with a made-up X-Forwarded-For, cannot lock an
// administrator out for good, and can be lifted by an administrator.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, from: { ip?: string; forwardedFor?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { username, password },
    remoteAddress: from.ip ?? '127.0.0.1',
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });

describe('client address', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not dodge the address limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await login(`onbekend${i}`, 'fout', { ip: '10.9.9.9', forwardedFor: `192.0.2.${i}` });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('reads X-Forwarded-For only from the proxy TRUST_PROXY names', async () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, loopback' }).trustProxy).toEqual(['10.0.0.5', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
    const config = testConfig({ TRUST_PROXY: '10.0.0.5' });
    onTestFinished(() => removeDataDir(config));
    const app = await buildApp({ db: t.database.db, config, logger: false });
    app.get('/wie', { config: { access: 'public' } }, (request) => Promise.resolve({ ip: request.ip }));
    const ip = async (remoteAddress: string) =>
      (
        await app.inject({ url: '/wie', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.7' } })
      ).json().ip;
    expect(await ip('10.0.0.5')).toBe('198.51.100.7');
    expect(await ip('10.0.0.6')).toBe('10.0.0.6');
    await app.close();
  });
});

describe('per user name', () => {
  it('locks a name after five failures from one address, not from another address', async () => {
    await t.userWithRole(['GET'], ['/v1/leden/*'], 'paar');
    for (let i = 0; i < 5; i += 1) await login('paar', 'fout', { ip: '10.1.1.1' });
    expect((await login('paar', TEST_PASSWORD, { ip: '10.1.1.1' })).statusCode).toBe(429);
    expect((await login('paar', TEST_PASSWORD, { ip: '10.1.1.2' })).statusCode).toBe(200);
  });

  it.each([
    [9, 0],
    [10, 2],
    [11, 4],
    [14, 32],
    [30, 300],
  ])(
    'after %i failures from anywhere the next try waits %i s (a cool-down, never a lock)',
    (failures, seconds) => {
      expect(nameDelaySeconds(failures)).toBe(seconds);
    },
  );

  it('lets the cool-down run out by itself, and refuses an attempt within it without counting it', async () => {
    const db = t.database.db;
    const start = new Date('2026-11-23T10:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    for (let i = 0; i < 10; i += 1) await reserveLoginAttempt(db, 'koel', `10.2.0.${i}`, start);
    // 10 failures: the next waits 2 s; one within it is refused (429) and not counted.
    await expect(reserveLoginAttempt(db, 'koel', '10.2.0.10', at(1_000))).rejects.toMatchObject({
      statusCode: 429,
    });
    await reserveLoginAttempt(db, 'koel', '10.2.0.10', at(2_000));
    await reserveLoginAttempt(db, 'koel', '10.2.0.11', at(6_000));
    expect(await loginWaitSeconds(db, 'koel', '10.3.0.1', at(6_000))).toBe(8);
    expect(await loginWaitSeconds(db, 'koel', '10.3.0.1', at(14_001))).toBe(0);
  });

  it('spares the address a user logged in from: failures from elsewhere cool the name down, not their desk (issue 24)', async () => {
    await t.userWithRole(['GET'], ['/v1/leden/*'], 'bureau');
    expect((await login('bureau', TEST_PASSWORD, { ip: '10.8.0.1' })).statusCode).toBe(200);
    await coolDownName(t.database.db, 'bureau');
    const elsewhere = await login('bureau', TEST_PASSWORD, { ip: '10.8.0.2' });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error).toMatch(/Probeer het over [45] minuten opnieuw/);
    expect((await login('bureau', TEST_PASSWORD, { ip: '10.8.0.1' })).statusCode).toBe(200);
  });

  it('still locks the known address itself after 5 failures from it', async () => {
    await t.userWithRole(['GET'], ['/v1/leden/*'], 'balie');
    expect((await login('balie', TEST_PASSWORD, { ip: '10.8.1.1' })).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await login('balie', 'fout', { ip: '10.8.1.1' })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login('balie', TEST_PASSWORD, { ip: '10.8.1.1' })).statusCode).toBe(429);
  });

  it('can be lifted by an administrator, for every address at once', async () => {
    await t.userWithRole(['GET'], ['/v1/leden/*'], 'opgeheven');
    for (let i = 0; i < 12; i += 1)
      await login('opgeheven', 'fout', { ip: i < 6 ? '10.4.0.1' : `10.4.1.${i}` });
    expect((await login('opgeheven', TEST_PASSWORD, { ip: '10.4.0.1' })).statusCode).toBe(429);
    const id = await userIdOf(t, 'opgeheven');
    const lift = await t.call(t.adminToken, {
      method: 'DELETE',
      url: `/v1/beheer/gebruikers/${id}/blokkering`,
    });
    expect(lift.json()).toEqual({ status: 'ok', message: 'Aanmeldblokkering opgeheven' });
    expect((await login('opgeheven', TEST_PASSWORD, { ip: '10.4.0.1' })).statusCode).toBe(200);
  });
});
