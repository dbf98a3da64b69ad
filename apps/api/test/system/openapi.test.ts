import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The API's own routes (the mounted print agent answers its own {status, message} and has no zod schemas).
const apiRoutes = () =>
  t.app.routeTable.filter(
    (r) =>
      r.method !== 'HEAD' &&
      r.method !== 'OPTIONS' &&
      /^\/(v1\/|login$|auth\/|healthz$|config\.json$)/.test(r.url),
  );
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /v1/openapi.json', () => {
  it('documents every API route with its answer', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { responses: object }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of apiRoutes()) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('is refused to a user whose roles lack the path', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/leden'], 'geen-beheer');
    const res = await t.call(token, { method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(403);
  });
});

describe('response schemas', () => {
  it('are declared by every API route', () => {
    const missing = apiRoutes().filter((r) => {
      const response = (r.schema as { response?: object } | undefined)?.response;
      return !response || Object.keys(response).length === 0;
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
