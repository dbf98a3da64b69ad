import { ledenQuerySchema, ledenRowSchema } from '@mvm/domain/leden/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listLeden } from '../list-service';

/** spec 2 §7 Members: the remote-paged member table (paging, order, search, rijksregisternummer). */
export const ledenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/leden',
    {
      config: { accessLog: { scherm: 'Leden: lijst', dossier: 'rows' } },
      schema: { querystring: ledenQuerySchema, response: { 200: z.array(ledenRowSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await listLeden(app.db, request.query, new Date());
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );
};
