import { previewDirOf, type PrinterTarget } from '../config';
import { fileTransport } from './file';
import { previewTransport } from './preview';
import { tcpTransport } from './tcp';
import type { Transport } from './types';

export type { PrintJob, Transport } from './types';

export type TransportOptions = {
  dataDir: string;
  timeoutMs: number;
  statusWaitMs?: number;
};

export function createTransport(
  target: PrinterTarget,
  { dataDir, timeoutMs, statusWaitMs }: TransportOptions,
): Transport {
  if (target.kind === 'tcp')
    return tcpTransport({ host: target.host, port: target.port, timeoutMs, statusWaitMs });
  if (target.kind === 'file') return fileTransport({ path: target.path, timeoutMs });
  return previewTransport({ dir: previewDirOf(dataDir) });
}
