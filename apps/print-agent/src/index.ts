import type { FastifyInstance } from 'fastify';
import { describeTarget, parsePrinterUrl, type PrinterCodepage } from './config';
import { allowCors } from './http/cors';
import { setPrinterErrorHandler } from './http/error-handler';
import { lidRoute } from './routes/lid';
import { DEFAULT_LAYOUT } from './templates/layout';
import { createTransport } from './transports';

export type PrintAgentOptions = {
  /** `tcp://host:9100`, `file:///dev/usb/lp0` or `preview` (default). */
  printerUrl?: string;
  /** Preview tickets go to `${dataDir}/print-preview`. */
  dataDir?: string;
  codepage?: PrinterCodepage;
  columns?: number;
  heading?: string;
  /** Connect + write deadline for a printer. */
  timeoutMs?: number;
  now?: () => Date;
};

export const PRINT_TIMEOUT_MS = 5000;

/**
 * The printer-side service (DESIGN.md): JSON in, ESC/POS out to a receipt printer or a preview folder.
 * Standalone (`npm run print-agent`) or mounted by the API under `/print-agent` in preview mode.
 */
export async function printAgentPlugin(app: FastifyInstance, options: PrintAgentOptions = {}) {
  const target = parsePrinterUrl(options.printerUrl);
  const transport = createTransport(target, {
    dataDir: options.dataDir ?? 'data',
    timeoutMs: options.timeoutMs ?? PRINT_TIMEOUT_MS,
  });
  const layout = {
    columns: options.columns ?? DEFAULT_LAYOUT.columns,
    codepage: options.codepage ?? DEFAULT_LAYOUT.codepage,
    heading: options.heading ?? DEFAULT_LAYOUT.heading,
  };
  const context = { transport, layout, now: options.now ?? (() => new Date()) };

  setPrinterErrorHandler(app);
  await allowCors(app);
  app.get('/healthz', async () => ({ status: 'ok', printer: describeTarget(target) }));
  lidRoute(app, context);
}
