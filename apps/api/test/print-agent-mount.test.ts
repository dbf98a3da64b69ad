import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/client';
import { removeDataDir, testConfig } from './helpers/build';
import { openTestDatabase } from './helpers/database';

let app: App;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  const config = testConfig();
  dataDir = config.dataDir;
  database = await openTestDatabase();
  await database.migrate();
  app = await buildApp({ db: database.db, config, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  removeDataDir(app.config);
});

const lidkaart = { mvmNummer: 'MVM12', voornaam: 'Zoë', naam: 'Hénaut' };

// DESIGN.md: on a single machine the API mounts the print agent itself, in preview mode.
describe('the print agent inside the API', () => {
  it('is where the runtime configuration sends the label printer', async () => {
    const res = await app.inject({ method: 'GET', url: '/config.json' });
    expect(res.json()).toMatchObject({ printers: { lid: '/print-agent' } });
  });

  it('prints a Lidkaart without a session and writes a preview under DATA_DIR', async () => {
    const res = await app.inject({ method: 'POST', url: '/print-agent/lid', payload: lidkaart });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', message: 'Lidkaart afgedrukt' });

    const dir = path.join(dataDir, 'print-preview');
    const files = await readdir(dir);
    expect(files.filter((f) => f.endsWith('-lid.bin'))).toHaveLength(1);
    const txt = files.find((f) => f.endsWith('-lid.txt'));
    expect(await readFile(path.join(dir, txt!), 'utf8')).toContain('Zoë Hénaut');
  });

  it('ignores a stale bearer token: the printer is public like one on the LAN', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/print-agent/lid',
      headers: { authorization: 'Bearer verlopen-token' },
      payload: lidkaart,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers bad input in the printer shape, not the API error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/print-agent/lid',
      headers: { 'content-type': 'application/json' },
      payload: '{"mvmNummer":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'De gegevens zijn geen geldige JSON' });

    const unknown = await app.inject({
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

  it('answers its health check with preview', async () => {
    const res = await app.inject({ method: 'GET', url: '/print-agent/healthz' });
    expect(res.json()).toEqual({ status: 'ok', printer: 'preview' });
  });
});
