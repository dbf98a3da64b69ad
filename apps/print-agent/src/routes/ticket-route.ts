import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PrintError } from '../errors';
import { errorReply, okReply } from '../http/replies';
import type { JobLog } from '../jobs/job-log';
import type { PrinterStateTracker } from '../jobs/printer-state';
import type { TicketLayout } from '../templates/layout';
import type { Transport } from '../transports';

export type PrintRouteContext = {
  transport: Transport;
  layout: TicketLayout;
  now: () => Date;
  jobs: JobLog;
  state: PrinterStateTracker;
};

export type TicketRoute<S extends z.ZodType> = {
  path: string;
  schema: S;
  /** Prefix of the 400 message: 'Ongeldige lidkaart: ...'. */
  invalid: string;
  render: (body: z.output<S>, layout: TicketLayout, printedAt: Date) => Uint8Array;
  mvmNummer: (body: z.output<S>) => string | null;
  printed: string;
};

/** The desk that asked (for the job log): `?balie=onthaal`, letters and digits only. */
const balieOf = (request: FastifyRequest): string => {
  const query = request.query as Record<string, unknown> | undefined;
  const value = typeof query?.balie === 'string' ? query.balie : '';
  return value.replace(/[^a-z0-9-]/gi, '').slice(0, 30) || 'onbekend';
};

/** Sends a ticket, records the outcome in the job log and the printer state, answers the desk. */
export async function deliver(
  ctx: PrintRouteContext,
  reply: FastifyReply,
  job: { name: string; bytes: Uint8Array; balie: string; mvmNummer: string | null; herdrukVan?: string },
  printed: string,
) {
  try {
    await ctx.transport.send({ name: job.name, bytes: job.bytes });
  } catch (err) {
    if (!(err instanceof PrintError)) throw err;
    reply.log.warn({ err, endpoint: job.name }, 'ticket not printed');
    ctx.state.failed(err.message);
    const entry = await ctx.jobs.add({
      ...job,
      endpoint: `/${job.name}`,
      status: 'error',
      melding: err.message,
    });
    return reply.status(502).send({ ...errorReply(err.message), jobId: entry.id });
  }
  ctx.state.succeeded();
  const entry = await ctx.jobs.add({ ...job, endpoint: `/${job.name}`, status: 'ok', melding: printed });
  return { ...okReply(printed), jobId: entry.id };
}

/** spec 1 §7: one printer endpoint; the body validated (Dutch 400), rendered, printed, logged. */
export function ticketRoute<S extends z.ZodType>(
  app: FastifyInstance,
  ctx: PrintRouteContext,
  route: TicketRoute<S>,
) {
  // A print: the one kind of route a desk's browser may call without the agent's token.
  app.post(
    route.path,
    { config: { printAgentRoute: 'ticket', printAgentBody: route.schema } },
    async (request, reply) => {
      const parsed = route.schema.safeParse(request.body);
      if (!parsed.success) {
        const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
        return reply.status(400).send(errorReply(`${route.invalid}: ${messages.join('; ')}`));
      }
      const bytes = route.render(parsed.data, ctx.layout, ctx.now());
      const job = {
        name: route.path.slice(1),
        bytes,
        balie: balieOf(request),
        mvmNummer: route.mvmNummer(parsed.data),
      };
      return deliver(ctx, reply, job, route.printed);
    },
  );
}
