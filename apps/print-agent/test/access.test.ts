import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccessConfig } from '../src/http/access-config';
import { AGENT_TOKEN, BACK_OFFICE, lidkaart, startAgent, type TestAgent } from './helpers/agent';

// Issue 25: a stand-alone agent on a printer host answers the back office's pages only, and everything
// that is not a print needs its token. Issue 24: bodies and requests per client are bounded.
const EVIL = 'http://evil.example';

type Route = { method: string; url: string; open: boolean };

let agent: TestAgent;
const routes: Route[] = [];
beforeAll(async () => {
  agent = await startAgent({
    // The agent's own route table, collected as the routes are added, so a route added later is covered.
    onRoute: (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD' && method !== 'OPTIONS')
          routes.push({ method, url: route.url, open: route.config?.printAgentRoute !== undefined });
    },
  });
});
afterAll(() => agent.close());

const sample = (url: string) => url.replace(/:\w+/g, '20250314T100000000Z-lid.txt');
const printed = async () =>
  (await readdir(path.join(agent.dataDir, 'print-preview')).catch(() => [] as string[])).length;

describe('only the back office’s origin', () => {
  it('gets the preflight answered, Private Network Access included', async () => {
    const res = await agent.app.inject({
      method: 'OPTIONS',
      url: '/lid',
      headers: {
        origin: BACK_OFFICE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(BACK_OFFICE);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toContain('authorization');
    expect(res.headers['access-control-allow-private-network']).toBe('true');
  });

  it('prints and reads the answer, errors included', async () => {
    const ok = await agent.app.inject({
      method: 'POST',
      url: '/lid',
      headers: { origin: BACK_OFFICE },
      payload: lidkaart,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(BACK_OFFICE);
    const bad = await agent.app.inject({
      method: 'POST',
      url: '/lid',
      headers: { origin: BACK_OFFICE },
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['access-control-allow-origin']).toBe(BACK_OFFICE);
  });

  it('covers every route of the agent', () => {
    expect(routes.filter((r) => r.open).map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/lid',
        '/print',
        '/print-markt',
        '/sinterklaas',
        '/materiaal',
        '/eenmaligen',
      ]),
    );
    expect(routes.filter((r) => !r.open).length).toBeGreaterThanOrEqual(5);
  });

  it.each([EVIL, 'null', 'http://backoffice.lan:3001', 'https://backoffice.lan:3000'])(
    'refuses a page of %s on every route, preflight included, without a CORS header',
    async (origin) => {
      const before = await printed();
      for (const route of routes) {
        const res = await agent.admin({
          method: route.method,
          url: sample(route.url),
          headers: { origin },
          ...(route.method === 'POST' ? { payload: lidkaart } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.headers['access-control-allow-origin'], route.url).toBeUndefined();
        const preflight = await agent.app.inject({
          method: 'OPTIONS',
          url: sample(route.url),
          headers: {
            origin,
            'access-control-request-method': route.method,
            'access-control-request-private-network': 'true',
          },
        });
        expect(preflight.statusCode, `OPTIONS ${route.url}`).toBe(403);
        expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
        expect(preflight.headers['access-control-allow-private-network']).toBeUndefined();
      }
      expect(await printed()).toBe(before); // nothing printed
    },
  );
});

describe('the agent’s token', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${AGENT_TOKEN}x` }],
    ['a prefix of the token', { authorization: `Bearer ${AGENT_TOKEN.slice(0, -1)}` }],
    ['another scheme', { authorization: `Basic ${AGENT_TOKEN}` }],
  ])(
    'is needed for every route that is not a print or the health check: %s answers 401',
    async (_case, headers) => {
      for (const route of routes.filter((r) => !r.open)) {
        const res = await agent.app.inject({
          method: route.method as 'GET' | 'POST',
          url: sample(route.url),
          headers: { origin: BACK_OFFICE, ...headers },
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json()).toMatchObject({
          status: 'error',
          message: 'Sleutel van de printservice ontbreekt of klopt niet',
        });
      }
    },
  );

  it('opens the job log, the printer state and the previews', async () => {
    await agent.app.inject({ method: 'POST', url: '/lid', payload: lidkaart });
    const previews = await agent.admin({
      method: 'GET',
      url: '/previews',
      headers: { authorization: `bearer ${AGENT_TOKEN}` },
    });
    expect(previews.statusCode).toBe(200);
    const [newest] = previews.json<{ naam: string; png: string | null }[]>();
    const text = await agent.admin({ method: 'GET', url: `/previews/${newest!.naam}.txt` });
    expect(text.body).toContain('Zoë Hénaut');
    expect((await agent.admin({ method: 'GET', url: `/previews/${newest!.png}` })).statusCode).toBe(200);
    expect((await agent.app.inject({ method: 'GET', url: `/previews/${newest!.png}` })).statusCode).toBe(401);
    expect((await agent.admin({ method: 'GET', url: '/jobs' })).statusCode).toBe(200);
    expect((await agent.admin({ method: 'GET', url: '/status' })).statusCode).toBe(200);
  });

  it('is not needed to print or for the health check', async () => {
    expect((await agent.app.inject({ method: 'POST', url: '/lid', payload: lidkaart })).statusCode).toBe(200);
    expect((await agent.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('bounds', () => {
  it('refuses a body over 64 KB on every route', async () => {
    for (const route of routes.filter((r) => r.method === 'POST')) {
      const res = await agent.admin({
        method: 'POST',
        url: sample(route.url),
        payload: { ...lidkaart, naam: 'x'.repeat(65 * 1024) },
      });
      expect(res.statusCode, route.url).toBe(413);
      expect(res.json()).toMatchObject({ message: 'De gegevens zijn te groot' });
    }
  });

  it('answers the request over the limit per client address with a Dutch 429', async () => {
    const limited = await startAgent({ rateLimit: 3 });
    try {
      const call = (remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/lid', payload: lidkaart, remoteAddress });
      for (let n = 0; n < 3; n += 1) expect((await call('10.0.0.7')).statusCode).toBe(200);
      const refused = await call('10.0.0.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/^Te veel verzoeken/),
      });
      // The admin routes count too; another desk is not held up.
      expect(
        (await limited.admin({ method: 'GET', url: '/jobs', remoteAddress: '10.0.0.7' })).statusCode,
      ).toBe(429);
      expect((await call('10.0.0.8')).statusCode).toBe(200);
      const tickets = (await readdir(path.join(limited.dataDir, 'print-preview'))).filter((f) =>
        f.endsWith('.bin'),
      );
      expect(tickets).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });
});

describe('the printer host’s settings', () => {
  const valid = { PRINT_AGENT_ORIGINS: 'http://backoffice.lan:3000', PRINT_AGENT_TOKEN: 'x'.repeat(32) };

  it('reads the origins (a list), the token and the rate limit (60 a minute by default)', () => {
    expect(
      loadAccessConfig({
        ...valid,
        PRINT_AGENT_ORIGINS: 'http://backoffice.lan:3000/, https://MVM.example.be',
      }),
    ).toEqual({
      origins: ['http://backoffice.lan:3000', 'https://mvm.example.be'],
      token: 'x'.repeat(32),
      rateLimit: 60,
    });
  });

  it.each([
    [{ PRINT_AGENT_ORIGINS: '' }, /PRINT_AGENT_ORIGINS ontbreekt/],
    [{ PRINT_AGENT_ORIGINS: '*' }, /PRINT_AGENT_ORIGINS '\*' is ongeldig/],
    [{ PRINT_AGENT_ORIGINS: 'http://backoffice.lan/app' }, /is ongeldig/],
    [{ PRINT_AGENT_ORIGINS: 'backoffice.lan' }, /is ongeldig/],
    [{ PRINT_AGENT_TOKEN: undefined }, /PRINT_AGENT_TOKEN ontbreekt of is te kort/],
    [{ PRINT_AGENT_TOKEN: 'kort-geheim' }, /PRINT_AGENT_TOKEN ontbreekt of is te kort/],
    [{ PRINT_AGENT_RATE_LIMIT: '0' }, /PRINT_AGENT_RATE_LIMIT '0' is ongeldig/],
  ])('stops at start-up on %o, never showing the token', (env, message) => {
    expect(() => loadAccessConfig({ ...valid, ...env })).toThrow(message);
    expect(() => loadAccessConfig({ ...valid, ...env })).not.toThrow(/kort-geheim/);
  });
});
