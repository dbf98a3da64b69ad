import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The small HTTP server of the desk-device simulators (tools/eid-simulator, tools/scanner-simulator): the
 * browser calls a desk's local device service from the app's origin, so every answer allows any origin (like
 * the real services) and a preflight gets its 204 before the simulator's own handler sees the request.
 */
export type LocalServiceOptions = {
  port: number;
  host: string;
  /** The methods the simulator answers, for the preflight ('GET, PUT, DELETE'); OPTIONS is added. */
  methods: string;
  /** The simulator's routes; `url` is the request's URL, parsed. */
  handle: (req: IncomingMessage, res: ServerResponse, url: URL) => void;
};

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The request body as text; rejects above `maxBytes` (a simulator takes small JSON bodies only). */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) reject(new Error('te groot'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Starts the server and answers once it listens (port 0: a free port, as the e2e tests ask). */
export async function startLocalService({
  port,
  host,
  methods,
  handle,
}: LocalServiceOptions): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', `${methods}, OPTIONS`);
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    handle(req, res, new URL(req.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  // A listening TCP server's address is an AddressInfo (a string only for pipes).
  const address = server.address() as AddressInfo;
  return { server, url: `http://${host}:${address.port}` };
}
