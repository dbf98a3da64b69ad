import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';
import { logPath, scrubSecrets } from '../../src/logger';
import rootPackage from '../../../../package.json' with { type: 'json' };

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('answers /healthz with ok and the root package.json version once the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: rootPackage.version });
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  });

  it('serves the runtime configuration, with the version, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      staging: false,
      zoho: false,
      eidReaderUrl: 'http://127.0.0.1:8090',
      version: rootPackage.version,
    });
  });

  it('answers an unknown non-API path without HTML with a Dutch 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/bestaat/niet',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Niet gevonden' });
  });

  it('logs a URL without its query string, however its keys are spelled', () => {
    expect(logPath('/v1/leden/?page=1&rijksregisternummer=85073003328&search=Jans')).toBe('/v1/leden/?…');
    expect(logPath('/v1/leden/?%73earch=Jans')).toBe('/v1/leden/?…');
    expect(logPath('/v1/leden/')).toBe('/v1/leden/');
  });

  it.each([
    ['a national number in a path', '/v1/lid/85073003328', '85073003328'],
    ['a formatted national number', 'rrn 85.07.30-033.28 gezocht', '85.07.30-033.28'],
    ['a password hash', '"hash":"$argon2id$v=19$m=19456,t=2,p=1$abc$def"', '$argon2id$v=19'],
    [
      'a bearer token',
      'Authorization: Bearer 0123456789abcdefABCDEF_-0123456789abcdefABC',
      '0123456789abcdefABCDEF',
    ],
  ])('scrubs %s from any log line', (_label, line, secret) => {
    expect(scrubSecrets(line)).not.toContain(secret);
  });

  it('leaves timestamps, ids and amounts in a log line alone', () => {
    const line = '{"time":1732400000000,"reqId":"req-12","url":"/v1/lid/MVM245","inkomen":1519.58}';
    expect(scrubSecrets(line)).toBe(line);
  });
});
