import { lidParamsSchema } from '@mvm/domain/leden/schemas';
import {
  onthaalRowSchema,
  onthaalSearchQuerySchema,
  voedingPayloadReplySchema,
  voedingTicketRequestSchema,
} from '@mvm/domain/onthaal/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../actor';
import { printVoedingTicket, searchOnthaal, voedingPayload } from '../onthaal-service';

/** Area 'onthaal' (reception, spec 1 §2, §3, §7). GET /v1/onthaal/markt/{nr} is the markets area's. */
export const onthaalArea: FastifyPluginAsyncZod = async (app) => {
  // spec 1 §6: GET /v1/onthaal/klant is the reception's permission check; it answers the search.
  app.get(
    '/v1/onthaal/klant',
    {
      config: { accessLog: { scherm: 'Onthaal: zoeken', dossier: 'rows' } },
      schema: { querystring: onthaalSearchQuerySchema, response: { 200: z.array(onthaalRowSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await searchOnthaal(app.db, request.query, new Date());
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );

  app.get(
    '/v1/onthaal/voeding/:id',
    {
      config: { accessLog: { scherm: 'Onthaal: voedingsticket', dossier: { param: 'id', by: 'mvmnummer' } } },
      schema: { params: lidParamsSchema, response: { 200: voedingPayloadReplySchema } },
    },
    (request) => voedingPayload(app.db, request.params.id, new Date()),
  );

  app.post(
    '/v1/onthaal/voeding/:id',
    {
      schema: {
        params: lidParamsSchema,
        body: voedingTicketRequestSchema,
        response: { 200: voedingPayloadReplySchema },
      },
    },
    (request) => printVoedingTicket(app.db, actorOf(request), request.params.id, request.body, new Date()),
  );
};
