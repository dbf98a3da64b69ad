import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describeTarget, parsePrinterUrl, previewDirOf, type PrinterCodepage } from './config';
import { allowCors } from './http/cors';
import { setPrinterErrorHandler } from './http/error-handler';
import { JobLog } from './jobs/job-log';
import { PrinterStateTracker } from './jobs/printer-state';
import { adminRoutes } from './routes/admin';
import { ticketRoutes } from './routes/tickets';
import { DEFAULT_LAYOUT } from './templates/layout';
import { createTransport } from './transports';

export { PRINTER_ADMIN_PATHS } from './routes/admin';

export type PrintAgentOptions = {
  /** `tcp://host:9100`, `file:///dev/usb/lp0` or `preview` (default). */
  printerUrl?: string;
  /**
   * Preview tickets go to `${dataDir}/print-preview`, the job log to `${dataDir}/print-jobs`. Required: a
   * default would let a caller (a test) write into whatever directory it happens to run in.
   */
  dataDir: string;
  codepage?: PrinterCodepage;
  columns?: number;
  heading?: string;
  /** Connect + write deadline for a printer. */
  timeoutMs?: number;
  /** Wait for the printer's DLE EOT answer; 0 = never ask. */
  statusWaitMs?: number;
  now?: () => Date;
};

/** spec: an unreachable printer answers 'Print error!' with its reason at the desk within 5 seconds. */
export const PRINT_TIMEOUT_MS = 4000;

/**
 * The printer-side service (DESIGN.md): JSON in, ESC/POS out to a receipt printer or a preview folder.
 * Standalone (`npm run print-agent`) or mounted by the API under `/print-agent` in preview mode.
 */
export async function printAgentPlugin(app: FastifyInstance, options: PrintAgentOptions) {
  const target = parsePrinterUrl(options.printerUrl);
  const { dataDir } = options;
  const now = options.now ?? (() => new Date());
  const layout = {
    columns: options.columns ?? DEFAULT_LAYOUT.columns,
    codepage: options.codepage ?? DEFAULT_LAYOUT.codepage,
    heading: options.heading ?? DEFAULT_LAYOUT.heading,
  };
  const transport = createTransport(target, {
    dataDir,
    timeoutMs: options.timeoutMs ?? PRINT_TIMEOUT_MS,
    statusWaitMs: options.statusWaitMs,
    columns: layout.columns,
  });
  const jobs = await JobLog.open(path.join(dataDir, 'print-jobs'), now);
  const state = new PrinterStateTracker(describeTarget(target), now);
  const context = { transport, layout, now, jobs, state };

  setPrinterErrorHandler(app);
  await allowCors(app);
  app.get('/healthz', async () => ({ status: 'ok', printer: describeTarget(target) }));
  ticketRoutes(app, context);
  adminRoutes(app, context, target.kind === 'preview' ? previewDirOf(dataDir) : null);
}
