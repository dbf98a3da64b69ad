import {
  gekregenQuerySchema,
  gekregenSchema,
  lidParamsSchema,
  voedingWeekSchema,
} from '@mvm/domain/leden/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listGekregen } from '../../ledger/gekregen-list-service';
import { voedingSummary } from '../voeding-chart-service';

/** spec 2 §2 Hulp tab (read only): received rows of every area and the 52-week Voeding chart. */
export const lidGekregenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/lid/:id/gekregen',
    {
      config: { accessLog: { scherm: 'Lid: hulp', dossier: { param: 'id', by: 'mvmnummer' } } },
      schema: {
        params: lidParamsSchema,
        querystring: gekregenQuerySchema,
        response: { 200: z.array(gekregenSchema) },
      },
    },
    async (request, reply) => {
      const { page, page_size } = request.query;
      const { rows, total } = await listGekregen(app.db, { mvmnummer: request.params.id }, page, page_size);
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );

  app.get(
    '/v1/lid/:id/gekregen/voeding',
    {
      config: { accessLog: { scherm: 'Lid: voeding', dossier: { param: 'id', by: 'mvmnummer' } } },
      schema: { params: lidParamsSchema, response: { 200: z.array(voedingWeekSchema) } },
    },
    (request) => voedingSummary(app.db, { mvmnummer: request.params.id }),
  );
};
