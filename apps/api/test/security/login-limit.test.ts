import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app';
import { loginWaitSeconds, nameDelaySeconds, recordLoginFailure } from '../../src/auth/login-limiter';
import { loadConfig } from '../../src/config';
import {
  buildTestApp,
  removeDataDir,
  TEST_PASSWORD,
  testConfig,
  userIdOf,
  type TestContext,
} from '../helpers/build';

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

  it('lets the cool-down run out by itself', async () => {
    const start = new Date('2026-11-23T10:00:00Z');
    for (let i = 0; i < 12; i += 1) await recordLoginFailure(t.database.db, 'koel', `10.2.0.${i}`, start);
    expect(await loginWaitSeconds(t.database.db, 'koel', '10.3.0.1', start)).toBe(8);
    const later = new Date(start.getTime() + 8_001);
    expect(await loginWaitSeconds(t.database.db, 'koel', '10.3.0.1', later)).toBe(0);
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
