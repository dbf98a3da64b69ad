import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describeTarget, parsePrinterUrl, previewDirOf, type PrinterCodepage } from './config';
import { DEFAULT_RATE_LIMIT } from './http/access-config';
import { allowBrowsersFrom } from './http/cors';
import { setPrinterErrorHandler } from './http/error-handler';
import { limitRate } from './http/rate-limit';
import { requireTokenForAdmin } from './http/token';
import { JobLog } from './jobs/job-log';
import { PrinterStateTracker } from './jobs/printer-state';
import { adminRoutes } from './routes/admin';
import { ticketRoutes } from './routes/tickets';
import { DEFAULT_LAYOUT } from './templates/layout';
import { createTransport } from './transports';

// Its route config (`printAgentRoute`) tells the API which route is the health check.
export type { PrintAgentRouteKind } from './http/token';

/**
 * Who may call the agent (issue 24, 25). Required, so no caller gets an open agent by leaving it out.
 * - `token`: on a printer host. Browsers only from `origins` (the back office); everything but a print
 *   and the health check needs `Authorization: Bearer <token>`.
 * - `host`: mounted in the API, which checks the session and role of every route (same origin: no CORS).
 */
export type PrintAgentAccess =
  { kind: 'token'; token: string; origins: readonly string[] } | { kind: 'host' };

export type PrintAgentOptions = {
  access: PrintAgentAccess;
  /** Requests a minute per client address (default 60). */
  rateLimit?: number;
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

/** A ticket's body is a few hundred bytes; the largest material receipt a few kB. */
export const BODY_LIMIT = 64 * 1024;

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
  });
  const jobs = await JobLog.open(path.join(dataDir, 'print-jobs'), now);
  const state = new PrinterStateTracker(describeTarget(target), now);
  const context = { transport, layout, now, jobs, state };

  setPrinterErrorHandler(app);
  // Every route of the agent, also one added later: at most BODY_LIMIT (also inside the API's 1 MB).
  app.addHook('onRoute', (route) => {
    route.bodyLimit = Math.min(route.bodyLimit ?? BODY_LIMIT, BODY_LIMIT);
  });
  if (options.access.kind === 'token') {
    await allowBrowsersFrom(app, options.access.origins);
    requireTokenForAdmin(app, options.access.token);
  }
  await limitRate(app, options.rateLimit ?? DEFAULT_RATE_LIMIT);
  app.get('/healthz', { config: { printAgentRoute: 'health' } }, async () => ({
    status: 'ok',
    printer: describeTarget(target),
  }));
  ticketRoutes(app, context);
  adminRoutes(app, context, target.kind === 'preview' ? previewDirOf(dataDir) : null);
}
