import { access, appendFile, constants } from 'node:fs/promises';
import { PrintError } from '../errors';
import type { Transport } from './types';

export type FileTarget = { path: string; timeoutMs: number };

/** A printer as a local device file (DESIGN.md: `file:///dev/usb/lp0`): append the ticket's bytes. */
export function fileTransport({ path, timeoutMs }: FileTarget): Transport {
  const unreachable = (cause?: unknown) => new PrintError(`Printer niet bereikbaar (${path})`, { cause });
  return {
    async probe() {
      await access(path, constants.W_OK).catch((err: unknown) => Promise.reject(unreachable(err)));
    },
    async send({ bytes }) {
      let timer: NodeJS.Timeout | undefined;
      // A device that blocks (printer off, out of paper) must not hold the request forever.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(unreachable(new Error(`timeout ${timeoutMs} ms`))), timeoutMs);
      });
      try {
        await Promise.race([
          appendFile(path, bytes).catch((err: unknown) => Promise.reject(unreachable(err))),
          deadline,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
