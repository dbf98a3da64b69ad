import type { FastifyInstance } from 'fastify';
import { PrintError } from '../errors';
import { renderLidkaart } from '../templates/lidkaart';
import type { TicketLayout } from '../templates/layout';
import type { Transport } from '../transports';
import { errorReply, okReply } from '../http/replies';
import { parseLidBody } from './lid-body';

export type PrintRouteContext = { transport: Transport; layout: TicketLayout; now: () => Date };

/** spec 1 §7 / spec 2 §2: POST /lid prints the member label. */
export function lidRoute(app: FastifyInstance, { transport, layout, now }: PrintRouteContext) {
  app.post('/lid', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const parsed = parseLidBody(request.body);
    if (!parsed.ok) return reply.status(400).send(errorReply(parsed.message));
    const bytes = renderLidkaart({ ...parsed.body, printedAt: now() }, layout);
    try {
      await transport.send({ name: 'lid', bytes });
    } catch (err) {
      if (!(err instanceof PrintError)) throw err;
      request.log.warn({ err }, 'lidkaart not printed');
      return reply.status(502).send(errorReply(err.message));
    }
    return okReply('Lidkaart afgedrukt');
  });
}
