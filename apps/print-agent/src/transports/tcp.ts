import net from 'node:net';
import { PrintError } from '../errors';
import type { Transport } from './types';

export type TcpTarget = { host: string; port: number; timeoutMs: number };

/** A raw receipt printer on port 9100 (DESIGN.md): connect, write the ticket, end. */
export function tcpTransport({ host, port, timeoutMs }: TcpTarget): Transport {
  const unreachable = (cause?: unknown) =>
    new PrintError(`Printer niet bereikbaar (${host}:${port})`, { cause });
  return {
    send: ({ bytes }) =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect({ host, port });
        let settled = false;
        const settle = (error?: PrintError) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error) {
            socket.destroy();
            reject(error);
          } else resolve();
        };
        // One deadline for connecting and handing over the whole ticket.
        const timer = setTimeout(() => settle(unreachable(new Error(`timeout ${timeoutMs} ms`))), timeoutMs);
        // `on`, not `once`: a reset after the ticket was handed over must not crash the process.
        socket.on('error', (err) => settle(unreachable(err)));
        socket.once('connect', () => socket.end(bytes));
        socket.once('finish', () => {
          settle();
          // Some printers never close their side: do not keep the socket around for them.
          socket.setTimeout(timeoutMs, () => socket.destroy());
        });
      }),
  };
}
