import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascii, indexOfBytes } from './helpers/bytes';
import { startAgent, type TestAgent } from './helpers/agent';
import { closedPort, startFakePrinter, type FakePrinter } from './helpers/fake-printer';
import { marktBarcode, marktBody, materiaalBody, sinterklaasBody, voedingBody } from './helpers/tickets';

const TIMEOUT_MS = 1500;
const ESC = 0x1b;
const GS = 0x1d;
type Reply = { status: string; message: string; jobId?: string };
type Job = {
  id: string;
  balie: string;
  endpoint: string;
  mvmNummer: string | null;
  status: string;
  melding: string;
  herdrukbaar: boolean;
};

describe('every ticket reaches a network printer (bytes read on loopback)', () => {
  let printer: FakePrinter;
  let agent: TestAgent;
  beforeAll(async () => {
    printer = await startFakePrinter();
    agent = await startAgent({ printerUrl: `tcp://127.0.0.1:${printer.port}`, timeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await agent.close();
    await printer.close();
  });

  const post = (url: string, payload: object) =>
    agent.app.inject({ method: 'POST', url: `${url}?balie=onthaal`, payload });

  it('prints the food ticket in CP858: é, ë and € as single bytes after ESC t 19, then a cut', async () => {
    const job = printer.nextJob();
    const res = await post('/print', { ...voedingBody, opmerking: 'Bijdrage € 2' });
    expect(res.json<Reply>()).toMatchObject({ status: 'ok', message: 'Ticket afgedrukt' });
    const bytes = new Uint8Array(await job);
    const select = indexOfBytes(bytes, [ESC, 0x74, 19]);
    expect(select).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, [0x5a, 0x6f, 0x89, 0x20, 0x48, 0x82, ...ascii('naut')])).toBeGreaterThan(
      select,
    );
    expect(indexOfBytes(bytes, [...ascii('Bijdrage '), 0xd5, ...ascii(' 2')])).toBeGreaterThan(select);
    const cut = indexOfBytes(bytes, [GS, 0x56]);
    expect(cut).toBeGreaterThan(0);
    expect(bytes.length - cut).toBeLessThanOrEqual(5); // nothing printed after the cut
    expect(printer.statusRequests()).toBeGreaterThan(0); // it asked the printer's status first
  });

  it('prints the market ticket with its barcode as a QR code', async () => {
    const job = printer.nextJob();
    expect((await post('/print-markt', marktBody)).statusCode).toBe(200);
    const bytes = new Uint8Array(await job);
    expect(indexOfBytes(bytes, [49, 80, 48, ...ascii(marktBarcode)])).toBeGreaterThan(0);
  });

  it.each([
    ['/sinterklaas', sinterklaasBody, 2],
    ['/materiaal', materiaalBody, 2],
    ['/eenmaligen', materiaalBody, 2],
    ['/lid', { mvmNummer: 'MVM245', voornaam: 'Zoë', naam: 'Hénaut' }, 1],
  ])('prints %s with its cuts', async (url, body, cuts) => {
    const job = printer.nextJob();
    expect((await post(url, body)).json<Reply>().status).toBe('ok');
    expect(
      Buffer.from(await job)
        .toString('latin1')
        .split('\x1dV').length - 1,
    ).toBe(cuts);
  });

  it('refuses a bad body with a Dutch 400 and prints nothing', async () => {
    const res = await post('/print', { ...voedingBody, ticketCount: 0, doelgroepnummer: '245' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply>().message).toBe(
      'Ongeldig ticket: Ticketnummer begint bij 1; MVM-nummer moet de vorm MVM123 hebben',
    );
  });

  it('logs every ticket with time, desk, endpoint, member number and outcome', async () => {
    const jobs = (await agent.admin({ method: 'GET', url: '/jobs' })).json<Job[]>();
    expect(jobs[0]).toMatchObject({ balie: 'onthaal', endpoint: '/lid', mvmNummer: 'MVM245', status: 'ok' });
    expect(jobs.find((j) => j.endpoint === '/print')).toMatchObject({ melding: 'Ticket afgedrukt' });
  });
});

describe('a printer that is off, then on again on the same port', () => {
  it('answers the Dutch error within the deadline, logs it, and reprints the same ticket later', async () => {
    const port = await closedPort();
    const agent = await startAgent({ printerUrl: `tcp://127.0.0.1:${port}`, timeoutMs: TIMEOUT_MS });
    const res = await agent.app.inject({ method: 'POST', url: '/print?balie=onthaal', payload: voedingBody });
    expect(res.statusCode).toBe(502);
    const failed = res.json<Reply>();
    expect(failed).toMatchObject({ status: 'error', message: `Printer niet bereikbaar (127.0.0.1:${port})` });
    const status = await agent.admin({ method: 'GET', url: '/status' });
    expect(status.json()).toMatchObject({
      bereikbaar: false,
      laatsteSucces: null,
      laatsteFout: { melding: failed.message },
    });

    // The printer comes back on the same port; the agent is not restarted.
    const printer = await startFakePrinter({ port });
    const job = printer.nextJob();
    const again = await agent.admin({ method: 'POST', url: `/jobs/${failed.jobId}/herdruk` });
    expect(again.json<Reply>()).toMatchObject({ status: 'ok', message: 'Ticket opnieuw afgedrukt' });
    expect(indexOfBytes(new Uint8Array(await job), [0x5a, 0x6f, 0x89])).toBeGreaterThan(0);

    const jobs = (await agent.admin({ method: 'GET', url: '/jobs' })).json<Job[]>();
    expect(jobs.find((j) => j.id === failed.jobId)).toMatchObject({ status: 'error', herdrukbaar: false });
    expect((await agent.admin({ method: 'GET', url: '/status' })).json()).toMatchObject({
      bereikbaar: true,
    });
    // A ticket already printed again cannot be printed a third time by accident.
    expect((await agent.admin({ method: 'POST', url: `/jobs/${failed.jobId}/herdruk` })).statusCode).toBe(
      404,
    );
    await agent.close();
    await printer.close();
  });
});

describe('the printer says why it cannot print (DLE EOT)', () => {
  it.each([
    ['cover-open', 'de klep staat open'],
    ['paper-out', 'het papier is op'],
  ] as const)('%s: no ticket, the reason in Dutch', async (status, reason) => {
    const printer = await startFakePrinter({ status });
    const agent = await startAgent({ printerUrl: `tcp://127.0.0.1:${printer.port}`, timeoutMs: TIMEOUT_MS });
    const res = await agent.app.inject({ method: 'POST', url: '/print', payload: voedingBody });
    expect(res.statusCode).toBe(502);
    expect(res.json<Reply>().message).toBe(`Printer niet klaar (127.0.0.1:${printer.port}): ${reason}`);
    // Fixed: the same ticket prints from the job log.
    printer.setStatus('ready');
    const job = printer.nextJob();
    const again = await agent.admin({ method: 'POST', url: `/jobs/${res.json<Reply>().jobId}/herdruk` });
    expect(again.statusCode).toBe(200);
    expect((await job).length).toBeGreaterThan(100);
    await agent.close();
    await printer.close();
  });

  it('prints on a printer that never answers the status request, and stops asking it', async () => {
    const printer = await startFakePrinter({ status: 'silent' });
    const agent = await startAgent({
      printerUrl: `tcp://127.0.0.1:${printer.port}`,
      timeoutMs: TIMEOUT_MS,
      statusWaitMs: 100,
    });
    for (const n of [1, 2]) {
      const job = printer.nextJob();
      const res = await agent.app.inject({
        method: 'POST',
        url: '/print',
        payload: { ...voedingBody, ticketCount: n },
      });
      expect(res.statusCode).toBe(200);
      expect((await job).length).toBeGreaterThan(100);
    }
    expect(printer.statusRequests()).toBe(2); // DLE EOT 2 and 4, once
    await agent.close();
    await printer.close();
  });
});
