import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the desk's local eID reader service (spec 2 §7: port 8090, `GET /read?token=...`),
 * so development and browser tests have a card reader. The card is fake.
 *
 * - `GET /read?token=<anything>`: the current card (400 without a token, 404 when no card is inserted).
 * - `PUT /card` with a card as JSON: insert another card; `DELETE /card`: take the card out.
 * - `GET /card`: the current card, for tests.
 */
export type SimulatedCard = Record<string, unknown>;

export type EidSimulatorOptions = {
  port?: number;
  host?: string;
  card?: SimulatedCard | null;
};

const MAX_BODY = 64 * 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
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

export async function startEidSimulator({
  port = 8090,
  host = '127.0.0.1',
  card = null,
}: EidSimulatorOptions = {}): Promise<{
  server: Server;
  url: string;
  setCard: (c: SimulatedCard | null) => void;
}> {
  let current = card;

  const server = createServer((req, res) => {
    // The browser calls the reader from the app's origin: allow any origin, like the real service.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '') || '/';

    if (req.method === 'GET' && path === '/read') {
      if (!url.searchParams.get('token')) return send(res, 400, { error: 'Token ontbreekt' });
      if (!current) return send(res, 404, { error: 'Geen kaart in de lezer' });
      return send(res, 200, current);
    }
    if (path === '/card' && req.method === 'GET') return send(res, 200, current);
    if (path === '/card' && req.method === 'DELETE') {
      current = null;
      return send(res, 200, { status: 'ok' });
    }
    if (path === '/card' && req.method === 'PUT') {
      readBody(req)
        .then((text) => {
          const parsed: unknown = JSON.parse(text);
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
          // A hand-written test card: only its shape (an object) is checked.
          current = parsed as SimulatedCard;
          send(res, 200, { status: 'ok' });
        })
        .catch(() => send(res, 400, { error: 'Geen geldige kaart (JSON-object verwacht)' }));
      return;
    }
    send(res, 404, { error: 'Niet gevonden' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  // A listening TCP server's address is an AddressInfo (a string only for pipes).
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${address.port}`,
    setCard: (c) => {
      current = c;
    },
  };
}
