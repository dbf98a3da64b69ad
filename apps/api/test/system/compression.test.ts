import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';

// Issue 27: the API's JSON is compressed for a browser that accepts it; small replies are not.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The OpenAPI document: a large JSON reply an administrator may read, with no data of its own. */
const bigReply = (encoding?: string) =>
  t.call(t.adminToken, {
    method: 'GET',
    url: '/v1/openapi.json',
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('compressed replies (issue 27)', () => {
  it('sends brotli or gzip as accepted, and says Vary: Accept-Encoding', async () => {
    const plain = await bigReply();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await bigReply('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await bigReply('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('stores the plain text for a repeated request and compresses the replay again', async () => {
    // A role with many paths: its reply is over the 1 KB threshold.
    const endpoints = Array.from({ length: 60 }, (_, i) => `/v1/evenementen/compressie-${i}`);
    const create = () =>
      t.call(t.adminToken, {
        method: 'POST',
        url: '/v1/beheer/rollen',
        payload: { name: 'compressie', verbs: ['GET'], endpoints },
        headers: { 'idempotency-key': 'compressie-1', 'accept-encoding': 'gzip' },
      });
    const first = await create();
    const again = await create();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const text = (res: typeof first) =>
      res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
    expect(first.statusCode, text(first)).toBeLessThan(300);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(text(again)).toBe(text(first));
    expect(text(again)).toContain('/v1/evenementen/compressie-59');
  });

  it('leaves a small reply as it is', async () => {
    const res = await t.call(null, { method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
