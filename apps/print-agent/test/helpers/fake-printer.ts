import net from 'node:net';

export type FakePrinter = {
  port: number;
  /** Resolves with the bytes of the next job: everything one connection sent until it ended. */
  nextJob(): Promise<Buffer>;
  close(): Promise<void>;
};

/** A raw port-9100 receipt printer on loopback (STYLE.md: print tests read the bytes it received). */
export async function startFakePrinter(): Promise<FakePrinter> {
  const jobs: Buffer[] = [];
  const waiting: ((job: Buffer) => void)[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const job = Buffer.concat(chunks);
      const waiter = waiting.shift();
      if (waiter) waiter(job);
      else jobs.push(job);
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    nextJob: () => {
      const job = jobs.shift();
      return job ? Promise.resolve(job) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
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
