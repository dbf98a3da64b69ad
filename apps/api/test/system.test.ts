import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers/build';
import { maskUrl } from '../src/logger';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('answers /healthz with ok once the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the runtime configuration without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ staging: false, zoho: false, eidReaderUrl: 'http://127.0.0.1:8090' });
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

  it('masks national register numbers and searches in logged URLs', () => {
    expect(maskUrl('/v1/leden/?page=1&rijksregisternummer=85073003328&search=Jans')).toBe(
      '/v1/leden/?page=1&rijksregisternummer=***&search=***',
    );
  });
});
