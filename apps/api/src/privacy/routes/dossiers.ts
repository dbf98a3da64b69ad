import { okResponseSchema } from '@mvm/domain/leden/schemas';
import {
  eraseBodySchema,
  exportQuerySchema,
  privacyDossierParamsSchema,
  privacyDossierSchema,
  privacyLookupQuerySchema,
} from '@mvm/domain/privacy/schemas';
import { dossierSchema, gekregenSchema } from '@mvm/domain/leden/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../actor';
import { familyExportPdf } from '../export-pdf';
import { eraseDossier, exportFamily, lookupDossier } from '../privacy-service';

const exportSchema = z.object({
  formaat: z.literal('mvm-gezin-export-1'),
  gemaaktOp: z.string(),
  door: z.string(),
  dossier: dossierSchema,
  gekregen: z.array(gekregenSchema),
  /** Every row of every table about the family, by table name, each with every column. */
  tabellen: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

/** Issue 12: a family's request: find its dossier (deleted ones too), export everything, erase it. */
export const privacyDossierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/privacy/dossiers',
    {
      config: { accessLog: { scherm: 'Privacy: gezin opzoeken', dossier: 'reply' } },
      schema: { querystring: privacyLookupQuerySchema, response: { 200: privacyDossierSchema } },
    },
    (request) => lookupDossier(app.db, request.query.nummer),
  );

  app.get(
    '/v1/privacy/dossiers/:id/export',
    {
      config: { accessLog: { scherm: 'Privacy: export', dossier: { param: 'id', by: 'id' } } },
      schema: {
        params: privacyDossierParamsSchema,
        querystring: exportQuerySchema,
        // JSON, or with formaat=pdf the PDF's bytes (a Buffer is sent as it is, past the serializer).
        response: { 200: z.union([exportSchema, z.instanceof(Buffer)]) },
      },
    },
    async (request, reply) => {
      const data = await exportFamily(app.db, actorOf(request), request.params.id);
      const name = `gezin-${data.dossier.ID}`;
      if (request.query.formaat === 'pdf') {
        const pdf = await familyExportPdf(data);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${name}.pdf"`)
          .send(pdf);
      }
      reply.header('Content-Disposition', `attachment; filename="${name}.json"`);
      return data;
    },
  );

  app.post(
    '/v1/privacy/dossiers/:id/wissen',
    {
      schema: {
        params: privacyDossierParamsSchema,
        body: eraseBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await eraseDossier(app.db, actorOf(request), request.params.id, request.body.reden);
      return { status: 'ok' as const, message: 'Gezin gewist (geanonimiseerd)' };
    },
  );
};
