import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowed } from '@mvm/domain';
import { DEMO_ROLES } from '../src/seed/demo-users';
import { buildTestApp, type TestContext } from './helpers/build';

let t: TestContext;
let lidDesk: string;
let foodDesk: string;
beforeAll(async () => {
  t = await buildTestApp();
  lidDesk = await t.userWithRole(['POST'], ['/print-agent/lid']);
  foodDesk = await t.userWithRole(['POST'], ['/print-agent/print']);
});
afterAll(() => t.close());

const lidkaart = { mvmNummer: 'MVM12', voornaam: 'Zoë', naam: 'Hénaut' };
const printLid = (token: string | null, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'POST', url: '/print-agent/lid', headers, payload: lidkaart });
const previews = async () =>
  readdir(path.join(t.app.config.dataDir, 'print-preview')).catch(() => [] as string[]);

// DESIGN.md: on a single machine the API mounts the print agent itself, in preview mode.
describe('the print agent inside the API', () => {
  it('is where the runtime configuration sends the label printer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.json()).toMatchObject({ printers: { lid: '/print-agent' } });
  });

  // Issue 24: anonymous clients posting tickets slowed the whole API and filled the disk.
  it.each([
    ['no session', null],
    ['a stale session', 'verlopen-token'],
  ])('refuses a print with %s (401, nothing written)', async (_case, token) => {
    const res = await printLid(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', error: expect.stringMatching(/aangemeld|sessie/i) });
    expect(await previews()).toEqual([]);
  });

  it('refuses a print whose path the roles do not grant (403)', async () => {
    const res = await printLid(foodDesk);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', error: 'Je hebt geen toegang tot deze functie' });
  });

  it('prints a Lidkaart for a role granting its path and writes a small preview under DATA_DIR', async () => {
    const res = await printLid(lidDesk);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', message: 'Lidkaart afgedrukt' });

    const dir = path.join(t.app.config.dataDir, 'print-preview');
    const files = await previews();
    // The bytes and the text only: the picture is drawn when someone with the right looks at it.
    expect(files.filter((f) => f.includes('-lid.')).map((f) => path.extname(f))).toEqual(['.bin', '.txt']);
    const txt = files.find((f) => f.endsWith('-lid.txt'));
    expect(await readFile(path.join(dir, txt!), 'utf8')).toContain('Zoë Hénaut');
  });

  it('keeps its job log and previews for a role granting them, not for a desk that prints', async () => {
    expect((await t.call(lidDesk, { method: 'GET', url: '/print-agent/jobs' })).statusCode).toBe(403);
    expect((await t.call(lidDesk, { method: 'GET', url: '/print-agent/previews' })).statusCode).toBe(403);
    const list = await t.call(t.adminToken, { method: 'GET', url: '/print-agent/previews' });
    const [newest] = list.json<{ png: string | null }[]>();
    const picture = await t.call(t.adminToken, {
      method: 'GET',
      url: `/print-agent/previews/${newest!.png}`,
    });
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('answers no other origin: no CORS header', async () => {
    const res = await printLid(lidDesk, { origin: 'http://evil.example' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/print-agent/lid',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers bad input in the printer shape, not the API error shape', async () => {
    const res = await t.call(lidDesk, {
      method: 'POST',
      url: '/print-agent/lid',
      headers: { 'content-type': 'application/json' },
      payload: '{"mvmNummer":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'De gegevens zijn geen geldige JSON' });

    const unknown = await t.call(lidDesk, {
      method: 'POST',
      url: '/print-agent/lid',
      payload: { ...lidkaart, extra: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      status: 'error',
      message: expect.stringContaining('Onbekend veld'),
    });
  });

  it('refuses a body over 64 KB, below the API’s own 1 MB', async () => {
    const res = await t.call(lidDesk, {
      method: 'POST',
      url: '/print-agent/lid',
      payload: { ...lidkaart, naam: 'x'.repeat(65 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', message: 'De gegevens zijn te groot' });
  });

  it('answers its health check with preview, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/print-agent/healthz' });
    expect(res.json()).toEqual({ status: 'ok', printer: 'preview' });
  });
});

describe('the demo desks’ roles (issue 24)', () => {
  const role = (name: string) => DEMO_ROLES.filter((r) => r.name === name);
  // What each desk's screens post (apps/web/src: print-onthaal, print-sinterklaas, ledger/api/print, print-lidkaart).
  it.each([
    ['onthaal', ['print', 'print-markt', 'sinterklaas', 'eenmaligen', 'lid']],
    ['materiaal', ['materiaal']],
  ])('let the %s desk print its tickets, and not read the job log or previews', (name, endpoints) => {
    for (const endpoint of endpoints)
      expect(isAllowed(role(name), 'POST', `/print-agent/${endpoint}`), endpoint).toBe(true);
    for (const admin of ['/print-agent/jobs', '/print-agent/previews', '/print-agent/status'])
      expect(isAllowed(role(name), 'GET', admin), admin).toBe(false);
  });
});

describe('the mounted agent’s rate limit (PRINT_AGENT_RATE_LIMIT)', () => {
  it('answers a client over the limit a Dutch 429; refused anonymous calls do not count', async () => {
    const limited = await buildTestApp({ PRINT_AGENT_RATE_LIMIT: '3' });
    try {
      const desk = await limited.userWithRole(['POST'], ['/print-agent/lid']);
      const print = (token: string | null, remoteAddress = '10.0.0.7') =>
        limited.call(token, { method: 'POST', url: '/print-agent/lid', payload: lidkaart, remoteAddress });
      for (let n = 0; n < 5; n += 1) expect((await print(null)).statusCode).toBe(401);
      for (let n = 0; n < 3; n += 1) expect((await print(desk)).statusCode).toBe(200);
      const refused = await print(desk);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        status: 'error',
        error: expect.stringMatching(/^Te veel verzoeken/),
      });
      expect((await print(desk, '10.0.0.8')).statusCode).toBe(200);
      // The rest of the API is not limited by it.
      expect(
        (await limited.call(desk, { method: 'GET', url: '/healthz', remoteAddress: '10.0.0.7' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
