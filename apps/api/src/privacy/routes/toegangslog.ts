import {
  accessLogQuerySchema,
  accessLogRowSchema,
  dossierHistoryQuerySchema,
  privacyDossierParamsSchema,
} from '@mvm/domain/privacy/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessLogPage, dossierHistory } from '../privacy-service';

/** Issue 12: who read which dossier. The log holds no national numbers or finances. */
export const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/privacy/toegangslog',
    { schema: { querystring: accessLogQuerySchema, response: { 200: z.array(accessLogRowSchema) } } },
    async (request, reply) => {
      const { rows, total } = await accessLogPage(app.db, request.query);
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );

  app.get(
    '/v1/privacy/dossiers/:id/toegangslog',
    {
      schema: {
        params: privacyDossierParamsSchema,
        querystring: dossierHistoryQuerySchema,
        response: { 200: z.array(accessLogRowSchema) },
      },
    },
    async (request, reply) => {
      const { page, page_size } = request.query;
      const { rows, total } = await dossierHistory(app.db, request.params.id, page, page_size);
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );
};
