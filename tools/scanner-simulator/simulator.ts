import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the desk's local barcode scanner service (spec 1 §7: a loopback service, port 8080,
 * checked for its device marker, then long-polled at `/scan?action=read_listener`), so development and
 * browser tests have a scanner.
 *
 * - `GET /`: the device marker ('MVM barcode scanner (simulator)').
 * - `GET /scan?action=read_listener`: waits for the next scan and answers `{"barcode": "..."}`; after
 *   `holdMs` without a scan it answers 204, and the client polls again.
 * - `POST /scan` with `{"barcode": "..."}`: scans a code (tests and developers).
 */
export type ScannerSimulatorOptions = { port?: number; host?: string; holdMs?: number };

export type ScannerSimulator = {
  server: Server;
  url: string;
  /** Scans a code: the waiting listeners get it, or the next one to ask. */
  scan(barcode: string): void;
  /** How many listeners are waiting now (tests wait until the page listens). */
  listeners(): number;
  close(): Promise<void>;
};

const MAX_BODY = 16 * 1024;

function cors(res: ServerResponse) {
  // The browser calls the scanner from the app's origin: allow any origin, like the real service.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
  res.setHeader('Access-Control-Allow-Private-Network', 'true');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('te groot'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startScannerSimulator({
  port = 8080,
  host = '127.0.0.1',
  holdMs = 25_000,
}: ScannerSimulatorOptions = {}): Promise<ScannerSimulator> {
  const queue: string[] = [];
  const waiting = new Set<(barcode: string) => void>();

  const scan = (barcode: string) => {
    if (waiting.size === 0) return void queue.push(barcode);
    for (const listener of [...waiting]) listener(barcode);
  };

  const server = createServer((req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('MVM barcode scanner (simulator)');
    }
    if (
      req.method === 'GET' &&
      url.pathname === '/scan' &&
      url.searchParams.get('action') === 'read_listener'
    ) {
      const queued = queue.shift();
      if (queued !== undefined) return json(200, { barcode: queued });
      const listener = (barcode: string) => {
        clearTimeout(timer);
        waiting.delete(listener);
        json(200, { barcode });
      };
      const timer = setTimeout(() => {
        waiting.delete(listener);
        res.writeHead(204).end();
      }, holdMs);
      req.on('close', () => {
        clearTimeout(timer);
        waiting.delete(listener);
      });
      waiting.add(listener);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/scan') {
      readBody(req)
        .then((text) => {
          const parsed: unknown = JSON.parse(text);
          const barcode =
            typeof parsed === 'object' && parsed !== null && 'barcode' in parsed ? parsed.barcode : undefined;
          if (typeof barcode !== 'string' || !barcode) throw new Error('geen barcode');
          scan(barcode);
          json(200, { status: 'ok' });
        })
        .catch(() => json(400, { error: 'Stuur {"barcode": "..."}' }));
      return;
    }
    json(404, { error: 'Niet gevonden' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${address.port}`,
    scan,
    listeners: () => waiting.size,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
