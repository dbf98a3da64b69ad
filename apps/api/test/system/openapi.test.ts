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

// Issue 26: every operation named, tagged and summarised; its error answers in the one error shape.
describe('the document', () => {
  type Operation = {
    operationId?: string;
    tags?: string[];
    summary?: string;
    responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  };
  const document = async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/openapi.json' });
    return res.json<{ paths: Record<string, Record<string, Operation>> }>();
  };

  it('names, tags and summarises every operation, with unique operationIds', async () => {
    const operations = Object.values((await document()).paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((o) => o.operationId);
    expect(operations.filter((o) => !o.operationId || !o.tags?.length || !o.summary)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives a role-checked route with a path parameter its 401, 403 and 404 in the error shape', async () => {
    const operation = (await document()).paths['/v1/lid/{id}']?.put;
    expect(operation?.tags).toEqual(['lid']);
    for (const status of ['400', '401', '403', '404', '409']) {
      expect(operation?.responses[status]?.content?.['application/json']?.schema?.$ref, status).toBe(
        '#/components/schemas/Fout',
      );
    }
  });

  it('declares the CSV report as text/csv and the privacy export as JSON or PDF', async () => {
    const { paths } = await document();
    expect(Object.keys(paths['/v1/rapporten/csv']?.get?.responses['200']?.content ?? {})).toEqual([
      'text/csv',
    ]);
    expect(
      Object.keys(paths['/v1/privacy/dossiers/{id}/export']?.get?.responses['200']?.content ?? {}),
    ).toEqual(['application/json', 'application/pdf']);
  });
});
