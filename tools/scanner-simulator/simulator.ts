import type { Server } from 'node:http';
import { readBody, sendJson as json, startLocalService } from '../local-service/local-service';

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

  const { server, url } = await startLocalService({
    port,
    host,
    methods: 'GET, POST',
    handle: (req, res, request) => {
      if (req.method === 'GET' && request.pathname === '/') {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end('MVM barcode scanner (simulator)');
      }
      if (
        req.method === 'GET' &&
        request.pathname === '/scan' &&
        request.searchParams.get('action') === 'read_listener'
      ) {
        const queued = queue.shift();
        if (queued !== undefined) return json(res, 200, { barcode: queued });
        const listener = (barcode: string) => {
          clearTimeout(timer);
          waiting.delete(listener);
          json(res, 200, { barcode });
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
      if (req.method === 'POST' && request.pathname === '/scan') {
        readBody(req, MAX_BODY)
          .then((text) => {
            const parsed: unknown = JSON.parse(text);
            const barcode =
              typeof parsed === 'object' && parsed !== null && 'barcode' in parsed
                ? parsed.barcode
                : undefined;
            if (typeof barcode !== 'string' || !barcode) throw new Error('geen barcode');
            scan(barcode);
            json(res, 200, { status: 'ok' });
          })
          .catch(() => json(res, 400, { error: 'Stuur {"barcode": "..."}' }));
        return;
      }
      json(res, 404, { error: 'Niet gevonden' });
    },
  });

  return {
    server,
    url,
    scan,
    listeners: () => waiting.size,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
