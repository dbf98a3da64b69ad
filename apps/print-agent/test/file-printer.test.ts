import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { lidkaart, startAgent } from './helpers/agent';

it('appends tickets to a printer device file', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lp-'));
  const device = path.join(dir, 'lp0');
  const agent = await startAgent({ printerUrl: `file://${device}` });
  await agent.app.inject({ method: 'POST', url: '/lid', payload: lidkaart });
  const res = await agent.app.inject({
    method: 'POST',
    url: '/lid',
    payload: { ...lidkaart, mvmNummer: 'MVM99' },
  });
  expect(res.json()).toMatchObject({ status: 'ok', message: 'Lidkaart afgedrukt' });
  const written = await readFile(device);
  expect(written.includes('MVM12')).toBe(true);
  expect(written.includes('MVM99')).toBe(true);
  await agent.close();
  await rm(dir, { recursive: true, force: true });
});

it('answers 502 when the device is missing', async () => {
  const agent = await startAgent({ printerUrl: 'file:///bestaat/niet/lp0' });
  const res = await agent.app.inject({ method: 'POST', url: '/lid', payload: lidkaart });
  expect(res.statusCode).toBe(502);
  expect(res.json()).toMatchObject({
    status: 'error',
    message: 'Printer niet bereikbaar (/bestaat/niet/lp0)',
  });
  await agent.close();
});
