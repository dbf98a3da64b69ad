import net from 'node:net';

/** How the fake printer answers DLE EOT: ready, silent (a printer that does not support it), or a problem. */
export type FakeStatus = 'ready' | 'silent' | 'cover-open' | 'paper-out';

export type FakePrinter = {
  port: number;
  /** Resolves with the bytes of the next job: everything one connection sent until it ended. */
  nextJob(): Promise<Buffer>;
  /** How many DLE EOT requests it answered. */
  statusRequests(): number;
  setStatus(status: FakeStatus): void;
  close(): Promise<void>;
};

// DLE EOT 2 (offline cause) and DLE EOT 4 (paper sensor) answers: fixed bits 0x12, plus the problem's bits.
const answers: Record<Exclude<FakeStatus, 'silent'>, Record<number, number>> = {
  ready: { 2: 0x12, 4: 0x12 },
  'cover-open': { 2: 0x12 | 0x04, 4: 0x12 },
  'paper-out': { 2: 0x12 | 0x20, 4: 0x12 | 0x60 },
};

/**
 * A raw port-9100 receipt printer on loopback (STYLE.md: print tests read the bytes it received). It answers
 * the real-time status requests (DLE EOT n) that open a connection and keeps only the ticket's bytes.
 */
export async function startFakePrinter(
  options: { port?: number; status?: FakeStatus } = {},
): Promise<FakePrinter> {
  const jobs: Buffer[] = [];
  const waiting: ((job: Buffer) => void)[] = [];
  let status: FakeStatus = options.status ?? 'ready';
  let requests = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let pending = Buffer.alloc(0);
    let inTicket = false;
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      if (inTicket) return void chunks.push(chunk);
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 3 && pending[0] === 0x10 && pending[1] === 0x04) {
        requests += 1;
        const n = pending[2] ?? 0;
        if (status !== 'silent') socket.write(Buffer.from([answers[status][n] ?? 0x12]));
        pending = pending.subarray(3);
      }
      if (pending.length > 0 && !(pending[0] === 0x10 && pending.length < 3)) {
        inTicket = true;
        chunks.push(pending);
      }
    });
    socket.on('end', () => {
      const job = Buffer.concat(chunks);
      socket.end();
      if (job.length === 0) return; // a status check without a ticket
      const waiter = waiting.shift();
      if (waiter) waiter(job);
      else jobs.push(job);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    nextJob: () => {
      const job = jobs.shift();
      return job ? Promise.resolve(job) : new Promise((resolve) => waiting.push(resolve));
    },
    statusRequests: () => requests,
    setStatus: (next) => {
      status = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port that nothing listens on (a printer that is off). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
