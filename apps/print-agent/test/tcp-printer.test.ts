import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintError } from '../src/errors';
import { renderLidkaart } from '../src/templates/lidkaart';
import { DEFAULT_LAYOUT } from '../src/templates/layout';
import { tcpTransport } from '../src/transports/tcp';
import { lidkaart, PRINTED_AT, startAgent, type TestAgent } from './helpers/agent';
import { closedPort, startFakePrinter, type FakePrinter } from './helpers/fake-printer';

const TIMEOUT_MS = 500;

describe('POST /lid to a network receipt printer', () => {
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

  it('sends the printer exactly the bytes the template rendered', async () => {
    const job = printer.nextJob();
    const res = await agent.app.inject({ method: 'POST', url: '/lid', payload: lidkaart });
    expect(res.json()).toMatchObject({ status: 'ok', message: 'Lidkaart afgedrukt' });
    const expected = renderLidkaart({ ...lidkaart, printedAt: PRINTED_AT }, DEFAULT_LAYOUT);
    expect(new Uint8Array(await job)).toEqual(expected);
  });

  it('prints two labels as two jobs', async () => {
    const first = printer.nextJob();
    await agent.app.inject({ method: 'POST', url: '/lid', payload: { ...lidkaart, mvmNummer: 'MVM1' } });
    const second = printer.nextJob();
    await agent.app.inject({ method: 'POST', url: '/lid', payload: { ...lidkaart, mvmNummer: 'MVM2' } });
    expect(Buffer.from(await first).includes('MVM1')).toBe(true);
    expect(Buffer.from(await second).includes('MVM2')).toBe(true);
  });
});

describe('a printer that cannot be reached', () => {
  it('answers 502 with the Dutch message within the timeout', async () => {
    const port = await closedPort();
    const agent = await startAgent({ printerUrl: `tcp://127.0.0.1:${port}`, timeoutMs: TIMEOUT_MS });
    const started = Date.now();
    const res = await agent.app.inject({ method: 'POST', url: '/lid', payload: lidkaart });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
    expect(res.statusCode).toBe(502);
    const message = `Printer niet bereikbaar (127.0.0.1:${port})`;
    expect(res.json()).toMatchObject({ status: 'error', message, error: message });
    await agent.close();
  });

  it('gives up when a printer accepts but never takes the ticket', async () => {
    // A stuck printer: it accepts the connection but never reads, so a big write cannot finish.
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => {
      socket.pause();
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const transport = tcpTransport({ host: '127.0.0.1', port, timeoutMs: TIMEOUT_MS });
    const started = Date.now();
    const sent = transport.send({ name: 'lid', bytes: new Uint8Array(64 * 1024 * 1024) });
    await expect(sent).rejects.toThrow(new PrintError(`Printer niet bereikbaar (127.0.0.1:${port})`));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
});
