import { securityWarningRowSchema, securityWarningsQuerySchema } from '@mvm/domain/privacy/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { warningsPage } from '../security-warnings';

/** Issue 24: what the administrators should look at (bursts of lookups by national number). */
export const warningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/privacy/waarschuwingen',
    {
      schema: {
        querystring: securityWarningsQuerySchema,
        response: { 200: z.array(securityWarningRowSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await warningsPage(app.db, request.query.page, request.query.page_size);
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );
};
