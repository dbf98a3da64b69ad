import { marktPrintJobSchema, onthaalMarktParamsSchema } from '@mvm/domain/markten/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marktPrintJobs } from '../print-jobs';

/**
 * spec 1 §7 GET /v1/onthaal/markt/{nr}: the reception's market print jobs. Its path is the reception's
 * (the onthaal role's rights cover it), but it lives here, beside the market barcodes it encrypts.
 */
export const onthaalMarktRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/onthaal/markt/:nr',
    {
      config: { accessLog: { scherm: 'Onthaal: marktticket', dossier: { param: 'nr', by: 'mvmnummer' } } },
      schema: { params: onthaalMarktParamsSchema, response: { 200: z.array(marktPrintJobSchema) } },
    },
    async (request) => marktPrintJobs(app.db, request.params.nr),
  );
};
