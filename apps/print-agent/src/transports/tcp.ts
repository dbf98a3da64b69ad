import net from 'node:net';
import { PrintError } from '../errors';
import { describeStatus, STATUS_REQUEST } from './printer-status';
import type { Transport } from './types';

export type TcpTarget = {
  host: string;
  port: number;
  timeoutMs: number;
  /** How long to wait for the answer to DLE EOT before printing anyway; 0 = never ask. */
  statusWaitMs?: number;
};

export const STATUS_WAIT_MS = 400;

/**
 * A raw receipt printer on port 9100 (DESIGN.md): connect, ask its real-time status (DLE EOT) where it
 * answers, write the ticket, end. A printer that reports paper-out or an open cover gets no ticket: the
 * desk is told why. A printer that never answers the status request is not asked again.
 */
export function tcpTransport({ host, port, timeoutMs, statusWaitMs = STATUS_WAIT_MS }: TcpTarget): Transport {
  const where = `${host}:${port}`;
  const unreachable = (cause?: unknown) => new PrintError(`Printer niet bereikbaar (${where})`, { cause });
  let answersStatus = statusWaitMs > 0;

  const deliver = (bytes: Uint8Array | null) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host, port });
      let settled = false;
      let statusTimer: NodeJS.Timeout | undefined;
      const settle = (error?: PrintError) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(statusTimer);
        if (error) {
          socket.destroy();
          reject(error);
        } else resolve();
      };
      // One deadline for connecting, the status and handing over the whole ticket.
      const timer = setTimeout(() => settle(unreachable(new Error(`timeout ${timeoutMs} ms`))), timeoutMs);
      // `on`, not `once`: a reset after the ticket was handed over must not crash the process.
      socket.on('error', (err) => settle(unreachable(err)));
      socket.once('finish', () => {
        settle();
        // Some printers never close their side: do not keep the socket around for them.
        socket.setTimeout(timeoutMs, () => socket.destroy());
      });

      const write = () => {
        if (settled) return;
        socket.removeAllListeners('data');
        if (bytes) socket.end(bytes);
        else socket.end();
      };
      socket.once('connect', () => {
        if (!answersStatus) return write();
        const answer: number[] = [];
        socket.on('data', (chunk: Buffer) => {
          answer.push(...chunk);
          if (answer.length < 2) return;
          clearTimeout(statusTimer);
          const problem = describeStatus(answer[0] ?? 0, answer[1] ?? 0);
          if (problem) settle(new PrintError(`Printer niet klaar (${where}): ${problem}`));
          else write();
        });
        statusTimer = setTimeout(() => {
          answersStatus = false; // this printer does not answer DLE EOT: print without asking from now on
          write();
        }, statusWaitMs);
        socket.write(STATUS_REQUEST);
      });
    });

  return {
    send: ({ bytes }) => deliver(bytes),
    probe: () => deliver(null),
  };
}
